//! Drawing off the interactive path: a few threads below the interactive work draw the
//! pictures, and each picture is drawn once (docs/images.md#speed).
//!
//! A picture costs about a millisecond of CPU. Drawn on the async runtime, every picture of
//! every panel edit and live-message update took that millisecond from the interactions
//! waiting on the same cores (on a 2-core machine the callback p99 went from 8 ms to 136 ms).
//! Here the drawing threads run at the lowest priority the OS gives a normal thread (nice 19
//! on Linux), so the scheduler hands a core to a runtime thread as soon as one has work: the
//! pictures use what the moves leave.
//!
//! Every picture is keyed by its content hash (the name it is uploaded under), so a picture
//! asked for twice — the hand in a move's answer and the same hand in the player's DM panel,
//! a live message whose picture did not change — is drawn once: later askers get the bytes
//! kept here, and one asking while it is drawn waits for that drawing instead of starting
//! another. The bytes kept are bounded, on two shelves: hands, asked for again a table round
//! later, and the rest (`kept`).

use super::kept::{Kept, Shelf};
use super::{ImageError, Png, Scene, Style, png};
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use tokio::sync::{Notify, mpsc, oneshot};

/// Pictures waiting to be drawn; an asker beyond that waits for room (the runtime thread is
/// free meanwhile).
const QUEUE: usize = 4_096;

struct Job {
    scene: Scene,
    style: Style,
    done: oneshot::Sender<Result<Png, ImageError>>,
}

/// The pool of drawing threads and the pictures already drawn.
pub struct Painter {
    jobs: mpsc::Sender<Job>,
    kept: Mutex<Kept>,
    drawn: AtomicU64,
    reused: AtomicU64,
    /// While above 0, askers do not wait for a drawing (see [`Painter::hurry`]).
    hurried: AtomicUsize,
    hurry_now: Notify,
}

/// How many pictures were drawn and how many were served from those already drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Counts {
    pub drawn: u64,
    pub reused: u64,
}

impl Painter {
    /// A pool of `threads` drawing threads (at least one), each at the lowest priority. They
    /// end when the painter is dropped.
    pub fn start(threads: usize) -> Arc<Painter> {
        let (tx, rx) = mpsc::channel::<Job>(QUEUE);
        let rx = Arc::new(Mutex::new(rx));
        for i in 0..threads.max(1) {
            let rx = Arc::clone(&rx);
            std::thread::Builder::new()
                .name(format!("paiju-painter-{i}"))
                .spawn(move || {
                    lower_priority();
                    loop {
                        // One thread at a time waits on the queue; the others wait on the lock.
                        let job = rx.lock().expect("the queue lock").blocking_recv();
                        let Some(job) = job else { return };
                        let bytes = png(&job.scene, job.style).map(Png::from);
                        let _ = job.done.send(bytes);
                    }
                })
                .expect("a drawing thread starts");
        }
        Arc::new(Painter {
            jobs: tx,
            kept: Mutex::new(Kept::default()),
            drawn: AtomicU64::new(0),
            reused: AtomicU64::new(0),
            hurried: AtomicUsize::new(0),
            hurry_now: Notify::new(),
        })
    }

    /// The pool for this machine: one thread fewer than the cores (at least one), so the
    /// pictures never hold every core even when the runtime has nothing to do.
    pub fn for_this_machine() -> Arc<Painter> {
        let cores = std::thread::available_parallelism().map_or(1, std::num::NonZero::get);
        Painter::start(cores.saturating_sub(1))
    }

    /// The PNG of `scene`, drawn by the pool, or as drawn before. `None` when it cannot be
    /// drawn (the message goes without). `key`: the scene's hash (`scene_hash`), which the
    /// caller has already, for the picture's file name.
    pub async fn png(&self, key: &str, scene: &Scene, style: Style, shelf: Shelf) -> Option<Png> {
        let (slot, first) = self.kept().slot(shelf, key);
        if !first && slot.initialized() {
            self.reused.fetch_add(1, Ordering::Relaxed);
        }
        let hurry = self.hurry_now.notified();
        tokio::pin!(hurry);
        hurry.as_mut().enable();
        if self.hurried.load(Ordering::SeqCst) > 0 {
            return slot.get().cloned().flatten();
        }
        let drawing = slot.get_or_init(|| async {
            self.drawn.fetch_add(1, Ordering::Relaxed);
            let bytes = self.draw(scene, style).await;
            if let Some(b) = &bytes {
                self.kept().grew(shelf, key, b.len());
            }
            bytes
        });
        tokio::select! {
            bytes = drawing => bytes.clone(),
            // Given up: the drawing goes on for whoever asks next.
            () = hurry => slot.get().cloned().flatten(),
        }
    }

    /// The PNG of the scene whose hash is `key` if it was drawn already (never draws).
    pub fn drawn(&self, key: &str, shelf: Shelf) -> Option<Png> {
        let slot = self.kept().get(shelf, key)?;
        let bytes = slot.get()?.clone();
        if bytes.is_some() {
            self.reused.fetch_add(1, Ordering::Relaxed);
        }
        bytes
    }

    /// While the guard lives, no asker waits for a picture not drawn yet: [`Painter::png`]
    /// gives what is drawn already or nothing, and askers waiting now stop waiting. For a
    /// shard handed to another process: what is queued for it must go out before the lease is
    /// released (a post still waiting for its picture then would land after the successor's),
    /// and the drawing threads, below everything else, may be far behind on a busy machine.
    pub fn hurry(self: &Arc<Self>) -> Hurry {
        self.hurried.fetch_add(1, Ordering::SeqCst);
        self.hurry_now.notify_waiters();
        Hurry(Arc::clone(self))
    }

    pub fn counts(&self) -> Counts {
        Counts {
            drawn: self.drawn.load(Ordering::Relaxed),
            reused: self.reused.load(Ordering::Relaxed),
        }
    }

    async fn draw(&self, scene: &Scene, style: Style) -> Option<Png> {
        let (done, bytes) = oneshot::channel();
        let job = Job {
            scene: scene.clone(),
            style,
            done,
        };
        if self.jobs.send(job).await.is_err() {
            return None;
        }
        match bytes.await {
            Ok(Ok(b)) => Some(b),
            Ok(Err(e)) => {
                tracing::warn!(error = %e, "a picture could not be drawn");
                None
            }
            Err(_) => None,
        }
    }

    fn kept(&self) -> std::sync::MutexGuard<'_, Kept> {
        self.kept.lock().expect("the kept lock")
    }
}

/// See [`Painter::hurry`].
pub struct Hurry(Arc<Painter>);

impl Drop for Hurry {
    fn drop(&mut self) {
        self.0.hurried.fetch_sub(1, Ordering::SeqCst);
    }
}

/// The calling thread gives way to every normal thread: the lowest priority of its
/// scheduling policy (nice 19 under Linux's default policy). Not Linux's idle policy
/// (`SCHED_IDLE`): measured, it made the moves' p99 six times worse — a drawing thread
/// preempted for long while holding a lock the runtime threads need (the allocator's)
/// holds them up too. Failing that, it draws at the normal priority, which is only slower
/// for the moves.
fn lower_priority() {
    use thread_priority::{ThreadPriority, set_current_thread_priority};
    if let Err(e) = set_current_thread_priority(ThreadPriority::Min) {
        tracing::info!(error = ?e, "the drawing thread keeps the normal priority");
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::Options;
    use crate::games::any::GameKind;
    use crate::images::scenes;

    fn key(scene: &Scene) -> String {
        crate::images::scene_hash(scene, Style::default())
    }

    /// `painter`'s PNG of a hand scene, keyed as delivery keys it.
    async fn ask(painter: &Painter, scene: &Scene) -> Option<Png> {
        painter
            .png(&key(scene), scene, Style::default(), Shelf::Hand)
            .await
    }

    fn hand(cards: &str) -> Scene {
        scenes::typed_hand(GameKind::Doudizhu, cards, &Options::new()).unwrap()
    }

    #[tokio::test]
    async fn while_hurried_an_asker_gets_only_what_is_drawn_and_afterwards_it_is_drawn() {
        let painter = Painter::start(1);
        let drawn = ask(&painter, &hand("33 44")).await.unwrap();
        let hurry = painter.hurry();
        let again = ask(&painter, &hand("33 44")).await;
        assert_eq!(again.as_deref(), Some(&drawn[..]), "drawn already: given");
        assert_eq!(ask(&painter, &hand("55 66")).await, None);
        assert_eq!(painter.counts().drawn, 1, "nothing new drawn while hurried");
        drop(hurry);
        assert!(ask(&painter, &hand("55 66")).await.is_some());
        assert_eq!(painter.counts().drawn, 2);
    }

    #[tokio::test]
    async fn a_picture_asked_for_twice_is_drawn_once_and_is_the_same_png() {
        let painter = Painter::start(1);
        let scene = hand("333 44 R");
        let a = ask(&painter, &scene).await.unwrap();
        let b = ask(&painter, &scene).await.unwrap();
        assert_eq!(&*a, &*png(&scene, Style::default()).unwrap());
        assert!(Arc::ptr_eq(&a, &b), "the kept bytes");
        assert_eq!(
            painter.counts(),
            Counts {
                drawn: 1,
                reused: 1
            }
        );
        assert!(painter.drawn(&key(&scene), Shelf::Hand).is_some());
        assert!(painter.drawn(&key(&hand("55")), Shelf::Hand).is_none());
    }

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn askers_at_the_same_time_share_one_drawing() {
        let painter = Painter::start(2);
        let scene = hand("3456789TJQKA");
        let asks: Vec<_> = (0..8)
            .map(|_| {
                let p = Arc::clone(&painter);
                let s = scene.clone();
                tokio::spawn(async move { ask(&p, &s).await.unwrap() })
            })
            .collect();
        let mut all = Vec::new();
        for a in asks {
            all.push(a.await.unwrap());
        }
        assert!(all.iter().all(|b| Arc::ptr_eq(b, &all[0])));
        assert_eq!(painter.counts().drawn, 1);
    }

    #[tokio::test]
    async fn an_empty_scene_draws_nothing() {
        let painter = Painter::start(1);
        assert!(ask(&painter, &Scene::default()).await.is_none());
    }

    #[cfg(target_os = "linux")]
    #[test]
    fn the_drawing_threads_run_below_normal_priority() {
        let (tx, rx) = std::sync::mpsc::channel();
        std::thread::spawn(move || {
            lower_priority();
            // The nice value of this thread (field 19 of its stat line).
            let stat = std::fs::read_to_string("/proc/thread-self/stat").unwrap();
            let after = stat.rsplit(')').next().unwrap();
            let nice: i32 = after.split_whitespace().nth(16).unwrap().parse().unwrap();
            tx.send(nice).unwrap();
        });
        assert_eq!(rx.recv().unwrap(), 19);
    }
}
