//! The end of a hand, drawn from what the channel is told of it (the public events of the
//! announcement), so the picture never shows a card the text did not make public:
//!
//! - Chicago: each showdown's best hand (cards speak: the scoring hand is shown), the cards
//!   that make it first as the text lists them, with its points (docs/rules/chicago.md#showdowns).
//! - Chowdah: every seat's scored arrangement — its melds, each with its points, and its
//!   unmelded cards with their penalty (docs/rules/chowdah.md#scoring).
//! - 幺地人: the winner's split, each kan with its 砣 (docs/rules/yaodiren.md#winning-胡).
//! - Dou Dizhu reveals no hand at the end (docs/rules/doudizhu.md): the picture is the play
//!   that went out, which everyone saw.
//!
//! A tie, a Chicago showdown without a pair, a 荒牌 or a forfeit shows no cards: no picture.

use super::{
    Face, Group, Row, Scene, badge, cards, ddz_play_faces, fan, kan, side_by_side, signed,
};
use crate::cards::Card;
use crate::games::Options;
use crate::games::Seat;
use crate::games::any::AnyEvent;
use crate::games::chicago::{self, Showdown};
use crate::games::chowdah::{self, Detail, Doubling, RoundResult};
use crate::games::doudizhu;
use crate::games::yaodiren::{self, HandEnd};

/// The end-of-hand picture of an announcement: a row per seat shown, for the last hand end
/// (or Chicago showdown) among `events` (the channel's events of one command, in order);
/// `None` when none of them shows cards. `options` are the table's (Chowdah's ace variant
/// decides what a meld is worth).
pub fn showdown<'a>(
    events: impl IntoIterator<Item = &'a AnyEvent>,
    options: &Options,
) -> Option<Scene> {
    let ace_scoring = options.flag(&chowdah::config::ACE_SCORING).unwrap_or(false);
    // Bots playing on can end several hands (or Chicago showdowns) in one announcement: the
    // picture shows the last.
    let mut rows: Vec<Row> = Vec::new();
    // Dou Dizhu: the latest play, which is the one that went out when the hand is settled.
    let mut last_play: Option<(Seat, Vec<Face>)> = None;
    for e in events {
        let mut ended: Vec<Row> = Vec::new();
        match e {
            AnyEvent::Chicago(chicago::Event::Showdown {
                showdown: Showdown::Best { seat, hand, value },
                ..
            }) => {
                // As the text lists it: the cards that make the hand, then the others.
                let mut shown = value.cards.clone();
                shown.extend(hand.iter().filter(|c| !value.cards.contains(c)));
                let mut group = side_by_side(cards(&shown));
                group.caption = Some(signed(i64::from(value.points())));
                ended.push(row(*seat, vec![group]));
            }
            AnyEvent::Chowdah(chowdah::Event::RoundScored { result }) => {
                ended.extend(chowdah_rows(result, ace_scoring));
            }
            AnyEvent::Yaodiren(yaodiren::Event::HandOver { result, .. }) => {
                if let HandEnd::Won { seat, split, .. } = &result.end {
                    ended.push(row(*seat, split.kans.iter().map(|&k| kan(k)).collect()));
                }
            }
            AnyEvent::Doudizhu(doudizhu::Event::Played { seat, combo, .. }) => {
                last_play = Some((*seat, ddz_play_faces(combo)));
            }
            AnyEvent::Doudizhu(doudizhu::Event::Forfeited { .. }) => last_play = None,
            AnyEvent::Doudizhu(doudizhu::Event::Settled { .. }) => {
                if let Some((seat, faces)) = last_play.take() {
                    ended.push(row(seat, vec![side_by_side(faces)]));
                }
            }
            AnyEvent::Doudizhu(doudizhu::Event::Dealt { .. }) => last_play = None,
            _ => {}
        }
        if !ended.is_empty() {
            rows = ended;
        }
    }
    let scene = Scene { rows };
    (!scene.is_empty()).then_some(scene)
}

fn row(seat: Seat, groups: Vec<Group>) -> Row {
    Row {
        seat: Some(badge(seat)),
        turn: false,
        groups,
    }
}

/// A Chowdah round's rows: each seat's melds with their points, then its unmelded cards with
/// their penalty; fanned (the corner index shows), so four seats of 13 or 14 cards stay a
/// line each.
fn chowdah_rows(result: &RoundResult, ace_scoring: bool) -> Vec<Row> {
    result
        .scores
        .iter()
        .enumerate()
        .map(|(i, d)| {
            let mut groups: Vec<Group> = d
                .scored
                .melds
                .iter()
                .map(|m| fan(cards(m.cards())))
                .collect();
            if !d.scored.unmelded.is_empty() {
                groups.push(fan(cards(&d.scored.unmelded)));
            }
            match points_per_group(d, ace_scoring) {
                Some(points) => {
                    for (g, p) in groups.iter_mut().zip(points) {
                        g.caption = Some(signed(p));
                    }
                }
                // Not reproducible from the melds alone (it never should be): the seat's
                // card points under its last group, as the text gives them.
                None => {
                    if let Some(last) = groups.last_mut() {
                        last.caption = Some(signed(d.card_points));
                    }
                }
            }
            row(Seat::from_index(i), groups)
        })
        .collect()
}

/// What each meld is worth in the seat's scoring colour, then (when it has unmelded cards)
/// their penalty — the numbers the round's card points are made of
/// (docs/rules/chowdah.md#scoring). `None` unless they add up to the seat's card points
/// (halved when they were doubled).
fn points_per_group(d: &Detail, ace_scoring: bool) -> Option<Vec<i64>> {
    let colour = d.scored.colour;
    let sets_only = d.doubled == Some(Doubling::AllSets);
    let mut points: Vec<i64> = d
        .scored
        .melds
        .iter()
        .map(|m| chowdah::scoring::meld_points(m, colour, ace_scoring, sets_only))
        .collect::<Option<Vec<i64>>>()?;
    if !d.scored.unmelded.is_empty() {
        // The caller of a Chowdah has no unmelded penalty.
        let penalty: i64 = if d.chowdah {
            0
        } else {
            d.scored
                .unmelded
                .iter()
                .map(|&c: &Card| chowdah::scoring::penalty(c, ace_scoring))
                .sum()
        };
        points.push(-penalty);
    }
    let factor = if d.doubled.is_some() { 2 } else { 1 };
    (points.iter().sum::<i64>() * factor == d.card_points).then_some(points)
}
