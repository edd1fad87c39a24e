//! The start of a turn: drawing from the stock or a pile (a pile card is melded at once), or,
//! with the stock empty, passing.

use super::deck::Counts;
use super::error::RuleError;
use super::events::{Event, RoundEnd};
use super::melds::Meld;
use super::{Chowdah, Pile, Source, Step, deck, moves};
use crate::cards::Card;
use crate::games::{Seat, Tagged};

impl Chowdah {
    /// `seat` is to draw. docs/rules/chowdah.md#end-of-a-round: with the stock empty, the round
    /// ends at the first turn where the player cannot draw (here, at once) or will not (`Pass`).
    pub(super) fn begin_turn(&mut self, seat: Seat) -> Vec<Tagged<Event>> {
        self.turn = seat;
        self.step = Step::Draw;
        if self.stock.is_empty() && self.drawable_piles(seat).is_empty() {
            let mut events = vec![Tagged::public(Event::CannotDraw { seat })];
            events.extend(self.end_round(RoundEnd::CannotDraw { seat }, None));
            return events;
        }
        Vec::new()
    }

    /// Piles whose top card `seat` could draw and meld.
    pub fn drawable_piles(&self, seat: Seat) -> Vec<Pile> {
        Pile::ALL
            .into_iter()
            .filter(|p| {
                let pile = &self.piles[p.index().expect("1..=3")];
                pile.last().is_some_and(|&top| {
                    moves::pile_meldable(
                        &self.hands[seat.index()],
                        &self.exposed[seat.index()],
                        self.contract,
                        top,
                    )
                })
            })
            .collect()
    }

    pub(super) fn draw(
        &mut self,
        seat: Seat,
        source: Source,
    ) -> Result<Vec<Tagged<Event>>, RuleError> {
        if self.step != Step::Draw {
            return Err(RuleError::AlreadyDrew);
        }
        match source {
            Source::Stock => {
                let card = self.stock.pop().ok_or(RuleError::StockEmpty)?;
                let hand = &mut self.hands[seat.index()];
                hand.push(card);
                deck::sort_cards(hand);
                self.step = Step::Play {
                    from: source,
                    drawn: Some(card),
                    swaps: 0,
                };
                Ok(vec![
                    Tagged::public(Event::Drew {
                        seat,
                        source,
                        card: None,
                        stock: self.stock.len(),
                    }),
                    Tagged::private(seat, Event::StockCard { seat, card }),
                    self.hand_event(seat),
                ])
            }
            Source::Pile(pile) => {
                let i = pile.index().ok_or(RuleError::NoSuchPile { pile })?;
                let &card = self.piles[i].last().ok_or(RuleError::EmptyPile { pile })?;
                // docs/rules/chowdah.md#drawing: the card must go into a legal exposed meld, so
                // a draw with no possible meld is refused up front.
                if !moves::pile_meldable(
                    &self.hands[seat.index()],
                    &self.exposed[seat.index()],
                    self.contract,
                    card,
                ) {
                    return Err(RuleError::CannotMeld { card });
                }
                self.piles[i].pop();
                self.step = Step::Meld { pile, card };
                Ok(vec![
                    Tagged::public(Event::Drew {
                        seat,
                        source,
                        card: Some(card),
                        stock: self.stock.len(),
                    }),
                    Tagged::private(seat, Event::MeldNow { seat, card }),
                ])
            }
        }
    }

    /// The meld actions listed for the drawn pile card (a representative set).
    pub(super) const LISTED_MELDS: usize = 12;

    pub(super) fn meld(
        &mut self,
        seat: Seat,
        groups: Vec<Vec<Card>>,
    ) -> Result<Vec<Tagged<Event>>, RuleError> {
        let Step::Meld { pile, card } = self.step else {
            return Err(match self.step {
                Step::Draw => RuleError::MustDrawFirst,
                _ => RuleError::NothingToMeld,
            });
        };
        // The cards first: a meld naming cards the hand does not hold is refused for that,
        // not as a bad meld ("you hold one 5♠").
        let mut laid = Counts::default();
        for &c in groups.iter().flatten() {
            laid.add(c);
        }
        let mut before = Counts::default();
        for m in &self.exposed[seat.index()] {
            for &c in m.cards() {
                before.add(c);
            }
        }
        before.add(card);
        let Some(from_hand) = laid.minus(&before) else {
            return Err(RuleError::LeavesOut {
                cards: laid.missing(&before),
            });
        };
        let hand = Counts::of(&self.hands[seat.index()]);
        let Some(rest) = hand.minus(&from_hand) else {
            let missing = hand.missing(&from_hand);
            if let Some(&card) = missing.iter().find(|&&c| hand.get(c) > 0) {
                return Err(RuleError::HoldsFewer {
                    card,
                    held: hand.get(card),
                    named: from_hand.get(card),
                });
            }
            return Err(RuleError::NotInHand { cards: missing });
        };
        // The drawn card on its own is `meld` with no cards when it joins none of the exposed
        // melds (or there are none yet): "not a meld, 1 card" would not tell the player that
        // it needs hand cards, nor which would do.
        if groups.iter().any(|g| g.as_slice() == [card]) {
            let exposed = &self.exposed[seat.index()];
            let with =
                moves::meld_options(&self.hands[seat.index()], exposed, self.contract, card, 1)
                    .first()
                    .map(|melds| {
                        let groups: Vec<Vec<Card>> =
                            melds.iter().map(|m| m.cards().to_vec()).collect();
                        self.hand_cards_in(seat, &groups)
                    })
                    .unwrap_or_default();
            return Err(RuleError::MeldNeedsCards {
                card,
                exposed: !exposed.is_empty(),
                with,
            });
        }
        let mut melds = Vec::with_capacity(groups.len());
        for cards in groups {
            let meld =
                Meld::new(cards.clone()).map_err(|why| RuleError::InvalidMeld { cards, why })?;
            melds.push(meld);
        }
        self.contract
            .room_after(&melds)
            .map_err(|why| RuleError::ExceedsContract { why })?;
        // docs/rules/chowdah.md#drawing: a draw that leaves nothing to discard is only allowed
        // as a Chowdah. Exposed melds fit the contract and would hold all 14 cards, which is
        // exactly a Chowdah, so this only guards the invariant.
        if rest.is_empty() && self.contract.room_after(&melds).map(|r| r.is_empty()) != Ok(true) {
            return Err(RuleError::NothingToDiscard);
        }
        melds.sort();
        // The melds that are new: the rest were exposed already, and the table knows them.
        let mut before = self.exposed[seat.index()].clone();
        let added: Vec<Meld> = melds
            .iter()
            .filter(|m| match before.iter().position(|b| b == *m) {
                Some(i) => {
                    before.remove(i);
                    false
                }
                None => true,
            })
            .cloned()
            .collect();
        self.exposed[seat.index()] = melds.clone();
        let mut new_hand = rest.cards();
        deck::sort_cards(&mut new_hand);
        self.hands[seat.index()] = new_hand;
        self.step = Step::Play {
            from: Source::Pile(pile),
            drawn: None,
            swaps: 0,
        };
        let from_hand = from_hand.cards();
        Ok(vec![
            Tagged::public(Event::Melded {
                seat,
                melds,
                added,
                from_hand,
            }),
            self.hand_event(seat),
        ])
    }

    /// The cards of a new arrangement `groups` that come from `seat`'s hand: everything but
    /// its exposed melds' cards and the card it drew from a pile.
    pub fn hand_cards_in(&self, seat: Seat, groups: &[Vec<Card>]) -> Vec<Card> {
        let mut rest: Vec<Card> = groups.iter().flatten().copied().collect();
        let mut take = |card: &Card| {
            if let Some(i) = rest.iter().position(|c| c == card) {
                rest.remove(i);
            }
        };
        for meld in self.exposed.get(seat.index()).into_iter().flatten() {
            meld.cards().iter().for_each(&mut take);
        }
        if let Step::Meld { card, .. } = &self.step {
            take(card);
        }
        rest
    }

    pub(super) fn pass(&mut self, seat: Seat) -> Result<Vec<Tagged<Event>>, RuleError> {
        if self.step != Step::Draw {
            return Err(self.not_playing());
        }
        if !self.stock.is_empty() {
            return Err(RuleError::StockNotEmpty);
        }
        let mut events = vec![Tagged::public(Event::Passed { seat })];
        events.extend(self.end_round(RoundEnd::Passed { seat }, None));
        Ok(events)
    }
}
