package pearl.sync;

import java.io.IOException;

/** The receiver's answer to a batch: {@code OK <stored> <duplicates>}, tab-separated. */
final class Receipt {

    final int stored;
    final int duplicates;

    private Receipt(int stored, int duplicates) {
        this.stored = stored;
        this.duplicates = duplicates;
    }

    int total() {
        return stored + duplicates;
    }

    static Receipt parse(String answer) throws IOException {
        int first = answer.indexOf('\t');
        int second = answer.indexOf('\t', first + 1);
        if (!answer.startsWith("OK\t") || second < 0) {
            throw new IOException(new StringBuffer("unexpected answer: ").append(answer).toString());
        }
        try {
            return new Receipt(Integer.parseInt(answer.substring(first + 1, second)),
                    Integer.parseInt(answer.substring(second + 1).trim()));
        } catch (NumberFormatException notNumbers) {
            throw new IOException(new StringBuffer("unexpected answer: ").append(answer).toString());
        }
    }
}
