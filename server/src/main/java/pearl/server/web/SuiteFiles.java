package pearl.server.web;

import java.io.IOException;
import java.io.InputStream;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.util.List;

import jakarta.servlet.ServletContext;
import jakarta.servlet.http.HttpServletResponse;

import pearl.server.pages.SuiteIndex;

/**
 * A MIDlet suite in the WAR, its JAR and the JAD built with it: the full suite
 * ({@code WEB-INF/device/pearl.jar}, {@code .jad}) or one of the suite sets the build made for
 * phones that take only small JARs ({@code WEB-INF/suites/}, listed in its {@code suites.tsv}).
 */
record SuiteFiles(URL jar, URL jad) {

    /** The full suite's name, as its files are named. */
    static final String FULL = "pearl";

    /** The suite sets in the WAR; none when it was built without them. */
    static SuiteIndex index(ServletContext context) throws IOException {
        URL tsv = context.getResource("/WEB-INF/suites/suites.tsv");
        if (tsv == null) {
            return new SuiteIndex(List.of());
        }
        try (InputStream in = tsv.openStream()) {
            return SuiteIndex.parse(new String(in.readAllBytes(), StandardCharsets.UTF_8));
        }
    }

    /** @return null when the WAR holds no suite of that name: only the index's names are looked up */
    static SuiteFiles of(ServletContext context, String name) throws IOException {
        boolean full = name.equals(FULL);
        if (!full && index(context).named(name).isEmpty()) {
            return null;
        }
        String directory = full ? "/WEB-INF/device/" : "/WEB-INF/suites/";
        URL jar = context.getResource(directory + name + ".jar");
        URL jad = context.getResource(directory + name + ".jad");
        return jar == null || jad == null ? null : new SuiteFiles(jar, jad);
    }

    long jarSize() throws IOException {
        return jar.openConnection().getContentLengthLong();
    }

    void sendJar(HttpServletResponse response) throws IOException {
        response.setContentType(DeviceSuite.JAR_TYPE);
        response.setContentLengthLong(jarSize());
        try (InputStream in = jar.openStream()) {
            in.transferTo(response.getOutputStream());
        }
    }

    /** The JAD as this server hands it out ({@link DeviceSuite#jadFor}). */
    void sendJad(HttpServletResponse response, String jarUrl, String baseUrl, String enrolment) throws IOException {
        String template;
        try (InputStream in = jad.openStream()) {
            template = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        byte[] body = DeviceSuite.jadFor(template, jarUrl, jarSize(), baseUrl, enrolment).getBytes(StandardCharsets.UTF_8);
        response.setContentType(DeviceSuite.JAD_TYPE);
        response.setCharacterEncoding("UTF-8");
        response.setContentLength(body.length);
        response.getOutputStream().write(body);
    }
}
