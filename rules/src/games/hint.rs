//! Why a bot suggests a move: one short reason, typed, for `/hint` to put into words.

use serde::Serialize;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "reason", rename_all = "snake_case")]
pub enum HintReason {
    /// The move empties the hand: the deal is won.
    GoOut,
    /// Overtake the partner's play: the landlord, who plays next, holds `cards` cards and
    /// could go out.
    Block { cards: u8 },
    /// The partner is winning the trick: let it.
    LeavePartner,
    /// Pass and keep the bomb for later: the landlord (or the farmers' best) holds `cards`.
    KeepBomb { cards: u8 },
    /// Bomb now: the opponent holds only `cards` cards.
    Bomb { cards: u8 },
    /// The cheapest play that keeps the hand's pairs, trios and straights whole.
    Cheapest,
    /// Nothing beats it without breaking the hand: pass.
    Pass,
    /// The bid the hand is worth.
    Bid,
    /// The move that scored best when the hidden cards were dealt out at random.
    Best,
}
