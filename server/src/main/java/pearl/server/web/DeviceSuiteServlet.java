package pearl.server.web;

import java.io.IOException;
import java.io.InputStream;
import java.net.URL;
import java.nio.charset.StandardCharsets;

import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

import pearl.server.pages.DeviceSuite;

/**
 * {@code GET /pearl.jad} and {@code /pearl.jar}: the MIDlet suite over the air, with the MIME types
 * phones expect; the JAD names this server as the one to sync to.
 */
@WebServlet({"/pearl.jad", "/pearl.jar"})
public final class DeviceSuiteServlet extends HttpServlet {

    private static final String DIRECTORY = "/WEB-INF/device/";

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        URL jar = getServletContext().getResource(DIRECTORY + "pearl.jar");
        URL jad = getServletContext().getResource(DIRECTORY + "pearl.jad");
        if (jar == null || jad == null) {
            PlainText.send(response, HttpServletResponse.SC_NOT_FOUND, "this server was built without the MIDlet suite");
            return;
        }
        long jarSize = jar.openConnection().getContentLengthLong();
        if (request.getServletPath().endsWith(".jar")) {
            response.setContentType(DeviceSuite.JAR_TYPE);
            response.setContentLengthLong(jarSize);
            try (InputStream in = jar.openStream()) {
                in.transferTo(response.getOutputStream());
            }
            return;
        }
        String template;
        try (InputStream in = jad.openStream()) {
            template = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        byte[] body = DeviceSuite.jadFor(template, baseUrl(request), jarSize).getBytes(StandardCharsets.UTF_8);
        response.setContentType(DeviceSuite.JAD_TYPE);
        response.setCharacterEncoding("UTF-8");
        response.setContentLength(body.length);
        response.getOutputStream().write(body);
    }

    /** This server as the phone reached it: scheme, host, port and context path. */
    static String baseUrl(HttpServletRequest request) {
        String url = request.getRequestURL().toString();
        return url.substring(0, url.length() - request.getRequestURI().length()) + request.getContextPath();
    }
}
