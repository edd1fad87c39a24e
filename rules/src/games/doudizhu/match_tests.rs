//! Matches of several hands (docs/rules/doudizhu.md#a-match-of-several-hands): the first bid
//! rotates, each hand is settled on its own, the match totals are the settlements' sums.

use super::*;
use crate::games::{Game, Seat};

fn config(players: Players, hands: u32) -> Config {
    Config {
        players,
        spring: false,
        hands,
    }
}

/// Plays one seat's turn: the first bidder takes the landlord at 3 after `passes_first`
/// all-pass rounds have been forced, then everybody plays the timeout move (lowest single
/// leading, pass following), which always ends the hand.
fn step(g: &mut DouDizhu, all_pass: bool) -> Vec<Event> {
    let seat = g.to_act()[0];
    let action = if g.in_auction() {
        Action::Bid(if all_pass { Bid::Pass } else { Bid::Three })
    } else {
        g.auto_action(seat).expect("a move")
    };
    g.apply(seat, action)
        .expect("a legal move")
        .into_iter()
        .map(|t| t.event)
        .collect()
}

#[derive(Debug)]
struct Played {
    first_bidders: Vec<Seat>,
    settlements: Vec<Vec<i64>>,
    booked: Vec<(u32, u32, Vec<i64>)>,
}

fn play_match(players: Players, hands: u32, seed: u64) -> (DouDizhu, Played) {
    let started = DouDizhu::new(config(players, hands), seed).unwrap();
    let mut g = started.game;
    let mut events: Vec<Event> = started.events.into_iter().map(|t| t.event).collect();
    let mut steps = 0;
    while g.outcome().is_none() {
        events.extend(step(&mut g, false));
        steps += 1;
        assert!(steps < 10_000, "the match does not end");
        g.audit().unwrap();
    }
    let mut played = Played {
        first_bidders: Vec::new(),
        settlements: Vec::new(),
        booked: Vec::new(),
    };
    for e in events {
        match e {
            Event::Dealt { first_bidder, .. } => played.first_bidders.push(first_bidder),
            Event::Settled { settlement } => played.settlements.push(settlement.payments),
            Event::HandOver {
                hand,
                hands,
                totals,
            } => played.booked.push((hand, hands, totals)),
            _ => {}
        }
    }
    (g, played)
}

#[test]
fn three_hands_rotate_the_first_bid_and_total_the_settlements() {
    for (players, seed) in [(Players::Three, 5), (Players::Four, 9)] {
        let n = players.count();
        let (g, p) = play_match(players, 3, seed);
        assert_eq!(p.settlements.len(), 3, "three hands settled");
        assert_eq!(p.first_bidders.len(), 3, "three deals, no redeal");
        for w in p.first_bidders.windows(2) {
            assert_eq!(w[1], w[0].next(n), "the first bid passes on: {p:?}");
        }
        let mut sums = vec![0i64; n];
        for (k, payments) in p.settlements.iter().enumerate() {
            for (s, x) in sums.iter_mut().zip(payments) {
                *s += x;
            }
            let hand = u32::try_from(k + 1).unwrap();
            assert_eq!(p.booked[k], (hand, 3, sums.clone()));
        }
        let outcome = g.outcome().unwrap();
        assert_eq!(outcome.scores, sums);
        assert_eq!(g.totals(), sums.as_slice());
        let top = *sums.iter().max().unwrap();
        let tied = sums.iter().all(|&x| x == top);
        for s in Seat::all(n) {
            let wins = sums[s.index()] == top && !tied;
            assert_eq!(outcome.winners.contains(&s), wins, "{sums:?}");
        }
        assert_eq!(g.hand_of_match(), (3, 3));
    }
}

#[test]
fn a_one_hand_match_announces_only_its_settlement() {
    let (g, p) = play_match(Players::Three, 1, 5);
    assert!(p.booked.is_empty());
    assert_eq!(p.settlements.len(), 1);
    assert_eq!(g.outcome().unwrap().scores, p.settlements[0]);
}

#[test]
fn a_redeal_in_a_later_hand_keeps_that_hands_first_bidder() {
    let mut g = DouDizhu::new(config(Players::Three, 2), 3).unwrap().game;
    while g.outcome().is_none() && g.hand_of_match().0 == 1 {
        step(&mut g, false);
    }
    let bidder = g.public_view().first_bidder;
    let mut redealt = Vec::new();
    for _ in 0..3 {
        redealt.extend(step(&mut g, true));
    }
    let dealt: Vec<&Event> = redealt
        .iter()
        .filter(|e| matches!(e, Event::Dealt { .. }))
        .collect();
    assert!(
        matches!(dealt[..], [Event::Dealt { deal: 2, first_bidder, face_up: None, .. }] if *first_bidder == bidder),
        "{redealt:?}"
    );
}

#[test]
fn a_concession_ends_the_match_with_the_hand_settled_against_the_quitter() {
    let mut g = DouDizhu::new(config(Players::Three, 3), 5).unwrap().game;
    while g.hand_of_match().0 == 1 {
        step(&mut g, false);
    }
    let before = g.totals().to_vec();
    let quitter = g.to_act()[0];
    let events: Vec<Event> = g.forfeit(quitter).into_iter().map(|t| t.event).collect();
    // Forfeited, the hands shown (docs/rules/doudizhu.md#showing-the-hands), then settled.
    let Some(Event::Revealed { hands }) = events.get(1) else {
        panic!("{events:?}")
    };
    assert_eq!(hands.len(), 3);
    let Some(Event::Settled { settlement }) = events.get(2) else {
        panic!("{events:?}")
    };
    let outcome = g.outcome().expect("the match is over");
    let expect: Vec<i64> = before
        .iter()
        .zip(&settlement.payments)
        .map(|(a, b)| a + b)
        .collect();
    assert_eq!(outcome.scores, expect);
    assert!(!outcome.winners.contains(&quitter));
    assert!(matches!(
        events.last(),
        Some(Event::HandOver {
            hand: 2,
            hands: 3,
            ..
        })
    ));
}
