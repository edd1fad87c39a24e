//! Standings kept in place: each result that ends after the others moves its players' stored
//! rows in the transaction that records it, and what `/league standings` then reads is exactly
//! what rating every result from scratch gives; a void makes the game's standings stale, and
//! they are recomputed. On SQLite, and on PostgreSQL when `TEST_DATABASE_URL` is set.

use crate::league_ids::played;
use crate::store_conformance::pg_db::with_pg;
use paiju::games::any::GameKind;
use paiju::league::{Caller, League, Scope, SqlLeagueStore, rating};
use paiju::store::SqlStore;
use paiju::table::{GuildId, Timestamp, UserId};
use sqlx::Row;

const GUILD: GuildId = GuildId(5 << 22);

async fn snapshot_is_current(store: &SqlStore, scope: i64) -> bool {
    let row = sqlx::query(
        "SELECT s.version = v.version FROM league_snapshots s JOIN league_versions v \
         ON v.guild = s.guild WHERE s.guild = $1 AND s.kind = 'doudizhu' AND s.scope = $2",
    )
    .bind(i64::try_from(GUILD.0).unwrap())
    .bind(scope)
    .fetch_one(store.pool())
    .await
    .unwrap();
    row.try_get::<bool, _>(0)
        .or_else(|_| row.try_get::<i64, _>(0).map(|v| v != 0))
        .unwrap()
}

async fn from_scratch(league: &League) -> Vec<(UserId, f64, u32, u32)> {
    let results = league
        .results(GUILD, Some(GameKind::Doudizhu))
        .await
        .unwrap();
    let counted = results
        .iter()
        .filter(|r| r.counts())
        .map(|r| r.seats.as_slice());
    rating::ordered(&rating::rate(counted))
        .into_iter()
        .map(|(u, r)| (u, r.mu, r.games, r.wins))
        .collect()
}

async fn standings_in_place(url: String) {
    let store = SqlStore::connect(&url).await.unwrap();
    let league = League::new(SqlLeagueStore::new(&store));
    let admin = Caller {
        user: UserId(9),
        admin: true,
        roles: Vec::new(),
    };
    let season = league
        .start_season(GUILD, &admin, "Spring", None, Timestamp(1))
        .await
        .unwrap();
    for scope in [Scope::AllTime, Scope::Season(season.id)] {
        assert!(
            league
                .standings(GUILD, GameKind::Doudizhu, scope)
                .await
                .unwrap()
                .is_empty()
        );
    }
    for table in 1..=6 {
        assert_eq!(league.record(&played(table, GUILD)).await.unwrap(), 1);
        assert!(
            snapshot_is_current(&store, 0).await && snapshot_is_current(&store, season.id).await,
            "a result that ended last keeps the standings current"
        );
        for scope in [Scope::AllTime, Scope::Season(season.id)] {
            let kept: Vec<(UserId, f64, u32, u32)> = league
                .standings(GUILD, GameKind::Doudizhu, scope)
                .await
                .unwrap()
                .iter()
                .map(|s| (s.user, s.mu, s.games, s.wins))
                .collect();
            assert_eq!(kept, from_scratch(&league).await, "after table {table}");
        }
    }
    let first = league.results(GUILD, None).await.unwrap()[0].id;
    league
        .void(GUILD, &admin, first, "misdeal", Timestamp(50))
        .await
        .unwrap();
    assert!(!snapshot_is_current(&store, 0).await, "a void recomputes");
    let kept: Vec<(UserId, f64, u32, u32)> = league
        .standings(GUILD, GameKind::Doudizhu, Scope::AllTime)
        .await
        .unwrap()
        .iter()
        .map(|s| (s.user, s.mu, s.games, s.wins))
        .collect();
    assert_eq!(kept, from_scratch(&league).await);
    store.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn standings_moved_in_place_as_games_end_equal_rating_every_result_from_scratch() {
    let dir = tempfile::tempdir().unwrap();
    standings_in_place(format!("sqlite://{}/paiju.db", dir.path().display())).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn standings_moved_in_place_on_postgres_equal_rating_every_result_from_scratch() {
    with_pg("league_standings", standings_in_place).await;
}
