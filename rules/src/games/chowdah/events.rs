//! What a Chowdah table announces, and to whom.
//!
//! Public events carry only cards that are face up by the rules: the three discard piles, a
//! card drawn from a pile, exposed melds (and the hand cards exposed into them), swapped cards
//! (both sides end face up or came from face up), discards, the caller's hand at a Chowdah, and
//! at the end of a round every player's scored cards (the scoring shows each arrangement). A
//! card drawn from the stock goes only to its drawer (`StockCard`), as does every hand (`Hand`).

use super::contract::Contract;
use super::melds::Meld;
use super::scoring::Detail;
use super::{Pile, Source};
use crate::cards::Card;
use crate::games::Seat;
use serde::Serialize;

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Event {
    /// Public: a round is dealt; the dealer turned the three piles up.
    RoundStarted {
        round: u32,
        contract: Contract,
        dealer: Seat,
        first: Seat,
        /// Bottom to top.
        piles: [Vec<Card>; 3],
        stock: usize,
    },
    /// Private to `seat`: its whole concealed hand, sent whenever it changes.
    Hand {
        seat: Seat,
        cards: Vec<Card>,
    },
    /// Public: `seat` drew; `card` only when it came face up from a pile.
    Drew {
        seat: Seat,
        source: Source,
        card: Option<Card>,
        stock: usize,
    },
    /// Private to `seat`: the card it drew from the stock.
    StockCard {
        seat: Seat,
        card: Card,
    },
    /// Private to `seat`, after it took `card` (face up) from a pile: the card must go into an
    /// exposed meld now (docs/rules/chowdah.md#drawing), with `meld CARDS`.
    MeldNow {
        seat: Seat,
        card: Card,
    },
    /// Public: `seat` melded the drawn pile card; `melds` are all its exposed melds now,
    /// `added` those of them that were not exposed before (what the table is told: the meld
    /// the card made, or the meld it joined, and any rearranged), and `from_hand` the hand
    /// cards it exposed.
    Melded {
        seat: Seat,
        melds: Vec<Meld>,
        added: Vec<Meld>,
        from_hand: Vec<Card>,
    },
    /// Public: `seat` gave `gave` from its hand for `took` in meld `meld` (from 0) of `owner`.
    Swapped {
        seat: Seat,
        owner: Seat,
        meld: u8,
        gave: Card,
        took: Card,
        result: Meld,
    },
    Discarded {
        seat: Seat,
        card: Card,
        pile: Pile,
    },
    /// Joker variant: `seat` discarded a joker and may play again (it chooses).
    ExtraTurnOffered {
        seat: Seat,
    },
    /// Joker variant: `seat` takes its extra turn and plays again.
    ExtraTurn {
        seat: Seat,
    },
    /// Joker variant: `seat` lets its extra turn go; the next seat plays.
    ExtraTurnDeclined {
        seat: Seat,
    },
    /// Public: `seat` called Chowdah and shows its hand.
    Declared {
        seat: Seat,
        hand: Vec<Card>,
    },
    /// The stock is empty and `seat` chose not to draw: the round ends.
    Passed {
        seat: Seat,
    },
    /// The stock is empty and `seat` cannot draw from any pile: the round ends.
    CannotDraw {
        seat: Seat,
    },
    /// Public: the round's scoring (each seat's best colour, melds, unmelded cards, points).
    RoundScored {
        result: RoundResult,
    },
    /// The planned rounds are over with a tie at the top: another round is played.
    TieBreak {
        round: u32,
    },
    /// `seat` conceded (timeout or leaving); the match ends.
    Forfeited {
        seat: Seat,
    },
    MatchOver {
        totals: Vec<i64>,
        winners: Vec<Seat>,
    },
}

/// How a round ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "by", rename_all = "snake_case")]
pub enum RoundEnd {
    Chowdah {
        seat: Seat,
    },
    /// The stock was empty and `seat` would not draw.
    Passed {
        seat: Seat,
    },
    /// The stock was empty and `seat` could not draw.
    CannotDraw {
        seat: Seat,
    },
}

/// A scored round.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct RoundResult {
    pub round: u32,
    pub contract: Contract,
    pub ending: RoundEnd,
    /// Per seat, in seat order.
    pub scores: Vec<Detail>,
    /// Match totals after this round.
    pub totals: Vec<i64>,
}
