//! What a 幺地人 table announces. Public events carry only tiles the rules show to everyone:
//! discards, flips, the tile drawn after a 杀 or 吐火 (shown to everyone,
//! docs/rules/yaodiren.md#claims), exposed kans, and a winner's hand at 胡. Hands, 偷牌 draws,
//! claim options, answers and pass locks go privately to their seat
//! (docs/rules/yaodiren.md#what-is-public).

use super::claims::{Claim, ClaimKind, Origin};
use super::kan::Kan;
use super::settlement::HandResult;
use crate::cards::tiles::Tile;
use crate::games::{Outcome, Seat};
use serde::Serialize;

/// What a seat answered in a claim window.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Answer {
    Claim(Claim),
    Pass,
}

/// A bar that declining a claim puts on a tile kind for the rest of the hand.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Lock {
    /// No more 碰 on this kind.
    Peng,
    /// No more 碰-type wins on this kind.
    Win,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Event {
    /// Public: a deal. `hand` counts the match's hands from 1; `deal` counts every deal, so a
    /// redeal after nobody opened has the same `hand` and a higher `deal`.
    Dealt {
        hand: u32,
        deal: u32,
        dealer: Seat,
        hand_sizes: Vec<u8>,
        stock: u8,
    },
    /// Private to `seat`: its concealed tiles, sent whenever they change.
    Hand {
        seat: Seat,
        tiles: Vec<Tile>,
    },
    /// 起牌: `seat`'s hand reached the opening estimate and it opens.
    Opened {
        seat: Seat,
    },
    /// `seat` did not open (it may still play).
    DidNotOpen {
        seat: Seat,
    },
    /// Private to `seat`: its hand's best case falls short of opening (`tuo` of `threshold`
    /// 砣 in `kans` groups), so the table passed for it (`Game::forced_pass`, `auto-pass`).
    CannotOpen {
        seat: Seat,
        tuo: u32,
        kans: u8,
        threshold: u32,
    },
    /// Nobody opened: the same dealer deals again.
    NobodyOpened,
    /// `seat`, which did not open, plays the hand.
    Joined {
        seat: Seat,
    },
    /// `seat` sits this hand out.
    Folded {
        seat: Seat,
    },
    /// 偷牌: `seat` drew `count` extra tiles for its 4- and 5-of-a-kinds.
    ExtraDraws {
        seat: Seat,
        count: u8,
    },
    /// Private: the tile `seat` drew (偷牌).
    Drew {
        seat: Seat,
        tile: Tile,
    },
    Discarded {
        seat: Seat,
        tile: Tile,
    },
    /// `seat` turned the top tile of the stock face up.
    Flipped {
        seat: Seat,
        tile: Tile,
    },
    /// Players may now claim `tile` (who is asked is not announced).
    ClaimWindow {
        tile: Tile,
        source: Seat,
        origin: Origin,
    },
    /// Private: what `seat` may answer; `may_pass` is false when a 杀 or 吐火 is mandatory.
    ClaimOptions {
        seat: Seat,
        tile: Tile,
        claims: Vec<Claim>,
        may_pass: bool,
    },
    /// Private: `seat`'s answer was recorded (made for it when only a mandatory claim was
    /// possible: `automatic`).
    Answered {
        seat: Seat,
        answer: Answer,
        automatic: bool,
    },
    /// `seat` took `tile` from `from` and laid down `kan`.
    Claimed {
        seat: Seat,
        claim: ClaimKind,
        tile: Tile,
        from: Seat,
        kan: Kan,
    },
    /// Nobody claimed `tile`; it stays face up in the river.
    Unclaimed {
        tile: Tile,
    },
    /// The tile drawn after a 杀 or 吐火, shown to everyone and taken into `seat`'s hand.
    KillDraw {
        seat: Seat,
        tile: Tile,
    },
    /// Private: `seat` declined a claim and may no longer make it on `tile` this hand.
    Locked {
        seat: Seat,
        tile: Tile,
        lock: Lock,
    },
    /// 胡: `seat` shows its concealed tiles; the split and payments are in `HandOver`.
    Won {
        seat: Seat,
        concealed: Vec<Tile>,
        exposed: Vec<Kan>,
        /// The tile claimed with 胡 that completed the hand (not among `concealed`), and whose
        /// discard or flip it was; `None` for a win on one's own tiles.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        tile: Option<Tile>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        from: Option<Seat>,
    },
    /// 荒牌: the stock ran out.
    Exhausted,
    /// Fewer than two players are in the hand.
    Uncontested,
    /// The hand is settled; `scores` are the match totals after it.
    HandOver {
        result: HandResult,
        scores: Vec<i64>,
    },
    /// `seat` chose the standing answer: every optional 吃 / 碰 is passed until the hand ends.
    PassingThisHand {
        seat: Seat,
    },
    /// The standing answer passed `tile` for `seat` without asking.
    StandingPassed {
        seat: Seat,
        tile: Tile,
    },
    /// The player in `seat` left; a bot plays the seat on and the next hand's dealer is drawn
    /// anew.
    SeatLeft {
        seat: Seat,
    },
    /// `seat` conceded the match.
    Forfeited {
        seat: Seat,
    },
    MatchOver {
        outcome: Outcome,
    },
}

impl Event {
    /// The seat that conceded in the league's eyes (`Game::forfeited`): by a concession, or
    /// by leaving (docs/rules/yaodiren.md#a-player-leaves: the match goes on with a bot in the
    /// seat, but the leaver has conceded).
    pub fn forfeited(&self) -> Option<Seat> {
        match self {
            Event::Forfeited { seat } | Event::SeatLeft { seat } => Some(*seat),
            _ => None,
        }
    }
}
