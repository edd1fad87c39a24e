//! The `custom_id` of paiju's buttons and menus: everything needed to act on a press — the
//! table's channel and what to do — in Discord's 100 characters, so a button still works after
//! a restart, from a DM, or from an old message (the table refuses what is no longer legal).
//! `pj:<channel>:<kind>:…`; each variant below gives its form.

use crate::games::Verb;
use crate::table::ChannelId;

const PREFIX: &str = "pj";
/// Discord's limit on a `custom_id`.
pub const MAX_ID: usize = 100;

/// What a component does.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CustomId {
    /// Make the action with this compact id (`AnyAction::id`): `pj:<channel>:do:{"bid":2}`.
    /// With a `moment` (`table::hint::moment_of`, eight hex digits), only at the moment of
    /// the game the button was made for: a hint's, `pj:<channel>:now:1f0c9a2e:{"bid":2}`.
    /// Pressed later it is refused, not made in a situation it was never suggested for.
    Do {
        channel: ChannelId,
        action: String,
        moment: Option<String>,
    },
    /// A command as typed, from panels made before actions had ids: `pj:<channel>:act:bid 2`.
    /// Still answered (the table reads it with the game's aliases), never made any more.
    Typed { channel: ChannelId, command: String },
    /// Card menu `menu` (hands over 25 cards take several): `pj:<channel>:pick:<menu>`.
    Pick { channel: ChannelId, menu: u8 },
    /// Run `verb` with the selected cards: `pj:<channel>:go:play:33344`.
    Go {
        channel: ChannelId,
        verb: Verb,
        cards: String,
    },
    /// Show the hand again: `pj:<channel>:hand`.
    Hand { channel: ChannelId },
    /// A button of the table's live message in the channel: `pj:<channel>:t:join`.
    Table {
        channel: ChannelId,
        button: TableButton,
    },
    /// Take back the move logged as entry `of` (the reply to a move, for 30 seconds):
    /// `pj:<channel>:undo:<of>`.
    Undo { channel: ChannelId, of: u64 },
    /// Agree to (or refuse) another player's request to take a move back:
    /// `pj:<channel>:vote:agree`.
    Vote { channel: ChannelId, agree: bool },
}

/// The buttons of the table's live message. Pressed in the channel by anyone; each answer is
/// ephemeral (the live message itself is only ever changed by the outbox).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TableButton {
    Join,
    Leave,
    AddBot,
    Start,
    /// Opens the ephemeral hand panel.
    Hand,
    Rules,
    /// Another game with the same seats, totals carried on.
    Again,
    Results,
}

impl TableButton {
    pub const ALL: [TableButton; 8] = [
        TableButton::Join,
        TableButton::Leave,
        TableButton::AddBot,
        TableButton::Start,
        TableButton::Hand,
        TableButton::Rules,
        TableButton::Again,
        TableButton::Results,
    ];

    pub fn word(self) -> &'static str {
        match self {
            TableButton::Join => "join",
            TableButton::Leave => "leave",
            TableButton::AddBot => "bot",
            TableButton::Start => "start",
            TableButton::Hand => "hand",
            TableButton::Rules => "rules",
            TableButton::Again => "again",
            TableButton::Results => "results",
        }
    }

    pub fn from_word(word: &str) -> Option<TableButton> {
        TableButton::ALL.into_iter().find(|b| b.word() == word)
    }
}

impl CustomId {
    pub fn channel(&self) -> ChannelId {
        match self {
            CustomId::Do { channel, .. }
            | CustomId::Typed { channel, .. }
            | CustomId::Pick { channel, .. }
            | CustomId::Go { channel, .. }
            | CustomId::Hand { channel }
            | CustomId::Table { channel, .. }
            | CustomId::Undo { channel, .. }
            | CustomId::Vote { channel, .. } => *channel,
        }
    }

    pub fn encode(&self) -> String {
        match self {
            CustomId::Do {
                channel,
                action,
                moment: None,
            } => format!("{PREFIX}:{channel}:do:{action}"),
            CustomId::Do {
                channel,
                action,
                moment: Some(moment),
            } => format!("{PREFIX}:{channel}:now:{moment}:{action}"),
            CustomId::Typed { channel, command } => format!("{PREFIX}:{channel}:act:{command}"),
            CustomId::Pick { channel, menu } => format!("{PREFIX}:{channel}:pick:{menu}"),
            CustomId::Go {
                channel,
                verb,
                cards,
            } => format!("{PREFIX}:{channel}:go:{}:{cards}", verb.word()),
            CustomId::Hand { channel } => format!("{PREFIX}:{channel}:hand"),
            CustomId::Table { channel, button } => {
                format!("{PREFIX}:{channel}:t:{}", button.word())
            }
            CustomId::Undo { channel, of } => format!("{PREFIX}:{channel}:undo:{of}"),
            CustomId::Vote { channel, agree } => {
                let word = if *agree { "agree" } else { "refuse" };
                format!("{PREFIX}:{channel}:vote:{word}")
            }
        }
    }

    pub fn decode(id: &str) -> Option<CustomId> {
        let mut parts = id.splitn(4, ':');
        if parts.next()? != PREFIX {
            return None;
        }
        let channel = ChannelId(parts.next()?.parse().ok().filter(|&c| c != 0)?);
        let kind = parts.next()?;
        let rest = parts.next();
        Some(match (kind, rest) {
            ("do", Some(action)) if !action.trim().is_empty() => CustomId::Do {
                channel,
                action: action.to_string(),
                moment: None,
            },
            ("now", Some(rest)) => {
                let (moment, action) = rest.split_once(':')?;
                if moment.is_empty() || action.trim().is_empty() {
                    return None;
                }
                CustomId::Do {
                    channel,
                    action: action.to_string(),
                    moment: Some(moment.to_string()),
                }
            }
            ("act", Some(command)) if !command.trim().is_empty() => CustomId::Typed {
                channel,
                command: command.to_string(),
            },
            ("pick", Some(menu)) => CustomId::Pick {
                channel,
                menu: menu.parse().ok()?,
            },
            ("go", Some(rest)) => {
                let (verb, cards) = rest.split_once(':')?;
                CustomId::Go {
                    channel,
                    verb: Verb::from_word(verb)?,
                    cards: cards.to_string(),
                }
            }
            ("hand", None) => CustomId::Hand { channel },
            ("t", Some(word)) => CustomId::Table {
                channel,
                button: TableButton::from_word(word)?,
            },
            ("undo", Some(of)) => CustomId::Undo {
                channel,
                of: of.parse().ok()?,
            },
            ("vote", Some("agree")) => CustomId::Vote {
                channel,
                agree: true,
            },
            ("vote", Some("refuse")) => CustomId::Vote {
                channel,
                agree: false,
            },
            _ => return None,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn custom_ids_round_trip_and_fit() {
        let ch = ChannelId(1_234_567_890_123_456_789);
        let ids = [
            CustomId::Do {
                channel: ch,
                action: r#"{"bid":"two"}"#.into(),
                moment: None,
            },
            CustomId::Do {
                channel: ch,
                action: r#"{"play":"3:4"}"#.into(),
                moment: Some("1f0c9a2e".into()),
            },
            CustomId::Typed {
                channel: ch,
                command: "bid 2".into(),
            },
            CustomId::Pick {
                channel: ch,
                menu: 1,
            },
            CustomId::Go {
                channel: ch,
                verb: Verb::Play,
                cards: "3334445556667778BR".repeat(2),
            },
            CustomId::Go {
                channel: ch,
                verb: Verb::Play,
                cards: String::new(),
            },
            CustomId::Hand { channel: ch },
        ];
        let table_buttons = TableButton::ALL.map(|button| CustomId::Table {
            channel: ch,
            button,
        });
        for id in ids.into_iter().chain(table_buttons) {
            let text = id.encode();
            assert!(text.len() <= MAX_ID, "{text}");
            assert_eq!(CustomId::decode(&text), Some(id));
        }
        for bad in [
            "",
            "pj",
            "xx:1:hand",
            "pj:0:hand",
            "pj:x:hand",
            "pj:1:act:",
            "pj:1:do:",
            "pj:1:now:",
            "pj:1:now:1f0c9a2e",
            "pj:1:now::pass",
            "pj:1:now:1f0c9a2e:",
            "pj:1:go:fly:3",
            "pj:1:t:",
            "pj:1:t:dance",
        ] {
            assert_eq!(CustomId::decode(bad), None, "{bad}");
        }
    }
}
