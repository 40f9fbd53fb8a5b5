package pearl.server.bank;

import java.sql.Connection;
import java.sql.Date;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Clock;
import java.time.Duration;
import java.time.LocalDate;
import java.time.ZoneOffset;

/**
 * Each device's samples stored per UTC day (table {@code device_days}), so that one device cannot
 * fill the bank: a batch whose new samples would take a device past {@link #samplesPerDay} today is
 * refused whole, until the next UTC day (docs/protocol.md, "Limits"). Read and written inside the
 * batch's transaction, under the device's row lock, so two instances cannot both let one device
 * past it.
 */
public final class DailyQuota {

    /** The default: three runs of the full plan of every test case, about 150,000 samples each, fit in a day. */
    public static final int DEFAULT_SAMPLES_PER_DAY = 500_000;

    /** A batch over the quota; the phone keeps its samples and may sync after {@link #retryAfter()}. */
    public static final class OverQuotaException extends Exception {
        private final Duration retryAfter;

        OverQuotaException(String message, Duration retryAfter) {
            super(message);
            this.retryAfter = retryAfter;
        }

        public Duration retryAfter() {
            return retryAfter;
        }
    }

    private final int samplesPerDay;
    private final Clock clock;

    public DailyQuota(int samplesPerDay) {
        this(samplesPerDay, Clock.systemUTC());
    }

    DailyQuota(int samplesPerDay, Clock clock) {
        if (samplesPerDay < 1) {
            throw new IllegalArgumentException("the daily quota must be at least 1 sample, not " + samplesPerDay);
        }
        this.samplesPerDay = samplesPerDay;
        this.clock = clock;
    }

    /**
     * Counts {@code stored} new samples of the device today, or refuses them if they would take it
     * past the quota; resent samples, which store nothing, count nothing.
     */
    void take(Connection connection, long deviceId, int stored) throws SQLException, OverQuotaException {
        if (stored == 0) {
            return;
        }
        LocalDate today = LocalDate.now(clock.withZone(ZoneOffset.UTC));
        int before = 0;
        try (PreparedStatement select = connection.prepareStatement(
                "SELECT samples FROM device_days WHERE device_id = ? AND utc_day = ?")) {
            select.setLong(1, deviceId);
            select.setDate(2, Date.valueOf(today));
            try (ResultSet row = select.executeQuery()) {
                if (row.next()) {
                    before = row.getInt(1);
                }
            }
        }
        if ((long) before + stored > samplesPerDay) {
            Duration wait = Duration.between(clock.instant(), today.plusDays(1).atStartOfDay(ZoneOffset.UTC).toInstant());
            throw new OverQuotaException("over this device's daily quota of " + samplesPerDay + " samples (" + before
                    + " stored today, " + stored + " new in this batch): nothing stored, the phone keeps its samples;"
                    + " sync again in " + wait.plusMillis(999).toSeconds() + " s, after midnight UTC", wait);
        }
        try (PreparedStatement upsert = connection.prepareStatement(
                "INSERT INTO device_days (device_id, utc_day, samples) VALUES (?, ?, ?)"
                        + " ON DUPLICATE KEY UPDATE samples = samples + VALUES(samples)")) {
            upsert.setLong(1, deviceId);
            upsert.setDate(2, Date.valueOf(today));
            upsert.setInt(3, stored);
            upsert.executeUpdate();
        }
    }
}
