package pearl.ui;

import javax.microedition.lcdui.Command;
import javax.microedition.lcdui.CommandListener;
import javax.microedition.lcdui.Displayable;
import javax.microedition.lcdui.Form;
import javax.microedition.lcdui.StringItem;
import javax.microedition.lcdui.TextField;

import pearl.bank.Settings;

/**
 * Where the phone syncs to and the name its samples carry. Before the first sync the screen asks
 * for the name alone, the phone's model, which the phone sends once with its microedition.*
 * properties when it registers with the server (docs/protocol.md), and then syncs.
 */
final class SettingsScreen extends Form implements CommandListener {

    /** Null while registering: only the model is asked for. */
    private final TextField server;
    private final TextField deviceName;
    private final Command save;
    private final Command back = new Command("Back", Command.BACK, 2);
    private final PearlMIDlet midlet;

    /** @param registering whether the phone registers (and then syncs) once the user has named its model */
    SettingsScreen(PearlMIDlet midlet, boolean registering, String serverUrl, String name) {
        super(registering ? "Register phone" : "Settings");
        this.midlet = midlet;
        if (registering) {
            append(new StringItem(null, "Name this phone's model (e.g. Nokia 6600). Results are shown under it."));
            server = null;
            deviceName = new TextField("Model", name, 64, TextField.ANY);
            save = new Command("Register", Command.OK, 1);
        } else {
            server = new TextField("Server URL", serverUrl, 256, TextField.URL);
            deviceName = new TextField("Device name", name, 64, TextField.ANY);
            save = new Command("Save", Command.OK, 1);
            append(server);
        }
        append(deviceName);
        addCommand(save);
        addCommand(back);
        setCommandListener(this);
    }

    public void commandAction(Command command, Displayable displayable) {
        String name = deviceName.getString().trim();
        if (command == save && server == null && name.length() > 0) {
            midlet.saveSetting(Settings.DEVICE_NAME, name);
            midlet.startSync();
            return;
        }
        if (command == save && server != null) {
            midlet.saveSetting(Settings.SERVER_URL, server.getString());
            midlet.saveSetting(Settings.DEVICE_NAME, deviceName.getString());
        }
        midlet.showMenu();
    }
}
