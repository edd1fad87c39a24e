//! 番 and what a win is paid.
//!
//! docs/rules/yaodiren.md#fan-番-and-payment: each 幺地人 kan of 3/4/5 identical = 1/2/3 番; any
//! other 5 identical = 1; all kans of identical tiles (对对胡, no 吃) = 1; all red or all black
//! = 1; +1 per full 10 砣 above the threshold (34 dealer, 33 others). Each other player in the
//! hand pays base × 2^番 (options: base × (1 + 番); a cap at 3 or 4 番).

use super::config::{Config, Payment};
use super::kan::Kan;
use crate::cards::tiles::Tile;
use serde::Serialize;

/// 砣 a winning hand needs. docs/rules/yaodiren.md#winning-胡: at least 34 for the dealer, 33
/// for the others (docs/rules/yaodiren.md#interpretations: the original's "超过" is read as "at
/// least").
pub fn threshold(dealer: bool) -> u32 {
    if dealer { 34 } else { 33 }
}

/// One reason a winning hand scores 番.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "source", rename_all = "snake_case")]
pub enum FanSource {
    /// A kan of 3, 4 or 5 identical 幺四, 地 or 人: `count - 2` 番.
    YaodirenKan { tile: Tile, count: u8 },
    /// A kan of 5 identical tiles of another kind: 1 番.
    FiveOfAKind { tile: Tile },
    /// 对对胡: every kan is identical tiles: 1 番.
    AllIdentical,
    /// Every tile red: 1 番.
    AllRed,
    /// Every tile black: 1 番.
    AllBlack,
    /// `tens` full tens of 砣 above the threshold: `tens` 番.
    ExtraTuo { tens: u32 },
}

impl FanSource {
    pub fn fan(self) -> u32 {
        match self {
            FanSource::YaodirenKan { count, .. } => u32::from(count) - 2,
            FanSource::ExtraTuo { tens } => tens,
            _ => 1,
        }
    }
}

/// The colour of a whole hand, for 全红 / 全黑 and the all-black exemption.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum HandColour {
    AllRed,
    AllBlack,
    Mixed,
}

pub fn hand_colour(kans: &[Kan]) -> HandColour {
    let tiles = kans.iter().flat_map(|k| k.tiles());
    let (mut red, mut black) = (false, false);
    for t in tiles {
        if t.is_red() {
            red = true;
        } else {
            black = true;
        }
    }
    match (red, black) {
        (true, false) => HandColour::AllRed,
        (false, true) => HandColour::AllBlack,
        _ => HandColour::Mixed,
    }
}

/// Every 番 source of a winning split with `tuo` 砣 against `threshold`.
pub fn fan_sources(kans: &[Kan], tuo: u32, threshold: u32) -> Vec<FanSource> {
    let mut out = Vec::new();
    for &k in kans {
        if let Kan::Identical { tile, count } = k {
            if tile.is_yao_di_ren() {
                out.push(FanSource::YaodirenKan { tile, count });
            } else if count == 5 {
                out.push(FanSource::FiveOfAKind { tile });
            }
        }
    }
    if !kans.is_empty() && kans.iter().all(|k| k.is_identical()) {
        out.push(FanSource::AllIdentical);
    }
    match hand_colour(kans) {
        HandColour::AllRed => out.push(FanSource::AllRed),
        HandColour::AllBlack => out.push(FanSource::AllBlack),
        HandColour::Mixed => {}
    }
    let tens = tuo.saturating_sub(threshold) / 10;
    if tens > 0 {
        out.push(FanSource::ExtraTuo { tens });
    }
    out
}

/// The 番 the payment uses: the hand's 番 after the table's cap.
pub fn capped(fan: u32, config: &Config) -> u32 {
    config.fan_cap.map_or(fan, |cap| fan.min(u32::from(cap)))
}

/// What each other player in the hand pays the winner.
pub fn stake(fan: u32, config: &Config) -> i64 {
    let fan = capped(fan, config);
    let base = i64::from(config.base);
    match config.payment {
        // Saturate rather than overflow: 2^62 is beyond any real hand.
        Payment::Double => base.saturating_mul(1i64 << fan.min(60)),
        Payment::Add => base.saturating_mul(1 + i64::from(fan)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::tiles::parse_tiles;

    fn kans(groups: &[&str]) -> Vec<Kan> {
        groups
            .iter()
            .map(|g| Kan::recognize(&parse_tiles(g).unwrap()).unwrap())
            .collect()
    }

    fn total(sources: &[FanSource]) -> u32 {
        sources.iter().map(|s| s.fan()).sum()
    }

    #[test]
    fn yaodiren_kans_count_by_size() {
        let k = kans(&["地地地", "人人人人", "幺四幺四幺四幺四幺四", "梅子梅子和"]);
        let s = fan_sources(&k, 33, 33);
        assert_eq!(total(&s), 1 + 2 + 3);
        assert!(s.contains(&FanSource::YaodirenKan {
            tile: Tile::Yaosi,
            count: 5
        }));
    }

    #[test]
    fn five_of_a_kind_all_identical_and_colours() {
        let k = kans(&["梅子梅子梅子梅子梅子", "长三长三长三"]);
        let s = fan_sources(&k, 0, 33);
        assert_eq!(
            s,
            vec![
                FanSource::FiveOfAKind { tile: Tile::Meizi },
                FanSource::AllIdentical,
                FanSource::AllBlack
            ]
        );
        let k = kans(&["天天天", "天天地"]);
        assert_eq!(fan_sources(&k, 0, 33), vec![FanSource::AllRed]);
        assert_eq!(
            hand_colour(&kans(&["天天天", "长三长三长三"])),
            HandColour::Mixed
        );
    }

    #[test]
    fn extra_tuo_counts_full_tens() {
        let k = kans(&["天天地", "长三长三长三"]);
        assert_eq!(fan_sources(&k, 42, 33), vec![]);
        assert_eq!(
            fan_sources(&k, 43, 33),
            vec![FanSource::ExtraTuo { tens: 1 }]
        );
        assert_eq!(
            fan_sources(&k, 54, 34),
            vec![FanSource::ExtraTuo { tens: 2 }]
        );
        // An exempt all-black hand below the threshold gets no negative 番.
        assert_eq!(fan_sources(&k, 12, 33), vec![]);
    }

    #[test]
    fn stakes_double_add_and_cap() {
        let mut c = Config::default();
        assert_eq!(stake(0, &c), 1);
        assert_eq!(stake(3, &c), 8);
        c.base = 5;
        assert_eq!(stake(2, &c), 20);
        c.payment = Payment::Add;
        assert_eq!(stake(2, &c), 15);
        c.fan_cap = Some(3);
        assert_eq!(stake(7, &c), 20);
        c.payment = Payment::Double;
        assert_eq!(stake(7, &c), 40);
        c.fan_cap = Some(4);
        assert_eq!(stake(7, &c), 80);
    }
}
