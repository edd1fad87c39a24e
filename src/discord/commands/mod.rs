//! The slash commands, each declared once: a [`Slash`] impl beside its handler carries its
//! shape ([`CommandSpec`]: options, permissions, where, its `/help` entry), its typed options
//! ([`FromOptions`]), the service its handler is given ([`Service`]: tables, leagues,
//! notifications or the bare plumbing), its handler and its suggestions; `discord/mod.rs`
//! lists them in one `registry!` line, which generates the dispatch (no match on names
//! anywhere) and [`SPECS`].
//!
//! The text is Fluent's (`locales/*/commands.ftl`): the English becomes the JSON's `name` and
//! `description`, zh-CN and ja its localizations. `commands/*.json` is what Discord gets
//! without the translations, kept for review and checked against the declarations by a test
//! (`PAIJU_WRITE_COMMANDS=1 cargo test --lib commands::tests` rewrites them).
//!
//! A new command: its `Slash` impl (declaration and handler), its line in `registry!`, its
//! Fluent entries in the three `commands.ftl`; then regenerate `commands/`.

pub mod json;
pub mod options;
pub mod spec;
#[cfg(test)]
mod tests;
pub mod validate;

pub use options::{FromOptions, MoveOptions, Options, TableChoice};
pub use spec::{CommandSpec, Help, OptionSpec};
pub use validate::{valid_name, validate};

use super::respond::Reply;
use super::who::Who;
use super::{App, Discord, Leagues, Notifications, Tables};
use crate::table::store::Store;
use serde_json::Value;
use serenity::all::{AutocompleteChoice, CommandInteraction};
use std::future::Future;
use std::sync::LazyLock;

/// A slash command as it is called: who, and the interaction (its member's roles and
/// permissions).
pub struct Call<'a> {
    pub(in crate::discord) who: &'a Who,
    pub(in crate::discord) interaction: &'a CommandInteraction,
}

/// A service a command's handler may be given: one of [`App`]'s, or the bare plumbing.
pub trait Service<S: Store>: Send + Sync {
    fn of(app: &App<S>) -> &Self;
}

impl<S: Store> Service<S> for Tables<S> {
    fn of(app: &App<S>) -> &Self {
        &app.tables
    }
}

impl<S: Store> Service<S> for Leagues<S> {
    fn of(app: &App<S>) -> &Self {
        &app.leagues
    }
}

impl<S: Store> Service<S> for Notifications<S> {
    fn of(app: &App<S>) -> &Self {
        &app.notifications
    }
}

/// For commands that only answer (`/help`, `/rules`).
impl<S: Store> Service<S> for Discord {
    fn of(app: &App<S>) -> &Self {
        &app.discord
    }
}

/// One slash command: its declaration, its handler, its suggestions.
pub trait Slash {
    const SPEC: CommandSpec;
    type Options: FromOptions + Send;
    /// What its handler works with (`Tables<S>`, `Leagues<S>` …): the handler gets that
    /// service alone, not the whole app.
    type Service<S: Store>: Service<S>;

    /// Answers the command (ephemerally, like every slash reply).
    fn run<S: Store>(
        service: &Self::Service<S>,
        call: &Call<'_>,
        options: Self::Options,
    ) -> impl Future<Output = Reply> + Send;

    /// Suggestions for the option `focused` while `typed` is typed (autocomplete). The
    /// `table` option's are everyone's (the caller's tables) and not asked here.
    fn suggest<S: Store>(
        service: &Self::Service<S>,
        call: &Call<'_>,
        focused: &str,
        typed: &str,
    ) -> impl Future<Output = Vec<AutocompleteChoice>> + Send {
        let _ = (service, call, focused, typed);
        async { Vec::new() }
    }
}

/// Generates, from the list of [`Slash`] types, `SPECS` (in registration order) and
/// `App::dispatch` / `App::dispatch_suggest`, which find a command by its name and hand it
/// the service it names.
macro_rules! registry {
    ($($command:ty),* $(,)?) => {
        /// Every slash command's declaration, in the order Discord gets them.
        pub const SPECS: &[$crate::discord::commands::CommandSpec] =
            &[$(<$command as $crate::discord::commands::Slash>::SPEC),*];

        impl<S: $crate::table::store::Store> App<S> {
            /// Runs the command named `name`; `None`: no such command.
            pub(in crate::discord) async fn dispatch(
                &self,
                call: &$crate::discord::commands::Call<'_>,
            ) -> Option<respond::Reply> {
                use $crate::discord::commands::{FromOptions, Service, Slash};
                let name = call.interaction.data.name.as_str();
                $(
                    if name == <$command as Slash>::SPEC.name {
                        let options = <<$command as Slash>::Options as FromOptions>::from_options(
                            &call.interaction.data.options(),
                        );
                        let service = <<$command as Slash>::Service<S> as Service<S>>::of(self);
                        return Some(<$command as Slash>::run::<S>(service, call, options).await);
                    }
                )*
                None
            }

            /// The suggestions of the command named in `call` for its option `focused`.
            pub(in crate::discord) async fn dispatch_suggest(
                &self,
                call: &$crate::discord::commands::Call<'_>,
                focused: &str,
                typed: &str,
            ) -> Vec<serenity::all::AutocompleteChoice> {
                use $crate::discord::commands::{Service, Slash};
                let name = call.interaction.data.name.as_str();
                $(
                    if name == <$command as Slash>::SPEC.name {
                        let service = <<$command as Slash>::Service<S> as Service<S>>::of(self);
                        return <$command as Slash>::suggest::<S>(service, call, focused, typed).await;
                    }
                )*
                Vec::new()
            }
        }
    };
}
pub(crate) use registry;

fn specs() -> &'static [CommandSpec] {
    super::SPECS
}

/// Every command's name and English JSON (`commands/<name>.json`), in registration order.
pub static DEFINITIONS: LazyLock<Vec<(&'static str, Value)>> = LazyLock::new(|| {
    specs()
        .iter()
        .map(|s| (s.name, json::command(s, false)))
        .collect()
});

/// The definitions as sent to Discord (bulk overwrite), with their translations.
pub fn definitions() -> Vec<Value> {
    specs().iter().map(|s| json::command(s, true)).collect()
}

/// The top-level command names.
pub fn names() -> Vec<&'static str> {
    specs().iter().map(|s| s.name).collect()
}

/// The declaration of the command named `name`.
pub fn spec(name: &str) -> Option<&'static CommandSpec> {
    specs().iter().find(|s| s.name == name)
}

/// Whether the move typed as `typed` (`play`, `bid 2`) is one no slash command can send: a
/// bare verb whose command requires an option (joining a 幺地人 hand and Chowdah's extra
/// turn are a bare `play`; `/play` requires cards). Its button is the only way to make it.
pub fn button_only(typed: &str) -> bool {
    !typed.contains(' ') && spec(typed).is_some_and(CommandSpec::requires_an_option)
}

/// `/help`'s entries from the declarations: the commands' lines in the order a table is
/// played (`(command, subcommand)`), and the moves, which share one line.
pub fn help_entries() -> crate::render::help::Entries {
    let mut lines: Vec<(u8, &'static str, Option<&'static str>)> = Vec::new();
    let mut moves = Vec::new();
    for s in specs() {
        match s.help {
            Help::Line { rank } => lines.push((rank, s.name, None)),
            Help::Subcommands(subs) => {
                lines.extend(subs.iter().map(|&(sub, rank)| (rank, s.name, Some(sub))));
            }
            Help::Move => moves.push(s.name),
        }
    }
    lines.sort_by_key(|&(rank, ..)| rank);
    crate::render::help::Entries {
        commands: lines.into_iter().map(|(_, c, sub)| (c, sub)).collect(),
        moves,
    }
}
