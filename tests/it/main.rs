//! The integration tests, as one test binary (`cargo test --test it`): each module below was a
//! test binary of its own, and each linked the whole bot (serenity, sqlx) again. Run one suite
//! with a filter: `cargo test --test it discord_e2e::`.
//!
//! In one binary the tests run concurrently on threads of one process, so none may rely on
//! being alone: no test sets environment variables or changes the current directory (child
//! processes get theirs through `Command::env` and `current_dir`), every fake Discord listens
//! on a port the OS chooses, every database lives in a temporary folder of its own (or a
//! PostgreSQL schema of its own), and the bot under test gets its configuration as a value,
//! not from the environment.
//!
//! Only `tests/memory.rs` stays a binary of its own: it installs a counting
//! `#[global_allocator]`, which would count every other test's allocations too.
//!
//! `crash` (kills `paiju stdio` with SIGKILL, many times) and `discord_latency` (times a few
//! hundred interactions) live here all the same: `crash` works in its own temporary folder,
//! its child processes are its own, and its deadlines (20 s per reply, 240 s in all) leave
//! room for the other tests running beside it; `discord_latency` only fails on something far
//! off (a p99 near Discord's 3-second deadline), and for the figures themselves it is run
//! alone: `cargo test --release --test it discord_latency -- --nocapture`.

// Shared helpers. The Discord harness stays at `tests/support/`: `examples/fake_discord.rs`
// includes its files by path too.
#[path = "../support/mod.rs"]
mod support;

mod common;

mod async_tables;
mod chicago_golden;
mod chicago_props;
mod chicago_seed_example;
mod chicago_sim;
mod chowdah_golden;
mod chowdah_hidden;
mod chowdah_options;
mod chowdah_props;
mod chowdah_sim;
mod command_roundtrip;
mod crash;
mod discord_auto_pass;
mod discord_binary;
mod discord_chicago;
mod discord_chowdah;
mod discord_e2e;
mod discord_faults;
mod discord_four_players;
mod discord_games;
mod discord_gateway;
mod discord_hint;
mod discord_latency;
mod discord_league;
mod discord_markdown;
mod discord_notify;
mod discord_robustness;
mod discord_undo;
mod discord_yaodiren;
mod disk_full;
mod doudizhu_golden;
mod doudizhu_match;
mod doudizhu_props;
mod fuzz_interactions;
mod fuzz_recovery;
mod fuzz_stdio;
mod hand_over_fence;
mod l10n_golden;
mod league;
mod league_conformance;
mod league_fair;
mod league_ids;
mod league_standings;
mod league_stdio;
mod leases;
mod live_table;
mod load;
mod load_bots;
mod load_pictures;
mod load_scale_out;
mod native_words;
mod outbox_crash;
mod panels;
mod pictures;
mod quiet_hours;
mod rate_limits;
mod render_pictures;
mod render_snapshots;
mod request_keys;
mod scale_out;
mod single_writer;
mod stdio_limits;
mod stdio_play;
mod store_conformance;
mod store_durability;
mod store_faults;
mod table_clocks;
mod table_guidance;
mod terminal_chowdah;
mod terminal_cli;
mod terminal_command_line;
mod terminal_hints;
mod terminal_pty;
mod undo;
mod user_settings;
mod web;
mod yaodiren_golden;
mod yaodiren_props;
mod yaodiren_sim;

/// The property suites' configuration: `cases` cases, and failures persisted beside the suite's
/// source file (`tests/it/<suite>.proptest-regressions`), where they are read back and re-run
/// first. proptest's default (`SourceParallel`) would find this binary's `main.rs` and use
/// `tests/proptest-regressions/<suite>.txt` instead.
pub fn proptest_config(cases: u32) -> proptest::test_runner::Config {
    proptest::test_runner::Config {
        failure_persistence: Some(Box::new(
            proptest::test_runner::FileFailurePersistence::WithSource("proptest-regressions"),
        )),
        ..proptest::test_runner::Config::with_cases(cases)
    }
}
