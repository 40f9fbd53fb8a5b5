package pearl.server.web;

import java.io.IOException;

import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

import pearl.protocol.ProtocolLimits;

/**
 * {@code POST /receiver}: a signed batch of samples in the sync format (docs/protocol.md), UTF-8,
 * at most {@link #MAX_BODY_BYTES}. Answers 200 {@code OK<TAB>stored<TAB>duplicates}, or a refusal
 * ({@link PhoneAnswers}): except on 200, nothing is stored, and the phone keeps its samples. After
 * answering OK, it wakes the background analysis worker (GET /api/analysis tells when it has caught up).
 */
@WebServlet("/receiver")
public final class ReceiverServlet extends HttpServlet {

    /** Room for the most samples a batch may hold (5,000 of about 70 bytes); a phone sends about 15 KB. */
    public static final int MAX_BODY_BYTES = ProtocolLimits.BATCH_BODY_BYTES;

    private static final PhoneAnswers ANSWERS = new PhoneAnswers("batch", "nothing stored", MAX_BODY_BYTES);

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws IOException {
        ANSWERS.answer(request, response, ServicesInContext.of(getServletContext()).phones()::receive, this);
    }

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        response.setHeader("Allow", "POST");
        PlainText.send(response, HttpServletResponse.SC_METHOD_NOT_ALLOWED,
                "the receiver takes sample batches by POST, in the format of docs/protocol.md");
    }
}
