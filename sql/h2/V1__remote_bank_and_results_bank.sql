-- The Samples Remote Bank (devices, VMs, runs, samples) and the Results Bank (results).
-- Identity of what a phone sends: a device by its random key, a run by (device, the phone's run
-- id), a sample by (run, its sequence number). The unique keys make a resent batch store nothing.

CREATE TABLE devices (
    id          BIGINT       NOT NULL AUTO_INCREMENT PRIMARY KEY,
    device_key  VARCHAR(64)  NOT NULL,
    name        VARCHAR(128) NOT NULL,
    created_at  TIMESTAMP    NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT uq_devices_key UNIQUE (device_key)
);

CREATE TABLE vms (
    id    BIGINT       NOT NULL AUTO_INCREMENT PRIMARY KEY,
    name  VARCHAR(255) NOT NULL,
    CONSTRAINT uq_vms_name UNIQUE (name)
);

CREATE TABLE runs (
    id                BIGINT      NOT NULL AUTO_INCREMENT PRIMARY KEY,
    device_id         BIGINT      NOT NULL,
    run_key           BIGINT      NOT NULL,
    vm_id             BIGINT      NOT NULL,
    format_version    INT         NOT NULL,
    midlet_version    VARCHAR(32) NOT NULL,
    bc_version        VARCHAR(32) NOT NULL,
    timer_resolution  INT         NOT NULL,
    conditions        CLOB        NOT NULL,
    received_at       TIMESTAMP   NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT uq_runs_key UNIQUE (device_id, run_key),
    CONSTRAINT fk_runs_device FOREIGN KEY (device_id) REFERENCES devices (id),
    CONSTRAINT fk_runs_vm FOREIGN KEY (vm_id) REFERENCES vms (id)
);

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
);

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
);
