#!/usr/bin/env bash
# p50/p99 of the device, algorithm and compare pages at 500 requests/s against a static file, 1M and 10M samples (MariaDB);
# /api/results on a bank the demo's size with 200 clients at once against a static file of its size
# Writes docs/benchmarks/web.md; needs MariaDB at 127.0.0.1:3306 (root, no password). Run it as
# `scripts/pearl bench web`, which builds the jar and the WAR beside it.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
BENCH="$ROOT/scripts/bench/target"
# The server runs in its own process with the class path scripts/pearl server gives it
exec java -Xmx2g -Dpearl.war="$BENCH/pearl.war" -Dpearl.docs="$ROOT/docs" \
  -Dpearl.server.cp="$ROOT/server/target/pearl-server.jar:$ROOT/server/target/launcher-lib/*" \
  -cp "$BENCH/benchmarks.jar" pearl.bench.WebBench "$@"
