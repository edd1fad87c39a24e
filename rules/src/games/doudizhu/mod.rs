//! Dou Dizhu (斗地主) for 3 and 4 players, per docs/rules/doudizhu.md.
//!
//! Flow: deal → auction (redeal while everybody passes) → the kitty is shown and taken by the
//! landlord → the landlord leads → tricks until a hand is empty → settlement.
//! Play runs anticlockwise; seats are numbered in that order (see `Seat`).

pub mod auction;
pub mod bot;
pub mod combos;
pub mod command;
pub mod config;
pub mod deal;
pub mod error;
pub mod events;
pub mod moves;
pub mod rank;
pub mod settlement;
pub mod view;

pub use auction::Bid;
pub use combos::{Combo, Invalid, Kind, classify};
pub use config::{Config, Players};
pub use deal::Deal;
pub use error::RuleError;
pub use events::Event;
pub use rank::{DdzRank, RankCounts};
pub use settlement::{Settlement, Spring};
pub use view::View;

use crate::games::options::{OptionError, OptionSpec, Options};
use crate::games::shuffle::{self, DealRng};
use crate::games::{
    Alias, Choice, CommandError, Game, Outcome, Seat, SetupError, Started, Tagged, TurnError, Verb,
};
use auction::{Auction, AuctionStep};
use serde::{Deserialize, Serialize};
use view::{Stage, TrickTurn};

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
}

#[derive(Clone, Debug, PartialEq, Eq)]
enum Phase {
    Auction(Auction),
    Play(Play),
    /// `play` is `None` when the hand ended during the auction (a forfeit).
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
    deal_no: u32,
    first_bidder: Seat,
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
            config,
            rng,
            deal_no: 0,
            first_bidder: deal.first_bidder,
            hands: Vec::new(),
            kitty: RankCounts::new(),
            played: RankCounts::new(),
            phase: Phase::Auction(Auction::new(deal.first_bidder, 0)),
        };
        let events = game.install(deal);
        Started { game, events }
    }

    /// Puts a deal on the table and opens the auction.
    fn install(&mut self, deal: Deal) -> Vec<Tagged<Event>> {
        self.deal_no += 1;
        self.first_bidder = deal.first_bidder;
        self.hands = deal.hands;
        self.kitty = deal.kitty;
        self.played = RankCounts::new();
        self.phase = Phase::Auction(Auction::new(deal.first_bidder, self.players()));
        let mut events = vec![Tagged::public(Event::Dealt {
            deal: self.deal_no,
            first_bidder: deal.first_bidder,
            hand_size: self.config.players.hand_size() as u8,
        })];
        events.extend(self.hand_events(Seat::all(self.players())));
        events
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

    fn apply_bid(&mut self, bid: Bid) -> Result<Vec<Tagged<Event>>, RuleError> {
        let Phase::Auction(auction) = &mut self.phase else {
            return Err(RuleError::NotBidding);
        };
        let seat = auction.turn();
        let step = auction
            .bid(bid)
            .map_err(|top| RuleError::BidTooLow { bid, top })?;
        let mut events = vec![Tagged::public(Event::Bid { seat, bid })];
        match step {
            AuctionStep::Next(_) => {}
            AuctionStep::Redeal => {
                events.push(Tagged::public(Event::AllPassed));
                let deal = deal::random_deal(self.config.players, &mut self.rng);
                events.extend(self.install(deal));
            }
            AuctionStep::Landlord { seat, bid } => {
                // docs/rules/doudizhu.md#the-kitty: shown to everyone, then taken by the landlord,
                // who leads the first trick.
                let kitty = self.kitty;
                self.hands[seat.index()].add_all(&kitty);
                self.phase = Phase::Play(Play {
                    landlord: seat,
                    bid,
                    kitty,
                    turn: seat,
                    to_beat: None,
                    passes: 0,
                    trick: Vec::new(),
                    doublings: 0,
                    plays: vec![0; self.players()],
                });
                events.push(Tagged::public(Event::Landlord { seat, bid, kitty }));
                events.extend(self.hand_events(std::iter::once(seat)));
            }
        }
        Ok(events)
    }

    fn apply_play(&mut self, cards: RankCounts) -> Result<Vec<Tagged<Event>>, RuleError> {
        let players = self.config.players;
        let n = self.players();
        let Phase::Play(play) = &mut self.phase else {
            return Err(RuleError::StillBidding);
        };
        let seat = play.turn;
        let hand = &mut self.hands[seat.index()];
        if cards.is_empty() {
            return Err(RuleError::NotACombination {
                cards,
                why: Invalid::Empty,
            });
        }
        if !hand.contains(&cards) {
            return Err(RuleError::NotHeld {
                missing: hand.missing(&cards),
            });
        }
        let combo =
            classify(&cards, players).map_err(|why| RuleError::NotACombination { cards, why })?;
        if let Some((_, to_beat)) = &play.to_beat
            && !combo.beats(to_beat)
        {
            let bomb_like = matches!(combo.kind, Kind::Bomb | Kind::Rocket);
            let same_shape = combo.kind == to_beat.kind && combo.len == to_beat.len;
            return Err(if bomb_like || same_shape {
                RuleError::TooLow {
                    play: combo,
                    to_beat: *to_beat,
                }
            } else {
                RuleError::MustMatch {
                    play: combo,
                    to_beat: *to_beat,
                }
            });
        }
        hand.remove(&cards);
        self.played.add_all(&cards);
        let cards_left = hand.len() as u8;
        play.to_beat = Some((seat, combo));
        play.passes = 0;
        play.trick.push(TrickTurn {
            seat,
            play: Some(combo),
        });
        play.plays[seat.index()] += 1;
        let mut events = vec![Tagged::public(Event::Played {
            seat,
            combo,
            cards_left,
        })];
        if combo.doubles_stake(players) {
            play.doublings += 1;
            events.push(Tagged::public(Event::StakeDoubled {
                doublings: play.doublings,
                stake: Self::stake_so_far(play.bid, play.doublings),
            }));
        }
        if cards_left == 0 {
            events.push(self.finish(seat));
        } else {
            events.extend(self.hand_events(std::iter::once(seat)));
            if let Phase::Play(play) = &mut self.phase {
                play.turn = seat.next(n);
            }
        }
        Ok(events)
    }

    fn apply_pass(&mut self) -> Result<Vec<Tagged<Event>>, RuleError> {
        let n = self.players();
        let play = match &mut self.phase {
            Phase::Auction(_) => return self.apply_bid(Bid::Pass),
            Phase::Play(play) => play,
            Phase::Over { .. } => return Err(TurnError::GameOver.into()),
        };
        let seat = play.turn;
        let Some((winner, _)) = play.to_beat else {
            return Err(RuleError::MustLead);
        };
        play.passes += 1;
        play.trick.push(TrickTurn { seat, play: None });
        let mut events = vec![Tagged::public(Event::Passed { seat })];
        // docs/rules/doudizhu.md#trick-play: after N−1 passes in a row, the last player to play
        // leads anything.
        if play.passes == n - 1 {
            play.to_beat = None;
            play.passes = 0;
            play.trick.clear();
            play.turn = winner;
            events.push(Tagged::public(Event::TrickWon { seat: winner }));
        } else {
            play.turn = seat.next(n);
        }
        Ok(events)
    }

    /// `out` emptied their hand: settle.
    fn finish(&mut self, out: Seat) -> Tagged<Event> {
        let n = self.players();
        let Phase::Play(play) = &self.phase else {
            unreachable!("finish outside play")
        };
        let landlord_won = out == play.landlord;
        let spring = if !self.config.spring {
            None
        } else if landlord_won
            && Seat::all(n).all(|s| s == play.landlord || play.plays[s.index()] == 0)
        {
            Some(Spring::Spring)
        } else if !landlord_won && play.plays[play.landlord.index()] <= 1 {
            Some(Spring::ReverseSpring)
        } else {
            None
        };
        let settlement = Settlement::new(
            n,
            play.landlord,
            landlord_won,
            play.bid,
            play.doublings,
            spring,
        );
        let play = play.clone();
        self.phase = Phase::Over {
            play: Some(play),
            settlement: settlement.clone(),
        };
        Tagged::public(Event::Settled { settlement })
    }

    fn build_view(&self, viewer: Option<Seat>) -> View {
        let hand = viewer.map(|s| self.hands[s.index()]);
        let hand_sizes = self.hands.iter().map(|h| h.len() as u8).collect();
        let mut v = View {
            viewer,
            players: self.players() as u8,
            deal: self.deal_no,
            stage: Stage::Auction,
            hand,
            hand_sizes,
            to_act: self.to_act(),
            first_bidder: self.first_bidder,
            bids: Vec::new(),
            landlord: None,
            bid: None,
            kitty: None,
            trick: Vec::new(),
            to_beat: None,
            doublings: 0,
            stake: 0,
            settlement: None,
        };
        let play = match &self.phase {
            Phase::Auction(a) => {
                v.bids = a.history().to_vec();
                v.stake = a.top().map_or(0, |(_, b)| i64::from(b.value()));
                return v;
            }
            Phase::Play(p) => {
                v.stage = Stage::Play;
                Some(p)
            }
            Phase::Over { play, settlement } => {
                v.stage = Stage::Over;
                v.settlement = Some(settlement.clone());
                v.landlord = Some(settlement.landlord);
                v.bid = Some(settlement.bid);
                v.stake = settlement.stake;
                play.as_ref()
            }
        };
        if let Some(p) = play {
            v.landlord = Some(p.landlord);
            v.bid = Some(p.bid);
            v.kitty = Some(p.kitty);
            v.trick = p.trick.clone();
            v.to_beat = p.to_beat;
            v.doublings = p.doublings;
            if v.stage == Stage::Play {
                v.stake = Self::stake_so_far(p.bid, p.doublings);
            }
        }
        v
    }
}

impl Game for DouDizhu {
    type Config = Config;
    type Action = Action;
    type Event = Event;
    type View = View;
    type Deal = Deal;
    type Error = RuleError;

    const SEATS: std::ops::RangeInclusive<usize> = 3..=4;
    const ALIASES: &'static [Alias] = command::ALIASES;

    fn option_specs() -> &'static [OptionSpec] {
        config::OPTION_SPECS
    }

    fn configure(options: &Options) -> Result<Config, OptionError> {
        Config::from_options(options)
    }

    fn seat_count(config: &Config) -> usize {
        config.players.count()
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
            Phase::Play(p) => {
                let follow = p.to_beat.as_ref().map(|(_, c)| c);
                let mut actions: Vec<Action> =
                    moves::legal_plays(&self.hands[seat.index()], self.config.players, follow)
                        .into_iter()
                        .map(|c| Action::Play(c.cards))
                        .collect();
                if follow.is_some() {
                    actions.push(Action::Pass);
                }
                actions
            }
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

    fn outcome(&self) -> Option<Outcome> {
        match &self.phase {
            Phase::Over { settlement, .. } => Some(Outcome {
                scores: settlement.payments.clone(),
                winners: settlement.winners(self.players()),
            }),
            _ => None,
        }
    }

    fn auto_action(&self, seat: Seat) -> Option<Action> {
        if !self.to_act().contains(&seat) {
            return None;
        }
        Some(match &self.phase {
            Phase::Auction(_) => Action::Bid(Bid::Pass),
            Phase::Play(p) if p.to_beat.is_some() => Action::Pass,
            Phase::Play(_) => {
                // Leading: the lowest single keeps every combination the player built.
                let low = self.hands[seat.index()].ranks().next()?;
                Action::Play(RankCounts::from_ranks([low]))
            }
            Phase::Over { .. } => return None,
        })
    }

    fn bot_action(&self, seat: Seat) -> Option<Action> {
        if !self.to_act().contains(&seat) {
            return None;
        }
        Some(bot::choose(self, seat))
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
        let n = self.players();
        let (play, settlement) = match &self.phase {
            Phase::Over { .. } => return Vec::new(),
            // In the auction the quitter is treated as a landlord who lost at the top bid.
            Phase::Auction(a) => {
                let bid = a.top().map_or(Bid::One, |(_, b)| b);
                (None, Settlement::new(n, seat, false, bid, 0, None))
            }
            Phase::Play(p) => {
                let landlord_won = seat != p.landlord;
                let s = Settlement::new(n, p.landlord, landlord_won, p.bid, p.doublings, None);
                (Some(p.clone()), s)
            }
        };
        self.phase = Phase::Over {
            play,
            settlement: settlement.clone(),
        };
        vec![
            Tagged::public(Event::Forfeited { seat }),
            Tagged::public(Event::Settled { settlement }),
        ]
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

impl DouDizhu {
    pub fn in_auction(&self) -> bool {
        matches!(self.phase, Phase::Auction(_))
    }
}

#[cfg(test)]
mod tests;
