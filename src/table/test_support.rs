//! What the table layer's tests share: a table's header, a person's context, a move.

use super::*;
use crate::games::any::GameKind;
use crate::games::{Options, Verb};

/// A `kind` table in channel 100, opened by user 1.
pub fn header(kind: GameKind, options: Options) -> TableHeader {
    TableHeader {
        id: TableId(7),
        channel: ChannelId(100),
        guild: None,
        kind,
        options,
        creator: UserId(1),
        created_at: Timestamp(0),
    }
}

/// User `user` (named `U<user>`) acting at a time of their own (1,000 ms + their id).
pub fn ctx(user: u64) -> Ctx {
    Ctx {
        user: UserId(user),
        name: format!("U{user}"),
        now: Timestamp(1_000 + i64::try_from(user).expect("small test user ids")),
        key: None,
        moderator: false,
        entropy: 42,
    }
}

/// A game move: `verb` with `args` as typed.
pub fn act(verb: Verb, args: &str) -> Command {
    Command::Act {
        verb,
        args: args.to_string(),
    }
}
