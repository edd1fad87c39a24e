//! Why a command, an action or a deal is refused, the same for every game: the typed errors
//! of the common API (`render/` says them in words).

use super::{OptionError, Seat, Verb};
use crate::cards::NotationError;
use serde::{Deserialize, Serialize};
use thiserror::Error;

/// Why an action was refused before the game looked at it: the same for every game, checked
/// once by `Game::apply`.
#[derive(Clone, Debug, PartialEq, Eq, Error, Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum TurnError {
    #[error("the game is over")]
    GameOver,
    /// `to_act` as the channel may know it: empty during a claim window (who may claim would
    /// tell what they hold).
    #[error("not your turn; to act: {to_act:?}")]
    NotYourTurn { to_act: Vec<Seat> },
}

/// What kind of argument a verb wanted; lets the frontends say "expected a bid (pass, 1, 2 or
/// 3)" in the user's language.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ArgKind {
    Cards,
    Card,
    Tiles,
    Tile,
    Bid,
    /// Where to draw from: the stock or a discard pile.
    Pile,
    /// Where to discard: one of the discard piles.
    DiscardPile,
    Claim,
    Declaration,
    Nothing,
}

/// A command that could not be turned into an action. The state is never touched.
#[derive(Clone, Debug, PartialEq, Eq, Error, Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum CommandError {
    #[error(transparent)]
    Notation(#[from] NotationError),
    /// A word that is neither a verb nor one of the game's aliases.
    #[error("`{word}` is not a command")]
    UnknownVerb { word: String },
    #[error("this game has no `{verb:?}`")]
    VerbNotUsed { verb: Verb },
    #[error("`{verb:?}` is not possible now")]
    VerbNotNow { verb: Verb },
    #[error("`{verb:?}` needs {expected:?}")]
    MissingArgument { verb: Verb, expected: ArgKind },
    #[error("`{verb:?}`: `{token}` is not {expected:?}")]
    BadArgument {
        verb: Verb,
        token: String,
        expected: ArgKind,
    },
    /// Words after a verb that takes none (or after everything it takes): `pass 黑九`, `play
    /// 天` at 幺地人's play/fold choice. Refused rather than ignored.
    #[error("`{verb:?}` takes nothing more: `{extra}` is extra")]
    ExtraWords { verb: Verb, extra: String },
    /// `joker` typed in Dou Dizhu, where the jokers are written `B` (black) and `R` (red).
    #[error("`{token}` is not a card name here; the jokers are B and R")]
    JokerWord { token: String },
    /// A 吃 that needs both hand tiles named: none or one was given. `ways` lists the pairs of
    /// hand tiles the seat may eat with (tile names), possibly empty.
    #[error("a chi needs both hand tiles; possible: {ways:?}")]
    ChiNeedsBothTiles { ways: Vec<[String; 2]> },
    /// A claim the seat cannot make now; `open` names the claims it can (their words), empty
    /// when it may claim nothing.
    #[error("`{claim}` cannot be claimed now; open: {open:?}")]
    ClaimNotOpen { claim: String, open: Vec<String> },
}

/// A deal or configuration the game cannot start with.
#[derive(Clone, Debug, PartialEq, Eq, Error, Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum SetupError {
    #[error(transparent)]
    Option(#[from] OptionError),
    #[error("the deal is not valid: {0}")]
    BadDeal(#[from] DealError),
    #[error(transparent)]
    Notation(#[from] NotationError),
    #[error("the deal is for another game")]
    DealForAnotherGame,
}

/// Why an explicit deal (a deal file) cannot be played.
#[derive(Clone, Debug, PartialEq, Eq, Error, Serialize)]
#[serde(tag = "problem", rename_all = "snake_case")]
pub enum DealError {
    #[error("expected {expected} hands, got {got}")]
    HandCount { expected: usize, got: usize },
    #[error("seat {seat} should hold {expected} cards, not {got}")]
    HandSize {
        seat: Seat,
        expected: usize,
        got: usize,
    },
    /// The kitty, the stock or a discard pile has the wrong size.
    #[error("the {pile} should hold {expected} cards, not {got}")]
    PileSize {
        pile: &'static str,
        expected: usize,
        got: usize,
    },
    /// Over the whole deal, a card appears a wrong number of times.
    #[error("the deal has {got} of `{card}`, the deck {expected}")]
    CardCount {
        card: String,
        expected: usize,
        got: usize,
    },
    #[error("there is no seat {seat}")]
    NoSuchSeat { seat: Seat },
    /// Starting scores (a deal from the middle of a match) for the wrong number of seats.
    #[error("expected {expected} scores, got {got}")]
    ScoreCount { expected: usize, got: usize },
}
