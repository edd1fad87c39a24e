//! Whole-hand tests of the 幺地人 state machine, on explicit deals.

use super::*;
use crate::cards::tiles::parse_tiles;
use crate::games::{Audience, TurnError};

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
fn hu_outranks_peng_and_pays_every_fan_source() {
    let mut g = start(
        deal(
            [
                DEALER,
                "天天 长二长二长二 拐子拐子拐子 二五二五二五 三五三五三五 黑九黑九黑九 平八平八平八",
                WAITS_TIAN,
            ],
            "",
            Seat(0),
        ),
        2,
    );
    to_play(&mut g);
    g.apply(Seat(0), Action::Discard(Tile::Tian)).unwrap();
    // Both may claim at once; the channel is not told who.
    assert!(g.in_claim_window());
    assert_eq!(g.to_act(), vec![Seat(1), Seat(2)]);
    assert!(g.public_view().to_act.is_empty());
    assert_eq!(g.view(Seat(1)).to_act, vec![Seat(1)]);
    assert_eq!(
        g.legal_actions(Seat(2)),
        vec![
            Action::Claim(Claim::Hu),
            Action::Claim(Claim::Peng),
            Action::Pass
        ]
    );
    // docs/rules/yaodiren.md#timeouts-and-forfeits: asleep, seat 2 still wins; seat 1's
    // optional 碰 is passed.
    assert_eq!(g.timeout_action(Seat(2)), Some(Action::Claim(Claim::Hu)));
    assert_eq!(
        g.auto_action(Seat(2)),
        Some(Action::Pass),
        "the old answer logs keep"
    );
    assert_eq!(g.timeout_action(Seat(1)), Some(Action::Pass));
    // Seat 1's 碰 cannot close the window: seat 2 may still 胡.
    g.apply(Seat(1), Action::Claim(Claim::Peng)).unwrap();
    assert_eq!(g.to_act(), vec![Seat(2)]);
    assert_eq!(
        refused(&mut g, Seat(1), Action::Pass),
        RuleError::Turn(TurnError::NotYourTurn { to_act: vec![] }),
        "in a claim window the refusal names nobody: who may claim is hidden"
    );
    let events = g.apply(Seat(2), Action::Claim(Claim::Hu)).unwrap();
    let r = &g.results()[0];
    let HandEnd::Won {
        seat,
        tile,
        from,
        split,
        stake,
    } = &r.end
    else {
        panic!("{r:?}")
    };
    assert_eq!(
        (*seat, *tile, *from),
        (Seat(2), Some(Tile::Tian), Some(Seat(0)))
    );
    // 7 identical red triplets: 56 砣. 地 人 幺四 triplets 3, 对对胡 1, all red 1, 23 above
    // the threshold 2: 7 番, 2^7 from each payer.
    assert_eq!(split.tuo, 56);
    assert_eq!(split.fan, 7);
    assert!(split.fan_sources.contains(&FanSource::AllIdentical));
    assert!(split.fan_sources.contains(&FanSource::AllRed));
    assert!(split.fan_sources.contains(&FanSource::ExtraTuo { tens: 2 }));
    assert_eq!(*stake, 128);
    assert_eq!(r.payments, vec![-128, -128, 256]);
    // The winner's hand is shown; the winner deals the next hand.
    assert!(public(&events).iter().any(
        |e| matches!(e, Event::Won { seat: Seat(2), concealed, .. } if concealed.len() == 20)
    ));
    // The announcement names the winning tile and whose it was; it is not among `concealed`.
    assert!(public(&events).iter().any(|e| matches!(
        e,
        Event::Won {
            tile: Some(Tile::Tian),
            from: Some(Seat(0)),
            ..
        }
    )));
    assert_eq!((g.hand_number(), g.dealer()), (2, Seat(2)));
    assert_eq!(g.scores(), &[-128, -128, 256]);
}

#[test]
fn a_folded_seat_neither_claims_nor_pays() {
    let s1 = "天天 长二长二长二 拐子拐子拐子 二五二五二五 三五三五三五 黑九黑九黑九 平八平八平八";
    let mut g = start(deal([DEALER, s1, WAITS_TIAN], "", Seat(0)), 1);
    g.apply(Seat(0), Action::Open).unwrap();
    g.apply(Seat(1), Action::Pass).unwrap();
    g.apply(Seat(2), Action::Open).unwrap();
    g.apply(Seat(1), Action::Fold).unwrap();
    g.apply(Seat(0), Action::Discard(Tile::Tian)).unwrap();
    // Seat 1 could 碰 but is out of the hand.
    assert_eq!(g.to_act(), vec![Seat(2)]);
    g.apply(Seat(2), Action::Claim(Claim::Hu)).unwrap();
    assert_eq!(g.results()[0].payments, vec![-128, 0, 128]);
    let out = g.outcome().unwrap();
    assert_eq!(
        (out.scores, out.winners),
        (vec![-128, 0, 128], vec![Seat(2)])
    );
}

#[test]
fn peng_ties_go_to_the_nearest_seat() {
    let s1 = "天天 长二长二长二 拐子拐子拐子 二五二五二五 三五三五三五 黑九黑九黑九 平八平八平八";
    let s2 = "天天 人人人 和和和 幺四幺四幺四 红九红九红九 四六四六四六 长三 平八 地";
    let d = deal([DEALER, s1, s2], "", Seat(0));

    // Seat 2 answers first: seat 1, nearer, could still outrank it, so the window waits.
    let mut g = start(d.clone(), 1);
    to_play(&mut g);
    g.apply(Seat(0), Action::Discard(Tile::Tian)).unwrap();
    assert_eq!(g.to_act(), vec![Seat(1), Seat(2)]);
    g.apply(Seat(2), Action::Claim(Claim::Peng)).unwrap();
    assert_eq!(g.to_act(), vec![Seat(1)]);
    let events = g.apply(Seat(1), Action::Claim(Claim::Peng)).unwrap();
    assert!(public(&events).iter().any(|e| matches!(
        e,
        Event::Claimed {
            seat: Seat(1),
            claim: ClaimKind::Peng,
            ..
        }
    )));
    assert_eq!(
        g.exposed(Seat(1)),
        &[Kan::Identical {
            tile: Tile::Tian,
            count: 3
        }]
    );
    assert_eq!((g.stage(), g.to_act()), (Stage::Discard, vec![Seat(1)]));
    // A claim that lost on priority was not declined: no lock for seat 2.
    assert!(g.view(Seat(2)).peng_barred.unwrap().is_empty());

    // Seat 1 answers first: nobody left can outrank it; the window closes at once.
    let mut g = start(d, 1);
    to_play(&mut g);
    g.apply(Seat(0), Action::Discard(Tile::Tian)).unwrap();
    g.apply(Seat(1), Action::Claim(Claim::Peng)).unwrap();
    assert_eq!((g.stage(), g.to_act()), (Stage::Discard, vec![Seat(1)]));
    assert!(g.view(Seat(2)).peng_barred.unwrap().is_empty());
}

#[test]
fn chi_loses_to_peng_and_the_flipper_eats_before_the_next_player() {
    // Dealer discards 天: seat 1 (next) may 吃 with 地地, seat 2 may 碰.
    let s1 = "地地 长二长二长二 拐子拐子拐子 二五二五二五 三五三五三五 黑九黑九黑九 平八平八平八";
    let s2 = "天天 人人人 和和和 幺四幺四幺四 红九红九红九 四六四六四六 长三 平八 地";
    let mut g = start(deal([DEALER, s1, s2], "", Seat(0)), 1);
    to_play(&mut g);
    g.apply(Seat(0), Action::Discard(Tile::Tian)).unwrap();
    assert_eq!(
        g.legal_actions(Seat(1)),
        vec![
            Action::Claim(Claim::Chi {
                with: [Tile::Di, Tile::Di]
            }),
            Action::Pass,
            Action::PassHand
        ]
    );
    g.apply(
        Seat(1),
        Action::Claim(Claim::Chi {
            with: [Tile::Di, Tile::Di],
        }),
    )
    .unwrap();
    assert_eq!(g.to_act(), vec![Seat(2)]);
    g.apply(Seat(2), Action::Claim(Claim::Peng)).unwrap();
    assert_eq!(
        g.exposed(Seat(2)),
        &[Kan::Identical {
            tile: Tile::Tian,
            count: 3
        }]
    );
    assert!(g.exposed(Seat(1)).is_empty());
    // Seat 1 answered 吃 while it could not 碰: no lock.
    assert!(g.view(Seat(1)).peng_barred.unwrap().is_empty());
}

#[test]
fn on_a_flip_the_flipper_and_the_next_player_may_eat() {
    // Dealer discards 斧头: nobody wants it. Seat 1 flips 天: seat 1 (flipper) and seat 2
    // (next) can both 吃 it with 地地; the flipper is nearest.
    let s1 = "地地 长二长二长二 拐子拐子拐子 二五二五二五 三五三五三五 黑九黑九黑九 平八平八平八";
    let s2 = "地 地 人人人 和和和 幺四幺四幺四 红九红九红九 四六四六四六 长三 平八 斧头";
    let dealer = "天 二红二红二红 丁丁丁丁丁丁 三四三四三四 高脚高脚高脚 猫猫猫猫猫猫 斧头 梅子梅子梅子 长三";
    let mut g = start(deal([dealer, s1, s2], "天", Seat(0)), 1);
    to_play(&mut g);
    let events = g.apply(Seat(0), Action::Discard(Tile::Futou)).unwrap();
    let p = public(&events);
    assert!(p.contains(&&Event::Unclaimed { tile: Tile::Futou }));
    assert!(p.contains(&&Event::Flipped {
        seat: Seat(1),
        tile: Tile::Tian
    }));
    assert_eq!(g.to_act(), vec![Seat(1), Seat(2)]);
    let chi = Action::Claim(Claim::Chi {
        with: [Tile::Di, Tile::Di],
    });
    g.apply(Seat(2), chi).unwrap();
    g.apply(Seat(1), chi).unwrap();
    assert_eq!(g.exposed(Seat(1)).len(), 1);
    assert!(g.exposed(Seat(2)).is_empty());
    assert_eq!(g.to_act(), vec![Seat(1)]);
    assert_eq!(g.river(), &[(Seat(0), Tile::Futou)]);
}

#[test]
fn sha_is_mandatory_but_hu_may_be_chosen() {
    // Seat 2 holds three 天 and wins on the fourth as 天天地 + 天天地.
    let s2 = "天天天 地地 人人人 和和和 幺四幺四幺四 红九红九红九 长三长三长三";
    let mut g = start(deal([DEALER, PLAIN, s2], "梅子", Seat(0)), 1);
    to_play(&mut g);
    g.apply(Seat(0), Action::Discard(Tile::Tian)).unwrap();
    assert_eq!(g.to_act(), vec![Seat(2)]);
    assert_eq!(
        g.legal_actions(Seat(2)),
        vec![Action::Claim(Claim::Hu), Action::Claim(Claim::Sha)]
    );
    assert_eq!(
        refused(&mut g, Seat(2), Action::Pass),
        RuleError::MustClaim {
            claim: ClaimKind::Sha
        }
    );
    assert_eq!(
        refused(&mut g, Seat(2), Action::Claim(Claim::Peng)),
        RuleError::MustClaim {
            claim: ClaimKind::Sha
        }
    );
    // The timeout makes the mandatory claim, never the win.
    assert_eq!(g.auto_action(Seat(2)), Some(Action::Claim(Claim::Sha)));
    let mut won = g.clone();
    won.apply(Seat(2), Action::Claim(Claim::Hu)).unwrap();
    let HandEnd::Won { split, .. } = &won.results()[0].end else {
        panic!()
    };
    // 天天天 + 地地天 (47 砣) beats 天天地 twice (42).
    assert_eq!(split.tuo, 47);
    assert!(split.kans.contains(&Kan::PairPlus {
        pair: Tile::Di,
        single: Tile::Tian
    }));
    // 杀: the four 天 are laid down, the next stock tile is shown and taken, then a discard.
    let events = g.apply(Seat(2), Action::Claim(Claim::Sha)).unwrap();
    let p = public(&events);
    assert!(p.contains(&&Event::KillDraw {
        seat: Seat(2),
        tile: Tile::Meizi
    }));
    assert_eq!(
        g.exposed(Seat(2)),
        &[Kan::Identical {
            tile: Tile::Tian,
            count: 4
        }]
    );
    assert_eq!(g.concealed(Seat(2)).len(), 18);
    assert_eq!((g.stage(), g.to_act()), (Stage::Discard, vec![Seat(2)]));
}

#[test]
fn a_lone_mandatory_sha_is_made_without_asking() {
    let s2 = "天天天 人人人 和和和 幺四幺四幺四 红九红九红九 长三长三 平八 地 斧头";
    let mut g = start(deal([DEALER, PLAIN, s2], "梅子", Seat(0)), 1);
    to_play(&mut g);
    let events = g.apply(Seat(0), Action::Discard(Tile::Tian)).unwrap();
    assert!(
        events
            .iter()
            .any(|e| e.audience == Audience::Private(Seat(2))
                && matches!(
                    e.event,
                    Event::Answered {
                        automatic: true,
                        ..
                    }
                ))
    );
    assert_eq!(
        g.exposed(Seat(2)),
        &[Kan::Identical {
            tile: Tile::Tian,
            count: 4
        }]
    );
    assert_eq!((g.stage(), g.to_act()), (Stage::Discard, vec![Seat(2)]));
}

#[test]
fn declining_a_peng_bars_it_for_the_hand() {
    let s1 = "天天 长二长二长二 拐子拐子拐子 二五二五二五 三五三五三五 黑九黑九黑九 平八平八平八";
    let s2 = "人人人 和和和 幺四幺四幺四 红九红九红九 四六四六四六 长三长三 猫猫 梅子 丁丁";
    let mut g = start(deal([DEALER, s1, s2], "天", Seat(0)), 1);
    to_play(&mut g);
    g.apply(Seat(0), Action::Discard(Tile::Tian)).unwrap();
    assert_eq!(g.to_act(), vec![Seat(1)]);
    let events = g.apply(Seat(1), Action::Pass).unwrap();
    assert!(
        events
            .iter()
            .any(|e| e.audience == Audience::Private(Seat(1))
                && e.event
                    == Event::Locked {
                        seat: Seat(1),
                        tile: Tile::Tian,
                        lock: Lock::Peng
                    })
    );
    // Seat 1 flips the next 天 itself: it still holds 天天, but may not 碰 it.
    let p = public(&events);
    assert!(p.contains(&&Event::Flipped {
        seat: Seat(1),
        tile: Tile::Tian
    }));
    let after_flip: Vec<&&Event> = p
        .iter()
        .skip_while(|e| {
            !matches!(
                e,
                Event::Flipped {
                    tile: Tile::Tian,
                    ..
                }
            )
        })
        .collect();
    assert!(
        matches!(after_flip[1], Event::Unclaimed { tile: Tile::Tian }),
        "{after_flip:?}"
    );
    assert_eq!(g.view(Seat(1)).peng_barred, Some(vec![Tile::Tian]));
}

#[test]
fn a_standing_pass_answers_later_pengs_of_the_hand_but_never_a_win() {
    // docs/rules/yaodiren.md#standing-answers
    let s1 = "天天 人人 长二长二长二 拐子拐子拐子 二五二五二五 三五三五三五 黑九黑九黑九 平八";
    let s2 = "人 和和和 幺四幺四幺四 红九红九红九 四六四六四六 长三长三 猫猫 梅子 丁丁 平八平八";
    let mut g = start(deal([DEALER, s1, s2], "天 人", Seat(0)), 2);
    to_play(&mut g);
    g.apply(Seat(0), Action::Discard(Tile::Tian)).unwrap();
    assert_eq!(g.to_act(), vec![Seat(1)]);
    assert!(g.legal_actions(Seat(1)).contains(&Action::PassHand));
    let events = g.apply(Seat(1), Action::PassHand).unwrap();
    let private_to_1: Vec<&Event> = events
        .iter()
        .filter(|e| e.audience == Audience::Private(Seat(1)))
        .map(|e| &e.event)
        .collect();
    assert!(private_to_1.contains(&&Event::PassingThisHand { seat: Seat(1) }));
    // Seat 2 flips 人: seat 1 could 碰 it, and the standing answer passes it unasked.
    assert!(
        private_to_1.contains(&&Event::StandingPassed {
            seat: Seat(1),
            tile: Tile::Ren
        }),
        "{private_to_1:?}"
    );
    // The window waits on the others only.
    assert_eq!(g.stage(), Stage::Claim);
    assert!(!g.to_act().is_empty() && !g.to_act().contains(&Seat(1)));
    // The next hand starts without it.
    assert!(g.players.iter().any(|p| p.passing));
    finish_hand_with_bots(&mut g);
    assert_eq!(g.hand_number(), 2);
    assert!(g.players.iter().all(|p| !p.passing), "reset each hand");
}

#[test]
fn a_standing_pass_is_refused_when_the_tile_wins() {
    let mut g = start(
        deal(
            [
                DEALER,
                "天天 长二长二长二 拐子拐子拐子 二五二五二五 三五三五三五 黑九黑九黑九 平八平八平八",
                WAITS_TIAN,
            ],
            "",
            Seat(0),
        ),
        2,
    );
    to_play(&mut g);
    g.apply(Seat(0), Action::Discard(Tile::Tian)).unwrap();
    assert!(!g.legal_actions(Seat(2)).contains(&Action::PassHand));
    assert_eq!(
        refused(&mut g, Seat(2), Action::PassHand),
        RuleError::StandingPassOverWin
    );
    assert!(
        g.legal_actions(Seat(1)).contains(&Action::PassHand),
        "a 碰 alone may be"
    );
}

#[test]
fn declining_a_peng_type_win_bars_it_but_not_a_chi_type_win() {
    let mut g = start(deal([DEALER, PLAIN, WAITS_TIAN], "天", Seat(0)), 1);
    to_play(&mut g);
    g.apply(Seat(0), Action::Discard(Tile::Tian)).unwrap();
    assert_eq!(g.to_act(), vec![Seat(2)]);
    let events = g.apply(Seat(2), Action::Pass).unwrap();
    let locks: Vec<Lock> = events
        .iter()
        .filter_map(|e| match e.event {
            Event::Locked { lock, .. } => Some(lock),
            _ => None,
        })
        .collect();
    assert_eq!(locks, vec![Lock::Peng, Lock::Win]);
    // Seat 1 flips the last 天. Seat 2 may no longer win with 天天天, but 吃-type wins stay
    // open: 地地天 + 天天地.
    assert_eq!(g.window_tile(), Some(Tile::Tian));
    assert_eq!(g.to_act(), vec![Seat(2)]);
    assert_eq!(
        g.legal_actions(Seat(2)),
        vec![
            Action::Claim(Claim::Hu),
            Action::Claim(Claim::Chi {
                with: [Tile::Tian, Tile::Di]
            }),
            Action::Claim(Claim::Chi {
                with: [Tile::Di, Tile::Di]
            }),
            Action::Pass
        ]
    );
    g.apply(Seat(2), Action::Claim(Claim::Hu)).unwrap();
    let HandEnd::Won { split, stake, .. } = &g.results()[0].end else {
        panic!()
    };
    // 地地天 3 + 天天地 3 + five red triplets 40 = 46: 人 幺四 2 番, all red 1, +1 for 13
    // above the threshold.
    assert_eq!((split.tuo, split.fan, *stake), (46, 4, 16));
    assert!(!split.fan_sources.contains(&FanSource::AllIdentical));
}

#[test]
fn after_a_peng_the_seat_discards_and_may_not_declare_the_win_it_declined() {
    let mut g = start(deal([DEALER, PLAIN, WAITS_TIAN], "天", Seat(0)), 1);
    to_play(&mut g);
    g.apply(Seat(0), Action::Discard(Tile::Tian)).unwrap();
    assert!(g.legal_actions(Seat(2)).contains(&Action::Claim(Claim::Hu)));
    // 碰 instead of 胡: 天天天 is laid down and the 21 tiles are seven kans — but after 吃 or 碰
    // the player discards (docs/rules/yaodiren.md#claims), and passing the 碰-type win on 天
    // barred it (docs/rules/yaodiren.md#pass-locks).
    g.apply(Seat(2), Action::Claim(Claim::Peng)).unwrap();
    assert_eq!(g.to_act(), vec![Seat(2)]);
    let legal = g.legal_actions(Seat(2));
    assert!(!legal.is_empty());
    assert!(
        legal.iter().all(|a| matches!(a, Action::Discard(_))),
        "{legal:?}"
    );
    assert_eq!(
        refused(&mut g, Seat(2), Action::Claim(Claim::Hu)),
        RuleError::WinAfterClaim
    );
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
fn commands_parse_and_print() {
    let mut g = start(deal([DEALER, PLAIN, WAITS_TIAN], "", Seat(0)), 1);
    let p =
        |g: &Yaodiren, seat: u8, verb: Verb, args: &str| g.parse_command(Seat(seat), verb, args);
    assert_eq!(p(&g, 0, Verb::Open, ""), Ok(Action::Open));
    assert_eq!(p(&g, 0, Verb::Pass, ""), Ok(Action::Pass));
    assert_eq!(p(&g, 0, Verb::Fold, ""), Ok(Action::Pass));
    assert_eq!(
        p(&g, 0, Verb::Discard, ""),
        Err(CommandError::MissingArgument {
            verb: Verb::Discard,
            expected: crate::games::ArgKind::Tile
        })
    );
    assert_eq!(
        p(&g, 0, Verb::Bid, "1"),
        Err(CommandError::VerbNotUsed { verb: Verb::Bid })
    );
    g.apply(Seat(0), Action::Open).unwrap();
    g.apply(Seat(1), Action::Pass).unwrap();
    g.apply(Seat(2), Action::Pass).unwrap();
    assert_eq!(p(&g, 1, Verb::Open, ""), Ok(Action::Play));
    assert_eq!(p(&g, 1, Verb::Pass, ""), Ok(Action::Fold));
    // 打 with no tile at the play/fold choice is play ("Bot 1 打这一局").
    let (verb, args) = crate::games::verbs::split_command(command::ALIASES, "打").unwrap();
    assert_eq!(p(&g, 1, verb, &args), Ok(Action::Play));
    // `play 天` at the choice does not join and drop the tile: the tile is refused.
    assert_eq!(
        p(&g, 1, Verb::Play, "天"),
        Err(CommandError::ExtraWords {
            verb: Verb::Play,
            extra: "天".into()
        })
    );
    assert_eq!(
        p(&g, 1, Verb::Discard, "天"),
        Err(CommandError::VerbNotNow {
            verb: Verb::Discard
        })
    );
    g.apply(Seat(1), Action::Play).unwrap();
    g.apply(Seat(2), Action::Play).unwrap();
    assert_eq!(
        p(&g, 0, Verb::Discard, "tian"),
        Ok(Action::Discard(Tile::Tian))
    );
    assert_eq!(
        p(&g, 0, Verb::Discard, "6-6"),
        Ok(Action::Discard(Tile::Tian))
    );
    assert!(matches!(
        p(&g, 0, Verb::Discard, "joker"),
        Err(CommandError::Notation(_))
    ));
    assert_eq!(p(&g, 0, Verb::Claim, "hu"), Ok(Action::Claim(Claim::Hu)));
    assert_eq!(
        p(&g, 0, Verb::Pass, ""),
        Err(CommandError::VerbNotNow { verb: Verb::Pass })
    );
    g.apply(Seat(0), Action::Discard(Tile::Tian)).unwrap();
    for (args, claim) in [
        ("胡", Claim::Hu),
        ("碰", Claim::Peng),
        ("peng", Claim::Peng),
    ] {
        assert_eq!(p(&g, 2, Verb::Claim, args), Ok(Action::Claim(claim)));
    }
    // A claim the seat cannot make is refused naming those it can.
    for (args, claim) in [("杀", "杀"), ("吐火", "吐火"), ("吃", "吃"), ("chi", "吃")] {
        assert_eq!(
            p(&g, 2, Verb::Claim, args),
            Err(CommandError::ClaimNotOpen {
                claim: claim.into(),
                open: vec!["胡".into(), "碰".into()]
            })
        );
    }
    // Extra words after a claim or a pass are refused, not ignored.
    assert_eq!(
        p(&g, 2, Verb::Claim, "碰 天"),
        Err(CommandError::ExtraWords {
            verb: Verb::Claim,
            extra: "天".into()
        })
    );
    assert_eq!(
        p(&g, 2, Verb::Pass, "黑九"),
        Err(CommandError::ExtraWords {
            verb: Verb::Pass,
            extra: "黑九".into()
        })
    );
    assert_eq!(
        p(&g, 2, Verb::Claim, "eat"),
        Err(CommandError::BadArgument {
            verb: Verb::Claim,
            token: "eat".into(),
            expected: crate::games::ArgKind::Claim
        })
    );
    assert_eq!(p(&g, 2, Verb::Pass, ""), Ok(Action::Pass));
    for a in [
        Action::Open,
        Action::Pass,
        Action::Discard(Tile::Changer),
        Action::Claim(Claim::Peng),
    ] {
        let text = Yaodiren::command_text(&a);
        let (verb, args) = text.split_once(' ').unwrap_or((&text, ""));
        let verb = Verb::from_word(verb).unwrap();
        let back = g.parse_command(Seat(2), verb, args);
        if a != Action::Open {
            assert_eq!(back, Ok(a), "{text}");
        }
    }
    assert_eq!(
        Yaodiren::command_text(&Action::Claim(Claim::Chi {
            with: [Tile::Di, Tile::Di]
        })),
        "claim chi 地 地"
    );
}

#[test]
fn a_claim_window_chi_with_several_ways_needs_the_tiles() {
    // Seat 1 (next) can eat 猫猫 as 平八平八猫猫 or 猫猫猫猫平八 (it holds one 猫猫).
    let s1 =
        "平八平八 猫猫 长二长二长二 拐子拐子拐子 二五二五二五 三五三五三五 黑九黑九黑九 四六 四六";
    let dealer =
        "天 二红二红二红 丁丁丁丁丁丁 三四三四三四 高脚高脚高脚 猫猫 猫猫 斧头 梅子梅子梅子 天 地";
    let mut g = start(
        deal(
            [
                dealer,
                s1,
                "人人人 和和和 幺四幺四幺四 红九红九红九 四六四六四六 长三长三 梅子 地 天",
            ],
            "",
            Seat(0),
        ),
        1,
    );
    to_play(&mut g);
    g.apply(Seat(0), Action::Discard(Tile::Maomao)).unwrap();
    assert!(g.to_act().contains(&Seat(1)));
    assert_eq!(
        g.parse_command(Seat(1), Verb::Claim, "chi"),
        Err(CommandError::ChiNeedsBothTiles {
            ways: vec![
                ["猫猫".into(), "三五".into()],
                ["猫猫".into(), "平八".into()],
                ["三五".into(), "三五".into()],
                ["平八".into(), "平八".into()]
            ]
        })
    );
    // One tile: both are needed, and the ways that use it are listed.
    assert_eq!(
        g.parse_command(Seat(1), Verb::Claim, "吃 猫猫"),
        Err(CommandError::ChiNeedsBothTiles {
            ways: vec![
                ["猫猫".into(), "三五".into()],
                ["猫猫".into(), "平八".into()]
            ]
        })
    );
    assert_eq!(
        g.parse_command(Seat(1), Verb::Claim, "吃 梅子"),
        Err(CommandError::ChiNeedsBothTiles { ways: vec![] })
    );
    assert_eq!(
        g.parse_command(Seat(1), Verb::Claim, "chi 平八 平八"),
        Ok(Action::Claim(Claim::Chi {
            with: [Tile::Pingba, Tile::Pingba]
        }))
    );
    let err = refused(
        &mut g,
        Seat(1),
        Action::Claim(Claim::Chi {
            with: [Tile::Tian, Tile::Di],
        }),
    );
    assert!(matches!(err, RuleError::NoSuchChi { .. }), "{err:?}");
    let err = refused(&mut g, Seat(1), Action::Claim(Claim::Sha));
    assert_eq!(
        err,
        RuleError::NotEntitled {
            claim: ClaimKind::Sha
        }
    );
}

#[test]
fn actions_serialize_simply() {
    let cases = [
        (Action::Open, serde_json::json!("open")),
        (Action::Pass, serde_json::json!("pass")),
        (Action::Fold, serde_json::json!("fold")),
        (
            Action::Discard(Tile::Tian),
            serde_json::json!({"discard": "天"}),
        ),
        (
            Action::Claim(Claim::Peng),
            serde_json::json!({"claim": "peng"}),
        ),
        (
            Action::Claim(Claim::Chi {
                with: [Tile::Di, Tile::Di],
            }),
            serde_json::json!({"claim": {"chi": {"with": ["地", "地"]}}}),
        ),
    ];
    for (action, json) in cases {
        assert_eq!(serde_json::to_value(action).unwrap(), json);
        assert_eq!(serde_json::from_value::<Action>(json).unwrap(), action);
    }
}

#[test]
fn kans_command_json() {
    let tiles = tiles("天天天 地地地 人人人 和和和 四六四六长二 长三长三长三 猫猫平八平八");
    let s = best_split(&tiles, true, &Config::default()).unwrap();
    let json = serde_json::to_value(&s).unwrap();
    assert_eq!(json["tuo"], 39);
    assert_eq!(json["wins"], true);
    assert_eq!(json["fan"], 2);
    assert_eq!(json["threshold"], 34);
    assert_eq!(json["kans"].as_array().unwrap().len(), 7);
    assert_eq!(
        json["kans"][0],
        serde_json::json!({"tiles": ["天", "天", "天"], "tuo": 8, "kind": "identical"})
    );
    assert_eq!(
        json["fan_sources"][0],
        serde_json::json!({"source": "yaodiren_kan", "tile": "地", "count": 3})
    );
    let err = best_split(&tiles[..20], false, &Config::default()).unwrap_err();
    assert_eq!(
        serde_json::to_value(err).unwrap(),
        serde_json::json!({"why": "tile_count", "got": 20, "min": 21, "max": 35})
    );
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
