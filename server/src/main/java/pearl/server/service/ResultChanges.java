package pearl.server.service;

import java.util.Collection;
import java.util.List;

import pearl.server.bank.Devices;
import pearl.server.bank.ResultVersions;

/**
 * Which devices' results changed since the last look, for whoever keeps what it rendered from them
 * (the page cache): the devices' result versions, which every instance's analyses raise, and a word
 * from this process's analyses that a change is about to commit. One watch has one reader
 * ({@link Services#watchResults}).
 */
public final class ResultChanges {

    private final ResultVersions versions;
    private final Devices devices;
    private ResultVersions.Snapshot known;

    /** Reads the versions now: changes are those after this. */
    ResultChanges(Parts parts) {
        this.versions = parts.versions();
        this.devices = parts.devices();
        this.known = Unavailable.unless(() -> versions.read(null));
    }

    /** The devices whose results changed since the last call (or since this was made); empty when none did. */
    public synchronized Collection<Long> changed() {
        ResultVersions.Snapshot now = Unavailable.unless(() -> versions.read(known));
        if (now == known) {
            return List.of();
        }
        Collection<Long> changed = now.changedSince(known);
        known = now;
        return changed;
    }

    /** The devices that share a phone model with any of these (theirs included). */
    public List<Long> sameModel(Collection<Long> devices) {
        return Unavailable.unless(() -> this.devices.sameModel(devices));
    }

    /** Calls {@code listener} whenever an analysis in this process is about to commit a change. */
    public static void listen(Runnable listener) {
        ResultVersions.listen(listener);
    }

    public static void stopListening(Runnable listener) {
        ResultVersions.stopListening(listener);
    }
}
