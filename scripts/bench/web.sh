#!/usr/bin/env bash
# p50/p99 of the device and algorithm pages under load against a static file (MariaDB)
# Writes docs/benchmarks/web.md; needs MariaDB at 127.0.0.1:3306 (root, no password). Run it as
# `scripts/pearl bench web`, which builds the jar and the WAR beside it.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
BENCH="$ROOT/scripts/bench/target"
[[ $# -eq 0 ]] || { echo "usage: scripts/pearl bench web (no options)" >&2; exit 2; }
exec java -Dpearl.war="$BENCH/pearl.war" -Dpearl.docs="$ROOT/docs" -cp "$BENCH/benchmarks.jar" pearl.bench.WebBench
