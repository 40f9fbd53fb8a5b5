package pearl.server.choice;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;

import pearl.server.model.Catalogue;
import pearl.server.model.Choice;
import pearl.server.model.CyclesPerByte;
import pearl.server.model.HandshakeEstimate;
import pearl.server.model.Kind;
import pearl.server.model.Operation;
import pearl.server.model.Primitive;
import pearl.server.model.Query;
import pearl.server.model.Task;
import pearl.server.model.TimeModel;
import pearl.server.security.Security;
import pearl.server.security.SecurityFacts;
import pearl.server.security.Status;

/**
 * Answers "which algorithm for this task, on this phone?" (docs/web.md, "Choose an algorithm"):
 * every way to do the task that the device measured, its predicted time from the devices' lines,
 * its security from the shipped facts, and whether it qualifies; per device, qualifying choices
 * first, fastest first.
 */
public final class Chooser {

    private static final Set<Kind> CIPHERS = Set.of(Kind.BLOCK_CIPHER, Kind.STREAM_CIPHER);
    /** A device's models by algorithm, then operation by name: the order its candidates are found in. */
    private static final Comparator<Primitive> BY_NAME = Comparator.comparing(Primitive::algorithm)
            .thenComparing(primitive -> primitive.operation().label());

    private static final Catalogue CATALOGUE = Catalogue.shipped();

    private final SecurityFacts facts;

    public Chooser(SecurityFacts facts) {
        this.facts = facts;
    }

    /** @param models every device's time models for the task's operations (TimeModels) */
    public List<Choice> choose(Query query, List<TimeModel> models) {
        Map<Long, Map<Primitive, TimeModel>> byDevice = new LinkedHashMap<>();
        models.stream()
                .filter(m -> query.devices().isEmpty() || query.devices().contains(m.deviceId()))
                .sorted(Comparator.comparing(TimeModel::device).thenComparingLong(TimeModel::deviceId))
                .forEach(m -> byDevice.computeIfAbsent(m.deviceId(), d -> new TreeMap<>(BY_NAME))
                        .put(m.primitive(), m));
        Comparator<Choice> order = Comparator.comparing((Choice c) -> !c.qualifies())
                .thenComparingDouble(Choice::predictedMs).thenComparing(Choice::name);
        List<Choice> choices = new ArrayList<>();
        for (Map<Primitive, TimeModel> device : byDevice.values()) {
            List<Choice> ofDevice = new ArrayList<>();
            for (Candidate candidate : candidates(query.task(), device)) {
                ofDevice.add(candidate.choice(query));
            }
            ofDevice.sort(order);
            choices.addAll(ofDevice);
        }
        return choices;
    }

    private List<Candidate> candidates(Task task, Map<Primitive, TimeModel> device) {
        return switch (task) {
            case ENCRYPT -> singles(kinded(device, Operation.ENCRYPT, CIPHERS));
            case HASH -> singles(kinded(device, Operation.DIGEST, Set.of(Kind.HASH)));
            case MAC -> singles(kinded(device, Operation.MAC, Set.of(Kind.MAC)));
            case AGREE -> singles(kinded(device, Operation.AGREE, Set.of(Kind.AGREEMENT)));
            case SIGN -> pairs(kinded(device, Operation.SIGN, Set.of(Kind.SIGNATURE)), kinded(device, Operation.DIGEST, Set.of(Kind.HASH)));
            case VERIFY -> pairs(kinded(device, Operation.VERIFY, Set.of(Kind.SIGNATURE)), kinded(device, Operation.DIGEST, Set.of(Kind.HASH)));
            case ENCRYPT_AND_AUTHENTICATE -> pairs(kinded(device, Operation.ENCRYPT, CIPHERS), kinded(device, Operation.MAC, Set.of(Kind.MAC)));
            case SESSION -> sessions(device);
        };
    }

    /** The device's models of one operation whose algorithms are of the given kinds. */
    private List<Part> kinded(Map<Primitive, TimeModel> device, Operation operation, Set<Kind> kinds) {
        List<Part> parts = new ArrayList<>();
        for (TimeModel model : device.values()) {
            Security security = facts.of(model.primitive().algorithm());
            if (model.primitive().operation() == operation && security != null && kinds.contains(security.kind())) {
                parts.add(new Part(model, security));
            }
        }
        return parts;
    }

    private static List<Candidate> singles(List<Part> parts) {
        return parts.stream().map(p -> new Candidate(null, List.of(), List.of(p))).toList();
    }

    private static List<Candidate> pairs(List<Part> first, List<Part> second) {
        List<Candidate> pairs = new ArrayList<>();
        for (Part a : first) {
            for (Part b : second) {
                pairs.add(new Candidate(null, List.of(), List.of(a, b)));
            }
        }
        return pairs;
    }

    /** Each server-authenticated handshake the device measured every part of, with each cipher and MAC. */
    private List<Candidate> sessions(Map<Primitive, TimeModel> device) {
        List<Candidate> pairs = pairs(kinded(device, Operation.ENCRYPT, CIPHERS), kinded(device, Operation.MAC, Set.of(Kind.MAC)));
        List<Candidate> sessions = new ArrayList<>();
        for (Map.Entry<String, List<Part>> handshake : handshakes(device).entrySet()) {
            for (Candidate pair : pairs) {
                sessions.add(new Candidate(handshake.getKey(), handshake.getValue(), pair.perMessage()));
            }
        }
        return sessions;
    }

    /**
     * The curves and RSA key sizes the device measured a handshake's parts on, its key sizes as the
     * catalogue gives them, each handshake with its parts.
     */
    private Map<String, List<Part>> handshakes(Map<Primitive, TimeModel> device) {
        Set<String> curves = new LinkedHashSet<>();
        Set<Integer> rsaBits = new LinkedHashSet<>();
        for (TimeModel model : device.values()) {
            String algorithm = model.primitive().algorithm();
            HandshakeEstimator.curveOf(algorithm).ifPresent(curves::add);
            CATALOGUE.find(model.primitive()).map(entry -> entry.testCase().keyBits())
                    .filter(keyBits -> HandshakeEstimator.rsaOf(algorithm, keyBits)).ifPresent(rsaBits::add);
        }
        Map<String, List<Part>> handshakes = new LinkedHashMap<>();
        for (String curve : curves.isEmpty() ? Set.of("") : curves) {
            for (int bits : rsaBits.isEmpty() ? Set.of(0) : rsaBits) {
                for (HandshakeEstimate estimate : new HandshakeEstimator(curve, bits)
                        .estimate(primitive -> Optional.ofNullable(measured(device, primitive))
                                .map(TimeModel::perOperationMs))) {
                    if (estimate.handshake().endsWith("server-authenticated") && estimate.total().isPresent()) {
                        handshakes.putIfAbsent(estimate.handshake(), estimate.parts().stream()
                                .map(p -> measured(device, p.primitive()))
                                .map(m -> new Part(m, facts.of(m.primitive().algorithm()))).toList());
                    }
                }
            }
        }
        return handshakes;
    }

    /** The device's model of a handshake's operation, under the name the collector measures it by. */
    private static TimeModel measured(Map<Primitive, TimeModel> device, Primitive primitive) {
        return device.get(HandshakeEstimator.measuredAs(primitive));
    }

    /** One algorithm's operation on the device, and its security (null when the facts lack it). */
    private record Part(TimeModel model, Security security) {

        String name() {
            return model.primitive().algorithm();
        }

        /** Why this part keeps a choice from qualifying; empty when it does not. */
        List<String> failures(Query query) {
            List<String> failures = new ArrayList<>();
            if (security == null) {
                failures.add(name() + ": no security facts");
                return failures;
            }
            if (security.status() == Status.BROKEN || security.status() == Status.LEGACY && !query.legacy()) {
                failures.add(security.statusReason());
            }
            if (security.strengthBits() < query.strength()) {
                failures.add(name() + ": " + security.strengthBits() + " bits, fewer than " + query.strength());
            }
            if (model.flagged()) {
                failures.add(name() + ": flagged on this device (too few samples, a coarse timer or runs that disagree)");
            }
            return failures;
        }
    }

    /**
     * A way to do the task: parts done once (a session's handshake) and parts done on every message.
     */
    private record Candidate(String handshake, List<Part> once, List<Part> perMessage) {

        Choice choice(Query query) {
            long count = query.task() == Task.SESSION ? query.messages() : 1;
            double ms = 0;
            Choice.Reach reach = null;
            for (Part part : once) {
                ms += part.model().perOperationMs();
            }
            for (Part part : perMessage) {
                ms += count * part.model().ms(query.size());
                if (query.task().sized() && part.model().extrapolated(query.size())) {
                    Choice.Reach partReach = Choice.Reach.of(query.size(), part.model().minSize(), part.model().maxSize());
                    reach = reach == null || partReach.factor() > reach.factor() ? partReach : reach;
                }
            }
            List<String> algorithms = new ArrayList<>();
            Set<String> failures = new LinkedHashSet<>();
            int strength = Integer.MAX_VALUE;
            Status status = Status.RECOMMENDED;
            for (Part part : concat()) {
                if (!algorithms.contains(part.name())) {
                    algorithms.add(part.name());
                }
                failures.addAll(part.failures(query));
                strength = Math.min(strength, part.security() == null ? 0 : part.security().strengthBits());
                status = part.security() == null ? Status.BROKEN : status.worse(part.security().status());
            }
            TimeModel first = perMessage.get(0).model();
            Double cyclesPerByte = query.task().sized() && ms > 0
                    ? CyclesPerByte.of(first.clockMhz(), count * query.size() * 1000.0 / ms) : null;
            return new Choice(first.deviceId(), first.device(), handshake, List.copyOf(algorithms), ms, strength,
                    status.label(), failures.isEmpty(), String.join("; ", failures), reach != null, reach, cyclesPerByte);
        }

        private List<Part> concat() {
            List<Part> all = new ArrayList<>(once);
            all.addAll(perMessage);
            return all;
        }
    }
}
