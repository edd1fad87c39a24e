//! Spacing the locale's own typography asks for, applied to whole messages because names and
//! cards arrive as arguments: Chinese text puts a space between Han characters and Latin
//! letters, digits or card symbols (`开了一桌 Chowdah`, `Ann 叫 2 分`) and none between Han
//! characters (`玩家叫 2 分`), so the messages are written without spaces around their
//! arguments and the spaces are added here, where the argument's script is known.

/// Han characters and the CJK symbols that sit between them without spaces.
pub fn is_cjk(c: char) -> bool {
    matches!(u32::from(c),
        0x3040..=0x30FF      // kana
        | 0x3400..=0x4DBF    // Han extension A
        | 0x4E00..=0x9FFF    // Han
        | 0xF900..=0xFAFF) // compatibility ideographs
}

/// What Chinese sets apart from Han with a space: Latin letters, digits and card suits.
fn is_latin(c: char) -> bool {
    c.is_ascii_alphanumeric() || matches!(c, '♠' | '♥' | '♦' | '♣')
}

/// A space at every boundary between a Han character and a Latin letter, digit or suit that
/// has none; everything else as it is.
pub fn space_han_latin(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 8);
    let mut prev: Option<char> = None;
    for c in text.chars() {
        if let Some(p) = prev
            && ((is_cjk(p) && is_latin(c)) || (is_latin(p) && is_cjk(c)))
        {
            out.push(' ');
        }
        out.push(c);
        prev = Some(c);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn han_and_latin_are_set_apart_and_han_runs_are_not() {
        assert_eq!(space_han_latin("Ann叫2分"), "Ann 叫 2 分");
        assert_eq!(space_han_latin("玩家叫 2 分"), "玩家叫 2 分");
        assert_eq!(space_han_latin("开了一桌Chowdah。"), "开了一桌 Chowdah。");
        assert_eq!(space_han_latin("把10♥弃到第1堆"), "把 10♥ 弃到第 1 堆");
        assert_eq!(space_han_latin("（Bot 1）：暗牌"), "（Bot 1）：暗牌");
    }
}
