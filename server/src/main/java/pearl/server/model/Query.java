package pearl.server.model;

import java.util.Set;

/**
 * One question to the chooser.
 *
 * @param size     the message's bytes (any positive size; ignored by {@code agree})
 * @param strength the least security strength in bits a choice must have
 * @param legacy   whether legacy algorithms may qualify
 * @param messages how many messages a session carries after its handshake
 * @param devices  the devices to answer for; empty: every device
 */
public record Query(Task task, long size, int strength, boolean legacy, int messages, Set<Long> devices) {
}
