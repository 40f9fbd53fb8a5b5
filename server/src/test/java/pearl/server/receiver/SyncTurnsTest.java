package pearl.server.receiver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.sql.SQLTransientException;

import org.junit.jupiter.api.Test;

class SyncTurnsTest {

    @Test
    void aSyncBeyondTheTurnsWaitsAndIsRefusedForNowWhenNoneFreesUp() throws Exception {
        SyncTurns turns = new SyncTurns(2, 50);
        turns.await();
        turns.await();

        SQLTransientException busy = assertThrows(SQLTransientException.class, turns::await);
        assertEquals("no turn within 0.05 s: too many syncs at once", busy.getMessage());

        turns.release();
        turns.await();  // the freed turn is taken at once
    }
}
