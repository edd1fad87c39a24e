//! A fake Discord to try the bot with, no account needed. Start it, then start the bot
//! against it in another terminal; three simulated people then open a table, join, start and
//! play a whole Dou Dizhu game through slash commands, DM buttons and autocomplete, and the
//! conversation is printed.
//!
//! ```sh
//! cargo run --example fake_discord [PORT] [GAMES]   # prints the command to start the bot
//! DISCORD_TOKEN=fake DISCORD_PROXY_URL=http://127.0.0.1:3210 DEV_GUILD_ID=700000000000000001 \
//!     cargo run --release
//! ```
//!
//! With `GAMES` above 1 it plays that many games (one table per channel, quietly) and prints
//! the time from each interaction reaching the gateway to its callback: median and p99.

#[path = "../tests/support/driver.rs"]
mod driver;
#[path = "../tests/support/fake.rs"]
mod fake;
#[path = "../tests/support/limits.rs"]
mod limits;
#[path = "../tests/support/users.rs"]
mod users;

use std::time::Duration;

#[tokio::main]
async fn main() {
    let port: u16 = std::env::args()
        .nth(1)
        .and_then(|p| p.parse().ok())
        .unwrap_or(3210);
    let fake = fake::Fake::start_on(port).await;
    println!(
        "A fake Discord listens on {}. Start the bot against it:\n",
        fake.url()
    );
    println!(
        "    DISCORD_TOKEN=fake DISCORD_PROXY_URL={} DEV_GUILD_ID={} cargo run --release\n",
        fake.url(),
        users::GUILD
    );
    println!("Waiting for the bot to connect…");
    fake.wait_connected_within(Duration::from_secs(3600)).await;
    println!(
        "Connected; {} slash commands registered.\n",
        fake.commands().len()
    );
    let games: u64 = std::env::args()
        .nth(2)
        .and_then(|g| g.parse().ok())
        .unwrap_or(1);
    if games > 1 {
        for g in 0..games {
            let mut d = driver::Driver::new(&fake, users::CHANNEL + g);
            if let Err(e) = d.play().await {
                println!("game {g} stopped: {e}");
                std::process::exit(1);
            }
        }
        let mut latencies: Vec<Duration> = fake.callbacks().iter().map(|c| c.latency).collect();
        latencies.sort();
        // A percentile's index: a fraction of the (small) sample count, rounded, in range.
        #[allow(clippy::cast_possible_truncation, clippy::cast_sign_loss)]
        let at = |p: f64| latencies[((latencies.len() - 1) as f64 * p).round() as usize];
        println!(
            "{games} games, {} interactions: interaction → callback median {:.2} ms, p99 {:.2} ms, max {:.2} ms",
            latencies.len(),
            at(0.5).as_secs_f64() * 1e3,
            at(0.99).as_secs_f64() * 1e3,
            latencies.last().unwrap().as_secs_f64() * 1e3
        );
        return;
    }
    let mut d = driver::Driver::new(&fake, users::CHANNEL);
    let result = d.play().await;
    for line in &d.log {
        println!("{line}");
    }
    println!("\n— the channel —");
    for m in d.channel_transcript() {
        println!("{m}\n");
    }
    for p in &d.players {
        println!("— {}'s DMs: {} messages —", p.name, fake.dms(p.id).len());
    }
    match result {
        Ok(()) => println!("\nThe game was played to the end."),
        Err(e) => {
            println!("\nStopped: {e}");
            std::process::exit(1);
        }
    }
}
