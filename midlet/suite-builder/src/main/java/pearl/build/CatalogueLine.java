package pearl.build;

/**
 * One test case of the full suite as the server reads it from the catalogue file: its algorithm
 * and operation (the samples' key), what the algorithm is, whether its figure is bytes per second
 * ({@code bytes}) or a time per operation ({@code op}), its key size in bits, and whether it is one
 * of PEARL's own table.
 */
record CatalogueLine(String algorithm, String operation, String kind, String unit, int keyBits, boolean pearlTable) {

    /** Its line of the file, tab-separated. */
    String line() {
        return String.join("\t", algorithm, operation, kind, unit, Integer.toString(keyBits), Boolean.toString(pearlTable));
    }
}
