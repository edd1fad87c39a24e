-- Leagues: seasons, results derived from the table logs, the admins' corrections (kept with
-- who and why), rating snapshots and guild settings. Portable SQL like 0001: ids are BIGINT
-- (snowflakes as signed 64-bit), times are milliseconds since the Unix epoch, flags are
-- BIGINT 0/1, JSON is TEXT.

CREATE TABLE league_seasons (
    guild      BIGINT NOT NULL,
    -- 1, 2, 3, … within the guild.
    id         BIGINT NOT NULL,
    name       TEXT   NOT NULL,
    -- The one game the season rates; NULL: every game.
    kind       TEXT,
    started_at BIGINT NOT NULL,
    started_by BIGINT NOT NULL,
    -- NULL while it runs.
    ended_at   BIGINT,
    ended_by   BIGINT,
    PRIMARY KEY (guild, id)
);

-- One row per finished rating event (a Dou Dizhu hand, another game's match). Derived from
-- the logs: `paiju league rebuild` deletes and derives them again, then re-applies the
-- actions below by (table_id, game_no).
CREATE TABLE league_results (
    id         BIGINT NOT NULL PRIMARY KEY,
    guild      BIGINT NOT NULL,
    table_id   BIGINT NOT NULL,
    -- Which game of its table, from 1.
    game_no    BIGINT NOT NULL,
    kind       TEXT   NOT NULL,
    -- The season running when the table was opened (NULL: none).
    season     BIGINT,
    -- 1: counts for ratings (unless void).
    rated      BIGINT NOT NULL,
    -- Why it does not count: bot, early_forfeit, too_few_humans, opted_out, no_season.
    unrated    TEXT,
    void       BIGINT NOT NULL,
    started_at BIGINT NOT NULL,
    ended_at   BIGINT NOT NULL,
    -- The table's options (JSON).
    options    TEXT   NOT NULL,
    -- The seats as the log tells them (JSON), and as in force after corrections.
    derived    TEXT   NOT NULL,
    seats      TEXT   NOT NULL,
    UNIQUE (table_id, game_no)
);
-- Ratings apply results in the order their games ended.
CREATE INDEX league_results_order ON league_results (guild, kind, ended_at);

-- What admins did: seasons started and ended, results voided or corrected, settings changed.
CREATE TABLE league_actions (
    id        BIGINT NOT NULL PRIMARY KEY,
    guild     BIGINT NOT NULL,
    -- season_start, season_end, void, correct, settings.
    action    TEXT   NOT NULL,
    -- The result acted on: its stable key, and its id when the action was taken.
    table_id  BIGINT,
    game_no   BIGINT,
    result_id BIGINT,
    -- JSON: the corrected seats, the season, the settings.
    detail    TEXT,
    reason    TEXT,
    by_user   BIGINT NOT NULL,
    at        BIGINT NOT NULL
);
CREATE INDEX league_actions_guild ON league_actions (guild, id);
CREATE INDEX league_actions_result ON league_actions (table_id, game_no);

-- How far each table's log has been turned into results (its last entry's seq).
CREATE TABLE league_synced (
    table_id BIGINT NOT NULL PRIMARY KEY,
    seq      BIGINT NOT NULL
);

-- A guild's league changes (results, corrections, seasons) bump its version; a rating
-- snapshot is good while its version is the guild's.
CREATE TABLE league_versions (
    guild   BIGINT NOT NULL PRIMARY KEY,
    version BIGINT NOT NULL
);

-- Standings as last computed, per guild, game and scope (a season's id; 0: all-time).
CREATE TABLE league_snapshots (
    guild   BIGINT NOT NULL,
    kind    TEXT   NOT NULL,
    scope   BIGINT NOT NULL,
    version BIGINT NOT NULL,
    PRIMARY KEY (guild, kind, scope)
);
CREATE TABLE league_ratings (
    guild   BIGINT NOT NULL,
    kind    TEXT   NOT NULL,
    scope   BIGINT NOT NULL,
    user_id BIGINT NOT NULL,
    mu      DOUBLE PRECISION NOT NULL,
    sigma   DOUBLE PRECISION NOT NULL,
    rating  DOUBLE PRECISION NOT NULL,
    games   BIGINT NOT NULL,
    wins    BIGINT NOT NULL,
    PRIMARY KEY (guild, kind, scope, user_id)
);

-- A guild's settings (`/settings`): the league admin role, default table options, language.
CREATE TABLE guild_settings (
    guild         BIGINT NOT NULL PRIMARY KEY,
    admin_role    BIGINT,
    table_options TEXT,
    locale        TEXT
);
