package pearl.ui;

import javax.microedition.lcdui.Command;
import javax.microedition.lcdui.CommandListener;
import javax.microedition.lcdui.Displayable;
import javax.microedition.lcdui.Form;
import javax.microedition.lcdui.StringItem;
import javax.microedition.lcdui.TextField;

import pearl.bank.Settings;

/**
 * Shown before the first sync: the user names the phone's model, which the phone sends once with
 * its microedition.* properties when it registers with the server (docs/protocol.md).
 */
final class RegistrationScreen extends Form implements CommandListener {

    private final TextField model;
    private final Command register = new Command("Register", Command.OK, 1);
    private final Command back = new Command("Back", Command.BACK, 2);
    private final PearlMIDlet midlet;

    RegistrationScreen(PearlMIDlet midlet, String suggested) {
        super("Register phone");
        this.midlet = midlet;
        append(new StringItem(null, "Name this phone's model (e.g. Nokia 6600). Results are shown under it."));
        model = new TextField("Model", suggested, 64, TextField.ANY);
        append(model);
        addCommand(register);
        addCommand(back);
        setCommandListener(this);
    }

    public void commandAction(Command command, Displayable displayable) {
        if (command == register && model.getString().trim().length() > 0) {
            midlet.saveSetting(Settings.DEVICE_NAME, model.getString().trim());
            midlet.startSync();
        } else {
            midlet.showMenu();
        }
    }
}
