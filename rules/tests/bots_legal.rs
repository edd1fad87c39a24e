//! Bots never play an illegal move: whole games at every level (mixed at one table), every
//! action checked by the engine and the game's invariants audited after it.

use paiju_rules::games::any::{AnyGame, GameKind};
use paiju_rules::games::{BotParams, Level, Options, Seat};

fn play(kind: GameKind, players: Option<u8>, games: u64, levels: &[Level]) -> u64 {
    let mut options = Options::new();
    if let Some(p) = players {
        options = options.with("players", p);
    }
    let config = kind.configure(&options).unwrap();
    let mut actions = 0;
    for seed in 0..games {
        let (mut game, _) = AnyGame::start(config.clone(), None, seed).unwrap();
        let mut step = 0u64;
        while game.outcome().is_none() {
            let seat = game.to_act()[0];
            let level = levels[(seat.index() + usize::try_from(seed).unwrap()) % levels.len()];
            let action = game
                .bot_action_with(seat, &BotParams::new(level, step))
                .expect("a seat to act has a move");
            if let Err(e) = game.apply(seat, action.clone()) {
                panic!(
                    "{kind} seed {seed}: {level} bot in seat {seat} played {}: {e}",
                    action.command_text()
                );
            }
            game.audit().unwrap();
            step += 1;
            assert!(step < 100_000, "{kind} seed {seed}: no end");
        }
        assert!(game.to_act().is_empty());
        assert!(game.bot_action_with(Seat(0), &BotParams::easy()).is_none());
        actions += step;
    }
    actions
}

#[test]
fn doudizhu_bots_of_every_level_play_only_legal_moves() {
    // The searching level is slow in debug builds: few games, mixed with the fast levels.
    assert!(play(GameKind::Doudizhu, Some(3), 4, &Level::ALL) > 100);
    assert!(play(GameKind::Doudizhu, Some(4), 2, &Level::ALL) > 50);
    assert!(
        play(
            GameKind::Doudizhu,
            Some(3),
            300,
            &[Level::Easy, Level::Normal]
        ) > 10_000
    );
    assert!(play(GameKind::Doudizhu, Some(4), 100, &[Level::Normal]) > 3_000);
}

#[test]
fn the_other_games_bots_of_every_level_play_only_legal_moves() {
    for kind in [GameKind::Chicago, GameKind::Chowdah, GameKind::Yaodiren] {
        assert!(play(kind, None, 3, &Level::ALL) > 50, "{kind}");
    }
}
