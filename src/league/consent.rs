//! What a league's public web page may show (`migrations/0008_web.sql`, docs/web.md): whether
//! a guild turned its page on (`/settings web:on`), which channels were public when a table
//! opened there, and who asked to be shown as "Player N" (`/notify web-name:hidden`).
//!
//! It is consent, so every default is "no": a guild without a row has no page, a channel
//! without a row is not public, and the web frontend asks here before it shows anything.
//! Kept beside the league (both frontends read it: Discord writes it, the web reads it), in
//! SQL only: a page is served from a database.

use super::error::LeagueError;
use crate::store::{Backend, SqlStore};
use crate::table::{ChannelId, GuildId, Timestamp, UserId};
use rand::RngExt;
use sqlx::{AnyPool, Row};

/// A guild's page as kept.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WebPage {
    pub guild: GuildId,
    /// The page's address (`/l/<slug>`): random, no Discord id in it.
    pub slug: String,
    /// Keys the slugs of the page's players and games (never shown).
    pub secret: String,
    pub enabled: bool,
}

/// The consent records over a database. Cheap to clone.
#[derive(Clone, Debug)]
pub struct WebConsent {
    pool: AnyPool,
    backend: Backend,
}

/// Lowercase letters and digits without the look-alikes (0/o, 1/l/i): a slug read aloud or
/// typed from a screenshot still works.
const ALPHABET: &[u8] = b"abcdefghjkmnpqrstuvwxyz23456789";

fn random_text(len: usize) -> String {
    let mut rng = rand::rng();
    (0..len)
        .map(|_| char::from(ALPHABET[rng.random_range(0..ALPHABET.len())]))
        .collect()
}

fn db(id: u64) -> i64 {
    id.cast_signed()
}

impl WebConsent {
    pub fn new(store: &SqlStore) -> WebConsent {
        WebConsent {
            pool: store.pool().clone(),
            backend: store.backend(),
        }
    }

    /// Turns a guild's page on or off; returns the page (its slug made on first use).
    pub async fn set_page(
        &self,
        guild: GuildId,
        enabled: bool,
        at: Timestamp,
    ) -> Result<WebPage, LeagueError> {
        let mut tx = match self.backend {
            Backend::Sqlite => self.pool.begin_with("BEGIN IMMEDIATE").await?,
            Backend::Postgres => self.pool.begin().await?,
        };
        let row = sqlx::query("SELECT slug, secret FROM web_pages WHERE guild = $1")
            .bind(db(guild.0))
            .fetch_optional(&mut *tx)
            .await?;
        let (slug, secret) = match row {
            Some(r) => (r.try_get::<String, _>(0)?, r.try_get::<String, _>(1)?),
            // 12 of 31 letters: about 59 bits, not guessable by walking addresses.
            None => (random_text(12), random_text(32)),
        };
        sqlx::query(
            "INSERT INTO web_pages (guild, slug, secret, enabled, updated_at) \
             VALUES ($1, $2, $3, $4, $5) \
             ON CONFLICT (guild) DO UPDATE SET enabled = $4, updated_at = $5",
        )
        .bind(db(guild.0))
        .bind(&slug)
        .bind(&secret)
        .bind(i64::from(enabled))
        .bind(at.0)
        .execute(&mut *tx)
        .await?;
        tx.commit().await?;
        Ok(WebPage {
            guild,
            slug,
            secret,
            enabled,
        })
    }

    /// A guild's page, on or off (`None`: never turned on).
    pub async fn page_of(&self, guild: GuildId) -> Result<Option<WebPage>, LeagueError> {
        let row =
            sqlx::query("SELECT guild, slug, secret, enabled FROM web_pages WHERE guild = $1")
                .bind(db(guild.0))
                .fetch_optional(&self.pool)
                .await?;
        row.map(|r| page_row(&r)).transpose()
    }

    /// The page at an address, only while it is on.
    pub async fn page_at(&self, slug: &str) -> Result<Option<WebPage>, LeagueError> {
        let row = sqlx::query(
            "SELECT guild, slug, secret, enabled FROM web_pages WHERE slug = $1 AND enabled = 1",
        )
        .bind(slug)
        .fetch_optional(&self.pool)
        .await?;
        row.map(|r| page_row(&r)).transpose()
    }

    /// Records whether everyone in `guild` could read `channel` (when a table opens there).
    pub async fn set_channel(
        &self,
        guild: GuildId,
        channel: ChannelId,
        public: bool,
        at: Timestamp,
    ) -> Result<(), LeagueError> {
        sqlx::query(
            "INSERT INTO web_channels (channel, guild, public, updated_at) \
             VALUES ($1, $2, $3, $4) \
             ON CONFLICT (channel) DO UPDATE SET guild = $2, public = $3, updated_at = $4",
        )
        .bind(db(channel.0))
        .bind(db(guild.0))
        .bind(i64::from(public))
        .bind(at.0)
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    /// The tables of `guild` opened in a channel recorded public, by id.
    pub async fn public_tables(
        &self,
        guild: GuildId,
    ) -> Result<std::collections::HashSet<crate::table::TableId>, LeagueError> {
        let rows = sqlx::query(
            "SELECT t.id FROM tables t JOIN web_channels c ON c.channel = t.channel \
             WHERE t.guild = $1 AND c.guild = $1 AND c.public = 1",
        )
        .bind(db(guild.0))
        .fetch_all(&self.pool)
        .await?;
        rows.iter()
            .map(|r| {
                Ok(crate::table::TableId(
                    r.try_get::<i64, _>(0)?.cast_unsigned(),
                ))
            })
            .collect()
    }

    /// Shows `user` as "Player N" on every page (`hidden`), or by name again.
    pub async fn set_name_hidden(
        &self,
        user: UserId,
        hidden: bool,
        at: Timestamp,
    ) -> Result<(), LeagueError> {
        if hidden {
            sqlx::query(
                "INSERT INTO web_hidden_names (user_id, updated_at) VALUES ($1, $2) \
                 ON CONFLICT (user_id) DO UPDATE SET updated_at = $2",
            )
            .bind(db(user.0))
            .bind(at.0)
            .execute(&self.pool)
            .await?;
        } else {
            sqlx::query("DELETE FROM web_hidden_names WHERE user_id = $1")
                .bind(db(user.0))
                .execute(&self.pool)
                .await?;
        }
        Ok(())
    }

    /// Whether `user` asked to be shown as "Player N".
    pub async fn name_hidden(&self, user: UserId) -> Result<bool, LeagueError> {
        let row = sqlx::query("SELECT 1 FROM web_hidden_names WHERE user_id = $1")
            .bind(db(user.0))
            .fetch_optional(&self.pool)
            .await?;
        Ok(row.is_some())
    }

    /// Everyone who asked to be shown as "Player N".
    pub async fn hidden_names(&self) -> Result<std::collections::HashSet<UserId>, LeagueError> {
        let rows = sqlx::query("SELECT user_id FROM web_hidden_names")
            .fetch_all(&self.pool)
            .await?;
        rows.iter()
            .map(|r| Ok(UserId(r.try_get::<i64, _>(0)?.cast_unsigned())))
            .collect()
    }
}

fn page_row(r: &sqlx::any::AnyRow) -> Result<WebPage, LeagueError> {
    Ok(WebPage {
        guild: GuildId(r.try_get::<i64, _>(0)?.cast_unsigned()),
        slug: r.try_get(1)?,
        secret: r.try_get(2)?,
        enabled: r.try_get::<i64, _>(3)? != 0,
    })
}
