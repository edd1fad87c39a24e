-- Per-user settings (`/notify`, and the picture choice): one row per person who changed
-- something; a person without a row has the defaults (turn DMs, no quiet hours). Portable SQL
-- like 0001: the user id is a BIGINT (a snowflake as signed 64-bit), times are milliseconds
-- since the Unix epoch, booleans are BIGINT 0/1.

CREATE TABLE user_settings (
    user_id    BIGINT NOT NULL PRIMARY KEY,
    -- Where turn prompts and reminders go: dm, channel or both.
    notify     TEXT   NOT NULL,
    -- An IANA time zone name (Europe/Berlin); NULL: UTC.
    time_zone  TEXT,
    -- Quiet hours, in minutes of the local day (0..1440); both NULL: none. `quiet_from` after
    -- `quiet_to` wraps midnight (22:00-07:00).
    quiet_from BIGINT,
    quiet_to   BIGINT,
    -- Pictures of cards and tiles: 1 on, 0 off, NULL: the default.
    images     BIGINT,
    updated_at BIGINT NOT NULL
);
