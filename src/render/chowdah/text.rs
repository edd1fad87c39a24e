//! Chowdah in words.

use crate::cards::{Card, Colour};
use crate::games::Seat;
use crate::games::chowdah::{
    Action, Contract, Detail, Doubling, Event, Meld, MeldKind, RoundEnd, Source, Stage, View,
};
use crate::i18n::Locale;
use crate::render::cards::{card, cards};
use crate::render::{RenderCtx, signed};
use crate::t;

fn meld(loc: Locale, m: &Meld) -> String {
    format!("[{}]", cards(loc, m.cards()))
}

fn melds(loc: Locale, ms: &[Meld]) -> String {
    let parts: Vec<String> = ms.iter().map(|m| meld(loc, m)).collect();
    parts.join(" ")
}

pub(super) fn kind_name(loc: Locale, k: MeldKind) -> String {
    match k {
        MeldKind::Pair => t!(loc, "chowdah-kind-pair"),
        MeldKind::Trey => t!(loc, "chowdah-kind-trey"),
        MeldKind::Quad => t!(loc, "chowdah-kind-quad"),
        MeldKind::Quint => t!(loc, "chowdah-kind-quint"),
    }
}

/// "1 pair, 1 trey, 1 quad, 1 quint".
pub fn contract(loc: Locale, c: Contract) -> String {
    let parts: Vec<String> = c
        .pattern()
        .iter()
        .zip(MeldKind::ALL)
        .filter(|(n, _)| **n > 0)
        .map(|(n, k)| {
            t!(
                loc,
                "chowdah-contract-part",
                count = *n,
                kind = kind_name(loc, k)
            )
        })
        .collect();
    t!(
        loc,
        "chowdah-contract",
        number = c.number(),
        melds = crate::i18n::series(loc, &parts)
    )
}

fn colour(loc: Locale, c: Colour) -> String {
    match c {
        Colour::Red => t!(loc, "chowdah-colour-red"),
        Colour::Black => t!(loc, "chowdah-colour-black"),
    }
}

fn detail_line(loc: Locale, name: &str, d: &Detail) -> String {
    let mut line = t!(
        loc,
        "chowdah-scored",
        name = name,
        colour = colour(loc, d.scored.colour),
        melds = melds(loc, &d.scored.melds),
        points = signed(d.scored.points)
    );
    if !d.scored.unmelded.is_empty() {
        line.push_str(&t!(
            loc,
            "chowdah-unmelded",
            cards = cards(loc, &d.scored.unmelded)
        ));
    }
    if let Some(why) = d.doubled {
        line.push_str(&match why {
            Doubling::Concealed => t!(loc, "chowdah-doubled-concealed"),
            Doubling::FullRun => t!(loc, "chowdah-doubled-full-run"),
            Doubling::AllSets => t!(loc, "chowdah-doubled-all-sets"),
        });
    }
    line
}

pub fn event(e: &Event, ctx: &RenderCtx) -> Option<String> {
    let loc = ctx.locale;
    Some(match e {
        Event::RoundStarted {
            round,
            contract: c,
            dealer,
            first,
            piles,
            stock,
        } => {
            let tops: Vec<String> = piles
                .iter()
                .map(|p| p.last().map_or("—".to_string(), |&c| card(loc, c)))
                .collect();
            t!(
                loc,
                "chowdah-round-started",
                round = *round,
                dealer = ctx.name(*dealer),
                contract = contract(loc, *c),
                piles = tops.join(" | "),
                stock = *stock,
                first = ctx.name(*first)
            )
        }
        Event::Hand { cards: c, .. } => your_hand(loc, c),
        Event::Drew {
            seat,
            card: Some(c),
            source: crate::games::chowdah::Source::Pile(p),
            ..
        } => t!(
            loc,
            "chowdah-drew-pile",
            name = ctx.name(*seat),
            card = card(loc, *c),
            pile = p.0
        ),
        Event::Drew { seat, .. } => t!(loc, "chowdah-drew-stock", name = ctx.name(*seat)),
        Event::StockCard { card: c, .. } => t!(loc, "chowdah-stock-card", card = card(loc, *c)),
        Event::MeldNow { card: c, .. } => t!(loc, "chowdah-meld-now", card = card(loc, *c)),
        // Only what is new: the melds exposed earlier were told when they were laid down.
        Event::Melded {
            seat,
            melds: all,
            added,
            ..
        } => t!(
            loc,
            "chowdah-melded",
            name = ctx.name(*seat),
            melds = melds(loc, if added.is_empty() { all } else { added })
        ),
        Event::Swapped {
            seat,
            owner,
            gave,
            took,
            result,
            ..
        } => t!(
            loc,
            "chowdah-swapped",
            name = ctx.name(*seat),
            gave = card(loc, *gave),
            took = card(loc, *took),
            owner = ctx.name(*owner),
            meld = meld(loc, result)
        ),
        Event::Discarded {
            seat,
            card: c,
            pile,
        } => {
            t!(
                loc,
                "chowdah-discarded",
                name = ctx.name(*seat),
                card = card(loc, *c),
                pile = pile.0
            )
        }
        Event::ExtraTurnOffered { seat } => {
            t!(loc, "chowdah-extra-turn-offered", name = ctx.name(*seat))
        }
        Event::ExtraTurn { seat } => t!(loc, "chowdah-extra-turn", name = ctx.name(*seat)),
        Event::ExtraTurnDeclined { seat } => {
            t!(loc, "chowdah-extra-turn-declined", name = ctx.name(*seat))
        }
        Event::Declared { seat, hand } => {
            t!(
                loc,
                "chowdah-declared",
                name = ctx.name(*seat),
                cards = cards(loc, hand)
            )
        }
        Event::Passed { seat } => t!(loc, "chowdah-passed", name = ctx.name(*seat)),
        Event::CannotDraw { seat } => t!(loc, "chowdah-cannot-draw", name = ctx.name(*seat)),
        Event::RoundScored { result } => {
            let why = match result.ending {
                RoundEnd::Chowdah { seat } => t!(loc, "chowdah-end-chowdah", name = ctx.name(seat)),
                RoundEnd::Passed { .. } | RoundEnd::CannotDraw { .. } => {
                    t!(loc, "chowdah-end-stock")
                }
            };
            let mut lines = vec![t!(
                loc,
                "chowdah-round-scored",
                round = result.round,
                why = why
            )];
            for (i, d) in result.scores.iter().enumerate() {
                lines.push(detail_line(loc, &ctx.name(Seat::from_index(i)), d));
            }
            let totals: Vec<String> = result
                .totals
                .iter()
                .enumerate()
                .map(|(i, t)| format!("{} {}", ctx.name(Seat::from_index(i)), signed(*t)))
                .collect();
            lines.push(t!(loc, "chowdah-totals", totals = totals.join(" · ")));
            lines.join("\n")
        }
        Event::TieBreak { round } => t!(loc, "chowdah-tie-break", round = *round),
        Event::Forfeited { seat } => t!(loc, "chowdah-forfeited", name = ctx.name(*seat)),
        // The table announces the result itself.
        Event::MatchOver { .. } => return None,
    })
}

/// A button's words for an action: `Draw from the stock`, `Take Q♦ from pile 1`,
/// `Meld [9♦ 10♦ J♦ Q♦]`, `Swap JK for 9♦ (Ann's meld 1)`, `Discard 7♥ on pile 2`.
pub fn action_label(a: &Action, v: &View, ctx: &RenderCtx) -> String {
    let loc = ctx.locale;
    match a {
        Action::Draw(Source::Stock) => t!(loc, "chowdah-button-draw-stock"),
        Action::Draw(Source::Pile(p)) => {
            let top = p
                .index()
                .and_then(|i| v.piles[i].last())
                .map_or("—".to_string(), |&c| card(loc, c));
            t!(loc, "chowdah-button-draw-pile", card = top, pile = p.0)
        }
        Action::Meld(groups) => {
            let shown: Vec<String> = groups
                .iter()
                .map(|g| format!("[{}]", cards(loc, g)))
                .collect();
            t!(loc, "chowdah-button-meld", melds = shown.join(" "))
        }
        Action::Swap(s) => t!(
            loc,
            "chowdah-button-swap",
            give = card(loc, s.give),
            take = card(loc, s.take),
            name = ctx.name(s.owner),
            meld = u32::from(s.meld) + 1
        ),
        Action::Discard { card: c, pile } => {
            t!(
                loc,
                "chowdah-button-discard",
                card = card(loc, *c),
                pile = pile.0
            )
        }
        Action::Declare => t!(loc, "chowdah-button-declare"),
        Action::Pass => t!(loc, "chowdah-button-pass"),
        Action::ExtraTurn(true) => t!(loc, "chowdah-button-extra-turn"),
        Action::ExtraTurn(false) => t!(loc, "chowdah-button-no-extra-turn"),
    }
}

/// The seat's hand line; a hand melded out entirely (every card exposed, before the call)
/// says so rather than end in nothing.
fn your_hand(loc: Locale, hand: &[Card]) -> String {
    if hand.is_empty() {
        let none = t!(loc, "chowdah-hand-all-exposed");
        t!(loc, "chowdah-your-hand", cards = none)
    } else {
        t!(loc, "chowdah-your-hand", cards = cards(loc, hand))
    }
}

pub fn view(v: &View, ctx: &RenderCtx) -> String {
    let loc = ctx.locale;
    let mut lines = Vec::new();
    if let Some(hand) = &v.hand {
        lines.push(your_hand(loc, hand));
    }
    if let Some(c) = v.drawn {
        lines.push(t!(loc, "chowdah-stock-card", card = card(loc, c)));
    }
    let stage = match &v.stage {
        Stage::Draw => t!(loc, "chowdah-stage-draw"),
        Stage::Meld { card: c, .. } => t!(loc, "chowdah-stage-meld", card = card(loc, *c)),
        Stage::Discard => t!(loc, "chowdah-stage-discard"),
        Stage::ExtraTurn => t!(loc, "chowdah-stage-extra-turn"),
        Stage::Over => t!(loc, "chowdah-stage-over"),
    };
    lines.push(t!(
        loc,
        "chowdah-view-round",
        round = v.round,
        rounds = u32::from(v.rounds),
        contract = contract(loc, v.contract),
        stage = stage
    ));
    lines.push(piles_line(v, loc));
    for (i, ms) in v.exposed.iter().enumerate() {
        let name = ctx.name(Seat::from_index(i));
        let size = v.hand_sizes.get(i).copied().unwrap_or(0);
        let mut line = t!(loc, "chowdah-view-seat", name = name, count = size);
        if !ms.is_empty() {
            line.push_str(&format!(" · {}", melds(loc, ms)));
        }
        lines.push(line);
    }
    let totals: Vec<String> = v
        .totals
        .iter()
        .enumerate()
        .map(|(i, t)| format!("{} {}", ctx.name(Seat::from_index(i)), signed(*t)))
        .collect();
    lines.push(t!(loc, "chowdah-totals", totals = totals.join(" · ")));
    lines.join("\n")
}

/// `Piles 1: K♦ | 2: 4♥ | 3: — · stock 76`: what a turn can draw from (and discard onto).
pub(super) fn piles_line(v: &View, loc: Locale) -> String {
    let piles: Vec<String> = v
        .piles
        .iter()
        .enumerate()
        .map(|(i, p)| {
            t!(
                loc,
                "chowdah-pile-top",
                pile = i + 1,
                card = p.last().map_or("—".to_string(), |&c| card(loc, c))
            )
        })
        .collect();
    t!(
        loc,
        "chowdah-view-piles",
        piles = piles.join(" | "),
        stock = v.stock
    )
}
