package pearl.server.web;

import java.io.IOException;
import java.sql.SQLException;

import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

import pearl.server.model.Receipt;
import pearl.server.receiver.MalformedBatchException;
import pearl.server.receiver.UnauthorizedBatchException;

/**
 * {@code POST /receiver}: a signed batch of samples in the sync format (docs/protocol.md), UTF-8,
 * at most {@link #MAX_BODY_BYTES}. Answers 200 {@code OK<TAB>stored<TAB>duplicates}; 400, 401 or
 * 413 with a plain message for a body it refuses; 503 when the database cannot take it. Except on
 * 200, nothing is stored, and the phone keeps its samples. After answering, it analyzes.
 */
@WebServlet("/receiver")
public final class ReceiverServlet extends HttpServlet {

    /** Room for the most samples a batch may hold (5,000 of about 70 bytes); a phone sends about 15 KB. */
    public static final int MAX_BODY_BYTES = 512 * 1024;

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws IOException {
        byte[] body = Bodies.read(request, MAX_BODY_BYTES);
        if (body == null) {
            PlainText.send(response, 413, "batch larger than " + MAX_BODY_BYTES
                    + " bytes, nothing stored: send fewer samples per POST");
            return;
        }
        try {
            Receipt receipt = Services.of(getServletContext()).receiver().receive(body);
            PlainText.send(response, HttpServletResponse.SC_OK, receipt.toWire());
            response.flushBuffer();
            analyzePending();
        } catch (MalformedBatchException malformed) {
            PlainText.send(response, HttpServletResponse.SC_BAD_REQUEST, "malformed batch, nothing stored: "
                    + malformed.getMessage());
        } catch (UnauthorizedBatchException unauthorized) {
            PlainText.send(response, HttpServletResponse.SC_UNAUTHORIZED, "batch refused, nothing stored: "
                    + unauthorized.getMessage());
        } catch (SQLException databaseFailed) {
            log("sync failed in the database", databaseFailed);
            PlainText.send(response, HttpServletResponse.SC_SERVICE_UNAVAILABLE,
                    "the database is unavailable, nothing stored: keep the samples and retry later");
        }
    }

    /**
     * The phone has its answer; now the results of what it sent (and of any sync whose analysis
     * an instance did not finish) are brought up to date. A failure here loses nothing: the
     * groups stay pending for the next analysis.
     */
    private void analyzePending() {
        try {
            Services.of(getServletContext()).analyzer().analyzePending();
        } catch (SQLException | RuntimeException failed) {
            log("incremental analysis failed; its groups stay pending", failed);
        }
    }

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        response.setHeader("Allow", "POST");
        PlainText.send(response, HttpServletResponse.SC_METHOD_NOT_ALLOWED,
                "the receiver takes sample batches by POST, in the format of docs/protocol.md");
    }
}
