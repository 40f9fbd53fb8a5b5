package pearl.server.model;

import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A phone's model, normalised from what the phone reports ({@code microedition.platform}) and the
 * model name its user gives at registration, so that every phone of one model is one model
 * whatever its firmware: {@code Nokia6230/2.0 (03.15)} is the Nokia 6230 with firmware
 * {@code 2.0 (03.15)}, {@code SIE-S55/11} the Siemens S55 with firmware {@code 11}. The platform
 * wins where it names a maker; a platform that names none ({@code j2me}, empty) leaves the model to
 * the user's name, read the same way.
 *
 * @param vendor   the maker, as the maker writes its name; empty for an emulator or an unknown maker
 * @param model    the maker's model name as makers print it ({@code T610}, {@code V300}, {@code K750i})
 * @param firmware what followed the model in the platform string, empty when nothing did
 */
public record PhoneModel(String vendor, String model, String firmware) {

    /** What the makers' platform strings start with, and the maker's name. */
    private static final Map<String, String> VENDORS = new LinkedHashMap<>();

    static {
        VENDORS.put("sonyericsson", "Sony Ericsson");
        VENDORS.put("sony ericsson", "Sony Ericsson");
        VENDORS.put("nokia", "Nokia");
        VENDORS.put("sie-", "Siemens");
        VENDORS.put("siemens", "Siemens");
        VENDORS.put("mot-", "Motorola");
        VENDORS.put("motorola", "Motorola");
        VENDORS.put("samsung-", "Samsung");
        VENDORS.put("samsung", "Samsung");
        VENDORS.put("sec-", "Samsung");
        VENDORS.put("lge-", "LG");
        VENDORS.put("lg-", "LG");
        VENDORS.put("blackberry", "BlackBerry");
        VENDORS.put("sharp", "Sharp");
        VENDORS.put("sagem", "Sagem");
        VENDORS.put("alcatel", "Alcatel");
        VENDORS.put("panasonic", "Panasonic");
        VENDORS.put("philips", "Philips");
    }

    /** Platforms that are a program, not a phone: the model is the program, whatever its version. */
    private static final Map<String, String> PROGRAMS = Map.of(
            "microemulator", "MicroEmulator",
            "phoneme-feature", "phoneME Feature",
            "j2me-loader", "J2ME Loader",
            "j2meloader", "J2ME Loader",
            "j2me loader", "J2ME Loader");

    /** Platform strings that name no phone at all. */
    private static final Set<String> ANONYMOUS = Set.of("", "j2me", "null", "generic", "unknown");

    /** The model, then what follows it: a slash, a space or an opening parenthesis. */
    private static final Pattern MODEL_THEN_FIRMWARE = Pattern.compile("([^/\\s(]+)[/\\s]*(.*)");

    /** The name the pages use: the maker and the model ({@code Nokia 6230}), or the program alone. */
    public String name() {
        return vendor.isEmpty() ? model : vendor + " " + model;
    }

    /** The model of a phone that reported {@code platform} and whose user called it {@code given}. */
    public static PhoneModel of(String platform, String given) {
        PhoneModel reported = recognised(platform);
        if (reported != null) {
            return reported;
        }
        PhoneModel named = recognised(given);
        if (named != null) {
            return new PhoneModel(named.vendor, named.model, "");  // firmware is what the phone says
        }
        // Neither names a maker or a program: the user's name, else the platform, is the model
        for (String text : new String[] {given, platform}) {
            String name = collapse(text);
            if (!ANONYMOUS.contains(name.toLowerCase(Locale.ROOT))) {
                return new PhoneModel("", name, "");
            }
        }
        return new PhoneModel("", "unknown", "");
    }

    /** The model {@code text} names by a known maker's or program's prefix; null when it names none. */
    private static PhoneModel recognised(String text) {
        String trimmed = collapse(text);
        String lower = trimmed.toLowerCase(Locale.ROOT);
        for (Map.Entry<String, String> program : PROGRAMS.entrySet()) {
            if (lower.startsWith(program.getKey())) {
                return new PhoneModel("", program.getValue(), "");
            }
        }
        for (Map.Entry<String, String> vendor : VENDORS.entrySet()) {
            if (lower.startsWith(vendor.getKey())) {
                String rest = trimmed.substring(vendor.getKey().length()).replaceFirst("^[ _-]+", "");
                Matcher parts = MODEL_THEN_FIRMWARE.matcher(rest);
                if (parts.matches()) {
                    return new PhoneModel(vendor.getValue(), modelName(parts.group(1)), parts.group(2).trim());
                }
            }
        }
        return null;
    }

    /**
     * A model name as makers print it: upper case, but for a variant's letter after the number
     * ({@code 6230i}, {@code K750i}, {@code V3x}), so that every spelling of one model is one name.
     */
    private static String modelName(String typed) {
        String upper = typed.toUpperCase(Locale.ROOT);
        int last = upper.length() - 1;
        if (last > 0 && Character.isLetter(upper.charAt(last)) && Character.isDigit(upper.charAt(last - 1))) {
            return upper.substring(0, last) + Character.toLowerCase(upper.charAt(last));
        }
        return upper;
    }

    private static String collapse(String text) {
        return text == null ? "" : text.trim().replaceAll("\\s+", " ");
    }
}
