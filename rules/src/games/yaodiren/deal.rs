//! Dealing: a seeded shuffle of the 105 tiles, and explicit deals from deal files.
//!
//! docs/rules/yaodiren.md#the-deal: 20 tiles each, the dealer one more (21); 44 stay in the
//! stock (余牌). A deal file gives the hands **dealer first** (then the players after the
//! dealer in turn order) and the stock in draw order; `dealer` says which seat deals (default
//! seat 0).

use crate::cards::tiles::{COPIES, Tile, TileCounts};
use crate::games::shuffle::{self, DealRng};
use crate::games::{DealError, Seat};
use serde::{Deserialize, Serialize};

pub const PLAYERS: usize = 3;
/// Tiles dealt to each player; the dealer gets one more.
pub const HAND: usize = 20;
pub const STOCK: usize = 44;

/// One deal: `hands[0]` is the dealer's (21 tiles), `hands[1]` the next seat's, `hands[2]`
/// the last; `stock[0]` is the next tile drawn or flipped.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Deal {
    pub hands: Vec<Vec<Tile>>,
    pub stock: Vec<Tile>,
    #[serde(default = "seat_zero")]
    pub dealer: Seat,
}

fn seat_zero() -> Seat {
    Seat(0)
}

impl Deal {
    /// The seat that receives `hands[i]`.
    pub fn seat_of(&self, i: usize) -> Seat {
        self.dealer.after(i, PLAYERS)
    }
}

/// Shuffles the deck and deals it from the dealer round the table, 20 each, then one more to
/// the dealer; the rest is the stock.
pub fn random_deal(dealer: Seat, rng: &mut DealRng) -> Deal {
    let mut tiles = Tile::deck();
    shuffle::shuffle(rng, &mut tiles);
    let mut hands = vec![Vec::new(); PLAYERS];
    for (i, &t) in tiles[..PLAYERS * HAND].iter().enumerate() {
        hands[i % PLAYERS].push(t);
    }
    hands[0].push(tiles[PLAYERS * HAND]);
    Deal {
        hands,
        stock: tiles[PLAYERS * HAND + 1..].to_vec(),
        dealer,
    }
}

/// Checks an explicit deal: three hands of 21/20/20, a stock of 44, five of every tile.
pub fn validate(deal: &Deal) -> Result<(), DealError> {
    if deal.hands.len() != PLAYERS {
        return Err(DealError::HandCount {
            expected: PLAYERS,
            got: deal.hands.len(),
        });
    }
    if deal.dealer.index() >= PLAYERS {
        return Err(DealError::NoSuchSeat { seat: deal.dealer });
    }
    for (i, hand) in deal.hands.iter().enumerate() {
        let expected = if i == 0 { HAND + 1 } else { HAND };
        if hand.len() != expected {
            return Err(DealError::HandSize {
                seat: deal.seat_of(i),
                expected,
                got: hand.len(),
            });
        }
    }
    if deal.stock.len() != STOCK {
        return Err(DealError::PileSize {
            pile: "stock",
            expected: STOCK,
            got: deal.stock.len(),
        });
    }
    let all = TileCounts::from_tiles(deal.hands.iter().flatten().chain(&deal.stock).copied());
    for t in Tile::ALL {
        if all.count(t) != COPIES {
            return Err(DealError::CardCount {
                card: t.name().to_string(),
                expected: usize::from(COPIES),
                got: usize::from(all.count(t)),
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
        for seed in 0..20 {
            let a = random_deal(Seat(1), &mut shuffle::rng(seed));
            assert_eq!(a, random_deal(Seat(1), &mut shuffle::rng(seed)));
            assert_eq!(validate(&a), Ok(()));
            assert_eq!(a.seat_of(0), Seat(1));
            assert_eq!(a.seat_of(2), Seat(0));
        }
    }

    #[test]
    fn bad_deals_say_what_is_wrong() {
        let good = random_deal(Seat(0), &mut shuffle::rng(3));
        let mut d = good.clone();
        d.hands.pop();
        assert_eq!(
            validate(&d),
            Err(DealError::HandCount {
                expected: 3,
                got: 2
            })
        );
        let mut d = good.clone();
        let t = d.hands[1].pop().unwrap();
        d.stock.push(t);
        assert_eq!(
            validate(&d),
            Err(DealError::HandSize {
                seat: Seat(1),
                expected: 20,
                got: 19
            })
        );
        let mut d = good.clone();
        d.stock.pop();
        assert_eq!(
            validate(&d),
            Err(DealError::PileSize {
                pile: "stock",
                expected: 44,
                got: 43
            })
        );
        let mut d = good.clone();
        let other = Tile::ALL.into_iter().find(|&x| x != d.stock[0]).unwrap();
        d.stock[0] = other;
        assert!(matches!(validate(&d), Err(DealError::CardCount { .. })));
        let mut d = good;
        d.dealer = Seat(3);
        assert_eq!(validate(&d), Err(DealError::NoSuchSeat { seat: Seat(3) }));
    }

    #[test]
    fn deal_files_read_names_pinyin_and_pips() {
        let d = random_deal(Seat(0), &mut shuffle::rng(5));
        let json = serde_json::to_string(&d).unwrap();
        let back: Deal = serde_json::from_str(&json).unwrap();
        assert_eq!(back, d);
        let mut v: serde_json::Value = serde_json::from_str(&json).unwrap();
        v.as_object_mut().unwrap().remove("dealer");
        v["hands"][0][0] = serde_json::Value::String("6-6".into());
        let back: Deal = serde_json::from_value(v).unwrap();
        assert_eq!(back.dealer, Seat(0));
        assert_eq!(back.hands[0][0], Tile::Tian);
    }
}
