//! A full disk (a 4 MiB tmpfs, mounted as root; skipped, saying so, elsewhere): while SQLite
//! cannot write, every command is refused with the localized "cannot save" message and
//! changes nothing; once there is space again the very next command is taken — no restart —
//! and the log says once that writes failed and once that they recovered.

use crate::common::stdio::StdioSession;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::Command;

/// A tmpfs mounted for the test, unmounted (and its folder and the log beside it removed)
/// when dropped, also when the test fails.
struct Tmpfs {
    dir: PathBuf,
    log: PathBuf,
}

impl Tmpfs {
    fn mount(size: &str) -> Option<Tmpfs> {
        let uid = Command::new("id").arg("-u").output().ok()?;
        if String::from_utf8_lossy(&uid.stdout).trim() != "0" {
            return None;
        }
        let dir = std::env::temp_dir().join(format!("paiju-disk-full-{}", std::process::id()));
        std::fs::create_dir_all(&dir).ok()?;
        let mounted = Command::new("mount")
            .args(["-t", "tmpfs", "-o", &format!("size={size}"), "tmpfs"])
            .arg(&dir)
            .status()
            .ok()?
            .success();
        if !mounted {
            let _ = std::fs::remove_dir(&dir);
            return None;
        }
        let log = std::env::temp_dir().join(format!("paiju-disk-full-{}.log", std::process::id()));
        Some(Tmpfs { dir, log })
    }
}

impl Drop for Tmpfs {
    fn drop(&mut self) {
        let _ = Command::new("umount").arg("-l").arg(&self.dir).status();
        let _ = std::fs::remove_dir(&self.dir);
        let _ = std::fs::remove_file(&self.log);
    }
}

/// Writes a file until the disk is full.
fn fill(path: &Path) {
    let mut f = std::fs::File::create(path).unwrap();
    let chunk = vec![0x55u8; 16 * 1024];
    while f.write_all(&chunk).is_ok() {}
    let _ = f.sync_all();
}

#[test]
fn a_full_disk_refuses_commands_cleanly_and_the_store_heals_without_a_restart() {
    let Some(fs) = Tmpfs::mount("4m") else {
        eprintln!("disk_full: skipped (needs root to mount a tmpfs)");
        return;
    };
    // The log goes beside the tmpfs, not on it: it must be written while the disk is full.
    let log_path = fs.log.clone();
    let db = fs.dir.join("paiju.db");
    let mut s = StdioSession::start(
        &format!("sqlite://{}", db.display()),
        Some(std::fs::File::create(&log_path).unwrap()),
    );
    let mut n = 0;
    let mut send = |s: &mut StdioSession, user: u64, command: &str| {
        n += 1;
        s.send(&format!("k{n}"), user, command)
    };
    assert_eq!(send(&mut s, 1, "table new doudizhu")["ok"], true);

    fill(&fs.dir.join("filler"));
    let (mut refused, mut seated) = (0, false);
    for _ in 0..40 {
        let command = if seated { "table leave" } else { "table join" };
        let v = send(&mut s, 2, command);
        if v["ok"] == true {
            seated = !seated;
            continue;
        }
        refused += 1;
        let error = v["error"].as_str().unwrap();
        assert!(
            error.contains("cannot save right now") && error.contains("not taken"),
            "a clear message, not the database's words: {error}"
        );
    }
    assert!(refused > 0, "the full disk refused writes");
    let status = send(&mut s, 1, "status");
    let text = status["messages"][0].as_str().unwrap().to_string();
    assert_eq!(
        text.contains("P2"),
        seated,
        "what was refused changed nothing: {text}"
    );

    std::fs::remove_file(fs.dir.join("filler")).unwrap();
    // The very next command is taken, and every one after it.
    for i in 0..30 {
        let command = if seated { "table leave" } else { "table join" };
        let v = send(&mut s, 2, command);
        assert_eq!(v["ok"], true, "write {i} after the disk has room: {v}");
        seated = !seated;
    }
    s.finish();
    let log = std::fs::read_to_string(&log_path).unwrap();
    assert_eq!(
        log.matches("the store cannot write").count(),
        1,
        "said once: {log}"
    );
    assert_eq!(log.matches("the store writes again").count(), 1, "{log}");
    drop(fs);
}
