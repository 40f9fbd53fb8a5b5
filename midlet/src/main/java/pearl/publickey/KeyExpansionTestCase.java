package pearl.publickey;

import org.bouncycastle.crypto.params.ECPublicKeyParameters;
import org.bouncycastle.math.ec.ECCurve;
import org.bouncycastle.math.ec.ECPoint;

import pearl.testcase.Operation;
import pearl.util.Hex;

/**
 * EC public key expansion: a point received in compressed form (0x02 or 0x03 and x, as a WTLS
 * certificate or key exchange carries it) decoded with {@link ECCurve#decodePoint}, which solves
 * the curve equation for y (a square root in the field). The WTLS handshakes of the Palm VII study
 * expand the CA's and the server's public keys. The results are a time per point.
 */
public final class KeyExpansionTestCase extends PublicKeyTestCase {

    private final EcKeys curveKeys;
    private ECCurve curve;
    private byte[] compressed;

    KeyExpansionTestCase(String algorithm, EcKeys keys) {
        super(algorithm, keys, Operation.KEY_EXPANSION);
        this.curveKeys = keys;
    }

    /** The fixed public key, compressed: the point a peer would send. */
    public void init() {
        if (compressed == null) {
            ECPoint q = ((ECPublicKeyParameters) keys.fixed().getPublic()).getQ();
            curve = q.getCurve();
            compressed = q.getEncoded(true);
        }
    }

    /** Nominal: the field size in bytes, the size of x. */
    public int fixedSize() {
        return (keys.bits + 7) / 8;
    }

    int call(byte[] input, int length, byte[] output) {
        return curve.decodePoint(compressed).getAffineYCoord().toBigInteger().intValue();
    }

    /**
     * SEC 2's base point, compressed as SEC 1 (2.3.3) says (0x02 for an even y, 0x03 for an odd
     * one, then x), expands to SEC 2's uncompressed base point.
     */
    public String knownAnswerCheck() {
        String expected = curveKeys.generator();
        byte[] published = Hex.decode(expected);
        int length = (published.length - 1) / 2;
        byte[] point = new byte[1 + length];
        point[0] = (byte) (2 | published[published.length - 1] & 1);
        System.arraycopy(published, 1, point, 1, length);
        byte[] expanded = curveKeys.domain().getCurve().decodePoint(point).getEncoded(false);
        String got = Hex.encode(expanded, 0, expanded.length);
        if (!got.equals(expected)) {
            return new StringBuffer(algorithm).append(" fails SEC 2's base point of ").append(curveKeys.curve)
                    .append(": expected ").append(expected).append(", got ").append(got).toString();
        }
        return null;
    }
}
