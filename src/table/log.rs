//! The table log: a table is its header plus the ordered list of accepted operations. State is
//! always rebuilt by replaying the log (`Table::replay`); snapshots would be an optimisation,
//! never the truth. This is what makes a restart lose nothing and every game auditable.

use super::ids::{ChannelId, GuildId, TableId, Timestamp, UserId};
use crate::games::any::{AnyAction, AnyDeal, GameKind};
use crate::games::{Level, Options, Seat};
use serde::{Deserialize, Serialize};

/// What a table is, fixed at creation.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct TableHeader {
    pub id: TableId,
    pub channel: ChannelId,
    pub guild: Option<GuildId>,
    pub kind: GameKind,
    pub options: Options,
    pub creator: UserId,
    pub created_at: Timestamp,
}

/// Who caused an operation.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "by", content = "id", rename_all = "snake_case")]
pub enum Actor {
    User(UserId),
    /// A bot seat's own move.
    Bot(Seat),
    /// The table itself: turn clocks, and a game move it makes for a seat that has no other
    /// (`auto-pass`).
    System,
}

/// What a turn clock does when it runs out (option `on_timeout`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum OnTimeout {
    /// The game's safe default action (pass, stand pat, …).
    Auto,
    /// A bot plays for the seat until its player acts again.
    Bot,
    /// The seat concedes the game.
    Forfeit,
}

/// One accepted operation. Serialized into the durable log: its JSON is forever.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "op", rename_all = "snake_case")]
pub enum TableOp {
    Join {
        user: UserId,
        name: String,
    },
    /// In the lobby, frees the seat; during a game, concedes it.
    Leave {
        user: UserId,
    },
    AddBot {
        name: String,
        /// Logs from before bot levels: the default level.
        #[serde(default)]
        level: Level,
    },
    /// The creator or a moderator removes a seat (lobby) or its player (game: concedes).
    Remove {
        seat: Seat,
    },
    /// A new game: the seed (and deal algorithm version) make the deal reproducible; `deal`
    /// is set for explicit deals (tests, puzzles).
    Start {
        seed: u64,
        algorithm: u32,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        deal: Option<AnyDeal>,
    },
    Act {
        seat: Seat,
        action: AnyAction,
    },
    /// A turn clock ran out for `seat`; what happened is decided by `policy` and replayed.
    Timeout {
        seat: Seat,
        policy: OnTimeout,
        /// Under `auto`, the move made for the seat (`Game::timeout_action` when the clock ran
        /// out): logged, so a later change to the safe move never changes a replay. Entries
        /// written before it existed replay `Game::auto_action`.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        action: Option<AnyAction>,
        /// The level of the bot that plays under `policy = bot`. Logs from before bot levels
        /// replay with the easy bot, the only bot there was.
        #[serde(default = "easy")]
        level: Level,
    },
    /// The player takes their seat back from a stand-in bot.
    Back {
        seat: Seat,
    },
    /// The player is away (`/table away`): a bot plays the seat until `Back`, or until `until`
    /// (the clock then logs the `Back`).
    Away {
        seat: Seat,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        until: Option<Timestamp>,
    },
    /// A reminder DM was sent for the current deadline (so a restart does not send it again).
    Reminded {
        seat: Seat,
        deadline: Timestamp,
    },
    /// The quiet hours that fall inside `seat`'s current turn (its player's own, read in their
    /// time zone when the clock started), and how much later its deadline is for them
    /// (`table::quiet`): logged, so a replay needs no settings and no time zone data.
    QuietHours {
        seat: Seat,
        extend_ms: i64,
        spans: Vec<(Timestamp, Timestamp)>,
    },
    /// The table closes. `forfeit`: a rated game was in progress and `seat` concedes it first
    /// (docs/league.md#leaving-a-rated-game), so the league records the loss; entries written
    /// before it existed, and every unrated end, have none.
    End {
        #[serde(default, skip_serializing_if = "Option::is_none")]
        forfeit: Option<Seat>,
    },
    /// `seat` asks to take back its last move (the entry `of`); the other people answer.
    UndoAsk {
        seat: Seat,
        of: u64,
    },
    /// `seat`'s answer to the pending request.
    UndoAnswer {
        seat: Seat,
        agree: bool,
    },
    /// Everyone asked agreed: the move `of` (and the bot moves after it) are taken back.
    Undo {
        of: u64,
    },
    /// The request was not answered in time; the move stands.
    UndoLapsed,
}

/// An operation with its place in the log, time, actor and idempotency key (the Discord
/// interaction id): the same key is never applied twice.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct LogEntry {
    pub seq: u64,
    pub at: Timestamp,
    pub actor: Actor,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub key: Option<String>,
    pub op: TableOp,
}

/// A whole table as exported (`paiju export`) and replayed (`paiju replay FILE`).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct TableRecord {
    pub header: TableHeader,
    pub entries: Vec<LogEntry>,
}

/// The bot level of timeouts logged before bots had levels.
fn easy() -> Level {
    Level::Easy
}
