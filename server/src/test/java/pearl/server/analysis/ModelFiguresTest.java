package pearl.server.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.List;

import org.junit.jupiter.api.Test;

import pearl.server.model.ModelFigure;
import pearl.server.model.Operation;
import pearl.server.model.Result;
import pearl.server.model.TestCase;
import pearl.server.model.Unit;

class ModelFiguresTest {

    private static Result result(long device, String algorithm, int size, double modalMs, boolean cold) {
        return new Result(device, "Phone " + device, "VM", new TestCase(algorithm, Operation.ENCRYPT, 128).at(size), cold, "1.0", "1.46",
                Unit.BYTES, 10, modalMs, size * 1000.0 / modalMs, modalMs, modalMs, null, null, 1, null, "", null);
    }

    @Test
    void eachDeviceCountsOnceAndTheMedianOfTheirFiguresIsTheModels() {
        List<ModelFigure> figures = ModelFigures.of(List.of(
                result(1, "AES/CBC", 1024, 10, false),
                result(1, "AES/CBC", 1024, 30, false),  // a second VM of device 1: its figure is 20
                result(2, "AES/CBC", 1024, 12, false),
                result(3, "AES/CBC", 1024, 14, false),
                result(3, "AES/CBC", 1024, 99, true)));  // cold: left out
        assertEquals(1, figures.size());
        ModelFigure aes = figures.get(0);
        assertEquals(3, aes.devices());
        assertEquals(14, aes.medianMs());
        assertEquals(1024 * 1000.0 / 14, aes.throughput(), 1e-9);
        assertEquals((20 - 12) / 14.0, aes.spread(), 1e-12);
        assertEquals(List.of(new ModelFigure.Far(1, "Phone 1", 20 / 14.0)), aes.far(),
                "device 1 is 43 % slower than the model's median; 12 ms is 14 % faster, within 25 %");
    }

    @Test
    void withTwoDevicesNeitherIsFarAndWithOneThereIsNoSpread() {
        List<ModelFigure> figures = ModelFigures.of(List.of(
                result(1, "AES/CBC", 1024, 10, false), result(2, "AES/CBC", 1024, 40, false),
                result(1, "DES/CBC", 1024, 10, false)));
        assertEquals(List.of("AES/CBC", "DES/CBC"), figures.stream().map(ModelFigure::algorithm).toList());
        assertEquals(List.of(), figures.get(0).far());
        assertEquals(1, figures.get(1).devices());
        assertNull(figures.get(1).spread());
    }
}
