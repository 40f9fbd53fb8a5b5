#!/usr/bin/env bash
# pearl.math.BigInteger against java.math.BigInteger: 1024-bit modPow, multiply, modInverse [--quick]
# JMH 1.37, in one run; then again with HotSpot's BigInteger intrinsics (Montgomery multiply
# and square, multiplyToLen, squareToLen, mulAdd) switched off, as context: pearl.math has no
# intrinsics. Writes docs/benchmarks/bigint.md. Short on purpose (the machine is shared).
# Run it as `scripts/pearl bench bigint`, which builds the jar.
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/../.." && pwd)"
JAR="$ROOT/scripts/bench/target/benchmarks.jar"
WORK="$ROOT/scripts/bench/target/bigint"
OUT="$ROOT/docs/benchmarks/bigint.md"

case "$*" in
  "") WARMUPS=3 MEASUREMENTS=5 ;;
  --quick) WARMUPS=1 MEASUREMENTS=3 ;;
  *) echo "usage: scripts/pearl bench bigint [--quick]" >&2; exit 2 ;;
esac

rm -rf "$WORK" && mkdir -p "$WORK"

run() { # $1 = csv file, rest = extra JVM flags
  local csv="$1"; shift
  java -jar "$JAR" pearl.bench.BigIntegerBench \
    -f 1 -wi "$WARMUPS" -w 1s -i "$MEASUREMENTS" -r 1s -rf csv -rff "$csv" ${1:+-jvmArgsAppend "$*"} >"$csv.log" 2>&1 \
    || { cat "$csv.log" >&2; exit 1; }
}
run "$WORK/default.csv"
run "$WORK/nointrinsics.csv" -XX:+UnlockDiagnosticVMOptions -XX:-UseMontgomeryMultiplyIntrinsic \
  -XX:-UseMontgomerySquareIntrinsic -XX:-UseMultiplyToLenIntrinsic -XX:-UseSquareToLenIntrinsic -XX:-UseMulAddIntrinsic

# CSV rows: "Benchmark","Mode","Threads","Samples","Score","Score Error (99.9%)","Unit"
table() {
  awk -F, '
    { gsub(/"/, ""); n = $1; sub(/.*\./, "", n); score[n] = $5; err[n] = $6 }
    END {
      split("modPow multiply modInverse", ops, " ")
      for (i = 1; i <= 3; i++) {
        o = ops[i]; p = score[o "Pearl"]; j = score[o "Jdk"]
        printf "| %s | %.2f ± %.2f | %.2f ± %.2f | %.2f× |\n", o, p, err[o "Pearl"], j, err[o "Jdk"], p / j
      }
    }' "$1"
}

mkdir -p "$(dirname "$OUT")"
{
  echo "# Benchmark: pearl.math.BigInteger vs java.math.BigInteger"
  echo
  echo "Written by \`scripts/pearl bench bigint\` on $(date -u +%Y-%m-%d) ($(java -version 2>&1 | head -1), $(nproc) cores shared,"
  echo "load average $(cut -d' ' -f1-3 /proc/loadavg) (1, 5, 15 min) at the end of the run)."
  echo "JMH 1.37, average time per operation in µs, 1 fork, $WARMUPS × 1 s warm-up, $MEASUREMENTS × 1 s measurement;"
  echo "1024-bit operands: modPow with a full 1024-bit exponent and an odd modulus (pearl.math: Montgomery"
  echo "multiplication, sliding window), multiply (1023 × 1023 bits), modInverse modulo the 1024-bit modulus."
  echo "Ratio = pearl.math time / JDK time (lower is better). **Target: modPow within 3× of the JDK.**"
  echo
  echo "## Against the JDK as shipped (HotSpot intrinsics on)"
  echo
  echo "| operation | pearl.math µs/op | JDK µs/op | ratio |"
  echo "|---|---|---|---|"
  table "$WORK/default.csv"
  echo
  echo "## Context: the JDK with its BigInteger intrinsics off"
  echo
  echo "\`-XX:-UseMontgomeryMultiplyIntrinsic -XX:-UseMontgomerySquareIntrinsic -XX:-UseMultiplyToLenIntrinsic"
  echo "-XX:-UseSquareToLenIntrinsic -XX:-UseMulAddIntrinsic\`: the JDK's own Java code, as a phone's VM would"
  echo "run either library (no intrinsics there). pearl.math is unaffected by these flags."
  echo
  echo "| operation | pearl.math µs/op | JDK µs/op | ratio |"
  echo "|---|---|---|---|"
  table "$WORK/nointrinsics.csv"
} >"$OUT"
cat "$OUT"
