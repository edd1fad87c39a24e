//! A league's page: the filters (game, season), the standings of the chosen game and scope —
//! rank, player, rating with its uncertainty, games, wins, trend — a page at a time, the
//! seasons, and the games listed (rated, of public channels), newest first.

use super::layout::{Ctx, page, pager};
use super::{Params, paged};
use crate::games::any::GameKind;
use crate::i18n::Locale;
use crate::league::{LeagueError, Scope, Season, text};
use crate::t;
use crate::web::board::TREND_GAMES;
use crate::web::site::{LeagueView, Site};
use maud::{Markup, html};

/// Standings rows a page.
pub const STANDINGS_PAGE: usize = 50;
/// Listed games a page.
pub const GAMES_PAGE: usize = 20;

/// The game and scope a page shows, as resolved from its address.
#[derive(Clone, Copy, Debug)]
pub struct Filters {
    pub kind: Option<GameKind>,
    pub scope: Scope,
}

impl Filters {
    /// The query that asks for exactly these filters.
    pub fn query(self) -> Vec<(&'static str, String)> {
        let mut q = Vec::new();
        if let Some(k) = self.kind {
            q.push(("game", k.name().to_string()));
        }
        q.push((
            "season",
            match self.scope {
                Scope::AllTime => "all".to_string(),
                Scope::Season(id) => id.to_string(),
            },
        ));
        q
    }
}

/// The filters of `params`, as the league resolves them for `/league standings`.
pub async fn filters(
    site: &Site,
    view: &LeagueView,
    params: &Params,
) -> Result<Filters, LeagueError> {
    let guild = view.page.guild;
    let scope = site
        .league
        .resolve_scope(guild, params.season.as_deref())
        .await?;
    let kind = site
        .league
        .resolve_game(guild, params.game.as_deref(), scope)
        .await?;
    Ok(Filters { kind, scope })
}

pub fn scope_name(scope: Scope, seasons: &[Season], loc: Locale) -> String {
    text::scope_name(scope, seasons, loc)
}

/// A rating as the standings write it.
pub fn fixed(x: f64) -> String {
    format!("{x:.2}")
}

/// A signed change, `+1.25` / `−0.50`, with its class for colour.
pub fn change(x: f64) -> (String, &'static str) {
    if x > 0.005 {
        (format!("+{x:.2}"), "up")
    } else if x < -0.005 {
        (format!("−{:.2}", -x), "down")
    } else {
        ("±0.00".to_string(), "")
    }
}

pub async fn render(
    site: &Site,
    view: &LeagueView,
    params: &Params,
    mut ctx: Ctx,
) -> Result<Markup, LeagueError> {
    let loc = ctx.loc;
    let f = filters(site, view, params).await?;
    let standings = match f.kind {
        Some(k) => site.league.standings(view.page.guild, k, f.scope).await?,
        None => Vec::new(),
    };
    let board = f.kind.map(|k| view.board(k, f.scope));
    let (rows, page_no, pages) = paged(
        standings.len(),
        STANDINGS_PAGE,
        Params::number(params.page.as_deref()),
    );
    let games: Vec<_> = view
        .games
        .iter()
        .filter(|g| f.kind.is_none_or(|k| g.kind == k))
        .collect();
    let (game_rows, games_page, games_pages) = paged(
        games.len(),
        GAMES_PAGE,
        Params::number(params.games.as_deref()),
    );
    ctx.query = f.query();
    ctx.query.push(("page", page_no.to_string()));
    ctx.query.push(("games", games_page.to_string()));
    let league_path = ctx.path.clone();
    let title = t!(loc, "web-league-title");
    let heading = t!(
        loc,
        "web-league-heading",
        game = text::game_name(f.kind, loc),
        scope = scope_name(f.scope, &view.seasons, loc)
    );
    let kinds = view.kinds();
    let body = html! {
        h1 { (title) }
        form class="filters" method="get" action=(league_path) {
            label {
                (t!(loc, "web-filter-game"))
                select name="game" {
                    @for k in &kinds {
                        option value=(k.name()) selected[f.kind == Some(*k)] {
                            (crate::render::game_name(loc, *k))
                        }
                    }
                }
            }
            label {
                (t!(loc, "web-filter-season"))
                select name="season" {
                    option value="all" selected[f.scope == Scope::AllTime] { (t!(loc, "web-filter-all-time")) }
                    @for s in view.seasons.iter().rev() {
                        option value=(s.id) selected[f.scope == Scope::Season(s.id)] { (s.name) }
                    }
                }
            }
            input type="hidden" name="lang" value=(loc.tag());
            button type="submit" { (t!(loc, "web-filter-show")) }
        }
        h2 id="standings" { (heading) }
        @if standings.is_empty() {
            p { (t!(loc, "web-standings-empty")) }
        } @else {
            table class="standings" {
                caption { (t!(loc, "web-standings")) }
                thead { tr {
                    th scope="col" class="num" { (t!(loc, "web-col-rank")) }
                    th scope="col" { (t!(loc, "web-col-player")) }
                    th scope="col" class="num" { (t!(loc, "web-col-rating")) }
                    th scope="col" class="num" { (t!(loc, "web-col-uncertainty")) }
                    th scope="col" class="num" { (t!(loc, "web-col-games")) }
                    th scope="col" class="num" { (t!(loc, "web-col-wins")) }
                    th scope="col" class="num" title=(t!(loc, "web-trend-desc", n = TREND_GAMES)) { (t!(loc, "web-col-trend")) }
                } }
                tbody {
                    @for (i, s) in standings[rows.clone()].iter().enumerate() {
                        @let rank = rows.start + i + 1;
                        @let trend = board.as_ref().and_then(|b| b.trend(s.user)).map(change);
                        tr {
                            td class="num" { (rank) }
                            td class="player" {
                                @match view.player_slug(s.user) {
                                    Some(slug) => a href=(ctx.link(&format!("{league_path}/p/{slug}"), &f.query())) { (view.name(s.user, loc)) },
                                    None => (view.name(s.user, loc)),
                                }
                            }
                            td class="num rating" data-value=(s.rating) { (fixed(s.rating)) }
                            td class="num sigma" data-value=(s.sigma) { "± " (fixed(s.sigma)) }
                            td class="num games" { (s.games) }
                            td class="num wins" { (s.wins) }
                            @match trend {
                                Some((text, class)) => td class=(format!("num trend {class}")) { (text) },
                                None => td class="num trend" { "—" },
                            }
                        }
                    }
                }
            }
            (pager(&ctx, "page", page_no, pages, &t!(loc, "web-standings")))
        }
        h2 id="games" { (t!(loc, "web-games")) }
        @if games.is_empty() {
            p { (t!(loc, "web-games-empty")) }
        } @else {
            table class="games" {
                thead { tr {
                    th scope="col" { (t!(loc, "web-col-when")) }
                    th scope="col" { (t!(loc, "web-col-game")) }
                    th scope="col" { (t!(loc, "web-col-players")) }
                } }
                tbody {
                    @for g in &games[game_rows] {
                        @let first = &view.results[g.results[0]];
                        tr {
                            td { time datetime=(text::when(g.ended_at)) { (text::when(g.ended_at)) } }
                            td { a href=(ctx.link(&format!("{league_path}/g/{}", g.slug), &[])) { (crate::render::game_name(loc, g.kind)) } }
                            td { (first.seats.iter().map(|s| s.user.map_or_else(|| s.name.clone(), |u| view.name(u, loc))).collect::<Vec<_>>().join(", ")) }
                        }
                    }
                }
            }
            (pager(&ctx, "games", games_page, games_pages, &t!(loc, "web-games")))
        }
        h2 id="seasons" { (t!(loc, "web-seasons")) }
        @if view.seasons.is_empty() {
            p { (t!(loc, "web-seasons-none")) }
        } @else {
            table class="seasons" {
                thead { tr {
                    th scope="col" { (t!(loc, "web-col-season")) }
                    th scope="col" { (t!(loc, "web-col-game")) }
                    th scope="col" { (t!(loc, "web-col-from")) }
                    th scope="col" { (t!(loc, "web-col-to")) }
                } }
                tbody {
                    @for s in view.seasons.iter().rev() {
                        tr {
                            td { a href=(ctx.link(&league_path, &[("season", s.id.to_string())])) { (s.name) } }
                            td { (text::game_name(s.kind, loc)) }
                            td { (text::when(s.started_at)) }
                            td { (s.ended_at.map_or_else(|| t!(loc, "web-season-running"), text::when)) }
                        }
                    }
                }
            }
        }
    };
    Ok(page(&ctx, &title, false, body))
}
