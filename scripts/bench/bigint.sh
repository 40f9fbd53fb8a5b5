#!/usr/bin/env bash
# pearl.math.BigInteger against java.math.BigInteger: 1024-bit modPow, multiply, modInverse [--quick]
# JMH 1.37, both libraries in each of three forks: HotSpot as shipped (the JDK with its BigInteger
# intrinsics), HotSpot with those intrinsics (Montgomery multiply and square, multiplyToLen,
# squareToLen, mulAdd) switched off, and -Xint, an interpreter as on a KVM phone.
# Writes docs/benchmarks/bigint.md. Short on purpose (the machine is shared): about 6 minutes.
# Run it as `scripts/pearl bench bigint`, which builds the jar.
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/../.." && pwd)"
JAR="$ROOT/scripts/bench/target/benchmarks.jar"
WORK="$ROOT/scripts/bench/target/bigint"
OUT="$ROOT/docs/benchmarks/bigint.md"

# Under -Xint one 1024-bit modPow takes 0.1-0.2 s: 2 s iterations (nothing to warm up in an
# interpreter but JMH's first calls). Ten measurements each: JMH's 99.9 % interval is Student's t
# times the standard error, and t is 31.6 for 3 measurements, 8.6 for 5, 4.8 for 10, so 3 made a
# 1 % spread between iterations read as +-25 %.
case "$*" in
  "") WARMUPS=3 MEASUREMENTS=10 XINT_WARMUPS=1 XINT_MEASUREMENTS=10 ;;
  --quick) WARMUPS=1 MEASUREMENTS=3 XINT_WARMUPS=1 XINT_MEASUREMENTS=1 ;;
  *) echo "usage: scripts/pearl bench bigint [--quick]" >&2; exit 2 ;;
esac

rm -rf "$WORK" && mkdir -p "$WORK"

START=$SECONDS
run() { # $1 = csv file, $2 = warm-ups, $3 = measurements, $4 = iteration time, rest = extra JVM flags
  local csv="$1" warmups="$2" measurements="$3" time="$4"; shift 4
  java -jar "$JAR" pearl.bench.BigIntegerBench \
    -f 1 -wi "$warmups" -w "$time" -i "$measurements" -r "$time" -rf csv -rff "$csv" ${1:+-jvmArgsAppend "$*"} \
    >"$csv.log" 2>&1 || { cat "$csv.log" >&2; exit 1; }
}
NO_INTRINSICS="-XX:+UnlockDiagnosticVMOptions -XX:-UseMontgomeryMultiplyIntrinsic -XX:-UseMontgomerySquareIntrinsic
  -XX:-UseMultiplyToLenIntrinsic -XX:-UseSquareToLenIntrinsic -XX:-UseMulAddIntrinsic"
run "$WORK/default.csv" "$WARMUPS" "$MEASUREMENTS" 1s
run "$WORK/nointrinsics.csv" "$WARMUPS" "$MEASUREMENTS" 1s $NO_INTRINSICS
run "$WORK/xint.csv" "$XINT_WARMUPS" "$XINT_MEASUREMENTS" 2s -Xint

# CSV rows: "Benchmark","Mode","Threads","Samples","Score","Score Error (99.9%)","Unit"
table() { # $1 = csv file, $2 = modPow target ratio
  awk -F, -v target="$2" '
    { gsub(/"/, ""); n = $1; sub(/.*\./, "", n); score[n] = $5; err[n] = $6 }
    END {
      split("modPow multiply modInverse", ops, " ")
      for (i = 1; i <= 3; i++) {
        o = ops[i]; p = score[o "Pearl"]; j = score[o "Jdk"]
        verdict = o == "modPow" && target != "-" ? sprintf(" (target ≤ %s×: %s)", target, p / j <= target ? "met" : "NOT met") : ""
        printf "| %s | %.2f ± %.2f | %.2f ± %.2f | %.2f×%s |\n", o, p, err[o "Pearl"], j, err[o "Jdk"], p / j, verdict
      }
    }' "$1"
}

mkdir -p "$(dirname "$OUT")"
{
  echo "# Benchmark: pearl.math.BigInteger vs java.math.BigInteger"
  echo
  echo "Written by \`scripts/pearl bench bigint\` on $(date -u +%Y-%m-%d) ($(java -version 2>&1 | head -1), $(nproc) cores shared,"
  echo "load average $(cut -d' ' -f1-3 /proc/loadavg) (1, 5, 15 min) at the end of the run, which took $((SECONDS - START)) s)."
  echo "JMH 1.37, average time per operation in µs, one fork per configuration running both libraries;"
  echo "1024-bit operands: modPow with a full 1024-bit exponent and an odd modulus (pearl.math: Montgomery"
  echo "multiplication, sliding window), multiply (1023 × 1023 bits), modInverse modulo the 1024-bit modulus."
  echo "Ratio = pearl.math time / JDK time (lower is better)."
  echo "**Targets: modPow at most 2.5× the JDK with its intrinsics, at most 0.6× the JDK under -Xint.**"
  echo
  echo "## HotSpot as shipped: the JDK with its BigInteger intrinsics"
  echo
  echo "$WARMUPS × 1 s warm-up, $MEASUREMENTS × 1 s measurement. pearl.math has no intrinsics: the JIT compiles its Java."
  echo
  echo "| operation | pearl.math µs/op | JDK µs/op | ratio |"
  echo "|---|---|---|---|"
  table "$WORK/default.csv" 2.5
  echo
  echo "## HotSpot with the JDK's BigInteger intrinsics off"
  echo
  echo "\`$(echo $NO_INTRINSICS)\`:"
  echo "the JIT compiles the JDK's own Java code, as it does pearl.math's. $WARMUPS × 1 s warm-up, $MEASUREMENTS × 1 s measurement."
  echo
  echo "| operation | pearl.math µs/op | JDK µs/op | ratio |"
  echo "|---|---|---|---|"
  table "$WORK/nointrinsics.csv" -
  echo
  echo "## -Xint: an interpreter, as a phone's KVM runs either library"
  echo
  echo "No JIT and no intrinsics: the cost is the bytecodes executed. $XINT_WARMUPS × 2 s warm-up, $XINT_MEASUREMENTS × 2 s measurement."
  echo
  echo "| operation | pearl.math µs/op | JDK µs/op | ratio |"
  echo "|---|---|---|---|"
  table "$WORK/xint.csv" 0.6
} >"$OUT"
cat "$OUT"
