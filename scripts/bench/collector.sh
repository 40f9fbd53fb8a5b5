#!/usr/bin/env bash
# the collector's AES/CBC, SHA-256 and RC4 throughput at 256 KB against JMH on the same BC classes [--quick]
# Writes docs/benchmarks/collector.md. Run it as `scripts/pearl bench collector`, which builds the jar.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
exec java -Dpearl.docs="$ROOT/docs" -cp "$ROOT/scripts/bench/target/benchmarks.jar" \
  pearl.bench.CollectorBench "$@"
