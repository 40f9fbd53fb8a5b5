package pearl.bench;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;

/** Writes a benchmark's markdown under docs/benchmarks/ and echoes it. */
final class Report {

    private Report() {
    }

    static void write(String name, String markdown) throws Exception {
        Path file = Path.of(System.getProperty("pearl.docs", "../docs"), "benchmarks", name + ".md");
        Files.createDirectories(file.getParent());
        String text = markdown + "\n_Measured " + Instant.now() + " on " + Runtime.getRuntime().availableProcessors()
                + " cores, Java " + System.getProperty("java.version") + ", MariaDB at 127.0.0.1:3306._\n";
        Files.writeString(file, text);
        System.out.println(text);
    }

    static double median(double[] values) {
        double[] sorted = values.clone();
        java.util.Arrays.sort(sorted);
        return sorted[sorted.length / 2];
    }
}
