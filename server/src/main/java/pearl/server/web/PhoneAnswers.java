package pearl.server.web;

import java.io.IOException;

import jakarta.servlet.GenericServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

import pearl.server.service.PhoneRefusal;


/**
 * How the server answers what a phone POSTs, a registration, a batch or a removal (docs/protocol.md,
 * "Answers"): the one place that turns a refusal into a status, a plain-text message and the
 * {@value #REFUSAL_HEADER} code a phone acts on, so the endpoints cannot drift apart.
 */
final class PhoneAnswers {

    /** The refusal's kind, one word a phone compares, where the message is for people. */
    static final String REFUSAL_HEADER = "PEARL-Refusal";
    private static final int TOO_MANY_REQUESTS = 429;

    /** What a phone sent, read and acted on; its OK line, or a refusal. */
    interface Work {
        String answer(byte[] body) throws PhoneRefusal;
    }

    /** A refusal: nothing of the body was done. */
    record Refusal(int status, String code, String message) {
    }

    private final String what;
    private final String nothingDone;
    private final int maxBytes;

    /**
     * @param what        the body's name in messages: "batch", "registration", "removal"
     * @param nothingDone what a refusal's message says was left undone: "nothing stored"
     * @param maxBytes    a longer body is refused unread
     */
    PhoneAnswers(String what, String nothingDone, int maxBytes) {
        this.what = what;
        this.nothingDone = nothingDone;
        this.maxBytes = maxBytes;
    }

    /** Reads the body, does the work and answers it; true when the answer was OK. */
    boolean answer(HttpServletRequest request, HttpServletResponse response, Work work, GenericServlet servlet)
            throws IOException {
        byte[] body = LimitedBody.read(request, maxBytes);
        if (body == null) {
            send(response, tooLarge());
            return false;
        }
        try {
            PlainText.send(response, HttpServletResponse.SC_OK, work.answer(body));
            return true;
        } catch (PhoneRefusal refused) {
            if (refused.serversFault()) {
                servlet.log(what + " failed in the database", refused.getCause());
            }
            if (refused.reason() == PhoneRefusal.Reason.TOO_MANY) {
                // the phone keeps its samples and tries again at its next sync; Retry-After says when it helps
                response.setHeader("Retry-After", String.valueOf(refused.retryAfterSeconds()));
            }
            send(response, refusal(refused));
            return false;
        }
    }

    Refusal tooLarge() {
        return new Refusal(HttpServletResponse.SC_REQUEST_ENTITY_TOO_LARGE, "too-large",
                what + " larger than " + maxBytes + " bytes, " + nothingDone + ": send less per POST");
    }

    /** The answer to a body refused for {@code why}. */
    Refusal refusal(PhoneRefusal why) {
        return switch (why.reason()) {
            case MALFORMED -> new Refusal(HttpServletResponse.SC_BAD_REQUEST, "malformed",
                    "malformed " + what + ", " + nothingDone + ": " + why.getMessage());
            case UNKNOWN_DEVICE -> new Refusal(HttpServletResponse.SC_UNAUTHORIZED, "unknown-device",
                    what + " refused, " + nothingDone + ": " + why.getMessage());
            case UNKNOWN_ENROLMENT -> new Refusal(HttpServletResponse.SC_UNAUTHORIZED, "unknown-enrolment",
                    what + " refused, " + nothingDone + ": " + why.getMessage());
            case UNAUTHORIZED -> new Refusal(HttpServletResponse.SC_UNAUTHORIZED, "unauthorized",
                    what + " refused, " + nothingDone + ": " + why.getMessage());
            case TOO_MANY -> new Refusal(TOO_MANY_REQUESTS, "too-many", what + " refused, " + why.getMessage());
            case UNAVAILABLE -> new Refusal(HttpServletResponse.SC_SERVICE_UNAVAILABLE, "unavailable",
                    "the database is unavailable, " + nothingDone + ": try again later");
        };
    }

    private static void send(HttpServletResponse response, Refusal refusal) throws IOException {
        response.setHeader(REFUSAL_HEADER, refusal.code());
        PlainText.send(response, refusal.status(), refusal.message());
    }
}
