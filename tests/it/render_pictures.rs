//! `paiju render table` through the real binary: a game played out by bots and saved, then
//! every step of it drawn from one seat — the table after each entry and the end of each hand
//! (`NNNN-showdown.png`), the same picture the channel gets for that entry.

use paiju::images::{self, Style, scenes};
use paiju::table::{Outgoing, Table, TableRecord};
use std::path::Path;
use std::process::Command;

fn paiju(dir: &Path, args: &[&str]) {
    let out = Command::new(env!("CARGO_BIN_EXE_paiju"))
        .args(args)
        .env("LANG", "en_US.UTF-8")
        .env_remove("RUST_BACKTRACE")
        .current_dir(dir)
        .stdin(std::process::Stdio::null())
        .output()
        .expect("run paiju");
    assert!(
        out.status.success(),
        "paiju {args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
}

fn png_size(bytes: &[u8]) -> (u32, u32) {
    let reader = png::Decoder::new(std::io::Cursor::new(bytes))
        .read_info()
        .expect("a PNG");
    (reader.info().width, reader.info().height)
}

#[test]
fn render_table_draws_every_step_and_the_end_of_every_hand_of_a_saved_game() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    paiju(
        d,
        &[
            "play",
            "chicago",
            "--players",
            "2",
            "--bots",
            "0,1",
            "--seed",
            "4",
            "--save",
            "game.json",
        ],
    );
    paiju(
        d,
        &[
            "render",
            "table",
            "--log",
            "game.json",
            "--seat",
            "1",
            "--out",
            "pictures",
        ],
    );
    let mut steps = Vec::new();
    let mut showdowns = Vec::new();
    for entry in std::fs::read_dir(d.join("pictures")).unwrap() {
        let name = entry.unwrap().file_name().into_string().unwrap();
        if name.ends_with("-showdown.png") {
            showdowns.push(name);
        } else {
            steps.push(name);
        }
    }
    steps.sort();
    showdowns.sort();
    assert!(steps.len() > 10, "{steps:?}");
    assert!(!showdowns.is_empty(), "a hand ended with a best hand shown");
    // Each showdown is what the public events of its entry draw, and nothing else.
    let text = std::fs::read_to_string(d.join("game.json")).unwrap();
    let record: TableRecord = serde_json::from_str(&text).unwrap();
    let mut table = Table::open(record.header.clone()).unwrap();
    let mut expected = Vec::new();
    for entry in &record.entries {
        let outbox = table.apply_entry(entry).unwrap();
        let events = outbox.iter().filter_map(Outgoing::public_event);
        if let Some(scene) = scenes::showdown(events, &record.header.options) {
            expected.push((
                format!("{:04}-showdown.png", entry.seq),
                images::png(&scene, Style::default()).unwrap(),
            ));
        }
    }
    let names: Vec<&String> = expected.iter().map(|(n, _)| n).collect();
    assert_eq!(showdowns.iter().collect::<Vec<_>>(), names);
    for (name, bytes) in &expected {
        let drawn = std::fs::read(d.join("pictures").join(name)).unwrap();
        assert_eq!(&drawn, bytes, "{name}");
        let (w, h) = png_size(&drawn);
        assert!(w > 0 && h > 0);
    }
    for name in steps.iter().take(3) {
        png_size(&std::fs::read(d.join("pictures").join(name)).unwrap());
    }
}
