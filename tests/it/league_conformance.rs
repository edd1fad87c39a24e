//! The `LeagueStore` contract, one suite for every backend: each test below runs the league
//! over `MemoryLeagueStore`, and over `SqlLeagueStore` on SQLite in memory (no table logs, as
//! `paiju stdio` without a database), on SQLite in a temporary folder, and on PostgreSQL in a
//! schema of its own when `TEST_DATABASE_URL` is set (without it the PostgreSQL tests say they
//! were skipped, and pass). Ratings are compared exactly (`==` on floats) with rating every result from scratch.

use crate::league_ids::played;
use crate::store_conformance::{pg_db, sqlite_db};
use paiju::games::any::GameKind;
use paiju::league::{
    Caller, GuildSettings, League, LeagueError, MemoryLeagueStore, Scope, SqlLeagueStore,
    StoredResult, rating,
};
use paiju::store::SqlStore;
use paiju::table::store::Store;
use paiju::table::{GuildId, TableRecord, Timestamp, UserId};

const GUILD: GuildId = GuildId(7 << 22);
const OTHER: GuildId = GuildId(8 << 22);

/// A league under test, and the table store beside it when the backend reads table logs.
pub(crate) struct Backend {
    league: League,
    tables: Option<SqlStore>,
}

fn admin() -> Caller {
    Caller {
        user: UserId(9),
        admin: true,
        roles: Vec::new(),
    }
}

fn member(user: u64, roles: &[u64]) -> Caller {
    Caller {
        user: UserId(user),
        admin: false,
        roles: roles.to_vec(),
    }
}

type Row = (UserId, f64, f64, u32, u32);

/// Everyone's ratings of the guild's Dou Dizhu results in `scope`, rated from scratch.
fn from_scratch(results: &[StoredResult], scope: Scope) -> Vec<Row> {
    let counted = results
        .iter()
        .filter(|r| r.counts())
        .filter(|r| match scope {
            Scope::Season(id) => r.season == Some(id),
            Scope::AllTime => true,
        })
        .map(|r| r.seats.as_slice());
    rating::ordered(&rating::rate(counted))
        .into_iter()
        .map(|(u, r)| (u, r.mu, r.sigma, r.games, r.wins))
        .collect()
}

async fn standings(league: &League, scope: Scope) -> Vec<Row> {
    league
        .standings(GUILD, GameKind::Doudizhu, scope)
        .await
        .unwrap()
        .iter()
        .map(|s| (s.user, s.mu, s.sigma, s.games, s.wins))
        .collect()
}

async fn assert_standings_exact(league: &League, scopes: &[Scope], when: &str) {
    let results = league
        .results(GUILD, Some(GameKind::Doudizhu))
        .await
        .unwrap();
    for scope in scopes {
        assert_eq!(
            standings(league, *scope).await,
            from_scratch(&results, *scope),
            "{when}, {scope:?}"
        );
    }
}

// ---------------------------------------------------------------------------------------------
// The contract

pub(crate) async fn recording_a_table_twice_stores_its_results_once(b: Backend) {
    let league = b.league;
    let table = played(1, GUILD);
    assert_eq!(league.record(&table).await.unwrap(), 1);
    assert_eq!(league.record(&table).await.unwrap(), 0, "derived twice");
    let results = league.results(GUILD, None).await.unwrap();
    assert_eq!(results.len(), 1);
    let r = &results[0];
    assert_eq!(
        (r.table, r.game_no, r.kind),
        (table.header.id, 1, GameKind::Doudizhu)
    );
    assert_eq!(league.result(GUILD, r.id).await.unwrap().as_ref(), Some(r));
    assert_eq!(
        league.result(OTHER, r.id).await.unwrap(),
        None,
        "another guild's"
    );
    assert!(league.results(OTHER, None).await.unwrap().is_empty());
    assert!(
        league
            .results(GUILD, Some(GameKind::Chicago))
            .await
            .unwrap()
            .is_empty()
    );
    // No season ran: kept, and rated by nothing.
    assert!(!r.counts());
    let mut headless = played(2, GUILD);
    headless.header.guild = None;
    assert_eq!(
        league.record(&headless).await.unwrap(),
        0,
        "not a guild's table"
    );
}

pub(crate) async fn standings_kept_as_results_arrive_equal_rating_every_result_from_scratch(
    b: Backend,
) {
    let league = b.league;
    let season = league
        .start_season(GUILD, &admin(), "Spring", None, Timestamp(1))
        .await
        .unwrap();
    let scopes = [Scope::AllTime, Scope::Season(season.id)];
    assert_standings_exact(&league, &scopes, "before any result").await;
    // In the order the games ended (moved in place), then one that ended before the last
    // (recomputed), then a void and a correction (recomputed).
    for table in [1, 2, 3, 5] {
        assert_eq!(league.record(&played(table, GUILD)).await.unwrap(), 1);
        assert_standings_exact(&league, &scopes, &format!("after table {table}")).await;
    }
    assert_eq!(league.record(&played(4, GUILD)).await.unwrap(), 1);
    assert_standings_exact(&league, &scopes, "after a result out of order").await;
    let ids: Vec<i64> = league
        .results(GUILD, None)
        .await
        .unwrap()
        .iter()
        .map(|r| r.id)
        .collect();
    assert_eq!(ids.len(), 5);
    league
        .void(GUILD, &admin(), ids[1], "misdeal", Timestamp(50))
        .await
        .unwrap();
    assert_standings_exact(&league, &scopes, "after a void").await;
    let third = league.result(GUILD, ids[2]).await.unwrap().unwrap();
    let flipped: Vec<i64> = third.seats.iter().map(|s| -s.score).collect();
    league
        .correct(GUILD, &admin(), ids[2], &flipped, "swapped", Timestamp(51))
        .await
        .unwrap();
    assert_standings_exact(&league, &scopes, "after a correction").await;
    // Another guild's results move none of these.
    assert_eq!(league.record(&played(6, OTHER)).await.unwrap(), 1);
    assert_standings_exact(&league, &scopes, "after another guild's result").await;
    let card = league
        .player(GUILD, GameKind::Doudizhu, Scope::AllTime, UserId(1), None)
        .await
        .unwrap();
    assert_eq!(card.place.is_some(), card.rating.games > 0);
    assert_eq!(
        card.recent.len(),
        5,
        "every result of the player, void or not"
    );
}

pub(crate) async fn one_season_runs_at_a_time_and_ends_once(b: Backend) {
    let league = b.league;
    assert!(league.seasons(GUILD).await.unwrap().is_empty());
    assert_eq!(
        league
            .end_season(GUILD, &admin(), Timestamp(1))
            .await
            .unwrap_err(),
        LeagueError::NoSeason
    );
    let spring = league
        .start_season(
            GUILD,
            &admin(),
            "Spring",
            Some(GameKind::Doudizhu),
            Timestamp(5),
        )
        .await
        .unwrap();
    assert_eq!(spring.id, 1);
    assert_eq!(
        league
            .start_season(GUILD, &admin(), "Again", None, Timestamp(6))
            .await,
        Err(LeagueError::SeasonRunning("Spring".into()))
    );
    // Seasons count within their guild.
    let elsewhere = league
        .start_season(OTHER, &admin(), "Elsewhere", None, Timestamp(6))
        .await
        .unwrap();
    assert_eq!(elsewhere.id, 1);
    // Rated: a Dou Dizhu table opened while it runs; not a Chicago one, nor one before it.
    let mut header = played(1, GUILD).header;
    header.created_at = Timestamp(7);
    assert!(league.rates(&header).await.unwrap());
    header.kind = GameKind::Chicago;
    assert!(!league.rates(&header).await.unwrap());
    header.kind = GameKind::Doudizhu;
    header.created_at = Timestamp(4);
    assert!(!league.rates(&header).await.unwrap());
    let ended = league
        .end_season(GUILD, &admin(), Timestamp(20))
        .await
        .unwrap();
    assert_eq!(ended.ended_at, Some(Timestamp(20)));
    assert_eq!(
        league.end_season(GUILD, &admin(), Timestamp(21)).await,
        Err(LeagueError::NoSeason)
    );
    header.created_at = Timestamp(20);
    assert!(!league.rates(&header).await.unwrap(), "it has ended");
    let summer = league
        .start_season(GUILD, &admin(), "Summer", None, Timestamp(30))
        .await
        .unwrap();
    assert_eq!(summer.id, 2);
    let seasons = league.seasons(GUILD).await.unwrap();
    assert_eq!(seasons, vec![ended, summer.clone()]);
    assert_eq!(league.active_season(GUILD).await.unwrap(), Some(summer));
    assert_eq!(
        league.resolve_scope(GUILD, Some("spring")).await.unwrap(),
        Scope::Season(1)
    );
}

pub(crate) async fn voids_and_corrections_are_kept_as_actions_and_refused_twice(b: Backend) {
    let league = b.league;
    league
        .start_season(GUILD, &admin(), "Spring", None, Timestamp(1))
        .await
        .unwrap();
    league.record(&played(1, GUILD)).await.unwrap();
    let id = league.results(GUILD, None).await.unwrap()[0].id;
    assert_eq!(
        league
            .void(GUILD, &member(2, &[]), id, "no", Timestamp(2))
            .await,
        Err(LeagueError::NotAdmin)
    );
    assert_eq!(
        league.void(GUILD, &admin(), id, "  ", Timestamp(2)).await,
        Err(LeagueError::NoReason)
    );
    assert_eq!(
        league
            .void(GUILD, &admin(), id + 100, "x", Timestamp(2))
            .await,
        Err(LeagueError::NoResult(id + 100))
    );
    assert_eq!(
        league.void(OTHER, &admin(), id, "x", Timestamp(2)).await,
        Err(LeagueError::NoResult(id)),
        "another guild's result"
    );
    let before = league.result(GUILD, id).await.unwrap().unwrap();
    assert_eq!(
        league
            .correct(GUILD, &admin(), id, &[1], "short", Timestamp(3))
            .await,
        Err(LeagueError::BadScores {
            expected: before.seats.len()
        })
    );
    let scores: Vec<i64> = before.seats.iter().map(|s| s.score * 2).collect();
    league
        .correct(GUILD, &admin(), id, &scores, "doubled", Timestamp(4))
        .await
        .unwrap();
    let corrected = league.result(GUILD, id).await.unwrap().unwrap();
    assert!(corrected.corrected && !corrected.void);
    let got: Vec<i64> = corrected.seats.iter().map(|s| s.score).collect();
    assert_eq!(got, scores);
    league
        .void(GUILD, &admin(), id, "misdeal", Timestamp(5))
        .await
        .unwrap();
    assert!(league.result(GUILD, id).await.unwrap().unwrap().void);
    assert_eq!(
        league
            .void(GUILD, &admin(), id, "again", Timestamp(6))
            .await,
        Err(LeagueError::AlreadyVoid(id))
    );
    let history = league.actions(GUILD, 10).await.unwrap();
    let kinds: Vec<(&str, Option<i64>, Option<&str>)> = history
        .iter()
        .map(|a| (a.action.as_str(), a.result, a.reason.as_deref()))
        .collect();
    assert_eq!(
        kinds,
        vec![
            ("void", Some(id), Some("misdeal")),
            ("correct", Some(id), Some("doubled")),
            ("season_start", None, None),
        ]
    );
    assert_eq!((history[0].by, history[0].at), (UserId(9), Timestamp(5)));
    assert_eq!(league.actions(GUILD, 1).await.unwrap().len(), 1);
    assert!(league.actions(OTHER, 10).await.unwrap().is_empty());
}

pub(crate) async fn settings_are_kept_whole_and_name_the_admin_role(b: Backend) {
    let league = b.league;
    assert_eq!(
        league.settings(GUILD).await.unwrap(),
        GuildSettings::default()
    );
    let settings = GuildSettings {
        admin_role: Some(u64::MAX - 3),
        table_options: Some("turn_timeout=2h".into()),
        locale: Some("zh-CN".into()),
    };
    assert_eq!(
        league
            .set_settings(GUILD, &member(2, &[]), &settings, Timestamp(1))
            .await,
        Err(LeagueError::NotAdmin)
    );
    league
        .set_settings(GUILD, &admin(), &settings, Timestamp(1))
        .await
        .unwrap();
    assert_eq!(league.settings(GUILD).await.unwrap(), settings);
    assert_eq!(
        league.settings(OTHER).await.unwrap(),
        GuildSettings::default()
    );
    let role_holder = member(2, &[u64::MAX - 3]);
    assert!(league.is_admin(GUILD, &role_holder).await.unwrap());
    assert!(!league.is_admin(OTHER, &role_holder).await.unwrap());
    assert_eq!(
        league.language_overrides().await.unwrap(),
        vec![(GUILD, "zh-CN".to_string())]
    );
    // Kept whole: what the new settings leave out is gone.
    let fewer = GuildSettings {
        table_options: Some("hints=off".into()),
        ..GuildSettings::default()
    };
    league
        .set_settings(GUILD, &role_holder, &fewer, Timestamp(2))
        .await
        .unwrap();
    assert_eq!(league.settings(GUILD).await.unwrap(), fewer);
    assert!(league.language_overrides().await.unwrap().is_empty());
    let history = league.actions(GUILD, 10).await.unwrap();
    assert_eq!(history.len(), 2);
    assert_eq!(history[0].by, UserId(2));
}

pub(crate) async fn the_game_rated_most_is_the_one_standings_show(b: Backend) {
    let league = b.league;
    assert_eq!(
        league.resolve_game(GUILD, None, Scope::AllTime).await,
        Ok(None),
        "nothing rated yet"
    );
    league
        .start_season(GUILD, &admin(), "Spring", None, Timestamp(1))
        .await
        .unwrap();
    league.record(&played(1, GUILD)).await.unwrap();
    assert_eq!(
        league.resolve_game(GUILD, None, Scope::AllTime).await,
        Ok(Some(GameKind::Doudizhu))
    );
    assert_eq!(
        league
            .resolve_game(GUILD, Some("chicago"), Scope::AllTime)
            .await,
        Ok(Some(GameKind::Chicago))
    );
    assert_eq!(
        league.resolve_game(OTHER, None, Scope::AllTime).await,
        Ok(None)
    );
}

/// Catching up and rebuilding read the tables' logs: a backend without them has nothing to
/// derive; one with them derives every game once, and a rebuild gives the same results back
/// with the admins' changes re-applied.
pub(crate) async fn results_are_derived_from_the_table_logs_and_a_rebuild_gives_them_back(
    b: Backend,
) {
    let league = b.league;
    league
        .start_season(GUILD, &admin(), "Spring", None, Timestamp(1))
        .await
        .unwrap();
    let Some(tables) = b.tables else {
        assert_eq!(league.catch_up(GUILD).await.unwrap(), 0);
        assert_eq!(league.catch_up_all().await.unwrap(), 0);
        assert_eq!(league.rebuild().await.unwrap(), 0);
        return;
    };
    let logs: Vec<TableRecord> = (1..=4)
        .map(|t| played(t, if t == 4 { OTHER } else { GUILD }))
        .collect();
    for r in &logs {
        tables.create(&r.header, &r.entries).await.unwrap();
    }
    assert_eq!(league.catch_up(GUILD).await.unwrap(), 3);
    assert_eq!(league.catch_up(GUILD).await.unwrap(), 0, "derived once");
    assert_eq!(league.catch_up_all().await.unwrap(), 1, "the other guild's");
    let ids: Vec<i64> = league
        .results(GUILD, None)
        .await
        .unwrap()
        .iter()
        .map(|r| r.id)
        .collect();
    league
        .void(GUILD, &admin(), ids[0], "misdeal", Timestamp(60))
        .await
        .unwrap();
    let scores: Vec<i64> = league.results(GUILD, None).await.unwrap()[1]
        .seats
        .iter()
        .map(|s| -s.score)
        .collect();
    league
        .correct(GUILD, &admin(), ids[1], &scores, "swapped", Timestamp(61))
        .await
        .unwrap();
    let scopes = [Scope::AllTime, Scope::Season(1)];
    assert_standings_exact(&league, &scopes, "before the rebuild").await;
    let before = (
        league.results(GUILD, None).await.unwrap(),
        league.results(OTHER, None).await.unwrap(),
    );
    let kept = standings(&league, Scope::AllTime).await;
    assert_eq!(league.rebuild().await.unwrap(), 4);
    let after = (
        league.results(GUILD, None).await.unwrap(),
        league.results(OTHER, None).await.unwrap(),
    );
    assert_eq!(after, before);
    assert_eq!(standings(&league, Scope::AllTime).await, kept);
    assert_standings_exact(&league, &scopes, "after the rebuild").await;
    assert_eq!(league.catch_up_all().await.unwrap(), 0, "nothing behind");
}

// ---------------------------------------------------------------------------------------------
// Backends

macro_rules! conformance {
    ($($test:ident),* $(,)?) => {
        mod memory {
            use super::*;
            $(
                #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
                async fn $test() {
                    let league = League::new(MemoryLeagueStore::new());
                    super::$test(Backend { league, tables: None }).await;
                }
            )*
        }

        mod sqlite_memory {
            use super::*;
            $(
                #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
                async fn $test() {
                    let league = League::new(SqlLeagueStore::memory().await.unwrap());
                    super::$test(Backend { league, tables: None }).await;
                }
            )*
        }

        mod sqlite {
            use super::*;
            $(
                #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
                async fn $test() {
                    let db = sqlite_db::SqliteDb::new();
                    let store = SqlStore::connect(&db.url).await.unwrap();
                    let league = League::new(SqlLeagueStore::new(&store));
                    super::$test(Backend { league, tables: Some(store.clone()) }).await;
                    store.shutdown().await;
                }
            )*
        }

        mod postgres {
            use super::*;
            $(
                #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
                async fn $test() {
                    pg_db::with_pg(stringify!($test), |url| async move {
                        let store = SqlStore::connect(&url).await.unwrap();
                        let league = League::new(SqlLeagueStore::new(&store));
                        super::$test(Backend { league, tables: Some(store.clone()) }).await;
                        store.shutdown().await;
                    })
                    .await;
                }
            )*
        }
    };
}

conformance!(
    recording_a_table_twice_stores_its_results_once,
    standings_kept_as_results_arrive_equal_rating_every_result_from_scratch,
    one_season_runs_at_a_time_and_ends_once,
    voids_and_corrections_are_kept_as_actions_and_refused_twice,
    settings_are_kept_whole_and_name_the_admin_role,
    the_game_rated_most_is_the_one_standings_show,
    results_are_derived_from_the_table_logs_and_a_rebuild_gives_them_back,
);
