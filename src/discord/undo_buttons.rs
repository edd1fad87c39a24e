//! Undo on Discord: the Undo button on the reply to a move (30 seconds), and the Agree /
//! Refuse buttons that the people asked find on their DM panel. The panel of a person asked
//! offers only the answer until they give it (their moves come back once the request is
//! settled); every later post brings the panel up to date, so stale answer buttons never stay.

use super::App;
use super::custom_id::CustomId;
use super::hand::Panel;
use super::interactions::{Refusal, Who};
use super::respond::Reply;
use crate::i18n::Locale;
use crate::t;
use crate::table::store::Store;
use crate::table::{ChannelId, Command, Table, UserId};
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

/// `user`'s panel while they are asked to agree to another's undo: the hand as text, the
/// question, and the two answers only.
pub fn vote_panel(
    table: &Table,
    channel: ChannelId,
    user: UserId,
    mut panel: Panel,
    locale: Locale,
) -> Panel {
    if let Some(seat) = table.undo_vote(user) {
        let names = table.names();
        let name = super::markdown::escape(names.get(seat.index()).map_or("", String::as_str));
        panel.content = format!(
            "{}\n{}",
            panel.content,
            t!(locale, "undo-vote", name = name)
        );
        panel.components = vec![vote_row(channel, locale)];
    }
    panel
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

impl<S: Store> App<S> {
    /// The Undo button or an Agree / Refuse button pressed: the command runs, and the answer
    /// is the player's panel as it is now, under a check mark.
    pub(super) async fn undo_pressed(
        &self,
        who: &Who,
        channel: ChannelId,
        command: Command,
        in_dm: bool,
    ) -> Result<Reply, Refusal> {
        let done = self.run_answering(who, channel, command, in_dm).await?;
        let header = format!("✓ {}", t!(who.locale, "discord-done"));
        let table = done.table();
        Ok(
            match super::hand::panel(table, channel, who.user, who.locale, &[]) {
                Ok(p) => Reply::Update {
                    content: format!("{header}\n{}", p.content),
                    components: p.components,
                },
                Err(_) => Reply::Update {
                    content: header,
                    components: Vec::new(),
                },
            },
        )
    }
}
