-- PEARL's schema, one source for MySQL/MariaDB and for H2 in its MySQL mode (docs/design.md, one schema).
-- Written in its final form before any deployment; later changes are migrations of their own.

-- The Samples Remote Bank (devices, VMs, runs, samples) and the Results Bank (results).
-- Identity of what a phone sends: a device by its random key, a run by (device, the phone's run
-- id), a sample by (run, its sequence number). The unique keys make a resent batch store nothing.

-- Devices register once (docs/protocol.md): the server issues the public device id (device_key)
-- and a secret the phone signs every batch with; last_counter is the highest batch counter
-- accepted, so a replayed batch is refused. The name is what the user typed; the properties are
-- the phone's microedition.* values; vm_id is the VM they identify, normalized.
CREATE TABLE devices (
    id            BIGINT        NOT NULL AUTO_INCREMENT PRIMARY KEY,
    device_key    VARCHAR(64)   NOT NULL,
    name          VARCHAR(128)  NOT NULL,
    created_at    TIMESTAMP     NOT NULL DEFAULT CURRENT_TIMESTAMP,
    secret        VARCHAR(64)   NOT NULL DEFAULT '',
    last_counter  BIGINT        NOT NULL DEFAULT 0,
    properties    VARCHAR(1024) NOT NULL DEFAULT '',
    vm_id         BIGINT,
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

-- Incremental analysis reads one group's samples: by run, then algorithm, operation and size; the
-- index covers every column it reads, so the samples' rows themselves are not visited.
CREATE INDEX ix_samples_run_group ON samples (run_id, algorithm, operation, size_bytes, key_bits, cold, time_exec,
                                              calls);

-- An analysis reads a device's new samples run by run: those of one run above an id.
CREATE INDEX ix_samples_run_id ON samples (run_id, id);

-- The Results Bank: the statistics of docs/analysis.md, kept apart per key size, for cold and warm
-- samples, and per MIDlet and Bouncy Castle version, so that a change between versions shows.
-- Results are derived data: the analyzer rebuilds them from the samples.
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

-- An algorithm's page reads every device's results of one algorithm and operation; the primary
-- key starts with the device, so without this index that page reads the whole Results Bank.
CREATE INDEX ix_results_algorithm ON results (algorithm, operation);

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

-- Administrators (docs/admin.md): the password as PBKDF2-HMAC-SHA256 with its salt and rounds.
CREATE TABLE admins (
    name           VARCHAR(64)  NOT NULL PRIMARY KEY,
    password_hash  VARCHAR(128) NOT NULL,
    salt           VARCHAR(64)  NOT NULL,
    iterations     INT          NOT NULL
) ENGINE = InnoDB DEFAULT CHARSET = utf8mb4;

-- The result groups a sync touched and no analysis has covered yet (docs/analysis.md). The sync's
-- transaction adds them with its samples; an analysis of the device (any server instance's) takes
-- them under the device's lock and deletes the rows it read with the results it writes, so none is
-- lost if an instance dies. Rows are never updated, only added and deleted by id: a sync committing
-- while an analysis runs adds rows that analysis did not read and does not delete, so they wait for
-- the next.
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

-- The worker takes one device's pending groups at a time.
CREATE INDEX ix_pending_groups_device ON pending_groups (device_id);

-- Incremental statistics (docs/analysis.md): per result group, how many samples had each timing.
-- A sample's time per call is time_exec / calls and its timer ticks time_exec / timer_resolution,
-- so these three integers hold everything the statistics need, exactly; a group holds a few dozen
-- rows however many samples it has, and an analysis adds new samples' counts to them.
CREATE TABLE group_values (
    device_id         BIGINT      NOT NULL,
    vm_id             BIGINT      NOT NULL,
    algorithm         VARCHAR(64) NOT NULL,
    operation         VARCHAR(16) NOT NULL,
    key_bits          INT         NOT NULL,
    size_bytes        INT         NOT NULL,
    cold              BOOLEAN     NOT NULL,
    midlet_version    VARCHAR(32) NOT NULL,
    bc_version        VARCHAR(32) NOT NULL,
    time_exec         INT         NOT NULL,
    calls             INT         NOT NULL,
    timer_resolution  INT         NOT NULL,
    samples           BIGINT      NOT NULL,
    PRIMARY KEY (device_id, vm_id, algorithm, operation, key_bits, size_bytes, cold, midlet_version, bc_version,
                 time_exec, calls, timer_resolution)
) ENGINE = InnoDB DEFAULT CHARSET = utf8mb4;

-- One row per device that its analyses lock (SELECT ... FOR UPDATE), so analyses of one device
-- by several instances run one after another and those of different devices never wait for each
-- other (docs/scaling.md). last_sample_id: the highest sample id of the device already counted in
-- group_values; a device's syncs take its devices row first, so its later samples get higher ids.
CREATE TABLE device_analysis (
    device_id       BIGINT NOT NULL PRIMARY KEY,
    last_sample_id  BIGINT NOT NULL DEFAULT 0
) ENGINE = InnoDB DEFAULT CHARSET = utf8mb4;

-- One counter per device, raised in every transaction that changes the device's results (the
-- analysis, the admin's merges and deletions through it). Each server instance polls it, cheaply,
-- to know which rendered pages to rebuild in the background (docs/web.md), so several instances
-- on one database see each other's analyses. Versions only grow; a row is added at the first bump.
CREATE TABLE result_versions (
    device_id  BIGINT NOT NULL PRIMARY KEY,
    version    BIGINT NOT NULL
) ENGINE = InnoDB DEFAULT CHARSET = utf8mb4;
