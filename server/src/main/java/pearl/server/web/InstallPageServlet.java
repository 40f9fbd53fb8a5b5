package pearl.server.web;

import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServletRequest;

import pearl.server.pages.QrCode;

/** {@code GET /install}: the JAD link and its QR code, for installing the MIDlet over the air. */
@WebServlet("/install")
public final class InstallPageServlet extends Pages {

    @Override
    String prepare(HttpServletRequest request, Services services) {
        String jad = DeviceSuiteServlet.baseUrl(request) + "/pearl.jad";
        request.setAttribute("jad", jad);
        request.setAttribute("qr", QrCode.svg(jad));
        return "install";
    }
}
