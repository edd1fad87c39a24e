//! Request keys: what a key already seen means (the same request again: the first outcome;
//! another request under the same key: refused), the outbox a stored request made, told
//! again, and the sweep of keys older than `KEY_WINDOW_MS`.

use super::{Registry, ServiceError, rebuild};
use crate::table::command::Ctx;
use crate::table::error::TableError;
use crate::table::ids::{ChannelId, Timestamp};
use crate::table::outbox::{Notice, Outgoing};
use crate::table::store::{KEY_WINDOW_MS, KeyRecord, RequestKey, Store};
use crate::table::{Handled, Table};
use sha2::Digest;

/// How often the registry sweeps expired keys (from its tick).
pub(super) const SWEEP_EVERY_MS: i64 = 60 * 60 * 1000;

/// The request key of a command with `ctx.key`: the key, and a hash of who asked, in which
/// channel, and what (`asked`: the command as the registry received it).
pub(super) fn request_key(
    ctx: &Ctx,
    channel: ChannelId,
    asked: &dyn std::fmt::Debug,
) -> Option<RequestKey> {
    let key = ctx.key.clone()?;
    let body = format!("{}\n{channel}\n{asked:?}", ctx.user);
    let hash = sha2::Sha256::digest(body.as_bytes());
    let request = hash.iter().map(|b| format!("{b:02x}")).collect();
    Some(RequestKey { key, request })
}

impl<S: Store> Registry<S> {
    /// `error`, unless the request's key was seen before: then the first outcome (the same
    /// request, resent) or `KeyReused` (another request under that key). A key nobody
    /// recorded (or one swept after its window) leaves `error` as it is.
    pub(super) async fn unless_seen(
        &self,
        error: ServiceError,
        request: Option<&RequestKey>,
    ) -> ServiceError {
        let Some(request) = request else {
            return error;
        };
        match self.store.request(&request.key).await {
            Ok(Some(record)) if record.request == request.request => {
                ServiceError::Duplicate(record)
            }
            Ok(Some(_)) => ServiceError::Table(TableError::KeyReused),
            Ok(None) => error,
            Err(e) => {
                tracing::warn!(key = %request.key, error = %e, "request key not read");
                error
            }
        }
    }

    /// What the request a key record stands for did, told again as it was the first time:
    /// the table right after its entries and their outbox (a new table's "opened" first).
    pub async fn retell(&self, record: &KeyRecord) -> Result<(Table, Handled), ServiceError> {
        let stored = self
            .store
            .load(record.table)
            .await?
            .ok_or(crate::table::store::StoreError::NotFound(record.table))?;
        let first = usize::try_from(record.first).unwrap_or(usize::MAX);
        let last = usize::try_from(record.last).unwrap_or(usize::MAX);
        let (Some(before), Some(made)) = (
            stored.entries.get(..first),
            stored.entries.get(first..=last),
        ) else {
            return Err(TableError::Damaged.into());
        };
        let header = stored.header.clone();
        let mut table = rebuild(header.clone(), before).map_err(|e| {
            tracing::warn!(table = %record.table, "retelling: {e}");
            ServiceError::Table(TableError::Damaged)
        })?;
        let mut handled = table.retell(made)?;
        if record.first == 0 {
            handled.outbox.insert(
                0,
                Outgoing::channel(Notice::Opened {
                    kind: header.kind,
                    creator: table.names().first().cloned().unwrap_or_default(),
                    options: header.options.clone(),
                }),
            );
        }
        Ok((table, handled))
    }

    /// Forgets request keys older than the window, at most once an hour (from `tick`).
    pub(super) async fn sweep_keys(&self, now: Timestamp) {
        let last = self.swept.load(std::sync::atomic::Ordering::Relaxed);
        if now.0.saturating_sub(last) < SWEEP_EVERY_MS {
            return;
        }
        self.swept
            .store(now.0, std::sync::atomic::Ordering::Relaxed);
        match self
            .store
            .expire_requests(Timestamp(now.0.saturating_sub(KEY_WINDOW_MS)))
            .await
        {
            Ok(0) => {}
            Ok(n) => tracing::debug!(expired = n, "request keys swept"),
            Err(e) => tracing::warn!(error = %e, "request keys not swept"),
        }
    }
}
