//! `paiju replay FILE`: replays a recorded table step by step and prints what happened, with
//! every private message labelled with its reader — for disputes and bug reports. A table is
//! its log, so this shows exactly what the players saw.

use crate::i18n::Locale;
use crate::outln;
use crate::render::{self, RenderCtx};
use crate::t;
use crate::table::{Recipient, Table, TableRecord};
use anyhow::Context;

/// Replays `record`, printing each entry's announcements; returns the final table.
pub fn replay(record: &TableRecord, locale: Locale, json: bool) -> anyhow::Result<Table> {
    let mut table = Table::open(record.header.clone()).map_err(|e| anyhow::anyhow!("{e}"))?;
    // Everyone who sat down, by the name they gave: someone who left is still named.
    let mut known = std::collections::HashMap::new();
    for entry in &record.entries {
        if let crate::table::TableOp::Join { user, name } = &entry.op {
            known.insert(*user, name.clone());
        }
        let out = table
            .apply_entry(entry)
            .map_err(|e| anyhow::anyhow!("entry {} does not apply: {e}", entry.seq))?;
        if json {
            outln!("{}", serde_json::to_string(&entry)?);
            continue;
        }
        let names = table.names();
        let ctx = RenderCtx {
            locale,
            names: &names,
        };
        outln!(
            "#{} {}",
            entry.seq,
            describe_actor(&table, entry, &known, locale)
        );
        for o in &out {
            let Some(text) = render::notice(&o.notice, &ctx) else {
                continue;
            };
            match o.to {
                Recipient::Channel => outln!("    {text}"),
                Recipient::User(u) => {
                    let name = table
                        .seats()
                        .iter()
                        .find(|s| s.user() == Some(u))
                        .map_or_else(|| u.to_string(), |s| s.name().to_string());
                    outln!("    [{name}] {text}");
                }
            }
        }
    }
    Ok(table)
}

/// Who made an entry and what it was: `Ann: bid 2`, `Ann: adds a bot`.
fn describe_actor(
    table: &Table,
    entry: &crate::table::LogEntry,
    known: &std::collections::HashMap<crate::table::UserId, String>,
    locale: Locale,
) -> String {
    use crate::table::{Actor, TableOp};
    let who = match entry.actor {
        Actor::User(u) => table
            .seats()
            .iter()
            .find(|s| s.user() == Some(u))
            .map(|s| s.name().to_string())
            .or_else(|| known.get(&u).cloned())
            .unwrap_or_else(|| format!("user {u}")),
        Actor::Bot(seat) => table
            .seats()
            .get(seat.index())
            .map_or_else(|| format!("seat {seat}"), |s| s.name().to_string()),
        // A game move by the table is an automatic pass (`auto-pass`), made for the seat.
        Actor::System => match &entry.op {
            TableOp::Act { seat, .. } => {
                let name = table
                    .seats()
                    .get(seat.index())
                    .map_or_else(|| format!("seat {seat}"), |s| s.name().to_string());
                t!(locale, "local-replay-automatic", name = name)
            }
            _ => "⏰".to_string(),
        },
    };
    let what = match &entry.op {
        TableOp::Act { seat, action } => table.move_text(*seat, action),
        other => {
            let op = serde_json::to_value(other)
                .ok()
                .and_then(|v| v.get("op").and_then(|o| o.as_str().map(String::from)))
                .unwrap_or_default();
            t!(locale, "local-replay-op", op = op)
        }
    };
    format!("{who}: {what}")
}

/// Replays `source`: a table id (read from the database) or a record file.
pub async fn run(
    source: &str,
    database: Option<String>,
    locale: Locale,
    json: bool,
) -> anyhow::Result<i32> {
    let is_file = std::path::Path::new(source).exists();
    let stored = !is_file && source.trim().parse::<u64>().is_ok();
    let record = match source.trim().parse::<u64>() {
        Ok(id) if !is_file => {
            let url = super::tables::url(database);
            super::tables::load(crate::table::TableId(id), &url, locale).await?
        }
        _ if !is_file && !source.contains(['/', '.']) => {
            // Neither a file nor a number.
            return Err(super::tables::parse_id(source, locale).unwrap_err());
        }
        _ => {
            let text =
                std::fs::read_to_string(source).with_context(|| format!("reading {source}"))?;
            serde_json::from_str(&text)
                .with_context(|| format!("{source} is not a table record"))?
        }
    };
    let table = replay(&record, locale, json)?;
    if !json {
        let last = record
            .entries
            .last()
            .map_or(record.header.created_at, |e| e.at);
        outln!("{}", render::status(&table.status_view(last), locale));
        if stored {
            outln!(
                "{}",
                t!(
                    locale,
                    "local-replay-table",
                    id = record.header.id.to_string()
                )
            );
        }
    }
    Ok(0)
}
