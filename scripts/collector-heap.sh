#!/usr/bin/env bash
# The collector's peak live heap for the default plan (1 KB..256 KB, every test case) on a desktop
# JVM: a full GC after every test case at one size, the heap in use measured (pearl.bench.CollectorHeap).
# Prints the peak; docs/collector.md records it. Takes several minutes (every unit is timed).
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
BENCH="$ROOT/scripts/bench/collector"
OFFLINE="${PEARL_MVN_OFFLINE:-}"
(cd "$BENCH" && mvn -B -q $OFFLINE compile dependency:build-classpath -Dmdep.outputFile=target/classpath.txt)
# Serial GC and a small heap: the collector must fit a phone's, so it must fit 16 MB here.
java -XX:+UseSerialGC -Xmx16m -cp "$BENCH/target/classes:$(cat "$BENCH/target/classpath.txt")" pearl.bench.CollectorHeap
