//! Laying a [`Scene`] out in rows and drawing it: the felt, seat badges, groups of cards or
//! tiles (wrapped onto more lines when a row is wider than a phone shows well), captions.

use super::canvas::{CARD_H, CARD_W, Canvas, DARK, FELT, INK_LIGHT, TILE_H, TILE_W, TURN, px};
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
const LINE_GAP: f32 = 7.0;

fn face_size(f: Face) -> (f32, f32) {
    if f.is_tile() {
        (TILE_W, TILE_H)
    } else {
        (CARD_W, CARD_H)
    }
}

fn group_width(g: &Group) -> f32 {
    let Some(&first) = g.faces.first() else {
        return 0.0;
    };
    let (w, _) = face_size(first);
    let n = g.faces.len() as f32;
    let step = if g.fanned && !first.is_tile() {
        FAN_STEP
    } else {
        w + GAP
    };
    let cards = (n - 1.0) * step + w;
    let caption = g
        .caption
        .as_deref()
        .map_or(0.0, |c| glyphs::text_width(c, CAPTION_H));
    // Rounded up to half a unit, a whole pixel at scale 2: the groups after this one then
    // start on whole pixels too, where the kept sprites apply (images::sprites).
    (cards.max(caption) * 2.0).ceil() / 2.0
}

fn group_height(g: &Group) -> f32 {
    let h = g.faces.first().map_or(0.0, |&f| face_size(f).1);
    h + if g.caption.is_some() {
        CAPTION_H + 4.0
    } else {
        0.0
    }
}

/// A laid-out line: the groups (by index in their row) and where they start.
struct Line {
    row: usize,
    first: bool,
    groups: Vec<(usize, f32)>,
    height: f32,
}

fn lay_out(scene: &Scene) -> (Vec<Line>, f32, f32) {
    let badges = scene.rows.iter().any(|r| r.seat.is_some());
    let left = MARGIN + if badges { BADGE + 6.0 } else { 0.0 };
    let mut lines = Vec::new();
    let mut widest: f32 = 0.0;
    for (ri, row) in scene.rows.iter().enumerate() {
        let mut line = Line {
            row: ri,
            first: true,
            groups: Vec::new(),
            height: BADGE,
        };
        let mut x = left;
        for (gi, g) in row.groups.iter().enumerate() {
            if g.faces.is_empty() {
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
                    height: 0.0,
                };
                x = left;
            }
            line.groups.push((gi, x));
            line.height = line.height.max(group_height(g));
            x += w + GROUP_GAP;
        }
        widest = widest.max(x - GROUP_GAP);
        lines.push(line);
    }
    let height: f32 = lines.iter().map(|l| l.height).sum::<f32>()
        + LINE_GAP * (lines.len().saturating_sub(1) as f32)
        + 2.0 * MARGIN;
    (lines, widest.max(left) + MARGIN, height)
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
    let (lines, w, h) = lay_out(scene);
    let mut canvas = Canvas {
        pix: Pixmap::new(px(w, scale), px(h, scale))?,
        s: scale,
    };
    canvas.pix.fill(FELT.color());
    let mut y = MARGIN;
    for line in &lines {
        let row: &Row = &scene.rows[line.row];
        if line.first
            && let Some(seat) = row.seat
        {
            if kept {
                sprites::badge(
                    &mut canvas,
                    (seat, row.turn),
                    MARGIN,
                    y,
                    BADGE,
                    |c, x, y| {
                        badge(c, seat, row.turn, x, y);
                    },
                );
            } else {
                badge(&mut canvas, seat, row.turn, MARGIN, y);
            }
        }
        for &(gi, x) in &line.groups {
            draw_group(&mut canvas, &row.groups[gi], x, y, style, kept);
        }
        y += line.height + LINE_GAP;
    }
    Some(canvas.pix)
}

fn badge(c: &mut Canvas, seat: u8, turn: bool, x: f32, y: f32) {
    let r = BADGE / 2.0;
    if turn {
        c.circle(x + r, y + r, r, TURN);
        c.text_centred(&seat.to_string(), x + r, y + r - 6.0, 12.0, DARK);
    } else {
        c.circle(x + r, y + r, r, INK_LIGHT);
        c.circle(x + r, y + r, r - 2.0, FELT);
        c.text_centred(&seat.to_string(), x + r, y + r - 6.0, 12.0, INK_LIGHT);
    }
}

fn draw_group(c: &mut Canvas, g: &Group, x: f32, y: f32, style: Style, kept: bool) {
    let Some(&first) = g.faces.first() else {
        return;
    };
    let (w, h) = face_size(first);
    let step = if g.fanned && !first.is_tile() {
        FAN_STEP
    } else {
        w + GAP
    };
    let mut fx = x;
    for &f in &g.faces {
        if kept {
            sprites::face(c, f, fx, y, style);
        } else {
            pieces::draw_face(c, f, fx, y, style);
        }
        fx += step;
    }
    if let Some(caption) = &g.caption {
        let cards_w = (g.faces.len() as f32 - 1.0) * step + w;
        let text_w = glyphs::text_width(caption, CAPTION_H);
        if !kept {
            let cx = x + cards_w / 2.0;
            c.text_centred(caption, cx, y + h + 4.0, CAPTION_H, INK_LIGHT);
            return;
        }
        sprites::text(
            c,
            caption,
            x + (cards_w - text_w) / 2.0,
            y + h + 4.0,
            text_w,
            CAPTION_H,
            INK_LIGHT,
        );
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
        };
        let row = Row {
            seat: Some(1),
            turn: false,
            groups: vec![held(40), held(7), held(123)],
        };
        // The captions are wider than a tile, by fractions of a unit.
        assert!(glyphs::text_width("×40 held", CAPTION_H) > TILE_W);
        let (lines, w, _) = lay_out(&Scene { rows: vec![row] });
        for &(_, x) in &lines[0].groups {
            assert_eq!((x * 2.0).fract(), 0.0, "a group at {x} units");
        }
        assert_eq!((w * 2.0).fract(), 0.0);
    }
}
