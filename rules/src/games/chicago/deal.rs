//! Dealing: a seeded shuffle of the 52 cards, five each, the rest as the stock; and explicit
//! deals read from deal files.
//!
//! A deal file is `{"hands": [[cards…], …], "stock": [cards…]}` with two optional keys:
//! `"dealer"` (a seat; default the last seat, so that seat 0 exchanges and leads first) and
//! `"scores"` (every seat's points before this deal; default all 0), so that a position from
//! the middle of a match (a puzzle, a disputed deal) can be set up. `stock` is in drawing
//! order: its first card is the next one drawn. The deal file fixes the first deal only; later
//! deals are shuffled from the seed.

use super::config::{HAND_SIZE, Players};
use crate::cards::Card;
use crate::games::shuffle::{self, DealRng};
use crate::games::{DealError, Seat};
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Deal {
    /// Five cards per seat, in seat order.
    pub hands: Vec<Vec<Card>>,
    /// The undealt cards, next drawn first.
    pub stock: Vec<Card>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub dealer: Option<Seat>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub scores: Option<Vec<u32>>,
}

impl Deal {
    /// The dealer, with the default for deal files that do not name one.
    pub fn dealer_or_default(&self, players: Players) -> Seat {
        self.dealer.unwrap_or(Seat::from_index(players.count() - 1))
    }
}

/// Shuffles a fresh deck and deals it one card at a time round the table from the dealer's
/// left; the rest is the stock.
pub fn random_deal(players: Players, dealer: Seat, rng: &mut DealRng) -> Deal {
    let mut cards = Card::deck52();
    shuffle::shuffle(rng, &mut cards);
    let n = players.count();
    let dealt = n * HAND_SIZE;
    let mut hands = vec![Vec::with_capacity(HAND_SIZE); n];
    for (i, &card) in cards[..dealt].iter().enumerate() {
        hands[dealer.after(1 + i % n, n).index()].push(card);
    }
    Deal {
        hands,
        stock: cards[dealt..].to_vec(),
        dealer: Some(dealer),
        scores: None,
    }
}

/// Checks an explicit deal: the number of hands, five cards each, the stock size, every card
/// of the deck exactly once (no jokers), the dealer's seat and the number of scores.
pub fn validate(players: Players, deal: &Deal) -> Result<(), DealError> {
    let n = players.count();
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
    if deal.stock.len() != players.stock_size() {
        return Err(DealError::PileSize {
            pile: "stock",
            expected: players.stock_size(),
            got: deal.stock.len(),
        });
    }
    let all: Vec<Card> = deal
        .hands
        .iter()
        .flatten()
        .chain(&deal.stock)
        .copied()
        .collect();
    // A joker, or a card twice, is a wrong count (the deck has none of the one, one of the
    // other); the sizes above then guarantee nothing is missing.
    for card in &all {
        let expected = usize::from(!card.is_joker());
        let got = all.iter().filter(|c| *c == card).count();
        if got != expected {
            return Err(DealError::CardCount {
                card: card.to_string(),
                expected,
                got,
            });
        }
    }
    if let Some(dealer) = deal.dealer
        && dealer.index() >= n
    {
        return Err(DealError::NoSuchSeat { seat: dealer });
    }
    if let Some(scores) = &deal.scores
        && scores.len() != n
    {
        return Err(DealError::ScoreCount {
            expected: n,
            got: scores.len(),
        });
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::notation::parse_cards;

    #[test]
    fn random_deals_are_valid_and_reproducible() {
        for players in [Players::Two, Players::Three, Players::Four] {
            for seed in 0..20 {
                let dealer =
                    Seat::from_index(usize::try_from(seed).expect("below 20") % players.count());
                let a = random_deal(players, dealer, &mut shuffle::rng(seed));
                let b = random_deal(players, dealer, &mut shuffle::rng(seed));
                assert_eq!(a, b);
                assert_eq!(validate(players, &a), Ok(()));
                assert_eq!(a.dealer_or_default(players), dealer);
            }
        }
        let a = random_deal(Players::Four, Seat(0), &mut shuffle::rng(1));
        let b = random_deal(Players::Four, Seat(0), &mut shuffle::rng(2));
        assert_ne!(a, b);
    }

    fn fixed() -> Deal {
        let deck = Card::deck52();
        Deal {
            hands: deck[..20].chunks(5).map(<[Card]>::to_vec).collect(),
            stock: deck[20..].to_vec(),
            dealer: None,
            scores: None,
        }
    }

    #[test]
    fn deal_files_default_the_dealer_to_the_last_seat() {
        let d = fixed();
        assert_eq!(validate(Players::Four, &d), Ok(()));
        assert_eq!(d.dealer_or_default(Players::Four), Seat(3));
        let json = r#"{"hands": [["As","Ks","Qs","Js","Ts"],["9s","8s","7s","6s","5s"]],
                       "stock": []}"#;
        let d: Deal = serde_json::from_str(json).unwrap();
        assert_eq!((d.dealer, d.scores.as_ref()), (None, None));
        assert_eq!(
            validate(Players::Two, &d),
            Err(DealError::PileSize {
                pile: "stock",
                expected: 42,
                got: 0
            })
        );
    }

    #[test]
    fn bad_deals_say_what_is_wrong() {
        let mut d = fixed();
        d.hands.pop();
        assert_eq!(
            validate(Players::Four, &d),
            Err(DealError::HandCount {
                expected: 4,
                got: 3
            })
        );
        let mut d = fixed();
        let card = d.hands[1].pop().unwrap();
        d.stock.push(card);
        assert_eq!(
            validate(Players::Four, &d),
            Err(DealError::HandSize {
                seat: Seat(1),
                expected: 5,
                got: 4
            })
        );
        let mut d = fixed();
        d.stock[0] = d.hands[0][0];
        assert_eq!(
            validate(Players::Four, &d),
            Err(DealError::CardCount {
                card: d.hands[0][0].to_string(),
                expected: 1,
                got: 2
            })
        );
        let mut d = fixed();
        d.stock[3] = parse_cards("JK").unwrap()[0];
        assert_eq!(
            validate(Players::Four, &d),
            Err(DealError::CardCount {
                card: "JK".into(),
                expected: 0,
                got: 1
            })
        );
        let mut d = fixed();
        d.dealer = Some(Seat(4));
        assert_eq!(
            validate(Players::Four, &d),
            Err(DealError::NoSuchSeat { seat: Seat(4) })
        );
        let mut d = fixed();
        d.scores = Some(vec![0, 0, 0]);
        assert_eq!(
            validate(Players::Four, &d),
            Err(DealError::ScoreCount {
                expected: 4,
                got: 3
            })
        );
    }
}
