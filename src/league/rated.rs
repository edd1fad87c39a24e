//! Rated play is fair (docs/league.md#leaving-a-rated-game): at a table the league rates, a
//! game in progress can only be ended or emptied by a league moderator, and an end concedes
//! the game first, so the loss is recorded like a leaver's. Every frontend passes `End` and
//! `Remove` through [`League::table_command`]; the table itself then decides, under its own
//! lock, whether a game is in progress (so a game starting meanwhile changes nothing).

use super::admin::Caller;
use super::derive::opted_out;
use super::error::LeagueError;
use super::service::League;
use crate::table::{Command, TableHeader};

impl League {
    /// Whether the league rates the games of the table of `header`: a season that rates its game ran in the
    /// guild when the table was opened (so results get a season), and it is not `rated=off`.
    /// A game with a bot seat is recorded unrated all the same, but its table is still one the
    /// season covers: ending it mid-game asks a moderator too (a simple rule that a stand-in
    /// bot, seated when a 幺地人 player leaves, cannot open a way around).
    pub async fn rates(&self, header: &TableHeader) -> Result<bool, LeagueError> {
        let Some(guild) = header.guild else {
            return Ok(false);
        };
        if opted_out(&header.options) {
            return Ok(false);
        }
        Ok(self
            .store
            .season_at(guild, header.kind, header.created_at)
            .await?
            .is_some())
    }

    /// The command to run for `caller` at the table of `header`: at a table the league rates, `End` and
    /// `Remove` become their rated forms, which carry whether the caller is a league
    /// moderator; every other command, and every command at another table, is unchanged.
    pub async fn table_command(
        &self,
        header: &TableHeader,
        caller: &Caller,
        command: Command,
    ) -> Result<Command, LeagueError> {
        if !matches!(command, Command::End | Command::Remove { .. }) || !self.rates(header).await? {
            return Ok(command);
        }
        let league_moderator = match header.guild {
            Some(guild) => self.is_admin(guild, caller).await?,
            None => false,
        };
        Ok(match command {
            Command::End => Command::EndRated { league_moderator },
            Command::Remove { seat } => Command::RemoveRated {
                seat,
                league_moderator,
            },
            other => other,
        })
    }
}
