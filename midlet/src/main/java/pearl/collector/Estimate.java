package pearl.collector;

import pearl.testcase.Catalogue;

/**
 * How long a plan will take on this phone, before it starts: the collector's own steps counted
 * for every measurement (the cold sample, the calibrations, the warm-up, the warm samples, each of
 * set-up and operation, storing them) and priced by the phone's {@link Pace}. A sample of calls
 * shorter than the plan's ticks spans those ticks, so the clock's tick prices most of a plan; a
 * longer call costs its bytes at the pace of the plan's first cipher or hash, or its catalogue's
 * cost in 512-bit exponentiations at the pace of the suite's probed public-key operation. The
 * progress screen then corrects it from the run's own pace (docs/collector.md, "How long a plan takes").
 */
public final class Estimate {

    /**
     * Warm-up samples per measurement and round where a call is shorter than a sample: an
     * interpreter's first two agree, a JIT's code takes a few more. Two where a call alone spans a
     * sample: such samples agree at once.
     */
    static final int WARM_UP_SAMPLES = 3;
    /** µs a test case costs the first time it is built: its classes loaded, its known-answer check. */
    static final int TEST_CASE_MICROS = 300000;
    /** µs a measurement costs in each round beside its samples: storing them and the run's state. */
    static final int MEASUREMENT_MICROS = 30000;

    private Estimate() {
    }

    /** ms the plan should take on the phone of {@code pace}. */
    public static long millis(Plan plan, Catalogue table, Pace pace) {
        long floor = 1000L * pace.tick * plan.ticksPerSample;
        long micros = 0;
        for (int t = 0; t < table.size(); t++) {
            if (!plan.includes(table, t)) {
                continue;
            }
            int[] sizes = plan.sizesOf(table, t);
            long samples = plan.samplesOf(table, t);
            micros += TEST_CASE_MICROS;
            long init = table.hasInit(t) ? micros(table, t, 1, true, pace) : 0;
            for (int s = 0; s < sizes.length; s++) {
                long call = micros(table, t, sizes[s], false, pace);
                long initSpan = table.hasInit(t) ? span(init, floor) : 0;
                // the cold sample's set-ups and call, the calibrations, and the call the checksum takes
                micros += 4 * init + 2 * call + calibration(call, floor);
                if (table.hasInit(t)) {
                    micros += calibration(init, floor);
                }
                // each round warms the measurement up and stores its samples
                long warmUp = call > floor + floor / 8 ? 2 : WARM_UP_SAMPLES;
                micros += plan.rounds * (warmUp * (init + span(call, floor)) + MEASUREMENT_MICROS);
                // a warm sample: the set-ups timed, one untimed before the calls timed
                micros += samples * (initSpan + init + span(call, floor));
            }
        }
        return micros / 1000;
    }

    /**
     * µs one call of entry {@code t} (or its set-up) takes on {@code size} bytes: its bytes at the
     * phone's pace for its submodule, or its catalogue's cost in exponentiations at the phone's pace
     * for one.
     */
    private static long micros(Catalogue table, int t, int size, boolean init, Pace pace) {
        long cost = table.cost(t, init);
        if (cost == 0) {
            return init ? 0 : (long) size * pace.nanos[Plan.submoduleOf(table, t)] / (1000 * Plan.KB);
        }
        long perCall = cost * pace.nanos[Plan.ASYMMETRIC] / 1000000;
        return table.fixedSize(t) > 0 || init ? perCall : perCall * size / Plan.KB;
    }

    /**
     * µs a sample of calls that take {@code call} each spans: calibrated to the minimum and an eighth,
     * landing on average half a call above it; one call where a call alone takes longer.
     */
    private static long span(long call, long floor) {
        long target = floor + floor / 8;
        return call >= target ? call : target + call / 2;
    }

    /** Calls doubling until they span a fifth of the minimum: twice that, or one call where it takes longer. */
    private static long calibration(long call, long floor) {
        return Math.max(call, floor * 2 / 5);
    }

    /** "2 h 05 min", "3 min 20 s", "45 s": for the screens. */
    public static String format(long millis) {
        long seconds = millis / 1000;
        StringBuffer text = new StringBuffer();
        if (seconds >= 3600) {
            text.append(seconds / 3600).append(" h ").append(seconds / 60 % 60).append(" min");
        } else if (seconds >= 60) {
            text.append(seconds / 60).append(" min ").append(seconds % 60).append(" s");
        } else {
            text.append(seconds).append(" s");
        }
        return text.toString();
    }
}
