//! From a table's outbox to Discord messages. One command's channel notices become one channel
//! message (short, readable on a phone); each player's private notices become one DM, with the
//! hand's menus and buttons when it is their turn. Batches are delivered in order per table by
//! one worker per channel, so the game never waits for Discord: a slow or failing DM delays
//! only later messages of the same table, and a DM that cannot be delivered (DMs closed,
//! error 50007) is replaced once per table and player by a channel message pointing to
//! `/hand`.

use super::hand;
use super::readers::Readers;
use super::retry::{self, Policy};
use crate::i18n::Locale;
use crate::render::{self, RenderCtx};
use crate::t;
use crate::table::{ChannelId, GuildId, Notice, Outgoing, Recipient, Table, UserId};
use dashmap::DashMap;
use rand::Rng;
use serenity::all::{
    CreateActionRow, CreateAllowedMentions, CreateMessage, Http, Nonce, UserId as DiscordUserId,
};
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use tokio::sync::{Mutex, Notify, mpsc};

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
}

/// Everything one command (or one clock tick) has to say, rendered.
pub struct Batch {
    pub channel: ChannelId,
    /// The channel's language, for the closed-DMs notice.
    pub locale: Locale,
    pub posts: Vec<Post>,
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
    let names = table.map(Table::names).unwrap_or_default();
    let locale = readers.channel(guild);
    let ctx = RenderCtx {
        locale,
        names: &names,
    };
    let lines: Vec<String> = outbox
        .iter()
        .filter(|o| o.to == Recipient::Channel)
        .filter_map(|o| render::notice(&o.notice, &ctx))
        .collect();
    let mut posts = Vec::new();
    if !lines.is_empty() {
        posts.push(Post {
            to: Dest::Channel,
            content: lines.join("\n"),
            components: Vec::new(),
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
        let locale = readers.user(user);
        let ctx = RenderCtx {
            locale,
            names: &names,
        };
        let notices: Vec<&Notice> = outbox
            .iter()
            .filter(|o| o.to == Recipient::User(user))
            .map(|o| &o.notice)
            .collect();
        let turn = notices
            .iter()
            .find(|n| matches!(n, Notice::YourTurn { .. }))
            .copied();
        let panel = match (turn, table) {
            (Some(_), Some(t)) => hand::panel(t, channel, user, locale, &[]).ok(),
            _ => None,
        };
        let mut lines: Vec<String> = notices
            .iter()
            .filter(|n| !matches!(n, Notice::YourTurn { .. }))
            // The panel shows the hand; do not show it twice.
            .filter(|n| panel.is_none() || !is_hand(n))
            .filter_map(|n| render::notice(n, &ctx))
            .collect();
        if let Some(turn) = turn {
            let prompt = render::notice(turn, &ctx).unwrap_or_default();
            lines.push(format!("▶ {prompt} {}", channel_link(guild, channel)));
        }
        let mut components = Vec::new();
        if let Some(p) = panel {
            lines.push(p.content);
            components = p.components;
        }
        if !lines.is_empty() {
            posts.push(Post {
                to: Dest::Dm(user),
                content: lines.join("\n"),
                components,
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

/// Delivers batches in order per channel.
pub struct Delivery {
    http: Arc<Http>,
    queues: DashMap<ChannelId, mpsc::UnboundedSender<Batch>>,
    order: DashMap<ChannelId, Arc<Mutex<()>>>,
    dm_channels: DashMap<UserId, serenity::all::ChannelId>,
    /// Players already told (in that channel) that their DMs are closed.
    told_closed: DashMap<(ChannelId, UserId), ()>,
    pending: AtomicUsize,
    idle: Notify,
}

impl Delivery {
    pub fn new(http: Arc<Http>) -> Arc<Delivery> {
        Arc::new(Delivery {
            http,
            queues: DashMap::new(),
            order: DashMap::new(),
            dm_channels: DashMap::new(),
            told_closed: DashMap::new(),
            pending: AtomicUsize::new(0),
            idle: Notify::new(),
        })
    }

    /// Held from running a command on a channel's table until its batch is queued, so batches
    /// are queued in the order the table accepted the commands.
    pub fn order(&self, channel: ChannelId) -> Arc<Mutex<()>> {
        self.order.entry(channel).or_default().clone()
    }

    pub fn enqueue(self: &Arc<Self>, batch: Batch) {
        if batch.posts.is_empty() && !batch.new_table {
            return;
        }
        self.pending.fetch_add(1, Ordering::SeqCst);
        let channel = batch.channel;
        let tx = self
            .queues
            .entry(channel)
            .or_insert_with(|| {
                let (tx, mut rx) = mpsc::unbounded_channel::<Batch>();
                let this = Arc::clone(self);
                tokio::spawn(async move {
                    while let Some(batch) = rx.recv().await {
                        this.deliver(batch).await;
                        if this.pending.fetch_sub(1, Ordering::SeqCst) == 1 {
                            this.idle.notify_waiters();
                        }
                    }
                });
                tx
            })
            .clone();
        if let Err(e) = tx.send(batch) {
            // The worker is gone (the runtime is shutting down).
            tracing::error!(%channel, "delivery worker gone: {e}");
            self.pending.fetch_sub(1, Ordering::SeqCst);
        }
    }

    /// Waits until every queued batch has been delivered (or given up on).
    pub async fn idle(&self) {
        loop {
            let notified = self.idle.notified();
            tokio::pin!(notified);
            notified.as_mut().enable();
            if self.pending.load(Ordering::SeqCst) == 0 {
                return;
            }
            notified.await;
        }
    }

    async fn deliver(&self, batch: Batch) {
        let channel = batch.channel;
        if batch.new_table {
            self.told_closed.retain(|(c, _), _| *c != channel);
        }
        for post in batch.posts {
            match post.to {
                Dest::Channel => {
                    let _ = self
                        .send(to_discord(channel), &post.content, post.components, None)
                        .await;
                }
                Dest::Dm(user) => {
                    let sent = match self.dm_channel(user).await {
                        Ok(dm) => self.send(dm, &post.content, post.components, None).await,
                        Err(e) => Err(e),
                    };
                    if let Err(e) = sent {
                        let closed = retry::discord_code(&e) == Some(DMS_CLOSED)
                            || retry::status(&e) == Some(403);
                        tracing::info!(%user, %channel, closed, "a DM could not be delivered");
                        if self.told_closed.insert((channel, user), ()).is_none() {
                            let text = t!(
                                batch.locale,
                                "discord-dm-closed",
                                mention = format!("<@{user}>")
                            );
                            let _ = self
                                .send(to_discord(channel), &text, Vec::new(), Some(user))
                                .await;
                        }
                    }
                }
            }
        }
    }

    async fn dm_channel(&self, user: UserId) -> Result<serenity::all::ChannelId, serenity::Error> {
        if let Some(c) = self.dm_channels.get(&user) {
            return Ok(*c);
        }
        let http = &self.http;
        let body = serde_json::json!({ "recipient_id": user.0.to_string() });
        let dm = retry::retry("create DM channel", Policy::DELIVERY, |_| {
            http.create_private_channel(&body)
        })
        .await?;
        self.dm_channels.insert(user, dm.id);
        Ok(dm.id)
    }

    /// Sends one post (split if long), each part with its own nonce so a retried request is
    /// not shown twice. `mention` is the only user the message may ping.
    async fn send(
        &self,
        to: serenity::all::ChannelId,
        content: &str,
        components: Vec<CreateActionRow>,
        mention: Option<UserId>,
    ) -> Result<(), serenity::Error> {
        let parts = split(content);
        let last = parts.len().saturating_sub(1);
        for (i, part) in parts.into_iter().enumerate() {
            let nonce = format!("pj{:016x}", rand::rng().next_u64());
            let mentions = match mention {
                Some(u) => CreateAllowedMentions::new().users([DiscordUserId::new(u.0)]),
                None => CreateAllowedMentions::new(),
            };
            let mut message = CreateMessage::new()
                .content(part)
                .nonce(Nonce::String(nonce))
                .enforce_nonce(true)
                .allowed_mentions(mentions);
            if i == last && !components.is_empty() {
                message = message.components(components.clone());
            }
            let http = &self.http;
            retry::retry("send message", Policy::DELIVERY, |_| {
                http.send_message(to, Vec::new(), &message)
            })
            .await?;
        }
        Ok(())
    }
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
