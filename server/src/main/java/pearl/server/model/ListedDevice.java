package pearl.server.model;

import java.time.LocalDate;

/**
 * A device as the device lists show it (the public pages' shown devices, the admin's every one);
 * {@code model} its phone model's name ({@link PhoneModel#name()}), {@code hidden} whether the admin
 * hid it from the public pages and the API.
 */
public record ListedDevice(long deviceId, String deviceKey, String name, String vm, int runs, String model, boolean hidden,
                           LocalDate registered) {

    /** What the pages name the device by (DeviceLabels). */
    public DeviceLabels.Device identity() {
        return new DeviceLabels.Device(deviceId, name, model, vm, registered);
    }
}
