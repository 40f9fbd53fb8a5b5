package pearl.testing;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;

import pearl.testing.HeadlessEmulator.Phone;
import pearl.testing.HeadlessEmulator.Run;
import pearl.testing.HeadlessEmulator.Running;

/**
 * A suite on Sun's phoneME, through the command a user runs:
 * {@code scripts/pearl emulator --runtime phoneme --headless} (install from the server over HTTP,
 * the stand-in display, the run). The phoneME build is the one {@code PEARL_PHONEME} names, else
 * the cache's ({@code scripts/pearl phoneme build}), which {@code scripts/pearl test} builds beside
 * Maven's build: a run waits for it before its time starts. A {@link Phone}'s home is the phone's
 * folder: the installed suites and their record stores, from run to run.
 */
public final class PhoneMe {

    /** A first build of phoneME takes some 7 minutes of a 2-core machine, translated by qemu. */
    private static final long BUILD_MINUTES = 30;
    /** The store options whose build this JVM has waited for. */
    private static final Set<List<String>> BUILT = new HashSet<>();

    private PhoneMe() {
    }

    /**
     * Runs {@code suite} (pearl: the full suite; else one of the server's /install sets) once on
     * {@code phone}.
     *
     * @param options more of the command's options: the plan (--plan custom --algorithms ...),
     *                --interpreter, --heap, --store, --remove
     */
    public static Run run(Phone phone, String serverUrl, String suite, List<String> options, long timeoutSeconds)
            throws Exception {
        // the script's own limit ends the run first; this one only catches a script that hangs
        return start(phone, serverUrl, suite, options, timeoutSeconds).finish(timeoutSeconds + 60);
    }

    /** Starts a run as {@link #run} does and returns at once. */
    public static Running start(Phone phone, String serverUrl, String suite, List<String> options, long timeoutSeconds)
            throws Exception {
        boolean ownStore = options.contains("--store");
        awaitBuild(ownStore ? options.subList(options.indexOf("--store"), options.indexOf("--store") + 2) : List.of());
        List<String> command = new ArrayList<>(List.of("bash", PearlScript.path().toString(), "emulator", "--runtime", "phoneme",
                "--headless", "--server", serverUrl, "--phone", phone.home().toString(), "--suite", suite,
                "--timeout", String.valueOf(timeoutSeconds)));
        command.addAll(options);
        Path log = Files.createTempFile("pearl-phoneme", ".log");
        ProcessBuilder builder = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(log.toFile());
        if (ownStore) {
            // a build of its own, with that record-store limit, from the cache (built if missing)
            builder.environment().remove("PEARL_PHONEME");
        }
        return new Running(builder.start(), log);
    }

    /**
     * Kills the phone's VM at once, as a pulled battery does: SIGKILL to phoneME's runMidlet itself
     * (which outlives a kill of the script that started it).
     */
    public static void killVm(Phone phone) throws Exception {
        Process kill = new ProcessBuilder("pkill", "-KILL", "-f", phone.home() + "/bin/runMidlet").inheritIO().start();
        if (kill.waitFor() != 0) {
            throw new AssertionError("no phoneME VM ran on the phone " + phone.home());
        }
    }

    /**
     * Waits for the phoneME build the run will take ({@code storeOption}: none, or --store and its
     * bytes): PEARL_PHONEME's, checked, else the cache's, built if missing (scripts/test.sh starts
     * that build beside Maven's). Fails, never skips, without one.
     */
    private static synchronized void awaitBuild(List<String> storeOption) throws Exception {
        String given = System.getenv("PEARL_PHONEME");
        if (given != null && storeOption.isEmpty()) {
            if (!Files.isExecutable(Path.of(given, "midp", "bin", "i386", "runMidlet"))) {
                throw new IllegalStateException("PEARL_PHONEME=" + given + " holds no phoneME build"
                        + " (unset it to take the cache's, which `scripts/pearl phoneme build` makes)");
            }
            return;
        }
        if (BUILT.contains(storeOption)) {
            return;
        }
        List<String> command = new ArrayList<>(List.of("bash", PearlScript.path().toString(), "phoneme", "build"));
        command.addAll(storeOption);
        Path log = Files.createTempFile("pearl-phoneme-build", ".log");
        Process build = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(log.toFile()).start();
        if (!build.waitFor(BUILD_MINUTES, TimeUnit.MINUTES) || build.exitValue() != 0) {
            build.destroy();
            throw new IllegalStateException("no phoneME build (" + String.join(" ", command) + "):\n"
                    + Files.readString(log));
        }
        BUILT.add(storeOption);
    }
}
