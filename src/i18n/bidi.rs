//! Names people choose go into lines the bot writes. A bidi control in a name (U+202E RIGHT-TO-
//! LEFT OVERRIDE, an embedding, an isolate, a mark) keeps acting after the name ends: an
//! override left open reverses the rest of the line (`Ann` + U+202E + ` won 4` reads
//! `Ann4 now `). So names lose these characters where they come in — a Discord display name, a
//! `paiju stdio` `name`, the terminal player's `$USER`, a season's name — and are stored
//! without them.
//!
//! Why not Fluent's isolation (U+2068…U+2069 around every argument)? It would put two invisible
//! characters around every placeable of every message — cards, numbers and times too — which
//! Discord and many terminals show as they are (see `LOCALES`), and change every transcript
//! and snapshot, to guard against a character no honest name needs. A name keeps its
//! right-to-left letters: those order themselves and their neighbours, not the whole line.

/// The explicit bidi formatting characters: embeddings and overrides (U+202A–U+202E), isolates
/// (U+2066–U+2069), and the implicit marks (U+200E LRM, U+200F RLM, U+061C ALM).
pub fn is_control(c: char) -> bool {
    matches!(c, '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}' | '\u{200E}' | '\u{200F}' | '\u{061C}')
}

/// `text` without its bidi controls (borrowed when it has none, as nearly every name).
pub fn strip(text: &str) -> std::borrow::Cow<'_, str> {
    if text.chars().any(is_control) {
        text.chars()
            .filter(|&c| !is_control(c))
            .collect::<String>()
            .into()
    } else {
        text.into()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_bidi_control_is_removed_and_the_letters_stay() {
        let controls = [
            '\u{202A}', '\u{202B}', '\u{202C}', '\u{202D}', '\u{202E}', '\u{2066}', '\u{2067}',
            '\u{2068}', '\u{2069}', '\u{200E}', '\u{200F}', '\u{061C}',
        ];
        for c in controls {
            assert_eq!(strip(&format!("A{c}nn")), "Ann", "U+{:04X}", u32::from(c));
        }
        assert_eq!(strip("\u{202E}שלום Ann 安"), "שלום Ann 安");
    }

    #[test]
    fn a_name_without_controls_is_borrowed_unchanged() {
        let name = "Ann 👩\u{200D}👩 ﷺ";
        assert!(matches!(strip(name), std::borrow::Cow::Borrowed(n) if n == name));
    }
}
