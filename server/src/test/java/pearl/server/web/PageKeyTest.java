package pearl.server.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

class PageKeyTest {

    private static PageKey key(String path, Map<String, String[]> parameters) {
        return PageKey.of(path, parameters::get);
    }

    @Test
    void onlyTheParametersAPageReadsMakeItAnotherPage() {
        PageKey plain = key("/device", Map.of("id", new String[] {"7"}));
        assertEquals(plain, key("/device", Map.of("id", new String[] {" 007 ", "9"}, "utm_source", new String[] {"x"})));
        assertEquals("/device?id=7", plain.url());
        assertEquals(key("/algorithm", Map.of("name", new String[] {"AES/CBC"}, "operation", new String[] {"encrypt"})),
                key("/algorithm", Map.of("name", new String[] {"AES/CBC "}, "operation", new String[] {"encrypt"},
                        "nonce", new String[] {"123"})));
        assertEquals("/results", key("/results", Map.of("anything", new String[] {"1"})).url());
        assertEquals("/model?name=Nokia+6230", key("/model", Map.of("name", new String[] {" Nokia 6230 "})).url());
        assertEquals("/reference", key("/reference", Map.of("anything", new String[] {"1"})).url());
        // a ranking beside a published one is a page of its own, not the plain figures
        assertEquals("/reference?device=3&published=Palm+M130", key("/reference", Map.of("device", new String[] {"03"},
                "published", new String[] {"Palm M130"})).url());
    }

    @Test
    void whatTheServletRefusesIsNeverCached() {
        assertNull(key("/device", Map.of("id", new String[] {"seven"})));
        assertNull(key("/device", Map.of()));
        assertNull(key("/compare", Map.of("device", new String[] {"1"})));
        assertNull(key("/model", Map.of()));
        assertNull(key("/api/samples", Map.of()), "the samples are streamed from the database, never kept");
        assertNull(key("/api/results", Map.of("limit", new String[] {"0"})));
        assertNull(key("/api/results", Map.of("algorithm", new String[] {"AES/CBC\0"})));
        assertNull(key("/reference", Map.of("device", new String[] {"three"}, "published", new String[] {"Palm M130"})));
        assertNull(key("/reference", Map.of("device", new String[] {"3"})));
    }

    @Test
    void aPageIsRenderedAgainWhenTheDevicesItShowsChange() {
        PageKey compare = key("/compare", Map.of("device", new String[] {"2", "1"}));
        assertEquals("/compare?device=2&device=1", compare.url(), "the order of a comparison is kept: ratios to the first");
        assertTrue(compare.shows(List.of(1L)));
        assertFalse(compare.shows(List.of(3L)));
        assertFalse(key("/handshake", Map.of("device", new String[] {"2"})).shows(List.of(1L)));
        assertTrue(key("/algorithm", Map.of("name", new String[] {"RC4"}, "operation", new String[] {"encrypt"}))
                .shows(List.of(3L)), "an algorithm page shows every device");
        assertTrue(key("/model", Map.of("name", new String[] {"Siemens S55"})).shows(List.of(3L)),
                "a model's page shows every device: any may become one of the model");
        assertTrue(key("/device", Map.of("id", new String[] {"2"})).comparesWithModel(),
                "a device's page marks where it is far from its model: the model's other devices change it too");
        assertFalse(compare.comparesWithModel());
    }
}
