#!/usr/bin/env bash
# one plan run twice in MicroEmulator on two phones: run-to-run differences and rank correlation [--quick]
# Writes docs/benchmarks/repeat.md. Run it as `scripts/pearl bench repeat`, which builds the jar, the
# WAR beside it and the device JAR; --quick (3 test cases, 1-4 KB) only checks that it runs.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
BENCH="$ROOT/scripts/bench/target"
# Each phone is MicroEmulator in its own JVM, as scripts/pearl emulator --headless runs it
# The server listens on PEARL_PORT when it is set, else on a free port
exec java -Dpearl.war="$BENCH/pearl.war" -Dpearl.docs="$ROOT/docs" -Dpearl.port="${PEARL_PORT:-0}" \
  -Dpearl.device.dir="$ROOT/midlet/target/device" -Dpearl.samples="$BENCH/repeat-samples.csv" \
  -Dpearl.microemulator.jar="$ROOT/midlet/target/emulator/microemulator.jar" \
  -Dpearl.emulator.jar="$ROOT/midlet/target/emulator/pearl-emulator.jar" \
  -Dpearl.emulator.options="$ROOT/midlet/src/emulator/jvm.options" \
  -cp "$BENCH/benchmarks.jar" pearl.bench.RepeatBench "$@"
