//! Unit tests of `combos` (kept out of `combos.rs` so that the code stays short).

use super::*;

fn rc(s: &str) -> RankCounts {
    RankCounts::parse(s).unwrap()
}

fn kind3(s: &str) -> Result<Kind, Invalid> {
    classify(&rc(s), Players::Three).map(|c| c.kind)
}

fn kind4(s: &str) -> Result<Kind, Invalid> {
    classify(&rc(s), Players::Four).map(|c| c.kind)
}

fn main3(s: &str) -> (Kind, char, u8) {
    let c = classify(&rc(s), Players::Three).unwrap();
    (c.kind, c.main.letter(), c.len)
}

#[test]
fn singles_pairs_trios() {
    assert_eq!(main3("3"), (Kind::Single, '3', 1));
    assert_eq!(main3("R"), (Kind::Single, 'R', 1));
    assert_eq!(main3("22"), (Kind::Pair, '2', 1));
    assert_eq!(main3("AAA"), (Kind::Trio, 'A', 1));
    assert_eq!(
        kind3("34"),
        Err(Invalid::ChainTooShort {
            kind: Kind::Straight,
            min: 5
        })
    );
    assert_eq!(kind3("35"), Err(Invalid::NotACombination));
    assert_eq!(kind3("BR"), Ok(Kind::Rocket));
    assert_eq!(
        kind3("BB"),
        Err(Invalid::MoreThanTheDeckHolds {
            rank: DdzRank::BLACK_JOKER
        })
    );
    assert!(kind3("33333").is_err());
}

#[test]
fn trio_with_single_3p_only() {
    assert_eq!(main3("3335"), (Kind::TrioSingle, '3', 1));
    assert_eq!(main3("2223"), (Kind::TrioSingle, '2', 1));
    assert_eq!(main3("333R"), (Kind::TrioSingle, '3', 1));
    assert_eq!(
        kind4("3335"),
        Err(Invalid::NotWithFourPlayers {
            kind: Kind::TrioSingle
        })
    );
    // Four of a rank is a bomb, never trio + its own rank.
    assert_eq!(kind3("3333"), Ok(Kind::Bomb));
}

#[test]
fn trio_with_pair() {
    assert_eq!(main3("33344"), (Kind::TrioPair, '3', 1));
    assert_eq!(main3("44422"), (Kind::TrioPair, '4', 1));
    assert_eq!(kind4("33344"), Ok(Kind::TrioPair));
    // 4p: a same-colour joker pair may be the attached pair; black + red may not.
    assert_eq!(kind4("333BB"), Ok(Kind::TrioPair));
    assert_eq!(kind4("333RR"), Ok(Kind::TrioPair));
    assert_eq!(kind4("333BR"), Err(Invalid::MixedJokerPair));
    // 4p: the attached pair must not be the trio's rank (five of a rank is a bomb).
    assert_eq!(kind4("33333"), Ok(Kind::Bomb));
    // 3p: a "pair" of one black and one red joker is nothing.
    assert!(kind3("333BR").is_err());
}

#[test]
fn straights() {
    assert_eq!(main3("34567"), (Kind::Straight, '3', 5));
    assert_eq!(main3("TJQKA"), (Kind::Straight, 'T', 5));
    assert_eq!(main3("3456789TJQKA"), (Kind::Straight, '3', 12));
    assert_eq!(kind3("JQKA2"), Err(Invalid::ChainThroughTwoOrJoker));
    assert_eq!(kind3("QKA2B"), Err(Invalid::ChainThroughTwoOrJoker));
    assert_eq!(
        kind3("3456"),
        Err(Invalid::ChainTooShort {
            kind: Kind::Straight,
            min: 5
        })
    );
    assert_eq!(kind3("34568"), Err(Invalid::NotACombination));
}

#[test]
fn pair_straights() {
    assert_eq!(main3("334455"), (Kind::PairStraight, '3', 3));
    assert_eq!(main3("QQKKAA"), (Kind::PairStraight, 'Q', 3));
    assert_eq!(kind3("KKAA22"), Err(Invalid::ChainThroughTwoOrJoker));
    assert_eq!(
        kind3("3344"),
        Err(Invalid::ChainTooShort {
            kind: Kind::PairStraight,
            min: 3
        })
    );
    assert_eq!(kind4("33445566778899TTJJQQKKAA"), Ok(Kind::PairStraight));
}

#[test]
fn airplanes() {
    assert_eq!(main3("333444"), (Kind::Airplane, '3', 2));
    assert_eq!(main3("KKKAAA"), (Kind::Airplane, 'K', 2));
    assert_eq!(kind3("AAA222"), Err(Invalid::ChainThroughTwoOrJoker));
    assert_eq!(kind3("333555"), Err(Invalid::NotACombination));
}

#[test]
fn airplane_with_singles() {
    assert_eq!(main3("33344456"), (Kind::AirplaneSingles, '3', 2));
    assert_eq!(main3("3334442B"), (Kind::AirplaneSingles, '3', 2));
    assert_eq!(main3("333444555789"), (Kind::AirplaneSingles, '3', 3));
    // Kickers must differ from each other and from the trios.
    assert_eq!(kind3("33344455"), Err(Invalid::KickersMustDiffer));
    assert_eq!(kind3("33334445"), Err(Invalid::KickersMustDiffer));
    // Never both jokers.
    assert_eq!(kind3("333444BR"), Err(Invalid::BothJokersAsKickers));
    assert_eq!(
        kind4("33344456"),
        Err(Invalid::NotWithFourPlayers {
            kind: Kind::AirplaneSingles
        })
    );
    // Five trios + five singles: a full 20-card hand.
    assert_eq!(
        main3("33344455566677789TJQ"),
        (Kind::AirplaneSingles, '3', 5)
    );
}

#[test]
fn airplane_with_pairs() {
    assert_eq!(main3("3334445566"), (Kind::AirplanePairs, '3', 2));
    assert_eq!(main3("3334442277"), (Kind::AirplanePairs, '3', 2));
    assert_eq!(kind3("3334445555"), Err(Invalid::KickersMustDiffer));
    assert_eq!(kind4("333444BBRR"), Ok(Kind::AirplanePairs));
    assert_eq!(kind4("3334445566"), Ok(Kind::AirplanePairs));
    assert_eq!(kind4("333444BR66"), Err(Invalid::MixedJokerPair));
}

#[test]
fn four_with_two() {
    assert_eq!(main3("555534"), (Kind::FourTwoSingles, '5', 1));
    assert_eq!(main3("55552B"), (Kind::FourTwoSingles, '5', 1));
    assert_eq!(main3("55553344"), (Kind::FourTwoPairs, '5', 1));
    assert_eq!(main3("33332244"), (Kind::FourTwoPairs, '3', 1));
    assert_eq!(kind3("5555BR"), Err(Invalid::BothJokersAsKickers));
    assert_eq!(kind3("555533"), Err(Invalid::KickersMustDiffer));
    assert_eq!(kind3("33334444"), Err(Invalid::KickersMustDiffer));
    assert_eq!(
        kind4("555534"),
        Err(Invalid::NotWithFourPlayers {
            kind: Kind::FourTwoSingles
        })
    );
}

#[test]
fn bombs_and_rockets_4p() {
    assert_eq!(kind4("3333"), Ok(Kind::Bomb));
    assert_eq!(kind4("33333333"), Ok(Kind::Bomb));
    assert_eq!(kind4("BB"), Ok(Kind::Pair));
    assert_eq!(kind4("RR"), Ok(Kind::Pair));
    assert_eq!(kind4("BR"), Err(Invalid::MixedJokerPair));
    assert_eq!(kind4("BBRR"), Ok(Kind::Rocket));
    assert_eq!(kind4("BBR"), Err(Invalid::NotACombination));
    assert_eq!(kind4("BRR"), Err(Invalid::NotACombination));
    let b = |s: &str| classify(&rc(s), Players::Four).unwrap();
    // More cards beat fewer regardless of rank; equal size compares rank.
    assert!(b("33333").beats(&b("2222")));
    assert!(b("4444").beats(&b("3333")));
    assert!(!b("3333").beats(&b("4444")));
    assert!(b("BBRR").beats(&b("22222222")));
    assert!(b("RR").beats(&b("BB")) && b("BB").beats(&b("22")));
    assert!(!b("3333").doubles_stake(Players::Four));
    assert!(b("333333").doubles_stake(Players::Four));
    assert!(b("BBRR").doubles_stake(Players::Four));
}

#[test]
fn comparisons_3p() {
    let b = |s: &str| classify(&rc(s), Players::Three).unwrap();
    assert!(b("4").beats(&b("3")));
    assert!(b("R").beats(&b("B")) && b("B").beats(&b("2")));
    assert!(!b("3").beats(&b("3")));
    assert!(!b("44").beats(&b("3")));
    assert!(b("45678").beats(&b("34567")));
    assert!(!b("456789").beats(&b("34567")), "length must match");
    assert!(!b("44433").beats(&b("3336")), "kind must match");
    assert!(b("3333").beats(&b("22")));
    assert!(b("3333").beats(&b("3456789TJQKA")));
    assert!(b("BR").beats(&b("2222")));
    assert!(!b("2222").beats(&b("BR")));
    assert!(b("66663344").beats(&b("55553344")));
    assert!(
        !b("66663344").beats(&b("3333")),
        "four-with-two is not a bomb"
    );
    assert!(b("3333").doubles_stake(Players::Three));
    assert!(b("BR").doubles_stake(Players::Three));
    assert!(!b("55553344").doubles_stake(Players::Three));
}

#[test]
fn empty_is_invalid() {
    assert_eq!(kind3(""), Err(Invalid::Empty));
}
