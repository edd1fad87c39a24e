//! Undo on Discord: the Undo button on the reply to a move (30 seconds), and the Agree /
//! Refuse buttons that the people asked find on their DM panel (built in `undo_rows`), pressed. The panel of a person asked
//! offers only the answer until they give it (their moves come back once the request is
//! settled); every later post brings the panel up to date, so stale answer buttons never stay.

use super::Tables;
use super::refusal::Refusal;
use super::respond::Reply;
use super::who::Who;
use crate::t;
use crate::table::store::Store;
use crate::table::{ChannelId, Command};

impl<S: Store> Tables<S> {
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
