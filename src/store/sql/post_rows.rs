//! The outbox's rows: posts written with the entries that made them, read back while
//! undelivered, and where each delivered DM panel is.

use super::{backend_err, db_id, db_seq, from_db_id, write_err};
use crate::table::ids::{ChannelId, GuildId, TableId, Timestamp, UserId};
use crate::table::posts::{Post, PostId, PostTo};
use crate::table::store::StoreError;
use sqlx::Row;
use sqlx::any::AnyRow;

pub(super) const INSERT_POST: &str = "INSERT INTO posts \
     (table_id, seq, idx, channel, guild, kind, recipient, body, at) \
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)";

pub(super) const PENDING_POSTS: &str = "SELECT table_id, seq, idx, channel, guild, kind, recipient, body, at \
     FROM posts WHERE delivered_at IS NULL ORDER BY table_id, seq, idx";

/// The newest delivered DM with buttons per table and player, and the newest live table
/// message (no recipient), for the open tables.
pub(super) const LIVE_PANELS: &str = "SELECT p.table_id, p.seq, p.idx, p.channel, p.guild, p.recipient, \
     p.dm_channel, p.message_id FROM posts p JOIN tables t ON t.id = p.table_id \
     WHERE t.closed_at IS NULL AND p.message_id IS NOT NULL ORDER BY p.table_id, p.seq, p.idx";

/// Writes posts inside the caller's transaction (with the entries that made them).
pub(super) async fn insert_posts(
    conn: &mut sqlx::AnyConnection,
    posts: &[Post],
) -> Result<(), StoreError> {
    for p in posts {
        let (kind, recipient) = match p.to {
            PostTo::Channel => ("channel", None),
            PostTo::User(u) => ("dm", Some(db_id(u.0))),
            PostTo::Panel(u) => ("panel", Some(db_id(u.0))),
            PostTo::Table => ("table", None),
        };
        sqlx::query(INSERT_POST)
            .bind(db_id(p.id.table.0))
            .bind(db_seq(p.id.seq))
            .bind(i64::from(p.id.idx))
            .bind(db_id(p.channel.0))
            .bind(p.guild.map(|g| db_id(g.0)))
            .bind(kind)
            .bind(recipient)
            .bind(p.body.clone())
            .bind(p.at.0)
            .execute(&mut *conn)
            .await
            .map_err(|e| write_err(e, p.id.table))?;
    }
    Ok(())
}

pub(super) fn decode_post(row: &AnyRow) -> Result<Post, StoreError> {
    let get = |i: usize| -> Result<i64, StoreError> { row.try_get(i).map_err(backend_err) };
    let guild: Option<i64> = row.try_get(4).map_err(backend_err)?;
    let kind: String = row.try_get(5).map_err(backend_err)?;
    let recipient: Option<i64> = row.try_get(6).map_err(backend_err)?;
    let body: String = row.try_get(7).map_err(backend_err)?;
    let table = TableId(from_db_id(get(0)?));
    let user = || {
        recipient
            .map(|u| UserId(from_db_id(u)))
            .ok_or_else(|| StoreError::Backend(format!("a {kind} post without a recipient")))
    };
    let to = match kind.as_str() {
        "channel" => PostTo::Channel,
        "dm" => PostTo::User(user()?),
        "panel" => PostTo::Panel(user()?),
        "table" => PostTo::Table,
        other => return Err(StoreError::Backend(format!("a post of kind `{other}`"))),
    };
    Ok(Post {
        id: PostId {
            table,
            seq: u64::try_from(get(1)?).map_err(backend_err)?,
            idx: u32::try_from(get(2)?).map_err(backend_err)?,
        },
        channel: ChannelId(from_db_id(get(3)?)),
        guild: guild.map(|g| GuildId(from_db_id(g))),
        to,
        body,
        at: Timestamp(get(8)?),
    })
}
