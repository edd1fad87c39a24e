//! The verbs of Dou Dizhu: `bid pass|1|2|3`, `play CARDS`, `pass`.

use super::auction::Bid;
use super::rank::RankCounts;
use super::{Action, DouDizhu};
use crate::games::{ArgKind, CommandError, Seat, Verb};

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
            Ok(Action::Play(RankCounts::parse(args)?))
        }
        _ => Err(CommandError::VerbNotUsed { verb }),
    }
}

fn parse_bid(text: &str) -> Option<Bid> {
    match text.to_lowercase().as_str() {
        "pass" | "p" | "0" | "no" | "不叫" | "パス" => Some(Bid::Pass),
        "1" | "一" | "一分" => Some(Bid::One),
        "2" | "二" | "两分" | "二分" => Some(Bid::Two),
        "3" | "三" | "三分" => Some(Bid::Three),
        _ => None,
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
