//! The Discord side of the league's web page (docs/web.md): which channels everyone in a
//! guild can read — learnt from the guild's channels and roles as Discord sends them
//! (GUILD_CREATE, channel and thread events) — recorded for a table's channel when the table
//! opens, and the page's address for `/settings web:on` and `/league` answers.
//!
//! A channel is public when the @everyone role (whose id is the guild's) may view it: the
//! role's own permission, then the channel's overwrite for it. A public thread is as public
//! as its channel; a private thread never is. A channel never seen is not public, so a game
//! is listed only when Discord said everyone could read where it was played.

use super::Leagues;
use super::respond::Reply;
use crate::i18n::Locale;
use crate::league::LeagueError;
use crate::league::consent::WebConsent;
use crate::t;
use crate::table::store::Store;
use crate::table::{ChannelId, GuildId, Timestamp};
use dashmap::DashMap;
use serenity::all::{
    ChannelType, Guild, GuildChannel, PermissionOverwriteType, Permissions, RoleId,
};

/// The pages' consent records and address, and what this process learnt of channels.
#[derive(Debug)]
pub struct WebPages {
    pub consent: WebConsent,
    /// Where the pages are served for the world (`WEB_BASE_URL`), without a trailing `/`.
    base: String,
    /// Whether @everyone may view channels by default, by guild.
    everyone: DashMap<u64, bool>,
    /// Whether each channel (or thread) is public, as last seen.
    channels: DashMap<u64, bool>,
}

impl WebPages {
    pub fn new(consent: WebConsent, base: &str) -> WebPages {
        WebPages {
            consent,
            base: base.trim_end_matches('/').to_string(),
            everyone: DashMap::new(),
            channels: DashMap::new(),
        }
    }

    /// A page's address.
    pub fn url(&self, slug: &str) -> String {
        format!("{}/l/{slug}", self.base)
    }

    /// The address of a guild's page while it is on.
    pub async fn link(&self, guild: GuildId) -> Result<Option<String>, LeagueError> {
        Ok(self
            .consent
            .page_of(guild)
            .await?
            .filter(|p| p.enabled)
            .map(|p| self.url(&p.slug)))
    }

    /// Learns a guild's channels (GUILD_CREATE).
    pub fn learn_guild(&self, guild: &Guild) {
        let everyone = guild
            .roles
            .get(&RoleId::new(guild.id.get()))
            .is_some_and(|r| r.permissions.contains(Permissions::VIEW_CHANNEL));
        self.everyone.insert(guild.id.get(), everyone);
        for channel in guild.channels.values() {
            self.learn_channel(channel);
        }
        for thread in &guild.threads {
            self.learn_channel(thread);
        }
    }

    /// Learns one channel or thread (created, updated).
    pub fn learn_channel(&self, channel: &GuildChannel) {
        let public = match channel.kind {
            ChannelType::PrivateThread => false,
            ChannelType::PublicThread | ChannelType::NewsThread => channel
                .parent_id
                .and_then(|p| self.channels.get(&p.get()).map(|v| *v))
                .unwrap_or(false),
            _ => {
                let guild = channel.guild_id.get();
                let mut view = self.everyone.get(&guild).is_some_and(|v| *v);
                for o in &channel.permission_overwrites {
                    if o.kind == PermissionOverwriteType::Role(RoleId::new(guild)) {
                        if o.deny.contains(Permissions::VIEW_CHANNEL) {
                            view = false;
                        }
                        if o.allow.contains(Permissions::VIEW_CHANNEL) {
                            view = true;
                        }
                    }
                }
                view
            }
        };
        self.channels.insert(channel.id.get(), public);
    }

    /// Records, when a table opens in `channel`, whether everyone could read it.
    pub async fn table_opened(&self, guild: GuildId, channel: ChannelId, at: Timestamp) {
        let public = self.channels.get(&channel.0).is_some_and(|v| *v);
        if let Err(e) = self.consent.set_channel(guild, channel, public, at).await {
            // The game is simply not listed: nothing shown that should not be.
            tracing::warn!(%channel, error = %e, "could not record whether a channel is public");
        }
    }
}

impl<S: Store> Leagues<S> {
    /// `/settings web:on|off`: the answer, with the page's address when it is on.
    pub(super) async fn set_web_page(
        &self,
        guild: GuildId,
        on: bool,
        loc: Locale,
    ) -> Result<String, LeagueError> {
        let Some(web) = &self.discord.web else {
            return Ok(t!(loc, "web-settings-unavailable"));
        };
        let page = web
            .consent
            .set_page(guild, on, self.registry.clock().now())
            .await?;
        Ok(if on {
            t!(loc, "web-settings-on", url = web.url(&page.slug))
        } else {
            t!(loc, "web-settings-off")
        })
    }

    /// A `/league` answer with the league page's address under it, while the page is on.
    pub(super) async fn with_page_link(&self, reply: Reply, guild: GuildId, loc: Locale) -> Reply {
        let Some(web) = &self.discord.web else {
            return reply;
        };
        let url = match web.link(guild).await {
            Ok(Some(url)) => url,
            Ok(None) => return reply,
            Err(e) => {
                tracing::warn!(%guild, error = %e, "the league page's address could not be read");
                return reply;
            }
        };
        let line = t!(loc, "web-league-link", url = url);
        // Within Discord's 2,000 characters, or the answer goes without it.
        let add = |content: String| {
            if content.chars().count() + line.chars().count() < 1_990 {
                format!("{content}\n{line}")
            } else {
                content
            }
        };
        match reply {
            Reply::Message {
                content,
                components,
            } => Reply::Message {
                content: add(content),
                components,
            },
            Reply::Files {
                content,
                components,
                files,
            } => Reply::Files {
                content: add(content),
                components,
                files,
            },
            other => other,
        }
    }
}
