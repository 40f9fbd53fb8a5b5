package pearl.server.model;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;


/**
 * What the developer wants done to one message (docs/web.md, "Choose an algorithm"), and which
 * operations of the Results Bank answer it.
 */
public enum Task {
    /** A cipher: a block cipher in a mode, or a stream cipher. */
    ENCRYPT(Operation.ENCRYPT),
    /** A cipher and a MAC, one after the other over the message. */
    ENCRYPT_AND_AUTHENTICATE(Operation.ENCRYPT, Operation.MAC),
    HASH(Operation.DIGEST),
    MAC(Operation.MAC),
    /** A signature scheme over a hash of the message. */
    SIGN(Operation.SIGN, Operation.DIGEST),
    VERIFY(Operation.VERIFY, Operation.DIGEST),
    /** One key agreement (the shared secret from a public key); the message's size plays no part. */
    AGREE(Operation.AGREE),
    /** A server-authenticated handshake, then {@code messages} messages encrypted and authenticated. */
    SESSION(Operation.ENCRYPT, Operation.MAC, Operation.VERIFY, Operation.KEYGEN, Operation.AGREE, Operation.KEY_EXPANSION);

    private final List<Operation> operations;

    Task(Operation... operations) {
        this.operations = List.of(operations);
    }

    /** The Results Bank's operations this task's choices are made of. */
    public List<Operation> operations() {
        return operations;
    }

    /** The name in the API: encrypt-and-authenticate. */
    public String label() {
        return name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    public boolean sized() {
        return this != AGREE;
    }

    /** @throws IllegalArgumentException naming the tasks, for anything else */
    public static Task of(String label) {
        for (Task task : values()) {
            if (task.label().equals(label)) {
                return task;
            }
        }
        throw new IllegalArgumentException("task must be one of " + labels() + ", not '" + label + "'");
    }

    public static String labels() {
        return Arrays.stream(values()).map(Task::label).collect(Collectors.joining(", "));
    }
}
