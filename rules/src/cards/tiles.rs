//! Sichuan long cards (川牌, 长牌), the tiles of 幺地人.
//!
//! Each of the 21 kinds is a pair of dice faces; its points are the sum of the pips, and it is
//! red when any pip is red (the 1s and the 4s; 天 6-6 also counts as red). A deck holds five
//! copies of each kind: 105 tiles (docs/rules/yaodiren.md#tiles: the original's "23 kinds, 115"
//! counts two joker kinds this game does not use).
//!
//! Notation: the Chinese name (`天`, `长二` or `板凳`, traditional forms too), the pinyin
//! (`tian`, `changer`), or the pips (`6-6`, either order). Tiles may be separated by spaces or
//! commas, or written back to back (`天天地`, `tiandi`): the longest name that fits is taken.
//! Tiles print, and serialize, as their Chinese name.

use super::french::Colour;
use super::notation::{Expected, NotationError, chunks};
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;

/// One kind of tile. The order is the traditional listing (天 地 人 和 …), which is also how
/// hands are sorted for display.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Tile {
    /// 天 6-6, 12 points.
    Tian,
    /// 地 1-1, 2 points.
    Di,
    /// 人 4-4, 8 points.
    Ren,
    /// 和 1-3, 4 points.
    He,
    /// 梅子 5-5, 10 points.
    Meizi,
    /// 长二 (板凳) 2-2, 4 points.
    Changer,
    /// 长三 3-3, 6 points.
    Changsan,
    /// 斧头 5-6, 11 points.
    Futou,
    /// 四六 4-6, 10 points.
    Siliu,
    /// 猫猫 1-5, 6 points.
    Maomao,
    /// 高脚 1-6, 7 points.
    Gaojiao,
    /// 红九 4-5, 9 points.
    Hongjiu,
    /// 幺四 1-4, 5 points.
    Yaosi,
    /// 二五 2-5, 7 points.
    Erwu,
    /// 拐子 2-3, 5 points.
    Guaizi,
    /// 三五 3-5, 8 points.
    Sanwu,
    /// 平八 2-6, 8 points.
    Pingba,
    /// 黑九 3-6, 9 points.
    Heijiu,
    /// 二红 2-4, 6 points.
    Erhong,
    /// 丁丁 1-2, 3 points.
    Dingding,
    /// 三四 3-4, 7 points.
    Sansi,
}

/// Number of tile kinds.
pub const KINDS: usize = 21;
/// Copies of each kind in the deck.
pub const COPIES: u8 = 5;
/// Tiles in the deck.
pub const DECK: usize = KINDS * COPIES as usize;

/// (tile, pips, Chinese name, pinyin), in `Tile` order.
const TABLE: [(Tile, (u8, u8), &str, &str); KINDS] = [
    (Tile::Tian, (6, 6), "天", "tian"),
    (Tile::Di, (1, 1), "地", "di"),
    (Tile::Ren, (4, 4), "人", "ren"),
    (Tile::He, (1, 3), "和", "he"),
    (Tile::Meizi, (5, 5), "梅子", "meizi"),
    (Tile::Changer, (2, 2), "长二", "changer"),
    (Tile::Changsan, (3, 3), "长三", "changsan"),
    (Tile::Futou, (5, 6), "斧头", "futou"),
    (Tile::Siliu, (4, 6), "四六", "siliu"),
    (Tile::Maomao, (1, 5), "猫猫", "maomao"),
    (Tile::Gaojiao, (1, 6), "高脚", "gaojiao"),
    (Tile::Hongjiu, (4, 5), "红九", "hongjiu"),
    (Tile::Yaosi, (1, 4), "幺四", "yaosi"),
    (Tile::Erwu, (2, 5), "二五", "erwu"),
    (Tile::Guaizi, (2, 3), "拐子", "guaizi"),
    (Tile::Sanwu, (3, 5), "三五", "sanwu"),
    (Tile::Pingba, (2, 6), "平八", "pingba"),
    (Tile::Heijiu, (3, 6), "黑九", "heijiu"),
    (Tile::Erhong, (2, 4), "二红", "erhong"),
    (Tile::Dingding, (1, 2), "丁丁", "dingding"),
    (Tile::Sansi, (3, 4), "三四", "sansi"),
];

/// Other accepted names: the second name of 长二, traditional characters, the `牌` suffix of
/// the four named tiles, 么 for 幺, and the Japanese forms (黒九 with the Japanese 黒, which a
/// Japanese keyboard types, not the Chinese 黑).
const ALIASES: &[(&str, Tile)] = &[
    ("黒九", Tile::Heijiu),
    ("板凳", Tile::Changer),
    ("bandeng", Tile::Changer),
    ("長二", Tile::Changer),
    ("長三", Tile::Changsan),
    ("斧頭", Tile::Futou),
    ("貓貓", Tile::Maomao),
    ("高腳", Tile::Gaojiao),
    ("紅九", Tile::Hongjiu),
    ("二紅", Tile::Erhong),
    ("么四", Tile::Yaosi),
    ("天牌", Tile::Tian),
    ("地牌", Tile::Di),
    ("人牌", Tile::Ren),
    ("和牌", Tile::He),
];

impl Tile {
    /// All kinds, in `Tile` order.
    pub const ALL: [Tile; KINDS] = {
        let mut all = [Tile::Tian; KINDS];
        let mut i = 0;
        while i < KINDS {
            all[i] = TABLE[i].0;
            i += 1;
        }
        all
    };

    pub const fn index(self) -> usize {
        self as usize
    }

    pub fn from_index(i: usize) -> Option<Tile> {
        Tile::ALL.get(i).copied()
    }

    /// The two dice faces, low first.
    pub fn pips(self) -> (u8, u8) {
        TABLE[self.index()].1
    }

    /// The sum of the pips: 2 (地) to 12 (天).
    pub fn points(self) -> u8 {
        let (a, b) = self.pips();
        a + b
    }

    /// Red when any pip is red (1 and 4); 天 counts as red (docs/rules/yaodiren.md#tiles).
    pub fn colour(self) -> Colour {
        let (a, b) = self.pips();
        let red_pip = |p: u8| p == 1 || p == 4;
        if red_pip(a) || red_pip(b) || self == Tile::Tian {
            Colour::Red
        } else {
            Colour::Black
        }
    }

    pub fn is_red(self) -> bool {
        self.colour() == Colour::Red
    }

    /// 幺四, 地 and 人: every pip red, the cards that name the game.
    pub fn is_yao_di_ren(self) -> bool {
        matches!(self, Tile::Yaosi | Tile::Di | Tile::Ren)
    }

    /// The Chinese name, as printed and serialized.
    pub fn name(self) -> &'static str {
        TABLE[self.index()].2
    }

    pub fn pinyin(self) -> &'static str {
        TABLE[self.index()].3
    }

    /// The tile with these pips, in either order.
    pub fn from_pips(a: u8, b: u8) -> Option<Tile> {
        let key = (a.min(b), a.max(b));
        TABLE.iter().find(|t| t.1 == key).map(|t| t.0)
    }

    /// The five copies of every kind, in `Tile` order.
    pub fn deck() -> Vec<Tile> {
        Tile::ALL
            .iter()
            .flat_map(|&t| std::iter::repeat_n(t, usize::from(COPIES)))
            .collect()
    }
}

impl fmt::Display for Tile {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl std::str::FromStr for Tile {
    type Err = NotationError;
    fn from_str(s: &str) -> Result<Tile, NotationError> {
        parse_tile(s)
    }
}

impl Serialize for Tile {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.name())
    }
}

impl<'de> Deserialize<'de> for Tile {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Tile, D::Error> {
        let s = String::deserialize(d)?;
        s.parse().map_err(serde::de::Error::custom)
    }
}

/// Every accepted spelling, as characters (ASCII lowercased), with its tile.
fn spellings() -> impl Iterator<Item = (Vec<char>, Tile)> {
    TABLE
        .iter()
        .flat_map(|&(t, _, zh, py)| [(zh, t), (py, t)])
        .chain(ALIASES.iter().copied())
        .map(|(s, t)| (s.chars().collect(), t))
}

/// The tile written at `chunk[i..]` and how many characters it takes: the longest name, or
/// pips `d-d`.
fn tile_at(chunk: &[char], i: usize) -> Option<(Tile, usize)> {
    let pip = |c: Option<&char>| {
        c.and_then(|c| c.to_digit(10))
            .and_then(|d| u8::try_from(d).ok())
            .filter(|d| (1..=6).contains(d))
    };
    if let (Some(a), Some('-'), Some(b)) =
        (pip(chunk.get(i)), chunk.get(i + 1), pip(chunk.get(i + 2)))
    {
        return Tile::from_pips(a, b).map(|t| (t, 3));
    }
    let rest: Vec<char> = chunk[i..].iter().map(char::to_ascii_lowercase).collect();
    spellings()
        .filter(|(s, _)| rest.starts_with(s))
        .max_by_key(|(s, _)| s.len())
        .map(|(s, t)| (t, s.len()))
}

/// Parses any number of tiles. An empty input is an empty list.
pub fn parse_tiles(input: &str) -> Result<Vec<Tile>, NotationError> {
    let mut tiles = Vec::new();
    for (offset, chunk) in chunks(input) {
        let mut i = 0;
        while i < chunk.len() {
            let Some((tile, width)) = tile_at(&chunk, i) else {
                return Err(NotationError {
                    token: chunk[i..].iter().take(8).collect(),
                    position: offset + i,
                    expected: Expected::Tile,
                });
            };
            tiles.push(tile);
            i += width + shown_pips(&chunk, i + width, tile);
        }
    }
    Ok(tiles)
}

/// How many characters of the tile's own pips in brackets follow at `chunk[i..]` (`[3-3]`
/// after `長三`, as a hand shows it in English and Japanese), or 0. Pips that are not the
/// tile's are left to be refused.
fn shown_pips(chunk: &[char], i: usize, tile: Tile) -> usize {
    let Some(['[', a, '-', b, ']']) = chunk.get(i..i + 5) else {
        return 0;
    };
    let (p, q) = tile.pips();
    let pips = (a.to_digit(10), b.to_digit(10));
    let own = [(p, q), (q, p)].map(|(x, y)| (Some(u32::from(x)), Some(u32::from(y))));
    if own.contains(&pips) { 5 } else { 0 }
}

/// Parses exactly one tile.
pub fn parse_tile(input: &str) -> Result<Tile, NotationError> {
    match parse_tiles(input)?.as_slice() {
        [tile] => Ok(*tile),
        _ => Err(NotationError {
            token: input.trim().to_string(),
            position: 0,
            expected: Expected::Tile,
        }),
    }
}

/// Tiles by Chinese name, separated by spaces: `天 天 地`.
pub fn format_tiles(tiles: &[Tile]) -> String {
    let parts: Vec<&str> = tiles.iter().map(|t| t.name()).collect();
    parts.join(" ")
}

/// A multiset of tiles, kept as a count per kind: a hand, a stock remainder, a search state.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct TileCounts([u8; KINDS]);

impl TileCounts {
    pub fn new() -> TileCounts {
        TileCounts::default()
    }

    pub fn from_tiles(tiles: impl IntoIterator<Item = Tile>) -> TileCounts {
        let mut c = TileCounts::new();
        for t in tiles {
            c.add(t, 1);
        }
        c
    }

    /// The whole deck: five of every kind.
    pub fn deck() -> TileCounts {
        TileCounts([COPIES; KINDS])
    }

    pub fn count(&self, tile: Tile) -> u8 {
        self.0[tile.index()]
    }

    pub fn add(&mut self, tile: Tile, n: u8) {
        self.0[tile.index()] += n;
    }

    /// Removes `n` copies; `false` (and no change) if there are fewer.
    pub fn take(&mut self, tile: Tile, n: u8) -> bool {
        let c = &mut self.0[tile.index()];
        if *c < n {
            return false;
        }
        *c -= n;
        true
    }

    pub fn add_all(&mut self, other: &TileCounts) {
        for (a, b) in self.0.iter_mut().zip(other.0) {
            *a += b;
        }
    }

    pub fn contains(&self, other: &TileCounts) -> bool {
        self.0.iter().zip(other.0).all(|(a, b)| *a >= b)
    }

    /// Removes `other`; `false` (and no change) unless all of it is here.
    pub fn take_all(&mut self, other: &TileCounts) -> bool {
        if !self.contains(other) {
            return false;
        }
        for (a, b) in self.0.iter_mut().zip(other.0) {
            *a -= b;
        }
        true
    }

    pub fn len(&self) -> usize {
        self.0.iter().map(|&c| usize::from(c)).sum()
    }

    pub fn is_empty(&self) -> bool {
        self.0.iter().all(|&c| c == 0)
    }

    /// The kinds present, in `Tile` order.
    pub fn kinds(&self) -> impl Iterator<Item = Tile> + '_ {
        Tile::ALL.into_iter().filter(|t| self.count(*t) > 0)
    }

    /// Every tile, sorted in `Tile` order.
    pub fn tiles(&self) -> Vec<Tile> {
        Tile::ALL
            .iter()
            .flat_map(|&t| std::iter::repeat_n(t, usize::from(self.count(t))))
            .collect()
    }

    /// The counts as one word, 3 bits per kind (counts up to 7): a cheap search key.
    pub fn packed(&self) -> u64 {
        self.0
            .iter()
            .enumerate()
            .fold(0u64, |acc, (i, &c)| acc | (u64::from(c.min(7)) << (3 * i)))
    }

    pub fn counts(&self) -> &[u8; KINDS] {
        &self.0
    }
}

impl fmt::Display for TileCounts {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&format_tiles(&self.tiles()))
    }
}

impl Serialize for TileCounts {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        self.tiles().serialize(s)
    }
}

impl<'de> Deserialize<'de> for TileCounts {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<TileCounts, D::Error> {
        Ok(TileCounts::from_tiles(Vec::<Tile>::deserialize(d)?))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The table in docs/rules/yaodiren.md#tiles: name, points, and whether any pip is red.
    #[test]
    fn table_matches_the_seed() {
        let seed: [(&str, u8, bool); KINDS] = [
            ("天", 12, true),
            ("地", 2, true),
            ("人", 8, true),
            ("和", 4, true),
            ("梅子", 10, false),
            ("板凳", 4, false),
            ("长三", 6, false),
            ("斧头", 11, false),
            ("四六", 10, true),
            ("猫猫", 6, true),
            ("高脚", 7, true),
            ("红九", 9, true),
            ("幺四", 5, true),
            ("二五", 7, false),
            ("拐子", 5, false),
            ("三五", 8, false),
            ("平八", 8, false),
            ("黑九", 9, false),
            ("二红", 6, true),
            ("丁丁", 3, true),
            ("三四", 7, true),
        ];
        for (name, points, red) in seed {
            let t = parse_tile(name).unwrap();
            assert_eq!(t.points(), points, "{name}");
            assert_eq!(t.is_red(), red, "{name}");
            let (a, b) = t.pips();
            assert_eq!(a + b, points);
        }
        let kinds: std::collections::HashSet<Tile> =
            seed.iter().map(|s| parse_tile(s.0).unwrap()).collect();
        assert_eq!(kinds.len(), KINDS);
        assert_eq!(Tile::ALL.iter().filter(|t| t.is_red()).count(), 12);
    }

    #[test]
    fn yaodiren_cards_are_all_red_pips() {
        for t in Tile::ALL {
            let (a, b) = t.pips();
            let all_red = [a, b].iter().all(|p| *p == 1 || *p == 4);
            assert_eq!(t.is_yao_di_ren(), all_red, "{t}");
        }
    }

    #[test]
    fn deck_is_105() {
        let deck = Tile::deck();
        assert_eq!(deck.len(), DECK);
        assert_eq!(DECK, 105);
        assert_eq!(TileCounts::from_tiles(deck), TileCounts::deck());
    }

    #[test]
    fn every_spelling_parses() {
        for t in Tile::ALL {
            assert_eq!(parse_tile(t.name()).unwrap(), t);
            assert_eq!(parse_tile(t.pinyin()).unwrap(), t);
            assert_eq!(parse_tile(&t.pinyin().to_uppercase()).unwrap(), t);
            let (a, b) = t.pips();
            assert_eq!(parse_tile(&format!("{a}-{b}")).unwrap(), t);
            assert_eq!(parse_tile(&format!("{b}-{a}")).unwrap(), t);
        }
        assert_eq!(parse_tile("板凳").unwrap(), Tile::Changer);
        assert_eq!(parse_tile("bandeng").unwrap(), Tile::Changer);
        assert_eq!(parse_tile("紅九").unwrap(), Tile::Hongjiu);
        assert_eq!(parse_tile("黒九").unwrap(), Tile::Heijiu);
        assert_eq!(parse_tile("斧頭").unwrap(), Tile::Futou);
        assert_eq!(parse_tile("長二").unwrap(), Tile::Changer);
    }

    #[test]
    fn concatenated_and_separated() {
        let want = vec![
            Tile::Tian,
            Tile::Tian,
            Tile::Di,
            Tile::Changer,
            Tile::Changsan,
        ];
        assert_eq!(parse_tiles("天天地长二长三").unwrap(), want);
        assert_eq!(parse_tiles("tiantian di, changer、changsan").unwrap(), want);
        assert_eq!(parse_tiles("6-6 6-6 1-1 2-2 3-3").unwrap(), want);
        assert_eq!(
            parse_tiles("天牌 dingding heijiu").unwrap()[1],
            Tile::Dingding
        );
        assert_eq!(parse_tiles("  ").unwrap(), vec![]);
    }

    #[test]
    fn a_tile_shown_with_its_pips_is_read_back_and_wrong_pips_are_refused() {
        assert_eq!(
            parse_tiles("長三[3-3] 天牌[6-6] 猫猫[5-1]").unwrap(),
            vec![Tile::Changsan, Tile::Tian, Tile::Maomao]
        );
        let err = parse_tiles("長三[6-6]").unwrap_err();
        assert_eq!(err.expected, Expected::Tile);
        assert!(err.token.starts_with("[6-6]"), "{}", err.token);
    }

    #[test]
    fn errors_name_the_token() {
        let err = parse_tiles("天 天 X地").unwrap_err();
        assert_eq!(err.expected, Expected::Tile);
        assert_eq!(err.position, 4);
        assert_eq!(err.token, "X地");
        let err = parse_tiles("7-7").unwrap_err();
        assert_eq!((err.position, err.expected), (0, Expected::Tile));
        assert!(parse_tile("天 地").is_err());
        assert!(parse_tile("").is_err());
    }

    #[test]
    fn format_and_serde_round_trip() {
        let tiles = parse_tiles("天 板凳 6-5 yaosi").unwrap();
        assert_eq!(format_tiles(&tiles), "天 长二 斧头 幺四");
        assert_eq!(parse_tiles(&format_tiles(&tiles)).unwrap(), tiles);
        let json = serde_json::to_string(&tiles).unwrap();
        assert_eq!(json, "[\"天\",\"长二\",\"斧头\",\"幺四\"]");
        let back: Vec<Tile> = serde_json::from_str("[\"tian\",\"2-2\",\"斧头\",\"幺四\"]").unwrap();
        assert_eq!(back, tiles);
        assert!(serde_json::from_str::<Tile>("\"joker\"").is_err());
    }

    #[test]
    fn counts_add_take_and_pack() {
        let mut c = TileCounts::from_tiles(parse_tiles("天天地").unwrap());
        assert_eq!((c.count(Tile::Tian), c.len()), (2, 3));
        assert!(!c.take(Tile::Tian, 3));
        assert_eq!(c.count(Tile::Tian), 2);
        assert!(c.take(Tile::Tian, 1));
        assert_eq!(c.tiles(), vec![Tile::Tian, Tile::Di]);
        let d = TileCounts::from_tiles([Tile::Di]);
        assert_ne!(c.packed(), d.packed());
        assert!(c.take_all(&d));
        assert_eq!(c.tiles(), vec![Tile::Tian]);
        assert_eq!(serde_json::to_string(&c).unwrap(), "[\"天\"]");
    }
}
