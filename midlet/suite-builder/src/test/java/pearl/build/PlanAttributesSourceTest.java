package pearl.build;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

class PlanAttributesSourceTest {

    private static List<String> table(String... rows) {
        List<String> lines = new ArrayList<>(List.of("# a comment", PlanAttributesSource.HEADER));
        lines.addAll(List.of(rows));
        return lines;
    }

    @Test
    void eachAttributeItsNameOptionValueAndAChoicesWords() {
        assertEquals("""
                package pearl.collector;

                /**
                 * The plan's JAD attributes, generated from midlet/plan-attributes.tsv by
                 * pearl.build.PlanAttributesSource: the table is their one definition, edit it there.
                 * String constants only, which javac inlines: the phone carries no class.
                 */
                public interface PlanAttributes {

                    /** quick|full|custom: the plan */
                    String AUTORUN = "PEARL-Autorun";
                    String AUTORUN_OPTION = "--plan";
                    String AUTORUN_VALUE = "quick|full|custom";
                    String AUTORUN_CHOICES = "quick, full or custom";

                    /** N[K]: the smallest input */
                    String MIN_SIZE = "PEARL-Min-Size";
                    String MIN_SIZE_OPTION = "--min-size";
                    String MIN_SIZE_VALUE = "N[K]";

                    /** a,b: no option, names that end a comment: *&#47;CBC */
                    String INPUT = "PEARL-Input";
                    String INPUT_VALUE = "a,b";
                    String INPUT_CHOICES = "a or b";
                }
                """, PlanAttributesSource.source(PlanAttributesSource.rows(table(
                "PEARL-Autorun\t--plan\tquick|full|custom\tthe plan",
                "PEARL-Min-Size\t--min-size\tN[K]\tthe smallest input",
                "PEARL-Input\t-\ta,b\tno option, names that end a comment: */CBC"))));
    }

    @Test
    void theWordsOfAChoice() {
        assertEquals("symmetric, hash or asymmetric", PlanAttributesSource.words("symmetric,hash,asymmetric"));
        assertEquals("quick or full", PlanAttributesSource.words("quick|full"));
    }

    @Test
    void aRowBreakingTheTablesRulesFailsTheBuild() {
        for (String bad : List.of("PEARL-Samples\t--samples\tN", "Samples\t--samples\tN\thelp",
                "PEARL-Samples\tsamples\tN\thelp", "PEARL-Samples\t--samples\tmany\thelp",
                "PEARL-Samples\t--samples\tN\thelp\nPEARL-Samples\t--rounds\tN\thelp",
                "PEARL-Samples\t--samples\tN\thelp\nPEARL-Rounds\t--samples\tN\thelp")) {
            assertThrows(IllegalArgumentException.class, () -> PlanAttributesSource.rows(table(bad.split("\n"))), bad);
        }
        assertThrows(IllegalArgumentException.class, () -> PlanAttributesSource.rows(List.of("PEARL-Samples\t--samples\tN\thelp")),
                "no header");
    }
}
