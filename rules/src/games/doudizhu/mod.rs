//! Dou Dizhu (斗地主) for 3 and 4 players, per docs/rules/doudizhu.md.
//!
//! Flow: deal → auction (redeal while everybody passes) → the kitty is shown and taken by the
//! landlord → the landlord leads → tricks until a hand is empty → settlement; a match of
//! several hands (option `hands`) books each settlement and deals again, the first bid passing
//! to the next seat (`match_play.rs`).
//! Play runs anticlockwise; seats are numbered in that order (see `Seat`).

pub mod auction;
mod auction_phase;
pub mod bot;
pub mod combos;
pub mod command;
pub mod config;
pub mod deal;
pub mod error;
pub mod events;
mod hand_end;
mod hint;
pub mod info;
mod match_play;
pub mod moves;
pub mod plan;
mod play_phase;
pub mod rank;
pub mod resample;
pub mod settlement;
pub mod view;

pub use auction::Bid;
pub use combos::{Combo, Invalid, Kind, classify};
pub use config::{Config, Players};
pub use deal::Deal;
pub use error::RuleError;
pub use events::Event;
pub use hint::Reason;
pub use info::Info;
pub use rank::{DdzRank, RankCounts};
pub use settlement::{Settlement, Spring};
pub use view::View;

use crate::games::options::{OptionError, OptionSpec, Options};
use crate::games::shuffle::{self, DealRng};
use crate::games::{
    Alias, Choice, CommandError, Game, Outcome, Seat, SetupError, Started, Tagged, TurnKind, Verb,
};
use auction::Auction;
use serde::{Deserialize, Serialize};
use view::TrickTurn;

/// One move.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Action {
    Bid(Bid),
    Play(RankCounts),
    Pass,
}

/// The trick-play stage (and, once over, how it ended).
#[derive(Clone, Debug, PartialEq, Eq)]
struct Play {
    landlord: Seat,
    bid: Bid,
    kitty: RankCounts,
    turn: Seat,
    /// The play to beat and who made it; `None` when `turn` leads.
    to_beat: Option<(Seat, Combo)>,
    /// Passes in a row since `to_beat` was played.
    passes: usize,
    trick: Vec<TrickTurn>,
    doublings: u32,
    /// How many times each seat has played cards (for spring).
    plays: Vec<u32>,
    /// The cards each seat has played this deal (public: every play is shown); an array,
    /// not a `Vec`, so handing it to a bot costs no allocation (at most 4 seats).
    played_by: [RankCounts; 4],
}

#[derive(Clone, Debug, PartialEq, Eq)]
enum Phase {
    Auction(Auction),
    Play(Play),
    /// The match is over (the last hand settled, or a concession); `play` is `None` when the
    /// last hand ended during the auction (a forfeit).
    Over {
        play: Option<Play>,
        settlement: Settlement,
    },
}

#[derive(Clone, Debug)]
pub struct DouDizhu {
    config: Config,
    /// Feeds redeals after an all-pass auction.
    rng: DealRng,
    /// Deals of the current hand (redeals after an all-pass count), from 1.
    deal_no: u32,
    first_bidder: Seat,
    /// The hand of the match being played, from 1 (docs/rules/doudizhu.md#a-match-of-several-hands).
    hand_no: u32,
    /// Each seat's sum of the settlements of the hands played so far.
    totals: Vec<i64>,
    /// The seat that conceded, which ended the match.
    forfeited: Option<Seat>,
    hands: Vec<RankCounts>,
    kitty: RankCounts,
    /// Every card played this deal (for the audit).
    played: RankCounts,
    phase: Phase,
}

impl DouDizhu {
    fn players(&self) -> usize {
        self.config.players.count()
    }

    fn start(config: Config, rng: DealRng, deal: Deal) -> Started<DouDizhu> {
        let mut game = DouDizhu {
            config: config.clone(),
            rng,
            deal_no: 0,
            first_bidder: deal.first_bidder,
            hand_no: 1,
            totals: vec![0; config.players.count()],
            forfeited: None,
            hands: Vec::new(),
            kitty: RankCounts::new(),
            played: RankCounts::new(),
            phase: Phase::Auction(Auction::new(deal.first_bidder, 0)),
        };
        let events = game.install(deal);
        Started { game, events }
    }

    fn hand_events(&self, seats: impl Iterator<Item = Seat>) -> Vec<Tagged<Event>> {
        seats
            .map(|seat| {
                Tagged::private(
                    seat,
                    Event::Hand {
                        seat,
                        cards: self.hands[seat.index()],
                    },
                )
            })
            .collect()
    }

    /// The hand of `seat` (tests, bots of that seat, private views).
    pub fn hand(&self, seat: Seat) -> &RankCounts {
        &self.hands[seat.index()]
    }

    pub fn landlord(&self) -> Option<Seat> {
        match &self.phase {
            Phase::Auction(_) => None,
            Phase::Play(p) => Some(p.landlord),
            Phase::Over { play, settlement } => {
                Some(play.as_ref().map_or(settlement.landlord, |p| p.landlord))
            }
        }
    }

    /// The play `seat` has to beat, if it is following.
    pub fn to_beat(&self) -> Option<&Combo> {
        match &self.phase {
            Phase::Play(p) => p.to_beat.as_ref().map(|(_, c)| c),
            _ => None,
        }
    }

    fn stake_so_far(bid: Bid, doublings: u32) -> i64 {
        i64::from(bid.value().max(1)) << doublings.min(60)
    }
}

impl Game for DouDizhu {
    type Config = Config;
    type Action = Action;
    type Event = Event;
    type View = View;
    type Deal = Deal;
    type Error = RuleError;
    type Info = Info;
    type Bot = bot::DdzBot;
    type Reason = hint::Reason;

    const SEATS: std::ops::RangeInclusive<usize> = 3..=4;
    const ALIASES: &'static [Alias] = command::ALIASES;
    const NAME: &'static str = "doudizhu";
    const NAME_ALIASES: &'static [&'static str] = &["ddz", "dou-dizhu", "斗地主"];
    // docs/rules/doudizhu.md#a-match-of-several-hands: each hand is a result.
    const RATES_EACH_HAND: bool = true;

    fn forfeited(event: &Event) -> Option<Seat> {
        event.forfeited()
    }

    fn rated_hand(event: &Event) -> Option<crate::games::RatedHand> {
        event.settled().map(Settlement::rated_hand)
    }

    fn option_specs() -> &'static [OptionSpec] {
        config::OPTION_SPECS
    }

    fn configure(options: &Options) -> Result<Config, OptionError> {
        Config::from_options(options)
    }

    fn seat_count(config: &Config) -> usize {
        config.players.count()
    }

    /// One hand unless the table plays a match of `hands=N` (docs/rules/doudizhu.md).
    fn single_deal(config: &Config) -> bool {
        config.hands == 1
    }

    fn new(config: Config, seed: u64) -> Result<Started<Self>, SetupError> {
        let mut rng = shuffle::rng(seed);
        let deal = deal::random_deal(config.players, &mut rng);
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
            Phase::Auction(a) => vec![a.turn()],
            Phase::Play(p) => vec![p.turn],
            Phase::Over { .. } => Vec::new(),
        }
    }

    fn legal_actions(&self, seat: Seat) -> Vec<Action> {
        if !self.to_act().contains(&seat) {
            return Vec::new();
        }
        match &self.phase {
            Phase::Auction(a) => a.legal_bids().into_iter().map(Action::Bid).collect(),
            Phase::Play(p) => self.play_actions(seat, p),
            Phase::Over { .. } => Vec::new(),
        }
    }

    /// The plays with the most cards first (they are the hardest to type), then in the order
    /// of `legal_actions` (lowest rank first within a kind); bids keep their order.
    fn suggested_actions(&self, seat: Seat) -> Vec<Action> {
        let mut actions = self.legal_actions(seat);
        actions.sort_by_key(|a| match a {
            Action::Play(cards) => std::cmp::Reverse(cards.len()),
            _ => std::cmp::Reverse(0),
        });
        actions
    }

    fn act(&mut self, _seat: Seat, action: Action) -> Result<Vec<Tagged<Event>>, RuleError> {
        match action {
            Action::Bid(bid) => self.apply_bid(bid),
            Action::Play(cards) => self.apply_play(cards),
            Action::Pass => self.apply_pass(),
        }
    }

    fn view(&self, seat: Seat) -> View {
        self.build_view(Some(seat))
    }

    fn public_view(&self) -> View {
        self.build_view(None)
    }

    /// docs/rules/doudizhu.md#trick-play: following a play nothing in the hand beats (要不起).
    fn forced_pass(&self, seat: Seat) -> Option<(Action, Event)> {
        let Phase::Play(p) = &self.phase else {
            return None;
        };
        let (_, play) = p.to_beat.as_ref()?;
        let only_pass = self.legal_actions(seat) == [Action::Pass];
        only_pass.then_some((Action::Pass, Event::CannotBeat { seat, play: *play }))
    }

    fn turn_kind(&self) -> TurnKind {
        if self.in_auction() {
            TurnKind::Bid
        } else {
            TurnKind::Play
        }
    }

    fn outcome(&self) -> Option<Outcome> {
        self.match_outcome()
    }

    fn auto_action(&self, seat: Seat) -> Option<Action> {
        if !self.to_act().contains(&seat) {
            return None;
        }
        Some(match &self.phase {
            Phase::Auction(_) => Action::Bid(Bid::Pass),
            Phase::Play(p) => return self.auto_play(seat, p),
            Phase::Over { .. } => return None,
        })
    }

    fn timeout_action(&self, seat: Seat) -> Option<Action> {
        // docs/rules/doudizhu.md#conceding-turn-clocks-leaving: a play that goes out is made.
        let held = self.hands[seat.index()].len();
        self.legal_actions(seat)
            .into_iter()
            .find(|a| matches!(a, Action::Play(cards) if cards.len() == held))
            .or_else(|| self.auto_action(seat))
    }

    fn hint_reason(info: &Info, action: &Action) -> crate::games::HintReason<hint::Reason> {
        hint::hint_reason(info, action)
    }

    fn info_state(&self, seat: Seat) -> Option<Info> {
        self.to_act().contains(&seat).then(|| self.build_info(seat))
    }

    /// Cards are conserved (hands + played + an untaken kitty = the deck) and a settled hand's
    /// payments sum to zero.
    fn audit(&self) -> Result<(), String> {
        let mut all = self.played;
        for h in &self.hands {
            all.add_all(h);
        }
        // The kitty is still on the table until a landlord takes it (a hand conceded during
        // the auction never gets one).
        if matches!(
            self.phase,
            Phase::Auction(_) | Phase::Over { play: None, .. }
        ) {
            all.add_all(&self.kitty);
        }
        let deck = deal::full_deck(self.config.players);
        if all != deck {
            return Err(format!("cards not conserved: have {all}, deck {deck}"));
        }
        if let Phase::Over { settlement, .. } = &self.phase {
            let sum: i64 = settlement.payments.iter().sum();
            if sum != 0 {
                return Err(format!("payments sum to {sum}: {:?}", settlement.payments));
            }
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

impl DouDizhu {
    pub fn in_auction(&self) -> bool {
        matches!(self.phase, Phase::Auction(_))
    }
}

#[cfg(test)]
mod match_tests;
#[cfg(test)]
mod tests;
mod undo;
