-- Several processes on one PostgreSQL (docs/scale-out in the README): each gateway shard's
-- tables are served by the one process holding the shard's lease. Portable SQL like 0001
-- (SQLite keeps one process per file, so there the tables stay empty); times are
-- milliseconds since the Unix epoch.

-- One row per shard. `token` is the fencing token: +1 at every acquisition, so a process
-- that paused past its lease and wakes up holds a token that no longer matches, and its
-- writes are refused (see `entries.fence`).
CREATE TABLE leases (
    shard           BIGINT NOT NULL PRIMARY KEY,
    -- The process holding it; NULL once released (a clean stop or a handover).
    holder          TEXT,
    token           BIGINT NOT NULL,
    expires_at      BIGINT NOT NULL,
    -- A handover: the process that will take the shard next (its home process asking for
    -- it back, or a volunteer for a draining holder), and whether its gateway connection
    -- for the shard is up (then the holder closes its own and releases).
    successor       TEXT,
    successor_ready BIGINT NOT NULL DEFAULT 0,
    -- 1 while the holder is stopping (SIGTERM): it gives the shard to whoever volunteers.
    draining        BIGINT NOT NULL DEFAULT 0
);

-- Every acquisition: which process held token `token` of `shard`, from when. With
-- `entries.fence` it proves that no table was written by two processes.
CREATE TABLE lease_log (
    shard  BIGINT NOT NULL,
    token  BIGINT NOT NULL,
    holder TEXT   NOT NULL,
    at     BIGINT NOT NULL,
    PRIMARY KEY (shard, token)
);

-- The lease token an entry was written under (NULL: a process without leases).
ALTER TABLE entries ADD COLUMN fence BIGINT;

-- Interactions Discord delivered to a process that does not serve their table (a DM's
-- buttons all arrive at shard 0): queued here for the shard's holder, who is woken by
-- NOTIFY. `payload` is the interaction as Discord sent it (with its token, valid 15 min).
-- `state`: 'queued' (waiting), 'deferring'/'deferred' (the receiver acknowledged it to
-- Discord while no holder took it), 'taken' (a holder applies it), 'refused' (no holder came
-- in time; the receiver said so).
CREATE TABLE forwarded (
    interaction BIGINT NOT NULL PRIMARY KEY,
    shard       BIGINT NOT NULL,
    payload     TEXT   NOT NULL,
    state       TEXT   NOT NULL,
    at          BIGINT NOT NULL,
    by          TEXT
);
CREATE INDEX forwarded_waiting ON forwarded (shard, at) WHERE state IN ('queued', 'deferred');
