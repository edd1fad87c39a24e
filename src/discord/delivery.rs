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
//! The table's live message (`PostTo::Table`, rendered after every command) is edited in place
//! while fewer than `REPOST_AFTER` other bot messages were posted in the channel since it;
//! after that it has scrolled out of sight (a phone shows about that many short messages), so
//! it is posted anew at the bottom and the old one loses its buttons. Only the bot's own
//! messages are counted: it does not read the channel's chat.
//!
//! The channel log reads as a few messages per round, not one per move: a channel post
//! without mentions or buttons is appended (an edit) to the table's last log message while
//! that one is younger than `APPEND_WINDOW_MS`, nothing but the live table message came
//! after it, and the text still fits; else it starts a new log message. The whole public
//! history stays in the channel. After a restart the next post starts a new message. Not yet
//! crash-safe: an append that reached Discord but was not recorded is sent again after a
//! restart as a new message (its lines twice), so `Bot::append_log` is off by default.
//!
//! A channel whose shard went to another process is fenced (`fence`): what was not sent by
//! then stays in the store for the successor, and nothing more goes out for it from here.
//!
//! Failures: a rate limit, a 5xx or a dropped connection is retried with backoff for as long
//! as it takes (later posts of the channel wait: order matters more than speed); a refusal that
//! cannot change — the channel deleted, the bot removed from the guild, access lost — drops the
//! post with a log line; a DM to closed DMs (error 50007) is replaced, once per table and
//! player, by a channel message pointing to `/hand`.

/// A player's DMs: the turn DM and its panel, closed DMs.
mod dms;

use super::background::Background;
use super::fence::Fences;
use super::outbox::{Batch, to_discord};
use super::pictures;
use super::retry::{self, Policy};
use super::superseded::superseded;
use crate::i18n::Locale;
use crate::images::Painter;
use crate::table::posts::{LivePanel, PanelAt, Post, PostId, PostTo};
use crate::table::{ChannelId, UserId};
use dashmap::DashMap;
use serde_json::Value;
use serenity::all::{Http, MessageId};
use std::collections::HashSet;
use std::hash::{Hash, Hasher};
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;
use tokio::sync::{Mutex, Notify, mpsc};

/// What to send for one channel, in order: the stored posts of one command (or tick).
pub type Sending = Batch<Post>;

/// How many locks the message edits are spread over.
const EDIT_STRIPES: usize = 64;

/// The live table message is posted anew once this many bot messages came after it.
pub const REPOST_AFTER: u32 = 8;

/// A log message takes more lines for this long after it was started; later steps start a
/// new message, so someone coming back hours later sees them as new.
pub const APPEND_WINDOW_MS: i64 = 10 * 60 * 1000;
/// A log message grows to at most this many characters (Discord allows 2000).
const APPEND_MAX_CHARS: usize = 1800;

/// The table's newest log message in the channel, still taking lines.
#[derive(Clone)]
struct LogMessage {
    at: PanelAt,
    content: String,
    /// When its first post was made (the command's time).
    started: i64,
}

const RETRY_FOREVER: Policy = Policy {
    attempts: u32::MAX,
    first_delay: Duration::from_millis(250),
    max_delay: Duration::from_secs(30),
    attempt_timeout: Duration::from_secs(5),
};

/// Delivers posts in order per channel and reports each one delivered.
pub struct Delivery {
    /// The sending's own REST client (its connections live on `background`).
    http: Arc<Http>,
    /// The threads the sending runs on, below the interactions.
    background: Background,
    /// Channels whose shard went to another process: nothing more is sent for them.
    fences: Fences,
    /// Draws the pictures, off the runtime and below the interactive work.
    painter: Arc<Painter>,
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
    /// Each table channel's live table message, the hash of what it shows, and how many bot
    /// messages were posted in the channel after it.
    tables: DashMap<ChannelId, (PanelAt, u64, u32)>,
    /// Each table channel's log message still taking lines.
    logs: DashMap<ChannelId, LogMessage>,
    /// The picture each edited message shows (message id → file name): an edit uploads its
    /// picture only when it changed (`pictures`).
    shown: DashMap<u64, String>,
    /// Edits of one message never overlap (delivery's, and an answer's picture edited in):
    /// striped by message id, so the locks do not grow with the messages.
    edits: [Mutex<()>; EDIT_STRIPES],
    /// Whether channel posts are appended to the last log message (off: one message each).
    append_log: std::sync::atomic::AtomicBool,
    pending: AtomicUsize,
    idle: Notify,
}

impl Delivery {
    /// A delivery that sends with `http` on `background`'s threads and reports each
    /// delivered post on `delivered`.
    pub fn new(
        http: Arc<Http>,
        delivered: mpsc::UnboundedSender<(PostId, Option<PanelAt>)>,
        painter: Arc<Painter>,
        background: Background,
    ) -> Arc<Delivery> {
        Arc::new(Delivery {
            http,
            background,
            fences: Fences::default(),
            painter,
            queues: DashMap::new(),
            order: DashMap::new(),
            dm_channels: DashMap::new(),
            told_closed: DashMap::new(),
            delivered,
            live: DashMap::new(),
            tables: DashMap::new(),
            logs: DashMap::new(),
            shown: DashMap::new(),
            edits: std::array::from_fn(|_| Mutex::new(())),
            append_log: std::sync::atomic::AtomicBool::new(false),
            pending: AtomicUsize::new(0),
            idle: Notify::new(),
        })
    }

    /// Channel posts appended to the last log message, or each a message of its own (the
    /// default).
    pub fn set_append_log(&self, on: bool) {
        self.append_log.store(on, Ordering::SeqCst);
    }

    /// The live panels the store remembers (after a restart), so they are kept honest too.
    pub fn restore(&self, panels: Vec<LivePanel>) {
        for p in panels {
            // What it shows is unknown: the first edit always goes out.
            match p.user {
                Some(user) => {
                    self.live.insert((p.channel, user), (p.at, 0));
                }
                None => {
                    self.tables.insert(p.channel, (p.at, 0, 0));
                }
            }
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
                self.background.spawn(async move {
                    while let Some(first) = rx.recv().await {
                        // What queued up meanwhile goes together: a live message or panel
                        // edited twice is sent in its newest state only.
                        let mut queued = vec![first];
                        while let Ok(more) = rx.try_recv() {
                            queued.push(more);
                        }
                        let skip = superseded(&queued);
                        let n = queued.len();
                        for sending in queued {
                            this.deliver(sending, &skip).await;
                        }
                        this.finished(n);
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

    /// `n` queued sendings (or answers still adding their pictures) are done.
    fn finished(&self, n: usize) {
        if self.pending.fetch_sub(n, Ordering::SeqCst) == n {
            self.idle.notify_waiters();
        }
    }

    /// Work that `idle` waits for besides the queues (an answer whose picture follows it):
    /// counted until the guard is dropped.
    pub fn busy(self: &Arc<Self>) -> Busy {
        self.pending.fetch_add(1, Ordering::SeqCst);
        Busy(Arc::clone(self))
    }

    /// Draws the pictures.
    pub fn painter(&self) -> &Arc<Painter> {
        &self.painter
    }

    /// The sending's REST client.
    pub fn http(&self) -> &Arc<Http> {
        &self.http
    }

    /// Runs `work` (sending) on the sending threads.
    pub fn spawn(&self, work: impl Future<Output = ()> + Send + 'static) {
        self.background.spawn(work);
    }

    /// The channels this process no longer sends for (a shard handed over).
    pub fn fences(&self) -> &Fences {
        &self.fences
    }

    /// Nothing more goes out from here for `channels` (their shard went to another process:
    /// [`Fences::fence`]), and their log messages are forgotten.
    pub fn fence(&self, shard: u32, channels: &[ChannelId]) {
        self.fences.fence(shard, channels);
        self.forget_logs(channels);
    }

    /// `shard` is this process's again ([`Fences::lift`]); what it knew of `channels`' log
    /// messages is forgotten (a send that ended as the fence went up may have noted one).
    pub fn lift(&self, shard: u32, channels: &[ChannelId]) {
        self.fences.lift(shard);
        self.forget_logs(channels);
    }

    /// While another process held a channel it posted below this process's last log message
    /// there: a line appended to that message now would land above the other's posts. The
    /// next post starts a new log message.
    fn forget_logs(&self, channels: &[ChannelId]) {
        for c in channels {
            self.logs.remove(c);
        }
    }

    /// Stops the sending threads (the bot stops): what was not sent stays in the store.
    pub fn stop(&self) {
        self.background.stop();
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

    async fn deliver(&self, sending: Sending, superseded: &HashSet<PostId>) {
        let channel = sending.channel;
        if sending.new_table {
            self.told_closed.retain(|(c, _), _| *c != channel);
            // The closed table's message stays where it is (without buttons); the new table
            // gets its own.
            self.tables.remove(&channel);
            self.logs.remove(&channel);
        }
        for post in sending.posts {
            // A post a catch-up summary stands for: nothing to send.
            if post.body.is_empty() {
                self.done(post.id, None);
                continue;
            }
            // A later post brings the same message up to date.
            if superseded.contains(&post.id) {
                self.done(post.id, None);
                continue;
            }
            // The shard went to another process: this post and the rest stay in the store, for
            // it to send (`fence`); one under way is abandoned where it stands.
            if self.fences.is_fenced(channel) {
                return;
            }
            let _under_way = self.fences.sending(channel);
            let sent = tokio::select! {
                biased;
                () = self.fences.fenced(channel) => return,
                sent = self.send_one(channel, sending.locale, &post) => sent,
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

    /// Sends one post where it goes; where the player's panel now is, for a panel.
    async fn send_one(
        &self,
        channel: ChannelId,
        locale: Locale,
        post: &Post,
    ) -> Result<Option<PanelAt>, serenity::Error> {
        match post.to {
            PostTo::Channel => self.log_post(channel, post).await.map(|()| None),
            PostTo::Table => self.table_message(channel, post).await.map(Some),
            PostTo::User(user) => self.send_dm(channel, user, locale, post).await,
            PostTo::Panel(user) => self
                .edit_panel(channel, user, &post.body)
                .await
                .map(|()| None),
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

    /// A channel post: appended to the table's log message when it may be, else a new
    /// message (which later posts may be appended to).
    async fn log_post(&self, channel: ChannelId, post: &Post) -> Result<(), serenity::Error> {
        let value: Value = serde_json::from_str(&post.body)?;
        let text = value["content"].as_str().unwrap_or("").to_string();
        // A post with a picture is a message of its own: an append edits only the text, and
        // later lines appended to it would take its picture away.
        let plain = !has_components(&value)
            && !pictures::carries_picture(&value)
            && value["allowed_mentions"]["users"]
                .as_array()
                .is_none_or(Vec::is_empty);
        let open = self.logs.get(&channel).map(|l| l.clone());
        if self.append_log.load(Ordering::SeqCst)
            && plain
            && let Some(log) = open
            && post.at.0 - log.started <= APPEND_WINDOW_MS
            && log.content.chars().count() + 1 + text.chars().count() <= APPEND_MAX_CHARS
        {
            let content = format!("{}\n{text}", log.content);
            match self
                .edit(log.at, serde_json::json!({ "content": content }))
                .await
            {
                Ok(()) => {
                    self.logs.insert(channel, LogMessage { content, ..log });
                    return Ok(());
                }
                // Deleted by someone: a new message.
                Err(e) if retry::status(&e) == Some(404) => {}
                Err(e) => return Err(e),
            }
        }
        let (message, _) = self
            .send(to_discord(channel), value, &post.id.nonce())
            .await?;
        self.scrolled(channel);
        if plain {
            let at = PanelAt {
                place: message.channel_id.get(),
                message: message.id.get(),
            };
            self.logs.insert(
                channel,
                LogMessage {
                    at,
                    content: text,
                    started: post.at.0,
                },
            );
        } else {
            // Lines after a mention go below it.
            self.logs.remove(&channel);
        }
        Ok(())
    }

    /// One more bot message in `channel`: the live table message scrolls up by one.
    fn scrolled(&self, channel: ChannelId) {
        if let Some(mut e) = self.tables.get_mut(&channel) {
            e.2 = e.2.saturating_add(1);
        }
    }

    /// Brings the table's live message up to date: an edit while it is near the bottom, else
    /// a new message (the old one loses its buttons). Returns where it is.
    async fn table_message(
        &self,
        channel: ChannelId,
        post: &Post,
    ) -> Result<PanelAt, serenity::Error> {
        let h = hash(&post.body);
        if let Some((at, shown, since)) = self.tables.get(&channel).map(|e| *e) {
            if since < REPOST_AFTER {
                if h == shown {
                    return Ok(at);
                }
                match self.edit(at, serde_json::from_str(&post.body)?).await {
                    Ok(()) => {
                        self.tables.insert(channel, (at, h, since));
                        return Ok(at);
                    }
                    // Deleted by someone: post it again.
                    Err(e) if retry::status(&e) == Some(404) => {}
                    Err(e) => return Err(e),
                }
            } else {
                let body = serde_json::json!({ "components": [] });
                if let Err(e) = self.edit(at, body).await {
                    tracing::info!(%channel, error = %e, "an old table message could not be cleared");
                }
            }
        }
        let (message, shows) = self
            .send(
                to_discord(channel),
                serde_json::from_str(&post.body)?,
                &post.id.nonce(),
            )
            .await?;
        let at = PanelAt {
            place: message.channel_id.get(),
            message: message.id.get(),
        };
        self.tables.insert(channel, (at, h, 0));
        self.showing(at, shows);
        Ok(at)
    }

    /// Edits a message; a picture in `body` is uploaded only when the message does not show
    /// it already, and a message body without one (but with content) loses its picture.
    /// Once edited, the message is remembered as showing the picture it now shows.
    async fn edit(&self, at: PanelAt, mut body: Value) -> Result<(), serenity::Error> {
        let http = &self.http;
        let channel = serenity::all::ChannelId::new(at.place);
        let message = MessageId::new(at.message);
        let _edits = self.edits_of(at.message).await;
        let shown = self.shown.get(&at.message).map(|s| s.clone());
        let prepared = if body.get("content").is_some() || body.get("embeds").is_some() {
            pictures::for_edit(&mut body, shown.as_deref(), &self.painter).await
        } else {
            // Only the buttons change: the picture stays.
            pictures::Prepared::showing(shown)
        };
        let (body, files) = (&body, &prepared.files);
        retry::retry("edit a panel", Policy::DELIVERY, |_| {
            http.edit_message(channel, message, body, files.clone())
        })
        .await?;
        self.showing(at, prepared.shows);
        Ok(())
    }

    /// The picture `message` shows now (an interaction answer changed it): its file name, or
    /// `None` for none.
    pub fn set_picture(&self, message: u64, filename: Option<String>) {
        match filename {
            Some(f) => {
                self.shown.insert(message, f);
            }
            None => {
                self.shown.remove(&message);
            }
        }
    }

    /// Whether `user` has a live DM panel at `channel`'s table (delivery keeps it up to date).
    pub fn has_panel(&self, channel: ChannelId, user: UserId) -> bool {
        self.live.contains_key(&(channel, user))
    }

    /// Held while `message` is edited, so two edits of it land in the order they were decided.
    pub async fn edits_of(&self, message: u64) -> tokio::sync::MutexGuard<'_, ()> {
        let stripe = usize::try_from(message % EDIT_STRIPES as u64).unwrap_or(0);
        self.edits[stripe].lock().await
    }

    /// Whether `message` is (still) to show the picture `filename`: the last answer or edit
    /// that decided its picture chose this one.
    pub fn to_show(&self, message: u64, filename: &str) -> bool {
        self.shown.get(&message).is_some_and(|f| *f == filename)
    }

    /// Remembers which picture a message shows (after it was sent or edited).
    fn showing(&self, at: PanelAt, filename: Option<String>) {
        self.set_picture(at.message, filename);
    }

    /// Sends one stored message body with its nonce, retrying transient failures until they
    /// pass. Returns the message and the file name of the picture it shows (`None`: none).
    async fn send(
        &self,
        to: serenity::all::ChannelId,
        mut message: Value,
        nonce: &str,
    ) -> Result<(serenity::all::Message, Option<String>), serenity::Error> {
        message["nonce"] = Value::String(nonce.to_string());
        message["enforce_nonce"] = Value::Bool(true);
        let prepared = pictures::for_new(&mut message, &self.painter).await;
        let (http, files) = (&self.http, &prepared.files);
        let sent = retry::retry("send message", RETRY_FOREVER, |_| {
            http.send_message(to, files.clone(), &message)
        })
        .await?;
        Ok((sent, prepared.shows))
    }
}

/// Counts as pending work for [`Delivery::idle`] while it lives.
pub struct Busy(Arc<Delivery>);

impl Drop for Busy {
    fn drop(&mut self) {
        self.0.finished(1);
    }
}

/// Whether a message body carries buttons or menus.
fn has_components(body: &Value) -> bool {
    body["components"].as_array().is_some_and(|c| !c.is_empty())
}

fn hash(body: &str) -> u64 {
    let mut h = std::collections::hash_map::DefaultHasher::new();
    body.hash(&mut h);
    h.finish()
}

#[cfg(test)]
mod tests;
