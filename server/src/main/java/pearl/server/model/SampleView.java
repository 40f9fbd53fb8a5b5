package pearl.server.model;

/** A stored sample with its device's id and name, its VM's name and its run's conditions, for export. */
public record SampleView(long deviceId, String device, String vm, SampleRecord sample, int timerResolution,
                         String midletVersion, String bcVersion) {
}
