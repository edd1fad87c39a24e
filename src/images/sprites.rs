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
    /// A badge: seat, turn, scale.
    Badge(u8, bool, u32),
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
        Some(Sprite {
            pix: canvas.pix,
            origin: (PAD_I, PAD_I),
        })
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
    key: (u8, bool),
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
    let sprite = kept(Key::Badge(key.0, key.1, s.to_bits()), || {
        let mut canvas = blank(size, size, s)?;
        let pad = PAD as f32 / s;
        draw(&mut canvas, pad, pad);
        Some(Sprite {
            pix: canvas.pix,
            origin: (PAD_I, PAD_I),
        })
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
        Some(Sprite {
            pix: canvas.pix,
            origin: (PAD_I, PAD_I),
        })
    });
    if let Some(sprite) = sprite {
        blit(&mut c.pix, &sprite, px_x, px_y);
    }
}

/// Copies `sprite` onto `dst` with its origin at (x, y) pixels: source-over, premultiplied.
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
    let data = dst.data_mut();
    for sy in 0..sh {
        let dy = y0 + sy;
        if dy < 0 || dy >= dh {
            continue;
        }
        let cols_from = (-x0).max(0);
        let cols_to = sw.min(dw - x0);
        if cols_from >= cols_to {
            continue;
        }
        let s_row = &src[sy as usize * stride_s..][cols_from as usize * 4..cols_to as usize * 4];
        let d_start = dy as usize * stride_d + (x0 + cols_from) as usize * 4;
        let d_row = &mut data[d_start..d_start + s_row.len()];
        for (d, s) in d_row.chunks_exact_mut(4).zip(s_row.chunks_exact(4)) {
            let a = s[3];
            if a == 255 {
                d.copy_from_slice(s);
            } else if a != 0 {
                let keep = 255 - u16::from(a);
                for k in 0..4 {
                    // s + d × (255 − a) / 255, rounded.
                    let v = u16::from(d[k]) * keep + 128;
                    let v = (v + (v >> 8)) >> 8;
                    d[k] = s[k].saturating_add(v as u8);
                }
            }
        }
    }
}
