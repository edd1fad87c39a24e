//! `paiju league standings|results|rebuild` against the configured database.

use super::cli::LeagueCmd;
use crate::league::{League, SqlLeagueStore, text};
use crate::t;
use crate::table::{GuildId, UserId};
use anyhow::anyhow;
use std::collections::HashMap;

pub async fn run(cmd: LeagueCmd) -> anyhow::Result<i32> {
    let db = match &cmd {
        LeagueCmd::Standings { db, .. }
        | LeagueCmd::Results { db, .. }
        | LeagueCmd::Rebuild { db } => db,
    };
    let locale = super::locale(db.lang);
    let url = super::tables::url(db.database.clone());
    let store = super::tables::open(&url, locale).await?;
    let league = League::new(SqlLeagueStore::new(&store));
    let fail = |e: crate::league::LeagueError| anyhow!(text::error(&e, locale));
    let guild_of = match &cmd {
        LeagueCmd::Standings { guild, .. } | LeagueCmd::Results { guild, .. } => Some(*guild),
        LeagueCmd::Rebuild { .. } => None,
    };
    let names = match guild_of {
        Some(g) => league.player_names(GuildId(g)).await.map_err(fail)?,
        None => HashMap::new(),
    };
    // The name each player last played a recorded game under; their id if none.
    let name = |u: UserId| names.get(&u).cloned().unwrap_or_else(|| u.0.to_string());
    match cmd {
        LeagueCmd::Standings {
            guild,
            game,
            season,
            json,
            ..
        } => {
            let guild = GuildId(guild);
            // Offline, no bot may have recorded the last games: derive them first.
            league.catch_up(guild).await.map_err(fail)?;
            let scope = league
                .resolve_scope(guild, season.as_deref())
                .await
                .map_err(fail)?;
            let kind = league
                .resolve_game(guild, game.as_deref(), scope)
                .await
                .map_err(fail)?;
            let rows = match kind {
                Some(k) => league.standings(guild, k, scope).await.map_err(fail)?,
                None => Vec::new(),
            };
            if json {
                crate::outln!("{}", text::standings_json(&rows));
            } else if let Some(kind) = kind.filter(|_| !rows.is_empty()) {
                let seasons = league.seasons(guild).await.map_err(fail)?;
                let scope = text::scope_name(scope, &seasons, locale);
                crate::outln!(
                    "{}",
                    t!(
                        locale,
                        "league-standings-title",
                        game = text::game_name(Some(kind), locale),
                        scope = scope
                    )
                );
                for line in text::standings_lines(&rows, 0, rows.len(), None, &name, locale) {
                    crate::outln!("{line}");
                }
            } else {
                let empty = match kind {
                    Some(kind) => t!(
                        locale,
                        "league-standings-empty-game",
                        game = crate::render::game_name(locale, kind)
                    ),
                    None => t!(locale, "league-standings-empty"),
                };
                crate::outln!("{empty}");
            }
        }
        LeagueCmd::Results { guild, json, .. } => {
            let guild = GuildId(guild);
            league.catch_up(guild).await.map_err(fail)?;
            let rows = league.results(guild, None).await.map_err(fail)?;
            if json {
                crate::outln!("{}", text::results_json(&rows));
            } else if rows.is_empty() {
                crate::outln!("{}", t!(locale, "league-results-empty"));
            } else {
                for r in &rows {
                    crate::outln!("{}", text::result_line(r, &name, locale));
                }
            }
        }
        LeagueCmd::Rebuild { .. } => {
            let count = league.rebuild().await.map_err(fail)?;
            crate::outln!("{}", t!(locale, "league-rebuilt", count = count));
        }
    }
    store.shutdown().await;
    Ok(0)
}
