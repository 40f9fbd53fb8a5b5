package org.bouncycastle.offender;

/** A Bouncy Castle class that escaped relocation: it still calls java.math.BigInteger. */
public class UsesBigInteger {
    public static int bits() {
        return java.math.BigInteger.ONE.shiftLeft(100).bitLength();
    }
}
