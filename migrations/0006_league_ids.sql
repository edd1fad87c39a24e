-- League ids from the database: one counter row per kind of id, taken with
-- `INSERT … ON CONFLICT DO UPDATE SET value = value + 1 RETURNING value` inside the writing
-- transaction (portable to SQLite and PostgreSQL; on PostgreSQL the row lock serializes
-- concurrent writers of every process until commit, where `SELECT MAX(id) + 1` raced).
-- `result` and `action` ids are unique in the database (guild 0); `season` ids count within
-- their guild. Seeded from the rows already there.

CREATE TABLE league_ids (
    name  TEXT   NOT NULL,
    guild BIGINT NOT NULL,
    value BIGINT NOT NULL,
    PRIMARY KEY (name, guild)
);

INSERT INTO league_ids (name, guild, value)
    SELECT 'result', 0, COALESCE(MAX(id), 0) FROM league_results;
INSERT INTO league_ids (name, guild, value)
    SELECT 'action', 0, COALESCE(MAX(id), 0) FROM league_actions;
INSERT INTO league_ids (name, guild, value)
    SELECT 'season', guild, MAX(id) FROM league_seasons GROUP BY guild;

-- `/league standings` without a game names the game with the most rated results: counted from
-- this index alone, not from the result rows (wide with their JSON).
CREATE INDEX league_results_counted ON league_results (guild, rated, void, season, kind);
