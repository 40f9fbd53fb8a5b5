package pearl.server.security;

import java.util.Locale;

/**
 * How far an algorithm may be trusted today (docs/security.md), best first: recommended (a
 * standard's choice at 128 bits or more), acceptable (112 bits or more, or outside the standards'
 * lists with no practical attack), legacy (only to read or check old data: under 112 bits, a 64-bit
 * block, or superseded), broken (a practical attack is published, or a standard forbids it).
 */
public enum Status {
    RECOMMENDED, ACCEPTABLE, LEGACY, BROKEN;

    /** The name the data file, the pages and the API use. */
    public String label() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static Status of(String label) {
        return valueOf(label.toUpperCase(Locale.ROOT));
    }

    public Status worse(Status other) {
        return compareTo(other) >= 0 ? this : other;
    }
}
