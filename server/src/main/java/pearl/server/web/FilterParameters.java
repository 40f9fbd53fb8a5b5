package pearl.server.web;

import jakarta.servlet.http.HttpServletRequest;

import pearl.server.model.ResultFilter;

/**
 * Reads a {@link ResultFilter} from a request's parameters (docs/api.md): {@code device} (id),
 * {@code algorithm}, {@code operation}, {@code size} (bytes), {@code cold} ({@code true} or
 * {@code false}) and {@code model} (a phone model's name); each may be left out.
 */
final class FilterParameters {

    private FilterParameters() {
    }

    /** @throws IllegalArgumentException with a message for the user, when a value is malformed */
    static ResultFilter of(HttpServletRequest request) {
        return new ResultFilter(number(request, "device"), text(request, "algorithm"), text(request, "operation"),
                size(request), cold(request), text(request, "model"));
    }

    private static Long number(HttpServletRequest request, String name) {
        String value = text(request, name);
        if (value == null) {
            return null;
        }
        try {
            return Long.valueOf(value);
        } catch (NumberFormatException notANumber) {
            throw new IllegalArgumentException(name + " must be a whole number, not " + quoted(value));
        }
    }

    private static Integer size(HttpServletRequest request) {
        Long size = number(request, "size");
        if (size != null && (size < 1 || size > Integer.MAX_VALUE)) {
            throw new IllegalArgumentException("size must be a positive number of bytes");
        }
        return size == null ? null : size.intValue();
    }

    private static Boolean cold(HttpServletRequest request) {
        String value = text(request, "cold");
        if (value == null) {
            return null;
        }
        if (!value.equals("true") && !value.equals("false")) {
            throw new IllegalArgumentException("cold must be true or false, not " + quoted(value));
        }
        return Boolean.valueOf(value);
    }

    /** A parameter's value, or null when it is absent or blank. */
    static String text(HttpServletRequest request, String name) {
        String value = request.getParameter(name);
        return value == null || value.isBlank() ? null : value.trim();
    }

    private static String quoted(String value) {
        return "'" + (value.length() > 40 ? value.substring(0, 40) + "…" : value) + "'";
    }
}
