#!/usr/bin/env bash
# Runs a benchmark class of the webapp's test sources (pearl.bench.*) on the test class path, with
# the packaged WAR; the benchmark writes its markdown to docs/benchmarks/.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
cd "$ROOT"
# One reactor build, so the server's and MIDlet's classes come from this tree, never from ~/.m2
mvn -B -o -q package dependency:build-classpath -pl webapp -am -DskipTests \
  -Dmdep.includeScope=test -Dmdep.outputFile=target/bench.classpath
cd webapp
exec java -Dpearl.war=target/pearl.war -Dpearl.docs=../docs \
  -cp "target/test-classes:$(cat target/bench.classpath)" "$@"
