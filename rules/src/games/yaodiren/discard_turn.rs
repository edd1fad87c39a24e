//! A seat's turn: it discards (or declares a win on its own tiles); a tile nobody claims is
//! followed by a flip from the stock.

use super::claims::Origin;
use super::error::RuleError;
use super::events::Event;
use super::settlement::HandEnd;
use super::split::Split;
use super::{Events, Yaodiren, split};
use crate::cards::tiles::Tile;
use crate::games::{Seat, Tagged};

impl Yaodiren {
    pub(super) fn apply_discard(&mut self, seat: Seat, tile: Tile) -> Result<Events, RuleError> {
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
    pub(super) fn apply_self_win(&mut self, seat: Seat) -> Result<Events, RuleError> {
        let split = self.self_win(seat).ok_or(RuleError::NotAWin)?;
        Ok(self.win(seat, None, None, split))
    }

    /// The seat's best winning split of the tiles it holds, if they win.
    pub(super) fn self_win(&self, seat: Seat) -> Option<Split> {
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
    pub(super) fn flip(&mut self, seat: Seat) -> Events {
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
}
