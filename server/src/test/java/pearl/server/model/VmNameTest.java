package pearl.server.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.util.Map;

import org.junit.jupiter.api.Test;

class VmNameTest {

    private static Map<String, String> run(String platform, String heap) {
        return Map.of(VmName.PLATFORM, platform, VmName.CONFIGURATION, "CLDC-1.1", VmName.PROFILES, "MIDP-2.1",
                HeapFit.HEAP, heap);
    }

    @Test
    void aPhoneMeRunIsNamedByItsModeAndItsHeap() {
        assertEquals("phoneME Feature (CLDC-1.1, MIDP-2.1), JIT, 1 MB heap",
                VmName.ofRun(run("phoneME-Feature/JIT", "1048576")));
        assertEquals("phoneME Feature (CLDC-1.1, MIDP-2.1), interpreter, 512 KB heap",
                VmName.ofRun(run("phoneME-Feature/interpreter", "524288")));
        assertEquals("phoneME Feature (CLDC-1.1, MIDP-2.1), interpreter",
                VmName.ofRun(run("phoneME-Feature/interpreter", "")), "a run that did not say its heap");
    }

    @Test
    void aRunTranslatedByQemuIsNeverOneVmWithANativeRun() {
        assertEquals("phoneME Feature (CLDC-1.1, MIDP-2.1), JIT on qemu-i386, 1 MB heap",
                VmName.ofRun(run("phoneME-Feature/JIT/qemu-i386", "1048576")));
        assertNotEquals(VmName.ofRun(run("phoneME-Feature/JIT", "1048576")),
                VmName.ofRun(run("phoneME-Feature/JIT/qemu-i386", "1048576")));
    }

    @Test
    void aRunWithTunedVmOptionsIsAVmOfItsOwn() {
        assertEquals("phoneME Feature (CLDC-1.1, MIDP-2.1), JIT on qemu-i386 with =CompilerAreaPercentage50, 1 MB heap",
                VmName.ofRun(run("phoneME-Feature/JIT/qemu-i386 with =CompilerAreaPercentage50", "1048576")));
    }

    @Test
    void aJitRunAndAnInterpreterRunAreNeverOneVm() {
        assertNotEquals(VmName.ofRun(run("phoneME-Feature/JIT", "1048576")).toLowerCase(),
                VmName.ofRun(run("phoneME-Feature/interpreter", "1048576")).toLowerCase());
    }

    @Test
    void aDesktopJvmIsNotNamedByItsHeapWhichGrowsAsItLikes() {
        assertEquals(VmName.ofRun(run("MicroEmulator-2.0", "16777216")), VmName.ofRun(run("MicroEmulator-2.0", "33554432")));
        assertEquals("MicroEmulator-2.0 (CLDC-1.1, MIDP-2.1)", VmName.ofRun(run("microemulator", "16777216")));
    }

    @Test
    void aRegistrationNamesThePhoneMeModeWithoutAHeap() {
        assertEquals("phoneME Feature (CLDC-1.1, MIDP-2.1), JIT", VmName.of("phoneME-Feature/JIT", "CLDC-1.1", "MIDP-2.1"));
        assertEquals("unknown platform (CLDC-1.1, MIDP-2.1)", VmName.of("j2me", "CLDC-1.1", "MIDP-2.1"));
    }
}
