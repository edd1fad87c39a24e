//! The pieces: French cards (corner indices, suit colours, jokers, backs), Dou Dizhu's suitless
//! cards, and 幺地人's tiles as Chinese dominoes with their red and black pips
//! (docs/images.md#tiles).

use super::canvas::{CARD_H, CARD_W, Canvas, DARK, Rgb, TILE_H, TILE_W, rgb};
use super::glyphs::Shape;
use super::{Face, Style};
use crate::cards::tiles::Tile;
use crate::cards::{Card, Joker, Rank, Suit};

const PAPER: Rgb = rgb(0xff, 0xff, 0xfd);
const EDGE: Rgb = rgb(0x6b, 0x6b, 0x6b);
/// Suit colours: each at least 4.5:1 against the card (WCAG AA for text).
pub const RED: Rgb = rgb(0xc8, 0x10, 0x2e);
pub const BLACK: Rgb = rgb(0x1a, 0x1a, 0x1a);
pub const BLUE: Rgb = rgb(0x1f, 0x4f, 0xb4);
pub const GREEN: Rgb = rgb(0x13, 0x6b, 0x33);
const WILD: Rgb = rgb(0x6a, 0x3f, 0xb5);
const BACK: Rgb = rgb(0x2c, 0x4f, 0x9e);
const BACK_LINE: Rgb = rgb(0x6f, 0x8f, 0xd8);
const IVORY: Rgb = rgb(0xf4, 0xeb, 0xd0);
/// The tile's edge: neither red nor dark, so pips are the only red and black on a tile.
const TILE_EDGE: Rgb = rgb(0x9a, 0x86, 0x62);
const TILE_BACK: Rgb = rgb(0x2e, 0x7d, 0x6b);
/// Pip colours on a tile.
pub const PIP_RED: Rgb = rgb(0xc6, 0x28, 0x28);
pub const PIP_BLACK: Rgb = rgb(0x14, 0x14, 0x14);

pub fn draw_face(c: &mut Canvas, f: Face, x: f32, y: f32, style: Style) {
    match f {
        Face::Card(card) => draw_card(c, card, x, y, style),
        Face::Rank(letter) => draw_rank_card(c, letter, x, y),
        Face::Tile(t) => draw_tile(c, t, x, y),
        Face::Back => draw_back(c, x, y),
        Face::TileBack => draw_tile_back(c, x, y),
    }
}

fn blank(c: &mut Canvas, x: f32, y: f32) {
    c.rrect(x, y, CARD_W, CARD_H, 4.0, PAPER);
    c.rrect_stroke(
        (x + 0.5, y + 0.5, CARD_W - 1.0, CARD_H - 1.0),
        4.0,
        EDGE,
        1.0,
    );
}

pub fn suit_colour(s: Suit, style: Style) -> Rgb {
    match (s, style.four_colour) {
        (Suit::Hearts, _) | (Suit::Diamonds, false) => RED,
        (Suit::Diamonds, true) => BLUE,
        (Suit::Clubs, true) => GREEN,
        (Suit::Spades | Suit::Clubs, _) => BLACK,
    }
}

pub fn suit_shape(s: Suit) -> Shape {
    match s {
        Suit::Clubs => Shape::Club,
        Suit::Diamonds => Shape::Diamond,
        Suit::Hearts => Shape::Heart,
        Suit::Spades => Shape::Spade,
    }
}

/// The index as printed in a corner: `A 2 … 10 J Q K`.
pub fn index(rank: Rank) -> String {
    match rank {
        Rank::Ten => "10".to_string(),
        r => r.letter().to_string(),
    }
}

const INDEX_H: f32 = 13.0;
/// Everything but the corner index stays right of this line: a fanned card shows only its
/// first [`crate::images::layout::FAN_STEP`] units, and that strip must read as one index
/// (no sliver of a pip or a court card's frame beside it).
const STRIP: f32 = 22.0;

/// The corner index, centred in the strip a fan shows: `10` a little smaller, so its two
/// digits keep clear of the card's edge and of the next card's index (`10 10`, not `1010`).
fn corner_index(c: &mut Canvas, text: &str, x: f32, y: f32, colour: Rgb) {
    if text == "10" {
        c.text_centred(text, x + 10.5, y + 6.0, INDEX_H - 2.0, colour);
    } else {
        c.text_centred(text, x + 10.5, y + 5.0, INDEX_H, colour);
    }
}

fn draw_card(c: &mut Canvas, card: Card, x: f32, y: f32, style: Style) {
    let (rank, suit) = match card {
        Card::Suited { rank, suit } => (rank, suit),
        Card::Joker(j) => return draw_joker(c, j, x, y),
    };
    blank(c, x, y);
    let colour = suit_colour(suit, style);
    let shape = suit_shape(suit);
    let text = index(rank);
    // The corner shows through a fan: the index and the suit under it.
    corner_index(c, &text, x, y, colour);
    c.shape(shape, x + 5.0, y + 22.0, 11.0, colour);
    // The opposite corner, upside down.
    c.shape_flipped(shape, x + CARD_W - 14.0, y + CARD_H - 16.0, 9.0, colour);
    let middle = x + STRIP + (CARD_W - STRIP) / 2.0;
    if rank.is_face() {
        // A framed letter: the court card at a glance without drawing a portrait, right of
        // the strip a fan shows.
        c.rrect_stroke((x + STRIP + 1.5, y + 17.0, 25.0, 40.0), 3.0, colour, 1.2);
        c.text_centred(&text, middle, y + 23.0, 18.0, colour);
        c.shape(shape, middle - 5.0, y + 44.0, 10.0, colour);
    } else {
        let size = if rank == Rank::Ace { 24.0 } else { 20.0 };
        c.shape(
            shape,
            middle - size / 2.0,
            y + 37.0 - size / 2.0,
            size,
            colour,
        );
    }
}

fn draw_joker(c: &mut Canvas, j: Joker, x: f32, y: f32) {
    blank(c, x, y);
    let colour = match j {
        Joker::Black => BLACK,
        Joker::Red => RED,
        Joker::Wild => WILD,
    };
    // JOKER down the corner, as on printed jokers; a star in the middle.
    for (i, ch) in "JOKER".chars().enumerate() {
        let row = i as f32;
        c.text_centred(&ch.to_string(), x + 8.0, y + 4.0 + row * 13.0, 10.0, colour);
    }
    c.shape(Shape::Star, x + STRIP + 1.0, y + 24.0, 27.0, colour);
}

/// A Dou Dizhu card: its rank only (the deck is dealt as ranks: docs/images.md#colours).
fn draw_rank_card(c: &mut Canvas, letter: char, x: f32, y: f32) {
    let text = match letter {
        'B' => return draw_joker(c, Joker::Black, x, y),
        'R' => return draw_joker(c, Joker::Red, x, y),
        'T' => "10".to_string(),
        l => l.to_string(),
    };
    blank(c, x, y);
    corner_index(c, &text, x, y, DARK);
    let middle = x + STRIP + (CARD_W - STRIP) / 2.0;
    let h = if text == "10" { 18.0 } else { 22.0 };
    c.text_centred(&text, middle, y + 37.0 - h / 2.0, h, DARK);
}

fn draw_back(c: &mut Canvas, x: f32, y: f32) {
    c.rrect(x, y, CARD_W, CARD_H, 4.0, PAPER);
    c.rrect(x + 3.0, y + 3.0, CARD_W - 6.0, CARD_H - 6.0, 3.0, BACK);
    let inner = (x + 5.0, y + 5.0, x + CARD_W - 5.0, y + CARD_H - 5.0);
    for (x0, y0, x1, y1) in lattice(inner) {
        c.line(x0, y0, x1, y1, BACK_LINE, 1.0);
    }
}

/// A card back's lattice: diagonals 8 apart both ways, clipped by hand to the rectangle
/// `(left, top, right, bottom)`. It starts one step in from the corner: the diagonal through
/// the corner itself is a single point, which draws nothing and makes tiny-skia warn that
/// stroking failed.
fn lattice((l, t, r, b): (f32, f32, f32, f32)) -> Vec<(f32, f32, f32, f32)> {
    let mut lines = Vec::new();
    let mut k = 8.0;
    while k < (r - l) + (b - t) {
        let (x0, y0) = (l + k.min(r - l), t + (k - (r - l)).max(0.0));
        let (x1, y1) = (l + (k - (b - t)).max(0.0), t + k.min(b - t));
        lines.push((x0, y0, x1, y1));
        lines.push((r - (x0 - l), y0, r - (x1 - l), y1));
        k += 8.0;
    }
    lines
}

fn draw_tile_back(c: &mut Canvas, x: f32, y: f32) {
    c.rrect(x, y, TILE_W, TILE_H, 4.0, TILE_BACK);
    c.rrect_stroke(
        (x + 0.5, y + 0.5, TILE_W - 1.0, TILE_H - 1.0),
        4.0,
        TILE_EDGE,
        1.0,
    );
}

/// Red or black, for one pip.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Pip {
    Red,
    Black,
}

/// Where the pips of one die face sit in its half of a tile (fractions of the half's width and
/// height), their colour and radius in units. Chinese dice: the 1 is one large red pip, the 4s
/// are red, the 2 lies across the tile, the 3 on a diagonal; on 天 (6-6) each half's 6 is half
/// red, half black (docs/images.md#tiles).
pub fn pips(face: u8, tian: bool) -> Vec<(f32, f32, Pip, f32)> {
    const R: f32 = 3.4;
    let colour = if face == 1 || face == 4 {
        Pip::Red
    } else {
        Pip::Black
    };
    let at: &[(f32, f32)] = match face {
        1 => return vec![(0.5, 0.5, Pip::Red, 5.2)],
        2 => &[(0.28, 0.5), (0.72, 0.5)],
        3 => &[(0.26, 0.2), (0.5, 0.5), (0.74, 0.8)],
        4 => &[(0.28, 0.28), (0.72, 0.28), (0.28, 0.72), (0.72, 0.72)],
        5 => &[
            (0.26, 0.22),
            (0.74, 0.22),
            (0.5, 0.5),
            (0.26, 0.78),
            (0.74, 0.78),
        ],
        _ => &[
            (0.28, 0.2),
            (0.28, 0.5),
            (0.28, 0.8),
            (0.72, 0.2),
            (0.72, 0.5),
            (0.72, 0.8),
        ],
    };
    at.iter()
        .map(|&(fx, fy)| {
            let c = if tian && fx < 0.5 { Pip::Red } else { colour };
            (fx, fy, c, R)
        })
        .collect()
}

fn draw_tile(c: &mut Canvas, t: Tile, x: f32, y: f32) {
    c.rrect(x, y, TILE_W, TILE_H, 4.0, IVORY);
    c.rrect_stroke(
        (x + 0.5, y + 0.5, TILE_W - 1.0, TILE_H - 1.0),
        4.0,
        TILE_EDGE,
        1.0,
    );
    let (a, b) = t.pips();
    let tian = t == Tile::Tian;
    let half = (TILE_H - 4.0) / 2.0;
    for (i, face) in [a, b].into_iter().enumerate() {
        let top = y + 2.0 + half * i as f32;
        for (fx, fy, colour, r) in pips(face, tian) {
            let col = match colour {
                Pip::Red => PIP_RED,
                Pip::Black => PIP_BLACK,
            };
            c.circle(x + fx * TILE_W, top + 3.0 + fy * (half - 6.0), r, col);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_line_of_a_card_backs_lattice_has_a_length() {
        let lines = lattice((5.0, 5.0, CARD_W - 5.0, CARD_H - 5.0));
        assert!(lines.len() >= 8, "a lattice, not a few strokes: {lines:?}");
        for (x0, y0, x1, y1) in lines {
            let length = (x1 - x0).hypot(y1 - y0);
            assert!(
                length > 1.0,
                "({x0}, {y0}) to ({x1}, {y1}) is {length} long"
            );
        }
    }
}
