#!/usr/bin/env bash
# scripts/pearl bench collector: the collector's throughput for AES/CBC, SHA-256 and RC4 at 256 KB
# against JMH on the same Bouncy Castle classes, in one JVM; writes docs/benchmarks/collector.md.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
BENCH="$ROOT/scripts/bench/collector"
OFFLINE="${PEARL_MVN_OFFLINE:-}"
(cd "$BENCH" && mvn -B -q $OFFLINE compile dependency:build-classpath -Dmdep.outputFile=target/classpath.txt)
java -Xmx1g -cp "$BENCH/target/classes:$ROOT/midlet/target/relocated/bcprov-pearl.jar:$(cat "$BENCH/target/classpath.txt")" \
  pearl.bench.CollectorBench \
  "$ROOT/docs/benchmarks/collector.md"
