-- One phone, many suites (docs/protocol.md, "Enrolment"). On MIDP 1.0 each suite has its own record
-- stores, so the suites a phone installed cannot share one key. A visit to /install creates an
-- enrolment code, written into every JAD served from that visit; the first suite that registers
-- with the code makes the device (its key and secret stay in devices, as for any phone), each
-- later one gets a key of its own under that same device (suite_keys), so the samples of every
-- suite land under one device of the results bank.

-- device_id: NULL until the first suite registers with the code
CREATE TABLE enrolments (
    code        VARCHAR(16) NOT NULL PRIMARY KEY,
    device_id   BIGINT,
    created_at  TIMESTAMP   NOT NULL DEFAULT CURRENT_TIMESTAMP
) ENGINE = InnoDB DEFAULT CHARSET = utf8mb4;

-- Created before the foreign key, so that H2 and MariaDB both use it for the key (one schema)
CREATE INDEX ix_enrolments_device ON enrolments (device_id);
ALTER TABLE enrolments ADD CONSTRAINT fk_enrolments_device FOREIGN KEY (device_id) REFERENCES devices (id);

-- The further suites' credentials, as devices keeps the first's: the public key, the secret the
-- suite signs its batches with, the highest batch counter accepted from it (each suite counts
-- its own batches).
CREATE TABLE suite_keys (
    device_key    VARCHAR(64) NOT NULL PRIMARY KEY,
    device_id     BIGINT      NOT NULL,
    secret        VARCHAR(64) NOT NULL,
    last_counter  BIGINT      NOT NULL DEFAULT 0,
    created_at    TIMESTAMP   NOT NULL DEFAULT CURRENT_TIMESTAMP
) ENGINE = InnoDB DEFAULT CHARSET = utf8mb4;

CREATE INDEX ix_suite_keys_device ON suite_keys (device_id);
ALTER TABLE suite_keys ADD CONSTRAINT fk_suite_keys_device FOREIGN KEY (device_id) REFERENCES devices (id);
