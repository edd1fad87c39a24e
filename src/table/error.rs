//! Why the table refused a command. Every variant is something the user is told (ephemerally
//! on Discord), localized by `render/`. A refused command changes nothing.

use crate::games::any::{AnyRuleError, GameKind};
use crate::games::{CommandError, Irreversible, OptionError, Seat, SetupError, Verb};
use serde::Serialize;
use thiserror::Error;

#[derive(Clone, Debug, PartialEq, Error, Serialize)]
#[serde(tag = "error", rename_all = "snake_case")]
pub enum TableError {
    #[error("there is no table here")]
    NoTable,
    #[error("a table is already open here")]
    TableAlreadyOpen,
    #[error(transparent)]
    Option(#[from] OptionError),
    #[error(transparent)]
    Setup(SetupError),
    #[error("you are already seated")]
    AlreadySeated,
    #[error("the table is full ({seats} seats)")]
    TableFull { seats: usize },
    #[error("you are not seated at this table")]
    NotSeated,
    #[error("the game has started")]
    AlreadyStarted,
    #[error("no game is running")]
    NotStarted,
    #[error("{have} seated; this game needs {need}")]
    WrongPlayerCount { have: usize, need: String },
    #[error("only the table's creator or a moderator may do that")]
    NotAllowed,
    /// `End` or `Remove` during a game the league rates, by someone who is not a league
    /// moderator: a losing player could otherwise end or empty the table to dodge the result.
    #[error("during a rated game only a league moderator may do that")]
    RatedNeedsLeagueModerator,
    #[error("there is no seat {seat}")]
    NoSuchSeat { seat: Seat },
    #[error("the table has ended")]
    Ended,
    #[error("not your turn")]
    NotYourTurn { to_act: Vec<Seat> },
    /// A typed command the game could not read. `game` says how its players name the verbs
    /// (幺地人's `play` is 参加, joining the hand); `now` holds the verbs the seat could use
    /// instead when the verb itself was wrong (not used in this game, or not now), else nothing.
    #[error("{problem}")]
    Command {
        game: GameKind,
        problem: CommandError,
        now: Vec<Verb>,
    },
    #[error(transparent)]
    Rule(AnyRuleError),
    #[error("no bot is playing for you")]
    NoStandIn,
    /// `/hint` at a table with `hints=off`.
    #[error("hints are off at this table")]
    HintsOff,
    /// A button whose action this table's game does not know (forged, garbled, or for
    /// another game).
    #[error("that button is not for this table")]
    UnknownChoice,
    /// A button made for one moment of the game (a hint's, or one under a refusal), pressed
    /// after the game moved on: its move was suggested for a situation that is gone.
    #[error("the game has moved on since that button was made")]
    MovedOn,
    #[error("already applied")]
    AlreadyApplied,
    /// A request key already used for another request (another user, channel or command):
    /// refused, nothing changed.
    #[error("that request key was already used for another request")]
    KeyReused,
    /// The channel's table could not be rebuilt from the store and is set aside.
    #[error("the table here is damaged and set aside")]
    Damaged,
    /// The table's guild is in a partition another process serves (a button pressed in a DM
    /// reaches whichever process the frontend sends DMs to): that process alone writes it.
    #[error("the table is served by another process")]
    ServedElsewhere,
    /// `/table undo` with no move of the user's to take back (none yet, or someone moved since).
    #[error("you have no move to take back")]
    NothingToUndo,
    /// The user's last move showed a hidden card (or settled something) and stays.
    #[error("that move cannot be taken back")]
    Irreversible { reason: Irreversible },
    #[error("a request to take back a move is already waiting for answers")]
    UndoPending,
    #[error("there is no request to take back a move to answer")]
    NoUndoRequest,
    #[error("you are not asked about this request")]
    UndoNotAsked,
    #[error("you have already answered")]
    UndoAlreadyAnswered,
    /// The Undo button on the reply to a move works for 30 seconds.
    #[error("the Undo button has expired")]
    UndoButtonExpired,
}
