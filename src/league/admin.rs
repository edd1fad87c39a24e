//! What league admins do: seasons, voids and corrections (each kept as an action with who
//! and why), and the guild's settings. Permission is checked here, so no frontend can skip
//! it: `Caller::admin` is whether the platform says the caller manages the server (Discord's
//! Manage Server, `"moderator": true` over stdio); a member with the guild's league admin
//! role counts too.

use super::derive::{SeatResult, assign_ranks};
use super::error::LeagueError;
use super::service::League;
use super::store::{Action, Amendment, GuildSettings, Season};
use crate::games::Options;
use crate::games::any::GameKind;
use crate::table::hint::HINTS;
use crate::table::timing::RATED;
use crate::table::{GuildId, Timestamp, UserId};

/// What an admin asks to change in a result.
enum Asked<'a> {
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

impl League {
    pub async fn settings(&self, guild: GuildId) -> Result<GuildSettings, LeagueError> {
        self.store.settings(guild).await
    }

    /// Every server that chose a language of its own (`/settings language`), to apply at start.
    pub async fn language_overrides(&self) -> Result<Vec<(GuildId, String)>, LeagueError> {
        self.store.language_overrides().await
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
        self.store
            .set_settings(guild, settings, caller.user, at)
            .await
    }

    /// The guild's seasons, oldest first.
    pub async fn seasons(&self, guild: GuildId) -> Result<Vec<Season>, LeagueError> {
        self.store.seasons(guild).await
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
        let id = self
            .store
            .start_season(guild, name, kind, caller.user, at)
            .await?;
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
        self.store
            .end_season(guild, &season, caller.user, at)
            .await?;
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
        self.amend(guild, caller, id, Asked::Void, reason, at).await
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
        self.amend(guild, caller, id, Asked::Correct(scores), reason, at)
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
        asked: Asked<'_>,
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
        let change = match asked {
            Asked::Void if result.void => return Err(LeagueError::AlreadyVoid(id)),
            Asked::Void => Amendment::Void,
            Asked::Correct(scores) => Amendment::Correct(corrected(&result.seats, scores)?),
        };
        self.store
            .amend(guild, &result, &change, reason, caller.user, at)
            .await
    }

    /// What admins did in the guild, newest first.
    pub async fn actions(&self, guild: GuildId, limit: i64) -> Result<Vec<Action>, LeagueError> {
        self.store.actions(guild, limit).await
    }
}

/// Corrected seats: new scores in seat order, ranks recomputed from them.
pub fn corrected(seats: &[SeatResult], scores: &[i64]) -> Result<Vec<SeatResult>, LeagueError> {
    if scores.len() != seats.len() {
        return Err(LeagueError::BadScores {
            expected: seats.len(),
        });
    }
    let mut out: Vec<SeatResult> = seats.to_vec();
    for (s, score) in out.iter_mut().zip(scores) {
        s.score = *score;
    }
    assign_ranks(&mut out);
    Ok(out)
}
