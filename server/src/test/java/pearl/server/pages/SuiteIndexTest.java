package pearl.server.pages;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;

/** The build's index of the suite sets, as /install reads it. */
class SuiteIndexTest {

    private static final String TSV = SuiteIndex.HEADER + "\n"
            + "131072\tpearl-128k-1\t120000\t200\tAES/ECB,AES/CBC,SHA-256\t131072\n"
            + "65536\tpearl-64k-1\t64000\t90\tAES/ECB,AES/CBC\t65536\n"
            + "65536\tpearl-64k-2\t81000\t5\tECDSA/P-256,ECDH/P-256,EC/P-256\t98304\n";

    @Test
    void itListsTheLimitsAndEachLimitsSuitesWithWhatTheyMeasure() {
        SuiteIndex index = SuiteIndex.parse(TSV);

        assertEquals(List.of(65536, 131072), index.limits());
        assertEquals(List.of("pearl-64k-1", "pearl-64k-2"), index.of(65536).stream().map(SuiteIndex.Suite::name).toList());
        SuiteIndex.Suite first = index.named("pearl-64k-1").orElseThrow();
        assertEquals(64000, first.jarBytes());
        assertEquals(90, first.testCases());
        assertEquals(List.of("AES/ECB", "AES/CBC"), first.algorithms());
        assertEquals(65536, first.jarLimit());
        assertEquals(98304, index.named("pearl-64k-2").orElseThrow().jarLimit(), "an EC suite's own budget");
        assertTrue(index.named("pearl").isEmpty());
    }

    @Test
    void anIndexTheBuildCouldNotHaveWrittenIsRefused() {
        assertThrows(IllegalArgumentException.class, () -> SuiteIndex.parse("limit\tsuite\n"));
        assertThrows(IllegalArgumentException.class, () -> SuiteIndex.parse(SuiteIndex.HEADER + "\n65536\t../x\t1\t1\tA\t65536\n"));
        assertThrows(IllegalArgumentException.class, () -> SuiteIndex.parse(SuiteIndex.HEADER + "\n65536\tpearl-64k-1\t1\t1\tA\n"));
        assertThrows(IllegalArgumentException.class, () -> SuiteIndex.parse(SuiteIndex.HEADER + "\n65536\tpearl-64k-1\t1\n"));
    }
}
