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
pub mod command;
pub mod config;
pub mod deal;
pub mod error;
pub mod events;
pub mod hands;
pub mod scoring;
pub mod stock;
pub mod tricks;
pub mod view;

pub use config::{Config, HAND_SIZE, Players, Target};
pub use deal::Deal;
pub use error::RuleError;
pub use events::{Event, MatchEnd};
pub use hands::{Category, HandError, HandValue, Strength, compare, evaluate, strength};
pub use scoring::{PointsFor, Scoring, Showdown};
pub use tricks::{Play, Trick};
pub use view::{ExchangeRecord, ShowdownRecord, Stage, View};

use crate::cards::Card;
use crate::games::options::{OptionError, OptionSpec, Options};
use crate::games::shuffle::{self, DealRng};
use crate::games::{
    Alias, Choice, CommandError, Game, Outcome, Seat, SetupError, Started, Tagged, Verb,
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

    /// Runs everything that needs no decision — skipping locked players, showdowns, the end
    /// of the call window — until a seat must act or the match is over.
    fn advance(&mut self, events: &mut Events) {
        let n = self.seats();
        loop {
            match &mut self.phase {
                Phase::Exchange { round, next } if *next < n => {
                    let (round, turn) = (*round, *next);
                    let seat = self.dealer.after(1 + turn, n);
                    let score = self.scores[seat.index()];
                    // docs/rules/chicago.md#exchanges: locked at 46, checked at each exchange.
                    if score < self.config.target.lock() {
                        return;
                    }
                    self.exchanges.push(ExchangeRecord {
                        round,
                        seat,
                        count: 0,
                        locked: true,
                    });
                    events.push(Tagged::public(Event::ExchangeLocked { seat, round, score }));
                    self.phase = Phase::Exchange {
                        round,
                        next: turn + 1,
                    };
                }
                Phase::Exchange { round, .. } => {
                    let round = *round;
                    let scoring = if round == 1 {
                        Scoring::FirstExchange
                    } else {
                        Scoring::SecondExchange
                    };
                    if self.showdown(scoring, events) {
                        return;
                    }
                    if round == 1 {
                        self.phase = Phase::Exchange { round: 2, next: 0 };
                        events.push(Tagged::public(Event::ExchangeRound { round: 2 }));
                    } else {
                        self.open_call(events);
                    }
                }
                Phase::Call { queue } if queue.is_empty() => self.begin_tricks(events),
                Phase::Call { .. } | Phase::Tricks { .. } | Phase::Over { .. } => return,
            }
        }
    }

    /// Compares every hand; the single best (a pair or better) scores. Returns whether that
    /// ended the match (a royal flush).
    fn showdown(&mut self, scoring: Scoring, events: &mut Events) -> bool {
        let showdown = scoring::showdown(&self.hands_for(scoring));
        events.push(Tagged::public(Event::Showdown {
            scoring,
            showdown: showdown.clone(),
        }));
        let royal = matches!(&showdown, Showdown::Best { value, .. }
            if value.category == Category::RoyalFlush);
        let scorer = showdown.scorer();
        self.showdowns.push(ShowdownRecord { scoring, showdown });
        let Some((seat, points)) = scorer else {
            return false;
        };
        self.score(seat, points as i32, PointsFor::Hand(scoring), events);
        if royal {
            // docs/rules/chicago.md#poker-hands: a royal flush scores 52 and wins at once.
            self.end_match(MatchEnd::RoyalFlush, vec![seat], events);
        }
        royal
    }

    /// The hands a showdown compares. The final hand is the five cards each seat held going
    /// into the tricks (docs/rules/chicago.md#showdowns), i.e. the cards it played.
    fn hands_for(&self, scoring: Scoring) -> Vec<Vec<Card>> {
        match scoring {
            Scoring::FinalHand => Seat::all(self.seats())
                .map(|s| {
                    let mut held = self.hands[s.index()].clone();
                    held.extend(
                        self.tricks
                            .iter()
                            .flat_map(|t| &t.plays)
                            .filter(|p| p.seat == s)
                            .map(|p| p.card),
                    );
                    held
                })
                .collect(),
            _ => self.hands.clone(),
        }
    }

    fn score(&mut self, seat: Seat, change: i32, reason: PointsFor, events: &mut Events) {
        let total = scoring::add_points(self.scores[seat.index()], change);
        self.scores[seat.index()] = total;
        events.push(Tagged::public(Event::Points {
            seat,
            change,
            total,
            reason,
        }));
    }

    /// docs/rules/chicago.md#the-chicago-call: after the second scoring and before the first
    /// lead, a player with 15 or more may declare; the first declarer from the dealer's left is
    /// the only one. Every eligible seat is asked in that order until one declares.
    fn open_call(&mut self, events: &mut Events) {
        let n = self.seats();
        let queue: Vec<Seat> = if self.config.chicago_call {
            (1..=n)
                .map(|k| self.dealer.after(k, n))
                .filter(|s| self.scores[s.index()] >= scoring::CHICAGO_MIN_SCORE)
                .collect()
        } else {
            Vec::new()
        };
        if !queue.is_empty() {
            events.push(Tagged::public(Event::ChicagoAsked {
                seats: queue.clone(),
            }));
        }
        self.phase = Phase::Call { queue };
    }

    /// docs/rules/chicago.md#tricks: left of the dealer leads the first trick, the declarer if
    /// there is one.
    fn begin_tricks(&mut self, events: &mut Events) {
        let leader = self
            .declarer
            .unwrap_or_else(|| self.dealer.next(self.seats()));
        self.phase = Phase::Tricks { turn: leader };
        events.push(Tagged::public(Event::TricksBegin { leader }));
    }

    fn apply_discard(&mut self, seat: Seat, thrown: Vec<Card>) -> Result<Events, RuleError> {
        let Phase::Exchange { round, next } = self.phase else {
            return Err(RuleError::NotExchanging);
        };
        let hand = &self.hands[seat.index()];
        for (i, card) in thrown.iter().enumerate() {
            if thrown[..i].contains(card) {
                return Err(RuleError::Repeated { card: *card });
            }
            if !hand.contains(card) {
                return Err(RuleError::NotHeld { card: *card });
            }
        }
        let drawn = self.stock.exchange(&thrown, &mut self.rng);
        let hand = &mut self.hands[seat.index()];
        hand.retain(|c| !thrown.contains(c));
        hand.extend_from_slice(&drawn.cards);
        *hand = scoring::sorted_hand(hand);
        let count = thrown.len() as u8;
        self.exchanges.push(ExchangeRecord {
            round,
            seat,
            count,
            locked: false,
        });
        let mut events = vec![Tagged::public(Event::Exchanged { seat, round, count })];
        if let Some(cards) = drawn.reshuffled {
            events.push(Tagged::public(Event::StockReshuffled {
                cards: cards as u8,
            }));
        }
        if count > 0 {
            events.push(Tagged::private(
                seat,
                Event::Drew {
                    seat,
                    round,
                    thrown,
                    drawn: drawn.cards,
                },
            ));
            events.push(self.hand_event(seat));
        }
        self.phase = Phase::Exchange {
            round,
            next: next + 1,
        };
        self.advance(&mut events);
        Ok(events)
    }

    fn apply_call(&mut self, seat: Seat, declare: bool) -> Result<Events, RuleError> {
        let Phase::Call { queue } = &mut self.phase else {
            return Err(if self.config.chicago_call {
                RuleError::NotCalling
            } else {
                RuleError::CallNotPlayed
            });
        };
        queue.retain(|&s| s != seat);
        let mut events = Vec::new();
        if declare {
            self.declarer = Some(seat);
            events.push(Tagged::public(Event::ChicagoDeclared { seat }));
            // The first declarer is the only one: nobody else is asked.
            self.begin_tricks(&mut events);
        } else {
            events.push(Tagged::public(Event::ChicagoDeclined { seat }));
            self.advance(&mut events);
        }
        Ok(events)
    }

    fn apply_play(&mut self, seat: Seat, card: Card) -> Result<Events, RuleError> {
        let n = self.seats();
        if !matches!(self.phase, Phase::Tricks { .. }) {
            return Err(RuleError::NotPlaying);
        }
        let hand = &self.hands[seat.index()];
        if !hand.contains(&card) {
            return Err(RuleError::NotHeld { card });
        }
        if !tricks::legal_plays(hand, &self.trick).contains(&card) {
            // docs/rules/chicago.md#tricks: follow the led suit if able.
            let lead = self.trick.plays[0].card;
            return Err(RuleError::MustFollowSuit { card, lead });
        }
        self.hands[seat.index()].retain(|&c| c != card);
        self.trick.plays.push(Play { seat, card });
        let number = self.tricks.len() as u8 + 1;
        let mut events = vec![
            Tagged::public(Event::Played {
                seat,
                card,
                trick: number,
            }),
            self.hand_event(seat),
        ];
        if self.trick.plays.len() < n {
            self.phase = Phase::Tricks { turn: seat.next(n) };
            return Ok(events);
        }
        let winner = self.trick.winning().map_or(seat, |p| p.seat);
        self.tricks.push(std::mem::take(&mut self.trick));
        self.trick_winners.push(winner);
        events.push(Tagged::public(Event::TrickWon {
            seat: winner,
            trick: number,
        }));
        if number < tricks::TRICKS {
            // docs/rules/chicago.md#tricks: the winner leads.
            self.phase = Phase::Tricks { turn: winner };
        } else {
            self.end_deal(&mut events);
        }
        Ok(events)
    }

    /// The fifth trick is done: the last trick (or the call) scores, then the final hands;
    /// then the match ends or the next deal starts.
    fn end_deal(&mut self, events: &mut Events) {
        for (seat, change, reason) in scoring::trick_points(self.declarer, &self.trick_winners) {
            self.score(seat, change, reason, events);
        }
        if self.showdown(Scoring::FinalHand, events) {
            return;
        }
        events.push(Tagged::public(Event::DealOver {
            deal: self.deal_no,
            scores: self.scores.clone(),
        }));
        // docs/rules/chicago.md#a-match: the game ends after any deal in which someone reached
        // the target; highest score wins; a tie at the top plays another deal.
        let top = self.scores.iter().copied().max().unwrap_or(0);
        if top >= self.config.target.points() {
            let leaders = self.seats_with(top, None);
            if leaders.len() == 1 {
                self.end_match(MatchEnd::Target, leaders, events);
                return;
            }
            events.push(Tagged::public(Event::TieAtTop {
                seats: leaders,
                score: top,
            }));
        }
        // docs/rules/chicago.md#seats-and-direction: the deal passes clockwise, to the dealer's
        // left.
        let dealer = self.dealer.next(self.seats());
        let deal = deal::random_deal(self.config.players, dealer, &mut self.rng);
        self.install(deal, events);
    }

    fn seats_with(&self, score: u32, except: Option<Seat>) -> Vec<Seat> {
        Seat::all(self.seats())
            .filter(|&s| Some(s) != except && self.scores[s.index()] == score)
            .collect()
    }

    fn end_match(&mut self, reason: MatchEnd, winners: Vec<Seat>, events: &mut Events) {
        events.push(Tagged::public(Event::MatchOver {
            reason,
            scores: self.scores.clone(),
            winners: winners.clone(),
        }));
        self.phase = Phase::Over { reason, winners };
    }

    fn build_view(&self, viewer: Option<Seat>) -> View {
        let stage = self.stage();
        let hand = viewer.map(|s| self.hands[s.index()].clone());
        View {
            viewer,
            players: self.seats() as u8,
            target: self.config.target.points(),
            lock: self.config.target.lock(),
            chicago_call: self.config.chicago_call,
            deal: self.deal_no,
            dealer: self.dealer,
            scores: self.scores.clone(),
            stage,
            to_act: self.to_act(),
            hand_value: hand.as_deref().map(hands::value_of),
            hand,
            hand_sizes: self.hands.iter().map(|h| h.len() as u8).collect(),
            stock_size: self.stock.len() as u8,
            discard_size: self.stock.discard_count() as u8,
            exchanges: self.exchanges.clone(),
            showdowns: self.showdowns.clone(),
            call_queue: match &self.phase {
                Phase::Call { queue } => queue.clone(),
                _ => Vec::new(),
            },
            declarer: self.declarer,
            tricks: self.tricks.clone(),
            trick_winners: self.trick_winners.clone(),
            trick: self.trick.clone(),
            winners: match &self.phase {
                Phase::Over { winners, .. } => Some(winners.clone()),
                _ => None,
            },
        }
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

    const SEATS: std::ops::RangeInclusive<usize> = 2..=4;
    const ALIASES: &'static [Alias] = command::ALIASES;

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
        let dealer = Seat(shuffle::below(&mut rng, config.seats()) as u8);
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
            let hint = Action::Discard(bot::exchange(&self.hands[seat.index()]));
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

    fn bot_action(&self, seat: Seat) -> Option<Action> {
        if !self.to_act().contains(&seat) {
            return None;
        }
        Some(bot::choose(&self.view(seat)))
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
        if matches!(self.phase, Phase::Over { .. }) || seat.index() >= self.seats() {
            return Vec::new();
        }
        let mut events = vec![Tagged::public(Event::Forfeited { seat })];
        let had = self.scores[seat.index()];
        if had > 0 {
            self.score(seat, -(had as i32), PointsFor::Forfeit, &mut events);
        }
        let top = Seat::all(self.seats())
            .filter(|&s| s != seat)
            .map(|s| self.scores[s.index()])
            .max()
            .unwrap_or(0);
        let winners = self.seats_with(top, Some(seat));
        self.end_match(MatchEnd::Forfeit, winners, &mut events);
        events
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
