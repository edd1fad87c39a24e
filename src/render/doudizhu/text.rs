//! Dou Dizhu in words. Cards are shown in the notation players type (`333 44`, `B R`), in
//! Chinese and Japanese with the tens and the jokers as players name them there (`10`,
//! `小王 大王`; `黒ジョーカー 赤ジョーカー`); the parser reads every form back, so what you see is
//! what you play.

use crate::cards::Joker;
use crate::games::doudizhu::combos::{Combo, Kind, classify};
use crate::games::doudizhu::rank::DdzRank;
use crate::games::doudizhu::view::Stage;
use crate::games::doudizhu::{Action, Bid, Event, Players, RankCounts, View};
use crate::i18n::Locale;
use crate::render::{RenderCtx, signed};
use crate::t;

/// A rank as the reader writes it: the notation letter in English (`T`, `B`, `R`), `10` and the
/// jokers' names in Chinese and Japanese.
pub fn rank_name(loc: Locale, r: DdzRank) -> String {
    match (loc, r) {
        (Locale::EnUs, r) => r.letter().to_string(),
        (_, DdzRank::BLACK_JOKER) => crate::render::cards::joker(loc, Joker::Black).to_string(),
        (_, DdzRank::RED_JOKER) => crate::render::cards::joker(loc, Joker::Red).to_string(),
        (_, r) if r.letter() == 'T' => "10".to_string(),
        (_, r) => r.letter().to_string(),
    }
}

/// Cards grouped by rank: `333 44 7 B R`; a rank whose name is longer than a letter is
/// repeated with spaces (`10 10 10`), as `101010` reads as nothing.
pub fn cards(loc: Locale, c: &RankCounts) -> String {
    let groups: Vec<String> = c
        .ranks()
        .map(|r| {
            let name = rank_name(loc, r);
            let n = usize::from(c.count(r));
            if name.chars().count() == 1 {
                name.repeat(n)
            } else {
                vec![name; n].join(" ")
            }
        })
        .collect();
    groups.join(" ")
}

/// A play's cards as players read them: the main part first, then what is attached to it
/// (`999 44`, `333 444 5 6`, `7777 3 5`); a play with nothing attached as `cards` shows it.
pub fn combo_cards(loc: Locale, combo: &Combo) -> String {
    let parts: Vec<String> = combo
        .reading_parts()
        .iter()
        .map(|p| cards(loc, p))
        .collect();
    parts.join(" ")
}

/// A move's command (`play TTTJJJ3355`, the play back to back, main part first) as the reader
/// reads it, and as its button and the channel show it: each run of one rank as `cards` groups
/// it (`play 10 10 10 JJJ 33 55`, as `101010` reads as nothing; `play 333 44`). English as it
/// is.
pub fn command_args(loc: Locale, command: &str) -> String {
    if loc == Locale::EnUs {
        return command.to_string();
    }
    command
        .split(' ')
        .map(|w| {
            let faces = !w.is_empty() && w.chars().all(|c| "23456789TJQKABR".contains(c));
            let chars: Vec<char> = w.chars().collect();
            let runs: Option<Vec<String>> = faces
                .then(|| {
                    chars
                        .chunk_by(|a, b| a == b)
                        .map(|run| {
                            let text: String = run.iter().collect();
                            RankCounts::parse(&text).ok().map(|c| cards(loc, &c))
                        })
                        .collect()
                })
                .flatten();
            runs.map_or_else(|| w.to_string(), |r| r.join(" "))
        })
        .collect::<Vec<_>>()
        .join(" ")
}

/// A play's cards for a button, main part first: back to back in English (`99944`, as typed),
/// in Chinese and Japanese as `combo_cards` reads them, since `10` and the jokers' names do not
/// run together (`10 10 10 小王`).
fn play_text(loc: Locale, c: &RankCounts, players: Players) -> String {
    if loc == Locale::EnUs {
        return crate::games::doudizhu::combos::play_text(c, players);
    }
    classify(c, players).map_or_else(|_| cards(loc, c), |combo| combo_cards(loc, &combo))
}

/// A button's words for an action: `Bid 2`, `Pass`, `Play 33344`, `Play 99944` (main part
/// first, as the play is offered and shown).
pub fn action_label(a: &Action, players: Players, locale: Locale) -> String {
    match a {
        Action::Bid(Bid::Pass) => t!(locale, "ddz-button-no-bid"),
        Action::Pass => t!(locale, "ddz-button-pass"),
        Action::Bid(b) => t!(locale, "ddz-button-bid", bid = b.value()),
        Action::Play(c) => t!(
            locale,
            "ddz-button-play",
            cards = play_text(locale, c, players)
        ),
    }
}

/// One token per card, in the notation (`3 3 3 4 4 B`): what a menu sends back.
pub fn tokens(c: &RankCounts) -> Vec<String> {
    c.to_ranks()
        .iter()
        .map(|r| r.letter().to_string())
        .collect()
}

pub fn kind_name(locale: Locale, kind: Kind) -> String {
    match kind {
        Kind::Single => t!(locale, "ddz-kind-single"),
        Kind::Pair => t!(locale, "ddz-kind-pair"),
        Kind::Trio => t!(locale, "ddz-kind-trio"),
        Kind::TrioSingle => t!(locale, "ddz-kind-trio-single"),
        Kind::TrioPair => t!(locale, "ddz-kind-trio-pair"),
        Kind::Straight => t!(locale, "ddz-kind-straight"),
        Kind::PairStraight => t!(locale, "ddz-kind-pair-straight"),
        Kind::Airplane => t!(locale, "ddz-kind-airplane"),
        Kind::AirplaneSingles => t!(locale, "ddz-kind-airplane-singles"),
        Kind::AirplanePairs => t!(locale, "ddz-kind-airplane-pairs"),
        Kind::FourTwoSingles => t!(locale, "ddz-kind-four-two-singles"),
        Kind::FourTwoPairs => t!(locale, "ddz-kind-four-two-pairs"),
        Kind::Bomb => t!(locale, "ddz-kind-bomb"),
        Kind::Rocket => t!(locale, "ddz-kind-rocket"),
    }
}

pub(super) fn bid_text(locale: Locale, bid: Bid) -> String {
    match bid {
        Bid::Pass => t!(locale, "ddz-bid-word-pass"),
        b => b.value().to_string(),
    }
}

pub fn event(e: &Event, ctx: &RenderCtx) -> Option<String> {
    let loc = ctx.locale;
    Some(match e {
        Event::Dealt {
            deal,
            first_bidder,
            face_up: Some(up),
            ..
        } => t!(
            loc,
            "ddz-dealt-face-up",
            deal = *deal,
            card = cards(loc, up),
            name = ctx.name(*first_bidder)
        ),
        Event::Dealt {
            deal, first_bidder, ..
        } => t!(
            loc,
            "ddz-dealt",
            deal = *deal,
            name = ctx.name(*first_bidder)
        ),
        Event::Hand { cards: c, .. } => {
            t!(loc, "ddz-your-hand", count = c.len(), cards = cards(loc, c))
        }
        Event::Bid {
            seat,
            bid: Bid::Pass,
        } => t!(loc, "ddz-bid-pass", name = ctx.name(*seat)),
        Event::Bid { seat, bid } => t!(loc, "ddz-bid", name = ctx.name(*seat), bid = bid.value()),
        Event::AllPassed => t!(loc, "ddz-all-passed"),
        Event::Landlord { seat, bid, kitty } => t!(
            loc,
            "ddz-landlord",
            name = ctx.name(*seat),
            bid = bid.value(),
            kitty = cards(loc, kitty)
        ),
        Event::Played {
            seat,
            combo,
            cards_left,
        } => t!(
            loc,
            "ddz-played",
            name = ctx.name(*seat),
            cards = combo_cards(loc, combo),
            kind = kind_name(loc, combo.kind),
            left = *cards_left
        ),
        Event::Passed { seat } => t!(loc, "ddz-passed", name = ctx.name(*seat)),
        Event::CannotBeat { play, .. } => {
            t!(loc, "ddz-cannot-beat", cards = combo_cards(loc, play))
        }
        Event::StakeDoubled { stake, .. } => t!(loc, "ddz-doubled", stake = *stake),
        Event::TrickWon { seat } => t!(loc, "ddz-trick-won", name = ctx.name(*seat)),
        Event::Forfeited { seat } => t!(loc, "ddz-forfeited", name = ctx.name(*seat)),
        Event::Revealed { hands } => t!(loc, "ddz-revealed", hands = revealed_text(hands, ctx)),
        Event::Settled { settlement: s } => {
            let mut line = if s.landlord_won {
                t!(
                    loc,
                    "ddz-landlord-wins",
                    name = ctx.name(s.landlord),
                    stake = s.stake
                )
            } else {
                t!(
                    loc,
                    "ddz-farmers-win",
                    name = ctx.name(s.landlord),
                    stake = s.stake
                )
            };
            if let Some(spring) = s.spring {
                line.push(' ');
                line.push_str(&match spring {
                    crate::games::doudizhu::Spring::Spring => t!(loc, "ddz-spring"),
                    crate::games::doudizhu::Spring::ReverseSpring => t!(loc, "ddz-reverse-spring"),
                });
            }
            line
        }
        Event::HandOver {
            hand,
            hands,
            totals,
        } => t!(
            loc,
            "ddz-hand-over",
            hand = *hand,
            hands = *hands,
            totals = totals_text(totals, ctx)
        ),
    })
}

/// `Bo 33 7 · Cy K R`: the cards each seat still holds at the end of a hand
/// (docs/rules/doudizhu.md#showing-the-hands); the seat that went out, holding none, is left
/// out.
fn revealed_text(hands: &[RankCounts], ctx: &RenderCtx) -> String {
    hands
        .iter()
        .enumerate()
        .filter(|(_, h)| !h.is_empty())
        .map(|(i, h)| {
            format!(
                "{} {}",
                ctx.name(crate::games::Seat::from_index(i)),
                cards(ctx.locale, h)
            )
        })
        .collect::<Vec<_>>()
        .join(" · ")
}

/// `Ann +4 · Bo −2 · Cy −2`: each seat's match total.
fn totals_text(totals: &[i64], ctx: &RenderCtx) -> String {
    totals
        .iter()
        .enumerate()
        .map(|(i, t)| {
            format!(
                "{} {}",
                ctx.name(crate::games::Seat::from_index(i)),
                signed(*t)
            )
        })
        .collect::<Vec<_>>()
        .join(" · ")
}

/// The table as `view.viewer` sees it (the channel when `None`).
pub fn view(v: &View, ctx: &RenderCtx) -> String {
    let loc = ctx.locale;
    let mut lines = Vec::new();
    if v.hands > 1 {
        lines.push(t!(
            loc,
            "ddz-view-match",
            hand = v.hand_no,
            hands = v.hands,
            totals = totals_text(&v.totals, ctx)
        ));
    }
    if let Some(hand) = &v.hand {
        lines.push(t!(
            loc,
            "ddz-your-hand",
            count = hand.len(),
            cards = cards(loc, hand)
        ));
    }
    match v.stage {
        Stage::Auction => {
            let top = v.bids.iter().map(|(_, b)| *b).max().unwrap_or(Bid::Pass);
            lines.push(if top == Bid::Pass {
                t!(loc, "ddz-view-auction-none")
            } else {
                t!(loc, "ddz-view-auction", bid = bid_text(loc, top))
            });
        }
        Stage::Play | Stage::Over => {
            if let (Some(landlord), Some(bid)) = (v.landlord, v.bid) {
                lines.push(t!(
                    loc,
                    "ddz-view-landlord",
                    name = ctx.name(landlord),
                    bid = bid.value(),
                    stake = v.stake
                ));
            }
            if let Some(kitty) = &v.kitty {
                lines.push(t!(loc, "ddz-view-kitty", cards = cards(loc, kitty)));
            }
            if let Some((seat, combo)) = &v.to_beat {
                lines.push(t!(
                    loc,
                    "ddz-view-to-beat",
                    name = ctx.name(*seat),
                    cards = combo_cards(loc, combo),
                    kind = kind_name(loc, combo.kind)
                ));
            }
        }
    }
    let counts: Vec<String> = v
        .hand_sizes
        .iter()
        .enumerate()
        .map(|(i, n)| format!("{} {n}", ctx.name(crate::games::Seat::from_index(i))))
        .collect();
    lines.push(t!(loc, "ddz-view-counts", counts = counts.join(" · ")));
    if let Some(s) = &v.settlement {
        let results: Vec<String> = s
            .payments
            .iter()
            .enumerate()
            .map(|(i, p)| {
                format!(
                    "{} {}",
                    ctx.name(crate::games::Seat::from_index(i)),
                    signed(*p)
                )
            })
            .collect();
        lines.push(results.join(" · "));
    }
    lines.join("\n")
}
