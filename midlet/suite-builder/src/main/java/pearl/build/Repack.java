package pearl.build;

import java.io.ByteArrayOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.zip.CRC32;
import java.util.zip.DataFormatException;
import java.util.zip.Deflater;
import java.util.zip.Inflater;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;

import com.googlecode.pngtastic.core.processing.zopfli.Options;
import com.googlecode.pngtastic.core.processing.zopfli.Zopfli;

/**
 * Build step: recompresses a device JAR's entries with Zopfli, whose deflate streams any inflater
 * reads and which come out about 5 % smaller than zlib's best (ProGuard writes zlib's best). Each
 * entry keeps the smaller of the two, and is inflated back and compared before it is written, so
 * the JAR holds exactly the same files. The entries keep their order (the manifest first) and
 * times; the JAR is written plainly: no extra fields, no data descriptors, no comment.
 */
final class Repack {

    /**
     * Zopfli's rounds per entry for a JAR at its limit: the device JAR and the core. 60, not 15:
     * 31 bytes off the core (32,768 to 32,737, its 32 KB budget) and 242 off the device JAR.
     */
    static final int THOROUGH = 60;
    /**
     * Zopfli's rounds per entry for a suite of a set, whose rows are packed to its limit by the
     * JAR's real size: within 0.1 % of {@link #THOROUGH}'s size at about a third of the build's time.
     */
    static final int QUICK = 15;

    private Repack() {
    }

    /** One entry as it is written: its name, DOS time and date, data and compressed data (null if stored). */
    private record PackedFile(String name, int time, int date, byte[] data, byte[] deflated, long crc) {
    }

    /** Recompresses {@code jar} in place, Zopfli taking {@code rounds} rounds per entry. */
    public static void repack(Path jar, int rounds) throws IOException {
        List<PackedFile> stored = new ArrayList<>();
        try (ZipFile zip = new ZipFile(jar.toFile())) {
            for (ZipEntry entry : Collections.list(zip.entries())) {
                byte[] data = zip.getInputStream(entry).readAllBytes();
                CRC32 crc = new CRC32();
                crc.update(data);
                LocalDateTime when = LocalDateTime.ofInstant(Instant.ofEpochMilli(entry.getTime()), ZoneId.systemDefault());
                stored.add(new PackedFile(entry.getName(), when.getHour() << 11 | when.getMinute() << 5 | when.getSecond() / 2,
                        (when.getYear() - 1980) << 9 | when.getMonthValue() << 5 | when.getDayOfMonth(),
                        data, null, crc.getValue()));
            }
        }
        // Zopfli took 21 s on one core for the full device JAR; the entries are independent, so
        // they are compressed on every core, each by a Zopfli of its own, and written in their order
        List<PackedFile> entries = stored.parallelStream().map(entry -> compressed(entry, rounds)).toList();
        try (OutputStream out = Files.newOutputStream(jar)) {
            out.write(write(entries));
        }
    }

    /** The stored entry with the smaller of Zopfli's and zlib's deflate, or as it is where neither is smaller. */
    private static PackedFile compressed(PackedFile entry, int rounds) {
        byte[] data = entry.data();
        if (data.length == 0) {
            return entry;  // a directory or an empty file: no deflate stream is shorter than nothing
        }
        byte[] deflated = smallest(data, zopfli(data, rounds), zlib(data));
        return new PackedFile(entry.name(), entry.time(), entry.date(), data, deflated.length < data.length ? deflated : null,
                entry.crc());
    }

    /** The JAR's size as {@link #repack} writes it, if each entry kept the compressed data it has. */
    static long plainSize(Path jar) throws IOException {
        long size = 22;  // the end of the central directory
        try (ZipFile zip = new ZipFile(jar.toFile())) {
            for (ZipEntry entry : Collections.list(zip.entries())) {
                // local header and directory entry, each with the name (APPNOTE.TXT 4.3.7, 4.3.12)
                size += entry.getCompressedSize() + 30 + 46 + 2L * entry.getName().getBytes(StandardCharsets.UTF_8).length;
            }
        }
        return size;
    }

    /** The shorter deflate stream that inflates back to {@code data}. */
    private static byte[] smallest(byte[] data, byte[] first, byte[] second) {
        if (first.length < second.length && Arrays.equals(data, inflate(first, data.length))) {
            return first;
        }
        if (!Arrays.equals(data, inflate(second, data.length))) {
            throw new IllegalStateException("zlib's deflate does not inflate back");
        }
        return second;
    }

    private static byte[] zopfli(byte[] data, int rounds) {
        ByteArrayOutputStream deflated = new ByteArrayOutputStream();
        try {
            new Zopfli(1 << 20).compress(new Options(Options.OutputFormat.DEFLATE, Options.BlockSplitting.FIRST, rounds),
                    data, deflated);
        } catch (IOException impossible) {
            throw new UncheckedIOException(impossible);  // it writes to memory only
        }
        return deflated.toByteArray();
    }

    private static byte[] zlib(byte[] data) {
        Deflater deflater = new Deflater(Deflater.BEST_COMPRESSION, true);
        deflater.setInput(data);
        deflater.finish();
        ByteArrayOutputStream deflated = new ByteArrayOutputStream();
        byte[] buffer = new byte[8192];
        while (!deflater.finished()) {
            deflated.write(buffer, 0, deflater.deflate(buffer));
        }
        deflater.end();
        return deflated.toByteArray();
    }

    /** The stream inflated, or null if it is broken or not {@code length} bytes long. */
    private static byte[] inflate(byte[] deflated, int length) {
        Inflater inflater = new Inflater(true);
        inflater.setInput(deflated);
        byte[] data = new byte[length + 1];
        try {
            int n = 0;
            while (!inflater.finished() && n < data.length) {
                int read = inflater.inflate(data, n, data.length - n);
                if (read == 0 && (inflater.needsInput() || inflater.needsDictionary())) {
                    return null;
                }
                n += read;
            }
            return n == length && inflater.finished() ? Arrays.copyOf(data, length) : null;
        } catch (DataFormatException broken) {
            return null;
        } finally {
            inflater.end();
        }
    }

    /** The zip file: local headers with data, then the central directory (APPNOTE.TXT 4.3). */
    private static byte[] write(List<PackedFile> entries) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        LittleEndian out = new LittleEndian(bytes);
        long[] offsets = new long[entries.size()];
        for (int i = 0; i < entries.size(); i++) {
            offsets[i] = bytes.size();
            PackedFile entry = entries.get(i);
            out.int32(0x04034b50);
            out.int16(20);
            header(out, entry);
            out.bytes(entry.name().getBytes(StandardCharsets.UTF_8));
            out.bytes(entry.deflated() == null ? entry.data() : entry.deflated());
        }
        long directory = bytes.size();
        for (int i = 0; i < entries.size(); i++) {
            PackedFile entry = entries.get(i);
            out.int32(0x02014b50);
            out.int16(20);
            out.int16(20);
            header(out, entry);
            out.int16(0);  // comment
            out.int16(0);  // disk
            out.int16(0);  // internal attributes
            out.int32(0);  // external attributes
            out.int32(offsets[i]);
            out.bytes(entry.name().getBytes(StandardCharsets.UTF_8));
        }
        long end = bytes.size();
        out.int32(0x06054b50);
        out.int16(0);
        out.int16(0);
        out.int16(entries.size());
        out.int16(entries.size());
        out.int32(end - directory);
        out.int32(directory);
        out.int16(0);
        return bytes.toByteArray();
    }

    /** From the flags to the extra field's length, alike in the local header and the directory. */
    private static void header(LittleEndian out, PackedFile entry) throws IOException {
        out.int16(entry.name().chars().anyMatch(c -> c > 0x7F) ? 0x800 : 0);  // UTF-8 names
        out.int16(entry.deflated() == null ? ZipEntry.STORED : ZipEntry.DEFLATED);
        out.int16(entry.time());
        out.int16(entry.date());
        out.int32(entry.crc());
        out.int32(entry.deflated() == null ? entry.data().length : entry.deflated().length);
        out.int32(entry.data().length);
        out.int16(entry.name().getBytes(StandardCharsets.UTF_8).length);
        out.int16(0);
    }

    /** Zip's numbers are little-endian. */
    private static final class LittleEndian {
        private final DataOutputStream out;

        LittleEndian(OutputStream out) {
            this.out = new DataOutputStream(out);
        }

        void int16(int value) throws IOException {
            out.writeShort(Short.reverseBytes((short) value));
        }

        void int32(long value) throws IOException {
            out.writeInt(Integer.reverseBytes((int) value));
        }

        void bytes(byte[] bytes) throws IOException {
            out.write(bytes);
        }
    }
}
