//! Several processes on one PostgreSQL: the shards' leases (with their fencing tokens), the
//! queue of interactions that reached a process not serving their table, and the
//! notifications that wake the processes (LISTEN/NOTIFY): no other server to run.
//!
//! The protocol, in short (the Discord side is `discord::cluster`):
//! - A lease is taken when it is free (released) or expired; each taking adds 1 to `token`
//!   and is logged in `lease_log`. The holder renews it well before it expires.
//! - Every write of a table is made under its shard's token (`check_fence`, in the write's
//!   own transaction, which holds the lease row shared until it commits): a token that
//!   changed means the lease changed hands, and the write is refused.
//! - A handover (a stop, or a home process asking for its shard back) names a `successor`,
//!   who connects first and says it is ready; the holder then stops, and releases.

use super::{Backend, SqlStore, Tx, backend_err, db_id, from_db_id};
use crate::table::ids::{ChannelId, GuildId, UserId};
use crate::table::store::{Fence, StoreError};
use sqlx::Row;

/// Refuses the write in `tx` unless `fence` is still its shard's lease. On PostgreSQL the
/// lease row stays locked (shared) until the write commits, so the lease cannot change hands
/// between this check and the commit: a taker waits for the write, then sees it.
pub(super) async fn check_fence(
    tx: &mut Tx,
    backend: Backend,
    fence: Fence,
) -> Result<(), StoreError> {
    let sql = match backend {
        Backend::Postgres => "SELECT token FROM leases WHERE shard = $1 FOR SHARE",
        // One writing process per SQLite file: the check alone is enough.
        Backend::Sqlite => "SELECT token FROM leases WHERE shard = $1",
    };
    let row = sqlx::query(sql)
        .bind(i64::from(fence.shard))
        .fetch_optional(&mut **tx)
        .await
        .map_err(backend_err)?;
    let token: Option<i64> = row.map(|r| r.try_get(0)).transpose().map_err(backend_err)?;
    if token == Some(db_id(fence.token)) {
        Ok(())
    } else {
        Err(StoreError::Fenced(fence.shard, fence.token))
    }
}

/// A shard's lease as stored.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Lease {
    pub shard: u32,
    pub holder: Option<String>,
    pub token: u64,
    pub expires_at: i64,
    pub successor: Option<String>,
    pub successor_ready: bool,
    pub draining: bool,
}

impl Lease {
    /// Held by a process that has not let it lapse at `now`.
    pub fn live(&self, now: i64) -> bool {
        self.holder.is_some() && self.expires_at >= now
    }
}

/// An interaction waiting in the queue for its shard's holder.
#[derive(Clone, Debug)]
pub struct Forwarded {
    pub interaction: u64,
    pub shard: u32,
    /// The interaction as Discord sent it (JSON).
    pub payload: String,
    /// The receiving process already acknowledged it to Discord (deferred): its answer is
    /// an edit of the original response.
    pub deferred: bool,
    /// When it reached the receiving process (ms since the epoch).
    pub at: i64,
}

/// Connections of the queue's pool (one more listens).
const QUEUE_POOL: u32 = 4;

const LEASE_COLUMNS: &str =
    "shard, holder, token, expires_at, successor, successor_ready, draining";

fn lease_of(r: &sqlx::any::AnyRow) -> Result<Lease, StoreError> {
    let shard: i64 = r.try_get(0).map_err(backend_err)?;
    let token: i64 = r.try_get(2).map_err(backend_err)?;
    Ok(Lease {
        shard: u32::try_from(shard).map_err(backend_err)?,
        holder: r.try_get(1).map_err(backend_err)?,
        token: u64::try_from(token).map_err(backend_err)?,
        expires_at: r.try_get(3).map_err(backend_err)?,
        successor: r.try_get(4).map_err(backend_err)?,
        successor_ready: r.try_get::<i64, _>(5).map_err(backend_err)? != 0,
        draining: r.try_get::<i64, _>(6).map_err(backend_err)? != 0,
    })
}

/// The processes' shared state in the store: leases and the interaction queue, as process
/// `me` sees them.
#[derive(Clone, Debug)]
pub struct Cluster {
    store: SqlStore,
    /// The queue's own connections, committing without waiting for the disk: a queued
    /// interaction is not yet acknowledged to anyone, and losing one in a database crash
    /// costs its user a second press, while a flush per hop would cost every forwarded press
    /// two more fsyncs. (What a move writes is durable as ever: the store's pool.)
    queue: sqlx::PgPool,
    me: String,
    /// The NOTIFY channels, named after the schema so that databases shared by several
    /// deployments (or tests) do not wake each other.
    forwarded_channel: String,
    leases_channel: String,
}

impl Cluster {
    /// Process `me`'s view of the store's leases and queue; makes sure every one of the
    /// `shards` has its lease row. PostgreSQL only: SQLite has one process per file.
    pub async fn new(
        store: SqlStore,
        url: &str,
        me: String,
        shards: u32,
    ) -> Result<Cluster, StoreError> {
        if store.backend() != Backend::Postgres {
            return Err(StoreError::Backend(
                "several processes need PostgreSQL (SQLite keeps one process per file)".into(),
            ));
        }
        let schema: String = sqlx::query("SELECT CAST(current_schema() AS TEXT)")
            .fetch_one(store.pool())
            .await
            .map_err(backend_err)?
            .try_get(0)
            .map_err(backend_err)?;
        for shard in 0..shards {
            sqlx::query(
                "INSERT INTO leases (shard, holder, token, expires_at) VALUES ($1, NULL, 0, 0) \
                 ON CONFLICT (shard) DO NOTHING",
            )
            .bind(i64::from(shard))
            .execute(store.pool())
            .await
            .map_err(backend_err)?;
        }
        let queue = sqlx::postgres::PgPoolOptions::new()
            .max_connections(QUEUE_POOL)
            .after_connect(|conn, _| {
                Box::pin(async move {
                    use sqlx::Executor;
                    conn.execute("SET synchronous_commit = off").await?;
                    Ok(())
                })
            })
            .connect(url)
            .await
            .map_err(backend_err)?;
        Ok(Cluster {
            store,
            queue,
            me,
            forwarded_channel: format!("paiju_forwarded_{schema}"),
            leases_channel: format!("paiju_leases_{schema}"),
        })
    }

    /// This process's name in the leases.
    pub fn me(&self) -> &str {
        &self.me
    }

    pub fn store(&self) -> &SqlStore {
        &self.store
    }

    /// The NOTIFY channel of queued interactions (payload: the shard).
    pub fn forwarded_channel(&self) -> &str {
        &self.forwarded_channel
    }

    /// The NOTIFY channel of lease changes (released, draining, a successor named or ready).
    pub fn leases_channel(&self) -> &str {
        &self.leases_channel
    }

    async fn notify(&self, channel: &str, payload: String) {
        // A lost wake-up costs a poll interval, never correctness: not worth failing for.
        if let Err(e) = sqlx::query("SELECT pg_notify($1, $2)")
            .bind(channel.to_string())
            .bind(payload)
            .execute(&self.queue)
            .await
        {
            tracing::debug!(error = %e, "a NOTIFY failed");
        }
    }

    /// Every shard's lease.
    pub async fn leases(&self) -> Result<Vec<Lease>, StoreError> {
        let rows = sqlx::query(sqlx::AssertSqlSafe(format!(
            "SELECT {LEASE_COLUMNS} FROM leases ORDER BY shard"
        )))
        .fetch_all(self.store.pool())
        .await
        .map_err(backend_err)?;
        rows.iter().map(lease_of).collect()
    }

    /// Takes `shard`'s lease for `ttl_ms` if it is free or expired (and not promised to
    /// another successor, unless that promise is older than `grace_ms`); returns the new
    /// token, logged in `lease_log`.
    pub async fn acquire(
        &self,
        shard: u32,
        now: i64,
        ttl_ms: i64,
        grace_ms: i64,
    ) -> Result<Option<u64>, StoreError> {
        let mut tx = self.store.pool().begin().await.map_err(backend_err)?;
        let row = sqlx::query(
            "UPDATE leases SET holder = $2, token = token + 1, expires_at = $3 + $4, \
             successor = NULL, successor_ready = 0, draining = 0 \
             WHERE shard = $1 AND (holder IS NULL OR expires_at < $3) \
             AND (successor IS NULL OR successor = $2 OR expires_at < $3 - $5) \
             RETURNING token",
        )
        .bind(i64::from(shard))
        .bind(self.me.clone())
        .bind(now)
        .bind(ttl_ms)
        .bind(grace_ms)
        .fetch_optional(&mut *tx)
        .await
        .map_err(backend_err)?;
        let Some(row) = row else {
            tx.rollback().await.map_err(backend_err)?;
            return Ok(None);
        };
        let token: i64 = row.try_get(0).map_err(backend_err)?;
        sqlx::query("INSERT INTO lease_log (shard, token, holder, at) VALUES ($1, $2, $3, $4)")
            .bind(i64::from(shard))
            .bind(token)
            .bind(self.me.clone())
            .bind(now)
            .execute(&mut *tx)
            .await
            .map_err(backend_err)?;
        tx.commit().await.map_err(backend_err)?;
        Ok(Some(from_db_id(token)))
    }

    /// Extends a held lease; `None` when it is no longer this process's with `token` (then
    /// the shard must be dropped at once).
    pub async fn renew(
        &self,
        shard: u32,
        token: u64,
        now: i64,
        ttl_ms: i64,
    ) -> Result<Option<Lease>, StoreError> {
        let row = sqlx::query(sqlx::AssertSqlSafe(format!(
            "UPDATE leases SET expires_at = $4 + $5 \
             WHERE shard = $1 AND holder = $2 AND token = $3 RETURNING {LEASE_COLUMNS}"
        )))
        .bind(i64::from(shard))
        .bind(self.me.clone())
        .bind(db_id(token))
        .bind(now)
        .bind(ttl_ms)
        .fetch_optional(self.store.pool())
        .await
        .map_err(backend_err)?;
        row.as_ref().map(lease_of).transpose()
    }

    /// Gives a held lease up (a handover or a clean stop): the next process takes it at once.
    pub async fn release(&self, shard: u32, token: u64, now: i64) -> Result<(), StoreError> {
        sqlx::query(
            "UPDATE leases SET holder = NULL, expires_at = $4, draining = 0 \
             WHERE shard = $1 AND holder = $2 AND token = $3",
        )
        .bind(i64::from(shard))
        .bind(self.me.clone())
        .bind(db_id(token))
        .bind(now)
        .execute(self.store.pool())
        .await
        .map_err(backend_err)?;
        self.notify(&self.leases_channel, shard.to_string()).await;
        Ok(())
    }

    /// Says the holder is stopping: whoever may serve the shard volunteers as successor.
    pub async fn set_draining(&self, shard: u32, token: u64) -> Result<(), StoreError> {
        sqlx::query(
            "UPDATE leases SET draining = 1 WHERE shard = $1 AND holder = $2 AND token = $3",
        )
        .bind(i64::from(shard))
        .bind(self.me.clone())
        .bind(db_id(token))
        .execute(self.store.pool())
        .await
        .map_err(backend_err)?;
        self.notify(&self.leases_channel, shard.to_string()).await;
        Ok(())
    }

    /// Names this process the successor of `shard`'s live holder, unless another is named;
    /// whether it now is.
    pub async fn volunteer(&self, shard: u32, now: i64) -> Result<bool, StoreError> {
        let done = sqlx::query(
            "UPDATE leases SET successor = $2, successor_ready = 0 \
             WHERE shard = $1 AND holder IS NOT NULL AND holder <> $2 AND expires_at >= $3 \
             AND (successor IS NULL OR successor = $2)",
        )
        .bind(i64::from(shard))
        .bind(self.me.clone())
        .bind(now)
        .execute(self.store.pool())
        .await
        .map_err(backend_err)?;
        let named = done.rows_affected() == 1;
        if named {
            self.notify(&self.leases_channel, shard.to_string()).await;
        }
        Ok(named)
    }

    /// The successor's connection for `shard` is up: the holder may close its own.
    pub async fn successor_ready(&self, shard: u32) -> Result<(), StoreError> {
        sqlx::query("UPDATE leases SET successor_ready = 1 WHERE shard = $1 AND successor = $2")
            .bind(i64::from(shard))
            .bind(self.me.clone())
            .execute(self.store.pool())
            .await
            .map_err(backend_err)?;
        self.notify(&self.leases_channel, shard.to_string()).await;
        Ok(())
    }

    /// Withdraws this process as `shard`'s successor (it took another way, or gave up).
    pub async fn withdraw(&self, shard: u32) -> Result<(), StoreError> {
        sqlx::query(
            "UPDATE leases SET successor = NULL, successor_ready = 0 \
             WHERE shard = $1 AND successor = $2",
        )
        .bind(i64::from(shard))
        .bind(self.me.clone())
        .execute(self.store.pool())
        .await
        .map_err(backend_err)?;
        Ok(())
    }

    /// Queues an interaction for `shard`'s holder and wakes it; `false` when it is queued
    /// already (Discord sent it to two connections during a handover).
    pub async fn forward(
        &self,
        interaction: u64,
        shard: u32,
        payload: String,
        now: i64,
    ) -> Result<bool, StoreError> {
        // One round trip: the row, and the wake-up only if the row is new.
        let woken = sqlx::query(
            "WITH queued AS ( \
                 INSERT INTO forwarded (interaction, shard, payload, state, at, by) \
                 VALUES ($1, $2, $3, 'queued', $4, $5) ON CONFLICT (interaction) DO NOTHING \
                 RETURNING shard) \
             SELECT pg_notify($6, CAST(shard AS TEXT)) FROM queued",
        )
        .bind(db_id(interaction))
        .bind(i64::from(shard))
        .bind(payload)
        .bind(now)
        .bind(self.me.clone())
        .bind(self.forwarded_channel.clone())
        .fetch_optional(&self.queue)
        .await
        .map_err(backend_err)?;
        Ok(woken.is_some())
    }

    /// Takes up to `limit` waiting interactions of `shards` (oldest first) for this process
    /// to apply. Rows another process is taking are skipped, not waited for; one whose
    /// receiver died while deferring it (`deferring` for `stuck_ms`) counts as deferred.
    pub async fn take(
        &self,
        shards: &[u32],
        now: i64,
        stuck_ms: i64,
        limit: i64,
    ) -> Result<Vec<Forwarded>, StoreError> {
        if shards.is_empty() {
            return Ok(Vec::new());
        }
        // Shard numbers are u32: written into the query, as the Any driver binds no arrays.
        let list = shards
            .iter()
            .map(u32::to_string)
            .collect::<Vec<_>>()
            .join(", ");
        let rows = sqlx::query(sqlx::AssertSqlSafe(format!(
            "WITH picked AS ( \
                 SELECT interaction, state FROM forwarded \
                 WHERE shard IN ({list}) AND (state IN ('queued', 'deferred') \
                     OR (state = 'deferring' AND at < $2 - $3)) \
                 ORDER BY at LIMIT $4 FOR UPDATE SKIP LOCKED) \
             UPDATE forwarded f SET state = 'taken', by = $1 FROM picked \
             WHERE f.interaction = picked.interaction \
             RETURNING f.interaction, f.shard, f.payload, picked.state, f.at"
        )))
        .bind(self.me.clone())
        .bind(now)
        .bind(stuck_ms)
        .bind(limit)
        .fetch_all(&self.queue)
        .await
        .map_err(backend_err)?;
        let mut taken = rows
            .iter()
            .map(|r| {
                let state: String = r.try_get(3).map_err(backend_err)?;
                Ok(Forwarded {
                    interaction: from_db_id(r.try_get(0).map_err(backend_err)?),
                    shard: u32::try_from(r.try_get::<i64, _>(1).map_err(backend_err)?)
                        .map_err(backend_err)?,
                    payload: r.try_get(2).map_err(backend_err)?,
                    deferred: state != "queued",
                    at: r.try_get(4).map_err(backend_err)?,
                })
            })
            .collect::<Result<Vec<_>, StoreError>>()?;
        taken.sort_by_key(|f| f.at);
        Ok(taken)
    }

    /// Moves a queued interaction from `from` to `to` if it is still in `from`: the one
    /// place where the receiver and the holder race (deferring it, taking it, refusing it),
    /// so exactly one of them answers each step.
    pub async fn transition(
        &self,
        interaction: u64,
        from: &str,
        to: &str,
    ) -> Result<bool, StoreError> {
        let done =
            sqlx::query("UPDATE forwarded SET state = $3 WHERE interaction = $1 AND state = $2")
                .bind(db_id(interaction))
                .bind(from.to_string())
                .bind(to.to_string())
                .execute(&self.queue)
                .await
                .map_err(backend_err)?;
        Ok(done.rows_affected() == 1)
    }

    /// Forgets queued interactions older than `before` (their tokens are dead anyway).
    pub async fn sweep(&self, before: i64) -> Result<u64, StoreError> {
        let done = sqlx::query("DELETE FROM forwarded WHERE at < $1")
            .bind(before)
            .execute(&self.queue)
            .await
            .map_err(backend_err)?;
        Ok(done.rows_affected())
    }

    /// The guild of the newest table in `channel` (`Some(None)`: a table outside a guild),
    /// `None` when the channel never had one: where a button's table lives.
    pub async fn table_guild(
        &self,
        channel: ChannelId,
    ) -> Result<Option<Option<GuildId>>, StoreError> {
        let row = sqlx::query(
            "SELECT guild FROM tables WHERE channel = $1 ORDER BY created_at DESC LIMIT 1",
        )
        .bind(db_id(channel.0))
        .fetch_optional(self.store.pool())
        .await
        .map_err(backend_err)?;
        row.map(|r| {
            r.try_get::<Option<i64>, _>(0)
                .map(|g| g.map(|g| GuildId(from_db_id(g))))
                .map_err(backend_err)
        })
        .transpose()
    }

    /// The guilds of the open tables `user` took part in (joined, or acted at): where a
    /// command sent from a DM without naming its table may be meant for.
    pub async fn user_table_guilds(
        &self,
        user: UserId,
    ) -> Result<Vec<Option<GuildId>>, StoreError> {
        let actor = serde_json::to_string(&crate::table::Actor::User(user)).map_err(backend_err)?;
        let rows = sqlx::query(
            "SELECT DISTINCT t.guild FROM tables t JOIN entries e ON e.table_id = t.id \
             WHERE t.closed_at IS NULL AND e.actor = $1",
        )
        .bind(actor)
        .fetch_all(self.store.pool())
        .await
        .map_err(backend_err)?;
        rows.iter()
            .map(|r| {
                r.try_get::<Option<i64>, _>(0)
                    .map(|g| g.map(|g| GuildId(from_db_id(g))))
                    .map_err(backend_err)
            })
            .collect()
    }

    /// A connection that hears both NOTIFY channels.
    pub async fn listen(&self) -> Result<sqlx::postgres::PgListener, StoreError> {
        let mut listener = sqlx::postgres::PgListener::connect_with(&self.queue)
            .await
            .map_err(backend_err)?;
        listener
            .listen_all([
                self.forwarded_channel.as_str(),
                self.leases_channel.as_str(),
            ])
            .await
            .map_err(backend_err)?;
        Ok(listener)
    }
}
