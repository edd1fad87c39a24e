//! Laying a [`Scene`] out in rows and drawing it: the felt, seat badges and labels (in a
//! column of their own, so every row's cards start at the same place), groups of cards or
//! tiles (wrapped onto more lines when a row is wider than a phone shows well) with their
//! titles over them and captions under them.

use super::canvas::{CARD_H, CARD_W, Canvas, DARK, FELT, INK_LIGHT, Rgb, TILE_H, TILE_W, TURN, px};
use super::glyphs;
use super::{Face, Group, Row, Scene, Style, pieces, sprites};
use tiny_skia::Pixmap;

/// Widest layout, in units: at [`super::SCALE`] 2 a 960-pixel image, shown about 480 wide on a
/// desktop and filling a phone's width (docs/images.md#sizes).
pub const MAX_WIDTH: f32 = 480.0;
/// How much of a fanned card shows: its corner index.
pub const FAN_STEP: f32 = 21.0;
const MARGIN: f32 = 8.0;
const GAP: f32 = 3.0;
const GROUP_GAP: f32 = 9.0;
const BADGE: f32 = 24.0;
const CAPTION_H: f32 = 11.0;
/// A group's title over it, a row's label beside its badge.
const TITLE_H: f32 = 10.0;
const LABEL_H: f32 = 10.0;
const LABEL_STEP: f32 = 14.0;
const LINE_GAP: f32 = 7.0;

fn face_size(f: Face) -> (f32, f32) {
    if f.is_tile() {
        (TILE_W, TILE_H)
    } else {
        (CARD_W, CARD_H)
    }
}

/// Half units: a whole pixel at scale 2, so what follows starts on whole pixels too, where
/// the kept sprites apply (images::sprites).
fn half_up(units: f32) -> f32 {
    (units * 2.0).ceil() / 2.0
}

fn cards_width(g: &Group) -> f32 {
    let Some(&first) = g.faces.first() else {
        return 0.0;
    };
    let (w, _) = face_size(first);
    (g.faces.len() as f32 - 1.0) * step(g) + w
}

fn step(g: &Group) -> f32 {
    match g.faces.first() {
        Some(&f) if g.fanned && !f.is_tile() => FAN_STEP,
        Some(&f) => face_size(f).0 + GAP,
        None => 0.0,
    }
}

fn text_w(text: Option<&str>, h: f32) -> f32 {
    text.map_or(0.0, |t| glyphs::text_width(t, h))
}

fn group_width(g: &Group) -> f32 {
    let caption = text_w(g.caption.as_deref(), CAPTION_H);
    let title = text_w(g.title.as_deref(), TITLE_H);
    half_up(cards_width(g).max(caption).max(title))
}

/// The cards' height and what is under them (a title sits in the line's head room).
fn group_height(g: &Group) -> f32 {
    let h = g.faces.first().map_or(TITLE_H, |&f| face_size(f).1);
    h + if g.caption.is_some() {
        CAPTION_H + 4.0
    } else {
        0.0
    }
}

/// Whether a group draws anything.
fn shown(g: &Group) -> bool {
    !g.faces.is_empty() || g.title.is_some()
}

/// A laid-out line: the groups (by index in their row) and where they start; `head` is the
/// room over the cards for titles.
struct Line {
    row: usize,
    first: bool,
    groups: Vec<(usize, f32)>,
    head: f32,
    height: f32,
}

/// Where the groups start: after the badges and the widest label.
fn groups_left(scene: &Scene) -> f32 {
    let badges = scene.rows.iter().any(|r| r.seat.is_some());
    let label = scene
        .rows
        .iter()
        .flat_map(Row::label_lines)
        .map(|l| glyphs::text_width(l, LABEL_H))
        .fold(0.0, f32::max);
    let mut left = MARGIN;
    if badges {
        left += BADGE + 6.0;
    }
    if label > 0.0 {
        left = half_up(left + label + 8.0);
    }
    left
}

fn label_height(row: &Row) -> f32 {
    let n = row.label_lines().count() as f32;
    if n == 0.0 {
        0.0
    } else {
        (n - 1.0) * LABEL_STEP + LABEL_H
    }
}

fn lay_out(scene: &Scene) -> (Vec<Line>, f32, f32, f32) {
    let left = groups_left(scene);
    let mut lines = Vec::new();
    let mut widest: f32 = 0.0;
    for (ri, row) in scene.rows.iter().enumerate() {
        let mut line = Line {
            row: ri,
            first: true,
            groups: Vec::new(),
            head: 0.0,
            height: if row.seat.is_some() { BADGE } else { 0.0 }.max(label_height(row)),
        };
        let mut x = left;
        for (gi, g) in row.groups.iter().enumerate() {
            if !shown(g) {
                continue;
            }
            let w = group_width(g);
            if !line.groups.is_empty() && x + w > MAX_WIDTH - MARGIN {
                widest = widest.max(x - GROUP_GAP);
                lines.push(line);
                line = Line {
                    row: ri,
                    first: false,
                    groups: Vec::new(),
                    head: 0.0,
                    height: 0.0,
                };
                x = left;
            }
            line.groups.push((gi, x));
            if g.title.is_some() && !g.faces.is_empty() {
                line.head = TITLE_H + 3.0;
            }
            line.height = line.height.max(group_height(g));
            x += w + GROUP_GAP;
        }
        widest = widest.max(x - GROUP_GAP);
        line.height += line.head;
        lines.push(line);
    }
    let height: f32 = lines.iter().map(|l| l.height).sum::<f32>()
        + LINE_GAP * (lines.len().saturating_sub(1) as f32)
        + 2.0 * MARGIN;
    (lines, left, widest.max(left) + MARGIN, height)
}

/// Draws a scene at `scale` pixels per unit; `None` when it has nothing to draw.
pub fn draw(scene: &Scene, style: Style, scale: f32) -> Option<Pixmap> {
    draw_as(scene, style, scale, true)
}

/// `draw`, each piece drawn from its paths rather than copied from the kept sprites (the
/// reference the sprites are tested against).
pub fn draw_from_paths(scene: &Scene, style: Style, scale: f32) -> Option<Pixmap> {
    draw_as(scene, style, scale, false)
}

fn draw_as(scene: &Scene, style: Style, scale: f32, kept: bool) -> Option<Pixmap> {
    let (lines, left, w, h) = lay_out(scene);
    let mut canvas = Canvas {
        pix: super::canvas::filled(px(w, scale), px(h, scale), FELT)?,
        s: scale,
    };
    let badges = scene.rows.iter().any(|r| r.seat.is_some());
    let label_x = MARGIN + if badges { BADGE + 6.0 } else { 0.0 };
    let mut y = MARGIN;
    for line in &lines {
        let row: &Row = &scene.rows[line.row];
        if line.first {
            if let Some(seat) = row.seat {
                let key = (seat, row.turn, row.you);
                if kept {
                    sprites::badge(&mut canvas, key, MARGIN, y, BADGE, |c, x, y| {
                        badge(c, key, x, y);
                    });
                } else {
                    badge(&mut canvas, key, MARGIN, y);
                }
            }
            // The label's lines centred on the badge (or the line's top without one).
            let top = if row.seat.is_some() {
                y + ((BADGE - label_height(row)) / 2.0).max(0.0)
            } else {
                y + line.head
            };
            for (i, text) in row.label_lines().enumerate() {
                let colour = if row.turn { TURN } else { INK_LIGHT };
                put_text(
                    &mut canvas,
                    text,
                    label_x,
                    top + i as f32 * LABEL_STEP,
                    LABEL_H,
                    colour,
                    kept,
                );
            }
        }
        for &(gi, x) in &line.groups {
            draw_group(&mut canvas, &row.groups[gi], x, y, line.head, style, kept);
        }
        y += line.height + LINE_GAP;
    }
    debug_assert!(left >= label_x);
    Some(canvas.pix)
}

/// Text at (x, y), kept as a sprite or drawn from its paths.
fn put_text(c: &mut Canvas, text: &str, x: f32, y: f32, h: f32, colour: Rgb, kept: bool) {
    if kept {
        let w = glyphs::text_width(text, h);
        sprites::text(c, text, x, y, w, h, colour);
    } else {
        c.text(text, x, y, h, colour);
    }
}

/// A seat's badge: its number; yellow on its turn, filled white for the viewer's own seat,
/// else a ring.
fn badge(c: &mut Canvas, (seat, turn, you): (u8, bool, bool), x: f32, y: f32) {
    let r = BADGE / 2.0;
    let (fill, ink) = match (turn, you) {
        (true, _) => (TURN, DARK),
        (false, true) => (INK_LIGHT, DARK),
        (false, false) => {
            c.circle(x + r, y + r, r, INK_LIGHT);
            (FELT, INK_LIGHT)
        }
    };
    let inner = if turn || you { r } else { r - 2.0 };
    if turn && you {
        // The viewer's own turn: yellow inside a white ring.
        c.circle(x + r, y + r, r, INK_LIGHT);
        c.circle(x + r, y + r, r - 2.5, TURN);
    } else {
        c.circle(x + r, y + r, inner, fill);
    }
    c.text_centred(&seat.to_string(), x + r, y + r - 6.0, 12.0, ink);
}

fn draw_group(c: &mut Canvas, g: &Group, x: f32, y: f32, head: f32, style: Style, kept: bool) {
    let Some(&first) = g.faces.first() else {
        // Text alone, level with the cards' top.
        if let Some(title) = &g.title {
            put_text(c, title, x, y + head, TITLE_H, INK_LIGHT, kept);
        }
        return;
    };
    let (_, h) = face_size(first);
    let cards_w = cards_width(g);
    if let Some(title) = &g.title {
        put_text(
            c,
            title,
            x,
            y + head - TITLE_H - 3.0,
            TITLE_H,
            INK_LIGHT,
            kept,
        );
    }
    let top = y + head;
    let mut fx = x;
    for &f in &g.faces {
        if kept {
            sprites::face(c, f, fx, top, style);
        } else {
            pieces::draw_face(c, f, fx, top, style);
        }
        fx += step(g);
    }
    if let Some(caption) = &g.caption {
        let text_w = glyphs::text_width(caption, CAPTION_H);
        // Centred under the cards, on a half unit (whole pixels) when kept.
        let cx = x + half_up((cards_w - text_w) / 2.0);
        put_text(c, caption, cx, top + h + 4.0, CAPTION_H, INK_LIGHT, kept);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn groups_after_a_caption_wider_than_its_tile_start_on_whole_pixels() {
        let held = |n: u32| Group {
            faces: vec![Face::TileBack],
            fanned: false,
            caption: Some(format!("×{n} held")),
            title: None,
        };
        let row = Row {
            seat: Some(1),
            label: Some("ANN\nLANDLORD".into()),
            groups: vec![held(40), held(7), held(123)],
            ..Row::default()
        };
        // The captions are wider than a tile, by fractions of a unit.
        assert!(glyphs::text_width("×40 held", CAPTION_H) > TILE_W);
        let (lines, _, w, _) = lay_out(&Scene { rows: vec![row] });
        for &(_, x) in &lines[0].groups {
            assert_eq!((x * 2.0).fract(), 0.0, "a group at {x} units");
        }
        assert_eq!((w * 2.0).fract(), 0.0);
    }
}
