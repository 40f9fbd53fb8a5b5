package offender;

import javax.microedition.midlet.MIDlet;

/** A MIDlet whose Bouncy Castle stand-in is CLDC 1.0 clean as written. */
public class CallsBoxes extends MIDlet {
    protected void startApp() {
        System.out.println(org.bouncycastle.crypto.fake.Boxes.lookup("SHA-1"));
    }

    protected void pauseApp() {
    }

    protected void destroyApp(boolean unconditional) {
    }
}
