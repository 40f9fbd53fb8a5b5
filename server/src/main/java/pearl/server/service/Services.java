package pearl.server.service;

/**
 * The services the servlets call, one per kind of work, over one set of {@link Parts}: made once
 * when the application starts ({@link #start}) and shared by every request; closing them stops the
 * analysis worker and closes the database.
 */
public final class Services implements AutoCloseable {

    private final Parts parts;
    private final ResultService results;
    private final SampleService samples;
    private final ChoiceService choices;
    private final AdminService admin;
    private final PhoneService phones;
    private final InstallService install;
    private final AnalysisService analysis;

    private Services(Parts parts) {
        this.parts = parts;
        this.results = new ResultService(parts);
        this.samples = new SampleService(parts);
        this.choices = new ChoiceService(parts);
        this.admin = new AdminService(parts);
        this.phones = new PhoneService(parts);
        this.install = new InstallService(parts);
        this.analysis = new AnalysisService(parts);
    }

    /**
     * Gives devices registered before models were kept their models, starts the analysis worker
     * (which also takes up syncs whose analysis a stopped instance did not finish) and serves.
     *
     * @return the services, and how many devices got their model
     */
    public static Started start(Parts parts) {
        int filled = Unavailable.unless(parts.devices()::fillModels);
        Services services = new Services(parts);
        parts.worker().start();
        return new Started(services, filled);
    }

    /** Services just started, and how many devices they gave their model. */
    public record Started(Services services, int modelsFilled) {
    }

    public ResultService results() {
        return results;
    }

    public SampleService samples() {
        return samples;
    }

    public ChoiceService choices() {
        return choices;
    }

    public AdminService admin() {
        return admin;
    }

    public PhoneService phones() {
        return phones;
    }

    public InstallService install() {
        return install;
    }

    public AnalysisService analysis() {
        return analysis;
    }

    /** A watch on the results, for one keeper of what it rendered from them: changes from now on. */
    public ResultChanges watchResults() {
        return new ResultChanges(parts);
    }

    @Override
    public void close() {
        try {
            parts.worker().close();
        } catch (InterruptedException interrupted) {
            Thread.currentThread().interrupt();
        } finally {
            parts.database().close();
        }
    }
}
