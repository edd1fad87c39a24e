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
            // Seats named as the text names them (docs/images.md).
            let scene = scenes::with_names(scene, &table.names());
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
        assert!(
            &drawn == bytes,
            "{name} is not the picture of its entry's public events"
        );
        let (w, h) = png_size(&drawn);
        assert!(w > 0 && h > 0);
    }
    for name in steps.iter().take(3) {
        png_size(&std::fs::read(d.join("pictures").join(name)).unwrap());
    }
}

/// `paiju render samples` draws exactly the committed `docs/images/` (byte for byte), every
/// one of them, and writes into a scratch folder unless told otherwise.
#[test]
fn the_committed_samples_are_what_render_samples_draws() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    paiju(d, &["render", "samples", "--out", "samples"]);
    let docs = Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/images");
    let listed = |dir: &Path| -> Vec<String> {
        let mut names: Vec<String> = std::fs::read_dir(dir)
            .unwrap()
            .map(|e| e.unwrap().file_name().into_string().unwrap())
            .filter(|n| n.ends_with(".png"))
            .collect();
        names.sort();
        names
    };
    let drawn = listed(&d.join("samples"));
    assert_eq!(
        drawn,
        listed(&docs),
        "docs/images holds exactly the samples (regenerate: paiju render samples --out docs/images)"
    );
    for name in &drawn {
        let new = std::fs::read(d.join("samples").join(name)).unwrap();
        let committed = std::fs::read(docs.join(name)).unwrap();
        assert!(
            new == committed,
            "docs/images/{name} drifted from what `paiju render samples --out docs/images` draws \
             ({} bytes now, {} committed)",
            new.len(),
            committed.len()
        );
        png_size(&new);
    }
    // Without --out: nothing in the working folder.
    let out = Command::new(env!("CARGO_BIN_EXE_paiju"))
        .args(["render", "samples"])
        .current_dir(d)
        .output()
        .unwrap();
    assert!(out.status.success());
    let said = String::from_utf8_lossy(&out.stdout);
    assert!(!said.contains("docs/images"), "{said}");
    assert!(!d.join("docs").exists());
}
