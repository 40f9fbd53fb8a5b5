package pearl.collector;

import org.bouncycastle.crypto.engines.ChaChaEngine;
import org.bouncycastle.crypto.engines.Grain128Engine;
import org.bouncycastle.crypto.engines.Grainv1Engine;
import org.bouncycastle.crypto.engines.HC128Engine;
import org.bouncycastle.crypto.engines.HC256Engine;
import org.bouncycastle.crypto.engines.ISAACEngine;
import org.bouncycastle.crypto.engines.RC4Engine;
import org.bouncycastle.crypto.engines.Salsa20Engine;
import org.bouncycastle.crypto.engines.VMPCEngine;
import org.bouncycastle.crypto.engines.VMPCKSA3Engine;
import org.bouncycastle.crypto.engines.XSalsa20Engine;

import pearl.testcase.Catalogue;
import pearl.testcase.TestCase;

/**
 * The stream ciphers: RC4, then the others of this Bouncy Castle. Each row is a class of its own,
 * so that a suite without it carries none of its engine.
 */
public final class StreamCiphers {

    private static final String ZERO_128 = "00000000000000000000000000000000";

    private StreamCiphers() {
    }

    /** Every row, in the order they run: RC4 first. */
    public static TestCaseTable rows() {
        return new TestCaseTable(new Catalogue[] {
            new Rc4(), new Hc128(), new Hc256(), new GrainV1(), new Grain128(), new Isaac(), new Vmpc(),
            new VmpcKsa3(), new Salsa20(), new XSalsa20(), new ChaCha20(),
        });
    }

    static final class Rc4 extends StreamCipherRow {
        Rc4() {
            super("RC4", 128, PEARL_TABLE);
        }

        public TestCase create(int i) {
            return stream(i, new RC4Engine(), 0, new KnownAnswer("RC4 test vectors posted with the 1994 source (key 0123456789abcdef)",
                    "0123456789abcdef", null, "0123456789abcdef", "75b7878099e0c596"));
        }
    }

    static final class Hc128 extends StreamCipherRow {
        Hc128() {
            super("HC-128", 128, OTHER);
        }

        public TestCase create(int i) {
            return stream(i, new HC128Engine(), 128, new KnownAnswer("eSTREAM HC-128 verified test vectors, set 2 vector 0",
                    ZERO_128, ZERO_128, ZERO_128 + ZERO_128, "82001573a003fd3b7fd72ffb0eaf63aac62f12deb629dca72785a66268ec758b"));
        }
    }

    static final class Hc256 extends StreamCipherRow {
        Hc256() {
            super("HC-256", 256, OTHER);
        }

        public TestCase create(int i) {
            return stream(i, new HC256Engine(), 256, new KnownAnswer("eSTREAM HC-256 verified test vectors, set 2 vector 0",
                    ZERO_128, ZERO_128, ZERO_128 + ZERO_128, "5b078985d8f6f30d42c5c02fa6b6795153f06534801f89f24e74248b720b4818"));
        }
    }

    static final class GrainV1 extends StreamCipherRow {
        GrainV1() {
            super("Grain-v1", 80, OTHER);
        }

        public TestCase create(int i) {
            return stream(i, new Grainv1Engine(), 64, new KnownAnswer("Hell, Johansson, Meier: Grain v1 specification, test vector 2",
                    "0123456789abcdef1234", "0123456789abcdef", "00000000000000000000", "7f362bd3f7abae203664"));
        }
    }

    static final class Grain128 extends StreamCipherRow {
        Grain128() {
            super("Grain-128", 128, OTHER);
        }

        public TestCase create(int i) {
            return stream(i, new Grain128Engine(), 96, new KnownAnswer("Hell et al.: Grain-128 (2006), test vector 2",
                    "0123456789abcdef123456789abcdef0", "0123456789abcdef12345678", ZERO_128,
                    "afb5babfa8de896b4b9c6acaf7c4fbfd"));
        }
    }

    static final class Isaac extends StreamCipherRow {
        Isaac() {
            super("ISAAC", 128, OTHER);
        }

        public TestCase create(int i) {
            return stream(i, new ISAACEngine(), 0, new KnownAnswer("Jenkins, ISAAC reference output randvect.txt (zero seed), as in Bouncy Castle's ISAACTest",
                    "00000000", null, ZERO_128 + ZERO_128, "f650e4c8e448e96d98db2fb4f5fad54f433f1afbedec154ad837048746ca4f9a"));
        }
    }

    static final class Vmpc extends StreamCipherRow {
        Vmpc() {
            super("VMPC", 128, OTHER);
        }

        public TestCase create(int i) {
            return stream(i, new VMPCEngine(), 128, new KnownAnswer("Zoltak, VMPC one-way function and stream cipher (FSE 2004), test vector bytes 0-3",
                    "9661410ab797d8a9eb767c21172df6c7", "4b5c2f003e67f39557a8d26f3da2b155", "00000000", "a82479f5"));
        }
    }

    static final class VmpcKsa3 extends StreamCipherRow {
        VmpcKsa3() {
            super("VMPC-KSA3", 128, OTHER);
        }

        public TestCase create(int i) {
            return stream(i, new VMPCKSA3Engine(), 128, new KnownAnswer("Zoltak, VMPC-KSA3 key scheduling (2004), test vector bytes 0-3",
                    "9661410ab797d8a9eb767c21172df6c7", "4b5c2f003e67f39557a8d26f3da2b155", "00000000", "b6ebaefe"));
        }
    }

    /**
     * Bernstein's Salsa20/20, keyed with 128 bits as the other ciphers (its constants then are
     * "expand 16-byte k"), with its 64-bit nonce.
     */
    static final class Salsa20 extends StreamCipherRow {
        Salsa20() {
            super("Salsa20", 128, OTHER);
        }

        public TestCase create(int i) {
            return stream(i, new Salsa20Engine(), 64, new KnownAnswer("eSTREAM Salsa20 verified test vectors (128-bit key), set 1 vector 0",
                    "80000000000000000000000000000000", "0000000000000000", ZERO_128 + ZERO_128 + ZERO_128 + ZERO_128,
                    "4dfa5e481da23ea09a31022050859936da52fcee218005164f267cb65f5cfd7f"
                            + "2b4f97e0ff16924a52df269515110a07f9e460bc65ef95da58f740b7d1dbb0aa"));
        }
    }

    /** Salsa20 with a 192-bit nonce (HSalsa20 derives a key from the first 128 bits); 256-bit keys only. */
    static final class XSalsa20 extends StreamCipherRow {
        XSalsa20() {
            super("XSalsa20", 256, OTHER);
        }

        public TestCase create(int i) {
            return stream(i, new XSalsa20Engine(), 192, new KnownAnswer("Bernstein, Cryptography in NaCl (2009), the xsalsa20 stream example, first 32 bytes",
                    "1b27556473e985d462cd51197a9a46c76009549eac6474f206c4ee0844f68389",
                    "69696ee955b62b73cd62bda875fc73d68219e0036b7a0b37", ZERO_128 + ZERO_128,
                    "eea6a7251c1e72916d11c2cb214d3c252539121d8e234e652d651fa4c8cff880"));
        }
    }

    /**
     * Bernstein's original ChaCha20 (BC's ChaChaEngine): a 64-bit nonce and a 64-bit block counter,
     * not RFC 7539's 96-bit nonce and 32-bit counter, so its vector is one for that variant. Keyed
     * with 128 bits as the other ciphers; the vector has a 256-bit key.
     */
    static final class ChaCha20 extends StreamCipherRow {
        ChaCha20() {
            super("ChaCha20", 128, OTHER);
        }

        public TestCase create(int i) {
            return stream(i, new ChaChaEngine(), 64, new KnownAnswer("draft-agl-tls-chacha20poly1305-04, ChaCha20 test vectors, the fifth (key 00..1f, nonce 0001020304050607)",
                    "000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f", "0001020304050607",
                    ZERO_128 + ZERO_128 + ZERO_128 + ZERO_128,
                    "f798a189f195e66982105ffb640bb7757f579da31602fc93ec01ac56f85ac3c1"
                            + "34a4547b733b46413042c9440049176905d3be59ea1c53f15916155c2be8241a"));
        }
    }
}
