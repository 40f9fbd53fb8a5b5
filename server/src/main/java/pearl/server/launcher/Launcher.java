package pearl.server.launcher;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Pattern;

import jakarta.servlet.Filter;

import org.apache.catalina.Context;
import org.apache.catalina.LifecycleException;
import org.apache.catalina.startup.Tomcat;
import org.apache.catalina.valves.ErrorReportValve;
import org.apache.catalina.valves.RemoteIpValve;
import org.apache.tomcat.util.descriptor.web.FilterDef;
import org.apache.tomcat.util.descriptor.web.FilterMap;

import pearl.server.web.SecurityHeaders;
import pearl.server.web.UnservedMethods;

/**
 * Runs the PEARL web application (its WAR) on an embedded Tomcat: what {@code scripts/pearl server}
 * and the demo start, with the server's root {@code /} sending browsers to the results. The same WAR
 * deploys unchanged to a standalone Tomcat 10.1.
 * <pre>
 * java pearl.server.launcher.Launcher --war pearl.war [--port 8080] [--db JDBC-URL] [--home DIR]
 * </pre>
 */
public final class Launcher {

    public static final String CONTEXT_PATH = "/pearl";

    private Launcher() {
    }

    public static void main(String[] args) throws Exception {
        Options options;
        try {
            options = Options.parse(args);
        } catch (IllegalArgumentException wrong) {
            System.err.println("pearl server: " + wrong.getMessage());
            System.err.println(Options.USAGE);
            System.exit(2);
            return;
        }
        Tomcat tomcat = start(options);
        System.out.println("PEARL serving at http://127.0.0.1:" + port(tomcat) + CONTEXT_PATH + "/results");
        tomcat.getServer().await();
    }

    /** Starts Tomcat with the WAR at {@link #CONTEXT_PATH}; fails if the application does not start. */
    public static Tomcat start(Options options) throws LifecycleException, IOException {
        Path base = Files.createTempDirectory("pearl-tomcat");
        Tomcat tomcat = new Tomcat();
        tomcat.setBaseDir(base.toString());
        tomcat.setPort(options.port());
        tomcat.getConnector();
        tomcat.getHost().setAppBase(base.toString());
        Context context = tomcat.addWebapp(CONTEXT_PATH, options.war().toAbsolutePath().toString());
        options.databaseUrl().ifPresent(url -> context.addParameter("pearl.db.url", url));
        options.home().ifPresent(home -> context.addParameter("pearl.home", home.toString()));
        options.proxy().ifPresent(proxy -> tomcat.getEngine().getPipeline().addValve(forwardedBy(proxy)));
        tomcat.getHost().getPipeline().addValve(quietErrors());
        addRoot(tomcat, base);
        tomcat.start();
        if (!context.getState().isAvailable()) {
            tomcat.stop();
            tomcat.destroy();
            throw new LifecycleException("the PEARL application did not start: see the log above");
        }
        return tomcat;
    }

    /**
     * Tomcat's valve that takes, from a request the proxy passes on, the client's address from
     * X-Forwarded-For, its scheme from X-Forwarded-Proto and the port it reached from
     * X-Forwarded-Port; from any other address those headers are ignored, so that nobody else
     * chooses the address the limits and the audit log see.
     */
    private static RemoteIpValve forwardedBy(String proxy) {
        RemoteIpValve valve = new RemoteIpValve();
        valve.setInternalProxies(Pattern.quote(proxy));
        valve.setRemoteIpHeader("X-Forwarded-For");
        valve.setProtocolHeader("X-Forwarded-Proto");
        valve.setPortHeader("X-Forwarded-Port");  // the links the server writes (JADs, QR codes) keep the proxy's port
        return valve;
    }

    /**
     * Tomcat's error report for what no application answers (a path outside {@code /pearl}, a request
     * it cannot parse), in place of the default one the host would add: the status only, without the
     * exception's report or the server's name and version. PEARL's own errors have its error page.
     */
    private static ErrorReportValve quietErrors() {
        ErrorReportValve valve = new ErrorReportValve();
        valve.setShowReport(false);
        valve.setShowServerInfo(false);
        return valve;
    }

    /** The root context: {@code /} redirects to the results, with the same headers as PEARL's answers. */
    private static void addRoot(Tomcat tomcat, Path base) {
        Context root = tomcat.addContext("", base.toString());
        Tomcat.addServlet(root, "root", new RootRedirect());
        root.addServletMappingDecoded("/", "root");
        addFilter(root, "security-headers", new SecurityHeaders());
        addFilter(root, "unserved-methods", new UnservedMethods());
    }

    /** Maps {@code filter} to every path of {@code context}, after those added before it. */
    private static void addFilter(Context context, String name, Filter filter) {
        FilterDef definition = new FilterDef();
        definition.setFilterName(name);
        definition.setFilter(filter);
        context.addFilterDef(definition);
        FilterMap everything = new FilterMap();
        everything.setFilterName(name);
        everything.addURLPattern("/*");
        context.addFilterMap(everything);
    }

    /** The port Tomcat really listens on (useful with port 0). */
    public static int port(Tomcat tomcat) {
        return tomcat.getConnector().getLocalPort();
    }
}
