//! The verbs of Dou Dizhu: `bid pass|1|2|3`, `play CARDS`, `pass`.

use super::auction::Bid;
use super::combos::play_text;
use super::rank::RankCounts;
use super::{Action, DouDizhu};
use crate::games::{Alias, ArgKind, Choice, CommandError, Game, Lang, Seat, Verb};

/// What players type besides the English verbs. `pass` is a pass-bid in the auction and a pass
/// in a trick, so 不要 and パス work in both.
pub const ALIASES: &[Alias] = &[
    Alias::verb("叫", Lang::Zh, Verb::Bid),
    Alias::verb("叫分", Lang::Zh, Verb::Bid),
    Alias::with("不叫", Lang::Zh, Verb::Bid, "pass"),
    Alias::verb("出", Lang::Zh, Verb::Play),
    Alias::verb("出牌", Lang::Zh, Verb::Play),
    Alias::verb("不出", Lang::Zh, Verb::Pass),
    Alias::verb("不要", Lang::Zh, Verb::Pass),
    Alias::verb("要不起", Lang::Zh, Verb::Pass),
    Alias::verb("过", Lang::Zh, Verb::Pass),
    Alias::with("1分", Lang::Zh, Verb::Bid, "1"),
    Alias::with("2分", Lang::Zh, Verb::Bid, "2"),
    Alias::with("3分", Lang::Zh, Verb::Bid, "3"),
    // Chinese text sets digits apart from Han with a space, so `2 分` is typed as well.
    Alias::with("1 分", Lang::Zh, Verb::Bid, "1"),
    Alias::with("2 分", Lang::Zh, Verb::Bid, "2"),
    Alias::with("3 分", Lang::Zh, Verb::Bid, "3"),
    Alias::verb("入札", Lang::Ja, Verb::Bid),
    Alias::with("入札しない", Lang::Ja, Verb::Bid, "pass"),
    Alias::with("1点", Lang::Ja, Verb::Bid, "1"),
    Alias::with("2点", Lang::Ja, Verb::Bid, "2"),
    Alias::with("3点", Lang::Ja, Verb::Bid, "3"),
    Alias::verb("出す", Lang::Ja, Verb::Play),
    Alias::verb("パス", Lang::Ja, Verb::Pass),
];

pub fn parse(game: &DouDizhu, _seat: Seat, verb: Verb, args: &str) -> Result<Action, CommandError> {
    let args = args.trim();
    match verb {
        Verb::Bid => {
            if args.is_empty() {
                return Err(CommandError::MissingArgument {
                    verb,
                    expected: ArgKind::Bid,
                });
            }
            parse_bid(args)
                .map(Action::Bid)
                .ok_or(CommandError::BadArgument {
                    verb,
                    token: args.to_string(),
                    expected: ArgKind::Bid,
                })
        }
        // `pass` is a pass-bid during the auction and a pass in a trick.
        Verb::Pass if !args.is_empty() => Err(CommandError::ExtraWords {
            verb,
            extra: args.to_string(),
        }),
        Verb::Pass => Ok(if game.in_auction() {
            Action::Bid(Bid::Pass)
        } else {
            Action::Pass
        }),
        Verb::Play => {
            if args.is_empty() {
                return Err(CommandError::MissingArgument {
                    verb,
                    expected: ArgKind::Cards,
                });
            }
            if matches!(args.to_lowercase().as_str(), "pass" | "p") {
                return Ok(Action::Pass);
            }
            // The jokers are `B` and `R` here; `joker` would otherwise read as a jack and
            // leave "oke" not understood.
            if let Some(word) = args
                .split_whitespace()
                .find(|w| w.to_lowercase().contains("joker"))
            {
                return Err(CommandError::JokerWord {
                    token: word.to_string(),
                });
            }
            Ok(Action::Play(RankCounts::parse(args)?))
        }
        _ => Err(CommandError::VerbNotUsed { verb }),
    }
}

/// A bid as typed: `2`, `2分`, `叫 2 分`'s `2 分`, `2点`, `二分`, `不叫`, `パス`.
fn parse_bid(text: &str) -> Option<Bid> {
    let text = text.trim();
    let text = text
        .strip_suffix('分')
        .or_else(|| text.strip_suffix('点'))
        .map_or(text, str::trim_end);
    match text.to_lowercase().as_str() {
        "pass" | "p" | "0" | "no" | "不叫" | "パス" => Some(Bid::Pass),
        "1" | "一" => Some(Bid::One),
        "2" | "二" | "两" => Some(Bid::Two),
        "3" | "三" => Some(Bid::Three),
        _ => None,
    }
}

/// A move as a frontend offers it: a play names its cards one rank character each, main part
/// first when cards are attached to it (`9 9 9 4 4`), as the table shows the play once made.
pub fn choice(game: &DouDizhu, _seat: Seat, action: &Action) -> Choice {
    match action {
        Action::Bid(Bid::Pass) => Choice::declining(Verb::Bid, "pass"),
        Action::Bid(b) => Choice::bare(Verb::Bid, b.value().to_string()),
        Action::Play(cards) => {
            let text = play_text(cards, game.config().players);
            let tokens = text.chars().map(String::from).collect();
            Choice::cards(Verb::Play, text, tokens)
        }
        Action::Pass => Choice::declining(Verb::Pass, ""),
    }
}

pub fn text(action: &Action) -> String {
    match action {
        Action::Bid(Bid::Pass) => "bid pass".to_string(),
        Action::Bid(b) => format!("bid {}", b.value()),
        Action::Play(cards) => format!("play {cards}"),
        Action::Pass => "pass".to_string(),
    }
}
