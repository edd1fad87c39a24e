//! Tables played over hours and days: 幺地人 claim windows follow the table's pace and never
//! forfeit a match, the safe automatic answer never throws away a win, and all of it survives
//! a restart mid-window (a registry with a manual clock over one store).

use paiju::games::Options;
use paiju::games::any::GameKind;
use paiju::table::registry::Registry;
use paiju::table::store::{MemoryStore, Store};
use paiju::table::{
    ChannelId, Clock, Command, Ctx, ManualClock, Notice, Status, Timestamp, UserId,
};
use std::sync::Arc;

const MINUTE: i64 = 60_000;
const HOUR: i64 = 60 * MINUTE;
const CH: ChannelId = ChannelId(15);

type Reg = Registry<Arc<MemoryStore>>;

fn registry(store: &Arc<MemoryStore>, clock: &Arc<ManualClock>) -> Reg {
    Registry::new(store.clone(), clock.clone() as Arc<dyn Clock>)
}

fn ctx(reg: &Reg, user: u64) -> Ctx {
    let mut c = reg.ctx(UserId(user), &format!("U{user}"), None);
    c.entropy = 2026;
    c
}

/// Three people at a 幺地人 table with `options`; the match started.
async fn yaodiren(reg: &Reg, options: &[&str]) {
    let options = Options::parse_pairs(options.iter().copied());
    reg.open(CH, None, GameKind::Yaodiren, options, &ctx(reg, 1))
        .await
        .unwrap();
    for u in [2, 3] {
        reg.execute(CH, &ctx(reg, u), Command::Join).await.unwrap();
    }
    reg.execute(CH, &ctx(reg, 1), Command::Start { deal: None })
        .await
        .unwrap();
}

/// (in a claim window, the seats to act, their deadlines, the status)
async fn state(reg: &Reg) -> (bool, Vec<(paiju::games::Seat, Option<Timestamp>)>, Status) {
    let t = reg.table(CH).await.unwrap().unwrap();
    let t = t.lock().await;
    let seats = t.to_act().into_iter().map(|s| (s, t.deadline(s))).collect();
    (t.in_claim_window(), seats, t.status())
}

/// The players answer promptly (as their bots would) until a claim window opens.
async fn play_to_a_claim_window(reg: &Reg) -> bool {
    for _ in 0..400 {
        let (claim, seats, status) = state(reg).await;
        if status != Status::Playing {
            return false;
        }
        if claim {
            return true;
        }
        let seat = seats[0].0;
        let action = {
            let t = reg.table(CH).await.unwrap().unwrap();
            let t = t.lock().await;
            t.game().unwrap().bot_action(seat).unwrap()
        };
        let who = ctx(reg, u64::from(seat.0) + 1);
        reg.execute(CH, &who, Command::Action { action })
            .await
            .unwrap();
    }
    false
}

#[tokio::test]
async fn a_slow_table_never_waits_on_a_two_minute_window_nor_forfeits_on_a_claim_timeout() {
    let store = Arc::new(MemoryStore::new());
    let clock = Arc::new(ManualClock::new(Timestamp(1_000_000)));
    let reg = registry(&store, &clock);
    yaodiren(
        &reg,
        &["turn_timeout=12h", "on_timeout=forfeit", "reminders=off"],
    )
    .await;
    assert!(play_to_a_claim_window(&reg).await, "a claim window opens");
    let (_, seats, _) = state(&reg).await;
    let opened = clock.now();
    for (seat, deadline) in &seats {
        assert_eq!(
            *deadline,
            Some(opened.plus_millis(3 * HOUR)),
            "seat {seat:?}: a quarter of the 12 h turn, not 2 minutes"
        );
    }
    clock.advance(2 * MINUTE);
    assert!(
        reg.tick().await.is_empty(),
        "nothing happens after 2 minutes"
    );
    // Restart mid-window: the deadline comes back from the log.
    drop(reg);
    let reg = registry(&store, &clock);
    assert_eq!(reg.recover().await.unwrap(), 1);
    assert_eq!(
        state(&reg).await.1,
        seats,
        "the same window, the same deadlines"
    );
    clock.advance(3 * HOUR);
    let done = reg.tick().await;
    assert!(
        done.iter()
            .flat_map(|(_, h)| &h.outbox)
            .any(|o| matches!(o.notice, Notice::TimedOut { .. })),
        "the window timed out"
    );
    let (claim_after, _, status) = state(&reg).await;
    assert_eq!(
        status,
        Status::Playing,
        "a claim timeout never forfeits the match"
    );
    assert!(
        !claim_after || state(&reg).await.1 != seats,
        "the window was answered"
    );
    // The log says what was done, and replays to the same table.
    let record = store.open_tables().await.unwrap().pop().unwrap();
    let replayed = paiju::table::Table::replay(record.header, &record.entries).unwrap();
    let live = reg.table(CH).await.unwrap().unwrap();
    assert_eq!(format!("{replayed:?}"), format!("{:?}", *live.lock().await));
}
