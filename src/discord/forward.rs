//! Every interaction reaches its table's owner, whichever process Discord delivered it to
//! (all of a DM's arrive at shard 0's). One that is not this process's to apply is queued in
//! the store for the holder of its shard's lease, who is woken by NOTIFY, applies it and
//! answers it with the interaction's own token. If no holder takes it within
//! `DEFER_AFTER_MS` (the shard is changing hands), the receiver defers it, so Discord waits;
//! the holder then edits the answer in. If none comes within `REFUSE_AFTER_MS`, the receiver
//! says so in the user's language, and nothing was applied.

use super::App;
use super::cluster::now_ms;
use super::custom_id::CustomId;
use super::respond::{Arrival, deferral};
use crate::i18n::Locale;
use crate::store::sql::cluster::Forwarded;
use crate::t;
use crate::table::store::Store;
use crate::table::{ChannelId, GuildId, UserId};
use serenity::all::{
    CommandDataOption, CommandDataOptionValue, CreateAutocompleteResponse,
    CreateInteractionResponse, EditInteractionResponse, Interaction, InteractionId,
};
use std::sync::Arc;
use std::time::{Duration, Instant};

/// Defer a queued interaction nobody took by then (Discord allows 3 s for the first answer).
const DEFER_AFTER_MS: u64 = 1_500;
/// Refuse a deferred interaction no holder took by then (a takeover takes ≈ 13 s).
const REFUSE_AFTER_MS: u64 = 60_000;
/// A receiver that died between claiming the deferral and recording it: its row counts as
/// deferred after this long.
const STUCK_MS: i64 = 5_000;
/// Queued interactions are kept this long (their tokens live 15 minutes).
const KEEP_MS: i64 = 15 * 60 * 1000;

/// Where an interaction is applied.
enum Route {
    Here,
    Shard(u32),
}

/// The `table` option of a command, at any depth (subcommands).
fn table_option(options: &[CommandDataOption]) -> Option<String> {
    options.iter().find_map(|o| match &o.value {
        CommandDataOptionValue::String(s) if o.name == "table" => Some(s.clone()),
        CommandDataOptionValue::SubCommand(inner)
        | CommandDataOptionValue::SubCommandGroup(inner) => table_option(inner),
        _ => None,
    })
}

fn channel_in(text: &str) -> Option<ChannelId> {
    text.trim()
        .trim_start_matches("<#")
        .trim_end_matches('>')
        .parse::<u64>()
        .ok()
        .filter(|&n| n != 0)
        .map(ChannelId)
}

/// The interaction as the queue keeps it: serenity's JSON of it, with the `type` its
/// serialization leaves out (without it, it does not read back).
fn payload(interaction: &Interaction) -> Result<String, serde_json::Error> {
    let mut v = serde_json::to_value(interaction)?;
    v["type"] = serde_json::json!(u8::from(interaction.kind()));
    Ok(v.to_string())
}

impl<S: Store> App<S> {
    /// An interaction from the gateway: applied here, or queued for its table's owner.
    pub(super) async fn receive(self: &Arc<Self>, interaction: Interaction) {
        let arrived = Arrival::now();
        let Some(node) = self.cluster.get() else {
            return self.on_interaction(interaction, arrived).await;
        };
        let _running = node.running();
        match self.route(&interaction).await {
            Route::Here => self.on_interaction(interaction, arrived).await,
            Route::Shard(shard) => self.forward(interaction, shard, arrived).await,
        }
    }

    /// Applies an interaction here.
    pub(super) async fn on_interaction(&self, interaction: Interaction, arrived: Arrival) {
        match interaction {
            Interaction::Command(c) => self.on_command(c, arrived).await,
            Interaction::Component(c) => self.on_component(c, arrived).await,
            Interaction::Autocomplete(c) => self.on_autocomplete(c).await,
            other => tracing::debug!(kind = ?other.kind(), "ignored interaction"),
        }
    }

    /// The shard of the guild whose table `interaction` is for, when another process
    /// holds it; anything that cannot be placed is answered here.
    async fn route(&self, interaction: &Interaction) -> Route {
        let node = self
            .cluster
            .get()
            .expect("routing is for a process among several");
        let (guild, channel, user, named) = match interaction {
            Interaction::Command(c) | Interaction::Autocomplete(c) => (
                c.guild_id,
                ChannelId(c.channel_id.get()),
                UserId(c.user.id.get()),
                table_option(&c.data.options).and_then(|t| channel_in(&t)),
            ),
            Interaction::Component(c) => (
                c.guild_id,
                ChannelId(c.channel_id.get()),
                UserId(c.user.id.get()),
                CustomId::decode(&c.data.custom_id).map(|id| id.channel()),
            ),
            _ => return Route::Here,
        };
        let guild = match (named, guild) {
            // A table named (a button's, a `table` option): its own guild.
            (Some(table), _) if table != channel || guild.is_none() => {
                match self.table_guild(table).await {
                    Some(g) => g,
                    None => return Route::Here,
                }
            }
            (_, Some(g)) => Some(GuildId(g.get())),
            // A command in a DM without a table: the tables the user sits at.
            (_, None) => match node.cluster.user_table_guilds(user).await {
                Ok(guilds) => {
                    let mut shards: Vec<u32> = guilds
                        .iter()
                        .map(|g| node.ownership.partition_of(*g))
                        .collect();
                    shards.sort_unstable();
                    shards.dedup();
                    match shards[..] {
                        [one] if !node.ownership.holds(one) => return Route::Shard(one),
                        _ => return Route::Here,
                    }
                }
                Err(e) => {
                    tracing::warn!(error = %e, "where a DM command goes: unknown; answered here");
                    return Route::Here;
                }
            },
        };
        let shard = node.ownership.partition_of(guild);
        if node.ownership.holds(shard) {
            Route::Here
        } else {
            Route::Shard(shard)
        }
    }

    /// The guild of `channel`'s table, from memory or the store (it never changes).
    async fn table_guild(&self, channel: ChannelId) -> Option<Option<GuildId>> {
        let node = self.cluster.get()?;
        if let Some(g) = node.guilds.get(&channel) {
            return Some(*g);
        }
        match node.cluster.table_guild(channel).await {
            Ok(Some(g)) => {
                node.guilds.insert(channel, g);
                Some(g)
            }
            Ok(None) => None,
            Err(e) => {
                tracing::warn!(%channel, error = %e, "a table's guild: unknown");
                None
            }
        }
    }

    /// Queues `interaction` for the holder of `shard`, then watches it: deferred if nobody
    /// took it in time, refused if nobody ever did.
    async fn forward(self: &Arc<Self>, interaction: Interaction, shard: u32, arrived: Arrival) {
        let node = self
            .cluster
            .get()
            .expect("forwarding is for a process among several");
        let (id, token, locale, updates, autocomplete) = match &interaction {
            Interaction::Command(c) => (c.id, c.token.clone(), c.locale.clone(), false, false),
            Interaction::Autocomplete(c) => (c.id, c.token.clone(), c.locale.clone(), false, true),
            Interaction::Component(c) => (c.id, c.token.clone(), c.locale.clone(), true, false),
            _ => return,
        };
        let payload = match payload(&interaction) {
            Ok(p) => p,
            Err(e) => {
                tracing::error!(%id, error = %e, "an interaction that does not serialize: answered here");
                return self.on_interaction(interaction, arrived).await;
            }
        };
        let at = now_ms() - i64::try_from(arrived.at.elapsed().as_millis()).unwrap_or(0);
        match node.cluster.forward(id.get(), shard, payload, at).await {
            Ok(true) => tracing::debug!(%id, shard, "forwarded"),
            Ok(false) => return,
            Err(e) => {
                tracing::warn!(%id, shard, error = %e, "could not forward: answered here");
                return self.on_interaction(interaction, arrived).await;
            }
        }
        let this = self.clone();
        tokio::spawn(async move {
            this.watch(id, &token, &locale, updates, autocomplete, arrived.at)
                .await;
        });
    }

    /// The receiver's side of a queued interaction: defer it if no holder took it within
    /// `DEFER_AFTER_MS`, refuse it if none did within `REFUSE_AFTER_MS`.
    async fn watch(
        &self,
        id: InteractionId,
        token: &str,
        locale: &str,
        updates: bool,
        autocomplete: bool,
        received: Instant,
    ) {
        let Some(node) = self.cluster.get() else {
            return;
        };
        let cluster = &node.cluster;
        tokio::time::sleep_until((received + Duration::from_millis(DEFER_AFTER_MS)).into()).await;
        if autocomplete {
            // Suggestions cannot wait: none this time.
            if matches!(
                cluster.transition(id.get(), "queued", "refused").await,
                Ok(true)
            ) {
                let none =
                    CreateInteractionResponse::Autocomplete(CreateAutocompleteResponse::new());
                self.discord.callback(id, token, none).await;
            }
            return;
        }
        if !matches!(
            cluster.transition(id.get(), "queued", "deferring").await,
            Ok(true)
        ) {
            return;
        }
        tracing::info!(%id, "no process took a forwarded interaction yet: deferred");
        self.discord.callback(id, token, deferral(updates)).await;
        let _ = cluster.transition(id.get(), "deferring", "deferred").await;
        tokio::time::sleep_until((received + Duration::from_millis(REFUSE_AFTER_MS)).into()).await;
        if !matches!(
            cluster.transition(id.get(), "deferred", "refused").await,
            Ok(true)
        ) {
            return;
        }
        tracing::warn!(%id, "no process took a forwarded interaction: refused");
        let loc = Locale::from_tag(locale);
        let content = format!("✗ {}", t!(loc, "discord-owner-away"));
        let edit = EditInteractionResponse::new()
            .content(content)
            .components(Vec::new());
        let http = &self.discord.http;
        let _ = super::retry::retry(
            "refuse a forwarded interaction",
            super::retry::Policy::INTERACTION,
            |_| http.edit_original_interaction_response(token, &edit, Vec::new()),
        )
        .await;
    }

    /// Takes what is queued for the shards held, applying each as if it had arrived here;
    /// woken by NOTIFY (`listen`), and every second anyway.
    pub(super) async fn take_forwarded(self: Arc<Self>) {
        let node = self.cluster.get().expect("a process among several");
        let mut swept = Instant::now();
        loop {
            match node
                .cluster
                .take(&node.held(), now_ms(), STUCK_MS, 64)
                .await
            {
                Ok(taken) if !taken.is_empty() => {
                    for f in taken {
                        self.apply_forwarded(f);
                    }
                    continue;
                }
                Ok(_) => {}
                Err(e) => tracing::warn!(error = %e, "could not take forwarded interactions"),
            }
            if swept.elapsed() > Duration::from_secs(60) {
                swept = Instant::now();
                let _ = node.cluster.sweep(now_ms() - KEEP_MS).await;
            }
            let _ =
                tokio::time::timeout(Duration::from_secs(1), node.wake_consumer.notified()).await;
        }
    }

    fn apply_forwarded(self: &Arc<Self>, f: Forwarded) {
        let interaction: Interaction = match serde_json::from_str(&f.payload) {
            Ok(i) => i,
            Err(e) => {
                // Taken here, so nobody else answers it: say so rather than leave it.
                tracing::error!(interaction = f.interaction, error = %e, "a forwarded interaction does not read back");
                let this = self.clone();
                tokio::spawn(async move { this.answer_unreadable(&f).await });
                return;
            }
        };
        let age = Duration::from_millis(u64::try_from(now_ms() - f.at).unwrap_or(0));
        let arrived = Arrival {
            at: Instant::now().checked_sub(age).unwrap_or_else(Instant::now),
            deferred: f.deferred,
        };
        tracing::debug!(
            interaction = f.interaction,
            shard = f.shard,
            deferred = f.deferred,
            "applying a forwarded interaction"
        );
        let this = self.clone();
        tokio::spawn(async move {
            let node = this.cluster.get().expect("a process among several");
            let _running = node.running();
            this.on_interaction(interaction, arrived).await;
        });
    }

    /// A taken interaction that does not read back, answered with an apology from what of it
    /// does (its id, token and language).
    async fn answer_unreadable(&self, f: &Forwarded) {
        let v: serde_json::Value = serde_json::from_str(&f.payload).unwrap_or_default();
        let Some(token) = v["token"].as_str() else {
            return;
        };
        let loc = Locale::from_tag(v["locale"].as_str().unwrap_or(""));
        let content = format!("✗ {}", t!(loc, "discord-unknown"));
        if f.deferred {
            let edit = EditInteractionResponse::new().content(content);
            let _ = self
                .discord
                .http
                .edit_original_interaction_response(token, &edit, Vec::new())
                .await;
        } else {
            let id = InteractionId::new(f.interaction.max(1));
            let reply = super::respond::Reply::text(content);
            self.discord
                .callback(id, token, reply.response(false))
                .await;
        }
    }

    /// Listens for NOTIFY: queued interactions wake the taker, lease changes the keeper.
    /// A dropped connection is reconnected (the polls cover the gap).
    pub(super) async fn listen(self: Arc<Self>) {
        let node = self.cluster.get().expect("a process among several");
        loop {
            let mut listener = match node.cluster.listen().await {
                Ok(l) => l,
                Err(e) => {
                    tracing::warn!(error = %e, "LISTEN failed; polling meanwhile");
                    tokio::time::sleep(Duration::from_secs(5)).await;
                    continue;
                }
            };
            loop {
                match listener.recv().await {
                    Ok(n) if n.channel() == node.cluster.forwarded_channel() => {
                        // Every process hears it; only the shard's holder goes to take it.
                        let shard = n.payload().parse::<u32>().ok();
                        if shard.is_none_or(|s| node.ownership.holds(s)) {
                            node.wake_consumer.notify_one();
                        }
                    }
                    Ok(_) => node.wake_keeper.notify_one(),
                    Err(e) => {
                        tracing::warn!(error = %e, "the LISTEN connection failed; reconnecting");
                        break;
                    }
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A DM button press and a slash command as Discord sends them come back from the queue
    /// as the same interactions.
    #[test]
    fn a_queued_interaction_reads_back_as_it_came() {
        let press = serde_json::json!({
            "id": "500000000000000204", "application_id": "1", "type": 3, "token": "tok",
            "version": 1, "channel_id": "900", "locale": "zh-CN",
            "user": {"id": "311", "username": "dan", "discriminator": "0", "global_name": null, "avatar": null},
            "data": {"custom_id": "pj:710000000000000200:do:{\"bid\":2}", "component_type": 2},
            "message": {"id": "77", "channel_id": "900", "author": {"id": "1", "username": "paiju",
                "discriminator": "0", "global_name": null, "avatar": null, "bot": true},
                "content": "", "timestamp": "2026-12-07T00:00:00Z", "edited_timestamp": null, "tts": false,
                "mention_everyone": false, "mentions": [], "mention_roles": [], "attachments": [],
                "embeds": [], "pinned": false, "type": 0},
            "entitlements": [], "authorizing_integration_owners": {}, "context": 1,
            "attachment_size_limit": 8388608
        });
        let command = serde_json::json!({
            "id": "500000000000000205", "application_id": "1", "type": 2, "token": "tok2",
            "version": 1, "channel_id": "900", "locale": "ja",
            "user": {"id": "311", "username": "dan", "discriminator": "0", "global_name": null, "avatar": null},
            "data": {"id": "9", "name": "hand", "type": 1, "options": [{"name": "table", "type": 3, "value": "710000000000000200"}]},
            "entitlements": [], "authorizing_integration_owners": {}, "context": 1,
            "attachment_size_limit": 8388608
        });
        for sent in [press, command] {
            let interaction: Interaction = serde_json::from_value(sent.clone()).unwrap();
            let queued = payload(&interaction).unwrap();
            let back: Interaction = serde_json::from_str(&queued).unwrap();
            assert_eq!(back.kind(), interaction.kind());
            assert_eq!(back.id(), interaction.id());
            assert_eq!(back.token(), interaction.token());
            match (&back, &interaction) {
                (Interaction::Component(a), Interaction::Component(b)) => {
                    assert_eq!(a.data.custom_id, b.data.custom_id);
                    assert_eq!(a.locale, "zh-CN");
                }
                (Interaction::Command(a), Interaction::Command(b)) => {
                    assert_eq!(
                        table_option(&a.data.options),
                        Some("710000000000000200".into())
                    );
                    assert_eq!(a.data.name, b.data.name);
                }
                other => panic!("read back as another kind: {other:?}"),
            }
        }
    }
}
