//! League text in the reader's language, and the JSON shapes programs read
//! (`paiju league … --json`, `paiju stdio`).

use super::error::LeagueError;
use super::standings::PlayerCard;
use super::store::{Action, Scope, Season, Standing, StoredResult};
use crate::games::any::GameKind;
use crate::i18n::Locale;
use crate::t;
use crate::table::{Timestamp, UserId};
use serde_json::{Value, json};

/// How a player is named: a mention on Discord, the id in the terminal.
pub type Namer<'a> = &'a dyn Fn(UserId) -> String;

pub fn error(e: &LeagueError, loc: Locale) -> String {
    match e {
        LeagueError::NotAdmin => t!(loc, "league-not-admin"),
        LeagueError::LogNotVisible => t!(loc, "league-log-not-visible"),
        LeagueError::NoGuild => t!(loc, "league-no-guild"),
        LeagueError::SeasonRunning(name) => t!(loc, "league-season-running", name = name),
        LeagueError::NoSeason => t!(loc, "league-no-season"),
        LeagueError::EmptyName => t!(loc, "league-empty-name"),
        LeagueError::UnknownSeason(s) => t!(loc, "league-unknown-season", season = s),
        LeagueError::UnknownGame(g) => t!(loc, "league-unknown-game", game = g),
        LeagueError::WhichGame => t!(loc, "league-which-game"),
        LeagueError::NoResult(id) => t!(loc, "league-no-result", id = *id),
        LeagueError::AlreadyVoid(id) => t!(loc, "league-already-void", id = *id),
        LeagueError::BadScores { expected } => {
            t!(loc, "league-bad-scores", expected = *expected)
        }
        LeagueError::NoReason => t!(loc, "league-no-reason"),
        LeagueError::BadUser(u) => t!(loc, "league-bad-user", user = u),
        LeagueError::BadLanguage(s) => t!(loc, "league-bad-language", language = s),
        LeagueError::Store(_) => t!(loc, "league-store-failed"),
    }
}

/// A time as UTC `YYYY-MM-DD HH:MM` (the same for every reader; Discord shows its own).
pub fn when(at: Timestamp) -> String {
    let secs = at.0.div_euclid(1000);
    let days = secs.div_euclid(86_400);
    let rest = secs.rem_euclid(86_400);
    // Civil date from days since 1970-01-01 (Howard Hinnant's algorithm).
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = doy - (153 * mp + 2) / 5 + 1;
    let m = if mp < 10 { mp + 3 } else { mp - 9 };
    let y = yoe + era * 400 + i64::from(m <= 2);
    format!(
        "{y:04}-{m:02}-{d:02} {:02}:{:02}",
        rest / 3600,
        rest % 3600 / 60
    )
}

/// A game's name as players read it (each game's front names it `game-<NAME>`), or "every
/// game".
pub fn game_name(kind: Option<GameKind>, loc: Locale) -> String {
    match kind {
        Some(k) => crate::i18n::lookup(loc, &format!("game-{}", k.name()), Vec::new()),
        None => t!(loc, "league-all-games"),
    }
}

pub fn scope_name(scope: Scope, seasons: &[Season], loc: Locale) -> String {
    match scope {
        Scope::AllTime => t!(loc, "league-scope-all-time"),
        Scope::Season(id) => {
            let name = seasons
                .iter()
                .find(|s| s.id == id)
                .map_or_else(|| id.to_string(), |s| s.name.clone());
            t!(loc, "league-scope-season", name = name)
        }
    }
}

pub fn season_line(s: &Season, loc: Locale) -> String {
    let game = game_name(s.kind, loc);
    match s.ended_at {
        None => t!(
            loc,
            "league-season-line",
            id = s.id,
            name = &s.name,
            game = game,
            from = when(s.started_at)
        ),
        Some(to) => t!(
            loc,
            "league-season-line-ended",
            id = s.id,
            name = &s.name,
            game = game,
            from = when(s.started_at),
            to = when(to)
        ),
    }
}

pub fn seasons(list: &[Season], loc: Locale) -> String {
    if list.is_empty() {
        return t!(loc, "league-season-none");
    }
    list.iter()
        .map(|s| season_line(s, loc))
        .collect::<Vec<_>>()
        .join("\n")
}

fn fixed(x: f64) -> String {
    format!("{x:.2}")
}

/// Standings lines `first..first+count` (1-based places), the caller's row marked.
pub fn standings_lines(
    rows: &[Standing],
    first: usize,
    count: usize,
    me: Option<UserId>,
    name: Namer<'_>,
    loc: Locale,
) -> Vec<String> {
    rows.iter()
        .enumerate()
        .skip(first)
        .take(count)
        .map(|(i, s)| {
            let line = t!(
                loc,
                "league-standings-line",
                place = i + 1,
                player = name(s.user),
                rating = fixed(s.rating),
                mu = fixed(s.mu),
                sigma = fixed(s.sigma),
                games = s.games,
                wins = s.wins
            );
            if me == Some(s.user) {
                format!("{line} {}", t!(loc, "league-you"))
            } else {
                line
            }
        })
        .collect()
}

pub fn result_line(r: &StoredResult, name: Namer<'_>, loc: Locale) -> String {
    let seats: Vec<String> = r
        .seats
        .iter()
        .map(|s| {
            let who = s.user.map_or_else(|| s.name.clone(), name);
            format!("{who} {:+} (#{})", s.score, s.rank)
        })
        .collect();
    let mut line = t!(
        loc,
        "league-result-line",
        id = r.id,
        game = game_name(Some(r.kind), loc),
        when = when(r.ended_at),
        seats = seats.join(", ")
    );
    if r.void {
        line.push_str(&t!(loc, "league-result-void"));
    } else if !r.rated {
        line.push_str(&t!(loc, "league-result-unrated"));
    }
    if r.corrected {
        line.push_str(&t!(loc, "league-result-corrected"));
    }
    line
}

pub fn action_line(a: &Action, name: Namer<'_>, loc: Locale) -> String {
    let when = when(a.at);
    let by = name(a.by);
    let reason = a.reason.clone().unwrap_or_default();
    let id = a.result.unwrap_or(0);
    let detail = a
        .detail
        .as_deref()
        .and_then(|d| serde_json::from_str::<Value>(d).ok())
        .and_then(|v| v.get("name").and_then(Value::as_str).map(str::to_string))
        .unwrap_or_default();
    match a.action.as_str() {
        "void" => t!(
            loc,
            "league-history-void",
            when = when,
            by = by,
            id = id,
            reason = reason
        ),
        "correct" => t!(
            loc,
            "league-history-correct",
            when = when,
            by = by,
            id = id,
            reason = reason
        ),
        "season_start" => t!(
            loc,
            "league-history-season-start",
            when = when,
            by = by,
            detail = detail
        ),
        "season_end" => t!(
            loc,
            "league-history-season-end",
            when = when,
            by = by,
            detail = detail
        ),
        _ => t!(loc, "league-history-settings", when = when, by = by),
    }
}

pub fn player_card(
    card: &PlayerCard,
    kind: GameKind,
    scope: &str,
    name: Namer<'_>,
    loc: Locale,
) -> String {
    let r = &card.rating;
    let mut lines = vec![
        t!(
            loc,
            "league-player-title",
            player = name(card.user),
            game = game_name(Some(kind), loc),
            scope = scope
        ),
        t!(
            loc,
            "league-player-rating",
            rating = fixed(r.shown()),
            mu = fixed(r.mu),
            sigma = fixed(r.sigma)
        ),
        match card.place {
            Some(p) => t!(
                loc,
                "league-player-place",
                place = p,
                players = card.players
            ),
            None => t!(loc, "league-player-unplaced"),
        },
        t!(loc, "league-player-record", games = r.games, wins = r.wins),
    ];
    if let Some(v) = card.versus {
        lines.push(t!(
            loc,
            "league-player-versus",
            games = v.games,
            ahead = v.ahead,
            behind = v.behind
        ));
    }
    if !card.recent.is_empty() {
        lines.push(t!(loc, "league-player-recent"));
        lines.extend(card.recent.iter().map(|x| result_line(x, name, loc)));
    }
    lines.join("\n")
}

/// `[{"user", "mu", "sigma", "rating", "games", "wins"}]`, best first.
pub fn standings_json(rows: &[Standing]) -> Value {
    Value::Array(
        rows.iter()
            .map(|s| {
                json!({"user": s.user.0, "mu": s.mu, "sigma": s.sigma, "rating": s.rating,
                       "games": s.games, "wins": s.wins})
            })
            .collect(),
    )
}

/// `[{"id", "game", "ended_at", "rated", "void", "seats": [{"user", "team", "score",
/// "rank"}]}]` in the order the results are applied; a bot's `user` is null.
pub fn results_json(rows: &[StoredResult]) -> Value {
    Value::Array(
        rows.iter()
            .map(|r| {
                let seats: Vec<Value> = r
                    .seats
                    .iter()
                    .map(|s| {
                        json!({"user": s.user.map(|u| u.0), "team": s.team, "score": s.score,
                               "rank": s.rank})
                    })
                    .collect();
                json!({"id": r.id, "game": r.kind.name(), "ended_at": r.ended_at.0,
                       "rated": r.rated, "void": r.void, "seats": seats})
            })
            .collect(),
    )
}

/// The CSV export: results, then a blank line, then the standings.
pub fn csv(results: &[StoredResult], standings: &[Standing]) -> String {
    let mut out = String::from("result,game,ended_at,rated,void,seat,user,team,score,rank\n");
    for r in results {
        for (i, s) in r.seats.iter().enumerate() {
            let team = match s.team {
                super::derive::Team::Landlord => "landlord".to_string(),
                super::derive::Team::Farmers => "farmers".to_string(),
                super::derive::Team::Seat(n) => n.to_string(),
            };
            out.push_str(&format!(
                "{},{},{},{},{},{},{},{},{},{}\n",
                r.id,
                r.kind.name(),
                when(r.ended_at),
                r.rated,
                r.void,
                i,
                s.user
                    .map_or_else(|| "bot".to_string(), |u| u.0.to_string()),
                team,
                s.score,
                s.rank
            ));
        }
    }
    out.push_str("\nplace,user,rating,mu,sigma,games,wins\n");
    for (i, s) in standings.iter().enumerate() {
        out.push_str(&format!(
            "{},{},{:.6},{:.6},{:.6},{},{}\n",
            i + 1,
            s.user.0,
            s.rating,
            s.mu,
            s.sigma,
            s.games,
            s.wins
        ));
    }
    out
}
