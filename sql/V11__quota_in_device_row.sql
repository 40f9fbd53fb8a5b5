-- Each device's count of samples stored on its latest UTC day, against its daily quota
-- (pearl.server.bank.DailyQuota), kept in the device's own row: a sync reads it with the batch
-- counter in the one statement that locks the row, and writes both in one UPDATE. Only the latest
-- day counts; the days before it are carried over and the per-day table goes.
ALTER TABLE devices ADD COLUMN quota_day DATE NULL;
ALTER TABLE devices ADD COLUMN quota_samples INT NOT NULL DEFAULT 0;
UPDATE devices SET
    quota_day = (SELECT MAX(utc_day) FROM device_days WHERE device_days.device_id = devices.id),
    quota_samples = COALESCE((SELECT d.samples FROM device_days d WHERE d.device_id = devices.id
        AND d.utc_day = (SELECT MAX(utc_day) FROM device_days WHERE device_days.device_id = devices.id)), 0);
DROP TABLE device_days;
