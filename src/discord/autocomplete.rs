//! Suggestions while a player types an option: their legal plays (from the table's
//! `legal_commands`, so the rules stay in the rules layer), their tables, a table's seats.

use super::components::{split_command, takes_cards};
use crate::games::Verb;

/// Discord shows at most 25 suggestions.
pub const MAX: usize = 25;

/// Letters and digits only, upper case: `333 44` and `33344` match alike.
fn normalize(s: &str) -> String {
    s.chars()
        .filter(|c| !c.is_whitespace())
        .flat_map(char::to_uppercase)
        .collect()
}

fn size(args: &str) -> usize {
    if args.contains(' ') {
        args.split_whitespace().count()
    } else {
        args.chars().count()
    }
}

/// The arguments of `verb` among `legal` (`play 33344` → `33344`) that start like `typed`.
/// Card plays come best first: most cards first, then in the game's order (lowest rank first
/// within a kind); other arguments (bids, piles) keep the game's order.
pub fn legal_args(legal: &[String], verb: Verb, typed: &str) -> Vec<String> {
    let typed = normalize(typed);
    let mut out: Vec<String> = legal
        .iter()
        .filter_map(|c| split_command(c))
        .filter(|(v, args)| *v == verb && !args.is_empty())
        .map(|(_, args)| args.to_string())
        .filter(|args| normalize(args).starts_with(&typed))
        .collect();
    out.dedup();
    if takes_cards(verb) {
        out.sort_by_key(|a| std::cmp::Reverse(size(a)));
    }
    out.truncate(MAX);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn strings(s: &[&str]) -> Vec<String> {
        s.iter().map(|x| x.to_string()).collect()
    }

    #[test]
    fn most_cards_first_then_the_games_order() {
        let legal = strings(&[
            "play 3",
            "play 4",
            "play 33",
            "play 34567",
            "play 333",
            "pass",
        ]);
        assert_eq!(
            legal_args(&legal, Verb::Play, ""),
            strings(&["34567", "333", "33", "3", "4"])
        );
        assert_eq!(
            legal_args(&legal, Verb::Play, "3 3"),
            strings(&["333", "33"])
        );
        assert!(legal_args(&legal, Verb::Bid, "").is_empty());
    }

    #[test]
    fn bids_keep_their_order_and_at_most_25() {
        let legal = strings(&["bid pass", "bid 2", "bid 3"]);
        assert_eq!(
            legal_args(&legal, Verb::Bid, ""),
            strings(&["pass", "2", "3"])
        );
        let many: Vec<String> = (0..100).map(|i| format!("play {i}")).collect();
        assert_eq!(legal_args(&many, Verb::Play, "").len(), MAX);
    }
}
