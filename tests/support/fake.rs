//! A fake Discord on loopback: the REST routes the bot uses and a gateway websocket, recording
//! everything. The real serenity client talks to it through `DISCORD_PROXY_URL`.
//!
//! Several gateway shards: `serve_shards(n)` makes `GET /gateway/bot` say `n`; each connection
//! that IDENTIFYs with `shard: [id, n]` is that shard's — the newest IDENTIFY of a shard gets
//! its events (a process taking a shard over connects before the old one closes) — and an
//! interaction is dispatched to the connection of its guild's shard (`(guild_id >> 22) % n`;
//! DMs on shard 0), as Discord does. An event for a shard nobody is connected as is the test's
//! mistake (Discord would fail it), unless the test opted in to `hold_for_absent_shards`.
//! Every REST call's `Authorization` is recorded (callbacks and edits of an original response
//! keep theirs too), so tests can tell processes apart.
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

/// What Discord refuses: over-long content, components and embeds past its limits.
#[path = "fake/validate.rs"]
mod validate;
pub use validate::{choices_refusal, embeds_refusal, refusal};

/// The gateway: `GET /gateway`, the websocket, identify, resume and dispatch.
#[path = "fake/gateway.rs"]
mod gateway;
use gateway::{gateway_socket, gateway_url};

/// The REST routes: interaction callbacks, messages, DMs, commands.
#[path = "fake/rest.rs"]
mod rest;
use rest::{
    create_dm, create_message, edit_message, edit_original, interaction_callback, put_commands,
    record_caller, unknown,
};

/// The messages the fake keeps, found by id and by nonce.
#[path = "fake/messages.rs"]
mod messages;
pub use messages::{Msg, Place};
/// What the tests read: recorded requests, messages, callbacks, and waiting for them.
#[path = "fake/queries.rs"]
mod queries;

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
    pub files: Vec<(String, axum::body::Bytes)>,
    /// The caller's `Authorization` header: which bot process answered.
    pub authorization: String,
    /// When the callback arrived.
    pub at: Instant,
}

/// An edit of an interaction's original response (`PATCH /webhooks/{app}/{token}/messages/
/// @original`): how a deferred interaction gets its answer.
#[derive(Clone, Debug)]
pub struct OriginalEdit {
    pub interaction: u64,
    pub body: Value,
    pub authorization: String,
    pub at: Instant,
}

/// A file uploaded to a message (new, edited or an interaction's answer).
#[derive(Clone, Debug)]
pub struct Upload {
    pub message: u64,
    pub filename: String,
    pub bytes: axum::body::Bytes,
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
    /// Message id → its place in `messages`, and (channel, nonce) → the same: lookups at
    /// thousands of messages must not scan them all (the load tests post tens of thousands).
    message_at: HashMap<u64, usize>,
    nonce_at: HashMap<(u64, String), usize>,
    callbacks: Vec<Callback>,
    /// Every edit of an original response, in order.
    original_edits: Vec<OriginalEdit>,
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
    /// The message an interaction's callback created (type 4) or its first deferred edit
    /// made: what a later edit of its original response edits.
    original_message: HashMap<u64, u64>,
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
    /// Whether an event for a shard with no connection is held (`hold_for_absent_shards`)
    /// instead of failing the test.
    hold_absent: bool,
    /// Held events by shard: sent to the next connection that identifies as the shard.
    held: HashMap<u32, Vec<(String, Value)>>,
    /// Connection number → the token it identified with.
    connection_tokens: HashMap<u64, String>,
    /// The last event sent before the connection dropped: Discord may send it again on
    /// RESUME (the bot must not act on it twice).
    last_sent: Option<(String, Value)>,
    /// Whether the next RESUME succeeds (else: invalid session, the bot must IDENTIFY).
    resumable: bool,
    /// Whether interactions no Discord client sends (a slash command without a required
    /// option) are dispatched anyway: for the fuzz tests, which send anything.
    any_client: bool,
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
    /// A component's `custom_id`.
    pub custom_id: Option<String>,
    /// A command's name.
    pub command: Option<String>,
    /// When it was dispatched.
    pub at: Instant,
    /// The token the connection it was sent to identified with (`Bot …`); `None` when it was
    /// held or kept for a RESUME.
    pub received_by: Option<String>,
}

/// A REST call and who made it.
#[derive(Clone, Debug)]
pub struct Caller {
    pub method: String,
    pub path: String,
    pub authorization: String,
    /// When the request arrived.
    pub at: Instant,
    /// The same as wall-clock milliseconds since the Unix epoch (to compare with times the
    /// bots stored).
    pub unix_ms: i64,
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
    /// Last: the servers stop when the fake is dropped.
    _runtime: OwnRuntime,
}

/// The fake's own threads: Discord's work is not the bot's, so the fake never queues behind
/// the bot's tasks on the bot's runtime (nor the bot's behind the fake's), and in a load test
/// the two share the machine's cores only as two processes would.
struct OwnRuntime(Option<tokio::runtime::Runtime>);

impl OwnRuntime {
    fn start() -> OwnRuntime {
        let runtime = tokio::runtime::Builder::new_multi_thread()
            .worker_threads(2)
            .thread_name("fake-discord")
            .enable_all()
            .build()
            .expect("the fake's runtime starts");
        OwnRuntime(Some(runtime))
    }

    fn handle(&self) -> tokio::runtime::Handle {
        self.0.as_ref().expect("running").handle().clone()
    }
}

impl Drop for OwnRuntime {
    fn drop(&mut self) {
        // Dropped inside a test's runtime: a runtime may not block there.
        if let Some(r) = self.0.take() {
            r.shutdown_background();
        }
    }
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

impl Fake {
    pub async fn start() -> Fake {
        Fake::start_on(0).await
    }

    /// On a given loopback port (0: any free one), served by the fake's own threads.
    pub async fn start_on(port: u16) -> Fake {
        let runtime = OwnRuntime::start();
        let fake = runtime
            .handle()
            .spawn(Fake::serve(port))
            .await
            .expect("the fake starts");
        Fake {
            _runtime: runtime,
            ..fake
        }
    }

    /// Binds and serves on the runtime it runs on.
    async fn serve(port: u16) -> Fake {
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
            _runtime: OwnRuntime(None),
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

    /// From now on an event for a shard no connection identified as is held, and sent to the
    /// first connection that identifies as that shard (as the events missed by a dropped
    /// connection are sent on its RESUME), instead of failing the test. Real Discord fails an
    /// interaction whose shard has no session: a test opts in only where it says why.
    pub fn hold_for_absent_shards(&self) {
        self.lock().hold_absent = true;
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
}
