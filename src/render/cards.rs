//! French cards for people: `K♥ 10♣ JK`. The parser accepts exactly these forms back (and
//! `Kh 10c`), so what a player sees is what they can type.

use crate::cards::{Card, Joker};

pub fn card(c: Card) -> String {
    match c {
        Card::Suited { rank, suit } => {
            let r = match rank.letter() {
                'T' => "10".to_string(),
                l => l.to_string(),
            };
            format!("{r}{}", suit.symbol())
        }
        Card::Joker(Joker::Wild) => "JK".to_string(),
        Card::Joker(Joker::Black) => "BJ".to_string(),
        Card::Joker(Joker::Red) => "RJ".to_string(),
    }
}

pub fn cards(cs: &[Card]) -> String {
    let parts: Vec<String> = cs.iter().map(|&c| card(c)).collect();
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
    fn shown_cards_parse_back() {
        let hand = parse_cards("Th As 2c JK Qd").unwrap();
        let shown = cards(&hand);
        assert_eq!(shown, "10♥ A♠ 2♣ JK Q♦");
        assert_eq!(parse_cards(&shown).unwrap(), hand);
    }
}
