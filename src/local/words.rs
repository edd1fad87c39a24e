//! The terminal's own commands (`help`, `hand`, `moves`, `rules`, `quit`, in every language)
//! and the help text.

use crate::games::any::GameKind;
use crate::games::verbs::Lang;
use crate::i18n::Locale;
use crate::t;

/// A command of the terminal itself, not a move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Local {
    Hand,
    Moves,
    /// The move a bot would suggest, and why.
    Hint,
    Rules,
    Help,
    Quit,
}

/// A command and its words: English, Chinese, Japanese.
type Words = (
    Local,
    &'static [&'static str],
    &'static [&'static str],
    &'static [&'static str],
);

/// Each command's words: English first, then Chinese, then Japanese. Every word is accepted
/// whatever the reader's language.
const WORDS: &[Words] = &[
    (Local::Hand, &["hand", "status"], &["手牌"], &["手札"]),
    // 提示 is the hint in every Chinese card app; the list of moves is 可出. 建议 (the hint's
    // old word) still works; 提示 no longer lists the moves.
    (Local::Moves, &["moves"], &["可出", "出法"], &["候補"]),
    (Local::Hint, &["hint"], &["提示", "建议"], &["ヒント"]),
    (Local::Rules, &["rules"], &["规则"], &["ルール"]),
    (Local::Help, &["help", "?"], &["帮助"], &["ヘルプ"]),
    (Local::Quit, &["quit", "exit"], &["退出"], &["終了"]),
];

/// The terminal command a typed word names.
pub fn local(word: &str) -> Option<Local> {
    let w = word.trim().to_lowercase();
    WORDS
        .iter()
        .find(|(_, en, zh, ja)| en.iter().chain(*zh).chain(*ja).any(|x| *x == w))
        .map(|(c, ..)| *c)
}

/// The words of `command` a reader of `locale` is shown: theirs first, then the English.
fn shown_words(command: Local, locale: Locale) -> Vec<&'static str> {
    let (_, en, zh, ja) = WORDS.iter().find(|(c, ..)| *c == command).expect("listed");
    let own: &[&str] = match locale {
        Locale::EnUs => &[],
        Locale::ZhCn => zh,
        Locale::Ja => ja,
    };
    own.iter().chain(en.iter().take(1)).copied().collect()
}

/// The terminal's commands as a reader of `locale` is offered them (Tab): their words, then
/// the English.
pub fn words_for(locale: Locale) -> Vec<String> {
    WORDS
        .iter()
        .flat_map(|(c, ..)| shown_words(*c, locale))
        .filter(|w| *w != "?")
        .map(str::to_string)
        .collect()
}

pub fn lang_of(locale: Locale) -> Lang {
    match locale {
        Locale::EnUs => Lang::En,
        Locale::ZhCn => Lang::Zh,
        Locale::Ja => Lang::Ja,
    }
}

/// The game's other words for its verbs in the reader's language: `叫, 叫分 = bid · 不叫 = bid
/// pass · …`; empty if it has none.
fn aliases(locale: Locale, kind: GameKind) -> String {
    let lang = lang_of(locale);
    // Grouped by meaning, in the order the game declares them.
    let mut groups: Vec<(String, Vec<String>)> = Vec::new();
    for alias in kind.aliases().iter().filter(|a| a.lang == lang) {
        let meaning = if alias.args.is_empty() {
            alias.verb.word().to_string()
        } else {
            format!("{} {}", alias.verb.word(), alias.args)
        };
        // `2分` and `2 分` read the same once the locale's spacing is applied: shown once.
        let shown = match locale {
            Locale::ZhCn => crate::i18n::typography::space_han_latin(alias.word),
            _ => alias.word.to_string(),
        };
        match groups.iter_mut().find(|(m, _)| *m == meaning) {
            Some((_, words)) if words.contains(&shown) => {}
            Some((_, words)) => words.push(shown),
            None => groups.push((meaning, vec![shown])),
        }
    }
    // An English meaning (`bid pass`) would be the one foreign word in the line: a Chinese or
    // Japanese reader gets the words that mean the same move together (`不出／不要／过`).
    groups
        .iter()
        .map(|(meaning, words)| match locale {
            Locale::EnUs => t!(
                locale,
                "local-help-alias",
                words = crate::i18n::series(locale, words),
                meaning = meaning.as_str()
            ),
            _ => words.join("／"),
        })
        .collect::<Vec<_>>()
        .join(" · ")
}

/// A move's command text (`bid 2`, `play 33344`, `claim peng`) in the words of the reader's
/// language that the game declares (`叫 2`, `出 33344`, `ポン`): what `moves` lists, so that a
/// player types back the words the table shows. English, or a move with no such word, as it is.
pub fn in_words(locale: Locale, kind: GameKind, command: &str) -> String {
    let command = &crate::render::command_args(locale, kind, command);
    let lang = lang_of(locale);
    if lang == Lang::En {
        return command.to_string();
    }
    let (verb, args) = command.split_once(' ').unwrap_or((command, ""));
    // A draw with no argument is from the stock: `摸`, not `摸 stock`.
    let args = if args == "stock" { "" } else { args };
    let ours = || {
        kind.aliases()
            .iter()
            .filter(|a| a.lang == lang && a.verb.word() == verb)
    };
    // A word standing for the whole move (不叫 = bid pass, ポン = claim peng) first, then one
    // that stands for its argument's start (チー = claim chi …), then the verb's own word.
    let whole = ours().find(|a| !a.args.is_empty() && a.args == args);
    let prefix = ours().find(|a| {
        !a.args.is_empty()
            && args
                .strip_prefix(a.args)
                .is_some_and(|rest| rest.starts_with(' '))
    });
    let bare = ours().find(|a| a.args.is_empty());
    match (whole, prefix, bare) {
        (Some(a), _, _) => a.word.to_string(),
        (None, Some(a), _) => format!("{} {}", a.word, args[a.args.len()..].trim()),
        (None, None, Some(a)) if args.is_empty() => a.word.to_string(),
        (None, None, Some(a)) => format!("{} {args}", a.word),
        _ => command.to_string(),
    }
}

/// `help`: the game's moves (and their words in the reader's language), then every terminal
/// command, one per line (`hint` only at a table with hints on). `editing`: the line
/// editor's keys too.
pub fn help(locale: Locale, kind: GameKind, hints: bool, editing: bool) -> String {
    let mut out = vec![crate::render::terminal_help(locale, kind)];
    let aliases = aliases(locale, kind);
    if !aliases.is_empty() {
        out.push(t!(locale, "local-help-aliases", list = aliases));
    }
    out.push(t!(locale, "local-help-commands"));
    let lines = [
        (Local::Hand, t!(locale, "local-help-hand")),
        (Local::Moves, t!(locale, "local-help-moves")),
        (Local::Hint, t!(locale, "local-help-hint")),
        (Local::Rules, t!(locale, "local-help-rules")),
        (Local::Help, t!(locale, "local-help-help")),
        (Local::Quit, t!(locale, "local-help-quit")),
    ];
    let rows: Vec<(String, String)> = lines
        .into_iter()
        .filter(|(c, _)| hints || *c != Local::Hint)
        .map(|(c, what)| (shown_words(c, locale).join(" / "), what))
        .chain([(
            "N …".to_string(),
            t!(
                locale,
                "local-help-seat",
                example = format!("1 {}", in_words(locale, kind, "pass"))
            ),
        )])
        .collect();
    let width = rows
        .iter()
        .map(|(w, _)| display_width(w))
        .max()
        .unwrap_or(0);
    for (words, what) in rows {
        let pad = " ".repeat(width - display_width(&words));
        out.push(format!("  {words}{pad}  {what}"));
    }
    if editing {
        out.push(t!(locale, "local-help-keys"));
    }
    out.join("\n")
}

/// Columns a string takes in a terminal: CJK characters (and fullwidth forms) take two.
fn display_width(s: &str) -> usize {
    s.chars()
        .map(|c| match u32::from(c) {
            0x1100..=0x115F | 0x2E80..=0xA4CF | 0xAC00..=0xD7A3 | 0xF900..=0xFAFF => 2,
            0xFE30..=0xFE4F | 0xFF00..=0xFF60 | 0xFFE0..=0xFFE6 => 2,
            _ => 1,
        })
        .sum()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_command_in_every_language() {
        for (word, command) in [
            ("help", Local::Help),
            ("帮助", Local::Help),
            ("ヘルプ", Local::Help),
            ("QUIT", Local::Quit),
            ("退出", Local::Quit),
            ("終了", Local::Quit),
            ("手牌", Local::Hand),
            ("手札", Local::Hand),
            ("规则", Local::Rules),
            ("ルール", Local::Rules),
            ("rules", Local::Rules),
            ("hint", Local::Hint),
            ("提示", Local::Hint),
            ("建议", Local::Hint),
            ("可出", Local::Moves),
            ("候補", Local::Moves),
            ("ヒント", Local::Hint),
        ] {
            assert_eq!(local(word), Some(command), "{word}");
        }
        assert_eq!(local("play"), None);
    }

    #[test]
    fn no_terminal_word_shadows_a_move() {
        for kind in GameKind::ALL {
            for alias in kind.aliases() {
                assert_eq!(local(alias.word), None, "{kind}: {}", alias.word);
            }
        }
    }

    #[test]
    fn moves_are_listed_in_the_readers_words_and_read_back_as_the_same_move() {
        let cases = [
            (Locale::ZhCn, GameKind::Doudizhu, "bid pass", "不叫"),
            (Locale::ZhCn, GameKind::Doudizhu, "play 33344", "出 333 44"),
            (Locale::ZhCn, GameKind::Doudizhu, "pass", "不出"),
            (Locale::Ja, GameKind::Doudizhu, "bid pass", "入札しない"),
            (Locale::Ja, GameKind::Doudizhu, "play 33344", "出す 333 44"),
            (
                Locale::ZhCn,
                GameKind::Chicago,
                "declare chicago",
                "喊芝加哥",
            ),
            (Locale::Ja, GameKind::Yaodiren, "claim peng", "ポン"),
            (
                Locale::Ja,
                GameKind::Yaodiren,
                "claim chi 平八 平八",
                "チー 平八 平八",
            ),
            (Locale::ZhCn, GameKind::Yaodiren, "discard 天", "打 天牌"),
            (Locale::ZhCn, GameKind::Yaodiren, "discard 长三", "打 长三"),
            (Locale::Ja, GameKind::Chowdah, "discard 5s 1", "捨てる 5♠ 1"),
            (Locale::EnUs, GameKind::Doudizhu, "bid 2", "bid 2"),
            // Chicago's pass stands pat in an exchange and declines the call: 过 says both
            // (不换 only the first, 不喊 only the second).
            (Locale::ZhCn, GameKind::Chicago, "pass", "过"),
            // Chowdah's extra turn, as the table's offer names it.
            (Locale::ZhCn, GameKind::Chowdah, "play", "出牌"),
            (Locale::Ja, GameKind::Chowdah, "play", "出す"),
        ];
        // Cards and tiles shown as the hand shows them (5♠, 天牌, a play grouped by rank as
        // 333 44) are the ones typed (5s, 天, 33344); the whole games below check each shown
        // move against the game itself.
        let same = |kind, (verb, args): (crate::games::Verb, String)| {
            let args = args.replace('♠', "s").replace('♥', "h").replace('♦', "d");
            let args = args.replace('♣', "c").replace("天牌", "天");
            match kind {
                GameKind::Doudizhu => (verb, args.replace(' ', "")),
                _ => (verb, args),
            }
        };
        for (locale, kind, command, shown) in cases {
            assert_eq!(in_words(locale, kind, command), shown, "{kind} {command}");
            assert_eq!(
                kind.split_command(shown).map(|s| same(kind, s)),
                kind.split_command(command),
                "{kind}: {shown} reads back as {command}"
            );
        }
        assert_eq!(
            in_words(Locale::ZhCn, GameKind::Chowdah, "draw stock"),
            "摸"
        );
    }

    /// Every move of a few whole games, listed in Chinese and in Japanese, reads back as the
    /// same move and says its verb in the reader's words: no English `bid pass` or `draw
    /// stock` left in a listing that is otherwise the reader's.
    #[test]
    fn every_move_listed_in_chinese_or_japanese_is_the_readers_words_and_reads_back() {
        use crate::games::Options;
        use crate::games::any::AnyGame;
        use crate::games::shuffle::{below, rng};
        use crate::games::verbs::Verb;
        let english: Vec<&str> = Verb::ALL.iter().map(|v| v.word()).collect();
        let tables = [
            (GameKind::Doudizhu, Options::new()),
            (GameKind::Doudizhu, Options::new().with("players", 4)),
            (GameKind::Chicago, Options::new().with("chicago-call", "on")),
            (
                GameKind::Chowdah,
                Options::new()
                    .with("joker-extra-turn", "on")
                    .with("jokers", "more")
                    .with("joker-count", 16),
            ),
            (GameKind::Yaodiren, Options::new()),
        ];
        let mut chooser = rng(11);
        let mut typed_verbs: Vec<(GameKind, Verb)> = Vec::new();
        for (kind, options) in tables {
            let config = kind.configure(&options).unwrap();
            let (mut game, _) = AnyGame::start(config, None, 5).unwrap();
            let mut moves = 0;
            while game.outcome().is_none() && moves < 300 {
                let seat = game.to_act()[0];
                let legal = game.legal_actions(seat);
                for action in &legal {
                    let typed = game.typed(seat, action);
                    let verb = typed.split(' ').next().and_then(Verb::from_word);
                    typed_verbs.extend(verb.map(|v| (kind, v)));
                    for locale in [Locale::ZhCn, Locale::Ja] {
                        let shown = in_words(locale, kind, &typed);
                        let words: Vec<&str> = shown.split_whitespace().collect();
                        assert!(
                            !words
                                .iter()
                                .any(|w| english.contains(&w.to_lowercase().as_str())
                                    || ["stock", "chicago"].contains(w)),
                            "{kind} {locale:?}: `{typed}` listed as `{shown}`"
                        );
                        let (verb, args) = kind.split_command(&shown).expect("a verb");
                        assert_eq!(
                            game.parse_command(seat, verb, &args).as_ref(),
                            Ok(action),
                            "{kind} {locale:?}: `{shown}` reads back as `{typed}`"
                        );
                    }
                }
                let action = legal[below(&mut chooser, legal.len())].clone();
                game.apply(seat, action).unwrap();
                moves += 1;
            }
            assert!(moves > 10, "{kind}: {moves} moves");
        }
        // The rarer moves were met too: Chowdah's extra turn after a joker discard (`play`),
        // Chicago's call (`declare`).
        for seen in [
            (GameKind::Chowdah, Verb::Play),
            (GameKind::Chicago, Verb::Declare),
        ] {
            assert!(typed_verbs.contains(&seen), "never offered: {seen:?}");
        }
    }

    #[test]
    fn a_japanese_reader_is_shown_tiles_as_their_hand_writes_them_and_typing_that_back_works() {
        let shown = in_words(Locale::Ja, GameKind::Yaodiren, "claim chi 长三 红九");
        assert_eq!(shown, "チー 長三 紅九");
        let (verb, args) = GameKind::Yaodiren.split_command(&shown).unwrap();
        let (want_verb, want_args) = GameKind::Yaodiren
            .split_command("claim chi 长三 红九")
            .unwrap();
        assert_eq!(verb, want_verb);
        let tiles = |a: &str| crate::cards::tiles::parse_tiles(a).unwrap();
        assert_eq!(tiles(&args[3..]), tiles(&want_args[3..]));
    }

    #[test]
    fn help_lists_the_aliases_of_the_readers_language_without_an_english_meaning() {
        let zh = help(Locale::ZhCn, GameKind::Doudizhu, true, false);
        assert!(zh.contains("不出／不要／要不起／过"), "{zh}");
        assert!(!zh.contains("bid pass") && !zh.contains("＝"), "{zh}");
        assert!(zh.contains("帮助 / help"), "{zh}");
        assert!(!zh.contains("パス"), "{zh}");
        let ja = help(Locale::Ja, GameKind::Yaodiren, true, true);
        assert!(ja.contains("ロン／ツモ／和了"), "{ja}");
        assert!(!ja.contains("claim"), "{ja}");
        assert!(ja.contains("終了 / quit"), "{ja}");
        let en = help(Locale::EnUs, GameKind::Chicago, true, false);
        assert!(en.contains("  rules") && !en.contains("出"), "{en}");
    }
}
