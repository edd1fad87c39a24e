//! One deal played out with every hand known: the `hard` bot's play-outs. The rules are the
//! engine's (docs/rules/chicago.md#a-deal): exchanges in turn from the dealer's left (locked
//! seats skipped), a showdown after each round, five tricks, the last trick's 5 (or the call),
//! the final hands again; but on card bits, with no events, so thousands fit in a decision.
//! Every seat plays the fast policy: the `easy` exchange (keep what makes the hand), and in the
//! tricks the `normal` play for the seat searched for (`hero`) and the `easy` play (keep the
//! highest card, shed the lowest) for the others, the way most players play the tricks;
//! against the searched seat's own call, the others defend with the cards that can break it
//! (`normal::defend`).

use super::easy;
use super::normal::{self, Call, TrickSpot};
use super::race::Race;
use crate::games::bots::{BotRng, pick};
use crate::games::chicago::mask;
use crate::games::chicago::scoring::{CHICAGO_POINTS, LAST_TRICK_POINTS};

/// A deal from some point on. Seats are indices; `order` is the exchange order (from the
/// dealer's left), whose first seat also leads the first trick.
#[derive(Clone, Debug)]
pub struct World {
    pub n: usize,
    pub order: [usize; 4],
    pub hands: [u64; 4],
    /// Drawn from the back.
    pub stock: Vec<u32>,
    pub discards: Vec<u32>,
    /// The match scores, for the lock.
    pub scores: [u32; 4],
    pub lock: u32,
    /// Points won from the start of the play-out.
    pub points: [i32; 4],
    /// Exchange round 1 or 2; 3 once the tricks have begun.
    pub round: u8,
    /// Turns taken in this exchange round.
    pub next: usize,
    pub turn: usize,
    pub gone: u64,
    /// The trick in play: (seat, card bit number).
    pub trick: Vec<(usize, u32)>,
    pub tricks_done: u8,
    pub declarer: Option<usize>,
    /// The declarer has lost a trick.
    pub call_failed: bool,
    /// The hands going into the tricks: the final showdown's.
    pub final_hands: [u64; 4],
    /// The match scores when the play-out began.
    pub base: [u32; 4],
    /// Value the deal's end by the chance of winning the match (`race`), not by points.
    pub race: Option<&'static Race>,
    /// The seat searched for: the others play the `easy` policy in the tricks (`None`: every
    /// seat plays the `normal` one).
    pub hero: Option<usize>,
}

impl World {
    /// The seat to act in an exchange round, after skipping the locked ones (`None`: the
    /// round is over).
    fn exchanger(&mut self) -> Option<usize> {
        while self.next < self.n {
            let seat = self.order[self.next];
            if self.scores[seat] < self.lock {
                return Some(seat);
            }
            self.next += 1;
        }
        None
    }

    /// `seat` throws `thrown` and draws as many. docs/rules/chicago.md#running-out-of-cards:
    /// the rest of the stock first, then the earlier discards shuffled.
    pub fn exchange(&mut self, seat: usize, thrown: u64, rng: &mut BotRng) {
        self.hands[seat] &= !thrown;
        for _ in 0..thrown.count_ones() {
            if self.stock.is_empty() {
                self.stock = std::mem::take(&mut self.discards);
                for i in (1..self.stock.len()).rev() {
                    let j = pick(rng, i + 1);
                    self.stock.swap(i, j);
                }
            }
            if let Some(c) = self.stock.pop() {
                self.hands[seat] |= 1 << c;
            }
        }
        self.discards.extend(mask::iter(thrown));
        self.next += 1;
    }

    fn showdown(&mut self, hands: [u64; 4]) {
        let mut best = None;
        let mut tie = false;
        for (seat, &h) in hands.iter().enumerate().take(self.n) {
            let s = mask::strength_of(h);
            match best {
                Some((b, _)) if s < b => {}
                Some((b, _)) if s == b => tie = true,
                _ => {
                    best = Some((s, seat));
                    tie = false;
                }
            }
        }
        if let Some((s, seat)) = best
            && !tie
            && s.category().scores()
        {
            let p = s.category().points();
            self.points[seat] += i32::try_from(p).unwrap_or(52);
            self.scores[seat] += p;
        }
    }

    /// Ends the exchange round whose turns are all taken: its showdown, then the next round
    /// or the tricks.
    fn end_round(&mut self) {
        self.showdown(self.hands);
        self.round += 1;
        self.next = 0;
        if self.round == 3 {
            self.final_hands = self.hands;
            self.turn = self.declarer.unwrap_or(self.order[0]);
        }
    }

    /// The seat to play in the tricks.
    pub fn spot(&self, seat: usize) -> TrickSpot {
        let led = self.trick.first().map(|&(_, c)| mask::suit_of(c));
        let winning = led.map(|s| {
            self.trick
                .iter()
                .filter(|&&(_, c)| mask::suit_of(c) == s)
                .map(|&(_, c)| c)
                .max()
                .unwrap_or(0)
        });
        let call = match self.declarer {
            Some(d) if !self.call_failed => {
                if d == seat {
                    Call::Mine
                } else {
                    Call::Theirs
                }
            }
            _ => Call::None,
        };
        TrickSpot {
            hand: self.hands[seat],
            led,
            winning,
            gone: self.gone,
            call,
        }
    }

    /// `seat`, whose turn it is, plays card bit `c`.
    pub fn play(&mut self, seat: usize, c: u32) {
        self.hands[seat] &= !(1 << c);
        self.gone |= 1 << c;
        self.trick.push((seat, c));
        self.turn = (seat + 1) % self.n;
        if self.trick.len() < self.n {
            return;
        }
        let led = mask::suit_of(self.trick[0].1);
        let (winner, _) = self
            .trick
            .iter()
            .copied()
            .filter(|&(_, c)| mask::suit_of(c) == led)
            .max_by_key(|&(_, c)| c)
            .unwrap_or(self.trick[0]);
        self.trick.clear();
        self.tricks_done += 1;
        self.turn = winner;
        if self.declarer.is_some_and(|d| d != winner) {
            self.call_failed = true;
        }
        if self.tricks_done == 5 {
            self.end_tricks(winner);
        }
    }

    /// docs/rules/chicago.md#the-chicago-call and #the-last-trick, then the final hands.
    fn end_tricks(&mut self, last: usize) {
        let points = CHICAGO_POINTS;
        match self.declarer {
            Some(d) if !self.call_failed => self.points[d] += points,
            Some(d) => {
                self.points[d] -= points;
                self.points[last] += LAST_TRICK_POINTS;
            }
            None => self.points[last] += LAST_TRICK_POINTS,
        }
        self.showdown(self.final_hands);
    }

    pub fn over(&self) -> bool {
        self.tricks_done >= 5
    }

    /// Plays the deal to its end with the fast policy for every seat.
    pub fn finish(&mut self, rng: &mut BotRng) {
        self.finish_exchanges(rng);
        while !self.over() {
            let seat = self.turn;
            let c = self.policy(seat);
            self.play(seat, c);
        }
    }

    /// Plays the exchange rounds left with the fast policy (the `easy` keep) for every seat.
    pub fn finish_exchanges(&mut self, rng: &mut BotRng) {
        while self.round <= 2 {
            match self.exchanger() {
                Some(seat) => {
                    let thrown = easy::exchange_bits(self.hands[seat]);
                    self.exchange(seat, thrown, rng);
                }
                None => self.end_round(),
            }
        }
    }

    /// The card `seat` plays in a play-out.
    pub fn policy(&self, seat: usize) -> u32 {
        let spot = self.spot(seat);
        match self.hero {
            // Against the searched seat's live call, the defence that keeps the right cards
            // (a call must hold against people, who do not share `easy`'s tie-breaks).
            Some(h) if h != seat && self.declarer == Some(h) && !self.call_failed => {
                normal::defend(&spot, self.hands[h])
            }
            Some(h) if h != seat => normal::easy_play(&spot),
            _ => normal::play(&spot),
        }
    }

    /// The best `me` can get from here in the tricks, choosing each of its cards knowing every
    /// hand while the others play their policy (the double-dummy view of one sampled world).
    pub fn best_for(&self, me: usize) -> f64 {
        let mut w = self.clone();
        while !w.over() && w.turn != me {
            let seat = w.turn;
            let c = w.policy(seat);
            w.play(seat, c);
        }
        if w.over() {
            return w.value(me);
        }
        let spot = w.spot(me);
        let legal = spot.legal();
        let mut best = f64::NEG_INFINITY;
        for c in mask::iter(legal) {
            let mut next = w.clone();
            next.play(me, c);
            best = best.max(next.best_for(me));
        }
        best
    }

    /// `me`'s best card here knowing every hand (the first of equals, lowest first).
    pub fn best_card(&self, me: usize) -> u32 {
        let spot = self.spot(me);
        let legal = spot.legal();
        let mut best = (f64::NEG_INFINITY, 0);
        for c in mask::iter(legal) {
            let mut next = self.clone();
            next.play(me, c);
            let v = next.best_for(me);
            if v > best.0 + 1e-12 {
                best = (v, c);
            }
        }
        best.1
    }

    /// Before the tricks: whether the exchange round is over (and run its showdown).
    pub fn settle(&mut self) {
        while self.round <= 2 && self.exchanger().is_none() {
            self.end_round();
        }
    }

    /// What the play-out was worth to `me`: with the race model, the chance of winning the
    /// match from the scores it leaves; without, its points less the others' average (only one
    /// hand scores at each showdown, so a point kept from the others counts too).
    pub fn value(&self, me: usize) -> f64 {
        if let Some(r) = self.race {
            return r.win_chance(&scores_after(self)[..self.n], me);
        }
        let others: i32 = (0..self.n)
            .filter(|&s| s != me)
            .map(|s| self.points[s])
            .sum();
        #[allow(clippy::cast_precision_loss)]
        let rest = (self.n - 1).max(1) as f64;
        f64::from(self.points[me]) - f64::from(others) / rest
    }
}

/// The end of a world's deal as the race sees it: every seat's score.
pub fn scores_after(w: &World) -> [u32; 4] {
    let mut out = [0u32; 4];
    for (s, o) in out.iter_mut().enumerate().take(w.n) {
        *o = u32::try_from((i64::from(w.base[s]) + i64::from(w.points[s])).max(0)).unwrap_or(0);
    }
    out
}
