package offender;

import javax.microedition.midlet.MIDlet;

/** A MIDlet that uses the Bouncy Castle stand-ins. */
public class CallsBc extends MIDlet {
    protected void startApp() {
        System.out.println(org.bouncycastle.crypto.fake.UsesJavaSe.size());
    }

    protected void pauseApp() {
    }

    protected void destroyApp(boolean unconditional) {
    }
}
