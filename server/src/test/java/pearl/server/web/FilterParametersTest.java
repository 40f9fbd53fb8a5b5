package pearl.server.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import pearl.server.model.ResultFilter;

/** The one reader of request parameters: what it takes, and the sentence it refuses the rest with. */
class FilterParametersTest {

    private static String refusal(Map<String, String[]> parameters) {
        return assertThrows(IllegalArgumentException.class, () -> FilterParameters.of(parameters::get)).getMessage();
    }

    @Test
    void anOperationIsTakenAsNamedAndAnUnknownOneSelectsNothingRatherThanFailing() {
        ResultFilter filter = FilterParameters.of(Map.of("operation", new String[] {" key-expansion "},
                "cold", new String[] {"false"})::get);
        assertEquals("key-expansion", filter.operation());
        assertEquals(Boolean.FALSE, filter.cold());
        assertEquals("operation=key-expansion&cold=false", FilterParameters.query(filter));
        assertEquals("shuffle", FilterParameters.of(Map.of("operation", new String[] {"shuffle"})::get).operation());
        assertNull(FilterParameters.of(Map.<String, String[]>of()::get).operation());
    }

    @Test
    void aBadTruthIsRefusedNamingWhatIsTaken() {
        assertEquals("cold must be true or false, not 'yes'", refusal(Map.of("cold", new String[] {"yes"})));
    }

    @Test
    void repeatedNumbersAreReadInOrderBlankOnesLeftOut() {
        Map<String, String[]> parameters = Map.of("device", new String[] {"3", " 007 ", "", "3"});
        assertEquals(List.of(3L, 7L, 3L), FilterParameters.numbers(parameters::get, "device", 1, Long.MAX_VALUE));
        assertEquals(List.of(), FilterParameters.numbers(Map.<String, String[]>of()::get, "device", 1, 9));
        IllegalArgumentException zero = assertThrows(IllegalArgumentException.class,
                () -> FilterParameters.numbers(Map.of("device", new String[] {"1", "0"})::get, "device", 1, 9));
        assertEquals("device must be from 1 to 9, not 0", zero.getMessage());
        IllegalArgumentException word = assertThrows(IllegalArgumentException.class,
                () -> FilterParameters.number(Map.of("id", new String[] {"abc"})::get, "id", 1, 9));
        assertEquals("id must be a whole number, not 'abc'", word.getMessage());
    }
}
