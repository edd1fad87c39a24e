//! Whole-hand tests of the 幺地人 state machine, on explicit deals.

use super::*;
use crate::cards::tiles::parse_tiles;
use crate::games::{Audience, TurnError};

/// Claims: who may 吃 / 碰 / 杀 / 吐火 / 胡, who wins a contest, what declining bars.
mod claims;
/// Commands as typed and printed, and actions as JSON.
mod commands;

/// The dealer's hand in most tests: it may open (five red triplets, 48 砣 estimated) but does
/// not win on its 21 tiles, and holds one 天 to discard.
const DEALER: &str =
    "天 二红二红二红 丁丁丁丁丁丁 三四三四三四 高脚高脚高脚 猫猫猫猫猫猫 斧头斧头 梅子梅子梅子";
/// Black triplets and a 四六 pair: wants nothing the tests discard (no 天, no 地).
const PLAIN: &str =
    "长二长二长二 拐子拐子拐子 二五二五二五 三五三五三五 黑九黑九黑九 平八平八平八 四六四六";
/// Waits on 天: 天天 + six red triplets. On 天 it wins with 7 番 (see `hu_outranks_peng`).
const WAITS_TIAN: &str = "天天 人人人 和和和 幺四幺四幺四 红九红九红九 地地地 四六四六四六";

fn tiles(s: &str) -> Vec<Tile> {
    parse_tiles(s).unwrap()
}

/// A deal from three hands (dealer first) and the front of the stock; the rest of the stock
/// is every other tile in `Tile` order.
fn deal(hands: [&str; 3], stock_front: &str, dealer: Seat) -> Deal {
    let hands: Vec<Vec<Tile>> = hands.iter().map(|h| tiles(h)).collect();
    let front = tiles(stock_front);
    let mut rest = TileCounts::deck();
    for t in hands.iter().flatten().chain(&front) {
        assert!(rest.take(*t, 1), "the fixture has too many {t}");
    }
    let mut stock = front;
    stock.extend(rest.tiles());
    Deal {
        hands,
        stock,
        dealer,
    }
}

fn start(d: Deal, hands: u32) -> Yaodiren {
    let config = Config {
        hands,
        ..Config::default()
    };
    Yaodiren::with_deal(config, d, 7).unwrap().game
}

/// Through the opening: every seat opens if it may, the others play.
fn to_play(g: &mut Yaodiren) -> Events {
    let mut events = Vec::new();
    while matches!(g.stage(), Stage::Opening | Stage::Joining) {
        let seat = g.to_act()[0];
        let a = if g.legal_actions(seat).contains(&Action::Open) {
            Action::Open
        } else if g.stage() == Stage::Joining {
            Action::Play
        } else {
            Action::Pass
        };
        events.extend(g.apply(seat, a).unwrap());
    }
    events
}

fn snapshot(g: &Yaodiren) -> String {
    format!("{g:?}")
}

/// Applies an action that must be refused, and checks nothing changed.
fn refused(g: &mut Yaodiren, seat: Seat, a: Action) -> RuleError {
    let before = snapshot(g);
    let err = g.apply(seat, a).expect_err("should be refused");
    assert_eq!(snapshot(g), before, "a refused {a:?} changed the state");
    err
}

fn public(events: &Events) -> Vec<&Event> {
    events
        .iter()
        .filter(|e| e.is_public())
        .map(|e| &e.event)
        .collect()
}

#[test]
fn fixtures_are_sound() {
    for (h, n) in [(DEALER, 21), (PLAIN, 20), (WAITS_TIAN, 20)] {
        assert_eq!(tiles(h).len(), n, "{h}");
    }
    assert!(opening_estimate(&TileCounts::from_tiles(tiles(DEALER)), true).qualifies);
    assert!(
        split::winning_split(&[], &TileCounts::from_tiles(tiles(DEALER)), true, true).is_none()
    );
}

#[test]
fn deal_file_hands_go_dealer_first() {
    let g = start(deal([DEALER, PLAIN, WAITS_TIAN], "", Seat(1)), 1);
    assert_eq!(g.dealer(), Seat(1));
    assert_eq!(g.concealed(Seat(1)).len(), 21);
    assert_eq!(*g.concealed(Seat(2)), TileCounts::from_tiles(tiles(PLAIN)));
    assert_eq!(
        *g.concealed(Seat(0)),
        TileCounts::from_tiles(tiles(WAITS_TIAN))
    );
    assert_eq!(g.to_act(), vec![Seat(1)]);
    assert_eq!(g.stock_left(), 44);
}

#[test]
fn bad_deal_is_a_setup_error() {
    let mut d = deal([DEALER, PLAIN, WAITS_TIAN], "", Seat(0));
    d.stock.pop();
    let err = Yaodiren::with_deal(Config::default(), d, 1).unwrap_err();
    assert!(matches!(
        err,
        SetupError::BadDeal(crate::games::DealError::PileSize { got: 43, .. })
    ));
}

#[test]
fn only_a_qualifying_hand_may_open() {
    let mut g = start(deal([DEALER, PLAIN, WAITS_TIAN], "", Seat(0)), 1);
    g.apply(Seat(0), Action::Open).unwrap();
    // PLAIN estimates 6 black triplets (24) + 四六 pair (8) = 32 < 33.
    assert_eq!(g.legal_actions(Seat(1)), vec![Action::Pass]);
    // The pass is forced (the table's `auto-pass` makes it), and its player is told why.
    assert!(matches!(
        g.forced_pass(Seat(1)),
        Some((
            Action::Pass,
            Event::CannotOpen {
                tuo: 32,
                threshold: 33,
                ..
            }
        ))
    ));
    assert_eq!(g.forced_pass(Seat(2)), None, "not seat 2's turn");
    let err = refused(&mut g, Seat(1), Action::Open);
    assert!(
        matches!(err, RuleError::CannotOpen { tuo: 32, .. }),
        "{err:?}"
    );
    g.apply(Seat(1), Action::Pass).unwrap();
    g.apply(Seat(2), Action::Pass).unwrap();
    // Then the non-openers are asked, from the dealer: seat 1, seat 2.
    assert_eq!(g.stage(), Stage::Joining);
    assert_eq!(g.to_act(), vec![Seat(1)]);
    assert_eq!(
        refused(&mut g, Seat(1), Action::Open),
        RuleError::NotNow {
            stage: Stage::Joining
        }
    );
    g.apply(Seat(1), Action::Play).unwrap();
    g.apply(Seat(2), Action::Fold).unwrap();
    assert_eq!(g.stage(), Stage::Discard);
    assert_eq!(g.status(Seat(2)), Status::Folded);
    assert_eq!(g.to_act(), vec![Seat(0)]);
}

#[test]
fn nobody_opens_redeals_with_the_same_dealer() {
    // All-different kinds: partners only, at most 3 砣 a group: nobody can open.
    let all = "天 地 人 和 梅子 长二 长三 斧头 四六 猫猫 高脚 红九 幺四 二五 拐子 三五 平八 黑九 二红 丁丁 三四";
    let twenty = "天 地 人 和 梅子 长二 长三 斧头 四六 猫猫 高脚 红九 幺四 二五 拐子 三五 平八 黑九 二红 丁丁";
    let mut g = start(deal([all, twenty, twenty], "", Seat(2)), 1);
    for s in [Seat(2), Seat(0), Seat(1)] {
        assert_eq!(g.legal_actions(s), vec![Action::Pass]);
        let events = g.apply(s, Action::Pass).unwrap();
        if s == Seat(1) {
            assert!(public(&events).contains(&&Event::NobodyOpened));
        }
    }
    let v = g.public_view();
    assert_eq!(
        (v.hand, v.deal, v.dealer, v.stage),
        (1, 2, Seat(2), Stage::Opening)
    );
    assert_eq!(g.concealed(Seat(2)).len(), 21);
    assert!(g.results().is_empty());
}

#[test]
fn extra_draws_for_four_and_five_of_a_kind() {
    let s1 =
        "长二长二长二长二 二五二五二五 三五三五三五 黑九黑九黑九 平八平八平八 四六四六 红九红九";
    let s2 = "拐子拐子拐子拐子拐子 人人人 和和和 幺四幺四幺四 地地 红九 四六四六四六";
    // Seat 1 draws 长二 (its fifth: one more owed), then 斧头; seat 2 draws two for its five.
    let mut g = start(deal([DEALER, s1, s2], "长二 斧头 梅子 天", Seat(0)), 1);
    let events = to_play(&mut g);
    let extra: Vec<&Event> = public(&events)
        .into_iter()
        .filter(|e| matches!(e, Event::ExtraDraws { .. }))
        .collect();
    assert_eq!(
        extra,
        vec![
            &Event::ExtraDraws {
                seat: Seat(1),
                count: 2
            },
            &Event::ExtraDraws {
                seat: Seat(2),
                count: 2
            }
        ]
    );
    assert_eq!(g.concealed(Seat(1)).count(Tile::Changer), 5);
    assert_eq!(g.concealed(Seat(1)).len(), 22);
    assert_eq!(g.concealed(Seat(2)).len(), 22);
    assert_eq!(g.stock_left(), 40);
    // The drawn tiles went privately to their seats.
    for e in &events {
        if let Event::Drew { seat, .. } = e.event {
            assert_eq!(e.audience, Audience::Private(seat));
        }
    }
    assert_eq!(g.public_view().seats[1].extra_draws, 2);
}

#[test]
fn the_dealer_may_win_on_the_opening_tiles() {
    // No four of a kind anywhere: that would earn a 偷牌 draw and spoil the 21.
    let dealer = "天天天 地地地 人人人 和和和 四六四六长二 长三长三长三 猫猫平八平八";
    let s1 =
        "长二长二长二 拐子拐子拐子 二五二五二五 三五三五三五 黑九黑九黑九 平八 平八 四六 四六 梅子";
    let s2 =
        "梅子梅子梅子 斧头斧头斧头 高脚高脚高脚 红九红九红九 幺四幺四幺四 丁丁丁丁 二红二红 三四";
    let mut g = start(deal([dealer, s1, s2], "", Seat(1)), 2);
    to_play(&mut g);
    assert_eq!(g.to_act(), vec![Seat(1)]);
    assert!(g.legal_actions(Seat(1)).contains(&Action::Claim(Claim::Hu)));
    assert!(matches!(
        refused(&mut g, Seat(2), Action::Claim(Claim::Hu)),
        RuleError::Turn(TurnError::NotYourTurn { .. })
    ));
    g.apply(Seat(1), Action::Claim(Claim::Hu)).unwrap();
    let r = &g.results()[0];
    let HandEnd::Won {
        seat, tile, split, ..
    } = &r.end
    else {
        panic!()
    };
    assert_eq!(
        (*seat, *tile, split.threshold, split.tuo),
        (Seat(1), None, 34, 39)
    );
    // 地 and 人 triplets: 2 番, 4 from each.
    assert_eq!(r.payments, vec![-4, 8, -4]);
    assert_eq!(g.dealer(), Seat(1));
}

#[test]
fn a_hand_that_is_not_a_win_cannot_be_declared() {
    let mut g = start(deal([DEALER, PLAIN, WAITS_TIAN], "", Seat(0)), 1);
    to_play(&mut g);
    assert_eq!(
        refused(&mut g, Seat(0), Action::Claim(Claim::Hu)),
        RuleError::NotAWin
    );
    assert_eq!(
        refused(&mut g, Seat(0), Action::Discard(Tile::Di)),
        RuleError::NotHeld { tile: Tile::Di }
    );
    assert_eq!(
        refused(&mut g, Seat(0), Action::Pass),
        RuleError::NotNow {
            stage: Stage::Discard
        }
    );
    assert!(matches!(
        refused(&mut g, Seat(1), Action::Discard(Tile::Tian)),
        RuleError::Turn(TurnError::NotYourTurn { .. })
    ));
}

#[test]
fn uncontested_hand_pays_nothing_and_keeps_the_dealer() {
    let mut g = start(deal([DEALER, PLAIN, WAITS_TIAN], "", Seat(0)), 2);
    g.apply(Seat(0), Action::Open).unwrap();
    g.apply(Seat(1), Action::Pass).unwrap();
    g.apply(Seat(2), Action::Pass).unwrap();
    g.apply(Seat(1), Action::Fold).unwrap();
    let events = g.apply(Seat(2), Action::Fold).unwrap();
    assert!(public(&events).contains(&&Event::Uncontested));
    assert_eq!(g.results()[0].end, HandEnd::Uncontested);
    assert_eq!(g.results()[0].payments, vec![0, 0, 0]);
    assert_eq!(
        (g.hand_number(), g.dealer(), g.stage()),
        (2, Seat(0), Stage::Opening)
    );
}

#[test]
fn exhausted_stock_is_a_draw_and_the_dealer_stays() {
    // Bots open; after that every seat only does what a timeout does, which never wins.
    for seed in 0..6 {
        let config = Config {
            hands: 2,
            ..Config::default()
        };
        let mut g = Yaodiren::new(config, seed).unwrap().game;
        let dealer = g.dealer();
        while g.results().is_empty() {
            let seat = g.to_act()[0];
            let a = match g.stage() {
                Stage::Opening | Stage::Joining => g.bot_action(seat),
                _ => g.auto_action(seat),
            }
            .unwrap();
            g.apply(seat, a).unwrap();
        }
        let r = &g.results()[0];
        assert_eq!(r.end, HandEnd::Exhausted, "seed {seed}");
        assert_eq!(r.payments, vec![0, 0, 0]);
        assert_eq!((g.dealer(), g.hand_number()), (dealer, 2));
    }
}

/// Plays `g` on with bots until the hand in progress has a result.
fn finish_hand_with_bots(g: &mut Yaodiren) {
    let hands = g.results().len();
    while g.results().len() == hands {
        let seat = g.to_act()[0];
        let a = g.bot_action(seat).unwrap();
        g.apply(seat, a).unwrap();
    }
}

#[test]
fn a_leaver_does_not_end_the_match_and_the_next_dealer_is_drawn_anew() {
    // docs/rules/yaodiren.md#a-player-leaves
    let mut kept = 0;
    let mut redrawn_elsewhere = 0;
    for seed in 0..24 {
        let config = Config {
            hands: 3,
            ..Config::default()
        };
        let mut g = Yaodiren::new(config.clone(), seed).unwrap().game;
        let mut same = Yaodiren::new(config, seed).unwrap().game;
        let scores_before = g.scores.clone();
        let events = g.leave(Seat(1));
        assert_eq!(public(&events), vec![&Event::SeatLeft { seat: Seat(1) }]);
        assert_eq!(g.outcome(), None, "the match goes on");
        assert_eq!(g.scores, scores_before, "nothing is paid for leaving");
        finish_hand_with_bots(&mut g);
        finish_hand_with_bots(&mut same);
        assert_eq!(
            g.results()[0],
            same.results()[0],
            "the hand plays on unchanged"
        );
        assert_eq!(g.hand_number(), 2);
        // Without the leaver the winner deals (or the dealer stays); with it, a fresh draw.
        let usual = g.results()[0].winner().unwrap_or(g.results()[0].dealer);
        assert_eq!(same.dealer(), usual);
        if g.dealer() == usual {
            kept += 1;
        } else {
            redrawn_elsewhere += 1;
        }
        // Only that one hand: after it the winner deals again.
        finish_hand_with_bots(&mut g);
        if g.hand_number() == 3 {
            let second = &g.results()[1];
            assert_eq!(g.dealer(), second.winner().unwrap_or(second.dealer));
        }
    }
    assert!(redrawn_elsewhere > 0, "the dealer is drawn, not inherited");
    assert!(kept > 0, "a draw may land on the usual dealer too");
}

#[test]
fn leaving_after_the_match_is_over_changes_nothing() {
    let mut g = start(deal([DEALER, PLAIN, WAITS_TIAN], "", Seat(0)), 3);
    g.forfeit(Seat(0));
    assert!(g.leave(Seat(1)).is_empty());
}

#[test]
fn forfeit_ends_the_match_with_the_quitter_losing() {
    let mut g = start(deal([DEALER, PLAIN, WAITS_TIAN], "", Seat(0)), 3);
    to_play(&mut g);
    let events = g.forfeit(Seat(1));
    assert_eq!(events[0].event, Event::Forfeited { seat: Seat(1) });
    let out = g.outcome().unwrap();
    assert_eq!(out.scores, vec![1, -2, 1]);
    assert_eq!(out.winners, vec![Seat(0), Seat(2)]);
    assert!(g.to_act().is_empty());
    assert_eq!(
        refused(&mut g, Seat(0), Action::Pass),
        RuleError::Turn(TurnError::GameOver)
    );
    assert!(g.forfeit(Seat(0)).is_empty());
}

#[test]
fn a_folded_dealer_leaves_the_first_move_to_a_flip() {
    let all = "天 地 人 和 梅子 长二 长三 斧头 四六 猫猫 高脚 红九 幺四 二五 拐子 三五 平八 黑九 二红 丁丁 三四";
    let plain =
        "长二长二长二 拐子拐子拐子 二五二五二五 三五三五三五 黑九黑九黑九 平八平八平八 梅子 斧头";
    let mut g = start(deal([all, WAITS_TIAN, plain], "梅子", Seat(0)), 1);
    g.apply(Seat(0), Action::Pass).unwrap();
    g.apply(Seat(1), Action::Open).unwrap();
    g.apply(Seat(2), Action::Pass).unwrap();
    g.apply(Seat(0), Action::Fold).unwrap();
    let events = g.apply(Seat(2), Action::Play).unwrap();
    assert_eq!(
        public(&events)[1],
        &Event::Flipped {
            seat: Seat(1),
            tile: Tile::Meizi
        }
    );
    assert!(!g.to_act().contains(&Seat(0)));
    assert_eq!(g.concealed(Seat(0)).len(), 21);
}
