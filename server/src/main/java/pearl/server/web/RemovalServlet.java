package pearl.server.web;

import java.io.IOException;

import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

/**
 * {@code POST /remove}: a phone's owner, from the phone itself, asking the server to remove every
 * run, sample and result it holds of the phone, in a removal signed as a batch is
 * (docs/protocol.md, "Removal"). Answers 200 {@code OK<TAB>samples<TAB>results} removed, or a
 * refusal ({@link PhoneAnswers}): except on 200, nothing is removed.
 */
@WebServlet("/remove")
public final class RemovalServlet extends HttpServlet {

    /** A removal is three short lines. */
    public static final int MAX_BODY_BYTES = 1024;

    private static final PhoneAnswers ANSWERS = new PhoneAnswers("removal", "nothing removed", MAX_BODY_BYTES);

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws IOException {
        ANSWERS.answer(request, response, ServicesInContext.of(getServletContext()).phones()::remove, this);
    }

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        response.setHeader("Allow", "POST");
        PlainText.send(response, HttpServletResponse.SC_METHOD_NOT_ALLOWED,
                "/remove takes a phone's signed removal by POST, in the format of docs/protocol.md");
    }
}
