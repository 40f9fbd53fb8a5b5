package pearl.sync;

import java.util.Enumeration;
import java.util.Hashtable;
import java.util.Vector;

import pearl.collector.Conditions;
import pearl.collector.Sample;
import pearl.protocol.ProtocolLimits;
import pearl.util.Hex;

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
 * D  device-id  batch-counter
 * R  run-id  key=value  key=value ...
 * S  run-id  seq  algorithm  operation  key-bits  size  init-calls  time-init  calls  time-exec  cold
 * H  hex HMAC-SHA256 of every byte above this line
 * </pre>
 * A removal, which asks the server to remove every sample and result it holds of the device, is
 * signed as a batch is, with neither runs nor samples:
 * <pre>
 * PEARL-REMOVE 1
 * D  device-id  batch-counter
 * H  hex HMAC-SHA256 of every byte above this line
 * </pre>
 */
public final class ProtocolWriter {

    public static final String REGISTRATION_HEADER = "PEARL-REGISTER 2";
    public static final String BATCH_HEADER = "PEARL-SAMPLES 2";
    public static final String REMOVAL_HEADER = "PEARL-REMOVE 1";
    /** SHA-256's block, in bytes. */
    private static final int BLOCK = 64;

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
    public static byte[] batch(String deviceId, long counter, byte[] secret, Hashtable runs, Vector samples) {
        return signed(BATCH_HEADER, deviceId, counter, secret, runs, samples);
    }

    /** @param counter higher than every counter this device sent before, as a batch's */
    public static byte[] removal(String deviceId, long counter, byte[] secret) {
        return signed(REMOVAL_HEADER, deviceId, counter, secret, new Hashtable(), new Vector());
    }

    private static byte[] signed(String header, String deviceId, long counter, byte[] secret, Hashtable runs,
                                 Vector samples) {
        StringBuffer text = new StringBuffer(128 + samples.size() * 64);
        text.append(header).append('\n');
        text.append('D').append('\t').append(deviceId).append('\t').append(counter).append('\n');
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
        byte[] blockKey = key.length > BLOCK ? sha256(key, new byte[0]) : key;
        return sha256(pad(blockKey, 0x5c), sha256(pad(blockKey, 0x36), message));
    }

    /** The key, zero-filled to a block, xor {@code with} in every byte. */
    private static byte[] pad(byte[] key, int with) {
        byte[] pad = new byte[BLOCK];
        for (int i = 0; i < BLOCK; i++) {
            pad[i] = (byte) ((i < key.length ? key[i] : 0) ^ with);
        }
        return pad;
    }

    /**
     * FIPS 180-4's initial hash value (8 words) then its 64 round constants, each 32-bit word as two
     * chars, high half first: a string constant is a tenth of the bytes of an int[] initialiser.
     */
    private static final String SHA256_WORDS = "\u6a09\ue667\ubb67\uae85\u3c6e\uf372\ua54f\uf53a\u510e\u527f\u9b05\u688c\u1f83\ud9ab\u5be0\ucd19"
            + "\u428a\u2f98\u7137\u4491\ub5c0\ufbcf\ue9b5\udba5\u3956\uc25b\u59f1\u11f1\u923f\u82a4\uab1c\u5ed5"
            + "\ud807\uaa98\u1283\u5b01\u2431\u85be\u550c\u7dc3\u72be\u5d74\u80de\ub1fe\u9bdc\u06a7\uc19b\uf174"
            + "\ue49b\u69c1\uefbe\u4786\u0fc1\u9dc6\u240c\ua1cc\u2de9\u2c6f\u4a74\u84aa\u5cb0\ua9dc\u76f9\u88da"
            + "\u983e\u5152\ua831\uc66d\ub003\u27c8\ubf59\u7fc7\uc6e0\u0bf3\ud5a7\u9147\u06ca\u6351\u1429\u2967"
            + "\u27b7\u0a85\u2e1b\u2138\u4d2c\u6dfc\u5338\u0d13\u650a\u7354\u766a\u0abb\u81c2\uc92e\u9272\u2c85"
            + "\ua2bf\ue8a1\ua81a\u664b\uc24b\u8b70\uc76c\u51a3\ud192\ue819\ud699\u0624\uf40e\u3585\u106a\ua070"
            + "\u19a4\uc116\u1e37\u6c08\u2748\u774c\u34b0\ubcb5\u391c\u0cb3\u4ed8\uaa4a\u5b9c\uca4f\u682e\u6ff3"
            + "\u748f\u82ee\u78a5\u636f\u84c8\u7814\u8cc7\u0208\u90be\ufffa\ua450\u6ceb\ubef9\ua3f7\uc671\u78f2";

    /**
     * SHA-256 (FIPS 180-4) of {@code first} then {@code second}, in one call. PEARL's own rather
     * than Bouncy Castle's {@code SHA256Digest}, a hash that suites measure: with its
     * {@code GeneralDigest} and {@code Pack}, written for any digest fed piece by piece, that took
     * 2.2 KB of the part every suite carries, where the 32 KB it must fit leaves no room
     * (docs/collector.md, Fit); this takes under 1 KB. HmacSha256Test holds it to the JDK's.
     */
    static byte[] sha256(byte[] first, byte[] second) {
        int length = first.length + second.length;
        // the message, 0x80, zeros, and its length in bits in the last 8 bytes of a 64-byte block
        byte[] message = new byte[(length + 8 + BLOCK) & -BLOCK];
        System.arraycopy(first, 0, message, 0, first.length);
        System.arraycopy(second, 0, message, first.length, second.length);
        message[length] = (byte) 0x80;
        for (int i = 1; i <= 8; i++) {
            message[message.length - i] = (byte) ((long) length * 8 >>> 8 * (i - 1));
        }
        int[] hash = new int[8];
        for (int i = 0; i < 8; i++) {
            hash[i] = word(i);
        }
        int[] w = new int[64];
        int[] v = new int[8];
        for (int block = 0; block < message.length; block += BLOCK) {
            for (int t = 0; t < 64; t++) {
                int at = block + 4 * t;
                w[t] = t < 16
                        ? message[at] << 24 | (message[at + 1] & 0xff) << 16 | (message[at + 2] & 0xff) << 8 | message[at + 3] & 0xff
                        : (rotr(w[t - 2], 17) ^ rotr(w[t - 2], 19) ^ w[t - 2] >>> 10) + w[t - 7]
                            + (rotr(w[t - 15], 7) ^ rotr(w[t - 15], 18) ^ w[t - 15] >>> 3) + w[t - 16];
            }
            System.arraycopy(hash, 0, v, 0, 8);
            for (int t = 0; t < 64; t++) {
                // v is a..h: t1 and t2 as FIPS 180-4 names them, then h=g, ..., b=a, e=d+t1, a=t1+t2
                int t1 = v[7] + (rotr(v[4], 6) ^ rotr(v[4], 11) ^ rotr(v[4], 25)) + (v[4] & v[5] ^ ~v[4] & v[6])
                        + word(8 + t) + w[t];
                int t2 = (rotr(v[0], 2) ^ rotr(v[0], 13) ^ rotr(v[0], 22)) + (v[0] & v[1] ^ v[0] & v[2] ^ v[1] & v[2]);
                System.arraycopy(v, 0, v, 1, 7);
                v[4] += t1;
                v[0] = t1 + t2;
            }
            for (int i = 0; i < 8; i++) {
                hash[i] += v[i];
            }
        }
        byte[] digest = new byte[32];
        for (int i = 0; i < 32; i++) {
            digest[i] = (byte) (hash[i / 4] >>> 24 - 8 * (i % 4));
        }
        return digest;
    }

    /** Word {@code i} of {@link #SHA256_WORDS}. */
    private static int word(int i) {
        return SHA256_WORDS.charAt(2 * i) << 16 | SHA256_WORDS.charAt(2 * i + 1);
    }

    private static int rotr(int x, int n) {
        return x >>> n | x << 32 - n;
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
