-- Idempotency records: one row per request key (a Discord interaction id, a stdio client's
-- key), across every table and command. A resend with the same key and the same request gets
-- the outcome stored here; the same key with another request is refused. Written in the same
-- transaction as the entries the request made. Portable SQL like 0001; times are milliseconds
-- since the Unix epoch. Rows older than the window (`table::store::KEY_WINDOW_MS`) are swept.

CREATE TABLE request_keys (
    key       TEXT   NOT NULL PRIMARY KEY,
    -- SHA-256 (hex) of who asked, where, and what: tells a resend from a reused key.
    request   TEXT   NOT NULL,
    -- The outcome: the table and the entries first_seq..=last_seq the request made there.
    table_id  BIGINT NOT NULL,
    first_seq BIGINT NOT NULL,
    last_seq  BIGINT NOT NULL,
    at        BIGINT NOT NULL
);
-- The sweep of expired records.
CREATE INDEX request_keys_at ON request_keys (at);
