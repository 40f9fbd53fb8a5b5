package pearl.server.web;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.Collection;
import java.util.List;

import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

import pearl.server.service.Paged;
import pearl.server.service.Services;
import pearl.server.service.Unavailable;


/**
 * What {@code /api/results} and {@code /api/samples} share (docs/api.md): the request read and
 * checked (a malformed value is a 400, a device that is not shown a 404, each in plain words), one
 * page of the answer opened, the next page named in a {@code Link} header, then the page's records
 * written as the database sends them.
 *
 * @param <T> a record of the answer
 */
abstract class PagedApiServlet<T> extends HttpServlet {

    /** @throws IllegalArgumentException with a message for the user, when a value is malformed */
    abstract ApiRequest read(HttpServletRequest request);

    /** The page the request asks for. */
    abstract Paged<T> open(Services services, ApiRequest request);

    /** Writes the page's records (a header, then one record at a time). */
    abstract void write(ApiRequest request, Paged<T> page, HttpServletResponse response) throws IOException;

    @Override
    protected final void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        Services services = ServicesInContext.of(getServletContext());
        try {
            FilterParameters.refuseControlCharacters(request.getParameterMap());
            ApiRequest asked = read(request);
            Long device = asked.filter().deviceId();
            if (device != null && refusedUnknown(services, List.of(device), response)) {
                return;
            }
            try (Paged<T> page = open(services, asked)) {
                asked.paging().linkNext(response, request.getContextPath() + request.getServletPath(), asked.query(),
                        page.next());
                write(asked, page, response);
            }
        } catch (IllegalArgumentException badRequest) {
            PlainText.send(response, HttpServletResponse.SC_BAD_REQUEST, badRequest.getMessage());
        } catch (Unavailable databaseFailed) {
            log(request.getServletPath() + " failed", databaseFailed);
            if (!response.isCommitted()) {
                response.reset();
                PlainText.send(response, HttpServletResponse.SC_SERVICE_UNAVAILABLE, databaseFailed.getMessage());
            }
        } catch (UncheckedIOException clientGone) {
            log(request.getServletPath() + " stopped: " + clientGone.getCause().getMessage());
        }
    }

    /**
     * Answers 404 naming the first of these devices that is not shown (not there, or hidden by the
     * admin): a filter on it would answer nothing, as if it had measured nothing.
     *
     * @return whether it answered
     */
    static boolean refusedUnknown(Services services, Collection<Long> devices, HttpServletResponse response)
            throws IOException {
        for (long device : devices) {
            if (!services.results().shown(device)) {
                PlainText.send(response, HttpServletResponse.SC_NOT_FOUND, "no device " + device
                        + " here: /results lists the devices (their deviceId in /api/results)");
                return true;
            }
        }
        return false;
    }

    /** Writes one record for a page's {@code forEach}, whose consumer may not throw an IOException. */
    static void write(Export export, Object... values) {
        try {
            export.write(values);
        } catch (IOException clientGone) {
            throw new UncheckedIOException(clientGone);
        }
    }
}
