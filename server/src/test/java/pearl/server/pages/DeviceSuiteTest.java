package pearl.server.pages;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class DeviceSuiteTest {

    @Test
    void theJadPointsThePhoneAtThisServer() {
        String built = "MIDlet-Name: PEARL\nMIDlet-Jar-URL: pearl.jar\nMIDlet-Jar-Size: 1\n"
                + "PEARL-Server-URL: http://127.0.0.1:8080/pearl/receiver\nMicroEdition-Profile: MIDP-1.0\n";
        String served = DeviceSuite.jadFor(built, "http://phones.example.org/pearl", 250767);
        assertEquals("MIDlet-Name: PEARL\nMicroEdition-Profile: MIDP-1.0\n"
                + "MIDlet-Jar-URL: http://phones.example.org/pearl/pearl.jar\nMIDlet-Jar-Size: 250767\n"
                + "PEARL-Server-URL: http://phones.example.org/pearl/receiver\n", served);
    }

    @Test
    void theQrCodeIsAnSvgThatDoesNotEchoItsText() {
        String svg = QrCode.svg("http://host/pearl/pearl.jad?<b>");
        assertTrue(svg.startsWith("<svg") && svg.contains("<path"), svg.substring(0, 60));
        assertTrue(!svg.contains("<b>"));
    }
}
