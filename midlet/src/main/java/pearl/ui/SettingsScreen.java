package pearl.ui;

import javax.microedition.lcdui.Command;
import javax.microedition.lcdui.CommandListener;
import javax.microedition.lcdui.Displayable;
import javax.microedition.lcdui.Form;
import javax.microedition.lcdui.TextField;

import pearl.bank.Settings;

/** Where the phone syncs to and the name its samples carry. */
final class SettingsScreen extends Form implements CommandListener {

    private final TextField server;
    private final TextField deviceName;
    private final Command save = new Command("Save", Command.OK, 1);
    private final Command back = new Command("Back", Command.BACK, 2);
    private final PearlMIDlet midlet;

    SettingsScreen(PearlMIDlet midlet, String serverUrl, String name) {
        super("Settings");
        this.midlet = midlet;
        server = new TextField("Server URL", serverUrl, 256, TextField.URL);
        deviceName = new TextField("Device name", name, 64, TextField.ANY);
        append(server);
        append(deviceName);
        addCommand(save);
        addCommand(back);
        setCommandListener(this);
    }

    public void commandAction(Command command, Displayable displayable) {
        if (command == save) {
            midlet.saveSetting(Settings.SERVER_URL, server.getString());
            midlet.saveSetting(Settings.DEVICE_NAME, deviceName.getString());
        }
        midlet.showMenu();
    }
}
