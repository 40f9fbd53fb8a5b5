-- Devices register once (docs/protocol.md): the server issues the public device id (device_key)
-- and a secret the phone signs every batch with; last_counter is the highest batch counter
-- accepted, so a replayed batch is refused. The model is what the user typed; the properties are
-- the phone's microedition.* values; vm_id is the VM they identify, normalized.
ALTER TABLE devices ADD COLUMN secret VARCHAR(64) NOT NULL DEFAULT '';
ALTER TABLE devices ADD COLUMN last_counter BIGINT NOT NULL DEFAULT 0;
ALTER TABLE devices ADD COLUMN properties VARCHAR(1024) NOT NULL DEFAULT '';
ALTER TABLE devices ADD COLUMN vm_id BIGINT;

-- Administrators (docs/admin.md): the password as PBKDF2-HMAC-SHA256 with its salt and rounds.
CREATE TABLE admins (
    name           VARCHAR(64)  NOT NULL PRIMARY KEY,
    password_hash  VARCHAR(128) NOT NULL,
    salt           VARCHAR(64)  NOT NULL,
    iterations     INT          NOT NULL
);

-- One row that every analysis locks (SELECT ... FOR UPDATE) before it reads samples, so that two
-- server instances analyzing at once cannot write results from an older snapshot over newer ones
-- (docs/scaling.md).
CREATE TABLE analysis_lock (
    id  INT NOT NULL PRIMARY KEY
);
INSERT INTO analysis_lock (id) VALUES (1);

-- Incremental analysis reads one group's samples: by run, then algorithm, operation and size; the
-- index covers every column it reads, so the samples' rows themselves are not visited. The old
-- index by algorithm alone led MariaDB through every device's samples of that algorithm.
CREATE INDEX ix_samples_run_group ON samples (run_id, algorithm, operation, size_bytes, key_bits, cold, time_exec,
                                              calls);
DROP INDEX ix_samples_group;
