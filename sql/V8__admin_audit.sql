-- The admin's audit log (docs/admin.md, "Audit log"): every admin action, login and logout, who
-- made it, when, from which address, and what it was (its form, without password or token) and
-- came to. Shown under /admin only: it holds client addresses, which no public page shows.
CREATE TABLE admin_audit (
    id       BIGINT        NOT NULL AUTO_INCREMENT PRIMARY KEY,
    at       TIMESTAMP     NOT NULL DEFAULT CURRENT_TIMESTAMP,
    admin    VARCHAR(64)   NOT NULL,
    address  VARCHAR(64)   NOT NULL,
    action   VARCHAR(32)   NOT NULL,
    detail   VARCHAR(1024) NOT NULL
) ENGINE = InnoDB DEFAULT CHARSET = utf8mb4;
