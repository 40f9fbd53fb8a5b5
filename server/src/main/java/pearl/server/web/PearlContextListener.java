package pearl.server.web;

import java.sql.SQLException;

import jakarta.servlet.ServletContextEvent;
import jakarta.servlet.ServletContextListener;
import jakarta.servlet.annotation.WebListener;

import pearl.server.admin.Admins;
import pearl.server.bank.Database;

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
        Services services = Services.over(Database.open(url), configuration.samplesPerDay());
        try {
            int filled = services.devices().fillModels();
            if (filled > 0) {
                event.getServletContext().log("PEARL models: " + filled + " devices registered before models were kept"
                        + " now have theirs");
            }
        } catch (SQLException databaseFailed) {
            throw new IllegalStateException("PEARL could not give its devices their models", databaseFailed);
        }
        services.registerIn(event.getServletContext());
        // also takes up syncs whose analysis a stopped instance did not finish
        services.worker().start();
        String password = configuration.adminPassword();
        if (password == null) {
            event.getServletContext().log("PEARL admin: no pearl.admin.password / PEARL_ADMIN_PASSWORD set,"
                    + " so nobody can log in at /admin");
            return;
        }
        try {
            services.admins().setPassword(Admins.ADMIN, password);
        } catch (SQLException databaseFailed) {
            throw new IllegalStateException("cannot store the admin password", databaseFailed);
        }
    }

    @Override
    public void contextDestroyed(ServletContextEvent event) {
        Services services = Services.of(event.getServletContext());
        if (services != null) {
            try {
                services.worker().close();
            } catch (InterruptedException interrupted) {
                Thread.currentThread().interrupt();
            }
            services.database().close();
        }
    }
}
