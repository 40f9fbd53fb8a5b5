package pearl.server.web;

import jakarta.servlet.ServletContextEvent;
import jakarta.servlet.ServletContextListener;
import jakarta.servlet.annotation.WebListener;

import pearl.server.service.Parts;
import pearl.server.service.Services;
import pearl.server.service.Unavailable;

/**
 * Opens the database (migrating it) and starts the analysis worker when the application starts;
 * stops both when it stops.
 */
@WebListener
public final class PearlContextListener implements ServletContextListener {

    @Override
    public void contextInitialized(ServletContextEvent event) {
        Configuration configuration = new Configuration(event.getServletContext());
        String url = configuration.databaseUrl();
        event.getServletContext().log("PEARL database: " + url.replaceAll("password=[^&;]*", "password=***"));
        Services.Started started;
        try {
            // also takes up syncs whose analysis a stopped instance did not finish
            started = Services.start(Parts.open(url, configuration.samplesPerDay()));
        } catch (Unavailable databaseFailed) {
            throw new IllegalStateException("PEARL could not give its devices their models", databaseFailed);
        }
        if (started.modelsFilled() > 0) {
            event.getServletContext().log("PEARL models: " + started.modelsFilled() + " devices registered before models"
                    + " were kept now have theirs");
        }
        Services services = started.services();
        ServicesInContext.register(event.getServletContext(), services);
        String password = configuration.adminPassword();
        if (password == null) {
            event.getServletContext().log("PEARL admin: no pearl.admin.password / PEARL_ADMIN_PASSWORD set,"
                    + " so nobody can log in at /admin");
            return;
        }
        try {
            services.admin().setPassword(password);
        } catch (Unavailable databaseFailed) {
            throw new IllegalStateException("cannot store the admin password", databaseFailed);
        }
    }

    @Override
    public void contextDestroyed(ServletContextEvent event) {
        Services services = ServicesInContext.of(event.getServletContext());
        if (services != null) {
            services.close();
        }
    }
}
