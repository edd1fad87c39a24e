//! Views → scenes: what each game's pictures show, grouped as the game groups cards — Dou
//! Dizhu by rank, Chicago high to low, Chowdah by suit (melds apart), 幺地人 by kind of tile.
//! Only what the view holds is drawn, so a public view can never draw a hidden hand; the
//! end of a hand is drawn from the public events that announce it (`showdown`).

mod showdown;

pub use showdown::showdown;

use super::{Face, Group, Row, Scene};
use crate::cards::tiles::Tile;
use crate::cards::{Card, Rank, Suit};
use crate::games::Seat;
use crate::games::any::AnyView;
use crate::games::chicago;
use crate::games::chowdah;
use crate::games::doudizhu::{self, RankCounts};
use crate::games::yaodiren::{self, Kan};

/// The viewer's own hand, or `None` when the view holds none (the channel's view, or an empty
/// hand).
pub fn hand(view: &AnyView) -> Option<Scene> {
    let scene = match view {
        AnyView::Doudizhu(v) => doudizhu_hand(v.hand.as_ref()?),
        AnyView::Chicago(v) => chicago_hand(v.hand.as_ref()?),
        AnyView::Chowdah(v) => chowdah_hand(v.hand.as_ref()?, v.drawn),
        AnyView::Yaodiren(v) => yaodiren_hand(v.concealed.as_ref()?),
    };
    (!scene.is_empty()).then_some(scene)
}

fn one_row(groups: Vec<Group>) -> Scene {
    Scene {
        rows: vec![Row {
            seat: None,
            turn: false,
            groups,
        }],
    }
}

/// A Dou Dizhu hand: one fanned group per rank, low to high.
pub fn doudizhu_hand(c: &RankCounts) -> Scene {
    one_row(ddz_groups(c))
}

/// A Chicago hand: high to low.
pub fn chicago_hand(cs: &[Card]) -> Scene {
    one_row(vec![fan(chicago_order(cs))])
}

/// A Chowdah hand: by suit, then the card just drawn apart.
pub fn chowdah_hand(cs: &[Card], drawn: Option<Card>) -> Scene {
    let mut groups = by_suit(cs);
    if let Some(drawn) = drawn {
        groups.push(side_by_side(vec![Face::Card(drawn)]));
    }
    one_row(groups)
}

/// A 幺地人 hand: identical tiles together.
pub fn yaodiren_hand(ts: &[Tile]) -> Scene {
    one_row(tile_kinds(ts))
}

/// The table as this view sees it: a row per seat (badge, cards held face down with their
/// count, what it has on the table), the middle of the table, and the viewer's hand last.
pub fn table(view: &AnyView) -> Scene {
    let mut rows = match view {
        AnyView::Doudizhu(v) => ddz_table(v),
        AnyView::Chicago(v) => chicago_table(v),
        AnyView::Chowdah(v) => chowdah_table(v),
        AnyView::Yaodiren(v) => yaodiren_table(v),
    };
    if let Some(h) = hand(view) {
        rows.extend(h.rows);
    }
    Scene { rows }
}

fn badge(seat: Seat) -> u8 {
    seat.0.saturating_add(1)
}

fn signed(n: i64) -> String {
    if n > 0 {
        format!("+{n}")
    } else {
        n.to_string()
    }
}

fn fan(faces: Vec<Face>) -> Group {
    Group {
        faces,
        fanned: true,
        caption: None,
    }
}

fn side_by_side(faces: Vec<Face>) -> Group {
    Group {
        faces,
        fanned: false,
        caption: None,
    }
}

fn cards(cs: &[Card]) -> Vec<Face> {
    cs.iter().map(|&c| Face::Card(c)).collect()
}

/// Face-down cards, drawn as one back with their count under it (a 17-card hand needs no 17
/// backs).
fn held(count: usize, tile: bool) -> Group {
    Group {
        faces: vec![if tile { Face::TileBack } else { Face::Back }],
        fanned: false,
        caption: Some(format!("×{count}")),
    }
}

fn ddz_faces(c: &RankCounts) -> Vec<Face> {
    c.to_ranks()
        .iter()
        .map(|r| Face::Rank(r.letter()))
        .collect()
}

/// A Dou Dizhu play's faces as the text shows it: the main part first (`999 44`).
fn ddz_play_faces(combo: &crate::games::doudizhu::combos::Combo) -> Vec<Face> {
    combo.reading_parts().iter().flat_map(ddz_faces).collect()
}

/// Dou Dizhu: one fanned group per rank, low to high, as the game counts them.
fn ddz_groups(c: &RankCounts) -> Vec<Group> {
    c.ranks()
        .map(|r| fan(vec![Face::Rank(r.letter()); usize::from(c.count(r))]))
        .collect()
}

/// Chicago: high to low, the ace high; suits apart within a rank.
fn chicago_order(cs: &[Card]) -> Vec<Face> {
    let high = |c: &Card| match c.rank() {
        Some(Rank::Ace) => 14,
        Some(r) => r.number(),
        None => 15,
    };
    let mut sorted = cs.to_vec();
    sorted.sort_by(|a, b| high(b).cmp(&high(a)).then(a.suit().cmp(&b.suit())));
    cards(&sorted)
}

/// Chowdah: one fanned group per suit (♠ ♥ ♣ ♦, alternating colours), low to high, then the
/// jokers.
fn by_suit(cs: &[Card]) -> Vec<Group> {
    let order = [Suit::Spades, Suit::Hearts, Suit::Clubs, Suit::Diamonds];
    let mut groups: Vec<Group> = order
        .iter()
        .map(|&s| {
            let mut of: Vec<Card> = cs.iter().copied().filter(|c| c.suit() == Some(s)).collect();
            of.sort();
            fan(cards(&of))
        })
        .filter(|g| !g.faces.is_empty())
        .collect();
    let jokers: Vec<Card> = cs.iter().copied().filter(|c| c.is_joker()).collect();
    if !jokers.is_empty() {
        groups.push(fan(cards(&jokers)));
    }
    groups
}

/// 幺地人: identical tiles together, in the traditional order (天 地 人 和 …).
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

fn seat_row(seat: Seat, to_act: &[Seat], groups: Vec<Group>) -> Row {
    Row {
        seat: Some(badge(seat)),
        turn: to_act.contains(&seat),
        groups,
    }
}

fn ddz_table(v: &doudizhu::View) -> Vec<Row> {
    let mut rows: Vec<Row> = v
        .hand_sizes
        .iter()
        .enumerate()
        .map(|(i, &n)| {
            let seat = Seat::from_index(i);
            let mut groups = vec![held(usize::from(n), false)];
            // What the seat played in the trick so far (its latest play).
            if let Some(play) = v
                .trick
                .iter()
                .rev()
                .find(|t| t.seat == seat)
                .and_then(|t| t.play.as_ref())
            {
                groups.push(side_by_side(ddz_play_faces(play)));
            }
            seat_row(seat, &v.to_act, groups)
        })
        .collect();
    if let Some(kitty) = &v.kitty {
        rows.push(Row {
            seat: None,
            turn: false,
            groups: vec![side_by_side(ddz_faces(kitty))],
        });
    }
    rows
}

fn chicago_table(v: &chicago::View) -> Vec<Row> {
    v.hand_sizes
        .iter()
        .enumerate()
        .map(|(i, &n)| {
            let seat = Seat::from_index(i);
            let mut groups = vec![held(usize::from(n), false)];
            if let Some(p) = v.trick.plays.iter().find(|p| p.seat == seat) {
                groups.push(side_by_side(vec![Face::Card(p.card)]));
            }
            seat_row(seat, &v.to_act, groups)
        })
        .collect()
}

fn chowdah_table(v: &chowdah::View) -> Vec<Row> {
    let mut rows: Vec<Row> = v
        .hand_sizes
        .iter()
        .enumerate()
        .map(|(i, &n)| {
            let seat = Seat::from_index(i);
            let mut groups = vec![held(usize::from(n), false)];
            if let Some(ms) = v.exposed.get(i) {
                groups.extend(ms.iter().map(|m| side_by_side(cards(m.cards()))));
            }
            seat_row(seat, &v.to_act, groups)
        })
        .collect();
    // The middle: the stock, then each discard pile's top card with the pile's size.
    let mut middle = vec![held(v.stock, false)];
    for pile in &v.piles {
        if let Some(&top) = pile.last() {
            middle.push(Group {
                faces: vec![Face::Card(top)],
                fanned: false,
                caption: Some(format!("×{}", pile.len())),
            });
        }
    }
    rows.push(Row {
        seat: None,
        turn: false,
        groups: middle,
    });
    rows
}

/// The river's latest tiles shown (the rest are in the text log).
const RIVER_SHOWN: usize = 12;

fn yaodiren_table(v: &yaodiren::View) -> Vec<Row> {
    let mut rows: Vec<Row> = v
        .seats
        .iter()
        .map(|s| {
            let mut groups = vec![held(usize::from(s.concealed), true)];
            groups.extend(s.exposed.iter().map(|&k| kan(k)));
            seat_row(s.seat, &v.to_act, groups)
        })
        .collect();
    let mut middle = vec![held(usize::from(v.stock), true)];
    if let Some(w) = &v.window {
        middle.push(Group {
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
        middle.push(side_by_side(river));
    }
    rows.push(Row {
        seat: None,
        turn: false,
        groups: middle,
    });
    rows
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::doudizhu::{Players, classify};

    #[test]
    fn a_dou_dizhu_play_is_drawn_main_part_first_as_the_text_shows_it() {
        let drawn = |text: &str| {
            let combo = classify(&RankCounts::parse(text).unwrap(), Players::Three).unwrap();
            ddz_play_faces(&combo)
                .into_iter()
                .map(|f| match f {
                    Face::Rank(r) => r,
                    other => panic!("{other:?}"),
                })
                .collect::<String>()
        };
        assert_eq!(drawn("44999"), "99944");
        assert_eq!(drawn("3KKKAAA5"), "KKKAAA35");
        assert_eq!(drawn("34567"), "34567");
    }
}
