-- Phone models (docs/analysis.md, Models): each device's model, normalised from the phone's
-- microedition.platform and the name its user gave (pearl.server.model.PhoneModel), so that the
-- devices of one model are compared as one; the firmware is kept apart. Devices registered before
-- this column existed get their model when the server starts; the admin can correct it.
ALTER TABLE devices ADD COLUMN model VARCHAR(128) NULL;
ALTER TABLE devices ADD COLUMN firmware VARCHAR(128) NULL;
CREATE INDEX ix_devices_model ON devices (model);
