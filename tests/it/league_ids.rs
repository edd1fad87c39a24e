//! League writes from many processes at once (PostgreSQL): six "processes" — six connection
//! pools on one database — each run a guild's league at the same moment: a season started,
//! results recorded as games end, settings changed, a result voided. Every write succeeds and
//! every id is unique (ids come from the database, not from `MAX(id) + 1`).

use crate::common::bots_play::play_to_end;
use crate::store_conformance::pg_db::with_pg;
use paiju::games::Options;
use paiju::games::any::GameKind;
use paiju::league::{Caller, GuildSettings, League, SqlLeagueStore};
use paiju::store::SqlStore;
use paiju::table::{
    ChannelId, Command, Ctx, GuildId, Table, TableHeader, TableId, TableRecord, Timestamp, UserId,
};

const PROCESSES: u64 = 6;
const GAMES: u64 = 8;

fn ctx(user: u64, now: i64) -> Ctx {
    Ctx {
        user: UserId(user),
        name: format!("p{user}"),
        now: Timestamp(now),
        key: None,
        moderator: false,
        entropy: 5 + u64::try_from(now).unwrap(),
    }
}

/// A Dou Dizhu table of `guild` played to its end by three people (moves a bot would make).
pub(crate) fn played(id: u64, guild: GuildId) -> TableRecord {
    let header = TableHeader {
        id: TableId(id),
        channel: ChannelId(id),
        guild: Some(guild),
        kind: GameKind::Doudizhu,
        options: Options::new(),
        creator: UserId(1),
        created_at: Timestamp(10),
    };
    let mut t = Table::open(header.clone()).unwrap();
    let mut entries = Vec::new();
    for u in 1..=3 {
        entries.extend(t.handle(&ctx(u, 11), Command::Join).unwrap().entries);
    }
    let start = Command::Start { deal: None };
    let seed = i64::try_from(id).unwrap();
    entries.extend(t.handle(&ctx(1, 12 + seed), start).unwrap().entries);
    let mut now = 1000 * seed;
    entries.extend(play_to_end(&mut t, &mut now, ctx));
    TableRecord { header, entries }
}

async fn one_process(url: String, guild: GuildId, records: Vec<TableRecord>) -> Vec<i64> {
    let store = SqlStore::connect(&url).await.unwrap();
    let league = League::new(SqlLeagueStore::new(&store));
    let admin = Caller {
        user: UserId(9),
        admin: true,
        roles: Vec::new(),
    };
    let season = league
        .start_season(guild, &admin, "Spring", None, Timestamp(1))
        .await
        .expect("the season starts");
    assert_eq!(season.id, 1, "season ids count within their guild");
    for (i, r) in records.iter().enumerate() {
        assert_eq!(league.record(r).await.expect("the result is recorded"), 1);
        let settings = GuildSettings {
            table_options: Some(format!("turn_timeout={}h", i + 1)),
            ..GuildSettings::default()
        };
        league
            .set_settings(guild, &admin, &settings, Timestamp(20))
            .await
            .expect("the settings are saved");
    }
    let ids: Vec<i64> = league
        .results(guild, None)
        .await
        .unwrap()
        .iter()
        .map(|r| r.id)
        .collect();
    league
        .void(guild, &admin, ids[0], "test", Timestamp(30))
        .await
        .expect("the void is kept");
    store.shutdown().await;
    ids
}

async fn many_processes(url: String) {
    let mut tasks = Vec::new();
    for p in 0..PROCESSES {
        let guild = GuildId((p + 1) << 22);
        let records: Vec<TableRecord> =
            (0..GAMES).map(|g| played(p * 100 + g + 1, guild)).collect();
        tasks.push(tokio::spawn(one_process(url.clone(), guild, records)));
    }
    let mut all = Vec::new();
    for t in tasks {
        all.extend(t.await.unwrap());
    }
    let count = all.len();
    all.sort_unstable();
    all.dedup();
    assert_eq!(all.len(), count, "result ids are unique");
    assert_eq!(count, usize::try_from(PROCESSES * GAMES).unwrap());

    let store = SqlStore::connect(&url).await.unwrap();
    let league = League::new(SqlLeagueStore::new(&store));
    let mut actions = Vec::new();
    for p in 0..PROCESSES {
        let guild = GuildId((p + 1) << 22);
        let mine = league.actions(guild, 100).await.unwrap();
        assert_eq!(mine.len(), usize::try_from(GAMES + 2).unwrap(), "{mine:#?}");
        actions.extend(mine.iter().map(|a| a.id));
    }
    let count = actions.len();
    actions.sort_unstable();
    actions.dedup();
    assert_eq!(actions.len(), count, "action ids are unique");
    store.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn six_processes_recording_results_and_admin_actions_at_once_on_postgres_never_collide() {
    with_pg("league_ids", many_processes).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn league_ids_on_sqlite_continue_after_the_rows_already_stored() {
    let dir = tempfile::tempdir().unwrap();
    let url = format!("sqlite://{}/paiju.db", dir.path().display());
    let ids = one_process(
        url.clone(),
        GuildId(1 << 22),
        vec![played(1, GuildId(1 << 22))],
    )
    .await;
    assert_eq!(ids, vec![1]);
    let more = one_process(url, GuildId(2 << 22), vec![played(2, GuildId(2 << 22))]).await;
    assert_eq!(more, vec![2], "ids go on across guilds and restarts");
}
