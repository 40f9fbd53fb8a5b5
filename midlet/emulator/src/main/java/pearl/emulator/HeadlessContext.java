package pearl.emulator;

import java.io.InputStream;

import org.microemu.DisplayComponent;
import org.microemu.EmulatorContext;
import org.microemu.MIDletBridge;
import org.microemu.app.ui.noui.NoUiDisplayComponent;
import org.microemu.device.DeviceDisplay;
import org.microemu.device.FontManager;
import org.microemu.device.InputMethod;
import org.microemu.device.j2se.J2SEDeviceDisplay;
import org.microemu.device.j2se.J2SEFontManager;
import org.microemu.device.j2se.J2SEInputMethod;

/** The emulator's surroundings without a screen: what MicroEmulator's Headless gives it. */
final class HeadlessContext implements EmulatorContext {

    private final DisplayComponent displayComponent = new NoUiDisplayComponent();
    private final InputMethod inputMethod = new J2SEInputMethod();
    private final DeviceDisplay deviceDisplay = new J2SEDeviceDisplay(this);
    private final FontManager fontManager = new J2SEFontManager();

    public DisplayComponent getDisplayComponent() {
        return displayComponent;
    }

    public InputMethod getDeviceInputMethod() {
        return inputMethod;
    }

    public DeviceDisplay getDeviceDisplay() {
        return deviceDisplay;
    }

    public FontManager getDeviceFontManager() {
        return fontManager;
    }

    public InputStream getResourceAsStream(String name) {
        return MIDletBridge.getCurrentMIDlet().getClass().getResourceAsStream(name);
    }

    /** A headless phone has nothing to hand a URL to. */
    public boolean platformRequest(String url) {
        return false;
    }
}
