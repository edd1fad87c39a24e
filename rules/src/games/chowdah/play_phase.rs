//! The rest of a turn, after the draw: joker swaps, then a discard or a Chowdah declared.

use super::deck::JOKER;
use super::error::RuleError;
use super::events::{Event, RoundEnd};
use super::scoring::Detail;
use super::{Action, Chowdah, Pile, Step, Swap, deck, scoring};
use crate::cards::Card;
use crate::games::{Game, Seat, Tagged};

impl Chowdah {
    /// How many swaps `legal_actions` still lists this turn: enough for every real use, and
    /// a bound so that random play cannot swap back and forth for ever.
    pub(super) const LISTED_SWAPS: u8 = 4;

    pub(super) fn swap(&mut self, seat: Seat, swap: Swap) -> Result<Vec<Tagged<Event>>, RuleError> {
        let Step::Play { swaps, .. } = &mut self.step else {
            return Err(self.not_playing());
        };
        let Swap {
            owner,
            meld: m,
            give,
            take,
        } = swap;
        let held_anywhere = self
            .exposed
            .iter()
            .flatten()
            .any(|x| x.cards().contains(&take));
        if !held_anywhere && give.is_joker() != take.is_joker() {
            return Err(RuleError::NotInMeld {
                card: take,
                owner,
                meld: m,
                elsewhere: false,
            });
        }
        let meld = self
            .exposed
            .get(owner.index())
            .and_then(|ms| ms.get(usize::from(m)))
            .ok_or(RuleError::NoSuchMeld { owner, meld: m })?;
        if !self.hands[seat.index()].contains(&give) {
            return Err(RuleError::NotInHand { cards: vec![give] });
        }
        if give.is_joker() == take.is_joker() {
            return Err(RuleError::NotAJokerSwap);
        }
        let slot = meld
            .cards()
            .iter()
            .position(|&c| c == take)
            .ok_or(RuleError::NotInMeld {
                card: take,
                owner,
                meld: m,
                elsewhere: held_anywhere,
            })?;
        let result = meld
            .replaced(slot, give)
            .map_err(|why| RuleError::SwapBreaksMeld { why })?;
        *swaps += 1;
        self.exposed[owner.index()][usize::from(m)] = result.clone();
        let hand = &mut self.hands[seat.index()];
        let at = hand.iter().position(|&c| c == give).expect("checked above");
        hand[at] = take;
        deck::sort_cards(hand);
        Ok(vec![
            Tagged::public(Event::Swapped {
                seat,
                owner,
                meld: m,
                gave: give,
                took: take,
                result,
            }),
            self.hand_event(seat),
        ])
    }

    pub(super) fn discard(
        &mut self,
        seat: Seat,
        card: Card,
        pile: Pile,
    ) -> Result<Vec<Tagged<Event>>, RuleError> {
        if !matches!(self.step, Step::Play { .. }) {
            return Err(self.not_playing());
        }
        let n = self.players();
        let i = pile.index().ok_or(RuleError::NoSuchPile { pile })?;
        let hand = &self.hands[seat.index()];
        if hand.is_empty() {
            return Err(RuleError::MustDeclare);
        }
        let Some(at) = hand.iter().position(|&c| c == card) else {
            return Err(RuleError::NotInHand { cards: vec![card] });
        };
        // docs/rules/chowdah.md#discarding-or-declaring: onto an empty pile if there is one.
        if !self.piles[i].is_empty()
            && let Some(empty) = Pile::ALL
                .into_iter()
                .find(|p| self.piles[p.index().expect("1..=3")].is_empty())
        {
            return Err(RuleError::MustUseEmptyPile { empty });
        }
        self.hands[seat.index()].remove(at);
        self.piles[i].push(card);
        let mut events = vec![
            Tagged::public(Event::Discarded { seat, card, pile }),
            self.hand_event(seat),
        ];
        // docs/rules/chowdah.md#variants: discarding a joker MAY give an extra turn (an
        // option): the player chooses.
        if card == JOKER && self.config.joker_extra_turn {
            self.step = Step::ExtraTurn;
            events.push(Tagged::public(Event::ExtraTurnOffered { seat }));
        } else {
            events.extend(self.begin_turn(seat.next(n)));
        }
        Ok(events)
    }

    /// The choice after a joker discard: play again, or let the next seat play.
    pub(super) fn extra_turn(&mut self, seat: Seat, take: bool) -> Vec<Tagged<Event>> {
        let mut events = Vec::new();
        let next = if take {
            events.push(Tagged::public(Event::ExtraTurn { seat }));
            seat
        } else {
            events.push(Tagged::public(Event::ExtraTurnDeclined { seat }));
            seat.next(self.players())
        };
        events.extend(self.begin_turn(next));
        events
    }

    /// The legal discards of the seat to act: each distinct hand card onto each allowed pile.
    pub(super) fn discards(&self, seat: Seat) -> Vec<Action> {
        let mut cards = self.hands[seat.index()].clone();
        cards.dedup();
        let empty: Vec<Pile> = Pile::ALL
            .into_iter()
            .filter(|p| self.piles[p.index().expect("1..=3")].is_empty())
            .collect();
        let piles = if empty.is_empty() {
            Pile::ALL.to_vec()
        } else {
            empty
        };
        cards
            .iter()
            .flat_map(|&card| {
                piles
                    .iter()
                    .map(move |&pile| Action::Discard { card, pile })
            })
            .collect()
    }

    /// Whether `seat`'s hand and exposed melds form the contract now.
    pub fn can_declare(&self, seat: Seat) -> bool {
        self.chowdah_detail(seat).is_some()
    }

    fn chowdah_detail(&self, seat: Seat) -> Option<Detail> {
        scoring::score_melds(
            &self.hands[seat.index()],
            &self.exposed[seat.index()],
            self.contract,
            true,
            self.config.score_rules(),
        )
        .ok()
    }

    pub(super) fn declare(&mut self, seat: Seat) -> Result<Vec<Tagged<Event>>, RuleError> {
        if !matches!(self.step, Step::Play { .. }) {
            return Err(self.not_playing());
        }
        let detail = self
            .chowdah_detail(seat)
            .ok_or_else(|| RuleError::NotChowdah {
                missing: self.cards_from_chowdah(seat),
            })?;
        let mut events = vec![Tagged::public(Event::Declared {
            seat,
            hand: self.hands[seat.index()].clone(),
        })];
        events.extend(self.end_round(RoundEnd::Chowdah { seat }, Some((seat, detail))));
        Ok(events)
    }

    /// About how many cards `seat`'s cards are from the contract, counted from what the seat
    /// can see as the hints count it; at least 1, since they are not it.
    fn cards_from_chowdah(&self, seat: Seat) -> u8 {
        self.info_state(seat).map_or(1, |info| {
            let hand = info.view.hand.as_deref().unwrap_or(&[]);
            super::bot::normal::cards_missing(&info, hand).max(1)
        })
    }

    /// The error for a swap, discard or declare outside the play step (or a pass after it).
    pub(super) fn not_playing(&self) -> RuleError {
        match self.step {
            Step::Draw => RuleError::MustDrawFirst,
            Step::Meld { card, .. } => RuleError::MustMeldDrawnCard { card },
            Step::Play { .. } => RuleError::AlreadyDrew,
            Step::ExtraTurn => RuleError::ExtraTurnChoice,
        }
    }
}
