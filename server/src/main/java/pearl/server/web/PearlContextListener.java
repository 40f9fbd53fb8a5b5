package pearl.server.web;

import jakarta.servlet.ServletContextEvent;
import jakarta.servlet.ServletContextListener;
import jakarta.servlet.annotation.WebListener;

import pearl.server.bank.Database;

/** Opens the database (migrating it) when the application starts, and closes it when it stops. */
@WebListener
public final class PearlContextListener implements ServletContextListener {

    @Override
    public void contextInitialized(ServletContextEvent event) {
        String url = new Configuration(event.getServletContext()).databaseUrl();
        event.getServletContext().log("PEARL database: " + url.replaceAll("password=[^&;]*", "password=***"));
        Services.over(Database.open(url)).registerIn(event.getServletContext());
    }

    @Override
    public void contextDestroyed(ServletContextEvent event) {
        Services services = Services.of(event.getServletContext());
        if (services != null) {
            services.database().close();
        }
    }
}
