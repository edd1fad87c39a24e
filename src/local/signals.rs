//! The signals that end a terminal game (SIGINT, SIGTERM, SIGHUP), caught so the game is
//! saved first and the exit status says which (128 + its number).

/// SIGINT, SIGTERM and SIGHUP, caught so that `--save` is written before exiting.
pub struct Signals {
    #[cfg(unix)]
    streams: Vec<(tokio::signal::unix::Signal, i32)>,
}

impl Signals {
    pub fn new() -> anyhow::Result<Signals> {
        #[cfg(unix)]
        {
            use tokio::signal::unix::{SignalKind, signal};
            let streams = vec![
                (signal(SignalKind::interrupt())?, 130),
                (signal(SignalKind::terminate())?, 143),
                (signal(SignalKind::hangup())?, 129),
            ];
            Ok(Signals { streams })
        }
        #[cfg(not(unix))]
        Ok(Signals {})
    }

    /// Waits for one: the exit status it calls for (128 + its number).
    pub async fn next(&mut self) -> i32 {
        #[cfg(unix)]
        {
            let waits = self.streams.iter_mut().map(|(s, code)| {
                let code = *code;
                Box::pin(async move {
                    s.recv().await;
                    code
                })
            });
            futures_select_all(waits).await
        }
        #[cfg(not(unix))]
        {
            let _ = tokio::signal::ctrl_c().await;
            130
        }
    }
}

/// The first of several futures to finish.
#[cfg(unix)]
async fn futures_select_all<F: std::future::Future<Output = i32> + Unpin>(
    futures: impl Iterator<Item = F>,
) -> i32 {
    let mut futures: Vec<F> = futures.collect();
    std::future::poll_fn(move |cx| {
        for f in &mut futures {
            if let std::task::Poll::Ready(code) = std::pin::Pin::new(f).poll(cx) {
                return std::task::Poll::Ready(code);
            }
        }
        std::task::Poll::Pending
    })
    .await
}
