//! Invariants over many random Chicago matches: cards are conserved through exchanges and
//! reshuffles, refused actions change nothing, nothing panics, and no hidden card ever reaches
//! a public event or the public view before the rules show it.

use paiju::cards::Card;
use paiju::cards::notation::parse_card;
use paiju::games::chicago::{Action, Chicago, Config, Event, Players, Scoring, Showdown, Target};
use paiju::games::{Audience, Game, Seat, Started, Tagged};
use proptest::prelude::*;
use std::collections::HashSet;

/// Every card named anywhere in a serialized value (cards serialize as their notation).
fn cards_in(value: &impl serde::Serialize) -> Vec<Card> {
    fn walk(v: &serde_json::Value, out: &mut Vec<Card>) {
        match v {
            serde_json::Value::String(s) => {
                if let Ok(c) = parse_card(s) {
                    out.push(c);
                }
            }
            serde_json::Value::Array(items) => items.iter().for_each(|i| walk(i, out)),
            serde_json::Value::Object(map) => map.values().for_each(|i| walk(i, out)),
            _ => {}
        }
    }
    let mut out = Vec::new();
    walk(&serde_json::to_value(value).unwrap(), &mut out);
    out
}

fn sorted(mut cards: Vec<Card>) -> Vec<Card> {
    cards.sort();
    cards
}

/// The cards `seat` has played to this deal's tricks, as the table saw them.
fn played_by(game: &Chicago, seat: Seat) -> Vec<Card> {
    let view = game.public_view();
    view.tricks
        .iter()
        .chain(std::iter::once(&view.trick))
        .flat_map(|t| t.plays.iter())
        .filter(|p| p.seat == seat)
        .map(|p| p.card)
        .collect()
}

/// Every card is in exactly one place: a hand, the stock, the discards, or a trick.
fn assert_conserved(game: &Chicago) {
    let n = game.config().players.count();
    let mut all: Vec<Card> = Seat::all(n).flat_map(|s| game.hand(s).to_vec()).collect();
    all.extend(game.stock_cards());
    all.extend(game.discards());
    all.extend(game.played_cards());
    assert_eq!(sorted(all), sorted(Card::deck52()));
}

/// Checks the events of one accepted action against the state before and after it.
fn check_events(before: &Chicago, after: &Chicago, actor: Seat, events: &[Tagged<Event>]) {
    let mut last_hand: Vec<Option<Vec<Card>>> = vec![None; after.config().players.count()];
    for e in events {
        let named = cards_in(&e.event);
        match (&e.audience, &e.event) {
            (Audience::Public, Event::Played { seat, card, .. }) => {
                assert_eq!(*seat, actor);
                assert!(before.hand(actor).contains(card), "played an unheld card");
                assert_eq!(named, vec![*card]);
            }
            (Audience::Public, Event::Showdown { scoring, showdown }) => {
                // Only the scoring hand is shown, and it is that seat's real hand.
                if let Showdown::Best { seat, hand, value } = showdown {
                    let real = match scoring {
                        Scoring::FinalHand => {
                            let mut h = before.hand(*seat).to_vec();
                            h.extend(played_by(before, *seat));
                            h
                        }
                        _ => after.hand(*seat).to_vec(),
                    };
                    assert_eq!(sorted(hand.clone()), sorted(real), "{showdown:?}");
                    assert!(value.cards.iter().all(|c| hand.contains(c)));
                    assert!(named.iter().all(|c| hand.contains(c)));
                } else {
                    assert!(
                        named.is_empty(),
                        "a tie or no pair shows cards: {showdown:?}"
                    );
                }
            }
            (Audience::Public, event) => {
                assert!(named.is_empty(), "public event names cards: {event:?}");
            }
            (Audience::Private(to), Event::Hand { seat, cards }) => {
                assert_eq!(to, seat);
                last_hand[seat.index()] = Some(cards.clone());
            }
            (
                Audience::Private(to),
                Event::Drew {
                    seat,
                    thrown,
                    drawn,
                    ..
                },
            ) => {
                assert_eq!((to, seat), (&actor, &actor));
                assert!(thrown.iter().all(|c| before.hand(actor).contains(c)));
                assert!(drawn.iter().all(|c| after.hand(actor).contains(c)));
            }
            (Audience::Private(_), event) => panic!("unexpected private event {event:?}"),
        }
    }
    for (i, hand) in last_hand.into_iter().enumerate() {
        if let Some(hand) = hand {
            assert_eq!(hand, after.hand(Seat::from_index(i)), "stale Hand event");
        }
    }
}

/// The public view shows only played cards and the hands shown at this deal's showdowns; a
/// seat's view adds its own hand and nothing else.
fn check_views(game: &Chicago) {
    let public = game.public_view();
    assert!(public.hand.is_none() && public.hand_value.is_none());
    let mut shown: HashSet<Card> = game.played_cards().into_iter().collect();
    for s in &public.showdowns {
        if let Showdown::Best { hand, .. } = &s.showdown {
            shown.extend(hand.iter().copied());
        }
    }
    for c in cards_in(&public) {
        assert!(shown.contains(&c), "public view shows {c}");
    }
    for seat in Seat::all(game.config().players.count()) {
        let view = game.view(seat);
        assert_eq!(view.hand.as_deref(), Some(game.hand(seat)));
        for c in cards_in(&view) {
            assert!(
                shown.contains(&c) || game.hand(seat).contains(&c),
                "seat {seat} sees {c}"
            );
        }
    }
}

/// Deterministic little RNG for picking actions.
struct Lcg(u64);

impl Lcg {
    fn next(&mut self, n: usize) -> usize {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        ((self.0 >> 33) % n as u64) as usize
    }
}

/// A junk action: a random seat and a random move, often illegal.
fn junk(rng: &mut Lcg, n: usize) -> (Seat, Action) {
    let deck = Card::deck52();
    let seat = Seat::from_index(rng.next(n + 1));
    let action = match rng.next(4) {
        0 => Action::Play(deck[rng.next(52)]),
        1 => Action::Discard((0..rng.next(7)).map(|_| deck[rng.next(52)]).collect()),
        2 => Action::DeclareChicago,
        _ => Action::Pass,
    };
    (seat, action)
}

/// Plays one match with bots, random legal moves and junk; checks every step. Returns the game
/// and how many times the stock ran out.
fn play_checked(config: Config, seed: u64, max_steps: usize) -> (Chicago, usize) {
    let Started { mut game, events } = Chicago::new(config, seed).unwrap();
    let n = game.config().players.count();
    let mut rng = Lcg(seed ^ 0x5eed);
    for e in &events {
        if e.is_public() {
            assert!(cards_in(&e.event).is_empty(), "{e:?}");
        }
    }
    assert_conserved(&game);
    let mut reshuffles = 0;
    for _ in 0..max_steps {
        if game.outcome().is_some() {
            break;
        }
        let before = game.clone();
        if rng.next(4) == 0 {
            let (seat, action) = junk(&mut rng, n);
            match game.apply(seat, action.clone()) {
                Err(_) => {
                    assert_eq!(game, before, "refused {action:?} changed the state");
                    continue;
                }
                Ok(events) => check_events(&before, &game, seat, &events),
            }
        } else {
            let seat = game.to_act()[0];
            let legal = game.legal_actions(seat);
            assert!(!legal.is_empty());
            let action = match rng.next(3) {
                0 => game.bot_action(seat).unwrap(),
                1 => legal[rng.next(legal.len())].clone(),
                // The last legal action: in an exchange, throwing all five, which makes the
                // four-player stock run out.
                _ => legal[legal.len() - 1].clone(),
            };
            let events = game.apply(seat, action).unwrap();
            check_events(&before, &game, seat, &events);
            reshuffles += events
                .iter()
                .filter(|e| matches!(e.event, Event::StockReshuffled { .. }))
                .count();
        }
        assert_conserved(&game);
        check_views(&game);
    }
    (game, reshuffles)
}

fn configs() -> Vec<Config> {
    let mut out = Vec::new();
    for players in [Players::Two, Players::Three, Players::Four] {
        for target in [Target::FiftyTwo, Target::Thirty] {
            for chicago_call in [false, true] {
                out.push(Config {
                    players,
                    target,
                    chicago_call,
                });
            }
        }
    }
    out
}

#[test]
fn many_random_matches_keep_every_invariant() {
    let (mut finished, mut reshuffles) = (0, 0);
    for (i, config) in configs().into_iter().enumerate() {
        for seed in 0..6 {
            let (game, stock_ran_out) = play_checked(config.clone(), seed * 100 + i as u64, 3_000);
            reshuffles += stock_ran_out;
            if let Some(outcome) = game.outcome() {
                finished += 1;
                let top = outcome.scores.iter().copied().max().unwrap();
                assert!(!outcome.winners.is_empty());
                for w in &outcome.winners {
                    assert_eq!(outcome.scores[w.index()], top);
                }
            }
        }
    }
    // Random play is slow to score, but most matches end within the step budget.
    assert!(finished >= 36, "only {finished} of 72 finished");
    // The 4-player stock runs out now and then: conservation is checked through reshuffles.
    assert!(reshuffles > 0);
}

proptest! {
    #![proptest_config(crate::proptest_config(24))]

    #[test]
    fn any_seed_any_table_no_panic_no_leak(
        seed in any::<u64>(),
        config in proptest::sample::select(configs()),
        forfeit_at in proptest::option::of(0usize..300),
    ) {
        let (mut game, _) = play_checked(config, seed, forfeit_at.unwrap_or(400));
        if forfeit_at.is_some() && game.outcome().is_none() {
            let quitter = game.to_act()[0];
            let events = game.forfeit(quitter);
            for e in &events {
                prop_assert!(e.is_public());
                prop_assert!(cards_in(&e.event).is_empty());
            }
            let outcome = game.outcome().unwrap();
            prop_assert!(!outcome.winners.contains(&quitter));
            prop_assert_eq!(outcome.scores[quitter.index()], 0);
            prop_assert!(game.to_act().is_empty());
        }
    }
}
