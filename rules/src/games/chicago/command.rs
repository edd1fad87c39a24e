//! The verbs of Chicago: `discard CARDS` (no cards: stand pat), `play CARD`, `declare chicago`
//! and `pass` (stand pat in an exchange; "no" to the Chicago call). `hand` is the table's
//! `/hand`, answered from `view(seat)`.

use super::{Action, Chicago};
use crate::cards::notation::{format_cards, parse_naturals};
use crate::games::{Alias, ArgKind, Choice, CommandError, Lang, Seat, Verb};

/// What players type besides the English verbs.
pub const ALIASES: &[Alias] = &[
    Alias::verb("换", Lang::Zh, Verb::Discard),
    Alias::verb("换牌", Lang::Zh, Verb::Discard),
    // 过 first: the word a move is shown in (`in_words`), right at both passes (standing pat,
    // declining the call); 不换 and 不喊 say one each.
    Alias::verb("过", Lang::Zh, Verb::Pass),
    Alias::verb("不换", Lang::Zh, Verb::Pass),
    Alias::verb("出", Lang::Zh, Verb::Play),
    Alias::verb("出牌", Lang::Zh, Verb::Play),
    Alias::with("喊芝加哥", Lang::Zh, Verb::Declare, "chicago"),
    Alias::verb("不喊", Lang::Zh, Verb::Pass),
    Alias::verb("交換", Lang::Ja, Verb::Discard),
    Alias::verb("カード交換", Lang::Ja, Verb::Discard),
    Alias::verb("出す", Lang::Ja, Verb::Play),
    Alias::with("シカゴ", Lang::Ja, Verb::Declare, "chicago"),
    Alias::verb("パス", Lang::Ja, Verb::Pass),
    // The buttons' words, typed: standing pat and declining the call.
    Alias::verb("交換しない", Lang::Ja, Verb::Pass),
    Alias::verb("宣言しない", Lang::Ja, Verb::Pass),
    Alias::with("シカゴを宣言", Lang::Ja, Verb::Declare, "chicago"),
];

pub fn parse(game: &Chicago, _seat: Seat, verb: Verb, args: &str) -> Result<Action, CommandError> {
    let args = args.trim();
    match verb {
        Verb::Discard => Ok(Action::Discard(parse_naturals(args)?)),
        Verb::Play => {
            let cards = parse_naturals(args)?;
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
            "chicago" | "芝加哥" | "喊芝加哥" | "シカゴ" => Ok(Action::DeclareChicago),
            _ => Err(CommandError::BadArgument {
                verb,
                token: args.to_string(),
                expected: ArgKind::Declaration,
            }),
        },
        // `pass` answers whatever is asked: stand pat in an exchange, no to the call.
        Verb::Pass if !args.is_empty() => Err(CommandError::ExtraWords {
            verb,
            extra: args.to_string(),
        }),
        Verb::Pass if game.in_exchange() => Ok(Action::Discard(Vec::new())),
        Verb::Pass if game.in_call_window() => Ok(Action::Pass),
        Verb::Pass => Err(CommandError::VerbNotNow { verb }),
        _ => Err(CommandError::VerbNotUsed { verb }),
    }
}

/// A move as a frontend offers it. Standing pat is a discard of no cards.
pub fn choice(_game: &Chicago, _seat: Seat, action: &Action) -> Choice {
    let tokens = |cards: &[crate::cards::Card]| cards.iter().map(ToString::to_string).collect();
    match action {
        // Standing pat is typed `pass`, which every language has one word for at both of
        // Chicago's passes (过, パス): `discard` alone (also accepted) reads as 换, "exchange".
        Action::Discard(cards) if cards.is_empty() => Choice::bare(Verb::Pass, ""),
        Action::Discard(cards) => Choice::cards(Verb::Discard, format_cards(cards), tokens(cards)),
        Action::Play(card) => Choice::cards(Verb::Play, card.to_string(), tokens(&[*card])),
        Action::DeclareChicago => Choice::bare(Verb::Declare, "chicago"),
        Action::Pass => Choice::declining(Verb::Pass, ""),
    }
}

pub fn text(action: &Action) -> String {
    match action {
        Action::Discard(cards) if cards.is_empty() => "pass".to_string(),
        Action::Discard(cards) => format!("discard {}", format_cards(cards)),
        Action::Play(card) => format!("play {card}"),
        Action::DeclareChicago => "declare chicago".to_string(),
        Action::Pass => "pass".to_string(),
    }
}
