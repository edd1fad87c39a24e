//! The rules layer: four games behind one API, modelled on OpenSpiel's `State`.
//!
//! Everything under `games/` is pure and deterministic: given `(config, seed, actions)` a game
//! always reaches the same state. No async, no I/O, no clock, and no strings shown to people —
//! errors and events are typed, and `render/` turns them into words. That is what lets the
//! table layer rebuild any table by replaying its log, and what lets the same engine serve the
//! terminal, Discord and the tests.
//!
//! The shape of the API is set by the hardest of the four games:
//! - several seats may act at once (`to_act` is a list): 幺地人 asks every entitled player
//!   whether they claim a discard, then resolves by priority;
//! - events carry their audience, so hidden cards can only travel in `Private` events and
//!   `view(seat)`, never in `Public` events or `public_view()`;
//! - a match may span many deals (Chicago to 52 points); `outcome()` is set once it is over.

pub mod any;
pub mod arena;
#[cfg(test)]
mod bot_deadline_tests;
pub mod bots;
pub mod chicago;
pub mod choice;
pub mod chowdah;
pub mod doudizhu;
mod errors;
pub mod hint;
pub mod options;
pub mod rated;
pub mod resample;
pub mod search;
pub mod shuffle;
pub mod undo;
pub mod verbs;
pub mod yaodiren;

use serde::{Deserialize, Serialize};
use std::fmt;
use std::ops::RangeInclusive;
use std::time::Duration;

pub use bots::{Bot, BotCtx, BotParams, Level};
pub use choice::Choice;
pub use errors::{ArgKind, CommandError, DealError, SetupError, TurnError};
pub use hint::{ChanceOf, HintReason};
pub use options::{OptionError, OptionSpec, Options};
pub use rated::{RatedHand, Sides};
pub use undo::Irreversible;
pub use verbs::{Alias, Lang, Verb};

/// Calls `callback! { Kind => Type, … }` with every game paiju hosts: **the one list of
/// the games**. `any` builds `GameKind` and the `Any*` enums from it, and the app crate
/// builds its own per-game dispatch (texts, pictures, commands) the same way, so that no
/// file outside a game's folder names the game. Adding a game is one line here (and its
/// `pub mod` above). `Kind` is the `GameKind` variant; `Type` implements `Game`, and the
/// rest of what differs between games is read from it (`Game::NAME`, `Game::Reason` …).
///
/// # Example
///
/// ```
/// use paiju_rules::games::Game;
///
/// macro_rules! names {
///     ($($kind:ident => $ty:ty),* $(,)?) => {
///         /// Every game's command name, in the list's order.
///         fn names() -> Vec<&'static str> {
///             vec![$(<$ty as Game>::NAME),*]
///         }
///     };
/// }
/// paiju_rules::for_each_game!(names);
///
/// assert_eq!(names().len(), paiju_rules::games::any::GameKind::ALL.len());
/// assert!(names().contains(&"chicago"));
/// ```
#[macro_export]
macro_rules! for_each_game {
    ($callback:ident) => {
        $callback! {
            Doudizhu => $crate::games::doudizhu::DouDizhu,
            Chicago => $crate::games::chicago::Chicago,
            Chowdah => $crate::games::chowdah::Chowdah,
            Yaodiren => $crate::games::yaodiren::Yaodiren,
        }
    };
}

/// A place at the table, numbered from 0 in **turn order**: whoever acts after seat `s` is
/// seat `s + 1` (mod the number of seats). Games played anticlockwise (Dou Dizhu, 幺地人)
/// and clockwise (Chicago, Chowdah) both number seats this way, so "the next player" is the
/// same arithmetic everywhere.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Seat(pub u8);

impl Seat {
    /// The seat at `index` of a table's per-seat lists (hands, scores, names).
    ///
    /// # Panics
    ///
    /// If `index` does not fit a `u8`. It always does: a table has at most 4 seats (see
    /// `Game::SEATS`), and every index passed here is that of a seat of the table.
    pub fn from_index(index: usize) -> Seat {
        Seat(u8::try_from(index).expect("a seat index is below the seat count, at most 4"))
    }

    pub fn index(self) -> usize {
        usize::from(self.0)
    }

    /// The seat that acts after this one at a table of `seats`.
    pub fn next(self, seats: usize) -> Seat {
        Seat::from_index((self.index() + 1) % seats)
    }

    /// The seat `k` places after this one in turn order.
    pub fn after(self, k: usize, seats: usize) -> Seat {
        Seat::from_index((self.index() + k) % seats)
    }

    /// All seats of a table, in turn order from seat 0.
    pub fn all(seats: usize) -> impl Iterator<Item = Seat> {
        (0..seats).map(Seat::from_index)
    }
}

/// A count that events and views carry as a `u8`: cards in a hand, the stock or a discard
/// pile, tricks played, tiles left. Every such count is bounded by the cards or tiles of a
/// game (two decks and their jokers at most), so it fits; one that did not would show as 255
/// rather than wrap round.
pub fn count_u8(n: usize) -> u8 {
    u8::try_from(n).unwrap_or(u8::MAX)
}

impl fmt::Display for Seat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

/// Who may learn of an event.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Audience {
    /// Everyone at the table and in the channel.
    Public,
    /// Only this seat (its DM, its ephemeral replies).
    Private(Seat),
}

/// What the seats to act are doing, for the public line that names them ("▶ Ann to bid.").
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TurnKind {
    /// A turn of play: a card, a draw, a discard, a call.
    #[default]
    Play,
    /// An auction (Dou Dizhu's bidding for the landlord).
    Bid,
    /// Throwing cards and drawing as many (Chicago's exchanges).
    Exchange,
    /// Calling a contract or not (Chicago's call, before the tricks).
    Call,
}

/// An event with its audience attached by the rules, not guessed later by a frontend.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Tagged<E> {
    pub audience: Audience,
    pub event: E,
}

impl<E> Tagged<E> {
    pub fn public(event: E) -> Self {
        Tagged {
            audience: Audience::Public,
            event,
        }
    }

    pub fn private(seat: Seat, event: E) -> Self {
        Tagged {
            audience: Audience::Private(seat),
            event,
        }
    }

    pub fn is_public(&self) -> bool {
        self.audience == Audience::Public
    }

    pub fn map<F>(self, f: impl FnOnce(E) -> F) -> Tagged<F> {
        Tagged {
            audience: self.audience,
            event: f(self.event),
        }
    }
}

/// A finished game: each seat's net result in seat order (stake won or lost, or points), and
/// the winning seats.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Outcome {
    pub scores: Vec<i64>,
    pub winners: Vec<Seat>,
}

/// A new game and what its deal announced.
#[derive(Clone, Debug)]
pub struct Started<G: Game> {
    pub game: G,
    pub events: Vec<Tagged<G::Event>>,
}

/// One game's rules behind the common API. The table layer drives every game through this
/// trait (via the `any::AnyGame` enum), so nothing above `games/` knows a game's internals.
pub trait Game: Clone + fmt::Debug + Send + Sync + Sized + 'static {
    /// Player count and variants: one value per table setting the game's docs/rules page names.
    type Config: Clone + fmt::Debug + PartialEq + Serialize + for<'de> Deserialize<'de>;
    /// One move by one seat. Serialized into the table log, so its JSON is forever.
    type Action: Clone + fmt::Debug + PartialEq + Serialize + for<'de> Deserialize<'de>;
    /// What happened, for the frontends to announce (typed, not text).
    type Event: Clone + fmt::Debug + PartialEq + Serialize;
    /// What one seat (or the channel) may see.
    type View: Clone + fmt::Debug + Serialize;
    /// An explicit deal (tests, puzzles, dispute review), as read from a deal file.
    type Deal: Clone + fmt::Debug + PartialEq + Serialize + for<'de> Deserialize<'de>;
    /// What one seat knows when it is to act: its view plus the public history it has seen.
    /// Bots decide from this alone (see `bots`).
    type Info: Clone + fmt::Debug + PartialEq;
    /// The game's bot, at every level.
    type Bot: Bot<Self>;
    /// Why an action was refused: one variant per reason a user can be told, and the turn
    /// checks every game shares.
    type Error: std::error::Error + Clone + fmt::Debug + PartialEq + Serialize + From<TurnError>;
    /// Why the game's bot suggests a move, beyond the reasons every game gives (`/hint`):
    /// `HintReason::Game` carries it.
    type Reason: Clone + fmt::Debug + PartialEq + Eq + Serialize;

    /// How many players the game is for.
    const SEATS: RangeInclusive<usize>;

    // What the app and the league know of a game by name, without naming it: `any` and
    // `for_each_game!` list the games once, and read the rest from here.
    /// The command name (`doudizhu`): the game's `GameKind` name, in logs and commands.
    const NAME: &'static str;
    /// Other names a player may type for the game (`ddz`, 斗地主), lowercase.
    const NAME_ALIASES: &'static [&'static str] = &[];
    /// Whether each hand is a rated result of its own (`rated_hand`) rather than the whole
    /// match, free-for-all on its final scores.
    const RATES_EACH_HAND: bool = false;
    /// The seat this event shows conceding, in the league's eyes
    /// (docs/league.md#leaving-a-rated-game).
    fn forfeited(_event: &Self::Event) -> Option<Seat> {
        None
    }
    /// The rated result this event settles, when the game `RATES_EACH_HAND`.
    fn rated_hand(_event: &Self::Event) -> Option<RatedHand> {
        None
    }

    /// How long a seat has for its turn unless the table says otherwise: long enough for a
    /// table played over days to survive a night.
    const DEFAULT_TURN_TIMEOUT: Duration = Duration::from_secs(12 * 60 * 60);

    /// Words other than the English verbs that players type for this game's moves, in every
    /// language paiju speaks (`出`, `不要`, `碰`, `パス`): read by `verbs::split_command`.
    const ALIASES: &'static [Alias];

    /// The game's table settings (`players`, variants), each declared once: its key, values
    /// and default. `configure` reads them through these specs; help texts, the slash
    /// command's choices and validation come from the same list.
    fn option_specs() -> &'static [OptionSpec];

    /// Builds a config from the game's settings (the table's own keys already taken out);
    /// unknown keys and bad values are errors.
    fn configure(options: &Options) -> Result<Self::Config, OptionError>;

    /// How many seats a config needs.
    fn seat_count(config: &Self::Config) -> usize;

    /// Whether a game of this config is one deal rather than a match of many (what a report
    /// counts games in).
    fn single_deal(_config: &Self::Config) -> bool {
        false
    }

    /// Deals from a seeded RNG (see `shuffle`): the same seed always gives the same deal.
    fn new(config: Self::Config, seed: u64) -> Result<Started<Self>, SetupError>;

    /// Starts from an explicit deal. `seed` feeds anything random later (a redeal).
    fn with_deal(
        config: Self::Config,
        deal: Self::Deal,
        seed: u64,
    ) -> Result<Started<Self>, SetupError>;

    fn config(&self) -> &Self::Config;

    /// The seats that may act now; empty once the game is over. Several seats at once when the
    /// rules ask several players (幺地人 claims).
    fn to_act(&self) -> Vec<Seat>;

    /// Every action `seat` may take now (empty if it is not to act). Games whose action space
    /// is too large to list in full (Chowdah's meld rearrangements) list a representative set
    /// that always contains at least one action when the seat is to act.
    fn legal_actions(&self, seat: Seat) -> Vec<Self::Action>;

    /// The same actions in the order to offer them to a person (autocomplete, buttons): the
    /// likeliest first. By default the order of `legal_actions`.
    fn suggested_actions(&self, seat: Seat) -> Vec<Self::Action> {
        self.legal_actions(seat)
    }

    /// Applies one action of a seat that is to act in a game not yet over (`apply` checked
    /// both). On `Err` the state is exactly as before.
    fn act(
        &mut self,
        seat: Seat,
        action: Self::Action,
    ) -> Result<Vec<Tagged<Self::Event>>, Self::Error>;

    /// Applies one action: refused with a `TurnError` when the game is over or `seat` is not
    /// to act, else as `act`. On `Err` the state is exactly as before.
    fn apply(
        &mut self,
        seat: Seat,
        action: Self::Action,
    ) -> Result<Vec<Tagged<Self::Event>>, Self::Error> {
        let to_act = self.to_act();
        if !to_act.contains(&seat) {
            let refusal = if self.outcome().is_some() {
                TurnError::GameOver
            } else if self.in_claim_window() {
                TurnError::NotYourTurn { to_act: Vec::new() }
            } else {
                TurnError::NotYourTurn { to_act }
            };
            return Err(refusal.into());
        }
        self.act(seat, action)
    }

    /// Everything `seat` may know now.
    fn view(&self, seat: Seat) -> Self::View;

    /// What the channel may know now: no hidden card.
    fn public_view(&self) -> Self::View;

    /// Whether the seats in `to_act` are answering a claim window (幺地人: claim or pass on a
    /// discard) rather than taking a turn. The table gives claim windows their own, shorter
    /// clock and does not DM "your turn" for them the same way.
    fn in_claim_window(&self) -> bool {
        false
    }

    /// The private question `seat` answers in an open claim window (幺地人: what it may claim
    /// on the tile), for a frontend that shows the seat's hand again while it is asked; `None`
    /// when the seat is not asked.
    fn claim_question(&self, _seat: Seat) -> Option<Self::Event> {
        None
    }

    /// Whether `event` is the private question a claim window asks (what `claim_question`
    /// returns): the table shows it as the window stands when a step ends, not as it opened.
    fn is_claim_question(_event: &Self::Event) -> bool {
        false
    }

    /// The pass `seat` must make because it is its only legal move (Dou Dizhu's 要不起: nothing
    /// beats the play on the table; a 幺地人 hand that cannot open), with a private event that
    /// tells its player why. `None` whenever the seat has any other choice, and in a claim
    /// window (nobody is asked there with a pass as the only answer). Under the table option
    /// `options::AUTO_PASS` the table makes this move for the seat at once.
    fn forced_pass(&self, _seat: Seat) -> Option<(Self::Action, Self::Event)> {
        None
    }

    /// What the seats in `to_act` are doing: bidding (Dou Dizhu's auction, announced "to
    /// bid"), exchanging (Chicago, "to exchange") or, by default, playing.
    fn turn_kind(&self) -> TurnKind {
        TurnKind::Play
    }

    /// `Some` once the game is over.
    fn outcome(&self) -> Option<Outcome>;

    /// The safe default when `seat` lets its turn clock run out (pass, stand pat, discard the
    /// drawn card …). `None` when `seat` is not to act.
    fn auto_action(&self, seat: Seat) -> Option<Self::Action>;

    /// What a timeout under `on_timeout = auto` plays for `seat`: the safe move, which never
    /// throws away a won position (a play that goes out, a win that can be claimed). The table
    /// logs the move it chose, so later changes here never alter a replay. Defaults to
    /// `auto_action` (which keeps its old choices for logs written before moves were logged).
    fn timeout_action(&self, seat: Seat) -> Option<Self::Action> {
        self.auto_action(seat)
    }

    /// What `seat` knows now, for its bot; `None` when `seat` is not to act.
    fn info_state(&self, seat: Seat) -> Option<Self::Info>;

    /// What a bot in `seat` plays at `params.level`: built from `info_state(seat)` only, so
    /// it cannot read other hands. `None` when `seat` is not to act.
    fn bot_action_with(&self, seat: Seat, params: &BotParams) -> Option<Self::Action> {
        let info = self.info_state(seat)?;
        Self::Bot::prepare(&info, params.level);
        let mut ctx = BotCtx::new(params);
        Some(Self::Bot::decide(&info, &mut ctx))
    }

    /// Why the bot of `info`'s seat would play `action`, in one short reason (`/hint`).
    fn hint_reason(_info: &Self::Info, _action: &Self::Action) -> HintReason<Self::Reason> {
        HintReason::Best
    }

    /// The move suggested to `seat` (`/hint`) and why: the bot's move at `params.level`,
    /// from the seat's information only. `None` when `seat` is not to act.
    fn hint(
        &self,
        seat: Seat,
        params: &BotParams,
    ) -> Option<(Self::Action, HintReason<Self::Reason>)> {
        let info = self.info_state(seat)?;
        Self::Bot::prepare(&info, params.level);
        let mut ctx = BotCtx::new(params);
        let action = Self::Bot::decide(&info, &mut ctx);
        let reason = match Self::hint_reason(&info, &action) {
            // No search chose it: "it scored best" would not be true.
            HintReason::Best if !ctx.searched() => HintReason::Usual,
            // A search that scores by the chance of winning says by how much.
            HintReason::Best => ctx
                .edge()
                .and_then(bots::Edge::reason)
                .unwrap_or(HintReason::Best),
            reason => reason,
        };
        Some((action, reason))
    }

    /// What an `easy` bot in `seat` plays (the simulator's and the tests' quick bot). `None`
    /// when `seat` is not to act.
    fn bot_action(&self, seat: Seat) -> Option<Self::Action> {
        self.bot_action_with(seat, &BotParams::easy())
    }

    /// Whether the seat to act is in the middle of its own turn (Chowdah: it drew and has yet
    /// to discard), so the table does not prompt it again as if a new turn began.
    fn mid_turn(&self) -> bool {
        false
    }

    /// Checks the game's invariants (cards conserved, payments balanced …) for the simulator
    /// and property tests. `Err` carries a developer diagnostic, never shown to players.
    fn audit(&self) -> Result<(), String> {
        Ok(())
    }

    /// `seat` concedes (its turn clock ran out under `on_timeout = forfeit`, or it left
    /// mid-game): the game ends at once with `seat` on the losing side.
    fn forfeit(&mut self, seat: Seat) -> Vec<Tagged<Self::Event>>;

    /// The player in `seat` left mid-game. Most games end as on a concession; a game whose
    /// rules go on without the leaver (幺地人) leaves `outcome()` at `None`, and the table
    /// seats a bot in the empty place.
    fn leave(&mut self, seat: Seat) -> Vec<Tagged<Self::Event>> {
        self.forfeit(seat)
    }

    /// Why `action`, which produced `events`, cannot be taken back (`None`: it may be, with
    /// the other players' consent). Each game lists its undoable moves in the "Undo" section
    /// of its docs/rules page: only moves that showed nobody a hidden card or tile.
    fn irreversible(action: &Self::Action, events: &[&Self::Event]) -> Option<Irreversible>;

    /// Turns a user's verb and its argument text into an action for `seat` in the current
    /// state (`pass` means a pass-bid in the auction and a pass in a trick).
    fn parse_command(
        &self,
        seat: Seat,
        verb: Verb,
        args: &str,
    ) -> Result<Self::Action, CommandError>;

    /// What `action` by `seat` is now, in the words of its command: verb, argument, the
    /// seat's own cards it uses, what else it names. Buttons, menus and suggestions are built
    /// from it; its `command_text()` is `command_text(action)`.
    fn choice(&self, seat: Seat, action: &Self::Action) -> Choice;

    /// The command that would produce `action`: `play 33344`, `bid 2`. Inverse of
    /// `parse_command`; for logs, bug reports and the terminal.
    fn command_text(action: &Self::Action) -> String;
}
