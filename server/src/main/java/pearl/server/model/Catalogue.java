package pearl.server.model;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The test cases PEARL measures, as the MIDlet's build wrote them from its catalogue
 * (pearl/catalogue/test-cases.tsv, on the class path from the MIDlet's catalogue artifact;
 * docs/collector.md): the one list the receiver allows, the pages group and the security facts
 * join on.
 */
public final class Catalogue {

    static final String FILE = "pearl/catalogue/test-cases.tsv";

    /**
     * One row: a test case, what its algorithm is, what its figure is, and whether it is one of
     * PEARL's own table (its paper's block ciphers, RC4 and hashes).
     */
    public record Entry(TestCase testCase, Kind kind, Unit unit, boolean pearlTable) {
    }

    private final Map<String, Map<Operation, Entry>> byAlgorithm;

    private Catalogue(List<Entry> entries) {
        Map<String, Map<Operation, Entry>> byAlgorithm = new LinkedHashMap<>();
        for (Entry entry : entries) {
            TestCase testCase = entry.testCase();
            Map<Operation, Entry> operations = byAlgorithm.computeIfAbsent(testCase.algorithm(), a -> new LinkedHashMap<>());
            if (operations.put(testCase.operation(), entry) != null) {
                throw new IllegalStateException("the catalogue lists " + testCase.algorithm() + " "
                        + testCase.operation().label() + " twice");
            }
            if (operations.values().stream().anyMatch(other -> other.kind() != entry.kind())) {
                throw new IllegalStateException("the catalogue gives " + testCase.algorithm() + " two kinds");
            }
        }
        this.byAlgorithm = Collections.unmodifiableMap(byAlgorithm);
    }

    /** A catalogue of these test cases, in this order; refused when one is listed twice or an algorithm has two kinds. */
    public static Catalogue of(List<Entry> entries) {
        return new Catalogue(entries);
    }

    private static final class Shipped {
        static final Catalogue CATALOGUE = read();
    }

    /** The catalogue the server was built with. */
    public static Catalogue shipped() {
        return Shipped.CATALOGUE;
    }

    private static Catalogue read() {
        try (InputStream in = Catalogue.class.getClassLoader().getResourceAsStream(FILE)) {
            if (in == null) {
                throw new IllegalStateException(FILE + " is missing from the class path: the MIDlet's build writes it");
            }
            return parse(new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8)));
        } catch (IOException unreadable) {
            throw new UncheckedIOException(FILE + " is part of the server", unreadable);
        }
    }

    static Catalogue parse(BufferedReader reader) throws IOException {
        List<Entry> entries = new ArrayList<>();
        int number = 0;
        for (String line = reader.readLine(); line != null; line = reader.readLine()) {
            number++;
            if (line.isBlank() || line.startsWith("#")) {
                continue;
            }
            String[] cells = line.split("\t", -1);
            if (cells.length != 6) {
                throw new IllegalStateException(FILE + " line " + number + ": 6 tab-separated columns, not " + cells.length);
            }
            if (!cells[5].equals("true") && !cells[5].equals("false")) {
                throw new IllegalStateException(FILE + " line " + number + ": in PEARL's table true or false, not " + cells[5]);
            }
            entries.add(new Entry(new TestCase(cells[0], Operation.of(cells[1]), Integer.parseInt(cells[4])),
                    Kind.of(cells[2]), Unit.of(cells[3]), Boolean.parseBoolean(cells[5])));
        }
        return new Catalogue(entries);
    }

    /** Every algorithm, in the suite's order. */
    public Set<String> algorithms() {
        return byAlgorithm.keySet();
    }

    public boolean knows(String algorithm) {
        return byAlgorithm.containsKey(algorithm);
    }

    /** Whether the suite times the primitive. */
    public boolean allows(Primitive primitive) {
        return find(primitive).isPresent();
    }

    /** The primitive's row, or an IllegalArgumentException naming what the catalogue lacks. */
    public Entry entry(Primitive primitive) {
        return find(primitive).orElseThrow(() -> new IllegalArgumentException(
                "the catalogue has no test case " + primitive.algorithm() + " " + primitive.operation().label()));
    }

    /** The primitive's row; empty when the catalogue lacks it (a result of a test case since removed). */
    public Optional<Entry> find(Primitive primitive) {
        return Optional.ofNullable(byAlgorithm.getOrDefault(primitive.algorithm(), Map.of()).get(primitive.operation()));
    }

    /** What the algorithm is, or an IllegalArgumentException when the catalogue does not list it. */
    public Kind kind(String algorithm) {
        Map<Operation, Entry> operations = byAlgorithm.get(algorithm);
        if (operations == null) {
            throw new IllegalArgumentException("the catalogue has no algorithm " + algorithm);
        }
        return operations.values().iterator().next().kind();
    }
}
