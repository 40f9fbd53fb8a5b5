package pearl.server;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
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
 * join on the model's catalogue; the chooser weighs time models against them. The services (service)
 * own the work a request needs over all of these and make the pages' view models (pages, which see
 * the model only); the servlets and filters (web) read a request, call a service and hand its
 * answer to a page, never a bank; the launcher starts the servlets.
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
                .layer("service").definedBy("pearl.server.service..")
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
                .whereLayer("service").mayOnlyBeAccessedByLayers("web")
                .whereLayer("pages").mayOnlyBeAccessedByLayers("web", "service")
                .whereLayer("choice").mayOnlyBeAccessedByLayers("service")
                .whereLayer("security").mayOnlyBeAccessedByLayers("choice", "service")
                .whereLayer("receiver").mayOnlyBeAccessedByLayers("service")
                .whereLayer("analysis").mayOnlyBeAccessedByLayers("service")
                .whereLayer("admin").mayOnlyBeAccessedByLayers("service")
                .whereLayer("bank").mayOnlyBeAccessedByLayers("receiver", "analysis", "admin", "service")
                .whereLayer("model").mayOnlyBeAccessedByLayers("bank", "receiver", "analysis", "admin", "security", "choice",
                        "pages", "service", "web")
                .check(SERVER);
    }

    @Test
    void pagesSeeTheModelOnly() {
        noClasses().that().resideInAPackage("pearl.server.pages..").should().dependOnClassesThat()
                .resideInAnyPackage("pearl.server.service..", "pearl.server.choice..", "pearl.server.security..",
                        "pearl.server.receiver..", "pearl.server.analysis..", "pearl.server.admin..",
                        "pearl.server.bank..", "pearl.server.web..", "java.sql..")
                .check(SERVER);
    }

    @Test
    void theWebLayerKnowsNoJdbc() {
        noClasses().that().resideInAPackage("pearl.server.web..").should().dependOnClassesThat()
                .resideInAnyPackage("java.sql..", "javax.sql..")
                .check(SERVER);
    }
}
