//! Sending the stored posts, in order per channel, exactly once.
//!
//! One worker per table channel sends that channel's posts (and the DMs they carry) one after
//! another, so the game never waits for Discord: a slow or failing DM delays only later posts of
//! the same table. Every post goes out with Discord's `nonce` (derived from its id) and
//! `enforce_nonce`, so a request retried after a timeout, or a post sent again after a crash
//! that came between the send and its record, is shown once. A post is marked delivered once
//! Discord took it; until then it stays in the store, and a restart sends it again.
//!
//! Panels never lie: when a DM with buttons goes out, the player's previous panel from that
//! table loses its buttons; a `PostTo::Panel` post (rendered after every command for each
//! seated player) edits the live panel to the table's state — buttons only while the player is
//! to act. Where each live panel is is stored with its post, so this survives a restart.
//!
//! Failures: a rate limit, a 5xx or a dropped connection is retried with backoff for as long
//! as it takes (later posts of the channel wait: order matters more than speed); a refusal that
//! cannot change — the channel deleted, the bot removed from the guild, access lost — drops the
//! post with a log line; a DM to closed DMs (error 50007) is replaced, once per table and
//! player, by a channel message pointing to `/hand`.

use super::outbox::{DMS_CLOSED, message_body, to_discord};
use super::retry::{self, Policy};
use crate::i18n::Locale;
use crate::t;
use crate::table::posts::{LivePanel, PanelAt, Post, PostId, PostTo};
use crate::table::{ChannelId, UserId};
use dashmap::DashMap;
use serde_json::Value;
use serenity::all::{CreateAttachment, Http, MessageId};
use std::hash::{Hash, Hasher};
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;
use tokio::sync::{Mutex, Notify, mpsc};

/// What to send for one channel, in order.
pub struct Sending {
    pub channel: ChannelId,
    /// The channel's language, for the closed-DMs notice.
    pub locale: Locale,
    pub posts: Vec<Post>,
    /// A new table opened: players are told about closed DMs again.
    pub new_table: bool,
}

/// How long a transient failure is retried before the post is left for the next restart's
/// recovery (the worker then moves on only if the process is shutting down).
const RETRY_FOREVER: Policy = Policy {
    attempts: u32::MAX,
    first_delay: Duration::from_millis(250),
    max_delay: Duration::from_secs(30),
    attempt_timeout: Duration::from_secs(5),
};

/// Delivers posts in order per channel and reports each one delivered.
pub struct Delivery {
    http: Arc<Http>,
    queues: DashMap<ChannelId, mpsc::UnboundedSender<Sending>>,
    order: DashMap<ChannelId, Arc<Mutex<()>>>,
    dm_channels: DashMap<UserId, serenity::all::ChannelId>,
    /// Players already told (in that channel) that their DMs are closed.
    told_closed: DashMap<(ChannelId, UserId), ()>,
    /// Posts Discord took (or that can never be delivered), with where a panel is: the app
    /// marks them in the store.
    delivered: mpsc::UnboundedSender<(PostId, Option<PanelAt>)>,
    /// Each player's live DM panel per table channel, and the hash of what it shows.
    live: DashMap<(ChannelId, UserId), (PanelAt, u64)>,
    pending: AtomicUsize,
    idle: Notify,
}

impl Delivery {
    /// A delivery that reports each delivered post on `delivered`.
    pub fn new(
        http: Arc<Http>,
        delivered: mpsc::UnboundedSender<(PostId, Option<PanelAt>)>,
    ) -> Arc<Delivery> {
        Arc::new(Delivery {
            http,
            queues: DashMap::new(),
            order: DashMap::new(),
            dm_channels: DashMap::new(),
            told_closed: DashMap::new(),
            delivered,
            live: DashMap::new(),
            pending: AtomicUsize::new(0),
            idle: Notify::new(),
        })
    }

    /// The live panels the store remembers (after a restart), so they are kept honest too.
    pub fn restore(&self, panels: Vec<LivePanel>) {
        for p in panels {
            // What it shows is unknown: the first edit always goes out.
            self.live.insert((p.channel, p.user), (p.at, 0));
        }
    }

    /// Held from running a command on a channel's table until its posts are queued, so they
    /// are queued in the order the table accepted the commands.
    pub fn order(&self, channel: ChannelId) -> Arc<Mutex<()>> {
        self.order.entry(channel).or_default().clone()
    }

    pub fn enqueue(self: &Arc<Self>, sending: Sending) {
        if sending.posts.is_empty() && !sending.new_table {
            return;
        }
        self.pending.fetch_add(1, Ordering::SeqCst);
        let channel = sending.channel;
        let tx = self
            .queues
            .entry(channel)
            .or_insert_with(|| {
                let (tx, mut rx) = mpsc::unbounded_channel::<Sending>();
                let this = Arc::clone(self);
                tokio::spawn(async move {
                    while let Some(sending) = rx.recv().await {
                        this.deliver(sending).await;
                        if this.pending.fetch_sub(1, Ordering::SeqCst) == 1 {
                            this.idle.notify_waiters();
                        }
                    }
                });
                tx
            })
            .clone();
        if let Err(e) = tx.send(sending) {
            // The worker is gone (the runtime is shutting down); the store keeps the posts.
            tracing::error!(%channel, "delivery worker gone: {e}");
            self.pending.fetch_sub(1, Ordering::SeqCst);
        }
    }

    /// Waits until every queued post has been delivered (or given up on).
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

    async fn deliver(&self, sending: Sending) {
        let channel = sending.channel;
        if sending.new_table {
            self.told_closed.retain(|(c, _), _| *c != channel);
        }
        for post in sending.posts {
            // A post a catch-up summary stands for: nothing to send.
            if post.body.is_empty() {
                self.done(post.id, None);
                continue;
            }
            let sent = match post.to {
                PostTo::Channel => self
                    .send(to_discord(channel), &post.body, &post.id.nonce())
                    .await
                    .map(|_| None),
                PostTo::User(user) => self.send_dm(channel, user, sending.locale, &post).await,
                PostTo::Panel(user) => self
                    .edit_panel(channel, user, &post.body)
                    .await
                    .map(|()| None),
            };
            match sent {
                Ok(panel) => self.done(post.id, panel),
                // Nothing will change this (a deleted channel, a guild the bot left): the post
                // can never be delivered.
                Err(e) if !retry::transient(&e) => {
                    tracing::warn!(%channel, post = ?post.id, error = %e, "a post cannot be delivered; dropped");
                    self.done(post.id, None);
                }
                // Only when retrying forever stopped (shutdown): the store keeps it.
                Err(e) => self.kept(channel, post.id, &e),
            }
        }
    }

    /// Retrying stopped (shutdown) before the post went out: the store keeps it for the next
    /// start.
    fn kept(&self, channel: ChannelId, post: PostId, e: &serenity::Error) {
        tracing::warn!(%channel, ?post, error = %e, "a post was not delivered; kept for the next start");
    }

    fn done(&self, post: PostId, panel: Option<PanelAt>) {
        let _ = self.delivered.send((post, panel));
    }

    /// A DM. One with buttons is the player's new panel: the previous one loses its buttons
    /// first, and where the new one is is reported with its delivery.
    async fn send_dm(
        &self,
        channel: ChannelId,
        user: UserId,
        locale: Locale,
        post: &Post,
    ) -> Result<Option<PanelAt>, serenity::Error> {
        let is_panel = has_components(&post.body);
        let sent = match self.dm_channel(user).await {
            Ok(dm) => {
                if is_panel {
                    self.strip_panel(channel, user).await;
                }
                self.send(dm, &post.body, &post.id.nonce()).await
            }
            Err(e) => Err(e),
        };
        match sent {
            Ok(message) if is_panel => {
                let at = PanelAt {
                    dm_channel: message.channel_id.get(),
                    message: message.id.get(),
                };
                self.live.insert((channel, user), (at, hash(&post.body)));
                Ok(Some(at))
            }
            Ok(_) => Ok(None),
            Err(e) => {
                if !retry::transient(&e) {
                    self.dm_failed(channel, user, locale, post, &e).await;
                }
                Err(e)
            }
        }
    }

    /// The previous panel of `user` at `channel`'s table loses its buttons (a newer one is on
    /// its way).
    async fn strip_panel(&self, channel: ChannelId, user: UserId) {
        let Some((_, (at, _))) = self.live.remove(&(channel, user)) else {
            return;
        };
        let body = serde_json::json!({ "components": [] });
        if let Err(e) = self.edit(at, &body).await {
            tracing::info!(%channel, %user, error = %e, "an old panel could not be cleared");
        }
    }

    /// Brings `user`'s live panel at `channel`'s table up to date (nothing when they have
    /// none, or it already shows this).
    async fn edit_panel(
        &self,
        channel: ChannelId,
        user: UserId,
        body: &str,
    ) -> Result<(), serenity::Error> {
        let Some((at, shown)) = self.live.get(&(channel, user)).map(|e| *e) else {
            return Ok(());
        };
        let h = hash(body);
        if h == shown {
            return Ok(());
        }
        let value: Value = serde_json::from_str(body)?;
        match self.edit(at, &value).await {
            Ok(()) => {
                self.live.insert((channel, user), (at, h));
                Ok(())
            }
            // The message is gone (the player deleted it): nothing left to keep honest.
            Err(e) if retry::status(&e) == Some(404) => {
                self.live.remove(&(channel, user));
                Ok(())
            }
            Err(e) => Err(e),
        }
    }

    async fn edit(&self, at: PanelAt, body: &Value) -> Result<(), serenity::Error> {
        let http = &self.http;
        let channel = serenity::all::ChannelId::new(at.dm_channel);
        let message = MessageId::new(at.message);
        retry::retry("edit a panel", Policy::DELIVERY, |_| {
            http.edit_message(channel, message, body, Vec::new())
        })
        .await?;
        Ok(())
    }

    /// A DM that cannot be delivered: the channel hears, once per table and player, that this
    /// player's DMs are closed (with a nonce of its own, so it too is posted once).
    async fn dm_failed(
        &self,
        channel: ChannelId,
        user: UserId,
        locale: Locale,
        post: &Post,
        e: &serenity::Error,
    ) {
        let closed = retry::discord_code(e) == Some(DMS_CLOSED) || retry::status(e) == Some(403);
        tracing::info!(%user, %channel, closed, "a DM could not be delivered");
        if self.told_closed.insert((channel, user), ()).is_none() {
            let text = t!(locale, "discord-dm-closed", mention = format!("<@{user}>"));
            let body = message_body(&text, &[], Some(user));
            let _ = self
                .send(to_discord(channel), &body, &post.id.nonce_of_notice())
                .await;
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

    /// Sends one stored message body with its nonce, retrying transient failures until they
    /// pass.
    async fn send(
        &self,
        to: serenity::all::ChannelId,
        body: &str,
        nonce: &str,
    ) -> Result<serenity::all::Message, serenity::Error> {
        let mut message: Value = serde_json::from_str(body)?;
        message["nonce"] = Value::String(nonce.to_string());
        message["enforce_nonce"] = Value::Bool(true);
        let http = &self.http;
        retry::retry("send message", RETRY_FOREVER, |_| {
            http.send_message(to, Vec::<CreateAttachment>::new(), &message)
        })
        .await
    }
}

/// Whether a stored message body carries buttons or menus.
fn has_components(body: &str) -> bool {
    serde_json::from_str::<Value>(body)
        .ok()
        .and_then(|v| v["components"].as_array().map(|c| !c.is_empty()))
        .unwrap_or(false)
}

fn hash(body: &str) -> u64 {
    let mut h = std::collections::hash_map::DefaultHasher::new();
    body.hash(&mut h);
    h.finish()
}
