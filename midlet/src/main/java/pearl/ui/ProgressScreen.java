package pearl.ui;

import javax.microedition.lcdui.Command;
import javax.microedition.lcdui.CommandListener;
import javax.microedition.lcdui.Displayable;
import javax.microedition.lcdui.Form;
import javax.microedition.lcdui.Gauge;
import javax.microedition.lcdui.StringItem;

import pearl.collector.Clock;
import pearl.collector.Sample;
import pearl.collector.TestCase;

/** A run's progress: a gauge, the time left, the last sample; Cancel stops after it. */
final class ProgressScreen extends Form implements RunJob.Listener, CommandListener {

    private final Gauge gauge = new Gauge("Progress", false, 1, 0);
    private final StringItem timeLeft = new StringItem("Time left", "estimating");
    private final StringItem last = new StringItem("Last", "");
    private final Command cancel = new Command("Cancel", Command.STOP, 1);
    private final PearlMIDlet midlet;
    private final long started = Clock.now();

    ProgressScreen(String title, PearlMIDlet midlet) {
        super(title);
        this.midlet = midlet;
        append(gauge);
        append(timeLeft);
        append(last);
        addCommand(cancel);
        setCommandListener(this);
    }

    public void advanced(int done, int total, Sample sample) {
        gauge.setMaxValue(total);
        gauge.setValue(done);
        long elapsed = Clock.now() - started;
        long left = elapsed * (total - done) / done;
        timeLeft.setText(new StringBuffer().append(left / 60000).append(" min ")
                .append(left / 1000 % 60).append(" s").toString());
        last.setText(new StringBuffer(sample.algorithm).append(' ').append(sample.size).append(" B: ")
                .append(sample.timeExec).append(" ms / ").append(sample.calls).toString());
    }

    public void rejected(TestCase testCase, String reason) {
        midlet.report("Known-answer check failed", reason, this);
    }

    public void finished(String summary) {
        midlet.report("PEARL", summary, null);
    }

    public void failed(String message) {
        midlet.report("Stopped", message, null);
    }

    public void commandAction(Command command, Displayable displayable) {
        midlet.cancelRun();
        removeCommand(cancel);
        timeLeft.setText("cancelling after the sample in flight");
    }
}
