//! The transactional outbox. What a frontend will tell people about a command — channel posts
//! and DMs, already rendered — is written in the same transaction as the command's log
//! entries, each post with a stable id, and marked delivered once it reached its reader. A
//! crash at any point loses nothing: after a restart every post not yet marked is sent again,
//! in order, under the same id, and the id (as Discord's `nonce` with `enforce_nonce`) keeps
//! a post that did reach Discord before the crash from appearing twice.
//!
//! The table layer stores posts opaquely (`body` is the frontend's own JSON); it never talks to
//! Discord.

use super::ids::{ChannelId, GuildId, TableId, Timestamp, UserId};
use super::outbox::Outgoing;
use super::{Handled, Table};
use serde::{Deserialize, Serialize};

/// Who reads a post.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "to", content = "user")]
pub enum PostTo {
    /// The table's channel.
    Channel,
    /// One user, by DM.
    User(UserId),
    /// The user's live DM panel (the last DM with buttons from this table), edited to this
    /// body: a panel never offers a move that is no longer possible. Nothing is sent when the
    /// user has no live panel.
    Panel(UserId),
    /// The table's live message in its channel: edited in place while it is near the bottom
    /// of the channel, posted anew (the old one losing its buttons) when it has scrolled up.
    /// Where it is is stored with its delivery, like a DM panel's.
    Table,
}

/// A post's place in its table's history: the first log entry of the command that made it,
/// and its position among that command's posts. Unique, ordered, and the same after a restart.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct PostId {
    pub table: TableId,
    pub seq: u64,
    pub idx: u32,
}

impl PostId {
    /// Discord's message `nonce` for this post (at most 25 characters): the same post sent
    /// twice — before and after a crash, or by a retried request — is shown once.
    pub fn nonce(&self) -> String {
        // 63-bit table id, then seq and idx: hex keeps it within 25 characters for any
        // table with fewer than 2^28 entries.
        let text = format!("{:x}.{:x}.{:x}", self.table.0, self.seq, self.idx);
        text.chars().take(25).collect()
    }

    /// The nonce of a second message about this post (the "DMs are closed" notice that
    /// replaces an undeliverable DM).
    pub fn nonce_of_notice(&self) -> String {
        let text = format!("{:x}.{:x}.{:x}n", self.table.0, self.seq, self.idx);
        text.chars().take(25).collect()
    }
}

/// One stored post.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Post {
    pub id: PostId,
    /// The table's channel: posts are delivered in order per channel.
    pub channel: ChannelId,
    /// The table's guild, for the process that owns its shard.
    pub guild: Option<GuildId>,
    pub to: PostTo,
    /// The frontend's rendered message (Discord: the message JSON without its nonce).
    pub body: String,
    /// When the command that made it was accepted.
    pub at: Timestamp,
}

/// Where the frontend keeps a delivered panel it edits later (a player's DM with buttons, or
/// the table's live message): two numbers of its own choosing (say, a conversation and a
/// message in it), stored with the delivery and handed back after a restart. The table layer
/// never reads them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PanelAt {
    pub place: u64,
    pub message: u64,
}

/// A player's live DM panel at an open table, or (`user: None`) the table's live channel
/// message (after a restart: which messages to edit).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LivePanel {
    pub channel: ChannelId,
    pub guild: Option<GuildId>,
    pub user: Option<UserId>,
    pub at: PanelAt,
}

/// Renders what a command did into posts, against the table it led to (names, hand panels).
/// The frontend supplies it; the registry calls it before the append, so the posts are stored
/// with the entries.
pub trait Renderer: Send + Sync {
    /// `answered`: the user whose panel the frontend's answer to this command replaces (a
    /// button pressed on their DM panel), so it needs no separate refresh.
    fn render(
        &self,
        table: &Table,
        outbox: &[Outgoing],
        answered: Option<UserId>,
    ) -> Vec<(PostTo, String)>;
}

/// The posts of one command, numbered after its first entry.
pub fn number(table: &Table, handled: &Handled, rendered: Vec<(PostTo, String)>) -> Vec<Post> {
    let Some(first) = handled.entries.first() else {
        return Vec::new();
    };
    let header = table.header();
    rendered
        .into_iter()
        .zip(0u32..)
        .map(|((to, body), idx)| Post {
            id: PostId {
                table: header.id,
                seq: first.seq,
                idx,
            },
            channel: header.channel,
            guild: header.guild,
            to,
            body,
            at: first.at,
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nonces_are_stable_distinct_and_fit_discords_limit() {
        let id = |seq, idx| PostId {
            table: TableId(u64::MAX >> 1),
            seq,
            idx,
        };
        let a = id(1_000_000, 3);
        assert_eq!(a.nonce(), id(1_000_000, 3).nonce());
        assert_ne!(a.nonce(), id(1_000_000, 4).nonce());
        assert_ne!(a.nonce(), a.nonce_of_notice());
        assert!(a.nonce().len() <= 25 && a.nonce_of_notice().len() <= 25);
    }
}
