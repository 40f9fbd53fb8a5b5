package pearl.server.pages;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** A small figure keeps its first significant digits; others keep the page's own precision. */
class DigitsTest {

    @Test
    void aFigureBelowOneKeepsTwoSignificantDigits() {
        assertEquals(3, Digits.fraction(0.05, 1), "0.02 + 0.03 ms reads 0.05, not 0");
        assertEquals(5, Digits.fraction(0.00042, 1), "0.00042");
        assertEquals(2, Digits.fraction(0.5, 1), "0.5");
        assertEquals(3, Digits.fraction(0.5, 3), "never fewer than the page asks for");
    }

    @Test
    void largeFiguresZeroAndNonFiguresKeepThePagesPrecision() {
        assertEquals(1, Digits.fraction(1234.5, 1));
        assertEquals(1, Digits.fraction(0, 1));
        assertEquals(1, Digits.fraction(Double.NaN, 1));
        assertEquals(9, Digits.fraction(1e-30, 1), "at most nine");
    }
}
