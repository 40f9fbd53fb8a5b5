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
);
