//! No hidden card leaks: over many random and bot games, every card a public event or the
//! public view shows is one the rules have put face up, and each seat's view adds only its own
//! hand. Checked structurally: the cards are read out of the serialized JSON (whatever field
//! they sit in) and compared, as multisets, with what the rules make public at that moment.

use paiju::cards::Card;
use paiju::games::chowdah::{Action, Chowdah, Config, Event, Jokers, Source, Stage};
use paiju::games::shuffle::{below, rng};
use paiju::games::{Audience, Game, Seat, Tagged};
use serde_json::Value;

/// Every card named anywhere in a JSON value, as a sorted list.
fn cards_in(v: &Value) -> Vec<Card> {
    fn walk(v: &Value, out: &mut Vec<Card>) {
        match v {
            Value::String(s) => {
                if let Ok(c) = s.parse::<Card>()
                    && c.to_string() == *s
                {
                    out.push(c);
                }
            }
            Value::Array(a) => a.iter().for_each(|x| walk(x, out)),
            Value::Object(o) => o.values().for_each(|x| walk(x, out)),
            _ => {}
        }
    }
    let mut out = Vec::new();
    walk(v, &mut out);
    out.sort();
    out
}

fn sorted(mut v: Vec<Card>) -> Vec<Card> {
    v.sort();
    v
}

/// Cards face up on the table now: piles, exposed melds, a pile card awaiting its meld.
fn face_up(g: &Chowdah) -> Vec<Card> {
    let n = g.config().seats();
    let mut up: Vec<Card> = g.piles().iter().flatten().copied().collect();
    for s in Seat::all(n) {
        up.extend(g.exposed(s).iter().flat_map(|m| m.cards().iter().copied()));
    }
    if let Stage::Meld { card, .. } = g.stage() {
        up.push(card);
    }
    up
}

/// The cards of the last scored round, which the scoring has made public.
fn scored_cards(view: &Value) -> Vec<Card> {
    cards_in(&view["last_round"])
}

fn check_views(g: &Chowdah) {
    let n = g.config().seats();
    let public = serde_json::to_value(g.public_view()).unwrap();
    assert!(public["hand"].is_null() && public["drawn"].is_null());
    let mut expected = face_up(g);
    expected.extend(scored_cards(&public));
    assert_eq!(
        cards_in(&public),
        sorted(expected.clone()),
        "public view shows only face-up cards"
    );
    for s in Seat::all(n) {
        let view = g.view(s);
        let mut mine = expected.clone();
        mine.extend(g.hand(s).iter().copied());
        mine.extend(view.drawn);
        assert_eq!(
            cards_in(&serde_json::to_value(&view).unwrap()),
            sorted(mine),
            "seat {s}'s view adds only its own hand"
        );
    }
}

/// Checks one batch of events against the states before and after.
fn check_events(before: &Chowdah, after: &Chowdah, seat: Seat, events: &[Tagged<Event>]) {
    let round_over = events
        .iter()
        .any(|e| matches!(e.event, Event::RoundScored { .. }));
    for (k, e) in events.iter().enumerate() {
        let json = serde_json::to_value(&e.event).unwrap();
        let shown = cards_in(&json);
        match (&e.audience, &e.event) {
            (Audience::Private(to), Event::Hand { seat, cards }) => {
                assert_eq!(to, seat);
                let last = !events[k + 1..]
                    .iter()
                    .any(|x| matches!(&x.event, Event::Hand { seat: s, .. } if s == seat));
                if last && after.outcome().is_none() {
                    assert_eq!(cards, after.hand(*seat));
                }
            }
            (Audience::Private(to), Event::StockCard { seat: s, card }) => {
                assert_eq!((to, s), (&seat, &seat));
                assert!(after.hand(seat).contains(card) || round_over || after.outcome().is_some());
            }
            // The pile card is public already; the drawer is told to meld it.
            (Audience::Private(to), Event::MeldNow { seat: s, .. }) => {
                assert_eq!((to, s), (&seat, &seat));
            }
            (Audience::Private(_), other) => panic!("unexpected private event {other:?}"),
            (Audience::Public, event) => {
                let allowed: Vec<Card> = match event {
                    Event::Hand { .. } | Event::StockCard { .. } | Event::MeldNow { .. } => {
                        panic!("a hand or stock card in public: {event:?}")
                    }
                    Event::RoundStarted { piles, .. } => piles.iter().flatten().copied().collect(),
                    Event::Drew { source, card, .. } => {
                        match source {
                            Source::Stock => assert_eq!(*card, None, "stock draws are hidden"),
                            Source::Pile(p) => {
                                let top = before.piles()[p.index().unwrap()].last().copied();
                                assert_eq!(*card, top, "a pile draw shows the pile's top");
                            }
                        }
                        card.iter().copied().collect()
                    }
                    Event::Melded {
                        seat: s,
                        melds,
                        added,
                        from_hand,
                    } => {
                        // What the channel is told is new: with the melds exposed before
                        // that stay, exactly the melds exposed now.
                        let mut kept: Vec<_> = before.exposed(*s).to_vec();
                        let mut now_melds: Vec<_> = melds.clone();
                        for m in added {
                            let i = now_melds
                                .iter()
                                .position(|n| n == m)
                                .expect("added is exposed");
                            now_melds.remove(i);
                        }
                        for m in &now_melds {
                            let i = kept
                                .iter()
                                .position(|k| k == m)
                                .expect("the rest was exposed");
                            kept.remove(i);
                        }
                        assert!(!added.is_empty(), "a meld always lays something new");
                        // The new exposed cards are the old ones, the drawn card and
                        // `from_hand`, and they are exactly what is now exposed.
                        let Stage::Meld { card, .. } = before.stage() else {
                            panic!("melded outside a meld step")
                        };
                        let mut old: Vec<Card> = before
                            .exposed(*s)
                            .iter()
                            .flat_map(|m| m.cards().iter().copied())
                            .collect();
                        old.push(card);
                        old.extend(from_hand.iter().copied());
                        let now: Vec<Card> = melds
                            .iter()
                            .flat_map(|m| m.cards().iter().copied())
                            .collect();
                        assert_eq!(sorted(old), sorted(now.clone()));
                        if !round_over {
                            assert_eq!(after.exposed(*s), &melds[..]);
                        }
                        let mut all = now;
                        all.extend(from_hand.iter().copied());
                        // `added` repeats melds of `melds`: nothing more is shown.
                        all.extend(added.iter().flat_map(|m| m.cards().iter().copied()));
                        all
                    }
                    Event::Swapped {
                        owner,
                        meld,
                        took,
                        gave,
                        result,
                        ..
                    } => {
                        let m = &before.exposed(*owner)[usize::from(*meld)];
                        assert!(m.cards().contains(took), "a swap takes a face-up card");
                        assert!(result.cards().contains(gave));
                        let mut all = vec![*took, *gave];
                        all.extend(result.cards().iter().copied());
                        all
                    }
                    Event::Discarded { card, pile, .. } => {
                        if !round_over {
                            assert_eq!(after.piles()[pile.index().unwrap()].last(), Some(card));
                        }
                        vec![*card]
                    }
                    Event::Declared { seat: s, hand } => {
                        assert!(
                            round_over,
                            "a hand is shown only when Chowdah ends the round"
                        );
                        assert_eq!(hand, before.hand(*s));
                        hand.clone()
                    }
                    Event::RoundScored { result } => {
                        // The scoring shows each player's cards: exactly what they held.
                        for (i, d) in result.scores.iter().enumerate() {
                            let s = Seat::from_index(i);
                            let mut held: Vec<Card> = before.hand(s).to_vec();
                            held.extend(
                                before
                                    .exposed(s)
                                    .iter()
                                    .flat_map(|m| m.cards().iter().copied()),
                            );
                            if let (Stage::Meld { card, .. }, true) = (before.stage(), s == seat) {
                                held.push(card);
                            }
                            let mut scored: Vec<Card> = d
                                .scored
                                .melds
                                .iter()
                                .flat_map(|m| m.cards().iter().copied())
                                .collect();
                            scored.extend(d.scored.unmelded.iter().copied());
                            // A discard that ended the round left the hand first.
                            if let Some(Event::Discarded { card, .. }) = events
                                .iter()
                                .map(|x| &x.event)
                                .find(|x| matches!(x, Event::Discarded { .. }))
                                && s == seat
                            {
                                let at = held.iter().position(|c| c == card).unwrap();
                                held.remove(at);
                            }
                            assert_eq!(sorted(held), sorted(scored));
                        }
                        cards_in(&json)
                    }
                    Event::ExtraTurn { .. }
                    | Event::ExtraTurnOffered { .. }
                    | Event::ExtraTurnDeclined { .. }
                    | Event::Passed { .. }
                    | Event::CannotDraw { .. }
                    | Event::TieBreak { .. }
                    | Event::Forfeited { .. }
                    | Event::MatchOver { .. } => Vec::new(),
                };
                assert_eq!(
                    shown,
                    sorted(allowed),
                    "public {event:?} shows more than it should"
                );
            }
        }
    }
}

fn play(config: Config, seed: u64, bots: bool, max_steps: usize) {
    let started = Chowdah::new(config, seed).unwrap();
    let mut g = started.game;
    for e in &started.events {
        if e.is_public() {
            assert!(matches!(e.event, Event::RoundStarted { .. }));
        }
    }
    let mut r = rng(seed);
    for _ in 0..max_steps {
        if g.outcome().is_some() {
            break;
        }
        check_views(&g);
        let seat = g.to_act()[0];
        let action: Action = if bots {
            g.bot_action(seat).unwrap()
        } else {
            let legal = g.legal_actions(seat);
            legal[below(&mut r, legal.len())].clone()
        };
        let before = g.clone();
        let events = g.apply(seat, action).unwrap();
        check_events(&before, &g, seat, &events);
    }
}

#[test]
fn random_games_never_show_a_hidden_card() {
    let configs = [
        Config {
            rounds: 2,
            ..Config::standard(2)
        },
        Config {
            rounds: 2,
            jokers: Jokers::More(10),
            joker_extra_turn: true,
            ..Config::standard(3)
        },
        Config {
            rounds: 2,
            contract: true,
            ..Config::standard(4)
        },
    ];
    for (k, config) in configs.iter().enumerate() {
        for seed in 0..6 {
            play(config.clone(), 100 * k as u64 + seed, false, 600);
        }
    }
}

#[test]
fn bot_games_never_show_a_hidden_card() {
    for players in 2..=4 {
        play(
            Config {
                rounds: 1,
                ..Config::standard(players)
            },
            u64::from(players),
            true,
            10_000,
        );
    }
}
