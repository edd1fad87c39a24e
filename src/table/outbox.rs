//! What a table wants said, and to whom. The table never calls Discord (or prints): it hands
//! these to the frontend, which renders them in each reader's language.

use super::ids::UserId;
use super::log::OnTimeout;
use crate::games::any::{AnyEvent, GameKind};
use crate::games::{Level, Options, Outcome, Seat, TurnKind};
use serde::Serialize;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "to", content = "user", rename_all = "snake_case")]
pub enum Recipient {
    /// The table's channel: everyone may read it.
    Channel,
    /// One person, privately (a DM; in the terminal, only that player's screen).
    User(UserId),
}

#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(tag = "notice", rename_all = "snake_case")]
pub enum Notice {
    Opened {
        kind: GameKind,
        creator: String,
        options: Options,
    },
    Joined {
        seat: Seat,
        name: String,
        seated: usize,
        /// The most who can sit; `fewest` the fewest a game starts with (the same number
        /// when the table's `players` setting fixed it).
        seats: usize,
        #[serde(default)]
        fewest: usize,
    },
    Left {
        name: String,
    },
    BotAdded {
        seat: Seat,
        name: String,
        /// How well it plays: whoever asked for an `easy` bot sees that they got one.
        level: Level,
    },
    Removed {
        name: String,
    },
    Started {
        kind: GameKind,
        game: u32,
        names: Vec<String>,
    },
    /// A game event; public ones go to the channel, private ones to their seat's player.
    Event(AnyEvent),
    /// A public game event of a move the table made for a player who had no other
    /// (`auto-pass`): told like the event, marked automatic.
    Automatic(AnyEvent),
    /// Whose turn it is now (channel).
    Turn {
        seats: Vec<Seat>,
        claim: bool,
        /// What they are doing: bidding, exchanging or playing.
        turn: TurnKind,
    },
    /// A prompt to one player (DM): it is your turn, or you may claim.
    YourTurn {
        seat: Seat,
        claim: bool,
    },
    /// A reminder (DM): `left_ms` until the turn clock runs out.
    Reminder {
        seat: Seat,
        left_ms: i64,
    },
    /// `seat`'s player is back; the stand-in bot stops.
    Back {
        seat: Seat,
    },
    /// `seat`'s player is away; a bot plays for them (for `for_ms`, or until they are back).
    Away {
        seat: Seat,
        for_ms: Option<i64>,
    },
    /// A turn clock ran out and the table acted for `seat`.
    TimedOut {
        seat: Seat,
        policy: OnTimeout,
    },
    /// The game is over: its result and the running totals of this table.
    GameOver {
        outcome: Outcome,
        totals: Vec<i64>,
    },
    Ended,
    /// `seat` asks to take back its last move; `asked` must all agree within `for_ms`.
    UndoAsked {
        seat: Seat,
        asked: Vec<Seat>,
        for_ms: i64,
    },
    /// To one person asked (DM): `seat` asks to take back its last move — agree or refuse.
    UndoVote {
        seat: Seat,
    },
    /// `seat` answered the request of `of`.
    UndoAnswered {
        seat: Seat,
        of: Seat,
        agree: bool,
    },
    /// `seat`'s last move was taken back.
    Undone {
        seat: Seat,
    },
    /// `seat`'s request was not answered in time; the move stands.
    UndoLapsed {
        seat: Seat,
    },
    /// A new move came first: `seat`'s request is void.
    UndoCancelled {
        seat: Seat,
    },
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Outgoing {
    pub to: Recipient,
    pub notice: Notice,
}

impl Outgoing {
    /// The game event this tells the channel, if it is one: what everyone was shown (the
    /// end-of-hand picture is drawn from these only).
    pub fn public_event(&self) -> Option<&AnyEvent> {
        match (&self.to, &self.notice) {
            (Recipient::Channel, Notice::Event(e) | Notice::Automatic(e)) => Some(e),
            _ => None,
        }
    }

    pub fn channel(notice: Notice) -> Outgoing {
        Outgoing {
            to: Recipient::Channel,
            notice,
        }
    }

    pub fn user(user: UserId, notice: Notice) -> Outgoing {
        Outgoing {
            to: Recipient::User(user),
            notice,
        }
    }
}
