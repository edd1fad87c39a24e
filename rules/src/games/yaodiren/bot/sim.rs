//! A light 幺地人 hand for the hard bot's rollouts: every hand and the stock known (a sampled
//! world), played to its end with the `normal` policy for every seat.
//!
//! It keeps the rules that decide who wins (docs/rules/yaodiren.md#play, #claims,
//! #claim-windows, #winning-胡): claim windows on every discard and flip, priority 胡 > 吐火 >
//! 杀 > 碰 > 吃 then nearness to the source, 吃 only for the next player (and the flipper on its
//! own flip), mandatory 杀 / 吐火 with their draw, the 碰 pass lock, the flip by the player after
//! an unclaimed tile's source, 荒牌 when the stock runs out. It leaves out what does not change
//! the play much: colour 番, the all-black exemption, the lock on declined 碰-type wins (the
//! policy never declines a win). Which tiles win a hand is computed once per hand and tile.

use super::normal::Valuer;
use crate::cards::tiles::{KINDS, Tile, TileCounts};
use crate::games::Seat;
use crate::games::yaodiren::claims::{Claim, chi_kan, chi_options};
use crate::games::yaodiren::estimate::Group;
use crate::games::yaodiren::fan::threshold;
use crate::games::yaodiren::kan::{KANS_TO_WIN, Kan, kans_u8};
use crate::games::yaodiren::opening::extra_draws;
use crate::games::yaodiren::split::Search;

const PLAYERS: usize = crate::games::yaodiren::PLAYERS;
/// A hand has 44 stock tiles, so far fewer steps than this.
const MAX_STEPS: usize = 400;
/// Memos are cleared past this many states, to keep a long search's memory bounded.
const MEMO_CAP: usize = 1 << 17;
/// 番 counted for a rollout's payments at most.
const FAN_CAP: u32 = 5;

/// What a hand paid each seat, in seat order (all 0 when nobody won).
pub type Payments = [i32; PLAYERS];

/// The searches a decision's rollouts share (their memos do not depend on the world).
pub struct Tools {
    pub search: Search,
    pub valuer: Valuer,
    /// Steps (discards and claim windows) played out so far.
    pub steps: usize,
}

impl Tools {
    pub fn new() -> Tools {
        Tools {
            search: Search::new(),
            valuer: Valuer::for_hand(false, &[]),
            steps: 0,
        }
    }

    fn trim(&mut self) {
        if self.search.memo_len() > MEMO_CAP {
            self.search = Search::new();
        }
        self.valuer.trim(MEMO_CAP);
    }
}

/// A seat's plan: the groups of its best grouping (as the easy and normal bots value hands)
/// and the tiles outside them. Worked out once per hand change, it drives the rollout policy.
#[derive(Clone, Copy, Debug)]
struct Plan {
    /// Bit `tile.index()`: a pair of that kind is a planned group.
    pairs: u32,
    /// Planned 14-point partners, as bit pairs `1 << low | 1 << high`.
    partners: [u32; KANS_TO_WIN],
    n_partners: usize,
    leftover: TileCounts,
}

/// One seat of a simulated hand.
#[derive(Clone, Debug)]
pub struct SimSeat {
    pub concealed: TileCounts,
    pub exposed: Vec<Kan>,
    pub active: bool,
    pub dealer: bool,
    /// Bit `tile.index()`: 碰 barred on that kind.
    pub peng_barred: u32,
    /// Bit `tile.index()`: whether the tile wins is known; `win_fan` holds the answer.
    known: u32,
    win_fan: [Option<u8>; KINDS],
    plan: Option<Plan>,
}

impl SimSeat {
    pub fn new(concealed: TileCounts, exposed: Vec<Kan>, active: bool, dealer: bool) -> SimSeat {
        SimSeat {
            concealed,
            exposed,
            active,
            dealer,
            peng_barred: 0,
            known: 0,
            win_fan: [None; KINDS],
            plan: None,
        }
    }

    /// The hand changed: what wins must be worked out again.
    fn changed(&mut self) {
        self.known = 0;
        self.plan = None;
    }

    fn all_tiles(&self) -> TileCounts {
        let mut all = self.concealed;
        for k in &self.exposed {
            all.add_all(&k.counts());
        }
        all
    }

    fn exposed_tuo(&self) -> u32 {
        self.exposed.iter().map(|k| k.tuo()).sum()
    }
}

/// An answer in a claim window.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Answer {
    Pass,
    Claim(Claim),
}

/// Where the hand goes next.
#[derive(Clone, Copy, Debug)]
pub enum Next {
    /// A claim window on `tile` from `source`; `flip` when it was flipped from the stock.
    Window {
        tile: Tile,
        source: Seat,
        flip: bool,
    },
    Discard(Seat),
}

/// A hand with every tile known.
#[derive(Clone, Debug)]
pub struct Sim {
    pub seats: [SimSeat; PLAYERS],
    /// Draw order: `stock[drawn..]` is left.
    pub stock: Vec<Tile>,
    pub drawn: usize,
    /// Whose payments the rollout returns.
    pub me: Seat,
}

impl Sim {
    fn seat(&self, s: Seat) -> &SimSeat {
        &self.seats[s.index()]
    }

    fn seat_mut(&mut self, s: Seat) -> &mut SimSeat {
        &mut self.seats[s.index()]
    }

    fn draw(&mut self) -> Option<Tile> {
        let t = self.stock.get(self.drawn).copied()?;
        self.drawn += 1;
        Some(t)
    }

    fn next_active(&self, s: Seat) -> Seat {
        (1..=PLAYERS)
            .map(|k| s.after(k, PLAYERS))
            .find(|&x| self.seat(x).active)
            .unwrap_or(s)
    }

    /// Every seat's net payment when `winner` wins at `fan` 番: each other seat in the hand
    /// pays 2^番 (docs/rules/yaodiren.md#fan-番-and-payment; capped so a rare big hand does not
    /// swamp an average).
    fn payoff(&self, winner: Seat, fan: u32) -> Payments {
        let stake = 1i32 << fan.min(FAN_CAP);
        let mut out = [0; PLAYERS];
        for s in Seat::all(PLAYERS) {
            if s != winner && self.seat(s).active {
                out[s.index()] -= stake;
                out[winner.index()] += stake;
            }
        }
        out
    }

    /// The 番 of `s`'s win on `tile`, if it wins (remembered until its hand changes).
    fn win_on(&mut self, s: Seat, tile: Tile, tools: &mut Tools) -> Option<u32> {
        let bit = 1u32 << tile.index();
        let seat = &self.seats[s.index()];
        if seat.known & bit != 0 {
            return seat.win_fan[tile.index()].map(u32::from);
        }
        let fan = if seat.exposed.len() < KANS_TO_WIN {
            let mut all = seat.all_tiles();
            all.add(tile, 1);
            tools
                .search
                .best_win(&all, kans_u8(KANS_TO_WIN), threshold(seat.dealer))
                .map(|(_, fan)| fan)
        } else {
            None
        };
        let seat = &mut self.seats[s.index()];
        seat.known |= bit;
        seat.win_fan[tile.index()] = fan.map(|f| u8::try_from(f.min(20)).unwrap_or(20));
        fan
    }

    /// The 番 of `s`'s win on the tiles it holds, if they win.
    fn self_win(&self, s: Seat, tools: &mut Tools) -> Option<u32> {
        let seat = self.seat(s);
        tools
            .search
            .best_win(
                &seat.all_tiles(),
                kans_u8(KANS_TO_WIN),
                threshold(seat.dealer),
            )
            .map(|(_, fan)| fan)
    }

    /// The normal policy's answer for `s` on `tile`.
    fn policy_answer(
        &mut self,
        s: Seat,
        tile: Tile,
        may_chi: bool,
        from_other: bool,
        tools: &mut Tools,
    ) -> Answer {
        if self.win_on(s, tile, tools).is_some() {
            return Answer::Claim(Claim::Hu);
        }
        let seat = self.seat(s);
        let held = seat.concealed.count(tile);
        let room = seat.exposed.len() < KANS_TO_WIN;
        if room && held == 4 {
            return Answer::Claim(Claim::Tuhuo);
        }
        if room && held == 3 {
            return Answer::Claim(Claim::Sha);
        }
        let spare = room && seat.concealed.len() >= 3;
        let peng =
            spare && held == 2 && !(from_other && seat.peng_barred & (1 << tile.index()) != 0);
        let chi = if may_chi && spare {
            chi_options(&seat.concealed, tile)
        } else {
            Vec::new()
        };
        if !peng && chi.is_empty() {
            return Answer::Pass;
        }
        // Claim what completes a planned group: a pair (碰, or 吃 of its partner) or a pair of
        // partners (吃 of either kind).
        let plan = self.plan(s, tools);
        if peng && plan.pairs & (1 << tile.index()) != 0 {
            return Answer::Claim(Claim::Peng);
        }
        let bit = |t: Tile| 1u32 << t.index();
        for with in chi {
            let planned = if with[0] == with[1] {
                plan.pairs & bit(with[0]) != 0
            } else {
                let pair = bit(with[0]) | bit(with[1]);
                plan.partners[..plan.n_partners].contains(&pair)
            };
            if planned {
                return Answer::Claim(Claim::Chi { with });
            }
        }
        Answer::Pass
    }

    fn plan(&mut self, s: Seat, tools: &mut Tools) -> Plan {
        if let Some(p) = self.seat(s).plan {
            return p;
        }
        let seat = self.seat(s);
        let left = KANS_TO_WIN.saturating_sub(seat.exposed.len());
        let (groups, leftover) = tools.valuer.groups(&seat.concealed, left);
        let mut plan = Plan {
            pairs: 0,
            partners: [0; KANS_TO_WIN],
            n_partners: 0,
            leftover,
        };
        for g in groups {
            match g {
                Group::Pair { tile } => plan.pairs |= 1 << tile.index(),
                Group::Partners { low, high } if plan.n_partners < KANS_TO_WIN => {
                    plan.partners[plan.n_partners] = (1 << low.index()) | (1 << high.index());
                    plan.n_partners += 1;
                }
                _ => {}
            }
        }
        self.seat_mut(s).plan = Some(plan);
        plan
    }

    /// The policy's discard for `s`: a tile outside its plan (black before red), else the
    /// normal policy's least loss.
    pub fn policy_discard(&mut self, s: Seat, tools: &mut Tools) -> Tile {
        let plan = self.plan(s, tools);
        let spare = plan.leftover;
        if let Some(t) = spare
            .kinds()
            .find(|t| !t.is_red())
            .or_else(|| spare.kinds().next())
        {
            return t;
        }
        let seat = self.seat(s);
        tools.valuer.set_hand(seat.dealer, seat.exposed_tuo());
        let left = KANS_TO_WIN.saturating_sub(seat.exposed.len());
        tools
            .valuer
            .discards(&seat.concealed, left, 0)
            .first()
            .map(|&(t, _)| t)
            .or_else(|| seat.concealed.kinds().next())
            .unwrap_or(Tile::Tian)
    }

    /// docs/rules/yaodiren.md#opening-起牌-and-extra-draws-偷牌: once every seat has opened,
    /// joined or folded, 偷牌 from the dealer (a tile per 4-of-a-kind, two per 5-of-a-kind, a
    /// drawn tile earning its own), then the dealer's first discard or, if it folded, the next
    /// seat's flip. `None` when the hand does not happen (fewer than two seats in it) or the
    /// stock runs out.
    pub fn begin(&mut self) -> Option<Next> {
        let dealer = Seat::all(PLAYERS).find(|&s| self.seat(s).dealer)?;
        let order: Vec<Seat> = (0..PLAYERS)
            .map(|k| dealer.after(k, PLAYERS))
            .filter(|&s| self.seat(s).active)
            .collect();
        if order.len() < 2 {
            return None;
        }
        for s in order {
            let mut drawn = 0u8;
            while extra_draws(&self.seat(s).concealed) > drawn {
                let t = self.draw()?;
                self.seat_mut(s).concealed.add(t, 1);
                drawn += 1;
            }
            self.seat_mut(s).changed();
        }
        if self.seat(dealer).active {
            return Some(Next::Discard(dealer));
        }
        let flipper = self.next_active(dealer);
        let tile = self.draw()?;
        Some(Next::Window {
            tile,
            source: flipper,
            flip: true,
        })
    }

    /// Plays the hand from `next` to its end; `mine` answers for `me` in the first window.
    /// Returns what the hand paid each seat.
    pub fn play(mut self, mut next: Next, mut mine: Option<Answer>, tools: &mut Tools) -> Payments {
        for _ in 0..MAX_STEPS {
            tools.steps += 1;
            next = match next {
                Next::Discard(s) => {
                    let t = self.policy_discard(s, tools);
                    let seat = self.seat_mut(s);
                    seat.concealed.take(t, 1);
                    seat.changed();
                    Next::Window {
                        tile: t,
                        source: s,
                        flip: false,
                    }
                }
                Next::Window { tile, source, flip } => {
                    match self.window(tile, source, flip, mine.take(), tools) {
                        Ok(n) => n,
                        Err(v) => {
                            tools.trim();
                            return v;
                        }
                    }
                }
            };
        }
        tools.trim();
        [0; PLAYERS]
    }

    /// One claim window: every entitled seat answers, the best claim is made. `Err` carries the
    /// payments when the hand ends.
    fn window(
        &mut self,
        tile: Tile,
        source: Seat,
        flip: bool,
        mine: Option<Answer>,
        tools: &mut Tools,
    ) -> Result<Next, Payments> {
        let next = self.next_active(source);
        let mut best: Option<((u8, usize), Seat, Answer)> = None;
        for k in 0..PLAYERS {
            let s = source.after(k, PLAYERS);
            if !self.seat(s).active || (!flip && s == source) {
                continue;
            }
            let may_chi = s == next || (flip && s == source);
            let answer = match mine {
                Some(a) if s == self.me => a,
                _ => self.policy_answer(s, tile, may_chi, s != source, tools),
            };
            // docs/rules/yaodiren.md#pass-locks: declining a 碰 on another's tile bars it.
            let seat = self.seat(s);
            let could_peng = seat.concealed.count(tile) == 2 && seat.concealed.len() >= 3;
            if s != source && could_peng && answer != Answer::Claim(Claim::Peng) {
                self.seat_mut(s).peng_barred |= 1 << tile.index();
            }
            let Answer::Claim(claim) = answer else {
                continue;
            };
            let rank = (priority(claim), PLAYERS - k);
            if best.is_none_or(|(r, _, _)| rank > r) {
                best = Some((rank, s, answer));
            }
        }
        let Some((_, s, Answer::Claim(claim))) = best else {
            let flipper = self.next_active(source);
            let t = self.draw().ok_or([0; PLAYERS])?;
            return Ok(Next::Window {
                tile: t,
                source: flipper,
                flip: true,
            });
        };
        match claim {
            Claim::Hu => {
                let fan = self.win_on(s, tile, tools).unwrap_or(0);
                Err(self.payoff(s, fan))
            }
            Claim::Peng | Claim::Chi { .. } => {
                let (used, kan) = match claim {
                    Claim::Chi { with } => (
                        TileCounts::from_tiles(with),
                        chi_kan(tile, with).unwrap_or(Kan::Identical { tile, count: 3 }),
                    ),
                    _ => (
                        TileCounts::from_tiles([tile, tile]),
                        Kan::Identical { tile, count: 3 },
                    ),
                };
                let seat = self.seat_mut(s);
                seat.concealed.take_all(&used);
                seat.exposed.push(kan);
                seat.changed();
                Ok(Next::Discard(s))
            }
            Claim::Sha | Claim::Tuhuo => {
                let held = self.seat(s).concealed.count(tile);
                let seat = self.seat_mut(s);
                seat.concealed.take(tile, held);
                seat.exposed.push(Kan::Identical {
                    tile,
                    count: held + 1,
                });
                seat.changed();
                let t = self.draw().ok_or([0; PLAYERS])?;
                self.seat_mut(s).concealed.add(t, 1);
                if let Some(fan) = self.self_win(s, tools) {
                    return Err(self.payoff(s, fan));
                }
                Ok(Next::Discard(s))
            }
        }
    }
}

/// docs/rules/yaodiren.md#claim-windows: 胡 > 吐火 > 杀 > 碰 > 吃.
fn priority(claim: Claim) -> u8 {
    match claim {
        Claim::Hu => 5,
        Claim::Tuhuo => 4,
        Claim::Sha => 3,
        Claim::Peng => 2,
        Claim::Chi { .. } => 1,
    }
}

#[cfg(test)]
mod tests;
