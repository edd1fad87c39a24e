//! The moves of a turn that need a search: can a pile card be melded, the ways to meld it, and
//! the legal joker swaps. Pure functions of a seat's cards, shared by `legal_actions`,
//! `parse_command` and the bots.
//!
//! docs/rules/chowdah.md#drawing: a card drawn from a pile goes face up into an exposed meld
//! with hand cards, or onto an exposed meld; exposed melds may be rearranged, but at the end of
//! the turn they are all legal and fit the contract. So a meld action is the seat's whole new
//! exposed arrangement: every card exposed before, the drawn card, and some hand cards.

use super::Swap;
use super::arrange::{self, Pool};
use super::contract::{Contract, Room};
use super::deck::{Counts, JOKER};
use super::melds::Meld;
use crate::cards::Card;
use crate::games::Seat;

fn exposed_counts(exposed: &[Meld]) -> Counts {
    let mut c = Counts::default();
    for m in exposed {
        for &card in m.cards() {
            c.add(card);
        }
    }
    c
}

/// Whether `card`, drawn from a pile, can be melded by a seat holding `hand` and `exposed`.
pub fn pile_meldable(hand: &[Card], exposed: &[Meld], contract: Contract, card: Card) -> bool {
    let mut need = exposed_counts(exposed);
    need.add(card);
    let pool = Pool {
        need,
        may: Counts::of(hand),
    };
    arrange::possible(&pool, Room::full(contract))
}

/// Some ways to meld `card` (at most `limit`, never none if `pile_meldable`): first those that
/// keep every exposed meld and add one new meld, then those that grow one exposed meld, then
/// full rearrangements. Each is the seat's whole exposed arrangement.
pub fn meld_options(
    hand: &[Card],
    exposed: &[Meld],
    contract: Contract,
    card: Card,
    limit: usize,
) -> Vec<Vec<Meld>> {
    let may = Counts::of(hand);
    let mut out: Vec<Vec<Meld>> = Vec::new();
    let add = |mut melds: Vec<Meld>, out: &mut Vec<Vec<Meld>>| {
        melds.sort();
        if out.len() < limit && !out.contains(&melds) {
            out.push(melds);
        }
    };
    // A new meld of the drawn card and hand cards.
    if let Ok(room) = contract.room_after(exposed) {
        let mut need = Counts::default();
        need.add(card);
        for a in arrange::some(&Pool { need, may }, room, limit) {
            let mut melds = exposed.to_vec();
            melds.extend(a.melds);
            add(melds, &mut out);
        }
    }
    // The drawn card (with hand cards) onto one exposed meld.
    for (i, meld) in exposed.iter().enumerate() {
        let others: Vec<Meld> = exposed
            .iter()
            .enumerate()
            .filter(|&(j, _)| j != i)
            .map(|(_, m)| m.clone())
            .collect();
        let Ok(room) = contract.room_after(&others) else {
            continue;
        };
        let mut need = Counts::of(meld.cards());
        need.add(card);
        for a in arrange::some(&Pool { need, may }, room, limit) {
            let mut melds = others.clone();
            melds.extend(a.melds);
            add(melds, &mut out);
        }
    }
    // Any rearrangement.
    if out.len() < limit {
        let mut need = exposed_counts(exposed);
        need.add(card);
        for a in arrange::some(&Pool { need, may }, Room::full(contract), limit) {
            add(a.melds, &mut out);
        }
    }
    out
}

/// The arrangement for `meld CARDS`: the drawn card with exactly `from_hand` exposed, keeping
/// the exposed melds if possible, else growing one, else rearranging; `None` if there is none.
pub fn meld_with(
    exposed: &[Meld],
    contract: Contract,
    card: Card,
    from_hand: &[Card],
) -> Option<Vec<Meld>> {
    // In the order the table keeps them (`meld` sorts), as `meld_options` lists them: the
    // short form a player types then reads back as the very move a hint offered.
    let sorted = |mut melds: Vec<Meld>| {
        melds.sort();
        melds
    };
    let only = |need: Counts, room: Room| {
        arrange::some(
            &Pool {
                need,
                may: Counts::default(),
            },
            room,
            1,
        )
        .pop()
    };
    let mut new = Counts::of(from_hand);
    new.add(card);
    if let Ok(room) = contract.room_after(exposed)
        && let Some(a) = only(new, room)
    {
        let mut melds = exposed.to_vec();
        melds.extend(a.melds);
        return Some(sorted(melds));
    }
    for (i, meld) in exposed.iter().enumerate() {
        let others: Vec<Meld> = exposed
            .iter()
            .enumerate()
            .filter(|&(j, _)| j != i)
            .map(|(_, m)| m.clone())
            .collect();
        let Ok(room) = contract.room_after(&others) else {
            continue;
        };
        let mut need = new;
        for &c in meld.cards() {
            need.add(c);
        }
        if let Some(a) = only(need, room) {
            let mut melds = others;
            melds.extend(a.melds);
            return Some(sorted(melds));
        }
    }
    let mut need = new;
    for m in exposed {
        for &c in m.cards() {
            need.add(c);
        }
    }
    only(need, Room::full(contract)).map(|a| sorted(a.melds))
}

/// The meld `meld` with one `take` replaced by `give`, if that is a legal joker swap.
pub fn swapped(meld: &Meld, give: Card, take: Card) -> Option<Meld> {
    if give.is_joker() == take.is_joker() {
        return None;
    }
    let slot = meld.cards().iter().position(|&c| c == take)?;
    meld.replaced(slot, give).ok()
}

/// Every legal joker swap for a seat holding `hand`, over every seat's exposed melds: a hand
/// joker for a natural card, or a hand card for an exposed joker.
pub fn swaps(hand: &[Card], exposed: &[Vec<Meld>]) -> Vec<Swap> {
    let mut gives: Vec<Card> = hand.to_vec();
    gives.sort();
    gives.dedup();
    let mut out = Vec::new();
    for (owner, melds) in exposed.iter().enumerate() {
        for (i, meld) in melds.iter().enumerate() {
            let mut takes: Vec<Card> = meld.cards().to_vec();
            takes.sort();
            takes.dedup();
            for &give in &gives {
                for &take in &takes {
                    if swapped(meld, give, take).is_some() {
                        out.push(Swap {
                            owner: Seat::from_index(owner),
                            meld: Swap::meld_number(i),
                            give,
                            take,
                        });
                    }
                }
            }
        }
    }
    out
}

/// Whether `hand` holds a joker (so it can swap for a natural card).
pub fn holds_joker(hand: &[Card]) -> bool {
    hand.contains(&JOKER)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::notation::{format_cards, parse_cards};

    fn cards(s: &str) -> Vec<Card> {
        parse_cards(s).unwrap()
    }

    fn meld(s: &str) -> Meld {
        Meld::new(cards(s)).unwrap()
    }

    fn card(s: &str) -> Card {
        s.parse().unwrap()
    }

    fn shown(melds: &[Meld]) -> Vec<String> {
        melds.iter().map(|m| format_cards(m.cards())).collect()
    }

    #[test]
    fn a_pile_card_melds_with_hand_cards_or_onto_an_exposed_meld() {
        let hand = cards("7h 7h 2c 9s");
        assert!(pile_meldable(&hand, &[], Contract::STANDARD, card("7d")));
        assert!(!pile_meldable(&hand, &[], Contract::STANDARD, card("7s")));
        let exposed = vec![meld("4s 5s 6s")];
        assert!(pile_meldable(&[], &exposed, Contract::STANDARD, card("7s")));
        assert!(pile_meldable(&[], &exposed, Contract::STANDARD, card("3s")));
        assert!(!pile_meldable(
            &[],
            &exposed,
            Contract::STANDARD,
            card("8s")
        ));
    }

    #[test]
    fn exposed_melds_never_exceed_the_contract() {
        // Standard contract: one trey is exposed, so a second trey is not allowed, but the
        // drawn 7d can make a quad with the hand, or the exposed trey can grow.
        let exposed = vec![meld("4s 5s 6s")];
        assert!(
            meld_options(
                &cards("7h 7h 2c"),
                &exposed,
                Contract::STANDARD,
                card("7d"),
                20
            )
            .is_empty()
        );
        let hand = cards("7h 7h 7d 2c");
        let options = meld_options(&hand, &exposed, Contract::STANDARD, card("7d"), 20);
        assert!(!options.is_empty());
        for o in &options {
            assert!(Contract::STANDARD.room_after(o).is_ok());
        }
        // With no hand help, 7d only fits if the trey can take it: 7d is not a spade.
        assert!(!pile_meldable(
            &["2c".parse().unwrap()],
            &exposed,
            Contract::STANDARD,
            card("7d")
        ));
    }

    #[test]
    fn rearranging_exposed_melds_is_allowed() {
        // Exposed: quint 3-7♥ and pair 9♠9♠; the drawn 8♥ fits nowhere as is, and splitting
        // the quint into two treys exceeds the standard contract …
        let standard = vec![meld("3h 4h 5h 6h 7h"), meld("9s 9s")];
        assert!(!pile_meldable(
            &cards("2c"),
            &standard,
            Contract::STANDARD,
            card("8h")
        ));
        // … but with a 9♥ from the hand: 3-5♥ trey and 6-9♥ quad.
        let options = meld_options(
            &cards("9h 2c"),
            &standard,
            Contract::STANDARD,
            card("8h"),
            10,
        );
        assert!(
            options
                .iter()
                .any(|o| shown(o) == vec!["3h 4h 5h", "6h 7h 8h 9h", "9s 9s"])
        );
    }

    #[test]
    fn meld_with_exact_hand_cards() {
        let exposed = vec![meld("4s 5s 6s")];
        // A second trey does not fit.
        assert_eq!(
            meld_with(&exposed, Contract::STANDARD, card("7d"), &cards("7h 7h")),
            None
        );
        let m = meld_with(&[], Contract::STANDARD, card("7d"), &cards("7h 7h")).unwrap();
        assert_eq!(shown(&m), vec!["7d 7h 7h"]);
        let m = meld_with(&exposed, Contract::STANDARD, card("7s"), &[]).unwrap();
        assert_eq!(shown(&m), vec!["4s 5s 6s 7s"]);
        assert_eq!(
            meld_with(&[], Contract::STANDARD, card("7s"), &cards("9h")),
            None
        );
    }

    #[test]
    fn swaps_keep_melds_legal() {
        let m = meld("5h 6h JK");
        assert_eq!(
            swapped(&m, card("7h"), JOKER).map(|m| format_cards(m.cards())),
            Some("5h 6h 7h".into())
        );
        assert_eq!(
            swapped(&m, card("4h"), JOKER).map(|m| format_cards(m.cards())),
            Some("4h 5h 6h".into())
        );
        assert_eq!(swapped(&m, card("8h"), JOKER), None);
        assert_eq!(swapped(&m, card("7d"), JOKER), None);
        // A joker for a natural: fine while a natural stays.
        assert!(swapped(&m, JOKER, card("5h")).is_some());
        assert_eq!(swapped(&meld("5h JK JK"), JOKER, card("5h")), None);
        // Never into a pair; never natural for natural.
        assert_eq!(swapped(&meld("9s 9s"), JOKER, card("9s")), None);
        assert_eq!(swapped(&m, card("5h"), card("6h")), None);
        let all = swaps(&cards("7h JK"), &[vec![m.clone()], vec![meld("9s 9s")]]);
        assert!(all.iter().all(|s| s.owner == Seat(0)));
        assert!(all.iter().any(|s| s.give == card("7h") && s.take == JOKER));
        assert!(all.iter().any(|s| s.give == JOKER && s.take == card("6h")));
    }
}
