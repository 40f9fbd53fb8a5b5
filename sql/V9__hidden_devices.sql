-- A device the admin hides (docs/admin.md) leaves every public page and /api answer; its samples,
-- results and registration stay, and it comes back as it was when shown again.
ALTER TABLE devices ADD COLUMN hidden BOOLEAN NOT NULL DEFAULT FALSE;
