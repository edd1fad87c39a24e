//! What a player sees of their own game — in `/hand`, after their actions, and in the DM that
//! says it is their turn: the private view as text, and the menus and buttons for what they
//! may do now.

use super::components::{self, MenuCard, Offer};
use crate::i18n::Locale;
use crate::render::{self, RenderCtx};
use crate::t;
use crate::table::{ChannelId, Table, TableError, UserId};
use serenity::all::CreateActionRow;

pub struct Panel {
    pub content: String,
    pub components: Vec<CreateActionRow>,
    /// The hand's picture, for a player who wants pictures (`App::panel` adds it).
    pub picture: Option<super::pictures::Picture>,
}

/// What `user` may do now at `table`, likeliest first: each typed (the game's `Choice`), with
/// its compact id and the words of its button.
pub fn offers(table: &Table, user: UserId, locale: Locale) -> Vec<Offer> {
    let (Ok(view), Some(seat), Some(game)) = (table.hand(user), table.seat_of(user), table.game())
    else {
        return Vec::new();
    };
    let names = table.names();
    let ctx = RenderCtx {
        locale,
        names: &names,
    };
    table
        .suggested_actions(user)
        .iter()
        .filter_map(|a| {
            Some(Offer {
                choice: game.choice(seat, a)?,
                id: a.id(),
                label: render::action_label(a, &view, &ctx),
            })
        })
        .collect()
}

/// `user`'s hand at `table` (in `channel`) with the card menus' `selected` values kept, and,
/// while a claim window awaits their answer, what they may claim.
pub fn panel(
    table: &Table,
    channel: ChannelId,
    user: UserId,
    locale: Locale,
    selected: &[String],
) -> Result<Panel, TableError> {
    build(table, channel, user, locale, selected, true)
}

/// The panel of a turn DM, which asks the claim question itself, as its prompt.
pub fn turn_panel(
    table: &Table,
    channel: ChannelId,
    user: UserId,
    locale: Locale,
) -> Result<Panel, TableError> {
    build(table, channel, user, locale, &[], false)
}

fn build(
    table: &Table,
    channel: ChannelId,
    user: UserId,
    locale: Locale,
    selected: &[String],
    ask: bool,
) -> Result<Panel, TableError> {
    let view = table.hand(user)?;
    // The panel's text (its buttons take `offers`' unescaped labels).
    let names = super::markdown::names(&table.names());
    let ctx = RenderCtx {
        locale,
        names: &names,
    };
    let mut content = render::view(&view, &ctx);
    // Only what the channel may know: during a claim window, not who may claim (that would
    // tell what they hold).
    let turn = if table.in_claim_window() {
        Some(t!(locale, "table-claims-awaited"))
    } else {
        let to_act = table.public_to_act();
        (!to_act.is_empty()).then(|| ctx.turn(&to_act, table.turn_kind()))
    };
    if let Some(line) = turn {
        content.push('\n');
        content.push_str(&line);
    }
    // The seat's own question, to itself alone: what it may claim, as its turn DM asked.
    if let Some(question) = table
        .claim_question(user)
        .filter(|_| ask)
        .and_then(|e| render::event(&e, &ctx))
    {
        content.push_str(&format!("\n▶ {question}"));
    }
    let cards: Vec<MenuCard> = render::hand_tokens(&view)
        .into_iter()
        .zip(render::hand_labels(&view, locale))
        .map(|(token, label)| MenuCard { token, label })
        .collect();
    let offers = offers(table, user, locale);
    // Selected values that no longer name a card of the hand simply select nothing.
    let components = components::hand_panel(
        channel,
        locale,
        table.header().kind,
        &cards,
        &offers,
        selected,
    );
    let panel = Panel {
        content,
        components,
        picture: None,
    };
    Ok(vote_panel(table, channel, user, panel, locale))
}

/// `user`'s panel while they are asked to agree to another's undo: the hand as text, the
/// question, and the two answers only.
fn vote_panel(
    table: &Table,
    channel: ChannelId,
    user: UserId,
    mut panel: Panel,
    locale: Locale,
) -> Panel {
    if let Some(seat) = table.undo_vote(user) {
        let names = table.names();
        let name = names.get(seat.index()).map_or("", String::as_str);
        let name = super::markdown::escape(&render::shown_name(locale, name));
        panel.content = format!(
            "{}\n{}",
            panel.content,
            t!(locale, "undo-vote", name = name)
        );
        panel.components = vec![super::undo_rows::vote_row(channel, locale)];
    }
    panel
}
