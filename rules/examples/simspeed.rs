//! The loop of `paiju sim` on the rules crate alone, to time it: easy bots, every action
//! audited. `cargo run -p paiju-rules --release --example simspeed -- GAME GAMES`.

use paiju_rules::games::Options;
use paiju_rules::games::any::{AnyGame, GameKind};
use std::time::Instant;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let kind = GameKind::from_name(&args[0]).expect("a game");
    let games: u64 = args[1].parse().expect("games");
    let config = kind.configure(&Options::new()).expect("config");
    let start = Instant::now();
    let mut actions = 0u64;
    for seed in 0..games {
        let (mut game, _) = AnyGame::start(config.clone(), None, seed).expect("start");
        while game.outcome().is_none() {
            let seat = game.to_act()[0];
            let action = game.bot_action(seat).expect("move");
            game.apply(seat, action).expect("legal");
            game.audit().expect("audit");
            actions += 1;
        }
    }
    let s = start.elapsed().as_secs_f64();
    println!(
        "{kind}: {games} games, {actions} actions in {s:.2}s: {:.0} games/s",
        games as f64 / s
    );
}
