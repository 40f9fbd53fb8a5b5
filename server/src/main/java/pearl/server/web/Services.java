package pearl.server.web;

import jakarta.servlet.ServletContext;

import pearl.server.admin.Admins;
import pearl.server.bank.AdminAccounts;
import pearl.server.bank.AuditLog;
import pearl.server.analysis.AnalysisWorker;
import pearl.server.analysis.Analyzer;
import pearl.server.bank.DailyQuota;
import pearl.server.bank.Database;
import pearl.server.bank.Devices;
import pearl.server.bank.Enrolments;
import pearl.server.bank.PendingGroups;
import pearl.server.bank.ResultVersions;
import pearl.server.bank.ResultsBank;
import pearl.server.bank.SamplesRemoteBank;
import pearl.server.bank.TimeModels;
import pearl.server.model.Catalogue;
import pearl.server.receiver.Receiver;
import pearl.server.security.SecurityFacts;

/**
 * The server's parts, made once at start and shared by every servlet. None keeps state between
 * requests; the analysis worker runs once {@link PearlContextListener} starts it.
 */
public record Services(Database database, SamplesRemoteBank samples, ResultsBank results, Analyzer analyzer,
                       AnalysisWorker worker, Devices devices, Enrolments enrolments, Receiver receiver,
                       Admins admins, AuditLog audit, PendingGroups pending, ResultVersions versions,
                       SecurityFacts security, ChoiceAnswers choices) {

    private static final String ATTRIBUTE = Services.class.getName();

    /** The parts over {@code database}, with the default daily quota of samples per device. */
    public static Services over(Database database) {
        return over(database, DailyQuota.DEFAULT_SAMPLES_PER_DAY);
    }

    public static Services over(Database database, int samplesPerDay) {
        SamplesRemoteBank samples = new SamplesRemoteBank(database.dataSource(), database.syncDataSource(),
                new DailyQuota(samplesPerDay));
        ResultsBank results = new ResultsBank(database.dataSource());
        Analyzer analyzer = new Analyzer(database.dataSource());
        Devices devices = new Devices(database.dataSource());
        ResultVersions versions = new ResultVersions(database.dataSource());
        SecurityFacts security = SecurityFacts.shipped();
        return new Services(database, samples, results, analyzer, new AnalysisWorker(analyzer::analyzePending),
                devices, new Enrolments(database.dataSource()),
                new Receiver(Catalogue.shipped(), samples), new Admins(new AdminAccounts(database.dataSource())),
                new AuditLog(database.dataSource()), new PendingGroups(database.dataSource()), versions, security,
                new ChoiceAnswers(versions, new TimeModels(database.dataSource()), security));
    }

    public static Services of(ServletContext context) {
        return (Services) context.getAttribute(ATTRIBUTE);
    }

    void registerIn(ServletContext context) {
        context.setAttribute(ATTRIBUTE, this);
    }
}
