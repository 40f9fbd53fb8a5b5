package pearl.bench;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;

import org.apache.commons.math3.stat.descriptive.rank.Percentile;

/** Writes a benchmark's markdown under docs/benchmarks/ and echoes it. */
final class Report {

    private static final Path LOADAVG = Path.of("/proc/loadavg");

    private Report() {
    }

    static void write(String name, String markdown) throws Exception {
        write(name, markdown, "MariaDB at 127.0.0.1:3306");
    }

    /**
     * @param setting what else the figures were measured on, for the footer: the database the server
     *                stored the samples in, or the JVMs a benchmark forked
     */
    static void write(String name, String markdown, String setting) throws Exception {
        Path file = file(name);
        Files.createDirectories(file.getParent());
        String text = markdown + "\n_Measured " + Instant.now() + " on " + machine()
                + ", Java " + System.getProperty("java.version") + ", " + setting + "._\n";
        Files.writeString(file, text);
        System.out.println(text);
    }

    /** docs/benchmarks/{name}.md under the docs folder scripts/bench/*.sh name ({@code -Dpearl.docs}). */
    static Path file(String name) {
        return Path.of(System.getProperty("pearl.docs", "docs"), "benchmarks", name + ".md");
    }

    /**
     * The cores and the load the figures were taken under, e.g. "2 cores, load average 0.52 0.40
     * 0.33 (1, 5, 15 min) at the end of the run": other processes on the cores move every figure.
     */
    static String machine() {
        String load;
        try {
            String[] averages = Files.readString(LOADAVG).trim().split("\\s+");
            load = averages[0] + " " + averages[1] + " " + averages[2] + " (1, 5, 15 min)";
        } catch (IOException | ArrayIndexOutOfBoundsException noProcfs) {
            load = loadNow() + " (1 min)";
        }
        return Runtime.getRuntime().availableProcessors() + " cores, load average " + load + " at the end of the run";
    }

    /** The 1-minute load average now, for a figure measured just before. */
    static String loadNow() {
        return String.format("%.2f", ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage());
    }

    /**
     * Every benchmark's percentile: Commons Math's {@code Percentile} with its default estimate
     * (100 is the largest), NaN for no values.
     */
    static double percentile(double[] values, double percentile) {
        return new Percentile().evaluate(values, percentile);
    }

    /** Every benchmark's median: the 50th {@link #percentile}. */
    static double median(double[] values) {
        return percentile(values, 50);
    }
}
