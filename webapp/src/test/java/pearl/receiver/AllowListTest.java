package pearl.receiver;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

import pearl.collector.TestCaseTable;
import pearl.server.model.Catalogue;
import pearl.server.model.Labelled;
import pearl.server.model.Operation;
import pearl.server.model.Primitive;

/**
 * The receiver refuses test cases its catalogue does not list: every test case the MIDlet can run
 * must be in the catalogue file the build wrote for the server, or a phone's whole batch would be refused.
 */
class AllowListTest {

    @Test
    void everyTestCaseOfTheSuiteIsAcceptedByTheReceiver() {
        Catalogue allowed = Catalogue.shipped();
        List<String> refused = new ArrayList<>();
        TestCaseTable table = TestCaseTable.full();
        for (int i = 0; i < table.size(); i++) {
            String algorithm = table.algorithm(i);
            if (Labelled.find(Operation.class, table.operation(i)).filter(o -> allowed.allows(new Primitive(algorithm, o))).isEmpty()) {
                refused.add(table.algorithm(i) + " " + table.operation(i));
            }
        }
        assertEquals(List.of(), refused, "missing from the catalogue file (pearl.build.CatalogueFile)");
    }
}
