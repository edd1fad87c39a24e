//! A connected bot: how it is connected (one client, or connections that follow leases),
//! serving until it is asked to stop, and the stop itself (`SIGTERM` drains).

use super::{App, StartError, cluster};
use crate::table::store::Store;
use serenity::all::ShardManager;
use std::sync::Arc;
use tokio::task::JoinHandle;

/// How a running bot is connected.
pub(super) enum Gateway {
    /// serenity's one client for the shards of a fixed range (or all).
    Fixed {
        shard_manager: Arc<ShardManager>,
        client_task: JoinHandle<Result<(), serenity::Error>>,
    },
    /// One process among several: connections come and go with leases; these tasks keep
    /// the leases, take forwarded interactions and listen for NOTIFY.
    Leased(Vec<JoinHandle<()>>),
}

/// A connected bot.
pub struct Running<S: Store> {
    pub app: Arc<App<S>>,
    pub(super) gateway: Gateway,
    pub(super) ticker: JoinHandle<()>,
    pub(super) marker: JoinHandle<()>,
    /// Last: the sending threads stop with the bot.
    pub(super) _sending: StopSending,
}

/// Stops delivery's threads when dropped: their tasks hold the delivery, so it would not
/// stop by itself.
pub(super) struct StopSending(pub(super) Arc<super::delivery::Delivery>);

impl Drop for StopSending {
    fn drop(&mut self) {
        self.0.stop();
    }
}

impl<S: Store> Running<S> {
    /// Waits until every queued message has been delivered (tests).
    pub async fn idle(&self) {
        self.app.discord.delivery.idle().await;
    }

    /// Serves until the client stops, or a stop is asked: Ctrl-C or `SIGTERM` (a rolling
    /// restart) drains — the shards go to successors (among several processes), what is
    /// running finishes and the outbox is flushed — within `cluster::DRAIN_BUDGET`.
    pub async fn serve(mut self) -> Result<(), StartError> {
        let client_ended = async {
            match &mut self.gateway {
                Gateway::Fixed { client_task, .. } => Some(client_task.await),
                Gateway::Leased(_) => std::future::pending().await,
            }
        };
        tokio::select! {
            r = client_ended => {
                self.ticker.abort();
                self.marker.abort();
                match r {
                    Some(Ok(r)) => r.map_err(StartError::Client),
                    Some(Err(e)) => {
                        tracing::error!("the client task failed: {e}");
                        Ok(())
                    }
                    None => Ok(()),
                }
            }
            signal = stop_signal() => {
                tracing::info!(signal, "stopping: closing the gateway connections");
                let budget = cluster::DRAIN_BUDGET;
                if tokio::time::timeout(budget, self.drain()).await.is_err() {
                    tracing::warn!("the stop took longer than {budget:?}; stopping anyway");
                }
                Ok(())
            }
        }
    }

    /// Closes the connections (handing shards over, among several), lets what is running
    /// finish, and flushes the outbox.
    async fn drain(self) {
        match &self.gateway {
            Gateway::Leased(_) => self.app.drain().await,
            Gateway::Fixed { shard_manager, .. } => {
                shard_manager.shutdown_all().await;
                let flush = std::time::Duration::from_secs(5);
                let _ = tokio::time::timeout(flush, self.app.discord.delivery.idle()).await;
            }
        }
        self.shutdown().await;
    }

    pub async fn shutdown(self) {
        self.ticker.abort();
        self.marker.abort();
        match self.gateway {
            Gateway::Fixed {
                shard_manager,
                client_task,
            } => {
                shard_manager.shutdown_all().await;
                client_task.abort();
            }
            Gateway::Leased(tasks) => {
                if let Some(node) = self.app.cluster.get() {
                    node.gateways.close_all().await;
                }
                for t in tasks {
                    t.abort();
                }
            }
        }
    }
}

/// Ctrl-C or `SIGTERM`, named.
async fn stop_signal() -> &'static str {
    let mut term = match tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
        Ok(s) => s,
        Err(e) => {
            tracing::warn!(error = %e, "SIGTERM cannot be caught; Ctrl-C only");
            let _ = tokio::signal::ctrl_c().await;
            return "Ctrl-C";
        }
    };
    tokio::select! {
        _ = tokio::signal::ctrl_c() => "Ctrl-C",
        _ = term.recv() => "SIGTERM",
    }
}
