//! The claim window on a discard or a flip: who is entitled, their answers, and resolution by
//! priority (with the pass locks it leaves).

use super::claims::{Claim, ClaimKind, Entitlement, Holder, Origin};
use super::error::RuleError;
use super::events::{Answer, Event, Lock};
use super::kan::Kan;
use super::settlement::HandEnd;
use super::{Events, PLAYERS, Phase, Player, Yaodiren, claims};
use crate::cards::tiles::Tile;
use crate::games::{Seat, Tagged, TurnError};

/// A claim window: the tile, who may claim it, and the answers so far.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Window {
    pub(super) tile: Tile,
    pub(super) source: Seat,
    pub(super) origin: Origin,
    /// Entitled seats in turn order from the source.
    entitled: Vec<(Seat, Entitlement)>,
    answers: Vec<(Seat, Answer)>,
}

impl Window {
    pub(super) fn entitlement(&self, seat: Seat) -> Option<&Entitlement> {
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

    pub(super) fn pending(&self) -> impl Iterator<Item = (Seat, &Entitlement)> {
        self.entitled
            .iter()
            .filter(|(s, _)| self.answer(*s).is_none())
            .map(|(s, e)| (*s, e))
    }

    /// The `ClaimOptions` this window asked `seat`, while its answer is awaited. Every claim
    /// it is entitled to, even one another seat's answer already outranks: answers are secret
    /// until the window closes (docs/rules/yaodiren.md#claim-windows), and a question that left
    /// a claim out would tell the seat what another player answered.
    pub(super) fn question(&self, seat: Seat) -> Option<Event> {
        let (_, e) = self.pending().find(|(s, _)| *s == seat)?;
        Some(Event::ClaimOptions {
            seat,
            tile: self.tile,
            claims: e.claims(),
            may_pass: e.may_pass(),
        })
    }
}

impl Yaodiren {
    pub(super) fn open_window(&mut self, tile: Tile, source: Seat, origin: Origin) -> Events {
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
            if self.player(*seat).passing && e.standing_pass_allowed() {
                answers.push((*seat, Answer::Pass));
                events.push(Tagged::private(
                    *seat,
                    Event::StandingPassed { seat: *seat, tile },
                ));
                continue;
            }
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

    pub(super) fn apply_answer(&mut self, seat: Seat, answer: Answer) -> Result<Events, RuleError> {
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

    /// docs/rules/yaodiren.md#standing-answers: pass now and every optional 吃 / 碰 until the
    /// hand ends.
    pub(super) fn apply_pass_hand(&mut self, seat: Seat) -> Result<Events, RuleError> {
        let Phase::Window(w) = &self.phase else {
            return Err(RuleError::NotNow {
                stage: self.stage(),
            });
        };
        let e = w
            .entitlement(seat)
            .ok_or(TurnError::NotYourTurn { to_act: Vec::new() })?;
        if !e.standing_pass_allowed() {
            return Err(match e.mandatory() {
                Some(m) => RuleError::MustClaim { claim: m.kind() },
                None => RuleError::StandingPassOverWin,
            });
        }
        self.players[seat.index()].passing = true;
        let mut events = vec![Tagged::private(seat, Event::PassingThisHand { seat })];
        events.extend(self.apply_answer(seat, Answer::Pass)?);
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
}
