//! The end of a hand (a win or 荒牌): payments booked, then the next deal or the end of the match
//! (also ended by a concession).

use super::events::Event;
use super::settlement::{HandEnd, HandResult};
use super::split::Split;
use super::{Events, PLAYERS, Phase, Yaodiren, deal, fan};
use crate::cards::tiles::Tile;
use crate::games::{Game, Outcome, Seat, Tagged, shuffle};

impl Yaodiren {
    pub(super) fn win(
        &mut self,
        seat: Seat,
        tile: Option<Tile>,
        from: Option<Seat>,
        split: Split,
    ) -> Events {
        let stake = fan::stake(split.fan, &self.config);
        let payers: Vec<Seat> = Seat::all(PLAYERS)
            .filter(|&s| s != seat && self.active(s))
            .collect();
        let p = self.player(seat);
        let mut events = vec![Tagged::public(Event::Won {
            seat,
            concealed: p.concealed.tiles(),
            exposed: p.exposed.clone(),
            tile,
            from,
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

    pub(super) fn end_hand(&mut self, end: HandEnd) -> Events {
        let result = HandResult::no_winner(self.hand, self.dealer, end, PLAYERS);
        self.finish_hand(result)
    }

    /// Books a hand's payments, then deals the next hand or ends the match.
    fn finish_hand(&mut self, result: HandResult) -> Events {
        for (s, p) in self.scores.iter_mut().zip(&result.payments) {
            *s += p;
        }
        // docs/rules/yaodiren.md#table-seats-and-the-match: the winner deals next; after 荒牌
        // the dealer stays; after a player left, the dealer is drawn anew.
        let next_dealer = if std::mem::take(&mut self.redraw_dealer) {
            Seat::from_index(shuffle::below(&mut self.rng, PLAYERS))
        } else {
            result.winner().unwrap_or(self.dealer)
        };
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

    /// The match's outcome once it is over (see `Game::outcome`).
    pub(super) fn match_outcome(&self) -> Option<Outcome> {
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

    /// docs/rules/yaodiren.md#a-player-leaves: the match goes on (the table seats a bot in the
    /// leaver's place, which plays the hand on from the leaver's tiles) and the next hand's
    /// dealer is drawn anew. Nothing is paid for leaving.
    pub(super) fn left(&mut self, seat: Seat) -> Events {
        if self.phase == Phase::Over {
            return Vec::new();
        }
        self.redraw_dealer = true;
        vec![Tagged::public(Event::SeatLeft { seat })]
    }

    /// Ends the match at once on a concession (see `Game::forfeit`).
    pub(super) fn concede(&mut self, seat: Seat) -> Events {
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
}
