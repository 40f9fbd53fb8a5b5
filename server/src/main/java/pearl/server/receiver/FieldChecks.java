package pearl.server.receiver;

import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;

import pearl.protocol.ProtocolLimits;

/** The checks every field of a sync or registration body passes (docs/protocol.md, "Limits"). */
final class FieldChecks {

    /** Characters no text field may hold besides control characters: markup, quotes, backslash. */
    private static final String REFUSED = ProtocolLimits.REFUSED_CHARS;

    private FieldChecks() {
    }

    static String utf8(byte[] body, int from, int to) throws MalformedBatchException {
        try {
            return StandardCharsets.UTF_8.newDecoder()
                    .onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT)
                    .decode(ByteBuffer.wrap(body, from, to - from)).toString();
        } catch (CharacterCodingException notUtf8) {
            throw new MalformedBatchException("the body is not UTF-8 text");
        }
    }

    static long number(int line, String text, String name, long min, long max) throws MalformedBatchException {
        long value;
        try {
            value = Long.parseLong(text);
        } catch (NumberFormatException notANumber) {
            throw MalformedBatchException.atLine(line, name + " must be a whole number, got '" + shown(text) + "'");
        }
        if (value < min || value > max) {
            throw MalformedBatchException.atLine(line, name + " must be from " + min + " to " + max + ", got " + value);
        }
        return value;
    }

    /**
     * Text is stored as sent, so it must be harmless wherever it is shown: no markup, quotes or
     * control characters (every query binds it anyway).
     */
    static String text(int line, String value, String name, int maxLength, boolean mayBeEmpty)
            throws MalformedBatchException {
        if (value.isBlank() && !mayBeEmpty) {
            throw MalformedBatchException.atLine(line, name + " is empty");
        }
        if (value.length() > maxLength) {
            throw MalformedBatchException.atLine(line, name + " is longer than " + maxLength + " characters");
        }
        for (int i = 0; i < value.length(); i++) {
            char c = value.charAt(i);
            if (Character.isISOControl(c) || REFUSED.indexOf(c) >= 0) {
                throw MalformedBatchException.atLine(line, name + " may not contain control characters or any of "
                        + REFUSED);
            }
        }
        return value;
    }

    static void expect(int line, String[] fields, int count, String layout) throws MalformedBatchException {
        if (fields.length != count) {
            throw MalformedBatchException.atLine(line, "expected " + count + " tab-separated fields ("
                    + layout + "), got " + fields.length);
        }
    }

    /** Echoes at most a short, printable part of what was sent. */
    static String shown(String text) {
        String cut = text.length() > 40 ? text.substring(0, 40) + "..." : text;
        return cut.replaceAll("[^\\p{Alnum} ._/+-]", "?");
    }
}
