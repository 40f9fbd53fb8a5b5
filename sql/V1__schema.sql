-- PEARL's schema, one source for MySQL/MariaDB and for H2 in its MySQL mode (docs/design.md, one schema).

-- The Samples Remote Bank (devices, VMs, runs, samples) and the Results Bank (results).
-- Identity of what a phone sends: a device by its random key, a run by (device, the phone's run
-- id), a sample by (run, its sequence number). The unique keys make a resent batch store nothing.

CREATE TABLE devices (
    id          BIGINT       NOT NULL AUTO_INCREMENT PRIMARY KEY,
    device_key  VARCHAR(64)  NOT NULL,
    name        VARCHAR(128) NOT NULL,
    created_at  TIMESTAMP    NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT uq_devices_key UNIQUE (device_key)
) ENGINE = InnoDB DEFAULT CHARSET = utf8mb4;

CREATE TABLE vms (
    id    BIGINT       NOT NULL AUTO_INCREMENT PRIMARY KEY,
    name  VARCHAR(255) NOT NULL,
    CONSTRAINT uq_vms_name UNIQUE (name)
) ENGINE = InnoDB DEFAULT CHARSET = utf8mb4;

CREATE TABLE runs (
    id                BIGINT      NOT NULL AUTO_INCREMENT PRIMARY KEY,
    device_id         BIGINT      NOT NULL,
    run_key           BIGINT      NOT NULL,
    vm_id             BIGINT      NOT NULL,
    format_version    INT         NOT NULL,
    midlet_version    VARCHAR(32) NOT NULL,
    bc_version        VARCHAR(32) NOT NULL,
    timer_resolution  INT         NOT NULL,
    conditions        TEXT        NOT NULL,
    received_at       TIMESTAMP   NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT uq_runs_key UNIQUE (device_id, run_key),
    CONSTRAINT fk_runs_device FOREIGN KEY (device_id) REFERENCES devices (id),
    CONSTRAINT fk_runs_vm FOREIGN KEY (vm_id) REFERENCES vms (id)
) ENGINE = InnoDB DEFAULT CHARSET = utf8mb4;

CREATE TABLE samples (
    id         BIGINT      NOT NULL AUTO_INCREMENT PRIMARY KEY,
    run_id     BIGINT      NOT NULL,
    seq        INT         NOT NULL,
    algorithm  VARCHAR(64) NOT NULL,
    operation  VARCHAR(16) NOT NULL,
    key_bits   INT         NOT NULL,
    size_bytes INT         NOT NULL,
    init_calls INT         NOT NULL,
    time_init  INT         NOT NULL,
    calls      INT         NOT NULL,
    time_exec  INT         NOT NULL,
    cold       BOOLEAN     NOT NULL,
    CONSTRAINT uq_samples_key UNIQUE (run_id, seq),
    CONSTRAINT fk_samples_run FOREIGN KEY (run_id) REFERENCES runs (id)
) ENGINE = InnoDB DEFAULT CHARSET = utf8mb4;

CREATE INDEX ix_samples_group ON samples (algorithm, operation, size_bytes);

CREATE TABLE results (
    device_id      BIGINT      NOT NULL,
    vm_id          BIGINT      NOT NULL,
    algorithm      VARCHAR(64) NOT NULL,
    operation      VARCHAR(16) NOT NULL,
    size_bytes     INT         NOT NULL,
    samples        INT         NOT NULL,
    modal_ms       DOUBLE      NOT NULL,
    throughput     DOUBLE,
    analyzed_at    TIMESTAMP   NOT NULL DEFAULT CURRENT_TIMESTAMP,
    PRIMARY KEY (device_id, vm_id, algorithm, operation, size_bytes),
    CONSTRAINT fk_results_device FOREIGN KEY (device_id) REFERENCES devices (id),
    CONSTRAINT fk_results_vm FOREIGN KEY (vm_id) REFERENCES vms (id)
) ENGINE = InnoDB DEFAULT CHARSET = utf8mb4;

-- The Results Bank grows the statistics of docs/analysis.md. A result is now kept apart per key
-- size, for cold and warm samples, and per MIDlet and Bouncy Castle version, so that a change
-- between versions shows. Results are derived data: the analyzer rebuilds them from the samples.
DROP TABLE results;

CREATE TABLE results (
    device_id       BIGINT      NOT NULL,
    vm_id           BIGINT      NOT NULL,
    algorithm       VARCHAR(64) NOT NULL,
    operation       VARCHAR(16) NOT NULL,
    key_bits        INT         NOT NULL DEFAULT 0,
    size_bytes      INT         NOT NULL,
    cold            BOOLEAN     NOT NULL DEFAULT FALSE,
    midlet_version  VARCHAR(32) NOT NULL DEFAULT '',
    bc_version      VARCHAR(32) NOT NULL DEFAULT '',
    -- 'bytes': throughput in bytes/s is meaningful; 'op': a time per operation (key generation,
    -- a signature over a digest, modular arithmetic) and throughput is NULL.
    unit            VARCHAR(8)  NOT NULL DEFAULT 'bytes',
    samples         INT         NOT NULL,
    modal_ms        DOUBLE      NOT NULL,
    throughput      DOUBLE,
    median_ms       DOUBLE,
    -- mean after discarding samples more than 3 standard deviations from the median
    mean_ms         DOUBLE,
    ci_low_ms       DOUBLE,
    ci_high_ms      DOUBLE,
    -- comma-separated: too-few (fewer samples than a sound statistic needs), coarse (samples span
    -- fewer than 20 timer ticks)
    flags           VARCHAR(64) NOT NULL DEFAULT '',
    analyzed_at     TIMESTAMP   NOT NULL DEFAULT CURRENT_TIMESTAMP,
    PRIMARY KEY (device_id, vm_id, algorithm, operation, key_bits, size_bytes, cold, midlet_version, bc_version),
    CONSTRAINT fk_results_device FOREIGN KEY (device_id) REFERENCES devices (id),
    CONSTRAINT fk_results_vm FOREIGN KEY (vm_id) REFERENCES vms (id)
) ENGINE = InnoDB DEFAULT CHARSET = utf8mb4;

-- The PDA study's model per algorithm: time per call = a * size + b, fitted over the warm modal
-- times of every size; a gives throughput per byte (1000 / a bytes/s), b the set-up cost.
CREATE TABLE result_lines (
    device_id       BIGINT      NOT NULL,
    vm_id           BIGINT      NOT NULL,
    algorithm       VARCHAR(64) NOT NULL,
    operation       VARCHAR(16) NOT NULL,
    key_bits        INT         NOT NULL DEFAULT 0,
    midlet_version  VARCHAR(32) NOT NULL DEFAULT '',
    bc_version      VARCHAR(32) NOT NULL DEFAULT '',
    points          INT         NOT NULL,
    ms_per_byte     DOUBLE      NOT NULL,
    setup_ms        DOUBLE      NOT NULL,
    r_squared       DOUBLE,
    analyzed_at     TIMESTAMP   NOT NULL DEFAULT CURRENT_TIMESTAMP,
    PRIMARY KEY (device_id, vm_id, algorithm, operation, key_bits, midlet_version, bc_version),
    CONSTRAINT fk_lines_device FOREIGN KEY (device_id) REFERENCES devices (id),
    CONSTRAINT fk_lines_vm FOREIGN KEY (vm_id) REFERENCES vms (id)
) ENGINE = InnoDB DEFAULT CHARSET = utf8mb4;

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
) ENGINE = InnoDB DEFAULT CHARSET = utf8mb4;

-- One row that every analysis locks (SELECT ... FOR UPDATE) before it reads samples, so that two
-- server instances analyzing at once cannot write results from an older snapshot over newer ones
-- (docs/scaling.md).
CREATE TABLE analysis_lock (
    id  INT NOT NULL PRIMARY KEY
) ENGINE = InnoDB DEFAULT CHARSET = utf8mb4;
INSERT INTO analysis_lock (id) VALUES (1);

-- Incremental analysis reads one group's samples: by run, then algorithm, operation and size; the
-- index covers every column it reads, so the samples' rows themselves are not visited. The old
-- index by algorithm alone led MariaDB through every device's samples of that algorithm.
CREATE INDEX ix_samples_run_group ON samples (run_id, algorithm, operation, size_bytes, key_bits, cold, time_exec,
                                              calls);
DROP INDEX ix_samples_group ON samples;

-- The result groups a sync touched and no analysis has covered yet (docs/analysis.md). The sync's
-- transaction adds them with its samples; any server instance's analysis takes them under the
-- analysis lock and deletes the rows it read with the results it writes, so none is lost if an
-- instance dies. Rows are never updated, only added and deleted by id: a sync committing while an
-- analysis runs adds rows that analysis did not read and does not delete, so they wait for the next.
CREATE TABLE pending_groups (
    id              BIGINT      NOT NULL AUTO_INCREMENT PRIMARY KEY,
    device_id       BIGINT      NOT NULL,
    vm_id           BIGINT      NOT NULL,
    algorithm       VARCHAR(64) NOT NULL,
    operation       VARCHAR(16) NOT NULL,
    key_bits        INT         NOT NULL,
    size_bytes      INT         NOT NULL,
    cold            BOOLEAN     NOT NULL,
    midlet_version  VARCHAR(32) NOT NULL,
    bc_version      VARCHAR(32) NOT NULL
) ENGINE = InnoDB DEFAULT CHARSET = utf8mb4;

-- An algorithm's page reads every device's results of one algorithm and operation; the primary
-- key starts with the device, so without this index that page reads the whole Results Bank.
CREATE INDEX ix_results_algorithm ON results (algorithm, operation);

