package pearl.collector;

import org.bouncycastle.crypto.engines.Grain128Engine;
import org.bouncycastle.crypto.engines.Grainv1Engine;
import org.bouncycastle.crypto.engines.HC128Engine;
import org.bouncycastle.crypto.engines.HC256Engine;
import org.bouncycastle.crypto.engines.ISAACEngine;
import org.bouncycastle.crypto.engines.RC4Engine;
import org.bouncycastle.crypto.engines.VMPCEngine;
import org.bouncycastle.crypto.engines.VMPCKSA3Engine;

/**
 * The stream ciphers: RC4, then the others of this Bouncy Castle. Each row is a class of its own,
 * so that a suite without it carries none of its engine.
 */
public final class StreamCiphers {

    private static final String ZERO_128 = "00000000000000000000000000000000";

    private StreamCiphers() {
    }

    /** Every row, in the order they run: RC4 first. */
    public static Suite rows() {
        return new Suite(new Catalogue[] {
            new Rc4(), new Hc128(), new Hc256(), new GrainV1(), new Grain128(), new Isaac(), new Vmpc(),
            new VmpcKsa3(),
        });
    }

    static final class Rc4 extends StreamCipherRow {
        Rc4() {
            super("RC4", 128);
        }

        public TestCase create(int i) {
            return stream(i, new RC4Engine(), 0, new KnownAnswer("RC4 test vectors posted with the 1994 source (key 0123456789abcdef)",
                    "0123456789abcdef", null, "0123456789abcdef", "75b7878099e0c596"));
        }
    }

    static final class Hc128 extends StreamCipherRow {
        Hc128() {
            super("HC-128", 128);
        }

        public TestCase create(int i) {
            return stream(i, new HC128Engine(), 128, new KnownAnswer("eSTREAM HC-128 verified test vectors, set 2 vector 0",
                    ZERO_128, ZERO_128, ZERO_128 + ZERO_128, "82001573a003fd3b7fd72ffb0eaf63aac62f12deb629dca72785a66268ec758b"));
        }
    }

    static final class Hc256 extends StreamCipherRow {
        Hc256() {
            super("HC-256", 256);
        }

        public TestCase create(int i) {
            return stream(i, new HC256Engine(), 256, new KnownAnswer("eSTREAM HC-256 verified test vectors, set 2 vector 0",
                    ZERO_128, ZERO_128, ZERO_128 + ZERO_128, "5b078985d8f6f30d42c5c02fa6b6795153f06534801f89f24e74248b720b4818"));
        }
    }

    static final class GrainV1 extends StreamCipherRow {
        GrainV1() {
            super("Grain-v1", 80);
        }

        public TestCase create(int i) {
            return stream(i, new Grainv1Engine(), 64, new KnownAnswer("Hell, Johansson, Meier: Grain v1 specification, test vector 2",
                    "0123456789abcdef1234", "0123456789abcdef", "00000000000000000000", "7f362bd3f7abae203664"));
        }
    }

    static final class Grain128 extends StreamCipherRow {
        Grain128() {
            super("Grain-128", 128);
        }

        public TestCase create(int i) {
            return stream(i, new Grain128Engine(), 96, new KnownAnswer("Hell et al.: Grain-128 (2006), test vector 2",
                    "0123456789abcdef123456789abcdef0", "0123456789abcdef12345678", ZERO_128,
                    "afb5babfa8de896b4b9c6acaf7c4fbfd"));
        }
    }

    static final class Isaac extends StreamCipherRow {
        Isaac() {
            super("ISAAC", 128);
        }

        public TestCase create(int i) {
            return stream(i, new ISAACEngine(), 0, new KnownAnswer("Jenkins, ISAAC reference output randvect.txt (zero seed), as in Bouncy Castle's ISAACTest",
                    "00000000", null, ZERO_128 + ZERO_128, "f650e4c8e448e96d98db2fb4f5fad54f433f1afbedec154ad837048746ca4f9a"));
        }
    }

    static final class Vmpc extends StreamCipherRow {
        Vmpc() {
            super("VMPC", 128);
        }

        public TestCase create(int i) {
            return stream(i, new VMPCEngine(), 128, new KnownAnswer("Zoltak, VMPC one-way function and stream cipher (FSE 2004), test vector bytes 0-3",
                    "9661410ab797d8a9eb767c21172df6c7", "4b5c2f003e67f39557a8d26f3da2b155", "00000000", "a82479f5"));
        }
    }

    static final class VmpcKsa3 extends StreamCipherRow {
        VmpcKsa3() {
            super("VMPC-KSA3", 128);
        }

        public TestCase create(int i) {
            return stream(i, new VMPCKSA3Engine(), 128, new KnownAnswer("Zoltak, VMPC-KSA3 key scheduling (2004), test vector bytes 0-3",
                    "9661410ab797d8a9eb767c21172df6c7", "4b5c2f003e67f39557a8d26f3da2b155", "00000000", "b6ebaefe"));
        }
    }
}
