//! League commands as words (`league standings doudizhu`, `league void 12 misdeal`): what
//! `paiju stdio` accepts, and the one place scope and game are resolved for every frontend.

use super::admin::Caller;
use super::error::LeagueError;
use super::service::League;
use super::store::Scope;
use super::text;
use crate::games::any::GameKind;
use crate::i18n::Locale;
use crate::t;
use crate::table::{GuildId, Timestamp, UserId};
use serde_json::{Value, json};

/// What a league command answers: text for people, data for programs.
#[derive(Clone, Debug, PartialEq)]
pub struct Reply {
    pub text: String,
    pub data: Value,
}

impl League {
    /// `None`: the running season, else all-time; `all`: all-time; a season's id or name.
    pub async fn resolve_scope(
        &self,
        guild: GuildId,
        season: Option<&str>,
    ) -> Result<Scope, LeagueError> {
        let seasons = self.seasons(guild).await?;
        Ok(match season.map(str::trim) {
            None | Some("") => seasons
                .iter()
                .rfind(|s| s.ended_at.is_none())
                .map_or(Scope::AllTime, |s| Scope::Season(s.id)),
            Some("all") => Scope::AllTime,
            Some(word) => seasons
                .iter()
                .rfind(|s| s.id.to_string() == word || s.name.eq_ignore_ascii_case(word))
                .map(|s| Scope::Season(s.id))
                .ok_or_else(|| LeagueError::UnknownSeason(word.to_string()))?,
        })
    }

    /// The game named, else the season's own game, else the game with the most rated results
    /// in the scope; `None` when nothing has been rated.
    pub async fn resolve_game(
        &self,
        guild: GuildId,
        game: Option<&str>,
        scope: Scope,
    ) -> Result<Option<GameKind>, LeagueError> {
        if let Some(word) = game.map(str::trim).filter(|w| !w.is_empty()) {
            return GameKind::from_name(word)
                .map(Some)
                .ok_or_else(|| LeagueError::UnknownGame(word.to_string()));
        }
        if let Scope::Season(id) = scope
            && let Some(kind) = self
                .seasons(guild)
                .await?
                .into_iter()
                .find(|s| s.id == id)
                .and_then(|s| s.kind)
        {
            return Ok(Some(kind));
        }
        let version = self.version(guild).await?;
        let key = (guild, scope.key());
        if let Some(kept) = self.most_rated_kept.get(&key, version) {
            return Ok(kept);
        }
        let most = self.most_rated(guild, scope).await?;
        self.most_rated_kept.put(key, version, most);
        Ok(most)
    }

    /// The game with the most rated results in the scope (`None`: nothing rated yet).
    async fn most_rated(
        &self,
        guild: GuildId,
        scope: Scope,
    ) -> Result<Option<GameKind>, LeagueError> {
        let counts = self.store.rated_counts(guild, scope).await?;
        let counted = |k: GameKind| {
            counts
                .iter()
                .find(|(kind, _)| *kind == k)
                .map_or(0, |(_, n)| *n)
        };
        Ok(GameKind::ALL
            .into_iter()
            .map(|k| (counted(k), k))
            .filter(|(n, _)| *n > 0)
            .max_by_key(|(n, k)| (*n, std::cmp::Reverse(*k as u8)))
            .map(|(_, k)| k))
    }
}

/// Runs `league …` words (the first word, `league`, already taken off).
pub async fn run(
    league: &League,
    guild: Option<GuildId>,
    caller: &Caller,
    words: &[&str],
    now: Timestamp,
    loc: Locale,
) -> Result<Reply, LeagueError> {
    let guild = guild.ok_or(LeagueError::NoGuild)?;
    // Players by the name they last played a recorded game under (their id if none).
    let names = league.player_names(guild).await?;
    let name = |u: UserId| names.get(&u).cloned().unwrap_or_else(|| u.0.to_string());
    let (flags, words): (Vec<&str>, Vec<&str>) =
        words.iter().partition(|w| w.starts_with("season="));
    let season_flag = flags.first().map(|f| &f["season=".len()..]);
    match words.as_slice() {
        ["season", "start", rest @ ..] => {
            let (kind, name_words) = match rest.split_last() {
                Some((last, before)) if !before.is_empty() => match GameKind::from_name(last) {
                    Some(k) => (Some(k), before),
                    None => (None, rest),
                },
                _ => (None, rest),
            };
            let s = league
                .start_season(guild, caller, &name_words.join(" "), kind, now)
                .await?;
            let text = match s.kind {
                Some(k) => t!(
                    loc,
                    "league-season-started-game",
                    name = &s.name,
                    id = s.id,
                    game = text::game_name(Some(k), loc)
                ),
                None => t!(loc, "league-season-started", name = &s.name, id = s.id),
            };
            Ok(Reply {
                text,
                data: json!({"season": s.id, "name": s.name}),
            })
        }
        ["season", "end"] => {
            let s = league.end_season(guild, caller, now).await?;
            Ok(Reply {
                text: t!(loc, "league-season-ended", name = &s.name, id = s.id),
                data: json!({"season": s.id, "name": s.name}),
            })
        }
        ["season", "list"] | ["seasons"] => {
            let list = league.seasons(guild).await?;
            Ok(Reply {
                text: text::seasons(&list, loc),
                data: serde_json::to_value(&list)?,
            })
        }
        ["standings", game @ ..] => {
            let scope = league.resolve_scope(guild, season_flag).await?;
            let kind = league
                .resolve_game(guild, game.first().copied(), scope)
                .await?;
            let Some(kind) = kind else {
                return Ok(Reply {
                    text: t!(loc, "league-standings-empty"),
                    data: json!([]),
                });
            };
            let rows = league.standings(guild, kind, scope).await?;
            let seasons = league.seasons(guild).await?;
            let title = t!(
                loc,
                "league-standings-title",
                game = text::game_name(Some(kind), loc),
                scope = text::scope_name(scope, &seasons, loc)
            );
            let mut lines = vec![title];
            if rows.is_empty() {
                lines.push(t!(
                    loc,
                    "league-standings-empty-game",
                    game = text::game_name(Some(kind), loc)
                ));
            }
            lines.extend(text::standings_lines(
                &rows,
                0,
                rows.len(),
                Some(caller.user),
                &name,
                loc,
            ));
            Ok(Reply {
                text: lines.join("\n"),
                data: text::standings_json(&rows),
            })
        }
        ["results", game @ ..] => {
            let kind = match game.first() {
                Some(g) => Some(
                    GameKind::from_name(g)
                        .ok_or_else(|| LeagueError::UnknownGame((*g).to_string()))?,
                ),
                None => None,
            };
            let rows = league.results(guild, kind).await?;
            let mut lines = vec![t!(loc, "league-results-title")];
            if rows.is_empty() {
                lines.push(t!(loc, "league-results-empty"));
            }
            lines.extend(rows.iter().map(|r| text::result_line(r, &name, loc)));
            Ok(Reply {
                text: lines.join("\n"),
                data: text::results_json(&rows),
            })
        }
        ["player", user, game @ ..] => {
            let user = UserId(
                user.trim_start_matches("<@")
                    .trim_end_matches('>')
                    .parse()
                    .map_err(|_| LeagueError::BadUser((*user).to_string()))?,
            );
            let scope = league.resolve_scope(guild, season_flag).await?;
            let kind = league
                .resolve_game(guild, game.first().copied(), scope)
                .await?
                .ok_or(LeagueError::WhichGame)?;
            let card = league
                .player(guild, kind, scope, user, Some(caller.user))
                .await?;
            let seasons = league.seasons(guild).await?;
            let scope_text = text::scope_name(scope, &seasons, loc);
            Ok(Reply {
                text: text::player_card(&card, kind, &scope_text, &name, loc),
                data: serde_json::to_value(&card)?,
            })
        }
        ["void", id, reason @ ..] => {
            let id = parse_id(id)?;
            league
                .void(guild, caller, id, &reason.join(" "), now)
                .await?;
            Ok(Reply {
                text: t!(loc, "league-voided", id = id),
                data: json!({"void": id}),
            })
        }
        ["correct", id, scores, reason @ ..] => {
            let id = parse_id(id)?;
            league
                .correct_typed(guild, caller, id, scores, &reason.join(" "), now)
                .await?;
            Ok(Reply {
                text: t!(loc, "league-corrected", id = id),
                data: json!({"corrected": id}),
            })
        }
        ["history"] => {
            let actions = league.actions(guild, 50).await?;
            let mut lines = vec![t!(loc, "league-history-title")];
            if actions.is_empty() {
                lines.push(t!(loc, "league-history-empty"));
            }
            lines.extend(actions.iter().map(|a| text::action_line(a, &name, loc)));
            Ok(Reply {
                text: lines.join("\n"),
                data: serde_json::to_value(&actions)?,
            })
        }
        _ => Ok(Reply {
            text: t!(loc, "league-usage"),
            data: Value::Null,
        }),
    }
}

fn parse_id(word: &str) -> Result<i64, LeagueError> {
    let w = word.trim_start_matches('#');
    w.parse().map_err(|_| LeagueError::NoResult(0))
}
