package pearl.collector;

/** A sink that stores and hears nothing of the parts' ends, as a run on the phone's screen: a lambda. */
@FunctionalInterface
public interface StoringSink extends SampleSink {

    default void partEnded() {
    }
}
