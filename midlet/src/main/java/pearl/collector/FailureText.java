package pearl.collector;

import java.io.IOException;

/**
 * What went wrong, in words a person reads on the phone or in a log. Never the exception's class
 * name: the device JAR's classes are renamed by ProGuard, so {@code toString()} says "cZ".
 */
public final class FailureText {

    private FailureText() {
    }

    /** The throwable's own message, else what kind of failure it is. */
    public static String describe(Throwable problem) {
        String message = problem.getMessage();
        if (message != null && message.trim().length() > 0) {
            return message;
        }
        if (problem instanceof OutOfMemoryError) {
            return "the phone ran out of memory";
        }
        if (problem instanceof SecurityException) {
            return "the phone did not permit it";
        }
        if (problem instanceof IOException) {
            return "an input/output error with no message";
        }
        String name = problem.getClass().getName();
        // the platform's own classes keep their names; the JAR's are renamed and say nothing
        return name.startsWith("java") ? new StringBuffer("an unexpected ").append(name).toString()
                : "an unexpected error with no message";
    }
}
