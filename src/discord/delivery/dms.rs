//! A player's DMs from a table: the turn DM that is their panel (the previous one loses its
//! buttons), the panel kept up to date by edits, and closed DMs told in the channel instead.

use super::{Delivery, has_components, hash};
use crate::discord::outbox::{DMS_CLOSED, message_json, to_discord};
use crate::discord::retry::{self, Policy};
use crate::i18n::Locale;
use crate::t;
use crate::table::posts::{PanelAt, Post};
use crate::table::{ChannelId, UserId};
use serde_json::Value;

impl Delivery {
    /// A DM. One with buttons is the player's new panel: the previous one loses its buttons
    /// first, and where the new one is is reported with its delivery.
    pub(super) async fn send_dm(
        &self,
        channel: ChannelId,
        user: UserId,
        locale: Locale,
        post: &Post,
    ) -> Result<Option<PanelAt>, serenity::Error> {
        let body: Value = serde_json::from_str(&post.body)?;
        let is_panel = has_components(&body);
        let sent = match self.dm_channel(user).await {
            Ok(dm) => {
                if is_panel {
                    self.strip_panel(channel, user).await;
                }
                self.send(dm, body, &post.id.nonce()).await
            }
            Err(e) => Err(e),
        };
        match sent {
            Ok((message, shows)) if is_panel => {
                let at = PanelAt {
                    place: message.channel_id.get(),
                    message: message.id.get(),
                };
                self.live.insert((channel, user), (at, hash(&post.body)));
                self.showing(at, shows);
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
    pub(super) async fn strip_panel(&self, channel: ChannelId, user: UserId) {
        let Some((_, (at, _))) = self.live.remove(&(channel, user)) else {
            return;
        };
        let body = serde_json::json!({ "components": [] });
        if let Err(e) = self.edit(at, body).await {
            tracing::info!(%channel, %user, error = %e, "an old panel could not be cleared");
        }
    }

    /// Brings `user`'s live panel at `channel`'s table up to date (nothing when they have
    /// none, or it already shows this).
    pub(super) async fn edit_panel(
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
        match self.edit(at, serde_json::from_str(body)?).await {
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

    /// A DM that cannot be delivered: the channel hears, once per table and player, that this
    /// player's DMs are closed (with a nonce of its own, so it too is posted once).
    pub(super) async fn dm_failed(
        &self,
        channel: ChannelId,
        user: UserId,
        locale: Locale,
        post: &Post,
        e: &serenity::Error,
    ) {
        let closed = retry::discord_code(e) == Some(DMS_CLOSED) || retry::status(e) == Some(403);
        tracing::info!(%user, %channel, closed, "a DM could not be delivered");
        let first = self.told_closed.insert((channel, user), ()).is_none();
        // Their turn, and the turn DM cannot reach them: they are mentioned in the channel
        // every time (the first time with the whole explanation).
        let turn = serde_json::from_str::<Value>(&post.body).is_ok_and(|b| has_components(&b));
        if first || turn {
            let mention = format!("<@{user}>");
            let text = if first {
                t!(locale, "discord-dm-closed", mention = mention)
            } else {
                t!(locale, "live-turn-mention", mention = mention)
            };
            let body = message_json(&text, &[], Some(user));
            let _ = self
                .send(to_discord(channel), body, &post.id.nonce_of_notice())
                .await;
            self.scrolled(channel);
            self.logs.remove(&channel);
        }
    }

    pub(super) async fn dm_channel(
        &self,
        user: UserId,
    ) -> Result<serenity::all::ChannelId, serenity::Error> {
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
}
