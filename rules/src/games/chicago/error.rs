//! Why a Chicago action is refused. Each variant is something a player can be told, in their
//! language, by `render/`.

use crate::cards::Card;
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
    #[error("this is not an exchange")]
    NotExchanging,
    #[error("you do not hold {card}")]
    NotHeld { card: Card },
    #[error("{card} is named twice")]
    Repeated { card: Card },
    #[error("this table does not play the Chicago call")]
    CallNotPlayed,
    #[error("nobody is being asked to call Chicago now")]
    NotCalling,
    #[error("the tricks have not begun")]
    NotPlaying,
    #[error("you must follow the suit of {lead}")]
    MustFollowSuit { card: Card, lead: Card },
}
