//! Bots of every game under a deadline, driven through `any`: a search cut short plays the
//! `normal` move and says so in its hint. Beside `bots` rather than in it, so that `bots`
//! (which every game's folder imports) imports no game back.

use crate::games::any::{AnyGame, AnyReason, GameKind};
use crate::games::bots::{BotCtx, BotParams, Level};
use crate::games::{Bot, ChanceOf, Game, HintReason, Options};
use std::time::Duration;

/// Whether `hard`, its clock running out after `checks` checks, plays `normal`'s move.
fn cut_short_plays_normal<G: Game>(g: &G, seed: u64, checks: usize) -> bool
where
    G::Action: PartialEq,
{
    let seat = g.to_act()[0];
    let info = g.info_state(seat).expect("to act");
    let mut hard = BotCtx::new(&BotParams::new(Level::Hard, seed)).stop_after(checks);
    let mut normal = BotCtx::new(&BotParams::new(Level::Normal, seed));
    G::Bot::decide(&info, &mut hard) == G::Bot::decide(&info, &mut normal)
}

/// Calls `check(kind, seed, step, game)` at the first `positions` positions of every game,
/// whole games from their first move (seeds from `first_seed`), `easy` bots moving on.
fn each_position(
    positions: u64,
    first_seed: u64,
    mut check: impl FnMut(GameKind, u64, u64, &AnyGame),
) {
    for kind in GameKind::ALL {
        let config = kind.configure(&Options::new()).expect("config");
        let mut step = 0u64;
        for seed in first_seed.. {
            let (mut game, _) = AnyGame::start(config.clone(), None, seed).expect("start");
            while game.outcome().is_none() && step < positions {
                check(kind, seed, step, &game);
                let seat = game.to_act()[0];
                let action = game.bot_action(seat).expect("move");
                game.apply(seat, action).expect("legal");
                step += 1;
            }
            if step >= positions {
                break;
            }
        }
    }
}

#[test]
fn a_hard_bot_whose_deadline_strikes_after_a_few_worlds_plays_the_normal_move_in_every_game() {
    each_position(120, 11, |kind, seed, step, game| {
        for checks in [0, 1, 3] {
            let same = match game {
                AnyGame::Doudizhu(g) => cut_short_plays_normal(g, step, checks),
                AnyGame::Chicago(g) => cut_short_plays_normal(g, step, checks),
                AnyGame::Chowdah(g) => cut_short_plays_normal(g, step, checks),
                AnyGame::Yaodiren(g) => cut_short_plays_normal(g, step, checks),
            };
            assert!(same, "{kind} seed {seed} step {step}: {checks} checks");
        }
    });
}

/// The hint's reason at once out of time and with all the time it needs, and whether
/// each of the two hints is the `normal` move.
fn hint_reasons(
    g: &AnyGame,
    seed: u64,
) -> (HintReason<AnyReason>, HintReason<AnyReason>, [bool; 2]) {
    let seat = g.to_act()[0];
    let hurried = BotParams {
        deadline: Some(Duration::ZERO),
        ..BotParams::new(Level::Hard, seed)
    };
    let (action, reason) = g.hint(seat, &hurried).expect("to act");
    let (searched, full) = g
        .hint(seat, &BotParams::new(Level::Hard, seed))
        .expect("to act");
    let normal = g.bot_action_with(seat, &BotParams::new(Level::Normal, seed));
    (
        reason,
        full,
        [normal == Some(action), normal == Some(searched)],
    )
}

#[test]
fn a_hint_cut_short_gives_the_usual_plays_reason_and_one_that_overrules_normal_says_by_how_much() {
    let (mut searched, mut better) = (0, [0; 2]);
    each_position(60, 21, |kind, seed, step, game| {
        let (hurried, full, normal) = hint_reasons(game, step);
        let at = format!("{kind} seed {seed} step {step}");
        assert_ne!(hurried, HintReason::Best, "{at}");
        assert!(!matches!(hurried, HintReason::BetterChance { .. }), "{at}");
        assert!(normal[0], "{at}: not the normal move");
        if let HintReason::BetterChance { chance, usual, of } = full {
            // Only a move the search chose over the normal one is better by a chance.
            assert!(!normal[1], "{at}: the normal move, {chance}% over {usual}%");
            assert!(
                usual < chance && chance <= 100,
                "{at}: {chance}% over {usual}%"
            );
            // Dou Dizhu's search plays one hand out; the others' score the match.
            let hand = kind == GameKind::Doudizhu;
            assert_eq!(of == ChanceOf::Hand, hand, "{at}");
            better[usize::from(hand)] += 1;
        }
        searched += usize::from(full == HintReason::Best);
    });
    // With time enough, some of those hints do come from the search (most of Chowdah's
    // moves have a reason of their own), and some say by how much.
    let searched = searched + better[0] + better[1];
    assert!(searched > 10, "{searched} hints said they scored best");
    assert!(
        better.iter().all(|&b| b > 0) && better[0] + better[1] > 3,
        "{better:?} hints (match, hand) said by how much"
    );
}
