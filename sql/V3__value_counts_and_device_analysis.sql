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
INSERT INTO device_analysis (device_id) SELECT id FROM devices;

-- An analysis reads a device's new samples run by run: those of one run above an id.
CREATE INDEX ix_samples_run_id ON samples (run_id, id);

-- The worker takes one device's pending groups at a time.
CREATE INDEX ix_pending_groups_device ON pending_groups (device_id);

-- Replaced by device_analysis: there is no global analysis lock any more.
DROP TABLE analysis_lock;
