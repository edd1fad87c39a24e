-- A league's public web page (`paiju web`, docs/web.md). Everything here is consent: what the
-- page may show. Nothing is shown without a row saying so.

-- A guild's page: on once a moderator said `/settings web:on`. `slug` is the page's address
-- (random, never a Discord id); `secret` keys the opaque slugs of its players and games. Both
-- are kept when the page is turned off, so turning it on again gives the same address.
CREATE TABLE web_pages (
    guild      BIGINT  NOT NULL PRIMARY KEY,
    slug       TEXT    NOT NULL UNIQUE,
    secret     TEXT    NOT NULL,
    enabled    BIGINT  NOT NULL,
    updated_at BIGINT  NOT NULL
);

-- Channels whose games may be listed: recorded by the bot when a table opens, from what
-- Discord said of the channel then (`public`: 1 when everyone in the guild could read it,
-- 0 otherwise; private threads never). A channel with no row is not public.
CREATE TABLE web_channels (
    channel    BIGINT NOT NULL PRIMARY KEY,
    guild      BIGINT NOT NULL,
    public     BIGINT NOT NULL,
    updated_at BIGINT NOT NULL
);

-- People who asked to be shown as "Player N" on web pages (`/notify web-name:hidden`).
CREATE TABLE web_hidden_names (
    user_id    BIGINT NOT NULL PRIMARY KEY,
    updated_at BIGINT NOT NULL
);
