//! Chowdah's pictures: cards by suit (♠ ♥ ♣ ♦, alternating colours), melds apart; at the end
//! of a round, every seat's scored arrangement — its melds, each with its points, and its
//! unmelded cards with their penalty, and its score for the round, the best marked `WIN`
//! (docs/rules/chowdah.md#scoring).

use crate::cards::{Card, Suit};
use crate::games::Seat;
use crate::games::chowdah::{self, Detail, Doubling, Event, RoundResult, View};
use crate::images::scenes::{
    captioned, card_faces, fan, held, held_rows, last_shown, middle, one_row, result_label,
    shown_row, side_by_side, titled,
};
use crate::images::{Face, Group, Row, Scene};
use crate::render::signed;

/// A Chowdah hand: by suit, then the card just drawn apart.
pub fn hand(cs: &[Card], drawn: Option<Card>) -> Scene {
    let mut groups = by_suit(cs);
    if let Some(drawn) = drawn {
        groups.push(side_by_side(vec![Face::Card(drawn)]));
    }
    one_row(groups)
}

/// One fanned group per suit (♠ ♥ ♣ ♦, alternating colours), low to high, then the jokers.
fn by_suit(cs: &[Card]) -> Vec<Group> {
    let order = [Suit::Spades, Suit::Hearts, Suit::Clubs, Suit::Diamonds];
    let mut groups: Vec<Group> = order
        .iter()
        .map(|&s| {
            let mut of: Vec<Card> = cs.iter().copied().filter(|c| c.suit() == Some(s)).collect();
            of.sort();
            fan(card_faces(&of))
        })
        .filter(|g| !g.faces.is_empty())
        .collect();
    let jokers: Vec<Card> = cs.iter().copied().filter(|c| c.is_joker()).collect();
    if !jokers.is_empty() {
        groups.push(fan(card_faces(&jokers)));
    }
    groups
}

/// Each seat's cards held (the viewer's own face up, by suit) and its melds, numbered as
/// commands name them (`swap … @0.1`: seat 0's meld 1); the middle: the stock, then each
/// discard pile's top card with the pile's size, numbered as `draw 2` and `discard X 2` name
/// them (docs/rules/chowdah.md).
pub fn table(v: &View) -> Vec<Row> {
    let own = match v.hand.as_deref() {
        Some(h) => {
            let mut groups = by_suit(h);
            if let Some(drawn) = v.drawn {
                groups.push(titled(side_by_side(vec![Face::Card(drawn)]), "DRAWN"));
            }
            groups
        }
        None => Vec::new(),
    };
    let mut rows = held_rows(&v.hand_sizes, &v.to_act, v.viewer, own, |seat| {
        v.exposed
            .get(seat.index())
            .into_iter()
            .flatten()
            .enumerate()
            .map(|(i, m)| {
                titled(
                    side_by_side(card_faces(m.cards())),
                    format!("MELD {}", i + 1),
                )
            })
            .collect()
    });
    let mut centre = vec![titled(held(v.stock, false), "STOCK")];
    for (i, pile) in v.piles.iter().enumerate() {
        if let Some(&top) = pile.last() {
            let top = side_by_side(vec![Face::Card(top)]);
            centre.push(titled(
                captioned(top, format!("×{}", pile.len())),
                format!("PILE {}", i + 1),
            ));
        }
    }
    rows.push(middle(centre));
    rows
}

/// The last round scored among `events`. `ace_scoring`: the table's ace variant, which
/// decides what a meld is worth.
pub fn showdown(events: &[&Event], ace_scoring: bool) -> Vec<Row> {
    last_shown(events, |e| match e {
        Event::RoundScored { result } => round_rows(result, ace_scoring),
        _ => Vec::new(),
    })
}

/// A round's rows: each seat's melds with their points, then its unmelded cards with their
/// penalty; fanned (the corner index shows), so four seats of 13 or 14 cards stay a line each.
fn round_rows(result: &RoundResult, ace_scoring: bool) -> Vec<Row> {
    // The round's winners: the best score of the round (docs/rules/chowdah.md#scoring).
    let best = result.scores.iter().map(round_score).max().unwrap_or(0);
    let winners: Vec<usize> = (0..result.scores.len())
        .filter(|&i| round_score(&result.scores[i]) == best)
        .collect();
    result
        .scores
        .iter()
        .enumerate()
        .map(|(i, d)| {
            let mut groups: Vec<Group> = d
                .scored
                .melds
                .iter()
                .map(|m| fan(card_faces(m.cards())))
                .collect();
            if !d.scored.unmelded.is_empty() {
                groups.push(fan(card_faces(&d.scored.unmelded)));
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
            let won = winners.contains(&i);
            let mut label = Vec::new();
            if d.chowdah {
                label.push("CHOWDAH".to_string());
            }
            label.push(result_label(won, round_score(d)));
            shown_row(Seat::from_index(i), Some(label.join("\n")), groups)
        })
        .collect()
}

/// A seat's score for the round: its card points and the Chowdah bonus.
fn round_score(d: &Detail) -> i64 {
    d.card_points + d.bonus
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
