#!/usr/bin/env bash
# pearl.math.BigInteger against java.math.BigInteger: 1024-bit modPow, multiply, modInverse [--quick]
# JMH, both libraries in each of three forks: HotSpot as shipped (the JDK with its BigInteger
# intrinsics), HotSpot with those intrinsics (Montgomery multiply and square, multiplyToLen,
# squareToLen, mulAdd) switched off, and -Xint, an interpreter as on a KVM phone.
# Writes docs/benchmarks/bigint.md. Short on purpose (the machine is shared): about 6 minutes.
# Run it as `scripts/pearl bench bigint`, which builds the jar.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
exec java -Dpearl.docs="$ROOT/docs" -cp "$ROOT/scripts/bench/target/benchmarks.jar" pearl.bench.BigIntegerReport "$@"
