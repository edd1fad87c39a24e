//! Suggestions while a player types an option: their legal moves (the table's
//! `suggested_actions`, likeliest first, so the rules and their order stay in the rules layer),
//! their tables, a table's seats.

use super::components::Offer;
use crate::games::Verb;

/// Discord shows at most 25 suggestions.
pub const MAX: usize = 25;
/// A suggestion's name and value have at most 100 characters.
const MAX_TEXT: usize = 100;

/// Letters and digits only, upper case: `333 44` and `33344` match alike.
fn normalize(s: &str) -> String {
    s.chars()
        .filter(|c| !c.is_whitespace())
        .flat_map(char::to_uppercase)
        .collect()
}

/// A word as typed, compared upper case, `10` read as `T` (`10h` is `Th`).
fn word(s: &str) -> String {
    s.to_uppercase().replace("10", "T")
}

/// Whether `args` (or its `label`) is what the player is typing: the same start (`333` for
/// `33344`), each typed word starting a different word of it in any order (`5d` finds
/// `8c 5d`, `1` the discards onto pile 1), or words of the label (`peng`, `碰`).
fn matches(args: &str, label: &str, typed: &str) -> bool {
    let typed = typed.trim();
    if typed.is_empty() || normalize(args).starts_with(&normalize(typed)) {
        return true;
    }
    each_word_starts(args, typed) || each_word_starts(label, typed)
}

/// Each typed word starts a different word of `text`, in any order.
fn each_word_starts(text: &str, typed: &str) -> bool {
    let mut words: Vec<String> = text
        .split(|c: char| c.is_whitespace() || "()[]«»,".contains(c))
        .filter(|w| !w.is_empty())
        .map(word)
        .collect();
    typed.split_whitespace().all(|t| {
        let t = word(t);
        match words.iter().position(|w| w.starts_with(&t)) {
            Some(i) => {
                words.remove(i);
                true
            }
            None => false,
        }
    })
}

fn clip(s: &str) -> String {
    s.chars().take(MAX_TEXT).collect()
}

/// The arguments of `verb` among `offers` (`discard 8c 5d` → `8c 5d`) that match `typed`,
/// in the offers' order: (name shown, value sent). Offers without an argument (Chicago's
/// stand pat) cannot be suggested: the option is then left empty.
pub fn suggest(offers: &[Offer], verb: Verb, typed: &str) -> Vec<(String, String)> {
    let mut out: Vec<(String, String)> = Vec::new();
    for o in offers {
        let args = o.choice.args.as_str();
        if o.choice.verb != verb || args.is_empty() || args.chars().count() > MAX_TEXT {
            continue;
        }
        if !matches(args, &o.label, typed) || out.iter().any(|(_, a)| a == args) {
            continue;
        }
        out.push((clip(&o.label), args.to_string()));
        if out.len() == MAX {
            break;
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Offers whose verb and argument are the command's words, labelled `«command»`.
    fn choices(s: &[&str]) -> Vec<Offer> {
        s.iter()
            .map(|x| {
                let (verb, args) = crate::games::verbs::split_command(&[], x).expect("a verb");
                Offer {
                    choice: crate::games::Choice::bare(verb, args),
                    id: x.to_string(),
                    label: format!("«{x}»"),
                }
            })
            .collect()
    }

    fn values(v: Vec<(String, String)>) -> Vec<String> {
        v.into_iter().map(|(_, a)| a).collect()
    }

    #[test]
    fn the_choices_order_and_what_is_typed() {
        let legal = choices(&[
            "play 34567",
            "play 333",
            "play 33",
            "play 3",
            "play 4",
            "pass",
        ]);
        assert_eq!(
            values(suggest(&legal, Verb::Play, "")),
            vec!["34567", "333", "33", "3", "4"]
        );
        assert_eq!(
            values(suggest(&legal, Verb::Play, "3 3")),
            vec!["333", "33"]
        );
        assert!(suggest(&legal, Verb::Bid, "").is_empty());
        let named = suggest(&legal, Verb::Play, "4");
        assert_eq!(named, vec![("«play 4»".to_string(), "4".to_string())]);
    }

    #[test]
    fn typed_cards_in_any_order() {
        let legal = choices(&[
            "discard 8c",
            "discard 5d",
            "discard Th 8c 5d",
            "discard Th 5d",
            "discard 7h 1",
            "discard 7h 2",
        ]);
        assert_eq!(
            values(suggest(&legal, Verb::Discard, "5d 8")),
            vec!["Th 8c 5d"]
        );
        assert_eq!(
            values(suggest(&legal, Verb::Discard, "10h")),
            vec!["Th 8c 5d", "Th 5d"]
        );
        assert_eq!(values(suggest(&legal, Verb::Discard, "2")), vec!["7h 2"]);
    }

    #[test]
    fn bids_keep_their_order_and_at_most_25() {
        let legal = choices(&["bid pass", "bid 2", "bid 3"]);
        assert_eq!(
            values(suggest(&legal, Verb::Bid, "")),
            vec!["pass", "2", "3"]
        );
        let many: Vec<String> = (0..100).map(|i| format!("play {i}")).collect();
        let refs: Vec<&str> = many.iter().map(String::as_str).collect();
        assert_eq!(suggest(&choices(&refs), Verb::Play, "").len(), MAX);
    }
}
