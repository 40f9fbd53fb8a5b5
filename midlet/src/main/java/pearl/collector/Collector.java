package pearl.collector;

import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;

import pearl.testcase.Catalogue;
import pearl.testcase.Inputs;
import pearl.testcase.TestCase;
import pearl.util.Clock;

/**
 * PEARL's Samples Collector: runs every test case of a plan on every input size, a number of
 * samples per size, and hands the samples to the sink as each test case at one size ends.
 * <p>
 * The run goes over the plan in {@link Plan#rounds rounds}, each of which runs every test case
 * on every size and takes its share of each one's warm samples, so that the samples of a test case
 * at one size (a <em>measurement</em> of the run) come from several instances spread over the run: the
 * level of one instance (its data's placement) or a slow spell of the host is outvoted in the
 * modal time. In the first round each algorithm must pass its known-answer check before it is
 * timed, and each measurement's first execution is kept as a cold sample; then the measurement warms up
 * ({@link WarmUp}) and the warm samples follow, each made of enough calls to span the plan's ticks
 * per sample. Those calls are kept for the measurement's later rounds, so that every sample of a measurement
 * times as many calls and their readings in whole ticks can coincide. Each test case is built
 * when its turn comes in a round and dropped after its last size, so one engine is alive at a
 * time. A cancelled run can be resumed: it starts again at the measurement it was cancelled in. A run
 * goes on in a later life of the MIDlet from what {@link #save} wrote after its last measurement.
 */
public final class Collector {

    private final Plan plan;
    /** The run's buffers: {@link #buffers}. */
    private static final int INPUT = 0;
    private static final int OUTPUT = 1;

    private final Catalogue table;
    private final SampleSink sink;
    private final Progress progress;
    private final SampleTimer timing;
    private final WarmUp warmUp;
    /**
     * Per measurement, in the order of a round: the calls of its warm samples, calibrated when it first
     * runs and kept for its later rounds (0 before; -1 for a measurement not measured: of a test case that
     * failed its known answer, or too large for the heap).
     */
    private final int[] calls;
    /** Likewise the set-ups' calls, per catalogue entry: a set-up does not depend on the input size. */
    private final int[] initCalls;
    private volatile boolean cancelled;
    private int measurementsDone;
    /** The run's checksum: the sum of its measurements' {@link #digest digests}. */
    private int checksum;
    /**
     * The largest input at which no test case has run out of heap: the plan's largest, as fitted to
     * the buffers the device could allocate, while none has.
     */
    private int largestInput;
    /** Measurements not measured because they ran out of heap. */
    private int outOfHeap;
    /** Bytes of heap free once the table is built, before the run's buffers: the room the suite's classes left. */
    private final long heapFree;

    /** @param table the test cases, each built when its turn comes and dropped after */
    public Collector(Plan plan, Catalogue table, int resolution, SampleSink sink, Progress progress) {
        this.plan = plan;
        this.table = table;
        this.sink = sink;
        this.progress = progress;
        this.timing = new SampleTimer(resolution, plan.ticksPerSample);
        this.warmUp = new WarmUp(resolution, timing.minElapsed());
        int measurements = 0;
        for (int i = 0; i < table.size(); i++) {
            if (plan.includes(table, i)) {
                measurements += plan.sizesOf(table, i).length;
            }
        }
        calls = new int[measurements];
        initCalls = new int[table.size()];
        largestInput = plan.maxSize();
        System.gc();
        heapFree = Runtime.getRuntime().freeMemory();
    }

    /** Measurements (test cases at one size) the run will time, times the rounds: the length of the progress bar. */
    public int total() {
        return calls.length * plan.rounds;
    }

    /** Stops the run after the sample in flight; safe from another thread. */
    public void cancel() {
        cancelled = true;
    }

    /** Lets a cancelled run be run again, from where it stopped. */
    public void resume() {
        cancelled = false;
    }

    /** Measurements of rounds finished, counting those skipped on resuming: where a resumed run starts. */
    public int measurementsDone() {
        return measurementsDone;
    }

    /**
     * The run's checksum: what each measurement measured and the output of its test case, the same
     * for one plan on every runtime, however often its run was interrupted ({@link #digest}).
     */
    public int checksum() {
        return checksum;
    }

    /**
     * Writes where the run stands, for a later life of the MIDlet to go on from ({@link #restore}):
     * the measurements done, the checksum, what did not fit the heap, the warm-up's totals and the
     * calls each measurement and set-up was calibrated with.
     */
    public void save(DataOutputStream out) throws IOException {
        Sample.writeCount(out, measurementsDone);
        out.writeInt(checksum);
        Sample.writeCount(out, largestInput);
        Sample.writeCount(out, outOfHeap);
        out.writeLong(warmUp.totalMs());
        Sample.writeCount(out, warmUp.bounded());
        Sample.writeCount(out, warmUp.againCount());
        writeCalls(out, calls);
        writeCalls(out, initCalls);
    }

    /**
     * Takes up the run where {@link #save} left it, on this collector of the same plan and table.
     *
     * @throws IOException when the saved run had another number of measurements or test cases: another
     *                     version of the MIDlet planned it
     */
    public void restore(DataInputStream in) throws IOException {
        measurementsDone = Sample.readCount(in);
        checksum = in.readInt();
        largestInput = Sample.readCount(in);
        outOfHeap = Sample.readCount(in);
        warmUp.restore(in.readLong(), Sample.readCount(in), Sample.readCount(in));
        readCalls(in, calls);
        readCalls(in, initCalls);
    }

    /** Calls of -1 (not measured) and up, as counts from 0. */
    private static void writeCalls(DataOutputStream out, int[] calls) throws IOException {
        Sample.writeCount(out, calls.length);
        for (int i = 0; i < calls.length; i++) {
            Sample.writeCount(out, calls[i] + 1);
        }
    }

    private static void readCalls(DataInputStream in, int[] calls) throws IOException {
        if (Sample.readCount(in) != calls.length) {
            throw new IOException("the unfinished run was planned by another version of PEARL");
        }
        for (int i = 0; i < calls.length; i++) {
            calls[i] = Sample.readCount(in) - 1;
        }
    }

    /**
     * Takes a measurement that the local bank holds beyond the last {@link #save}: the MIDlet ended
     * between storing its samples and the run's state after them. {@code calls} and
     * {@code initCalls} are those of its last sample; its {@code digest} is added to the checksum.
     */
    public void recorded(int measurementsDone, int calls, int initCalls, int digest) {
        this.measurementsDone = measurementsDone;
        checksum += digest;
        int measurement = (measurementsDone - 1) % this.calls.length;
        this.calls[measurement] = calls;
        for (int t = 0, end = 0; t < table.size(); t++) {
            if (plan.includes(table, t)) {
                end += plan.sizesOf(table, t).length;
                if (measurement < end) {
                    this.initCalls[t] = initCalls;
                    return;
                }
            }
        }
    }

    /**
     * How the run warms up and how long it did so far, and what fitted the heap, as run conditions:
     * {@code warmup} (the rule: agreement and the bound per measurement, ms), {@code warmup.ms} (spent over
     * every measurement), {@code warmup.bounded} (measurements that reached the bound without two samples
     * agreeing), {@code warmup.again} (times a measurement warmed up again because its code got faster
     * after), {@code memory.largest.buffer} (the largest input size at which no test case ran out of
     * heap: the device's maximum), {@code memory.short} (measurements not measured for lack of heap) and
     * {@code memory.free} (the heap free once the suite's test cases are listed, before the run's buffers).
     */
    public void describe(Conditions conditions) {
        conditions.put("warmup", new StringBuffer().append(100 / WarmUp.AGREEMENT).append("%,")
                .append(warmUp.bound()).append("ms").toString());
        conditions.put("warmup.ms", String.valueOf(warmUp.totalMs()));
        conditions.put("warmup.bounded", String.valueOf(warmUp.bounded()));
        conditions.put("warmup.again", String.valueOf(warmUp.againCount()));
        conditions.put("memory.largest.buffer", String.valueOf(largestInput));
        conditions.put("memory.short", String.valueOf(outOfHeap));
        conditions.put("memory.free", String.valueOf(heapFree));
    }

    /**
     * Runs the plan from measurement {@code firstMeasurement} on (counted over the rounds, as {@link #measurementsDone}),
     * numbering samples from {@code firstSequence}. A run resumed with the same collector keeps the
     * calls its measurements were calibrated with. A round goes over the table in its order, the
     * symmetric ciphers, the hashes and MACs, then the public-key rows: the round's three parts. The
     * sink hears when a part in which samples were stored ends and another follows.
     *
     * @return the sequence number after the last sample made
     */
    public int run(long runKey, int firstSequence, int firstMeasurement) throws IOException {
        byte[][] buffers = buffers();
        Inputs.fill(buffers[INPUT], plan.inputKind);
        int sequence = firstSequence;
        measurementsDone = 0;
        int part = -1;
        int partStart = sequence;
        for (int round = 0; round < plan.rounds && !cancelled; round++) {
            int measurement = 0;
            // the furthest submodule the round has reached: RSA's and ElGamal's encryption, symmetric
            // by their input sizes, run among the public-key rows and in their part
            int reached = 0;
            for (int t = 0; t < table.size() && !cancelled; t++) {
                if (!plan.includes(table, t)) {
                    continue;
                }
                reached = Math.max(reached, Plan.submoduleOf(table, t));
                int itsPart = round * Plan.SUBMODULES.length + reached;
                if (itsPart != part) {
                    if (sequence != partStart) {
                        sink.partEnded();
                    }
                    part = itsPart;
                    partStart = sequence;
                }
                int[] sizes = plan.sizesOf(table, t);
                // a test case that failed its known answer in the first round is not built again
                if (measurementsDone + sizes.length <= firstMeasurement || calls[measurement] < 0) {
                    measurementsDone += sizes.length;
                } else {
                    sequence = run(round, t, measurement, sizes, runKey, sequence, firstMeasurement, buffers);
                }
                measurement += sizes.length;
            }
        }
        return sequence;
    }

    /**
     * Builds entry {@code t}, whose first measurement is {@code measurement}, and runs it on each of its sizes in
     * round {@code round}. Its engine is referenced from this call only, so it is garbage once the
     * call returns, before the next entry is built. A size whose measurement runs out of heap is the
     * entry's limit: neither it nor a larger one is measured, in this round or a later one, and the
     * run goes on.
     */
    private int run(int round, int t, int measurement, int[] sizes, long runKey, int firstSequence, int firstMeasurement,
                    byte[][] buffers) throws IOException {
        TestCase testCase = null;
        byte[] input = buffers[INPUT];
        int sequence = firstSequence;
        // the remainder of the samples goes to the first rounds
        int samples = plan.samplesOf(table, t);
        int share = samples / plan.rounds + (round < samples % plan.rounds ? 1 : 0);
        for (int s = 0; s < sizes.length && !cancelled; s++) {
            if (measurementsDone < firstMeasurement || calls[measurement + s] < 0) {
                measurementsDone++;
                continue;
            }
            if (sizes[s] > input.length) {
                // the heap did not hold an input buffer of this size
                largestInput = Math.min(largestInput, input.length);
                outOfHeap(measurement, s, sizes);
                continue;
            }
            try {
                if (testCase == null) {
                    testCase = table.create(t);
                    String failure = round == 0 ? testCase.knownAnswerCheck() : null;
                    if (failure != null) {
                        progress.rejected(testCase, failure);
                        skip(measurement, s, sizes.length);
                        continue;
                    }
                }
                int outputSize = testCase.outputSize(sizes[s]);
                if (buffers[OUTPUT] == null || buffers[OUTPUT].length < outputSize) {
                    buffers[OUTPUT] = null;
                    buffers[OUTPUT] = new byte[outputSize];
                }
                Sample last = measure(testCase, t, measurement + s, round, share, runKey, sequence, input, sizes[s],
                        buffers[OUTPUT]);
                if (last != null) {
                    sequence = last.sequence + 1;
                    progress.advanced(measurementsDone, total(), last);
                }
            } catch (OutOfMemoryError tooLarge) {
                testCase = null;
                buffers[OUTPUT] = null;
                outOfHeap(measurement, s, sizes);
            }
        }
        return sequence;
    }

    /** Size {@code s} of an entry ran out of heap: it and the larger sizes are not measured. */
    private void outOfHeap(int measurement, int s, int[] sizes) {
        if (s > 0) {
            largestInput = Math.min(largestInput, sizes[s - 1]);
        }
        outOfHeap += sizes.length - s;
        skip(measurement, s, sizes.length);
    }

    /** Marks the entry's measurements from size {@code from} on as not measured, and counts them done. */
    private void skip(int measurement, int from, int sizes) {
        for (int s = from; s < sizes; s++) {
            calls[measurement + s] = -1;
        }
        measurementsDone++;
    }

    /**
     * The run's buffers, {@link #INPUT} and {@link #OUTPUT}. The input every measurement reads from: as
     * large as the plan's largest input, or, where the heap cannot hold that, half as large, and so
     * on, below the plan's smallest if need be; the sizes it cannot hold are not measured. Where the
     * plan ciphers its sizes, the heap must hold an output as large beside it: an input buffer that
     * fits alone would leave a cipher no room for its output at half its size (phoneME at 1 MB:
     * AES/CBC stopped at 64 KB beside a 512 KB input buffer). The output is kept from test case to
     * test case, grown where one needs more: one as large made anew for each test case would have
     * the heap collected for room each time, and CLDC HI's JIT evicts its compiled code first.
     */
    private byte[][] buffers() {
        int needed = largestFixedSize();
        boolean ciphers = ciphersItsSizes();
        for (int size = Math.max(plan.maxSize(), needed); ; size /= 2) {
            try {
                byte[][] buffers = new byte[2][];
                buffers[INPUT] = new byte[size];
                if (ciphers && size > needed) {
                    buffers[OUTPUT] = new byte[size];
                }
                return buffers;
            } catch (OutOfMemoryError tooLarge) {
                // the test cases of a fixed size need theirs; the others measure the sizes that fit
                if (size / 2 < needed || size == 1) {
                    throw tooLarge;
                }
            }
        }
    }

    /** Whether the plan runs a test case whose output is as large as its input (a cipher of the plan's sizes). */
    private boolean ciphersItsSizes() {
        for (int i = 0; i < table.size(); i++) {
            if (plan.includes(table, i) && Plan.submoduleOf(table, i) == Plan.SYMMETRIC) {
                return true;
            }
        }
        return false;
    }

    private int largestFixedSize() {
        int largest = 0;
        for (int i = 0; i < table.size(); i++) {
            largest = Math.max(largest, table.fixedSize(i));
        }
        return largest;
    }

    /**
     * Takes measurement {@code measurement}'s (of entry {@code t}) cold sample in the first round, then
     * {@code share} warm samples, and hands them to the sink, counting the measurement done; returns the
     * last, or null when the run was cancelled before the measurement's round ended.
     */
    private Sample measure(TestCase testCase, int t, int measurement, int round, int share, long runKey, int sequence,
                           byte[] input, int size, byte[] output) throws IOException {
        boolean cold = round == 0;
        // The measurement's samples of the round are kept until it ends: a JIT may still finish compiling
        // after the warm-up (two samples of half-compiled code can agree), and then the samples
        // before timed other code than those after (seen: 4 to 14 times slower). A sample that falls
        // short of the minimum is that sign: the measurement warms up again and its warm samples start
        // afresh. A cancelled measurement keeps none, so that the resumed run takes each measurement's share once.
        Sample[] kept = new Sample[cold ? share + 1 : share];
        int first = 0;
        if (cold) {
            int coldInit = timing.timeInit(testCase, 1);
            int coldExec = timing.timeExec(testCase, input, size, output, 1);
            kept[first++] = sample(testCase, runKey, sequence, size, 1, coldInit, 1, coldExec, true);
        }
        if (initCalls[t] == 0) {
            initCalls[t] = timing.calibrateInit(testCase);
        }
        if (calls[measurement] == 0) {
            calls[measurement] = timing.calibrate(testCase, input, size, output);
        }
        // a later round warms up too, cheaply where the code is warm: its instance may be new to it
        calls[measurement] = warm(testCase, input, size, output, calls[measurement]);
        int taken = first;
        int again = 0;
        while (taken < kept.length && !cancelled) {
            int init = timing.timeInit(testCase, initCalls[t]);
            while (testCase.hasInit() && init < timing.minElapsed() && initCalls[t] <= Integer.MAX_VALUE / 2) {
                initCalls[t] *= 2;
                init = timing.timeInit(testCase, initCalls[t]);
            }
            int exec = timing.timeExec(testCase, input, size, output, calls[measurement]);
            if (exec < timing.minElapsed() && again < WarmUp.AGAIN && calls[measurement] <= Integer.MAX_VALUE / 2) {
                again++;
                warmUp.again();
                calls[measurement] = warm(testCase, input, size, output, calls[measurement] * 2);
                taken = first;
                continue;
            }
            while (exec < timing.minElapsed() && calls[measurement] <= Integer.MAX_VALUE / 2) {
                calls[measurement] *= 2;
                exec = timing.timeExec(testCase, input, size, output, calls[measurement]);
            }
            kept[taken] = sample(testCase, runKey, sequence + taken, size, initCalls[t], init, calls[measurement], exec,
                    false);
            taken++;
        }
        if (taken < kept.length) {
            return null;
        }
        int digest = digest(testCase, t, cold, input, size, output, taken);
        measurementsDone++;
        checksum += digest;
        try {
            sink.add(kept, taken, measurementsDone, digest);
        } catch (IOException notStored) {
            // to be measured again
            measurementsDone--;
            checksum -= digest;
            throw notStored;
        }
        return kept[taken - 1];
    }

    /**
     * A measurement's share of the run's checksum: what it measured (test case, size, samples) and,
     * in the first round, the output of one untimed call where that depends on the input alone
     * rather than on a key or padding drawn on the phone. A measurement doubled or lost by an
     * interrupted run changes the sum.
     */
    private int digest(TestCase testCase, int t, boolean first, byte[] input, int size, byte[] output, int samples) {
        int digest = testCase.algorithm().hashCode() * 31 + testCase.operation().hashCode();
        digest = ((digest * 31 + testCase.keyBits()) * 31 + size) * 31 + samples;
        if (first && Plan.submoduleOf(table, t) != Plan.ASYMMETRIC) {
            testCase.init();
            testCase.execute(input, size, output, 1);
            for (int i = testCase.outputSize(size) - 1; i >= 0; i--) {
                digest = digest * 31 + output[i];
            }
        }
        return digest;
    }

    /**
     * Takes warm-up samples until {@link WarmUp} finds the measurement warm; returns the calls per sample,
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

    private static Sample sample(TestCase testCase, long runKey, int sequence, int size, int initCalls,
                                 int init, int calls, int exec, boolean cold) {
        return new Sample(runKey, sequence, testCase.algorithm(), testCase.operation(),
                testCase.keyBits(), size, initCalls, init, calls, exec, cold);
    }
}
