package pearl.server.service;

import java.nio.file.Path;

import pearl.server.admin.Admins;
import pearl.server.analysis.AnalysisWorker;
import pearl.server.analysis.Analyzer;
import pearl.server.bank.AdminAccounts;
import pearl.server.bank.AuditLog;
import pearl.server.bank.DailyQuota;
import pearl.server.bank.Database;
import pearl.server.bank.Devices;
import pearl.server.bank.Enrolments;
import pearl.server.bank.PendingGroups;
import pearl.server.bank.Registrations;
import pearl.server.bank.ResultVersions;
import pearl.server.bank.ResultsBank;
import pearl.server.bank.SamplesRemoteBank;
import pearl.server.bank.TimeModels;
import pearl.server.model.Catalogue;
import pearl.server.receiver.Receiver;
import pearl.server.security.SecurityFacts;

/**
 * The server's parts over one database — the banks, the receiver, the analyzer and its worker, the
 * admin accounts, the security facts — made once and shared by the services ({@link Services}),
 * and by the tests and benchmarks that drive a part directly. None keeps state between requests
 * but the worker, which runs once started.
 */
public record Parts(Database database, SamplesRemoteBank samples, ResultsBank results, Analyzer analyzer,
                    AnalysisWorker worker, Registrations registrations, Devices devices, Enrolments enrolments,
                    Receiver receiver, Admins admins, AuditLog audit, PendingGroups pending, ResultVersions versions,
                    TimeModels timeModels, SecurityFacts security) {

    /** Each device's daily quota of samples when the configuration sets none. */
    public static final int DEFAULT_SAMPLES_PER_DAY = DailyQuota.DEFAULT_SAMPLES_PER_DAY;

    /** The embedded default database's JDBC URL, in a folder under {@code home}. */
    public static String embeddedUrl(Path home) {
        return Database.embeddedUrl(home);
    }

    /** Opens (and migrates) the database at {@code jdbcUrl} and makes the parts over it. */
    public static Parts open(String jdbcUrl, int samplesPerDay) {
        return over(Database.open(jdbcUrl), samplesPerDay);
    }

    /** The parts over {@code database}, with the default daily quota of samples per device. */
    public static Parts over(Database database) {
        return over(database, DailyQuota.DEFAULT_SAMPLES_PER_DAY);
    }

    public static Parts over(Database database, int samplesPerDay) {
        SamplesRemoteBank samples = new SamplesRemoteBank(database.dataSource(), database.syncDataSource(),
                new DailyQuota(samplesPerDay));
        Analyzer analyzer = new Analyzer(database.dataSource());
        return new Parts(database, samples, new ResultsBank(database.dataSource()), analyzer,
                new AnalysisWorker(analyzer::analyzePending), new Registrations(database.dataSource()),
                new Devices(database.dataSource()),
                new Enrolments(database.dataSource()), new Receiver(Catalogue.shipped(), samples),
                new Admins(new AdminAccounts(database.dataSource())), new AuditLog(database.dataSource()),
                new PendingGroups(database.dataSource()), new ResultVersions(database.dataSource()),
                new TimeModels(database.dataSource()), SecurityFacts.shipped());
    }
}
