//! What a player sees of their own game — in `/hand`, after their actions, and in the DM that
//! says it is their turn: the private view as text, and the menus and buttons for what they
//! may do now.

use super::components;
use crate::i18n::Locale;
use crate::render::{self, RenderCtx};
use crate::t;
use crate::table::{ChannelId, Table, TableError, UserId};
use serenity::all::CreateActionRow;

pub struct Panel {
    pub content: String,
    pub components: Vec<CreateActionRow>,
}

/// `user`'s hand at `table` (in `channel`) with the card menus' `selected` values kept.
pub fn panel(
    table: &Table,
    channel: ChannelId,
    user: UserId,
    locale: Locale,
    selected: &[String],
) -> Result<Panel, TableError> {
    let view = table.hand(user)?;
    let names = table.names();
    let ctx = RenderCtx {
        locale,
        names: &names,
    };
    let mut content = render::view(&view, &ctx);
    let to_act = table.to_act();
    if !to_act.is_empty() {
        content.push('\n');
        content.push_str(&t!(locale, "table-turn", names = ctx.names_of(&to_act)));
    }
    let tokens = render::hand_tokens(&view);
    let legal = table.legal_commands(user);
    // Selected values that no longer name a card of the hand simply select nothing.
    let components = components::hand_panel(channel, locale, &tokens, &legal, selected);
    Ok(Panel {
        content,
        components,
    })
}
