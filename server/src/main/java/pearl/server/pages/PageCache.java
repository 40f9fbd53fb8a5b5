package pearl.server.pages;

import java.sql.SQLException;
import java.time.Duration;
import java.util.List;

import javax.sql.DataSource;

import com.github.benmanes.caffeine.cache.Cache;
import javax.sql.DataSource;

import com.github.benmanes.caffeine.cache.Caffeine;

import pearl.server.bank.Devices;
import pearl.server.bank.ResultsBank;
import pearl.server.model.Result;
import pearl.server.model.ResultFilter;

/**
 * What the pages read, kept for a few seconds: results change only when an analysis writes them,
 * while a page may be asked for hundreds of times a second. The cache lives in each server's
 * memory and only ever serves data at most {@link #FRESHNESS} old, so several server instances
 * stay correct without telling each other (docs/scaling.md). The JSON and CSV exports are never
 * cached: they are exact.
 */
public final class PageCache {

    /** How stale a page may be: a sync shows on the pages within this, plus the analysis. */
    public static final Duration FRESHNESS = Duration.ofSeconds(10);

    private final DataSource dataSource;
    private final ResultsBank results;
    private final Devices devices;
    private final Cache<Object, Object> cache = Caffeine.newBuilder().expireAfterWrite(FRESHNESS).maximumSize(2_000).build();

    public PageCache(DataSource dataSource, ResultsBank results, Devices devices) {
        this.dataSource = dataSource;
        this.results = results;
        this.devices = devices;
    }

    public List<Result> results(ResultFilter filter) throws SQLException {
        return read(filter, () -> results.find(filter));
    }

    public List<ResultsBank.Measured> measured() throws SQLException {
        return read("measured", results::measured);
    }

    public List<Devices.Listed> devices() throws SQLException {
        return read("devices", devices::list);
    }

    /** The literature's figures for one algorithm (they never change, but are few and cheap to keep). */
    public List<ReferenceFigures.Figure> published(String algorithm) throws SQLException {
        return read("published " + algorithm, () -> ReferenceFigures.forAlgorithm(dataSource, algorithm));
    }

    public List<ReferenceFigures.Figure> published() throws SQLException {
        return read("published", () -> ReferenceFigures.all(dataSource));
    }

    /** A query that may fail, as the banks' are. */
    private interface Query<T> {
        T run() throws SQLException;
    }

    @SuppressWarnings("unchecked")
    private <T> T read(Object key, Query<T> query) throws SQLException {
        Object cached = cache.getIfPresent(key);
        if (cached == null) {
            cached = query.run();
            cache.put(key, cached);
        }
        return (T) cached;
    }
}
