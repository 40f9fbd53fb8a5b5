package pearl.server.web;

import java.io.IOException;
import java.util.List;

import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

import pearl.server.model.DeviceLabels;
import pearl.server.model.ListedDevice;
import pearl.server.service.Services;
import pearl.server.service.Unavailable;

/**
 * What every page servlet shares: read the request, put the page's model in request attributes,
 * render its JSP; a bad parameter (a control character in any) is a 400, a page about something not
 * there a 404 and a database failure a 503, each in plain words on the site's error page (web.xml's
 * error page, through {@code sendError}).
 */
abstract class PageServlet extends HttpServlet {

    /** Fills the request's attributes; @return the JSP's name under WEB-INF/jsp, without .jsp */
    abstract String prepare(HttpServletRequest request, Services services);

    @Override
    protected final void doGet(HttpServletRequest request, HttpServletResponse response)
            throws IOException, ServletException {
        String view;
        try {
            Services services = ServicesInContext.of(getServletContext());
            request.setAttribute("security", services.results().security());
            ParameterText.refuseControlCharacters(request.getParameterMap());
            view = prepare(request, services);
        } catch (IllegalArgumentException badRequest) {
            response.sendError(HttpServletResponse.SC_BAD_REQUEST, badRequest.getMessage());
            return;
        } catch (NotFound missing) {
            response.sendError(HttpServletResponse.SC_NOT_FOUND, missing.getMessage());
            return;
        } catch (Unavailable databaseFailed) {
            log("page query failed", databaseFailed);
            response.sendError(HttpServletResponse.SC_SERVICE_UNAVAILABLE, databaseFailed.getMessage());
            return;
        }
        request.getRequestDispatcher("/WEB-INF/jsp/" + view + ".jsp").forward(request, response);
    }

    /** A page about something that is not there. */
    static final class NotFound extends RuntimeException {
        NotFound(String message) {
            super(message);
        }
    }

    /** The labels of the devices the public pages show, which the page also gets as {@code labels}. */
    static DeviceLabels labels(HttpServletRequest request, Services services) {
        return labels(request, services.results().devices());
    }

    /** The same, for a page that has read the listed devices already. */
    static DeviceLabels labels(HttpServletRequest request, List<ListedDevice> devices) {
        DeviceLabels labels = DeviceLabels.of(devices.stream().map(ListedDevice::identity).toList());
        request.setAttribute("labels", labels);
        return labels;
    }

    /** A required device id. */
    static long id(HttpServletRequest request, String name) {
        Long id = FilterParameters.number(request, name, 1, Long.MAX_VALUE);
        if (id == null) {
            throw new IllegalArgumentException(name + " is required: a device id, e.g. ?" + name + "=1");
        }
        return id;
    }
}
