//! After a restart: what to send of the posts a crash kept from being delivered.
//!
//! The rule (`STALE`): posts made within the last 15 minutes go out as they are, in order.
//! Older ones would flood a channel after a long outage, so per table
//! - the stale channel posts become one message: a line saying they are late and how many,
//!   then their text (the most recent lines, within Discord's limit; buttons dropped) — the
//!   channel's record of the game keeps every move it can fit, newest last;
//! - of each player's stale DMs only the newest is sent (it holds their current hand and
//!   panel); the older ones are dropped.
//!
//! Everything a summary replaces is marked delivered with it.

use super::delivery::Sending;
use super::outbox::message_body;
use super::readers::Readers;
use crate::t;
use crate::table::Timestamp;
use crate::table::posts::{Post, PostId, PostTo};
use serde_json::Value;
use std::collections::BTreeMap;

/// Posts older than this when the bot comes back are summarised, not replayed one by one.
pub const STALE_MS: i64 = 15 * 60 * 1000;

/// Discord's limit with room for the first line.
const SUMMARY_CHARS: usize = 1800;

/// What to send, per table channel, in order.
pub fn plan(pending: Vec<Post>, now: Timestamp, readers: &Readers) -> Vec<Sending> {
    let mut by_table: BTreeMap<_, Vec<Post>> = BTreeMap::new();
    for p in pending {
        by_table.entry(p.id.table).or_default().push(p);
    }
    let mut out = Vec::new();
    for (_, mut posts) in by_table {
        posts.sort_by_key(|p| p.id);
        let channel = posts[0].channel;
        let locale = readers.channel(posts[0].guild);
        let (stale, fresh): (Vec<Post>, Vec<Post>) =
            posts.into_iter().partition(|p| now.0 - p.at.0 > STALE_MS);
        let mut send = Vec::new();
        let stale_channel: Vec<&Post> = stale.iter().filter(|p| p.to == PostTo::Channel).collect();
        match stale_channel.as_slice() {
            [] => {}
            [only] => send.push((*only).clone()),
            many => {
                let texts: Vec<String> = many.iter().map(|p| text_of(&p.body)).collect();
                let head = t!(locale, "discord-late-posts", count = many.len());
                let body = message_body(&summary(&head, &texts), &[], None);
                // The summary stands in for the first of them (its id, so its nonce): the
                // others are marked delivered with it.
                let first = many[0];
                send.push(Post {
                    body,
                    ..first.clone()
                });
                send.extend(many[1..].iter().map(|p| replaced(p)));
            }
        }
        // Per player, only the newest stale DM, and the newest stale panel edit.
        let mut newest: BTreeMap<_, PostId> = BTreeMap::new();
        for p in &stale {
            if p.to != PostTo::Channel {
                newest.insert(p.to, p.id);
            }
        }
        for p in &stale {
            if p.to != PostTo::Channel {
                send.push(if newest.get(&p.to) == Some(&p.id) {
                    p.clone()
                } else {
                    replaced(p)
                });
            }
        }
        send.extend(fresh);
        out.push(Sending {
            channel,
            locale,
            posts: send,
            new_table: false,
        });
    }
    out
}

/// A post a summary replaced: sent as nothing, marked delivered.
fn replaced(p: &Post) -> Post {
    Post {
        body: String::new(),
        ..p.clone()
    }
}

/// The text of a stored message body.
fn text_of(body: &str) -> String {
    serde_json::from_str::<Value>(body)
        .ok()
        .and_then(|v| v["content"].as_str().map(str::to_string))
        .unwrap_or_default()
}

/// `head`, then the most recent whole lines of `texts` that fit.
fn summary(head: &str, texts: &[String]) -> String {
    let lines: Vec<&str> = texts.iter().flat_map(|t| t.lines()).collect();
    let mut kept: Vec<&str> = Vec::new();
    let mut used = 0;
    for line in lines.iter().rev() {
        let n = line.chars().count() + 1;
        if used + n > SUMMARY_CHARS {
            break;
        }
        used += n;
        kept.push(line);
    }
    kept.reverse();
    let mut out = head.to_string();
    if kept.len() < lines.len() {
        out.push_str("\n…");
    }
    for line in kept {
        out.push('\n');
        out.push_str(line);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::table::{ChannelId, TableId, UserId};

    fn post(seq: u64, to: PostTo, at: i64, text: &str) -> Post {
        Post {
            id: PostId {
                table: TableId(7),
                seq,
                idx: 0,
            },
            channel: ChannelId(70),
            guild: None,
            to,
            body: message_body(text, &[], None),
            at: Timestamp(at),
        }
    }

    #[test]
    fn fresh_posts_go_out_as_they_are_in_order() {
        let now = Timestamp(STALE_MS * 10);
        let posts = vec![
            post(2, PostTo::Channel, now.0 - 1000, "b"),
            post(1, PostTo::Channel, now.0 - 2000, "a"),
            post(3, PostTo::User(UserId(5)), now.0 - 500, "dm"),
        ];
        let plan = plan(posts, now, &Readers::default());
        assert_eq!(plan.len(), 1);
        let seqs: Vec<u64> = plan[0].posts.iter().map(|p| p.id.seq).collect();
        assert_eq!(seqs, vec![1, 2, 3]);
        assert!(plan[0].posts.iter().all(|p| !p.body.is_empty()));
    }

    #[test]
    fn stale_channel_posts_become_one_summary_and_each_player_gets_the_newest_dm() {
        let now = Timestamp(STALE_MS * 10);
        let old = now.0 - STALE_MS - 1;
        let posts = vec![
            post(1, PostTo::Channel, old, "Ann bids 1."),
            post(2, PostTo::User(UserId(5)), old, "old hand"),
            post(3, PostTo::Channel, old, "Bob bids 2."),
            post(4, PostTo::User(UserId(5)), old, "new hand"),
            post(5, PostTo::Channel, now.0, "Cy plays QQ."),
        ];
        let plan = plan(posts, now, &Readers::default());
        let sent: Vec<(u64, String)> = plan[0]
            .posts
            .iter()
            .filter(|p| !p.body.is_empty())
            .map(|p| (p.id.seq, text_of(&p.body)))
            .collect();
        assert_eq!(sent.len(), 3, "{sent:?}");
        assert_eq!(sent[0].0, 1, "the summary takes the first stale post's id");
        assert!(sent[0].1.contains("2") && sent[0].1.ends_with("Ann bids 1.\nBob bids 2."));
        assert_eq!(sent[1], (4, "new hand".to_string()));
        assert_eq!(sent[2], (5, "Cy plays QQ.".to_string()));
        let replaced: Vec<u64> = plan[0]
            .posts
            .iter()
            .filter(|p| p.body.is_empty())
            .map(|p| p.id.seq)
            .collect();
        assert_eq!(replaced, vec![3, 2], "marked delivered with the summary");
    }

    #[test]
    fn a_long_summary_keeps_the_newest_lines() {
        let texts: Vec<String> = (0..500).map(|i| format!("move {i}")).collect();
        let s = summary("late:", &texts);
        assert!(s.chars().count() <= SUMMARY_CHARS + 10);
        assert!(s.starts_with("late:\n…"));
        assert!(s.ends_with("move 499"));
    }
}
