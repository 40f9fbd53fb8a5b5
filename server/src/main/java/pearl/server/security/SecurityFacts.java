package pearl.server.security;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import pearl.server.model.Catalogue;
import pearl.server.model.Kind;

/**
 * The security facts shipped with the server (security.tsv beside this class, docs/security.md),
 * joined on the catalogue: one row per primitive; a block cipher in a mode ({@code Blowfish/CBC})
 * is its cipher's row and its mode's row together. Every algorithm of the catalogue must have its
 * facts and every row must serve an algorithm of the catalogue, or the facts are refused.
 */
public final class SecurityFacts {

    private static final int COLUMNS = 6;

    private final Map<String, Security> byAlgorithm;

    private SecurityFacts(Map<String, Security> byAlgorithm) {
        this.byAlgorithm = byAlgorithm;
    }

    /** The file shipped with the server, joined on the catalogue it was built with. */
    public static SecurityFacts shipped() {
        try (InputStream in = SecurityFacts.class.getResourceAsStream("security.tsv")) {
            return join(Catalogue.shipped(), new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8)));
        } catch (IOException unreadable) {
            throw new UncheckedIOException("security.tsv is part of the server", unreadable);
        }
    }

    /** The facts of {@code reader}'s rows for every algorithm of {@code catalogue}. */
    static SecurityFacts join(Catalogue catalogue, BufferedReader reader) throws IOException {
        Map<String, String[]> rows = new LinkedHashMap<>();
        int number = 0;
        for (String line = reader.readLine(); line != null; line = reader.readLine()) {
            number++;
            if (!line.isBlank() && !line.startsWith("#")) {
                String[] cells = line.split("\t", -1);
                if (cells.length != COLUMNS) {
                    throw new IllegalStateException("security.tsv line " + number + ": " + COLUMNS
                            + " tab-separated columns, not " + cells.length);
                }
                rows.put(cells[0], cells);
            }
        }
        Map<String, Security> byAlgorithm = new HashMap<>();
        Set<String> used = new HashSet<>();
        List<String> missing = new ArrayList<>();
        for (String algorithm : catalogue.algorithms()) {
            Kind kind = catalogue.kind(algorithm);
            List<String> parts = kind == Kind.BLOCK_CIPHER
                    ? List.of(algorithm.substring(0, algorithm.lastIndexOf('/')), algorithm.substring(algorithm.lastIndexOf('/') + 1))
                    : List.of(algorithm);
            List<String> absent = parts.stream().filter(part -> !rows.containsKey(part)).toList();
            if (!absent.isEmpty()) {
                missing.add(algorithm + " (" + String.join(", ", absent) + ")");
                continue;
            }
            used.addAll(parts);
            Security security = security(rows.get(parts.get(0)), kind);
            byAlgorithm.put(algorithm, parts.size() == 1 ? security : security.in(security(rows.get(parts.get(1)), kind)));
        }
        if (!missing.isEmpty()) {
            throw new IllegalStateException("security.tsv has no row for these test cases of the catalogue: " + missing);
        }
        List<String> unused = rows.keySet().stream().filter(name -> !used.contains(name)).toList();
        if (!unused.isEmpty()) {
            throw new IllegalStateException("security.tsv rows that name no test case of the catalogue: " + unused);
        }
        return new SecurityFacts(Map.copyOf(byAlgorithm));
    }

    private static Security security(String[] cells, Kind kind) {
        int strength = cells[1].equals("-") ? 0 : Integer.parseInt(cells[1]);
        Integer block = cells[2].equals("-") ? null : Integer.valueOf(cells[2]);
        return new Security(cells[0], kind, strength, block, Status.of(cells[3]), cells[4], cells[5]);
    }

    /** The facts of an algorithm of the catalogue, or null for any other name. */
    public Security of(String algorithm) {
        return byAlgorithm.get(algorithm);
    }
}
