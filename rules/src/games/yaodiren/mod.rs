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
pub mod command;
pub mod config;
pub mod deal;
pub mod error;
pub mod estimate;
pub mod events;
pub mod fan;
pub mod kan;
mod packed;
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
pub use kan::{Kan, KanKind};
pub use settlement::{HandEnd, HandResult};
pub use split::{NoSplit, Split, best_split};
pub use view::{Stage, Status, View};

use crate::cards::tiles::{Tile, TileCounts};
use crate::games::options::{OptionError, OptionSpec, Options};
use crate::games::shuffle::{self, DealRng};
use crate::games::{
    Alias, Choice, CommandError, Game, Outcome, Seat, SetupError, Started, Tagged, TurnError, Verb,
};
use claims::{Entitlement, Holder};
use serde::{Deserialize, Serialize};
use view::{SeatView, WindowView};

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

    /// 偷牌 still owed: one per 4-of-a-kind, two per 5-of-a-kind, less those drawn.
    fn draws_owed(&self) -> u8 {
        let surplus: u8 = self
            .concealed
            .counts()
            .iter()
            .map(|&c| c.saturating_sub(3))
            .sum();
        surplus.saturating_sub(self.extra_draws)
    }
}

/// A claim window: the tile, who may claim it, and the answers so far.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Window {
    tile: Tile,
    source: Seat,
    origin: Origin,
    /// Entitled seats in turn order from the source.
    entitled: Vec<(Seat, Entitlement)>,
    answers: Vec<(Seat, Answer)>,
}

impl Window {
    fn entitlement(&self, seat: Seat) -> Option<&Entitlement> {
        self.entitled
            .iter()
            .find(|(s, _)| *s == seat)
            .map(|(_, e)| e)
    }

    fn answer(&self, seat: Seat) -> Option<Answer> {
        self.answers
            .iter()
            .find(|(s, _)| *s == seat)
            .map(|(_, a)| *a)
    }

    fn pending(&self) -> impl Iterator<Item = (Seat, &Entitlement)> {
        self.entitled
            .iter()
            .filter(|(s, _)| self.answer(*s).is_none())
            .map(|(s, e)| (*s, e))
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
            stock: self.stock_left() as u8,
        })];
        events.extend(Seat::all(PLAYERS).map(|s| self.hand_event(s)));
        events
    }

    fn hand_sizes(&self) -> Vec<u8> {
        self.players
            .iter()
            .map(|p| p.concealed.len() as u8)
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

    // ---- opening --------------------------------------------------------------------------

    fn apply_open(&mut self, seat: Seat, open: bool) -> Result<Events, RuleError> {
        if open {
            let e = opening_estimate(&self.player(seat).concealed, self.is_dealer(seat));
            if !e.qualifies {
                return Err(RuleError::CannotOpen {
                    tuo: e.tuo,
                    kans: e.kans,
                    threshold: e.threshold,
                });
            }
        }
        let mut events = Vec::new();
        if open {
            self.player_mut(seat).status = Status::Opened;
            events.push(Tagged::public(Event::Opened { seat }));
        } else {
            self.player_mut(seat).status = Status::DidNotOpen;
            events.push(Tagged::public(Event::DidNotOpen { seat }));
        }
        let next = seat.next(PLAYERS);
        if next != self.dealer {
            self.phase = Phase::Opening { turn: next };
            return Ok(events);
        }
        // docs/rules/yaodiren.md#opening-起牌-and-extra-draws-偷牌: nobody opens → the same
        // dealer deals again.
        if !self.players.iter().any(|p| p.status == Status::Opened) {
            events.push(Tagged::public(Event::NobodyOpened));
            let deal = deal::random_deal(self.dealer, &mut self.rng);
            events.extend(self.install(deal));
            return Ok(events);
        }
        events.extend(self.ask_next_joiner());
        Ok(events)
    }

    /// docs/rules/yaodiren.md#opening-起牌-and-extra-draws-偷牌: after the opening round, the
    /// players who did not open are asked to play or fold — from the dealer, in turn order.
    fn ask_next_joiner(&mut self) -> Events {
        let next = (0..PLAYERS)
            .map(|k| self.dealer.after(k, PLAYERS))
            .find(|&s| self.player(s).status == Status::DidNotOpen);
        match next {
            Some(turn) => {
                self.phase = Phase::Joining { turn };
                Vec::new()
            }
            None => self.begin_play(),
        }
    }

    fn apply_join(&mut self, seat: Seat, play: bool) -> Events {
        let mut events = Vec::new();
        if play {
            self.player_mut(seat).status = Status::Playing;
            events.push(Tagged::public(Event::Joined { seat }));
        } else {
            self.player_mut(seat).status = Status::Folded;
            events.push(Tagged::public(Event::Folded { seat }));
        }
        events.extend(self.ask_next_joiner());
        events
    }

    /// 偷牌, then the dealer's first discard (or, if the dealer folded, the next player's flip).
    fn begin_play(&mut self) -> Events {
        let mut events = Vec::new();
        let order: Vec<Seat> = (0..PLAYERS)
            .map(|k| self.dealer.after(k, PLAYERS))
            .filter(|&s| self.active(s))
            .collect();
        if order.len() < 2 {
            events.push(Tagged::public(Event::Uncontested));
            events.extend(self.end_hand(HandEnd::Uncontested));
            return events;
        }
        // docs/rules/yaodiren.md#opening-起牌-and-extra-draws-偷牌: one extra tile per
        // 4-of-a-kind held, two per 5-of-a-kind. A drawn tile that completes another
        // 4-of-a-kind earns its own draw.
        for seat in order {
            let mut count = 0;
            while self.player(seat).draws_owed() > 0 {
                let Some(t) = self.draw() else {
                    events.push(Tagged::public(Event::Exhausted));
                    events.extend(self.end_hand(HandEnd::Exhausted));
                    return events;
                };
                let p = self.player_mut(seat);
                p.concealed.add(t, 1);
                p.extra_draws += 1;
                count += 1;
                events.push(Tagged::private(seat, Event::Drew { seat, tile: t }));
            }
            if count > 0 {
                events.push(Tagged::public(Event::ExtraDraws { seat, count }));
                events.push(self.hand_event(seat));
            }
        }
        // docs/rules/yaodiren.md#play: the dealer starts by discarding one tile.
        if self.active(self.dealer) {
            // docs/rules/yaodiren.md#winning-胡: the dealer may win on its opening 21 tiles.
            self.phase = Phase::Discard {
                seat: self.dealer,
                may_win: true,
            };
        } else {
            let first = self.next_active(self.dealer);
            events.extend(self.flip(first));
        }
        events
    }

    // ---- play -----------------------------------------------------------------------------

    fn apply_discard(&mut self, seat: Seat, tile: Tile) -> Result<Events, RuleError> {
        if !self.player_mut(seat).concealed.take(tile, 1) {
            return Err(RuleError::NotHeld { tile });
        }
        let mut events = vec![
            Tagged::public(Event::Discarded { seat, tile }),
            self.hand_event(seat),
        ];
        events.extend(self.open_window(tile, seat, Origin::Discard));
        Ok(events)
    }

    /// A win on the seat's own tiles, on its discard turn.
    fn apply_self_win(&mut self, seat: Seat) -> Result<Events, RuleError> {
        let split = self.self_win(seat).ok_or(RuleError::NotAWin)?;
        Ok(self.win(seat, None, None, split))
    }

    /// The seat's best winning split of the tiles it holds, if they win.
    fn self_win(&self, seat: Seat) -> Option<Split> {
        let p = self.player(seat);
        let (fixed, free) = split::win_tiles(&p.exposed, &p.concealed, self.config.fixed_kans);
        split::winning_split(
            &fixed,
            &free,
            self.is_dealer(seat),
            self.config.black_exempt,
        )
    }

    /// docs/rules/yaodiren.md#play: if nobody claims the tile, the player after its source
    /// flips the top stock tile.
    fn flip(&mut self, seat: Seat) -> Events {
        let Some(tile) = self.draw() else {
            // docs/rules/yaodiren.md#no-winner-荒牌: the stock is empty, nobody won.
            let mut events = vec![Tagged::public(Event::Exhausted)];
            events.extend(self.end_hand(HandEnd::Exhausted));
            return events;
        };
        let mut events = vec![Tagged::public(Event::Flipped { seat, tile })];
        events.extend(self.open_window(tile, seat, Origin::Flip));
        events
    }

    fn open_window(&mut self, tile: Tile, source: Seat, origin: Origin) -> Events {
        let next = self.next_active(source);
        let mut entitled = Vec::new();
        for k in 0..PLAYERS {
            let seat = source.after(k, PLAYERS);
            // docs/rules/yaodiren.md#play: nobody claims their own discard; a flipper may claim
            // its own flip.
            if !self.active(seat) || (origin == Origin::Discard && seat == source) {
                continue;
            }
            let p = self.player(seat);
            let holder = Holder {
                concealed: &p.concealed,
                exposed: &p.exposed,
                dealer: self.is_dealer(seat),
                peng_barred: Player::barred(p.peng_barred, tile),
                win_barred: Player::barred(p.win_barred, tile),
                fixed_kans: self.config.fixed_kans,
            };
            // docs/rules/yaodiren.md#claims: 吃 only by the flipper on its own flip, or by the
            // next player.
            let may_chi = seat == next || (origin == Origin::Flip && seat == source);
            let e = Entitlement::of(&holder, tile, may_chi, self.config.black_exempt);
            if e.any() {
                entitled.push((seat, e));
            }
        }
        if entitled.is_empty() {
            return self.unclaimed(tile, source);
        }
        let mut events = vec![Tagged::public(Event::ClaimWindow {
            tile,
            source,
            origin,
        })];
        let mut answers = Vec::new();
        for (seat, e) in &entitled {
            let claims = e.claims();
            match (claims.as_slice(), e.may_pass()) {
                ([only], false) => {
                    let answer = Answer::Claim(*only);
                    answers.push((*seat, answer));
                    events.push(Tagged::private(
                        *seat,
                        Event::Answered {
                            seat: *seat,
                            answer,
                            automatic: true,
                        },
                    ));
                }
                _ => events.push(Tagged::private(
                    *seat,
                    Event::ClaimOptions {
                        seat: *seat,
                        tile,
                        claims,
                        may_pass: e.may_pass(),
                    },
                )),
            }
        }
        self.phase = Phase::Window(Window {
            tile,
            source,
            origin,
            entitled,
            answers,
        });
        events.extend(self.try_resolve());
        events
    }

    fn unclaimed(&mut self, tile: Tile, source: Seat) -> Events {
        self.river.push((source, tile));
        let mut events = vec![Tagged::public(Event::Unclaimed { tile })];
        let next = self.next_active(source);
        events.extend(self.flip(next));
        events
    }

    fn apply_answer(&mut self, seat: Seat, answer: Answer) -> Result<Events, RuleError> {
        let Phase::Window(w) = &self.phase else {
            return Err(RuleError::NotNow {
                stage: self.stage(),
            });
        };
        let e = w
            .entitlement(seat)
            .ok_or(TurnError::NotYourTurn { to_act: Vec::new() })?;
        let tile = w.tile;
        let answer = match answer {
            Answer::Pass => match e.mandatory() {
                Some(m) => return Err(RuleError::MustClaim { claim: m.kind() }),
                None => Answer::Pass,
            },
            Answer::Claim(c) => {
                let c = c.normalized();
                if !e.allows(c) {
                    return Err(self.why_not(seat, e, tile, c));
                }
                Answer::Claim(c)
            }
        };
        let Phase::Window(w) = &mut self.phase else {
            unreachable!("checked above")
        };
        w.answers.push((seat, answer));
        let mut events = vec![Tagged::private(
            seat,
            Event::Answered {
                seat,
                answer,
                automatic: false,
            },
        )];
        events.extend(self.try_resolve());
        Ok(events)
    }

    fn why_not(&self, seat: Seat, e: &Entitlement, tile: Tile, claim: Claim) -> RuleError {
        let p = self.player(seat);
        if let Some(m) = e.mandatory().filter(|_| claim != Claim::Hu) {
            return RuleError::MustClaim { claim: m.kind() };
        }
        match claim {
            Claim::Hu if Player::barred(p.win_barred, tile) => RuleError::WinBarred { tile },
            Claim::Hu => RuleError::NotAWin,
            Claim::Peng if p.concealed.count(tile) == 2 && Player::barred(p.peng_barred, tile) => {
                RuleError::PengBarred { tile }
            }
            Claim::Chi { with } if !e.chi.is_empty() => RuleError::NoSuchChi { tile, with },
            c => RuleError::NotEntitled { claim: c.kind() },
        }
    }

    /// Closes the window once no seat still to answer could outrank the best claim made.
    fn try_resolve(&mut self) -> Events {
        let Phase::Window(w) = &self.phase else {
            return Vec::new();
        };
        let rank = |kind: ClaimKind, seat: Seat| claims::rank(kind, seat, w.source, PLAYERS);
        let best = w
            .answers
            .iter()
            .filter_map(|(s, a)| match a {
                Answer::Claim(c) => Some((*s, *c)),
                Answer::Pass => None,
            })
            .max_by_key(|(s, c)| rank(c.kind(), *s));
        let outranked = |(s, e): (Seat, &Entitlement)| match (best, e.best_kind()) {
            (Some((bs, bc)), Some(k)) => rank(bc.kind(), bs) > rank(k, s),
            _ => false,
        };
        if !w.pending().all(outranked) {
            return Vec::new();
        }
        let Phase::Window(w) = std::mem::replace(&mut self.phase, Phase::Over) else {
            unreachable!("checked above")
        };
        self.resolve(w, best)
    }

    fn resolve(&mut self, w: Window, best: Option<(Seat, Claim)>) -> Events {
        let mut events = Vec::new();
        // docs/rules/yaodiren.md#pass-locks: declining a 碰, or a 碰-type win, on someone else's
        // tile bars it on that kind for the rest of the hand. A claim that lost on priority was
        // not declined; seats not heard from (the window closed early) declined nothing.
        for (seat, answer) in &w.answers {
            let Some(e) = w.entitlement(*seat) else {
                continue;
            };
            if *seat == w.source {
                continue;
            }
            let kind = match answer {
                Answer::Claim(c) => Some(c.kind()),
                Answer::Pass => None,
            };
            let bit = 1 << w.tile.index();
            if e.peng && !matches!(kind, Some(ClaimKind::Peng | ClaimKind::Hu)) {
                self.player_mut(*seat).peng_barred |= bit;
                events.push(Tagged::private(
                    *seat,
                    Event::Locked {
                        seat: *seat,
                        tile: w.tile,
                        lock: Lock::Peng,
                    },
                ));
            }
            if e.peng_type_win && kind != Some(ClaimKind::Hu) {
                self.player_mut(*seat).win_barred |= bit;
                events.push(Tagged::private(
                    *seat,
                    Event::Locked {
                        seat: *seat,
                        tile: w.tile,
                        lock: Lock::Win,
                    },
                ));
            }
        }
        let Some((seat, claim)) = best else {
            events.extend(self.unclaimed(w.tile, w.source));
            return events;
        };
        let tile = w.tile;
        if claim == Claim::Hu {
            let split = w
                .entitlement(seat)
                .and_then(|e| e.hu.clone())
                .expect("a 胡 answer was checked against the entitlement");
            events.extend(self.win(seat, Some(tile), Some(w.source), split));
            return events;
        }
        let p = self.player_mut(seat);
        let kan = match claim {
            Claim::Chi { with } => {
                for t in with {
                    p.concealed.take(t, 1);
                }
                claims::chi_kan(tile, with).expect("checked against the entitlement")
            }
            Claim::Peng | Claim::Sha | Claim::Tuhuo => {
                let held = p.concealed.count(tile);
                p.concealed.take(tile, held);
                Kan::Identical {
                    tile,
                    count: held + 1,
                }
            }
            Claim::Hu => unreachable!("handled above"),
        };
        p.exposed.push(kan);
        events.push(Tagged::public(Event::Claimed {
            seat,
            claim: claim.kind(),
            tile,
            from: w.source,
            kan,
        }));
        // docs/rules/yaodiren.md#claims: after 杀 or 吐火 draw one (shown to everyone), then
        // discard.
        if matches!(claim, Claim::Sha | Claim::Tuhuo) {
            let Some(drawn) = self.draw() else {
                events.push(Tagged::public(Event::Exhausted));
                events.extend(self.end_hand(HandEnd::Exhausted));
                return events;
            };
            self.player_mut(seat).concealed.add(drawn, 1);
            events.push(Tagged::public(Event::KillDraw { seat, tile: drawn }));
        }
        events.push(self.hand_event(seat));
        self.phase = Phase::Discard {
            seat,
            may_win: matches!(claim, Claim::Sha | Claim::Tuhuo),
        };
        events
    }

    fn win(&mut self, seat: Seat, tile: Option<Tile>, from: Option<Seat>, split: Split) -> Events {
        let stake = fan::stake(split.fan, &self.config);
        let payers: Vec<Seat> = Seat::all(PLAYERS)
            .filter(|&s| s != seat && self.active(s))
            .collect();
        let p = self.player(seat);
        let mut events = vec![Tagged::public(Event::Won {
            seat,
            concealed: p.concealed.tiles(),
            exposed: p.exposed.clone(),
        })];
        let result = HandResult::won(
            self.hand,
            self.dealer,
            PLAYERS,
            (seat, tile, from),
            split,
            stake,
            &payers,
        );
        events.extend(self.finish_hand(result));
        events
    }

    fn end_hand(&mut self, end: HandEnd) -> Events {
        let result = HandResult::no_winner(self.hand, self.dealer, end, PLAYERS);
        self.finish_hand(result)
    }

    /// Books a hand's payments, then deals the next hand or ends the match.
    fn finish_hand(&mut self, result: HandResult) -> Events {
        for (s, p) in self.scores.iter_mut().zip(&result.payments) {
            *s += p;
        }
        // docs/rules/yaodiren.md#table-seats-and-the-match: the winner deals next; after 荒牌
        // the dealer stays.
        let next_dealer = result.winner().unwrap_or(self.dealer);
        let mut events = vec![Tagged::public(Event::HandOver {
            result: result.clone(),
            scores: self.scores.clone(),
        })];
        self.results.push(result);
        if self.hand >= self.config.hands {
            self.phase = Phase::Over;
            let outcome = self.outcome().expect("the match is over");
            events.push(Tagged::public(Event::MatchOver { outcome }));
            return events;
        }
        self.hand += 1;
        let deal = deal::random_deal(next_dealer, &mut self.rng);
        events.extend(self.install(deal));
        events
    }

    fn build_view(&self, viewer: Option<Seat>) -> View {
        let window = match &self.phase {
            Phase::Window(w) => Some(WindowView {
                tile: w.tile,
                source: w.source,
                origin: w.origin,
            }),
            _ => None,
        };
        let to_act = if window.is_some() {
            // Who else is asked would tell who holds what.
            self.to_act()
                .into_iter()
                .filter(|s| Some(*s) == viewer)
                .collect()
        } else {
            self.to_act()
        };
        let own = viewer.map(|s| self.player(s));
        let opening = matches!(self.phase, Phase::Opening { .. } | Phase::Joining { .. });
        View {
            viewer,
            hand: self.hand,
            hands: self.config.hands,
            deal: self.deal,
            dealer: self.dealer,
            stage: self.stage(),
            to_act,
            concealed: own.map(|p| p.concealed.tiles()),
            estimate: viewer
                .filter(|_| opening)
                .map(|s| opening_estimate(&self.player(s).concealed, self.is_dealer(s))),
            peng_barred: own.map(|p| Player::barred_tiles(p.peng_barred)),
            win_barred: own.map(|p| Player::barred_tiles(p.win_barred)),
            seats: Seat::all(PLAYERS)
                .map(|seat| {
                    let p = self.player(seat);
                    SeatView {
                        seat,
                        status: p.status,
                        concealed: p.concealed.len() as u8,
                        exposed: p.exposed.clone(),
                        extra_draws: p.extra_draws,
                    }
                })
                .collect(),
            stock: self.stock_left() as u8,
            river: self.river.clone(),
            window,
            scores: self.scores.clone(),
            last_hand: self.results.last().cloned(),
        }
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

    const SEATS: std::ops::RangeInclusive<usize> = 3..=3;
    const ALIASES: &'static [Alias] = command::ALIASES;

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
        let dealer = Seat(shuffle::below(&mut rng, PLAYERS) as u8);
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

    /// Scores are the net payments of the match. Winners: the seats with the top score (none
    /// when all are equal); after a forfeit, every seat but the one that conceded.
    fn outcome(&self) -> Option<Outcome> {
        if self.phase != Phase::Over {
            return None;
        }
        let scores = self.scores.clone();
        let winners = match self.forfeited {
            Some(f) => Seat::all(PLAYERS).filter(|&s| s != f).collect(),
            None => {
                let top = scores.iter().copied().max().unwrap_or(0);
                if scores.iter().all(|&s| s == top) {
                    Vec::new()
                } else {
                    Seat::all(PLAYERS)
                        .filter(|s| scores[s.index()] == top)
                        .collect()
                }
            }
        };
        Some(Outcome { scores, winners })
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
            Phase::Discard { .. } => Action::Discard(bot::choose_discard(self, seat)),
            Phase::Window(w) => match w.entitlement(seat).and_then(Entitlement::mandatory) {
                Some(m) => Action::Claim(m),
                None => Action::Pass,
            },
            Phase::Over => return None,
        })
    }

    fn bot_action(&self, seat: Seat) -> Option<Action> {
        if !self.to_act().contains(&seat) {
            return None;
        }
        Some(bot::choose(self, seat))
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
        if self.phase == Phase::Over {
            return Vec::new();
        }
        let stake = fan::stake(0, &self.config);
        for s in Seat::all(PLAYERS).filter(|&s| s != seat) {
            self.scores[s.index()] += stake;
            self.scores[seat.index()] -= stake;
        }
        self.forfeited = Some(seat);
        self.phase = Phase::Over;
        let outcome = self.outcome().expect("the match is over");
        vec![
            Tagged::public(Event::Forfeited { seat }),
            Tagged::public(Event::MatchOver { outcome }),
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

#[cfg(test)]
mod tests;
