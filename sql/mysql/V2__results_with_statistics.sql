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
