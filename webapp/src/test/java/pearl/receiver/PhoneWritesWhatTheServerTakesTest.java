package pearl.receiver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Hashtable;
import java.util.LinkedHashSet;
import java.util.Set;
import java.util.Vector;

import org.junit.jupiter.api.Test;

import pearl.collector.Conditions;
import pearl.collector.Sample;
import pearl.collector.TestCaseTable;
import pearl.protocol.ProtocolLimits;
import pearl.server.model.Batch;
import pearl.server.model.Catalogue;
import pearl.server.receiver.BatchParser;
import pearl.server.receiver.Registration;
import pearl.sync.ProtocolWriter;

/**
 * The phone never writes a body its server refuses, whatever it measured and recorded: the
 * MIDlet's own writer, the server's own parser, over what lies at and past the limits they share
 * (pearl.protocol.ProtocolLimits). A refused batch is refused again on every retry, so a phone
 * that wrote one could never sync again.
 */
class PhoneWritesWhatTheServerTakesTest {

    private static final long RUN = 1_700_000_000_000L;

    @Test
    void aBatchOfEveryTestCaseWithConditionsPastEveryLimitIsTaken() throws Exception {
        TestCaseTable table = TestCaseTable.full();
        Set<String> names = new LinkedHashSet<>();
        Vector samples = new Vector();
        for (int i = 0; i < table.size(); i++) {
            names.add(table.algorithm(i));
            samples.addElement(new Sample(RUN, i, table.algorithm(i), table.operation(i), 128, 1024, 1, -1, 64, 50,
                    false));
        }
        Conditions conditions = Conditions.ofThisDevice(1);
        conditions.put("midlet.version", "0.1.0");
        conditions.put("bc.version", "1.53");
        // a custom plan that names every test case, as the plan screen lets a user choose
        String everyAlgorithm = String.join(",", names);
        conditions.put("plan.symmetric", "1024-262144x50:" + everyAlgorithm + "," + everyAlgorithm);
        conditions.put("note", "<b>\"quoted\" & 'single' `back` \\ tab\there\nline\u0085end\u0007</b>");
        for (int i = 0; conditions.size() < ProtocolLimits.RUN_CONDITIONS + 10; i++) {
            conditions.put("extra." + i, "x");
        }
        Hashtable runs = new Hashtable();
        runs.put(Long.valueOf(RUN), conditions);

        byte[] body = ProtocolWriter.batch("0123456789abcdef", 1, new byte[32], runs, samples);

        Batch batch = new BatchParser(Catalogue.shipped()).parse(body);
        assertEquals(table.size(), batch.samples().size(), "every sample taken");
        String plan = batch.runs().get(0).condition("plan.symmetric");
        assertEquals(ProtocolLimits.VALUE_CHARS, plan.length(), "a value past the limit kept up to it");
        assertTrue(plan.contains(table.algorithm(table.size() - 1)), "every test case named once at least");
        assertEquals(ProtocolLimits.RUN_CONDITIONS, batch.runs().get(0).conditions().size());
    }

    @Test
    void aRegistrationWithAModelNamePastEveryLimitIsTaken() throws Exception {
        String model = "My <phone> & \"its\" 'quirks'\t".repeat(10);

        Registration registration = Registration.parse(ProtocolWriter.registration(model, "ABCD2345EF"));

        // clipped to the limit, each refused character a space; the server trims the ends
        assertEquals(model.substring(0, ProtocolLimits.MODEL_CHARS).replaceAll("[<>&\"'\\t]", " ").trim(),
                registration.model());
    }
}
