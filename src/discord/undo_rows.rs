//! The undo rows of a panel: the Undo button on the reply to a move, and the Agree / Refuse
//! row of someone asked to agree to another's undo (what pressing them does: `undo_buttons`).

use super::custom_id::CustomId;
use crate::i18n::Locale;
use crate::t;
use crate::table::{ChannelId, Table, UserId};
use serenity::all::{ButtonStyle, CreateActionRow, CreateButton};

/// Discord's limit of rows in one message.
const MAX_ROWS: usize = 5;

/// The Agree / Refuse row.
pub fn vote_row(channel: ChannelId, locale: Locale) -> CreateActionRow {
    let button = |agree: bool, label: String, style: ButtonStyle| {
        CreateButton::new(CustomId::Vote { channel, agree }.encode())
            .label(label)
            .style(style)
    };
    CreateActionRow::Buttons(vec![
        button(true, t!(locale, "undo-agree"), ButtonStyle::Success),
        button(false, t!(locale, "undo-refuse"), ButtonStyle::Danger),
    ])
}

/// The Undo button for `user`'s last move, added to the reply to that move when it may be
/// taken back and the reply has room.
pub fn with_undo_button(
    table: &Table,
    channel: ChannelId,
    user: UserId,
    locale: Locale,
    components: &mut Vec<CreateActionRow>,
) {
    let Some(of) = table.undoable_move(user) else {
        return;
    };
    if components.len() >= MAX_ROWS {
        return;
    }
    components.push(CreateActionRow::Buttons(vec![
        CreateButton::new(CustomId::Undo { channel, of }.encode())
            .label(t!(locale, "undo-button"))
            .style(ButtonStyle::Secondary),
    ]));
}
