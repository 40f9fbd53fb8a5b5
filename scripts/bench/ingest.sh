#!/usr/bin/env bash
# samples/s through the whole HTTP path against a raw JDBC batch insert (MariaDB; --cluster: Galera)
# Writes docs/benchmarks/ingest.md; needs MariaDB at 127.0.0.1:3306 (root, no password). With
# --cluster it runs on a three-node Galera cluster it starts (scripts/galera.sh), the server and the
# raw inserts on its first node, and writes docs/benchmarks/ingest-cluster.md. Run it as
# `scripts/pearl bench ingest [--cluster]`, which builds the jar and the WAR beside it.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
BENCH="$ROOT/scripts/bench/target"
run() { java -Dpearl.war="$BENCH/pearl.war" -Dpearl.docs="$ROOT/docs" "$@" -cp "$BENCH/benchmarks.jar" pearl.bench.IngestBench; }
case "$*" in
  "") run ;;
  --cluster)
    cluster=$(mktemp -d)
    trap 'bash "$ROOT/scripts/galera.sh" stop "$cluster"' EXIT
    bash "$ROOT/scripts/galera.sh" start "$cluster"
    run -Dpearl.test.mysql.url='jdbc:mysql://127.0.0.1:13306/mysql?user=root&password=' \
      -Dpearl.bench.name=ingest-cluster -Dpearl.bench.command="scripts/pearl bench ingest --cluster" \
      -Dpearl.bench.database="a three-node MariaDB Galera cluster on this machine (scripts/galera.sh), its first node at 127.0.0.1:13306"
    ;;
  *) echo "usage: scripts/pearl bench ingest [--cluster]" >&2; exit 2 ;;
esac
