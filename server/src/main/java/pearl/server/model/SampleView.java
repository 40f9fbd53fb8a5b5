package pearl.server.model;

/** A stored sample with the names of its device and VM and its run's conditions, for export. */
public record SampleView(String device, String vm, SampleRecord sample, int timerResolution, String midletVersion,
                         String bcVersion) {
}
