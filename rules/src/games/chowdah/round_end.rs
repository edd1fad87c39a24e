//! The end of a round: every seat scored, the match moved on (a tie at the top plays another
//! round), and the end of the match (also by a concession).

use super::events::{Event, RoundEnd, RoundResult};
use super::scoring::Detail;
use super::{Chowdah, MatchEnd, deal, scoring};
use crate::games::{Seat, Tagged};

impl Chowdah {
    /// Scores every seat, moves the match on, and deals the next round if there is one.
    pub(super) fn end_round(
        &mut self,
        ending: RoundEnd,
        caller: Option<(Seat, Detail)>,
    ) -> Vec<Tagged<Event>> {
        let n = self.players();
        let rules = self.config.score_rules();
        let scores: Vec<Detail> = Seat::all(n)
            .map(|s| match &caller {
                Some((c, d)) if *c == s => d.clone(),
                _ => scoring::score_melds(
                    &self.hands[s.index()],
                    &self.exposed[s.index()],
                    self.contract,
                    false,
                    rules,
                )
                .expect("a player's own cards always score"),
            })
            .collect();
        for (total, d) in self.totals.iter_mut().zip(&scores) {
            *total += d.scored.points;
        }
        let result = RoundResult {
            round: self.round,
            contract: self.contract,
            ending,
            scores,
            totals: self.totals.clone(),
        };
        self.last_round = Some(result.clone());
        let mut events = vec![Tagged::public(Event::RoundScored { result })];
        let top = *self.totals.iter().max().expect("at least two seats");
        let leaders: Vec<Seat> = Seat::all(n)
            .filter(|s| self.totals[s.index()] == top)
            .collect();
        if self.round >= u32::from(self.config.rounds) {
            if leaders.len() == 1 {
                events.push(self.finish(leaders));
                return events;
            }
            // docs/rules/chowdah.md#match: a tie at the top plays another round.
            events.push(Tagged::public(Event::TieBreak {
                round: self.round + 1,
            }));
        }
        let dealer = self.dealer.next(n);
        let deal = deal::random_deal(&self.config, dealer, &mut self.rng);
        events.extend(self.install(deal));
        events
    }

    fn finish(&mut self, winners: Vec<Seat>) -> Tagged<Event> {
        self.over = Some(MatchEnd {
            winners: winners.clone(),
        });
        Tagged::public(Event::MatchOver {
            totals: self.totals.clone(),
            winners,
        })
    }

    /// Ends the match at once on a concession (see `Game::forfeit`).
    pub(super) fn concede(&mut self, seat: Seat) -> Vec<Tagged<Event>> {
        if self.over.is_some() {
            return Vec::new();
        }
        let n = self.players();
        let best = Seat::all(n)
            .filter(|&s| s != seat)
            .map(|s| self.totals[s.index()])
            .max()
            .unwrap_or(0);
        let winners: Vec<Seat> = Seat::all(n)
            .filter(|&s| s != seat && self.totals[s.index()] == best)
            .collect();
        vec![
            Tagged::public(Event::Forfeited { seat }),
            self.finish(winners),
        ]
    }
}
