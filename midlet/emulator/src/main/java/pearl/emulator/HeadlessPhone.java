package pearl.emulator;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.microemu.app.Common;
import org.microemu.app.util.DeviceEntry;
import org.microemu.device.j2se.J2SEDevice;

/**
 * MicroEmulator without a display, as {@code org.microemu.app.Headless} runs it, on record stores
 * that a kill leaves whole ({@link DurableRecordStoreManager}). Takes Headless's arguments, e.g.
 * {@code --quit app.jad}; the stores are files under {@code ~/.microemulator} as with
 * {@code --rms file}.
 */
public final class HeadlessPhone {

    private HeadlessPhone() {
    }

    public static void main(String[] args) {
        Common emulator = new Common(new HeadlessContext());
        List<String> params = new ArrayList<>(Arrays.asList(args));
        emulator.initParams(params, new DeviceEntry("Default device", null, "org/microemu/device/default/device.xml",
                true, false), J2SEDevice.class);
        // set after the arguments, which would otherwise choose MicroEmulator's own store; the
        // emulator initialises it when the MIDlet starts
        emulator.setRecordStoreManager(new DurableRecordStoreManager());
        emulator.initMIDlet(true);
    }
}
