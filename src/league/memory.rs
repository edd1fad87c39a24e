//! The league in memory only: the second backend of [`LeagueStore`], for tests and for a
//! frontend without a database. It keeps what the SQL store keeps, row for row — results
//! keyed by table and game, the admins' actions (re-applied by a rebuild), seasons, settings,
//! each guild's version and the standings snapshots moved in place — so the conformance
//! suite holds it to the same answers. It reads no table logs: it is fed by `record` alone.

use super::derive::{GameResult, SeatResult, Unrated};
use super::error::LeagueError;
use super::rating::{PlayerRating, Ratings};
use super::store::{
    Action, Amendment, GuildSettings, LeagueFuture, LeagueStore, Rate, Scope, Season, Standing,
    StoredResult,
};
use crate::games::any::GameKind;
use crate::table::log::TableRecord;
use crate::table::{GuildId, TableId, Timestamp, UserId};
use std::collections::{BTreeMap, HashMap};
use std::sync::{Mutex, MutexGuard, PoisonError};

/// A game's standings in a scope of a guild (`Scope::key`).
type SnapshotOf = (GuildId, GameKind, i64);

#[derive(Debug, Default)]
pub struct MemoryLeagueStore {
    state: Mutex<State>,
}

#[derive(Debug, Default)]
struct State {
    results: Vec<Row>,
    /// How far each table's log was derived.
    synced: HashMap<TableId, i64>,
    versions: HashMap<GuildId, i64>,
    /// The version each snapshot was computed at (-1: stale), and its rows.
    snapshots: HashMap<SnapshotOf, i64>,
    ratings: HashMap<SnapshotOf, BTreeMap<UserId, Standing>>,
    seasons: BTreeMap<GuildId, Vec<Season>>,
    settings: BTreeMap<GuildId, GuildSettings>,
    actions: Vec<KeptAction>,
    last_result: i64,
    last_action: i64,
    last_season: HashMap<GuildId, i64>,
}

/// An admin's action, with its guild and the (table, game) it is about: a rebuild re-applies
/// it by those.
type KeptAction = (GuildId, Option<(TableId, u32)>, Action);

#[derive(Debug)]
struct Row {
    guild: GuildId,
    result: StoredResult,
    /// The seats as derived, before any correction.
    derived: Vec<SeatResult>,
}

impl MemoryLeagueStore {
    pub fn new() -> MemoryLeagueStore {
        MemoryLeagueStore::default()
    }

    fn state(&self) -> MutexGuard<'_, State> {
        // A panic while holding the lock leaves whole rows behind: still readable.
        self.state.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// Runs `f` on the state at once: every operation is one step under the lock, as one
    /// transaction is in the SQL store.
    fn now<T: Send + 'static>(
        &self,
        f: impl FnOnce(&mut State) -> Result<T, LeagueError>,
    ) -> LeagueFuture<'_, T> {
        let answer = f(&mut self.state());
        Box::pin(std::future::ready(answer))
    }
}

/// The order results apply in (the SQL store's `ORDER BY ended_at, table_id, game_no`, its
/// table ids signed as stored).
fn order(r: &StoredResult) -> (Timestamp, i64, u32) {
    (r.ended_at, r.table.0.cast_signed(), r.game_no)
}

impl State {
    fn version(&self, guild: GuildId) -> i64 {
        self.versions.get(&guild).copied().unwrap_or(0)
    }

    fn season_at(&self, guild: GuildId, kind: GameKind, at: Timestamp) -> Option<i64> {
        self.seasons
            .get(&guild)?
            .iter()
            .filter(|s| s.started_at <= at && s.ended_at.is_none_or(|end| end > at))
            .filter(|s| s.kind.is_none_or(|k| k == kind))
            .map(|s| s.id)
            .max()
    }

    /// Stores a derived result unless its (table, game) is stored, with the admins' actions
    /// on it re-applied; returns its index when it was new.
    fn insert(&mut self, guild: GuildId, r: &GameResult) -> Result<Option<usize>, LeagueError> {
        let key = (r.table, r.game_no);
        if self
            .results
            .iter()
            .any(|row| (row.result.table, row.result.game_no) == key)
        {
            return Ok(None);
        }
        let season = self.season_at(guild, r.kind, r.table_created_at);
        let unrated = match (r.unrated, season) {
            (Some(u), _) => Some(u),
            (None, None) => Some(Unrated::NoSeason),
            (None, Some(_)) => None,
        };
        let mut seats = r.seats.clone();
        let mut void = false;
        for (_, about, a) in &self.actions {
            if *about != Some(key) {
                continue;
            }
            match (a.action.as_str(), &a.detail) {
                ("void", _) => void = true,
                ("correct", Some(d)) => seats = serde_json::from_str(d)?,
                _ => {}
            }
        }
        self.last_result += 1;
        let result = StoredResult {
            id: self.last_result,
            table: r.table,
            game_no: r.game_no,
            kind: r.kind,
            season,
            rated: unrated.is_none(),
            unrated,
            void,
            started_at: r.started_at,
            ended_at: r.ended_at,
            corrected: seats != r.seats,
            seats,
        };
        self.results.push(Row {
            guild,
            result,
            derived: r.seats.clone(),
        });
        Ok(Some(self.results.len() - 1))
    }

    /// Moves the current snapshots of a result that ended after every other counted result
    /// of its game; `false` when it did not (its game's snapshots must be recomputed).
    fn apply_appended(&mut self, guild: GuildId, version: i64, at: usize, rate: Rate) -> bool {
        let r = &self.results[at].result;
        if !r.counts() {
            return true;
        }
        let later = self.results.iter().any(|o| {
            o.guild == guild
                && o.result.kind == r.kind
                && o.result.counts()
                && o.result.id != r.id
                && order(&o.result) > order(r)
        });
        if later {
            return false;
        }
        let (kind, seats) = (r.kind, r.seats.clone());
        for scope in std::iter::once(0).chain(r.season) {
            let of = (guild, kind, scope);
            if self.snapshots.get(&of) != Some(&version) {
                continue;
            }
            let rows = self.ratings.entry(of).or_default();
            let mut ratings = Ratings::new();
            for user in seats.iter().filter_map(|s| s.user) {
                if let Some(s) = rows.get(&user) {
                    let (mu, sigma, games, wins) = (s.mu, s.sigma, s.games, s.wins);
                    let rating = PlayerRating {
                        mu,
                        sigma,
                        games,
                        wins,
                    };
                    ratings.insert(user, rating);
                }
            }
            rate(&mut ratings, &seats);
            for (user, p) in ratings {
                let row = Standing {
                    user,
                    mu: p.mu,
                    sigma: p.sigma,
                    rating: p.shown(),
                    games: p.games,
                    wins: p.wins,
                };
                rows.insert(user, row);
            }
        }
        true
    }

    /// The guild's league moved from `old`: current snapshots stay current, those of `stale`
    /// games go stale.
    fn advance(&mut self, guild: GuildId, old: i64, stale: &[GameKind]) {
        self.versions.insert(guild, old + 1);
        for ((g, kind, _), version) in &mut self.snapshots {
            if *g == guild && *version == old {
                *version = old + 1;
            }
            if *g == guild && stale.contains(kind) {
                *version = -1;
            }
        }
    }

    fn add_action(
        &mut self,
        guild: GuildId,
        about: Option<&StoredResult>,
        action: &str,
        detail: Option<String>,
        reason: Option<&str>,
        (by, at): (UserId, Timestamp),
    ) {
        self.last_action += 1;
        let action = Action {
            id: self.last_action,
            action: action.to_string(),
            result: about.map(|r| r.id),
            detail,
            reason: reason.map(str::to_string),
            by,
            at,
        };
        let key = about.map(|r| (r.table, r.game_no));
        self.actions.push((guild, key, action));
    }
}

impl LeagueStore for MemoryLeagueStore {
    fn reads_logs(&self) -> bool {
        false
    }

    fn tables_behind(&self, _guild: Option<GuildId>) -> LeagueFuture<'_, Vec<TableId>> {
        self.now(|_| Ok(Vec::new()))
    }

    fn guild_tables(&self) -> LeagueFuture<'_, Vec<TableId>> {
        self.now(|_| Ok(Vec::new()))
    }

    fn table_log(&self, _table: TableId) -> LeagueFuture<'_, Option<TableRecord>> {
        self.now(|_| Ok(None))
    }

    fn record<'a>(
        &'a self,
        guild: GuildId,
        results: &'a [GameResult],
        table: TableId,
        last_seq: i64,
        rate: Rate,
    ) -> LeagueFuture<'a, usize> {
        self.now(move |s| {
            let version = s.version(guild);
            let mut new = 0;
            let mut stale = Vec::new();
            for r in results {
                if let Some(at) = s.insert(guild, r)? {
                    new += 1;
                    if !s.apply_appended(guild, version, at, rate) {
                        stale.push(r.kind);
                    }
                }
            }
            let synced = s.synced.entry(table).or_insert(last_seq);
            *synced = (*synced).max(last_seq);
            if new > 0 {
                s.advance(guild, version, &stale);
            }
            Ok(new)
        })
    }

    fn rebuild<'a>(
        &'a self,
        results: &'a [(GuildId, GameResult)],
        synced: &'a [(TableId, i64)],
        guilds: &'a [GuildId],
    ) -> LeagueFuture<'a, ()> {
        self.now(move |s| {
            let versions: Vec<(GuildId, i64)> =
                guilds.iter().map(|g| (*g, s.version(*g))).collect();
            s.last_result = 0;
            s.results.clear();
            s.synced.clear();
            s.ratings.clear();
            s.snapshots.clear();
            for (guild, r) in results {
                s.insert(*guild, r)?;
            }
            for (table, last) in synced {
                let at = s.synced.entry(*table).or_insert(*last);
                *at = (*at).max(*last);
            }
            for (guild, version) in versions {
                s.advance(guild, version, &[]);
            }
            Ok(())
        })
    }

    fn results(
        &self,
        guild: GuildId,
        kind: Option<GameKind>,
    ) -> LeagueFuture<'_, Vec<StoredResult>> {
        self.now(move |s| {
            let mut out: Vec<StoredResult> = s
                .results
                .iter()
                .filter(|r| r.guild == guild && kind.is_none_or(|k| r.result.kind == k))
                .map(|r| r.result.clone())
                .collect();
            out.sort_by_key(order);
            Ok(out)
        })
    }

    fn result(&self, guild: GuildId, id: i64) -> LeagueFuture<'_, Option<StoredResult>> {
        self.now(move |s| {
            Ok(s.results
                .iter()
                .find(|r| r.guild == guild && r.result.id == id)
                .map(|r| r.result.clone()))
        })
    }

    fn rated_counts(
        &self,
        guild: GuildId,
        scope: Scope,
    ) -> LeagueFuture<'_, Vec<(GameKind, usize)>> {
        self.now(move |s| {
            let mut counts: BTreeMap<GameKind, usize> = BTreeMap::new();
            let counted = s.results.iter().filter(|r| {
                r.guild == guild
                    && r.result.counts()
                    && (scope == Scope::AllTime || r.result.season == Some(scope.key()))
            });
            for r in counted {
                *counts.entry(r.result.kind).or_default() += 1;
            }
            Ok(counts.into_iter().collect())
        })
    }

    fn version(&self, guild: GuildId) -> LeagueFuture<'_, i64> {
        self.now(move |s| Ok(s.version(guild)))
    }

    fn season_at(
        &self,
        guild: GuildId,
        kind: GameKind,
        at: Timestamp,
    ) -> LeagueFuture<'_, Option<i64>> {
        self.now(move |s| Ok(s.season_at(guild, kind, at)))
    }

    fn snapshot(
        &self,
        guild: GuildId,
        kind: GameKind,
        scope: Scope,
        version: i64,
    ) -> LeagueFuture<'_, Option<Vec<Standing>>> {
        self.now(move |s| {
            let of = (guild, kind, scope.key());
            if s.snapshots.get(&of) != Some(&version) {
                return Ok(None);
            }
            let rows = s.ratings.get(&of).map(|r| r.values().cloned().collect());
            Ok(Some(rows.unwrap_or_default()))
        })
    }

    fn keep_snapshot<'a>(
        &'a self,
        guild: GuildId,
        kind: GameKind,
        scope: Scope,
        version: i64,
        standings: &'a [Standing],
    ) -> LeagueFuture<'a, ()> {
        self.now(move |s| {
            // Kept only if nothing changed since it was computed.
            if s.version(guild) != version {
                return Ok(());
            }
            let of = (guild, kind, scope.key());
            let rows = standings.iter().map(|r| (r.user, r.clone())).collect();
            s.ratings.insert(of, rows);
            s.snapshots.insert(of, version);
            Ok(())
        })
    }

    fn settings(&self, guild: GuildId) -> LeagueFuture<'_, GuildSettings> {
        self.now(move |s| Ok(s.settings.get(&guild).cloned().unwrap_or_default()))
    }

    fn language_overrides(&self) -> LeagueFuture<'_, Vec<(GuildId, String)>> {
        self.now(|s| {
            Ok(s.settings
                .iter()
                .filter_map(|(g, set)| Some((*g, set.locale.clone()?)))
                .collect())
        })
    }

    fn set_settings<'a>(
        &'a self,
        guild: GuildId,
        settings: &'a GuildSettings,
        by: UserId,
        at: Timestamp,
    ) -> LeagueFuture<'a, ()> {
        self.now(move |s| {
            let detail = serde_json::to_string(settings)?;
            s.settings.insert(guild, settings.clone());
            s.add_action(guild, None, "settings", Some(detail), None, (by, at));
            Ok(())
        })
    }

    fn seasons(&self, guild: GuildId) -> LeagueFuture<'_, Vec<Season>> {
        self.now(move |s| Ok(s.seasons.get(&guild).cloned().unwrap_or_default()))
    }

    fn start_season<'a>(
        &'a self,
        guild: GuildId,
        name: &'a str,
        kind: Option<GameKind>,
        by: UserId,
        at: Timestamp,
    ) -> LeagueFuture<'a, i64> {
        self.now(move |s| {
            let seasons = s.seasons.entry(guild).or_default();
            if let Some(running) = seasons.iter().rfind(|s| s.ended_at.is_none()) {
                return Err(LeagueError::SeasonRunning(running.name.clone()));
            }
            let id = s.last_season.entry(guild).or_insert(0);
            *id += 1;
            let id = *id;
            seasons.push(Season {
                id,
                name: name.to_string(),
                kind,
                started_at: at,
                ended_at: None,
            });
            let detail =
                serde_json::json!({"season": id, "name": name, "game": kind.map(GameKind::name)});
            let detail = Some(detail.to_string());
            s.add_action(guild, None, "season_start", detail, None, (by, at));
            Ok(id)
        })
    }

    fn end_season<'a>(
        &'a self,
        guild: GuildId,
        season: &'a Season,
        by: UserId,
        at: Timestamp,
    ) -> LeagueFuture<'a, ()> {
        self.now(move |s| {
            let running = s
                .seasons
                .get_mut(&guild)
                .and_then(|all| all.iter_mut().find(|x| x.id == season.id))
                .filter(|x| x.ended_at.is_none())
                .ok_or(LeagueError::NoSeason)?;
            running.ended_at = Some(at);
            let detail = serde_json::json!({"season": season.id, "name": season.name});
            let detail = Some(detail.to_string());
            s.add_action(guild, None, "season_end", detail, None, (by, at));
            Ok(())
        })
    }

    fn amend<'a>(
        &'a self,
        guild: GuildId,
        result: &'a StoredResult,
        change: &'a Amendment,
        reason: &'a str,
        by: UserId,
        at: Timestamp,
    ) -> LeagueFuture<'a, ()> {
        self.now(move |s| {
            let version = s.version(guild);
            let row = s
                .results
                .iter_mut()
                .find(|r| r.result.id == result.id)
                .ok_or(LeagueError::AlreadyVoid(result.id))?;
            let (action, detail) = match change {
                Amendment::Void if row.result.void => {
                    return Err(LeagueError::AlreadyVoid(result.id));
                }
                Amendment::Void => {
                    row.result.void = true;
                    ("void", None)
                }
                Amendment::Correct(seats) => {
                    row.result.seats.clone_from(seats);
                    row.result.corrected = row.result.seats != row.derived;
                    ("correct", Some(serde_json::to_string(seats)?))
                }
            };
            s.add_action(guild, Some(result), action, detail, Some(reason), (by, at));
            // Every rating of the game after the result moves: its standings are recomputed.
            s.advance(guild, version, &[result.kind]);
            Ok(())
        })
    }

    fn actions(&self, guild: GuildId, limit: i64) -> LeagueFuture<'_, Vec<Action>> {
        self.now(move |s| {
            let limit = usize::try_from(limit).unwrap_or(0);
            Ok(s.actions
                .iter()
                .rev()
                .filter(|(g, _, _)| *g == guild)
                .take(limit)
                .map(|(_, _, a)| a.clone())
                .collect())
        })
    }
}
