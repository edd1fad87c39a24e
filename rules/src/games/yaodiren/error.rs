//! Why a 幺地人 action is refused. Each variant is something a player can be told, in their
//! language, by `render/`.

use super::claims::ClaimKind;
use super::view::Stage;
use crate::cards::tiles::Tile;
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
    #[error("not now: the table is at {stage:?}")]
    NotNow { stage: Stage },
    #[error("the hand does not reach the opening estimate ({tuo} of {threshold} 砣, {kans} kans)")]
    CannotOpen { tuo: u32, kans: u8, threshold: u32 },
    #[error("you do not hold {tile}")]
    NotHeld { tile: Tile },
    #[error("you cannot {claim:?} this tile")]
    NotEntitled { claim: ClaimKind },
    #[error("you declined to 碰 {tile} earlier this hand")]
    PengBarred { tile: Tile },
    #[error("you declined to win on {tile} earlier this hand")]
    WinBarred { tile: Tile },
    #[error("{with:?} does not eat {tile}")]
    NoSuchChi { tile: Tile, with: [Tile; 2] },
    #[error("{claim:?} is mandatory")]
    MustClaim { claim: ClaimKind },
    #[error("the hand does not make 7 kans with enough 砣")]
    NotAWin,
    /// After 吃 or 碰 the seat discards; a win with the tile it took was a 胡 claim.
    #[error("after 吃 or 碰 you discard: a win on that tile is claimed with 胡")]
    WinAfterClaim,
    /// "Pass every 吃 / 碰 this hand" when the tile would make a win.
    #[error("you can win on this tile: a standing pass never passes a win")]
    StandingPassOverWin,
}
