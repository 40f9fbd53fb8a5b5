package pearl.server.model;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class PhoneModelTest {

    @ParameterizedTest(name = "{0} / {1}")
    @CsvSource(delimiter = '|', nullValues = "NULL", textBlock = """
            # platform               | given name        | vendor        | model         | firmware
            Nokia6230/2.0 (03.15)    | my phone          | Nokia         | 6230          | 2.0 (03.15)
            Nokia6230i/2.0 (03.80)   | ''                | Nokia         | 6230i         | 2.0 (03.80)
            Nokia6600/4.09.1         | ''                | Nokia         | 6600          | 4.09.1
            SonyEricssonT610/R1L     | T610              | Sony Ericsson | T610          | R1L
            SonyEricssonK750i/R1AA008| ''                | Sony Ericsson | K750i         | R1AA008
            SIE-S55/11               | ''                | Siemens       | S55           | 11
            SIE-C65                  | ''                | Siemens       | C65           | ''
            MOT-V300                 | ''                | Motorola      | V300          | ''
            MOT-V3/0E.40.3ER         | ''                | Motorola      | V3            | 0E.40.3ER
            SAMSUNG-SGH-E700/1.0     | ''                | Samsung       | SGH-E700      | 1.0
            LG-U8120                 | ''                | LG            | U8120         | ''
            BlackBerry8100/4.2.1     | ''                | BlackBerry    | 8100          | 4.2.1
            j2me-loader              | Galaxy S21        | ''            | J2ME Loader   | ''
            MicroEmulator            | Emulator          | ''            | MicroEmulator | ''
            MicroEmulator-2.0        | ''                | ''            | MicroEmulator | ''
            phoneME-Feature/JIT      | ''                | ''            | phoneME Feature | ''
            phoneME-Feature/interpreter | j2me           | ''            | phoneME Feature | ''
            j2me                     | Nokia 6230        | Nokia         | 6230          | ''
            j2me                     | nokia 6230i (mine)| Nokia         | 6230i         | ''
            NULL                     | Sony Ericsson t610| Sony Ericsson | T610          | ''
            ''                       | motorola v3x      | Motorola      | V3x           | ''
            j2me                     | Lab phone 3       | ''            | Lab phone 3   | ''
            Acme Phone 1/2.3         | ''                | ''            | Acme Phone 1/2.3 | ''
            j2me                     | ''                | ''            | unknown       | ''
            """)
    void normalisesWhatPhonesOfTheEraReport(String platform, String given, String vendor, String model,
                                            String firmware) {
        assertEquals(new PhoneModel(vendor, model, firmware), PhoneModel.of(platform, given));
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            Nokia6230/2.0 (03.15)    | Nokia 6230
            SIE-S55/11               | Siemens S55
            MicroEmulator            | MicroEmulator
            """)
    void theNameOfAModelIsItsMakerAndModelWithoutFirmware(String platform, String name) {
        assertEquals(name, PhoneModel.of(platform, "").name());
    }
}
