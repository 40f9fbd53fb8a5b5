package pearl.bench;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import pearl.collector.PlanAttributes;
import pearl.server.analysis.RankCorrelation;
import pearl.testing.HeadlessEmulator;
import pearl.testing.PearlServer;
import pearl.testing.TestDatabase;

/**
 * scripts/bench/runtimes.sh: PEARL's paper's ranking plan (its 17 block ciphers in ECB and RC4; its
 * 10 hashes: the algorithms its published rankings name, read from the bank) on three runtimes,
 * each its own phone syncing to one server on MariaDB: MicroEmulator (HotSpot),
 * phoneME's JIT and phoneME's interpreter. From the analyzer's warm results of each runtime, at the
 * largest size every runtime measured: Spearman's ρ with each published device's ranking, ciphers
 * and hashes apart, and the interpreter's throughput over the JIT's per algorithm.
 * Arguments: {@code [--quick]}, plan options ({@code --min-size --max-size --samples --rounds})
 * and phoneME's {@code --heap}, as {@code scripts/pearl emulator} takes them, and {@code --runtime
 * microemulator|jit|interpreter} (repeated) to run only those, printing the figures without writing
 * the report: an experiment with one runtime's plan.
 */
public final class RuntimesBench {

    private static final String QUICK_ALGORITHMS = "AES/ECB,DES/ECB,Blowfish/ECB,RC4,MD5,SHA-1,SHA-256";
    private static final String[] PUBLISHED = {"Palm M130", "Palm M515", "Sony Ericsson P800"};
    /** The plan's options the benchmark takes, as scripts/pearl emulator does, to their JAD attributes. */
    private static final Map<String, String> PLAN_OPTIONS = Map.of(
            PlanAttributes.MIN_SIZE_OPTION, PlanAttributes.MIN_SIZE, PlanAttributes.MAX_SIZE_OPTION, PlanAttributes.MAX_SIZE,
            PlanAttributes.SAMPLES_OPTION, PlanAttributes.SAMPLES, PlanAttributes.ROUNDS_OPTION, PlanAttributes.ROUNDS);
    /** The interpreter's run takes hours at 256 KB; every run gets this long. */
    private static final long TIMEOUT_S = 6 * 3600;

    /** One runtime: how it is started, and how its results are told from the others'. */
    private enum Runtime {
        MICROEMULATOR("MicroEmulator (HotSpot)"), JIT("phoneME JIT"), INTERPRETER("phoneME interpreter");

        static Runtime named(String name) {
            return switch (name) {
                case "microemulator" -> MICROEMULATOR;
                case "jit" -> JIT;
                case "interpreter" -> INTERPRETER;
                default -> throw new IllegalArgumentException("--runtime is microemulator, jit or interpreter, not " + name);
            };
        }

        final String label;

        Runtime(String label) {
            this.label = label;
        }

        /** phoneME names its VM by its mode (docs/collector.md, "The phoneME runtime") */
        static Runtime of(JsonNode result) {
            String vm = result.get("vm").asText();
            return vm.contains("interpreter") ? INTERPRETER : vm.contains("JIT") ? JIT : MICROEMULATOR;
        }
    }

    public static void main(String[] args) throws Exception {
        BenchOptions given = BenchOptions.of("runtimes", args, BenchOptions.QUICK,
                BenchOptions.Option.valued(PlanAttributes.MIN_SIZE_OPTION, PlanAttributes.MIN_SIZE_VALUE),
                BenchOptions.Option.valued(PlanAttributes.MAX_SIZE_OPTION, PlanAttributes.MAX_SIZE_VALUE),
                BenchOptions.Option.valued(PlanAttributes.SAMPLES_OPTION, PlanAttributes.SAMPLES_VALUE),
                BenchOptions.Option.valued(PlanAttributes.ROUNDS_OPTION, PlanAttributes.ROUNDS_VALUE),
                BenchOptions.Option.valued("--heap", "SIZE"),
                BenchOptions.Option.repeated("--runtime", "microemulator|jit|interpreter"));
        boolean quick = given.quick();
        Set<Runtime> chosen = EnumSet.noneOf(Runtime.class);
        given.values("--runtime").forEach(name -> chosen.add(Runtime.named(name)));
        // the plan's options, as given, then the plan's defaults
        Map<String, String> options = new LinkedHashMap<>();
        for (String option : given.given()) {
            if (PLAN_OPTIONS.containsKey(option)) {
                options.put(option, given.value(option));
            }
        }
        options.putIfAbsent(PlanAttributes.MIN_SIZE_OPTION, "1K");
        options.putIfAbsent(PlanAttributes.MAX_SIZE_OPTION, quick ? "4K" : "256K");
        options.putIfAbsent(PlanAttributes.SAMPLES_OPTION, quick ? "3" : "10");
        options.putIfAbsent(PlanAttributes.ROUNDS_OPTION, quick ? "1" : "5");
        String heap = given.value("--heap");
        boolean all = chosen.isEmpty() || chosen.size() == Runtime.values().length;
        Set<Runtime> runtimes = chosen.isEmpty() ? EnumSet.allOf(Runtime.class) : chosen;

        List<String> runs = new ArrayList<>();
        JsonNode results;
        Map<String, Map<String, Integer>> published;
        String algorithms;
        // MariaDB: the bench reads the published rankings beside the server, which an embedded H2 file refuses
        try (TestDatabase database = TestDatabase.mariaDb(); PearlServer server = PearlServer.start(database.url(),
                Integer.getInteger("pearl.port", 0))) {
            published = publishedRanks(database);
            algorithms = quick ? QUICK_ALGORITHMS : String.join(",", published.get(PUBLISHED[0]).keySet().stream()
                    .map(name -> name.substring(0, name.indexOf(' '))).toList());
            String plan = planText(options, algorithms, heap);
            System.out.println("Plan: " + plan);
            // The interpreter's run is the long one: it starts at once, beside the other two one after the other
            CompletableFuture<String> interpreter = CompletableFuture.supplyAsync(() -> runtimes
                    .contains(Runtime.INTERPRETER) ? phoneMe(server.baseUrl(), options, algorithms, heap, true) : null);
            if (runtimes.contains(Runtime.MICROEMULATOR)) {
                runs.add(microEmulator(server.baseUrl(), options, algorithms));
            }
            if (runtimes.contains(Runtime.JIT)) {
                runs.add(phoneMe(server.baseUrl(), options, algorithms, heap, false));
            }
            if (runtimes.contains(Runtime.INTERPRETER)) {
                runs.add(interpreter.join());
            }
            server.awaitAnalysis();
            results = new ObjectMapper().readTree(onePage(server, "/api/results?cold=false&limit=10000"));
            // every sample, in the order taken: a measurement's warm samples show whether the JIT compiled late
            Files.writeString(Path.of(System.getProperty("pearl.samples", "runtimes-samples.csv")),
                    onePage(server, "/api/samples?limit=100000"));
            runs.add(0, "Plan: " + plan);
        }
        String report = report(runs, results, published, runtimes, quick || !all);
        if (quick || !all) {
            System.out.println(report);
        } else {
            Report.write("runtimes", report);
        }
    }

    /**
     * An API answer that must fit one page at the API's largest limit: the report is over every
     * result, and a page cut short would rank a runtime by part of its algorithms.
     */
    private static String onePage(PearlServer server, String path) throws Exception {
        var answer = server.get(path);
        if (answer.headers().firstValue("Link").isPresent()) {
            throw new IllegalStateException(path + " answered in more than one page: " + answer.headers().firstValue("Link").get());
        }
        return answer.body();
    }

    private static String planText(Map<String, String> options, String algorithms, String heap) {
        return "`" + PlanAttributes.AUTORUN_OPTION + " custom " + PlanAttributes.ALGORITHMS_OPTION + " " + algorithms + " "
                + String.join(" ", options.entrySet().stream()
                .map(e -> e.getKey() + " " + e.getValue()).toList()) + "`" + (heap == null ? "" : ", phoneME `--heap " + heap + "`");
    }

    /** Each published device's ranks, "algorithm operation" to rank (1 = slowest), in the study's order. */
    private static Map<String, Map<String, Integer>> publishedRanks(TestDatabase database) throws Exception {
        Map<String, Map<String, Integer>> ranks = new LinkedHashMap<>();
        try (Connection connection = database.connect(); PreparedStatement statement = connection.prepareStatement(
                "SELECT device, algorithm, operation, `value` FROM reference_figures WHERE unit = 'rank' ORDER BY id")) {
            try (ResultSet rows = statement.executeQuery()) {
                while (rows.next()) {
                    ranks.computeIfAbsent(rows.getString(1), d -> new LinkedHashMap<>())
                            .put(rows.getString(2) + " " + rows.getString(3), (int) rows.getDouble(4));
                }
            }
        }
        for (String device : PUBLISHED) {
            if (!ranks.containsKey(device)) {
                throw new IllegalStateException("the bank holds no published ranking of " + device);
            }
        }
        return ranks;
    }

    private static String microEmulator(String url, Map<String, String> options, String algorithms) {
        Map<String, String> attributes = new LinkedHashMap<>();
        attributes.put(PlanAttributes.AUTORUN, "custom");
        attributes.put(PlanAttributes.ALGORITHMS, algorithms);
        options.forEach((option, value) -> attributes.put(PLAN_OPTIONS.get(option), value));
        attributes.put("PEARL-Device-Name", "MicroEmulator");
        long start = System.nanoTime();
        try {
            HeadlessEmulator.Run run = HeadlessEmulator.run(HeadlessEmulator.Phone.create(), url, attributes, TIMEOUT_S);
            if (run.exitCode() != 0 || run.lines("PEARL DONE").isEmpty()) {
                throw new IllegalStateException("MicroEmulator did not finish its run:\n" + run.output());
            }
            return finished(Runtime.MICROEMULATOR, start, run.lines("PEARL DONE").get(0));
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }

    /** A run through the command a user types, each mode on a phone (a phoneME folder) of its own. */
    private static String phoneMe(String url, Map<String, String> options, String algorithms, String heap,
            boolean interpreter) {
        long start = System.nanoTime();
        try {
            List<String> command = new ArrayList<>(List.of("bash",
                    Path.of(System.getProperty("pearl.scripts", "scripts"), "pearl").toString(), "emulator",
                    "--runtime", "phoneme", "--headless", "--server", url, "--phone",
                    Files.createTempDirectory("pearl-phoneme-phone").toString(), "--timeout", Long.toString(TIMEOUT_S),
                    PlanAttributes.AUTORUN_OPTION, "custom", PlanAttributes.ALGORITHMS_OPTION, algorithms));
            options.forEach((option, value) -> command.addAll(List.of(option, value)));
            if (heap != null) {
                command.addAll(List.of("--heap", heap));
            }
            if (interpreter) {
                command.add("--interpreter");
            }
            Path log = Files.createTempFile("pearl-runtimes", ".log");
            Process process = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(log.toFile()).start();
            if (!process.waitFor(TIMEOUT_S + 60, TimeUnit.SECONDS)) {
                process.destroyForcibly();
            }
            List<String> done = Files.readAllLines(log).stream().filter(l -> l.startsWith("PEARL DONE")).toList();
            if (process.exitValue() != 0 || done.isEmpty()) {
                throw new IllegalStateException("phoneME did not finish its run:\n" + Files.readString(log));
            }
            return finished(interpreter ? Runtime.INTERPRETER : Runtime.JIT, start, done.get(0));
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }

    private static String finished(Runtime runtime, long start, String done) {
        String line = String.format("%s: %.0f s, load average %s at its end; %s", runtime.label,
                (System.nanoTime() - start) / 1e9, Report.loadNow(), done.replaceFirst(" \\(checksum -?\\d+\\)", ""));
        System.out.println(line);
        return line;
    }

    /**
     * Warm throughputs of the operations the paper ranked (encrypt, digest): runtime, then
     * "ciphers"/"hashes", then size, then "algorithm operation".
     */
    private static Map<Runtime, Map<String, TreeMap<Integer, Map<String, Double>>>> throughputs(JsonNode results,
            Map<String, Integer> ranked) {
        Map<Runtime, Map<String, TreeMap<Integer, Map<String, Double>>>> all = new TreeMap<>();
        for (JsonNode r : results) {
            String name = r.get("algorithm").asText() + " " + r.get("operation").asText();
            if (!r.get("unit").asText().equals("bytes") || r.get("throughput").isNull() || !ranked.containsKey(name)) {
                continue;
            }
            all.computeIfAbsent(Runtime.of(r), k -> new TreeMap<>())
                    .computeIfAbsent(name.endsWith(" digest") ? "hashes" : "ciphers", k -> new TreeMap<>())
                    .computeIfAbsent(r.get("sizeBytes").asInt(), s -> new TreeMap<>())
                    .put(name, r.get("throughput").asDouble());
        }
        return all;
    }

    /** The largest size at which every runtime measured as many of the kind's algorithms as at its smallest size. */
    private static int commonSize(Map<Runtime, Map<String, TreeMap<Integer, Map<String, Double>>>> all, String kind,
            Set<Runtime> runtimes) {
        TreeSet<Integer> sizes = null;
        for (Runtime runtime : runtimes) {
            TreeMap<Integer, Map<String, Double>> bySize = all.getOrDefault(runtime, Map.of())
                    .getOrDefault(kind, new TreeMap<>());
            if (bySize.isEmpty()) {
                return -1;
            }
            int full = bySize.firstEntry().getValue().size();
            TreeSet<Integer> complete = new TreeSet<>();
            bySize.forEach((size, measured) -> {
                if (measured.size() == full) {
                    complete.add(size);
                }
            });
            if (sizes == null) {
                sizes = complete;
            } else {
                sizes.retainAll(complete);
            }
        }
        return sizes.isEmpty() ? -1 : sizes.last();
    }

    private static String report(List<String> runs, JsonNode results, Map<String, Map<String, Integer>> published,
            Set<Runtime> runtimes, boolean noReport) {
        var all = throughputs(results, published.get(PUBLISHED[0]));
        StringBuilder rho = new StringBuilder();
        StringBuilder bySizes = new StringBuilder();
        StringBuilder ratios = new StringBuilder();
        StringBuilder rankings = new StringBuilder();
        for (String kind : List.of("ciphers", "hashes")) {
            int size = commonSize(all, kind, runtimes);
            if (size < 0) {
                rho.append(String.format("| %s | no size every runtime measured | | | |%n", kind));
                continue;
            }
            for (Runtime runtime : runtimes) {
                rho.append(rhoRow(kind, runtime, size, at(all, runtime, kind, size), published));
            }
            // every size each runtime measured whole: where a runtime's ranking moves with the size
            for (Runtime runtime : runtimes) {
                TreeMap<Integer, Map<String, Double>> bySize = all.getOrDefault(runtime, Map.of())
                        .getOrDefault(kind, new TreeMap<>());
                int whole = bySize.isEmpty() ? 0 : bySize.firstEntry().getValue().size();
                bySize.forEach((other, measured) -> {
                    if (measured.size() == whole) {
                        bySizes.append(rhoRow(kind, runtime, other, measured, published));
                    }
                });
            }
            Map<String, Double> jit = at(all, Runtime.JIT, kind, size);
            Map<String, Double> interpreted = at(all, Runtime.INTERPRETER, kind, size);
            Map<String, Double> hotspot = at(all, Runtime.MICROEMULATOR, kind, size);
            jit.entrySet().stream().sorted(Map.Entry.comparingByValue()).forEach(e -> {
                Double i = interpreted.get(e.getKey());
                Double h = hotspot.get(e.getKey());
                ratios.append(String.format("| %s | %,d | %s | %,.0f | %s | %s |%n", e.getKey(), size,
                        h == null ? "—" : String.format("%,.0f", h), e.getValue(),
                        i == null ? "—" : String.format("%,.0f", i),
                        i == null ? "—" : String.format("%.3f", i / e.getValue())));
            });
            rankings.append(String.format("%n%s at %,d bytes, slowest first:%n%n", kind, size));
            for (Runtime runtime : runtimes) {
                rankings.append("- ").append(runtime.label).append(": ").append(String.join(" < ",
                        at(all, runtime, kind, size).entrySet().stream().sorted(Map.Entry.comparingByValue())
                                .map(e -> e.getKey().replaceFirst(" (encrypt|digest)$", "")).toList())).append('\n');
            }
        }
        return String.format("""
                # Runtimes: PEARL's paper's rankings on MicroEmulator, phoneME JIT and phoneME interpreter

                `scripts/pearl bench runtimes` (pearl.bench.RuntimesBench). PEARL's paper's ranking plan — the
                algorithms its published rankings at 256 KB name (17 block ciphers in ECB and RC4; 10 hashes),
                read from the bank (`reference_figures`) — runs on three runtimes, each its own phone syncing to
                one server on MariaDB: MicroEmulator (the desktop's HotSpot), phoneME Feature's
                JIT (CLDC HI's compiler) and its interpreter (`--interpreter`). The interpreter's run starts
                at once and runs beside the other two, which run one after the other: two cores, so the runs
                share them while they overlap, and the clock is the wall's. The figures are the analyzer's
                warm modal throughputs (`/api/results?cold=false` once `/api/analysis` says `pending 0`).
                Every sample: `scripts/bench/target/runtimes-samples.csv` (`GET /api/samples`).
                What CLDC HI's JIT does to a measurement's rounds, and the RIPEMD names that keep two hashes out of
                the comparison: docs/collector.md, "The runtimes against PEARL's paper".

                %s

                ## Spearman's ρ with the published rankings

                Commons Math's `SpearmansCorrelation` of each runtime's throughputs with each published
                device's ranking (the paper's increasing order at 256 KB; its `<=` ties kept as printed ranks),
                over the algorithms both have (their count in brackets), at the largest size at which every
                runtime measured every algorithm of the kind.

                | kind | runtime | size (bytes) | algorithms | Palm M130 | Palm M515 | Sony Ericsson P800 |
                | --- | --- | ---: | ---: | ---: | ---: | ---: |
                %s
                The same at every size a runtime measured every algorithm of the kind:

                | kind | runtime | size (bytes) | algorithms | Palm M130 | Palm M515 | Sony Ericsson P800 |
                | --- | --- | ---: | ---: | ---: | ---: | ---: |
                %s
                What phoneME's JIT needs to reach a steady state (room in the heap for compiled code, which the
                suite's classes and the run's buffers share): docs/collector.md, "What starves CLDC HI's JIT".

                ## Interpreter against JIT

                Warm modal throughput (bytes/s) per algorithm, and phoneME's interpreter over its JIT.

                | algorithm | size | MicroEmulator | phoneME JIT | phoneME interpreter | interpreter / JIT |
                | --- | ---: | ---: | ---: | ---: | ---: |
                %s
                ## The rankings
                %s""",
                String.join("\n", runs.stream().map(r -> "- " + r).toList()), rho, bySizes, ratios, rankings)
                + (noReport ? "\n(--quick or --runtime: no report written)\n" : "");
    }

    /** One runtime's ρ with each published device at one size, as a row of the report's tables. */
    private static String rhoRow(String kind, Runtime runtime, int size, Map<String, Double> measured,
            Map<String, Map<String, Integer>> published) {
        StringBuilder row = new StringBuilder(String.format("| %s | %s | %,d | %d |", kind, runtime.label, size,
                measured.size()));
        for (String device : PUBLISHED) {
            RankCorrelation.Result r = RankCorrelation.of(published.get(device), measured);
            row.append(r.rho() == null ? " — |" : String.format(" %.3f (%d) |", r.rho(), r.common().size()));
        }
        return row.append('\n').toString();
    }

    private static Map<String, Double> at(Map<Runtime, Map<String, TreeMap<Integer, Map<String, Double>>>> all,
            Runtime runtime, String kind, int size) {
        return all.getOrDefault(runtime, Map.of()).getOrDefault(kind, new TreeMap<>()).getOrDefault(size, Map.of());
    }
}
