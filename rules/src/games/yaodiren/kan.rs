//! Kans (坎), the units a hand must split into, and their 砣.
//!
//! docs/rules/yaodiren.md#kans-坎-and-砣: a kan is 3, 4 or 5 identical tiles; or X, X, Y where
//! X and Y are different kinds and pts(X) + pts(Y) = 14; or any three 7-point tiles. Three 7s
//! of one kind are identical; two of one 7-kind and one of another are X, X, Y (7 + 7 = 14); so
//! the only kan the "three 7s" rule adds is 高脚 + 二五 + 三四, one of each.

use super::packed::Need;
use crate::cards::tiles::{KINDS, Tile, TileCounts};
use serde::Serialize;
use std::sync::OnceLock;

/// One kan.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
#[serde(into = "KanJson")]
pub enum Kan {
    /// 3, 4 or 5 identical tiles.
    Identical { tile: Tile, count: u8 },
    /// X, X, Y: two of `pair` and one `single`, 14 points between the kinds.
    PairPlus { pair: Tile, single: Tile },
    /// 高脚, 二五 and 三四.
    Sevens,
}

/// What a kan is made of, for frontends and the `rules yaodiren kans` JSON.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum KanKind {
    Identical,
    PairPlus,
    Sevens,
}

/// The serialized form of a kan: `{"tiles": […], "tuo": n, "kind": …}`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct KanJson {
    pub tiles: Vec<Tile>,
    pub tuo: u32,
    pub kind: KanKind,
}

impl From<Kan> for KanJson {
    fn from(k: Kan) -> KanJson {
        KanJson {
            tiles: k.tiles(),
            tuo: k.tuo(),
            kind: k.kind(),
        }
    }
}

/// Kans in a complete hand.
pub const KANS_TO_WIN: usize = 7;

/// A number of kans (found, still needed, the most a search may build) as the `u8` the searches
/// and `NoSplit` count in.
///
/// # Panics
///
/// If `n` does not fit a `u8`. It always does: a hand never holds more than `KANS_TO_WIN`.
pub(crate) fn kans_u8(n: usize) -> u8 {
    u8::try_from(n).expect("a hand holds at most 7 kans")
}

/// The three 7-point kinds.
pub const SEVENS: [Tile; 3] = [Tile::Gaojiao, Tile::Erwu, Tile::Sansi];

/// The kinds that make 14 with `tile`, other than `tile` itself.
pub fn partners(tile: Tile) -> impl Iterator<Item = Tile> {
    Tile::ALL
        .into_iter()
        .filter(move |&t| t != tile && t.points() + tile.points() == 14)
}

impl Kan {
    pub fn kind(self) -> KanKind {
        match self {
            Kan::Identical { .. } => KanKind::Identical,
            Kan::PairPlus { .. } => KanKind::PairPlus,
            Kan::Sevens => KanKind::Sevens,
        }
    }

    pub fn is_identical(self) -> bool {
        matches!(self, Kan::Identical { .. })
    }

    /// The tiles, sorted in `Tile` order.
    pub fn tiles(self) -> Vec<Tile> {
        self.counts().tiles()
    }

    pub fn counts(self) -> TileCounts {
        let mut c = TileCounts::new();
        match self {
            Kan::Identical { tile, count } => c.add(tile, count),
            Kan::PairPlus { pair, single } => {
                c.add(pair, 2);
                c.add(single, 1);
            }
            Kan::Sevens => SEVENS.iter().for_each(|&t| c.add(t, 1)),
        }
        c
    }

    pub fn len(self) -> usize {
        match self {
            Kan::Identical { count, .. } => usize::from(count),
            _ => 3,
        }
    }

    pub fn is_empty(self) -> bool {
        false
    }

    /// 砣. docs/rules/yaodiren.md#kans-坎-and-砣: identical red ×3/×4/×5 = 8/12/16, identical
    /// black = 4/6/8, any other kan = the number of red tiles in it.
    pub fn tuo(self) -> u32 {
        match self {
            Kan::Identical { tile, count } => {
                let per = if tile.is_red() { 4 } else { 2 };
                per * (u32::from(count) - 1)
            }
            Kan::PairPlus { pair, single } => {
                2 * u32::from(pair.is_red()) + u32::from(single.is_red())
            }
            Kan::Sevens => SEVENS.iter().map(|t| u32::from(t.is_red())).sum(),
        }
    }

    /// 番 the kan itself carries. docs/rules/yaodiren.md#fan-番-and-payment: 3/4/5 identical
    /// 幺地人 tiles = 1/2/3; any other 5 identical = 1.
    pub fn fan(self) -> u32 {
        match self {
            Kan::Identical { tile, count } if tile.is_yao_di_ren() => u32::from(count) - 2,
            Kan::Identical { count: 5, .. } => 1,
            _ => 0,
        }
    }

    /// The kan these tiles form, if any.
    pub fn recognize(tiles: &[Tile]) -> Option<Kan> {
        let c = TileCounts::from_tiles(tiles.iter().copied());
        let kinds: Vec<Tile> = c.kinds().collect();
        match (tiles.len(), kinds.as_slice()) {
            (3..=5, &[t]) => Some(Kan::Identical {
                tile: t,
                count: u8::try_from(tiles.len()).expect("3 to 5 tiles"),
            }),
            (3, &[a, b]) if a.points() + b.points() == 14 => {
                let (pair, single) = if c.count(a) == 2 { (a, b) } else { (b, a) };
                Some(Kan::PairPlus { pair, single })
            }
            (3, &[_, _, _]) if tiles.iter().all(|t| t.points() == 7) => Some(Kan::Sevens),
            _ => None,
        }
    }

    /// Every kan that exists: 63 identical, 44 X-X-Y, one of sevens.
    pub fn all() -> &'static [Kan] {
        &shapes().all
    }

    /// The kans whose lowest kind (in `Tile` order) is `tile`: what a search that always
    /// places the lowest remaining tile has to try.
    pub(crate) fn lowest(tile: Tile) -> &'static [Shape] {
        &shapes().by_lowest[tile.index()]
    }

    /// The kans with at least one `tile`: where a claimed tile can go.
    pub(crate) fn containing(tile: Tile) -> &'static [Shape] {
        &shapes().by_kind[tile.index()]
    }
}

/// A kan prepared for the searches: its tiles as a packed need, 砣 and 番.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Shape {
    pub kan: Kan,
    pub need: Need,
    pub tuo: u16,
    pub fan: u8,
}

struct Shapes {
    all: Vec<Kan>,
    by_lowest: Vec<Vec<Shape>>,
    by_kind: Vec<Vec<Shape>>,
}

fn shapes() -> &'static Shapes {
    static SHAPES: OnceLock<Shapes> = OnceLock::new();
    SHAPES.get_or_init(|| {
        let mut all = Vec::new();
        for tile in Tile::ALL {
            for count in 3..=5 {
                all.push(Kan::Identical { tile, count });
            }
        }
        for pair in Tile::ALL {
            for single in partners(pair) {
                all.push(Kan::PairPlus { pair, single });
            }
        }
        all.push(Kan::Sevens);
        let mut by_lowest = vec![Vec::new(); KINDS];
        let mut by_kind = vec![Vec::new(); KINDS];
        for &kan in &all {
            let c = kan.counts();
            let shape = Shape {
                kan,
                need: Need::of(&c),
                tuo: u16::try_from(kan.tuo()).expect("a kan's 砣 is at most 16"),
                fan: u8::try_from(kan.fan()).expect("a kan's 番 is at most 3"),
            };
            let mut kinds = c.kinds();
            by_lowest[kinds.next().expect("kans are not empty").index()].push(shape);
            for t in c.kinds() {
                by_kind[t.index()].push(shape);
            }
        }
        Shapes {
            all,
            by_lowest,
            by_kind,
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::tiles::parse_tiles;

    fn kan(s: &str) -> Option<Kan> {
        Kan::recognize(&parse_tiles(s).unwrap())
    }

    #[test]
    fn identical_three_to_five() {
        assert_eq!(
            kan("天天天"),
            Some(Kan::Identical {
                tile: Tile::Tian,
                count: 3
            })
        );
        assert_eq!(kan("地地地地地").map(Kan::len), Some(5));
        assert_eq!(kan("天天"), None);
        assert_eq!(kan("天天天天天天"), None);
    }

    #[test]
    fn pair_plus_needs_fourteen_points() {
        // 天 12 + 地 2, 平八 8 + 猫猫 6, 梅子 10 + 和 4.
        assert_eq!(
            kan("天天地"),
            Some(Kan::PairPlus {
                pair: Tile::Tian,
                single: Tile::Di
            })
        );
        assert_eq!(
            kan("地 天 地"),
            Some(Kan::PairPlus {
                pair: Tile::Di,
                single: Tile::Tian
            })
        );
        assert!(kan("平八 平八 猫猫").is_some());
        assert!(kan("梅子 和 和").is_some());
        assert!(kan("长二 梅子 梅子").is_some());
        // 13 and 15 points are not kans; nor is X Y Z summing to anything.
        assert_eq!(kan("天天丁丁"), None);
        assert_eq!(kan("天 地 平八"), None);
        // One of each kind summing to 14 is not a kan: it needs X, X, Y.
        assert_eq!(kan("平八 猫猫 三五"), None);
    }

    #[test]
    fn three_sevens() {
        assert_eq!(kan("高脚 二五 三四"), Some(Kan::Sevens));
        assert_eq!(
            kan("高脚 高脚 三四"),
            Some(Kan::PairPlus {
                pair: Tile::Gaojiao,
                single: Tile::Sansi
            })
        );
        assert_eq!(
            kan("二五 二五 二五").map(Kan::kind),
            Some(KanKind::Identical)
        );
    }

    #[test]
    fn tuo_per_kan_type() {
        let t = |s: &str| kan(s).unwrap().tuo();
        // Identical red: 8 / 12 / 16.
        assert_eq!(t("人人人"), 8);
        assert_eq!(t("人人人人"), 12);
        assert_eq!(t("天天天天天"), 16);
        // Identical black: 4 / 6 / 8.
        assert_eq!(t("梅子梅子梅子"), 4);
        assert_eq!(t("长三长三长三长三"), 6);
        assert_eq!(t("斧头斧头斧头斧头斧头"), 8);
        // Others: one per red tile.
        assert_eq!(t("天天地"), 3);
        assert_eq!(t("平八平八猫猫"), 1);
        assert_eq!(t("猫猫 猫猫 平八"), 2);
        assert_eq!(t("长二 梅子 梅子"), 0);
        assert_eq!(t("高脚 二五 三四"), 2);
    }

    #[test]
    fn fan_of_a_kan() {
        let f = |s: &str| kan(s).unwrap().fan();
        assert_eq!(f("地地地"), 1);
        assert_eq!(f("人人人人"), 2);
        assert_eq!(f("幺四幺四幺四幺四幺四"), 3);
        assert_eq!(f("天天天天天"), 1);
        assert_eq!(f("天天天天"), 0);
        assert_eq!(f("地地天"), 0);
    }

    #[test]
    fn catalogue() {
        assert_eq!(Kan::all().len(), 63 + 44 + 1);
        for &k in Kan::all() {
            assert_eq!(Kan::recognize(&k.tiles()), Some(k), "{k:?}");
        }
        let by_lowest: usize = Tile::ALL.iter().map(|&t| Kan::lowest(t).len()).sum();
        assert_eq!(by_lowest, Kan::all().len());
        assert_eq!(
            serde_json::to_value(kan("天天地").unwrap()).unwrap(),
            serde_json::json!({"tiles": ["天", "天", "地"], "tuo": 3, "kind": "pair_plus"})
        );
    }
}
