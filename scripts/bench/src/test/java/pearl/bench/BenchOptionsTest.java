package pearl.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;

class BenchOptionsTest {

    private static final BenchOptions.Option HEAP = BenchOptions.Option.valued("--heap", "SIZE");
    private static final BenchOptions.Option RUNTIME = BenchOptions.Option.repeated("--runtime", "jit|interpreter");

    private static BenchOptions parse(String... args) {
        return BenchOptions.parse("runtimes", args, BenchOptions.QUICK, HEAP, RUNTIME);
    }

    @Test
    void noArgumentsIsAFullRun() {
        BenchOptions options = parse();
        assertFalse(options.quick());
        assertNull(options.value("--heap"));
        assertEquals(List.of(), options.values("--runtime"));
    }

    @Test
    void flagsAndValuesInTheOrderFirstGiven() {
        BenchOptions options = parse("--runtime", "jit", "--quick", "--heap", "1M", "--runtime", "interpreter", "--heap", "2M");
        assertTrue(options.quick());
        assertEquals("2M", options.value("--heap"), "an option given twice: its last value");
        assertEquals(List.of("jit", "interpreter"), options.values("--runtime"), "a repeated option: every value");
        assertEquals(List.of("--runtime", "--quick", "--heap"), options.given());
    }

    @Test
    void anUnknownOptionOrAMissingValueIsRefusedWithTheUsage() {
        String usage = "usage: scripts/pearl bench runtimes [--quick] [--heap SIZE] [--runtime jit|interpreter]...";
        assertEquals(usage, assertThrows(IllegalArgumentException.class, () -> parse("--slow")).getMessage());
        assertEquals(usage, assertThrows(IllegalArgumentException.class, () -> parse("--quick", "--heap")).getMessage());
        assertThrows(IllegalArgumentException.class, () -> BenchOptions.parse("web", new String[] {"--quick"}));
    }

    @Test
    void theUsageOfABenchmarkWithQuickOnly() {
        assertEquals("usage: scripts/pearl bench web [--quick]", BenchOptions.usage("web", BenchOptions.QUICK));
    }
}
