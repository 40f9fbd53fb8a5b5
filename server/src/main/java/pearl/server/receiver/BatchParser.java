package pearl.server.receiver;

import static pearl.server.receiver.FieldChecks.expect;
import static pearl.server.receiver.FieldChecks.number;
import static pearl.server.receiver.FieldChecks.shown;
import static pearl.server.receiver.FieldChecks.text;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import pearl.protocol.ProtocolLimits;
import pearl.server.model.Batch;
import pearl.server.model.Catalogue;
import pearl.server.model.Labelled;
import pearl.server.model.Operation;
import pearl.server.model.Primitive;
import pearl.server.model.RunRecord;
import pearl.server.model.SampleRecord;
import pearl.server.model.TestCase;

/**
 * Reads a sync body, format version 2 (docs/protocol.md), and refuses anything else whole: a batch
 * is stored entirely or not at all, so a bad line anywhere means nothing is stored. Also reads a
 * removal, signed as a batch is, with its device line alone. The signature is only read here; the
 * receiver checks it against the device's secret.
 */
public final class BatchParser {

    public static final String HEADER = "PEARL-SAMPLES 2";
    /** A device's owner asking the server to remove everything it holds of the device. */
    public static final String REMOVAL_HEADER = "PEARL-REMOVE 1";
    /** More samples than a phone ever sends in one POST (it sends 200). */
    public static final int MAX_SAMPLES = ProtocolLimits.BATCH_SAMPLES;
    /** Larger inputs than any plan uses (256 KB), with room. */
    public static final int MAX_SIZE = 16 << 20;
    /** A day, in ms: no sample takes longer. */
    public static final int MAX_TIME = 86_400_000;
    public static final int MAX_KEY_BITS = 16_384;

    private static final byte[] SIGNATURE_LINE = "\nH\t".getBytes(StandardCharsets.US_ASCII);
    private static final int SAMPLE_FIELDS = 12;

    private final Catalogue catalogue;

    public BatchParser(Catalogue catalogue) {
        this.catalogue = catalogue;
    }

    public Batch parse(byte[] body) throws MalformedBatchException, UnauthorizedBatchException {
        if (startsWith(body, "PEARL-SAMPLES 1")) {
            throw new UnauthorizedBatchException("format 1 batches are unsigned and no longer accepted:"
                    + " update the MIDlet (docs/protocol.md)");
        }
        return parse(body, HEADER);
    }

    /** A removal: the device and its counter, signed; a batch with neither runs nor samples. */
    public Batch parseRemoval(byte[] body) throws MalformedBatchException, UnauthorizedBatchException {
        return parse(body, REMOVAL_HEADER);
    }

    private Batch parse(byte[] body, String header) throws MalformedBatchException, UnauthorizedBatchException {
        if (!startsWith(body, header + "\n")) {
            throw MalformedBatchException.atLine(1, "expected the header '" + header + "'");
        }
        int signatureAt = lastIndexOf(body, SIGNATURE_LINE);
        if (signatureAt < 0) {
            throw new UnauthorizedBatchException("unsigned batch: the last line must be H<TAB>signature");
        }
        int signedLength = signatureAt + 1;
        // the signature follows "H<TAB>" at a byte offset: the text before it may hold characters of several bytes
        byte[] signature = signature(FieldChecks.utf8(body, signedLength + 2, body.length));
        return parse(FieldChecks.utf8(body, 0, signedLength), signedLength, signature, header.equals(REMOVAL_HEADER));
    }

    private static byte[] signature(String line) throws UnauthorizedBatchException {
        String hex = line.endsWith("\n") ? line.substring(0, line.length() - 1) : line;
        if (!hex.matches("[0-9a-f]{64}")) {
            throw new UnauthorizedBatchException("the signature must be 64 lower-case hex digits (HMAC-SHA256)"
                    + " on the last line");
        }
        return HexFormat.of().parseHex(hex);
    }

    private Batch parse(String signed, int signedLength, byte[] signature, boolean removal)
            throws MalformedBatchException {
        String[] lines = signed.split("\n", -1);
        String deviceId = null;
        long counter = 0;
        List<RunRecord> runs = new ArrayList<>();
        Set<Long> runKeys = new HashSet<>();
        List<SampleRecord> samples = new ArrayList<>();
        Set<String> sampleKeys = new HashSet<>();
        // lines[0] is the header; the last element is the empty text after the final newline
        for (int i = 1; i < lines.length - 1; i++) {
            int line = i + 1;
            String[] fields = lines[i].split("\t", -1);
            if (i == 1 && !fields[0].equals("D")) {
                throw MalformedBatchException.atLine(line, "the device line (D) must come right after the header");
            }
            if (removal && i > 1) {
                throw MalformedBatchException.atLine(line, "a removal holds its device line (D) and signature (H) alone");
            }
            switch (fields[0]) {
                case "D" -> {
                    if (deviceId != null) {
                        throw MalformedBatchException.atLine(line, "a second device line");
                    }
                    expect(line, fields, 3, "D, device key, batch counter");
                    deviceId = deviceId(line, fields[1]);
                    counter = number(line, fields[2], "batch counter", 1, Long.MAX_VALUE);
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
                    SampleRecord sample = sample(line, fields);
                    if (!runKeys.contains(sample.runKey())) {
                        throw MalformedBatchException.atLine(line, "sample of run " + sample.runKey()
                                + ", which has no R line before it");
                    }
                    if (!sampleKeys.add(sample.runKey() + ":" + sample.sequence())) {
                        throw MalformedBatchException.atLine(line, "sample " + sample.sequence() + " appears twice");
                    }
                    samples.add(sample);
                }
                default -> throw MalformedBatchException.atLine(line, "unknown record type '"
                        + shown(fields[0]) + "'");
            }
        }
        if (deviceId == null) {
            throw new MalformedBatchException("no device line (D)");
        }
        return new Batch(deviceId, counter, runs, samples, signedLength, signature);
    }

    static String deviceId(int line, String text) throws MalformedBatchException {
        if (!text.matches("[0-9a-f]{16}")) {
            throw MalformedBatchException.atLine(line, "device key must be the 16 hex digits the server gave at"
                    + " registration");
        }
        return text;
    }

    private static RunRecord run(int line, String[] fields) throws MalformedBatchException {
        if (fields.length < 2 || fields.length > 2 + ProtocolLimits.RUN_CONDITIONS) {
            throw MalformedBatchException.atLine(line, "expected R, run key, key=value ... (at most "
                    + ProtocolLimits.RUN_CONDITIONS + " pairs)");
        }
        long runKey = number(line, fields[1], "run key", 0, Long.MAX_VALUE);
        Map<String, String> conditions = new LinkedHashMap<>();
        for (int f = 2; f < fields.length; f++) {
            int equals = fields[f].indexOf('=');
            if (equals <= 0) {
                throw MalformedBatchException.atLine(line, "expected key=value, got '" + shown(fields[f]) + "'");
            }
            conditions.put(text(line, fields[f].substring(0, equals), "condition name", ProtocolLimits.NAME_CHARS, false),
                    text(line, fields[f].substring(equals + 1), "condition value", ProtocolLimits.VALUE_CHARS, true));
        }
        RunRecord run = new RunRecord(runKey, conditions);
        if (!"1".equals(run.condition(RunRecord.FORMAT))) {
            throw MalformedBatchException.atLine(line, "format=1 is the only sample format this server reads");
        }
        number(line, run.condition(RunRecord.TIMER_RESOLUTION), RunRecord.TIMER_RESOLUTION, 1, 10_000);
        text(line, run.condition(RunRecord.MIDLET_VERSION), RunRecord.MIDLET_VERSION, 32, true);
        text(line, run.condition(RunRecord.BC_VERSION), RunRecord.BC_VERSION, 32, true);
        return run;
    }

    private SampleRecord sample(int line, String[] f) throws MalformedBatchException {
        expect(line, f, SAMPLE_FIELDS,
                "S, run key, seq, algorithm, operation, key bits, size, init calls, time init, calls, time exec, cold");
        if (!catalogue.knows(f[3])) {
            throw MalformedBatchException.atLine(line, "unknown algorithm '" + shown(f[3]) + "'");
        }
        Operation operation = Labelled.find(Operation.class, f[4]).filter(o -> catalogue.allows(new Primitive(f[3], o))).orElse(null);
        if (operation == null) {
            throw MalformedBatchException.atLine(line, "algorithm " + f[3] + " has no operation '" + shown(f[4]) + "'");
        }
        if (!f[11].equals("0") && !f[11].equals("1")) {
            throw MalformedBatchException.atLine(line, "cold must be 0 or 1");
        }
        return new SampleRecord(
                number(line, f[1], "run key", 0, Long.MAX_VALUE),
                (int) number(line, f[2], "seq", 0, Integer.MAX_VALUE),
                new TestCase(f[3], operation, (int) number(line, f[5], "key bits", 0, MAX_KEY_BITS))
                        .at((int) number(line, f[6], "size", 1, MAX_SIZE)),
                (int) number(line, f[7], "init calls", 1, 1_000_000_000),
                (int) number(line, f[8], "time init", -1, MAX_TIME),
                (int) number(line, f[9], "calls", 1, 1_000_000_000),
                (int) number(line, f[10], "time exec", 0, MAX_TIME),
                f[11].equals("1"));
    }

    private static boolean startsWith(byte[] body, String prefix) {
        byte[] bytes = prefix.getBytes(StandardCharsets.US_ASCII);
        if (body.length < bytes.length) {
            return false;
        }
        for (int i = 0; i < bytes.length; i++) {
            if (body[i] != bytes[i]) {
                return false;
            }
        }
        return true;
    }

    private static int lastIndexOf(byte[] body, byte[] part) {
        outer:
        for (int i = body.length - part.length; i >= 0; i--) {
            for (int j = 0; j < part.length; j++) {
                if (body[i + j] != part[j]) {
                    continue outer;
                }
            }
            return i;
        }
        return -1;
    }
}
