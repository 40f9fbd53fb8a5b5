package pearl.collector;

import java.util.Vector;

import org.bouncycastle.crypto.BlockCipher;
import org.bouncycastle.crypto.CipherParameters;
import org.bouncycastle.crypto.Digest;
import org.bouncycastle.crypto.StreamCipher;
import org.bouncycastle.crypto.digests.Blake2bDigest;
import org.bouncycastle.crypto.digests.KeccakDigest;
import org.bouncycastle.crypto.digests.MD2Digest;
import org.bouncycastle.crypto.digests.MD4Digest;
import org.bouncycastle.crypto.digests.MD5Digest;
import org.bouncycastle.crypto.digests.RIPEMD128Digest;
import org.bouncycastle.crypto.digests.RIPEMD160Digest;
import org.bouncycastle.crypto.digests.RIPEMD256Digest;
import org.bouncycastle.crypto.digests.RIPEMD320Digest;
import org.bouncycastle.crypto.digests.SHA1Digest;
import org.bouncycastle.crypto.digests.SHA224Digest;
import org.bouncycastle.crypto.digests.SHA256Digest;
import org.bouncycastle.crypto.digests.SHA384Digest;
import org.bouncycastle.crypto.digests.SHA3Digest;
import org.bouncycastle.crypto.digests.SHA512Digest;
import org.bouncycastle.crypto.digests.SHA512tDigest;
import org.bouncycastle.crypto.digests.SHAKEDigest;
import org.bouncycastle.crypto.digests.SM3Digest;
import org.bouncycastle.crypto.digests.SkeinDigest;
import org.bouncycastle.crypto.digests.TigerDigest;
import org.bouncycastle.crypto.digests.WhirlpoolDigest;
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
import org.bouncycastle.crypto.engines.Grain128Engine;
import org.bouncycastle.crypto.engines.Grainv1Engine;
import org.bouncycastle.crypto.engines.HC128Engine;
import org.bouncycastle.crypto.engines.HC256Engine;
import org.bouncycastle.crypto.engines.IDEAEngine;
import org.bouncycastle.crypto.engines.ISAACEngine;
import org.bouncycastle.crypto.engines.NoekeonEngine;
import org.bouncycastle.crypto.engines.RC2Engine;
import org.bouncycastle.crypto.engines.RC4Engine;
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
import org.bouncycastle.crypto.engines.VMPCEngine;
import org.bouncycastle.crypto.engines.VMPCKSA3Engine;
import org.bouncycastle.crypto.engines.XTEAEngine;
import org.bouncycastle.crypto.macs.HMac;
import org.bouncycastle.crypto.params.KeyParameter;
import org.bouncycastle.crypto.params.ParametersWithIV;
import org.bouncycastle.crypto.params.RC5Parameters;
import org.bouncycastle.crypto.params.TweakableBlockCipherParameters;

/**
 * Every test case the collector knows, as one static table: a row is an algorithm, its key size
 * and its published known-answer vector (with where it is published). Each block cipher row
 * becomes eight test cases (ECB, CBC, CFB-64, OFB-64; encryption and decryption), each stream
 * cipher row two; the test cases of one row share one engine, as they never run at once.
 */
public final class Suite {

    private static final String ZERO_64 = "0000000000000000";
    private static final String ZERO_128 = "00000000000000000000000000000000";
    private static final String ABC = "616263";
    private static final String HI_THERE = "4869205468657265";
    private static final String KEY_0B_20 = "0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b";
    private static final String NOW_IS_THE_TIME = "4e6f77206973207468652074696d6520666f7220616c6c20";
    private static final String FIPS197 = "FIPS-197 appendix C.1";
    private static final String AES_KEY = "000102030405060708090a0b0c0d0e0f";
    private static final String AES_IN = "00112233445566778899aabbccddeeff";
    private static final String AES_OUT = "69c4e0d86a7b0430d8cdb78070b4c55a";

    /** RC5-64 takes its rounds with the key: Rivest's nominal 16 for 64-bit words. */
    private static final int RC5_64_ROUNDS = 16;

    private static final String[] MODES = {
        BlockCipherTestCase.ECB, BlockCipherTestCase.CBC, BlockCipherTestCase.CFB, BlockCipherTestCase.OFB,
    };

    private Suite() {
    }

    /** A fresh instance of every test case, in the order they run. */
    public static TestCase[] all() {
        Vector all = new Vector();
        symmetric(all);
        hashes(all);
        TestCase[] publicKey = PublicKeySuite.all();
        for (int i = 0; i < publicKey.length; i++) {
            all.addElement(publicKey[i]);
        }
        TestCase[] array = new TestCase[all.size()];
        all.copyInto(array);
        return array;
    }

    /** SCSymmetric: PEARL's block ciphers and RC4, then the others of this Bouncy Castle. */
    private static void symmetric(Vector all) {
        block(all, "AES", new AESEngine(), 128, new KnownAnswer(FIPS197, AES_KEY, null, AES_IN, AES_OUT));
        block(all, "AES-Fast", new AESFastEngine(), 128, new KnownAnswer(FIPS197, AES_KEY, null, AES_IN, AES_OUT));
        block(all, "AES-Light", new AESLightEngine(), 128, new KnownAnswer(FIPS197, AES_KEY, null, AES_IN, AES_OUT));
        block(all, "Blowfish", new BlowfishEngine(), 128, new KnownAnswer(
                "Schneier, Blowfish test vectors (E. Young), first vector",
                ZERO_64, null, ZERO_64, "4ef997456198dd78"));
        block(all, "CAST5", new CAST5Engine(), 128, new KnownAnswer("RFC 2144 appendix B.1, 128-bit key",
                "0123456712345678234567893456789a", null, "0123456789abcdef", "238b4fe5847e44b2"));
        block(all, "CAST6", new CAST6Engine(), 128, new KnownAnswer("RFC 2612 appendix A, 128-bit key",
                "2342bb9efa38542c0af75647f29f615d", null, ZERO_128, "c842a08972b43d20836c91d1b7530f6b"));
        block(all, "DESede", new DESedeEngine(), 128, new KnownAnswer(
                "NIST SP 800-67 (2004) appendix B, three-key TDEA example",
                "0123456789abcdef23456789abcdef01456789abcdef0123", null,
                "54686520717566636b2062726f776e20666f78206a756d70",
                "a826fd8ce53b855fcce21c8112256fe668d5c05dd9b6b900"));
        block(all, "DES", new DESEngine(), 64, new KnownAnswer("FIPS 81 appendix B, ECB example",
                "0123456789abcdef", null, NOW_IS_THE_TIME, "3fa40e8a984d48156a271787ab8883f9893d51ec4b563b53"));
        block(all, "IDEA", new IDEAEngine(), 128, new KnownAnswer("Lai, On the design and security of block ciphers (1992), IDEA test vector",
                "00010002000300040005000600070008", null, "0000000100020003", "11fbed2b01986de5"));
        block(all, "RC2", new RC2Engine(), 128, new KnownAnswer("RFC 2268 section 5, 128-bit key, 128 effective bits",
                "88bca90e90875a7f0f79c384627bafb2", null, ZERO_64, "2269552ab0f85ca6"));
        block(all, "RC5-32", new RC532Engine(), 128, new KnownAnswer("RFC 2040 section 9, RC5-CBC 16-byte key, 12 rounds",
                new ParametersWithIV(new RC5Parameters(Hex.decode("01020304050607081020304050607080"), 12),
                        Hex.decode("0102030405060708")), "1020304050607080", "294ddb46b3278d60"));
        block(all, "RC5-64", new RC564Engine(), 128, new RC5Parameters(Inputs.key(128), RC5_64_ROUNDS), new KnownAnswer("RC5-64/0 CBC vector of Bouncy Castle's RC5Test (zero key, zero rounds)",
                new ParametersWithIV(new RC5Parameters(Hex.decode("00"), 0), Hex.decode(ZERO_128)),
                ZERO_128, "9f09b98d3f6062d9d4d59973d00e0e63"));
        block(all, "RC6", new RC6Engine(), 128, new KnownAnswer("Rivest et al., The RC6 block cipher (1998), appendix test vectors",
                ZERO_128, null, ZERO_128, "8fc3a53656b1f778c129df4e9848a41e"));
        block(all, "Rijndael", new RijndaelEngine(128), 128, new KnownAnswer(FIPS197, AES_KEY, null, AES_IN, AES_OUT));
        block(all, "Serpent", new SerpentEngine(), 128, new KnownAnswer("Serpent AES submission KAT as in Bouncy Castle's SerpentTest",
                ZERO_128, null, "80000000000000000000000000000000", "10b5ffb720b8cb9002a1142b0ba2e94a"));
        block(all, "Skipjack", new SkipjackEngine(), 80, new KnownAnswer("NIST, SKIPJACK and KEA algorithm specifications (1998), test vector",
                "00998877665544332211", null, "33221100ddccbbaa", "2587cae27a12d300"));
        block(all, "Twofish", new TwofishEngine(), 128, new KnownAnswer("Schneier et al., Twofish (1998), 128-bit test I=1",
                ZERO_128, null, ZERO_128, "9f589f5cf6122c32b6bfec2f2ae8c35a"));
        block(all, "Camellia", new CamelliaEngine(), 128, new KnownAnswer("RFC 3713 appendix A, 128-bit key",
                "0123456789abcdeffedcba9876543210", null, "0123456789abcdeffedcba9876543210",
                "67673138549669730857065648eabe43"));
        block(all, "Camellia-Light", new CamelliaLightEngine(), 128, new KnownAnswer("RFC 3713 appendix A, 128-bit key",
                "0123456789abcdeffedcba9876543210", null, "0123456789abcdeffedcba9876543210",
                "67673138549669730857065648eabe43"));
        block(all, "SEED", new SEEDEngine(), 128, new KnownAnswer("RFC 4269 appendix B, first example",
                ZERO_128, null, "000102030405060708090a0b0c0d0e0f", "5ebac6e0054e166819aff1cc6d346cdb"));
        block(all, "Noekeon", new NoekeonEngine(), 128, new KnownAnswer("Daemen et al., Nessie proposal NOEKEON (2000), test vectors",
                ZERO_128, null, ZERO_128, "b1656851699e29fa24b70148503d2dfc"));
        block(all, "XTEA", new XTEAEngine(), 128, new KnownAnswer("XTEA vector of Bouncy Castle's XTEATest (zero key and block)",
                ZERO_128, null, ZERO_64, "dee9d4d8f7131ed9"));
        block(all, "TEA", new TEAEngine(), 128, new KnownAnswer("TEA vector of Bouncy Castle's TEATest (zero key and block)",
                ZERO_128, null, ZERO_64, "41ea3a0a94baa940"));
        block(all, "SM4", new SM4Engine(), 128, new KnownAnswer("GB/T 32907-2016 appendix A, example 1",
                "0123456789abcdeffedcba9876543210", null, "0123456789abcdeffedcba9876543210",
                "681edf34d206965e86b3e94f536e4246"));
        block(all, "Shacal2", new Shacal2Engine(), 128, new KnownAnswer("NESSIE SHACAL-2 test vectors, set 8 vector 0",
                "000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f"
                        + "202122232425262728292a2b2c2d2e2f303132333435363738393a3b3c3d3e3f", null,
                "98bcc10405ab0bfc686bececaad01ac19b452511bceb9cb094f905c51ca45430",
                "00112233445566778899aabbccddeeff102132435465768798a9bacbdcedfe0f"));
        block(all, "Threefish-256", new ThreefishEngine(ThreefishEngine.BLOCKSIZE_256), 256, threefish(32,
                "84da2a1f8beaee947066ae3e3103f1ad536db1f4a1192495116b9f3ce6133fd8"));
        block(all, "Threefish-512", new ThreefishEngine(ThreefishEngine.BLOCKSIZE_512), 512, threefish(64,
                "b1a2bbc6ef6025bc40eb3822161f36e375d1bb0aee3186fbd19e47c5d479947b"
                        + "7bc2f8586e35f0cff7e7f03084b0b7b1f1ab3961a580a3e97eb41ea14a6d7bbe"));
        block(all, "Threefish-1024", new ThreefishEngine(ThreefishEngine.BLOCKSIZE_1024), 1024, threefish(128,
                "f05c3d0a3d05b304f785ddc7d1e036015c8aa76e2f217b06c6e1544c0bc1a90d"
                        + "f0accb9473c24e0fd54fea68057f43329cb454761d6df5cf7b2e9b3614fbd5a2"
                        + "0b2e4760b40603540d82eabc5482c171c832afbe68406bc39500367a592943fa"
                        + "9a5b4a43286ca3c4cf46104b443143d560a4b230488311df4feef7e1dfe8391e"));

        stream(all, new RC4Engine(), 128, 0, new KnownAnswer("RC4 test vectors posted with the 1994 source (key 0123456789abcdef)",
                "0123456789abcdef", null, "0123456789abcdef", "75b7878099e0c596"));
        stream(all, new HC128Engine(), 128, 128, new KnownAnswer("eSTREAM HC-128 verified test vectors, set 2 vector 0",
                ZERO_128, ZERO_128, ZERO_128 + ZERO_128, "82001573a003fd3b7fd72ffb0eaf63aac62f12deb629dca72785a66268ec758b"));
        stream(all, new HC256Engine(), 256, 256, new KnownAnswer("eSTREAM HC-256 verified test vectors, set 2 vector 0",
                ZERO_128, ZERO_128, ZERO_128 + ZERO_128, "5b078985d8f6f30d42c5c02fa6b6795153f06534801f89f24e74248b720b4818"));
        stream(all, new Grainv1Engine(), 80, 64, new KnownAnswer("Hell, Johansson, Meier: Grain v1 specification, test vector 2",
                "0123456789abcdef1234", "0123456789abcdef", "00000000000000000000", "7f362bd3f7abae203664"));
        stream(all, new Grain128Engine(), 128, 96, new KnownAnswer("Hell et al.: Grain-128 (2006), test vector 2",
                "0123456789abcdef123456789abcdef0", "0123456789abcdef12345678", ZERO_128,
                "afb5babfa8de896b4b9c6acaf7c4fbfd"));
        stream(all, new ISAACEngine(), 128, 0, new KnownAnswer("Jenkins, ISAAC reference output randvect.txt (zero seed), as in Bouncy Castle's ISAACTest",
                "00000000", null, ZERO_128 + ZERO_128, "f650e4c8e448e96d98db2fb4f5fad54f433f1afbedec154ad837048746ca4f9a"));
        stream(all, new VMPCEngine(), 128, 128, new KnownAnswer("Zoltak, VMPC one-way function and stream cipher (FSE 2004), test vector bytes 0-3",
                "9661410ab797d8a9eb767c21172df6c7", "4b5c2f003e67f39557a8d26f3da2b155", "00000000", "a82479f5"));
        stream(all, new VMPCKSA3Engine(), 128, 128, new KnownAnswer("Zoltak, VMPC-KSA3 key scheduling (2004), test vector bytes 0-3",
                "9661410ab797d8a9eb767c21172df6c7", "4b5c2f003e67f39557a8d26f3da2b155", "00000000", "b6ebaefe"));
    }

    /** SCHash: PEARL's hashes, the others of this Bouncy Castle, and HMAC. */
    private static void hashes(Vector all) {
        hash(all, new MD2Digest(), "RFC 1319 appendix A.5", ABC, "da853b0d3f88d99b30283a69e6ded6bb");
        hash(all, new MD4Digest(), "RFC 1320 appendix A.5", ABC, "a448017aaf21d8525fc10ae87aa6729d");
        hash(all, new MD5Digest(), "RFC 1321 appendix A.5", ABC, "900150983cd24fb0d6963f7d28e17f72");
        hash(all, new RIPEMD128Digest(), "Dobbertin, Bosselaers, Preneel: RIPEMD-160 page, RIPEMD-128 test", ABC,
                "c14a12199c66e4ba84636b0f69144c77");
        hash(all, new RIPEMD160Digest(), "Dobbertin, Bosselaers, Preneel: RIPEMD-160 page, test vectors", ABC,
                "8eb208f7e05d987a9b044a8e98c6b087f15a0bfc");
        hash(all, new RIPEMD256Digest(), "RIPEMD-160 page, RIPEMD-256 test vectors", ABC,
                "afbd6e228b9d8cbbcef5ca2d03e6dba10ac0bc7dcbe4680e1e42d2e975459b65");
        hash(all, new RIPEMD320Digest(), "RIPEMD-160 page, RIPEMD-320 test vectors", ABC,
                "de4c01b3054f8930a79d09ae738e92301e5a17085beffdc1b8d116713e74f82fa942d64cdbc4682d");
        hash(all, new SHA1Digest(), "FIPS 180-2 appendix A.1", ABC, "a9993e364706816aba3e25717850c26c9cd0d89d");
        hash(all, new SHA224Digest(), "FIPS 180-2 change notice 1, SHA-224 example", ABC,
                "23097d223405d8228642a477bda255b32aadbce4bda0b3f7e36c9da7");
        hash(all, new SHA256Digest(), "FIPS 180-2 appendix B.1", ABC,
                "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
        hash(all, new SHA384Digest(), "FIPS 180-2 appendix D.1", ABC,
                "cb00753f45a35e8bb5a03d699ac65007272c32ab0eded1631a8b605a43ff5bed8086072ba1e7cc2358baeca134c825a7");
        hash(all, new SHA512Digest(), "FIPS 180-2 appendix C.1", ABC,
                "ddaf35a193617abacc417349ae20413112e6fa4e89a97ea20a9eeee64b55d39a"
                        + "2192992a274fc1a836ba3c23a3feebbd454d4423643ce80e2a9ac94fa54ca49f");
        hash(all, new SHA512tDigest(224), "NIST SHA-512/224 example (FIPS 180-4 examples)", ABC,
                "4634270f707b6a54daae7530460842e20e37ed265ceee9a43e8924aa");
        hash(all, new SHA512tDigest(256), "NIST SHA-512/256 example (FIPS 180-4 examples)", ABC,
                "53048e2681941ef99b2e29b76b4c7dabe4c2d0c634fc6d46e0e2f13107e7af23");
        hash(all, new TigerDigest(), "Anderson, Biham: Tiger test results", ABC,
                "2aab1484e8c158f2bfb8c5ff41b57a525129131c957b5f93");
        hash(all, new WhirlpoolDigest(), "ISO/IEC 10118-3 / NESSIE Whirlpool test vectors", ABC,
                "4e2448a4c6f486bb16b6562c73b4020bf3043e3a731bce721ae1b303d97e6d4c"
                        + "7181eebdb6c57e277d0e34957114cbd6c797fc9d95d8b582d225292076d4eef5");
        hash(all, new SM3Digest(), "GB/T 32905-2016 appendix A, example 1", ABC,
                "66c7f0f462eeedd9d1f2d46bdc10e4e24167c4875cf2f7a2297da02b8f4ba8e0");
        hash(all, new SHA3Digest(224), "FIPS 202 examples (NIST), SHA3-224", ABC,
                "e642824c3f8cf24ad09234ee7d3c766fc9a3a5168d0c94ad73b46fdf");
        hash(all, new SHA3Digest(256), "FIPS 202 examples (NIST), SHA3-256", ABC,
                "3a985da74fe225b2045c172d6bd390bd855f086e3e9d525b46bfe24511431532");
        hash(all, new SHA3Digest(384), "FIPS 202 examples (NIST), SHA3-384", ABC,
                "ec01498288516fc926459f58e2c6ad8df9b473cb0fc08c2596da7cf0e49be4b2"
                        + "98d88cea927ac7f539f1edf228376d25");
        hash(all, new SHA3Digest(512), "FIPS 202 examples (NIST), SHA3-512", ABC,
                "b751850b1a57168a5693cd924b6b096e08f621827444f70d884f5d0240d2712e"
                        + "10e116e9192af3c91a7ec57647e3934057340b4cf408d5a56592f8274eec53f0");
        hash(all, new KeccakDigest(256), "Keccak team, Keccak-256 of the empty message", "",
                "c5d2460186f7233c927e7db2dcc703c0e500b653ca82273b7bfad8045d85a470");
        hash(all, new SHAKEDigest(128), "FIPS 202 examples (NIST), SHAKE128 of the empty message, first 128 bits", "",
                "7f9c2ba4e88f827d616045507605853e");
        hash(all, new SHAKEDigest(256), "FIPS 202 examples (NIST), SHAKE256 of the empty message, first 256 bits", "",
                "46b9dd2b0ba88d13233b3feb743eeb243fcd52ea62b81b82b50c27646ed5762f");
        hash(all, new Blake2bDigest(), "RFC 7693 appendix A, BLAKE2b-512", ABC,
                "ba80a53f981c4d0d6a2797b69f12f6e94c212f14685ac4b74b12bb6fdbffa2d1"
                        + "7d87c5392aab792dc252d5de4533cc9518d38aa8dbf1925ab92386edd4009923");
        hash(all, new SkeinDigest(SkeinDigest.SKEIN_256, 256), "Skein 1.3 skein_golden_kat.txt, Skein-256-256, one byte", "fb",
                "088eb23cc2bccfb8171aa64e966d4af937325167dfcd170700ffd21f8a4cbdac");
        hash(all, new SkeinDigest(SkeinDigest.SKEIN_512, 512), "Skein 1.3 skein_golden_kat.txt, Skein-512-512, one byte", "fb",
                "c49e03d50b4b2cc46bd3b7ef7014c8a45b016399fd1714467b7596c86de98240"
                        + "e35bf7f9772b7d65465cd4cffab14e6bc154c54fc67b8bc340abf08eff572b9e");

        all.addElement(new MacTestCase("HMAC/MD5", new HMac(new MD5Digest()), 128, new KnownAnswer(
                "RFC 2104 appendix, first test", "0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b", null, HI_THERE,
                "9294727a3638bb1c13f48ef8158bfc9d")));
        all.addElement(new MacTestCase("HMAC/SHA-1", new HMac(new SHA1Digest()), 160, new KnownAnswer(
                "RFC 2202 section 3, test case 1", KEY_0B_20, null, HI_THERE, "b617318655057264e28bc0b6fb378c8ef146be00")));
        all.addElement(new MacTestCase("HMAC/SHA-256", new HMac(new SHA256Digest()), 256, new KnownAnswer(
                "RFC 4231 section 4.2, test case 1", KEY_0B_20, null, HI_THERE,
                "b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7")));
        all.addElement(new MacTestCase("HMAC/SHA-512", new HMac(new SHA512Digest()), 512, new KnownAnswer(
                "RFC 4231 section 4.2, test case 1", KEY_0B_20, null, HI_THERE,
                "87aa7cdea5ef619d4ff0b4241a1d6cb02379f4e2ce4ec2787ad0b30545e17cde"
                        + "daa833b7d6b8a702038b274eaea3f4e4be9d914eeb61f1702e696c203a126854")));
    }

    private static KnownAnswer threefish(int blockBytes, String output) {
        return new KnownAnswer("Skein 1.3 skein_golden_kat_internals.txt, zero key and tweak",
                new TweakableBlockCipherParameters(new KeyParameter(new byte[blockBytes]), new byte[16]),
                Hex.encode(new byte[blockBytes], 0, blockBytes), output);
    }

    private static void block(Vector all, String name, BlockCipher engine, int keyBits, KnownAnswer answer) {
        block(all, name, engine, keyBits, new KeyParameter(Inputs.key(keyBits)), answer);
    }

    private static void block(Vector all, String name, BlockCipher engine, int keyBits, CipherParameters key,
                              KnownAnswer answer) {
        for (int m = 0; m < MODES.length; m++) {
            all.addElement(new BlockCipherTestCase(name, engine, MODES[m], keyBits, key, true, answer));
            all.addElement(new BlockCipherTestCase(name, engine, MODES[m], keyBits, key, false, answer));
        }
    }

    private static void stream(Vector all, StreamCipher cipher, int keyBits, int ivBits, KnownAnswer answer) {
        all.addElement(new StreamCipherTestCase(cipher, keyBits, ivBits, true, answer));
        all.addElement(new StreamCipherTestCase(cipher, keyBits, ivBits, false, answer));
    }

    private static void hash(Vector all, Digest digest, String source, String message,
                             String output) {
        all.addElement(new DigestTestCase(digest, new KnownAnswer(source, null, null, message, output)));
    }
}
