package pearl.publickey;

import org.bouncycastle.crypto.AsymmetricCipherKeyPair;
import org.bouncycastle.crypto.agreement.ECDHBasicAgreement;

import pearl.testcase.Operation;

/**
 * Elliptic-curve Diffie-Hellman: the shared secret from the fixed private key and a peer's public
 * key (generated once). The results are a time per agreement.
 */
public final class AgreementTestCase extends PublicKeyTestCase {

    private final ECDHBasicAgreement agreement = new ECDHBasicAgreement();
    private AsymmetricCipherKeyPair peer;

    AgreementTestCase(String algorithm, KeyMaker keys) {
        super(algorithm, keys, Operation.AGREE);
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
