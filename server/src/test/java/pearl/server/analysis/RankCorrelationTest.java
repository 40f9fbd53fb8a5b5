package pearl.server.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

class RankCorrelationTest {

    @Test
    void theSameOrderIsOneAndTheReversedMinusOneWhateverTheScale() {
        Map<String, Double> throughput = Map.of("DES", 900.0, "AES", 4000.0, "RC4", 20000.0);
        assertEquals(1.0, RankCorrelation.of(throughput, Map.of("DES", 1, "AES", 2, "RC4", 3)).rho(), 1e-12);
        assertEquals(-1.0, RankCorrelation.of(throughput, Map.of("DES", 3, "AES", 2, "RC4", 1)).rho(), 1e-12);
    }

    @Test
    void onlyTheAlgorithmsBothHaveCount() {
        Map<String, Integer> published = new LinkedHashMap<>();
        published.put("MD2", 1);
        published.put("SHA-256", 2);
        published.put("SHA-1", 3);
        published.put("MD5", 4);
        published.put("Tiger", 5);
        // measured: MD5 and SHA-1 swapped, Tiger not measured, an algorithm the study never had
        Map<String, Double> measured = Map.of("MD2", 10.0, "SHA-256", 20.0, "SHA-1", 40.0, "MD5", 30.0, "Whirlpool", 5.0);
        RankCorrelation.Result result = RankCorrelation.of(published, measured);
        assertEquals(List.of("MD2", "SHA-256", "SHA-1", "MD5"), result.common());
        // d² = 0 + 0 + 1 + 1: 1 - 6·2 / (4·15)
        assertEquals(0.8, result.rho(), 1e-12);
    }

    @Test
    void tiesShareTheirAverageRank() {
        // ranks 1, 2.5, 2.5 against 1, 2, 3: Pearson's r of the ranks
        double rho = RankCorrelation.of(Map.of("a", 1, "b", 2, "c", 2), Map.of("a", 1, "b", 2, "c", 3)).rho();
        assertEquals(Math.sqrt(3) / 2, rho, 1e-12);
    }

    @Test
    void fewerThanThreeInCommonGiveNoRho() {
        RankCorrelation.Result result = RankCorrelation.of(Map.of("a", 1, "b", 2), Map.of("a", 2, "b", 1, "c", 3));
        assertNull(result.rho());
        assertEquals(2, result.common().size());
    }
}
