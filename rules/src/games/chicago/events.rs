//! What a Chicago table announces.
//!
//! Public events carry only cards the rules have made public: cards played to a trick, and the
//! best hand at a showdown (cards speak: the scoring hand is shown). Discards are face down:
//! the table learns how many cards a player exchanged, only the player learns which (`Drew`).

use super::scoring::{PointsFor, Scoring, Showdown};
use crate::cards::Card;
use crate::games::Seat;
use serde::Serialize;

/// Why the match ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum MatchEnd {
    /// After a deal one seat alone had the top score, at or above the target.
    Target,
    /// A royal flush scored and won at once (docs/rules/chicago.md#poker-hands).
    RoyalFlush,
    /// A seat conceded.
    Forfeit,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Event {
    /// Public: a new deal (`deal` counts from 1), its dealer, the scores it starts from.
    Dealt {
        deal: u32,
        dealer: Seat,
        scores: Vec<u32>,
    },
    /// Private to `seat`: its whole hand, sent whenever it changes.
    Hand { seat: Seat, cards: Vec<Card> },
    /// Public: exchange round 1 or 2 begins; the dealer's left goes first.
    ExchangeRound { round: u8 },
    /// Public: `seat` threw `count` cards face down and drew as many (0: stood pat).
    Exchanged { seat: Seat, round: u8, count: u8 },
    /// Private to `seat`: the cards it threw and the cards it drew.
    Drew {
        seat: Seat,
        round: u8,
        thrown: Vec<Card>,
        drawn: Vec<Card>,
    },
    /// Public: `seat` has `score`, at or above the lock (46, or 24 in the 30-point game), and
    /// may not exchange; its turn is skipped.
    ExchangeLocked { seat: Seat, round: u8, score: u32 },
    /// Public: the stock ran out; `cards` earlier discards were shuffled into a new stock.
    StockReshuffled { cards: u8 },
    /// Public: the hands were compared. Only a scoring hand is shown.
    Showdown {
        scoring: Scoring,
        showdown: Showdown,
    },
    /// Public: a score changed (`total` is the new score, floored at 0).
    Points {
        seat: Seat,
        change: i32,
        total: u32,
        reason: PointsFor,
    },
    /// Public: the Chicago call window: these seats (15 points or more) are asked in this
    /// order, from the dealer's left; the first to declare is the only declarer.
    ChicagoAsked { seats: Vec<Seat> },
    /// Public: `seat` declares it will win all five tricks; it leads the first.
    ChicagoDeclared { seat: Seat },
    /// Public: `seat` does not declare.
    ChicagoDeclined { seat: Seat },
    /// Public: trick play begins; `leader` leads the first trick.
    TricksBegin { leader: Seat },
    /// Public: a card played to trick `trick` (1–5).
    Played { seat: Seat, card: Card, trick: u8 },
    /// Public: `seat` won trick `trick` and leads the next.
    TrickWon { seat: Seat, trick: u8 },
    /// Public: the deal is over; the scores after it.
    DealOver { deal: u32, scores: Vec<u32> },
    /// Public: someone reached the target but `seats` share the top `score`: another deal.
    TieAtTop { seats: Vec<Seat>, score: u32 },
    /// Public: `seat` conceded.
    Forfeited { seat: Seat },
    /// Public: the match is over.
    MatchOver {
        reason: MatchEnd,
        scores: Vec<u32>,
        winners: Vec<Seat>,
    },
}
