package org.bouncycastle.crypto.fake;

import java.util.Hashtable;

/** Stands for BC's HMac: a static table of boxed ints made through a helper (BC's Integers). */
public class Boxes {
    private static final Hashtable TABLE = new Hashtable();

    static {
        TABLE.put("MD5", box(64));
        TABLE.put("SHA-1", box(64));
        TABLE.put("SHA-512", box(128));
    }

    static Integer box(int value) {
        return new Integer(value);
    }

    public static int lookup(String name) {
        return ((Integer) TABLE.get(name)).intValue();
    }
}
