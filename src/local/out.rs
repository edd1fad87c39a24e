//! Writing to stdout without panicking when the reader goes away (`paiju replay … | head`).
//!
//! `println!` panics on a closed pipe. Everything the terminal frontend prints goes through
//! [`line`] / [`text`] instead: a closed stdout ends the process quietly with status 0, the way
//! `cat` and `grep` behave under `head` — or, inside `paiju play`, only marks stdout as closed
//! so that the session can still write its `--save` file before it exits.

use std::io::Write;
use std::sync::atomic::{AtomicBool, Ordering};

static CLOSED: AtomicBool = AtomicBool::new(false);
static DEFER_EXIT: AtomicBool = AtomicBool::new(false);

/// From now on a closed stdout does not end the process: callers check [`closed`].
pub fn defer_exit_on_close() {
    DEFER_EXIT.store(true, Ordering::SeqCst);
}

/// Whether a write found stdout closed.
pub fn closed() -> bool {
    CLOSED.load(Ordering::SeqCst)
}

/// Writes `s` as it is and flushes (a prompt, or text that already ends its line).
pub fn text(s: &str) {
    if closed() {
        return;
    }
    let mut stdout = std::io::stdout().lock();
    let result = stdout.write_all(s.as_bytes()).and_then(|()| stdout.flush());
    if let Err(e) = result {
        drop(stdout);
        failed(&e);
    }
}

/// Writes `s` and a newline.
pub fn line(s: impl std::fmt::Display) {
    text(&format!("{s}\n"));
}

fn failed(e: &std::io::Error) {
    CLOSED.store(true, Ordering::SeqCst);
    if !DEFER_EXIT.load(Ordering::SeqCst) {
        // BrokenPipe is the usual case; any other error writing stdout (a full disk) ends the
        // output the same way, with a word on stderr.
        if e.kind() != std::io::ErrorKind::BrokenPipe {
            eprintln!("paiju: writing the output: {e}");
            std::process::exit(1);
        }
        std::process::exit(0);
    }
}

/// `outln!("…", args)`: `println!` that survives a closed stdout.
#[macro_export]
macro_rules! outln {
    () => { $crate::local::out::line("") };
    ($($arg:tt)*) => { $crate::local::out::line(format_args!($($arg)*)) };
}
