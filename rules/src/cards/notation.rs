//! The one card notation every frontend uses (slash command options, terminal, deal files,
//! tests): `As Th 10♥ 2c JK BJ RJ` for cards, `33344 BR` for Dou Dizhu's suitless faces.
//!
//! Cards may be separated by spaces or commas, or written back to back (`AsKh10d`). Errors name
//! the token that failed and what was expected there, so a frontend can say exactly what is
//! wrong.

use super::french::{Card, Face, Joker, Rank, Suit};
use serde::{Deserialize, Deserializer, Serialize};
use thiserror::Error;

/// What the parser wanted where it found something else.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Expected {
    /// A card such as `As`, `10h`, `JK`.
    Card,
    /// A card of a game without jokers (Chicago), such as `As`, `10h`.
    Natural,
    /// A suit letter or symbol after a rank: `s h d c` or `♠♥♦♣`.
    Suit,
    /// A Dou Dizhu face: `3`…`9`, `T`/`10`, `J Q K A 2`, `B`, `R`.
    Face,
    /// A Sichuan tile by name, pinyin or pips.
    Tile,
    /// At least one card or tile.
    Something,
}

/// A notation error: `token` is the offending piece of the input, `position` its character
/// offset, `expected` what would have been accepted there.
#[derive(Clone, Debug, PartialEq, Eq, Error, Serialize)]
#[error("bad token `{token}` at {position}: expected {expected:?}")]
pub struct NotationError {
    pub token: String,
    pub position: usize,
    pub expected: Expected,
}

fn is_separator(c: char) -> bool {
    c.is_whitespace() || c == ',' || c == '，' || c == '、'
}

/// A full-width letter or digit as its ASCII twin (`３` → `3`, `Ｋ` → `K`): a Chinese or
/// Japanese input method often types them so.
fn half_width(c: char) -> char {
    match c {
        '\u{FF01}'..='\u{FF5E}' => char::from_u32(u32::from(c) - 0xFEE0).unwrap_or(c),
        c => c,
    }
}

/// Splits the input into whitespace/comma separated chunks with their character offsets;
/// full-width letters and digits are read as their ASCII twins.
pub(crate) fn chunks(input: &str) -> Vec<(usize, Vec<char>)> {
    let mut out = Vec::new();
    let mut current: Vec<char> = Vec::new();
    let mut start = 0;
    for (i, c) in input.chars().map(half_width).enumerate() {
        if is_separator(c) {
            if !current.is_empty() {
                out.push((start, std::mem::take(&mut current)));
            }
        } else {
            if current.is_empty() {
                start = i;
            }
            current.push(c);
        }
    }
    if !current.is_empty() {
        out.push((start, current));
    }
    out
}

fn rank_at(chars: &[char], i: usize) -> Option<(Rank, usize)> {
    let c = chars.get(i)?.to_ascii_uppercase();
    if c == '1' && chars.get(i + 1) == Some(&'0') {
        return Some((Rank::Ten, 2));
    }
    let rank = match c {
        'A' => Rank::Ace,
        '2' => Rank::Two,
        '3' => Rank::Three,
        '4' => Rank::Four,
        '5' => Rank::Five,
        '6' => Rank::Six,
        '7' => Rank::Seven,
        '8' => Rank::Eight,
        '9' => Rank::Nine,
        'T' => Rank::Ten,
        'J' => Rank::Jack,
        'Q' => Rank::Queen,
        'K' => Rank::King,
        _ => return None,
    };
    Some((rank, 1))
}

fn suit_of(c: char) -> Option<Suit> {
    Some(match c.to_ascii_lowercase() {
        's' | '♠' | '♤' => Suit::Spades,
        'h' | '♥' | '♡' => Suit::Hearts,
        'd' | '♦' | '♢' => Suit::Diamonds,
        'c' | '♣' | '♧' => Suit::Clubs,
        _ => return None,
    })
}

/// Jokers as players write them in Chinese and Japanese (what the text shows in those
/// languages, and the other names players use): `小王`/`大王`, `小鬼`/`大鬼`,
/// `黒ジョーカー`/`赤ジョーカー`; a game's one kind of joker as `百搭` or `ジョーカー`. Longest first,
/// so `黒ジョーカー` is not read as `ジョーカー` after an unknown `黒`.
const JOKER_WORDS: [(&str, Joker); 14] = [
    ("黒ジョーカー", Joker::Black),
    ("黑ジョーカー", Joker::Black),
    ("赤ジョーカー", Joker::Red),
    ("ジョーカー", Joker::Wild),
    ("ジョーカ", Joker::Wild),
    ("小王", Joker::Black),
    ("大王", Joker::Red),
    ("小鬼", Joker::Black),
    ("大鬼", Joker::Red),
    ("百搭", Joker::Wild),
    ("鬼牌", Joker::Wild),
    ("王牌", Joker::Wild),
    ("癞子", Joker::Wild),
    ("賴子", Joker::Wild),
];

/// A joker written as a word at `i` (`小王`, `黒ジョーカー`, `百搭`) and how many characters it
/// takes.
fn joker_word_at(chars: &[char], i: usize) -> Option<(Joker, usize)> {
    JOKER_WORDS.iter().find_map(|&(word, joker)| {
        let n = word.chars().count();
        let here = chars.get(i..i + n)?;
        here.iter().copied().eq(word.chars()).then_some((joker, n))
    })
}

fn joker_at(chars: &[char], i: usize) -> Option<Joker> {
    let a = chars.get(i)?.to_ascii_uppercase();
    let b = chars.get(i + 1)?.to_ascii_uppercase();
    match (a, b) {
        ('J', 'K') => Some(Joker::Wild),
        ('B', 'J') => Some(Joker::Black),
        ('R', 'J') => Some(Joker::Red),
        _ => None,
    }
}

/// The piece of the chunk from `i` to blame: a word in Chinese or Japanese whole (`黒ジョ` of
/// `黒ジョーカ` would name nothing the player typed), otherwise up to where the next card
/// would start (at most 3 characters).
fn blame(chunk: &[char], i: usize, offset: usize, expected: Expected) -> NotationError {
    let token: String = if chunk[i].is_ascii() {
        chunk[i..].iter().take(3).collect()
    } else {
        chunk[i..].iter().take_while(|c| !c.is_ascii()).collect()
    };
    NotationError {
        token,
        position: offset + i,
        expected,
    }
}

/// Parses any number of cards. An empty input is an empty list.
pub fn parse_cards(input: &str) -> Result<Vec<Card>, NotationError> {
    parse_with(input, Expected::Card)
}

/// Parses any number of cards of a game played without jokers: a joker is not understood,
/// and the error says what is (`As`, `10h`), not `JK`.
pub fn parse_naturals(input: &str) -> Result<Vec<Card>, NotationError> {
    parse_with(input, Expected::Natural)
}

fn parse_with(input: &str, card: Expected) -> Result<Vec<Card>, NotationError> {
    let mut cards = Vec::new();
    for (offset, chunk) in chunks(input) {
        let mut i = 0;
        while i < chunk.len() {
            let joker = joker_word_at(&chunk, i).or_else(|| joker_at(&chunk, i).map(|j| (j, 2)));
            if let Some((joker, width)) = joker {
                if card == Expected::Natural {
                    let token: String = chunk[i..i + width].iter().collect();
                    return Err(NotationError {
                        token,
                        position: offset + i,
                        expected: card,
                    });
                }
                cards.push(Card::Joker(joker));
                i += width;
                continue;
            }
            let Some((rank, width)) = rank_at(&chunk, i) else {
                return Err(blame(&chunk, i, offset, card));
            };
            let Some(suit) = chunk.get(i + width).copied().and_then(suit_of) else {
                let token: String = chunk[i..(i + width + 1).min(chunk.len())].iter().collect();
                return Err(NotationError {
                    token,
                    position: offset + i,
                    expected: Expected::Suit,
                });
            };
            cards.push(Card::new(rank, suit));
            i += width + 1;
        }
    }
    Ok(cards)
}

/// Parses exactly one card.
pub fn parse_card(input: &str) -> Result<Card, NotationError> {
    let cards = parse_cards(input)?;
    match cards.as_slice() {
        [card] => Ok(*card),
        _ => Err(NotationError {
            token: input.trim().to_string(),
            position: 0,
            expected: Expected::Card,
        }),
    }
}

// Reading a card from text is notation's job, so `Card`'s `FromStr` and `Deserialize` live
// here: `french` only writes cards (`Display`, `Serialize`) and never needs the parser.
impl std::str::FromStr for Card {
    type Err = NotationError;
    fn from_str(s: &str) -> Result<Card, Self::Err> {
        parse_card(s)
    }
}

impl<'de> Deserialize<'de> for Card {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Card, D::Error> {
        let s = String::deserialize(d)?;
        s.parse().map_err(serde::de::Error::custom)
    }
}

/// Parses Dou Dizhu faces: ranks `3 4 5 6 7 8 9 T J Q K A 2` (`10` too), `B`/`R` for the black
/// and red joker (`BJ`/`RJ` as separate words; `小王`/`大王`, `小鬼`/`大鬼`,
/// `黒ジョーカー`/`赤ジョーカー` anywhere, and `王炸` for both). A joker of no colour
/// (`ジョーカー`, `百搭`) is not a Dou Dizhu card. A suit after a rank is accepted and ignored, so
/// deal files may name full cards (`3s`).
pub fn parse_faces(input: &str) -> Result<Vec<Face>, NotationError> {
    let mut faces = Vec::new();
    for (offset, chunk) in chunks(input) {
        let word: String = chunk.iter().collect::<String>().to_uppercase();
        let whole = match word.as_str() {
            "BJ" => Some(Joker::Black),
            "RJ" => Some(Joker::Red),
            _ => None,
        };
        if let Some(j) = whole {
            faces.push(Face::Joker(j));
            continue;
        }
        let mut i = 0;
        while i < chunk.len() {
            if chunk[i..].starts_with(&['王', '炸']) {
                faces.extend([Face::Joker(Joker::Black), Face::Joker(Joker::Red)]);
                i += 2;
                continue;
            }
            match joker_word_at(&chunk, i) {
                Some((Joker::Wild, _)) => return Err(blame(&chunk, i, offset, Expected::Face)),
                Some((joker, width)) => {
                    faces.push(Face::Joker(joker));
                    i += width;
                    continue;
                }
                None => {}
            }
            match chunk[i].to_ascii_uppercase() {
                'B' => {
                    faces.push(Face::Joker(Joker::Black));
                    i += 1;
                    continue;
                }
                'R' => {
                    faces.push(Face::Joker(Joker::Red));
                    i += 1;
                    continue;
                }
                _ => {}
            }
            let Some((rank, width)) = rank_at(&chunk, i) else {
                return Err(blame(&chunk, i, offset, Expected::Face));
            };
            faces.push(Face::Rank(rank));
            i += width;
            if chunk.get(i).copied().and_then(suit_of).is_some() {
                i += 1;
            }
        }
    }
    Ok(faces)
}

/// Cards separated by spaces: `As Th JK`.
pub fn format_cards(cards: &[Card]) -> String {
    let parts: Vec<String> = cards.iter().map(Card::to_string).collect();
    parts.join(" ")
}

/// Faces back to back: `33344BR`.
pub fn format_faces(faces: &[Face]) -> String {
    faces.iter().map(Face::to_string).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn c(rank: Rank, suit: Suit) -> Card {
        Card::new(rank, suit)
    }

    #[test]
    fn parses_spaced_concatenated_and_symbol_forms() {
        let want = vec![
            c(Rank::Ace, Suit::Spades),
            c(Rank::Ten, Suit::Hearts),
            c(Rank::Ten, Suit::Diamonds),
            Card::Joker(Joker::Wild),
            c(Rank::Two, Suit::Clubs),
        ];
        assert_eq!(parse_cards("As Th 10d JK 2c").unwrap(), want);
        assert_eq!(parse_cards("AsTh10dJK2c").unwrap(), want);
        assert_eq!(parse_cards("A♠, T♥, 10♦, jk, 2♣").unwrap(), want);
        assert_eq!(parse_cards("  ").unwrap(), vec![]);
    }

    #[test]
    fn jokers_by_colour() {
        assert_eq!(
            parse_cards("BJ RJ").unwrap(),
            vec![Card::Joker(Joker::Black), Card::Joker(Joker::Red)]
        );
    }

    #[test]
    fn missing_suit_names_the_token() {
        let err = parse_cards("As K Qd").unwrap_err();
        assert_eq!(err.expected, Expected::Suit);
        assert_eq!(err.token, "K");
        assert_eq!(err.position, 3);
        let err = parse_cards("AsKx").unwrap_err();
        assert_eq!((err.token.as_str(), err.expected), ("Kx", Expected::Suit));
    }

    #[test]
    fn unknown_rank_names_the_token() {
        let err = parse_cards("As 1h").unwrap_err();
        assert_eq!(err.expected, Expected::Card);
        assert_eq!(err.token, "1h");
        assert_eq!(err.position, 3);
        let err = parse_cards("Zz").unwrap_err();
        assert_eq!(err.expected, Expected::Card);
    }

    #[test]
    fn parse_card_wants_exactly_one() {
        assert_eq!(parse_card("Qh").unwrap(), c(Rank::Queen, Suit::Hearts));
        assert!(parse_card("Qh Kh").is_err());
        assert!(parse_card("").is_err());
    }

    #[test]
    fn faces_with_jokers_tens_and_ignored_suits() {
        let faces = parse_faces("33344 10 T BR").unwrap();
        assert_eq!(format_faces(&faces), "33344TTBR");
        let faces = parse_faces("3s 3h BJ RJ 大王").unwrap();
        assert_eq!(format_faces(&faces), "33BRR");
        let err = parse_faces("3345X").unwrap_err();
        assert_eq!((err.position, err.expected), (4, Expected::Face));
        assert_eq!(err.token, "X");
    }

    #[test]
    fn jokers_are_read_by_their_chinese_and_japanese_names() {
        let black = Face::Joker(Joker::Black);
        let red = Face::Joker(Joker::Red);
        for (typed, want) in [
            ("小王 大王", vec![black, red]),
            ("小王大王", vec![black, red]),
            ("小鬼 大鬼", vec![black, red]),
            ("黒ジョーカー 赤ジョーカー", vec![black, red]),
            ("黒ジョーカー赤ジョーカー", vec![black, red]),
            ("王炸", vec![black, red]),
            (
                "33小王",
                vec![Face::Rank(Rank::Three), Face::Rank(Rank::Three), black],
            ),
        ] {
            assert_eq!(parse_faces(typed).unwrap(), want, "{typed}");
        }
        assert_eq!(
            parse_cards("百搭 ジョーカー 小王 赤ジョーカー").unwrap(),
            vec![
                Card::Joker(Joker::Wild),
                Card::Joker(Joker::Wild),
                Card::Joker(Joker::Black),
                Card::Joker(Joker::Red)
            ]
        );
        assert_eq!(
            parse_cards("J♥ Q♥ 百搭").unwrap()[2],
            Card::Joker(Joker::Wild)
        );
    }

    #[test]
    fn full_width_digits_and_letters_are_read_as_typed_by_an_input_method() {
        assert_eq!(
            parse_faces("３３３４４　１０").unwrap(),
            parse_faces("33344 10").unwrap()
        );
        assert_eq!(
            parse_cards("Ｋｈ　１０♥").unwrap(),
            parse_cards("Kh 10h").unwrap()
        );
    }

    #[test]
    fn a_word_that_is_not_a_card_is_blamed_whole() {
        let err = parse_faces("黒ジョーカ").unwrap_err();
        assert_eq!(
            (err.token.as_str(), err.expected),
            ("黒ジョーカ", Expected::Face)
        );
        let err = parse_faces("ジョーカー").unwrap_err();
        assert_eq!(err.token, "ジョーカー");
        let err = parse_cards("3h 红心A").unwrap_err();
        assert_eq!(err.token, "红心");
        let err = parse_naturals("As ジョーカー").unwrap_err();
        assert_eq!(
            (err.token.as_str(), err.expected),
            ("ジョーカー", Expected::Natural)
        );
    }

    #[test]
    fn format_round_trips() {
        let cards = parse_cards("As Th JK BJ 9c").unwrap();
        assert_eq!(parse_cards(&format_cards(&cards)).unwrap(), cards);
    }

    #[test]
    fn a_game_without_jokers_does_not_understand_one_and_asks_for_a_natural_card() {
        assert_eq!(
            parse_naturals("As 10h").unwrap(),
            parse_cards("As 10h").unwrap()
        );
        let err = parse_naturals("As JK").unwrap_err();
        assert_eq!(
            (err.token.as_str(), err.position, err.expected),
            ("JK", 3, Expected::Natural)
        );
        let err = parse_naturals("Zz").unwrap_err();
        assert_eq!(err.expected, Expected::Natural);
        // Games with jokers still read them.
        assert!(parse_cards("JK").unwrap()[0].is_joker());
    }
}
