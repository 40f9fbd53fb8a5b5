#!/usr/bin/env bash
# PEARL's paper's ranking plan on MicroEmulator, phoneME JIT and interpreter: rank correlation with the published phones [--quick]
# Writes docs/benchmarks/runtimes.md. Run it as `scripts/pearl bench runtimes`, which builds the jar, the
# WAR beside it and the device JAR; --quick (a few algorithms at 1-4 KB) only checks that it runs.
#   runtimes.sh [--quick] [--min-size N[K]] [--max-size N[K]] [--samples N] [--rounds N] [--heap SIZE]
#               [--runtime microemulator|jit|interpreter]...  (some runtimes only: prints, writes no report)
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
BENCH="$ROOT/scripts/bench/target"
# phoneME runs through scripts/pearl emulator --runtime phoneme, on PEARL_PHONEME's build or the cache's
exec java -Dpearl.war="$BENCH/pearl.war" -Dpearl.docs="$ROOT/docs" -Dpearl.port="${PEARL_PORT:-0}" \
  -Dpearl.device.dir="$ROOT/midlet/target/device" -Dpearl.samples="$BENCH/runtimes-samples.csv" \
  -Dpearl.microemulator.jar="$ROOT/midlet/target/emulator/microemulator.jar" \
  -Dpearl.emulator.jar="$ROOT/midlet/target/emulator/pearl-emulator.jar" \
  -Dpearl.emulator.options="$ROOT/midlet/src/emulator/jvm.options" -Dpearl.scripts="$ROOT/scripts" \
  -cp "$BENCH/benchmarks.jar" pearl.bench.RuntimesBench "$@"
