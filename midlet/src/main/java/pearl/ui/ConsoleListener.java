package pearl.ui;

import pearl.collector.Progress;
import pearl.collector.Sample;
import pearl.collector.TestCase;

/** Reports a headless run on standard output, then ends the MIDlet. */
final class ConsoleListener implements Progress {

    private final PearlMIDlet midlet;

    ConsoleListener(PearlMIDlet midlet) {
        this.midlet = midlet;
    }

    public void advanced(int done, int total, Sample last) {
        System.out.println(new StringBuffer("PEARL ").append(done).append('/').append(total).append(' ')
                .append(last.algorithm).append(' ').append(last.operation).append(' ').append(last.size)
                .append(" B: ").append(last.timeExec).append(" ms for ").append(last.calls).append(" calls")
                .toString());
    }

    public void rejected(TestCase testCase, String reason) {
        System.out.println(new StringBuffer("PEARL REJECTED ").append(reason).toString());
    }

    public void finished(String summary) {
        System.out.println(new StringBuffer("PEARL DONE ").append(summary).toString());
        midlet.exit();
    }

    public void failed(String message) {
        System.out.println(new StringBuffer("PEARL FAILED ").append(message).toString());
        midlet.exit();
    }
}
