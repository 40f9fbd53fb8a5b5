package pearl.server;

import static com.tngtech.archunit.library.Architectures.layeredArchitecture;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import org.junit.jupiter.api.Test;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;

/**
 * The server's packages over its compiled classes: no two packages reach each other, each
 * imports only the layers below it, and every class lies in a layer. The records (model) are at
 * the bottom, the banks' SQL above them (every statement is there); the receiver stores into the
 * banks, the analyzer reads and writes them, admin keeps its accounts there; the security facts
 * join on the model's catalogue; the chooser weighs time models against them; the pages are view
 * models of results, using the chooser's handshake estimate; the servlets (web) use all of these,
 * and the launcher starts the servlets.
 */
class PackageLayersTest {

    private static final JavaClasses SERVER = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages("pearl.server");

    @Test
    void noPackageLoops() {
        slices().matching("pearl.server.(*)..").should().beFreeOfCycles().check(SERVER);
    }

    @Test
    void eachPackageImportsOnlyTheLayersBelowIt() {
        layeredArchitecture().consideringOnlyDependenciesInLayers()
                .ensureAllClassesAreContainedInArchitectureIgnoring("pearl.server")
                .layer("launcher").definedBy("pearl.server.launcher..")
                .layer("web").definedBy("pearl.server.web..")
                .layer("pages").definedBy("pearl.server.pages..")
                .layer("choice").definedBy("pearl.server.choice..")
                .layer("security").definedBy("pearl.server.security..")
                .layer("receiver").definedBy("pearl.server.receiver..")
                .layer("analysis").definedBy("pearl.server.analysis..")
                .layer("admin").definedBy("pearl.server.admin..")
                .layer("bank").definedBy("pearl.server.bank..")
                .layer("model").definedBy("pearl.server.model..")
                .whereLayer("launcher").mayNotBeAccessedByAnyLayer()
                .whereLayer("web").mayOnlyBeAccessedByLayers("launcher")
                .whereLayer("pages").mayOnlyBeAccessedByLayers("web")
                .whereLayer("choice").mayOnlyBeAccessedByLayers("pages", "web")
                .whereLayer("security").mayOnlyBeAccessedByLayers("choice", "web")
                .whereLayer("receiver").mayOnlyBeAccessedByLayers("web")
                .whereLayer("analysis").mayOnlyBeAccessedByLayers("web")
                .whereLayer("admin").mayOnlyBeAccessedByLayers("web")
                .whereLayer("bank").mayOnlyBeAccessedByLayers("receiver", "analysis", "admin", "web")
                .whereLayer("model").mayOnlyBeAccessedByLayers("bank", "receiver", "analysis", "admin", "security", "choice",
                        "pages", "web")
                .check(SERVER);
    }
}
