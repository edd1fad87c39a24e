//! The user's verbs and the one parser that reads a typed command.
//!
//! The English command words (`bid`, `play`, …) work in every game. Everything else a player
//! may type — 出, 不要, 碰, パス — is an alias that the game itself declares (`Game::ALIASES`),
//! because the same word means different moves in different games (出 plays a combination in
//! 斗地主 and discards a tile in 幺地人). Frontends never split command text themselves: they
//! call `split_command` with the game's aliases, or act on typed `Choice`s.

use serde::{Deserialize, Serialize};

/// The user's verbs: the same words as the slash commands and the terminal commands. Each game
/// accepts the ones it uses and says `VerbNotUsed` for the others.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Verb {
    Bid,
    Play,
    Pass,
    Draw,
    Discard,
    Meld,
    Swap,
    Declare,
    Claim,
    Open,
    Fold,
}

impl Verb {
    pub const ALL: [Verb; 11] = [
        Verb::Bid,
        Verb::Play,
        Verb::Pass,
        Verb::Draw,
        Verb::Discard,
        Verb::Meld,
        Verb::Swap,
        Verb::Declare,
        Verb::Claim,
        Verb::Open,
        Verb::Fold,
    ];

    /// The command word (`bid`, `play`, …) as typed in the terminal and named in Discord.
    pub fn word(self) -> &'static str {
        match self {
            Verb::Bid => "bid",
            Verb::Play => "play",
            Verb::Pass => "pass",
            Verb::Draw => "draw",
            Verb::Discard => "discard",
            Verb::Meld => "meld",
            Verb::Swap => "swap",
            Verb::Declare => "declare",
            Verb::Claim => "claim",
            Verb::Open => "open",
            Verb::Fold => "fold",
        }
    }

    /// The English command word, in any case.
    pub fn from_word(word: &str) -> Option<Verb> {
        let w = word.to_lowercase();
        Verb::ALL.into_iter().find(|v| v.word() == w)
    }
}

/// The language an alias belongs to: documents the alias table and lets tests walk it per
/// locale. The parser accepts every alias of the game whatever the reader's language.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum Lang {
    En,
    Zh,
    Ja,
}

/// Another word for a verb in one game: `碰` is `claim peng` in 幺地人, `不要` is `pass` in 斗地主.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Alias {
    pub word: &'static str,
    pub lang: Lang,
    pub verb: Verb,
    /// Put before the typed argument: `碰` → `claim peng`, `吃 平八 平八` → `claim chi 平八 平八`.
    pub args: &'static str,
}

impl Alias {
    /// `word` means `verb` with the typed argument as it is.
    pub const fn verb(word: &'static str, lang: Lang, verb: Verb) -> Alias {
        Alias {
            word,
            lang,
            verb,
            args: "",
        }
    }

    /// `word` means `verb` with `args` put before the typed argument.
    pub const fn with(word: &'static str, lang: Lang, verb: Verb, args: &'static str) -> Alias {
        Alias {
            word,
            lang,
            verb,
            args,
        }
    }
}

/// Splits a typed command into its verb and argument text with a game's aliases: `play 33344`
/// → (`Play`, `33344`); in 幺地人 `碰` → (`Claim`, `碰`). Multi-word aliases (`不出`, `declare
/// chicago`) are matched before single words; the longest alias wins. `None`: no verb known.
pub fn split_command(aliases: &[Alias], text: &str) -> Option<(Verb, String)> {
    let text = text.trim();
    let joined = |head: &str, rest: &str| match (head.is_empty(), rest.is_empty()) {
        (true, _) => rest.to_string(),
        (false, true) => head.to_string(),
        (false, false) => format!("{head} {rest}"),
    };
    // The longest alias that the text starts with, as a whole word.
    let best = aliases
        .iter()
        .filter(|a| starts_with_word(text, a.word))
        .max_by_key(|a| a.word.len());
    if let Some(alias) = best {
        let rest = text[alias.word.len()..].trim();
        return Some((alias.verb, joined(alias.args, rest)));
    }
    let (word, rest) = text
        .split_once(char::is_whitespace)
        .map_or((text, ""), |(w, r)| (w, r.trim()));
    Verb::from_word(word).map(|verb| (verb, rest.to_string()))
}

/// Whether `text` begins with `word` (case-insensitive for ASCII) followed by the end or a
/// space. CJK words may run straight into their argument (`出33344`, `打天`): there a space is
/// not required.
fn starts_with_word(text: &str, word: &str) -> bool {
    let Some(head) = text.get(..word.len()) else {
        return false;
    };
    if !head.eq_ignore_ascii_case(word) {
        return false;
    }
    let rest = &text[word.len()..];
    rest.is_empty() || rest.starts_with(char::is_whitespace) || !word.is_ascii()
}

#[cfg(test)]
mod tests {
    use super::*;

    const ALIASES: &[Alias] = &[
        Alias::verb("出", Lang::Zh, Verb::Play),
        Alias::verb("不出", Lang::Zh, Verb::Pass),
        Alias::with("碰", Lang::Zh, Verb::Claim, "碰"),
        Alias::with("declare chicago", Lang::En, Verb::Declare, "chicago"),
    ];

    #[test]
    fn english_verbs_work_without_aliases() {
        assert_eq!(
            split_command(&[], "Play 33344"),
            Some((Verb::Play, "33344".into()))
        );
        assert_eq!(
            split_command(&[], "  pass  "),
            Some((Verb::Pass, String::new()))
        );
        assert_eq!(split_command(&[], "jump 3"), None);
    }

    #[test]
    fn the_longest_alias_wins_and_keeps_its_argument_prefix() {
        assert_eq!(
            split_command(ALIASES, "不出"),
            Some((Verb::Pass, String::new()))
        );
        assert_eq!(
            split_command(ALIASES, "出 33344"),
            Some((Verb::Play, "33344".into()))
        );
        assert_eq!(
            split_command(ALIASES, "出33344"),
            Some((Verb::Play, "33344".into()))
        );
        assert_eq!(
            split_command(ALIASES, "碰"),
            Some((Verb::Claim, "碰".into()))
        );
        assert_eq!(
            split_command(ALIASES, "declare chicago"),
            Some((Verb::Declare, "chicago".into()))
        );
    }

    #[test]
    fn an_ascii_alias_needs_a_word_boundary() {
        // `declare chicagoX` is not the alias; it falls back to the verb `declare`.
        assert_eq!(
            split_command(ALIASES, "declare chicagox"),
            Some((Verb::Declare, "chicagox".into()))
        );
    }
}
