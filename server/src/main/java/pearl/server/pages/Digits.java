package pearl.server.pages;

/**
 * How many fraction digits a figure needs on a page so that a small one does not round to 0: a
 * 0.02 + 0.03 ms handshake totals "0.05 ms", not "0 ms". The pages call it from EL beside
 * {@code fmt:formatNumber}.
 */
public final class Digits {

    /** Enough digits for the leading significant ones, at most this many. */
    private static final int MOST = 9;
    /** How many significant digits a figure below 1 keeps. */
    private static final int SIGNIFICANT = 2;

    private Digits() {
    }

    /** @return {@code least}, or more when the value needs more to show its first significant digits */
    public static int fraction(double value, int least) {
        double size = Math.abs(value);
        if (size == 0 || size >= 1 || Double.isNaN(size) || Double.isInfinite(size)) {
            return least;
        }
        int leadingZeros = (int) Math.floor(-Math.log10(size));
        return Math.max(least, Math.min(MOST, leadingZeros + SIGNIFICANT));
    }
}
