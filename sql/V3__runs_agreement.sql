-- How far a device's runs agree (docs/analysis.md): the counts of group_values are kept per run,
-- so the analysis can compare each run's modal time within a result, and a result records how
-- many runs it holds and how far apart their figures lie (flag runs-disagree beyond 5 %).
-- The run is part of the key, so the table is made again and filled from the samples the
-- analysis had counted (up to each device's last_sample_id): exactly the counts it held, now per run.
DROP TABLE group_values;

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
    run_id            BIGINT      NOT NULL,
    time_exec         INT         NOT NULL,
    calls             INT         NOT NULL,
    timer_resolution  INT         NOT NULL,
    samples           BIGINT      NOT NULL,
    PRIMARY KEY (device_id, vm_id, algorithm, operation, key_bits, size_bytes, cold, midlet_version, bc_version,
                 run_id, time_exec, calls, timer_resolution)
) ENGINE = InnoDB DEFAULT CHARSET = utf8mb4;

INSERT INTO group_values (device_id, vm_id, algorithm, operation, key_bits, size_bytes, cold, midlet_version,
                          bc_version, run_id, time_exec, calls, timer_resolution, samples)
SELECT r.device_id, r.vm_id, s.algorithm, s.operation, s.key_bits, s.size_bytes, s.cold, r.midlet_version,
       r.bc_version, s.run_id, s.time_exec, s.calls, r.timer_resolution, COUNT(*)
FROM samples s JOIN runs r ON r.id = s.run_id JOIN device_analysis a ON a.device_id = r.device_id
WHERE s.id <= a.last_sample_id
GROUP BY r.device_id, r.vm_id, s.algorithm, s.operation, s.key_bits, s.size_bytes, s.cold, r.midlet_version,
         r.bc_version, s.run_id, s.time_exec, s.calls, r.timer_resolution;

-- runs: how many runs the result's samples came from; runs_spread: (largest - smallest) / largest
-- of the runs' modal times per call, NULL with one run
ALTER TABLE results ADD COLUMN runs INT NOT NULL DEFAULT 1;
ALTER TABLE results ADD COLUMN runs_spread DOUBLE;

-- Every existing result gets its runs' figures from the analysis worker, which takes pending groups
INSERT INTO pending_groups (device_id, vm_id, algorithm, operation, key_bits, size_bytes, cold, midlet_version,
                            bc_version)
SELECT device_id, vm_id, algorithm, operation, key_bits, size_bytes, cold, midlet_version, bc_version
FROM results;
