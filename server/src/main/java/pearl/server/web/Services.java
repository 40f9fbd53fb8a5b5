package pearl.server.web;

import jakarta.servlet.ServletContext;

import pearl.server.analysis.Analyzer;
import pearl.server.bank.Database;
import pearl.server.bank.ResultsBank;
import pearl.server.bank.SamplesRemoteBank;
import pearl.server.receiver.Receiver;

/** The server's parts, made once at start and shared by every servlet. */
public record Services(Database database, SamplesRemoteBank samples, ResultsBank results, Analyzer analyzer,
                       Receiver receiver) {

    private static final String ATTRIBUTE = Services.class.getName();

    public static Services over(Database database) {
        SamplesRemoteBank samples = new SamplesRemoteBank(database.dataSource());
        ResultsBank results = new ResultsBank(database.dataSource());
        Analyzer analyzer = new Analyzer(samples, results);
        return new Services(database, samples, results, analyzer, new Receiver(samples, analyzer));
    }

    static Services of(ServletContext context) {
        return (Services) context.getAttribute(ATTRIBUTE);
    }

    void registerIn(ServletContext context) {
        context.setAttribute(ATTRIBUTE, this);
    }
}
