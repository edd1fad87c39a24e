//! From a table's outbox to Discord messages. One command's channel notices become one channel
//! message (short, readable on a phone); each player's private notices become one DM, with the
//! hand's menus and buttons when it is their turn. The messages are rendered before the
//! command's entries are appended and stored with them (`DiscordRenderer`, the transactional
//! outbox); `delivery` sends them.

use super::hand;
use super::markdown;
use super::pictures::{self, Picture};
use super::readers::Readers;
use crate::i18n::Locale;
use crate::render::{self, RenderCtx};
use crate::t;
use crate::table::posts::{PostTo, Renderer};
use crate::table::{ChannelId, GuildId, Notice, Outgoing, Recipient, Table, UserId};
use crate::users::{NotifyMode, Prefs};
use serenity::all::{
    CreateActionRow, CreateAllowedMentions, CreateMessage, UserId as DiscordUserId,
};
use std::sync::Arc;

/// Discord refuses messages over 2000 characters; stay under with room to spare.
const MAX_CONTENT: usize = 1900;
/// "Cannot send messages to this user".
pub const DMS_CLOSED: isize = 50007;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Dest {
    Channel,
    Dm(UserId),
}

/// One Discord message to send.
pub struct Post {
    pub to: Dest,
    pub content: String,
    pub components: Vec<CreateActionRow>,
    /// The one person this message may ping (a channel mention under `/notify mode:channel`).
    pub mention: Option<UserId>,
    /// The hand's picture (a turn DM's panel) or the end of a hand's (the channel post that
    /// announces it), drawn at delivery.
    pub picture: Option<Picture>,
}

/// Everything one command (or one clock tick) has for a channel, in order: the messages as
/// `compose` renders them (`Batch<Post>`), or the stored posts they became, which `delivery`
/// sends (`delivery::Sending`).
pub struct Batch<P = Post> {
    pub channel: ChannelId,
    /// The channel's language, for the closed-DMs notice.
    pub locale: Locale,
    pub posts: Vec<P>,
    /// A new table opened: players are told about closed DMs again.
    pub new_table: bool,
}

/// The link to a table's channel, for DMs.
pub fn channel_link(guild: Option<GuildId>, channel: ChannelId) -> String {
    match guild {
        Some(g) => format!("https://discord.com/channels/{g}/{channel}"),
        None => format!("https://discord.com/channels/@me/{channel}"),
    }
}

/// Renders an outbox. `table` is the table right after the command (for names and the hand
/// panels of the players whose turn it is); `None` once it has closed.
pub fn compose(
    table: Option<&Table>,
    channel: ChannelId,
    guild: Option<GuildId>,
    outbox: &[Outgoing],
    readers: &Readers,
) -> Batch {
    compose_for(table, channel, guild, outbox, readers, None)
}

/// `compose`, following each player's `/notify` settings in `prefs`: turn prompts and
/// reminders as a mention in the channel instead of (or as well as) the DM — never during a
/// claim window, whose prompts say who may claim — and the "while you were away" digest in
/// the turn DM.
pub fn compose_for(
    table: Option<&Table>,
    channel: ChannelId,
    guild: Option<GuildId>,
    outbox: &[Outgoing],
    readers: &Readers,
    prefs: Option<&Prefs>,
) -> Batch {
    // Message text: the names people chose, escaped (`markdown`).
    let names = markdown::names(&table.map(Table::names).unwrap_or_default());
    let locale = readers.channel(guild);
    let channel_locale = locale;
    let ctx = RenderCtx {
        locale,
        names: &names,
    };
    let lines: Vec<String> = outbox
        .iter()
        .filter(|o| o.to == Recipient::Channel)
        .filter_map(|o| render::notice(&markdown::notice(&o.notice), &ctx))
        .collect();
    let mut posts = Vec::new();
    if !lines.is_empty() {
        posts.push(Post {
            to: Dest::Channel,
            content: lines.join("\n"),
            components: Vec::new(),
            mention: None,
            // The end of a hand: the showdown's cards as announced, drawn.
            picture: table.and_then(|t| pictures::showdown(t, outbox)),
        });
    }
    let mut users: Vec<UserId> = Vec::new();
    for o in outbox {
        if let Recipient::User(u) = o.to
            && !users.contains(&u)
        {
            users.push(u);
        }
    }
    for user in users {
        let locale = readers.user_in(user, guild);
        let ctx = RenderCtx {
            locale,
            names: &names,
        };
        let mut notices: Vec<&Notice> = outbox
            .iter()
            .filter(|o| o.to == Recipient::User(user))
            .map(|o| &o.notice)
            .collect();
        let claim = table.is_some_and(Table::in_claim_window);
        let mode = prefs.map_or(NotifyMode::Dm, |p| p.get(user).notify);
        let (by_channel, by_dm) = if claim {
            (false, true)
        } else {
            (mode.channel(), mode.dm())
        };
        if by_channel {
            let channel_ctx = RenderCtx {
                locale: channel_locale,
                names: &names,
            };
            posts.extend(mentions(user, &notices, &channel_ctx));
        }
        if !by_dm {
            notices.retain(|n| !matches!(n, Notice::YourTurn { .. } | Notice::Reminder { .. }));
        }
        let turn = notices
            .iter()
            .find(|n| matches!(n, Notice::YourTurn { .. }))
            .copied();
        // A request to agree to: the DM carries the answer buttons (the panel shows the
        // question).
        let vote = notices.iter().any(|n| matches!(n, Notice::UndoVote { .. }));
        let panel = match (turn.is_some() || vote, table) {
            (true, Some(t)) => hand::turn_panel(t, channel, user, locale).ok(),
            _ => None,
        };
        // A claim prompt with the claims spelled out asks it once, last, above the buttons.
        let question = notices
            .iter()
            .find(|n| render::is_claim_question(n))
            .filter(|_| matches!(turn, Some(Notice::YourTurn { claim: true, .. })))
            .copied();
        let mut lines: Vec<String> = notices
            .iter()
            .filter(|n| !matches!(n, Notice::YourTurn { .. }))
            .filter(|n| question.is_none() || !render::is_claim_question(n))
            // The panel asks the question.
            .filter(|n| panel.is_none() || !matches!(n, Notice::UndoVote { .. }))
            // The panel shows the hand; do not show it twice.
            .filter(|n| panel.is_none() || !is_hand(n))
            .filter_map(|n| render::notice(&markdown::notice(n), &ctx))
            .collect();
        if let (Some(Notice::YourTurn { seat, .. }), Some(t)) = (turn, table) {
            lines.extend(digest(t, *seat, &ctx));
        }
        if let Some(turn) = turn {
            let prompt = render::notice(question.unwrap_or(turn), &ctx).unwrap_or_default();
            lines.push(format!("▶ {prompt} {}", channel_link(guild, channel)));
        }
        let mut components = Vec::new();
        let mut picture = None;
        if let Some(p) = panel {
            lines.push(p.content);
            components = p.components;
            picture = table.and_then(|t| pictures::hand(t, user, readers));
        }
        if !lines.is_empty() {
            posts.push(Post {
                to: Dest::Dm(user),
                content: lines.join("\n"),
                components,
                mention: None,
                picture,
            });
        }
    }
    Batch {
        channel,
        locale,
        posts,
        new_table: false,
    }
}

/// The channel mentions that replace (or double) `user`'s turn prompt and reminders.
fn mentions(user: UserId, notices: &[&Notice], ctx: &RenderCtx) -> Vec<Post> {
    let locale = ctx.locale;
    let mention = format!("<@{user}>");
    notices
        .iter()
        .filter_map(|n| match n {
            Notice::YourTurn { .. } => {
                Some(t!(locale, "notify-turn-mention", mention = mention.clone()))
            }
            Notice::Reminder { .. } => Some(t!(
                locale,
                "notify-reminder-mention",
                mention = mention.clone(),
                reminder = render::notice(n, ctx).unwrap_or_default()
            )),
            _ => None,
        })
        .map(|content| Post {
            to: Dest::Channel,
            content,
            components: Vec::new(),
            mention: Some(user),
            picture: None,
        })
        .collect()
}

/// "While you were away": what the other seats did since `seat` last moved (public events
/// only), a line each, under a heading; nothing when nothing happened.
fn digest(table: &Table, seat: crate::games::Seat, ctx: &RenderCtx) -> Vec<String> {
    let lines: Vec<String> = table
        .digest(seat)
        .iter()
        .filter_map(|e| render::notice(&Notice::Event(e.clone()), ctx))
        .map(|l| format!("· {l}"))
        .collect();
    if lines.is_empty() {
        return lines;
    }
    let mut out = vec![t!(ctx.locale, "notify-digest")];
    out.extend(lines);
    out
}

fn is_hand(n: &Notice) -> bool {
    matches!(n, Notice::Event(e) if render::is_hand(e))
}

/// Splits text into messages under Discord's limit, at line breaks where possible.
pub fn split(content: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut current = String::new();
    for line in content.lines() {
        let mut line = line.to_string();
        while line.chars().count() > MAX_CONTENT {
            let cut: String = line.chars().take(MAX_CONTENT).collect();
            line = line.chars().skip(MAX_CONTENT).collect();
            if !current.is_empty() {
                out.push(std::mem::take(&mut current));
            }
            out.push(cut);
        }
        if current.chars().count() + line.chars().count() + 1 > MAX_CONTENT {
            out.push(std::mem::take(&mut current));
        }
        if !current.is_empty() {
            current.push('\n');
        }
        current.push_str(&line);
    }
    if !current.is_empty() {
        out.push(current);
    }
    out
}

/// One rendered message as stored in the outbox: Discord's message JSON (content, components,
/// allowed mentions), without the nonce, which comes from the post's id at delivery.
pub fn message_body(
    content: &str,
    components: &[CreateActionRow],
    mention: Option<UserId>,
) -> String {
    serde_json::to_string(&message(content, components, mention)).expect("a message serializes")
}

/// [`message_body`] as JSON, for a message sent at once rather than stored.
pub fn message_json(
    content: &str,
    components: &[CreateActionRow],
    mention: Option<UserId>,
) -> serde_json::Value {
    serde_json::to_value(message(content, components, mention)).expect("a message serializes")
}

fn message(
    content: &str,
    components: &[CreateActionRow],
    mention: Option<UserId>,
) -> CreateMessage {
    let mentions = match mention {
        Some(u) => CreateAllowedMentions::new().users([DiscordUserId::new(u.0)]),
        None => CreateAllowedMentions::new(),
    };
    let message = CreateMessage::new()
        .content(content)
        .allowed_mentions(mentions);
    if components.is_empty() {
        message
    } else {
        message.components(components.to_vec())
    }
}

/// A rendered batch as posts to store: long texts split under Discord's limit (the components
/// go with the last part).
pub fn bodies(batch: &Batch) -> Vec<(PostTo, String)> {
    let mut out = Vec::new();
    for post in &batch.posts {
        let to = match post.to {
            Dest::Channel => PostTo::Channel,
            Dest::Dm(u) => PostTo::User(u),
        };
        let parts = split(&post.content);
        let last = parts.len().saturating_sub(1);
        for (i, part) in parts.iter().enumerate() {
            let components: &[CreateActionRow] = if i == last { &post.components } else { &[] };
            let mut body = message_body(part, components, post.mention);
            if i == last
                && let Some(p) = &post.picture
            {
                body = with_picture(&body, p);
            }
            out.push((to, body));
        }
    }
    out
}

/// The Discord frontend's renderer: what a command did, as the messages to post, rendered
/// with the table it led to and each reader's language, before the append (so they are
/// stored with the entries).
pub struct DiscordRenderer {
    pub readers: Arc<Readers>,
    /// Each player's `/notify` settings.
    pub prefs: Arc<Prefs>,
}

impl Renderer for DiscordRenderer {
    fn render(
        &self,
        table: &Table,
        outbox: &[Outgoing],
        answered: Option<UserId>,
    ) -> Vec<(PostTo, String)> {
        let header = table.header();
        let batch = compose_for(
            Some(table),
            header.channel,
            header.guild,
            outbox,
            &self.readers,
            Some(&self.prefs),
        );
        let mut posts = bodies(&batch);
        // Every other seated player's live panel is brought up to date: a move made by
        // another route (a typed command, a bot, the clock) must not leave buttons that look
        // live. Those who just got a new panel need none.
        let fresh: Vec<UserId> = batch
            .posts
            .iter()
            .filter_map(|p| match p.to {
                Dest::Dm(u) if !p.components.is_empty() => Some(u),
                _ => None,
            })
            .collect();
        for user in table
            .seats()
            .iter()
            .filter_map(crate::table::Occupant::user)
        {
            if !fresh.contains(&user) && answered != Some(user) {
                let locale = self.readers.user_in(user, header.guild);
                let body = panel_body(table, user, locale);
                let body = match pictures::hand(table, user, &self.readers) {
                    Some(p) if has_content(&body) => with_picture(&body, &p),
                    _ => body,
                };
                posts.push((PostTo::Panel(user), body));
            }
        }
        // Last, so that when it is posted anew it is the newest message of the channel.
        let live = super::live::body(table, batch.locale);
        let live = match pictures::table(table) {
            Some(p) => with_picture(&live, &p),
            None => live,
        };
        posts.push((PostTo::Table, live));
        posts
    }
}

/// What `user`'s live DM panel should show now: their turn prompt and hand with the buttons
/// while they are to act; the hand alone, without buttons, when they are not; just no buttons
/// once there is no hand (the game or the table ended).
pub fn panel_body(table: &Table, user: UserId, locale: Locale) -> String {
    let header = table.header();
    let names = markdown::names(&table.names());
    let ctx = RenderCtx {
        locale,
        names: &names,
    };
    let Ok(panel) = hand::panel(table, header.channel, user, locale, &[]) else {
        return serde_json::json!({ "components": [] }).to_string();
    };
    let due = table.users_to_act().contains(&user);
    if table.undo_vote(user).is_some() {
        return message_body(&panel.content, &panel.components, None);
    }
    if !due {
        // An edit keeps what it does not name: the empty list takes the buttons away.
        return serde_json::json!({ "content": panel.content, "components": [] }).to_string();
    }
    let seat = table.seat_of(user);
    let claim = table.in_claim_window();
    let prompt = seat
        .and_then(|seat| render::notice(&Notice::YourTurn { seat, claim }, &ctx))
        .unwrap_or_default();
    let link = channel_link(header.guild, header.channel);
    let content = format!("▶ {prompt} {link}\n{}", panel.content);
    message_body(&content, &panel.components, None)
}

/// A stored body with its picture (drawn at delivery).
fn with_picture(body: &str, picture: &Picture) -> String {
    let mut value: serde_json::Value = serde_json::from_str(body).expect("a stored body is JSON");
    pictures::store(&mut value, picture);
    value.to_string()
}

/// Whether a panel body still shows the hand (it has content; a closed table's has none).
fn has_content(body: &str) -> bool {
    serde_json::from_str::<serde_json::Value>(body)
        .is_ok_and(|v| v["content"].as_str().is_some_and(|c| !c.is_empty()))
}

pub fn to_discord(channel: ChannelId) -> serenity::all::ChannelId {
    serenity::all::ChannelId::new(channel.0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn long_text_is_split_at_lines() {
        let line = "x".repeat(700);
        let text = [line.as_str(); 5].join("\n");
        let parts = split(&text);
        assert_eq!(parts.len(), 3);
        assert!(parts.iter().all(|p| p.chars().count() <= MAX_CONTENT));
        assert_eq!(parts.join("\n"), text, "nothing lost");
        let huge = "y".repeat(4000);
        assert_eq!(split(&huge).len(), 3);
        assert!(split("").is_empty());
    }

    fn started_table() -> (Table, Vec<Outgoing>) {
        use crate::games::Options;
        use crate::games::any::GameKind;
        use crate::table::{Command, Ctx, TableHeader, TableId, Timestamp};
        let header = TableHeader {
            id: TableId(1),
            channel: ChannelId(5),
            guild: Some(GuildId(9)),
            kind: GameKind::Doudizhu,
            options: Options::new().with("players", 3),
            creator: UserId(1),
            created_at: Timestamp(0),
        };
        let ctx = |u: u64| Ctx {
            user: UserId(u),
            name: format!("P{u}"),
            now: Timestamp(1),
            key: None,
            moderator: false,
            entropy: 3,
        };
        let mut t = Table::open(header).unwrap();
        for u in 1..=3 {
            t.handle(&ctx(u), Command::Join).unwrap();
        }
        let h = t.handle(&ctx(1), Command::Start { deal: None }).unwrap();
        (t, h.outbox)
    }

    #[test]
    fn one_channel_message_and_one_dm_per_player() {
        let (t, outbox) = started_table();
        let readers = Readers::default();
        let b = compose(Some(&t), ChannelId(5), Some(GuildId(9)), &outbox, &readers);
        let channel: Vec<&Post> = b.posts.iter().filter(|p| p.to == Dest::Channel).collect();
        assert_eq!(channel.len(), 1, "one channel message per command");
        assert!(channel[0].content.contains("P1, P2 and P3"));
        let dms: Vec<&Post> = b.posts.iter().filter(|p| p.to != Dest::Channel).collect();
        assert_eq!(dms.len(), 3, "one DM per player");
        let first = t.users_to_act()[0];
        for dm in dms {
            let Dest::Dm(user) = dm.to else {
                unreachable!()
            };
            let hand_lines = dm.content.matches("Your hand").count();
            assert_eq!(hand_lines, 1, "the hand once: {}", dm.content);
            if user == first {
                assert!(!dm.components.is_empty(), "the turn DM has buttons");
                assert!(dm.content.contains("https://discord.com/channels/9/5"));
            } else {
                assert!(dm.components.is_empty());
            }
        }
    }

    #[test]
    fn links_point_to_the_table() {
        assert_eq!(
            channel_link(Some(GuildId(1)), ChannelId(2)),
            "https://discord.com/channels/1/2"
        );
    }
}
