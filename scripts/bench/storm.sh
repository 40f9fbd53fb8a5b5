#!/usr/bin/env bash
# 1,000 phones registering and syncing at once while pages are read at 200 requests/s: nothing lost, page p99, analysis lag (MariaDB)
# Writes docs/benchmarks/storm.md (--quick: 100 phones, a check that it runs, no report); needs
# MariaDB at 127.0.0.1:3306 (root, no password). Run it as `scripts/pearl bench storm`, which
# builds the jar and the WAR beside it.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
BENCH="$ROOT/scripts/bench/target"
# The server runs in its own process with the class path scripts/pearl server gives it
exec java -Xmx2g -Dpearl.war="$BENCH/pearl.war" -Dpearl.docs="$ROOT/docs" \
  -Dpearl.server.cp="$ROOT/server/target/pearl-server.jar:$ROOT/server/target/launcher-lib/*" \
  -cp "$BENCH/benchmarks.jar" pearl.bench.StormBench "$@"
