//! Moves typed with a slash command's name. A player who plays on Discord knows the moves by
//! their slash commands in their Discord's language (`/鳴く 碰`, `/打牌 天`, `/宣言`); the
//! terminal takes the same words, with or without the slash, so nobody learns two
//! vocabularies. The game's own words come first: Chicago's 交換 is its exchange (a discard),
//! not Discord's `/交換` (a joker swap, which Chicago does not have).

use crate::games::Verb;
use crate::games::any::GameKind;
use crate::i18n::Locale;
use crate::render::help::command_name;

/// The verb and its argument in `text`: the game's words (`kind.split_command`), else a slash
/// command's name in any language followed by the argument.
pub fn split_move(kind: GameKind, text: &str) -> Option<(Verb, String)> {
    kind.split_command(text).or_else(|| {
        let text = text.trim();
        let text = text.strip_prefix('/').unwrap_or(text).trim_start();
        // The game's own words with a slash too: `/换牌 8c` is Chicago's exchange.
        if let Some(split) = kind.split_command(text) {
            return Some(split);
        }
        let (word, rest) = text
            .split_once(char::is_whitespace)
            .map_or((text, ""), |(w, r)| (w, r.trim()));
        let named = |verb: &Verb| {
            Locale::ALL
                .iter()
                .any(|&l| command_name(l, verb.word()).eq_ignore_ascii_case(word))
        };
        let verb = Verb::ALL.iter().copied().find(named)?;
        kind.split_command(&format!("{} {rest}", verb.word()))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_move_may_be_typed_with_its_slash_commands_name_in_any_language() {
        let claim = Some((Verb::Claim, "碰".to_string()));
        assert_eq!(split_move(GameKind::Yaodiren, "鳴く 碰"), claim);
        assert_eq!(split_move(GameKind::Yaodiren, "要牌 碰"), claim);
        assert_eq!(split_move(GameKind::Yaodiren, "/claim 碰"), claim);
        assert_eq!(
            split_move(GameKind::Chicago, "捨てる 2h 3h"),
            Some((Verb::Discard, "2h 3h".to_string()))
        );
        assert_eq!(
            split_move(GameKind::Chowdah, "宣言"),
            Some((Verb::Declare, String::new()))
        );
        assert_eq!(
            split_move(GameKind::Chicago, "/出す Kh"),
            Some((Verb::Play, "Kh".to_string()))
        );
    }

    #[test]
    fn the_games_own_words_come_before_a_slash_commands_name() {
        // Chicago's 交換 is its exchange, though Discord's /交換 is a joker swap.
        assert_eq!(
            split_move(GameKind::Chicago, "交換 2h"),
            Some((Verb::Discard, "2h".to_string()))
        );
        // With a slash as well: `/换牌` is no slash command (the joker swap is /换百搭), but it
        // is Chicago's word for its exchange.
        assert_eq!(
            split_move(GameKind::Chicago, "/换牌 2h"),
            Some((Verb::Discard, "2h".to_string()))
        );
        assert_eq!(
            split_move(GameKind::Chowdah, "/换百搭 百搭 换 9♦"),
            Some((Verb::Swap, "百搭 换 9♦".to_string()))
        );
        assert_eq!(split_move(GameKind::Doudizhu, "鳴かない"), None);
        assert_eq!(split_move(GameKind::Doudizhu, ""), None);
    }
}
