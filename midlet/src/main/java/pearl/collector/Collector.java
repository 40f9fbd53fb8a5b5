package pearl.collector;

import java.io.IOException;

/**
 * PEARL's Samples Collector: runs every test case of a plan on every input size, a number of
 * samples per size, and hands each sample to the sink as soon as it is made.
 * <p>
 * Each algorithm must pass its known-answer check before it is timed. For each test case at one
 * size (a <em>unit</em> of the run) the first execution is kept as a cold sample; then the unit
 * warms up ({@link WarmUp}) and the warm samples follow, each made of enough calls to span the
 * plan's ticks per sample. Each test case is built when its turn comes and dropped after its last
 * size, so one engine is alive at a time. A cancelled run can be resumed: it starts again at the
 * first unit it did not finish.
 */
public final class Collector {

    private final Plan plan;
    private final Catalogue suite;
    private final SampleSink sink;
    private final Progress progress;
    private final Timing timing;
    private final WarmUp warmUp;
    private volatile boolean cancelled;
    private int unitsDone;

    /** @param suite the test cases, each built when its turn comes and dropped after */
    public Collector(Plan plan, Catalogue suite, int resolution, SampleSink sink, Progress progress) {
        this.plan = plan;
        this.suite = suite;
        this.sink = sink;
        this.progress = progress;
        this.timing = new Timing(resolution, plan.ticksPerSample);
        this.warmUp = new WarmUp(resolution, timing.minElapsed());
    }

    /** Units (test cases at one size) that the run will time: the length of the progress bar. */
    public int total() {
        int total = 0;
        for (int i = 0; i < suite.size(); i++) {
            if (plan.includes(suite, i)) {
                total += plan.sizesOf(suite, i).length;
            }
        }
        return total;
    }

    /** Stops the run after the sample in flight; safe from another thread. */
    public void cancel() {
        cancelled = true;
    }

    /** Lets a cancelled run be run again, from where it stopped. */
    public void resume() {
        cancelled = false;
    }

    public boolean isCancelled() {
        return cancelled;
    }

    /** Units finished, counting those skipped on resuming: where a resumed run starts. */
    public int unitsDone() {
        return unitsDone;
    }

    /** Every output folded together, to be recorded with the run. */
    public int checksum() {
        return timing.checksum();
    }

    /**
     * How the run warms up and how long it did so far, as run conditions: {@code warmup} (the rule:
     * agreement and the bound per unit, ms), {@code warmup.ms} (spent over every unit) and
     * {@code warmup.bounded} (units that reached the bound without two samples agreeing) and
     * {@code warmup.again} (times a unit warmed up again because its code got faster after).
     */
    public void describeWarmUp(Conditions conditions) {
        conditions.put("warmup", new StringBuffer().append(100 / WarmUp.AGREEMENT).append("%,")
                .append(warmUp.bound()).append("ms").toString());
        conditions.put("warmup.ms", String.valueOf(warmUp.totalMs()));
        conditions.put("warmup.bounded", String.valueOf(warmUp.bounded()));
        conditions.put("warmup.again", String.valueOf(warmUp.againCount()));
    }

    /**
     * Runs the plan from unit {@code firstUnit} on, numbering samples from {@code firstSequence}.
     *
     * @return the sequence number after the last sample made
     */
    public int run(long runId, int firstSequence, int firstUnit) throws IOException {
        byte[] input = new byte[Math.max(plan.maxSize(), largestFixedSize())];
        Inputs.fill(input, plan.inputKind);
        int sequence = firstSequence;
        int total = total();
        unitsDone = 0;
        for (int t = 0; t < suite.size() && !cancelled; t++) {
            if (!plan.includes(suite, t)) {
                continue;
            }
            int[] sizes = plan.sizesOf(suite, t);
            if (unitsDone + sizes.length <= firstUnit) {
                unitsDone += sizes.length;
                continue;
            }
            sequence = run(t, sizes, runId, sequence, firstUnit, input, total);
        }
        return sequence;
    }

    /**
     * Builds entry {@code t} and runs it on each of its sizes. Its engine is referenced from this
     * call only, so it is garbage once the call returns, before the next entry is built.
     */
    private int run(int t, int[] sizes, long runId, int firstSequence, int firstUnit, byte[] input, int total)
            throws IOException {
        TestCase testCase = suite.create(t);
        String failure = testCase.knownAnswerCheck();
        if (failure != null) {
            progress.rejected(testCase, failure);
            unitsDone += sizes.length;
            return firstSequence;
        }
        int sequence = firstSequence;
        byte[] output = new byte[testCase.outputSize(sizes[sizes.length - 1])];
        int samples = plan.samplesOf(suite, t);
        for (int s = 0; s < sizes.length && !cancelled; s++) {
            if (unitsDone < firstUnit) {
                unitsDone++;
                continue;
            }
            Sample last = measure(testCase, samples, runId, sequence, input, sizes[s], output);
            sequence = last.sequence + 1;
            if (!cancelled) {
                unitsDone++;
                progress.advanced(unitsDone, total, last);
            }
        }
        return sequence;
    }

    private int largestFixedSize() {
        int largest = 0;
        for (int i = 0; i < suite.size(); i++) {
            largest = Math.max(largest, suite.fixedSize(i));
        }
        return largest;
    }

    private Sample measure(TestCase testCase, int samples, long runId, int sequence, byte[] input, int size,
                           byte[] output) throws IOException {
        int coldInit = timing.timeInit(testCase, 1);
        int coldExec = timing.timeExec(testCase, input, size, output, 1);
        Sample sample = sample(testCase, runId, sequence++, size, 1, coldInit, 1, coldExec, true);
        sink.add(sample);
        int initCalls = timing.calibrateInit(testCase);
        int calls = warm(testCase, input, size, output, timing.calibrate(testCase, input, size, output));
        // The unit's warm samples are kept until it ends: a JIT may still finish compiling after the
        // warm-up (two samples of half-compiled code can agree), and then the samples before timed
        // other code than those after (seen: 4 to 14 times slower). A sample that falls short of the
        // minimum is that sign: the unit warms up again and its warm samples start afresh.
        Sample[] warmSamples = new Sample[samples];
        int taken = 0;
        int again = 0;
        while (taken < warmSamples.length && !cancelled) {
            int init = timing.timeInit(testCase, initCalls);
            while (testCase.hasInit() && init < timing.minElapsed() && initCalls <= Integer.MAX_VALUE / 2) {
                initCalls *= 2;
                init = timing.timeInit(testCase, initCalls);
            }
            int exec = timing.timeExec(testCase, input, size, output, calls);
            if (exec < timing.minElapsed() && again < WarmUp.AGAIN && calls <= Integer.MAX_VALUE / 2) {
                again++;
                warmUp.again();
                calls = warm(testCase, input, size, output, calls * 2);
                taken = 0;
                continue;
            }
            while (exec < timing.minElapsed() && calls <= Integer.MAX_VALUE / 2) {
                calls *= 2;
                exec = timing.timeExec(testCase, input, size, output, calls);
            }
            warmSamples[taken] = sample(testCase, runId, sequence + taken, size, initCalls, init, calls, exec, false);
            taken++;
        }
        // a cancelled unit keeps the complete samples it took, as each was kept before
        for (int i = 0; i < taken; i++) {
            sink.add(warmSamples[i]);
        }
        return taken > 0 ? warmSamples[taken - 1] : sample;
    }

    /**
     * Takes warm-up samples until {@link WarmUp} finds the unit warm; returns the calls per sample,
     * doubled where the code got faster and a sample fell short of the minimum.
     */
    private int warm(TestCase testCase, byte[] input, int size, byte[] output, int calls) {
        warmUp.start(Clock.now());
        int taken;
        int exec;
        do {
            taken = calls;
            exec = timing.timeExec(testCase, input, size, output, taken);
            if (exec < timing.minElapsed() && calls <= Integer.MAX_VALUE / 2) {
                calls *= 2;
            }
        } while (!warmUp.warm(exec, taken, Clock.now()) && !cancelled);
        return calls;
    }

    private static Sample sample(TestCase testCase, long runId, int sequence, int size, int initCalls,
                                 int init, int calls, int exec, boolean cold) {
        return new Sample(runId, sequence, testCase.algorithm(), testCase.operation(),
                testCase.keyBits(), size, initCalls, init, calls, exec, cold);
    }
}
