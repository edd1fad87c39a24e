//! A game's page: its result (each rated result of the table: a match, or each Dou Dizhu
//! hand) with the ratings it moved, and the game step by step — the permalink of a step is
//! `/l/<league>/g/<game>/<step>` — each step with what the channel was told and the public
//! picture of the table. Links step without script; `/static/step.js` adds ← and →.

use super::layout::{Ctx, page};
use super::league::{change, fixed};
use crate::games::Seat;
use crate::i18n::Locale;
use crate::league::{Scope, text};
use crate::render::{self, RenderCtx};
use crate::t;
use crate::web::replay::{GameReplay, Step};
use crate::web::site::{LeagueView, ListedGame};
use maud::{Markup, html};

/// Who made a step, as the page names them.
fn who(step: &Step, loc: Locale) -> Option<String> {
    let name = step
        .seat
        .and_then(|s: Seat| step.names.get(s.index()).cloned())?;
    Some(if step.automatic {
        t!(loc, "web-step-auto", name = name)
    } else {
        name
    })
}

/// What the channel was told, as plain lines (Discord's bold marks taken out).
fn told(step: &Step, loc: Locale) -> Vec<String> {
    let ctx = RenderCtx {
        locale: loc,
        names: &step.names,
    };
    step.notices
        .iter()
        .filter_map(|n| render::notice(n, &ctx))
        .map(|t| t.replace("**", "").replace("__", ""))
        .filter(|t| !t.trim().is_empty())
        .collect()
}

/// The addresses of a step's pictures.
pub fn picture_path(league: &str, game: &ListedGame, step: usize, which: &str) -> String {
    format!("{league}/g/{}/{step}/{which}.png", game.slug)
}

pub fn render(
    view: &LeagueView,
    game: &ListedGame,
    replay: &GameReplay,
    step: usize,
    ctx: &Ctx,
) -> Markup {
    let loc = ctx.loc;
    let league = ctx.league.clone().unwrap_or_default();
    let base = format!("{league}/g/{}", game.slug);
    let title = t!(
        loc,
        "web-game-title",
        game = render::game_name(loc, game.kind),
        when = text::when(game.ended_at)
    );
    let board = view.board(game.kind, Scope::AllTime);
    let steps = replay.steps.len();
    let step = step.min(steps.saturating_sub(1));
    let at = |k: usize| ctx.link(&format!("{base}/{k}"), &[]);
    let body = html! {
        h1 { (title) }
        h2 { (t!(loc, "web-game-result")) }
        @for i in &game.results {
            @let r = &view.results[*i];
            table class="result" {
                caption { (t!(loc, "web-game-result-no", n = r.game_no)) }
                thead { tr {
                    th scope="col" { (t!(loc, "web-col-player")) }
                    th scope="col" class="num" { (t!(loc, "web-col-score")) }
                    th scope="col" class="num" { (t!(loc, "web-col-place")) }
                    th scope="col" class="num" { (t!(loc, "web-col-rating")) }
                    th scope="col" class="num" { (t!(loc, "web-col-change")) }
                } }
                tbody {
                    @for s in &r.seats {
                        @let moved = s.user.and_then(|u| board.changes.get(&r.id)?.iter().find(|(m, _, _)| *m == u).copied());
                        tr {
                            td {
                                @match s.user.and_then(|u| view.player_slug(u).map(|slug| (u, slug))) {
                                    Some((u, slug)) => a href=(ctx.link(&format!("{league}/p/{slug}"), &[("game", game.kind.name().to_string())])) { (view.name(u, loc)) },
                                    None => (s.name),
                                }
                            }
                            td class="num" { (s.score) }
                            td class="num" { (s.rank) }
                            @match moved {
                                Some((_, _, after)) => td class="num" { (fixed(after)) },
                                None => td class="num" { "—" },
                            }
                            @match moved.map(|(_, b, a)| change(a - b)) {
                                Some((t, class)) => td class=(format!("num {class}")) { (t) },
                                None => td class="num" { "—" },
                            }
                        }
                    }
                }
            }
        }
        h2 id="step" { (t!(loc, "web-game-steps")) }
        @if !replay.finished || steps == 0 {
            p { (t!(loc, "web-game-unfinished")) }
        } @else {
            @let s = &replay.steps[step];
            nav class="steps-nav" aria-label=(t!(loc, "web-game-steps")) {
                a href=(at(0)) { (t!(loc, "web-step-first")) }
                @if step > 0 { a href=(at(step - 1)) rel="prev" { (t!(loc, "web-page-prev")) } }
                span aria-live="polite" { (t!(loc, "web-step-of", step = step + 1, steps = steps)) }
                @if step + 1 < steps { a href=(at(step + 1)) rel="next" { (t!(loc, "web-page-next")) } }
                a href=(at(steps - 1)) { (t!(loc, "web-step-last")) }
            }
            section class="step" aria-labelledby="step-title" data-seq=(s.seq) {
                h3 id="step-title" {
                    (t!(loc, "web-step-n", step = step + 1))
                    @if let Some(w) = who(s, loc) {
                        ": " (w)
                        @if let Some(a) = &s.action { " — " code { (a) } }
                    }
                }
                ul class="told" {
                    @for line in told(s, loc) { li { (line) } }
                }
                @if s.table.is_some() {
                    img src=(picture_path(&league, game, step, "table")) alt=(t!(loc, "web-step-table", step = step + 1)) ;
                }
                @if s.showdown.is_some() {
                    img src=(picture_path(&league, game, step, "end")) alt=(t!(loc, "web-step-showdown")) ;
                }
                p class="keys" { (t!(loc, "web-step-keys")) }
            }
            h3 { (t!(loc, "web-game-moves")) }
            ol class="moves" {
                @for (k, st) in replay.steps.iter().enumerate() {
                    li {
                        @if k == step {
                            strong aria-current="step" { (line_of(st, loc)) }
                        } @else {
                            a href=(at(k)) { (line_of(st, loc)) }
                        }
                    }
                }
            }
        }
    };
    page(ctx, &title, true, body)
}

/// A step in the list of moves: who and what, or the first thing the channel was told.
fn line_of(step: &Step, loc: Locale) -> String {
    match (who(step, loc), &step.action) {
        (Some(w), Some(a)) => format!("{w}: {a}"),
        (Some(w), None) => w,
        _ => told(step, loc)
            .into_iter()
            .next()
            .unwrap_or_else(|| "…".to_string()),
    }
}
