//! What a frontend asks of a table on someone's behalf.

use super::ids::{Timestamp, UserId};
use crate::games::any::{AnyAction, AnyDeal};
use crate::games::{Level, Seat, Verb};

/// Who is asking, when, and with which idempotency key.
#[derive(Clone, Debug)]
pub struct Ctx {
    pub user: UserId,
    pub name: String,
    pub now: Timestamp,
    /// The Discord interaction id (or another unique key): a key seen before is not applied
    /// again.
    pub key: Option<String>,
    /// The user may manage the channel (Discord's Manage Channels): may end the table and
    /// remove players like the creator.
    pub moderator: bool,
    /// Fresh randomness for a new game's seed, supplied by the caller so the table stays
    /// deterministic.
    pub entropy: u64,
}

/// A change someone asks for. Read-only questions (`/hand`, `/table status`) are methods on
/// `Table`, not commands.
#[derive(Clone, Debug)]
pub enum Command {
    Join,
    Leave,
    /// Seat a bot (at the default level unless one is named), called `name` if no seat has
    /// that name, else the first free "Bot N" (the terminal names its bots by seat, as it
    /// names its people "P2").
    AddBot {
        level: Option<Level>,
        name: Option<String>,
    },
    Remove {
        seat: Seat,
    },
    /// Start a game (again, after one finished); `deal` for explicit deals.
    Start {
        deal: Option<AnyDeal>,
    },
    End,
    /// `End` at a table the league rates (docs/league.md#leaving-a-rated-game): during a game
    /// it needs a league moderator, and the game is conceded first — by the ender's seat, or,
    /// when the ender is not seated, by the seat the game is waiting on. Between games it is
    /// `End`.
    EndRated {
        league_moderator: bool,
    },
    /// `Remove` at a table the league rates: during a game it needs a league moderator (the
    /// removed seat concedes, as a leaver's does).
    RemoveRated {
        seat: Seat,
        league_moderator: bool,
    },
    /// The action a button carries, by its compact id (`AnyAction::id`); `moment`, when the
    /// button was made for one moment of the game (`table::hint::moment_of`), refuses it once
    /// the game has moved on.
    Chosen {
        id: String,
        moment: Option<String>,
    },
    /// A whole command as typed (`出 33344`, `play 33344`): read with the game's aliases.
    Typed {
        text: String,
    },
    /// A verb with its argument text, as typed (`play`, `33344`).
    Act {
        verb: Verb,
        args: String,
    },
    /// An exact action (a button or a menu choice).
    Action {
        action: AnyAction,
    },
    /// "I'm back": take the seat back from the bot that stood in after a timeout.
    Back,
    /// "I'm away": a bot plays my seat until I am back, or for `for_ms` (then I am back by
    /// myself).
    Away {
        for_ms: Option<i64>,
    },
    /// "Take my last move back" (`/table undo`, or the Undo button on the reply to the move
    /// `button`, which works for 30 seconds).
    Undo {
        button: Option<u64>,
    },
    /// An answer to another player's request to take a move back.
    UndoAnswer {
        agree: bool,
    },
}

impl Command {
    /// A bot at the default level, named "Bot N" (the first such name no seat has).
    pub fn add_bot() -> Command {
        Command::AddBot {
            level: None,
            name: None,
        }
    }
}

impl Command {
    /// The command as its sender asked it: a rated `End` or `Remove` is the plain one (the
    /// league's word on who may is the caller's standing, not part of the request), so a
    /// resend is the same request whether or not the table is still rated, or still there.
    pub fn as_asked(&self) -> std::borrow::Cow<'_, Command> {
        use std::borrow::Cow;
        match self {
            Command::EndRated { .. } => Cow::Owned(Command::End),
            Command::RemoveRated { seat, .. } => Cow::Owned(Command::Remove { seat: *seat }),
            other => Cow::Borrowed(other),
        }
    }
}
