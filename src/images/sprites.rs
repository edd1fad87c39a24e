//! Rasterised pieces, kept: a card, tile or back is drawn from its paths once per style and
//! scale (on a transparent pixmap) and then copied onto every picture that shows it, as are
//! badges and captions. Drawing a 20-card hand is then twenty copies instead of a few hundred
//! anti-aliased paths (docs/images.md#speed).
//!
//! Pieces sit at whole-pixel positions (every layout length is a multiple of half a unit and
//! the scale is 2), so a kept sprite is the same pixels the paths would give there; text
//! centred at a fractional position keeps that fraction in its key.

use super::canvas::{CARD_H, CARD_W, Canvas, Rgb, TILE_H, TILE_W, px};
use super::{Face, Style, pieces};
use std::collections::HashMap;
use std::sync::{Arc, Mutex, OnceLock};
use tiny_skia::Pixmap;

/// Pixels of room around a sprite's drawing (strokes and round caps reach past their box).
const PAD: u32 = 4;
/// Enough for every piece in every style and many captions; past it the cache starts over.
const MAX_SPRITES: usize = 4096;

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
enum Key {
    Face {
        face: Face,
        style: Style,
        scale: u32,
    },
    /// A badge: seat, turn, the viewer's own, scale.
    Badge(u8, bool, bool, u32),
    /// Text: the string, height, colour, scale and the sub-pixel offset (as f32 bits).
    Text {
        text: String,
        height: u32,
        colour: (u8, u8, u8),
        scale: u32,
        fx: u32,
        fy: u32,
    },
}

/// A drawn sprite and where its (0, 0) unit point sits in it, in pixels.
struct Sprite {
    pix: Pixmap,
    origin: (i32, i32),
    /// Per row, what a copy has to do: see [`Span`].
    spans: Vec<Span>,
}

/// One row of a sprite, in columns: nothing before `from` or from `to` on (transparent),
/// opaque from `solid_from` to `solid_to` (copied as it is); the rest is blended. A card's
/// rows are almost all opaque, so a copy is mostly a few slice copies.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Span {
    from: usize,
    solid_from: usize,
    solid_to: usize,
    to: usize,
}

impl Sprite {
    fn new(pix: Pixmap, origin: (i32, i32)) -> Sprite {
        let w = pix.width() as usize;
        let spans = pix
            .data()
            .chunks_exact(w * 4)
            .map(|row| {
                let alpha = |i: usize| row[i * 4 + 3];
                let from = (0..w).find(|&i| alpha(i) != 0).unwrap_or(w);
                let to = (from..w)
                    .rev()
                    .find(|&i| alpha(i) != 0)
                    .map_or(from, |i| i + 1);
                // The widest run of opaque pixels (the one copy this row gets).
                let (mut best, mut start) = ((from, from), None);
                for i in from..=to {
                    match (start, i < to && alpha(i) == 255) {
                        (None, true) => start = Some(i),
                        (Some(s), false) => {
                            if i - s > best.1 - best.0 {
                                best = (s, i);
                            }
                            start = None;
                        }
                        _ => {}
                    }
                }
                Span {
                    from,
                    solid_from: best.0,
                    solid_to: best.1,
                    to,
                }
            })
            .collect();
        Sprite { pix, origin, spans }
    }
}

type Cache = Mutex<HashMap<Key, Arc<Sprite>>>;

fn cache() -> &'static Cache {
    static CACHE: OnceLock<Cache> = OnceLock::new();
    CACHE.get_or_init(|| Mutex::new(HashMap::new()))
}

fn kept(key: Key, make: impl FnOnce() -> Option<Sprite>) -> Option<Arc<Sprite>> {
    if let Some(s) = cache().lock().ok()?.get(&key) {
        return Some(Arc::clone(s));
    }
    // Drawn outside the lock: two pictures drawing the same new piece at once both draw it,
    // identically.
    let sprite = Arc::new(make()?);
    let mut map = cache().lock().ok()?;
    if map.len() >= MAX_SPRITES {
        map.clear();
    }
    map.insert(key, Arc::clone(&sprite));
    Some(sprite)
}

/// A transparent canvas `w` × `h` units (plus padding) drawing with (0, 0) at
/// (`PAD` + `fx`, `PAD` + `fy`) pixels.
fn blank(w: f32, h: f32, scale: f32) -> Option<Canvas> {
    let pix = Pixmap::new(px(w, scale) + 2 * PAD + 1, px(h, scale) + 2 * PAD + 1)?;
    Some(Canvas { pix, s: scale })
}

#[allow(clippy::cast_possible_wrap)]
const PAD_I: i32 = PAD as i32;

/// Whole pixels and the fraction left, for a position in units at `scale`.
#[allow(clippy::cast_possible_truncation)]
fn split(units: f32, scale: f32) -> (i32, f32) {
    let p = units * scale;
    let whole = p.floor();
    // Layout positions are a few thousand pixels at most.
    (whole as i32, p - whole)
}

/// Draws `face` with its top-left corner at (x, y) units.
pub fn face(c: &mut Canvas, face: Face, x: f32, y: f32, style: Style) {
    let (w, h) = if face.is_tile() {
        (TILE_W, TILE_H)
    } else {
        (CARD_W, CARD_H)
    };
    let (px_x, fx) = split(x, c.s);
    let (px_y, fy) = split(y, c.s);
    if fx != 0.0 || fy != 0.0 {
        // Not on a pixel: drawn from its paths (no layout does this).
        return pieces::draw_face(c, face, x, y, style);
    }
    let s = c.s;
    let key = Key::Face {
        face,
        style,
        scale: s.to_bits(),
    };
    let sprite = kept(key, || {
        let mut canvas = blank(w, h, s)?;
        let pad = PAD as f32 / s;
        pieces::draw_face(&mut canvas, face, pad, pad, style);
        Some(Sprite::new(canvas.pix, (PAD_I, PAD_I)))
    });
    if let Some(sprite) = sprite {
        blit(&mut c.pix, &sprite, px_x, px_y);
    }
}

/// A seat's badge, `size` units square, with its top-left corner at (x, y) units; `draw`
/// paints it at the position it is given.
#[allow(clippy::too_many_arguments)]
pub fn badge(
    c: &mut Canvas,
    key: (u8, bool, bool),
    x: f32,
    y: f32,
    size: f32,
    draw: impl Fn(&mut Canvas, f32, f32),
) {
    let s = c.s;
    let (px_x, fx) = split(x, s);
    let (px_y, fy) = split(y, s);
    if fx != 0.0 || fy != 0.0 {
        return draw(c, x, y);
    }
    let sprite = kept(Key::Badge(key.0, key.1, key.2, s.to_bits()), || {
        let mut canvas = blank(size, size, s)?;
        let pad = PAD as f32 / s;
        draw(&mut canvas, pad, pad);
        Some(Sprite::new(canvas.pix, (PAD_I, PAD_I)))
    });
    if let Some(sprite) = sprite {
        blit(&mut c.pix, &sprite, px_x, px_y);
    }
}

/// `text` `h` units tall with its top-left corner at (x, y) units, `w` units wide.
pub fn text(c: &mut Canvas, text: &str, x: f32, y: f32, w: f32, h: f32, colour: Rgb) {
    let s = c.s;
    let (px_x, fx) = split(x, s);
    let (px_y, fy) = split(y, s);
    let key = Key::Text {
        text: text.to_string(),
        height: h.to_bits(),
        colour: (colour.0, colour.1, colour.2),
        scale: s.to_bits(),
        fx: fx.to_bits(),
        fy: fy.to_bits(),
    };
    let sprite = kept(key, || {
        let mut canvas = blank(w, h, s)?;
        let (ox, oy) = ((PAD as f32 + fx) / s, (PAD as f32 + fy) / s);
        canvas.text(text, ox, oy, h, colour);
        Some(Sprite::new(canvas.pix, (PAD_I, PAD_I)))
    });
    if let Some(sprite) = sprite {
        blit(&mut c.pix, &sprite, px_x, px_y);
    }
}

/// Copies `sprite` onto `dst` with its origin at (x, y) pixels: source-over, premultiplied;
/// each row's opaque run is one slice copy, its transparent ends are skipped.
// Pixmaps are at most 8192 pixels a side (`canvas::px`), and every index is checked to be
// in 0..width / 0..height before it is cast.
#[allow(
    clippy::cast_possible_wrap,
    clippy::cast_sign_loss,
    clippy::cast_possible_truncation
)]
fn blit(dst: &mut Pixmap, sprite: &Sprite, x: i32, y: i32) {
    let (dw, dh) = (dst.width() as i32, dst.height() as i32);
    let (sw, sh) = (sprite.pix.width() as i32, sprite.pix.height() as i32);
    let (x0, y0) = (x - sprite.origin.0, y - sprite.origin.1);
    let src = sprite.pix.data();
    let stride_d = dw as usize * 4;
    let stride_s = sw as usize * 4;
    // The sprite's columns that land on the picture.
    let cols_from = (-x0).max(0);
    let cols_to = sw.min(dw - x0);
    if cols_from >= cols_to {
        return;
    }
    let (cols_from, cols_to) = (cols_from as usize, cols_to as usize);
    let data = dst.data_mut();
    for sy in 0..sh {
        let dy = y0 + sy;
        if dy < 0 || dy >= dh {
            continue;
        }
        let span = sprite.spans[sy as usize];
        let (from, to) = (span.from.max(cols_from), span.to.min(cols_to));
        if from >= to {
            continue;
        }
        let s_row = &src[sy as usize * stride_s..][..stride_s];
        // Column c of the sprite is byte (dy × width + x0 + c) × 4 of the picture.
        let d_row = dy as usize * stride_d;
        let at = |c: usize| d_row + ((x0 + c as i32) as usize) * 4;
        let (solid_from, solid_to) = (
            span.solid_from.clamp(from, to),
            span.solid_to.clamp(from, to),
        );
        if solid_from < solid_to {
            data[at(solid_from)..at(solid_to)]
                .copy_from_slice(&s_row[solid_from * 4..solid_to * 4]);
            blend(
                &mut data[at(from)..at(solid_from)],
                &s_row[from * 4..solid_from * 4],
            );
            blend(
                &mut data[at(solid_to)..at(to)],
                &s_row[solid_to * 4..to * 4],
            );
        } else {
            blend(&mut data[at(from)..at(to)], &s_row[from * 4..to * 4]);
        }
    }
}

/// `src` over `dst`, premultiplied RGBA pixels.
fn blend(dst: &mut [u8], src: &[u8]) {
    for (d, s) in dst.chunks_exact_mut(4).zip(src.chunks_exact(4)) {
        let a = s[3];
        if a == 255 {
            d.copy_from_slice(s);
        } else if a != 0 {
            let keep = 255 - u16::from(a);
            for k in 0..4 {
                // s + d × (255 − a) / 255, rounded.
                let v = u16::from(d[k]) * keep + 128;
                let v = (v + (v >> 8)) >> 8;
                #[allow(clippy::cast_possible_truncation)]
                let v = v as u8;
                d[k] = s[k].saturating_add(v);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_span_finds_the_transparent_ends_and_the_opaque_middle() {
        let mut pix = Pixmap::new(8, 1).unwrap();
        let alphas = [0u8, 0, 100, 255, 255, 255, 40, 0];
        for (i, a) in alphas.iter().enumerate() {
            let px = tiny_skia::PremultipliedColorU8::from_rgba(*a, 0, 0, *a).unwrap();
            pix.pixels_mut()[i] = px;
        }
        let sprite = Sprite::new(pix, (0, 0));
        assert_eq!(
            sprite.spans[0],
            Span {
                from: 2,
                solid_from: 3,
                solid_to: 6,
                to: 7
            }
        );
    }

    #[test]
    fn a_copy_by_spans_is_the_pixel_by_pixel_blend() {
        let mut pix = Pixmap::new(6, 3).unwrap();
        for (i, px) in pix.pixels_mut().iter_mut().enumerate() {
            let a = [0u8, 255, 90, 255, 255, 0][i % 6];
            *px = tiny_skia::PremultipliedColorU8::from_rgba(a / 2, a, a / 3, a).unwrap();
        }
        let sprite = Sprite::new(pix.clone(), (0, 0));
        for (x, y) in [(0, 0), (-2, 1), (3, -1), (5, 2)] {
            let mut by_spans = Pixmap::new(7, 4).unwrap();
            by_spans.fill(tiny_skia::Color::from_rgba8(10, 200, 30, 255));
            let mut by_pixel = by_spans.clone();
            blit(&mut by_spans, &sprite, x, y);
            for sy in 0..3i32 {
                for sx in 0..6i32 {
                    let (dx, dy) = (x + sx, y + sy);
                    if (0..7).contains(&dx) && (0..4).contains(&dy) {
                        let s = &pix.data()[usize::try_from((sy * 6 + sx) * 4).unwrap()..][..4];
                        let at = usize::try_from((dy * 7 + dx) * 4).unwrap();
                        blend(&mut by_pixel.data_mut()[at..at + 4], s);
                    }
                }
            }
            assert_eq!(by_spans.data(), by_pixel.data(), "at ({x}, {y})");
        }
    }
}
