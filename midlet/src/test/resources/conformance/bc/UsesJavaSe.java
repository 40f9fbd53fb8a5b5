package org.bouncycastle.crypto.fake;

/** Stands for Bouncy Castle code that needs Java SE: java.util.ArrayList is not in CLDC 1.0. */
public class UsesJavaSe {
    public static int size() {
        return new java.util.ArrayList().size();
    }
}
