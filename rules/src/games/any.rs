//! Enum dispatch over the games, so the table layer can hold any game without generics.
//!
//! `any_games!` generates, from the one list of `Kind => Type` that `for_each_game!` (in
//! `games/mod.rs`) hands it, `GameKind` and the wrapper enums (`AnyGame`, `AnyConfig`,
//! `AnyAction`, `AnyEvent`, `AnyView`, `AnyDeal`, `AnyRuleError`, `AnyReason`) with their
//! forwarding methods. This file names no game: what differs between games (names, league
//! facts, hint reasons, bots) is read from `Game` and `Bot`.

use super::options::{OptionError, OptionSpec, Options};
use super::verbs::{self, Alias};
use super::{
    Bot, BotParams, Choice, CommandError, Game, HintReason, Irreversible, Outcome, RatedHand, Seat,
    SetupError, Tagged, TurnKind, Verb,
};
use serde::{Deserialize, Serialize};
use std::fmt;
use std::ops::RangeInclusive;
use std::time::Duration;
use thiserror::Error;

macro_rules! any_games {
    ($($kind:ident => $ty:ty),* $(,)?) => {
        /// The games paiju hosts, one per `Game` (`for_each_game!`); serialized as its name.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
        #[serde(rename_all = "lowercase")]
        pub enum GameKind { $($kind),* }

        /// How many games there are.
        const GAME_COUNT: usize = [$(stringify!($kind)),*].len();

        impl GameKind {
            pub const ALL: [GameKind; GAME_COUNT] = [$(GameKind::$kind),*];

            /// The command name (`Game::NAME`).
            pub fn name(self) -> &'static str {
                match self { $(GameKind::$kind => <$ty as Game>::NAME,)* }
            }

            /// The other names players type for the game (`Game::NAME_ALIASES`).
            pub fn name_aliases(self) -> &'static [&'static str] {
                match self { $(GameKind::$kind => <$ty as Game>::NAME_ALIASES,)* }
            }

            /// Whether each hand is a rated result of its own (`Game::RATES_EACH_HAND`).
            pub fn rates_each_hand(self) -> bool {
                match self { $(GameKind::$kind => <$ty as Game>::RATES_EACH_HAND,)* }
            }

            /// Whether the game has a naive reference agent (`Bot::NAIVE`).
            pub fn has_naive(self) -> bool {
                match self { $(GameKind::$kind => <<$ty as Game>::Bot as Bot<$ty>>::NAIVE.is_some(),)* }
            }
        }

        /// Builds every game's once-per-process bot tables (`Bot::warm_up`), so that no
        /// table's first bot move waits for them: a fraction of a second of work, best done
        /// off the async runtime at start-up.
        pub fn warm_up() {
            $(<<$ty as Game>::Bot as Bot<$ty>>::warm_up();)*
        }

        /// A reason of a game's own (`Game::Reason`), tagged with its game; serializes as the
        /// game's own reason (`{"reason": "stand_pat", …}`).
        #[derive(Clone, Debug, PartialEq, Eq, Serialize)]
        #[serde(untagged)]
        pub enum AnyReason { $($kind(<$ty as Game>::Reason)),* }

        impl AnyEvent {
            /// The seat this event shows conceding, in the league's eyes (`Game::forfeited`).
            pub fn forfeited(&self) -> Option<Seat> {
                match self { $(AnyEvent::$kind(e) => <$ty as Game>::forfeited(e)),* }
            }

            /// The rated result this event settles (`Game::rated_hand`).
            pub fn rated_hand(&self) -> Option<RatedHand> {
                match self { $(AnyEvent::$kind(e) => <$ty as Game>::rated_hand(e)),* }
            }

            /// Whether this is a claim window's private question (`Game::is_claim_question`).
            pub fn is_claim_question(&self) -> bool {
                match self { $(AnyEvent::$kind(e) => <$ty as Game>::is_claim_question(e)),* }
            }
        }

        /// A game of any kind.
        #[derive(Clone, Debug)]
        pub enum AnyGame { $($kind($ty)),* }

        /// A validated configuration, tagged with its game.
        #[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
        #[serde(tag = "game", content = "config", rename_all = "lowercase")]
        pub enum AnyConfig { $($kind(<$ty as Game>::Config)),* }

        /// An action, tagged with its game: `{"doudizhu": {"play": "33344"}}`.
        #[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
        #[serde(rename_all = "lowercase")]
        pub enum AnyAction { $($kind(<$ty as Game>::Action)),* }

        /// An event; serializes as the game's own event (`{"type": "played", …}`).
        #[derive(Clone, Debug, PartialEq, Serialize)]
        #[serde(untagged)]
        pub enum AnyEvent { $($kind(<$ty as Game>::Event)),* }

        #[derive(Clone, Debug, Serialize)]
        #[serde(untagged)]
        pub enum AnyView { $($kind(<$ty as Game>::View)),* }

        /// An explicit deal, tagged with its game.
        #[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
        #[serde(rename_all = "lowercase")]
        pub enum AnyDeal { $($kind(<$ty as Game>::Deal)),* }

        #[derive(Clone, Debug, PartialEq, Error, Serialize)]
        #[serde(untagged)]
        pub enum AnyRuleError {
            $(#[error(transparent)] $kind(<$ty as Game>::Error),)*
            /// An action of another game (a corrupt log or a stale button).
            #[error("an action for another game")]
            WrongGame,
        }

        impl GameKind {
            /// The game's settings, each declared once (`Game::option_specs`).
            pub fn option_specs(self) -> &'static [OptionSpec] {
                match self { $(GameKind::$kind => <$ty as Game>::option_specs(),)* }
            }

            /// How many players the game is for.
            pub fn seats(self) -> RangeInclusive<usize> {
                match self { $(GameKind::$kind => <$ty as Game>::SEATS,)* }
            }

            /// How long a turn lasts unless the table says otherwise.
            pub fn default_turn_timeout(self) -> Duration {
                match self { $(GameKind::$kind => <$ty as Game>::DEFAULT_TURN_TIMEOUT,)* }
            }

            /// The words besides the English verbs that players type for this game.
            pub fn aliases(self) -> &'static [Alias] {
                match self { $(GameKind::$kind => <$ty as Game>::ALIASES,)* }
            }

            /// Reads a typed command with this game's aliases: `出 33344` → (`Play`, `33344`).
            /// The one command parser every frontend uses.
            pub fn split_command(self, text: &str) -> Option<(Verb, String)> {
                verbs::split_command(self.aliases(), text)
            }

            /// Builds a config from the game's settings (the table's own keys taken out).
            pub fn configure(self, options: &Options) -> Result<AnyConfig, OptionError> {
                match self {
                    $(GameKind::$kind => Ok(AnyConfig::$kind(<$ty as Game>::configure(options)?)),)*
                }
            }

            /// Reads a deal file's JSON for this game.
            pub fn parse_deal(self, json: &str) -> Result<AnyDeal, String> {
                match self {
                    $(GameKind::$kind => serde_json::from_str(json)
                        .map(AnyDeal::$kind)
                        .map_err(|e| e.to_string()),)*
                }
            }

            /// The action a compact id (`AnyAction::id`) names; `None` for anything else (a
            /// forged or garbled id).
            pub fn action_from_id(self, id: &str) -> Option<AnyAction> {
                match self {
                    $(GameKind::$kind => serde_json::from_str(id).ok().map(AnyAction::$kind),)*
                }
            }
        }

        impl AnyConfig {
            pub fn kind(&self) -> GameKind {
                match self { $(AnyConfig::$kind(_) => GameKind::$kind),* }
            }

            pub fn seat_count(&self) -> usize {
                match self { $(AnyConfig::$kind(c) => <$ty as Game>::seat_count(c)),* }
            }

            /// Whether a game of this config is one deal rather than a match.
            pub fn single_deal(&self) -> bool {
                match self { $(AnyConfig::$kind(c) => <$ty as Game>::single_deal(c)),* }
            }
        }

        impl AnyGame {
            pub fn kind(&self) -> GameKind {
                match self { $(AnyGame::$kind(_) => GameKind::$kind),* }
            }

            /// Deals a new game from a seed, or from an explicit deal of the same game.
            pub fn start(
                config: AnyConfig,
                deal: Option<AnyDeal>,
                seed: u64,
            ) -> Result<(AnyGame, Vec<Tagged<AnyEvent>>), SetupError> {
                match (config, deal) {
                    $(
                        (AnyConfig::$kind(c), None) => {
                            let s = <$ty as Game>::new(c, seed)?;
                            Ok((AnyGame::$kind(s.game), s.events.into_iter().map(|t| t.map(AnyEvent::$kind)).collect()))
                        }
                        (AnyConfig::$kind(c), Some(AnyDeal::$kind(d))) => {
                            let s = <$ty as Game>::with_deal(c, d, seed)?;
                            Ok((AnyGame::$kind(s.game), s.events.into_iter().map(|t| t.map(AnyEvent::$kind)).collect()))
                        }
                    )*
                    _ => Err(SetupError::DealForAnotherGame),
                }
            }

            pub fn seat_count(&self) -> usize {
                match self { $(AnyGame::$kind(g) => <$ty as Game>::seat_count(g.config())),* }
            }

            pub fn to_act(&self) -> Vec<Seat> {
                match self { $(AnyGame::$kind(g) => g.to_act()),* }
            }

            pub fn in_claim_window(&self) -> bool {
                match self { $(AnyGame::$kind(g) => g.in_claim_window()),* }
            }

            pub fn claim_question(&self, seat: Seat) -> Option<AnyEvent> {
                match self { $(AnyGame::$kind(g) => g.claim_question(seat).map(AnyEvent::$kind)),* }
            }

            pub fn forced_pass(&self, seat: Seat) -> Option<(AnyAction, AnyEvent)> {
                match self {
                    $(AnyGame::$kind(g) => g
                        .forced_pass(seat)
                        .map(|(a, e)| (AnyAction::$kind(a), AnyEvent::$kind(e)))),*
                }
            }

            pub fn turn_kind(&self) -> TurnKind {
                match self { $(AnyGame::$kind(g) => g.turn_kind()),* }
            }

            pub fn mid_turn(&self) -> bool {
                match self { $(AnyGame::$kind(g) => g.mid_turn()),* }
            }

            pub fn legal_actions(&self, seat: Seat) -> Vec<AnyAction> {
                match self {
                    $(AnyGame::$kind(g) => g.legal_actions(seat).into_iter().map(AnyAction::$kind).collect()),*
                }
            }

            pub fn suggested_actions(&self, seat: Seat) -> Vec<AnyAction> {
                match self {
                    $(AnyGame::$kind(g) => g.suggested_actions(seat).into_iter().map(AnyAction::$kind).collect()),*
                }
            }

            /// Applies an action (the game refuses it when the game is over or `seat` is not to
            /// act); an action of another game is refused.
            pub fn apply(
                &mut self,
                seat: Seat,
                action: AnyAction,
            ) -> Result<Vec<Tagged<AnyEvent>>, AnyRuleError> {
                match (self, action) {
                    $((AnyGame::$kind(g), AnyAction::$kind(a)) => g
                        .apply(seat, a)
                        .map(|evs| evs.into_iter().map(|t| t.map(AnyEvent::$kind)).collect())
                        .map_err(AnyRuleError::$kind),)*
                    _ => Err(AnyRuleError::WrongGame),
                }
            }

            pub fn view(&self, seat: Seat) -> AnyView {
                match self { $(AnyGame::$kind(g) => AnyView::$kind(g.view(seat))),* }
            }

            pub fn public_view(&self) -> AnyView {
                match self { $(AnyGame::$kind(g) => AnyView::$kind(g.public_view())),* }
            }

            pub fn outcome(&self) -> Option<Outcome> {
                match self { $(AnyGame::$kind(g) => g.outcome()),* }
            }

            pub fn auto_action(&self, seat: Seat) -> Option<AnyAction> {
                match self { $(AnyGame::$kind(g) => g.auto_action(seat).map(AnyAction::$kind)),* }
            }

            pub fn timeout_action(&self, seat: Seat) -> Option<AnyAction> {
                match self { $(AnyGame::$kind(g) => g.timeout_action(seat).map(AnyAction::$kind)),* }
            }

            /// The easy bot's move (simulator, tests).
            pub fn bot_action(&self, seat: Seat) -> Option<AnyAction> {
                match self { $(AnyGame::$kind(g) => g.bot_action(seat).map(AnyAction::$kind)),* }
            }

            /// The move suggested to `seat` and why (`/hint`).
            pub fn hint(&self, seat: Seat, params: &BotParams) -> Option<(AnyAction, HintReason<AnyReason>)> {
                match self {
                    $(AnyGame::$kind(g) => g
                        .hint(seat, params)
                        .map(|(a, r)| (AnyAction::$kind(a), r.map(AnyReason::$kind))),)*
                }
            }

            /// The naive reference agent's move for `seat` (`Bot::NAIVE`), from the seat's
            /// information only; `None` when the game has none or `seat` is not to act.
            pub fn naive_action(&self, seat: Seat) -> Option<AnyAction> {
                match self {
                    $(AnyGame::$kind(g) => {
                        let naive = <<$ty as Game>::Bot as Bot<$ty>>::NAIVE?;
                        g.info_state(seat).map(|info| AnyAction::$kind(naive(&info)))
                    })*
                }
            }

            /// A bot's move at `params.level`, decided from `seat`'s information only.
            pub fn bot_action_with(&self, seat: Seat, params: &BotParams) -> Option<AnyAction> {
                match self { $(AnyGame::$kind(g) => g.bot_action_with(seat, params).map(AnyAction::$kind)),* }
            }

            pub fn audit(&self) -> Result<(), String> {
                match self { $(AnyGame::$kind(g) => g.audit()),* }
            }

            pub fn forfeit(&mut self, seat: Seat) -> Vec<Tagged<AnyEvent>> {
                match self {
                    $(AnyGame::$kind(g) => g.forfeit(seat).into_iter().map(|t| t.map(AnyEvent::$kind)).collect()),*
                }
            }

            pub fn leave(&mut self, seat: Seat) -> Vec<Tagged<AnyEvent>> {
                match self {
                    $(AnyGame::$kind(g) => g.leave(seat).into_iter().map(|t| t.map(AnyEvent::$kind)).collect()),*
                }
            }

            pub fn parse_command(&self, seat: Seat, verb: Verb, args: &str) -> Result<AnyAction, CommandError> {
                match self { $(AnyGame::$kind(g) => g.parse_command(seat, verb, args).map(AnyAction::$kind)),* }
            }

            /// Why `action`, which produced `events`, cannot be taken back (`Game::irreversible`);
            /// an action of another game never can.
            pub fn irreversible(&self, action: &AnyAction, events: &[Tagged<AnyEvent>]) -> Option<Irreversible> {
                match (self, action) {
                    $((AnyGame::$kind(_), AnyAction::$kind(a)) => {
                        let evs: Vec<&<$ty as Game>::Event> = events
                            .iter()
                            .filter_map(|t| match &t.event {
                                AnyEvent::$kind(e) => Some(e),
                                #[allow(unreachable_patterns)]
                                _ => None,
                            })
                            .collect();
                        <$ty as Game>::irreversible(a, &evs)
                    })*
                    _ => Some(Irreversible::HandOver),
                }
            }

            /// What `action` by `seat` is now, typed: for buttons, menus and suggestions.
            /// `None` for an action of another game.
            pub fn choice(&self, seat: Seat, action: &AnyAction) -> Option<Choice> {
                match (self, action) {
                    $((AnyGame::$kind(g), AnyAction::$kind(a)) => Some(g.choice(seat, a)),)*
                    _ => None,
                }
            }

            /// The command `seat` would type for `action` now, as its `choice` words it (a
            /// Chowdah meld as its hand cards alone); `command_text` for another game's action.
            pub fn typed(&self, seat: Seat, action: &AnyAction) -> String {
                self.choice(seat, action)
                    .map_or_else(|| action.command_text(), |c| c.command_text())
            }
        }

        impl AnyAction {
            /// The command that produces this action (`play 33344`).
            pub fn command_text(&self) -> String {
                match self { $(AnyAction::$kind(a) => <$ty as Game>::command_text(a)),* }
            }

            /// A stable compact id for this action, for a button's custom id: the game's own
            /// action JSON, which is the table log's format and so never changes meaning.
            /// `GameKind::action_from_id` reads it back.
            pub fn id(&self) -> String {
                match self {
                    $(AnyAction::$kind(a) => serde_json::to_string(a).expect("actions serialize"),)*
                }
            }
        }
    };
}

crate::for_each_game!(any_games);

impl GameKind {
    /// Accepts the command name and the other names players type (`ddz`, 斗地主, 长牌 …).
    pub fn from_name(name: &str) -> Option<GameKind> {
        let name = name.trim().to_lowercase();
        GameKind::ALL
            .into_iter()
            .find(|k| k.name() == name || k.name_aliases().contains(&name.as_str()))
    }
}

impl fmt::Display for GameKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

#[cfg(test)]
mod alias_tests {
    use super::GameKind;
    use crate::games::{Lang, Verb};

    /// A game's name is how logs, configs and actions tag it (serde), and how players call
    /// it: one spelling, read back from every name the game answers to.
    #[test]
    fn every_game_serializes_as_its_name_and_is_found_by_each_of_its_names() {
        for kind in GameKind::ALL {
            let json = serde_json::to_string(&kind).unwrap();
            assert_eq!(json, format!("\"{}\"", kind.name()));
            assert_eq!(GameKind::from_name(kind.name()), Some(kind));
            assert_eq!(GameKind::from_name(&kind.name().to_uppercase()), Some(kind));
            for alias in kind.name_aliases() {
                assert_eq!(GameKind::from_name(alias), Some(kind), "{alias}");
            }
        }
        assert_eq!(GameKind::from_name("poker"), None);
    }

    /// Every word a game declares reads back as its verb (with the argument it stands for in
    /// front of what was typed), in every language, with or without an argument after it.
    #[test]
    fn every_alias_of_every_game_reads_as_its_verb_in_every_language() {
        for kind in GameKind::ALL {
            for alias in kind.aliases() {
                let (verb, args) = kind.split_command(alias.word).expect(alias.word);
                assert_eq!(verb, alias.verb, "{kind}: {}", alias.word);
                assert_eq!(args, alias.args, "{kind}: {}", alias.word);
                let typed = format!("{} 3", alias.word);
                let (verb, args) = kind.split_command(&typed).expect(alias.word);
                assert_eq!(verb, alias.verb, "{kind}: {typed}");
                assert!(args.ends_with('3'), "{kind}: {typed} → {args}");
            }
        }
    }

    /// One word means one thing within a game, and every game has Chinese and Japanese words
    /// for passing and for its main move.
    #[test]
    fn each_game_has_its_words_in_chinese_and_japanese_and_none_twice() {
        for kind in GameKind::ALL {
            let aliases = kind.aliases();
            for (i, a) in aliases.iter().enumerate() {
                assert!(
                    !aliases[i + 1..].iter().any(|b| b.word == a.word),
                    "{kind}: {} declared twice",
                    a.word
                );
            }
            for lang in [Lang::Zh, Lang::Ja] {
                assert!(
                    aliases
                        .iter()
                        .any(|a| a.lang == lang && a.verb == Verb::Pass),
                    "{kind}: no {lang:?} word for pass"
                );
                assert!(
                    aliases
                        .iter()
                        .filter(|a| a.lang == lang)
                        .any(|a| a.verb != Verb::Pass),
                    "{kind}: no {lang:?} word for a move"
                );
            }
        }
    }
}
