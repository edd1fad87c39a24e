//! Unit tests of `hands` (kept out of `hands.rs` so that the code stays short).

use super::*;
use crate::cards::notation::{format_cards, parse_cards};

fn h(s: &str) -> Vec<Card> {
    parse_cards(s).unwrap()
}

fn cat(s: &str) -> Category {
    evaluate(&h(s)).unwrap().category
}

fn cmp(a: &str, b: &str) -> Ordering {
    compare(&h(a), &h(b)).unwrap()
}

#[test]
fn every_category_is_recognised() {
    assert_eq!(cat("Ah Kd 9c 7s 2h"), Category::HighCard);
    assert_eq!(cat("Kh Kd 9c 7s 2h"), Category::Pair);
    assert_eq!(cat("Kh Kd 9c 9s 2h"), Category::TwoPair);
    assert_eq!(cat("Kh Kd Kc 9s 2h"), Category::ThreeOfAKind);
    assert_eq!(cat("9h Td Jc Qs Kh"), Category::Straight);
    assert_eq!(cat("2h 9h Jh Qh Kh"), Category::Flush);
    assert_eq!(cat("Kh Kd Kc 9s 9h"), Category::FullHouse);
    assert_eq!(cat("Kh Kd Kc Ks 9h"), Category::FourOfAKind);
    assert_eq!(cat("9h Th Jh Qh Kh"), Category::StraightFlush);
    assert_eq!(cat("Th Jh Qh Kh Ah"), Category::RoyalFlush);
}

#[test]
fn points_follow_the_seed_table() {
    let points: Vec<u32> = Category::ALL.iter().map(|c| c.points()).collect();
    assert_eq!(points, [0, 1, 2, 3, 4, 5, 6, 7, 8, 52]);
    assert!(!Category::HighCard.scores());
    assert!(Category::ALL[1..].iter().all(|c| c.scores()));
}

#[test]
fn names_are_the_kebab_case_json_names() {
    let names: Vec<&str> = Category::ALL.iter().map(|c| c.name()).collect();
    assert_eq!(
        names.join(" "),
        "high-card pair two-pair three-of-a-kind straight flush full-house \
         four-of-a-kind straight-flush royal-flush"
    );
    for c in Category::ALL {
        assert_eq!(serde_json::to_value(c).unwrap(), c.name());
        assert_eq!(c.to_string(), c.name());
    }
}

#[test]
fn the_wheel_is_the_lowest_straight_and_nothing_wraps() {
    assert_eq!(cat("Ah 2d 3c 4s 5h"), Category::Straight);
    assert_eq!(cmp("Ah 2d 3c 4s 5h", "2h 3d 4c 5s 6h"), Ordering::Less);
    assert_eq!(cmp("Ah 2d 3c 4s 5h", "Kh Kd 9c 9s 2h"), Ordering::Greater);
    // K-A-2-3-4 and Q-K-A-2-3 are nothing (ace high).
    assert_eq!(cat("Kh Ad 2c 3s 4h"), Category::HighCard);
    assert_eq!(cat("Qh Kd Ac 2s 3h"), Category::HighCard);
    // Broadway is the top straight, not a royal unless suited.
    assert_eq!(cat("Th Jd Qc Ks Ah"), Category::Straight);
    assert_eq!(cmp("Th Jd Qc Ks Ah", "9h Td Jc Qs Kh"), Ordering::Greater);
    // The steel wheel is the lowest straight flush.
    assert_eq!(cat("Ah 2h 3h 4h 5h"), Category::StraightFlush);
    assert_eq!(cmp("Ah 2h 3h 4h 5h", "2s 3s 4s 5s 6s"), Ordering::Less);
    assert_eq!(cmp("Ah 2h 3h 4h 5h", "Ks Kh Kd Kc 2s"), Ordering::Greater);
}

#[test]
fn the_wheel_shows_its_ace_last() {
    let v = evaluate(&h("3c Ah 5h 2d 4s")).unwrap();
    assert_eq!(format_cards(&v.cards), "5h 4s 3c 2d Ah");
    assert_eq!(v.strength.ranks(), [5, 0, 0, 0, 0]);
}

#[test]
fn kicker_chains_decide_within_a_category() {
    // High card: all five cards, one after another.
    assert_eq!(cmp("Ah Kd 9c 7s 3h", "Ad Kc 9s 7h 2d"), Ordering::Greater);
    assert_eq!(cmp("Ah Kd 9c 6s 5h", "Ad Kc 9s 7h 2d"), Ordering::Less);
    assert_eq!(cmp("Ah Qd Jc Ts 8h", "Kd Qc Js Th 8d"), Ordering::Greater);
    // Pair: the pair, then three kickers.
    assert_eq!(cmp("8h 8d Ac 4s 3h", "8s 8c Kc Qs Jh"), Ordering::Greater);
    assert_eq!(cmp("8h 8d Ac Ks 3h", "8s 8c Ad Kh 2h"), Ordering::Greater);
    assert_eq!(cmp("9h 9d 2c 3s 4h", "8s 8c Ad Kh Qh"), Ordering::Greater);
    // Two pair: higher pair, lower pair, kicker.
    assert_eq!(cmp("Kh Kd 3c 3s 2h", "Qs Qc Jd Jh Ah"), Ordering::Greater);
    assert_eq!(cmp("Kh Kd 5c 5s 2h", "Ks Kc 4d 4h Ah"), Ordering::Greater);
    assert_eq!(cmp("Kh Kd 5c 5s 2h", "Ks Kc 5d 5h 3h"), Ordering::Less);
    // Trips: the trips, then the kickers.
    assert_eq!(cmp("7h 7d 7c 2s 3h", "6s 6c 6d Ah Kh"), Ordering::Greater);
    // Full house: the trips first, then the pair.
    assert_eq!(cmp("3h 3d 3c 2s 2h", "2s 2c 2d Ah Ad"), Ordering::Greater);
    assert_eq!(cmp("Qh Qd Qc 2s 2h", "Qs Qc Qd 3h 3d"), Ordering::Less);
    // Quads: the four, then the kicker.
    assert_eq!(cmp("5h 5d 5c 5s Ah", "5h 5d 5c 5s Kh"), Ordering::Greater);
    // Flush: five cards in turn.
    assert_eq!(cmp("Ah Jh 9h 6h 4h", "As Js 9s 6s 3s"), Ordering::Greater);
    assert_eq!(cmp("Kh Qh Jh 9h 2h", "As 3s 4s 5s 7s"), Ordering::Less);
    // Straights compare their top card only.
    assert_eq!(cmp("6h 7d 8c 9s Th", "5s 6c 7d 8h 9h"), Ordering::Greater);
    assert_eq!(cmp("9h Th Jh Qh Kh", "8s 9s Ts Js Qs"), Ordering::Greater);
}

#[test]
fn suits_never_break_ties() {
    assert_eq!(cmp("Ah Kh Qd Js 9c", "As Ks Qc Jd 9h"), Ordering::Equal);
    assert_eq!(cmp("Ah Jh 9h 6h 4h", "As Js 9s 6s 4s"), Ordering::Equal);
    assert_eq!(cmp("5h 6d 7c 8s 9h", "5s 6c 7d 8h 9d"), Ordering::Equal);
    assert_eq!(cmp("Th Jh Qh Kh Ah", "Ts Js Qs Ks As"), Ordering::Equal);
    assert_eq!(cmp("Kh Kd 5c 5s 2h", "Ks Kc 5d 5h 2d"), Ordering::Equal);
    assert_eq!(
        evaluate(&h("Ah Kh Qd Js 9c")).unwrap(),
        evaluate(&h("As Ks Qc Jd 9h")).unwrap()
    );
}

#[test]
fn categories_order_as_in_the_seed() {
    let ladder = [
        "Ah Kd 9c 7s 2h",
        "2h 2d 3c 4s 6h",
        "2h 2d 3c 3s 4h",
        "2h 2d 2c 3s 4h",
        "Ah 2d 3c 4s 5h",
        "2h 3h 4h 5h 7h",
        "2h 2d 2c 3s 3h",
        "2h 2d 2c 2s 3h",
        "Ah 2h 3h 4h 5h",
        "Th Jh Qh Kh Ah",
    ];
    for (i, pair) in ladder.windows(2).enumerate() {
        assert_eq!(cmp(pair[1], pair[0]), Ordering::Greater, "{pair:?}");
        assert_eq!(cat(pair[0]), Category::ALL[i]);
    }
}

#[test]
fn making_cards_name_the_category() {
    let shown = |s: &str| format_cards(&evaluate(&h(s)).unwrap().cards);
    assert_eq!(shown("2h Kd 9c Ks 4h"), "Ks Kd");
    assert_eq!(shown("2h Kd 2c Ks 4h"), "Ks Kd 2h 2c");
    assert_eq!(shown("2h Kd 2c 2s 4h"), "2s 2h 2c");
    assert_eq!(shown("2h Kd 2c 2s Kh"), "2s 2h 2c Kh Kd");
    assert_eq!(shown("2h 2d 2c 2s Kh"), "2s 2h 2d 2c");
    assert_eq!(shown("2h 9d Jc 7s 4h"), "Jc");
    assert_eq!(shown("9h 7h Qh 2h 4h"), "Qh 9h 7h 4h 2h");
    assert_eq!(shown("Kh Ah Qh Th Jh"), "Ah Kh Qh Jh Th");
}

#[test]
fn json_is_category_points_cards() {
    let v = evaluate(&h("Kh 9c Kd 7s 2h")).unwrap();
    assert_eq!(
        serde_json::to_string(&v).unwrap(),
        r#"{"category":"pair","points":1,"cards":["Kh","Kd"]}"#
    );
    let v = evaluate(&h("Th Jh Qh Kh Ah")).unwrap();
    assert_eq!(serde_json::to_value(&v).unwrap()["points"], 52);
}

#[test]
fn bad_hands_are_refused() {
    assert_eq!(
        evaluate(&h("Ah Kd 9c 7s")),
        Err(HandError::WrongCount { got: 4 })
    );
    assert_eq!(
        evaluate(&h("Ah Kd 9c 7s 2h 3h")),
        Err(HandError::WrongCount { got: 6 })
    );
    assert_eq!(
        evaluate(&h("Ah Kd 9c 7s Ah")),
        Err(HandError::Repeated { card: h("Ah")[0] })
    );
    assert_eq!(
        evaluate(&h("Ah Kd 9c 7s JK")),
        Err(HandError::Joker { card: h("JK")[0] })
    );
    assert!(compare(&h("Ah Kd 9c 7s 2h"), &h("Ah")).is_err());
    // Unchecked input never panics.
    for s in [
        "",
        "Ah",
        "Ah Ah Ah Ah Ah",
        "JK BJ RJ",
        "Ah Kd 9c 7s 2h 3h 4h 5h",
    ] {
        let _ = strength(&h(s));
        let _ = value_of(&h(s));
    }
}

/// Every one of the 2,598,960 five-card hands: the category counts every poker text gives.
#[test]
fn all_five_card_hands_have_the_known_category_counts() {
    let deck = Card::deck52();
    let mut counts = [0u32; 10];
    let mut hand = [deck[0]; 5];
    for a in 0..52 {
        hand[0] = deck[a];
        for b in a + 1..52 {
            hand[1] = deck[b];
            for c in b + 1..52 {
                hand[2] = deck[c];
                for d in c + 1..52 {
                    hand[3] = deck[d];
                    for &fifth in &deck[d + 1..] {
                        hand[4] = fifth;
                        counts[strength(&hand).category() as usize] += 1;
                    }
                }
            }
        }
    }
    assert_eq!(
        counts,
        [
            1_302_540, 1_098_240, 123_552, 54_912, 10_200, 5_108, 3_744, 624, 36, 4
        ]
    );
}

mod props {
    use super::*;
    use proptest::prelude::*;

    fn five_cards() -> impl Strategy<Value = Vec<Card>> {
        proptest::sample::subsequence(Card::deck52(), 5).prop_shuffle()
    }

    fn perm() -> impl Strategy<Value = Vec<Suit>> {
        Just(Suit::ALL.to_vec()).prop_shuffle()
    }

    fn relabel(cards: &[Card], perm: &[Suit]) -> Vec<Card> {
        cards
            .iter()
            .map(|c| {
                let (rank, suit) = (c.rank().unwrap(), c.suit().unwrap());
                Card::new(rank, perm[suit as usize])
            })
            .collect()
    }

    proptest! {
        #[test]
        fn order_of_cards_and_names_of_suits_do_not_matter(
            cards in five_cards(), p in perm()
        ) {
            let v = evaluate(&cards).unwrap();
            let mut rev = cards.clone();
            rev.reverse();
            prop_assert_eq!(strength(&rev), v.strength);
            prop_assert_eq!(strength(&relabel(&cards, &p)), v.strength);
            // The making cards come from the hand and are as many as the category says.
            prop_assert!(v.cards.iter().all(|c| cards.contains(c)));
            let want = match v.category {
                Category::HighCard => 1,
                Category::Pair => 2,
                Category::ThreeOfAKind => 3,
                Category::TwoPair | Category::FourOfAKind => 4,
                _ => 5,
            };
            prop_assert_eq!(v.cards.len(), want);
        }

        #[test]
        fn compare_is_antisymmetric(a in five_cards(), b in five_cards()) {
            let ab = compare(&a, &b).unwrap();
            prop_assert_eq!(compare(&b, &a).unwrap(), ab.reverse());
            prop_assert_eq!(ab, evaluate(&a).unwrap().cmp(&evaluate(&b).unwrap()));
        }
    }
}
