//! Pictures of cards and tiles: PNG images drawn from paiju's own vector art (no image files,
//! no fonts: labels use the single-stroke alphabet of `glyphs`), for the hand in a player's DM, the table, and the end of a hand.
//!
//! Like `render` (words), this layer is fed by the views (`view(seat)`, the public view), never
//! by the rules engines: `scenes` turns a view into a [`Scene`] (each game's front draws its own) — a plain, serializable
//! description of what to draw (rows of card groups, with seat badges and numbers) — and
//! [`png`] draws a scene. A scene is small and deterministic to draw, so the Discord outbox
//! stores the scene with the post and draws it at delivery: a post re-sent after a crash is the
//! same image, byte for byte. See docs/images.md for the sizes, colours and tile conventions.

mod buffers;
pub mod canvas;
pub mod glyphs;
mod kept;
pub mod layout;
pub mod painter;
pub mod pieces;
pub mod scenes;
pub mod sprites;

pub use kept::Shelf;
pub use painter::{Counts, Painter};

/// PNG bytes, shared between every message that shows them.
pub type Png = std::sync::Arc<[u8]>;

#[cfg(test)]
mod encode_tests;
#[cfg(test)]
mod tests;

use crate::cards::Card;
use crate::cards::tiles::Tile;
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};

/// One thing drawn: a card, a Dou Dizhu rank (its deck is dealt as ranks, without suits:
/// docs/images.md#colours), a tile, or a back.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "f", content = "v")]
pub enum Face {
    Card(Card),
    /// A Dou Dizhu card by its rank letter, `3`…`9 T J Q K A 2`, `B` and `R` for the jokers.
    Rank(char),
    Tile(Tile),
    /// A face-down card.
    Back,
    /// A face-down tile.
    TileBack,
}

impl Face {
    pub fn is_tile(self) -> bool {
        matches!(self, Face::Tile(_) | Face::TileBack)
    }
}

/// Cards that belong together (a rank, a meld, a kan, a trick), with an optional title over
/// them (what they are: `KITTY`, `PILE 2`, `MELD 1`) and number under them (points, 砣, a
/// count). A group without faces is its title alone, as a line of text (a stake's sum).
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Group {
    pub faces: Vec<Face>,
    /// Cards fanned over each other (a hand) rather than side by side (a trick, a kan).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub fanned: bool,
    /// Drawn under the group, in the glyph alphabet (`glyphs::has_glyph`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub caption: Option<String>,
    /// Drawn over the group, in the glyph alphabet.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub title: Option<String>,
}

/// One line of a picture: a seat's badge (its number as the text and `--seat` count seats,
/// from 0; yellow on its turn, filled white for the viewer's own seat) and its label (`YOU`,
/// a name, `LANDLORD`, `WIN +8`; lines split by `\n`), then its groups.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Row {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub seat: Option<u8>,
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub turn: bool,
    /// The viewer's own seat.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub you: bool,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub label: Option<String>,
    pub groups: Vec<Group>,
}

impl Row {
    /// The label's lines (none without a label).
    pub fn label_lines(&self) -> impl Iterator<Item = &str> {
        self.label
            .as_deref()
            .into_iter()
            .flat_map(|l| l.split('\n'))
    }
}

/// A whole picture, as stored with a post.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Scene {
    pub rows: Vec<Row>,
}

impl Scene {
    pub fn is_empty(&self) -> bool {
        self.rows
            .iter()
            .all(|r| r.groups.iter().all(|g| g.faces.is_empty()))
    }
}

/// How to draw.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Style {
    /// Four suit colours (♠ black, ♥ red, ♦ blue, ♣ green) instead of two.
    #[serde(default)]
    pub four_colour: bool,
}

/// Pixels per layout unit: layouts are at most [`layout::MAX_WIDTH`] units wide, drawn twice
/// over so the image stays sharp on high-density screens (docs/images.md#sizes).
pub const SCALE: f32 = 2.0;

#[derive(Debug, thiserror::Error)]
pub enum ImageError {
    #[error("nothing to draw")]
    Empty,
    #[error("the image could not be made: {0}")]
    Encode(String),
}

/// Whether a player sees pictures: their own choice when they made one, else the table's
/// `images` option ([`IMAGES`]) (a guild makes `images=off` its default through /settings table_options).
pub fn wanted(table_option: bool, user_choice: Option<bool>) -> bool {
    user_choice.unwrap_or(table_option)
}

/// The table option `images` (on by default): `images=off` sends no pictures at this table.
/// The table declares it with its other options; it is named here too for this layer's readers.
pub use crate::table::timing::IMAGES;

/// The scene as a PNG.
pub fn png(scene: &Scene, style: Style) -> Result<Vec<u8>, ImageError> {
    if scene.is_empty() {
        return Err(ImageError::Empty);
    }
    let pix = layout::draw(scene, style, SCALE).ok_or(ImageError::Empty)?;
    let bytes = canvas::encode(&pix).map_err(|e| ImageError::Encode(e.to_string()));
    buffers::keep_pixels(pix.take());
    bytes
}

/// A short content hash (hex) of image bytes or a scene: what is already uploaded is not
/// uploaded again.
pub fn hash(bytes: &[u8]) -> String {
    let digest = Sha256::digest(bytes);
    digest.iter().take(12).map(|b| format!("{b:02x}")).collect()
}

/// The hash of what a scene draws (the same scene and style always draw the same bytes).
pub fn scene_hash(scene: &Scene, style: Style) -> String {
    let json = serde_json::to_string(&(scene, style)).expect("a scene serializes");
    hash(json.as_bytes())
}
