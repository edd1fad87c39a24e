//! Which queued posts a later one makes pointless: a live message or panel that changes again
//! before it was sent sends only the newest (docs/images.md#on-discord).
//!
//! A `PostTo::Table` post and a `PostTo::Panel` post are each the whole state of one message
//! (the table's live message, a player's live DM panel), rendered after every command: when
//! a later post of the same channel's queue brings the same message up to date, the earlier
//! one would only be an edit (and a picture drawn and uploaded) that nobody gets to see for
//! more than a moment. Every other post is something said (a move, a DM) and is always sent.
//!
//! Two things end the reach of a later post: a new table in the channel (the closed table's
//! message keeps its last state, the new table gets its own), and, for a player's panel, a
//! DM to that player (a DM with buttons becomes the new panel; the old one keeps the state it
//! last showed).

use super::outbox::Batch;
use crate::table::posts::{Post, PostId, PostTo};
use std::collections::HashSet;

/// The posts of `queued` (in order) that a later post of the same queue supersedes.
pub fn superseded(queued: &[Batch<Post>]) -> HashSet<PostId> {
    let mut out = HashSet::new();
    // Walking back from the newest: the targets a later post already brings up to date.
    let mut covered: HashSet<PostTo> = HashSet::new();
    for sending in queued.iter().rev() {
        for post in sending.posts.iter().rev() {
            match post.to {
                PostTo::Table | PostTo::Panel(_) => {
                    if !covered.insert(post.to) {
                        out.insert(post.id);
                    }
                }
                PostTo::User(user) => {
                    covered.remove(&PostTo::Panel(user));
                }
                PostTo::Channel => {}
            }
        }
        if sending.new_table {
            covered.clear();
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Locale;
    use crate::table::{ChannelId, TableId, Timestamp, UserId};

    const ANN: UserId = UserId(1);
    const BOB: UserId = UserId(2);

    fn post(id: u64, to: PostTo) -> Post {
        Post {
            id: PostId {
                table: TableId(1),
                seq: id,
                idx: 0,
            },
            channel: ChannelId(9),
            guild: None,
            to,
            body: "{}".into(),
            at: Timestamp(0),
        }
    }

    fn sending(posts: Vec<Post>, new_table: bool) -> Batch<Post> {
        Batch {
            channel: ChannelId(9),
            locale: Locale::default(),
            posts,
            new_table,
        }
    }

    fn ids(set: &HashSet<PostId>) -> Vec<u64> {
        let mut v: Vec<u64> = set.iter().map(|p| p.seq).collect();
        v.sort_unstable();
        v
    }

    #[test]
    fn only_the_newest_state_of_the_live_message_and_of_each_panel_is_sent() {
        let queued = [
            sending(
                vec![
                    post(1, PostTo::Channel),
                    post(2, PostTo::Table),
                    post(3, PostTo::Panel(ANN)),
                    post(4, PostTo::Panel(BOB)),
                ],
                false,
            ),
            sending(
                vec![
                    post(5, PostTo::Channel),
                    post(6, PostTo::Table),
                    post(7, PostTo::Panel(ANN)),
                ],
                false,
            ),
        ];
        assert_eq!(ids(&superseded(&queued)), [2, 3]);
    }

    #[test]
    fn what_is_said_is_always_sent() {
        let queued = [
            sending(
                vec![post(1, PostTo::Channel), post(2, PostTo::User(ANN))],
                false,
            ),
            sending(
                vec![post(3, PostTo::Channel), post(4, PostTo::User(ANN))],
                false,
            ),
        ];
        assert!(superseded(&queued).is_empty());
    }

    #[test]
    fn a_dm_to_the_player_keeps_the_edit_of_the_panel_before_it() {
        let queued = [
            sending(vec![post(1, PostTo::Panel(ANN))], false),
            sending(
                vec![post(2, PostTo::User(ANN)), post(3, PostTo::Panel(ANN))],
                false,
            ),
        ];
        assert!(superseded(&queued).is_empty());
    }

    #[test]
    fn a_new_table_keeps_the_last_state_of_the_closed_one() {
        let queued = [
            sending(vec![post(1, PostTo::Table), post(2, PostTo::Table)], false),
            sending(vec![post(3, PostTo::Table)], true),
        ];
        assert_eq!(ids(&superseded(&queued)), [1]);
    }
}
