//! Chicago, the Swedish poker-and-tricks game, for 2–4 players, per docs/rules/chicago.md.
//!
//! One `Chicago` value is a whole match: deals follow one another until, after a deal, one
//! seat alone has the top score at or above the target (52, or 30). A deal: five cards each →
//! exchange round 1 → showdown → exchange round 2 → showdown → (the Chicago call, an option) →
//! five tricks → last trick (or the call) scores → the final hands' showdown.
//!
//! Play runs clockwise, and seats are numbered in that order (see `Seat`): the dealer's left is
//! `dealer.next(n)`, and the deal passes to the dealer's left. The first dealer is drawn from the
//! seed (a deal file may name it).

pub mod bot;
mod call_phase;
pub mod command;
pub mod config;
pub mod deal;
mod deal_end;
pub mod error;
pub mod events;
mod exchange_phase;
pub mod hands;
mod hint;
pub mod info;
mod mask;
pub mod resample;
pub mod scoring;
mod showdown;
pub mod stock;
mod trick_phase;
pub mod tricks;
pub mod view;

pub use config::{Config, HAND_SIZE, Players, Target};
pub use deal::Deal;
pub use error::RuleError;
pub use events::{Event, MatchEnd};
pub use hands::{Category, HandError, HandValue, Strength, compare, evaluate, strength};
pub use hint::Reason;
pub use info::Info;
pub use scoring::{PointsFor, Scoring, Showdown};
pub use tricks::{Play, Trick};
pub use view::{ExchangeRecord, ShowdownRecord, Stage, View};

use crate::cards::Card;
use crate::games::options::{OptionError, OptionSpec, Options};
use crate::games::shuffle::{self, DealRng};
use crate::games::{
    Alias, Choice, CommandError, Game, Outcome, Seat, SetupError, Started, Tagged, TurnKind, Verb,
};
use serde::{Deserialize, Serialize};
use stock::Stock;

/// One move. Serialized into the table log: `{"discard": ["Ah", "Kd"]}`, `{"play": "Ah"}`,
/// `"declare_chicago"`, `"pass"`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Action {
    /// Throw these cards (0–5; none = stand pat) and draw as many.
    Discard(Vec<Card>),
    Play(Card),
    /// Declare to win all five tricks (the Chicago call option).
    DeclareChicago,
    /// Decline the Chicago call.
    Pass,
}

#[derive(Clone, Debug, PartialEq, Eq)]
enum Phase {
    /// Exchange round 1 or 2; `next` counts turns taken (or skipped) from the dealer's left.
    Exchange {
        round: u8,
        next: usize,
    },
    /// The Chicago call window; `queue` are the seats still to answer, next first.
    Call {
        queue: Vec<Seat>,
    },
    Tricks {
        turn: Seat,
    },
    Over {
        reason: MatchEnd,
        winners: Vec<Seat>,
    },
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Chicago {
    config: Config,
    /// Feeds the reshuffles of discards and every deal after the first.
    rng: DealRng,
    deal_no: u32,
    dealer: Seat,
    scores: Vec<u32>,
    hands: Vec<Vec<Card>>,
    /// Per seat, the cards it threw this deal that are still face down (a reshuffle puts
    /// every earlier discard back into the stock): private to that seat, which saw them.
    thrown: Vec<Vec<Card>>,
    stock: Stock,
    exchanges: Vec<ExchangeRecord>,
    showdowns: Vec<ShowdownRecord>,
    declarer: Option<Seat>,
    tricks: Vec<Trick>,
    trick_winners: Vec<Seat>,
    trick: Trick,
    phase: Phase,
}

type Events = Vec<Tagged<Event>>;

impl Chicago {
    fn seats(&self) -> usize {
        self.config.seats()
    }

    fn start(config: Config, rng: DealRng, deal: Deal) -> Started<Chicago> {
        let n = config.seats();
        let scores = deal.scores.clone().unwrap_or_else(|| vec![0; n]);
        let mut game = Chicago {
            config,
            rng,
            deal_no: 0,
            dealer: Seat(0),
            scores,
            hands: Vec::new(),
            thrown: Vec::new(),
            stock: Stock::new(Vec::new()),
            exchanges: Vec::new(),
            showdowns: Vec::new(),
            declarer: None,
            tricks: Vec::new(),
            trick_winners: Vec::new(),
            trick: Trick::default(),
            phase: Phase::Exchange { round: 1, next: 0 },
        };
        let mut events = Vec::new();
        game.install(deal, &mut events);
        Started { game, events }
    }

    /// Puts a deal on the table, then runs the game up to the first seat that must act.
    fn install(&mut self, deal: Deal, events: &mut Events) {
        self.deal_no += 1;
        self.dealer = deal.dealer_or_default(self.config.players);
        self.hands = deal.hands.iter().map(|h| scoring::sorted_hand(h)).collect();
        self.stock = Stock::new(deal.stock);
        self.thrown = vec![Vec::new(); self.hands.len()];
        self.exchanges.clear();
        self.showdowns.clear();
        self.declarer = None;
        self.tricks.clear();
        self.trick_winners.clear();
        self.trick = Trick::default();
        self.phase = Phase::Exchange { round: 1, next: 0 };
        events.push(Tagged::public(Event::Dealt {
            deal: self.deal_no,
            dealer: self.dealer,
            scores: self.scores.clone(),
        }));
        for seat in Seat::all(self.seats()) {
            events.push(self.hand_event(seat));
        }
        events.push(Tagged::public(Event::ExchangeRound { round: 1 }));
        self.advance(events);
    }

    fn hand_event(&self, seat: Seat) -> Tagged<Event> {
        Tagged::private(
            seat,
            Event::Hand {
                seat,
                cards: self.hands[seat.index()].clone(),
            },
        )
    }

    /// The hand of `seat`: for tests, and for the private views of that seat only.
    pub fn hand(&self, seat: Seat) -> &[Card] {
        &self.hands[seat.index()]
    }

    pub fn scores(&self) -> &[u32] {
        &self.scores
    }

    pub fn dealer(&self) -> Seat {
        self.dealer
    }

    pub fn deal_number(&self) -> u32 {
        self.deal_no
    }

    /// The stock in drawing order. Hidden from every player: for tests and audits only.
    pub fn stock_cards(&self) -> &[Card] {
        self.stock.cards()
    }

    /// This deal's face-down discards. Hidden from every player: for tests and audits only.
    pub fn discards(&self) -> &[Card] {
        self.stock.discards()
    }

    /// The cards played to tricks this deal (finished tricks and the one in play).
    pub fn played_cards(&self) -> Vec<Card> {
        self.tricks
            .iter()
            .chain(std::iter::once(&self.trick))
            .flat_map(|t| t.plays.iter().map(|p| p.card))
            .collect()
    }

    pub fn stage(&self) -> Stage {
        match &self.phase {
            Phase::Exchange { round: 1, .. } => Stage::FirstExchange,
            Phase::Exchange { .. } => Stage::SecondExchange,
            Phase::Call { .. } => Stage::ChicagoCall,
            Phase::Tricks { .. } => Stage::Tricks,
            Phase::Over { .. } => Stage::Over,
        }
    }

    /// Why the match ended, once it has.
    pub fn match_end(&self) -> Option<MatchEnd> {
        match &self.phase {
            Phase::Over { reason, .. } => Some(*reason),
            _ => None,
        }
    }
}

impl Game for Chicago {
    type Config = Config;
    type Action = Action;
    type Event = Event;
    type View = View;
    type Deal = Deal;
    type Error = RuleError;
    type Info = Info;
    type Bot = bot::ChicagoBot;
    type Reason = hint::Reason;

    const SEATS: std::ops::RangeInclusive<usize> = 2..=4;
    const ALIASES: &'static [Alias] = command::ALIASES;
    const NAME: &'static str = "chicago";

    fn forfeited(event: &Event) -> Option<Seat> {
        match event {
            Event::Forfeited { seat } => Some(*seat),
            _ => None,
        }
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

    fn seat_count(config: &Config) -> usize {
        config.seats()
    }

    /// The first dealer is drawn from the seed, then the cards are shuffled and dealt.
    fn new(config: Config, seed: u64) -> Result<Started<Self>, SetupError> {
        let mut rng = shuffle::rng(seed);
        let dealer = Seat::from_index(shuffle::below(&mut rng, config.seats()));
        let deal = deal::random_deal(config.players, dealer, &mut rng);
        Ok(Self::start(config, rng, deal))
    }

    fn with_deal(config: Config, deal: Deal, seed: u64) -> Result<Started<Self>, SetupError> {
        deal::validate(config.players, &deal)?;
        Ok(Self::start(config, shuffle::rng(seed), deal))
    }

    fn config(&self) -> &Config {
        &self.config
    }

    fn to_act(&self) -> Vec<Seat> {
        match &self.phase {
            Phase::Exchange { next, .. } => vec![self.dealer.after(1 + next, self.seats())],
            Phase::Call { queue } => queue.first().copied().into_iter().collect(),
            Phase::Tricks { turn } => vec![*turn],
            Phase::Over { .. } => Vec::new(),
        }
    }

    /// The exchanges are announced "▶ Ann to exchange." and the call "▶ Ann to call Chicago
    /// or pass.", not "to play".
    fn turn_kind(&self) -> TurnKind {
        match self.phase {
            Phase::Exchange { .. } => TurnKind::Exchange,
            Phase::Call { .. } => TurnKind::Call,
            _ => TurnKind::Play,
        }
    }

    /// In an exchange: every subset of the hand (32 actions), standing pat first.
    fn legal_actions(&self, seat: Seat) -> Vec<Action> {
        if !self.to_act().contains(&seat) {
            return Vec::new();
        }
        let hand = &self.hands[seat.index()];
        match &self.phase {
            Phase::Exchange { .. } => {
                let mut subsets: Vec<Vec<Card>> = (0u32..1 << hand.len())
                    .map(|bits| {
                        (0..hand.len())
                            .filter(|i| bits & (1 << i) != 0)
                            .map(|i| hand[i])
                            .collect()
                    })
                    .collect();
                subsets.sort_by_key(Vec::len);
                subsets.into_iter().map(Action::Discard).collect()
            }
            Phase::Call { .. } => vec![Action::DeclareChicago, Action::Pass],
            Phase::Tricks { .. } => tricks::legal_plays(hand, &self.trick)
                .into_iter()
                .map(Action::Play)
                .collect(),
            Phase::Over { .. } => Vec::new(),
        }
    }

    /// In an exchange, 32 ways to throw are too many to scan: the bot's exchange (keep what
    /// makes the hand, or a draw) first, standing pat next, then the rest, fewest cards first.
    fn suggested_actions(&self, seat: Seat) -> Vec<Action> {
        let mut actions = self.legal_actions(seat);
        if let Phase::Exchange { .. } = self.phase
            && !actions.is_empty()
        {
            let hint = Action::Discard(bot::easy::exchange(&self.hands[seat.index()]));
            actions.retain(|a| *a != hint);
            actions.insert(0, hint);
        }
        actions
    }

    fn act(&mut self, seat: Seat, action: Action) -> Result<Events, RuleError> {
        match action {
            Action::Discard(cards) => self.apply_discard(seat, cards),
            Action::Play(card) => self.apply_play(seat, card),
            Action::DeclareChicago => self.apply_call(seat, true),
            Action::Pass => self.apply_call(seat, false),
        }
    }

    fn view(&self, seat: Seat) -> View {
        self.build_view(Some(seat))
    }

    fn public_view(&self) -> View {
        self.build_view(None)
    }

    /// Final points per seat; the winners are the top seat (or the royal flush holder).
    fn outcome(&self) -> Option<Outcome> {
        match &self.phase {
            Phase::Over { winners, .. } => Some(Outcome {
                scores: self.scores.iter().map(|&s| i64::from(s)).collect(),
                winners: winners.clone(),
            }),
            _ => None,
        }
    }

    /// Stand pat, decline the call, or play the lowest legal card.
    fn auto_action(&self, seat: Seat) -> Option<Action> {
        if !self.to_act().contains(&seat) {
            return None;
        }
        match &self.phase {
            Phase::Exchange { .. } => Some(Action::Discard(Vec::new())),
            Phase::Call { .. } => Some(Action::Pass),
            Phase::Tricks { .. } => tricks::legal_plays(&self.hands[seat.index()], &self.trick)
                .into_iter()
                .min_by_key(|c| (c.rank().map_or(0, hands::rank_value), c.suit()))
                .map(Action::Play),
            Phase::Over { .. } => None,
        }
    }

    fn timeout_action(&self, seat: Seat) -> Option<Action> {
        // docs/rules/chicago.md#end-of-the-match-timeouts-forfeits: in a trick, the best legal
        // card rather than the lowest.
        match &self.phase {
            Phase::Tricks { .. } if self.to_act().contains(&seat) => {
                tricks::safe_play(&self.hands[seat.index()], &self.trick).map(Action::Play)
            }
            _ => self.auto_action(seat),
        }
    }

    fn info_state(&self, seat: Seat) -> Option<Info> {
        self.to_act().contains(&seat).then(|| self.build_info(seat))
    }

    /// The match ends at once. The quitter's score drops to 0 (a `Points` event says so), the
    /// others keep theirs, and the winners are the top seats among the others.
    /// All 52 cards are somewhere (hands, stock, discards, tricks), each exactly once, and no
    /// score is negative (scores are unsigned, so only conservation can fail).
    fn audit(&self) -> Result<(), String> {
        let mut all: Vec<Card> = self.hands.iter().flatten().copied().collect();
        all.extend_from_slice(self.stock_cards());
        all.extend_from_slice(self.discards());
        all.extend(self.played_cards());
        all.sort();
        let mut deck = Card::deck52();
        deck.sort();
        if all != deck {
            return Err(format!("cards not conserved: {} cards", all.len()));
        }
        Ok(())
    }

    fn forfeit(&mut self, seat: Seat) -> Events {
        self.concede(seat)
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

impl Chicago {
    /// Whether the game waits for an answer to the Chicago call (`pass` means "no" then).
    pub fn in_call_window(&self) -> bool {
        matches!(self.phase, Phase::Call { .. })
    }

    /// Whether the game waits for an exchange (`pass` means "stand pat" then).
    pub fn in_exchange(&self) -> bool {
        matches!(self.phase, Phase::Exchange { .. })
    }
}

#[cfg(test)]
mod tests;
mod undo;
