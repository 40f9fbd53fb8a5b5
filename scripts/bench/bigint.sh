#!/usr/bin/env bash
# pearl.math.BigInteger vs java.math.BigInteger (JMH 1.37), 1024-bit modPow, multiply and
# modInverse, in one run; then again with HotSpot's BigInteger intrinsics (Montgomery multiply
# and square, multiplyToLen, squareToLen, mulAdd) switched off, as context: pearl.math has no
# intrinsics. Writes docs/benchmarks/bigint.md. Short on purpose (the machine is shared).
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/../.." && pwd)"
M2="${M2_REPO:-$HOME/.m2/repository}"
WORK="$ROOT/midlet/target/bench"
OUT="$ROOT/docs/benchmarks/bigint.md"

CLASSES="$ROOT/midlet/target/classes"
[[ -f "$CLASSES/pearl/math/BigInteger.class" ]] || (cd "$ROOT" && mvn -B -o -q -pl midlet compile)

JMH="$M2/org/openjdk/jmh/jmh-core/1.37/jmh-core-1.37.jar"
ANN="$M2/org/openjdk/jmh/jmh-generator-annprocess/1.37/jmh-generator-annprocess-1.37.jar"
JOPT="$M2/net/sf/jopt-simple/jopt-simple/5.0.4/jopt-simple-5.0.4.jar"
MATH="$M2/org/apache/commons/commons-math3/3.6.1/commons-math3-3.6.1.jar"
for jar in "$JMH" "$ANN" "$JOPT" "$MATH"; do
  [[ -f "$jar" ]] || { echo "missing $jar (run: mvn dependency:get -Dartifact=org.openjdk.jmh:jmh-generator-annprocess:1.37)" >&2; exit 1; }
done

rm -rf "$WORK" && mkdir -p "$WORK/classes"
CP="$CLASSES:$JMH:$JOPT:$MATH"
javac --release 17 -cp "$CP" -processorpath "$JMH:$ANN:$JOPT:$MATH" -d "$WORK/classes" \
  "$ROOT/midlet/src/bench/java/pearl/bench/BigIntegerBench.java"

run() { # $1 = csv file, rest = extra JVM flags
  local csv="$1"; shift
  java -cp "$WORK/classes:$CP" org.openjdk.jmh.Main pearl.bench.BigIntegerBench \
    -f 1 -wi 3 -w 1s -i 5 -r 1s -rf csv -rff "$csv" ${1:+-jvmArgsAppend "$*"} >"$csv.log" 2>&1 \
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
  echo "Written by \`scripts/pearl bench bigint\` on $(date -u +%Y-%m-%d) ($(java -version 2>&1 | head -1), $(nproc) cores shared)."
  echo "JMH 1.37, average time per operation in µs, 1 fork, 3 × 1 s warm-up, 5 × 1 s measurement;"
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
