//! Damaged log rows at recovery, on SQLite: garbage JSON in an entry's op, a truncated header,
//! a missing seq, a seq that is not a number, an entry that no longer applies. Each damaged
//! table is quarantined — named in the log with its id, channel and what is wrong, not loaded,
//! its channel refused with a clear message in the user's language — while every other table
//! loads and plays on.

use crate::support::{CHANNEL, Harness, Player, Where};
use paiju::games::Options;
use paiju::games::any::GameKind;
use paiju::i18n::Locale;
use paiju::render::RenderCtx;
use paiju::store::SqlStore;
use paiju::table::registry::Registry;
use paiju::table::{
    ChannelId, Command, Ctx, GuildId, ManualClock, Status, TableError, TableId, TableOp, Timestamp,
    UserId,
};
use serde_json::json;
use std::io::Write;
use std::sync::{Arc, Mutex};

const ANN: UserId = UserId(101);

fn ctx(key: &str) -> Ctx {
    Ctx {
        user: ANN,
        name: "Ann".into(),
        now: Timestamp(1_700_000_000_000),
        key: Some(key.into()),
        moderator: false,
        entropy: 99,
    }
}

/// The channels: two healthy tables and one per kind of damage.
const HEALTHY: [u64; 2] = [CHANNEL, CHANNEL + 6];
const BAD_OP: u64 = CHANNEL + 1;
const BAD_HEADER: u64 = CHANNEL + 2;
const MISSING_SEQ: u64 = CHANNEL + 3;
const TEXT_SEQ: u64 = CHANNEL + 4;
const NO_LONGER_APPLIES: u64 = CHANNEL + 5;
const DAMAGED: [u64; 5] = [BAD_OP, BAD_HEADER, MISSING_SEQ, TEXT_SEQ, NO_LONGER_APPLIES];

/// A database with seven Dou Dizhu tables in play (Ann and two bots), five of them then
/// damaged directly with SQL. Returns the store's URL and each table's id by channel.
async fn damaged_database(dir: &std::path::Path) -> (String, Vec<(u64, TableId)>) {
    let url = format!("sqlite://{}/paiju.db", dir.display());
    let store = SqlStore::connect(&url).await.unwrap();
    let registry = Registry::new(
        store.clone(),
        Arc::new(ManualClock::new(Timestamp(1_700_000_000_000))),
    );
    let mut ids = Vec::new();
    for channel in HEALTHY.into_iter().chain(DAMAGED) {
        let c = ChannelId(channel);
        let (table, _) = registry
            .open(
                c,
                Some(GuildId(crate::support::GUILD)),
                GameKind::Doudizhu,
                Options::new(),
                &ctx(&format!("open-{channel}")),
            )
            .await
            .unwrap();
        ids.push((channel, table.lock().await.id()));
        for (i, cmd) in [
            Command::add_bot(),
            Command::add_bot(),
            Command::Start { deal: None },
        ]
        .into_iter()
        .enumerate()
        {
            registry
                .execute(c, &ctx(&format!("{channel}-{i}")), cmd)
                .await
                .unwrap();
        }
    }
    let id = |channel: u64| ids.iter().find(|(c, _)| *c == channel).unwrap().1.0;
    let db = |id: u64| id.cast_signed();
    let pool = store.pool();
    let again = serde_json::to_string(&TableOp::Join {
        user: ANN,
        name: "Ann".into(),
    })
    .unwrap();
    for (sql, table) in [
        (
            "UPDATE entries SET op = '{\"garbage' WHERE table_id = $1 AND seq = 2 AND $2 = $2",
            id(BAD_OP),
        ),
        (
            "UPDATE tables SET header = substr(header, 1, 30) WHERE id = $1 AND $2 = $2",
            id(BAD_HEADER),
        ),
        (
            "DELETE FROM entries WHERE table_id = $1 AND seq = 1 AND $2 = $2",
            id(MISSING_SEQ),
        ),
        (
            "UPDATE entries SET seq = 'three' WHERE table_id = $1 AND seq = 3 AND $2 = $2",
            id(TEXT_SEQ),
        ),
        (
            // Ann sits down a second time: valid JSON, but the table refuses it.
            "UPDATE entries SET op = $2 WHERE table_id = $1 AND seq = 1",
            id(NO_LONGER_APPLIES),
        ),
    ] {
        let done = sqlx::query(sql)
            .bind(db(table))
            .bind(again.clone())
            .execute(pool)
            .await
            .unwrap();
        assert_eq!(done.rows_affected(), 1, "{sql}");
    }
    store.shutdown().await;
    (url, ids)
}

/// A log writer for the test's own thread.
#[derive(Clone, Default)]
struct Captured(Arc<Mutex<Vec<u8>>>);

impl Write for Captured {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        self.0.lock().unwrap().extend_from_slice(buf);
        Ok(buf.len())
    }
    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

#[tokio::test]
async fn damaged_tables_are_quarantined_with_a_clear_log_line_and_the_rest_play_on() {
    let dir = tempfile::tempdir().unwrap();
    let (url, ids) = damaged_database(dir.path()).await;

    let logs = Captured::default();
    let writer = logs.clone();
    let subscriber = tracing_subscriber::fmt()
        .with_writer(move || writer.clone())
        .with_ansi(false)
        .finish();
    let _guard = tracing::subscriber::set_default(subscriber);

    let store = SqlStore::connect(&url).await.unwrap();
    let registry = Registry::new(
        store.clone(),
        Arc::new(ManualClock::new(Timestamp(1_700_000_000_000))),
    );
    assert_eq!(registry.recover().await.unwrap(), HEALTHY.len());

    // Each damaged table: quarantined, with what was wrong, and named in the log.
    let mut quarantined = registry.quarantined();
    quarantined.sort_by_key(|q| q.channel);
    assert_eq!(
        quarantined.iter().map(|q| q.channel.0).collect::<Vec<_>>(),
        DAMAGED.to_vec()
    );
    let log = String::from_utf8(logs.0.lock().unwrap().clone()).unwrap();
    for (q, says) in quarantined.iter().zip([
        "entry 2, op",
        "the header",
        "entry 1 is missing",
        "seq",
        "entry 1 no longer applies",
    ]) {
        let (_, id) = ids.iter().find(|(c, _)| *c == q.channel.0).unwrap();
        assert_eq!(q.table, *id);
        assert!(q.reason.contains(says), "{q:?} should say {says:?}");
        assert!(
            log.lines().any(|l| l.contains("quarantined")
                && l.contains(&format!("table={id}"))
                && l.contains(&format!("channel={}", q.channel))
                && l.contains(says)),
            "no log line names {q:?}:\n{log}"
        );
    }
    assert!(log.contains("quarantined=5"), "{log}");

    // Not loaded: every question about those channels is refused as damaged, even opening a
    // new table there.
    assert_eq!(registry.loaded(), HEALTHY.len());
    for channel in DAMAGED {
        let c = ChannelId(channel);
        let e = registry.table(c).await.expect_err("refused");
        assert_eq!(e.table_error(), Some(&TableError::Damaged), "{e}");
        let e = registry
            .execute(c, &ctx("late"), Command::Leave)
            .await
            .expect_err("refused");
        assert_eq!(e.table_error(), Some(&TableError::Damaged), "{e}");
        let e = registry
            .open(c, None, GameKind::Chicago, Options::new(), &ctx("reopen"))
            .await
            .expect_err("refused");
        assert_eq!(e.table_error(), Some(&TableError::Damaged), "{e}");
    }
    assert!(registry.tables_of(ANN).await.len() == HEALTHY.len());

    // The healthy tables play on: Ann makes her move at each.
    for channel in HEALTHY {
        let c = ChannelId(channel);
        let (before, text) = {
            let t = registry.table(c).await.unwrap().unwrap();
            let t = t.lock().await;
            assert_eq!(t.status(), Status::Playing);
            let seat = t.seat_of(ANN).unwrap();
            let action = t.game().unwrap().bot_action(seat).unwrap();
            (t.next_seq(), action.command_text())
        };
        let done = registry
            .execute(c, &ctx(&format!("move-{channel}")), Command::Typed { text })
            .await
            .unwrap();
        assert!(done.table().next_seq() > before);
    }
    drop(_guard);
    store.shutdown().await;
}

/// Without a recovery at start (a table loaded on demand), a damaged table is quarantined the
/// first time its channel is asked about, and the store's batch read names it too.
#[tokio::test]
async fn a_damaged_table_loaded_on_demand_is_quarantined_on_first_use() {
    let dir = tempfile::tempdir().unwrap();
    let (url, _) = damaged_database(dir.path()).await;
    let store = SqlStore::connect(&url).await.unwrap();
    let registry = Registry::new(
        store.clone(),
        Arc::new(ManualClock::new(Timestamp(1_700_000_000_000))),
    );
    for channel in DAMAGED {
        let e = registry
            .table(ChannelId(channel))
            .await
            .expect_err("refused");
        assert_eq!(e.table_error(), Some(&TableError::Damaged), "{e}");
    }
    assert_eq!(registry.quarantined().len(), DAMAGED.len());
    for channel in HEALTHY {
        assert!(registry.table(ChannelId(channel)).await.unwrap().is_some());
    }
    // The whole batch as one: refused, saying which table.
    use paiju::table::store::Store;
    let e = store.open_tables().await.expect_err("a damaged batch");
    assert!(e.to_string().contains("cannot be read"), "{e}");
    store.shutdown().await;
}

/// The refusal in each language says the table is damaged, not that there is none.
#[test]
fn the_damaged_table_refusal_is_localized() {
    for (tag, want) in [
        ("en-US", "could not be restored"),
        ("zh-CN", "损坏"),
        ("ja", "壊れ"),
    ] {
        let text = paiju::render::errors::table_error(
            &TableError::Damaged,
            &RenderCtx {
                locale: Locale::from_tag(tag),
                names: &[],
            },
        );
        assert!(text.contains(want), "{tag}: {text}");
    }
}

/// On Discord: after a restart over the damaged database, `/table status`, `/hand` and
/// `/table new` in a damaged channel are refused as damaged, in the user's language; a healthy
/// channel answers.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_bot_refuses_a_quarantined_channel_in_the_user_s_language() {
    let dir = tempfile::tempdir().unwrap();
    let (url, _) = damaged_database(dir.path()).await;
    let store = SqlStore::connect(&url).await.unwrap();
    let h = Harness::start_with(store.clone(), 7).await;
    for (locale, says) in [
        ("en-US", "could not be restored"),
        ("zh-CN", "损坏"),
        ("ja", "壊れ"),
    ] {
        let mut p = Player::new(104, "Dave");
        p.locale = locale;
        for channel in [BAD_OP, NO_LONGER_APPLIES] {
            let a = h.table(&p, channel, "status", json!([])).await;
            crate::support::refused(&a, says);
            let a = h
                .slash(&p, Where::Channel(channel), "hand", json!([]))
                .await;
            crate::support::refused(&a, says);
            let a = h
                .table(
                    &p,
                    channel,
                    "new",
                    json!([{"type": 3, "name": "game", "value": "chicago"}]),
                )
                .await;
            crate::support::refused(&a, says);
        }
    }
    let ann = Player::new(ANN.0, "Ann");
    let a = h.table(&ann, CHANNEL, "status", json!([])).await;
    assert!(a.content.contains("Dou Dizhu"), "{a:?}");
    h.shutdown().await;
    store.shutdown().await;
}
