//! What tests read from the fake: every request, message, callback and upload recorded, and
//! waiting for the bot to get somewhere.

use super::*;

impl Fake {
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

    /// The text of each of `channel_messages`, in order.
    pub fn channel_texts(&self, channel: u64) -> Vec<String> {
        self.channel_messages(channel)
            .into_iter()
            .map(|m| m.content)
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

    /// Every edit of an interaction's original response (a deferred answer), in order.
    pub fn original_edits(&self) -> Vec<OriginalEdit> {
        self.lock().original_edits.clone()
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

    /// From now on, dispatch interactions no Discord client would send too (a slash command
    /// without its required options): a fuzz test's malformed input, which the bot must
    /// refuse as clearly as anything else.
    pub fn accept_any_client(&self) {
        self.lock().any_client = true;
    }

    /// Sends a gateway dispatch (INTERACTION_CREATE …) to the connected bot. A slash command
    /// no Discord client could send is the test's mistake: it panics, naming what is missing.
    pub fn dispatch(&self, event: &str, data: Value) {
        let mut data = data;
        let mut inner = self.lock();
        let mut shard = None;
        if event == "INTERACTION_CREATE" {
            if data["type"] == 2
                && !inner.any_client
                && let Some(why) = validate::unsendable(&inner.commands, &data["data"])
            {
                // Not while holding the lock: the fake's server tasks go on using it.
                drop(inner);
                panic!("{why}");
            }
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
            // Sharded: the guild's shard (`(guild_id >> 22) % total`), DMs on shard 0. The
            // total is what the fake serves (or what a connected bot identified with).
            let connected = inner.shard_gateways.values().map(|(_, t, _)| *t).max();
            let total = connected.or((inner.shard_total > 1).then_some(inner.shard_total));
            let to = match total {
                Some(t) if t > 1 => {
                    u32::try_from(guild.map_or(0, |g| (g >> 22) % u64::from(t))).unwrap()
                }
                _ => 0,
            };
            shard = total.filter(|t| *t > 1).map(|_| to);
            let custom_id = data["data"]["custom_id"].as_str().map(str::to_string);
            let command = (data["type"] != 3)
                .then(|| data["data"]["name"].as_str().map(str::to_string))
                .flatten();
            inner.routed.push(Routed {
                interaction: id,
                kind: data["type"].as_u64().unwrap_or(0),
                user,
                channel,
                guild,
                shard: to,
                custom_id,
                command,
                at: Instant::now(),
                received_by: None,
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
            Some(s) => match inner.shard_gateways.get(&s) {
                Some((connection, _, tx)) => {
                    let (connection, tx) = (*connection, tx.clone());
                    let token = inner.connection_tokens.get(&connection).cloned();
                    if event == "INTERACTION_CREATE"
                        && let Some(r) = inner.routed.last_mut()
                    {
                        r.received_by = token;
                    }
                    tx
                }
                None if inner.hold_absent => {
                    // Sent to the first connection that identifies as the shard.
                    inner
                        .held
                        .entry(s)
                        .or_default()
                        .push((event.to_string(), data));
                    return;
                }
                None => {
                    // Not while holding the lock: the fake's server tasks go on using it.
                    drop(inner);
                    panic!(
                        "{event} for shard {s}, which no connection identified as (Discord \
                         would fail it; `hold_for_absent_shards` holds it instead)"
                    );
                }
            },
            None => inner.gateway.clone().expect("the bot is not connected"),
        };
        drop(inner);
        assert!(
            gateway.send((event.to_string(), data)).is_ok(),
            "{event}: the connection closed"
        );
    }

    /// Events held for shards nobody was connected as (`hold_for_absent_shards`), not yet
    /// sent: (shard, event).
    pub fn held(&self) -> Vec<(u32, String)> {
        let inner = self.lock();
        let mut out: Vec<(u32, String)> = inner
            .held
            .iter()
            .flat_map(|(s, events)| events.iter().map(|(e, _)| (*s, e.clone())))
            .collect();
        out.sort();
        out
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

/// What a load test polls while it sends: only what is new, without copying every record.
impl Fake {
    /// How many callbacks were recorded so far.
    pub fn callback_count(&self) -> usize {
        self.lock().callbacks.len()
    }

    /// The callbacks recorded after the first `from`.
    pub fn callbacks_from(&self, from: usize) -> Vec<Callback> {
        self.lock()
            .callbacks
            .get(from..)
            .map(<[Callback]>::to_vec)
            .unwrap_or_default()
    }

    /// How many requests were recorded so far.
    pub fn request_count(&self) -> usize {
        self.lock().requests.len()
    }

    /// The requests recorded after the first `from`.
    pub fn requests_from(&self, from: usize) -> Vec<Request> {
        self.lock()
            .requests
            .get(from..)
            .map(<[Request]>::to_vec)
            .unwrap_or_default()
    }

    /// The newest DM to `user` with components, as an interaction on it carries it (the
    /// newest first: no copy of every message); `None` when the bot sent them none.
    pub fn last_dm_panel(&self, user: u64) -> Option<Value> {
        let inner = self.lock();
        inner
            .messages
            .iter()
            .rev()
            .find(|m| m.place == Place::Dm(user) && !m.custom_ids().is_empty())
            .map(|m| m.json(APP_ID))
    }

    /// A message the bot never sent in `channel` (a button pressed on a panel the fake did not
    /// see posted), as an interaction carries it.
    pub fn blank_message_json(&self, channel: u64) -> Value {
        Msg {
            id: self.new_id(),
            channel,
            place: Place::Channel(channel),
            content: String::new(),
            components: json!([]),
            embeds: json!([]),
            nonce: None,
            history: Vec::new(),
            allowed_users: Vec::new(),
            attachments: Vec::new(),
        }
        .json(APP_ID)
    }
}
