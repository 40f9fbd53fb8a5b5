package pearl.server.web;

import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.function.Function;

/**
 * A cached page by what it shows, not by how it was asked for: its path and the parameters its
 * servlet reads, in one spelling ({@code ?id=007&x=1} is {@code ?id=7}), so query strings nobody
 * reads cannot grow the cache. Also which devices' results it shows, to know when to render it again.
 *
 * @param query   the canonical query string, empty for none
 * @param devices the devices whose results the page shows; null when it shows every device's
 */
record PageKey(String path, String query, Set<Long> devices) {

    /** The URL under the context path that renders this page. */
    String url() {
        return query.isEmpty() ? path : path + "?" + query;
    }

    /** Whether a change of these devices' results changes the page. */
    boolean shows(Iterable<Long> changed) {
        if (devices == null) {
            return true;
        }
        for (Long device : changed) {
            if (devices.contains(device)) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether the page also shows how its devices compare with the other devices of their model
     * (a device's page marks its figures far from the model's median), so that a change of those
     * devices' results changes it too.
     */
    boolean comparesWithModel() {
        return path.equals("/device");
    }

    /**
     * @param parameters a parameter's values by name, null when absent
     * @return null for a path that is not a cached page or parameters its servlet refuses (never cached)
     */
    static PageKey of(String path, Function<String, String[]> parameters) {
        return switch (path) {
            case "/results" -> new PageKey(path, "", null);
            case "/reference" -> reference(parameters);
            case "/device" -> one(path, "id", parameters);
            case "/handshake" -> one(path, "device", parameters);
            case "/algorithm" -> algorithm(parameters);
            case "/model" -> model(parameters);
            case "/compare" -> compare(parameters);
            case "/api/results" -> apiResults(parameters);
            default -> null;
        };
    }

    private static PageKey one(String path, String name, Function<String, String[]> parameters) {
        Long id = id(parameters, name);
        return id == null ? null : new PageKey(path, name + "=" + id, Set.of(id));
    }

    private static PageKey algorithm(Function<String, String[]> parameters) {
        String name = first(parameters, "name");
        String operation = first(parameters, "operation");
        if (name == null || operation == null) {
            return null;
        }
        return new PageKey("/algorithm", "name=" + URLEncoder.encode(name, StandardCharsets.UTF_8)
                + "&operation=" + URLEncoder.encode(operation, StandardCharsets.UTF_8), null);
    }

    /**
     * A page of {@code /api/results}, by its filter, format and paging in one spelling: one device's
     * results when the filter names a device (and no model, whose figures span its devices).
     */
    private static PageKey apiResults(Function<String, String[]> parameters) {
        ApiRequest request;
        try {
            request = ApiRequest.results(parameters);
        } catch (IllegalArgumentException refused) {
            return null;
        }
        Long device = request.filter().deviceId();
        return new PageKey("/api/results", request.pageQuery(),
                device != null && request.filter().model() == null ? Set.of(device) : null);
    }

    /**
     * The published figures, and with a device and a published device their rankings side by side;
     * the device list it offers makes it every device's page.
     */
    private static PageKey reference(Function<String, String[]> parameters) {
        String device = first(parameters, "device");
        String published = first(parameters, "published");
        String vm = first(parameters, "vm");
        if (device == null && published == null && vm == null) {
            return new PageKey("/reference", "", null);
        }
        Long id = id(parameters, "device");
        if (id == null || published == null) {
            return null;
        }
        return new PageKey("/reference", "device=" + id + "&published=" + URLEncoder.encode(published, StandardCharsets.UTF_8)
                + (vm == null ? "" : "&vm=" + URLEncoder.encode(vm, StandardCharsets.UTF_8)), null);
    }

    /** A model's page shows every device: any device's model may change (a registration, the admin's correction). */
    private static PageKey model(Function<String, String[]> parameters) {
        String name = first(parameters, "name");
        return name == null ? null : new PageKey("/model", "name=" + URLEncoder.encode(name, StandardCharsets.UTF_8), null);
    }

    private static PageKey compare(Function<String, String[]> parameters) {
        List<Long> ids;
        try {
            ids = FilterParameters.numbers(parameters, "device", 1, Long.MAX_VALUE);
        } catch (IllegalArgumentException refused) {
            return null;
        }
        if (ids.isEmpty()) {
            return new PageKey("/compare", "", null);
        }
        if (ids.size() < 2 || ids.size() > ComparePageServlet.MOST) {
            return null;
        }
        List<String> query = new ArrayList<>();
        for (long id : ids) {
            query.add("device=" + id);
        }
        return new PageKey("/compare", String.join("&", query), Set.copyOf(ids));
    }

    /** A parameter's first value, as the servlets read it; null when absent, blank or refused. */
    private static String first(Function<String, String[]> parameters, String name) {
        try {
            return FilterParameters.text(parameters, name);
        } catch (IllegalArgumentException refused) {
            return null;
        }
    }

    /** A device id, as the servlets read it; null when absent or refused. */
    private static Long id(Function<String, String[]> parameters, String name) {
        try {
            return FilterParameters.number(parameters, name, 1, Long.MAX_VALUE);
        } catch (IllegalArgumentException refused) {
            return null;
        }
    }
}
