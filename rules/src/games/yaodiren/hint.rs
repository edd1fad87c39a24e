//! Why the 幺地人 bot suggests a move (`/hint`), in one reason read off the move: a win
//! (docs/rules/yaodiren.md#winning-胡), a 杀 or 吐火 the rules make mandatory
//! (docs/rules/yaodiren.md#claims); opening, playing and folding by the `normal` rules
//! (docs/rules/yaodiren.md#opening-起牌-and-extra-draws-偷牌: the hand's best case against the
//! threshold, and a seat that leads the match stays out); `normal`'s discard and its answer
//! to a discard by what they leave the hand; any other move is the search's.

use super::bot::normal::{self, Standing};
use super::estimate::opening_estimate;
use super::view::Stage;
use super::{Action, Claim, Info};
use crate::games::HintReason;
use serde::Serialize;

/// Why the 幺地人 bot suggests a move, beyond the reasons every game gives
/// (`HintReason`): this game's `Game::Reason`. Serialized as `HintReason` tags it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "reason", rename_all = "snake_case")]
pub enum Reason {
    /// The tiles win the hand (胡).
    Win,
    /// Sit the hand out: it is too weak to play.
    Fold,
    /// Open, the hand's best case makes `tuo` 砣 of the `threshold` needed.
    Opens { tuo: u8, threshold: u8 },
    /// The hand may not open: its best case makes only `tuo` 砣 of the `threshold`.
    BelowThreshold { tuo: u8, threshold: u8 },
    /// Play the hand, its best case (`tuo` 砣) at or near enough the `threshold` a win
    /// needs (how near depends on the standing: docs/rules/yaodiren.md#bots).
    PlayOn { tuo: u8, threshold: u8 },
    /// The `normal` discard: of the tiles the hand needs least, the one least likely to
    /// be claimed (吃 / 碰) by an opponent.
    Spare,
    /// The `normal` answer to a discard: the 吃 or 碰 leaves the hand worth more than
    /// passing.
    ClaimImproves,
    /// The `normal` answer to a discard: no 吃 or 碰 leaves the hand worth more than
    /// passing.
    ClaimNoBetter,
    /// The seat leads the match, and a hand sat out can cost it nothing.
    StayOut,
}

pub fn hint_reason(info: &Info, action: &Action) -> HintReason<Reason> {
    match action {
        Action::Claim(Claim::Hu) => HintReason::Game(Reason::Win),
        Action::Claim(Claim::Sha | Claim::Tuhuo) => HintReason::Only,
        Action::Pass if info.stage == Stage::Opening && !info.legal.contains(&Action::Open) => {
            cannot_open(info)
        }
        _ if info.legal.len() == 1 => HintReason::Only,
        // Only a move the search chose over `normal`'s is "best in the search": the search
        // leaves `normal`'s discard or answer standing unless another move is clearly better
        // (docs/rules/yaodiren.md#bots), so `normal`'s own move gets `normal`'s reason.
        _ if normal::choose(info) != *action => HintReason::Best,
        Action::Open | Action::Pass | Action::Play | Action::Fold
            if matches!(info.stage, Stage::Opening | Stage::Joining) =>
        {
            entering(info, action)
        }
        Action::Discard(_) => HintReason::Game(Reason::Spare),
        Action::Claim(_) => HintReason::Game(Reason::ClaimImproves),
        Action::Pass if info.stage == Stage::Claim => HintReason::Game(Reason::ClaimNoBetter),
        _ => HintReason::Best,
    }
}

/// Why the hand may not open (docs/rules/yaodiren.md#opening-起牌-and-extra-draws-偷牌): its
/// best case falls short of the threshold. A hand short of groups alone is just the only move
/// (2 first hands of 20,000 deals were short of groups, and both of 砣 as well).
fn cannot_open(info: &Info) -> HintReason<Reason> {
    let e = opening_estimate(&info.concealed, info.dealer == info.seat);
    if e.tuo < e.threshold {
        HintReason::Game(Reason::BelowThreshold {
            tuo: u8::try_from(e.tuo).unwrap_or(u8::MAX),
            threshold: u8::try_from(e.threshold).unwrap_or(u8::MAX),
        })
    } else {
        HintReason::Only
    }
}

/// Why `normal` opens, plays, passes or folds: the hand's best case against the threshold,
/// or the lead a seat keeps by staying out.
fn entering(info: &Info, action: &Action) -> HintReason<Reason> {
    if Standing::of(info).lead > 0 && matches!(action, Action::Pass | Action::Fold) {
        return HintReason::Game(Reason::StayOut);
    }
    let e = opening_estimate(&info.concealed, info.dealer == info.seat);
    let tuo = u8::try_from(e.tuo).unwrap_or(u8::MAX);
    let threshold = u8::try_from(e.threshold).unwrap_or(u8::MAX);
    match action {
        Action::Open => HintReason::Game(Reason::Opens { tuo, threshold }),
        Action::Play => HintReason::Game(Reason::PlayOn { tuo, threshold }),
        Action::Fold => HintReason::Game(Reason::Fold),
        _ => HintReason::Best,
    }
}

#[cfg(test)]
mod tests {
    use super::super::{Config, Yaodiren};
    use super::*;
    use crate::games::Game;

    #[test]
    fn a_win_a_mandatory_claim_and_a_fold_say_so_and_the_rest_defer_to_the_search() {
        let game = Yaodiren::new(Config::default(), 1).unwrap().game;
        let info = game.info_state(game.to_act()[0]).unwrap();
        assert_eq!(
            hint_reason(&info, &Action::Claim(Claim::Hu)),
            HintReason::Game(Reason::Win)
        );
        assert_eq!(
            hint_reason(&info, &Action::Claim(Claim::Sha)),
            HintReason::Only
        );
        assert_eq!(
            hint_reason(&info, &Action::Discard(info.concealed.tiles()[0])),
            HintReason::Best
        );
    }

    #[test]
    fn opening_playing_and_folding_give_the_estimate_or_the_lead_behind_the_normal_choice() {
        let (mut opens, mut plays, mut folds) = (0, 0, 0);
        let mut below = 0;
        for seed in 0..30 {
            let mut game = Yaodiren::new(Config::default(), seed).unwrap().game;
            while game.outcome().is_none() {
                let seat = game.to_act()[0];
                let info = game.info_state(seat).unwrap();
                let e = opening_estimate(&info.concealed, info.dealer == seat);
                let normal = normal::choose(&info);
                for a in &info.legal {
                    let reason = hint_reason(&info, a);
                    match reason {
                        HintReason::Game(Reason::Opens { tuo, threshold }) => {
                            assert_eq!((*a, u32::from(tuo)), (Action::Open, e.tuo));
                            assert!(e.qualifies && tuo >= threshold, "{e:?}");
                            opens += 1;
                        }
                        HintReason::Game(Reason::PlayOn { tuo, .. }) => {
                            assert_eq!((*a, u32::from(tuo)), (Action::Play, e.tuo));
                            plays += 1;
                        }
                        HintReason::Game(Reason::StayOut) => {
                            assert!(Standing::of(&info).lead > 0);
                            assert!(matches!(a, Action::Pass | Action::Fold));
                        }
                        HintReason::Game(Reason::Fold) => folds += 1,
                        // A pass because the hand may not open says why, as the estimate does.
                        HintReason::Game(Reason::BelowThreshold { tuo, threshold }) => {
                            assert_eq!(*a, Action::Pass);
                            assert!(!e.qualifies && u32::from(tuo) < u32::from(threshold));
                            assert_eq!(u32::from(tuo), e.tuo);
                            below += 1;
                        }
                        _ => {}
                    }
                    // The normal choice at the opening always has a reason of its own.
                    let entering = matches!(info.stage, Stage::Opening | Stage::Joining);
                    if entering && *a == normal && info.legal.len() > 1 && normal != Action::Pass {
                        assert_ne!(reason, HintReason::Best, "{a:?} {e:?}");
                    }
                }
                let a = game.bot_action(seat).unwrap();
                game.apply(seat, a).unwrap();
            }
        }
        assert!(
            opens > 0 && plays > 0 && folds > 0 && below > 0,
            "{opens} {plays} {folds} {below}"
        );
    }

    #[test]
    fn the_normal_discard_and_claim_answer_give_normals_reason_and_any_other_the_searchs() {
        let (mut spares, mut improves, mut no_better, mut best) = (0, 0, 0, 0);
        for seed in 0..20 {
            let mut game = Yaodiren::new(Config::default(), seed).unwrap().game;
            while game.outcome().is_none() {
                let seat = game.to_act()[0];
                let info = game.info_state(seat).unwrap();
                let normal = normal::choose(&info);
                let playing = matches!(info.stage, Stage::Discard | Stage::Claim);
                for a in info
                    .legal
                    .iter()
                    .filter(|_| playing && info.legal.len() > 1)
                {
                    let reason = hint_reason(&info, a);
                    match (a, &reason) {
                        (Action::Discard(_), HintReason::Game(Reason::Spare)) => spares += 1,
                        (
                            Action::Claim(Claim::Chi { .. } | Claim::Peng),
                            HintReason::Game(Reason::ClaimImproves),
                        ) => {
                            improves += 1;
                        }
                        (Action::Pass, HintReason::Game(Reason::ClaimNoBetter)) => no_better += 1,
                        (_, HintReason::Best) => {
                            assert_ne!(*a, normal, "normal's own move has normal's reason");
                            best += 1;
                            continue;
                        }
                        (Action::Claim(Claim::Hu), HintReason::Game(Reason::Win))
                        | (Action::Claim(Claim::Sha | Claim::Tuhuo), HintReason::Only) => continue,
                        other => panic!("unexpected {other:?}"),
                    }
                    assert_eq!(*a, normal, "{reason:?} is normal's reason only");
                }
                let a = game.bot_action(seat).unwrap();
                game.apply(seat, a).unwrap();
            }
        }
        assert!(
            spares > 0 && improves > 0 && no_better > 0 && best > 0,
            "{spares} {improves} {no_better} {best}"
        );
    }
}
