package pearl.server.model;

/** A stored sample with its device's id and name, its VM's name and its run's conditions, for export. */
public record SampleView(long deviceId, String device, String vm, long runKey, int sequence, String algorithm, Operation operation,
                         int keyBits, int sizeBytes, int initCalls, int timeInit, int calls, int timeExec,
                         boolean cold,
                         int timerResolution, String midletVersion, String bcVersion) {
}
