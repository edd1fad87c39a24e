//! The bot's second runtime: sending what the tables said — delivery's posts and edits, an
//! answer's picture edited in — on threads of its own, below the interactions.
//!
//! Uploading a picture (a multipart body of tens of kilobytes, its answer parsed) is work the
//! interactions never wait for, yet on the runtime they share it sits in the same queues: an
//! interaction arriving behind a burst of uploads waited for them. Here the sending has its
//! own worker threads, at a lower priority than the runtime's, so the OS gives a core to an
//! interaction as soon as it has work, and the sending uses what is left — when it falls
//! behind, a live message or panel edited again meanwhile is sent once, in its newest state
//! (`delivery`'s batches).

use std::sync::Mutex;
use tokio::runtime::{Handle, Runtime};

/// The sending threads' priority on thread-priority's cross-platform scale (0 lowest, 99
/// highest): nice 5 under Linux — below the runtime's (0), above the drawing threads' (19),
/// whose pictures the sending waits for.
const PRIORITY: u8 = 35;

/// A runtime for the sending, stopped when dropped (or by [`Background::stop`]).
pub struct Background {
    runtime: Mutex<Option<Runtime>>,
    handle: Handle,
}

impl Background {
    /// `threads` worker threads (at least one) at a lower priority.
    pub fn start(threads: usize) -> std::io::Result<Background> {
        let runtime = tokio::runtime::Builder::new_multi_thread()
            .worker_threads(threads.max(1))
            .thread_name("paiju-send")
            .on_thread_start(lower_priority)
            .enable_all()
            .build()?;
        Ok(Background {
            handle: runtime.handle().clone(),
            runtime: Mutex::new(Some(runtime)),
        })
    }

    /// The runtime for this machine: half its cores (at least one thread).
    pub fn for_this_machine() -> std::io::Result<Background> {
        let cores = std::thread::available_parallelism().map_or(1, std::num::NonZero::get);
        Background::start(cores / 2)
    }

    /// Runs `work` on the sending threads (nothing once stopped).
    pub fn spawn<F>(&self, work: F)
    where
        F: Future<Output = ()> + Send + 'static,
    {
        drop(self.handle.spawn(work));
    }

    /// Stops the runtime: what is running is dropped where it stands (the store keeps every
    /// post not yet marked delivered, so the next start sends it).
    pub fn stop(&self) {
        let runtime = self.runtime.lock().map(|mut r| r.take());
        if let Ok(Some(r)) = runtime {
            // Without waiting: this may run inside the other runtime, where a runtime may
            // not block.
            r.shutdown_background();
        }
    }
}

impl Drop for Background {
    fn drop(&mut self) {
        self.stop();
    }
}

fn lower_priority() {
    use thread_priority::{ThreadPriority, ThreadPriorityValue, set_current_thread_priority};
    let priority = ThreadPriorityValue::try_from(PRIORITY)
        .map_or(ThreadPriority::Min, ThreadPriority::Crossplatform);
    if let Err(e) = set_current_thread_priority(priority) {
        tracing::info!(error = ?e, "the sending threads keep the normal priority");
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[cfg(target_os = "linux")]
    #[test]
    fn the_sending_threads_run_at_nice_5() {
        let background = Background::start(1).unwrap();
        let (tx, rx) = std::sync::mpsc::channel();
        background.spawn(async move {
            // The nice value of this thread (field 19 of its stat line).
            let stat = std::fs::read_to_string("/proc/thread-self/stat").unwrap();
            let after = stat.rsplit(')').next().unwrap();
            let nice: i32 = after.split_whitespace().nth(16).unwrap().parse().unwrap();
            tx.send(nice).unwrap();
        });
        assert_eq!(rx.recv().unwrap(), 5);
    }

    #[test]
    fn once_stopped_nothing_more_runs_and_stopping_twice_is_harmless() {
        let background = Background::start(1).unwrap();
        background.stop();
        let (tx, rx) = std::sync::mpsc::channel::<()>();
        background.spawn(async move {
            let _ = tx.send(());
        });
        assert!(rx.recv().is_err(), "the work was dropped, not run");
        background.stop();
    }
}
