//! Whole-deal tests of the Chicago state machine: locks, the call, reshuffles, the end of a
//! match, refusals, commands.

use super::*;
use crate::cards::notation::parse_cards;
use crate::games::{ArgKind, Audience, Game, Seat, TurnError, TurnKind};

/// Commands and actions as text and JSON.
mod commands;
/// The end of a match, refusals, forfeits and automatic answers.
mod matches;

fn cards(s: &str) -> Vec<Card> {
    parse_cards(s).unwrap()
}

fn card(s: &str) -> Card {
    s.parse().unwrap()
}

/// A deal from hand strings: the stock starts with `stock_front`, then the rest of the deck in
/// deck order.
fn deal(hands: &[&str], stock_front: &str, dealer: u8, scores: &[u32]) -> Deal {
    let hands: Vec<Vec<Card>> = hands.iter().map(|h| cards(h)).collect();
    let mut stock = cards(stock_front);
    for c in Card::deck52() {
        if !stock.contains(&c) && !hands.iter().flatten().any(|h| *h == c) {
            stock.push(c);
        }
    }
    Deal {
        hands,
        stock,
        dealer: Some(Seat(dealer)),
        scores: Some(scores.to_vec()),
    }
}

fn config(players: Players, target: Target, call: bool) -> Config {
    Config {
        players,
        target,
        chicago_call: call,
    }
}

fn start(config: Config, deal: Deal) -> (Chicago, Vec<Tagged<Event>>) {
    let Started { game, events } = Chicago::with_deal(config, deal, 7).unwrap();
    (game, events)
}

fn act(game: &mut Chicago, action: Action) -> Vec<Tagged<Event>> {
    let seat = game.to_act()[0];
    game.apply(seat, action.clone())
        .unwrap_or_else(|e| panic!("{seat} {action:?}: {e}"))
}

fn stand_pat(game: &mut Chicago) -> Vec<Tagged<Event>> {
    act(game, Action::Discard(Vec::new()))
}

fn points(events: &[Tagged<Event>]) -> Vec<(Seat, i32, PointsFor)> {
    events
        .iter()
        .filter_map(|e| match &e.event {
            Event::Points {
                seat,
                change,
                reason,
                ..
            } => Some((*seat, *change, *reason)),
            _ => None,
        })
        .collect()
}

/// Plays the tricks: each seat plays what `pick` chooses among its legal cards.
fn play_tricks(game: &mut Chicago, pick: impl Fn(Seat, &[Action]) -> Action) -> Vec<Tagged<Event>> {
    let mut events = Vec::new();
    let deal = game.deal_number();
    while game.stage() == Stage::Tricks && game.deal_number() == deal {
        let seat = game.to_act()[0];
        let legal = game.legal_actions(seat);
        events.extend(game.apply(seat, pick(seat, &legal)).unwrap());
    }
    events
}

fn first_legal(_: Seat, legal: &[Action]) -> Action {
    legal[0].clone()
}

fn highest_legal(_: Seat, legal: &[Action]) -> Action {
    legal
        .iter()
        .max_by_key(|a| match a {
            Action::Play(c) => hands::rank_value(c.rank().unwrap()),
            _ => 0,
        })
        .unwrap()
        .clone()
}

#[test]
fn the_dealers_left_exchanges_first_and_leads() {
    let d = deal(
        &["As Kh Qd Jc 9s", "8s 7h 6d 5c 2s", "3h 4h 9h Jh Kc"],
        "",
        1,
        &[0, 0, 0],
    );
    let (mut g, events) = start(config(Players::Three, Target::FiftyTwo, false), d);
    assert_eq!(g.to_act(), vec![Seat(2)]);
    assert!(matches!(
        events[0].event,
        Event::Dealt {
            deal: 1,
            dealer: Seat(1),
            ..
        }
    ));
    // Each seat got its hand, privately.
    for seat in Seat::all(3) {
        assert!(events.iter().any(|e| e.audience == Audience::Private(seat)
            && matches!(&e.event, Event::Hand { seat: s, cards } if *s == seat && cards.len() == 5)));
    }
    assert_eq!(g.turn_kind(), TurnKind::Exchange);
    stand_pat(&mut g);
    assert_eq!(g.to_act(), vec![Seat(0)]);
    stand_pat(&mut g);
    stand_pat(&mut g);
    assert_eq!(g.stage(), Stage::SecondExchange);
    assert_eq!(g.turn_kind(), TurnKind::Exchange);
    assert_eq!(g.to_act(), vec![Seat(2)]);
    for _ in 0..3 {
        stand_pat(&mut g);
    }
    assert_eq!(g.stage(), Stage::Tricks);
    assert_eq!(g.to_act(), vec![Seat(2)]);
    assert_eq!(
        g.turn_kind(),
        TurnKind::Play,
        "a trick is announced as play"
    );
}

#[test]
fn a_player_at_46_is_skipped_in_both_exchanges() {
    let d = deal(
        &[
            "As Kh Qd Jc 9s",
            "8s 7h 6d 5c 2s",
            "3h 4h 9h Jh Kc",
            "2h 3c 5d 7d Tc",
        ],
        "",
        3,
        &[46, 45, 0, 0],
    );
    let (mut g, events) = start(config(Players::Four, Target::FiftyTwo, false), d);
    assert!(events.iter().any(|e| e.is_public()
        && e.event
            == Event::ExchangeLocked {
                seat: Seat(0),
                round: 1,
                score: 46
            }));
    assert_eq!(g.to_act(), vec![Seat(1)]);
    // A locked seat cannot slip in an exchange.
    assert!(matches!(
        g.apply(Seat(0), Action::Discard(cards("9s"))),
        Err(RuleError::Turn(TurnError::NotYourTurn { .. }))
    ));
    let mut events = Vec::new();
    for _ in 0..3 {
        events.extend(stand_pat(&mut g));
    }
    assert!(events.iter().any(|e| e.event
        == Event::ExchangeLocked {
            seat: Seat(0),
            round: 2,
            score: 46
        }));
    assert_eq!(g.to_act(), vec![Seat(1)]);
    let view = g.public_view();
    assert_eq!(view.exchanges.iter().filter(|x| x.locked).count(), 2);
}

#[test]
fn the_lock_is_24_in_the_30_point_game() {
    let d = deal(&["As Kh Qd Jc 9s", "8s 7h 6d 5c 2s"], "", 1, &[24, 23]);
    let (g, _) = start(config(Players::Two, Target::Thirty, false), d);
    assert_eq!(g.to_act(), vec![Seat(1)]);
    let d = deal(&["As Kh Qd Jc 9s", "8s 7h 6d 5c 2s"], "", 1, &[23, 23]);
    let (g, _) = start(config(Players::Two, Target::Thirty, false), d);
    assert_eq!(g.to_act(), vec![Seat(0)]);
}

#[test]
fn a_player_reaching_the_lock_at_the_first_showdown_is_locked_in_the_second_exchange() {
    // Seat 0 holds trips (3 points) and starts at 43: 46 after the first showdown.
    let d = deal(&["As Ah Ad Jc 9s", "8s 7h 6d 5c 2s"], "", 1, &[43, 0]);
    let (mut g, _) = start(config(Players::Two, Target::FiftyTwo, false), d);
    stand_pat(&mut g);
    let events = stand_pat(&mut g);
    assert_eq!(
        points(&events),
        vec![(Seat(0), 3, PointsFor::Hand(Scoring::FirstExchange))]
    );
    assert!(events.iter().any(|e| e.event
        == Event::ExchangeLocked {
            seat: Seat(0),
            round: 2,
            score: 46
        }));
    assert_eq!(g.to_act(), vec![Seat(1)]);
}

#[test]
fn when_everyone_is_locked_the_exchanges_run_by_themselves() {
    let d = deal(&["As Kh Qd Jc 9s", "8s 8h 6d 5c 2s"], "", 1, &[50, 48]);
    let (g, events) = start(config(Players::Two, Target::FiftyTwo, false), d);
    // Both showdowns happened at once: seat 1's pair scored twice.
    assert_eq!(
        points(&events),
        vec![
            (Seat(1), 1, PointsFor::Hand(Scoring::FirstExchange)),
            (Seat(1), 1, PointsFor::Hand(Scoring::SecondExchange)),
        ]
    );
    assert_eq!(g.stage(), Stage::Tricks);
    assert_eq!(g.to_act(), vec![Seat(0)]);
}

#[test]
fn exchanges_draw_from_the_stock_in_order_and_only_the_owner_sees_the_cards() {
    let d = deal(
        &["Ks Kh 8c 5d 2s", "Qs Qd Js Jd 3c"],
        "Kd 3h 9c",
        1,
        &[0, 0],
    );
    let (mut g, _) = start(config(Players::Two, Target::FiftyTwo, false), d);
    let events = act(&mut g, Action::Discard(cards("8c 5d 2s")));
    assert_eq!(g.hand(Seat(0)), cards("Ks Kh Kd 9c 3h").as_slice());
    assert_eq!(g.discards(), cards("8c 5d 2s").as_slice());
    for e in &events {
        match &e.event {
            Event::Exchanged { seat, count, .. } => {
                assert!(e.is_public());
                assert_eq!((*seat, *count), (Seat(0), 3));
            }
            Event::Drew { thrown, drawn, .. } => {
                assert_eq!(e.audience, Audience::Private(Seat(0)));
                assert_eq!(thrown, &cards("8c 5d 2s"));
                assert_eq!(drawn, &cards("Kd 3h 9c"));
            }
            Event::Hand { .. } => assert_eq!(e.audience, Audience::Private(Seat(0))),
            _ => {}
        }
    }
}

#[test]
fn four_players_throwing_everything_reshuffle_the_earlier_discards() {
    let (mut g, _) = start(
        config(Players::Four, Target::FiftyTwo, false),
        deal(
            &[
                "2s 3s 4s 5s 7h",
                "2h 3h 4h 5h 7c",
                "2d 3d 4d 5d 7s",
                "2c 3c 4c 5c 7d",
            ],
            "",
            3,
            &[0, 0, 0, 0],
        ),
    );
    let mut reshuffles = Vec::new();
    while g.in_exchange() {
        let seat = g.to_act()[0];
        let thrown = g.hand(seat).to_vec();
        let events = g.apply(seat, Action::Discard(thrown.clone())).unwrap();
        // Never dealt back what one just threw.
        assert!(g.hand(seat).iter().all(|c| !thrown.contains(c)));
        for e in &events {
            if let Event::StockReshuffled { cards } = e.event {
                assert!(e.is_public());
                reshuffles.push(cards);
            }
        }
        let mut all: Vec<Card> = Seat::all(4)
            .flat_map(|s| g.hand(s).to_vec())
            .chain(g.stock_cards().iter().copied())
            .chain(g.discards().iter().copied())
            .collect();
        all.sort();
        let mut deck = Card::deck52();
        deck.sort();
        assert_eq!(all, deck);
    }
    // 32 in the stock: round 1 takes 20; in round 2 the third player finds 2 left, and the 30
    // earlier discards (not their own five) become the new stock.
    assert_eq!(reshuffles, vec![30]);
}

#[test]
fn the_chicago_call_made_scores_15_instead_of_the_last_trick() {
    // Seat 1 holds four aces and the king of spades: a sure Chicago.
    let d = deal(
        &[
            "2s 3h 4d 6c 8s",
            "As Ks Ah Ad Ac",
            "3s 5h 7d 9c Js",
            "4s 6h 8d Tc Qs",
        ],
        "",
        3,
        &[20, 15, 0, 14],
    );
    let (mut g, _) = start(config(Players::Four, Target::FiftyTwo, true), d);
    let mut events = Vec::new();
    for _ in 0..8 {
        events.extend(stand_pat(&mut g));
    }
    // Quads scored twice: 15 + 7 + 7.
    assert_eq!(g.scores(), &[20, 29, 0, 14]);
    assert!(events.iter().any(|e| e.event
        == Event::ChicagoAsked {
            seats: vec![Seat(0), Seat(1)]
        }));
    assert_eq!(g.stage(), Stage::ChicagoCall);
    assert_eq!(g.to_act(), vec![Seat(0)]);
    assert_eq!(g.turn_kind(), TurnKind::Call);
    assert_eq!(
        g.legal_actions(Seat(0)),
        vec![Action::DeclareChicago, Action::Pass]
    );
    act(&mut g, Action::Pass);
    assert_eq!(g.to_act(), vec![Seat(1)]);
    let events = act(&mut g, Action::DeclareChicago);
    assert!(events.contains(&Tagged::public(Event::ChicagoDeclared { seat: Seat(1) })));
    // The declarer leads.
    assert!(events.contains(&Tagged::public(Event::TricksBegin { leader: Seat(1) })));
    let events = play_tricks(&mut g, highest_legal);
    let pts = points(&events);
    assert_eq!(pts[0], (Seat(1), 15, PointsFor::ChicagoMade));
    assert!(pts.iter().all(|p| p.2 != PointsFor::LastTrick));
    // Then the final hands: quads again.
    assert_eq!(pts[1], (Seat(1), 7, PointsFor::Hand(Scoring::FinalHand)));
    assert_eq!(g.scores()[1], 29 + 15 + 7);
}

#[test]
fn the_chicago_call_failed_costs_15_and_the_last_trick_still_scores() {
    let d = deal(
        &[
            "2s 3h 4d 6c 8s",
            "As Ks Ah Ad Ac",
            "3s 5h 7d 9c Js",
            "4s 6h 8d Tc Qs",
        ],
        "",
        3,
        &[20, 15, 0, 14],
    );
    let (mut g, _) = start(config(Players::Four, Target::FiftyTwo, true), d);
    for _ in 0..8 {
        stand_pat(&mut g);
    }
    // Seat 0, first from the dealer's left, declares with nothing: seat 1 is never asked.
    let events = act(&mut g, Action::DeclareChicago);
    assert!(events.contains(&Tagged::public(Event::TricksBegin { leader: Seat(0) })));
    assert_eq!(g.stage(), Stage::Tricks);
    let events = play_tricks(&mut g, highest_legal);
    let pts = points(&events);
    assert_eq!(pts[0], (Seat(0), -15, PointsFor::ChicagoFailed));
    // Seat 1's aces take the tricks, the last one too.
    assert_eq!(pts[1], (Seat(1), 5, PointsFor::LastTrick));
    assert_eq!(g.scores()[0], 5);
}

#[test]
fn nobody_is_asked_below_15_or_without_the_option() {
    let hands = ["2s 3h 4d 6c 8s", "As Ks Ah Ad Ac"];
    let (mut g, _) = start(
        config(Players::Two, Target::FiftyTwo, true),
        deal(&hands, "", 1, &[14, 0]),
    );
    for _ in 0..4 {
        stand_pat(&mut g);
    }
    // Seat 1 reached 14 (7 + 7) only, seat 0 has 14: no window.
    assert_eq!(g.scores(), &[14, 14]);
    assert_eq!(g.stage(), Stage::Tricks);
    assert_eq!(
        g.apply(Seat(0), Action::DeclareChicago),
        Err(RuleError::NotCalling)
    );

    let (mut g, _) = start(
        config(Players::Two, Target::FiftyTwo, false),
        deal(&hands, "", 1, &[30, 30]),
    );
    for _ in 0..4 {
        stand_pat(&mut g);
    }
    assert_eq!(g.stage(), Stage::Tricks);
    assert_eq!(
        g.apply(Seat(0), Action::DeclareChicago),
        Err(RuleError::CallNotPlayed)
    );
}

#[test]
fn you_must_follow_suit_and_the_winner_leads() {
    let d = deal(&["As 3h Qc Jc 9s", "8s 7h 6d 5c 2s"], "", 1, &[0, 0]);
    let (mut g, _) = start(config(Players::Two, Target::FiftyTwo, false), d);
    for _ in 0..4 {
        stand_pat(&mut g);
    }
    act(&mut g, Action::Play(card("3h")));
    let before = g.clone();
    assert_eq!(
        g.apply(Seat(1), Action::Play(card("2s"))),
        Err(RuleError::MustFollowSuit {
            card: card("2s"),
            lead: card("3h")
        })
    );
    assert_eq!(g, before);
    assert_eq!(g.legal_actions(Seat(1)), vec![Action::Play(card("7h"))]);
    let events = act(&mut g, Action::Play(card("7h")));
    assert!(events.contains(&Tagged::public(Event::TrickWon {
        seat: Seat(1),
        trick: 1
    })));
    // The winner leads.
    assert_eq!(g.to_act(), vec![Seat(1)]);
    act(&mut g, Action::Play(card("6d")));
    // Void in diamonds: anything goes, and an off-suit ace does not win.
    assert_eq!(g.legal_actions(Seat(0)).len(), 4);
    let events = act(&mut g, Action::Play(card("As")));
    assert!(events.contains(&Tagged::public(Event::TrickWon {
        seat: Seat(1),
        trick: 2
    })));
    act(&mut g, Action::Play(card("5c")));
    let events = act(&mut g, Action::Play(card("Jc")));
    assert!(events.contains(&Tagged::public(Event::TrickWon {
        seat: Seat(0),
        trick: 3
    })));
    assert_eq!(g.to_act(), vec![Seat(0)]);
}

#[test]
fn the_last_trick_scores_5_and_the_final_hand_scores_again() {
    let d = deal(&["As Kh Qd Jc Js", "8s 7h 6d 5c 2s"], "", 1, &[0, 0]);
    let (mut g, _) = start(config(Players::Two, Target::FiftyTwo, false), d);
    for _ in 0..4 {
        stand_pat(&mut g);
    }
    assert_eq!(g.scores(), &[2, 0]);
    let events = play_tricks(&mut g, first_legal);
    let pts = points(&events);
    assert_eq!(
        pts,
        vec![
            (Seat(0), 5, PointsFor::LastTrick),
            (Seat(0), 1, PointsFor::Hand(Scoring::FinalHand)),
        ]
    );
    // The final showdown shows the hand that was played.
    assert!(events.iter().any(|e| matches!(&e.event,
        Event::Showdown { scoring: Scoring::FinalHand, showdown: Showdown::Best { seat, hand, .. } }
            if *seat == Seat(0) && hand == &cards("As Kh Qd Js Jc"))));
    // The next deal: dealt by the previous dealer's left.
    assert_eq!(g.deal_number(), 2);
    assert_eq!(g.dealer(), Seat(0));
    assert_eq!(g.to_act(), vec![Seat(1)]);
    assert!(events.iter().any(|e| e.event
        == Event::DealOver {
            deal: 1,
            scores: vec![8, 0]
        }));
}

/// Seat 0 beats seat 1 in every suit: it takes every trick, the last one for 5.
const STRONG: [&str; 2] = ["As Kh Qd Jc 9s", "8s 7h 6d 5c 2s"];

#[test]
fn seeded_games_replay_identically_and_draw_the_first_dealer() {
    let cfg = Config::default();
    let a = Chicago::new(cfg.clone(), 11).unwrap();
    let b = Chicago::new(cfg.clone(), 11).unwrap();
    assert_eq!(a.game, b.game);
    assert_eq!(a.events, b.events);
    let dealers: std::collections::HashSet<Seat> = (0..40)
        .map(|seed| Chicago::new(cfg.clone(), seed).unwrap().game.dealer())
        .collect();
    assert_eq!(dealers.len(), 4);
}

#[test]
fn views_show_the_viewers_hand_only() {
    let d = deal(&["As Kh Qd Jc 9s", "8s 8h 6d 5c 2s"], "", 1, &[0, 0]);
    let (g, _) = start(config(Players::Two, Target::FiftyTwo, false), d);
    let v = g.view(Seat(1));
    assert_eq!(v.hand.as_deref(), Some(g.hand(Seat(1))));
    assert_eq!(v.hand_value.unwrap().category, Category::Pair);
    let p = g.public_view();
    assert_eq!((p.hand, p.hand_value), (None, None));
    assert_eq!(p.hand_sizes, vec![5, 5]);
    assert_eq!(p.stock_size, 42);
    assert_eq!(p.stage, Stage::FirstExchange);
}

#[test]
fn the_bot_keeps_its_highest_card_for_the_last_trick() {
    // Both locked: straight to the tricks.
    let d = deal(&["As Kh Qd Jc 9s", "8s 7h 6d 5c 2s"], "", 1, &[47, 47]);
    let (mut g, _) = start(config(Players::Two, Target::FiftyTwo, false), d);
    assert_eq!(g.bot_action(Seat(0)), Some(Action::Play(card("9s"))));
    act(&mut g, Action::Play(card("9s")));
    // Seat 1 must follow spades and keeps its 8 for later.
    assert_eq!(g.bot_action(Seat(1)), Some(Action::Play(card("2s"))));
}

#[test]
fn bots_declare_a_sure_chicago_and_make_it() {
    let d = deal(&["2s 3h 4d 6c 8s", "As Ks Ah Ad Ac"], "", 1, &[0, 20]);
    let (mut g, _) = start(config(Players::Two, Target::FiftyTwo, true), d);
    let mut events = Vec::new();
    while g.deal_number() == 1 && g.outcome().is_none() {
        let seat = g.to_act()[0];
        events.extend(g.apply(seat, g.bot_action(seat).unwrap()).unwrap());
    }
    assert!(events.contains(&Tagged::public(Event::ChicagoDeclared { seat: Seat(1) })));
    assert!(points(&events).contains(&(Seat(1), 15, PointsFor::ChicagoMade)));
}

#[test]
fn a_bad_deal_file_is_a_setup_error() {
    let mut d = deal(&["As Kh Qd Jc 9s", "8s 7h 6d 5c 2s"], "", 1, &[0, 0]);
    d.hands[1][0] = card("As");
    let err = Chicago::with_deal(
        Config {
            players: Players::Two,
            ..Config::default()
        },
        d,
        1,
    )
    .unwrap_err();
    assert_eq!(
        err,
        SetupError::BadDeal(crate::games::DealError::CardCount {
            card: "As".into(),
            expected: 1,
            got: 2
        })
    );
}

#[test]
fn suggested_exchanges_start_with_keeping_what_is_made() {
    let d = deal(&["Kh Ks 8c 5d 2s", "Qs Qd Js Jd 3c"], "", 1, &[0, 0]);
    let (game, _) = start(config(Players::Two, Target::FiftyTwo, false), d);
    let suggested = game.suggested_actions(Seat(0));
    // Throw what is not the pair first, then stand pat, then every other way.
    assert_eq!(suggested[0], Action::Discard(cards("8c 5d 2s")));
    assert_eq!(suggested[1], Action::Discard(Vec::new()));
    let mut legal = game.legal_actions(Seat(0));
    let mut same = suggested.clone();
    legal.sort_by_key(|a| format!("{a:?}"));
    same.sort_by_key(|a| format!("{a:?}"));
    assert_eq!(legal, same, "the same 32 actions");
    assert!(game.suggested_actions(Seat(1)).is_empty(), "not to act");
}
