//! A player's page in one game and scope: place and rating, the rating over time (SVG drawn
//! here), their listed games with the rating each moved, and how they fared against each
//! opponent. Ratings count every rated game, as the standings do; the games listed are those
//! of public channels only.

use super::layout::{Ctx, page, pager};
use super::league::{Filters, change, filters, fixed, scope_name};
use super::{Params, paged};
use crate::league::{LeagueError, text};
use crate::t;
use crate::table::UserId;
use crate::web::board::in_scope;
use crate::web::chart::rating_svg;
use crate::web::site::{LeagueView, Site};
use maud::{Markup, html};
use std::collections::HashMap;

/// Results a page.
pub const RESULTS_PAGE: usize = 20;
/// Opponents shown, most games together first.
pub const RIVALS: usize = 20;

#[derive(Default)]
struct Versus {
    games: u32,
    ahead: u32,
    behind: u32,
}

pub async fn render(
    site: &Site,
    view: &LeagueView,
    user: UserId,
    params: &Params,
    mut ctx: Ctx,
) -> Result<Markup, LeagueError> {
    let loc = ctx.loc;
    let mut f = filters(site, view, params).await?;
    // Without a game asked for, the game this player has played most.
    if params.game.is_none() {
        let mut played: HashMap<_, usize> = HashMap::new();
        for r in &view.results {
            if r.counts() && r.seats.iter().any(|s| s.user == Some(user)) {
                *played.entry(r.kind).or_default() += 1;
            }
        }
        if f.kind.is_none_or(|k| !played.contains_key(&k)) {
            f.kind = played
                .into_iter()
                .max_by_key(|(k, n)| (*n, std::cmp::Reverse(*k as u8)))
                .map(|(k, _)| k);
        }
    }
    let name = view.name(user, loc);
    let Filters { kind, scope } = f;
    let board = kind.map(|k| view.board(k, scope));
    let timeline: Vec<f64> = board
        .as_ref()
        .and_then(|b| b.timelines.get(&user))
        .map(|t| t.iter().map(|(_, r)| *r).collect())
        .unwrap_or_default();
    let standings = match kind {
        Some(k) => site.league.standings(view.page.guild, k, scope).await?,
        None => Vec::new(),
    };
    let place = standings.iter().position(|s| s.user == user);
    let mine: Vec<_> = kind
        .map(|k| {
            view.results
                .iter()
                .filter(|r| in_scope(r, k, scope))
                .filter(|r| r.seats.iter().any(|s| s.user == Some(user)))
                .collect()
        })
        .unwrap_or_default();
    let mut versus: HashMap<UserId, Versus> = HashMap::new();
    for r in &mine {
        let Some(me) = r.seats.iter().find(|s| s.user == Some(user)) else {
            continue;
        };
        for other in &r.seats {
            let Some(o) = other.user.filter(|o| *o != user) else {
                continue;
            };
            let v = versus.entry(o).or_default();
            v.games += 1;
            v.ahead += u32::from(me.rank < other.rank);
            v.behind += u32::from(me.rank > other.rank);
        }
    }
    let mut rivals: Vec<(UserId, Versus)> = versus.into_iter().collect();
    rivals.sort_by(|a, b| b.1.games.cmp(&a.1.games).then(a.0.cmp(&b.0)));
    rivals.truncate(RIVALS);
    // Listed games only, newest first.
    let listed: Vec<_> = mine
        .iter()
        .rev()
        .filter_map(|r| view.game_of(r.table).map(|g| (*r, g)))
        .collect();
    let (rows, page_no, pages) = paged(
        listed.len(),
        RESULTS_PAGE,
        Params::number(params.page.as_deref()),
    );
    ctx.query = f.query();
    ctx.query.push(("page", page_no.to_string()));
    let league = ctx.league.clone().unwrap_or_default();
    let heading = t!(
        loc,
        "web-league-heading",
        game = text::game_name(kind, loc),
        scope = scope_name(scope, &view.seasons, loc)
    );
    let body = html! {
        h1 { (name) }
        p class="scope" { (heading) }
        @match (place, standings.get(place.unwrap_or(usize::MAX))) {
            (Some(p), Some(s)) => {
                p class="card" {
                    (t!(loc, "web-player-place", place = p + 1, players = standings.len()))
                    " · " (t!(loc, "web-col-rating")) " " span class="rating" data-value=(s.rating) { (fixed(s.rating)) }
                    " ± " (fixed(s.sigma))
                    " · " (t!(loc, "web-player-record", games = s.games, wins = s.wins))
                }
            }
            _ => p class="card" { (t!(loc, "web-player-unplaced")) },
        }
        h2 { (t!(loc, "web-chart")) }
        (rating_svg(
            &timeline,
            &t!(loc, "web-chart-title", name = name.as_str()),
            &t!(loc, "web-chart-desc", count = timeline.len(), rating = fixed(timeline.last().copied().unwrap_or(0.0))),
        ))
        h2 { (t!(loc, "web-results")) }
        @if listed.is_empty() {
            p { (t!(loc, "web-games-empty")) }
        } @else {
            table class="results" {
                thead { tr {
                    th scope="col" { (t!(loc, "web-col-when")) }
                    th scope="col" { (t!(loc, "web-col-game")) }
                    th scope="col" class="num" { (t!(loc, "web-col-place")) }
                    th scope="col" class="num" { (t!(loc, "web-col-score")) }
                    th scope="col" class="num" { (t!(loc, "web-col-change")) }
                } }
                tbody {
                    @for (r, g) in &listed[rows] {
                        @let me = r.seats.iter().find(|s| s.user == Some(user));
                        @let moved = board.as_ref().and_then(|b| b.changes.get(&r.id)).and_then(|c| c.iter().find(|(u, _, _)| *u == user)).map(|(_, b, a)| change(a - b));
                        tr {
                            td { (text::when(r.ended_at)) }
                            td { a href=(ctx.link(&format!("{league}/g/{}", g.slug), &[])) { (crate::render::game_name(loc, r.kind)) " #" (r.game_no) } }
                            td class="num" { (me.map_or(0, |s| s.rank)) }
                            td class="num" { (me.map_or(0, |s| s.score)) }
                            @match moved {
                                Some((t, class)) => td class=(format!("num {class}")) { (t) },
                                None => td class="num" { "—" },
                            }
                        }
                    }
                }
            }
            (pager(&ctx, "page", page_no, pages, &t!(loc, "web-results")))
        }
        h2 { (t!(loc, "web-head-to-head")) }
        @if rivals.is_empty() {
            p { (t!(loc, "web-head-to-head-none")) }
        } @else {
            table class="versus" {
                thead { tr {
                    th scope="col" { (t!(loc, "web-col-rival")) }
                    th scope="col" class="num" { (t!(loc, "web-col-together")) }
                    th scope="col" class="num" { (t!(loc, "web-col-ahead")) }
                    th scope="col" class="num" { (t!(loc, "web-col-behind")) }
                } }
                tbody {
                    @for (rival, v) in &rivals {
                        tr {
                            td {
                                @match view.player_slug(*rival) {
                                    Some(slug) => a href=(ctx.link(&format!("{league}/p/{slug}"), &f.query())) { (view.name(*rival, loc)) },
                                    None => (view.name(*rival, loc)),
                                }
                            }
                            td class="num" { (v.games) }
                            td class="num" { (v.ahead) }
                            td class="num" { (v.behind) }
                        }
                    }
                }
            }
        }
    };
    Ok(page(&ctx, &name, false, body))
}
