package pearl.collector;

import java.util.Vector;

import pearl.testcase.Operation;

/**
 * The throughputs measured so far, for the phone's screen: per algorithm and operation, the
 * latest warm sample at the largest size, in bytes per second (ms per call for public-key
 * operations). Integer arithmetic only; the server computes the real statistics.
 */
public final class Summary {

    private final Vector keys = new Vector();
    private final Vector lines = new Vector();
    private final Vector sizes = new Vector();

    /** Takes a sample into account; cold samples are left out, as in the analysis. */
    public synchronized void add(Sample sample) {
        if (sample.cold || sample.timeExec <= 0) {
            return;
        }
        String key = new StringBuffer(sample.algorithm).append(' ').append(sample.operation).toString();
        int i = keys.indexOf(key);
        if (i >= 0 && ((Integer) sizes.elementAt(i)).intValue() > sample.size) {
            return;
        }
        StringBuffer line = new StringBuffer(key).append(": ");
        if (Operation.perByte(sample.operation)) {
            long bytesPerSecond = (long) sample.size * sample.calls * 1000 / sample.timeExec;
            line.append(bytesPerSecond / 1024).append(" KB/s at ").append(sample.size).append(" B");
        } else {
            line.append(sample.timeExec / sample.calls).append(" ms per operation");
        }
        if (i < 0) {
            keys.addElement(key);
            lines.addElement(line.toString());
            sizes.addElement(new Integer(sample.size));
        } else {
            lines.setElementAt(line.toString(), i);
            sizes.setElementAt(new Integer(sample.size), i);
        }
    }

    public synchronized int size() {
        return lines.size();
    }

    public synchronized String line(int i) {
        return (String) lines.elementAt(i);
    }
}
