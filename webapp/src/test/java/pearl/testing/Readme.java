package pearl.testing;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The README's "Two commands", read from the README itself, so that the tests run what a newcomer
 * reads rather than a copy of it: the first runs the demo, the second the tests.
 */
public final class Readme {

    private static final String SECTION = "## Two commands";

    private final Path root;
    private final List<String> commands;

    private Readme(Path root, List<String> commands) {
        this.root = root;
        this.commands = commands;
    }

    /** The README of this checkout, whose root holds scripts/ (the build's pearl.scripts). */
    public static Readme ofThisCheckout() throws IOException {
        Path root = PearlScript.path().toAbsolutePath().normalize().getParent().getParent();
        return new Readme(root, commands(Files.readAllLines(root.resolve("README.md"))));
    }

    /** The checkout's root folder. */
    public Path root() {
        return root;
    }

    /** Every command of the section's code block, in order, without its comment. */
    public List<String> commands() {
        return commands;
    }

    /** The first command: the demo. */
    public String demo() {
        return commands.get(0);
    }

    /** The second command: every test. */
    public String test() {
        return commands.get(1);
    }

    /**
     * The section's first fenced block: a line that starts in its first column is a command, up to
     * its comment; an indented line goes on with the comment above it.
     */
    static List<String> commands(List<String> readme) {
        int section = readme.indexOf(SECTION);
        if (section < 0) {
            throw new IllegalStateException("README.md has no section \"" + SECTION + "\"");
        }
        List<String> commands = new ArrayList<>();
        boolean inBlock = false;
        for (String line : readme.subList(section + 1, readme.size())) {
            if (line.startsWith("```")) {
                if (inBlock) {
                    break;
                }
                inBlock = true;
            } else if (line.startsWith("## ")) {
                break;
            } else if (inBlock && !line.isBlank() && !Character.isWhitespace(line.charAt(0))) {
                int comment = line.indexOf(" #");
                commands.add((comment < 0 ? line : line.substring(0, comment)).trim());
            }
        }
        if (commands.size() != 2) {
            throw new IllegalStateException("README.md's \"" + SECTION + "\" holds " + commands.size()
                    + " commands, not 2: " + commands);
        }
        return List.copyOf(commands);
    }
}
