//! Sichuan tiles for people: `天牌`, `長三`, `天[6-6]`. The parser reads every form shown back,
//! so what a player sees is what they can type.

use crate::cards::tiles::Tile;
use crate::i18n::Locale;

/// A tile in running text (a discard, a claim, a win): in English with its pips (`天[6-6]`), as
/// the names are foreign there; in Chinese and Japanese by name alone (`天牌`, `長三`), as a win
/// line of 20 tiles each carrying its pips ran to 220 characters.
pub fn tile(loc: Locale, t: Tile) -> String {
    match loc {
        Locale::EnUs => hand_tile(loc, t),
        _ => shown_name(loc, t),
    }
}

/// A tile where a player picks one (their hand, a discard button, the hand menu): with its pips
/// in English and Japanese (`長三[3-3]`), which tell a reader new to the names what the tile
/// is; by name alone in Chinese, where every player knows them.
pub fn hand_tile(loc: Locale, t: Tile) -> String {
    match loc {
        Locale::ZhCn => shown_name(loc, t),
        _ => {
            let (a, b) = t.pips();
            format!("{}[{a}-{b}]", shown_name(loc, t))
        }
    }
}

/// A tile's name as the reader's players write it: in Chinese and Japanese 天牌 rather than a
/// lone 天 (和 alone reads as "and"), and in Japanese the traditional forms 長二, 斧頭, 黒九 (every one of them is
/// also read back by the parser).
pub fn shown_name(loc: Locale, t: Tile) -> String {
    match (loc, t.name()) {
        (Locale::ZhCn | Locale::Ja, name @ ("天" | "地" | "人" | "和")) => format!("{name}牌"),
        _ => typed_name(loc, t),
    }
}

/// A tile's name as the reader's players type it in a command: the Chinese name, in Japanese
/// with its traditional forms (`長三`, as their hand shows it).
fn typed_name(loc: Locale, t: Tile) -> String {
    let name = t.name();
    match loc {
        Locale::Ja => name
            .replace('长', "長")
            .replace('头', "頭")
            .replace('黑', "黒")
            .replace('红', "紅"),
        _ => name.to_string(),
    }
}

/// A command (`claim chi 长三 平八`, as a move names itself) with each tile written as the
/// reader's hand shows it (`長三` in Japanese), for a hint or the list of moves; the parser
/// reads both forms. Words that are not Chinese tile names stay as they are.
pub fn command_tiles(loc: Locale, command: &str) -> String {
    command
        .split(' ')
        .map(|w| match crate::cards::tiles::parse_tile(w) {
            // As the hand shows it (人牌, not a lone 人), so that the hint names the tile the
            // player sees.
            Ok(t) if !w.is_ascii() && loc != Locale::EnUs => shown_name(loc, t),
            Ok(t) if !w.is_ascii() => typed_name(loc, t),
            _ => w.to_string(),
        })
        .collect::<Vec<_>>()
        .join(" ")
}

pub fn tiles(loc: Locale, ts: &[Tile]) -> String {
    let parts: Vec<String> = ts.iter().map(|&t| tile(loc, t)).collect();
    parts.join(" ")
}

/// A hand as its owner reads it (`hand_tile`).
pub fn hand_tiles(loc: Locale, ts: &[Tile]) -> String {
    let parts: Vec<String> = ts.iter().map(|&t| hand_tile(loc, t)).collect();
    parts.join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::tiles::{parse_tile, parse_tiles};

    #[test]
    fn every_tile_as_any_reader_sees_it_is_read_back_as_that_tile() {
        for loc in Locale::ALL {
            for t in Tile::ALL {
                for shown in [tile(loc, t), hand_tile(loc, t), shown_name(loc, t)] {
                    assert_eq!(parse_tile(&shown), Ok(t), "{loc:?}: {shown}");
                }
            }
            let all: Vec<Tile> = Tile::ALL.to_vec();
            assert_eq!(
                parse_tiles(&hand_tiles(loc, &all)),
                Ok(all.clone()),
                "{loc:?}"
            );
            assert_eq!(parse_tiles(&tiles(loc, &all)), Ok(all), "{loc:?}");
        }
    }

    #[test]
    fn chinese_and_japanese_running_text_names_tiles_without_pips() {
        assert_eq!(tile(Locale::ZhCn, Tile::Tian), "天牌");
        assert_eq!(tile(Locale::Ja, Tile::Changsan), "長三");
        assert_eq!(hand_tile(Locale::Ja, Tile::Changsan), "長三[3-3]");
        assert_eq!(hand_tile(Locale::ZhCn, Tile::Changsan), "长三");
        assert_eq!(tile(Locale::EnUs, Tile::Tian), "天[6-6]");
    }
}
