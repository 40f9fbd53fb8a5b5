#!/usr/bin/env bash
# full and incremental analysis against one SQL GROUP BY (MariaDB)
# 10,000,000 samples (--quick: 1,000,000). Writes docs/benchmarks/analyze.md; needs MariaDB at 127.0.0.1:3306 (root, no password). Run it as
# `scripts/pearl bench analyze`, which builds the jar and the WAR beside it.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
BENCH="$ROOT/scripts/bench/target"
exec java -Dpearl.war="$BENCH/pearl.war" -Dpearl.docs="$ROOT/docs" -cp "$BENCH/benchmarks.jar" pearl.bench.AnalyzeBench "$@"
