//! Unit tests of `arrange` (kept out of `arrange.rs` so that the code stays short).

use super::*;
use crate::cards::notation::{format_cards, parse_cards};
use crate::games::chowdah::contract::Contract;

fn counts(s: &str) -> Counts {
    Counts::of(&parse_cards(s).unwrap())
}

fn goal(colour: Colour) -> Goal {
    Goal {
        colour,
        ace_scoring: false,
        sets_only: false,
        penalise: true,
    }
}

fn shown(a: &Arrangement) -> Vec<String> {
    a.melds.iter().map(|m| format_cards(m.cards())).collect()
}

#[test]
fn chowdah_hand_is_found_with_every_card_needed() {
    // docs/rules/chowdah.md#worked-examples, the first.
    let pool = Pool {
        need: counts("Kc Kc 8d JK 8h Ad 2d 3d 4d 8h 9h Th Jh Qh"),
        may: Counts::default(),
    };
    let a = best(&pool, Room::full(Contract::STANDARD), goal(Colour::Red)).unwrap();
    assert_eq!(a.points, 13);
    assert!(a.unmelded.is_empty());
    let kinds: Vec<usize> = a.melds.iter().map(Meld::len).collect();
    assert_eq!(kinds, vec![5, 4, 3, 2]);
    assert_eq!(shown(&a)[3], "Kc Kc");
}

#[test]
fn needed_cards_that_cannot_meld_fail() {
    let pool = Pool {
        need: counts("Kc Kd"),
        may: counts("2s 9h"),
    };
    assert!(!possible(&pool, Room::full(Contract::STANDARD)));
    let pool = Pool {
        need: counts("Kc"),
        may: counts("Kc 9h"),
    };
    assert!(possible(&pool, Room::full(Contract::STANDARD)));
}

#[test]
fn a_needed_joker_must_find_naturals() {
    let pool = Pool {
        need: counts("JK"),
        may: counts("5h 6h"),
    };
    let found = some(&pool, Room::full(Contract::STANDARD), 10);
    assert!(!found.is_empty());
    for a in &found {
        assert!(a.melds.iter().any(|m| m.cards().contains(&JOKER)));
    }
    let pool = Pool {
        need: counts("JK"),
        may: counts("5h 9c"),
    };
    assert!(!possible(&pool, Room::full(Contract::STANDARD)));
}

#[test]
fn optional_cards_are_left_out_when_that_scores_best() {
    let pool = Pool {
        need: Counts::default(),
        may: counts("Ks Ks Ks 2h"),
    };
    let a = best(&pool, Room::full(Contract::STANDARD), goal(Colour::Black)).unwrap();
    assert_eq!(shown(&a), vec!["Ks Ks Ks"]);
    assert_eq!(format_cards(&a.unmelded), "2h");
    assert_eq!(a.points, 6 - 1);
}

/// A slow reference for scoring searches: every way to split `cards` into melds that
/// `Meld::new` accepts (within the room) and cards left out, each meld scored by the
/// exposed melds' `meld_points`, every card left out costing its penalty.
fn every_split(cards: &[Card], room: Room, colour: Colour) -> i64 {
    use crate::games::chowdah::values::meld_points;
    let Some((&first, rest)) = cards.split_first() else {
        return 0;
    };
    let mut best = every_split(rest, room, colour) - penalty(first, false);
    let mut tried = std::collections::HashSet::new();
    for mask in 1u32..(1 << rest.len()) {
        if mask.count_ones() > 4 {
            continue;
        }
        let mut meld = vec![first];
        let mut left = Vec::new();
        for (i, &c) in rest.iter().enumerate() {
            if mask & (1 << i) == 0 {
                left.push(c);
            } else {
                meld.push(c);
            }
        }
        let mut key = meld.clone();
        key.sort();
        if !tried.insert(key) {
            continue;
        }
        let Ok(m) = Meld::new(meld) else {
            continue;
        };
        let pair_rank = (m.kind() == MeldKind::Pair)
            .then(|| m.cards()[0].rank())
            .flatten();
        let mut r = room;
        if r.take(m.kind(), pair_rank).is_err() {
            continue;
        }
        if let Some(p) = meld_points(&m, colour, false, false) {
            best = best.max(p + every_split(&left, r, colour));
        }
    }
    best
}

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig::with_cases(64))]

    /// The search's candidate melds (run windows read off bit masks, each multiset once) and
    /// its remembered states find exactly the best split there is.
    #[test]
    fn the_best_arrangement_scores_what_trying_every_split_scores(
        picks in proptest::collection::vec(0usize..19, 11),
        round in 1u8..=8,
    ) {
        // Crowded hands, so that melds overlap: two same-coloured suits (♣ and ♠), the ranks
        // around both ends of the ace (A-2-3-4-5 and J-Q-K), and up to three jokers; at most
        // two copies of a natural.
        const RANKS: [usize; 8] = [0, 1, 2, 3, 4, 10, 11, 12];
        let mut copies = [0u8; 19];
        let mut cards = Vec::new();
        for p in picks {
            if copies[p] < if p >= 16 { 1 } else { 2 } {
                copies[p] += 1;
                cards.push(match p {
                    0..8 => deck::card_at(RANKS[p]),
                    8..16 => deck::card_at(3 * 13 + RANKS[p - 8]),
                    _ => JOKER,
                });
            }
        }
        let room = Room::full(Contract::new(round).unwrap());
        let pool = Pool { need: Counts::default(), may: Counts::of(&cards) };
        for colour in [Colour::Red, Colour::Black] {
            let found = best(&pool, room, goal(colour)).unwrap();
            proptest::prop_assert_eq!(
                found.points,
                every_split(&cards, room, colour),
                "{} in {:?}",
                format_cards(&cards),
                colour
            );
        }
    }
}
