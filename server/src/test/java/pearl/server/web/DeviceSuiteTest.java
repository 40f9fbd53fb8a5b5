package pearl.server.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class DeviceSuiteTest {

    @Test
    void theJadPointsThePhoneAtThisServer() {
        String built = "MIDlet-Name: PEARL\nMIDlet-Jar-URL: pearl.jar\nMIDlet-Jar-Size: 1\n"
                + "PEARL-Server-URL: http://127.0.0.1:8080/pearl/receiver\nMicroEdition-Profile: MIDP-1.0\n";
        String served = DeviceSuite.jadFor(built, "http://phones.example.org/pearl/pearl.jar", 250767,
                "http://phones.example.org/pearl", null);
        assertEquals("MIDlet-Name: PEARL\nMicroEdition-Profile: MIDP-1.0\n"
                + "MIDlet-Jar-URL: http://phones.example.org/pearl/pearl.jar\nMIDlet-Jar-Size: 250767\n"
                + "PEARL-Server-URL: http://phones.example.org/pearl/receiver\n", served);
    }

    @Test
    void aJadFromAnInstallVisitCarriesItsEnrolmentCodeAndItsOwnJarUrl() {
        String built = "MIDlet-Name: PEARL 64k-1\nMIDlet-Jar-URL: pearl-64k-1.jar\nMIDlet-Jar-Size: 1\n"
                + "PEARL-Enrolment: 0000000000\n";
        String served = DeviceSuite.jadFor(built, "http://host/pearl/install/7K3M9QX2PA/pearl-64k-1.jar", 65000,
                "http://host/pearl", "7K3M9QX2PA");
        assertEquals("MIDlet-Name: PEARL 64k-1\n"
                + "MIDlet-Jar-URL: http://host/pearl/install/7K3M9QX2PA/pearl-64k-1.jar\nMIDlet-Jar-Size: 65000\n"
                + "PEARL-Server-URL: http://host/pearl/receiver\nPEARL-Enrolment: 7K3M9QX2PA\n", served);
    }

    @Test
    void theQrCodeIsAnSvgThatDoesNotEchoItsText() {
        String svg = QrCode.svg("http://host/pearl/pearl.jad?<b>");
        assertTrue(svg.startsWith("<svg") && svg.contains("<path"), svg.substring(0, 60));
        assertTrue(!svg.contains("<b>"));
    }
}
