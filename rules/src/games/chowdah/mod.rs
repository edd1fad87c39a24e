//! Chowdah (rummy + mahjong) for 2–4 players, per docs/rules/chowdah.md.
//!
//! A match is several rounds. A round: deal (each player 13 cards, three face-up discard piles)
//! → turns until someone calls Chowdah or, once the stock is empty, a player cannot or will not
//! draw → every player is scored in their best colour → the next dealer deals.
//!
//! A turn is several actions by the same seat, and `to_act` stays that seat until the turn
//! ends: `Draw` (stock or a pile) → after a pile draw, `Meld` (the seat's new exposed
//! arrangement, which holds the drawn card) → any number of `Swap`s → `Discard` or `Declare`.
//! With the stock empty, `Pass` (not drawing) ends the round.
//!
//! Seats are numbered in turn order: the seat after `s` is `s.next(n)`, which is the player on
//! the left in clockwise play (docs/rules/chowdah.md#seats-and-direction). The dealer's left
//! (`dealer.next(n)`) moves first and deals the next round.

pub mod arrange;
pub mod bot;
pub mod command;
pub mod config;
pub mod contract;
pub mod deal;
pub mod deck;
pub mod distance;
mod draw_phase;
pub mod error;
pub mod events;
mod hint;
pub mod info;
pub mod melds;
pub mod moves;
mod play_phase;
pub mod resample;
mod round_end;
pub mod scoring;
pub mod values;
pub mod view;

pub use config::{Config, Jokers};
pub use contract::{Contract, ContractError};
pub use deal::Deal;
pub use error::RuleError;
pub use events::{Event, RoundEnd, RoundResult};
pub use hint::Reason;
pub use info::Info;
pub use melds::{Meld, MeldError, MeldKind};
pub use scoring::{Detail, Doubling, ScoreError, ScoreRules, Scored, score, score_detail};
pub use view::{Stage, View};

use crate::cards::Card;
use crate::games::options::{OptionError, OptionSpec, Options};
use crate::games::shuffle::{self, DealRng};
use crate::games::{
    Alias, Choice, CommandError, Game, Outcome, Seat, SetupError, Started, Tagged, Verb,
};
use serde::{Deserialize, Serialize};

/// A discard pile, numbered 1 to 3 as players name them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Pile(pub u8);

impl Pile {
    pub const ALL: [Pile; 3] = [Pile(1), Pile(2), Pile(3)];

    /// 0..3 for piles 1..=3.
    pub fn index(self) -> Option<usize> {
        (1..=3).contains(&self.0).then(|| usize::from(self.0 - 1))
    }
}

/// Where a draw comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Source {
    Stock,
    Pile(Pile),
}

/// A joker swap: `give` from the hand for `take` in meld `meld` (from 0) of `owner`'s exposed
/// melds. One of the two is a joker.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Swap {
    pub owner: Seat,
    pub meld: u8,
    pub give: Card,
    pub take: Card,
}

impl Swap {
    /// The `meld` number of the exposed meld at `index` of its owner's melds.
    ///
    /// # Panics
    ///
    /// If `index` does not fit a `u8`. It always does: every meld holds at least 2 of the
    /// deck's cards, so a seat never has more than about 60 melds.
    pub fn meld_number(index: usize) -> u8 {
        u8::try_from(index).expect("a seat has fewer than 255 melds")
    }
}

/// One step of a turn.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Action {
    Draw(Source),
    /// The seat's whole exposed arrangement after melding the card drawn from a pile.
    Meld(Vec<Vec<Card>>),
    Swap(Swap),
    Discard {
        card: Card,
        pile: Pile,
    },
    /// Call Chowdah.
    Declare,
    /// Stock empty: do not draw; the round ends.
    Pass,
    /// Joker variant (docs/rules/chowdah.md#variants): after discarding a joker, take the
    /// extra turn (`true`) or let it go (`false`).
    ExtraTurn(bool),
}

/// Where the player to act is in their turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Step {
    Draw,
    /// Drew `card` from `pile`; it must be melded.
    Meld {
        pile: Pile,
        card: Card,
    },
    /// Drew (the stock card, for the timeout default); may swap, then discard or declare.
    Play {
        from: Source,
        drawn: Option<Card>,
        swaps: u8,
    },
    /// Discarded a joker with `joker-extra-turn` on: to take the extra turn or not.
    ExtraTurn,
}

#[derive(Clone, Debug, PartialEq, Eq)]
struct MatchEnd {
    winners: Vec<Seat>,
}

#[derive(Clone, Debug)]
pub struct Chowdah {
    config: Config,
    /// Deals every round after the first.
    rng: DealRng,
    round: u32,
    contract: Contract,
    dealer: Seat,
    hands: Vec<Vec<Card>>,
    exposed: Vec<Vec<Meld>>,
    piles: [Vec<Card>; 3],
    /// Drawing order reversed: the next card is the last.
    stock: Vec<Card>,
    turn: Seat,
    step: Step,
    totals: Vec<i64>,
    last_round: Option<RoundResult>,
    over: Option<MatchEnd>,
}

impl Chowdah {
    fn players(&self) -> usize {
        self.config.seats()
    }

    fn start(config: Config, rng: DealRng, deal: Deal) -> Started<Chowdah> {
        let n = config.seats();
        let mut game = Chowdah {
            rng,
            round: 0,
            contract: Contract::STANDARD,
            dealer: deal.dealer_seat(),
            hands: vec![Vec::new(); n],
            exposed: vec![Vec::new(); n],
            piles: [Vec::new(), Vec::new(), Vec::new()],
            stock: Vec::new(),
            turn: Seat(0),
            step: Step::Draw,
            totals: vec![0; n],
            last_round: None,
            over: None,
            config,
        };
        let events = game.install(deal);
        Started { game, events }
    }

    /// Puts a round's deal on the table and starts its first turn.
    fn install(&mut self, deal: Deal) -> Vec<Tagged<Event>> {
        let n = self.players();
        self.round += 1;
        self.contract = Contract::for_round(self.round, self.config.contract);
        self.dealer = deal.dealer_seat();
        self.hands = deal.hands;
        for hand in &mut self.hands {
            deck::sort_cards(hand);
        }
        self.exposed = vec![Vec::new(); n];
        self.piles = deal.piles;
        self.stock = deal.stock;
        self.stock.reverse();
        let first = self.dealer.next(n);
        let mut events = vec![Tagged::public(Event::RoundStarted {
            round: self.round,
            contract: self.contract,
            dealer: self.dealer,
            first,
            piles: self.piles.clone(),
            stock: self.stock.len(),
        })];
        events.extend(Seat::all(n).map(|s| self.hand_event(s)));
        events.extend(self.begin_turn(first));
        events
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

    /// The concealed hand of `seat` (tests, bots of that seat, private views).
    pub fn hand(&self, seat: Seat) -> &[Card] {
        &self.hands[seat.index()]
    }

    pub fn exposed(&self, seat: Seat) -> &[Meld] {
        &self.exposed[seat.index()]
    }

    pub fn contract(&self) -> Contract {
        self.contract
    }

    pub fn round(&self) -> u32 {
        self.round
    }

    pub fn stock_len(&self) -> usize {
        self.stock.len()
    }

    pub fn piles(&self) -> &[Vec<Card>; 3] {
        &self.piles
    }

    pub fn totals(&self) -> &[i64] {
        &self.totals
    }

    /// Where the seat to act is in its turn (`Stage::Over` once the match is over).
    pub fn stage(&self) -> Stage {
        if self.over.is_some() {
            return Stage::Over;
        }
        match self.step {
            Step::Draw => Stage::Draw,
            Step::Meld { pile, card } => Stage::Meld { pile, card },
            Step::Play { .. } => Stage::Discard,
            Step::ExtraTurn => Stage::ExtraTurn,
        }
    }

    /// Joker swaps made so far in this turn.
    pub fn swaps_this_turn(&self) -> usize {
        match self.step {
            Step::Play { swaps, .. } => usize::from(swaps),
            _ => 0,
        }
    }

    /// Every card in the game, in hands, melds, piles and stock (tests: cards are conserved).
    pub fn all_cards(&self) -> Vec<Card> {
        let mut all: Vec<Card> = self.hands.iter().flatten().copied().collect();
        all.extend(
            self.exposed
                .iter()
                .flatten()
                .flat_map(|m| m.cards().iter().copied()),
        );
        all.extend(self.piles.iter().flatten().copied());
        all.extend(self.stock.iter().copied());
        if let Step::Meld { card, .. } = self.step {
            all.push(card);
        }
        all
    }
}

impl Game for Chowdah {
    type Config = Config;
    type Action = Action;
    type Event = Event;
    type View = View;
    type Deal = Deal;
    type Error = RuleError;
    type Info = Info;
    type Bot = bot::ChowdahBot;
    type Reason = hint::Reason;

    const SEATS: std::ops::RangeInclusive<usize> = 2..=4;
    /// docs/rules/chowdah.md#a-turn: a turn is a draw, melds and a discard — long enough that a
    /// table played over days gets a whole day for it.
    const DEFAULT_TURN_TIMEOUT: std::time::Duration = std::time::Duration::from_secs(24 * 60 * 60);
    const ALIASES: &'static [Alias] = command::ALIASES;
    const NAME: &'static str = "chowdah";

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

    fn new(config: Config, seed: u64) -> Result<Started<Self>, SetupError> {
        let mut rng = shuffle::rng(seed);
        // docs/rules/chowdah.md#cards-and-the-deal: round 1's dealer is drawn at random.
        let dealer = Seat::from_index(shuffle::below(&mut rng, config.seats()));
        let deal = deal::random_deal(&config, dealer, &mut rng);
        Ok(Self::start(config, rng, deal))
    }

    fn with_deal(config: Config, deal: Deal, seed: u64) -> Result<Started<Self>, SetupError> {
        deal::validate(&config, &deal)?;
        Ok(Self::start(config, shuffle::rng(seed), deal))
    }

    fn config(&self) -> &Config {
        &self.config
    }

    fn to_act(&self) -> Vec<Seat> {
        if self.over.is_some() {
            Vec::new()
        } else {
            vec![self.turn]
        }
    }

    fn legal_actions(&self, seat: Seat) -> Vec<Action> {
        if !self.to_act().contains(&seat) {
            return Vec::new();
        }
        let hand = &self.hands[seat.index()];
        match self.step {
            Step::Draw => {
                let mut actions = Vec::new();
                if self.stock.is_empty() {
                    actions.push(Action::Pass);
                } else {
                    actions.push(Action::Draw(Source::Stock));
                }
                actions.extend(
                    self.drawable_piles(seat)
                        .into_iter()
                        .map(|p| Action::Draw(Source::Pile(p))),
                );
                actions
            }
            Step::Meld { card, .. } => moves::meld_options(
                hand,
                &self.exposed[seat.index()],
                self.contract,
                card,
                Self::LISTED_MELDS,
            )
            .into_iter()
            .map(|melds| Action::Meld(melds.into_iter().map(Vec::from).collect()))
            .collect(),
            Step::Play { swaps, .. } => {
                let mut actions = Vec::new();
                if self.can_declare(seat) {
                    actions.push(Action::Declare);
                }
                actions.extend(self.discards(seat));
                if swaps < Self::LISTED_SWAPS {
                    actions.extend(
                        moves::swaps(hand, &self.exposed)
                            .into_iter()
                            .map(Action::Swap),
                    );
                }
                actions
            }
            Step::ExtraTurn => vec![Action::ExtraTurn(true), Action::ExtraTurn(false)],
        }
    }

    fn act(&mut self, seat: Seat, action: Action) -> Result<Vec<Tagged<Event>>, RuleError> {
        // After a pile draw only the meld may follow (a second draw says it has drawn).
        if let Step::Meld { card, .. } = self.step
            && !matches!(action, Action::Meld(_) | Action::Draw(_))
        {
            return Err(RuleError::MustMeldDrawnCard { card });
        }
        if (self.step == Step::ExtraTurn) != matches!(action, Action::ExtraTurn(_)) {
            return Err(if self.step == Step::ExtraTurn {
                RuleError::ExtraTurnChoice
            } else {
                RuleError::NoExtraTurn
            });
        }
        match action {
            Action::Draw(source) => self.draw(seat, source),
            Action::Meld(groups) => self.meld(seat, groups),
            Action::Swap(swap) => self.swap(seat, swap),
            Action::Discard { card, pile } => self.discard(seat, card, pile),
            Action::Declare => self.declare(seat),
            Action::Pass => self.pass(seat),
            Action::ExtraTurn(take) => Ok(self.extra_turn(seat, take)),
        }
    }

    fn view(&self, seat: Seat) -> View {
        self.build_view(Some(seat))
    }

    fn public_view(&self) -> View {
        self.build_view(None)
    }

    fn outcome(&self) -> Option<Outcome> {
        self.over.as_ref().map(|o| Outcome {
            scores: self.totals.clone(),
            winners: o.winners.clone(),
        })
    }

    fn auto_action(&self, seat: Seat) -> Option<Action> {
        if !self.to_act().contains(&seat) {
            return None;
        }
        Some(match self.step {
            Step::Draw if self.stock.is_empty() => Action::Pass,
            Step::Draw => Action::Draw(Source::Stock),
            Step::Meld { .. } => self.legal_actions(seat).into_iter().next()?,
            Step::Play { drawn, .. } => {
                if self.can_declare(seat) {
                    return Some(Action::Declare);
                }
                // Throw back what was drawn (or, after a pile meld, the last hand card).
                let hand = &self.hands[seat.index()];
                let card = drawn
                    .filter(|c| hand.contains(c))
                    .or_else(|| hand.last().copied())?;
                let pile = Pile::ALL
                    .into_iter()
                    .find(|p| self.piles[p.index().expect("1..=3")].is_empty())
                    .unwrap_or(Pile(1));
                Action::Discard { card, pile }
            }
            // The clock ran out on the choice: the turn passes on.
            Step::ExtraTurn => Action::ExtraTurn(false),
        })
    }

    fn info_state(&self, seat: Seat) -> Option<Info> {
        self.to_act().contains(&seat).then(|| self.build_info(seat))
    }

    /// The match ends at once; the round in play is not scored. The totals stand as they are
    /// and the winners are the best of the other seats: the forfeiting seat never wins.
    /// After the draw the same seat melds, swaps and discards: one turn, one prompt.
    fn mid_turn(&self) -> bool {
        !matches!(self.step, Step::Draw | Step::ExtraTurn)
    }

    /// Every card of the two decks and the jokers is somewhere, exactly once per copy.
    fn audit(&self) -> Result<(), String> {
        let mut all = self.all_cards();
        let mut deck = deck::full_deck(self.config.jokers.total(self.config.seats()));
        all.sort();
        deck.sort();
        if all != deck {
            return Err(format!(
                "cards not conserved: {} of {}",
                all.len(),
                deck.len()
            ));
        }
        Ok(())
    }

    fn forfeit(&mut self, seat: Seat) -> Vec<Tagged<Event>> {
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

#[cfg(test)]
mod tests;
mod undo;
