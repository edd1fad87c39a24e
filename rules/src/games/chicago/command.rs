//! The verbs of Chicago: `discard CARDS` (no cards: stand pat), `play CARD`, `declare chicago`
//! and `pass` (stand pat in an exchange; "no" to the Chicago call). `hand` is the table's
//! `/hand`, answered from `view(seat)`.

use super::{Action, Chicago};
use crate::cards::notation::{format_cards, parse_cards};
use crate::games::{ArgKind, CommandError, Seat, Verb};

pub fn parse(game: &Chicago, _seat: Seat, verb: Verb, args: &str) -> Result<Action, CommandError> {
    let args = args.trim();
    match verb {
        Verb::Discard => Ok(Action::Discard(parse_cards(args)?)),
        Verb::Play => {
            let cards = parse_cards(args)?;
            match cards.as_slice() {
                [] => Err(CommandError::MissingArgument {
                    verb,
                    expected: ArgKind::Card,
                }),
                [card] => Ok(Action::Play(*card)),
                _ => Err(CommandError::BadArgument {
                    verb,
                    token: args.to_string(),
                    expected: ArgKind::Card,
                }),
            }
        }
        Verb::Declare => match args.to_lowercase().as_str() {
            "" => Err(CommandError::MissingArgument {
                verb,
                expected: ArgKind::Declaration,
            }),
            "chicago" | "芝加哥" => Ok(Action::DeclareChicago),
            _ => Err(CommandError::BadArgument {
                verb,
                token: args.to_string(),
                expected: ArgKind::Declaration,
            }),
        },
        // `pass` answers whatever is asked: stand pat in an exchange, no to the call.
        Verb::Pass if game.in_exchange() => Ok(Action::Discard(Vec::new())),
        Verb::Pass if game.in_call_window() => Ok(Action::Pass),
        Verb::Pass => Err(CommandError::VerbNotNow { verb }),
        _ => Err(CommandError::VerbNotUsed { verb }),
    }
}

pub fn text(action: &Action) -> String {
    match action {
        Action::Discard(cards) if cards.is_empty() => "discard".to_string(),
        Action::Discard(cards) => format!("discard {}", format_cards(cards)),
        Action::Play(card) => format!("play {card}"),
        Action::DeclareChicago => "declare chicago".to_string(),
        Action::Pass => "pass".to_string(),
    }
}
