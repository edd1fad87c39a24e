//! A move's command (`play TTT44`, `meld Jh Qh JK /`, `swap 9d for JK @1.1`, `claim chi 长三
//! 平八`) with its cards and tiles written as the reader's hand shows them, for a hint or the
//! list of moves: in Chinese `10 10 10 44`, `J♥ Q♥ 百搭`, `9♦ 换 百搭`; in Japanese `長三`,
//! `ジョーカー`. The parser reads every form back, so a player can type what they read. The
//! verb itself is the frontend's to name (a slash command, a game's alias).

use crate::cards::notation::parse_card;
use crate::games::doudizhu::RankCounts;
use crate::i18n::Locale;

/// `command` with each card and tile in the reader's words; English as it is.
pub fn command_args(loc: Locale, command: &str) -> String {
    let command = super::tiles::command_tiles(loc, command);
    if loc == Locale::EnUs {
        return command;
    }
    command
        .split(' ')
        .map(|w| word(loc, w))
        .collect::<Vec<_>>()
        .join(" ")
}

fn word(loc: Locale, w: &str) -> String {
    if w.eq_ignore_ascii_case("for") {
        return crate::t!(loc, "chowdah-swap-for");
    }
    // Dou Dizhu's faces are upper case and suitless (`TTT44`, `BR`); French cards carry a
    // lower-case suit letter (`Th`) or are a joker (`JK`), so the two never meet.
    if w == "JK" || w.chars().any(|c| "shdc".contains(c)) {
        return parse_card(w).map_or_else(|_| w.to_string(), |c| super::cards::card(loc, c));
    }
    if !w.is_empty() && w.chars().all(|c| "23456789TJQKABR".contains(c)) {
        return faces(loc, w);
    }
    w.to_string()
}

/// A Dou Dizhu play written back to back (`TTTJJJ3355`, main part first) as the reader reads
/// it, and as its button and the channel show it: each run of one rank as `cards` groups it
/// (`10 10 10 JJJ 33 55`, as `101010` reads as nothing; `333 44`).
fn faces(loc: Locale, w: &str) -> String {
    let chars: Vec<char> = w.chars().collect();
    let mut runs: Vec<String> = Vec::new();
    for run in chars.chunk_by(|a, b| a == b) {
        let text: String = run.iter().collect();
        match RankCounts::parse(&text) {
            Ok(c) => runs.push(super::doudizhu::cards(loc, &c)),
            Err(_) => return w.to_string(),
        }
    }
    runs.join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_moves_cards_are_named_as_the_reader_names_them() {
        assert_eq!(command_args(Locale::EnUs, "play TTT44"), "play TTT44");
        assert_eq!(
            command_args(Locale::ZhCn, "play TTTJJJ3355"),
            "play 10 10 10 JJJ 33 55"
        );
        assert_eq!(command_args(Locale::ZhCn, "play BR"), "play 小王 大王");
        assert_eq!(command_args(Locale::Ja, "play B"), "play 黒ジョーカー");
        assert_eq!(
            command_args(Locale::ZhCn, "meld Jh Qh JK /"),
            "meld J♥ Q♥ 百搭 /"
        );
        assert_eq!(
            command_args(Locale::Ja, "swap 9d for JK @1.1"),
            "swap 9♦ と ジョーカー @1.1"
        );
        assert_eq!(command_args(Locale::ZhCn, "bid 2"), "bid 2");
        assert_eq!(command_args(Locale::ZhCn, "draw stock"), "draw stock");
        assert_eq!(
            command_args(Locale::Ja, "claim chi 长三 平八"),
            "claim chi 長三 平八"
        );
    }
}
