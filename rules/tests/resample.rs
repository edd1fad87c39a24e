//! `Resample` deals a full state the seat cannot tell from the true one, for every game: at
//! random positions reached by random legal play, every resampled state
//! - gives the seat the same information state (its view and the public history) and the
//!   channel the same public view,
//! - passes the game's `audit` (every card or tile once), and plays on to the end of the game
//!   under the engine's own rules, auditing at every step,
//! - depends on the seat's information alone: resampled again with the same RNG, a state the
//!   seat cannot tell from the true one gives what the true one gives,
//! - and leaves the bots' decisions where they were: the true state and a resampled one hold
//!   different hidden cards under the same information, so every level decides alike (what
//!   `bots_hidden.rs` checks at the first moves of a deal, here anywhere in a game).

use paiju_rules::games::bots::BotRng;
use paiju_rules::games::resample::Resample;
use paiju_rules::games::{
    BotParams, Game, Level, Options, Seat, chicago, chowdah, doudizhu, yaodiren,
};
use proptest::prelude::*;
use rand::{RngExt, SeedableRng};

/// No game is followed past this many actions (the random play of a whole match is long).
const MAX_STEPS: usize = 160;
/// Resampled states per position.
const WORLDS: u64 = 3;
/// Actions a resampled state is played on for (with the easy bots), auditing each.
const PLAY_ON: usize = 40;

/// Everything any seat or the channel may see: two states alike here differ in nothing a
/// player could tell.
fn all_views<G: Game>(g: &G) -> String {
    let n = G::seat_count(g.config());
    let mut out = format!("{:?}\n", g.public_view());
    for s in Seat::all(n) {
        out.push_str(&format!("{:?}\n", g.view(s)));
    }
    out
}

/// Plays `g` on with the easy bots for `steps` actions (or to its end), auditing each state.
fn play_on<G: Game>(mut g: G, steps: usize, at: &str) {
    for step in 0..steps {
        if g.outcome().is_some() {
            break;
        }
        let seat = g.to_act()[0];
        let action = g.bot_action(seat).expect("a seat to act has a move");
        g.apply(seat, action)
            .unwrap_or_else(|e| panic!("{at}: play-on step {step} refused: {e}"));
        if let Err(e) = g.audit() {
            panic!("{at}: play-on step {step}: {e}");
        }
    }
}

/// Checks every position of one game from `seed`, its moves drawn at random from the legal
/// ones by `play`; `hard_checks` positions also compare the hard bot. Returns the positions
/// checked.
fn check_game<G: Game + Resample>(game: G, play: u64, mut hard_checks: usize, name: &str) -> usize {
    let mut g = game;
    let mut rng = BotRng::seed_from_u64(play);
    let mut checked = 0;
    for step in 0..MAX_STEPS {
        if g.outcome().is_some() {
            break;
        }
        let to_act = g.to_act();
        for &seat in &to_act {
            let info = g
                .info_state(seat)
                .expect("a seat to act has an information state");
            for k in 0..WORLDS {
                let at = format!("{name} play {play} step {step} seat {seat} world {k}");
                let seed = rng.random::<u64>();
                // A game may decline to deal again at some points (幺地人's open claims window).
                let Some(r) = g.resample(seat, &mut BotRng::seed_from_u64(seed)) else {
                    continue;
                };
                assert_eq!(r.info_state(seat).as_ref(), Some(&info), "{at}");
                assert_eq!(
                    format!("{:?}", r.public_view()),
                    format!("{:?}", g.public_view()),
                    "{at}"
                );
                assert_eq!(r.to_act(), to_act, "{at}");
                if let Err(e) = r.audit() {
                    panic!("{at}: {e}");
                }
                // Drawn from the information alone: the resampled state, resampled again,
                // gives what the true state gives.
                let again = |s: &G| {
                    all_views(
                        &s.resample(seat, &mut BotRng::seed_from_u64(seed ^ 1))
                            .expect("what resampled once resamples again"),
                    )
                };
                assert_eq!(again(&r), again(&g), "{at}: the resample read hidden cards");
                if k == 0 {
                    let levels: &[Level] = if hard_checks > 0 {
                        hard_checks -= 1;
                        &Level::ALL
                    } else {
                        &[Level::Easy, Level::Normal]
                    };
                    for &level in levels {
                        let params = BotParams::new(level, seed);
                        assert_eq!(
                            r.bot_action_with(seat, &params),
                            g.bot_action_with(seat, &params),
                            "{at}: {level} decided otherwise on other hidden cards"
                        );
                    }
                    play_on(r, PLAY_ON, &at);
                }
            }
            checked += 1;
        }
        let seat = to_act[0];
        let legal = g.legal_actions(seat);
        let action = legal[rng.random_range(0..legal.len())].clone();
        g.apply(seat, action).expect("a legal action is accepted");
    }
    checked
}

fn start<G: Game>(options: &Options, seed: u64) -> G {
    let config = G::configure(options).expect("a valid configuration");
    G::new(config, seed).expect("a deal").game
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(6))]

    #[test]
    fn dou_dizhu_resamples_keep_the_seats_information(seed in 0u64..1_000_000, four: bool) {
        let players = if four { "4" } else { "3" };
        let g: doudizhu::DouDizhu = start(&Options::new().with("players", players), seed);
        prop_assert!(check_game(g, seed, 2, "doudizhu") > 10);
    }

    #[test]
    fn chicago_resamples_keep_the_seats_information(seed in 0u64..1_000_000, players in 2u8..=4) {
        let g: chicago::Chicago = start(&Options::new().with("players", players), seed);
        prop_assert!(check_game(g, seed, 2, "chicago") > 10);
    }

    #[test]
    fn chowdah_resamples_keep_the_seats_information(seed in 0u64..1_000_000, players in 2u8..=4) {
        let g: chowdah::Chowdah = start(&Options::new().with("players", players), seed);
        prop_assert!(check_game(g, seed, 2, "chowdah") > 10);
    }

    #[test]
    fn yaodiren_resamples_keep_the_seats_information(seed in 0u64..1_000_000) {
        let g: yaodiren::Yaodiren = start(&Options::new(), seed);
        prop_assert!(check_game(g, seed, 2, "yaodiren") > 10);
    }
}
