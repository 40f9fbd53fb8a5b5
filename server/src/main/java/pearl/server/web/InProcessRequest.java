package pearl.server.web;

import java.lang.reflect.Proxy;
import java.util.Collection;
import java.util.Collections;
import java.util.Enumeration;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

import jakarta.servlet.DispatcherType;
import jakarta.servlet.ServletContext;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

/**
 * A request and a response that no client sent, for rendering a page in the server's own process
 * through its servlet and JSP ({@link RenderedPageCache#renderAgain}): the container's request
 * dispatcher gives the servlet the page's path and parameters (from the dispatched URL), and the
 * servlet sees a GET with no headers, cookies or session, which is what a cached page may depend on.
 * Every other question gets the empty answer of its type.
 */
final class InProcessRequest {

    /**
     * Tomcat's request attribute for the dispatch under way (Globals.DISPATCHER_TYPE_ATTR): its
     * dispatcher forwards only a request that carries it, as every request from its connector does.
     */
    private static final String TOMCAT_DISPATCHER_TYPE = "org.apache.catalina.core.DISPATCHER_TYPE";

    private InProcessRequest() {
    }

    static HttpServletRequest request(ServletContext context) {
        Map<String, Object> attributes = new ConcurrentHashMap<>();
        attributes.put(TOMCAT_DISPATCHER_TYPE, DispatcherType.REQUEST);
        return (HttpServletRequest) Proxy.newProxyInstance(InProcessRequest.class.getClassLoader(),
                new Class<?>[] {HttpServletRequest.class}, (proxy, method, args) -> switch (method.getName()) {
                    case "getAttribute" -> attributes.get((String) args[0]);
                    case "setAttribute" -> args[1] == null ? attributes.remove((String) args[0])
                            : attributes.put((String) args[0], args[1]);
                    case "removeAttribute" -> attributes.remove((String) args[0]);
                    case "getAttributeNames" -> Collections.enumeration(List.copyOf(attributes.keySet()));
                    case "getMethod" -> "GET";
                    case "getServletContext" -> context;
                    case "getContextPath" -> context.getContextPath();
                    case "getRequestURI" -> context.getContextPath() + "/";
                    case "getServletPath" -> "/";
                    case "getDispatcherType" -> DispatcherType.REQUEST;
                    case "getCharacterEncoding" -> "UTF-8";
                    case "getProtocol" -> "HTTP/1.1";
                    case "getScheme" -> "http";
                    case "getLocale" -> Locale.ENGLISH;
                    case "getLocales" -> Collections.enumeration(List.of(Locale.ENGLISH));
                    case "getRequestDispatcher" -> context.getRequestDispatcher((String) args[0]);
                    case "getParameterMap" -> Map.of();
                    case "toString" -> "a page's render in the server's own process";
                    case "hashCode" -> System.identityHashCode(proxy);
                    case "equals" -> proxy == args[0];
                    default -> empty(method.getReturnType());
                });
    }

    /** A response whose status, type and encoding are remembered; what is written goes to the wrapper that captures it. */
    static HttpServletResponse response() {
        Map<String, Object> state = new HashMap<>(Map.of("status", HttpServletResponse.SC_OK, "encoding", "ISO-8859-1"));
        return (HttpServletResponse) Proxy.newProxyInstance(InProcessRequest.class.getClassLoader(),
                new Class<?>[] {HttpServletResponse.class}, (proxy, method, args) -> switch (method.getName()) {
                    case "setStatus", "sendError" -> state.put("status", args[0]);
                    case "getStatus" -> state.get("status");
                    case "setContentType" -> contentType(state, (String) args[0]);
                    case "getContentType" -> state.get("type");
                    case "setCharacterEncoding" -> state.put("encoding", args[0]);
                    case "getCharacterEncoding" -> state.get("encoding");
                    case "getLocale" -> Locale.ENGLISH;
                    case "encodeURL", "encodeRedirectURL" -> args[0];
                    case "toString" -> "a page's render in the server's own process";
                    case "hashCode" -> System.identityHashCode(proxy);
                    case "equals" -> proxy == args[0];
                    default -> empty(method.getReturnType());
                });
    }

    /** As a container does: {@code text/html; charset=UTF-8} also sets the encoding. */
    private static Object contentType(Map<String, Object> state, String type) {
        if (type == null) {
            return state.remove("type");
        }
        int charset = type.toLowerCase(Locale.ROOT).indexOf("charset=");
        if (charset >= 0) {
            state.put("encoding", type.substring(charset + "charset=".length()).trim());
        }
        return state.put("type", type);
    }

    private static Object empty(Class<?> type) {
        if (type == boolean.class) {
            return false;
        } else if (type == int.class || type == long.class) {
            return type == int.class ? (Object) 0 : (Object) 0L;
        } else if (type == Enumeration.class) {
            return Collections.emptyEnumeration();
        } else if (type == Collection.class) {
            return List.of();
        } else if (type == Map.class) {
            return Map.of();
        }
        return null;
    }
}
