package pearl.server.web;

import jakarta.servlet.ServletContext;

import pearl.server.service.Services;

/** Where the servlets find the application's {@link Services}: an attribute of its servlet context. */
final class ServicesInContext {

    private static final String ATTRIBUTE = Services.class.getName();

    private ServicesInContext() {
    }

    static Services of(ServletContext context) {
        return (Services) context.getAttribute(ATTRIBUTE);
    }

    static void register(ServletContext context, Services services) {
        context.setAttribute(ATTRIBUTE, services);
    }
}
