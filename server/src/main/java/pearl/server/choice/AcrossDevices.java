package pearl.server.choice;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import pearl.server.model.Choice;

/**
 * The answer's summary when it covers several devices: the choices that qualify on every one of
 * them, each with how far it lies from the fastest qualifying choice on the device where it does
 * worst, best first. A developer shipping to all of these phones picks from the top.
 *
 * @param name       the choice: its handshake, if any, and its algorithms
 * @param worstRatio its time over the device's fastest qualifying time, on the device where that is largest (1: fastest everywhere)
 * @param slowestOn  the device where it lies farthest from the fastest
 */
public record AcrossDevices(String name, double worstRatio, long slowestOn) {

    /** Within this much of each device's fastest qualifying choice, a choice counts as near-fastest. */
    public static final double NEAR = 1.10;

    /** Whether it is the fastest, or within {@link #NEAR} of it, on every device. */
    public boolean nearFastest() {
        return worstRatio <= NEAR;
    }

    /** @param choices the chooser's answer, each device's qualifying choices fastest first */
    public static List<AcrossDevices> of(List<Choice> choices) {
        Map<Long, Double> fastest = new LinkedHashMap<>();
        Map<String, Map<Long, Double>> byName = new LinkedHashMap<>();
        for (Choice choice : choices) {
            fastest.putIfAbsent(choice.deviceId(), Double.NaN);
            if (choice.qualifies()) {
                fastest.merge(choice.deviceId(), choice.predictedMs(), (kept, ms) -> kept.isNaN() ? ms : Math.min(kept, ms));
                byName.computeIfAbsent(choice.title(), n -> new HashMap<>()).merge(choice.deviceId(), choice.predictedMs(), Math::min);
            }
        }
        List<AcrossDevices> everywhere = new ArrayList<>();
        byName.forEach((name, times) -> {
            if (times.size() == fastest.size()) {
                long slowestOn = -1;
                double worst = 0;
                for (Map.Entry<Long, Double> time : times.entrySet()) {
                    double best = fastest.get(time.getKey());
                    double ratio = best > 0 ? time.getValue() / best : time.getValue() > 0 ? Double.POSITIVE_INFINITY : 1;
                    if (slowestOn < 0 || ratio > worst) {
                        worst = ratio;
                        slowestOn = time.getKey();
                    }
                }
                everywhere.add(new AcrossDevices(name, worst, slowestOn));
            }
        });
        everywhere.sort(Comparator.comparingDouble(AcrossDevices::worstRatio).thenComparing(AcrossDevices::name));
        return everywhere;
    }
}
