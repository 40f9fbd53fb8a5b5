package pearl.server.bank;

import java.time.Clock;
import java.time.Duration;
import java.time.LocalDate;
import java.time.ZoneOffset;

/**
 * Each device's samples stored per UTC day, so that one device cannot fill the bank: a batch whose
 * new samples would take a device past {@link #samplesPerDay} today is refused whole, until the
 * next UTC day (docs/protocol.md, "Limits"). The count lives in the device's row, which the sync
 * has locked ({@link SyncTransaction}), so two instances cannot both let one device past it.
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

    /** A device's samples stored on one UTC day, as its row keeps them; {@code day} null before its first. */
    record Count(LocalDate day, int samples) {
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

    /** The device's count once {@code stored} new samples are added today to its {@code counted} ones. */
    Count plus(Count counted, int stored) {
        if (stored == 0) {
            return counted;
        }
        LocalDate today = LocalDate.now(clock.withZone(ZoneOffset.UTC));
        int before = today.equals(counted.day()) ? counted.samples() : 0;
        return new Count(today, (int) Math.min(Integer.MAX_VALUE, (long) before + stored));
    }

    /**
     * {@link #plus}, or a refusal when that would take the device past the quota today; resent
     * samples, which store nothing, count nothing.
     */
    Count take(Count counted, int stored) throws OverQuotaException {
        Count after = plus(counted, stored);
        if (after.samples() > samplesPerDay) {
            LocalDate today = after.day();
            long before = after.samples() - (long) stored;
            Duration wait = Duration.between(clock.instant(), today.plusDays(1).atStartOfDay(ZoneOffset.UTC).toInstant());
            throw new OverQuotaException("over this device's daily quota of " + samplesPerDay + " samples (" + before
                    + " stored today, " + stored + " new in this batch): nothing stored, the phone keeps its samples;"
                    + " sync again in " + wait.plusMillis(999).toSeconds() + " s, after midnight UTC", wait);
        }
        return after;
    }
}
