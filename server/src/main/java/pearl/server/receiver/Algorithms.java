package pearl.server.receiver;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import java.util.Set;

/**
 * The allow-list of algorithm names and their operations (algorithms.txt beside this class): a
 * sample of anything else is refused, so the Results Bank holds only what PEARL measures.
 */
public final class Algorithms {

    private final Map<String, Set<String>> operations;

    private Algorithms(Map<String, Set<String>> operations) {
        this.operations = operations;
    }

    /** The list shipped with the server. */
    public static Algorithms shipped() {
        try (InputStream in = Algorithms.class.getResourceAsStream("algorithms.txt")) {
            BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            Map<String, Set<String>> operations = new HashMap<>();
            for (String line = reader.readLine(); line != null; line = reader.readLine()) {
                String[] words = line.trim().split("\\s+");
                if (!line.isBlank() && !line.startsWith("#")) {
                    operations.put(words[0], Set.copyOf(Arrays.asList(words).subList(1, words.length)));
                }
            }
            return new Algorithms(Map.copyOf(operations));
        } catch (IOException unreadable) {
            throw new UncheckedIOException("algorithms.txt is part of the server", unreadable);
        }
    }

    /** Every algorithm name of the list. */
    public Set<String> names() {
        return operations.keySet();
    }

    public boolean knows(String algorithm) {
        return operations.containsKey(algorithm);
    }

    public boolean allows(String algorithm, String operation) {
        return operations.getOrDefault(algorithm, Set.of()).contains(operation);
    }
}
