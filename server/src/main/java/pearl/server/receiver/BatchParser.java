package pearl.server.receiver;

import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import pearl.server.model.Batch;
import pearl.server.model.RunRecord;
import pearl.server.model.SampleRecord;

/**
 * Reads a sync body, format version 1 (docs/protocol.md), and refuses anything else whole: a batch
 * is stored entirely or not at all, so a bad line anywhere means nothing is stored.
 */
public final class BatchParser {

    public static final String HEADER = "PEARL-SAMPLES 1";
    /** More samples than a phone ever sends in one POST (it sends 200). */
    public static final int MAX_SAMPLES = 10_000;

    private static final int SAMPLE_FIELDS = 12;
    private static final int MAX_TEXT = 255;

    /** Parses a body that must be UTF-8. */
    public Batch parse(byte[] body) throws MalformedBatchException {
        try {
            return parse(StandardCharsets.UTF_8.newDecoder()
                    .onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT)
                    .decode(ByteBuffer.wrap(body)).toString());
        } catch (CharacterCodingException notUtf8) {
            throw new MalformedBatchException("the body is not UTF-8 text");
        }
    }

    public Batch parse(String body) throws MalformedBatchException {
        String[] lines = body.split("\r?\n");
        if (lines.length == 0 || !lines[0].equals(HEADER)) {
            throw MalformedBatchException.atLine(1, "expected the header '" + HEADER + "'");
        }
        String deviceKey = null;
        String deviceName = null;
        List<RunRecord> runs = new ArrayList<>();
        Set<Long> runKeys = new HashSet<>();
        List<SampleRecord> samples = new ArrayList<>();
        for (int i = 1; i < lines.length; i++) {
            int line = i + 1;
            if (lines[i].isEmpty()) {
                continue;
            }
            String[] fields = lines[i].split("\t", -1);
            switch (fields[0]) {
                case "D" -> {
                    if (deviceKey != null) {
                        throw MalformedBatchException.atLine(line, "a second device line");
                    }
                    expectFields(line, fields, 3, "D, device key, device name");
                    deviceKey = text(line, fields[1], "device key", 64, false);
                    deviceName = text(line, fields[2], "device name", 128, false);
                }
                case "R" -> {
                    RunRecord run = run(line, fields);
                    if (!runKeys.add(run.runKey())) {
                        throw MalformedBatchException.atLine(line, "run " + run.runKey() + " appears twice");
                    }
                    runs.add(run);
                }
                case "S" -> {
                    if (samples.size() == MAX_SAMPLES) {
                        throw MalformedBatchException.atLine(line, "more than " + MAX_SAMPLES + " samples in one batch");
                    }
                    samples.add(sample(line, fields));
                }
                default -> throw MalformedBatchException.atLine(line, "unknown record type '" + fields[0] + "'");
            }
        }
        if (deviceKey == null) {
            throw new MalformedBatchException("no device line (D)");
        }
        for (SampleRecord sample : samples) {
            if (!runKeys.contains(sample.runKey())) {
                throw new MalformedBatchException("sample " + sample.sequence() + " belongs to run "
                        + sample.runKey() + ", which has no R line in this batch");
            }
        }
        return new Batch(deviceKey, deviceName, runs, samples);
    }

    private static RunRecord run(int line, String[] fields) throws MalformedBatchException {
        if (fields.length < 2) {
            throw MalformedBatchException.atLine(line, "expected R, run id, key=value ...");
        }
        long runKey = number(line, fields[1], "run id", 0, Long.MAX_VALUE);
        Map<String, String> conditions = new LinkedHashMap<>();
        for (int f = 2; f < fields.length; f++) {
            int equals = fields[f].indexOf('=');
            if (equals <= 0) {
                throw MalformedBatchException.atLine(line, "expected key=value, got '" + fields[f] + "'");
            }
            conditions.put(text(line, fields[f].substring(0, equals), "condition name", 64, false),
                    text(line, fields[f].substring(equals + 1), "condition value", MAX_TEXT, true));
        }
        RunRecord run = new RunRecord(runKey, conditions);
        if (!"1".equals(run.condition(RunRecord.FORMAT))) {
            throw MalformedBatchException.atLine(line, "format=1 is the only sample format this server reads");
        }
        number(line, run.condition(RunRecord.TIMER_RESOLUTION), RunRecord.TIMER_RESOLUTION, 1, 10_000);
        return run;
    }

    private static SampleRecord sample(int line, String[] f) throws MalformedBatchException {
        expectFields(line, f, SAMPLE_FIELDS,
                "S, run id, seq, algorithm, operation, key bits, size, init calls, time init, calls, time exec, cold");
        if (!f[11].equals("0") && !f[11].equals("1")) {
            throw MalformedBatchException.atLine(line, "cold must be 0 or 1");
        }
        return new SampleRecord(
                number(line, f[1], "run id", 0, Long.MAX_VALUE),
                (int) number(line, f[2], "seq", 0, Integer.MAX_VALUE),
                algorithm(line, f[3]),
                operation(line, f[4]),
                (int) number(line, f[5], "key bits", 0, 65_536),
                (int) number(line, f[6], "size", 1, Integer.MAX_VALUE),
                (int) number(line, f[7], "init calls", 1, Integer.MAX_VALUE),
                (int) number(line, f[8], "time init", -1, Integer.MAX_VALUE),
                (int) number(line, f[9], "calls", 1, Integer.MAX_VALUE),
                (int) number(line, f[10], "time exec", 0, Integer.MAX_VALUE),
                f[11].equals("1"));
    }

    private static void expectFields(int line, String[] fields, int count, String layout)
            throws MalformedBatchException {
        if (fields.length != count) {
            throw MalformedBatchException.atLine(line, "expected " + count + " tab-separated fields ("
                    + layout + "), got " + fields.length);
        }
    }

    private static long number(int line, String text, String name, long min, long max)
            throws MalformedBatchException {
        long value;
        try {
            value = Long.parseLong(text);
        } catch (NumberFormatException notANumber) {
            throw MalformedBatchException.atLine(line, name + " must be a whole number, got '" + text + "'");
        }
        if (value < min || value > max) {
            throw MalformedBatchException.atLine(line, name + " must be from " + min + " to " + max + ", got " + value);
        }
        return value;
    }

    private static String text(int line, String value, String name, int maxLength, boolean mayBeEmpty)
            throws MalformedBatchException {
        if (value.isBlank() && !mayBeEmpty) {
            throw MalformedBatchException.atLine(line, name + " is empty");
        }
        if (value.length() > maxLength) {
            throw MalformedBatchException.atLine(line, name + " is longer than " + maxLength + " characters");
        }
        for (int i = 0; i < value.length(); i++) {
            if (Character.isISOControl(value.charAt(i))) {
                throw MalformedBatchException.atLine(line, name + " contains a control character");
            }
        }
        return value;
    }

    private static String algorithm(int line, String name) throws MalformedBatchException {
        if (!name.matches("[A-Za-z0-9][A-Za-z0-9/_.+-]{0,63}")) {
            throw MalformedBatchException.atLine(line, "algorithm must be a name such as AES/CBC, got '" + name + "'");
        }
        return name;
    }

    private static String operation(int line, String name) throws MalformedBatchException {
        if (!name.matches("[a-z][a-z0-9-]{0,15}")) {
            throw MalformedBatchException.atLine(line, "operation must be a lower-case word such as encrypt or modexp-65537, got '" + name + "'");
        }
        return name;
    }
}
