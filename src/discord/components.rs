//! Buttons and card menus. A `custom_id` says everything needed to act on it — the table's
//! channel and the command — so a button still works after a restart, from a DM, or from an
//! old message (the table refuses what is no longer legal). The card selection a player makes
//! in the menus travels in the message itself: the select interaction is answered with the
//! same panel whose "Play selected" button carries the selected cards.

use crate::games::Verb;
use crate::i18n::Locale;
use crate::render;
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
const MAX_LABEL: usize = 80;

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
/// "… selected" button. (A swap names a card of an exposed meld too: it is offered as buttons
/// and suggestions, not picked in the hand's menu.)
pub fn takes_cards(verb: Verb) -> bool {
    matches!(verb, Verb::Play | Verb::Discard | Verb::Meld)
}

/// `bid 2` → (Bid, "2"); unknown verbs are skipped by the callers.
pub fn split_command(command: &str) -> Option<(Verb, &str)> {
    let command = command.trim();
    let (verb, args) = command.split_once(' ').unwrap_or((command, ""));
    Some((Verb::from_word(verb)?, args.trim()))
}

/// One thing the player may do now: the command a button sends and what it says.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Choice {
    pub command: String,
    pub label: String,
}

/// A card of the hand in a menu: the notation typed back (`Th`) and what is shown (`10♥`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MenuCard {
    pub token: String,
    pub label: String,
}

impl MenuCard {
    /// A card shown as it is typed (`3`).
    pub fn plain(token: &str) -> MenuCard {
        MenuCard {
            token: token.to_string(),
            label: token.to_string(),
        }
    }
}

/// A choice of cards: it goes to the menu and the "… selected" button unless its argument is
/// empty (Chicago's stand pat, 幺地人's "play this hand") or a pass.
fn card_choice(choice: &Choice) -> Option<(Verb, &str)> {
    let (verb, args) = split_command(&choice.command)?;
    (takes_cards(verb) && !args.is_empty() && !args.eq_ignore_ascii_case("pass"))
        .then_some((verb, args))
}

/// How many cards of the hand an argument names: `7h 1` one (the pile is no card), `33344`
/// five, `梅子` one.
fn card_count(args: &str, tokens: &[String]) -> usize {
    if args.contains(' ') {
        args.split_whitespace()
            .filter(|w| tokens.iter().any(|t| t == w))
            .count()
    } else if tokens.iter().any(|t| t == args) {
        1
    } else {
        args.chars().count()
    }
}

/// A verb with this many choices of cards or fewer also gets one button per choice.
const QUICK: usize = 5;

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

/// Pieces joined as a hand is written: `33344` when every piece is one character, else
/// space-separated (`Th As`).
fn join_cards(pieces: &[&str]) -> String {
    if pieces.iter().all(|t| t.chars().count() == 1) {
        pieces.concat()
    } else {
        pieces.join(" ")
    }
}

/// The selected cards as argument text: `33344`, or `Th As`.
pub fn selection_text(tokens: &[String], selected: &[String]) -> String {
    let chosen: Vec<&str> = values(tokens)
        .iter()
        .zip(tokens)
        .filter(|(v, _)| selected.contains(v))
        .map(|(_, t)| t.as_str())
        .collect();
    join_cards(&chosen)
}

/// The selected cards as shown: `33344`, or `10♥ A♠`.
fn selection_label(cards: &[MenuCard], selected: &[String]) -> String {
    let tokens: Vec<String> = cards.iter().map(|c| c.token.clone()).collect();
    let chosen: Vec<&str> = values(&tokens)
        .iter()
        .zip(cards)
        .filter(|(v, _)| selected.contains(v))
        .map(|(_, c)| c.label.as_str())
        .collect();
    join_cards(&chosen)
}

/// Discord shows at most 80 characters on a button.
fn clip(label: &str, max: usize) -> String {
    if label.chars().count() <= max {
        label.to_string()
    } else {
        let mut s: String = label.chars().take(max - 1).collect();
        s.push('…');
        s
    }
}

/// Buttons in the order they are offered, each custom id once.
struct Buttons {
    channel: ChannelId,
    list: Vec<CreateButton>,
    ids: std::collections::HashSet<String>,
}

impl Buttons {
    fn push(&mut self, id: String, label: &str, style: ButtonStyle, disabled: bool) {
        if id.len() > MAX_ID || !self.ids.insert(id.clone()) {
            return;
        }
        self.list.push(
            CreateButton::new(id)
                .label(clip(label, MAX_LABEL))
                .style(style)
                .disabled(disabled),
        );
    }

    fn act(&mut self, choice: &Choice, style: ButtonStyle) {
        let id = CustomId::Act {
            channel: self.channel,
            command: choice.command.trim().to_string(),
        }
        .encode();
        self.push(id, &choice.label, style, false);
    }
}

fn style_of(choice: &Choice) -> ButtonStyle {
    match split_command(&choice.command) {
        Some((Verb::Pass | Verb::Fold, _)) => ButtonStyle::Secondary,
        Some((_, args)) if args.eq_ignore_ascii_case("pass") => ButtonStyle::Secondary,
        _ => ButtonStyle::Primary,
    }
}

/// The components under a hand. The player's `choices` (likeliest first) become:
/// - for the verbs that take cards (play, discard, meld): menus of the hand's `cards` and a
///   "… selected" button per verb carrying the selection; when the selection needs one more
///   word to be complete (a Chowdah discard's pile) one button per legal completion instead;
///   and, for a verb with few choices (a Chicago trick), one button per choice as well;
/// - one button per other choice (bids, pass, draw, claims, declare, stand pat …);
/// - a refresh button.
///
/// `selected` are menu values chosen so far. Everything stays within Discord's limits: at most
/// 5 rows, 25 options per menu, 100-character custom ids, 80-character labels; buttons that do
/// not fit are left out (the slash commands and their suggestions still offer them).
pub fn hand_panel(
    channel: ChannelId,
    locale: Locale,
    cards: &[MenuCard],
    choices: &[Choice],
    selected: &[String],
) -> Vec<CreateActionRow> {
    let mut groups: Vec<(Verb, Vec<&Choice>)> = Vec::new();
    let mut others: Vec<&Choice> = Vec::new();
    for choice in choices {
        match card_choice(choice) {
            Some((verb, _)) => match groups.iter_mut().find(|(v, _)| *v == verb) {
                Some((_, list)) => list.push(choice),
                None => groups.push((verb, vec![choice])),
            },
            None if split_command(&choice.command).is_some() => others.push(choice),
            None => {}
        }
    }
    let mut buttons = Buttons {
        channel,
        list: Vec::new(),
        ids: std::collections::HashSet::new(),
    };
    let mut rows = Vec::new();
    let tokens: Vec<String> = cards.iter().map(|c| c.token.clone()).collect();
    if !groups.is_empty() && !cards.is_empty() {
        // Moves of one card each (a trick, a discard): the menu takes one card.
        let one_card = groups.iter().all(|(_, list)| {
            list.iter().all(|c| {
                split_command(&c.command).is_some_and(|(_, a)| card_count(a, &tokens) == 1)
            })
        });
        let most = if one_card { 1 } else { MAX_OPTIONS };
        rows.extend(menus(channel, locale, cards, &tokens, selected, most));
        let text = selection_text(&tokens, selected);
        let shown = selection_label(cards, selected);
        for (verb, list) in &groups {
            let word = verb.word();
            // A completion names the selected cards and then something that is not a card
            // of the hand (`discard 7h 2`: the pile).
            let completions: Vec<&Choice> = list
                .iter()
                .copied()
                .filter(|c| {
                    split_command(&c.command).is_some_and(|(_, a)| {
                        a.strip_prefix(text.as_str()).is_some_and(|rest| {
                            rest.starts_with(' ')
                                && rest
                                    .split_whitespace()
                                    .all(|w| !tokens.iter().any(|t| t == w))
                        })
                    })
                })
                .collect();
            let exact = list
                .iter()
                .any(|c| split_command(&c.command).is_some_and(|(_, a)| a == text));
            if text.is_empty() {
                let id = CustomId::Go {
                    channel,
                    verb: *verb,
                    cards: String::new(),
                }
                .encode();
                let label = t!(
                    locale,
                    "discord-button-selected",
                    verb = render::verb_label(locale, *verb)
                );
                buttons.push(id, &label, ButtonStyle::Success, true);
            } else if !completions.is_empty() && !exact {
                for c in completions {
                    buttons.act(c, ButtonStyle::Success);
                }
            } else {
                let go = CustomId::Go {
                    channel,
                    verb: *verb,
                    cards: text.clone(),
                }
                .encode();
                let label = format!("{} {shown}", render::verb_label(locale, *verb));
                if go.len() <= MAX_ID {
                    buttons.push(go, &label, ButtonStyle::Success, false);
                }
                // The same command as a quick button below would say it twice.
                let same = CustomId::Act {
                    channel,
                    command: format!("{word} {text}"),
                }
                .encode();
                buttons.ids.insert(same);
            }
        }
        for (_, list) in &groups {
            if list.len() <= QUICK {
                for c in list {
                    buttons.act(c, ButtonStyle::Primary);
                }
            }
        }
    }
    for c in others {
        buttons.act(c, style_of(c));
    }
    let refresh = CreateButton::new(CustomId::Hand { channel }.encode())
        .label("🔄")
        .style(ButtonStyle::Secondary);
    let free_rows = MAX_ROWS - rows.len();
    let mut list = buttons.list;
    // Keep the refresh button: drop what does not fit before it.
    list.truncate(free_rows * MAX_BUTTONS_PER_ROW - 1);
    list.push(refresh);
    rows.extend(
        list.chunks(MAX_BUTTONS_PER_ROW)
            .map(|c| CreateActionRow::Buttons(c.to_vec())),
    );
    rows
}

/// The card menus: 25 cards each, at most three (the rest of the rows are for buttons).
fn menus(
    channel: ChannelId,
    locale: Locale,
    cards: &[MenuCard],
    tokens: &[String],
    selected: &[String],
    most: usize,
) -> Vec<CreateActionRow> {
    let all = values(tokens);
    let chunks: Vec<_> = all
        .chunks(MAX_OPTIONS)
        .zip(cards.chunks(MAX_OPTIONS))
        .collect();
    let many = chunks.len() > 1;
    let mut rows = Vec::new();
    for (i, (vals, part)) in chunks.into_iter().enumerate().take(MAX_ROWS - 2) {
        let options: Vec<CreateSelectMenuOption> = vals
            .iter()
            .zip(part)
            .map(|(v, c)| {
                CreateSelectMenuOption::new(clip(&c.label, 100), v.clone())
                    .default_selection(selected.contains(v))
            })
            .collect();
        let n = options.len().min(most) as u8;
        let placeholder = if many {
            t!(
                locale,
                "discord-pick-cards-part",
                part = i + 1,
                first = part.first().map_or("", |c| c.label.as_str()),
                last = part.last().map_or("", |c| c.label.as_str())
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

    /// Choices labelled as the command reads (`bid 2` → `bid 2`).
    fn choices(commands: &[&str]) -> Vec<Choice> {
        commands
            .iter()
            .map(|c| Choice {
                command: c.to_string(),
                label: c.to_string(),
            })
            .collect()
    }

    fn plain(tokens: &[&str]) -> Vec<MenuCard> {
        tokens.iter().map(|t| MenuCard::plain(t)).collect()
    }

    /// Every button as (label, custom_id, disabled), row by row.
    fn buttons(rows: &serde_json::Value) -> Vec<(String, String, bool)> {
        rows.as_array()
            .unwrap()
            .iter()
            .flat_map(|r| r["components"].as_array().unwrap().clone())
            .filter(|c| c["type"] == 2)
            .map(|c| {
                (
                    c["label"].as_str().unwrap().to_string(),
                    c["custom_id"].as_str().unwrap().to_string(),
                    c["disabled"] == true,
                )
            })
            .collect()
    }

    fn labels(rows: &serde_json::Value) -> Vec<String> {
        buttons(rows).into_iter().map(|b| b.0).collect()
    }

    #[test]
    fn bids_are_buttons_and_plays_use_the_card_menus() {
        let ch = ChannelId(9);
        let hand: Vec<MenuCard> = "33344455566677789"
            .chars()
            .map(|c| MenuCard::plain(&c.to_string()))
            .collect();
        let bids = choices(&["bid pass", "bid 1", "bid 2", "bid 3"]);
        let rows = json(&hand_panel(ch, Locale::EnUs, &hand, &bids, &[]));
        assert_eq!(rows.as_array().unwrap().len(), 1, "{rows:?}");
        assert_eq!(
            labels(&rows),
            vec!["bid pass", "bid 1", "bid 2", "bid 3", "🔄"]
        );

        let plays = choices(&["play 3", "play 33", "play 333", "pass"]);
        let rows = json(&hand_panel(
            ch,
            Locale::EnUs,
            &hand,
            &plays,
            &strings(&["3.0"]),
        ));
        let list = rows.as_array().unwrap();
        assert_eq!(list.len(), 2);
        let menu = &list[0]["components"][0];
        assert_eq!(menu["options"].as_array().unwrap().len(), 17);
        assert_eq!(menu["options"][0]["default"], true);
        let b = buttons(&rows);
        assert_eq!(b[0], ("Play 3".into(), "pj:9:go:play:3".into(), false));
        // Few plays: each is a button too (not the selected one twice).
        assert_eq!(b[1].1, "pj:9:act:play 33");
        assert_eq!(b[2].1, "pj:9:act:play 333");
        assert_eq!(b[3].1, "pj:9:act:pass");
    }

    #[test]
    fn more_than_25_cards_split_across_menus() {
        let tokens: Vec<String> = (0..33).map(|i| format!("{}", i % 10)).collect();
        let hand: Vec<MenuCard> = tokens.iter().map(|t| MenuCard::plain(t)).collect();
        let many: Vec<String> = (0..10).map(|i| format!("play {i}{i}")).collect();
        let refs: Vec<&str> = many.iter().map(String::as_str).collect();
        let rows = json(&hand_panel(
            ChannelId(1),
            Locale::EnUs,
            &hand,
            &choices(&refs),
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

    #[test]
    fn an_empty_card_argument_is_a_button_of_its_own() {
        // Chicago's exchange: stand pat is a button; the discards use the menu.
        let hand = plain(&["Ah", "Kh", "8c", "5d", "2s"]);
        let mut exchange = vec![Choice {
            command: "discard".into(),
            label: "Stand pat".into(),
        }];
        exchange.extend(choices(&["discard 8c 5d 2s", "discard 2s", "discard 5d"]));
        let rows = json(&hand_panel(
            ChannelId(2),
            Locale::EnUs,
            &hand,
            &exchange,
            &[],
        ));
        let b = buttons(&rows);
        assert_eq!(
            b[0],
            ("Discard selected".into(), "pj:2:go:discard:".into(), true)
        );
        assert!(
            b.iter()
                .any(|x| x.0 == "Stand pat" && x.1 == "pj:2:act:discard")
        );
        // 幺地人's "play this hand" is a button, not a card menu.
        let join = choices(&["play", "fold"]);
        let rows = json(&hand_panel(
            ChannelId(2),
            Locale::EnUs,
            &plain(&["天", "地"]),
            &join,
            &[],
        ));
        assert_eq!(rows.as_array().unwrap().len(), 1, "no menu: {rows}");
        assert_eq!(labels(&rows), vec!["play", "fold", "🔄"]);
    }

    #[test]
    fn a_selection_that_needs_a_pile_offers_each_legal_pile() {
        let hand = plain(&["7h", "7h", "Kc", "JK"]);
        let discards = choices(&[
            "discard 7h 1",
            "discard 7h 2",
            "discard 7h 3",
            "discard Kc 1",
            "discard Kc 2",
            "discard Kc 3",
            "discard JK 1",
            "discard JK 2",
            "discard JK 3",
            "swap JK for 9d @0.1",
            "declare",
        ]);
        let rows = json(&hand_panel(
            ChannelId(3),
            Locale::EnUs,
            &hand,
            &discards,
            &strings(&["7h.1"]),
        ));
        let b = buttons(&rows);
        let ids: Vec<&str> = b.iter().map(|x| x.1.as_str()).collect();
        assert_eq!(
            ids[..3],
            [
                "pj:3:act:discard 7h 1",
                "pj:3:act:discard 7h 2",
                "pj:3:act:discard 7h 3"
            ]
        );
        assert!(ids.contains(&"pj:3:act:swap JK for 9d @0.1"));
        assert!(ids.contains(&"pj:3:act:declare"));
        // Two cards are no discard: the plain button, refused with the reason if pressed.
        let rows = json(&hand_panel(
            ChannelId(3),
            Locale::EnUs,
            &hand,
            &discards,
            &strings(&["7h.0", "Kc.0"]),
        ));
        assert_eq!(buttons(&rows)[0].1, "pj:3:go:discard:7h Kc");
    }

    #[test]
    fn one_card_moves_take_one_card_from_the_menu() {
        let menu_max = |hand: &[&str], legal: &[&str]| {
            let rows = json(&hand_panel(
                ChannelId(4),
                Locale::EnUs,
                &plain(hand),
                &choices(legal),
                &[],
            ));
            rows[0]["components"][0]["max_values"].as_u64().unwrap()
        };
        assert_eq!(menu_max(&["Kh", "Ks", "9h"], &["play Kh", "play 9h"]), 1);
        assert_eq!(
            menu_max(&["梅子", "天"], &["discard 梅子", "discard 天"]),
            1
        );
        assert_eq!(
            menu_max(&["7h", "Kc"], &["discard 7h 1", "discard Kc 2"]),
            1
        );
        assert_eq!(menu_max(&["3", "3", "4"], &["play 3", "play 33"]), 3);
        assert_eq!(
            menu_max(&["Kh", "Ks", "9h"], &["discard Kh", "discard Kh Ks"]),
            3
        );
    }

    #[test]
    fn panels_stay_within_discords_limits() {
        let hand: Vec<MenuCard> = (0..40)
            .map(|i| MenuCard {
                token: format!("t{i}"),
                label: format!("a rather long card label number {i}"),
            })
            .collect();
        let mut many: Vec<Choice> = (0..60)
            .map(|i| Choice {
                command: format!("claim something-{i}"),
                label: "x".repeat(120),
            })
            .collect();
        many.push(Choice {
            command: format!("play {}", "t1 ".repeat(40)),
            label: "long".into(),
        });
        let rows = json(&hand_panel(
            ChannelId(u64::MAX),
            Locale::EnUs,
            &hand,
            &many,
            &strings(&["t1.0", "t2.0"]),
        ));
        let list = rows.as_array().unwrap();
        assert!(list.len() <= MAX_ROWS);
        let mut ids = std::collections::HashSet::new();
        for row in list {
            let items = row["components"].as_array().unwrap();
            assert!(!items.is_empty() && items.len() <= MAX_BUTTONS_PER_ROW);
            for c in items {
                let id = c["custom_id"].as_str().unwrap();
                assert!(
                    id.chars().count() <= MAX_ID && ids.insert(id.to_string()),
                    "{id}"
                );
                if c["type"] == 2 {
                    assert!(c["label"].as_str().unwrap().chars().count() <= MAX_LABEL);
                } else {
                    assert!(c["options"].as_array().unwrap().len() <= MAX_OPTIONS);
                }
            }
        }
        assert_eq!(labels(&rows).last().unwrap(), "🔄", "refresh kept");
    }
}
