-- Each device's samples stored per UTC day, against its daily quota (docs/protocol.md, "Limits";
-- pearl.server.bank.DailyQuota). Bookkeeping only: no foreign key, so that merging or deleting a
-- device never waits on it; a day's row is read and written under the device's row lock.
CREATE TABLE device_days (
    device_id  BIGINT NOT NULL,
    utc_day    DATE   NOT NULL,
    samples    INT    NOT NULL,
    PRIMARY KEY (device_id, utc_day)
) ENGINE = InnoDB DEFAULT CHARSET = utf8mb4;
