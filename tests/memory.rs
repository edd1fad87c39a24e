//! Memory per loaded table: a process must hold tens of thousands of tables. Loads 10,000
//! tables mid-game (replayed from their logs) and measures the heap they keep, with a counting
//! allocator (the resident set would hide reused pages), plus the resident set growth.
//! Alone in its own test binary, so no other test disturbs the measurement.
// A counting allocator is the one place the workspace needs `unsafe` (GlobalAlloc is an unsafe trait).
#![allow(unsafe_code)]

use std::alloc::{GlobalAlloc, Layout, System};
use std::sync::atomic::{AtomicUsize, Ordering};

/// Counts live heap bytes.
struct Counting;

static LIVE: AtomicUsize = AtomicUsize::new(0);

unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        LIVE.fetch_add(layout.size(), Ordering::Relaxed);
        unsafe { System.alloc(layout) }
    }
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        LIVE.fetch_sub(layout.size(), Ordering::Relaxed);
        unsafe { System.dealloc(ptr, layout) }
    }
}

#[global_allocator]
static ALLOCATOR: Counting = Counting;

use paiju::games::Options;
use paiju::games::any::GameKind;
use paiju::table::registry::Registry;
use paiju::table::store::{MemoryStore, Store};
use paiju::table::{ChannelId, Clock, Command, ManualClock, Timestamp, UserId};
use std::sync::Arc;

fn resident_bytes() -> usize {
    let statm = std::fs::read_to_string("/proc/self/statm").unwrap_or_default();
    let pages: usize = statm
        .split_whitespace()
        .nth(1)
        .and_then(|p| p.parse().ok())
        .unwrap_or(0);
    pages * 4096
}

#[tokio::test(flavor = "current_thread")]
async fn ten_thousand_loaded_tables_fit_in_memory() {
    if !std::path::Path::new("/proc/self/statm").exists() {
        eprintln!("no /proc/self/statm: skipped");
        return;
    }
    const TABLES: u64 = 10_000;
    let store = Arc::new(MemoryStore::new());
    let clock: Arc<dyn Clock> = Arc::new(ManualClock::new(Timestamp(0)));
    // Write the tables through one registry: a Dou Dizhu game with two bots, a few moves in.
    {
        let reg = Registry::new(store.clone(), clock.clone());
        for ch in 0..TABLES {
            let kinds = [
                GameKind::Doudizhu,
                GameKind::Chicago,
                GameKind::Yaodiren,
                GameKind::Chowdah,
            ];
            let kind = kinds[(ch % 4) as usize];
            let mut ctx = reg.ctx(UserId(ch + 1), "p", None);
            ctx.entropy = ch;
            ctx.moderator = true;
            let options = if kind == GameKind::Yaodiren {
                Options::new()
            } else {
                Options::new().with("players", 3)
            };
            reg.open(ChannelId(ch), None, kind, options, &ctx)
                .await
                .unwrap();
            reg.execute(
                ChannelId(ch),
                &ctx,
                Command::AddBot {
                    level: Some(paiju::games::Level::Easy),
                    name: None,
                },
            )
            .await
            .unwrap();
            reg.execute(
                ChannelId(ch),
                &ctx,
                Command::AddBot {
                    level: Some(paiju::games::Level::Easy),
                    name: None,
                },
            )
            .await
            .unwrap();
            reg.execute(ChannelId(ch), &ctx, Command::Start { deal: None })
                .await
                .unwrap();
        }
    }
    let stored = store.open_tables().await.unwrap();
    assert_eq!(stored.len() as u64, TABLES);
    let entries: usize = stored.iter().map(|r| r.entries.len()).sum();
    drop(stored);
    // Load them all into a fresh registry, as at a restart.
    let reg = Registry::new(store.clone(), clock);
    let (rss_before, heap_before) = (resident_bytes(), LIVE.load(Ordering::Relaxed));
    let loaded = reg.recover().await.unwrap();
    let (rss_after, heap_after) = (resident_bytes(), LIVE.load(Ordering::Relaxed));
    assert_eq!(loaded as u64, TABLES);
    let per_table = heap_after.saturating_sub(heap_before) / usize::try_from(TABLES).unwrap();
    println!(
        "{TABLES} tables ({entries} log entries) loaded: {per_table} heap bytes per table \
         ({:.1} MiB in all; resident set +{:.1} MiB)",
        (heap_after - heap_before) as f64 / f64::from(1 << 20),
        rss_after.saturating_sub(rss_before) as f64 / f64::from(1 << 20)
    );
    assert!(
        per_table > 1_000,
        "the measurement saw the tables ({per_table} bytes)"
    );
    assert!(per_table < 64 * 1024, "{per_table} bytes per loaded table");
}
