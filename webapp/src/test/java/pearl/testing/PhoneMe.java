package pearl.testing;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import pearl.testing.HeadlessEmulator.Phone;
import pearl.testing.HeadlessEmulator.Run;
import pearl.testing.HeadlessEmulator.Running;

/**
 * A suite on Sun's phoneME, through the command a user runs:
 * {@code scripts/pearl emulator --runtime phoneme --headless} (install from the server over HTTP,
 * the stand-in display, the run). The phoneME build is the one {@code PEARL_PHONEME} names
 * ({@code scripts/pearl test} builds it and sets it). A {@link Phone}'s home is the phone's folder:
 * the installed suites and their record stores, from run to run.
 */
public final class PhoneMe {

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
            throws IOException {
        checkBuild();
        List<String> command = new ArrayList<>(List.of("bash", PearlScript.path().toString(), "emulator", "--runtime", "phoneme",
                "--headless", "--server", serverUrl, "--phone", phone.home().toString(), "--suite", suite,
                "--timeout", String.valueOf(timeoutSeconds)));
        command.addAll(options);
        Path log = Files.createTempFile("pearl-phoneme", ".log");
        ProcessBuilder builder = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(log.toFile());
        if (options.contains("--store")) {
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

    /** Fails, never skips, without a phoneME build. */
    private static void checkBuild() {
        String build = System.getenv("PEARL_PHONEME");
        if (build == null || !Files.isExecutable(Path.of(build, "midp", "bin", "i386", "runMidlet"))) {
            throw new IllegalStateException("no phoneME build: set PEARL_PHONEME to the folder"
                    + " `scripts/pearl phoneme build` prints (scripts/pearl test does), not " + build);
        }
    }
}
