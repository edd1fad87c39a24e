//! 幺地人's pictures: identical tiles together, each kan with its 砣 under it; at the end of a
//! hand, the winner's split and every seat's payment, the winner marked `WIN`
//! (docs/rules/yaodiren.md#winning-胡). A 荒牌 shows none.

use crate::cards::tiles::Tile;
use crate::games::Seat;
use crate::games::yaodiren::{Event, HandEnd, Kan, View};
use crate::images::scenes::{
    badge, captioned, held, last_shown, middle, one_row, result_label, seat_row, shown_row,
    side_by_side, text, titled,
};
use crate::images::{Face, Group, Row, Scene};

/// The river's latest tiles shown (the rest are in the text log).
const RIVER_SHOWN: usize = 12;

/// A 幺地人 hand: identical tiles together.
pub fn hand(ts: &[Tile]) -> Scene {
    one_row(tile_kinds(ts))
}

/// Identical tiles together, in the traditional order (天 地 人 和 …).
fn tile_kinds(ts: &[Tile]) -> Vec<Group> {
    let mut sorted = ts.to_vec();
    sorted.sort();
    let mut groups: Vec<Group> = Vec::new();
    for t in sorted {
        match groups.last_mut() {
            Some(g) if g.faces.last() == Some(&Face::Tile(t)) => g.faces.push(Face::Tile(t)),
            _ => groups.push(side_by_side(vec![Face::Tile(t)])),
        }
    }
    groups
}

/// A kan with its 砣 under it, said as `3 TUO` (the glyph alphabet has no 砣; the text
/// says 砣: docs/rules/yaodiren.md#winning-胡).
fn kan(k: Kan) -> Group {
    captioned(
        side_by_side(k.tiles().into_iter().map(Face::Tile).collect()),
        format!("{} TUO", k.tuo()),
    )
}

/// Each seat's tiles held (the viewer's own face up) and its kans shown; the middle: the
/// stock, the tile on offer (with the number of the seat it came from, as the text counts
/// seats) and the river's latest tiles, each titled.
pub fn table(v: &View) -> Vec<Row> {
    let mut rows: Vec<Row> = v
        .seats
        .iter()
        .map(|s| {
            let own = v.concealed.as_deref().filter(|_| v.viewer == Some(s.seat));
            let mut groups = match own {
                Some(tiles) if !tiles.is_empty() => tile_kinds(tiles),
                _ => vec![held(usize::from(s.concealed), true)],
            };
            groups.extend(s.exposed.iter().map(|&k| kan(k)));
            seat_row(s.seat, &v.to_act, v.viewer, groups)
        })
        .collect();
    let mut centre = vec![titled(held(usize::from(v.stock), true), "STOCK")];
    if let Some(w) = &v.window {
        let offered = side_by_side(vec![Face::Tile(w.tile)]);
        let from = format!("FROM {}", badge(w.source));
        centre.push(titled(captioned(offered, from), "OFFER"));
    }
    let start = v.river.len().saturating_sub(RIVER_SHOWN);
    let river: Vec<Face> = v.river[start..]
        .iter()
        .map(|&(_, t)| Face::Tile(t))
        .collect();
    if !river.is_empty() {
        centre.push(titled(side_by_side(river), "RIVER"));
    }
    rows.push(middle(centre));
    rows
}

/// The last hand won among `events`: the winner's split, each seat's payment.
pub fn showdown(events: &[&Event]) -> Vec<Row> {
    last_shown(events, |e| match e {
        Event::HandOver { result, .. } => match &result.end {
            HandEnd::Won { seat, split, .. } => result
                .payments
                .iter()
                .enumerate()
                .map(|(i, &paid)| {
                    let winner = i == seat.index();
                    let mut groups: Vec<Group> = Vec::new();
                    if winner {
                        groups.extend(split.kans.iter().map(|&k| kan(k)));
                        // The sum of the 砣 under the kans, and the 番 it pays.
                        groups.push(text(format!("{} TUO {} FAN", split.tuo, split.fan)));
                    }
                    let label = result_label(winner, paid);
                    shown_row(Seat::from_index(i), Some(label), groups)
                })
                .collect(),
            _ => Vec::new(),
        },
        _ => Vec::new(),
    })
}
