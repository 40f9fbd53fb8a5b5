package pearl.server.pages;

import java.util.List;

import pearl.server.model.Result;
import pearl.server.model.TestCase;
import pearl.server.model.Unit;

/**
 * One line of a chart and one table of a page: the warm results of one test case, under one
 * MIDlet and BC version, on one device, by input size;
 * beside them, apart, the cold results (each test case's first execution).
 *
 * @param label what the chart's legend and the table's caption say
 * @param cold  the cold result at each size of {@code points}, or null where there is none
 */
public record Series(String label, TestCase testCase, Unit unit, List<Result> points, List<Result> cold) {

    /** The algorithm, as the device's page names its security. */
    public String algorithm() {
        return testCase.algorithm();
    }

    /** Throughput in bytes/s, or ms per operation: what the page ranks and charts. */
    public static Double value(Result result) {
        return result.unit().perOperation() ? Double.valueOf(result.modalMs()) : result.throughput();
    }

    public boolean perOperation() {
        return unit.perOperation();
    }

    /** The device whose results these are: what a ranking of devices names. */
    public String device() {
        return points.get(0).device();
    }

    public Result largest() {
        return points.get(points.size() - 1);
    }
}
