package pearl.ui;

import javax.microedition.lcdui.Command;
import javax.microedition.lcdui.CommandListener;
import javax.microedition.lcdui.Displayable;
import javax.microedition.lcdui.Form;

import pearl.collector.Summary;

/** The throughputs measured so far, one line per algorithm and operation. */
final class SummaryScreen extends Form implements CommandListener {

    private final PearlMIDlet midlet;
    private final Displayable back;

    SummaryScreen(PearlMIDlet midlet, Summary summary, Displayable back) {
        super("Measured so far");
        this.midlet = midlet;
        this.back = back;
        if (summary.size() == 0) {
            append("Nothing measured yet in this session.");
        }
        for (int i = 0; i < summary.size(); i++) {
            append(summary.line(i));
            append("\n");
        }
        addCommand(new Command("Back", Command.BACK, 1));
        setCommandListener(this);
    }

    public void commandAction(Command command, Displayable displayable) {
        midlet.show(back);
    }
}
