//! Why a bot suggests a move: one short reason, typed, for `/hint` to put into words.
//!
//! The reasons every game's hint can give (the search's, the policy's, the only move) live
//! here; each game's own reasons are its `Game::Reason`, in its folder (`Reason` in its
//! `hint.rs`), and reach this enum as `HintReason::Game`. This file names no game, so the
//! game folders can use it without a loop back.

use serde::Serialize;

/// A hint's reason: one every game gives, or the game's own (`R`, its `Game::Reason`).
///
/// Serialized as one flat object tagged `reason` (`{"reason": "best"}`,
/// `{"reason": "stand_pat", "hand": …}`): a game's own reasons carry the same tag, so where a
/// reason comes from does not show in its JSON.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "reason", rename_all = "snake_case")]
pub enum HintReason<R> {
    /// The move that scored best when the hidden cards were dealt out at random.
    Best,
    /// The search's move over the `normal` level's: its chance of winning `of` (the match or
    /// the hand, as the game's search scores it), in percent, in the worlds the hidden cards
    /// were dealt in, against the normal move's `usual` in the same worlds.
    BetterChance { chance: u8, usual: u8, of: ChanceOf },
    /// The `normal` level's move, which no search overruled: there was nothing to compare,
    /// or the hint's deadline cut the search short (`BotCtx::searched`).
    Usual,
    /// The only move the rules leave.
    Only,
    /// A reason of the game's own (its `Game::Reason`).
    #[serde(untagged)]
    Game(R),
}

impl<R> HintReason<R> {
    /// The same reason with the game's own one wrapped by `f` (into `any::AnyReason`).
    pub fn map<S>(self, f: impl FnOnce(R) -> S) -> HintReason<S> {
        match self {
            HintReason::Best => HintReason::Best,
            HintReason::BetterChance { chance, usual, of } => {
                HintReason::BetterChance { chance, usual, of }
            }
            HintReason::Usual => HintReason::Usual,
            HintReason::Only => HintReason::Only,
            HintReason::Game(r) => HintReason::Game(f(r)),
        }
    }
}

/// What a search's chance of winning is a chance of winning (`HintReason::BetterChance`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum ChanceOf {
    /// The whole match: the search scores a move by the chance it leaves of winning it
    /// (Chicago, 幺地人).
    Match,
    /// The hand being played: the search plays each hand out to its win or loss (Dou Dizhu).
    Hand,
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A game's own reasons, as a game declares them (`Game::Reason`).
    #[derive(Clone, Debug, PartialEq, Eq, Serialize)]
    #[serde(tag = "reason", rename_all = "snake_case")]
    enum Own {
        Loose { missing: u8 },
        Shed,
    }

    /// The any-level wrapper `any::AnyReason` is: untagged, one variant per game.
    #[derive(Clone, Debug, PartialEq, Eq, Serialize)]
    #[serde(untagged)]
    enum Any {
        Game(Own),
    }

    fn json(reason: &HintReason<Any>) -> String {
        serde_json::to_string(reason).unwrap()
    }

    /// Where a reason is declared does not show: a game's own reason reads as one flat
    /// object tagged `reason`, as every reason did when one enum listed them all.
    #[test]
    fn a_games_own_reason_serializes_flat_beside_the_common_ones() {
        let own = |r| HintReason::Game(Any::Game(r));
        assert_eq!(
            json(&own(Own::Loose { missing: 2 })),
            r#"{"reason":"loose","missing":2}"#
        );
        assert_eq!(json(&own(Own::Shed)), r#"{"reason":"shed"}"#);
        assert_eq!(json(&HintReason::Best), r#"{"reason":"best"}"#);
        let better = HintReason::BetterChance {
            chance: 41,
            usual: 36,
            of: ChanceOf::Hand,
        };
        assert_eq!(
            json(&better),
            r#"{"reason":"better_chance","chance":41,"usual":36,"of":"Hand"}"#
        );
    }

    #[test]
    fn mapping_a_reason_wraps_only_the_games_own() {
        assert_eq!(HintReason::<Own>::Only.map(Any::Game), HintReason::Only);
        assert_eq!(
            HintReason::Game(Own::Shed).map(Any::Game),
            HintReason::Game(Any::Game(Own::Shed))
        );
    }
}
