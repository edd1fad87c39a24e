//! Buttons and card menus pressed: the action a button carries (by its compact id), the
//! selected cards, a refreshed hand.

use super::components;
use super::custom_id::CustomId;
use super::respond::{Arrival, Reply};
use super::who::Who;
use super::{App, Tables};
use crate::t;
use crate::table::Command;
use crate::table::store::Store;
use serenity::all::{ComponentInteraction, ComponentInteractionDataKind};

impl<S: Store> App<S> {
    pub(super) async fn on_component(&self, c: ComponentInteraction, received: Arrival) {
        let mut who = Who::new(
            c.id,
            &c.user,
            c.member.as_ref(),
            c.guild_id,
            c.channel_id,
            &c.locale,
        );
        self.discord.readers.remember_user(who.user, &c.locale);
        // A server's language override answers its members in that language.
        who.locale = self.discord.readers.reply(who.guild, who.locale);
        tracing::debug!(custom_id = %c.data.custom_id, user = %who.user, "component");
        let message = c.message.id.get();
        let work = async {
            let reply = self.component_reply(&c, &who).await;
            // An update may change the message's picture: delivery's later edits compare
            // against what it shows now.
            if let Some(shown) = reply.picture_after_update() {
                self.discord.delivery.set_picture(message, shown);
            }
            reply
        };
        self.discord
            .answer(c.id, &c.token, received, Some(message), work)
            .await;
    }

    /// The league's buttons are the leagues service's; every other is a table's.
    async fn component_reply(&self, c: &ComponentInteraction, who: &Who) -> Reply {
        match self.leagues.league_component(c, who).await {
            Some(reply) => reply,
            None => self.tables.component_reply(c, who).await,
        }
    }
}

impl<S: Store> Tables<S> {
    async fn component_reply(&self, c: &ComponentInteraction, who: &Who) -> Reply {
        let loc = who.locale;
        let Some(id) = CustomId::decode(&c.data.custom_id) else {
            return Reply::text(format!("✗ {}", t!(loc, "discord-unknown")));
        };
        let channel = id.channel();
        // A button on the player's DM panel: the answer replaces that panel.
        let in_dm = who.channel != channel;
        let result = match id {
            CustomId::Do { action, moment, .. } => {
                let cmd = Command::Chosen { id: action, moment };
                self.run_answering(who, channel, cmd, in_dm)
                    .await
                    .map(|done| self.acted(who, channel, &done, true))
            }
            CustomId::Typed { command, .. } => self
                .run_answering(
                    who,
                    channel,
                    Command::Typed {
                        text: command.clone(),
                    },
                    in_dm,
                )
                .await
                .map(|done| self.acted_as(who, channel, &done, command, true)),
            CustomId::Go { verb, cards, .. } => {
                if cards.is_empty() {
                    Ok(Reply::text(format!(
                        "✗ {}",
                        t!(loc, "discord-nothing-selected")
                    )))
                } else {
                    let echo = format!("{} {cards}", verb.word());
                    let cmd = Command::Act { verb, args: cards };
                    self.run_answering(who, channel, cmd, in_dm)
                        .await
                        .map(|done| self.acted_as(who, channel, &done, echo, true))
                }
            }
            CustomId::Pick { menu, .. } => {
                let mut selected = components::selected_in(&c.message, menu);
                if let ComponentInteractionDataKind::StringSelect { values } = &c.data.kind {
                    selected.extend(values.iter().cloned());
                }
                self.panel(channel, who.user, loc, &selected, None)
                    .await
                    .map(|p| Reply::panel(p, true, Some(&c.message)))
            }
            CustomId::Table { button, .. } => self.live_button(who, channel, button).await,
            CustomId::Undo { of, .. } => {
                let cmd = Command::Undo { button: Some(of) };
                self.undo_pressed(who, channel, cmd, in_dm).await
            }
            CustomId::Vote { agree, .. } => {
                let cmd = Command::UndoAnswer { agree };
                self.undo_pressed(who, channel, cmd, in_dm).await
            }
            CustomId::Hand { .. } => self
                .panel(channel, who.user, loc, &[], None)
                .await
                .map(|p| Reply::panel(p, true, Some(&c.message))),
        };
        match result {
            Ok(r) => r.kept_on(&c.message),
            // Errors are a new ephemeral message: the panel stays usable.
            Err(e) => Reply::text(self.refusal(&e, loc)),
        }
    }
}
