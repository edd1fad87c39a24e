//! The table layer: lobby rules, permissions, bots, idempotency, and replay equivalence.

use super::test_support::{act, ctx, header};
use super::*;
use crate::games::any::{AnyDeal, GameKind};
use crate::games::doudizhu::{Deal, RankCounts};
use crate::games::{BotParams, CommandError, Options, Verb};

fn keyed(user: u64, key: &str) -> Ctx {
    Ctx {
        key: Some(key.to_string()),
        ..ctx(user)
    }
}

fn rc(s: &str) -> RankCounts {
    RankCounts::parse(s).unwrap()
}

fn fixed_deal() -> AnyDeal {
    AnyDeal::Doudizhu(Deal {
        hands: vec![
            rc("3334445556667778B"),
            rc("9999TTTTJJJJQQQQK"),
            rc("34567KKKAAAA2222R"),
        ],
        kitty: rc("888"),
        first_bidder: crate::games::Seat(0),
        face_up: None,
    })
}

/// A 3-seat table with users 1, 2, 3 and a started game; returns the table and its log.
fn seated(deal: Option<AnyDeal>) -> (Table, Vec<LogEntry>) {
    let mut t = Table::open(header(GameKind::Doudizhu, Options::new())).unwrap();
    let mut log = Vec::new();
    for u in 1..=3 {
        log.extend(t.handle(&ctx(u), Command::Join).unwrap().entries);
    }
    log.extend(t.handle(&ctx(1), Command::Start { deal }).unwrap().entries);
    (t, log)
}

#[test]
fn bad_options_fail_at_open() {
    assert!(matches!(
        Table::open(header(
            GameKind::Doudizhu,
            Options::parse_pairs(["players=7"])
        )),
        Err(TableError::Option(_))
    ));
    assert!(matches!(
        Table::open(header(
            GameKind::Doudizhu,
            Options::parse_pairs(["turn_timeout=soon"])
        )),
        Err(TableError::Option(_))
    ));
}

#[test]
fn table_wide_keys_are_the_tables_and_game_keys_the_games() {
    let t = Table::open(header(
        GameKind::Doudizhu,
        Options::parse_pairs(["turn_timeout=90s", "on_timeout=bot", "spring=on"]),
    ))
    .unwrap();
    assert_eq!(t.timing().turn_timeout, Some(90_000));
    assert_eq!(
        t.capacity(),
        4,
        "Dou Dizhu seats up to 4 unless players= fixes it"
    );
    let mut h = header(GameKind::Doudizhu, Options::new());
    h.kind = GameKind::Chowdah;
    let chowdah = Table::open(h).unwrap();
    assert_eq!(
        chowdah.timing().turn_timeout,
        Some(24 * 3_600_000),
        "Chowdah brings its own default clock"
    );
}

#[test]
fn lobby_rules() {
    let mut t = Table::open(header(
        GameKind::Doudizhu,
        Options::parse_pairs(["players=3"]),
    ))
    .unwrap();
    t.handle(&ctx(1), Command::Join).unwrap();
    assert_eq!(
        t.handle(&ctx(1), Command::Join).unwrap_err(),
        TableError::AlreadySeated
    );
    assert!(matches!(
        t.handle(&ctx(1), Command::Start { deal: None })
            .unwrap_err(),
        TableError::WrongPlayerCount { have: 1, .. }
    ));
    t.handle(&ctx(2), Command::Join).unwrap();
    t.handle(&ctx(1), Command::add_bot()).unwrap();
    assert_eq!(
        t.handle(&ctx(4), Command::Join).unwrap_err(),
        TableError::TableFull { seats: 3 }
    );
    assert_eq!(
        t.handle(&ctx(4), Command::Leave).unwrap_err(),
        TableError::NotSeated
    );
    assert_eq!(
        t.handle(&ctx(2), Command::End).unwrap_err(),
        TableError::NotAllowed,
        "only the creator or a moderator ends a table"
    );
    assert_eq!(
        t.handle(
            &ctx(2),
            Command::Remove {
                seat: crate::games::Seat(0)
            }
        )
        .unwrap_err(),
        TableError::NotAllowed
    );
    // A moderator may.
    let mut m = ctx(9);
    m.moderator = true;
    t.handle(
        &m,
        Command::Remove {
            seat: crate::games::Seat(1),
        },
    )
    .unwrap();
    assert_eq!(t.names(), vec!["U1".to_string(), "Bot 1".to_string()]);
}

#[test]
fn a_bot_asked_for_by_a_name_someone_has_gets_a_free_one_instead() {
    let mut t = Table::open(header(
        GameKind::Doudizhu,
        Options::parse_pairs(["players=4"]),
    ))
    .unwrap();
    t.handle(&ctx(1), Command::Join).unwrap();
    let named = |name: &str| Command::AddBot {
        level: None,
        name: Some(name.to_string()),
    };
    t.handle(&ctx(1), named("Bot 2")).unwrap();
    t.handle(&ctx(1), named("Bot 2")).unwrap();
    t.handle(&ctx(1), named("U1")).unwrap();
    assert_eq!(t.names(), ["U1", "Bot 2", "Bot 1", "Bot 3"]);
}

#[test]
fn a_bot_added_after_another_was_removed_is_not_named_like_a_seated_one() {
    let mut t = Table::open(header(
        GameKind::Doudizhu,
        Options::parse_pairs(["players=4"]),
    ))
    .unwrap();
    t.handle(&ctx(1), Command::Join).unwrap();
    for _ in 0..2 {
        t.handle(&ctx(1), Command::add_bot()).unwrap();
    }
    t.handle(
        &ctx(1),
        Command::Remove {
            seat: crate::games::Seat(1),
        },
    )
    .unwrap();
    assert_eq!(t.names(), ["U1", "Bot 2"]);
    t.handle(&ctx(1), Command::add_bot()).unwrap();
    assert_eq!(
        t.names(),
        ["U1", "Bot 2", "Bot 1"],
        "Bot 1's number is free again"
    );
    // A person who calls themselves "Bot 3" keeps the name to themselves.
    let mut bot3 = ctx(5);
    bot3.name = "Bot 3".into();
    t.handle(&bot3, Command::Join).unwrap();
    t.handle(
        &ctx(1),
        Command::Remove {
            seat: crate::games::Seat(2),
        },
    )
    .unwrap();
    t.handle(&ctx(1), Command::add_bot()).unwrap();
    assert_eq!(t.names(), ["U1", "Bot 2", "Bot 3", "Bot 1"]);
}

#[test]
fn turn_checks_and_errors_change_nothing() {
    let (mut t, _) = seated(Some(fixed_deal()));
    let before = format!("{t:?}");
    assert!(matches!(
        t.handle(&ctx(2), act(Verb::Bid, "1")).unwrap_err(),
        TableError::NotYourTurn { .. }
    ));
    assert_eq!(
        t.handle(&ctx(9), act(Verb::Bid, "1")).unwrap_err(),
        TableError::NotSeated
    );
    assert!(matches!(
        t.handle(&ctx(1), act(Verb::Play, "3")).unwrap_err(),
        TableError::Rule(_)
    ));
    assert!(matches!(
        t.handle(&ctx(1), act(Verb::Bid, "7")).unwrap_err(),
        TableError::Command { .. }
    ));
    assert_eq!(
        t.handle(&ctx(1), Command::Join).unwrap_err(),
        TableError::AlreadySeated
    );
    assert_eq!(before, format!("{t:?}"));
}

#[test]
fn a_wrong_verb_is_refused_with_the_verbs_the_seat_could_use_instead() {
    let (mut t, _) = seated(Some(fixed_deal()));
    let before = format!("{t:?}");
    let bidding: Vec<Verb> = t
        .legal_commands(UserId(1))
        .iter()
        .filter_map(|c| Verb::from_word(c.split_whitespace().next().unwrap_or_default()))
        .fold(Vec::new(), |mut verbs, v| {
            if !verbs.contains(&v) {
                verbs.push(v);
            }
            verbs
        });
    assert!(!bidding.is_empty());
    for wrong in [Verb::Draw, Verb::Meld] {
        let TableError::Command { game, problem, now } =
            t.handle(&ctx(1), act(wrong, "3")).unwrap_err()
        else {
            panic!("{wrong:?} while bidding should be a command error");
        };
        assert_eq!(game, GameKind::Doudizhu);
        assert!(
            matches!(
                problem,
                CommandError::VerbNotUsed { verb } | CommandError::VerbNotNow { verb } if verb == wrong
            ),
            "{problem:?}"
        );
        assert_eq!(
            now, bidding,
            "the verbs of the seat's legal moves, each once"
        );
    }
    // A right verb with a wrong argument is about the argument: no list of verbs.
    let TableError::Command { now, .. } = t.handle(&ctx(1), act(Verb::Bid, "7")).unwrap_err()
    else {
        panic!("a bid of 7 is a command error");
    };
    assert!(now.is_empty());
    assert_eq!(before, format!("{t:?}"));
}

#[test]
fn the_same_key_is_applied_once() {
    let (mut t, _) = seated(Some(fixed_deal()));
    t.handle(&keyed(1, "interaction-1"), act(Verb::Bid, "1"))
        .unwrap();
    let seq = t.next_seq();
    assert_eq!(
        t.handle(&keyed(2, "interaction-1"), act(Verb::Pass, ""))
            .unwrap_err(),
        TableError::AlreadyApplied
    );
    assert_eq!(t.next_seq(), seq);
}

#[test]
fn outbox_routes_hands_privately_and_prompts_the_next_player() {
    let mut t = Table::open(header(GameKind::Doudizhu, Options::new())).unwrap();
    for u in 1..=3 {
        t.handle(&ctx(u), Command::Join).unwrap();
    }
    let h = t
        .handle(
            &ctx(1),
            Command::Start {
                deal: Some(fixed_deal()),
            },
        )
        .unwrap();
    let hands: Vec<_> = h
        .outbox
        .iter()
        .filter(|o| {
            matches!(
                &o.notice,
                Notice::Event(crate::games::any::AnyEvent::Doudizhu(
                    crate::games::doudizhu::Event::Hand { .. }
                ))
            )
        })
        .collect();
    assert_eq!(hands.len(), 3);
    for (i, o) in hands.iter().enumerate() {
        assert_eq!(o.to, Recipient::User(UserId(i as u64 + 1)));
    }
    assert!(h.outbox.iter().any(|o| o.to == Recipient::Channel
        && matches!(&o.notice, Notice::Turn { seats, .. } if seats == &vec![crate::games::Seat(0)])));
    assert!(
        h.outbox
            .iter()
            .any(|o| o.to == Recipient::User(UserId(1))
                && matches!(o.notice, Notice::YourTurn { .. }))
    );
}

#[test]
fn bots_play_until_a_person_must_act_and_replay_reproduces_everything() {
    let mut t = Table::open(header(GameKind::Doudizhu, Options::new())).unwrap();
    let mut log = Vec::new();
    log.extend(t.handle(&ctx(1), Command::Join).unwrap().entries);
    log.extend(t.handle(&ctx(1), Command::add_bot()).unwrap().entries);
    log.extend(t.handle(&ctx(1), Command::add_bot()).unwrap().entries);
    log.extend(
        t.handle(&ctx(1), Command::Start { deal: None })
            .unwrap()
            .entries,
    );
    // Play the human seat with the safe default until the game ends.
    let mut guard = 0;
    while t.status() == Status::Playing {
        assert_eq!(
            t.to_act(),
            vec![crate::games::Seat(0)],
            "bots never leave a bot to act"
        );
        let action = t
            .game()
            .unwrap()
            .auto_action(crate::games::Seat(0))
            .unwrap();
        log.extend(
            t.handle(&ctx(1), Command::Action { action })
                .unwrap()
                .entries,
        );
        guard += 1;
        assert!(guard < 500);
    }
    assert_eq!(t.status(), Status::Finished);
    let seqs: Vec<u64> = log.iter().map(|e| e.seq).collect();
    assert_eq!(seqs, (0..log.len() as u64).collect::<Vec<_>>());
    let replayed = Table::replay(t.header().clone(), &log).unwrap();
    assert_eq!(format!("{replayed:?}"), format!("{t:?}"));
    let totals = t.status_view(Timestamp(0)).totals;
    assert_eq!(totals.iter().sum::<i64>(), 0);
    // The same seats can play again; totals accumulate.
    t.handle(&ctx(1), Command::Start { deal: None }).unwrap();
    assert_eq!(t.status_view(Timestamp(0)).games_played, 2);
}

#[test]
fn leaving_mid_game_concedes() {
    let (mut t, _) = seated(Some(fixed_deal()));
    t.handle(&ctx(1), act(Verb::Bid, "3")).unwrap();
    let h = t.handle(&ctx(2), Command::Leave).unwrap();
    assert_eq!(t.status(), Status::Finished);
    assert!(h.outbox.iter().any(|o| matches!(&o.notice, Notice::GameOver { outcome, .. } if outcome.scores == vec![6, -3, -3])));
    // After the game, leaving frees the seat.
    t.handle(&ctx(2), Command::Leave).unwrap();
    assert_eq!(t.seats().len(), 2);
}

#[test]
fn at_yaodiren_a_leaver_is_replaced_by_a_bot_and_the_match_goes_on() {
    // docs/rules/yaodiren.md#a-player-leaves
    let mut t = Table::open(TableHeader {
        kind: GameKind::Yaodiren,
        ..header(GameKind::Doudizhu, Options::new())
    })
    .unwrap();
    let mut log = Vec::new();
    for u in 1..=3 {
        log.extend(t.handle(&ctx(u), Command::Join).unwrap().entries);
    }
    log.extend(
        t.handle(&ctx(1), Command::Start { deal: None })
            .unwrap()
            .entries,
    );
    let h = t.handle(&ctx(2), Command::Leave).unwrap();
    log.extend(h.entries.clone());
    assert_eq!(t.status(), Status::Playing, "the match goes on");
    assert!(t.seats()[1].is_bot(), "a bot sits in the leaver's place");
    assert_eq!(t.seat_of(UserId(2)), None);
    assert!(
        h.outbox
            .iter()
            .any(|o| matches!(&o.notice, Notice::BotAdded { seat, .. } if seat.index() == 1))
    );
    assert!(
        !t.to_act().contains(&crate::games::Seat(1)),
        "the bot acted for the seat at once"
    );
    let replayed = Table::replay(t.header().clone(), &log).unwrap();
    assert_eq!(format!("{replayed:?}"), format!("{t:?}"));
}

#[test]
fn at_yaodiren_the_last_human_leaving_ends_the_match() {
    let mut t = Table::open(TableHeader {
        kind: GameKind::Yaodiren,
        ..header(GameKind::Doudizhu, Options::new())
    })
    .unwrap();
    t.handle(&ctx(1), Command::Join).unwrap();
    t.handle(&ctx(1), Command::add_bot()).unwrap();
    t.handle(&ctx(1), Command::add_bot()).unwrap();
    t.handle(&ctx(1), Command::Start { deal: None }).unwrap();
    t.handle(&ctx(1), Command::Leave).unwrap();
    assert_eq!(t.status(), Status::Finished);
}

#[test]
fn timeouts_apply_their_policy() {
    let (mut t, mut log) = seated(Some(fixed_deal()));
    let mut handled = Handled::default();
    let op = TableOp::Timeout {
        seat: crate::games::Seat(0),
        policy: OnTimeout::Auto,
        action: None,
        level: crate::games::Level::Easy,
    };
    t.commit(Timestamp(5), Actor::System, None, op, &mut handled)
        .unwrap();
    log.extend(handled.entries);
    assert_eq!(
        t.to_act(),
        vec![crate::games::Seat(1)],
        "auto = pass in the auction"
    );
    let mut handled = Handled::default();
    let op = TableOp::Timeout {
        seat: crate::games::Seat(1),
        policy: OnTimeout::Forfeit,
        action: None,
        level: crate::games::Level::Easy,
    };
    t.commit(Timestamp(6), Actor::System, None, op, &mut handled)
        .unwrap();
    log.extend(handled.entries);
    assert_eq!(t.status(), Status::Finished);
    let replayed = Table::replay(t.header().clone(), &log).unwrap();
    assert_eq!(format!("{replayed:?}"), format!("{t:?}"));
}

#[test]
fn end_closes_for_good() {
    let (mut t, _) = seated(None);
    t.handle(&ctx(1), Command::End).unwrap();
    assert_eq!(t.status(), Status::Ended);
    assert_eq!(
        t.handle(&ctx(1), Command::Join).unwrap_err(),
        TableError::Ended
    );
}

#[test]
fn the_same_seat_is_prompted_again_when_its_next_turn_begins() {
    let (mut t, _) = seated(Some(fixed_deal()));
    // Seat 0 bids 3: the auction ends and seat 0 leads — a new turn for the same seat.
    let h = t.handle(&ctx(1), act(Verb::Bid, "3")).unwrap();
    assert!(
        h.outbox
            .iter()
            .any(|o| o.to == Recipient::User(UserId(1))
                && matches!(o.notice, Notice::YourTurn { .. })),
        "{:?}",
        h.outbox
    );
    assert!(h.outbox.iter().any(|o| o.to == Recipient::Channel
        && matches!(&o.notice, Notice::Turn { seats, .. } if seats == &vec![crate::games::Seat(0)])));
}

/// A table of one person and two `hard` bots sharing `budget`, played to the end with the
/// person's safe moves; returns the table and its log.
fn played_with_bots(budget: &std::sync::Arc<BotBudget>) -> (Table, Vec<LogEntry>) {
    let mut t = Table::open(header(GameKind::Doudizhu, Options::new())).unwrap();
    t.set_bot_budget(Some(budget.clone()));
    let mut log = Vec::new();
    log.extend(t.handle(&ctx(1), Command::Join).unwrap().entries);
    for _ in 0..2 {
        let bot = Command::AddBot {
            level: Some(crate::games::Level::Hard),
            name: None,
        };
        log.extend(t.handle(&ctx(1), bot).unwrap().entries);
    }
    log.extend(
        t.handle(&ctx(1), Command::Start { deal: None })
            .unwrap()
            .entries,
    );
    while t.status() == Status::Playing {
        let seat = crate::games::Seat(0);
        let action = t.game().unwrap().auto_action(seat).unwrap();
        log.extend(
            t.handle(&ctx(1), Command::Action { action })
                .unwrap()
                .entries,
        );
        assert!(log.len() < 1_000);
    }
    (t, log)
}

#[test]
fn bots_that_find_no_free_core_play_at_normal_at_once_and_their_moves_replay() {
    let budget = std::sync::Arc::new(BotBudget::new(
        std::time::Duration::from_millis(50),
        std::time::Duration::from_millis(1),
        1,
    ));
    let busy = budget.take_slot().unwrap();
    let (mut t, log) = played_with_bots(&budget);
    let (searched, shed) = budget.counts();
    assert_eq!(searched, 0, "every slot was taken");
    assert!(shed >= 2, "both bots moved, at normal: {shed}");
    drop(busy);
    // The moves are logged: a replay, with no budget at all, comes to the same table.
    t.set_bot_budget(None);
    let replayed = Table::replay(t.header().clone(), &log).unwrap();
    assert_eq!(format!("{replayed:?}"), format!("{t:?}"));
}

#[test]
fn bots_with_a_free_core_search() {
    let budget = std::sync::Arc::new(BotBudget::new(
        std::time::Duration::from_secs(5),
        std::time::Duration::from_secs(5),
        1,
    ));
    played_with_bots(&budget);
    let (searched, shed) = budget.counts();
    assert!(searched >= 2, "{searched}");
    assert_eq!(shed, 0);
}

#[test]
fn a_hint_with_no_core_to_spare_is_the_normal_move() {
    let (mut t, _) = seated(None);
    let budget = std::sync::Arc::new(BotBudget::new(
        std::time::Duration::from_millis(50),
        std::time::Duration::from_millis(1),
        1,
    ));
    t.set_bot_budget(Some(budget.clone()));
    let seat = t.to_act()[0];
    let user = t.users_to_act()[0];
    let normal = t
        .game()
        .unwrap()
        .bot_action_with(
            seat,
            &BotParams::new(crate::games::Level::Normal, t.next_seq),
        )
        .unwrap();
    let busy = budget.take_slot().unwrap();
    let hint = t.hint(user).unwrap();
    assert_eq!(hint.action, normal);
    assert_eq!(budget.counts(), (0, 1));
    drop(busy);
    t.hint(user).unwrap();
    assert_eq!(
        budget.counts(),
        (1, 1),
        "with the slot back, the hint searches"
    );
}
