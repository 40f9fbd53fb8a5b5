package pearl.collector;

import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;

import pearl.testcase.Catalogue;
import pearl.testcase.Inputs;
import pearl.testcase.Operation;

/**
 * What a run measures, per submodule (SCSymmetric, SCHash, SCAsymmetric): input sizes doubling
 * from a minimum to a maximum, a number of samples per size and which algorithms; and, for the
 * whole run, the plaintext kind, the clock ticks a sample spans at least and the rounds the samples
 * are taken in ({@link Collector}). A submodule without a {@link Part} is not run.
 */
public final class Plan {

    public static final int SYMMETRIC = 0;
    public static final int HASH = 1;
    public static final int ASYMMETRIC = 2;
    /** The submodules' names, as JAD attributes and screens spell them. */
    public static final String[] SUBMODULES = {"symmetric", "hash", "asymmetric"};

    public static final int KB = 1024;
    /** PEARL's case study: 1 KB to 256 KB, 50 test cases per size. */
    public static final int FULL_MAX_SIZE = 256 * KB;
    public static final int FULL_SAMPLES = 50;
    /**
     * The full plan takes each measurement's samples in 5 rounds of 10, each round with the test case built
     * anew, so that one instance's level is outvoted by four others in the modal time.
     */
    public static final int FULL_ROUNDS = 5;
    /** A short look at every algorithm, for the demo and the headless end-to-end runs. */
    public static final int QUICK_SAMPLES = 10;
    /** Every size is a whole number of blocks of the widest block cipher (Threefish-1024). */
    public static final int SIZE_UNIT = 128;

    /** A sample spans at least this many clock ticks, so the tick's rounding stays under 2%. */
    public static final int MIN_TICKS_PER_SAMPLE = 50;
    /**
     * The quick plan's samples are shorter, so that it takes enough of them in a demo's time: 20
     * ticks, the least the analysis takes as not coarse (the tick's rounding under 5 %).
     */
    public static final int QUICK_TICKS_PER_SAMPLE = 20;
    /**
     * The quick plan's 10 samples in one round: a second would cost every measurement another
     * warm-up and build, which the demo's two minutes have no room for (docs/collector.md, "Time of
     * the quick plan").
     */
    public static final int QUICK_ROUNDS = 1;

    /** One submodule's share of the plan. */
    public static final class Part {
        public final int minSize;
        public final int maxSize;
        public final int samplesPerSize;
        /** Comma-separated algorithm names, or null for all of the submodule's. */
        public final String algorithms;

        public Part(int minSize, int maxSize, int samplesPerSize, String algorithms) {
            if (minSize < SIZE_UNIT || minSize % SIZE_UNIT != 0) {
                throw new IllegalArgumentException(new StringBuffer("the minimum size must be a multiple of ")
                        .append(SIZE_UNIT).append(" bytes").toString());
            }
            if (maxSize < minSize) {
                throw new IllegalArgumentException("the maximum size must not be below the minimum");
            }
            if (samplesPerSize < 1) {
                throw new IllegalArgumentException("at least one sample per size");
            }
            this.minSize = minSize;
            this.maxSize = maxSize;
            this.samplesPerSize = samplesPerSize;
            this.algorithms = algorithms == null || algorithms.trim().length() == 0 ? null : algorithms;
        }

        /** The input sizes, doubling from the minimum up to the maximum. */
        public int[] sizes() {
            int count = 0;
            for (int size = minSize; size <= maxSize; size *= 2) {
                count++;
            }
            int[] sizes = new int[count];
            for (int i = 0, size = minSize; i < count; i++, size *= 2) {
                sizes[i] = size;
            }
            return sizes;
        }

        boolean includes(String algorithm) {
            return algorithms == null || listContains(algorithms, algorithm);
        }
    }

    /**
     * Whether the comma-separated {@code list} holds {@code name}. An entry may start or end with
     * {@code *}: {@code *}{@code /CBC} is every block cipher in CBC, {@code AES/*} AES in every mode.
     */
    static boolean listContains(String list, String name) {
        int from = 0;
        while (from <= list.length()) {
            int comma = list.indexOf(',', from);
            int to = comma < 0 ? list.length() : comma;
            if (matches(list.substring(from, to).trim(), name)) {
                return true;
            }
            from = to + 1;
        }
        return false;
    }

    private static boolean matches(String entry, String name) {
        if (entry.startsWith("*")) {
            return name.endsWith(entry.substring(1));
        } else if (entry.endsWith("*")) {
            return name.startsWith(entry.substring(0, entry.length() - 1));
        }
        return entry.equals(name);
    }

    private final Part[] parts;
    public final String inputKind;
    /** The clock ticks every warm sample spans at least. */
    public final int ticksPerSample;
    /** The rounds each measurement's warm samples are split over; at most the fewest samples per size. */
    public final int rounds;

    /**
     * A plan of 50-tick samples in one round: each measurement's samples in a row.
     *
     * @param parts one per submodule, indexed by {@link #SYMMETRIC} ...; null to skip one
     */
    public Plan(Part[] parts, String inputKind) {
        this(parts, inputKind, MIN_TICKS_PER_SAMPLE, 1);
    }

    /**
     * @param ticksPerSample the clock ticks every warm sample spans at least
     * @param rounds         the rounds the samples are split over; more than a part's samples per
     *                       size are as many (a round takes at least one sample of each measurement)
     */
    public Plan(Part[] parts, String inputKind, int ticksPerSample, int rounds) {
        if (parts.length != SUBMODULES.length) {
            throw new IllegalArgumentException("one part per submodule");
        }
        if (!Inputs.isKind(inputKind)) {
            throw new IllegalArgumentException("the input is random, zero or text");
        }
        if (rounds < 1) {
            // a caller's error, not a user's: PlanReader words the JAD's, and the rest pass constants
            throw new IllegalArgumentException();
        }
        this.parts = new Part[parts.length];
        System.arraycopy(parts, 0, this.parts, 0, parts.length);
        this.inputKind = inputKind;
        this.ticksPerSample = ticksPerSample;
        for (int i = 0; i < parts.length; i++) {
            if (parts[i] != null) {
                rounds = Math.min(rounds, parts[i].samplesPerSize);
            }
        }
        this.rounds = rounds;
    }

    /** Every submodule with the same settings, in the full plan's rounds: PEARL's "run everything". */
    public static Plan everything(int minSize, int maxSize, int samplesPerSize, String inputKind) {
        Part part = new Part(minSize, maxSize, samplesPerSize, null);
        return new Plan(new Part[] {part, part, part}, inputKind, MIN_TICKS_PER_SAMPLE, FULL_ROUNDS);
    }

    /** PEARL's case study: 1 KB doubling to 256 KB, 50 samples per size in 5 rounds, random input. */
    public static Plan full() {
        return everything(KB, FULL_MAX_SIZE, FULL_SAMPLES, Inputs.RANDOM);
    }

    /**
     * The quick plan's ciphers: AES in every mode, five more of PEARL's block ciphers in CBC, RC4
     * and three later stream ciphers, and PEARL's RSA and ElGamal at one key size.
     */
    static final String QUICK_CIPHERS = "AES/*,DES/CBC,DESede/CBC,Blowfish/CBC,Twofish/CBC,Serpent/CBC,"
            + "RC4,HC-128,Salsa20,ChaCha20,RSA-1024/e65537,ElGamal-1024";
    /** MD5, SHA-1, SHA-2 at two widths, SHA-3, and a MAC of each construction (HMAC, CMAC, Poly1305). */
    static final String QUICK_HASHES = "MD5,SHA-1,SHA-256,SHA-512,SHA3-256,HMAC/SHA-1,HMAC/SHA-256,CMAC/AES,Poly1305/AES";
    /** One of each kind of public-key operation and the multiple-precision arithmetic. */
    static final String QUICK_PUBLIC_KEY = "RSA-1024/e65537,DSA-1024,ECDSA/P-256,ECDH/P-256,EC/P-256,MP-512";

    /**
     * Every kind of test case at 1 KB, by the algorithms most asked about ({@link #QUICK_CIPHERS},
     * {@link #QUICK_HASHES}, {@link #QUICK_PUBLIC_KEY}): a cold sample, the warm-up and
     * {@link #QUICK_SAMPLES} warm samples of {@link #QUICK_TICKS_PER_SAMPLE} ticks each, as many
     * as the analysis needs not to flag a result, in well under a minute on a desktop's
     * MicroEmulator (docs/collector.md, "Time of the quick plan").
     */
    public static Plan quick() {
        return new Plan(new Part[] {
            new Part(KB, KB, QUICK_SAMPLES, QUICK_CIPHERS),
            new Part(KB, KB, QUICK_SAMPLES, QUICK_HASHES),
            new Part(KB, KB, QUICK_SAMPLES, QUICK_PUBLIC_KEY),
        }, Inputs.RANDOM, QUICK_TICKS_PER_SAMPLE, QUICK_ROUNDS);
    }

    /** The submodule's part, or null when it is not run. */
    public Part part(int submodule) {
        return parts[submodule];
    }

    /**
     * Hashes and MACs are SCHash; test cases on a fixed input (public-key operations, arithmetic)
     * are SCAsymmetric; the ciphers are SCSymmetric.
     */
    public static int submoduleOf(Catalogue catalogue, int i) {
        String operation = catalogue.operation(i);
        if (Operation.DIGEST.equals(operation) || Operation.MAC.equals(operation)) {
            return HASH;
        }
        boolean cipher = Operation.ENCRYPT.equals(operation) || Operation.DECRYPT.equals(operation);
        return cipher && catalogue.fixedSize(i) == 0 ? SYMMETRIC : ASYMMETRIC;
    }

    /** Whether the plan runs entry {@code i} of the catalogue. */
    public boolean includes(Catalogue catalogue, int i) {
        Part part = parts[submoduleOf(catalogue, i)];
        return part != null && part.includes(catalogue.algorithm(i));
    }

    /** The sizes entry {@code i} runs on: its fixed size, or its submodule's sizes. */
    public int[] sizesOf(Catalogue catalogue, int i) {
        int fixed = catalogue.fixedSize(i);
        return fixed > 0 ? new int[] {fixed} : parts[submoduleOf(catalogue, i)].sizes();
    }

    public int samplesOf(Catalogue catalogue, int i) {
        return parts[submoduleOf(catalogue, i)].samplesPerSize;
    }

    /** The largest input size of any submodule. */
    public int maxSize() {
        int max = 0;
        for (int i = 0; i < parts.length; i++) {
            if (parts[i] != null && parts[i].maxSize > max) {
                max = parts[i].maxSize;
            }
        }
        return max;
    }

    /** The smallest minimum size of any submodule. */
    public int minSize() {
        int min = Integer.MAX_VALUE;
        for (int i = 0; i < parts.length; i++) {
            if (parts[i] != null && parts[i].minSize < min) {
                min = parts[i].minSize;
            }
        }
        return min == Integer.MAX_VALUE ? SIZE_UNIT : min;
    }

    /**
     * The plan as run conditions: plan.symmetric=1024-262144x50:all, ..., plan.input=random,
     * plan.ticks=50, plan.rounds=5.
     */
    public void describe(Conditions conditions) {
        for (int i = 0; i < parts.length; i++) {
            StringBuffer text = new StringBuffer();
            Part part = parts[i];
            if (part == null) {
                text.append("off");
            } else {
                text.append(part.minSize).append('-').append(part.maxSize).append('x').append(part.samplesPerSize)
                        .append(':').append(part.algorithms == null ? "all" : part.algorithms);
            }
            conditions.put(new StringBuffer("plan.").append(SUBMODULES[i]).toString(), text.toString());
        }
        conditions.put("plan.input", inputKind);
        conditions.put("plan.ticks", String.valueOf(ticksPerSample));
        conditions.put("plan.rounds", String.valueOf(rounds));
    }

    /** The plan as an unfinished run keeps it in the local bank, to go on with it in a later life. */
    public void write(DataOutputStream out) throws IOException {
        for (int i = 0; i < parts.length; i++) {
            Part part = parts[i];
            out.writeBoolean(part != null);
            if (part != null) {
                Sample.writeCount(out, part.minSize);
                Sample.writeCount(out, part.maxSize);
                Sample.writeCount(out, part.samplesPerSize);
                out.writeUTF(part.algorithms == null ? "" : part.algorithms);
            }
        }
        out.writeUTF(inputKind);
        Sample.writeCount(out, ticksPerSample);
        Sample.writeCount(out, rounds);
    }

    /** A plan as {@link #write} wrote it. */
    public static Plan read(DataInputStream in) throws IOException {
        Part[] parts = new Part[SUBMODULES.length];
        for (int i = 0; i < parts.length; i++) {
            if (in.readBoolean()) {
                parts[i] = new Part(Sample.readCount(in), Sample.readCount(in), Sample.readCount(in), in.readUTF());
            }
        }
        return new Plan(parts, in.readUTF(), Sample.readCount(in), Sample.readCount(in));
    }
}
