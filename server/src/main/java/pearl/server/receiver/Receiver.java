package pearl.server.receiver;

import java.sql.SQLException;

import pearl.server.analysis.Analyzer;
import pearl.server.bank.SamplesRemoteBank;
import pearl.server.model.Batch;
import pearl.server.model.Receipt;

/**
 * PEARL's Samples Receiver: takes a sync body, stores its samples in the Samples Remote Bank and
 * brings the results of the groups it touched up to date.
 */
public final class Receiver {

    private final BatchParser parser = new BatchParser();
    private final SamplesRemoteBank samples;
    private final Analyzer analyzer;

    public Receiver(SamplesRemoteBank samples, Analyzer analyzer) {
        this.samples = samples;
        this.analyzer = analyzer;
    }

    /**
     * @throws MalformedBatchException when the body breaks the format; nothing is stored
     * @throws SQLException            when the database fails; nothing is stored
     */
    public Receipt receive(byte[] body) throws MalformedBatchException, SQLException {
        Batch batch = parser.parse(body);
        SamplesRemoteBank.Stored stored = samples.store(batch);
        analyzer.analyze(stored.touched());
        return stored.receipt();
    }
}
