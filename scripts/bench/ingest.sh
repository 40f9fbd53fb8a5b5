#!/usr/bin/env bash
# samples/s through the whole HTTP path against a raw JDBC batch insert (MariaDB)
# Writes docs/benchmarks/ingest.md; needs MariaDB at 127.0.0.1:3306 (root, no password). Run it as
# `scripts/pearl bench ingest`, which builds the jar and the WAR beside it.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
BENCH="$ROOT/scripts/bench/target"
[[ $# -eq 0 ]] || { echo "usage: scripts/pearl bench ingest (no options)" >&2; exit 2; }
exec java -Dpearl.war="$BENCH/pearl.war" -Dpearl.docs="$ROOT/docs" -cp "$BENCH/benchmarks.jar" pearl.bench.IngestBench
