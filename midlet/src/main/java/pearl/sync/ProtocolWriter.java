package pearl.sync;

import java.util.Enumeration;
import java.util.Hashtable;
import java.util.Vector;

import pearl.collector.Conditions;
import pearl.collector.Sample;
import pearl.protocol.ProtocolLimits;
import pearl.util.Hex;
import pearl.util.Sha256;

/**
 * Writes the bodies the phone POSTs (docs/protocol.md), UTF-8 text, one record a line, fields
 * separated by tabs. A registration: the model name the user typed, the enrolment code of the
 * /install visit the suite came from (the JAD's PEARL-Enrolment), and the phone's microedition.*
 * properties, from which the server identifies the VM:
 * <pre>
 * PEARL-REGISTER 2
 * model  name
 * enrolment  code            (only when the JAD has one)
 * microedition.platform  value ...
 * </pre>
 * A batch of samples in the sync format, version 2, signed with the device's secret:
 * <pre>
 * PEARL-SAMPLES 2
 * D  device-key  batch-counter
 * R  run-key  key=value  key=value ...
 * S  run-key  seq  algorithm  operation  key-bits  size  init-calls  time-init  calls  time-exec  cold
 * H  hex HMAC-SHA256 of every byte above this line
 * </pre>
 * A removal, which asks the server to remove every sample and result it holds of the device, is
 * signed as a batch is, with neither runs nor samples:
 * <pre>
 * PEARL-REMOVE 1
 * D  device-key  batch-counter
 * H  hex HMAC-SHA256 of every byte above this line
 * </pre>
 */
public final class ProtocolWriter {

    public static final String REGISTRATION_HEADER = "PEARL-REGISTER 2";
    public static final String BATCH_HEADER = "PEARL-SAMPLES 2";
    public static final String REMOVAL_HEADER = "PEARL-REMOVE 1";
    /** SHA-256's block, in bytes. */

    private ProtocolWriter() {
    }

    /** @param enrolment null for a suite installed without one: the server makes it a device of its own */
    public static byte[] registration(String model, String enrolment) {
        StringBuffer text = new StringBuffer(256);
        text.append(REGISTRATION_HEADER).append('\n');
        text.append("model").append('\t').append(clean(model, ProtocolLimits.MODEL_CHARS)).append('\n');
        if (enrolment != null) {
            text.append("enrolment").append('\t').append(clean(enrolment.trim(), ProtocolLimits.NAME_CHARS)).append('\n');
        }
        for (int i = 0; i < Conditions.PROPERTIES.length; i++) {
            String value = System.getProperty(Conditions.PROPERTIES[i]);
            text.append(Conditions.PROPERTIES[i]).append('\t')
                    .append(value == null ? "" : clean(value, ProtocolLimits.VALUE_CHARS)).append('\n');
        }
        return utf8(text);
    }

    /**
     * @param counter higher than every counter this device sent before: the server refuses replays
     * @param runs    run key ({@code Long}) to {@link Conditions}, for the runs of {@code samples}
     */
    public static byte[] batch(String deviceKey, long counter, byte[] secret, Hashtable runs, Vector samples) {
        return signed(BATCH_HEADER, deviceKey, counter, secret, runs, samples);
    }

    /** @param counter higher than every counter this device sent before, as a batch's */
    public static byte[] removal(String deviceKey, long counter, byte[] secret) {
        return signed(REMOVAL_HEADER, deviceKey, counter, secret, new Hashtable(), new Vector());
    }

    private static byte[] signed(String header, String deviceKey, long counter, byte[] secret, Hashtable runs,
                                 Vector samples) {
        StringBuffer text = new StringBuffer(128 + samples.size() * 64);
        text.append(header).append('\n');
        text.append('D').append('\t').append(deviceKey).append('\t').append(counter).append('\n');
        for (Enumeration ids = runs.keys(); ids.hasMoreElements();) {
            Long runKey = (Long) ids.nextElement();
            Conditions conditions = (Conditions) runs.get(runKey);
            text.append('R').append('\t').append(runKey.longValue());
            for (int i = 0; i < conditions.size() && i < ProtocolLimits.RUN_CONDITIONS; i++) {
                text.append('\t').append(clean(conditions.key(i), ProtocolLimits.NAME_CHARS)).append('=')
                        .append(clean(conditions.value(i), ProtocolLimits.VALUE_CHARS));
            }
            text.append('\n');
        }
        for (int i = 0; i < samples.size(); i++) {
            Sample s = (Sample) samples.elementAt(i);
            text.append('S').append('\t').append(s.runKey).append('\t').append(s.sequence)
                .append('\t').append(s.algorithm).append('\t').append(s.operation)
                .append('\t').append(s.keyBits).append('\t').append(s.size)
                .append('\t').append(s.initCalls).append('\t').append(s.timeInit)
                .append('\t').append(s.calls).append('\t').append(s.timeExec).append('\t').append(s.cold ? '1' : '0').append('\n');
        }
        byte[] signed = utf8(text);
        text.append('H').append('\t').append(hmac(secret, signed)).append('\n');
        return utf8(text);
    }

    private static String hmac(byte[] secret, byte[] message) {
        byte[] mac = hmacSha256(secret, message);
        return Hex.encode(mac, 0, mac.length);
    }

    /**
     * The batch signature: HMAC-SHA256 (RFC 2104). The server checks it with the JDK's HmacSHA256,
     * and the golden example of docs/protocol/ ties the two together.
     */
    static byte[] hmacSha256(byte[] key, byte[] message) {
        byte[] blockKey = key.length > Sha256.BLOCK ? Sha256.of(key, new byte[0]) : key;
        return Sha256.of(pad(blockKey, 0x5c), Sha256.of(pad(blockKey, 0x36), message));
    }

    /** The key, zero-filled to a block, xor {@code with} in every byte. */
    private static byte[] pad(byte[] key, int with) {
        byte[] pad = new byte[Sha256.BLOCK];
        for (int i = 0; i < Sha256.BLOCK; i++) {
            pad[i] = (byte) ((i < key.length ? key[i] : 0) ^ with);
        }
        return pad;
    }

    /**
     * Text as the server accepts it (ProtocolLimits): at most {@code max} characters, and a space for
     * each control character (a tab or line break would split a field) or character it refuses.
     */
    private static String clean(String value, int max) {
        StringBuffer text = new StringBuffer(value.length() > max ? value.substring(0, max) : value);
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c < ' ' || c >= 0x7f && c <= 0x9f || ProtocolLimits.REFUSED_CHARS.indexOf(c) >= 0) {
                text.setCharAt(i, ' ');
            }
        }
        return text.toString();
    }

    /** CLDC 1.0 promises no UTF-8 encoder, so this is one. */
    private static byte[] utf8(StringBuffer text) {
        int length = 0;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            length += c < 0x80 ? 1 : c < 0x800 ? 2 : 3;
        }
        byte[] bytes = new byte[length];
        int at = 0;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c < 0x80) {
                bytes[at++] = (byte) c;
            } else if (c < 0x800) {
                bytes[at++] = (byte) (0xc0 | (c >> 6));
                bytes[at++] = (byte) (0x80 | (c & 0x3f));
            } else {
                bytes[at++] = (byte) (0xe0 | (c >> 12));
                bytes[at++] = (byte) (0x80 | ((c >> 6) & 0x3f));
                bytes[at++] = (byte) (0x80 | (c & 0x3f));
            }
        }
        return bytes;
    }
}
