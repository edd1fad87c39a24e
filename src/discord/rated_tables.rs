//! The league's side of a table, for the tables service: the league's rules for ending a
//! rated game (`/table end`, `/table remove`), recording results when a game ends, and the
//! server's default table options (`/settings table_options`).

use super::Tables;
use super::refusal::Refusal;
use super::who::Who;
use crate::games::any::GameKind;
use crate::table::registry::Durable;
use crate::table::store::Store;
use crate::table::{ChannelId, Command, GuildId};

impl<S: Store> Tables<S> {
    /// `End` and `Remove` at a table the league rates (`League::table_command`): during a game
    /// only a league moderator may, and an end concedes for the ender.
    pub(super) async fn league_rules(
        &self,
        who: &Who,
        channel: ChannelId,
        command: Command,
    ) -> Result<Command, Refusal> {
        let Some(league) = &self.league else {
            return Ok(command);
        };
        let Some(shared) = self.registry.table(channel).await? else {
            return Ok(command);
        };
        let header = shared.lock().await.header().clone();
        league
            .table_command(&header, &who.caller, command)
            .await
            .map_err(|e| {
                tracing::warn!(%channel, "league rules not read: {e}");
                Refusal::Store
            })
    }

    /// A game (or a Dou Dizhu hand) just ended at a server's table: its results go to the
    /// league now, not at the next `/league` command. Nothing is lost if this fails or the
    /// process dies first: the table's `league_synced` seq then stays behind its log, and the
    /// next start derives it again (`League::catch_up_all`).
    pub(super) async fn record_results(&self, done: &Durable) {
        let Some(league) = &self.league else {
            return;
        };
        let table = done.table();
        let ended = done
            .outbox
            .iter()
            .any(|o| crate::league::derive::ends_a_result(&o.notice));
        if table.header().guild.is_none() || !ended {
            return;
        }
        let id = table.id();
        match self.registry.store().load(id).await {
            Ok(Some(record)) => {
                if let Err(e) = league.record(&record).await {
                    tracing::warn!(%id, "league results not recorded yet: {e}");
                }
            }
            Ok(None) => {}
            Err(e) => tracing::warn!(%id, "league results not recorded yet: {e}"),
        }
    }

    /// A new table's options over the server's defaults (`/settings table_options`): only
    /// the defaults this game and every table know, so a default for another game is no
    /// error here; what the command gives wins. A table the league will rate has no hints
    /// unless it asks for them.
    pub(super) async fn with_guild_defaults(
        &self,
        guild: GuildId,
        kind: GameKind,
        options: crate::games::Options,
    ) -> crate::games::Options {
        let Some(league) = &self.league else {
            return options;
        };
        let options = match league.table_defaults(guild, kind, options.clone()).await {
            Ok(o) => o,
            Err(e) => {
                tracing::warn!(error = %e, "league defaults not read");
                options
            }
        };
        let Some(defaults) = league
            .settings(guild)
            .await
            .ok()
            .and_then(|s| s.table_options)
        else {
            return options;
        };
        let known = |key: &str| {
            kind.option_specs()
                .iter()
                .chain(crate::table::timing::TABLE_OPTION_SPECS)
                .any(|s| s.key == key)
        };
        let mut merged = crate::games::Options::parse_pairs(defaults.split_whitespace());
        merged.0.retain(|k, _| known(k));
        merged.0.extend(options.0);
        merged
    }
}
