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
