-- paiju's durable tables: a table is its header plus its ordered log of accepted entries.
-- Portable SQL, applied as-is to SQLite and PostgreSQL: integers are BIGINT (ids are Discord
-- snowflakes stored as signed 64-bit, times are milliseconds since the Unix epoch), JSON is
-- TEXT (kept byte for byte as written; the log's JSON is forever).

CREATE TABLE tables (
    id         BIGINT  NOT NULL PRIMARY KEY,
    channel    BIGINT  NOT NULL,
    guild      BIGINT,
    kind       TEXT    NOT NULL,
    -- The whole `TableHeader` as JSON: the truth; the columns above are for lookups.
    header     TEXT    NOT NULL,
    created_at BIGINT  NOT NULL,
    -- NULL while the table is open; when it was closed (store wall clock) once closed.
    closed_at  BIGINT
);

-- At most one open table per channel; also serves `open_in_channel`.
CREATE UNIQUE INDEX tables_open_channel ON tables (channel) WHERE closed_at IS NULL;
-- Recovery at start: every open table, or those of some guilds (one process of several).
CREATE INDEX tables_open_guild ON tables (guild) WHERE closed_at IS NULL;
-- A channel's history, newest first.
CREATE INDEX tables_channel ON tables (channel, created_at);

CREATE TABLE entries (
    table_id BIGINT NOT NULL REFERENCES tables (id),
    seq      BIGINT NOT NULL,
    at       BIGINT NOT NULL,
    -- `Actor` as JSON: {"by":"user","id":…}, {"by":"bot","id":seat}, {"by":"system"}.
    actor    TEXT   NOT NULL,
    -- The idempotency key (Discord interaction id); NULL for bot and system entries.
    key      TEXT,
    -- `TableOp` as JSON.
    op       TEXT   NOT NULL,
    PRIMARY KEY (table_id, seq),
    -- The same interaction can never be stored twice (NULL keys are distinct).
    UNIQUE (table_id, key)
);
