//! French cards for people: `K♥ 10♣ JK`, and in Chinese and Japanese the jokers by the names
//! players give them (`百搭`, `小王`, `大王`; `ジョーカー`, `黒ジョーカー`, `赤ジョーカー`). The
//! parser accepts exactly these forms back (and `Kh 10c`), so what a player sees is what they
//! can type.

use crate::cards::{Card, Joker};
use crate::i18n::Locale;

pub fn card(loc: Locale, c: Card) -> String {
    match c {
        Card::Suited { rank, suit } => {
            let r = match rank.letter() {
                'T' => "10".to_string(),
                l => l.to_string(),
            };
            format!("{r}{}", suit.symbol())
        }
        Card::Joker(j) => joker(loc, j).to_string(),
    }
}

/// A joker's name: the notation in English (`JK`, `BJ`, `RJ`); in Chinese 百搭 for a game's one
/// kind of wild joker and 小王/大王 (as every 斗地主 app says), in Japanese ジョーカー and
/// 黒ジョーカー/赤ジョーカー.
pub fn joker(loc: Locale, j: Joker) -> &'static str {
    match (loc, j) {
        (Locale::EnUs, Joker::Wild) => "JK",
        (Locale::EnUs, Joker::Black) => "BJ",
        (Locale::EnUs, Joker::Red) => "RJ",
        (Locale::ZhCn, Joker::Wild) => "百搭",
        (Locale::ZhCn, Joker::Black) => "小王",
        (Locale::ZhCn, Joker::Red) => "大王",
        (Locale::Ja, Joker::Wild) => "ジョーカー",
        (Locale::Ja, Joker::Black) => "黒ジョーカー",
        (Locale::Ja, Joker::Red) => "赤ジョーカー",
    }
}

/// A move's command (`meld Jh Qh JK /`, `play Kh`) with each card as `card` shows it (`meld
/// J♥ Q♥ 百搭 /`); words that are not one card stay as they are. English as it is.
pub fn command_cards(loc: Locale, command: &str) -> String {
    if loc == Locale::EnUs {
        return command.to_string();
    }
    command
        .split(' ')
        .map(|w| {
            // A card is a rank and a lower-case suit letter (`Th`) or a joker (`JK`): `stock`,
            // `@1.1` and the verbs are no card.
            let card = w == "JK" || w.len() <= 3 && w.ends_with(['s', 'h', 'd', 'c']);
            match crate::cards::notation::parse_card(w) {
                Ok(c) if card => self::card(loc, c),
                _ => w.to_string(),
            }
        })
        .collect::<Vec<_>>()
        .join(" ")
}

pub fn cards(loc: Locale, cs: &[Card]) -> String {
    let parts: Vec<String> = cs.iter().map(|&c| card(loc, c)).collect();
    parts.join(" ")
}

/// One notation token per card (`Th`, `JK`), as a card menu lists them and a player types
/// them back.
pub fn card_tokens(hand: Option<&[Card]>) -> Vec<String> {
    hand.unwrap_or_default()
        .iter()
        .map(std::string::ToString::to_string)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::notation::parse_cards;

    #[test]
    fn a_moves_cards_are_named_as_the_hand_names_them() {
        assert_eq!(
            command_cards(Locale::EnUs, "meld Jh Qh JK /"),
            "meld Jh Qh JK /"
        );
        assert_eq!(
            command_cards(Locale::ZhCn, "meld Jh Qh JK /"),
            "meld J♥ Q♥ 百搭 /"
        );
        assert_eq!(command_cards(Locale::Ja, "discard Th 2"), "discard 10♥ 2");
        assert_eq!(command_cards(Locale::Ja, "draw stock"), "draw stock");
        assert_eq!(command_cards(Locale::ZhCn, "play Kh"), "play K♥");
    }

    #[test]
    fn shown_cards_parse_back() {
        let hand = parse_cards("Th As 2c JK Qd BJ RJ").unwrap();
        for (loc, want) in [
            (Locale::EnUs, "10♥ A♠ 2♣ JK Q♦ BJ RJ"),
            (Locale::ZhCn, "10♥ A♠ 2♣ 百搭 Q♦ 小王 大王"),
            (
                Locale::Ja,
                "10♥ A♠ 2♣ ジョーカー Q♦ 黒ジョーカー 赤ジョーカー",
            ),
        ] {
            let shown = cards(loc, &hand);
            assert_eq!(shown, want);
            assert_eq!(parse_cards(&shown).unwrap(), hand, "{loc:?}");
        }
    }
}
