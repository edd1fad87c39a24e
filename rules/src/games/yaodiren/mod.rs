//! 幺地人 (Sichuan long cards, 长牌) for 3 players, per docs/rules/yaodiren.md.
//!
//! A game is a match of `hands` hands (option, default 3). Each hand: deal (20 each, the dealer
//! 21, 44 in the stock) → 起牌: from the dealer each player opens or not (only a hand whose
//! best-case estimate qualifies may open; nobody opens → the same dealer deals again) → the
//! players who did not open play or fold → 偷牌 extra draws → the dealer discards first → claim
//! windows on every discard and flip, resolved by priority → a win (胡) or 荒牌. The winner
//! deals the next hand; after 荒牌 the dealer stays. `outcome()` scores are the net payments.
//!
//! Seats are numbered in turn order: play is anticlockwise
//! (docs/rules/yaodiren.md#table-seats-and-the-match), and the player after seat `s` is
//! `s.next(3)`.
//!
//! Claim windows: every seat entitled to some claim on the tile is in `to_act` at once; each
//! answers a claim or `pass`. A window closes as soon as no unanswered seat could outrank the
//! best claim made (at the latest when all have answered), and the best claim wins. A seat
//! whose only possible answer is a mandatory 杀 or 吐火 is answered for automatically; a seat
//! that may also 胡 chooses between the two, and may not pass. Windows where nobody is entitled
//! are skipped without asking anyone.

pub mod bot;
pub mod claims;
mod claims_window;
pub mod command;
pub mod config;
pub mod deal;
mod discard_turn;
pub mod error;
pub mod estimate;
pub mod events;
pub mod fan;
mod hand_end;
mod hint;
pub mod info;
pub mod kan;
mod opening;
mod packed;
pub mod resample;
pub mod settlement;
pub mod split;
pub mod view;

pub use claims::{Claim, ClaimKind, Origin};
pub use config::{Config, Payment};
pub use deal::Deal;
pub use error::RuleError;
pub use estimate::{Estimate, Group, opening_estimate};
pub use events::{Answer, Event, Lock};
pub use fan::{FanSource, threshold};
pub use hint::Reason;
pub use info::Info;
pub use kan::{Kan, KanKind};
pub use settlement::{HandEnd, HandResult};
pub use split::{NoSplit, Split, best_split};
pub use view::{Stage, Status, View};

use crate::cards::tiles::{Tile, TileCounts};
use crate::games::options::{OptionError, OptionSpec, Options};
use crate::games::shuffle::{self, DealRng};
use crate::games::{
    Alias, Choice, CommandError, Game, Outcome, Seat, SetupError, Started, Tagged, Verb, count_u8,
};
use claims::Entitlement;
use claims_window::Window;
use serde::{Deserialize, Serialize};

/// Players at a 幺地人 table.
pub const PLAYERS: usize = deal::PLAYERS;

/// One move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Action {
    /// 起牌: open the hand (only with a qualifying estimate).
    Open,
    /// Decline: do not open (opening round), or let a claimable tile go (claim window).
    Pass,
    /// Play the hand without having opened.
    Play,
    /// Sit the hand out.
    Fold,
    Discard(Tile),
    /// A claim in a claim window; `Claim(Hu)` on one's own discard turn declares a win on
    /// one's own tiles (the dealer's opening 21, the draw after a 杀 or 吐火).
    Claim(Claim),
    /// A standing answer (docs/rules/yaodiren.md#standing-answers): pass this tile and every
    /// optional 吃 / 碰 for the rest of the hand. Never passes a 胡; 杀 / 吐火 stay mandatory.
    PassHand,
}

/// One seat's part of the current hand.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Player {
    concealed: TileCounts,
    exposed: Vec<Kan>,
    status: Status,
    extra_draws: u8,
    /// Bit `tile.index()`: 碰 barred on that kind.
    peng_barred: u32,
    /// Bit `tile.index()`: 碰-type wins barred on that kind.
    win_barred: u32,
    /// The standing answer: every optional 吃 / 碰 is passed until the hand ends.
    passing: bool,
}

impl Player {
    fn new(concealed: TileCounts) -> Player {
        Player {
            concealed,
            exposed: Vec::new(),
            status: Status::Waiting,
            extra_draws: 0,
            peng_barred: 0,
            win_barred: 0,
            passing: false,
        }
    }

    fn barred(mask: u32, tile: Tile) -> bool {
        mask & (1 << tile.index()) != 0
    }

    fn barred_tiles(mask: u32) -> Vec<Tile> {
        Tile::ALL
            .into_iter()
            .filter(|&t| Player::barred(mask, t))
            .collect()
    }

    /// 偷牌 still owed, less those drawn.
    fn draws_owed(&self) -> u8 {
        opening::extra_draws(&self.concealed).saturating_sub(self.extra_draws)
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
enum Phase {
    Opening {
        turn: Seat,
    },
    Joining {
        turn: Seat,
    },
    /// `may_win`: the seat's tiles are new to it as a whole — the dealer's opening 21, or
    /// the draw after 杀 / 吐火 — so it may declare a win on them. After 吃 or 碰 it may not:
    /// the tile it took could have been claimed with 胡 instead (docs/rules/yaodiren.md#claims:
    /// after 吃 or 碰, discard), and declining a 碰-type win bars it.
    Discard {
        seat: Seat,
        may_win: bool,
    },
    Window(Window),
    Over,
}

#[derive(Clone, Debug)]
pub struct Yaodiren {
    config: Config,
    /// Feeds every deal after the first (redeals and later hands).
    rng: DealRng,
    /// The hand being played, from 1.
    hand: u32,
    /// Deals so far, redeals included.
    deal: u32,
    dealer: Seat,
    players: Vec<Player>,
    /// The stock in draw order; `stock[drawn..]` is what is left.
    stock: Vec<Tile>,
    drawn: usize,
    river: Vec<(Seat, Tile)>,
    phase: Phase,
    scores: Vec<i64>,
    results: Vec<HandResult>,
    forfeited: Option<Seat>,
    /// A player left during this hand: the next hand's dealer is drawn anew.
    redraw_dealer: bool,
}

type Events = Vec<Tagged<Event>>;

impl Yaodiren {
    fn start(config: Config, rng: DealRng, deal: Deal) -> Started<Yaodiren> {
        let mut game = Yaodiren {
            config,
            rng,
            hand: 1,
            deal: 0,
            dealer: deal.dealer,
            players: vec![Player::new(TileCounts::new()); PLAYERS],
            stock: Vec::new(),
            drawn: 0,
            river: Vec::new(),
            phase: Phase::Over,
            scores: vec![0; PLAYERS],
            results: Vec::new(),
            forfeited: None,
            redraw_dealer: false,
        };
        let events = game.install(deal);
        Started { game, events }
    }

    /// Puts a deal on the table and starts the opening.
    fn install(&mut self, deal: Deal) -> Events {
        self.deal += 1;
        self.dealer = deal.dealer;
        for (i, hand) in deal.hands.iter().enumerate() {
            self.players[deal.seat_of(i).index()] =
                Player::new(TileCounts::from_tiles(hand.iter().copied()));
        }
        self.stock = deal.stock;
        self.drawn = 0;
        self.river.clear();
        self.phase = Phase::Opening { turn: self.dealer };
        let mut events = vec![Tagged::public(Event::Dealt {
            hand: self.hand,
            deal: self.deal,
            dealer: self.dealer,
            hand_sizes: self.hand_sizes(),
            stock: count_u8(self.stock_left()),
        })];
        events.extend(Seat::all(PLAYERS).map(|s| self.hand_event(s)));
        events
    }

    fn hand_sizes(&self) -> Vec<u8> {
        self.players
            .iter()
            .map(|p| count_u8(p.concealed.len()))
            .collect()
    }

    fn hand_event(&self, seat: Seat) -> Tagged<Event> {
        Tagged::private(
            seat,
            Event::Hand {
                seat,
                tiles: self.players[seat.index()].concealed.tiles(),
            },
        )
    }

    fn player(&self, seat: Seat) -> &Player {
        &self.players[seat.index()]
    }

    fn player_mut(&mut self, seat: Seat) -> &mut Player {
        &mut self.players[seat.index()]
    }

    fn active(&self, seat: Seat) -> bool {
        self.player(seat).status.active()
    }

    /// The next seat after `seat` that is in the hand.
    fn next_active(&self, seat: Seat) -> Seat {
        (1..=PLAYERS)
            .map(|k| seat.after(k, PLAYERS))
            .find(|&s| self.active(s))
            .unwrap_or(seat)
    }

    fn draw(&mut self) -> Option<Tile> {
        let t = self.stock.get(self.drawn).copied()?;
        self.drawn += 1;
        Some(t)
    }

    fn is_dealer(&self, seat: Seat) -> bool {
        seat == self.dealer
    }

    // ---- accessors for tests, bots of a seat, and audits ------------------------------------

    pub fn stage(&self) -> Stage {
        match self.phase {
            Phase::Opening { .. } => Stage::Opening,
            Phase::Joining { .. } => Stage::Joining,
            Phase::Discard { .. } => Stage::Discard,
            Phase::Window(_) => Stage::Claim,
            Phase::Over => Stage::Over,
        }
    }

    /// The concealed tiles of `seat` (tests, that seat's bot, private views).
    pub fn concealed(&self, seat: Seat) -> &TileCounts {
        &self.player(seat).concealed
    }

    pub fn exposed(&self, seat: Seat) -> &[Kan] {
        &self.player(seat).exposed
    }

    pub fn status(&self, seat: Seat) -> Status {
        self.player(seat).status
    }

    pub fn dealer(&self) -> Seat {
        self.dealer
    }

    /// The hand being played, from 1.
    pub fn hand_number(&self) -> u32 {
        self.hand
    }

    pub fn stock_left(&self) -> usize {
        self.stock.len() - self.drawn
    }

    /// The tiles still in the stock, in draw order (audits and tests only: hidden from play).
    pub fn stock(&self) -> &[Tile] {
        &self.stock[self.drawn..]
    }

    pub fn river(&self) -> &[(Seat, Tile)] {
        &self.river
    }

    /// The tile of the open claim window.
    pub fn window_tile(&self) -> Option<Tile> {
        match &self.phase {
            Phase::Window(w) => Some(w.tile),
            _ => None,
        }
    }

    /// Every hand settled so far.
    pub fn results(&self) -> &[HandResult] {
        &self.results
    }

    pub fn scores(&self) -> &[i64] {
        &self.scores
    }

    /// What `seat` may claim in the open window (tests and that seat's bot).
    pub fn claims_open_to(&self, seat: Seat) -> Option<(Vec<Claim>, bool)> {
        match &self.phase {
            Phase::Window(w) => w.entitlement(seat).map(|e| (e.claims(), e.may_pass())),
            _ => None,
        }
    }
}

impl Game for Yaodiren {
    type Config = Config;
    type Action = Action;
    type Event = Event;
    type View = View;
    type Deal = Deal;
    type Error = RuleError;
    type Info = Info;
    type Bot = bot::YaodirenBot;
    type Reason = hint::Reason;

    const SEATS: std::ops::RangeInclusive<usize> = 3..=3;
    const ALIASES: &'static [Alias] = command::ALIASES;
    const NAME: &'static str = "yaodiren";
    const NAME_ALIASES: &'static [&'static str] = &["幺地人", "长牌", "川牌", "changpai"];

    fn forfeited(event: &Event) -> Option<Seat> {
        event.forfeited()
    }

    fn hint_reason(info: &Info, action: &Action) -> crate::games::HintReason<hint::Reason> {
        hint::hint_reason(info, action)
    }

    fn option_specs() -> &'static [OptionSpec] {
        config::OPTION_SPECS
    }

    fn configure(options: &Options) -> Result<Config, OptionError> {
        Config::from_options(options)
    }

    fn seat_count(_config: &Config) -> usize {
        PLAYERS
    }

    fn new(config: Config, seed: u64) -> Result<Started<Self>, SetupError> {
        let mut rng = shuffle::rng(seed);
        // docs/rules/yaodiren.md#table-seats-and-the-match: the first dealer is drawn at random.
        let dealer = Seat::from_index(shuffle::below(&mut rng, PLAYERS));
        let deal = deal::random_deal(dealer, &mut rng);
        Ok(Self::start(config, rng, deal))
    }

    fn with_deal(config: Config, deal: Deal, seed: u64) -> Result<Started<Self>, SetupError> {
        deal::validate(&deal)?;
        Ok(Self::start(config, shuffle::rng(seed), deal))
    }

    fn config(&self) -> &Config {
        &self.config
    }

    fn to_act(&self) -> Vec<Seat> {
        match &self.phase {
            Phase::Opening { turn } | Phase::Joining { turn } => vec![*turn],
            Phase::Discard { seat, .. } => vec![*seat],
            Phase::Window(w) => w.pending().map(|(s, _)| s).collect(),
            Phase::Over => Vec::new(),
        }
    }

    fn legal_actions(&self, seat: Seat) -> Vec<Action> {
        if !self.to_act().contains(&seat) {
            return Vec::new();
        }
        match &self.phase {
            Phase::Opening { .. } => {
                let e = opening_estimate(&self.player(seat).concealed, self.is_dealer(seat));
                if e.qualifies {
                    vec![Action::Open, Action::Pass]
                } else {
                    vec![Action::Pass]
                }
            }
            Phase::Joining { .. } => vec![Action::Play, Action::Fold],
            Phase::Discard { may_win, .. } => {
                let p = self.player(seat);
                let mut actions: Vec<Action> = p.concealed.kinds().map(Action::Discard).collect();
                if *may_win && self.self_win(seat).is_some() {
                    actions.push(Action::Claim(Claim::Hu));
                }
                actions
            }
            Phase::Window(w) => {
                let Some(e) = w.entitlement(seat) else {
                    return Vec::new();
                };
                let mut actions: Vec<Action> = e.claims().into_iter().map(Action::Claim).collect();
                if e.may_pass() {
                    actions.push(Action::Pass);
                }
                if e.standing_pass_allowed() {
                    actions.push(Action::PassHand);
                }
                actions
            }
            Phase::Over => Vec::new(),
        }
    }

    fn act(&mut self, seat: Seat, action: Action) -> Result<Events, RuleError> {
        match (&self.phase, action) {
            (Phase::Opening { .. }, Action::Open) => self.apply_open(seat, true),
            (Phase::Opening { .. }, Action::Pass) => self.apply_open(seat, false),
            (Phase::Joining { .. }, Action::Play) => Ok(self.apply_join(seat, true)),
            (Phase::Joining { .. }, Action::Fold) => Ok(self.apply_join(seat, false)),
            (Phase::Discard { .. }, Action::Discard(tile)) => self.apply_discard(seat, tile),
            (Phase::Discard { may_win: true, .. }, Action::Claim(Claim::Hu)) => {
                self.apply_self_win(seat)
            }
            (Phase::Discard { may_win: false, .. }, Action::Claim(Claim::Hu)) => {
                Err(RuleError::WinAfterClaim)
            }
            (Phase::Window(_), Action::Claim(c)) => self.apply_answer(seat, Answer::Claim(c)),
            (Phase::Window(_), Action::Pass) => self.apply_answer(seat, Answer::Pass),
            (Phase::Window(_), Action::PassHand) => self.apply_pass_hand(seat),
            _ => Err(RuleError::NotNow {
                stage: self.stage(),
            }),
        }
    }

    fn view(&self, seat: Seat) -> View {
        self.build_view(Some(seat))
    }

    fn public_view(&self) -> View {
        self.build_view(None)
    }

    fn in_claim_window(&self) -> bool {
        matches!(self.phase, Phase::Window(_))
    }

    fn is_claim_question(event: &Event) -> bool {
        matches!(event, Event::ClaimOptions { .. })
    }

    fn forced_pass(&self, seat: Seat) -> Option<(Action, Event)> {
        self.cannot_open(seat)
    }

    fn claim_question(&self, seat: Seat) -> Option<Event> {
        match &self.phase {
            Phase::Window(w) => w.question(seat),
            _ => None,
        }
    }

    /// Scores are the net payments of the match. Winners: the seats with the top score (none
    /// when all are equal); after a forfeit, every seat but the one that conceded.
    fn outcome(&self) -> Option<Outcome> {
        self.match_outcome()
    }

    /// The rules' default on a timeout: do not open, fold, discard what the bot would, and in
    /// a claim window make the mandatory 杀 / 吐火 or pass (silence never claims a win).
    fn auto_action(&self, seat: Seat) -> Option<Action> {
        if !self.to_act().contains(&seat) {
            return None;
        }
        Some(match &self.phase {
            Phase::Opening { .. } => Action::Pass,
            Phase::Joining { .. } => Action::Fold,
            Phase::Discard { .. } => Action::Discard(bot::easy::choose_discard(
                self.concealed(seat),
                self.exposed(seat).len(),
            )),
            Phase::Window(w) => match w.entitlement(seat).and_then(Entitlement::mandatory) {
                Some(m) => Action::Claim(m),
                None => Action::Pass,
            },
            Phase::Over => return None,
        })
    }

    fn timeout_action(&self, seat: Seat) -> Option<Action> {
        // docs/rules/yaodiren.md#timeouts-and-forfeits: a win that can be claimed is claimed
        // (a win is never lost to sleep); otherwise as `auto_action`.
        let win = Action::Claim(Claim::Hu);
        if self.legal_actions(seat).contains(&win) {
            return Some(win);
        }
        self.auto_action(seat)
    }

    fn info_state(&self, seat: Seat) -> Option<Info> {
        self.to_act().contains(&seat).then(|| self.build_info(seat))
    }

    /// The match ends at once; the hand in progress is void, and the seat that concedes pays
    /// each other seat as if it had lost a 0-番 hand to it (base).
    /// The 105 tiles are all somewhere (stock, river, the tile being claimed, hands and exposed
    /// kans) while a hand is played, and every settled hand's payments balance.
    fn audit(&self) -> Result<(), String> {
        if let Some(r) = self.results().last()
            && r.payments.iter().sum::<i64>() != 0
        {
            return Err(format!(
                "payments of hand {} do not balance: {:?}",
                r.hand, r.payments
            ));
        }
        if self.stage() == Stage::Over {
            return Ok(());
        }
        let mut all = TileCounts::from_tiles(self.stock().iter().copied());
        all.add_all(&TileCounts::from_tiles(
            self.river().iter().map(|(_, t)| *t),
        ));
        for s in Seat::all(PLAYERS) {
            all.add_all(self.concealed(s));
            for k in self.exposed(s) {
                all.add_all(&k.counts());
            }
        }
        if let Some(t) = self.window_tile() {
            all.add(t, 1);
        }
        if all != TileCounts::deck() {
            return Err("tiles not conserved".to_string());
        }
        Ok(())
    }

    fn forfeit(&mut self, seat: Seat) -> Events {
        self.concede(seat)
    }

    fn leave(&mut self, seat: Seat) -> Events {
        self.left(seat)
    }

    fn parse_command(&self, seat: Seat, verb: Verb, args: &str) -> Result<Action, CommandError> {
        command::parse(self, seat, verb, args)
    }

    fn choice(&self, seat: Seat, action: &Action) -> Choice {
        command::choice(self, seat, action)
    }

    fn command_text(action: &Action) -> String {
        command::text(action)
    }

    fn irreversible(action: &Action, events: &[&Event]) -> Option<crate::games::Irreversible> {
        undo::irreversible(action, events)
    }
}

#[cfg(test)]
mod tests;
mod undo;
