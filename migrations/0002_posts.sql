-- The transactional outbox: what the bot will post about the entries beside it, written in the
-- same transaction, and when each post reached its reader. After a restart every post still
-- undelivered is sent again under the same id (Discord's nonce), in order.

CREATE TABLE posts (
    table_id     BIGINT NOT NULL REFERENCES tables (id),
    -- The first log entry of the command that made the post, and its place among its posts.
    seq          BIGINT NOT NULL,
    idx          BIGINT NOT NULL,
    channel      BIGINT NOT NULL,
    guild        BIGINT,
    -- 'channel' (the table's channel), 'dm' (a DM to `recipient`) or 'panel' (an edit of
    -- `recipient`'s live DM panel).
    kind         TEXT   NOT NULL,
    recipient    BIGINT,
    -- The rendered message as the frontend will send it (JSON).
    body         TEXT   NOT NULL,
    at           BIGINT NOT NULL,
    -- NULL until delivered (or found undeliverable: DMs closed).
    delivered_at BIGINT,
    -- A delivered DM with buttons: its Discord channel and message (the live panel, edited
    -- when the table moves on, also after a restart).
    dm_channel   BIGINT,
    message_id   BIGINT,
    PRIMARY KEY (table_id, seq, idx)
);

-- Recovery: the posts still to deliver.
CREATE INDEX posts_pending ON posts (table_id, seq, idx) WHERE delivered_at IS NULL;
