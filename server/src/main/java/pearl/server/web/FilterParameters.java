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
        return number(request, name, Long.MIN_VALUE, Long.MAX_VALUE);
    }

    /** An optional whole number from {@code least} to {@code most}; null when absent. */
    static Long number(HttpServletRequest request, String name, long least, long most) {
        String value = text(request, name);
        return value == null ? null : whole(name, value, least, most);
    }

    /** A whole number from {@code least} to {@code most}, or a sentence for the user saying what is wrong. */
    static long whole(String name, String value, long least, long most) {
        long number;
        try {
            number = Long.parseLong(value);
        } catch (NumberFormatException notANumber) {
            throw new IllegalArgumentException(name + " must be a whole number, not " + quoted(value));
        }
        if (number < least || number > most) {
            throw new IllegalArgumentException(name + " must be from " + least + " to " + most + ", not " + number);
        }
        return number;
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

    static String quoted(String value) {
        return "'" + (value.length() > 40 ? value.substring(0, 40) + "…" : value) + "'";
    }
}
