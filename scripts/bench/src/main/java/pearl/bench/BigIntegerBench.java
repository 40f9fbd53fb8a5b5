package pearl.bench;

import java.util.Random;
import java.util.concurrent.TimeUnit;

import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * pearl.math.BigInteger against java.math.BigInteger on the same 1024-bit operands, in one run:
 * modPow with a full 1024-bit exponent and an odd modulus, multiply, modInverse.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
public class BigIntegerBench {

    private java.math.BigInteger jdkBase;
    private java.math.BigInteger jdkExponent;
    private java.math.BigInteger jdkModulus;
    private java.math.BigInteger jdkOther;
    private pearl.math.BigInteger base;
    private pearl.math.BigInteger exponent;
    private pearl.math.BigInteger modulus;
    private pearl.math.BigInteger other;

    @Setup
    public void operands() {
        Random random = new Random(1024);
        jdkModulus = new java.math.BigInteger(1024, random).setBit(1023).setBit(0);
        jdkBase = new java.math.BigInteger(1023, random);
        jdkExponent = new java.math.BigInteger(1024, random).setBit(1023);
        jdkOther = new java.math.BigInteger(1023, random);
        modulus = ours(jdkModulus);
        base = ours(jdkBase);
        exponent = ours(jdkExponent);
        other = ours(jdkOther);
        if (!new java.math.BigInteger(base.modPow(exponent, modulus).toByteArray())
                .equals(jdkBase.modPow(jdkExponent, jdkModulus))) {
            throw new IllegalStateException("pearl.math.BigInteger disagrees with the JDK");
        }
    }

    private static pearl.math.BigInteger ours(java.math.BigInteger value) {
        return new pearl.math.BigInteger(value.toByteArray());
    }

    @Benchmark
    public Object modPowJdk() {
        return jdkBase.modPow(jdkExponent, jdkModulus);
    }

    @Benchmark
    public Object modPowPearl() {
        return base.modPow(exponent, modulus);
    }

    @Benchmark
    public Object multiplyJdk() {
        return jdkBase.multiply(jdkOther);
    }

    @Benchmark
    public Object multiplyPearl() {
        return base.multiply(other);
    }

    @Benchmark
    public Object modInverseJdk() {
        return jdkBase.modInverse(jdkModulus);
    }

    @Benchmark
    public Object modInversePearl() {
        return base.modInverse(modulus);
    }
}
