//! A table's log as a file someone can fetch (`/table log`, the league history's log button):
//! while its game is in play, only what the channel was told, line by line — the log itself
//! holds the seed and every private move, so it would show the hidden hands; once the game is
//! over, the whole record as JSON (`paiju replay` reads it).

use super::{RenderCtx, notice};
use crate::i18n::Locale;
use crate::table::{Recipient, Status, Table, TableError, TableRecord};

/// The file to hand out for `record`: `(file name, bytes)`.
pub fn log_file(record: &TableRecord, locale: Locale) -> Result<(String, Vec<u8>), TableError> {
    let id = record.header.id;
    let mut table = Table::open(record.header.clone())?;
    let mut lines = Vec::new();
    for entry in &record.entries {
        let out = table.apply_entry(entry)?;
        let names = table.names();
        let ctx = RenderCtx {
            locale,
            names: &names,
        };
        lines.extend(
            out.iter()
                .filter(|o| o.to == Recipient::Channel)
                .filter_map(|o| notice(&o.notice, &ctx))
                .map(|text| format!("#{} {text}", entry.seq)),
        );
    }
    if table.status() == Status::Playing {
        let mut text = lines.join("\n");
        text.push('\n');
        Ok((format!("table-{id}-public.txt"), text.into_bytes()))
    } else {
        let json = serde_json::to_vec_pretty(record).unwrap_or_default();
        Ok((format!("table-{id}.json"), json))
    }
}
