package pearl.collector;

import org.bouncycastle.crypto.engines.Grain128Engine;
import org.bouncycastle.crypto.engines.Grainv1Engine;
import org.bouncycastle.crypto.engines.HC128Engine;
import org.bouncycastle.crypto.engines.HC256Engine;
import org.bouncycastle.crypto.engines.ISAACEngine;
import org.bouncycastle.crypto.engines.RC4Engine;
import org.bouncycastle.crypto.engines.VMPCEngine;
import org.bouncycastle.crypto.engines.VMPCKSA3Engine;

/** The stream ciphers: RC4, then the others of this Bouncy Castle. */
public final class StreamCiphers extends StreamCipherRows {

    private static final String ZERO_128 = "00000000000000000000000000000000";

    public StreamCiphers() {
        super(new String[] {"RC4", "HC-128", "HC-256", "Grain-v1", "Grain-128", "ISAAC", "VMPC", "VMPC-KSA3"},
                new int[] {128, 128, 256, 80, 128, 128, 128, 128});
    }

    protected TestCase row(int row, int i) {
        switch (row) {
            case 0:
                return stream(i, new RC4Engine(), 0, new KnownAnswer("RC4 test vectors posted with the 1994 source (key 0123456789abcdef)",
                        "0123456789abcdef", null, "0123456789abcdef", "75b7878099e0c596"));
            case 1:
                return stream(i, new HC128Engine(), 128, new KnownAnswer("eSTREAM HC-128 verified test vectors, set 2 vector 0",
                        ZERO_128, ZERO_128, ZERO_128 + ZERO_128, "82001573a003fd3b7fd72ffb0eaf63aac62f12deb629dca72785a66268ec758b"));
            case 2:
                return stream(i, new HC256Engine(), 256, new KnownAnswer("eSTREAM HC-256 verified test vectors, set 2 vector 0",
                        ZERO_128, ZERO_128, ZERO_128 + ZERO_128, "5b078985d8f6f30d42c5c02fa6b6795153f06534801f89f24e74248b720b4818"));
            case 3:
                return stream(i, new Grainv1Engine(), 64, new KnownAnswer("Hell, Johansson, Meier: Grain v1 specification, test vector 2",
                        "0123456789abcdef1234", "0123456789abcdef", "00000000000000000000", "7f362bd3f7abae203664"));
            case 4:
                return stream(i, new Grain128Engine(), 96, new KnownAnswer("Hell et al.: Grain-128 (2006), test vector 2",
                        "0123456789abcdef123456789abcdef0", "0123456789abcdef12345678", ZERO_128,
                        "afb5babfa8de896b4b9c6acaf7c4fbfd"));
            case 5:
                return stream(i, new ISAACEngine(), 0, new KnownAnswer("Jenkins, ISAAC reference output randvect.txt (zero seed), as in Bouncy Castle's ISAACTest",
                        "00000000", null, ZERO_128 + ZERO_128, "f650e4c8e448e96d98db2fb4f5fad54f433f1afbedec154ad837048746ca4f9a"));
            case 6:
                return stream(i, new VMPCEngine(), 128, new KnownAnswer("Zoltak, VMPC one-way function and stream cipher (FSE 2004), test vector bytes 0-3",
                        "9661410ab797d8a9eb767c21172df6c7", "4b5c2f003e67f39557a8d26f3da2b155", "00000000", "a82479f5"));
            case 7:
                return stream(i, new VMPCKSA3Engine(), 128, new KnownAnswer("Zoltak, VMPC-KSA3 key scheduling (2004), test vector bytes 0-3",
                        "9661410ab797d8a9eb767c21172df6c7", "4b5c2f003e67f39557a8d26f3da2b155", "00000000", "b6ebaefe"));
            default:
                throw new IllegalArgumentException("no such row");
        }
    }
}
