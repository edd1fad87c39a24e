//! Dealing a round: the seeded deal, and explicit deals from deal files.
//!
//! docs/rules/chowdah.md#cards-and-the-deal: each player gets a joker, the rest is shuffled and
//! dealt 12 each clockwise, the rest is the stock, and the dealer turns three cards face up as
//! the three discard piles. docs/rules/chowdah.md#options-table-settings: the joker variants
//! change how many jokers there are and whether they are dealt.
//!
//! Deal file (`Deal`'s JSON): `{"hands": [[cards…], …], "piles": [[…], […], […]], "stock":
//! [cards…], "dealer": 3}`. Hands are in seat order; a pile lists its cards bottom to top (its
//! **last** card is the one you can draw); the stock lists cards in drawing order (its **first**
//! card is drawn next). `dealer` is optional: without it the last seat deals, so seat 0 moves
//! first.

use super::config::Config;
use super::deck::{self, Counts, JOKER, NATURALS};
use crate::cards::Card;
use crate::games::shuffle::{self, DealRng};
use crate::games::{DealError, Seat};
use serde::{Deserialize, Serialize};

/// Cards each player holds between turns: 13 (their joker + 12;
/// docs/rules/chowdah.md#cards-and-the-deal).
pub const HAND_SIZE: usize = 13;

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Deal {
    pub hands: Vec<Vec<Card>>,
    /// The three discard piles, bottom to top.
    pub piles: [Vec<Card>; 3],
    /// Drawing order: first card drawn first.
    pub stock: Vec<Card>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub dealer: Option<Seat>,
}

impl Deal {
    /// The dealer of this deal (default: the last seat).
    pub fn dealer_seat(&self) -> Seat {
        self.dealer
            .unwrap_or(Seat::from_index(self.hands.len().saturating_sub(1)))
    }
}

/// Shuffles and deals one round for `dealer`.
pub fn random_deal(config: &Config, dealer: Seat, rng: &mut DealRng) -> Deal {
    let n = config.seats();
    let each = config.jokers.dealt_each();
    let shuffled_jokers = config.jokers.total(n) - each * n;
    let mut cards = deck::full_deck(shuffled_jokers);
    shuffle::shuffle(rng, &mut cards);
    let mut hands: Vec<Vec<Card>> = vec![vec![JOKER; each]; n];
    let dealt = config.dealt_each() * n;
    // Dealt one at a time, clockwise from the dealer's left (seat order is turn order).
    for (k, &card) in cards[..dealt].iter().enumerate() {
        hands[dealer.after(1 + k % n, n).index()].push(card);
    }
    for hand in &mut hands {
        deck::sort_cards(hand);
    }
    let piles = [
        vec![cards[dealt]],
        vec![cards[dealt + 1]],
        vec![cards[dealt + 2]],
    ];
    Deal {
        hands,
        piles,
        stock: cards[dealt + 3..].to_vec(),
        dealer: Some(dealer),
    }
}

/// Checks a deal file: one 13-card hand per seat, a real dealer, and exactly the deck's cards
/// (every natural twice, the jokers of the joker rule).
pub fn validate(config: &Config, deal: &Deal) -> Result<(), DealError> {
    let n = config.seats();
    if deal.hands.len() != n {
        return Err(DealError::HandCount {
            expected: n,
            got: deal.hands.len(),
        });
    }
    for (i, hand) in deal.hands.iter().enumerate() {
        if hand.len() != HAND_SIZE {
            return Err(DealError::HandSize {
                seat: Seat::from_index(i),
                expected: HAND_SIZE,
                got: hand.len(),
            });
        }
    }
    if let Some(dealer) = deal.dealer
        && dealer.index() >= n
    {
        return Err(DealError::NoSuchSeat { seat: dealer });
    }
    let mut all: Vec<Card> = deal.hands.iter().flatten().copied().collect();
    all.extend(deal.piles.iter().flatten().copied());
    all.extend(deal.stock.iter().copied());
    if let Some(&other) = all.iter().find(|c| c.is_joker() && **c != JOKER) {
        return Err(DealError::CardCount {
            card: other.to_string(),
            expected: 0,
            got: all.iter().filter(|&&c| c == other).count(),
        });
    }
    let counts = Counts::of(&all);
    for i in 0..NATURALS {
        if counts.naturals[i] != 2 {
            return Err(DealError::CardCount {
                card: deck::card_at(i).to_string(),
                expected: 2,
                got: usize::from(counts.naturals[i]),
            });
        }
    }
    let jokers = config.jokers.total(n);
    if usize::from(counts.jokers) != jokers {
        return Err(DealError::CardCount {
            card: JOKER.to_string(),
            expected: jokers,
            got: usize::from(counts.jokers),
        });
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::chowdah::config::Jokers;

    #[test]
    fn random_deals_are_valid_and_reproducible() {
        for players in 2..=4u8 {
            for jokers in [
                Jokers::Dealt,
                Jokers::Shuffled,
                Jokers::None,
                Jokers::Two,
                Jokers::More(11),
            ] {
                let config = Config {
                    jokers,
                    ..Config::standard(players)
                };
                for seed in 0..5 {
                    let a = random_deal(&config, Seat(1), &mut shuffle::rng(seed));
                    let b = random_deal(&config, Seat(1), &mut shuffle::rng(seed));
                    assert_eq!(a, b);
                    assert_eq!(validate(&config, &a), Ok(()));
                    let total = 104 + jokers.total(usize::from(players));
                    assert_eq!(a.stock.len(), total - 13 * usize::from(players) - 3);
                    if jokers == Jokers::Dealt {
                        assert!(a.hands.iter().all(|h| h.contains(&JOKER)));
                    }
                }
            }
        }
    }

    #[test]
    fn bad_deals_say_what_is_wrong() {
        let config = Config::standard(3);
        let good = random_deal(&config, Seat(0), &mut shuffle::rng(3));
        let mut d = good.clone();
        d.hands.pop();
        assert_eq!(
            validate(&config, &d),
            Err(DealError::HandCount {
                expected: 3,
                got: 2
            })
        );
        let mut d = good.clone();
        let card = d.hands[1].pop().unwrap();
        d.stock.push(card);
        assert_eq!(
            validate(&config, &d),
            Err(DealError::HandSize {
                seat: Seat(1),
                expected: 13,
                got: 12
            })
        );
        let mut d = good.clone();
        d.stock.pop();
        assert!(matches!(
            validate(&config, &d),
            Err(DealError::CardCount { .. })
        ));
        let mut d = good.clone();
        d.dealer = Some(Seat(3));
        assert_eq!(
            validate(&config, &d),
            Err(DealError::NoSuchSeat { seat: Seat(3) })
        );
        let mut d = good;
        d.dealer = None;
        assert_eq!(d.dealer_seat(), Seat(2));
    }

    #[test]
    fn deal_files_read_piles_bottom_to_top_and_stock_in_order() {
        let json = r#"{"hands": [], "piles": [["2c", "3c"], [], ["JK"]], "stock": ["Ah", "Kd"]}"#;
        let d: Deal = serde_json::from_str(json).unwrap();
        assert_eq!(d.piles[0].last().unwrap().to_string(), "3c");
        assert_eq!(d.stock[0].to_string(), "Ah");
        assert_eq!(d.dealer, None);
        assert!(
            serde_json::from_str::<Deal>(r#"{"hands": [], "piles": [[], []], "stock": []}"#)
                .is_err()
        );
    }
}
