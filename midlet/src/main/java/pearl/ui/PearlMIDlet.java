package pearl.ui;

import javax.microedition.lcdui.Alert;
import javax.microedition.lcdui.AlertType;
import javax.microedition.lcdui.Choice;
import javax.microedition.lcdui.Command;
import javax.microedition.lcdui.CommandListener;
import javax.microedition.lcdui.Display;
import javax.microedition.lcdui.Displayable;
import javax.microedition.lcdui.Form;
import javax.microedition.lcdui.Gauge;
import javax.microedition.lcdui.List;
import javax.microedition.lcdui.StringItem;
import javax.microedition.lcdui.TextField;
import javax.microedition.midlet.MIDlet;

import pearl.bank.LocalBank;
import pearl.bank.Settings;
import pearl.collector.Conditions;
import pearl.collector.Estimate;
import pearl.collector.Pace;
import pearl.collector.FailureText;
import pearl.collector.Plan;
import pearl.collector.PlanAttributes;
import pearl.collector.PlanReader;
import pearl.collector.Progress;
import pearl.collector.Sample;
import pearl.collector.Summary;
import pearl.collector.TestCaseTable;
import pearl.sync.SyncClient;
import pearl.testcase.TestCase;
import pearl.util.Clock;

/**
 * PEARL's Samples Collector MIDlet.
 * <p>
 * JAD attributes: {@code PEARL-Server-URL} (where to sync; the user can change it on the phone),
 * {@code PEARL-Device-Name} (optional), {@code PEARL-Enrolment} (the /install visit's code, sent when
 * the phone registers: docs/protocol.md), and for unattended runs {@code PEARL-Autorun} with the
 * plan's attributes ({@link PlanReader}), which runs that plan, syncs, prints to standard output
 * and exits: the MIDlet itself is such a run's {@link Progress}. {@code PEARL-Autorun: remove} asks
 * the server instead to remove every sample and result it holds of the phone, as the menu's
 * Remove from server does.
 * <p>
 * The progress, summary and settings screens and the console are this class's rather than classes
 * of their own: each class costs the part every suite carries some 300 to 500 bytes
 * (docs/collector.md, Fit). So the MIDlet is every run's {@link Progress}, shown on the progress
 * screen, or headless on the console.
 */
public final class PearlMIDlet extends MIDlet implements CommandListener, PlanReader.Attributes, Progress {

    private static final String[] MENU = {"Quick run", "Run everything", "Custom plan", "Measured so far",
        "Sync samples", "Remove from server", "Settings"};
    private static final int QUICK = 0;
    private static final int EVERYTHING = 1;
    private static final int CUSTOM = 2;
    private static final int SUMMARY = 3;
    private static final int SYNC = 4;
    private static final int REMOVE = 5;
    /** MIDP 1.0 gauges may not show large maxima well: progress is shown in per mille. */
    private static final int GAUGE_MAX = 1000;
    /** The PEARL-Autorun value of an unattended removal. */
    private static final String AUTORUN_REMOVE = "remove";

    private final Command exit = new Command("Exit", Command.EXIT, 1);
    private final Command back = new Command("Back", Command.BACK, 1);
    private final Command save = new Command("Save", Command.OK, 1);
    private final Command register = new Command("Register", Command.OK, 1);
    private final Command remove = new Command("Remove", Command.OK, 1);
    private final Command startAnyway = new Command("Start", Command.OK, 1);
    private final Command cancel = new Command("Cancel", Command.STOP, 1);
    private final Command summaryCommand = new Command("Summary", Command.SCREEN, 2);
    /** Where the summary's or the settings' Back goes. */
    private Displayable backTo;
    /** The settings screen's fields; the server's is null while registering (only the model is asked for). */
    private TextField serverField;
    private TextField nameField;
    private Display display;
    private List menu;
    private LocalBank bank;
    private Settings settings;
    private final Summary summary = new Summary();
    private RunJob running;
    /**
     * A run an earlier life of the MIDlet left unfinished, until it is taken up or ended: the menu's
     * first entry while there is one.
     */
    private RunJob unfinished;
    /** A plan the user chose while a run was unfinished, waiting for the go-ahead to end that run. */
    private String pendingTitle;
    private Plan pendingPlan;
    private long pendingEstimate;
    /**
     * The progress screen of the run or sync under way: a gauge, the time left (the plan's estimate
     * at first, then the run's own pace), the last sample; Summary shows the throughputs so far,
     * Cancel stops the run after the sample in flight. Null headless.
     */
    private Form progress;
    private Gauge gauge;
    private StringItem timeLeft;
    private StringItem lastSample;
    /** This phone's speeds, probed when a plan's estimate first needs them. */
    private Pace phone;
    /** When the pace began to be measured, and the measurements done then; -1 until a measurement is done. */
    private long paceStarted;
    private int doneAtPaceStart;

    protected void startApp() {
        if (display != null) {
            resumeRun();
            return;
        }
        display = Display.getDisplay(this);
        try {
            bank = LocalBank.open();
            settings = Settings.load();
        } catch (Exception e) {
            fail(new StringBuffer("The phone's storage cannot be opened: ").append(FailureText.describe(e)).toString());
            return;
        }
        if (AUTORUN_REMOVE.equals(getAppProperty(PlanAttributes.AUTORUN))) {
            new Thread(new RunJob(null, null, null, syncClient(getAppProperty("PEARL-Server-URL")), true, this,
                    summary)).start();
            return;
        }
        Plan autorun;
        try {
            autorun = PlanReader.read(this);
        } catch (IllegalArgumentException badPlan) {
            fail(badPlan.getMessage());
            return;
        }
        SyncClient sync = syncClient(autorun != null ? getAppProperty("PEARL-Server-URL") : serverUrl());
        try {
            unfinished = RunJob.unfinished(bank, versions(), sync, autorun != null, this, summary);
        } catch (Exception e) {
            fail(new StringBuffer("The phone's storage cannot be read: ").append(FailureText.describe(e)).toString());
            return;
        }
        if (autorun != null) {
            autorun(autorun, sync);
        } else {
            menu = new List("PEARL", Choice.IMPLICIT, MENU, null);
            if (unfinished != null) {
                menu.insert(0, new StringBuffer("Resume run (").append(unfinished.measurementsDone()).append(" of ")
                        .append(unfinished.total()).append(" measurements, about ")
                        .append(Estimate.format(unfinished.millisLeft())).append(" left)").toString(), null);
            }
            menu.addCommand(exit);
            menu.setCommandListener(this);
            showMenu();
        }
    }

    /**
     * An unattended run: the plan the JAD gives goes on where an earlier life left it unfinished, or
     * starts anew, ending an unfinished run of another plan as it stands.
     */
    private void autorun(Plan plan, SyncClient sync) {
        RunJob left = unfinished;
        unfinished = null;
        try {
            if (left != null && left.plans(plan)) {
                System.out.println(new StringBuffer("PEARL RESUMED ").append(left.measurementsDone()).append('/')
                        .append(left.total()).append(" measurements done").toString());
                running = left;
                new Thread(running).start();
                return;
            }
            if (left != null) {
                left.end();
            }
        } catch (Exception e) {
            failed(new StringBuffer("The unfinished run cannot be taken up: ").append(FailureText.describe(e)).toString());
            return;
        }
        start(plan, sync, true);
    }

    /** A call or the like: the run stops after the sample in flight and goes on at startApp. */
    protected void pauseApp() {
        RunJob job = running;
        if (job != null) {
            job.pause();
        }
    }

    private void resumeRun() {
        RunJob job = running;
        if (job != null && job.isPaused()) {
            if (progress != null) {
                // after a pause the pace is measured afresh
                doneAtPaceStart = -1;
                timeLeft.setText("resuming");
                display.setCurrent(progress);
            }
            job.resume();
        }
    }

    /** A JAD or manifest attribute, for {@link PlanReader}. */
    public String get(String name) {
        return getAppProperty(name);
    }

    /**
     * The run stops after the sample in flight and stays unfinished in the local bank, for the next
     * life of the MIDlet to go on with.
     */
    protected void destroyApp(boolean unconditional) {
        pauseApp();
        if (bank != null) {
            bank.close();
        }
    }

    public void commandAction(Command command, Displayable displayable) {
        // when the user presses a key is the little entropy a phone offers its key generation
        Clock.pressed(command.getCommandType());
        if (command == exit) {
            exit();
            return;
        }
        if (command == back) {
            show(backTo);
            return;
        }
        if (command == cancel) {
            cancelRun();
            progress.removeCommand(cancel);
            timeLeft.setText("cancelling after the sample in flight");
            return;
        }
        if (command == summaryCommand) {
            showSummary(progress);
            return;
        }
        if (command == register || command == save) {
            settingsDone(command == register);
            return;
        }
        if (command == remove) {
            startJob(MENU[REMOVE], null);
            return;
        }
        if (command == startAnyway) {
            endUnfinished();
            startRun(pendingTitle, pendingPlan, pendingEstimate);
            return;
        }
        int choice = menu.getSelectedIndex();
        if (unfinished != null) {
            if (choice == 0) {
                resumeUnfinished();
                return;
            }
            // the unfinished run's entry stands above the menu's own
            choice--;
        }
        if (choice == QUICK) {
            Plan quick = Plan.quick();
            startRun(MENU[choice], quick, Estimate.millis(quick, TestCaseTable.full(), pace()));
        } else if (choice == EVERYTHING || choice == CUSTOM) {
            display.setCurrent(new PlanScreen(this, TestCaseTable.full(), pace(), choice == EVERYTHING));
        } else if (choice == SUMMARY) {
            showSummary(menu);
        } else if (choice == SYNC && !syncClient(serverUrl()).registered()) {
            showSettings(true);
        } else if (choice == SYNC) {
            startJob(MENU[SYNC], bank);
        } else if (choice == REMOVE) {
            Form screen = new Form(MENU[REMOVE]);
            screen.append("Remove every sample and result of this phone from the server? The phone keeps its own.");
            screen.addCommand(remove);
            showForm(screen, menu);
        } else {
            showSettings(false);
        }
    }

    /**
     * Syncs the local bank in the background, registering first with the model name in the
     * settings; without a bank, asks the server to remove what it holds of the phone.
     */
    private void startJob(String title, LocalBank local) {
        showProgress(title, -1);
        new Thread(new RunJob(null, local, null, syncClient(serverUrl()), true, this, summary)).start();
    }

    /** The progress screen, titled {@code title}, from an estimate of the time left (ms; none when negative). */
    private void showProgress(String title, long estimate) {
        progress = new Form(title);
        gauge = new Gauge("Progress", false, GAUGE_MAX, 0);
        timeLeft = new StringItem("Time left", estimate < 0 ? "" : Estimate.format(estimate));
        lastSample = new StringItem("Last", "");
        progress.append(gauge);
        progress.append(timeLeft);
        progress.append(lastSample);
        progress.addCommand(cancel);
        progress.addCommand(summaryCommand);
        progress.setCommandListener(this);
        doneAtPaceStart = -1;
        display.setCurrent(progress);
    }

    /** This phone's {@link Pace}: probed once, the first time a plan is estimated (about a second). */
    private Pace pace() {
        if (phone == null) {
            phone = Pace.probe(Plan.full(), TestCaseTable.full());
        }
        return phone;
    }

    void showMenu() {
        display.setCurrent(menu);
    }

    void show(Displayable screen) {
        display.setCurrent(screen);
    }

    /** The throughputs measured so far, one line per algorithm and operation; Back shows {@code before}. */
    private void showSummary(Displayable before) {
        Form screen = new Form("Measured so far");
        if (summary.size() == 0) {
            screen.append("Nothing measured yet in this session.");
        }
        for (int i = 0; i < summary.size(); i++) {
            screen.append(summary.line(i));
            screen.append("\n");
        }
        showForm(screen, before);
    }

    /** Shows {@code screen} with Back to {@code before}. */
    private void showForm(Form screen, Displayable before) {
        screen.addCommand(back);
        screen.setCommandListener(this);
        backTo = before;
        display.setCurrent(screen);
    }

    /**
     * Where the phone syncs to and the name its samples carry. Before the first sync the screen asks
     * for the name alone, the phone's model, which the phone sends once with its microedition.*
     * properties when it registers with the server (docs/protocol.md), and then syncs.
     */
    private void showSettings(boolean registering) {
        Form screen = new Form(registering ? "Register phone" : "Settings");
        if (registering) {
            screen.append(new StringItem(null, "Name this phone's model (e.g. Nokia 6600). Results are shown under it."));
            serverField = null;
            nameField = new TextField("Model", deviceName(), 64, TextField.ANY);
            screen.addCommand(register);
        } else {
            serverField = new TextField("Server URL", serverUrl(), 256, TextField.URL);
            nameField = new TextField("Device name", deviceName(), 64, TextField.ANY);
            screen.append(serverField);
            screen.addCommand(save);
        }
        screen.append(nameField);
        showForm(screen, menu);
    }

    /** Keeps what the settings screen says; registering with a model named, syncs. */
    private void settingsDone(boolean registering) {
        String name = nameField.getString().trim();
        if (registering && name.length() > 0) {
            saveSetting(Settings.DEVICE_NAME, name);
            startJob(MENU[SYNC], bank);
            return;
        }
        if (!registering) {
            saveSetting(Settings.SERVER_URL, serverField.getString());
            saveSetting(Settings.DEVICE_NAME, nameField.getString());
        }
        showMenu();
    }

    /**
     * Starts a plan the user chose, showing its progress from the estimate on; while a run is
     * unfinished, asks first whether to end it.
     */
    void startRun(String title, Plan plan, long estimate) {
        if (unfinished != null) {
            pendingTitle = title;
            pendingPlan = plan;
            pendingEstimate = estimate;
            Form screen = new Form("Unfinished run");
            screen.append(new StringBuffer("A run is unfinished: ").append(unfinished.measurementsDone()).append(" of ")
                    .append(unfinished.total()).append(" measurements done. Starting this plan ends it; its samples")
                    .append(" stay on the phone and sync as usual.").toString());
            screen.addCommand(startAnyway);
            showForm(screen, menu);
            return;
        }
        showProgress(title, estimate);
        start(plan, syncClient(serverUrl()), false);
    }

    /** Goes on with the run an earlier life left unfinished. */
    private void resumeUnfinished() {
        RunJob left = unfinished;
        forgetUnfinished();
        showProgress("Resume run", left.millisLeft());
        running = left;
        new Thread(running).start();
    }

    /** Ends the unfinished run as it stands: its samples stay and sync as usual. */
    private void endUnfinished() {
        RunJob left = unfinished;
        forgetUnfinished();
        try {
            left.end();
        } catch (Exception e) {
            report("Stopped", FailureText.describe(e), null);
        }
    }

    private void forgetUnfinished() {
        unfinished = null;
        menu.delete(0);
    }

    private void saveSetting(String key, String value) {
        settings.put(key, value);
        try {
            settings.save();
        } catch (Exception e) {
            report("Settings not saved", FailureText.describe(e), menu);
        }
    }

    private void cancelRun() {
        RunJob job = running;
        if (job != null) {
            job.cancel();
        }
    }

    /** Shows a message, then {@code next} (the menu when null). */
    void report(String title, String message, Displayable next) {
        if (menu == null) {
            System.out.println(message);
            return;
        }
        Alert alert = new Alert(title, message, null, AlertType.INFO);
        alert.setTimeout(Alert.FOREVER);
        display.setCurrent(alert, next == null ? menu : next);
    }

    void exit() {
        destroyApp(true);
        notifyDestroyed();
    }

    /** A run's progress: on the progress screen, or headless on standard output. */
    public void advanced(int done, int total, Sample last) {
        String measurement = new StringBuffer(last.algorithm).append(' ').append(last.operation).append(' ')
                .append(last.size).append(" B: ").append(last.timeExec).append(" ms for ").append(last.calls)
                .append(" calls").toString();
        if (menu == null) {
            System.out.println(new StringBuffer("PEARL ").append(done).append('/').append(total).append(' ')
                    .append(measurement).toString());
            return;
        }
        gauge.setValue((int) ((long) done * GAUGE_MAX / total));
        lastSample.setText(measurement);
        if (doneAtPaceStart < 0) {
            // the pace is measured from here on; until then the plan's estimate stands
            doneAtPaceStart = done;
            paceStarted = Clock.now();
            return;
        }
        long elapsed = Clock.now() - paceStarted;
        timeLeft.setText(Estimate.format(elapsed * (total - done) / Math.max(1, done - doneAtPaceStart)));
    }

    public void rejected(TestCase testCase, String reason) {
        if (menu == null) {
            System.out.println(new StringBuffer("PEARL REJECTED ").append(reason).toString());
        } else {
            report("Known-answer check failed", reason, progress);
        }
    }

    /**
     * A run or a job ended as planned: says so; headless, then ends the MIDlet. A run that stopped
     * for a full store goes on after this sync.
     */
    public void finished(String text) {
        if (menu == null) {
            System.out.println(new StringBuffer("PEARL DONE ").append(text).toString());
            exit();
        } else {
            report("PEARL", text, null);
            resumeRun();
        }
    }

    /** A run or a job stopped early: says why; headless, then ends the MIDlet. */
    public void failed(String message) {
        if (menu == null) {
            System.out.println(new StringBuffer("PEARL FAILED ").append(message).toString());
            exit();
        } else {
            report("Stopped", message, null);
        }
    }

    private void start(Plan plan, SyncClient sync, boolean syncAfter) {
        running = new RunJob(plan, bank, versions(), sync, syncAfter, this, summary);
        new Thread(running).start();
    }

    /** The software's conditions a run records: the MIDlet's and Bouncy Castle's versions. */
    private Conditions versions() {
        Conditions versions = new Conditions();
        versions.put(RunJob.MIDLET_VERSION, getAppProperty("MIDlet-Version"));
        versions.put("bc.version", getAppProperty("PEARL-BC-Version"));
        return versions;
    }

    private void fail(String message) {
        if (getAppProperty(PlanAttributes.AUTORUN) != null) {
            failed(message);
        } else {
            System.out.println(new StringBuffer("PEARL FAILED ").append(message).toString());
            display.setCurrent(new Alert("PEARL cannot start", message, null, AlertType.ERROR));
        }
    }

    private SyncClient syncClient(String url) {
        return new SyncClient(url, settings, deviceName(), getAppProperty("PEARL-Enrolment"));
    }

    /** The user's choice on the phone, else the JAD's. */
    private String serverUrl() {
        String url = settings.get(Settings.SERVER_URL);
        return url != null ? url : getAppProperty("PEARL-Server-URL");
    }

    private String deviceName() {
        String name = settings.get(Settings.DEVICE_NAME);
        if (name == null) {
            name = getAppProperty("PEARL-Device-Name");
        }
        if (name == null) {
            name = System.getProperty("microedition.platform");
        }
        return name == null ? "unnamed device" : name;
    }
}
