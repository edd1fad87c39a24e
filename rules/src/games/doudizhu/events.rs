//! What a Dou Dizhu table announces. Public events never carry a card of a hidden hand: the
//! only cards in them are plays (public the moment they are played), the kitty
//! (docs/rules/doudizhu.md#the-kitty: shown to everyone, then taken by the landlord) and the
//! cards left in every hand once the hand is over (docs/rules/doudizhu.md#showing-the-hands).

use super::auction::Bid;
use super::combos::Combo;
use super::rank::RankCounts;
use super::settlement::Settlement;
use crate::games::Seat;
use serde::Serialize;

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Event {
    /// Public: a (re)deal. `deal` counts from 1.
    Dealt {
        deal: u32,
        first_bidder: Seat,
        hand_size: u8,
        /// The card turned face up during the deal, which went to `first_bidder`
        /// (docs/rules/doudizhu.md#the-deal); absent for a deal from a file.
        #[serde(skip_serializing_if = "Option::is_none")]
        face_up: Option<RankCounts>,
    },
    /// Private to `seat`: its whole hand, sent whenever it changes.
    Hand {
        seat: Seat,
        cards: RankCounts,
    },
    Bid {
        seat: Seat,
        bid: Bid,
    },
    /// Everybody passed: the cards are shuffled and dealt again.
    AllPassed,
    /// The auction is over; the kitty is shown and taken by the landlord.
    Landlord {
        seat: Seat,
        bid: Bid,
        kitty: RankCounts,
    },
    Played {
        seat: Seat,
        combo: Combo,
        cards_left: u8,
    },
    Passed {
        seat: Seat,
    },
    /// Private to `seat`: nothing in its hand beats `play`, so the table passed for it
    /// (`Game::forced_pass`, the table option `auto-pass`).
    CannotBeat {
        seat: Seat,
        play: Combo,
    },
    /// A bomb or rocket doubled the stake; `stake` is the new amount per opponent.
    StakeDoubled {
        doublings: u32,
        stake: i64,
    },
    /// Everyone else passed: `seat` won the trick and leads the next.
    TrickWon {
        seat: Seat,
    },
    /// `seat` conceded (timeout or leaving); the hand ends.
    Forfeited {
        seat: Seat,
    },
    /// Public, once a hand is over (emptied or conceded), just before its `Settled`: the
    /// cards each seat still holds, in seat order — none for the seat that went out
    /// (docs/rules/doudizhu.md#showing-the-hands). Nothing is hidden any more: the hand's
    /// next deal, if any, is a fresh shuffle.
    Revealed {
        hands: Vec<RankCounts>,
    },
    Settled {
        settlement: Settlement,
    },
    /// A match of several hands (docs/rules/doudizhu.md#a-match-of-several-hands): hand `hand`
    /// of `hands` is booked; `totals` are each seat's sums of the settlements so far. The next
    /// hand's `Dealt` follows unless the match is over.
    HandOver {
        hand: u32,
        hands: u32,
        totals: Vec<i64>,
    },
}

impl Event {
    /// The seat that conceded (`Game::forfeited`).
    pub fn forfeited(&self) -> Option<Seat> {
        match self {
            Event::Forfeited { seat } => Some(*seat),
            _ => None,
        }
    }

    /// The hand's settlement, if this event settles one (`Game::rated_hand`).
    pub fn settled(&self) -> Option<&Settlement> {
        match self {
            Event::Settled { settlement } => Some(settlement),
            _ => None,
        }
    }
}
