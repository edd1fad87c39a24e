//! Why a Dou Dizhu action is refused. Each variant is something a player can be told, in
//! their language, by `render/`.

use super::auction::Bid;
use super::combos::{Combo, Invalid};
use super::rank::RankCounts;
use crate::games::TurnError;
use serde::Serialize;
use thiserror::Error;

#[derive(Clone, Debug, PartialEq, Eq, Error, Serialize)]
#[serde(tag = "error", rename_all = "snake_case")]
pub enum RuleError {
    /// The game is over, or the seat is not to act: checked once for every game by
    /// `Game::apply`.
    #[error(transparent)]
    Turn(#[from] TurnError),
    #[error("the auction is over; play or pass")]
    NotBidding,
    #[error("the auction is still going; bid or pass")]
    StillBidding,
    #[error("a bid must beat {top:?}")]
    BidTooLow { bid: Bid, top: Bid },
    #[error("you do not hold {missing}")]
    NotHeld { missing: RankCounts },
    #[error("not a combination: {why:?}")]
    NotACombination { cards: RankCounts, why: Invalid },
    #[error("must be the same kind and length as {to_beat}, or a bomb")]
    MustMatch { play: Combo, to_beat: Combo },
    #[error("{play} does not beat {to_beat}")]
    TooLow { play: Combo, to_beat: Combo },
    #[error("you lead this trick: play something")]
    MustLead,
}
