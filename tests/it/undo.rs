//! Undo with consent: a move taken back with everyone's agreement leaves the table exactly as
//! if it had never been made (every seat's view, the public view, whose turn, the audit), and
//! a replay of the log — a restart after kill -9 — rebuilds that same table. Refused, lapsed
//! and cancelled requests change nothing; moves that showed a hidden card are refused.

use paiju::games::any::{AnyAction, AnyDeal, GameKind};
use paiju::games::doudizhu::{Deal, RankCounts};
use paiju::games::{Irreversible, Options, Seat};
use paiju::table::registry::Registry;
use paiju::table::store::{MemoryStore, Store};
use paiju::table::{
    ChannelId, Clock, Command, Ctx, Handled, LogEntry, ManualClock, Notice, Table, TableError,
    TableHeader, TableId, TableOp, Timestamp, UserId,
};
use std::sync::Arc;

const T0: i64 = 1_000_000;

fn header(kind: GameKind, options: Options) -> TableHeader {
    TableHeader {
        id: TableId(15),
        channel: ChannelId(150),
        guild: None,
        kind,
        options,
        creator: UserId(1),
        created_at: Timestamp(0),
    }
}

fn ctx(user: u64, now: i64) -> Ctx {
    Ctx {
        user: UserId(user),
        name: format!("U{user}"),
        now: Timestamp(now),
        key: None,
        moderator: false,
        entropy: 7,
    }
}

fn rc(s: &str) -> RankCounts {
    RankCounts::parse(s).unwrap()
}

/// A Dou Dizhu deal where seat 0 bids first.
fn deal() -> AnyDeal {
    AnyDeal::Doudizhu(Deal {
        hands: vec![
            rc("3334445556667778B"),
            rc("9999TTTTJJJJQQQQK"),
            rc("34567KKKAAAA2222R"),
        ],
        kitty: rc("888"),
        first_bidder: Seat(0),
        face_up: None,
    })
}

/// A table and its whole log, as the store would hold it.
struct Played {
    table: Table,
    log: Vec<LogEntry>,
}

impl Played {
    /// Three people (users 1–3) at a Dou Dizhu table with the fixed deal.
    fn doudizhu() -> Played {
        let mut p = Played {
            table: Table::open(header(
                GameKind::Doudizhu,
                Options::new().with("players", 3),
            ))
            .unwrap(),
            log: Vec::new(),
        };
        for u in 1..=3 {
            p.ok(u, 0, Command::Join);
        }
        p.ok(1, 0, Command::Start { deal: Some(deal()) });
        p
    }

    fn run(&mut self, user: u64, at: i64, command: Command) -> Result<Handled, TableError> {
        let handled = self.table.handle(&ctx(user, T0 + at), command)?;
        self.log.extend(handled.entries.iter().cloned());
        Ok(handled)
    }

    fn ok(&mut self, user: u64, at: i64, command: Command) -> Handled {
        self.run(user, at, command).unwrap()
    }

    fn typed(&mut self, user: u64, at: i64, text: &str) -> Handled {
        self.ok(
            user,
            at,
            Command::Typed {
                text: text.to_string(),
            },
        )
    }
}

/// Everything a player or the channel can see of the game, and whose turn it is: the table
/// "as if the move had never been made" must match this exactly.
fn seen(t: &Table) -> String {
    let game = t.game().unwrap();
    game.audit().unwrap();
    let views: Vec<String> = (0..game.seat_count())
        .map(|i| serde_json::to_string(&game.view(Seat::from_index(i))).unwrap())
        .collect();
    format!(
        "{:?} {:?} {} {}",
        t.status(),
        t.to_act(),
        serde_json::to_string(&game.public_view()).unwrap(),
        views.join("|")
    )
}

fn has(handled: &Handled, pred: impl Fn(&Notice) -> bool) -> bool {
    handled.outbox.iter().any(|o| pred(&o.notice))
}

fn replayed(p: &Played) -> Table {
    Table::replay(p.table.header().clone(), &p.log).unwrap()
}

#[test]
fn a_bid_taken_back_with_everyones_consent_leaves_the_table_that_never_had_it() {
    let mut p = Played::doudizhu();
    let never = p.table.clone();
    p.typed(1, 10, "bid 1");
    let asked = p.ok(1, 20, Command::Undo { button: None });
    assert!(has(
        &asked,
        |n| matches!(n, Notice::UndoAsked { asked, .. } if asked.len() == 2)
    ));
    let votes = asked
        .outbox
        .iter()
        .filter(|o| matches!(o.notice, Notice::UndoVote { .. }))
        .count();
    assert_eq!(votes, 2, "each other person is asked privately");
    let first = p.ok(2, 30, Command::UndoAnswer { agree: true });
    assert!(
        !has(&first, |n| matches!(n, Notice::Undone { .. })),
        "one answer is not all"
    );
    let done = p.ok(3, 40, Command::UndoAnswer { agree: true });
    assert!(has(
        &done,
        |n| matches!(n, Notice::Undone { seat } if *seat == Seat(0))
    ));
    assert!(
        done.entries
            .iter()
            .any(|e| matches!(e.op, TableOp::Undo { .. })),
        "the undo is logged"
    );
    assert_eq!(seen(&p.table), seen(&never));
    assert_eq!(
        seen(&replayed(&p)),
        seen(&p.table),
        "a replay of the log is the same table"
    );
    // The table plays on as the one that never had the bid.
    let mut never = Played {
        table: never,
        log: Vec::new(),
    };
    p.typed(1, 50, "bid 2");
    never.typed(1, 50, "bid 2");
    assert_eq!(seen(&p.table), seen(&never.table));
}

#[test]
fn a_play_taken_back_is_undone_and_the_landlord_plays_again() {
    let mut p = Played::doudizhu();
    p.typed(1, 10, "bid 3");
    let never = p.table.clone();
    p.typed(1, 20, "play 333");
    p.ok(1, 30, Command::Undo { button: None });
    p.ok(2, 40, Command::UndoAnswer { agree: true });
    let done = p.ok(3, 50, Command::UndoAnswer { agree: true });
    assert!(has(
        &done,
        |n| matches!(n, Notice::YourTurn { seat, .. } if *seat == Seat(0))
    ));
    assert_eq!(seen(&p.table), seen(&never));
    assert_eq!(seen(&replayed(&p)), seen(&never));
    // The move taken back is gone for good: nothing left to undo.
    assert_eq!(
        p.run(1, 60, Command::Undo { button: None }).unwrap_err(),
        TableError::NothingToUndo
    );
}

#[test]
fn a_refused_request_leaves_the_move_standing() {
    let mut p = Played::doudizhu();
    p.typed(1, 10, "bid 1");
    let before = seen(&p.table);
    p.ok(1, 20, Command::Undo { button: None });
    p.ok(2, 30, Command::UndoAnswer { agree: true });
    let refused = p.ok(3, 40, Command::UndoAnswer { agree: false });
    assert!(has(&refused, |n| matches!(
        n,
        Notice::UndoAnswered { agree: false, .. }
    )));
    assert!(!has(&refused, |n| matches!(n, Notice::Undone { .. })));
    assert_eq!(seen(&p.table), before);
    assert_eq!(
        p.run(2, 50, Command::UndoAnswer { agree: true })
            .unwrap_err(),
        TableError::NoUndoRequest,
        "the request is settled"
    );
    assert_eq!(seen(&replayed(&p)), before);
}

#[test]
fn an_unanswered_request_lapses_after_two_minutes_on_the_clock() {
    let mut p = Played::doudizhu();
    p.typed(1, 10, "bid 1");
    let before = seen(&p.table);
    p.ok(1, 20, Command::Undo { button: None });
    p.ok(2, 30, Command::UndoAnswer { agree: true });
    assert!(
        p.table
            .tick(Timestamp(T0 + 20 + 119_000))
            .unwrap()
            .is_none_or(|h| h.entries.is_empty())
    );
    let lapsed = p.table.tick(Timestamp(T0 + 20 + 120_000)).unwrap().unwrap();
    p.log.extend(lapsed.entries.iter().cloned());
    assert!(has(
        &lapsed,
        |n| matches!(n, Notice::UndoLapsed { seat } if *seat == Seat(0))
    ));
    assert!(
        lapsed.entries.iter().any(|e| e.op == TableOp::UndoLapsed),
        "logged"
    );
    assert_eq!(
        p.run(3, 120_100, Command::UndoAnswer { agree: true })
            .unwrap_err(),
        TableError::NoUndoRequest
    );
    assert_eq!(seen(&p.table), before);
    assert_eq!(seen(&replayed(&p)), before);
}

#[test]
fn a_new_move_cancels_a_pending_request() {
    let mut p = Played::doudizhu();
    p.typed(1, 10, "bid 1");
    p.ok(1, 20, Command::Undo { button: None });
    let moved = p.typed(2, 30, "bid 2");
    assert!(has(
        &moved,
        |n| matches!(n, Notice::UndoCancelled { seat } if *seat == Seat(0))
    ));
    let after = seen(&p.table);
    assert_eq!(
        p.run(3, 40, Command::UndoAnswer { agree: true })
            .unwrap_err(),
        TableError::NoUndoRequest
    );
    assert_eq!(
        p.run(1, 50, Command::Undo { button: None }).unwrap_err(),
        TableError::NothingToUndo,
        "someone moved since"
    );
    assert_eq!(seen(&p.table), after);
    assert_eq!(seen(&replayed(&p)), after);
}

#[test]
fn the_bid_that_turns_up_the_kitty_cannot_be_taken_back_and_says_why() {
    let mut p = Played::doudizhu();
    p.typed(1, 10, "bid 3");
    let before = seen(&p.table);
    assert_eq!(
        p.run(1, 20, Command::Undo { button: None }).unwrap_err(),
        TableError::Irreversible {
            reason: Irreversible::Kitty
        }
    );
    assert_eq!(seen(&p.table), before, "a refusal changes nothing");
}

#[test]
fn a_draw_from_the_chowdah_stock_cannot_be_taken_back() {
    let mut t = Table::open(header(GameKind::Chowdah, Options::new().with("players", 2))).unwrap();
    for u in 1..=2 {
        t.handle(&ctx(u, T0), Command::Join).unwrap();
    }
    t.handle(&ctx(1, T0), Command::Start { deal: None })
        .unwrap();
    let seat = t.to_act()[0];
    let user = u64::from(seat.0) + 1;
    let draw = AnyAction::Chowdah(paiju::games::chowdah::Action::Draw(
        paiju::games::chowdah::Source::Stock,
    ));
    t.handle(&ctx(user, T0 + 10), Command::Action { action: draw })
        .unwrap();
    assert_eq!(
        t.handle(&ctx(user, T0 + 20), Command::Undo { button: None })
            .unwrap_err(),
        TableError::Irreversible {
            reason: Irreversible::Drew
        }
    );
}

#[test]
fn the_undo_button_works_for_thirty_seconds_and_only_for_its_move() {
    let mut p = Played::doudizhu();
    p.typed(1, 0, "bid 1");
    let of = p
        .table
        .undoable_move(UserId(1))
        .expect("the bid may be taken back");
    assert_eq!(
        p.run(1, 30_001, Command::Undo { button: Some(of) })
            .unwrap_err(),
        TableError::UndoButtonExpired
    );
    assert_eq!(
        p.run(
            1,
            1_000,
            Command::Undo {
                button: Some(of + 1)
            }
        )
        .unwrap_err(),
        TableError::NothingToUndo
    );
    p.ok(1, 30_000, Command::Undo { button: Some(of) });
    assert_eq!(
        p.run(1, 30_100, Command::Undo { button: None })
            .unwrap_err(),
        TableError::UndoPending
    );
    assert_eq!(
        p.run(1, 30_200, Command::UndoAnswer { agree: true })
            .unwrap_err(),
        TableError::UndoNotAsked,
        "the asker does not vote"
    );
}

#[test]
fn alone_with_bots_a_play_is_taken_back_at_once_with_the_bot_moves_after_it() {
    // One person (user 1, seat 0, who bids first and becomes the landlord) and two bots.
    let mut t = Table::open(header(
        GameKind::Doudizhu,
        Options::new().with("players", 3),
    ))
    .unwrap();
    t.handle(&ctx(1, T0), Command::Join).unwrap();
    for _ in 0..2 {
        t.handle(&ctx(1, T0), Command::add_bot()).unwrap();
    }
    t.handle(&ctx(1, T0), Command::Start { deal: Some(deal()) })
        .unwrap();
    let typed = |s: &str| Command::Typed { text: s.into() };
    t.handle(&ctx(1, T0 + 5), typed("bid 3")).unwrap();
    let never = t.clone();
    let played = t.handle(&ctx(1, T0 + 10), typed("play 333")).unwrap();
    let bots_moved = played
        .entries
        .iter()
        .filter(|e| matches!(e.actor, paiju::table::Actor::Bot(_)))
        .count();
    assert!(bots_moved >= 2, "both bots answered the play");
    let h = t
        .handle(&ctx(1, T0 + 20), Command::Undo { button: None })
        .unwrap();
    assert!(
        has(&h, |n| matches!(n, Notice::Undone { .. })),
        "nobody to ask"
    );
    assert!(!has(&h, |n| matches!(n, Notice::UndoVote { .. })));
    assert_eq!(seen(&t), seen(&never), "the bots' moves went too");
}

#[tokio::test]
async fn an_undo_survives_a_restart_from_the_store() {
    type Reg = Registry<Arc<MemoryStore>>;
    let store = Arc::new(MemoryStore::new());
    let clock = Arc::new(ManualClock::new(Timestamp(T0)));
    let reg: Reg = Registry::new(store.clone(), clock.clone() as Arc<dyn Clock>);
    let ch = ChannelId(151);
    let who = |reg: &Reg, u: u64| {
        let mut c = reg.ctx(UserId(u), &format!("U{u}"), None);
        c.entropy = 7;
        c
    };
    let options = Options::new().with("players", 3);
    reg.open(ch, None, GameKind::Doudizhu, options, &who(&reg, 1))
        .await
        .unwrap();
    for u in [2, 3] {
        reg.execute(ch, &who(&reg, u), Command::Join).await.unwrap();
    }
    reg.execute(ch, &who(&reg, 1), Command::Start { deal: Some(deal()) })
        .await
        .unwrap();
    let never = seen(&*reg.table(ch).await.unwrap().unwrap().lock().await);
    let text = |s: &str| Command::Typed { text: s.into() };
    reg.execute(ch, &who(&reg, 1), text("bid 1")).await.unwrap();
    reg.execute(ch, &who(&reg, 1), Command::Undo { button: None })
        .await
        .unwrap();
    reg.execute(ch, &who(&reg, 2), Command::UndoAnswer { agree: true })
        .await
        .unwrap();
    // kill -9 here: a new process over the same store, then the last answer.
    drop(reg);
    let reg: Reg = Registry::new(store.clone(), clock.clone() as Arc<dyn Clock>);
    reg.execute(ch, &who(&reg, 3), Command::UndoAnswer { agree: true })
        .await
        .unwrap();
    let live = seen(&*reg.table(ch).await.unwrap().unwrap().lock().await);
    assert_eq!(live, never);
    drop(reg);
    let reg: Reg = Registry::new(store.clone(), clock as Arc<dyn Clock>);
    let restarted = seen(&*reg.table(ch).await.unwrap().unwrap().lock().await);
    assert_eq!(restarted, never, "the undo is rebuilt from the log");
    let id = store.open_in_channel(ch).await.unwrap().unwrap();
    let record = store.load(id).await.unwrap().unwrap();
    let ops: Vec<&TableOp> = record.entries.iter().map(|e| &e.op).collect();
    assert!(ops.iter().any(|o| matches!(o, TableOp::UndoAsk { .. })));
    assert_eq!(
        ops.iter()
            .filter(|o| matches!(o, TableOp::UndoAnswer { .. }))
            .count(),
        2
    );
    assert!(ops.iter().any(|o| matches!(o, TableOp::Undo { .. })));
}
