//! A fake Discord on loopback: the REST routes the bot uses and a gateway websocket, recording
//! everything. The real serenity client talks to it through `DISCORD_PROXY_URL`.
//!
//! Several gateway shards: `serve_shards(n)` makes `GET /gateway/bot` say `n`; each connection
//! that IDENTIFYs with `shard: [id, n]` is that shard's, and an interaction is dispatched to
//! the connection of its guild's shard (`(guild_id >> 22) % n`; DMs on shard 0), as Discord
//! does. Every REST call's `Authorization` is recorded, so tests can tell processes apart.
//!
//! Faults can be injected per route (a 429 or a 500, before or after the request took
//! effect). Channel messages honour `nonce` + `enforce_nonce` like Discord, and a second
//! callback for one interaction is refused with 40060 like Discord.

#![allow(dead_code)]

/// Uploads (files beside a callback) arrive as multipart bodies.
#[path = "multipart.rs"]
mod multipart;

/// Files on messages: what an upload, an edit or an embed may name.
#[path = "attachments.rs"]
pub mod attachments;
use attachments::Attachment;

use super::limits::{Limit, LimitKind, take_limit};
use axum::Router;
use axum::extract::ws::{Message as WsMessage, WebSocket, WebSocketUpgrade};
use axum::extract::{Path, State};
use axum::http::{Method, StatusCode, Uri};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, patch, post, put};
use axum::serve::ListenerExt;
use serde_json::{Value, json};
use std::collections::{HashMap, HashSet};
use std::net::SocketAddr;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};
use tokio::sync::{Notify, mpsc};

pub const APP_ID: u64 = 900_000_000_000_000_001;
pub const BOT_USER: u64 = 900_000_000_000_000_002;

/// Where a message was posted.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Place {
    Channel(u64),
    /// A DM to this user.
    Dm(u64),
    /// An ephemeral interaction reply to this user.
    Ephemeral(u64),
}

#[derive(Clone, Debug)]
pub struct Msg {
    pub id: u64,
    pub channel: u64,
    pub place: Place,
    pub content: String,
    pub components: Value,
    /// The message's embeds (an array; empty when it has none).
    pub embeds: Value,
    pub nonce: Option<String>,
    /// Contents before each update, oldest first.
    pub history: Vec<String>,
    pub allowed_users: Vec<String>,
    /// The files the message shows now.
    pub attachments: Vec<Attachment>,
}

impl Msg {
    /// Every `custom_id` in the message's components.
    pub fn custom_ids(&self) -> Vec<String> {
        let mut out = Vec::new();
        for row in self.components.as_array().into_iter().flatten() {
            for c in row["components"].as_array().into_iter().flatten() {
                if let Some(id) = c["custom_id"].as_str() {
                    out.push(id.to_string());
                }
            }
        }
        out
    }

    /// Everything the message shows as text: its content and its embeds.
    pub fn text(&self) -> String {
        let embeds = embed_text(&self.embeds);
        if embeds.is_empty() {
            self.content.clone()
        } else if self.content.is_empty() {
            embeds
        } else {
            format!("{}\n{embeds}", self.content)
        }
    }

    /// The button with this label.
    pub fn button(&self, label: &str) -> Option<String> {
        for row in self.components.as_array().into_iter().flatten() {
            for c in row["components"].as_array().into_iter().flatten() {
                if c["type"] == 2 && c["label"] == label {
                    return c["custom_id"].as_str().map(str::to_string);
                }
            }
        }
        None
    }

    /// The select menus: (custom_id, option values).
    pub fn menus(&self) -> Vec<(String, Vec<String>)> {
        let mut out = Vec::new();
        for row in self.components.as_array().into_iter().flatten() {
            for c in row["components"].as_array().into_iter().flatten() {
                if c["type"] == 3 {
                    let values = c["options"]
                        .as_array()
                        .into_iter()
                        .flatten()
                        .filter_map(|o| o["value"].as_str().map(str::to_string))
                        .collect();
                    out.push((c["custom_id"].as_str().unwrap_or("").to_string(), values));
                }
            }
        }
        out
    }

    fn json(&self, app: u64) -> Value {
        let flags = if matches!(self.place, Place::Ephemeral(_)) {
            64
        } else {
            0
        };
        json!({
            "id": self.id.to_string(),
            "channel_id": self.channel.to_string(),
            "author": {"id": BOT_USER.to_string(), "username": "paiju", "discriminator": "0",
                        "global_name": null, "avatar": null, "bot": true},
            "content": self.content,
            "timestamp": "2025-01-01T00:00:00.000000+00:00",
            "edited_timestamp": null,
            "tts": false,
            "mention_everyone": false,
            "mentions": [],
            "mention_roles": [],
            "attachments": self.attachments.iter().map(Attachment::json).collect::<Vec<_>>(),
            "embeds": self.embeds,
            "pinned": false,
            "type": 0,
            "flags": flags,
            "application_id": app.to_string(),
            "components": self.components,
            "nonce": self.nonce,
        })
    }
}

#[derive(Clone, Debug)]
pub struct Request {
    pub method: String,
    pub path: String,
    pub body: Value,
    pub status: u16,
}

#[derive(Clone, Debug)]
pub struct Callback {
    pub interaction: u64,
    pub kind: u64,
    pub data: Value,
    pub latency: Duration,
    /// Files uploaded with the answer (multipart): name and bytes.
    pub files: Vec<(String, Vec<u8>)>,
}

/// A file uploaded to a message (new, edited or an interaction's answer).
#[derive(Clone, Debug)]
pub struct Upload {
    pub message: u64,
    pub filename: String,
    pub bytes: Vec<u8>,
}

/// A failure to inject: the next `times` requests whose method is `method` and whose path
/// contains `path` answer `status`. `after_effect`: the request takes effect first (the
/// message is posted, the callback recorded) and only the answer is lost.
#[derive(Clone, Debug)]
pub struct Fault {
    pub method: &'static str,
    pub path: String,
    pub status: u16,
    pub after_effect: bool,
    pub times: u32,
}

/// A gateway connection's outgoing dispatches: (event, data).
type Events = mpsc::UnboundedSender<(String, Value)>;

#[derive(Default)]
struct Inner {
    port: u16,
    requests: Vec<Request>,
    messages: Vec<Msg>,
    callbacks: Vec<Callback>,
    /// Every file uploaded: the message it went to, its name and size.
    uploads: Vec<Upload>,
    identify: Vec<Value>,
    dm_channels: HashMap<u64, u64>,
    closed_dms: HashSet<u64>,
    faults: Vec<Fault>,
    /// Rate limits and unanswered requests armed by `rate_limit` / `stall` (see `limits.rs`).
    limits: Vec<Limit>,
    dispatched: HashMap<u64, Instant>,
    /// Component interaction → the message it was used on.
    component_message: HashMap<u64, u64>,
    /// Interaction → the user, for ephemeral replies.
    interaction_user: HashMap<u64, (u64, u64)>,
    gateway: Option<mpsc::UnboundedSender<(String, Value)>>,
    commands: Vec<Value>,
    invalid: Vec<(String, String)>,
    /// What `GET /gateway/bot` says about shards.
    shard_total: u32,
    /// Shard id → (connection number, total the bot identified with, its connection).
    shard_gateways: HashMap<u32, (u64, u32, Events)>,
    next_connection: u64,
    /// Channel → its guild: interactions in the channel carry this `guild_id`.
    channel_guilds: HashMap<u64, u64>,
    /// Every interaction dispatched, with the shard it went to.
    routed: Vec<Routed>,
    /// Every REST call: method, path and `Authorization` header.
    callers: Vec<Caller>,
    /// Events dispatched while the bot was disconnected: sent when it resumes.
    missed: Vec<(String, Value)>,
    /// The last event sent before the connection dropped: Discord may send it again on
    /// RESUME (the bot must not act on it twice).
    last_sent: Option<(String, Value)>,
    /// Whether the next RESUME succeeds (else: invalid session, the bot must IDENTIFY).
    resumable: bool,
    /// RESUMEs the fake answered (op 6), and how many it refused.
    resumes: u32,
    refused_resumes: u32,
}

/// An interaction as the fake dispatched it.
#[derive(Clone, Debug)]
pub struct Routed {
    pub interaction: u64,
    /// 2 command, 3 component, 4 autocomplete.
    pub kind: u64,
    pub user: u64,
    pub channel: u64,
    pub guild: Option<u64>,
    /// The shard whose connection got it (0 when the bot runs unsharded).
    pub shard: u32,
}

/// A REST call and who made it.
#[derive(Clone, Debug)]
pub struct Caller {
    pub method: String,
    pub path: String,
    pub authorization: String,
    /// When the request arrived.
    pub at: Instant,
}

pub struct Fake {
    pub addr: SocketAddr,
    /// The same routes over TLS, for a bot that talks to "discord.com" directly (serenity's
    /// own rate limiter on): see `limits.rs`.
    pub tls_addr: SocketAddr,
    inner: Arc<Mutex<Inner>>,
    changed: Arc<Notify>,
    next_id: Arc<AtomicU64>,
    fail_gateway_url: Arc<AtomicBool>,
}

#[derive(Clone)]
struct Ctx {
    inner: Arc<Mutex<Inner>>,
    changed: Arc<Notify>,
    next_id: Arc<AtomicU64>,
    fail_gateway_url: Arc<AtomicBool>,
}

impl Ctx {
    fn id(&self) -> u64 {
        self.next_id.fetch_add(1, Ordering::SeqCst)
    }

    /// An ephemeral reply to `interaction`, seen only by the user who sent it, with the
    /// content and components of `data`.
    fn ephemeral(&self, interaction: u64, data: &Value) -> Msg {
        let (user, channel) = self
            .lock()
            .interaction_user
            .get(&interaction)
            .copied()
            .unwrap_or((0, 0));
        Msg {
            id: self.id(),
            channel,
            place: Place::Ephemeral(user),
            content: data["content"].as_str().unwrap_or("").to_string(),
            components: data["components"].clone(),
            embeds: if data["embeds"].is_array() {
                data["embeds"].clone()
            } else {
                json!([])
            },
            nonce: None,
            history: Vec::new(),
            allowed_users: Vec::new(),
            attachments: Vec::new(),
        }
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, Inner> {
        self.inner.lock().unwrap()
    }

    fn record(&self, method: &Method, uri: &Uri, body: &Value, status: u16) {
        self.lock().requests.push(Request {
            method: method.to_string(),
            path: uri.path().to_string(),
            body: body.clone(),
            status,
        });
        self.changed.notify_waiters();
    }

    /// Refuses a request that breaks Discord's limits, as Discord does.
    fn invalid(&self, method: &Method, uri: &Uri, body: &Value, why: String) -> Response {
        self.record(method, uri, body, 400);
        self.lock()
            .invalid
            .push((uri.path().to_string(), why.clone()));
        error(400, 50035, &format!("Invalid Form Body: {why}"))
    }

    /// The fault for this request, if one is armed.
    fn fault(&self, method: &Method, uri: &Uri) -> Option<Fault> {
        let mut inner = self.lock();
        let i = inner
            .faults
            .iter()
            .position(|f| f.method == method.as_str() && uri.path().contains(&f.path))?;
        let f = inner.faults[i].clone();
        inner.faults[i].times -= 1;
        if inner.faults[i].times == 0 {
            inner.faults.remove(i);
        }
        Some(f)
    }
}

fn error(status: u16, code: i64, message: &str) -> Response {
    let mut body = json!({"code": code, "message": message});
    if status == 429 {
        body = json!({"message": "You are being rate limited.", "retry_after": 0.05, "global": false, "code": 0});
    }
    (
        StatusCode::from_u16(status).unwrap(),
        [("content-type", "application/json")],
        body.to_string(),
    )
        .into_response()
}

fn ok_json(v: Value) -> Response {
    (
        StatusCode::OK,
        [("content-type", "application/json")],
        v.to_string(),
    )
        .into_response()
}

fn parse(body: &str) -> Value {
    serde_json::from_str(body).unwrap_or(Value::Null)
}

/// Why Discord would refuse this message (`50035 Invalid Form Body`): content over 2000
/// characters, or components over Discord's limits (5 rows; a row holds 1–5 buttons or one
/// select menu; custom ids 1–100 characters and unique; button labels up to 80; a select menu
/// has 1–25 options with unique values, labels and values up to 100, `max_values` no more
/// than its options).
pub fn refusal(content: &str, components: &Value) -> Option<String> {
    if content.chars().count() > 2000 {
        return Some(format!(
            "content has {} characters",
            content.chars().count()
        ));
    }
    let rows = match components {
        Value::Null => return None,
        Value::Array(rows) => rows,
        _ => return Some("components is not an array".into()),
    };
    if rows.len() > 5 {
        return Some(format!("{} action rows", rows.len()));
    }
    let mut ids = HashSet::new();
    let chars = |v: &Value| v.as_str().map_or(0, |s| s.chars().count());
    for row in rows {
        if row["type"] != 1 {
            return Some(format!("not an action row: {row}"));
        }
        let items = row["components"].as_array().cloned().unwrap_or_default();
        let buttons = items.iter().filter(|c| c["type"] == 2).count();
        let menus = items.iter().filter(|c| c["type"] == 3).count();
        if items.is_empty() || buttons > 5 || menus > 1 || (menus == 1 && items.len() > 1) {
            return Some(format!("a row of {buttons} buttons and {menus} menus"));
        }
        for c in &items {
            let id = c["custom_id"].as_str().unwrap_or("");
            if !(1..=100).contains(&id.chars().count()) {
                return Some(format!("custom_id {id:?}"));
            }
            if !ids.insert(id.to_string()) {
                return Some(format!("custom_id {id:?} twice"));
            }
            if c["type"] == 2 {
                let label = chars(&c["label"]);
                if label > 80 || (label == 0 && c["emoji"].is_null()) {
                    return Some(format!("button label {}", c["label"]));
                }
                continue;
            }
            let options = c["options"].as_array().cloned().unwrap_or_default();
            if !(1..=25).contains(&options.len()) {
                return Some(format!("a menu of {} options", options.len()));
            }
            let mut values = HashSet::new();
            for o in &options {
                if !(1..=100).contains(&chars(&o["label"]))
                    || !(1..=100).contains(&chars(&o["value"]))
                    || !values.insert(o["value"].to_string())
                {
                    return Some(format!("menu option {o}"));
                }
            }
            let min = c["min_values"].as_u64().unwrap_or(1);
            let max = c["max_values"].as_u64().unwrap_or(1);
            if min > 25
                || max == 0
                || max > 25
                || min > max
                || usize::try_from(max).unwrap() > options.len()
            {
                return Some(format!("min_values {min}, max_values {max}"));
            }
            if chars(&c["placeholder"]) > 150 {
                return Some("placeholder over 150 characters".into());
            }
        }
    }
    None
}

/// Why Discord would refuse these embeds: more than 10; a title over 256 characters, a
/// description over 4096, more than 25 fields, a field name over 256 or value over 1024, a
/// footer over 2048, or over 6000 characters in all.
pub fn embeds_refusal(embeds: &Value) -> Option<String> {
    let list = match embeds {
        Value::Null => return None,
        Value::Array(list) => list,
        _ => return Some("embeds is not an array".into()),
    };
    if list.len() > 10 {
        return Some(format!("{} embeds", list.len()));
    }
    let chars = |v: &Value| v.as_str().map_or(0, |s| s.chars().count());
    let mut total = 0;
    for e in list {
        let fields = e["fields"].as_array().cloned().unwrap_or_default();
        let (title, description, footer) = (
            chars(&e["title"]),
            chars(&e["description"]),
            chars(&e["footer"]["text"]),
        );
        if title > 256 || description > 4096 || footer > 2048 || fields.len() > 25 {
            return Some(format!(
                "an embed: title {title}, description {description}, footer {footer}, {} fields",
                fields.len()
            ));
        }
        total += title + description + footer + chars(&e["author"]["name"]);
        for f in &fields {
            let (name, value) = (chars(&f["name"]), chars(&f["value"]));
            if name == 0 || name > 256 || value == 0 || value > 1024 {
                return Some(format!("an embed field of {name}/{value} characters"));
            }
            total += name + value;
        }
    }
    (total > 6000).then(|| format!("embeds of {total} characters"))
}

/// The text of a message's embeds (titles, descriptions, fields, footers), for tests that
/// read everything a message shows.
pub fn embed_text(embeds: &Value) -> String {
    let mut out = Vec::new();
    for e in embeds.as_array().into_iter().flatten() {
        for part in [&e["title"], &e["description"], &e["footer"]["text"]] {
            if let Some(s) = part.as_str() {
                out.push(s.to_string());
            }
        }
        for f in e["fields"].as_array().into_iter().flatten() {
            out.push(format!(
                "{} {}",
                f["name"].as_str().unwrap_or(""),
                f["value"].as_str().unwrap_or("")
            ));
        }
    }
    out.join("\n")
}

/// Why Discord would refuse these autocomplete choices: over 25, or a name or value that is
/// empty or over 100 characters.
pub fn choices_refusal(choices: &Value) -> Option<String> {
    let list = choices.as_array()?;
    if list.len() > 25 {
        return Some(format!("{} choices", list.len()));
    }
    for c in list {
        let name = c["name"].as_str().map_or(0, |s| s.chars().count());
        let value = c["value"].as_str().map_or(1, |s| s.chars().count());
        if !(1..=100).contains(&name) || !(1..=100).contains(&value) {
            return Some(format!("choice {c}"));
        }
    }
    None
}

impl Fake {
    pub async fn start() -> Fake {
        Fake::start_on(0).await
    }

    /// On a given loopback port (0: any free one).
    pub async fn start_on(port: u16) -> Fake {
        let listener = tokio::net::TcpListener::bind(("127.0.0.1", port))
            .await
            .expect("a free loopback port");
        let addr = listener.local_addr().unwrap();
        let inner = Arc::new(Mutex::new(Inner {
            port: addr.port(),
            shard_total: 1,
            ..Inner::default()
        }));
        let ctx = Ctx {
            inner: inner.clone(),
            changed: Arc::new(Notify::new()),
            next_id: Arc::new(AtomicU64::new(500_000_000_000_000_000)),
            fail_gateway_url: Arc::new(AtomicBool::new(false)),
        };
        let app = Router::new()
            .route("/api/v10/gateway", get(gateway_url))
            .route("/api/v10/gateway/bot", get(gateway_url))
            .route("/gw", get(gateway_socket))
            .route(
                "/api/v10/interactions/{id}/{token}/callback",
                post(interaction_callback),
            )
            .route(
                "/api/v10/webhooks/{app}/{token}/messages/@original",
                patch(edit_original),
            )
            .route("/api/v10/users/@me/channels", post(create_dm))
            .route("/api/v10/channels/{id}/messages", post(create_message))
            .route(
                "/api/v10/channels/{id}/messages/{message}",
                patch(edit_message),
            )
            .route("/api/v10/applications/{app}/commands", put(put_commands))
            .route(
                "/api/v10/applications/{app}/guilds/{guild}/commands",
                put(put_commands),
            )
            .fallback(unknown)
            .layer(axum::middleware::from_fn_with_state(
                ctx.clone(),
                record_caller,
            ))
            .with_state(ctx.clone());
        // Without TCP_NODELAY a dispatch written right after another frame waits for the
        // bot's delayed ACK (40 ms on Linux): an artifact of the fake, not of the bot.
        let listener = listener.tap_io(|tcp| {
            let _ = tcp.set_nodelay(true);
        });
        let tls = super::limits::TlsListener::bind().await;
        let tls_addr = tls.addr;
        let tls_app = app.clone();
        tokio::spawn(async move {
            axum::serve(tls, tls_app).await.unwrap();
        });
        tokio::spawn(async move {
            axum::serve(listener, app).await.unwrap();
        });
        Fake {
            addr,
            tls_addr,
            inner,
            changed: ctx.changed,
            next_id: ctx.next_id,
            fail_gateway_url: ctx.fail_gateway_url,
        }
    }

    pub fn url(&self) -> String {
        format!("http://{}", self.addr)
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, Inner> {
        self.inner.lock().unwrap()
    }

    pub fn new_id(&self) -> u64 {
        self.next_id.fetch_add(1, Ordering::SeqCst)
    }

    /// Serves `total` gateway shards: `GET /gateway/bot` says so, and interactions go to the
    /// connection of their guild's shard.
    pub fn serve_shards(&self, total: u32) {
        self.lock().shard_total = total;
    }

    /// Interactions in `channel` come from `guild` (by default from `users::GUILD`).
    pub fn set_channel_guild(&self, channel: u64, guild: u64) {
        self.lock().channel_guilds.insert(channel, guild);
    }

    /// The shards connected now, and the total each identified with.
    pub fn connected_shards(&self) -> Vec<(u32, u32)> {
        let mut v: Vec<(u32, u32)> = self
            .lock()
            .shard_gateways
            .iter()
            .map(|(id, (_, total, _))| (*id, *total))
            .collect();
        v.sort_unstable();
        v
    }

    /// Every interaction dispatched, with the shard it went to.
    pub fn routed(&self) -> Vec<Routed> {
        self.lock().routed.clone()
    }

    /// Every REST call with its `Authorization` header.
    pub fn callers(&self) -> Vec<Caller> {
        self.lock().callers.clone()
    }

    /// `GET /gateway` answers 500 (the bot must refuse to start).
    pub fn fail_gateway_url(&self) {
        self.fail_gateway_url.store(true, Ordering::SeqCst);
    }

    pub fn close_dms(&self, user: u64) {
        self.lock().closed_dms.insert(user);
    }

    pub fn inject(&self, fault: Fault) {
        self.lock().faults.push(fault);
    }

    /// The next `times` requests `method` to a path containing `path` are answered 429 with
    /// `retry_after` (seconds, in the body and the `Retry-After` header, as Discord does);
    /// `global`: Discord's global limit (`X-RateLimit-Global`).
    pub fn rate_limit(
        &self,
        method: &'static str,
        path: &str,
        retry_after: f64,
        global: bool,
        times: u32,
    ) {
        self.lock().limits.push(Limit {
            method,
            path: path.to_string(),
            kind: LimitKind::RateLimited {
                retry_after,
                global,
            },
            times,
        });
    }

    /// The next `times` requests `method` to a path containing `path` are never answered
    /// (and take no effect): Discord hangs.
    pub fn stall(&self, method: &'static str, path: &str, times: u32) {
        self.lock().limits.push(Limit {
            method,
            path: path.to_string(),
            kind: LimitKind::Stall,
            times,
        });
    }

    /// Disarms every fault: Discord is well again.
    pub fn clear_faults(&self) {
        let mut inner = self.lock();
        inner.faults.clear();
        inner.limits.clear();
    }

    pub fn faults_left(&self) -> usize {
        self.lock().faults.len()
    }

    pub fn requests(&self) -> Vec<Request> {
        self.lock().requests.clone()
    }

    /// What was refused for breaking Discord's limits (400, code 50035): the path and why.
    pub fn invalid(&self) -> Vec<(String, String)> {
        self.lock().invalid.clone()
    }

    /// Every file uploaded, in order.
    pub fn uploads(&self) -> Vec<Upload> {
        self.inner.lock().unwrap().uploads.clone()
    }

    pub fn messages(&self) -> Vec<Msg> {
        self.lock().messages.clone()
    }

    /// The channel's log: the bot's text messages there, without the live table message
    /// (an embed without content; see `channel_all`).
    pub fn channel_messages(&self, channel: u64) -> Vec<Msg> {
        self.channel_all(channel)
            .into_iter()
            .filter(|m| !m.content.is_empty() || m.embeds.as_array().is_none_or(Vec::is_empty))
            .collect()
    }

    /// Every message in the channel, the live table message included.
    pub fn channel_all(&self, channel: u64) -> Vec<Msg> {
        self.messages()
            .into_iter()
            .filter(|m| m.place == Place::Channel(channel))
            .collect()
    }

    pub fn dms(&self, user: u64) -> Vec<Msg> {
        self.messages()
            .into_iter()
            .filter(|m| m.place == Place::Dm(user))
            .collect()
    }

    pub fn message(&self, id: u64) -> Option<Msg> {
        self.messages().into_iter().find(|m| m.id == id)
    }

    pub fn callbacks(&self) -> Vec<Callback> {
        self.lock().callbacks.clone()
    }

    pub fn commands(&self) -> Vec<Value> {
        self.lock().commands.clone()
    }

    pub fn identified(&self) -> usize {
        self.lock().identify.len()
    }

    pub fn identify_payloads(&self) -> Vec<Value> {
        self.lock().identify.clone()
    }

    /// The DM channel of `user` (created on demand, like Discord).
    pub fn dm_channel(&self, user: u64) -> u64 {
        if let Some(c) = self.lock().dm_channels.get(&user) {
            return *c;
        }
        let id = self.new_id();
        *self.lock().dm_channels.entry(user).or_insert(id)
    }

    /// Waits until `cond` holds (checked after every recorded change), at most `limit`.
    pub async fn wait_for(&self, what: &str, limit: Duration, cond: impl Fn(&Fake) -> bool) {
        let deadline = Instant::now() + limit;
        loop {
            let notified = self.changed.notified();
            tokio::pin!(notified);
            notified.as_mut().enable();
            if cond(self) {
                return;
            }
            let left = deadline.saturating_duration_since(Instant::now());
            if left.is_zero() {
                panic!(
                    "timed out waiting for {what}; last refusals: {:?}",
                    self.invalid().iter().rev().take(2).collect::<Vec<_>>()
                );
            }
            let _ = tokio::time::timeout(left.min(Duration::from_millis(200)), notified).await;
        }
    }

    /// Waits for the bot to identify at this gateway and register its commands. The real
    /// gateway is unreachable here: a bot that went there never arrives, and this fails.
    pub async fn wait_connected(&self) {
        self.wait_connected_within(Duration::from_secs(20)).await;
    }

    pub async fn wait_connected_within(&self, limit: Duration) {
        self.wait_for("IDENTIFY at the fake gateway", limit, |f| {
            f.identified() > 0
        })
        .await;
        self.wait_for("command registration", limit, |f| !f.commands().is_empty())
            .await;
    }

    /// Waits until no request has arrived for `quiet` (a bot in another process has
    /// finished what it was doing).
    pub async fn settle(&self, quiet: Duration) {
        loop {
            let n = self.lock().requests.len();
            tokio::time::sleep(quiet).await;
            if self.lock().requests.len() == n {
                return;
            }
        }
    }

    /// Sends a gateway dispatch (INTERACTION_CREATE …) to the connected bot.
    pub fn dispatch(&self, event: &str, data: Value) {
        let mut data = data;
        let mut inner = self.lock();
        let mut shard = None;
        if event == "INTERACTION_CREATE" {
            // Discord sets an interaction's guild from its channel.
            let in_channel = data["channel_id"]
                .as_str()
                .and_then(|c| c.parse::<u64>().ok())
                .and_then(|c| inner.channel_guilds.get(&c).copied());
            if let Some(g) = in_channel
                && !data["guild_id"].is_null()
            {
                data["guild_id"] = json!(g.to_string());
            }
            let id: u64 = data["id"].as_str().unwrap().parse().unwrap();
            inner.dispatched.insert(id, Instant::now());
            if let Some(m) = data["message"]["id"].as_str() {
                inner.component_message.insert(id, m.parse().unwrap());
            }
            let user = data["member"]["user"]["id"]
                .as_str()
                .or(data["user"]["id"].as_str())
                .unwrap()
                .parse()
                .unwrap();
            let channel = data["channel_id"].as_str().unwrap().parse().unwrap();
            inner.interaction_user.insert(id, (user, channel));
            let guild: Option<u64> = data["guild_id"].as_str().map(|g| g.parse().unwrap());
            // Sharded: the guild's shard (`(guild_id >> 22) % total`), DMs on shard 0.
            let total = inner.shard_gateways.values().map(|(_, t, _)| *t).max();
            let to = match total {
                Some(t) if t > 1 => {
                    u32::try_from(guild.map_or(0, |g| (g >> 22) % u64::from(t))).unwrap()
                }
                _ => 0,
            };
            shard = total.filter(|t| *t > 1).map(|_| to);
            inner.routed.push(Routed {
                interaction: id,
                kind: data["type"].as_u64().unwrap_or(0),
                user,
                channel,
                guild,
                shard: to,
            });
        }
        if shard.is_none()
            && inner
                .gateway
                .as_ref()
                .is_none_or(mpsc::UnboundedSender::is_closed)
        {
            // The bot is away (a dropped connection): Discord keeps the event for its RESUME.
            inner.missed.push((event.to_string(), data));
            return;
        }
        let gateway = match shard {
            Some(s) => {
                &inner
                    .shard_gateways
                    .get(&s)
                    .unwrap_or_else(|| panic!("shard {s} is not connected"))
                    .2
            }
            None => inner.gateway.as_ref().expect("the bot is not connected"),
        };
        gateway.send((event.to_string(), data)).unwrap();
    }

    /// Drops the bot's gateway connection (close code 4000: it may resume). `resumable`:
    /// whether its RESUME is accepted (the missed events and the last one before the drop are
    /// then delivered) or refused as an invalid session (it must IDENTIFY afresh).
    pub fn drop_gateway(&self, resumable: bool) {
        let mut inner = self.lock();
        inner.resumable = resumable;
        if let Some(g) = inner.gateway.as_ref() {
            let _ = g.send(("__CLOSE__".to_string(), Value::Null));
        }
    }

    /// RESUMEs answered, and how many of them were refused.
    pub fn resumes(&self) -> (u32, u32) {
        let inner = self.lock();
        (inner.resumes, inner.refused_resumes)
    }

    /// The message as an interaction carries it: as it is now (Discord sends the current
    /// message, with its current attachments), however old the test's copy.
    pub fn message_json(&self, m: &Msg) -> Value {
        self.message(m.id).unwrap_or_else(|| m.clone()).json(APP_ID)
    }
}

async fn unknown(State(ctx): State<Ctx>, method: Method, uri: Uri, body: String) -> Response {
    ctx.record(&method, &uri, &parse(&body), 404);
    error(404, 0, "404: Not Found (the fake does not serve this)")
}

async fn gateway_url(State(ctx): State<Ctx>, method: Method, uri: Uri) -> Response {
    if ctx.fail_gateway_url.load(Ordering::SeqCst) {
        ctx.record(&method, &uri, &Value::Null, 500);
        return error(500, 0, "boom");
    }
    ctx.record(&method, &uri, &Value::Null, 200);
    let (port, shards) = {
        let inner = ctx.lock();
        (inner.port, inner.shard_total)
    };
    ok_json(json!({
        "url": format!("ws://127.0.0.1:{port}/gw"),
        "shards": shards,
        "session_start_limit": {"total": 1000, "remaining": 1000, "reset_after": 0, "max_concurrency": 1}
    }))
}

async fn gateway_socket(State(ctx): State<Ctx>, ws: WebSocketUpgrade) -> Response {
    ws.on_upgrade(move |socket| gateway_session(socket, ctx))
}

async fn gateway_session(mut socket: WebSocket, ctx: Ctx) {
    let hello = json!({"op": 10, "d": {"heartbeat_interval": 41_250}, "s": null, "t": null});
    if socket
        .send(WsMessage::Text(hello.to_string().into()))
        .await
        .is_err()
    {
        return;
    }
    let (tx, mut rx) = mpsc::unbounded_channel::<(String, Value)>();
    let mut seq = 0u64;
    // This connection's number and the shard it identified as.
    let connection = {
        let mut inner = ctx.lock();
        inner.next_connection += 1;
        inner.next_connection
    };
    let mut as_shard: Option<u32> = None;
    loop {
        tokio::select! {
            incoming = socket.recv() => {
                let Some(Ok(msg)) = incoming else { break };
                let WsMessage::Text(text) = msg else { continue };
                let v = parse(text.as_str());
                match v["op"].as_u64() {
                    Some(2) => {
                        let port = {
                            let mut inner = ctx.lock();
                            inner.identify.push(v["d"].clone());
                            inner.gateway = Some(tx.clone());
                            let shard = &v["d"]["shard"];
                            if let (Some(id), Some(total)) = (shard[0].as_u64(), shard[1].as_u64()) {
                                let (id, total) = (u32::try_from(id).unwrap(), u32::try_from(total).unwrap());
                                inner.shard_gateways.insert(id, (connection, total, tx.clone()));
                                as_shard = Some(id);
                            }
                            inner.port
                        };
                        ctx.changed.notify_waiters();
                        seq += 1;
                        let ready = json!({"op": 0, "s": seq, "t": "READY", "d": {
                            "v": 10,
                            "user": {"id": BOT_USER.to_string(), "username": "paiju", "discriminator": "0",
                                     "global_name": null, "avatar": null, "bot": true},
                            "guilds": [],
                            "session_id": "fake-session",
                            "resume_gateway_url": format!("ws://127.0.0.1:{port}/gw"),
                            "shard": v["d"]["shard"],
                            "application": {"id": APP_ID.to_string(), "flags": 0}
                        }});
                        if socket.send(WsMessage::Text(ready.to_string().into())).await.is_err() {
                            break;
                        }
                    }
                    Some(6) => {
                        // RESUME: accepted (RESUMED, then what was missed, the last event
                        // before the drop first — Discord may send it again), or refused as
                        // an invalid session.
                        let replay = {
                            let mut inner = ctx.lock();
                            inner.resumes += 1;
                            if inner.resumable {
                                inner.gateway = Some(tx.clone());
                                let mut events: Vec<(String, Value)> =
                                    inner.last_sent.clone().into_iter().collect();
                                events.append(&mut inner.missed);
                                Some(events)
                            } else {
                                inner.refused_resumes += 1;
                                None
                            }
                        };
                        ctx.changed.notify_waiters();
                        let Some(events) = replay else {
                            let invalid = json!({"op": 9, "d": false, "s": null, "t": null});
                            if socket.send(WsMessage::Text(invalid.to_string().into())).await.is_err() {
                                break;
                            }
                            continue;
                        };
                        seq += 1;
                        let resumed = json!({"op": 0, "s": seq, "t": "RESUMED", "d": {}});
                        if socket.send(WsMessage::Text(resumed.to_string().into())).await.is_err() {
                            break;
                        }
                        for (event, data) in events {
                            let _ = tx.send((event, data));
                        }
                    }
                    Some(1) => {
                        let ack = json!({"op": 11, "d": null, "s": null, "t": null});
                        if socket.send(WsMessage::Text(ack.to_string().into())).await.is_err() {
                            break;
                        }
                    }
                    _ => {}
                }
            }
            out = rx.recv() => {
                let Some((event, data)) = out else { break };
                if event == "__CLOSE__" {
                    let close = axum::extract::ws::CloseFrame {
                        code: 4000,
                        reason: "dropped by the test".into(),
                    };
                    let _ = socket.send(WsMessage::Close(Some(close))).await;
                    break;
                }
                ctx.lock().last_sent = Some((event.clone(), data.clone()));
                seq += 1;
                let frame = json!({"op": 0, "s": seq, "t": event, "d": data});
                if socket.send(WsMessage::Text(frame.to_string().into())).await.is_err() {
                    break;
                }
            }
        }
    }
    // A shard whose connection closed gets no more events (until it identifies again).
    if let Some(id) = as_shard {
        let mut inner = ctx.lock();
        if inner
            .shard_gateways
            .get(&id)
            .is_some_and(|(c, _, _)| *c == connection)
        {
            inner.shard_gateways.remove(&id);
        }
        drop(inner);
        ctx.changed.notify_waiters();
    }
}

/// Records every REST call's method, path and `Authorization` header.
async fn record_caller(
    State(ctx): State<Ctx>,
    request: axum::extract::Request,
    next: axum::middleware::Next,
) -> Response {
    let authorization = request
        .headers()
        .get("authorization")
        .and_then(|v| v.to_str().ok())
        .unwrap_or("")
        .to_string();
    let limit = {
        let mut inner = ctx.lock();
        inner.callers.push(Caller {
            method: request.method().to_string(),
            path: request.uri().path().to_string(),
            authorization,
            at: Instant::now(),
        });
        take_limit(&mut inner.limits, request.method(), request.uri())
    };
    match limit {
        Some(limit) => limit.answer().await,
        None => next.run(request).await,
    }
}

async fn interaction_callback(
    State(ctx): State<Ctx>,
    Path((id, _token)): Path<(u64, String)>,
    method: Method,
    uri: Uri,
    headers: axum::http::HeaderMap,
    bytes: axum::body::Bytes,
) -> Response {
    let arrived = Instant::now();
    let content_type = headers
        .get("content-type")
        .and_then(|v| v.to_str().ok())
        .unwrap_or("");
    let (body, files) = match multipart::split(content_type, &bytes) {
        Some((json, files)) => (parse(&json), files),
        None => (parse(&String::from_utf8_lossy(&bytes)), Vec::new()),
    };
    let fault = ctx.fault(&method, &uri);
    if let Some(f) = &fault
        && !f.after_effect
    {
        ctx.record(&method, &uri, &body, f.status);
        return error(f.status, 0, "injected");
    }
    let kind = body["type"].as_u64().unwrap_or(0);
    let invalid = match kind {
        4 | 7 => refusal(
            body["data"]["content"].as_str().unwrap_or(""),
            &body["data"]["components"],
        ),
        8 => choices_refusal(&body["data"]["choices"]),
        _ => None,
    };
    if let Some(why) = invalid {
        return ctx.invalid(&method, &uri, &body, why);
    }
    let already = ctx.lock().callbacks.iter().any(|c| c.interaction == id);
    if already {
        ctx.record(&method, &uri, &body, 400);
        return error(400, 40060, "Interaction has already been acknowledged.");
    }
    let data = body["data"].clone();
    // The message a type-4 callback creates, built before taking the lock (it takes it too).
    let mut created = (kind == 4).then(|| ctx.ephemeral(id, &data));
    let updated = if kind == 7 {
        let inner = ctx.lock();
        inner
            .component_message
            .get(&id)
            .and_then(|mid| inner.messages.iter().find(|m| m.id == *mid))
            .map(|m| (m.id, m.attachments.clone(), m.embeds.clone()))
    } else {
        None
    };
    let existing = updated.as_ref().map(|u| u.1.clone()).unwrap_or_default();
    let files_now = match attachments::apply(&existing, &data, files.clone(), || ctx.id()) {
        Ok(f) => f,
        Err(why) => return ctx.invalid(&method, &uri, &body, why),
    };
    let embeds_now = if data["embeds"].is_array() {
        data["embeds"].clone()
    } else {
        updated.as_ref().map_or(json!([]), |u| u.2.clone())
    };
    if let Some(why) = attachments::embed_refusal(&embeds_now, &files_now) {
        return ctx.invalid(&method, &uri, &body, why);
    }
    let target = created
        .as_ref()
        .map(|m| m.id)
        .or(updated.as_ref().map(|u| u.0));
    if let Some(m) = created.as_mut() {
        m.attachments = files_now.clone();
    }
    // The callback and its effect on the messages land together: whoever sees the callback
    // also sees the message it created or updated.
    {
        let mut inner = ctx.lock();
        let latency = inner
            .dispatched
            .get(&id)
            .map(|t| arrived.duration_since(*t))
            .unwrap_or_default();
        match created {
            // A new (ephemeral) message.
            Some(msg) => inner.messages.push(msg),
            // Type 7: update the message the component was on.
            None if kind == 7 => {
                if let Some(mid) = inner.component_message.get(&id).copied()
                    && let Some(m) = inner.messages.iter_mut().find(|m| m.id == mid)
                {
                    m.history.push(std::mem::take(&mut m.content));
                    m.content = data["content"].as_str().unwrap_or("").to_string();
                    if !data["components"].is_null() {
                        m.components = data["components"].clone();
                    }
                    if data["embeds"].is_array() {
                        m.embeds = data["embeds"].clone();
                    }
                    m.attachments = files_now.clone();
                }
            }
            None => {}
        }
        if let Some(message) = target {
            record_uploads(&mut inner, message, &existing, &files_now);
        }
        inner.callbacks.push(Callback {
            interaction: id,
            kind,
            data,
            latency,
            files,
        });
    }
    let status = fault.map_or(204, |f| f.status);
    ctx.record(&method, &uri, &body, status);
    if status == 204 {
        StatusCode::NO_CONTENT.into_response()
    } else {
        error(status, 0, "injected after effect")
    }
}

async fn edit_original(
    State(ctx): State<Ctx>,
    Path((_app, token)): Path<(u64, String)>,
    method: Method,
    uri: Uri,
    headers: axum::http::HeaderMap,
    bytes: axum::body::Bytes,
) -> Response {
    let (body, files) = body_and_files(&headers, &bytes);
    let files_now = match attachments::apply(&[], &body, files, || ctx.id()) {
        Ok(f) => f,
        Err(why) => return ctx.invalid(&method, &uri, &body, why),
    };
    if let Some(why) = refusal(body["content"].as_str().unwrap_or(""), &body["components"]) {
        return ctx.invalid(&method, &uri, &body, why);
    }
    ctx.record(&method, &uri, &body, 200);
    // Tokens are `tok-<interaction id>`.
    let id: u64 = token.trim_start_matches("tok-").parse().unwrap_or(0);
    let mut msg = ctx.ephemeral(id, &body);
    msg.attachments = files_now;
    let json = msg.json(APP_ID);
    let mut inner = ctx.lock();
    record_uploads(&mut inner, msg.id, &[], &msg.attachments);
    inner.messages.push(msg);
    ok_json(json)
}

async fn create_dm(State(ctx): State<Ctx>, method: Method, uri: Uri, body: String) -> Response {
    let body = parse(&body);
    if let Some(f) = ctx.fault(&method, &uri) {
        ctx.record(&method, &uri, &body, f.status);
        return error(f.status, 0, "injected");
    }
    ctx.record(&method, &uri, &body, 200);
    let user: u64 = body["recipient_id"]
        .as_str()
        .map(|s| s.parse().unwrap())
        .or(body["recipient_id"].as_u64())
        .unwrap();
    let channel = {
        let existing = ctx.lock().dm_channels.get(&user).copied();
        match existing {
            Some(c) => c,
            None => {
                let id = ctx.id();
                *ctx.lock().dm_channels.entry(user).or_insert(id)
            }
        }
    };
    ok_json(json!({
        "id": channel.to_string(),
        "type": 1,
        "last_message_id": null,
        "recipients": [{"id": user.to_string(), "username": format!("user{user}"), "discriminator": "0", "global_name": null, "avatar": null}]
    }))
}

async fn create_message(
    State(ctx): State<Ctx>,
    Path(channel): Path<u64>,
    method: Method,
    uri: Uri,
    headers: axum::http::HeaderMap,
    bytes: axum::body::Bytes,
) -> Response {
    let (body, files) = body_and_files(&headers, &bytes);
    let fault = ctx.fault(&method, &uri);
    if let Some(f) = &fault
        && !f.after_effect
    {
        ctx.record(&method, &uri, &body, f.status);
        return error(f.status, 0, "injected");
    }
    let dm_of = ctx
        .lock()
        .dm_channels
        .iter()
        .find(|(_, c)| **c == channel)
        .map(|(u, _)| *u);
    if let Some(user) = dm_of
        && ctx.lock().closed_dms.contains(&user)
    {
        ctx.record(&method, &uri, &body, 403);
        return error(403, 50007, "Cannot send messages to this user");
    }
    if let Some(why) = refusal(body["content"].as_str().unwrap_or(""), &body["components"])
        .or_else(|| embeds_refusal(&body["embeds"]))
    {
        return ctx.invalid(&method, &uri, &body, why);
    }
    let files_now = match attachments::apply(&[], &body, files, || ctx.id()) {
        Ok(f) => f,
        Err(why) => return ctx.invalid(&method, &uri, &body, why),
    };
    if let Some(why) = attachments::embed_refusal(&body["embeds"], &files_now) {
        return ctx.invalid(&method, &uri, &body, why);
    }
    let empty = |v: &Value| v.as_array().is_none_or(Vec::is_empty);
    if body["content"].as_str().unwrap_or("").is_empty()
        && empty(&body["embeds"])
        && files_now.is_empty()
    {
        return ctx.invalid(&method, &uri, &body, "an empty message (50006)".into());
    }
    let nonce = body["nonce"].as_str().map(str::to_string);
    let existing = if body["enforce_nonce"] == true && nonce.is_some() {
        ctx.lock()
            .messages
            .iter()
            .find(|m| m.channel == channel && m.nonce == nonce)
            .cloned()
    } else {
        None
    };
    let msg = match existing {
        Some(m) => m,
        None => {
            let msg = Msg {
                id: ctx.id(),
                channel,
                place: match dm_of {
                    Some(u) => Place::Dm(u),
                    None => Place::Channel(channel),
                },
                content: body["content"].as_str().unwrap_or("").to_string(),
                components: if body["components"].is_null() {
                    json!([])
                } else {
                    body["components"].clone()
                },
                embeds: if body["embeds"].is_array() {
                    body["embeds"].clone()
                } else {
                    json!([])
                },
                nonce,
                history: Vec::new(),
                allowed_users: body["allowed_mentions"]["users"]
                    .as_array()
                    .into_iter()
                    .flatten()
                    .map(|u| u.as_str().map_or_else(|| u.to_string(), str::to_string))
                    .collect(),
                attachments: files_now,
            };
            let mut inner = ctx.lock();
            record_uploads(&mut inner, msg.id, &[], &msg.attachments);
            inner.messages.push(msg.clone());
            msg
        }
    };
    let status = fault.map_or(200, |f| f.status);
    ctx.record(&method, &uri, &body, status);
    if status == 200 {
        ok_json(msg.json(APP_ID))
    } else {
        error(status, 0, "injected after effect")
    }
}

/// `PATCH /channels/{id}/messages/{message}`: the bot edits a message it sent (a DM panel
/// losing its buttons). Only what the body names changes; an unknown message is a 404.
async fn edit_message(
    State(ctx): State<Ctx>,
    Path((channel, message)): Path<(u64, u64)>,
    method: Method,
    uri: Uri,
    headers: axum::http::HeaderMap,
    bytes: axum::body::Bytes,
) -> Response {
    let (body, files) = body_and_files(&headers, &bytes);
    if let Some(f) = ctx.fault(&method, &uri) {
        ctx.record(&method, &uri, &body, f.status);
        return error(f.status, 0, "injected");
    }
    let content = body["content"].as_str();
    if let Some(why) = refusal(content.unwrap_or(""), &body["components"])
        .or_else(|| embeds_refusal(&body["embeds"]))
    {
        return ctx.invalid(&method, &uri, &body, why);
    }
    let mut inner = ctx.lock();
    let Some(m) = inner
        .messages
        .iter_mut()
        .find(|m| m.id == message && m.channel == channel)
    else {
        drop(inner);
        ctx.record(&method, &uri, &body, 404);
        return error(404, 10008, "Unknown Message");
    };
    let existing = m.attachments.clone();
    let files_now = match attachments::apply(&existing, &body, files, || {
        ctx.next_id.fetch_add(1, Ordering::SeqCst)
    }) {
        Ok(f) => f,
        Err(why) => {
            drop(inner);
            return ctx.invalid(&method, &uri, &body, why);
        }
    };
    let embeds_now = if body["embeds"].is_array() {
        body["embeds"].clone()
    } else {
        m.embeds.clone()
    };
    if let Some(why) = attachments::embed_refusal(&embeds_now, &files_now) {
        drop(inner);
        return ctx.invalid(&method, &uri, &body, why);
    }
    m.attachments = files_now.clone();
    m.history.push(m.content.clone());
    if let Some(c) = content {
        m.content = c.to_string();
    }
    if !body["components"].is_null() {
        m.components = body["components"].clone();
    }
    if body["embeds"].is_array() {
        m.embeds = body["embeds"].clone();
    }
    let json = m.json(APP_ID);
    record_uploads(&mut inner, message, &existing, &files_now);
    drop(inner);
    ctx.record(&method, &uri, &body, 200);
    ctx.changed.notify_waiters();
    ok_json(json)
}

/// A request's JSON and its uploaded files (a multipart body), or its JSON alone.
fn body_and_files(headers: &axum::http::HeaderMap, bytes: &[u8]) -> (Value, multipart::Files) {
    let content_type = headers
        .get("content-type")
        .and_then(|v| v.to_str().ok())
        .unwrap_or("");
    match multipart::split(content_type, bytes) {
        Some((json, files)) => (parse(&json), files),
        None => (parse(&String::from_utf8_lossy(bytes)), Vec::new()),
    }
}

/// The files a message gained in a request, counted as uploads.
fn record_uploads(inner: &mut Inner, message: u64, before: &[Attachment], now: &[Attachment]) {
    for a in now {
        if !before.iter().any(|b| b.id == a.id) {
            inner.uploads.push(Upload {
                message,
                filename: a.filename.clone(),
                bytes: a.bytes.clone(),
            });
        }
    }
}

async fn put_commands(State(ctx): State<Ctx>, method: Method, uri: Uri, body: String) -> Response {
    let body = parse(&body);
    ctx.record(&method, &uri, &body, 200);
    let mut out = Vec::new();
    for c in body.as_array().into_iter().flatten() {
        let mut c = c.clone();
        c["id"] = json!(ctx.id().to_string());
        c["application_id"] = json!(APP_ID.to_string());
        c["version"] = json!("1");
        out.push(c);
    }
    ctx.lock().commands = out.clone();
    ctx.changed.notify_waiters();
    ok_json(Value::Array(out))
}
