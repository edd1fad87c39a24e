//! 幺地人's pictures: identical tiles together, each kan with its 砣 under it; at the end of a
//! hand, the winner's split (docs/rules/yaodiren.md#winning-胡). A 荒牌 shows none.

use crate::cards::tiles::Tile;
use crate::games::yaodiren::{Event, HandEnd, Kan, View};
use crate::images::scenes::{
    badge, held, last_shown, middle, one_row, seat_row, shown_row, side_by_side,
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

/// A kan with its 砣 under it.
fn kan(k: Kan) -> Group {
    Group {
        faces: k.tiles().into_iter().map(Face::Tile).collect(),
        fanned: false,
        caption: Some(k.tuo().to_string()),
    }
}

/// Each seat's tiles held and its kans shown; the middle: the stock, the tile on offer (with
/// the badge of the seat it came from) and the river's latest tiles.
pub fn table(v: &View) -> Vec<Row> {
    let mut rows: Vec<Row> = v
        .seats
        .iter()
        .map(|s| {
            let mut groups = vec![held(usize::from(s.concealed), true)];
            groups.extend(s.exposed.iter().map(|&k| kan(k)));
            seat_row(s.seat, &v.to_act, groups)
        })
        .collect();
    let mut centre = vec![held(usize::from(v.stock), true)];
    if let Some(w) = &v.window {
        centre.push(Group {
            faces: vec![Face::Tile(w.tile)],
            fanned: false,
            caption: Some(badge(w.source).to_string()),
        });
    }
    let start = v.river.len().saturating_sub(RIVER_SHOWN);
    let river: Vec<Face> = v.river[start..]
        .iter()
        .map(|&(_, t)| Face::Tile(t))
        .collect();
    if !river.is_empty() {
        centre.push(side_by_side(river));
    }
    rows.push(middle(centre));
    rows
}

/// The last hand won among `events`: the winner's split.
pub fn showdown(events: &[&Event]) -> Vec<Row> {
    last_shown(events, |e| match e {
        Event::HandOver { result, .. } => match &result.end {
            HandEnd::Won { seat, split, .. } => {
                vec![shown_row(
                    *seat,
                    split.kans.iter().map(|&k| kan(k)).collect(),
                )]
            }
            _ => Vec::new(),
        },
        _ => Vec::new(),
    })
}
