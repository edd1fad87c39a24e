//! Chicago in words.

use crate::games::chicago::{
    Action, Category, Event, MatchEnd, PointsFor, Scoring, Showdown, Stage, View,
};
use crate::render::cards::{card, cards};
use crate::render::{RenderCtx, signed};

use crate::i18n::Locale;
use crate::t;

pub fn category(locale: Locale, c: Category) -> String {
    match c {
        Category::HighCard => t!(locale, "chicago-cat-high-card"),
        Category::Pair => t!(locale, "chicago-cat-pair"),
        Category::TwoPair => t!(locale, "chicago-cat-two-pair"),
        Category::ThreeOfAKind => t!(locale, "chicago-cat-three-of-a-kind"),
        Category::Straight => t!(locale, "chicago-cat-straight"),
        Category::Flush => t!(locale, "chicago-cat-flush"),
        Category::FullHouse => t!(locale, "chicago-cat-full-house"),
        Category::FourOfAKind => t!(locale, "chicago-cat-four-of-a-kind"),
        Category::StraightFlush => t!(locale, "chicago-cat-straight-flush"),
        Category::RoyalFlush => t!(locale, "chicago-cat-royal-flush"),
    }
}

fn scoring(locale: Locale, s: Scoring) -> String {
    match s {
        Scoring::FirstExchange => t!(locale, "chicago-scoring-first"),
        Scoring::SecondExchange => t!(locale, "chicago-scoring-second"),
        Scoring::FinalHand => t!(locale, "chicago-scoring-final"),
    }
}

fn scores_line(ctx: &RenderCtx, scores: &[u32]) -> String {
    let parts: Vec<String> = scores
        .iter()
        .enumerate()
        .map(|(i, s)| format!("{} {s}", ctx.name(crate::games::Seat::from_index(i))))
        .collect();
    parts.join(" · ")
}

pub fn event(e: &Event, ctx: &RenderCtx) -> Option<String> {
    let loc = ctx.locale;
    Some(match e {
        Event::Dealt {
            deal,
            dealer,
            scores,
        } => {
            let mut s = t!(loc, "chicago-dealt", deal = *deal, name = ctx.name(*dealer));
            if scores.iter().any(|&x| x > 0) {
                s.push_str(&t!(loc, "note", text = scores_line(ctx, scores)));
            }
            s
        }
        // The last card played: nothing left to show.
        Event::Hand { cards: c, .. } if c.is_empty() => return None,
        Event::Hand { cards: c, .. } => t!(loc, "chicago-your-hand", cards = cards(loc, c)),
        Event::ExchangeRound { round } => t!(loc, "chicago-exchange-round", round = *round),
        Event::Exchanged { seat, count, .. } => {
            if *count == 0 {
                t!(loc, "chicago-stood-pat", name = ctx.name(*seat))
            } else {
                t!(
                    loc,
                    "chicago-exchanged",
                    name = ctx.name(*seat),
                    count = *count
                )
            }
        }
        Event::Drew { thrown, drawn, .. } => {
            if thrown.is_empty() {
                return None;
            }
            t!(
                loc,
                "chicago-drew",
                thrown = cards(loc, thrown),
                drawn = cards(loc, drawn)
            )
        }
        Event::ExchangeLocked { seat, score, .. } => {
            t!(
                loc,
                "chicago-locked",
                name = ctx.name(*seat),
                score = *score
            )
        }
        Event::StockReshuffled { cards: n } => t!(loc, "chicago-reshuffled", count = *n),
        Event::Showdown {
            scoring: s,
            showdown,
        } => {
            let when = scoring(loc, *s);
            // The last showdown is at the end of the deal, not "after the final hand".
            let last = if *s == Scoring::FinalHand {
                "yes"
            } else {
                "no"
            };
            match showdown {
                Showdown::Best { seat, hand, value } => {
                    // The cards that make the hand first (a full house's three before its
                    // pair), then the others.
                    let mut shown = value.cards.clone();
                    shown.extend(hand.iter().filter(|c| !value.cards.contains(c)));
                    t!(
                        loc,
                        "chicago-showdown-best",
                        when = when,
                        end = last,
                        name = ctx.name(*seat),
                        category = category(loc, value.category),
                        kind = value.category.name(),
                        cards = cards(loc, &shown)
                    )
                }
                Showdown::Tie { seats, category: c } => t!(
                    loc,
                    "chicago-showdown-tie",
                    when = when,
                    end = last,
                    names = ctx.names_of(seats),
                    category = category(loc, *c),
                    kind = c.name()
                ),
                Showdown::NoPair => {
                    t!(loc, "chicago-showdown-none", when = when, end = last)
                }
            }
        }
        Event::Points {
            seat,
            change,
            total,
            reason,
        } => {
            let why = match reason {
                PointsFor::Hand(s) => scoring(loc, *s),
                PointsFor::LastTrick => t!(loc, "chicago-for-last-trick"),
                PointsFor::ChicagoMade => t!(loc, "chicago-for-chicago-made"),
                PointsFor::ChicagoFailed => t!(loc, "chicago-for-chicago-failed"),
                PointsFor::Forfeit => t!(loc, "chicago-for-forfeit"),
            };
            t!(
                loc,
                "chicago-points",
                name = ctx.name(*seat),
                change = signed(i64::from(*change)),
                total = *total,
                why = why
            )
        }
        Event::ChicagoAsked { seats } => t!(loc, "chicago-call-asked", names = ctx.names_of(seats)),
        Event::ChicagoDeclared { seat } => t!(loc, "chicago-call-declared", name = ctx.name(*seat)),
        Event::ChicagoDeclined { seat } => t!(loc, "chicago-call-declined", name = ctx.name(*seat)),
        Event::TricksBegin { leader } => t!(loc, "chicago-tricks-begin", name = ctx.name(*leader)),
        Event::Played {
            seat,
            card: c,
            trick,
        } => t!(
            loc,
            "chicago-played",
            name = ctx.name(*seat),
            card = card(loc, *c),
            trick = *trick
        ),
        Event::TrickWon { seat, trick } => {
            t!(
                loc,
                "chicago-trick-won",
                name = ctx.name(*seat),
                trick = *trick
            )
        }
        Event::DealOver { deal, scores } => {
            t!(
                loc,
                "chicago-deal-over",
                deal = *deal,
                scores = scores_line(ctx, scores)
            )
        }
        Event::TieAtTop { seats, score } => {
            t!(
                loc,
                "chicago-tie-at-top",
                names = ctx.names_of(seats),
                score = *score
            )
        }
        Event::Forfeited { seat } => t!(loc, "chicago-forfeited", name = ctx.name(*seat)),
        Event::MatchOver {
            reason,
            scores,
            winners,
        } => {
            let why = match reason {
                MatchEnd::Target => t!(loc, "chicago-end-target"),
                MatchEnd::RoyalFlush => t!(loc, "chicago-end-royal"),
                MatchEnd::Forfeit => t!(loc, "chicago-end-forfeit"),
            };
            t!(
                loc,
                "chicago-match-over",
                names = ctx.names_of(winners),
                count = winners.len(),
                why = why,
                scores = scores_line(ctx, scores)
            )
        }
    })
}

/// A button's words for an action: `Stand pat`, `Discard 8♣ 5♦`, `Play K♥`, `Call Chicago`.
pub fn action_label(a: &Action, locale: Locale) -> String {
    match a {
        Action::Discard(c) if c.is_empty() => t!(locale, "chicago-button-stand-pat"),
        Action::Discard(c) => t!(locale, "chicago-button-discard", cards = cards(locale, c)),
        Action::Play(c) => t!(locale, "chicago-button-play", card = card(locale, *c)),
        Action::DeclareChicago => t!(locale, "chicago-button-declare"),
        Action::Pass => t!(locale, "chicago-button-no-call"),
    }
}

pub fn view(v: &View, ctx: &RenderCtx) -> String {
    let loc = ctx.locale;
    let mut lines = Vec::new();
    if let Some(hand) = v.hand.as_ref().filter(|h| !h.is_empty()) {
        lines.push(match &v.hand_value {
            Some(value) => t!(
                loc,
                "chicago-your-hand-value",
                cards = cards(loc, hand),
                category = category(loc, value.category)
            ),
            None => t!(loc, "chicago-your-hand", cards = cards(loc, hand)),
        });
    }
    let stage = match v.stage {
        Stage::FirstExchange => t!(loc, "chicago-stage-exchange", round = 1),
        Stage::SecondExchange => t!(loc, "chicago-stage-exchange", round = 2),
        Stage::ChicagoCall => t!(loc, "chicago-stage-call"),
        Stage::Tricks => t!(
            loc,
            "chicago-stage-tricks",
            trick = v.trick_winners.len() + 1
        ),
        Stage::Over => t!(loc, "chicago-stage-over"),
    };
    lines.push(t!(
        loc,
        "chicago-view-deal",
        deal = v.deal,
        dealer = ctx.name(v.dealer),
        stage = stage,
        target = v.target
    ));
    lines.push(t!(
        loc,
        "chicago-view-scores",
        scores = scores_line(ctx, &v.scores)
    ));
    if !v.trick.plays.is_empty() {
        let plays: Vec<String> = v
            .trick
            .plays
            .iter()
            .map(|p| format!("{} {}", ctx.name(p.seat), card(loc, p.card)))
            .collect();
        lines.push(t!(
            loc,
            "chicago-view-trick",
            plays = crate::i18n::series(loc, &plays)
        ));
    }
    if let Some(d) = v.declarer {
        lines.push(t!(loc, "chicago-call-declared", name = ctx.name(d)));
    }
    lines.join("\n")
}
