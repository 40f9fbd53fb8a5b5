package pearl.publickey;

import org.bouncycastle.crypto.AsymmetricCipherKeyPair;
import org.bouncycastle.crypto.agreement.ECDHBasicAgreement;

import pearl.testcase.Operation;

/**
 * Elliptic-curve Diffie-Hellman: the shared secret from the fixed private key and a peer's public
 * key (generated once). The results are a time per agreement.
 */
public final class AgreementTestCase extends PublicKeyTestCase {

    private final String algorithm;
    private final KeyMaker keys;
    private final ECDHBasicAgreement agreement = new ECDHBasicAgreement();
    private AsymmetricCipherKeyPair peer;

    AgreementTestCase(String algorithm, KeyMaker keys) {
        this.algorithm = algorithm;
        this.keys = keys;
    }

    public String algorithm() {
        return algorithm;
    }

    public String operation() {
        return Operation.AGREE;
    }

    public int keyBits() {
        return keys.bits;
    }

    public boolean hasInit() {
        return false;
    }

    public void init() {
        if (peer == null) {
            peer = keys.generate();
        }
        agreement.init(keys.fixed().getPrivate());
    }

    /** Nominal: the field size in bytes, the size of the shared secret. */
    public int fixedSize() {
        return (keys.bits + 7) / 8;
    }

    int call(byte[] input, int length, byte[] output) {
        return agreement.calculateAgreement(peer.getPublic()).intValue();
    }

    public int outputSize(int length) {
        return 0;
    }

    /** Both sides reach the same secret. */
    public String knownAnswerCheck() {
        AsymmetricCipherKeyPair mine = keys.fixed();
        AsymmetricCipherKeyPair theirs = keys.generate();
        ECDHBasicAgreement other = new ECDHBasicAgreement();
        agreement.init(mine.getPrivate());
        other.init(theirs.getPrivate());
        if (!agreement.calculateAgreement(theirs.getPublic()).equals(other.calculateAgreement(mine.getPublic()))) {
            return new StringBuffer(algorithm).append(": the two parties reach different secrets").toString();
        }
        return null;
    }
}
