package pearl.ui;

import javax.microedition.lcdui.Command;
import javax.microedition.lcdui.CommandListener;
import javax.microedition.lcdui.Displayable;
import javax.microedition.lcdui.Form;
import javax.microedition.lcdui.Gauge;
import javax.microedition.lcdui.StringItem;

import pearl.collector.Estimate;
import pearl.collector.Progress;
import pearl.collector.Sample;
import pearl.testcase.TestCase;
import pearl.util.Clock;

/**
 * A run's progress: a gauge, the time left (the plan's estimate at first, then the run's own
 * pace), the last sample; Summary shows the throughputs so far; Cancel stops after the sample in
 * flight.
 */
final class ProgressScreen extends Form implements Progress, CommandListener {

    /** MIDP 1.0 gauges may not show large maxima well: progress is shown in per mille. */
    private static final int GAUGE_MAX = 1000;

    private final Gauge gauge = new Gauge("Progress", false, GAUGE_MAX, 0);
    private final StringItem timeLeft;
    private final StringItem last = new StringItem("Last", "");
    private final Command cancel = new Command("Cancel", Command.STOP, 1);
    private final Command summary = new Command("Summary", Command.SCREEN, 2);
    private final PearlMIDlet midlet;
    private long started;
    private int doneAtStart = -1;

    ProgressScreen(String title, PearlMIDlet midlet, long estimate) {
        super(title);
        this.midlet = midlet;
        timeLeft = new StringItem("Time left", estimate < 0 ? "" : Estimate.format(estimate));
        append(gauge);
        append(timeLeft);
        append(last);
        addCommand(cancel);
        addCommand(summary);
        setCommandListener(this);
    }

    /** After a pause the pace is measured afresh. */
    void resumed() {
        doneAtStart = -1;
        timeLeft.setText("resuming");
    }

    public void advanced(int done, int total, Sample sample) {
        gauge.setValue((int) ((long) done * GAUGE_MAX / total));
        last.setText(new StringBuffer(sample.algorithm).append(' ').append(sample.operation).append(' ')
                .append(sample.size).append(" B: ").append(sample.timeExec).append(" ms / ")
                .append(sample.calls).toString());
        if (doneAtStart < 0) {
            // the pace is measured from here on; until then the plan's estimate stands
            doneAtStart = done;
            started = Clock.now();
            return;
        }
        long elapsed = Clock.now() - started;
        long left = elapsed * (total - done) / Math.max(1, done - doneAtStart);
        timeLeft.setText(Estimate.format(left));
    }

    public void rejected(TestCase testCase, String reason) {
        midlet.report("Known-answer check failed", reason, this);
    }

    public void finished(String text) {
        midlet.report("PEARL", text, null);
    }

    public void failed(String message) {
        midlet.report("Stopped", message, null);
    }

    public void commandAction(Command command, Displayable displayable) {
        if (command == summary) {
            midlet.showSummary(this);
            return;
        }
        midlet.cancelRun();
        removeCommand(cancel);
        timeLeft.setText("cancelling after the sample in flight");
    }
}
