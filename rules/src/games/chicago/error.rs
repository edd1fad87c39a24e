//! Why a Chicago action is refused. Each variant is something a player can be told, in their
//! language, by `render/`.

use crate::cards::Card;
use crate::games::Seat;
use serde::Serialize;
use thiserror::Error;

#[derive(Clone, Debug, PartialEq, Eq, Error, Serialize)]
#[serde(tag = "error", rename_all = "snake_case")]
pub enum RuleError {
    #[error("the match is over")]
    GameOver,
    #[error("not your turn (waiting for {to_act:?})")]
    NotYourTurn { to_act: Vec<Seat> },
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
