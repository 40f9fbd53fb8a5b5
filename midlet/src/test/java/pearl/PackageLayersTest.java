package pearl;

import static com.tngtech.archunit.library.Architectures.layeredArchitecture;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import org.junit.jupiter.api.Test;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;

/**
 * The MIDlet's packages over its compiled classes: no two packages reach each other, each imports
 * only the layers below it, and every class lies in a layer (a new package must take its place here). A test case's contract (pearl.testcase) and the clock and
 * helpers (pearl.util) are at the bottom; the public-key test cases and their arithmetic supply
 * rows to the collector's table; then the collector runs them, the local bank keeps the samples,
 * sync sends them, and the screens drive it all.
 */
class PackageLayersTest {

    private static final JavaClasses MIDLET = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages("pearl");

    @Test
    void noPackageLoops() {
        slices().matching("pearl.(*)..").should().beFreeOfCycles().check(MIDLET);
    }

    @Test
    void eachPackageImportsOnlyTheLayersBelowIt() {
        layeredArchitecture().consideringOnlyDependenciesInLayers()
                .ensureAllClassesAreContainedInArchitecture()
                .layer("screens").definedBy("pearl.ui..")
                .layer("sync").definedBy("pearl.sync..")
                .layer("local bank").definedBy("pearl.bank..")
                .layer("collector").definedBy("pearl.collector..")
                .layer("public-key test cases").definedBy("pearl.publickey..")
                .layer("arithmetic").definedBy("pearl.math..")
                .layer("test case").definedBy("pearl.testcase..")
                .layer("util").definedBy("pearl.util..")
                .layer("protocol limits").definedBy("pearl.protocol..")
                .whereLayer("screens").mayNotBeAccessedByAnyLayer()
                .whereLayer("sync").mayOnlyBeAccessedByLayers("screens")
                .whereLayer("local bank").mayOnlyBeAccessedByLayers("sync", "screens")
                .whereLayer("collector").mayOnlyBeAccessedByLayers("local bank", "sync", "screens")
                .whereLayer("public-key test cases").mayOnlyBeAccessedByLayers("collector")
                .whereLayer("arithmetic").mayOnlyBeAccessedByLayers("public-key test cases")
                .whereLayer("test case").mayOnlyBeAccessedByLayers("public-key test cases", "collector", "local bank",
                        "sync", "screens")
                .whereLayer("protocol limits").mayOnlyBeAccessedByLayers("sync")
                .check(MIDLET);
    }
}
