package pearl.server.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import pearl.server.bank.Registrations;
import pearl.server.bank.ResultsBank;
import pearl.server.model.Result;
import pearl.server.model.Unit;
import pearl.server.receiver.BatchSignature;
import pearl.server.web.OnEmbeddedDatabase;

/**
 * The analyzer fills the Results Bank with the groups a sync left pending: per size, cold apart from warm, the unit
 * rule, and the least-squares line per algorithm; a full analysis gives the same.
 */
class AnalyzerTest extends OnEmbeddedDatabase {

    @Test
    void aSyncFillsEveryColumnAndTheLine() throws Exception {
        Registrations.Credentials device = parts.registrations().register("Phone", null, Map.of());
        // time per call = 0.01 ms per byte + 2 ms, exactly, at 1, 2 and 4 KB; 10 warm samples each
        StringBuilder text = new StringBuilder("PEARL-SAMPLES 2\nD\t" + device.deviceKey() + "\t1\n"
                + "R\t1\tformat=1\ttimer.resolution=10\tmidlet.version=0.2\tbc.version=1.53\n");
        int seq = 0;
        for (int size : new int[] {1024, 2048, 4096}) {
            double perCall = 0.01 * size + 2;
            text.append("S\t1\t").append(seq++).append("\tAES/ECB\tencrypt\t128\t").append(size)
                    .append("\t1\t0\t100\t").append(Math.round(perCall * 1000)).append("\t1\n");
            for (int i = 0; i < 10; i++) {
                text.append("S\t1\t").append(seq++).append("\tAES/ECB\tencrypt\t128\t").append(size)
                        .append("\t1\t0\t100\t").append(Math.round(perCall * 100)).append("\t0\n");
            }
        }
        byte[] unsigned = text.toString().getBytes(StandardCharsets.UTF_8);
        String body = text + "H\t" + HexFormat.of().formatHex(BatchSignature.sign(
                HexFormat.of().parseHex(device.secretHex()), unsigned, unsigned.length)) + "\n";

        parts.receiver().receive(body.getBytes(StandardCharsets.UTF_8));
        assertEquals(1, parts.pending().count() > 0 ? 1 : 0, "the sync left its groups for the analyzer");
        assertEquals(6, parts.analyzer().analyzePending());
        assertEquals(0, parts.pending().count());

        List<Result> results = parts.results().all();
        assertEquals(6, results.size(), "3 sizes, cold and warm apart: " + results);
        Result warm1k = results.stream().filter(r -> r.sizeBytes() == 1024 && !r.cold()).findFirst().orElseThrow();
        assertEquals(Unit.BYTES, warm1k.unit());
        assertEquals("0.2", warm1k.midletVersion());
        assertEquals(128, warm1k.keyBits());
        assertEquals(10, warm1k.samples());
        assertEquals(12.24, warm1k.modalMs(), 1e-9);
        assertEquals(1024 * 1000 / 12.24, warm1k.throughput(), 1e-6);
        assertEquals(12.24, warm1k.medianMs(), 1e-9);
        assertEquals(12.24, warm1k.meanMs(), 1e-9);
        assertEquals("", warm1k.flags());
        Result cold1k = results.stream().filter(r -> r.sizeBytes() == 1024 && r.cold()).findFirst().orElseThrow();
        assertEquals("too-few", cold1k.flags());
        assertNull(cold1k.ciLowMs());

        List<ResultsBank.Line> lines = parts.results().lines();
        assertEquals(1, lines.size());
        assertEquals(3, lines.get(0).points());
        assertEquals(0.01, lines.get(0).msPerByte(), 1e-6);
        assertEquals(2, lines.get(0).setupMs(), 1e-3);
        assertEquals(1, lines.get(0).rSquared(), 1e-9);

        assertEquals(6, parts.analyzer().analyzeAll());
        assertEquals(results, parts.results().all(), "a full analysis agrees with the incremental one");
        assertTrue(parts.results().lines().equals(lines));
    }
}
