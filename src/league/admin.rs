//! What league admins do: seasons, voids and corrections (each kept as an action with who
//! and why), and the guild's settings. Permission is checked here, so no frontend can skip
//! it: `Caller::admin` is whether the platform says the caller manages the server (Discord's
//! Manage Server, `"moderator": true` over stdio); a member with the guild's league admin
//! role counts too.

use super::error::LeagueError;
use super::rows::{IdOf, Tx, advance, db, lock_guild, next_id, undb};
use super::store::{Action, League, Season, corrected};
use crate::games::Options;
use crate::games::any::GameKind;
use crate::table::hint::HINTS;
use crate::table::timing::RATED;
use crate::table::{GuildId, Timestamp, UserId};
use serde::{Deserialize, Serialize};
use sqlx::Row;

/// What an admin changes in a result.
enum Amendment<'a> {
    Void,
    /// New scores in seat order.
    Correct(&'a [i64]),
}

/// Who is asking.
#[derive(Clone, Debug)]
pub struct Caller {
    pub user: UserId,
    /// Manages the server (Discord's Manage Server; a stdio moderator).
    pub admin: bool,
    /// The caller's roles in the guild.
    pub roles: Vec<u64>,
}

/// A guild's settings (`/settings`).
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct GuildSettings {
    /// Members with this role are league admins.
    pub admin_role: Option<u64>,
    /// Options every new table of the guild starts from (`KEY=VALUE …`).
    pub table_options: Option<String>,
    /// The server's language, over each member's own.
    pub locale: Option<String>,
}

impl League {
    pub async fn settings(&self, guild: GuildId) -> Result<GuildSettings, LeagueError> {
        let row = sqlx::query(
            "SELECT admin_role, table_options, locale FROM guild_settings WHERE guild = $1",
        )
        .bind(db(guild.0))
        .fetch_optional(&self.pool)
        .await?;
        Ok(match row {
            None => GuildSettings::default(),
            Some(r) => GuildSettings {
                admin_role: r.try_get::<Option<i64>, _>(0)?.map(undb),
                table_options: r.try_get(1)?,
                locale: r.try_get(2)?,
            },
        })
    }

    /// Every server that chose a language of its own (`/settings language`), to apply at start.
    pub async fn language_overrides(&self) -> Result<Vec<(GuildId, String)>, LeagueError> {
        let rows = sqlx::query("SELECT guild, locale FROM guild_settings WHERE locale IS NOT NULL")
            .fetch_all(&self.pool)
            .await?;
        rows.iter()
            .map(|r| Ok((GuildId(undb(r.try_get(0)?)), r.try_get(1)?)))
            .collect()
    }

    /// Whether `caller` may run the league of `guild`.
    pub async fn is_admin(&self, guild: GuildId, caller: &Caller) -> Result<bool, LeagueError> {
        if caller.admin {
            return Ok(true);
        }
        let role = self.settings(guild).await?.admin_role;
        Ok(role.is_some_and(|r| caller.roles.contains(&r)))
    }

    async fn ensure_admin(&self, guild: GuildId, caller: &Caller) -> Result<(), LeagueError> {
        if self.is_admin(guild, caller).await? {
            Ok(())
        } else {
            Err(LeagueError::NotAdmin)
        }
    }

    /// Changes the guild's settings (admins only).
    pub async fn set_settings(
        &self,
        guild: GuildId,
        caller: &Caller,
        settings: &GuildSettings,
        at: Timestamp,
    ) -> Result<(), LeagueError> {
        self.ensure_admin(guild, caller).await?;
        let (_guard, mut tx) = self.begin_write().await?;
        lock_guild(&mut tx, guild).await?;
        sqlx::query("DELETE FROM guild_settings WHERE guild = $1")
            .bind(db(guild.0))
            .execute(&mut *tx)
            .await?;
        sqlx::query(
            "INSERT INTO guild_settings (guild, admin_role, table_options, locale) \
             VALUES ($1, $2, $3, $4)",
        )
        .bind(db(guild.0))
        .bind(settings.admin_role.map(db))
        .bind(settings.table_options.clone())
        .bind(settings.locale.clone())
        .execute(&mut *tx)
        .await?;
        let detail = serde_json::to_string(settings)?;
        add_action(
            &mut tx,
            guild,
            "settings",
            None,
            Some(detail),
            None,
            caller,
            at,
        )
        .await?;
        tx.commit().await?;
        Ok(())
    }

    /// The guild's seasons, oldest first.
    pub async fn seasons(&self, guild: GuildId) -> Result<Vec<Season>, LeagueError> {
        let rows = sqlx::query(
            "SELECT id, name, kind, started_at, ended_at FROM league_seasons \
             WHERE guild = $1 ORDER BY id",
        )
        .bind(db(guild.0))
        .fetch_all(&self.pool)
        .await?;
        rows.iter()
            .map(|r| {
                let kind: Option<String> = r.try_get(2)?;
                Ok(Season {
                    id: r.try_get(0)?,
                    name: r.try_get(1)?,
                    kind: kind.as_deref().and_then(GameKind::from_name),
                    started_at: Timestamp(r.try_get(3)?),
                    ended_at: r.try_get::<Option<i64>, _>(4)?.map(Timestamp),
                })
            })
            .collect()
    }

    /// The season running now, if any.
    pub async fn active_season(&self, guild: GuildId) -> Result<Option<Season>, LeagueError> {
        Ok(self
            .seasons(guild)
            .await?
            .into_iter()
            .rfind(|s| s.ended_at.is_none()))
    }

    /// A new table's options with the league's defaults: a table that will be rated (a season
    /// rating its game runs, and not `rated=off`) defaults to `hints=off`, so that no rated
    /// result was helped by the bot; a table that says `hints=on` keeps them.
    pub async fn table_defaults(
        &self,
        guild: GuildId,
        kind: GameKind,
        options: Options,
    ) -> Result<Options, LeagueError> {
        let rated = options.flag(&RATED).unwrap_or(true)
            && self
                .active_season(guild)
                .await?
                .is_some_and(|s| s.kind.is_none_or(|k| k == kind));
        Ok(if rated && options.get(HINTS.key).is_none() {
            options.with(HINTS.key, "off")
        } else {
            options
        })
    }

    /// Starts a season (one runs at a time in a guild). Tables opened from now on are rated.
    pub async fn start_season(
        &self,
        guild: GuildId,
        caller: &Caller,
        name: &str,
        kind: Option<GameKind>,
        at: Timestamp,
    ) -> Result<Season, LeagueError> {
        self.ensure_admin(guild, caller).await?;
        // Without bidi controls, as every name people choose (`i18n::bidi`).
        let name = crate::i18n::bidi::strip(name);
        let name = name.trim();
        if name.is_empty() {
            return Err(LeagueError::EmptyName);
        }
        let (_guard, mut tx) = self.begin_write().await?;
        // Under the guild's lock: of two starts at once, the second sees the first's season.
        lock_guild(&mut tx, guild).await?;
        if let Some(name) = running_season(&mut tx, guild).await? {
            return Err(LeagueError::SeasonRunning(name));
        }
        let id = next_id(&mut tx, IdOf::Season(guild)).await?;
        sqlx::query(
            "INSERT INTO league_seasons (guild, id, name, kind, started_at, started_by) \
             VALUES ($1, $2, $3, $4, $5, $6)",
        )
        .bind(db(guild.0))
        .bind(id)
        .bind(name.to_string())
        .bind(kind.map(|k| k.name().to_string()))
        .bind(at.0)
        .bind(db(caller.user.0))
        .execute(&mut *tx)
        .await?;
        let detail =
            serde_json::json!({"season": id, "name": name, "game": kind.map(GameKind::name)});
        add_action(
            &mut tx,
            guild,
            "season_start",
            None,
            Some(detail.to_string()),
            None,
            caller,
            at,
        )
        .await?;
        tx.commit().await?;
        Ok(Season {
            id,
            name: name.to_string(),
            kind,
            started_at: at,
            ended_at: None,
        })
    }

    /// Ends the running season. Its tables still open stay rated in it.
    pub async fn end_season(
        &self,
        guild: GuildId,
        caller: &Caller,
        at: Timestamp,
    ) -> Result<Season, LeagueError> {
        self.ensure_admin(guild, caller).await?;
        let mut season = self
            .active_season(guild)
            .await?
            .ok_or(LeagueError::NoSeason)?;
        let (_guard, mut tx) = self.begin_write().await?;
        lock_guild(&mut tx, guild).await?;
        // `ended_at IS NULL`: of two ends at once, the second changes no row and is refused.
        let ended = sqlx::query(
            "UPDATE league_seasons SET ended_at = $3, ended_by = $4 \
             WHERE guild = $1 AND id = $2 AND ended_at IS NULL",
        )
        .bind(db(guild.0))
        .bind(season.id)
        .bind(at.0)
        .bind(db(caller.user.0))
        .execute(&mut *tx)
        .await?;
        if ended.rows_affected() == 0 {
            return Err(LeagueError::NoSeason);
        }
        let detail = serde_json::json!({"season": season.id, "name": season.name});
        add_action(
            &mut tx,
            guild,
            "season_end",
            None,
            Some(detail.to_string()),
            None,
            caller,
            at,
        )
        .await?;
        tx.commit().await?;
        season.ended_at = Some(at);
        Ok(season)
    }

    /// Voids a result: it stays listed but counts for no rating.
    pub async fn void(
        &self,
        guild: GuildId,
        caller: &Caller,
        id: i64,
        reason: &str,
        at: Timestamp,
    ) -> Result<(), LeagueError> {
        self.amend(guild, caller, id, Amendment::Void, reason, at)
            .await
    }

    /// Corrects a result's scores (seat order); ranks follow the new scores.
    pub async fn correct(
        &self,
        guild: GuildId,
        caller: &Caller,
        id: i64,
        scores: &[i64],
        reason: &str,
        at: Timestamp,
    ) -> Result<(), LeagueError> {
        self.amend(guild, caller, id, Amendment::Correct(scores), reason, at)
            .await
    }

    /// [`League::correct`] with the scores as typed (`4,-2,-2`): what is not a list of whole
    /// numbers, one per seat, is refused with the count the result needs.
    pub async fn correct_typed(
        &self,
        guild: GuildId,
        caller: &Caller,
        id: i64,
        scores: &str,
        reason: &str,
        at: Timestamp,
    ) -> Result<(), LeagueError> {
        self.ensure_admin(guild, caller).await?;
        let result = self
            .result(guild, id)
            .await?
            .ok_or(LeagueError::NoResult(id))?;
        let scores: Vec<i64> = scores
            .split(',')
            .map(|s| s.trim().parse::<i64>())
            .collect::<Result<_, _>>()
            .map_err(|_| LeagueError::BadScores {
                expected: result.seats.len(),
            })?;
        self.correct(guild, caller, id, &scores, reason, at).await
    }

    /// A void or a correction: admins only, with a reason, kept as an action beside the
    /// change; every rating after the result is recomputed (the guild's version moves).
    async fn amend(
        &self,
        guild: GuildId,
        caller: &Caller,
        id: i64,
        amendment: Amendment<'_>,
        reason: &str,
        at: Timestamp,
    ) -> Result<(), LeagueError> {
        self.ensure_admin(guild, caller).await?;
        let reason = reason.trim();
        if reason.is_empty() {
            return Err(LeagueError::NoReason);
        }
        let result = self
            .result(guild, id)
            .await?
            .ok_or(LeagueError::NoResult(id))?;
        let (kind, change, detail) = match amendment {
            Amendment::Void if result.void => return Err(LeagueError::AlreadyVoid(id)),
            // `void = 0`: of two voids at once, the second changes no row and is refused.
            Amendment::Void => (
                "void",
                "UPDATE league_results SET void = 1 WHERE id = $1 AND void = 0",
                None,
            ),
            Amendment::Correct(scores) => (
                "correct",
                "UPDATE league_results SET seats = $2 WHERE id = $1",
                Some(serde_json::to_string(&corrected(&result.seats, scores)?)?),
            ),
        };
        let (_guard, mut tx) = self.begin_write().await?;
        let version = lock_guild(&mut tx, guild).await?;
        let mut query = sqlx::query(change).bind(id);
        if let Some(json) = &detail {
            query = query.bind(json.clone());
        }
        if query.execute(&mut *tx).await?.rows_affected() == 0 {
            return Err(LeagueError::AlreadyVoid(id));
        }
        let key = (result.table.0, result.game_no, id);
        add_action(
            &mut tx,
            guild,
            kind,
            Some(key),
            detail,
            Some(reason),
            caller,
            at,
        )
        .await?;
        // Every rating of the game after the result moves: its standings are recomputed.
        advance(&mut tx, guild, version, &[result.kind]).await?;
        tx.commit().await?;
        Ok(())
    }

    /// What admins did in the guild, newest first.
    pub async fn actions(&self, guild: GuildId, limit: i64) -> Result<Vec<Action>, LeagueError> {
        let rows = sqlx::query(
            "SELECT id, action, result_id, detail, reason, by_user, at FROM league_actions \
             WHERE guild = $1 ORDER BY id DESC LIMIT $2",
        )
        .bind(db(guild.0))
        .bind(limit)
        .fetch_all(&self.pool)
        .await?;
        rows.iter()
            .map(|r| {
                Ok(Action {
                    id: r.try_get(0)?,
                    action: r.try_get(1)?,
                    result: r.try_get(2)?,
                    detail: r.try_get(3)?,
                    reason: r.try_get(4)?,
                    by: UserId(undb(r.try_get(5)?)),
                    at: Timestamp(r.try_get(6)?),
                })
            })
            .collect()
    }
}

#[allow(clippy::too_many_arguments)]
async fn add_action(
    tx: &mut Tx,
    guild: GuildId,
    action: &str,
    result: Option<(u64, u32, i64)>,
    detail: Option<String>,
    reason: Option<&str>,
    caller: &Caller,
    at: Timestamp,
) -> Result<(), LeagueError> {
    let id = next_id(tx, IdOf::Action).await?;
    sqlx::query(
        "INSERT INTO league_actions (id, guild, action, table_id, game_no, result_id, detail, \
         reason, by_user, at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)",
    )
    .bind(id)
    .bind(db(guild.0))
    .bind(action.to_string())
    .bind(result.map(|(t, _, _)| db(t)))
    .bind(result.map(|(_, g, _)| i64::from(g)))
    .bind(result.map(|(_, _, r)| r))
    .bind(detail)
    .bind(reason.map(str::to_string))
    .bind(db(caller.user.0))
    .bind(at.0)
    .execute(&mut **tx)
    .await?;
    Ok(())
}

/// The name of the season running in `guild`, read in the writer's transaction.
async fn running_season(tx: &mut Tx, guild: GuildId) -> Result<Option<String>, LeagueError> {
    let row = sqlx::query(
        "SELECT name FROM league_seasons WHERE guild = $1 AND ended_at IS NULL \
         ORDER BY id DESC LIMIT 1",
    )
    .bind(db(guild.0))
    .fetch_optional(&mut **tx)
    .await?;
    Ok(match row {
        Some(r) => Some(r.try_get(0)?),
        None => None,
    })
}
