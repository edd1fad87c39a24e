//! Tables played to their end in the tests' own process, by the moves a bot would make.

use paiju::table::{Command, Ctx, LogEntry, Status, Table};

/// Plays `table` to its end, each move the one a bot would make for the first seat to act,
/// made by that seat's user with the clock one step after the last (`now`, advanced); returns
/// the log entries the moves wrote, in order. `ctx` says who acts when.
pub fn play_to_end(
    table: &mut Table,
    now: &mut i64,
    ctx: impl Fn(u64, i64) -> Ctx,
) -> Vec<LogEntry> {
    let mut entries = Vec::new();
    let mut moves = 0;
    while table.status() == Status::Playing {
        moves += 1;
        assert!(moves < 20_000, "the game ends");
        let seat = table.to_act()[0];
        let action = table.game().unwrap().bot_action(seat).unwrap();
        let user = table.user_at(seat).unwrap().0;
        *now += 1;
        let done = table.handle(&ctx(user, *now), Command::Action { action });
        entries.extend(done.unwrap().entries);
    }
    entries
}
