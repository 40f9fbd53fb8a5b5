package pearl.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Map;

import org.junit.jupiter.api.Test;

class BigIntegerReportTest {

    private static final Map<String, BigIntegerReport.Score> SCORES = Map.of(
            "modPowPearl", new BigIntegerReport.Score(1610.394, 200.41), "modPowJdk", new BigIntegerReport.Score(682.93, 81.618),
            "multiplyPearl", new BigIntegerReport.Score(1.03, 0.06), "multiplyJdk", new BigIntegerReport.Score(0.51, 0.05),
            "modInversePearl", new BigIntegerReport.Score(182.12, 16.61), "modInverseJdk", new BigIntegerReport.Score(100.64, 18.88));

    @Test
    void aConfigurationWithATarget() {
        assertEquals("""
                | operation | pearl.math µs/op | JDK µs/op | ratio |
                |---|---|---|---|
                | modPow | 1610.39 ± 200.41 | 682.93 ± 81.62 | 2.36× (target ≤ 2.5×: met) |
                | multiply | 1.03 ± 0.06 | 0.51 ± 0.05 | 2.02× |
                | modInverse | 182.12 ± 16.61 | 100.64 ± 18.88 | 1.81× |
                """, BigIntegerReport.table(SCORES, "2.5"));
    }

    @Test
    void aTargetMissedAndNoTarget() {
        assertEquals("| modPow | 1610.39 ± 200.41 | 682.93 ± 81.62 | 2.36× (target ≤ 0.6×: NOT met) |",
                BigIntegerReport.table(SCORES, "0.6").lines().skip(2).findFirst().orElseThrow());
        assertEquals("| modPow | 1610.39 ± 200.41 | 682.93 ± 81.62 | 2.36× |",
                BigIntegerReport.table(SCORES, null).lines().skip(2).findFirst().orElseThrow());
    }

    @Test
    void aBenchmarkMissingFromTheRunIsAnError() {
        assertThrows(IllegalStateException.class, () -> BigIntegerReport.table(Map.of(), null));
    }
}
