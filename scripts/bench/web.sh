#!/usr/bin/env bash
# scripts/pearl bench web: see docs/benchmarks/web.md (needs MariaDB at 127.0.0.1:3306, root, no password).
exec bash "$(dirname "${BASH_SOURCE[0]}")/run-java.sh" pearl.bench.WebBench "$@"
