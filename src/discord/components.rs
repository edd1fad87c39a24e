//! Buttons and card menus. A `custom_id` (`custom_id.rs`) says everything needed to act on it —
//! the table's channel and the action's compact id (`AnyAction::id`) — so a button still works
//! after a restart, from a DM, or from an old message (the table refuses what is no longer
//! legal). The panel is built from typed offers (`games::Choice`: verb, the hand's cards it
//! uses, what else it names); nothing here reads command text back. The card selection a
//! player makes in the menus travels in the message itself: the select interaction is answered
//! with the same panel whose "Play selected" button carries the selected cards.

use super::custom_id::{CustomId, MAX_ID};
use crate::games::any::GameKind;
use crate::games::{Choice, Verb};
use crate::i18n::Locale;
use crate::render;
use crate::t;
use crate::table::ChannelId;
use serenity::all::{
    ActionRowComponent, ButtonStyle, CreateActionRow, CreateButton, CreateSelectMenu,
    CreateSelectMenuKind, CreateSelectMenuOption, Message,
};

/// Discord's limits.
const MAX_OPTIONS: usize = 25;
const MAX_ROWS: usize = 5;
const MAX_BUTTONS_PER_ROW: usize = 5;
const MAX_LABEL: usize = 80;

/// Verbs whose argument is a choice of cards from the hand: they get the card menus and a
/// "… selected" button. (A swap names a card of an exposed meld too: it is offered as buttons
/// and suggestions, not picked in the hand's menu.)
pub fn takes_cards(verb: Verb) -> bool {
    matches!(verb, Verb::Play | Verb::Discard | Verb::Meld)
}

/// One thing the player may do now: what it is (typed), its compact id, and its button words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Offer {
    pub choice: Choice,
    /// `AnyAction::id`: what the button's custom id carries.
    pub id: String,
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

/// A choice of cards: it goes to the menu and the "… selected" button unless it names no card
/// of the hand (Chicago's stand pat, 幺地人's "play this hand") or declines.
fn card_verb(offer: &Offer) -> Option<Verb> {
    let c = &offer.choice;
    (takes_cards(c.verb) && !c.cards.is_empty() && !c.declines).then_some(c.verb)
}

/// A verb with this many choices of cards or fewer also gets one button per choice.
const QUICK: usize = 5;

/// The value of the `k`-th copy of `token` in a menu (`3.0`, `3.1`): values must be unique.
fn option_value(token: &str, k: usize) -> String {
    format!("{token}.{k}")
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

/// The hand's cards that the menu values `selected` name, in hand order.
fn selected_tokens(tokens: &[String], selected: &[String]) -> Vec<String> {
    values(tokens)
        .iter()
        .zip(tokens)
        .filter(|(v, _)| selected.contains(v))
        .map(|(_, t)| t.clone())
        .collect()
}

/// The selected cards as argument text: `33344`, or `Th As`.
pub fn selection_text(tokens: &[String], selected: &[String]) -> String {
    let chosen = selected_tokens(tokens, selected);
    let pieces: Vec<&str> = chosen.iter().map(String::as_str).collect();
    join_cards(&pieces)
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

/// A hint's button: make the suggested move (`action`, its compact id) as a panel button
/// would, while the game is at the `moment` the move was suggested for (`CustomId::Do`).
/// A move whose id leaves no room for the moment gets a plain `Do` button (the table still
/// refuses it once it is illegal); `None` when even that would pass Discord's 100 characters.
pub fn make_move(
    channel: ChannelId,
    moment: String,
    action: String,
    label: &str,
) -> Option<CreateActionRow> {
    let now = CustomId::Do {
        channel,
        action: action.clone(),
        moment: Some(moment),
    }
    .encode();
    let id = if now.len() <= MAX_ID {
        now
    } else {
        CustomId::Do {
            channel,
            action,
            moment: None,
        }
        .encode()
    };
    (id.len() <= MAX_ID).then(|| {
        CreateActionRow::Buttons(vec![
            CreateButton::new(id)
                .label(clip(label, MAX_LABEL))
                .style(ButtonStyle::Success),
        ])
    })
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

    fn offer(&mut self, offer: &Offer, style: ButtonStyle) {
        let id = do_id(self.channel, offer);
        self.push(id, &offer.label, style, false);
    }
}

fn do_id(channel: ChannelId, offer: &Offer) -> String {
    // A hand panel is kept up to date as the game moves on (edited, or stripped of its
    // buttons when a newer one is sent): no moment needed.
    CustomId::Do {
        channel,
        action: offer.id.clone(),
        moment: None,
    }
    .encode()
}

fn style_of(offer: &Offer) -> ButtonStyle {
    if offer.choice.declines {
        ButtonStyle::Secondary
    } else {
        ButtonStyle::Primary
    }
}

/// The components under a hand. The player's `offers` (likeliest first) become:
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
    kind: GameKind,
    cards: &[MenuCard],
    offers: &[Offer],
    selected: &[String],
) -> Vec<CreateActionRow> {
    let mut groups: Vec<(Verb, Vec<&Offer>)> = Vec::new();
    let mut others: Vec<&Offer> = Vec::new();
    for offer in offers {
        match card_verb(offer) {
            Some(verb) => match groups.iter_mut().find(|(v, _)| *v == verb) {
                Some((_, list)) => list.push(offer),
                None => groups.push((verb, vec![offer])),
            },
            None => others.push(offer),
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
        let one_card = groups
            .iter()
            .all(|(_, list)| list.iter().all(|o| o.choice.cards.len() == 1));
        let most = if one_card { 1 } else { MAX_OPTIONS };
        let tiles = render::plays_tiles(kind);
        rows.extend(menus(
            channel, locale, cards, &tokens, selected, most, tiles,
        ));
        let chosen = selected_tokens(&tokens, selected);
        let text = selection_text(&tokens, selected);
        let shown = selection_label(cards, selected);
        for (verb, list) in &groups {
            // A completion uses the selected cards and names something more (`discard 7h 2`:
            // the pile).
            let completions: Vec<&Offer> = list
                .iter()
                .copied()
                .filter(|o| o.choice.completes(&chosen))
                .collect();
            let exact = list.iter().find(|o| o.choice.is_exactly(&chosen));
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
                    verb = render::verb_label_in(locale, kind, *verb),
                    tiles = if render::plays_tiles(kind) {
                        "yes"
                    } else {
                        "no"
                    }
                );
                buttons.push(id, &label, ButtonStyle::Success, true);
            } else if !completions.is_empty() && exact.is_none() {
                for o in completions {
                    buttons.offer(o, ButtonStyle::Success);
                }
            } else {
                let go = CustomId::Go {
                    channel,
                    verb: *verb,
                    cards: text.clone(),
                }
                .encode();
                let label = t!(
                    locale,
                    "discord-button-go",
                    verb = render::verb_label_in(locale, kind, *verb),
                    cards = shown.as_str()
                );
                if go.len() <= MAX_ID {
                    buttons.push(go, &label, ButtonStyle::Success, false);
                }
                // The same action as a quick button below would say it twice.
                if let Some(o) = exact {
                    buttons.ids.insert(do_id(channel, o));
                }
            }
        }
        for (_, list) in &groups {
            if list.len() <= QUICK {
                for o in list {
                    buttons.offer(o, ButtonStyle::Primary);
                }
            }
        }
    }
    for o in others {
        buttons.offer(o, style_of(o));
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

/// The card menus: 25 cards each, at most three (the rest of the rows are for buttons); `tiles`:
/// the game is played with tiles, which the placeholder names as such.
fn menus(
    channel: ChannelId,
    locale: Locale,
    cards: &[MenuCard],
    tokens: &[String],
    selected: &[String],
    most: usize,
    tiles: bool,
) -> Vec<CreateActionRow> {
    let tiles = if tiles { "yes" } else { "no" };
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
        let n = u8::try_from(options.len().min(most)).expect("a menu holds at most 25 options");
        let placeholder = if many {
            t!(
                locale,
                "discord-pick-cards-part",
                tiles = tiles,
                part = i + 1,
                first = part.first().map_or("", |c| c.label.as_str()),
                last = part.last().map_or("", |c| c.label.as_str())
            )
        } else {
            t!(locale, "discord-pick-cards", tiles = tiles)
        };
        let menu = CreateSelectMenu::new(
            CustomId::Pick {
                channel,
                menu: u8::try_from(i).expect("at most three menus"),
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

#[cfg(test)]
#[path = "components_tests.rs"]
mod tests;
