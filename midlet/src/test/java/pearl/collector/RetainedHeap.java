package pearl.collector;

import java.lang.reflect.Array;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayDeque;
import java.util.Collections;
import java.util.Enumeration;
import java.util.Hashtable;
import java.util.IdentityHashMap;
import java.util.Set;
import java.util.Vector;

/**
 * The heap an object graph holds, in HotSpot's layout (64-bit, compressed pointers: 12-byte
 * object headers, 16-byte array headers, 4-byte references, 8-byte alignment): every object
 * reachable from the roots through instance fields, and the static fields of every class among
 * them (a Bouncy Castle engine's tables are statics). Objects are counted once.
 * <p>
 * The MIDlet's objects are walked field by field; of the JDK's only the kinds CLDC has and the
 * MIDlet uses (strings, boxed numbers, {@code Vector}, {@code Hashtable}, {@code StringBuffer})
 * are sized, through their public API. Any other JDK object fails the walk rather than being
 * counted short.
 */
final class RetainedHeap {

    private static final int HEADER = 12;
    private static final int ARRAY_HEADER = 16;
    private static final int REFERENCE = 4;

    private final Set<Object> seen = Collections.newSetFromMap(new IdentityHashMap<>());
    private final Set<Class<?>> classes = Collections.newSetFromMap(new IdentityHashMap<>());
    private final ArrayDeque<Object> pending = new ArrayDeque<>();
    private final Set<Object> excluded;
    private long bytes;

    private RetainedHeap(Set<Object> excluded) {
        this.excluded = excluded;
    }

    /** Bytes reachable from {@code roots}, not counting (nor walking through) {@code excluded}. */
    static long of(Object[] roots, Object... excluded) {
        Set<Object> leftOut = Collections.newSetFromMap(new IdentityHashMap<>());
        Collections.addAll(leftOut, excluded);
        RetainedHeap heap = new RetainedHeap(leftOut);
        for (Object root : roots) {
            heap.reach(root);
        }
        heap.walk();
        return heap.bytes;
    }

    private void reach(Object object) {
        if (object != null && !excluded.contains(object) && seen.add(object)) {
            pending.add(object);
        }
    }

    private void walk() {
        while (!pending.isEmpty()) {
            Object object = pending.poll();
            Class<?> type = object.getClass();
            if (type.isArray()) {
                array(object, type.getComponentType());
            } else if (type.getName().startsWith("java.")) {
                jdk(object);
            } else {
                bytes += align(HEADER + fields(type, false, object));
                statics(type);
            }
        }
    }

    private void array(Object array, Class<?> component) {
        int length = Array.getLength(array);
        bytes += align(ARRAY_HEADER + (long) length * width(component));
        if (!component.isPrimitive()) {
            for (int i = 0; i < length; i++) {
                reach(Array.get(array, i));
            }
        }
    }

    /** The fields' bytes of {@code type} and its superclasses, reaching what they refer to. */
    private long fields(Class<?> type, boolean statics, Object object) {
        long size = 0;
        for (Class<?> c = type; c != null && c != Object.class; c = c.getSuperclass()) {
            for (Field field : c.getDeclaredFields()) {
                if (Modifier.isStatic(field.getModifiers()) != statics) {
                    continue;
                }
                size += width(field.getType());
                // a JDK superclass's fields (java.util.Random's seed under pearl.math.SecureRandom)
                // are counted by their width: their values are the JDK's, closed to reflection
                if (!field.getType().isPrimitive() && !c.getName().startsWith("java.")) {
                    field.setAccessible(true);
                    try {
                        reach(field.get(object));
                    } catch (IllegalAccessException e) {
                        throw new IllegalStateException(e);
                    }
                }
            }
            if (statics) {
                break;
            }
        }
        return size;
    }

    /** The static fields of a class and its superclasses, once per class: a class's data, not an object's. */
    private void statics(Class<?> type) {
        for (Class<?> c = type; c != null && c != Object.class; c = c.getSuperclass()) {
            if (!c.getName().startsWith("java.") && classes.add(c)) {
                bytes += fields(c, true, null);
            }
        }
    }

    private void jdk(Object object) {
        if (object instanceof String text) {
            bytes += align(HEADER + 12) + align(ARRAY_HEADER + text.length());
        } else if (object instanceof Integer || object instanceof Boolean || object instanceof Character) {
            bytes += 16;
        } else if (object instanceof Long) {
            bytes += 24;
        } else if (object instanceof StringBuffer buffer) {
            bytes += align(HEADER + 12) + align(ARRAY_HEADER + buffer.capacity());
        } else if (object instanceof Hashtable<?, ?> table) {
            bytes += align(HEADER + 28) + align(ARRAY_HEADER + (long) Math.max(11, table.size() * 4 / 3) * REFERENCE)
                    + (long) table.size() * align(HEADER + 4 + 3 * REFERENCE);
            for (Enumeration<?> keys = table.keys(); keys.hasMoreElements(); ) {
                Object key = keys.nextElement();
                reach(key);
                reach(table.get(key));
            }
        } else if (object instanceof Vector<?> vector) {
            bytes += align(HEADER + 12) + align(ARRAY_HEADER + (long) vector.capacity() * REFERENCE);
            for (Object element : vector) {
                reach(element);
            }
        } else {
            throw new IllegalStateException("no size known for " + object.getClass().getName());
        }
    }

    private static int width(Class<?> type) {
        if (type == long.class || type == double.class) {
            return 8;
        } else if (type == int.class || type == float.class) {
            return 4;
        } else if (type == short.class || type == char.class) {
            return 2;
        } else if (type == byte.class || type == boolean.class) {
            return 1;
        }
        return REFERENCE;
    }

    private static long align(long size) {
        return (size + 7) / 8 * 8;
    }
}
