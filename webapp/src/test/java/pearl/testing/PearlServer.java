package pearl.testing;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.apache.catalina.startup.Tomcat;

import pearl.server.launcher.Launcher;
import pearl.server.launcher.Options;

/** The PEARL WAR on a real embedded Tomcat, on a free port, over a given database. */
public final class PearlServer implements AutoCloseable {

    private final Tomcat tomcat;
    private final HttpClient http = HttpClient.newHttpClient();

    private PearlServer(Tomcat tomcat) {
        this.tomcat = tomcat;
    }

    public static PearlServer start(String databaseUrl) throws Exception {
        return start(databaseUrl, 0);
    }

    /** On {@code port} (0: a free one), e.g. where a phone already syncs to. */
    public static PearlServer start(String databaseUrl, int port) throws Exception {
        return start(databaseUrl, port, new String[0]);
    }

    /** Behind a reverse proxy at {@code proxy}, whose forwarded headers it believes. */
    public static PearlServer startBehindProxy(String databaseUrl, String proxy) throws Exception {
        return start(databaseUrl, 0, new String[] {"--proxy", proxy});
    }

    private static PearlServer start(String databaseUrl, int port, String[] more) throws Exception {
        Path war = Path.of(System.getProperty("pearl.war", "target/pearl.war"));
        if (!Files.isRegularFile(war)) {
            throw new IllegalStateException("no WAR at " + war + ": run mvn verify, which packages it first");
        }
        Path home = Files.createTempDirectory("pearl-home");
        List<String> args = new ArrayList<>(List.of("--war", war.toString(), "--port", String.valueOf(port),
                "--db", databaseUrl, "--home", home.toString()));
        args.addAll(List.of(more));
        return new PearlServer(Launcher.start(Options.parse(args.toArray(String[]::new))));
    }

    /** The port it listens on, for a server started again where phones already sync to. */
    public int port() {
        return Launcher.port(tomcat);
    }

    /** e.g. {@code http://127.0.0.1:41234/pearl} */
    public String baseUrl() {
        return "http://127.0.0.1:" + port() + Launcher.CONTEXT_PATH;
    }

    /** A URL on the server's root, outside PEARL's context, e.g. {@code http://127.0.0.1:41234/x} */
    public String rootUrl(String path) {
        return "http://127.0.0.1:" + port() + path;
    }

    public HttpResponse<String> get(String path) throws IOException, InterruptedException {
        return http.send(HttpRequest.newBuilder(URI.create(baseUrl() + path)).GET().build(),
                HttpResponse.BodyHandlers.ofString());
    }

    public HttpResponse<String> post(String path, String body) throws IOException, InterruptedException {
        return http.send(HttpRequest.newBuilder(URI.create(baseUrl() + path))
                        .header("Content-Type", "text/plain; charset=utf-8")
                        .POST(HttpRequest.BodyPublishers.ofString(body)).build(),
                HttpResponse.BodyHandlers.ofString());
    }

    /** Waits until the analysis has covered every stored sample (GET /api/analysis says pending 0). */
    public void awaitAnalysis() throws Exception {
        for (int i = 0; i < 600; i++) {
            var status = get("/api/analysis");
            if (status.statusCode() == 200 && status.body().trim().equals("pending\t0")) {
                return;
            }
            Thread.sleep(100);
        }
        throw new AssertionError("the analysis did not catch up within 60 s: " + get("/api/analysis").body());
    }

    @Override
    public void close() throws Exception {
        tomcat.stop();
        tomcat.destroy();
    }
}
