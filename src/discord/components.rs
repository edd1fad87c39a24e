//! Buttons and card menus. A `custom_id` says everything needed to act on it — the table's
//! channel and the command — so a button still works after a restart, from a DM, or from an
//! old message (the table refuses what is no longer legal). The card selection a player makes
//! in the menus travels in the message itself: the select interaction is answered with the
//! same panel whose "Play selected" button carries the selected cards.

use crate::games::Verb;
use crate::i18n::Locale;
use crate::t;
use crate::table::ChannelId;
use serenity::all::{
    ActionRowComponent, ButtonStyle, CreateActionRow, CreateButton, CreateSelectMenu,
    CreateSelectMenuKind, CreateSelectMenuOption, Message,
};

const PREFIX: &str = "pj";
/// Discord's limits.
const MAX_ID: usize = 100;
const MAX_OPTIONS: usize = 25;
const MAX_ROWS: usize = 5;
const MAX_BUTTONS_PER_ROW: usize = 5;

/// What a component does.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CustomId {
    /// Run a command as typed: `pj:<channel>:act:bid 2`.
    Act { channel: ChannelId, command: String },
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
}

impl CustomId {
    pub fn channel(&self) -> ChannelId {
        match self {
            CustomId::Act { channel, .. }
            | CustomId::Pick { channel, .. }
            | CustomId::Go { channel, .. }
            | CustomId::Hand { channel } => *channel,
        }
    }

    pub fn encode(&self) -> String {
        match self {
            CustomId::Act { channel, command } => format!("{PREFIX}:{channel}:act:{command}"),
            CustomId::Pick { channel, menu } => format!("{PREFIX}:{channel}:pick:{menu}"),
            CustomId::Go {
                channel,
                verb,
                cards,
            } => format!("{PREFIX}:{channel}:go:{}:{cards}", verb.word()),
            CustomId::Hand { channel } => format!("{PREFIX}:{channel}:hand"),
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
            ("act", Some(command)) if !command.trim().is_empty() => CustomId::Act {
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
            _ => return None,
        })
    }
}

/// Verbs whose argument is a choice of cards from the hand: they get the card menus and a
/// "… selected" button rather than one button per legal play.
pub fn takes_cards(verb: Verb) -> bool {
    matches!(verb, Verb::Play | Verb::Discard | Verb::Meld | Verb::Swap)
}

/// `bid 2` → (Bid, "2"); unknown verbs are skipped by the callers.
pub fn split_command(command: &str) -> Option<(Verb, &str)> {
    let command = command.trim();
    let (verb, args) = command.split_once(' ').unwrap_or((command, ""));
    Some((Verb::from_word(verb)?, args.trim()))
}

/// The value of the `k`-th copy of `token` in a menu (`3.0`, `3.1`): values must be unique.
fn option_value(token: &str, k: usize) -> String {
    format!("{token}.{k}")
}

fn option_token(value: &str) -> &str {
    value.rsplit_once('.').map_or(value, |(t, _)| t)
}

/// The hand's cards as menu values, in hand order.
fn values(tokens: &[String]) -> Vec<String> {
    let mut seen: std::collections::HashMap<&str, usize> = std::collections::HashMap::new();
    tokens
        .iter()
        .map(|t| {
            let k = seen.entry(t.as_str()).or_default();
            let v = option_value(t, *k);
            *k += 1;
            v
        })
        .collect()
}

/// The selected cards as argument text: `33344`, or space-separated when tokens are longer
/// than one character (`Th As`).
pub fn selection_text(tokens: &[String], selected: &[String]) -> String {
    let chosen: Vec<&str> = values(tokens)
        .iter()
        .zip(tokens)
        .filter(|(v, _)| selected.contains(v))
        .map(|(_, t)| t.as_str())
        .collect();
    if chosen.iter().all(|t| t.chars().count() == 1) {
        chosen.concat()
    } else {
        chosen.join(" ")
    }
}

pub fn verb_label(locale: Locale, verb: Verb) -> String {
    match verb {
        Verb::Bid => t!(locale, "verb-bid"),
        Verb::Play => t!(locale, "verb-play"),
        Verb::Pass => t!(locale, "verb-pass"),
        Verb::Draw => t!(locale, "verb-draw"),
        Verb::Discard => t!(locale, "verb-discard"),
        Verb::Meld => t!(locale, "verb-meld"),
        Verb::Swap => t!(locale, "verb-swap"),
        Verb::Declare => t!(locale, "verb-declare"),
        Verb::Claim => t!(locale, "verb-claim"),
        Verb::Open => t!(locale, "verb-open"),
        Verb::Fold => t!(locale, "verb-fold"),
    }
}

/// A button's label for a command: `Bid 2`; `pass` as an argument reads as the verb Pass.
fn command_label(locale: Locale, verb: Verb, args: &str) -> String {
    if args.is_empty() {
        verb_label(locale, verb)
    } else if args.eq_ignore_ascii_case("pass") {
        verb_label(locale, Verb::Pass)
    } else {
        format!("{} {args}", verb_label(locale, verb))
    }
}

/// The components under a hand: card menus and "… selected" buttons for the card verbs open
/// to the player, one button per other legal command (bids, pass, draw …), and a refresh
/// button. `selected` are menu values chosen so far.
pub fn hand_panel(
    channel: ChannelId,
    locale: Locale,
    tokens: &[String],
    legal: &[String],
    selected: &[String],
) -> Vec<CreateActionRow> {
    let mut card_verbs: Vec<Verb> = Vec::new();
    let mut buttons: Vec<CreateButton> = Vec::new();
    let mut seen = std::collections::HashSet::new();
    for command in legal {
        let Some((verb, args)) = split_command(command) else {
            continue;
        };
        if takes_cards(verb) && !args.eq_ignore_ascii_case("pass") {
            if !card_verbs.contains(&verb) {
                card_verbs.push(verb);
            }
            continue;
        }
        if !seen.insert(command.trim().to_string()) {
            continue;
        }
        let id = CustomId::Act {
            channel,
            command: command.trim().to_string(),
        }
        .encode();
        if id.len() > MAX_ID {
            continue;
        }
        let style = if args.eq_ignore_ascii_case("pass") || verb == Verb::Pass {
            ButtonStyle::Secondary
        } else {
            ButtonStyle::Primary
        };
        buttons.push(
            CreateButton::new(id)
                .label(command_label(locale, verb, args))
                .style(style),
        );
    }
    let mut rows = Vec::new();
    let show_menus = !card_verbs.is_empty() && !tokens.is_empty();
    if show_menus {
        let all = values(tokens);
        let chunks: Vec<_> = all
            .chunks(MAX_OPTIONS)
            .zip(tokens.chunks(MAX_OPTIONS))
            .collect();
        let many = chunks.len() > 1;
        for (i, (vals, toks)) in chunks.into_iter().enumerate().take(MAX_ROWS - 2) {
            let options: Vec<CreateSelectMenuOption> = vals
                .iter()
                .zip(toks)
                .map(|(v, t)| {
                    CreateSelectMenuOption::new(t.clone(), v.clone())
                        .default_selection(selected.contains(v))
                })
                .collect();
            let n = options.len() as u8;
            let placeholder = if many {
                t!(
                    locale,
                    "discord-pick-cards-part",
                    part = i + 1,
                    first = toks.first().map_or("", String::as_str),
                    last = toks.last().map_or("", String::as_str)
                )
            } else {
                t!(locale, "discord-pick-cards")
            };
            let menu = CreateSelectMenu::new(
                CustomId::Pick {
                    channel,
                    menu: i as u8,
                }
                .encode(),
                CreateSelectMenuKind::String { options },
            )
            .placeholder(placeholder)
            .min_values(0)
            .max_values(n);
            rows.push(CreateActionRow::SelectMenu(menu));
        }
        let cards = selection_text(tokens, selected);
        let mut go: Vec<CreateButton> = Vec::new();
        for verb in &card_verbs {
            let id = CustomId::Go {
                channel,
                verb: *verb,
                cards: cards.clone(),
            }
            .encode();
            let usable = !cards.is_empty() && id.len() <= MAX_ID;
            let id = if usable {
                id
            } else {
                CustomId::Go {
                    channel,
                    verb: *verb,
                    cards: String::new(),
                }
                .encode()
            };
            let label = if cards.is_empty() {
                t!(
                    locale,
                    "discord-button-selected",
                    verb = verb_label(locale, *verb)
                )
            } else {
                format!("{} {cards}", verb_label(locale, *verb))
            };
            go.push(
                CreateButton::new(id)
                    .label(label)
                    .style(ButtonStyle::Success)
                    .disabled(!usable),
            );
        }
        buttons.splice(0..0, go);
    }
    buttons.push(
        CreateButton::new(CustomId::Hand { channel }.encode())
            .label("🔄")
            .style(ButtonStyle::Secondary),
    );
    let free_rows = MAX_ROWS - rows.len();
    let mut chunks: Vec<Vec<CreateButton>> = buttons
        .chunks(MAX_BUTTONS_PER_ROW)
        .map(<[CreateButton]>::to_vec)
        .collect();
    if chunks.len() > free_rows {
        // Keep the refresh button; drop the overflow before it.
        let refresh = buttons.last().cloned();
        chunks.truncate(free_rows);
        if let (Some(last), Some(r)) = (chunks.last_mut(), refresh) {
            last.pop();
            last.push(r);
        }
    }
    rows.extend(chunks.into_iter().map(CreateActionRow::Buttons));
    rows
}

/// The menu values selected in `message`'s card menus, except in menu `except` (whose new
/// selection the caller has).
pub fn selected_in(message: &Message, except: u8) -> Vec<String> {
    let mut out = Vec::new();
    for row in &message.components {
        for c in &row.components {
            if let ActionRowComponent::SelectMenu(menu) = c {
                let this = menu.custom_id.as_deref().and_then(CustomId::decode);
                if matches!(this, Some(CustomId::Pick { menu, .. }) if menu == except) {
                    continue;
                }
                out.extend(
                    menu.options
                        .iter()
                        .filter(|o| o.default)
                        .map(|o| o.value.clone()),
                );
            }
        }
    }
    out
}

/// The tokens of menu values (`3.1` → `3`), for tests and logs.
pub fn tokens_of(values: &[String]) -> Vec<&str> {
    values.iter().map(|v| option_token(v)).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn strings(s: &[&str]) -> Vec<String> {
        s.iter().map(|x| x.to_string()).collect()
    }

    #[test]
    fn custom_ids_round_trip_and_fit() {
        let ch = ChannelId(1_234_567_890_123_456_789);
        let ids = [
            CustomId::Act {
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
        for id in ids {
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
            "pj:1:go:fly:3",
        ] {
            assert_eq!(CustomId::decode(bad), None, "{bad}");
        }
    }

    #[test]
    fn selections_become_argument_text() {
        let hand = strings(&["3", "3", "3", "4", "B"]);
        let v = values(&hand);
        assert_eq!(v, strings(&["3.0", "3.1", "3.2", "4.0", "B.0"]));
        assert_eq!(
            selection_text(&hand, &strings(&["3.0", "3.2", "B.0"])),
            "33B"
        );
        let french = strings(&["Th", "As"]);
        assert_eq!(
            selection_text(&french, &strings(&["Th.0", "As.0"])),
            "Th As"
        );
        assert_eq!(tokens_of(&strings(&["3.1", "T.0"])), vec!["3", "T"]);
    }

    fn json(rows: &[CreateActionRow]) -> serde_json::Value {
        serde_json::to_value(rows).unwrap()
    }

    #[test]
    fn bids_are_buttons_and_plays_use_the_card_menus() {
        let ch = ChannelId(9);
        let hand: Vec<String> = "33344455566677789".chars().map(String::from).collect();
        let bids = strings(&["bid pass", "bid 1", "bid 2", "bid 3"]);
        let rows = json(&hand_panel(ch, Locale::EnUs, &hand, &bids, &[]));
        let rows = rows.as_array().unwrap();
        assert_eq!(rows.len(), 1, "{rows:?}");
        let labels: Vec<&str> = rows[0]["components"]
            .as_array()
            .unwrap()
            .iter()
            .map(|b| b["label"].as_str().unwrap())
            .collect();
        assert_eq!(labels, vec!["Pass", "Bid 1", "Bid 2", "Bid 3", "🔄"]);

        let plays = strings(&["play 3", "play 33", "play 333", "pass"]);
        let rows = json(&hand_panel(
            ch,
            Locale::EnUs,
            &hand,
            &plays,
            &strings(&["3.0"]),
        ));
        let rows = rows.as_array().unwrap();
        assert_eq!(rows.len(), 2);
        let menu = &rows[0]["components"][0];
        assert_eq!(menu["options"].as_array().unwrap().len(), 17);
        assert_eq!(menu["options"][0]["default"], true);
        let go = &rows[1]["components"][0];
        assert_eq!(go["label"], "Play 3");
        assert_eq!(go["custom_id"], "pj:9:go:play:3");
        assert_eq!(rows[1]["components"][1]["custom_id"], "pj:9:act:pass");
    }

    #[test]
    fn more_than_25_cards_split_across_menus() {
        let hand: Vec<String> = (0..33).map(|i| format!("{}", i % 10)).collect();
        let rows = json(&hand_panel(
            ChannelId(1),
            Locale::EnUs,
            &hand,
            &strings(&["play 0"]),
            &[],
        ));
        let rows = rows.as_array().unwrap();
        assert_eq!(
            rows[0]["components"][0]["options"]
                .as_array()
                .unwrap()
                .len(),
            25
        );
        assert_eq!(
            rows[1]["components"][0]["options"]
                .as_array()
                .unwrap()
                .len(),
            8
        );
        assert_eq!(rows[1]["components"][0]["custom_id"], "pj:1:pick:1");
        assert_eq!(
            rows[2]["components"][0]["disabled"], true,
            "nothing selected yet"
        );
    }
}
