//! Trick play: plays and passes, a trick won after everyone else passed, and the play that
//! empties a hand.

use super::auction::Bid;
use super::combos::{Invalid, Kind, classify};
use super::error::RuleError;
use super::events::Event;
use super::rank::RankCounts;
use super::view::TrickTurn;
use super::{Action, DouDizhu, Phase, Play, moves};
use crate::games::{Seat, Tagged, TurnError, count_u8};

impl DouDizhu {
    pub(super) fn apply_play(
        &mut self,
        cards: RankCounts,
    ) -> Result<Vec<Tagged<Event>>, RuleError> {
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
        let cards_left = count_u8(hand.len());
        play.to_beat = Some((seat, combo));
        play.passes = 0;
        play.trick.push(TrickTurn {
            seat,
            play: Some(combo),
        });
        play.plays[seat.index()] += 1;
        play.played_by[seat.index()].add_all(&cards);
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
            events.extend(self.finish(seat));
        } else {
            events.extend(self.hand_events(std::iter::once(seat)));
            if let Phase::Play(play) = &mut self.phase {
                play.turn = seat.next(n);
            }
        }
        Ok(events)
    }

    pub(super) fn apply_pass(&mut self) -> Result<Vec<Tagged<Event>>, RuleError> {
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

    /// The plays (and, when following, the pass) `seat` may make in trick play.
    pub(super) fn play_actions(&self, seat: Seat, play: &Play) -> Vec<Action> {
        let follow = play.to_beat.as_ref().map(|(_, c)| c);
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

    /// What a seat out of time does in trick play: passes when following; leading, plays its
    /// lowest single, which keeps every combination it built.
    pub(super) fn auto_play(&self, seat: Seat, play: &Play) -> Option<Action> {
        if play.to_beat.is_some() {
            return Some(Action::Pass);
        }
        let low = self.hands[seat.index()].ranks().next()?;
        Some(Action::Play(RankCounts::from_ranks([low])))
    }
}
