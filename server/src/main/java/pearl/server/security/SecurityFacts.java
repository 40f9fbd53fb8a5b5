package pearl.server.security;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.Map;

/**
 * The security facts shipped with the server (security.tsv beside this class, docs/security.md):
 * one row per primitive; a block cipher in a mode ({@code Blowfish/CBC}) is its cipher's row and its
 * mode's row together.
 */
public final class SecurityFacts {

    private static final int COLUMNS = 7;

    private final Map<String, Security> rows;

    private SecurityFacts(Map<String, Security> rows) {
        this.rows = rows;
    }

    /** The file shipped with the server. */
    public static SecurityFacts shipped() {
        try (InputStream in = SecurityFacts.class.getResourceAsStream("security.tsv")) {
            BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            Map<String, Security> rows = new HashMap<>();
            int number = 0;
            for (String line = reader.readLine(); line != null; line = reader.readLine()) {
                number++;
                if (!line.isBlank() && !line.startsWith("#")) {
                    Security row = row(line, number);
                    rows.put(row.name(), row);
                }
            }
            return new SecurityFacts(Map.copyOf(rows));
        } catch (IOException unreadable) {
            throw new UncheckedIOException("security.tsv is part of the server", unreadable);
        }
    }

    private static Security row(String line, int number) {
        String[] cells = line.split("\t", -1);
        if (cells.length != COLUMNS) {
            throw new IllegalStateException("security.tsv line " + number + ": " + COLUMNS + " tab-separated columns, not "
                    + cells.length);
        }
        int strength = cells[2].equals("-") ? 0 : Integer.parseInt(cells[2]);
        Integer block = cells[3].equals("-") ? null : Integer.valueOf(cells[3]);
        return new Security(cells[0], cells[1], strength, block, Status.of(cells[4]), cells[5], cells[6]);
    }

    /** The facts of an algorithm as PEARL names it, or null when the file has none. */
    public Security of(String algorithm) {
        Security row = rows.get(algorithm);
        if (row != null) {
            return row;
        }
        int slash = algorithm.lastIndexOf('/');
        if (slash < 0) {
            return null;
        }
        Security cipher = rows.get(algorithm.substring(0, slash));
        Security mode = rows.get(algorithm.substring(slash + 1));
        if (cipher == null || mode == null || !cipher.kind().equals("block-cipher") || !mode.kind().equals("mode")) {
            return null;
        }
        return cipher.in(mode);
    }
}
