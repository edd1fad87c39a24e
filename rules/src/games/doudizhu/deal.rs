//! Dealing: the deck for 3 or 4 players, a seeded shuffle, and explicit deals from files.
//!
//! docs/rules/doudizhu.md#players-cards-seats: 3 players: 54 cards, 17 each, 3-card kitty.
//! 4 players: 108 cards, 25 each, 8-card kitty. docs/rules/doudizhu.md#the-deal: one dealt
//! card, chosen at random, is turned face up; whoever it is dealt to bids first.

use super::config::Players;
use super::rank::{DdzRank, RankCounts};
use crate::games::shuffle::{self, DealRng};
use crate::games::{DealError, Seat};
use serde::{Deserialize, Serialize};

/// Hands in seat order, the kitty, and who bids first.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Deal {
    pub hands: Vec<RankCounts>,
    pub kitty: RankCounts,
    /// Seat 0 when a deal file does not say.
    #[serde(default = "seat_zero")]
    pub first_bidder: Seat,
    /// The card turned face up during a random deal (one card, its rank), dealt to the first
    /// bidder. Deal files name the first bidder instead.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub face_up: Option<RankCounts>,
}

fn seat_zero() -> Seat {
    Seat(0)
}

/// The whole deck as a multiset.
pub fn full_deck(players: Players) -> RankCounts {
    let (each, jokers) = players.copies();
    let mut deck = RankCounts::new();
    for r in DdzRank::all() {
        deck.add(r, if r.is_joker() { jokers } else { each });
    }
    deck
}

/// Shuffles a fresh deck and deals it one card at a time round the table; the last cards
/// form the kitty. docs/rules/doudizhu.md#the-deal: one of the dealt cards, drawn from the
/// same seeded stream, is turned face up, and the seat it is dealt to bids first.
pub fn random_deal(players: Players, rng: &mut DealRng) -> Deal {
    let mut cards = full_deck(players).to_ranks();
    shuffle::shuffle(rng, &mut cards);
    let n = players.count();
    let dealt = n * players.hand_size();
    let mut hands = vec![RankCounts::new(); n];
    for (i, &r) in cards[..dealt].iter().enumerate() {
        hands[i % n].add(r, 1);
    }
    let kitty = RankCounts::from_ranks(cards[dealt..].iter().copied());
    let up = shuffle::below(rng, dealt);
    Deal {
        hands,
        kitty,
        first_bidder: Seat::from_index(up % n),
        face_up: Some(RankCounts::from_ranks([cards[up]])),
    }
}

/// Checks an explicit deal: the right number of hands, hand and kitty sizes, and exactly the
/// deck's cards.
pub fn validate(players: Players, deal: &Deal) -> Result<(), DealError> {
    let n = players.count();
    if deal.hands.len() != n {
        return Err(DealError::HandCount {
            expected: n,
            got: deal.hands.len(),
        });
    }
    for (i, hand) in deal.hands.iter().enumerate() {
        if hand.len() != players.hand_size() {
            return Err(DealError::HandSize {
                seat: Seat::from_index(i),
                expected: players.hand_size(),
                got: hand.len(),
            });
        }
    }
    if deal.kitty.len() != players.kitty_size() {
        return Err(DealError::PileSize {
            pile: "kitty",
            expected: players.kitty_size(),
            got: deal.kitty.len(),
        });
    }
    if deal.first_bidder.index() >= n {
        return Err(DealError::NoSuchSeat {
            seat: deal.first_bidder,
        });
    }
    let mut all = deal.kitty;
    for hand in &deal.hands {
        all.add_all(hand);
    }
    let deck = full_deck(players);
    for r in DdzRank::all() {
        if all.count(r) != deck.count(r) {
            return Err(DealError::CardCount {
                card: r.to_string(),
                expected: usize::from(deck.count(r)),
                got: usize::from(all.count(r)),
            });
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn random_deals_are_valid_and_reproducible() {
        for players in [Players::Three, Players::Four] {
            for seed in 0..20 {
                let a = random_deal(players, &mut shuffle::rng(seed));
                let b = random_deal(players, &mut shuffle::rng(seed));
                assert_eq!(a, b);
                assert_eq!(validate(players, &a), Ok(()));
            }
        }
    }

    #[test]
    fn the_face_up_card_is_dealt_to_the_first_bidder() {
        let mut bidders = std::collections::HashSet::new();
        for players in [Players::Three, Players::Four] {
            for seed in 0..40 {
                let d = random_deal(players, &mut shuffle::rng(seed));
                let up = d.face_up.expect("a random deal turns a card up");
                assert_eq!(up.len(), 1);
                assert!(d.hands[d.first_bidder.index()].contains(&up), "{d:?}");
                bidders.insert((players.count(), d.first_bidder));
            }
        }
        // Every seat gets to bid first over a few seeds.
        assert_eq!(bidders.len(), 3 + 4);
    }

    #[test]
    fn first_bidder_defaults_to_seat_zero() {
        let d: Deal = serde_json::from_str(r#"{"hands": ["3", "4", "5"], "kitty": "6"}"#).unwrap();
        assert_eq!(d.first_bidder, Seat(0));
    }

    #[test]
    fn bad_deals_say_what_is_wrong() {
        let mut d = random_deal(Players::Three, &mut shuffle::rng(1));
        d.hands.pop();
        assert_eq!(
            validate(Players::Three, &d),
            Err(DealError::HandCount {
                expected: 3,
                got: 2
            })
        );
        let mut d = random_deal(Players::Three, &mut shuffle::rng(1));
        let r = d.hands[0].ranks().next().unwrap();
        let other = DdzRank::all().find(|&x| x != r && !x.is_joker()).unwrap();
        // Swap one card of hand 0 for a rank the deck has no more of: counts go wrong.
        let mut fake = d.hands[0];
        let mut one = RankCounts::new();
        one.add(r, 1);
        fake.remove(&one);
        fake.add(other, 1);
        d.hands[0] = fake;
        assert!(matches!(
            validate(Players::Three, &d),
            Err(DealError::CardCount { .. })
        ));
    }
}
