package pearl.ui;

import java.util.Vector;

import javax.microedition.lcdui.Choice;
import javax.microedition.lcdui.ChoiceGroup;
import javax.microedition.lcdui.Command;
import javax.microedition.lcdui.CommandListener;
import javax.microedition.lcdui.Displayable;
import javax.microedition.lcdui.Form;
import javax.microedition.lcdui.Item;
import javax.microedition.lcdui.ItemStateListener;
import javax.microedition.lcdui.StringItem;
import javax.microedition.lcdui.TextField;

import pearl.collector.Estimate;
import pearl.collector.Pace;
import pearl.collector.Plan;
import pearl.testcase.Catalogue;
import pearl.testcase.Inputs;
import pearl.util.Clock;

/**
 * The test plan, on MIDP 1.0 items only. "Run everything" edits one set of settings for all
 * submodules; the custom plan edits each submodule in turn (minimum and maximum size, test cases
 * per size, one algorithm or all). The estimated time is shown, and kept up to date, before the
 * user starts.
 */
final class PlanScreen extends Form implements CommandListener, ItemStateListener {

    private static final String[] INPUTS = {Inputs.RANDOM, Inputs.ZERO, Inputs.TEXT};
    private static final String ALL = "All";

    private final PearlMIDlet midlet;
    private final Catalogue table;
    private final boolean everything;
    private final Pace pace;
    private final Command start = new Command("Start", Command.OK, 1);
    private final Command back = new Command("Back", Command.BACK, 2);

    private final ChoiceGroup submodule = new ChoiceGroup("Submodule", Choice.EXCLUSIVE,
            new String[] {"Symmetric", "Hash", "Asymmetric"}, null);
    private final ChoiceGroup include = new ChoiceGroup(null, Choice.MULTIPLE, new String[] {"Run this submodule"}, null);
    private final ChoiceGroup algorithm = new ChoiceGroup("Algorithm", Choice.EXCLUSIVE);
    private final TextField minKb = new TextField("Minimum size (KB)", "1", 4, TextField.NUMERIC);
    private final TextField maxKb = new TextField("Maximum size (KB)", "256", 5, TextField.NUMERIC);
    private final TextField samples = new TextField("Test cases per size", "50", 4, TextField.NUMERIC);
    private final ChoiceGroup input = new ChoiceGroup("Input", Choice.EXCLUSIVE, INPUTS, null);
    private final StringItem estimate = new StringItem("Estimated time", "");

    /** Per submodule, what the user chose: kept while another submodule is edited. */
    private final String[] mins = {"1", "1", "1"};
    private final String[] maxs = {"256", "256", "256"};
    private final String[] counts = {"50", "50", "50"};
    private final String[] algorithms = new String[Plan.SUBMODULES.length];
    private final boolean[] included = {true, true, true};
    private int editing = Plan.SYMMETRIC;

    /** @param pace this phone's, which the estimate stands on */
    PlanScreen(PearlMIDlet midlet, Catalogue table, Pace pace, boolean everything) {
        super(everything ? "Run everything" : "Custom plan");
        this.midlet = midlet;
        this.table = table;
        this.pace = pace;
        this.everything = everything;
        if (!everything) {
            append(submodule);
            append(include);
            append(algorithm);
            include.setSelectedIndex(0, true);
            fillAlgorithms();
        }
        append(minKb);
        append(maxKb);
        append(samples);
        append(input);
        append(estimate);
        addCommand(start);
        addCommand(back);
        setCommandListener(this);
        setItemStateListener(this);
        updateEstimate();
    }

    public void itemStateChanged(Item item) {
        if (item == submodule) {
            keepEdits();
            editing = submodule.getSelectedIndex();
            minKb.setString(mins[editing]);
            maxKb.setString(maxs[editing]);
            samples.setString(counts[editing]);
            include.setSelectedIndex(0, included[editing]);
            fillAlgorithms();
        }
        updateEstimate();
    }

    public void commandAction(Command command, Displayable displayable) {
        // when the user presses a key is the little entropy a phone offers its key generation
        Clock.pressed(command.getCommandType());
        if (command == back) {
            midlet.showMenu();
            return;
        }
        try {
            Plan plan = plan();
            midlet.startRun(getTitle(), plan, Estimate.millis(plan, table, pace));
        } catch (IllegalArgumentException e) {
            midlet.report("Check the plan", e.getMessage(), this);
        }
    }

    private void keepEdits() {
        mins[editing] = minKb.getString();
        maxs[editing] = maxKb.getString();
        counts[editing] = samples.getString();
        included[editing] = include.isSelected(0);
        int chosen = algorithm.getSelectedIndex();
        algorithms[editing] = chosen <= 0 ? null : algorithm.getString(chosen);
    }

    /** The algorithms of the submodule being edited, "All" first. */
    private void fillAlgorithms() {
        while (algorithm.size() > 0) {
            algorithm.delete(0);
        }
        algorithm.append(ALL, null);
        Vector names = new Vector();
        for (int i = 0; i < table.size(); i++) {
            String name = table.algorithm(i);
            if (Plan.submoduleOf(table, i) == editing && !names.contains(name)) {
                names.addElement(name);
                int index = algorithm.append(name, null);
                if (name.equals(algorithms[editing])) {
                    algorithm.setSelectedIndex(index, true);
                }
            }
        }
        if (algorithms[editing] == null) {
            algorithm.setSelectedIndex(0, true);
        }
    }

    private void updateEstimate() {
        try {
            estimate.setText(Estimate.format(Estimate.millis(plan(), table, pace)));
        } catch (IllegalArgumentException e) {
            estimate.setText(e.getMessage());
        }
    }

    private Plan plan() {
        String kind = INPUTS[input.getSelectedIndex()];
        if (everything) {
            return Plan.everything(kilobytes(minKb.getString()), kilobytes(maxKb.getString()),
                    number(samples.getString()), kind);
        }
        keepEdits();
        Plan.Part[] parts = new Plan.Part[Plan.SUBMODULES.length];
        for (int i = 0; i < parts.length; i++) {
            if (included[i]) {
                parts[i] = new Plan.Part(kilobytes(mins[i]), kilobytes(maxs[i]), number(counts[i]), algorithms[i]);
            }
        }
        return new Plan(parts, kind, Plan.MIN_TICKS_PER_SAMPLE, Plan.FULL_ROUNDS);
    }

    private static int kilobytes(String text) {
        return number(text) * Plan.KB;
    }

    private static int number(String text) {
        try {
            return Integer.parseInt(text.trim());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("sizes and counts are whole numbers");
        }
    }
}
