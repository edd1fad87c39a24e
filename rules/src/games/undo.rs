//! Taking a move back: which moves may be undone. A move may be taken back only when it
//! showed nobody a card or tile they could not see before — a play from hand, a bid, a pass, a
//! discard nobody has claimed. Each game lists its own (`Game::irreversible`, the "Undo"
//! section of its docs/rules page); the table enforces consent and replays.

use serde::Serialize;

/// Why a move cannot be taken back: what it showed or settled.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Irreversible {
    /// A card or tile came from the stock (a draw, a flip, an extra draw).
    Drew,
    /// A new hand was dealt.
    Dealt,
    /// The kitty (Dou Dizhu's bottom cards) was turned up.
    Kitty,
    /// Cards were exchanged for new ones from the stock (Chicago).
    Exchanged,
    /// A claim took a discard (幺地人's 吃, 碰, 杀, 吐火, 胡).
    Claimed,
    /// The hand or the game ended and was scored.
    HandOver,
}
