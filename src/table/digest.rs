//! "While you were away": per seat, the public events of the other seats' moves since that
//! seat last moved, for its turn DM. Public events only (what the channel was told: plays,
//! passes, claims, draws without the card), so the digest shows nothing hidden. Rebuilt by
//! replay like the rest of the table.

use super::Table;
use crate::games::any::AnyEvent;
use crate::games::{Audience, Seat, Tagged};

/// The most events a digest keeps (the latest).
pub const DIGEST_EVENTS: usize = 8;

impl Table {
    /// What the other seats did since `seat` last moved (oldest first, at most
    /// `DIGEST_EVENTS`).
    pub fn digest(&self, seat: Seat) -> &[AnyEvent] {
        self.digest.get(seat.index()).map_or(&[], Vec::as_slice)
    }

    /// `seat` moved and these events followed: its own digest starts again; every other seat's
    /// gets the public ones.
    pub(super) fn note_digest(&mut self, seat: Seat, events: &[Tagged<AnyEvent>]) {
        self.digest.resize(self.seats.len(), Vec::new());
        for (i, digest) in self.digest.iter_mut().enumerate() {
            if i == seat.index() {
                digest.clear();
                continue;
            }
            digest.extend(
                events
                    .iter()
                    .filter(|t| t.audience == Audience::Public)
                    .map(|t| t.event.clone()),
            );
            let over = digest.len().saturating_sub(DIGEST_EVENTS);
            digest.drain(..over);
        }
    }
}
