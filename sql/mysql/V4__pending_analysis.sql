-- The result groups a sync touched and no analysis has covered yet (docs/analysis.md). The sync's
-- transaction adds them with its samples; any server instance's analysis takes them under the
-- analysis lock and deletes them with the results it writes, so none is lost if an instance dies.
CREATE TABLE pending_groups (
    device_id       BIGINT      NOT NULL,
    vm_id           BIGINT      NOT NULL,
    algorithm       VARCHAR(64) NOT NULL,
    operation       VARCHAR(16) NOT NULL,
    key_bits        INT         NOT NULL,
    size_bytes      INT         NOT NULL,
    cold            BOOLEAN     NOT NULL,
    midlet_version  VARCHAR(32) NOT NULL,
    bc_version      VARCHAR(32) NOT NULL,
    PRIMARY KEY (device_id, vm_id, algorithm, operation, key_bits, size_bytes, cold, midlet_version, bc_version)
) ENGINE = InnoDB DEFAULT CHARSET = utf8mb4;
