//! 幺地人 in words. Tiles are shown by their Chinese name (as players call them), with the
//! pips alongside outside Chinese (`天[6-6]`), so anyone can type them back.

use crate::games::yaodiren::{
    Action, Answer, Claim, ClaimKind, Event, FanSource, HandEnd, Kan, Lock, Origin, Stage, View,
};
use crate::i18n::Locale;
use crate::render::tiles::{hand_tile, hand_tiles, tile, tiles};
use crate::render::{RenderCtx, signed};
use crate::t;

fn kan(loc: Locale, k: &Kan) -> String {
    t!(loc, "ydr-kan", tiles = tiles(loc, &k.tiles()))
}

fn kans(loc: Locale, ks: &[Kan]) -> String {
    let parts: Vec<String> = ks.iter().map(|k| kan(loc, k)).collect();
    parts.join(" ")
}

pub fn claim_name(loc: Locale, c: ClaimKind) -> String {
    match c {
        ClaimKind::Chi => t!(loc, "ydr-claim-chi"),
        ClaimKind::Peng => t!(loc, "ydr-claim-peng"),
        ClaimKind::Sha => t!(loc, "ydr-claim-sha"),
        ClaimKind::Tuhuo => t!(loc, "ydr-claim-tuhuo"),
        ClaimKind::Hu => t!(loc, "ydr-claim-hu"),
    }
}

fn claim_text(loc: Locale, c: Claim) -> String {
    match c {
        Claim::Chi { with } => t!(
            loc,
            "ydr-claim-chi-with",
            claim = claim_name(loc, ClaimKind::Chi),
            tiles = tiles(loc, &with)
        ),
        other => claim_name(loc, other.kind()),
    }
}

pub fn fan_source(loc: Locale, f: &FanSource) -> String {
    match f {
        FanSource::YaodirenKan { tile: t, count } => {
            t!(
                loc,
                "ydr-fan-yaodiren",
                tile = tile(loc, *t),
                count = *count,
                fan = f.fan()
            )
        }
        FanSource::FiveOfAKind { tile: t } => t!(loc, "ydr-fan-five", tile = tile(loc, *t)),
        FanSource::AllIdentical => t!(loc, "ydr-fan-all-identical"),
        FanSource::AllRed => t!(loc, "ydr-fan-all-red"),
        FanSource::AllBlack => t!(loc, "ydr-fan-all-black"),
        FanSource::ExtraTuo { tens } => t!(loc, "ydr-fan-extra-tuo", fan = *tens),
    }
}

pub fn event(e: &Event, ctx: &RenderCtx) -> Option<String> {
    let loc = ctx.locale;
    Some(match e {
        Event::Dealt {
            hand,
            dealer,
            stock,
            ..
        } => t!(
            loc,
            "ydr-dealt",
            hand = *hand,
            name = ctx.name(*dealer),
            stock = *stock
        ),
        Event::Hand { tiles: ts, .. } => {
            t!(
                loc,
                "ydr-your-hand",
                count = ts.len(),
                tiles = hand_tiles(loc, ts)
            )
        }
        Event::Opened { seat } => t!(loc, "ydr-opened", name = ctx.name(*seat)),
        Event::DidNotOpen { seat } => t!(loc, "ydr-did-not-open", name = ctx.name(*seat)),
        Event::CannotOpen {
            tuo,
            kans,
            threshold,
            ..
        } => t!(
            loc,
            "ydr-cannot-open",
            tuo = *tuo,
            kans = *kans,
            threshold = *threshold
        ),
        Event::NobodyOpened => t!(loc, "ydr-nobody-opened"),
        Event::Joined { seat } => t!(loc, "ydr-joined", name = ctx.name(*seat)),
        Event::Folded { seat } => t!(loc, "ydr-folded", name = ctx.name(*seat)),
        Event::ExtraDraws { seat, count } => {
            t!(
                loc,
                "ydr-extra-draws",
                name = ctx.name(*seat),
                count = *count
            )
        }
        Event::Drew { tile: t, .. } => t!(loc, "ydr-drew", tile = hand_tile(loc, *t)),
        Event::Discarded { seat, tile: t } => {
            t!(
                loc,
                "ydr-discarded",
                name = ctx.name(*seat),
                tile = tile(loc, *t)
            )
        }
        Event::Flipped { seat, tile: t } => {
            t!(
                loc,
                "ydr-flipped",
                name = ctx.name(*seat),
                tile = tile(loc, *t)
            )
        }
        // The channel hears of the window through the table's "waiting for claims" line.
        Event::ClaimWindow { .. } => return None,
        Event::ClaimOptions {
            tile: t,
            claims,
            may_pass,
            ..
        } => {
            let options: Vec<String> = claims.iter().map(|&c| claim_text(loc, c)).collect();
            if *may_pass {
                t!(
                    loc,
                    "ydr-claim-options",
                    tile = tile(loc, *t),
                    options = crate::i18n::series(loc, &options)
                )
            } else {
                t!(
                    loc,
                    "ydr-claim-options-mandatory",
                    tile = tile(loc, *t),
                    options = crate::i18n::series(loc, &options)
                )
            }
        }
        Event::Answered {
            answer, automatic, ..
        } => {
            let what = match answer {
                Answer::Claim(c) => claim_text(loc, *c),
                Answer::Pass => t!(loc, "ydr-answer-pass"),
            };
            if *automatic {
                t!(loc, "ydr-answered-automatically", answer = what)
            } else {
                t!(loc, "ydr-answered", answer = what)
            }
        }
        Event::Claimed {
            seat,
            claim,
            tile: t,
            from,
            kan: k,
        } if from == seat => t!(
            loc,
            "ydr-claimed-own-flip",
            name = ctx.name(*seat),
            claim = claim_name(loc, *claim),
            tile = tile(loc, *t),
            kan = kan(loc, k)
        ),
        Event::Claimed {
            seat,
            claim,
            tile: t,
            from,
            kan: k,
        } => t!(
            loc,
            "ydr-claimed",
            name = ctx.name(*seat),
            claim = claim_name(loc, *claim),
            tile = tile(loc, *t),
            from = ctx.name(*from),
            kan = kan(loc, k)
        ),
        Event::Unclaimed { .. } => return None,
        Event::KillDraw { seat, tile: t } => {
            t!(
                loc,
                "ydr-kill-draw",
                name = ctx.name(*seat),
                tile = tile(loc, *t)
            )
        }
        Event::Locked { tile: t, lock, .. } => match lock {
            Lock::Peng => t!(loc, "ydr-locked-peng", tile = tile(loc, *t)),
            Lock::Win => t!(loc, "ydr-locked-win", tile = tile(loc, *t)),
        },
        Event::Won {
            seat,
            concealed,
            exposed,
            tile: won_on,
            from,
        } => {
            let mut shown = tiles(loc, concealed);
            // The winning tile is shown once, apart: the split below holds it too.
            if let Some(t) = won_on {
                shown.push_str(&format!(" + {}", tile(loc, *t)));
            }
            if !exposed.is_empty() {
                shown.push_str(&format!(" + {}", kans(loc, exposed)));
            }
            let name = ctx.name(*seat);
            match (won_on, from) {
                (Some(t), Some(f)) if f == seat => t!(
                    loc,
                    "ydr-won-own-flip",
                    name = name,
                    tile = tile(loc, *t),
                    tiles = shown
                ),
                (Some(t), Some(f)) => t!(
                    loc,
                    "ydr-won-on",
                    name = name,
                    tile = tile(loc, *t),
                    from = ctx.name(*f),
                    tiles = shown
                ),
                _ => t!(loc, "ydr-won", name = name, tiles = shown),
            }
        }
        Event::Exhausted => t!(loc, "ydr-exhausted"),
        Event::Uncontested => t!(loc, "ydr-uncontested"),
        Event::HandOver { result, scores } => {
            let mut lines = Vec::new();
            if let HandEnd::Won {
                seat, split, stake, ..
            } = &result.end
            {
                lines.push(t!(
                    loc,
                    "ydr-hand-won",
                    name = ctx.name(*seat),
                    kans = kans(loc, &split.kans),
                    tuo = split.tuo,
                    fan = split.fan,
                    stake = *stake
                ));
                for f in &split.fan_sources {
                    lines.push(format!("  · {}", fan_source(loc, f)));
                }
            }
            let totals: Vec<String> = scores
                .iter()
                .zip(&result.payments)
                .enumerate()
                .map(|(i, (total, pay))| {
                    t!(
                        loc,
                        "ydr-payment",
                        name = ctx.name(crate::games::Seat::from_index(i)),
                        pay = signed(*pay),
                        total = signed(*total)
                    )
                })
                .collect();
            lines.push(t!(
                loc,
                "ydr-hand-over",
                hand = result.hand,
                scores = totals.join(" · ")
            ));
            lines.join("\n")
        }
        Event::Forfeited { seat } => t!(loc, "ydr-forfeited", name = ctx.name(*seat)),
        Event::SeatLeft { .. } => t!(loc, "ydr-seat-left"),
        Event::PassingThisHand { .. } => t!(loc, "ydr-passing-this-hand"),
        Event::StandingPassed { tile: t, .. } => {
            t!(loc, "ydr-standing-passed", tile = tile(loc, *t))
        }
        // The table announces the result itself.
        Event::MatchOver { .. } => return None,
    })
}

/// A button's words for an action: `Open (起牌)`, `Don't open`, `peng 碰`,
/// `chi 吃 (平八[2-6] 平八[2-6])`, `Discard 天[6-6]`.
pub fn action_label(a: &Action, v: &View, ctx: &RenderCtx) -> String {
    let loc = ctx.locale;
    match a {
        Action::Open => t!(loc, "ydr-button-open"),
        Action::Pass if v.stage == Stage::Opening => t!(loc, "ydr-button-not-open"),
        Action::Pass => t!(loc, "ydr-button-pass"),
        Action::PassHand => t!(loc, "ydr-button-pass-hand"),
        Action::Play => t!(loc, "ydr-button-play"),
        Action::Fold => t!(loc, "ydr-button-fold"),
        Action::Discard(t) => t!(loc, "ydr-button-discard", tile = hand_tile(loc, *t)),
        Action::Claim(c) => claim_text(loc, *c),
    }
}

pub fn view(v: &View, ctx: &RenderCtx) -> String {
    let loc = ctx.locale;
    let mut lines = Vec::new();
    if let Some(hand) = &v.concealed {
        lines.push(t!(
            loc,
            "ydr-your-hand",
            count = hand.len(),
            tiles = hand_tiles(loc, hand)
        ));
    }
    if let Some(e) = &v.estimate {
        lines.push(t!(
            loc,
            "ydr-view-estimate",
            tuo = e.tuo,
            kans = e.kans,
            threshold = e.threshold
        ));
    }
    let stage = match v.stage {
        Stage::Opening => t!(loc, "ydr-stage-opening"),
        Stage::Joining => t!(loc, "ydr-stage-joining"),
        Stage::Discard => t!(loc, "ydr-stage-discard"),
        Stage::Claim => t!(loc, "ydr-stage-claim"),
        Stage::Over => t!(loc, "ydr-stage-over"),
    };
    lines.push(t!(
        loc,
        "ydr-view-hand",
        hand = v.hand,
        hands = v.hands,
        dealer = ctx.name(v.dealer),
        stage = stage,
        stock = v.stock
    ));
    for s in &v.seats {
        let mut line = t!(
            loc,
            "ydr-view-concealed",
            name = ctx.name(s.seat),
            count = s.concealed
        );
        if !s.exposed.is_empty() {
            line.push_str(&format!(" + {}", kans(loc, &s.exposed)));
        }
        lines.push(line);
    }
    if let Some(w) = &v.window {
        let how = match w.origin {
            Origin::Discard => t!(
                loc,
                "ydr-discarded",
                name = ctx.name(w.source),
                tile = tile(loc, w.tile)
            ),
            Origin::Flip => t!(
                loc,
                "ydr-flipped",
                name = ctx.name(w.source),
                tile = tile(loc, w.tile)
            ),
        };
        lines.push(how);
    }
    if !v.river.is_empty() {
        let last: Vec<String> = v
            .river
            .iter()
            .rev()
            .take(8)
            .map(|(_, t)| tile(loc, *t))
            .collect();
        lines.push(t!(loc, "ydr-view-river", tiles = last.join(" ")));
    }
    let scores: Vec<String> = v
        .scores
        .iter()
        .enumerate()
        .map(|(i, s)| {
            format!(
                "{} {}",
                ctx.name(crate::games::Seat::from_index(i)),
                signed(*s)
            )
        })
        .collect();
    lines.push(scores.join(" · "));
    lines.join("\n")
}
