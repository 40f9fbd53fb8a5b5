package pearl.server.admin;

import java.sql.SQLException;

import pearl.server.bank.Devices;

/** The admin's clock action: a device's CPU clock in MHz, 0 for unknown (docs/admin.md). */
final class DeviceClock {

    private DeviceClock() {
    }

    /** @return what the admin page says after it */
    static String set(Devices devices, long device, long mhz) throws SQLException {
        if (mhz < 0 || mhz > Devices.MOST_MHZ) {
            throw new IllegalArgumentException("mhz must be from 0 (unknown) to " + Devices.MOST_MHZ);
        }
        Integer clock = mhz == 0 ? null : (int) mhz;
        if (!devices.setClock(device, clock)) {
            return "no such device";
        }
        return clock == null ? "clock of device " + device + " unknown" : "clock of device " + device + " set to " + mhz + " MHz";
    }
}
