//! `paiju league standings|results|rebuild` against the configured database.

use super::cli::LeagueCmd;
use crate::league::{League, SqlLeagueStore, text};
use crate::t;
use crate::table::{GuildId, UserId};
use anyhow::anyhow;

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
    let name = |u: UserId| u.0.to_string();
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
            } else if let Some(kind) = kind {
                let seasons = league.seasons(guild).await.map_err(fail)?;
                let scope = text::scope_name(scope, &seasons, locale);
                crate::outln!(
                    "{}",
                    t!(
                        locale,
                        "league-standings-title",
                        game = kind.name(),
                        scope = scope
                    )
                );
                for line in text::standings_lines(&rows, 0, rows.len(), None, &name, locale) {
                    crate::outln!("{line}");
                }
            } else {
                crate::outln!("{}", t!(locale, "league-standings-empty"));
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
