//! Scoring a player's cards at the end of a round: the best colour, the best arrangement of the
//! hand into melds that fit the contract, the points.
//!
//! docs/rules/chowdah.md#scoring: each player is scored in a colour; cards of that colour in
//! legal melds score A–10 = 1, J/Q/K = 2, joker 0; players who did not call Chowdah lose 1
//! (A–10) or 2 (J/Q/K) for every unmelded card of either colour; the caller then gets +5. The
//! bot picks the best colour and arrangement for each player and shows it.
//!
//! Variants (options): the ace variant (an ace starting a run 1, ending a run 3, in a set 3,
//! unmelded −3) and the double-score variant (a Chowdah made concealed, as a one-suit run of 13
//! plus a joker, or of sets all of one colour doubles its card points).

use super::arrange::{self, Goal, Pool};
use super::contract::{Contract, ContractError};
use super::deck::Counts;
use super::melds::{Meld, MeldError};
pub use super::values::{base_value, best_value, meld_points, penalty, value_in_run, value_in_set};
use crate::cards::{Card, Colour};
use serde::Serialize;
use thiserror::Error;

/// The Chowdah caller's bonus (docs/rules/chowdah.md#scoring).
pub const CHOWDAH_BONUS: i64 = 5;

/// The scoring variants of a table.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
pub struct ScoreRules {
    /// The ace variant: ace ending a run or in a set 3, unmelded −3.
    pub ace_scoring: bool,
    /// The double-score variant.
    pub double_score: bool,
}

/// A player's scored cards, exactly as `paiju rules chowdah score` prints them:
/// `{"colour": "red", "melds": [["Kc","Kc"], …], "unmelded": […], "points": 18}`.
/// `melds` lists the exposed melds first, then those found in the hand.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Scored {
    pub colour: Colour,
    pub melds: Vec<Meld>,
    pub unmelded: Vec<Card>,
    pub points: i64,
}

/// Why a Chowdah's card points were doubled (double-score variant,
/// docs/rules/chowdah.md#variants).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Doubling {
    /// 全暗手: never drew from a discard pile (so nothing is exposed).
    Concealed,
    /// 全顺: the 13 naturals are one suit's ace to king, plus one joker.
    FullRun,
    /// 全组合: only sets (pairs count), every natural of one colour.
    AllSets,
}

/// One player's score for a round, with how it was made up.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Detail {
    #[serde(flatten)]
    pub scored: Scored,
    pub chowdah: bool,
    /// Points of the melded cards less unmelded penalties, doubled if `doubled`.
    pub card_points: i64,
    pub doubled: Option<Doubling>,
    /// `CHOWDAH_BONUS` for the caller, else 0.
    pub bonus: i64,
}

/// Why cards cannot be scored as asked.
#[derive(Clone, Debug, PartialEq, Eq, Error, Serialize)]
#[serde(tag = "problem", rename_all = "snake_case")]
pub enum ScoreError {
    #[error("an exposed meld is not legal: {why}")]
    InvalidMeld { cards: Vec<Card>, why: MeldError },
    #[error("the exposed melds do not fit the contract: {why}")]
    Contract { why: ContractError },
    #[error("a player holds at most {max} cards, not {got}")]
    TooManyCards { max: usize, got: usize },
    /// Two decks: no card exists more than twice.
    #[error("there are only two of {card}")]
    TooManyCopies { card: Card },
    /// The cards do not form the round's contract.
    #[error("the cards do not form the contract")]
    NotChowdah,
}

/// Scores a player: `hand` (concealed cards) and `exposed` melds in round `contract`;
/// `chowdah` for the player who called it. Returns the best colour and arrangement.
pub fn score(
    hand: &[Card],
    exposed: &[Vec<Card>],
    contract: Contract,
    chowdah: bool,
    rules: ScoreRules,
) -> Result<Scored, ScoreError> {
    score_detail(hand, exposed, contract, chowdah, rules).map(|d| d.scored)
}

/// `score`, with the doubling and the bonus spelled out.
pub fn score_detail(
    hand: &[Card],
    exposed: &[Vec<Card>],
    contract: Contract,
    chowdah: bool,
    rules: ScoreRules,
) -> Result<Detail, ScoreError> {
    let melds = exposed
        .iter()
        .map(|cards| {
            Meld::new(cards.clone()).map_err(|why| ScoreError::InvalidMeld {
                cards: cards.clone(),
                why,
            })
        })
        .collect::<Result<Vec<Meld>, ScoreError>>()?;
    score_melds(hand, &melds, contract, chowdah, rules)
}

/// `score_detail` for melds already checked (the game's own exposed melds).
pub fn score_melds(
    hand: &[Card],
    melds: &[Meld],
    contract: Contract,
    chowdah: bool,
    rules: ScoreRules,
) -> Result<Detail, ScoreError> {
    let room = contract
        .room_after(melds)
        .map_err(|why| ScoreError::Contract { why })?;
    let exposed_cards: usize = melds.iter().map(Meld::len).sum();
    let total = hand.len() + exposed_cards;
    if total > 14 {
        return Err(ScoreError::TooManyCards {
            max: 14,
            got: total,
        });
    }
    if chowdah && total != 14 {
        return Err(ScoreError::NotChowdah);
    }
    let counts = Counts::of(hand);
    let mut all = counts;
    for m in melds {
        for &c in m.cards() {
            all.add(c);
        }
    }
    if let Some(i) = all.naturals.iter().position(|&n| n > 2) {
        return Err(ScoreError::TooManyCopies {
            card: super::deck::card_at(i),
        });
    }
    let pool = if chowdah {
        Pool {
            need: counts,
            may: Counts::default(),
        }
    } else {
        Pool {
            need: Counts::default(),
            may: counts,
        }
    };
    let search = |colour: Colour, sets_only: bool| {
        let exposed: Option<i64> = melds
            .iter()
            .map(|m| meld_points(m, colour, rules.ace_scoring, sets_only))
            .sum();
        let goal = Goal {
            colour,
            ace_scoring: rules.ace_scoring,
            sets_only,
            penalise: !chowdah,
        };
        let found = arrange::best(&pool, room, goal)?;
        Some((colour, exposed? + found.points, found))
    };
    let red = search(Colour::Red, false).ok_or(ScoreError::NotChowdah)?;
    let black = search(Colour::Black, false).ok_or(ScoreError::NotChowdah)?;
    // Ties go to red (any choice scores the same).
    let (mut colour, mut points, mut found) = if black.1 > red.1 { black } else { red };
    let mut doubled = None;
    if chowdah && rules.double_score {
        let mut all: Vec<Card> = hand.to_vec();
        all.extend(melds.iter().flat_map(|m| m.cards().iter().copied()));
        if melds.is_empty() {
            doubled = Some(Doubling::Concealed);
        } else if is_full_run(&all) {
            doubled = Some(Doubling::FullRun);
        } else if let Some(c) = one_colour(&all)
            && let Some(sets) = search(c, true)
            && 2 * sets.1 >= points
        {
            (colour, points, found) = sets;
            doubled = Some(Doubling::AllSets);
        }
        if doubled.is_some() {
            points *= 2;
        }
    }
    let bonus = if chowdah { CHOWDAH_BONUS } else { 0 };
    let mut all_melds = melds.to_vec();
    all_melds.extend(found.melds);
    Ok(Detail {
        scored: Scored {
            colour,
            melds: all_melds,
            unmelded: found.unmelded,
            points: points + bonus,
        },
        chowdah,
        card_points: points,
        doubled,
        bonus,
    })
}

/// docs/rules/chowdah.md#variants, a full run ("one-suit run of 13 + joker"): 13 naturals of
/// one suit, any ranks (duplicates allowed, as the contracts with a pair need), and exactly one
/// joker. The hand is already a Chowdah, so its melds fit the contract.
fn is_full_run(cards: &[Card]) -> bool {
    let jokers = cards.iter().filter(|c| c.is_joker()).count();
    let naturals: Vec<Card> = cards.iter().copied().filter(|c| !c.is_joker()).collect();
    let Some(suit) = naturals.first().and_then(|c| c.suit()) else {
        return false;
    };
    jokers == 1 && naturals.len() == 13 && naturals.iter().all(|c| c.suit() == Some(suit))
}

/// The colour of every natural card, if they share one.
fn one_colour(cards: &[Card]) -> Option<Colour> {
    let mut colours = cards
        .iter()
        .filter_map(|c| c.suit())
        .map(crate::cards::french::Suit::colour);
    let first = colours.next()?;
    colours.all(|c| c == first).then_some(first)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::notation::parse_cards;

    fn cards(s: &str) -> Vec<Card> {
        parse_cards(s).unwrap()
    }

    const PLAIN: ScoreRules = ScoreRules {
        ace_scoring: false,
        double_score: false,
    };

    #[test]
    fn seed_example_one_chowdah_scores_18() {
        // docs/rules/chowdah.md#worked-examples, 1: pair K♣K♣ (black, 0), trey 8♦ JK 8♥ (2),
        // quad A♦2♦3♦4♦ (4), quint 8♥9♥10♥J♥Q♥ (7): 13 + 5 = 18, scored in red.
        let hand = cards("Kc Kc 8d JK 8h Ad 2d 3d 4d 8h 9h 10h Jh Qh");
        let s = score(&hand, &[], Contract::STANDARD, true, PLAIN).unwrap();
        assert_eq!(s.points, 18);
        assert_eq!(s.colour, Colour::Red);
        assert!(s.unmelded.is_empty());
        // The example's own arrangement scores the same 13 card points (our search may lay the
        // joker elsewhere for the same points).
        let seed: i64 = ["Kc Kc", "8d JK 8h", "Ad 2d 3d 4d", "8h 9h 10h Jh Qh"]
            .iter()
            .map(|m| meld_points(&Meld::new(cards(m)).unwrap(), Colour::Red, false, false).unwrap())
            .sum();
        assert_eq!(seed + CHOWDAH_BONUS, 18);
        let json = serde_json::to_value(&s).unwrap();
        assert_eq!(json["colour"], "red");
        assert_eq!(json["points"], 18);
        assert_eq!(json["unmelded"], serde_json::json!([]));
        assert_eq!(json["melds"].as_array().unwrap().len(), 4);
    }

    #[test]
    fn seed_example_two_non_caller_scores_5() {
        // docs/rules/chowdah.md#worked-examples, 2: quad J♠Q♠K♠A♠ (7), quint 6♣ JK 8♣9♣10♣
        // (4), unmelded 3♣ 4♣ 2♥ 4♥ K♦ (−6): 11 − 6 = 5, scored in black.
        let hand = cards("Js Qs Ks As 6c JK 8c 9c 10c 3c 4c 2h 4h Kd");
        let s = score(&hand, &[], Contract::STANDARD, false, PLAIN).unwrap();
        assert_eq!(s.points, 5);
        assert_eq!(s.colour, Colour::Black);
        let json = serde_json::to_value(&s).unwrap();
        assert_eq!(
            json,
            serde_json::json!({
                "colour": "black",
                "melds": [["6c","JK","8c","9c","Tc"], ["Js","Qs","Ks","As"]],
                "unmelded": ["3c","4c","Kd","2h","4h"],
                "points": 5
            })
        );
    }

    #[test]
    fn exposed_melds_count_and_limit_the_hand() {
        // The quint is exposed: the hand may not make a second quint.
        let exposed = vec![cards("8h 9h Th Jh Qh")];
        let hand = cards("2s 3s 4s 5s 6s");
        let s = score(&hand, &exposed, Contract::STANDARD, false, PLAIN).unwrap();
        // Black: best is the quad 2-5♠ or 3-6♠ (4) with one card out (−1), exposed red 0.
        // Red: exposed 7, the spades as a quad (0) with one unmelded (−1) → 6.
        assert_eq!(s.colour, Colour::Red);
        assert_eq!(s.points, 6);
        assert_eq!(s.melds.len(), 2);
        assert_eq!(s.unmelded.len(), 1);
    }

    #[test]
    fn not_a_chowdah_is_an_error() {
        let hand = cards("Kc Kd 8d JK 8h Ad 2d 3d 4d 8h 9h 10h Jh Qh");
        assert_eq!(
            score(&hand, &[], Contract::STANDARD, true, PLAIN),
            Err(ScoreError::NotChowdah)
        );
        assert_eq!(
            score(&hand[..13], &[], Contract::STANDARD, true, PLAIN),
            Err(ScoreError::NotChowdah)
        );
    }

    #[test]
    fn bad_exposed_melds_are_errors() {
        let e = score(&[], &[cards("Kh Ah 2h")], Contract::STANDARD, false, PLAIN);
        assert!(matches!(e, Err(ScoreError::InvalidMeld { .. })));
        let e = score(
            &[],
            &[cards("Kh Kh"), cards("2h 2h")],
            Contract::STANDARD,
            false,
            PLAIN,
        );
        assert!(matches!(e, Err(ScoreError::Contract { .. })));
        let e = score(
            &cards("2h 3h 4h 5h 6h 7h 8h 9h Th Jh Qh Kh Ah As 2s"),
            &[],
            Contract::STANDARD,
            false,
            PLAIN,
        );
        assert_eq!(e, Err(ScoreError::TooManyCards { max: 14, got: 15 }));
        let e = score(
            &cards("7h 7h"),
            &[cards("7h 8h 9h")],
            Contract::STANDARD,
            false,
            PLAIN,
        );
        assert_eq!(
            e,
            Err(ScoreError::TooManyCopies {
                card: cards("7h")[0]
            })
        );
    }

    #[test]
    fn ace_variant_scores_by_position() {
        let ace = ScoreRules {
            ace_scoring: true,
            double_score: false,
        };
        let m = |s: &str| Meld::new(cards(s)).unwrap();
        assert_eq!(
            meld_points(&m("Ah 2h 3h"), Colour::Red, true, false),
            Some(3)
        );
        assert_eq!(
            meld_points(&m("Qh Kh Ah"), Colour::Red, true, false),
            Some(7)
        );
        assert_eq!(
            meld_points(&m("Ah Ad Ah"), Colour::Red, true, false),
            Some(9)
        );
        // A joker-heavy meld takes its best reading: A as a set (or the top of Q-K-A).
        assert_eq!(
            meld_points(&m("Ah JK JK"), Colour::Red, true, false),
            Some(3)
        );
        assert_eq!(
            meld_points(&m("Ah JK JK"), Colour::Red, false, false),
            Some(1)
        );
        // An unmelded ace costs 3.
        let s = score(&cards("Ah 7c"), &[], Contract::STANDARD, false, ace).unwrap();
        assert_eq!(s.points, -4);
    }

    #[test]
    fn double_score_concealed_full_run_and_all_sets() {
        let double = ScoreRules {
            ace_scoring: false,
            double_score: true,
        };
        // Concealed: the first example made without exposing anything: 13 × 2 + 5.
        let hand = cards("Kc Kc 8d JK 8h Ad 2d 3d 4d 8h 9h 10h Jh Qh");
        let d = score_detail(&hand, &[], Contract::STANDARD, true, double).unwrap();
        assert_eq!(d.doubled, Some(Doubling::Concealed));
        assert_eq!(d.scored.points, 31);
        // The same with the pair exposed: no doubling.
        let d = score_detail(
            &hand[2..],
            &[cards("Kc Kc")],
            Contract::STANDARD,
            true,
            double,
        )
        .unwrap();
        assert_eq!(d.doubled, None);
        assert_eq!(d.scored.points, 18);
        // Full run (contract 6: quad + 2 quints): A–K of hearts and a joker.
        let c6 = Contract::new(6).unwrap();
        let exposed = vec![cards("Ah 2h 3h 4h")];
        let hand = cards("5h 6h 7h 8h 9h Th Jh Qh Kh JK");
        let d = score_detail(&hand, &exposed, c6, true, double).unwrap();
        assert_eq!(d.doubled, Some(Doubling::FullRun));
        assert_eq!(d.card_points, 2 * (4 + 5 + 1 + 2 * 3));
        // docs/rules/chowdah.md#variants: 13 cards of one suit and a joker, ranks repeated, in
        // the standard contract (a pair among the melds): a full run too.
        let exposed = vec![cards("Kh Kh")];
        let hand = cards("7h 7h JK Ah 2h 3h 4h 8h 9h Th Jh Qh");
        let d = score_detail(&hand, &exposed, Contract::STANDARD, true, double).unwrap();
        assert_eq!(d.doubled, Some(Doubling::FullRun));
        // Twelve of one suit and one of another: no.
        let hand = cards("7h 7h JK Ah 2h 3h 4h 8h 9h Th Jh Qd");
        let d = score_detail(&hand, &exposed, Contract::STANDARD, true, double);
        assert!(!d.is_ok_and(|d| d.doubled == Some(Doubling::FullRun)));
        // All sets of one colour (contract 4: pair + 3 quads), one quad exposed.
        let c4 = Contract::new(4).unwrap();
        let exposed = vec![cards("5h 5d 5h JK")];
        let hand = cards("Kd Kd 7h 7d 7h 7d 9h 9h 9d JK");
        let d = score_detail(&hand, &exposed, c4, true, double).unwrap();
        assert_eq!(d.doubled, Some(Doubling::AllSets));
        assert_eq!(d.card_points, 2 * (3 + 4 + 4 + 3));
        assert_eq!(d.scored.points, 2 * 14 + 5);
    }

    #[test]
    fn every_contract_pattern_is_recognised() {
        let hands = [
            (1, "Kc Kc 8d JK 8h Ad 2d 3d 4d 8h 9h 10h Jh Qh"),
            (2, "2c 2c 3d 3d 4h 4h 4d 5s 6s 7s 8c 9c Tc Jc"),
            (3, "Ks Ks 2h 3h 4h 5d 5d 5h 7c 8c 9c JK Qd Qh"),
            (4, "9h 9h Ac 2c 3c 4c 6s 6c 6s 6c Th Jh Qh Kh"),
            (5, "Ah 2h 3h 9d 9d 9h 4s 5s 6s 7s Tc Jc Qc Kc"),
            (6, "2d 3d 4d 5d 6h 7h 8h 9h Th 8s 8c 8s 8c JK"),
            (7, "Ac Ac Kd Kd 2s 3s 4s 5s 6s 9h Th Jh Qh Kh"),
            (8, "2c 2c 3d 3d 4h 4h 5s 5s 6c 6c 7d 7d 8h 8h"),
        ];
        for (n, hand) in hands {
            let hand = cards(hand);
            let accepted: Vec<u8> = Contract::ALL
                .into_iter()
                .filter(|&c| score(&hand, &[], c, true, PLAIN).is_ok())
                .map(Contract::number)
                .collect();
            assert!(accepted.contains(&n), "contract {n}: {accepted:?}");
            // Seven pairs are nothing else, and nothing else is seven pairs.
            assert_eq!(accepted.contains(&8), n == 8, "contract {n}: {accepted:?}");
            if n == 8 {
                assert_eq!(accepted, vec![8]);
            }
        }
        // docs/rules/chowdah.md#worked-examples: example 1 is also 1 pair + 3 quads (8d 8h 8h
        // JK, 9h-Qh), but not 4 treys.
        let example = cards(hands[0].1);
        assert!(score(&example, &[], Contract::new(4).unwrap(), true, PLAIN).is_ok());
        assert!(score(&example, &[], Contract::new(3).unwrap(), true, PLAIN).is_err());
        // Round 8's pairs must be of seven different ranks.
        let c8 = Contract::new(8).unwrap();
        let repeated = cards("2c 2c 2d 2d 4h 4h 5s 5s 6c 6c 7d 7d 8h 8h");
        assert_eq!(
            score(&repeated, &[], c8, true, PLAIN),
            Err(ScoreError::NotChowdah)
        );
        // Exposed melds count towards the pattern.
        let hand = cards("Ah 2h 3h 9d 9d 9h 4s 5s 6s 7s");
        let exposed = vec![cards("Tc Jc Qc Kc")];
        assert!(score(&hand, &exposed, Contract::new(5).unwrap(), true, PLAIN).is_ok());
    }
}
