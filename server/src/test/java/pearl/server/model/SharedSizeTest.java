package pearl.server.model;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Map;

import org.junit.jupiter.api.Test;

class SharedSizeTest {

    @Test
    void theSizeMostSeriesMeasured() {
        assertEquals(2048, SharedSize.of(Map.of(1024, 2, 2048, 3, 4096, 1)));
    }

    @Test
    void theLargestAmongTies() {
        assertEquals(4096, SharedSize.of(Map.of(4096, 2, 1024, 2, 2048, 2)));
    }

    @Test
    void noSizeWithoutSeries() {
        assertEquals(-1, SharedSize.of(Map.of()));
    }
}
