//! The poker showdowns: after each exchange round and, after the tricks, the final hands.

use super::events::{Event, MatchEnd};
use super::hands::Category;
use super::scoring::{PointsFor, Scoring, Showdown};
use super::view::ShowdownRecord;
use super::{Chicago, Events, scoring};
use crate::cards::Card;
use crate::games::{Seat, Tagged};

impl Chicago {
    /// Compares every hand; the single best (a pair or better) scores. Returns whether that
    /// ended the match (a royal flush).
    pub(super) fn showdown(&mut self, scoring: Scoring, events: &mut Events) -> bool {
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
        let points = i32::try_from(points).expect("a hand scores at most 52");
        self.score(seat, points, PointsFor::Hand(scoring), events);
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
}
