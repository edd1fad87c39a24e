//! Chicago's pictures: cards high to low, the ace high; at a showdown, the best hand (cards
//! speak: the scoring hand is shown), the cards that make it first as the text lists them,
//! with its points, its seat marked the winner (docs/rules/chicago.md#showdowns). A showdown
//! without a pair shows none.

use crate::cards::{Card, Rank};
use crate::games::chicago::{Event, Showdown, View};
use crate::images::scenes::{
    card_faces, fan, held_rows, last_shown, one_row, result_label, shown_row, side_by_side,
};
use crate::images::{Face, Row, Scene};
use crate::render::signed;

/// A Chicago hand: high to low.
pub fn hand(cs: &[Card]) -> Scene {
    one_row(vec![fan(high_to_low(cs))])
}

/// High to low, the ace high; suits apart within a rank.
fn high_to_low(cs: &[Card]) -> Vec<Face> {
    let high = |c: &Card| match c.rank() {
        Some(Rank::Ace) => 14,
        Some(r) => r.number(),
        None => 15,
    };
    let mut sorted = cs.to_vec();
    sorted.sort_by(|a, b| high(b).cmp(&high(a)).then(a.suit().cmp(&b.suit())));
    card_faces(&sorted)
}

/// Each seat's cards held (the viewer's own face up) and its card in the trick.
pub fn table(v: &View) -> Vec<Row> {
    let own = v
        .hand
        .as_deref()
        .map(|h| vec![fan(high_to_low(h))])
        .unwrap_or_default();
    held_rows(&v.hand_sizes, &v.to_act, v.viewer, own, |seat| {
        v.trick
            .plays
            .iter()
            .find(|p| p.seat == seat)
            .map(|p| side_by_side(vec![Face::Card(p.card)]))
            .into_iter()
            .collect()
    })
}

/// The last showdown's best hand among `events`: its seat wins the showdown's points.
pub fn showdown(events: &[&Event]) -> Vec<Row> {
    last_shown(events, |e| match e {
        Event::Showdown {
            showdown: Showdown::Best { seat, hand, value },
            ..
        } => {
            // As the text lists it: the cards that make the hand, then the others.
            let mut shown = value.cards.clone();
            shown.extend(hand.iter().filter(|c| !value.cards.contains(c)));
            let points = i64::from(value.points());
            let mut group = side_by_side(card_faces(&shown));
            group.caption = Some(signed(points));
            vec![shown_row(
                *seat,
                Some(format!("BEST HAND\n{}", result_label(true, points))),
                vec![group],
            )]
        }
        _ => Vec::new(),
    })
}
