//! Whole-hand tests of the Dou Dizhu state machine.

use super::*;
use crate::games::{Audience, Game, Seat};

fn rc(s: &str) -> RankCounts {
    RankCounts::parse(s).unwrap()
}

/// A fixed 3-player deal: seat 0 has a strong hand.
fn deal3() -> Deal {
    Deal {
        hands: vec![
            rc("3334445556667778B"),
            rc("9999TTTTJJJJQQQQK"),
            rc("34567KKKAAAA2222R"),
        ],
        kitty: rc("888"),
        first_bidder: Seat(0),
    }
}

#[test]
fn fixed_deal_has_54_cards() {
    // Sanity of the fixture itself.
    let d = deal3();
    let total: usize = d.hands.iter().map(RankCounts::len).sum::<usize>() + d.kitty.len();
    assert_eq!(total, 54);
}
