#!/usr/bin/env bash
# the collector's peak live heap for the default plan (1 KB..256 KB, every test case); prints it
# A full GC after every test case at one size, the heap in use measured (pearl.bench.CollectorHeap);
# docs/collector.md records the peak. Takes several minutes (every unit is timed).
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
[[ $# -eq 0 ]] || { echo "usage: scripts/pearl bench heap (no options)" >&2; exit 2; }
# Serial GC and a small heap: the collector must fit a phone's, so it must fit 16 MB here.
exec java -XX:+UseSerialGC -Xmx16m -cp "$ROOT/scripts/bench/target/benchmarks.jar" pearl.bench.CollectorHeap
