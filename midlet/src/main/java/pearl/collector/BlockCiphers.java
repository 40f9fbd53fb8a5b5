package pearl.collector;

import org.bouncycastle.crypto.engines.AESEngine;
import org.bouncycastle.crypto.engines.AESFastEngine;
import org.bouncycastle.crypto.engines.AESLightEngine;
import org.bouncycastle.crypto.engines.BlowfishEngine;
import org.bouncycastle.crypto.engines.CAST5Engine;
import org.bouncycastle.crypto.engines.CAST6Engine;
import org.bouncycastle.crypto.engines.CamelliaEngine;
import org.bouncycastle.crypto.engines.CamelliaLightEngine;
import org.bouncycastle.crypto.engines.DESEngine;
import org.bouncycastle.crypto.engines.DESedeEngine;
import org.bouncycastle.crypto.engines.GOST28147Engine;
import org.bouncycastle.crypto.engines.IDEAEngine;
import org.bouncycastle.crypto.engines.NoekeonEngine;
import org.bouncycastle.crypto.engines.RC2Engine;
import org.bouncycastle.crypto.engines.RC532Engine;
import org.bouncycastle.crypto.engines.RC564Engine;
import org.bouncycastle.crypto.engines.RC6Engine;
import org.bouncycastle.crypto.engines.RijndaelEngine;
import org.bouncycastle.crypto.engines.SEEDEngine;
import org.bouncycastle.crypto.engines.SM4Engine;
import org.bouncycastle.crypto.engines.SerpentEngine;
import org.bouncycastle.crypto.engines.Shacal2Engine;
import org.bouncycastle.crypto.engines.SkipjackEngine;
import org.bouncycastle.crypto.engines.TEAEngine;
import org.bouncycastle.crypto.engines.ThreefishEngine;
import org.bouncycastle.crypto.engines.TwofishEngine;
import org.bouncycastle.crypto.engines.XTEAEngine;
import org.bouncycastle.crypto.params.KeyParameter;
import org.bouncycastle.crypto.params.ParametersWithIV;
import org.bouncycastle.crypto.params.ParametersWithSBox;
import org.bouncycastle.crypto.params.RC5Parameters;
import org.bouncycastle.crypto.params.TweakableBlockCipherParameters;

import pearl.testcase.Catalogue;
import pearl.testcase.Inputs;
import pearl.testcase.TestCase;
import pearl.util.Hex;

/**
 * The block ciphers: PEARL's (AES to Twofish), then the others of this Bouncy Castle. Key sizes:
 * 128 bits where the cipher takes them, its own size otherwise (DES 64, Skipjack 80, Threefish its
 * block size); DESede a two-key (128-bit) key; RC2 128 effective bits; RC5-32 with BC's default
 * 12 rounds, RC5-64 with 16. Each row is a class of its own, so that a suite without it carries
 * none of its engine: a new cipher is one more class and its line in {@link #rows}.
 */
public final class BlockCiphers {

    private static final String ZERO_64 = "0000000000000000";
    private static final String ZERO_128 = "00000000000000000000000000000000";
    private static final String NOW_IS_THE_TIME = "4e6f77206973207468652074696d6520666f7220616c6c20";
    private static final String FIPS197 = "FIPS-197 appendix C.1";
    private static final String AES_KEY = "000102030405060708090a0b0c0d0e0f";
    private static final String AES_IN = "00112233445566778899aabbccddeeff";
    private static final String AES_OUT = "69c4e0d86a7b0430d8cdb78070b4c55a";

    /** RC5-64 takes its rounds with the key: Rivest's nominal 16 for 64-bit words. */
    private static final int RC5_64_ROUNDS = 16;

    private BlockCiphers() {
    }

    /** Every row, in the order they run: PEARL's ciphers first. */
    public static TestCaseTable rows() {
        return new TestCaseTable(new Catalogue[] {
            new Aes(), new AesFast(), new AesLight(), new Blowfish(), new Cast5(), new Cast6(), new DESede(),
            new Des(), new Idea(), new Rc2(), new Rc532(), new Rc564(), new Rc6(), new Rijndael(),
            new Serpent(), new Skipjack(), new Twofish(), new Camellia(), new CamelliaLight(), new Seed(),
            new Noekeon(), new Xtea(), new Tea(), new Sm4(), new Shacal2(), new Threefish256(),
            new Threefish512(), new Threefish1024(), new Gost28147(),
        });
    }

    static final class Aes extends BlockCipherRow {
        Aes() {
            super("AES", 128, PEARL_TABLE);
        }

        public TestCase create(int i) {
            return cipher(i, new AESEngine(), new KnownAnswer(FIPS197, AES_KEY, null, AES_IN, AES_OUT));
        }
    }

    static final class AesFast extends BlockCipherRow {
        AesFast() {
            super("AES-Fast", 128, PEARL_TABLE);
        }

        public TestCase create(int i) {
            return cipher(i, new AESFastEngine(), new KnownAnswer(FIPS197, AES_KEY, null, AES_IN, AES_OUT));
        }
    }

    static final class AesLight extends BlockCipherRow {
        AesLight() {
            super("AES-Light", 128, PEARL_TABLE);
        }

        public TestCase create(int i) {
            return cipher(i, new AESLightEngine(), new KnownAnswer(FIPS197, AES_KEY, null, AES_IN, AES_OUT));
        }
    }

    static final class Blowfish extends BlockCipherRow {
        Blowfish() {
            super("Blowfish", 128, PEARL_TABLE);
        }

        public TestCase create(int i) {
            return cipher(i, new BlowfishEngine(), new KnownAnswer(
                    "Schneier, Blowfish test vectors (E. Young), first vector",
                    ZERO_64, null, ZERO_64, "4ef997456198dd78"));
        }
    }

    static final class Cast5 extends BlockCipherRow {
        Cast5() {
            super("CAST5", 128, PEARL_TABLE);
        }

        public TestCase create(int i) {
            return cipher(i, new CAST5Engine(), new KnownAnswer("RFC 2144 appendix B.1, 128-bit key",
                    "0123456712345678234567893456789a", null, "0123456789abcdef", "238b4fe5847e44b2"));
        }
    }

    static final class Cast6 extends BlockCipherRow {
        Cast6() {
            super("CAST6", 128, PEARL_TABLE);
        }

        public TestCase create(int i) {
            return cipher(i, new CAST6Engine(), new KnownAnswer("RFC 2612 appendix A, 128-bit key",
                    "2342bb9efa38542c0af75647f29f615d", null, ZERO_128, "c842a08972b43d20836c91d1b7530f6b"));
        }
    }

    static final class DESede extends BlockCipherRow {
        DESede() {
            super("DESede", 128, PEARL_TABLE);
        }

        public TestCase create(int i) {
            return cipher(i, new DESedeEngine(), new KnownAnswer(
                    "NIST SP 800-67 (2004) appendix B, three-key TDEA example",
                    "0123456789abcdef23456789abcdef01456789abcdef0123", null,
                    "54686520717566636b2062726f776e20666f78206a756d70",
                    "a826fd8ce53b855fcce21c8112256fe668d5c05dd9b6b900"));
        }
    }

    static final class Des extends BlockCipherRow {
        Des() {
            super("DES", 64, PEARL_TABLE);
        }

        public TestCase create(int i) {
            return cipher(i, new DESEngine(), new KnownAnswer("FIPS 81 appendix B, ECB example",
                    "0123456789abcdef", null, NOW_IS_THE_TIME, "3fa40e8a984d48156a271787ab8883f9893d51ec4b563b53"));
        }
    }

    static final class Idea extends BlockCipherRow {
        Idea() {
            super("IDEA", 128, PEARL_TABLE);
        }

        public TestCase create(int i) {
            return cipher(i, new IDEAEngine(), new KnownAnswer("Lai, On the design and security of block ciphers (1992), IDEA test vector",
                    "00010002000300040005000600070008", null, "0000000100020003", "11fbed2b01986de5"));
        }
    }

    static final class Rc2 extends BlockCipherRow {
        Rc2() {
            super("RC2", 128, PEARL_TABLE);
        }

        public TestCase create(int i) {
            return cipher(i, new RC2Engine(), new KnownAnswer("RFC 2268 section 5, 128-bit key, 128 effective bits",
                    "88bca90e90875a7f0f79c384627bafb2", null, ZERO_64, "2269552ab0f85ca6"));
        }
    }

    static final class Rc532 extends BlockCipherRow {
        Rc532() {
            super("RC5-32", 128, PEARL_TABLE);
        }

        public TestCase create(int i) {
            return cipher(i, new RC532Engine(), new KnownAnswer("RFC 2040 section 9, RC5-CBC 16-byte key, 12 rounds",
                    new ParametersWithIV(new RC5Parameters(Hex.decode("01020304050607081020304050607080"), 12),
                    Hex.decode("0102030405060708")), "1020304050607080", "294ddb46b3278d60"));
        }
    }

    static final class Rc564 extends BlockCipherRow {
        Rc564() {
            super("RC5-64", 128, PEARL_TABLE);
        }

        public TestCase create(int i) {
            return cipher(i, new RC564Engine(), new RC5Parameters(Inputs.key(128), RC5_64_ROUNDS),
                    new KnownAnswer("RC5-64/0 CBC vector of Bouncy Castle's RC5Test (zero key, zero rounds)",
                    new ParametersWithIV(new RC5Parameters(Hex.decode("00"), 0), Hex.decode(ZERO_128)),
                    ZERO_128, "9f09b98d3f6062d9d4d59973d00e0e63"));
        }
    }

    static final class Rc6 extends BlockCipherRow {
        Rc6() {
            super("RC6", 128, PEARL_TABLE);
        }

        public TestCase create(int i) {
            return cipher(i, new RC6Engine(), new KnownAnswer("Rivest et al., The RC6 block cipher (1998), appendix test vectors",
                    ZERO_128, null, ZERO_128, "8fc3a53656b1f778c129df4e9848a41e"));
        }
    }

    static final class Rijndael extends BlockCipherRow {
        Rijndael() {
            super("Rijndael", 128, PEARL_TABLE);
        }

        public TestCase create(int i) {
            return cipher(i, new RijndaelEngine(128), new KnownAnswer(FIPS197, AES_KEY, null, AES_IN, AES_OUT));
        }
    }

    static final class Serpent extends BlockCipherRow {
        Serpent() {
            super("Serpent", 128, PEARL_TABLE);
        }

        public TestCase create(int i) {
            return cipher(i, new SerpentEngine(), new KnownAnswer("Serpent AES submission KAT as in Bouncy Castle's SerpentTest",
                    ZERO_128, null, "80000000000000000000000000000000", "10b5ffb720b8cb9002a1142b0ba2e94a"));
        }
    }

    static final class Skipjack extends BlockCipherRow {
        Skipjack() {
            super("Skipjack", 80, PEARL_TABLE);
        }

        public TestCase create(int i) {
            return cipher(i, new SkipjackEngine(), new KnownAnswer("NIST, SKIPJACK and KEA algorithm specifications (1998), test vector",
                    "00998877665544332211", null, "33221100ddccbbaa", "2587cae27a12d300"));
        }
    }

    static final class Twofish extends BlockCipherRow {
        Twofish() {
            super("Twofish", 128, PEARL_TABLE);
        }

        public TestCase create(int i) {
            return cipher(i, new TwofishEngine(), new KnownAnswer("Schneier et al., Twofish (1998), 128-bit test I=1",
                    ZERO_128, null, ZERO_128, "9f589f5cf6122c32b6bfec2f2ae8c35a"));
        }
    }

    static final class Camellia extends BlockCipherRow {
        Camellia() {
            super("Camellia", 128, OTHER);
        }

        public TestCase create(int i) {
            return cipher(i, new CamelliaEngine(), new KnownAnswer("RFC 3713 appendix A, 128-bit key",
                    "0123456789abcdeffedcba9876543210", null, "0123456789abcdeffedcba9876543210",
                    "67673138549669730857065648eabe43"));
        }
    }

    static final class CamelliaLight extends BlockCipherRow {
        CamelliaLight() {
            super("Camellia-Light", 128, OTHER);
        }

        public TestCase create(int i) {
            return cipher(i, new CamelliaLightEngine(), new KnownAnswer("RFC 3713 appendix A, 128-bit key",
                    "0123456789abcdeffedcba9876543210", null, "0123456789abcdeffedcba9876543210",
                    "67673138549669730857065648eabe43"));
        }
    }

    static final class Seed extends BlockCipherRow {
        Seed() {
            super("SEED", 128, OTHER);
        }

        public TestCase create(int i) {
            return cipher(i, new SEEDEngine(), new KnownAnswer("RFC 4269 appendix B, first example",
                    ZERO_128, null, "000102030405060708090a0b0c0d0e0f", "5ebac6e0054e166819aff1cc6d346cdb"));
        }
    }

    static final class Noekeon extends BlockCipherRow {
        Noekeon() {
            super("Noekeon", 128, OTHER);
        }

        public TestCase create(int i) {
            return cipher(i, new NoekeonEngine(), new KnownAnswer("Daemen et al., Nessie proposal NOEKEON (2000), test vectors",
                    ZERO_128, null, ZERO_128, "b1656851699e29fa24b70148503d2dfc"));
        }
    }

    static final class Xtea extends BlockCipherRow {
        Xtea() {
            super("XTEA", 128, OTHER);
        }

        public TestCase create(int i) {
            return cipher(i, new XTEAEngine(), new KnownAnswer("XTEA vector of Bouncy Castle's XTEATest (zero key and block)",
                    ZERO_128, null, ZERO_64, "dee9d4d8f7131ed9"));
        }
    }

    static final class Tea extends BlockCipherRow {
        Tea() {
            super("TEA", 128, OTHER);
        }

        public TestCase create(int i) {
            return cipher(i, new TEAEngine(), new KnownAnswer("TEA vector of Bouncy Castle's TEATest (zero key and block)",
                    ZERO_128, null, ZERO_64, "41ea3a0a94baa940"));
        }
    }

    static final class Sm4 extends BlockCipherRow {
        Sm4() {
            super("SM4", 128, OTHER);
        }

        public TestCase create(int i) {
            return cipher(i, new SM4Engine(), new KnownAnswer("GB/T 32907-2016 appendix A, example 1",
                    "0123456789abcdeffedcba9876543210", null, "0123456789abcdeffedcba9876543210",
                    "681edf34d206965e86b3e94f536e4246"));
        }
    }

    static final class Shacal2 extends BlockCipherRow {
        Shacal2() {
            super("Shacal2", 128, OTHER);
        }

        public TestCase create(int i) {
            return cipher(i, new Shacal2Engine(), new KnownAnswer("NESSIE SHACAL-2 test vectors, set 8 vector 0",
                    "000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f"
                            + "202122232425262728292a2b2c2d2e2f303132333435363738393a3b3c3d3e3f", null,
                    "98bcc10405ab0bfc686bececaad01ac19b452511bceb9cb094f905c51ca45430",
                    "00112233445566778899aabbccddeeff102132435465768798a9bacbdcedfe0f"));
        }
    }

    static final class Threefish256 extends BlockCipherRow {
        Threefish256() {
            super("Threefish-256", 256, OTHER);
        }

        public TestCase create(int i) {
            return cipher(i, new ThreefishEngine(ThreefishEngine.BLOCKSIZE_256), threefish(32,
                    "84da2a1f8beaee947066ae3e3103f1ad536db1f4a1192495116b9f3ce6133fd8"));
        }
    }

    static final class Threefish512 extends BlockCipherRow {
        Threefish512() {
            super("Threefish-512", 512, OTHER);
        }

        public TestCase create(int i) {
            return cipher(i, new ThreefishEngine(ThreefishEngine.BLOCKSIZE_512), threefish(64,
                    "b1a2bbc6ef6025bc40eb3822161f36e375d1bb0aee3186fbd19e47c5d479947b"
                            + "7bc2f8586e35f0cff7e7f03084b0b7b1f1ab3961a580a3e97eb41ea14a6d7bbe"));
        }
    }

    static final class Threefish1024 extends BlockCipherRow {
        Threefish1024() {
            super("Threefish-1024", 1024, OTHER);
        }

        public TestCase create(int i) {
            return cipher(i, new ThreefishEngine(ThreefishEngine.BLOCKSIZE_1024), threefish(128,
                    "f05c3d0a3d05b304f785ddc7d1e036015c8aa76e2f217b06c6e1544c0bc1a90d"
                            + "f0accb9473c24e0fd54fea68057f43329cb454761d6df5cf7b2e9b3614fbd5a2"
                            + "0b2e4760b40603540d82eabc5482c171c832afbe68406bc39500367a592943fa"
                            + "9a5b4a43286ca3c4cf46104b443143d560a4b230488311df4feef7e1dfe8391e"));
        }
    }

    private static KnownAnswer threefish(int blockBytes, String output) {
        return new KnownAnswer("Skein 1.3 skein_golden_kat_internals.txt, zero key and tweak",
                new TweakableBlockCipherParameters(new KeyParameter(new byte[blockBytes]), new byte[16]),
                Hex.encode(new byte[blockBytes], 0, blockBytes), output);
    }

    /**
     * GOST 28147-89, timed with the S-box its vector is published with: that of GOST R 34.12-2015
     * (RFC 8891's Magma, id-tc26-gost-28147-param-Z), which this Bouncy Castle does not carry. The
     * S-box is a table like any other: it changes no work.
     */
    static final class Gost28147 extends BlockCipherRow {
        /** RFC 8891's substitutions Pi'0 to Pi'7, a row of 16 each, as Bouncy Castle lays out an S-box. */
        private static final byte[] PARAM_Z = {
            12, 4, 6, 2, 10, 5, 11, 9, 14, 8, 13, 7, 0, 3, 15, 1,
            6, 8, 2, 3, 9, 10, 5, 12, 1, 14, 4, 7, 11, 13, 0, 15,
            11, 3, 5, 8, 2, 15, 10, 13, 14, 1, 7, 4, 12, 9, 6, 0,
            12, 8, 2, 1, 13, 4, 15, 6, 7, 0, 10, 5, 3, 14, 9, 11,
            7, 15, 5, 10, 8, 1, 6, 13, 0, 9, 3, 14, 11, 4, 2, 12,
            5, 13, 15, 6, 9, 2, 12, 10, 11, 7, 8, 1, 4, 3, 14, 0,
            8, 14, 2, 5, 6, 9, 1, 12, 15, 4, 11, 0, 13, 10, 3, 7,
            1, 7, 14, 13, 0, 5, 8, 3, 4, 15, 10, 6, 9, 12, 11, 2,
        };

        Gost28147() {
            super("GOST28147", 256, OTHER);
        }

        /**
         * RFC 8891 writes key words and blocks most significant byte first, Bouncy Castle reads
         * them as little-endian words: the key below is RFC 8891's with each 32-bit word's bytes
         * reversed, and the block and its ciphertext are reversed whole.
         */
        public TestCase create(int i) {
            return cipher(i, new GOST28147Engine(), new ParametersWithSBox(new KeyParameter(Inputs.key(256)), PARAM_Z),
                    new KnownAnswer("RFC 8891 test example of encryption (Magma: GOST 28147-89 in GOST R 34.12-2015), in the byte order Bouncy Castle reads",
                    new ParametersWithSBox(new KeyParameter(Hex.decode(
                            "ccddeeff8899aabb4455667700112233f3f2f1f0f7f6f5f4fbfaf9f8fffefdfc")), PARAM_Z),
                    "1032547698badcfe", "3dcad8c2e501e94e"));
        }
    }
}
