//! The live table message's buttons pressed: join, leave, add a bot, start (or play again),
//! the hand panel, the rules, the results. Anyone in the channel may press them; every answer
//! is ephemeral (a new message only the presser sees), so the live message itself changes
//! only through the outbox.

use super::Tables;
use super::custom_id::TableButton;
use super::refusal::Refusal;
use super::respond::Reply;
use super::who::Who;
use crate::t;
use crate::table::store::Store;
use crate::table::{ChannelId, Command, TableError};

impl<S: Store> Tables<S> {
    pub(super) async fn live_button(
        &self,
        who: &Who,
        channel: ChannelId,
        button: TableButton,
    ) -> Result<Reply, Refusal> {
        let loc = who.locale;
        let done = || Reply::text(format!("✓ {}", t!(loc, "discord-done")));
        match button {
            TableButton::Join => {
                self.run(who, channel, Command::Join).await?;
                Ok(done())
            }
            TableButton::Leave => {
                self.run(who, channel, Command::Leave).await?;
                Ok(done())
            }
            TableButton::AddBot => {
                self.run(who, channel, Command::add_bot()).await?;
                Ok(done())
            }
            // Play again is a new game at the same table: the same seats, the match's totals
            // carried on.
            TableButton::Start | TableButton::Again => self.start_game(who, channel, loc).await,
            TableButton::Hand => self
                .panel(channel, who.user, loc, &[], None)
                .await
                .map(|p| Reply::panel(p, false, None)),
            TableButton::Rules => {
                let table = self
                    .registry
                    .table(channel)
                    .await?
                    .ok_or(TableError::NoTable)?;
                let kind = table.lock().await.header().kind;
                Ok(Reply::text(super::live::rules(loc, kind)))
            }
            TableButton::Results => self.status_reply(channel, loc).await,
        }
    }
}
