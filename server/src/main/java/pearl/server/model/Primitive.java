package pearl.server.model;

/**
 * An algorithm doing one operation, at any key and input size: what the catalogue lists once, what
 * a handshake is made of, what a device has one time model of.
 */
public record Primitive(String algorithm, Operation operation) {
}
