package offender;

import javax.microedition.lcdui.Display;
import javax.microedition.midlet.MIDlet;

/** Uses Display.vibrate(int), which MIDP 2.0 added: a MIDP 1.0 phone has no such method. */
public class Vibrates extends MIDlet {
    protected void startApp() {
        Display.getDisplay(this).vibrate(100);
    }

    protected void pauseApp() {
    }

    protected void destroyApp(boolean unconditional) {
    }
}
