-- Cycles per byte (docs/web.md): a throughput on a phone of known CPU clock reads as clock / throughput,
-- eBACS's unit, so that phones of different clocks compare.

-- The device's CPU clock in MHz: set by an administrator or given by the phone's user when it
-- registers; NULL while unknown.
ALTER TABLE devices ADD COLUMN clock_mhz INT NULL;

-- The devices of the published studies and the clocks the papers give (cpu NULL where a paper
-- names none); reference_figures.device names them.
CREATE TABLE reference_devices (
    device     VARCHAR(64) NOT NULL PRIMARY KEY,
    cpu        VARCHAR(64) NULL,
    clock_mhz  INT         NOT NULL
) ENGINE = InnoDB DEFAULT CHARSET = utf8mb4;

INSERT INTO reference_devices (device, cpu, clock_mhz) VALUES
    ('Palm M130', 'Motorola DragonBall VZ', 33),
    ('Palm M515', 'Motorola DragonBall VZ', 33),
    ('Sony Ericsson P800', 'ARM9', 156),
    ('Palm V', NULL, 16),
    ('Palm IIIc', NULL, 20),
    ('iPAQ3970', 'Intel PXA250', 400),
    ('Hx2790', 'Intel PXA270', 624),
    ('Palm VII (new)', NULL, 20),
    ('Palm VII (old)', NULL, 20);
