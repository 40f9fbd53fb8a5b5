-- The CPU clock in MHz the phone's user gave on the /install visit that made the code (docs/protocol.md,
-- "Enrolment"): the device registered with the code takes it while it has no clock; NULL while none was given.
ALTER TABLE enrolments ADD COLUMN clock_mhz INT NULL;
