-- One counter per device, raised in every transaction that changes the device's results (the
-- analysis, the admin's merges and deletions through it). Each server instance polls it, cheaply,
-- to know which rendered pages to rebuild in the background (docs/web.md), so several instances
-- on one database see each other's analyses. Versions only grow; a row is added at the first bump.
CREATE TABLE result_versions (
    device_id  BIGINT NOT NULL PRIMARY KEY,
    version    BIGINT NOT NULL
) ENGINE = InnoDB DEFAULT CHARSET = utf8mb4;
