//! One writing process per SQLite file: an exclusive lock on `.<database>.lock`, beside it.
//!
//! The lock is the operating system's advisory file lock (`flock`), so it is released when the
//! process ends in any way, `kill -9` included: a crash never leaves a stale lock to clean up.
//! The file holds the pid of the process that last held it, and is never deleted: its presence
//! says that paiju has run on this database, so a database missing beside it was lost, not new
//! (`ran_here_before`).
//!
//! Within one process the lock is shared: every `SqlStore` of the process on the same file
//! holds the same lock (tests and tools reopen a database; `flock` would refuse the second
//! open file of the same process otherwise).

use crate::table::store::StoreError;
use std::fs::{File, OpenOptions, TryLockError};
use std::io::{Read, Seek, Write};
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex, Weak};

/// The held lock on a database's lock file. Released when the last `Arc` of it is dropped
/// (or the process ends).
#[derive(Debug)]
pub(super) struct WriterLock {
    file: Mutex<File>,
    path: PathBuf,
}

/// A claim on a database: the lock, and whether paiju had run on the database before.
#[derive(Debug)]
pub(super) struct Claim {
    pub lock: Arc<WriterLock>,
    /// The lock file was there and named a process: a database missing now was lost.
    pub ran_here_before: bool,
}

/// How long a lock this process is letting go of is waited for.
const OWN_RELEASE: std::time::Duration = std::time::Duration::from_secs(2);

/// The locks this process holds, by lock file.
static HELD: Mutex<Vec<(PathBuf, Weak<WriterLock>)>> = Mutex::new(Vec::new());

/// Where the lock of the database `db` lives: `.<name>.lock` beside it — hidden, so that
/// clearing the database's files (`rm data/paiju.db*`, `rm data/*`) leaves it, and with it
/// the knowledge that paiju ran there.
pub(super) fn lock_path(db: &Path) -> PathBuf {
    let mut name = std::ffi::OsString::from(".");
    name.push(db.file_name().unwrap_or_default());
    name.push(".lock");
    db.with_file_name(name)
}

/// Takes the exclusive lock beside `db` (an absolute path), or says which process holds it.
pub(super) fn claim(db: &Path) -> Result<Claim, StoreError> {
    let path = lock_path(db);
    let mut held = HELD
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner);
    held.retain(|(_, lock)| lock.strong_count() > 0);
    if let Some(lock) = held
        .iter()
        .find(|(p, _)| *p == path)
        .and_then(|(_, lock)| lock.upgrade())
    {
        return Ok(Claim {
            lock,
            ran_here_before: true,
        });
    }
    let claim = claim_file(db, &path)?;
    held.push((path, Arc::downgrade(&claim.lock)));
    Ok(claim)
}

/// The lock on `path` through a file of its own (what another process does).
fn claim_file(db: &Path, path: &Path) -> Result<Claim, StoreError> {
    let io = |e: std::io::Error| StoreError::Backend(format!("lock file {}: {e}", path.display()));
    // Not truncated on open: until the lock is ours, the pid in it is the holder's.
    let mut file = OpenOptions::new()
        .read(true)
        .write(true)
        .create(true)
        .truncate(false)
        .open(path)
        .map_err(io)?;
    let since = std::time::Instant::now();
    loop {
        match file.try_lock() {
            Ok(()) => break,
            Err(TryLockError::WouldBlock) => {
                let pid = holder(path);
                // Held by this very process, which holds no claim on it (`claim` looked): a
                // store dropped on another thread that has not closed its file yet, or a child
                // being started that has not yet closed the copy it inherited. Either lets go
                // within moments; refusing would name this process as the one in the way.
                let ours = pid.as_deref() == Some(std::process::id().to_string().as_str());
                if !ours || since.elapsed() > OWN_RELEASE {
                    return Err(in_use(db, pid.as_deref()));
                }
                std::thread::sleep(std::time::Duration::from_millis(2));
            }
            Err(TryLockError::Error(e)) => return Err(io(e)),
        }
    }
    let mut before = String::new();
    file.read_to_string(&mut before).map_err(io)?;
    Ok(Claim {
        lock: Arc::new(WriterLock {
            file: Mutex::new(file),
            path: path.to_path_buf(),
        }),
        ran_here_before: !before.trim().is_empty(),
    })
}

impl WriterLock {
    /// Writes this process's pid into the lock file: from now on the file also says that
    /// paiju ran on the database (called once the database exists).
    pub fn record_pid(&self) -> Result<(), StoreError> {
        let mut file = self
            .file
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        let pid = format!("{}\n", std::process::id());
        file.set_len(0)
            .and_then(|()| file.rewind())
            .and_then(|()| file.write_all(pid.as_bytes()))
            .and_then(|()| file.sync_all())
            .map_err(|e| StoreError::Backend(format!("lock file {}: {e}", self.path.display())))
    }
}

/// The pid written in a lock file, if it holds one.
fn holder(path: &Path) -> Option<String> {
    let text = std::fs::read_to_string(path).ok()?;
    let pid = text.trim();
    (!pid.is_empty() && pid.bytes().all(|b| b.is_ascii_digit())).then(|| pid.to_string())
}

fn in_use(db: &Path, pid: Option<&str>) -> StoreError {
    let who = match pid {
        Some(pid) => format!("another paiju process (pid {pid})"),
        None => "another paiju process".to_string(),
    };
    StoreError::Backend(format!(
        "the database {} is in use by {who}: one process at a time writes a SQLite \
         database. Stop that process first (or, to run several processes, use PostgreSQL). \
         `paiju tables`, `export` and `replay` can read it meanwhile.",
        db.display()
    ))
}

/// The refusal to start on a database that was lost: a lock file says paiju ran here.
pub(super) fn lost(db: &Path) -> StoreError {
    let lock = lock_path(db);
    StoreError::Backend(format!(
        "the database {} is missing, but {} shows that paiju has run on it before: it was \
         deleted or moved, and starting now would start with no tables. Put the database \
         back (from a backup), or, to start afresh on purpose, delete {}.",
        db.display(),
        lock.display(),
        lock.display()
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The lock beside `db` taken through a file of its own, as the process `pid` takes it.
    fn locked_by(db: &Path, pid: u32) -> File {
        let file = File::create(lock_path(db)).unwrap();
        file.lock().unwrap();
        std::fs::write(lock_path(db), format!("{pid}\n")).unwrap();
        file
    }

    #[test]
    fn a_held_lock_is_refused_naming_the_database_and_the_holder() {
        let dir = tempfile::tempdir().unwrap();
        let db = dir.path().join("paiju.db");
        // Another process: a file of its own, locked, with its pid.
        let other = locked_by(&db, 4242);
        let err = claim_file(&db, &lock_path(&db)).unwrap_err().to_string();
        assert!(err.contains(&db.display().to_string()), "{err}");
        assert!(err.contains("pid 4242"), "{err}");
        // Released (the process ended): the next claim gets it.
        drop(other);
        let claim = claim_file(&db, &lock_path(&db)).unwrap();
        assert!(claim.ran_here_before, "the pid says paiju ran here");
    }

    #[test]
    fn a_lock_this_process_is_letting_go_of_is_waited_for_not_refused() {
        let dir = tempfile::tempdir().unwrap();
        let db = dir.path().join("paiju.db");
        // The file of a store of this process, still open as the store goes (or a copy in a
        // child not yet started): locked, with this process's pid.
        let going = locked_by(&db, std::process::id());
        let closer = std::thread::spawn(move || {
            std::thread::sleep(std::time::Duration::from_millis(100));
            drop(going);
        });
        let claim = claim_file(&db, &lock_path(&db)).expect("waited for, then taken");
        assert!(claim.ran_here_before);
        closer.join().unwrap();
    }

    #[test]
    fn a_new_lock_file_says_nothing_ran_here_until_the_pid_is_recorded() {
        let dir = tempfile::tempdir().unwrap();
        let db = dir.path().join("paiju.db");
        let first = claim(&db).unwrap();
        assert!(!first.ran_here_before);
        first.lock.record_pid().unwrap();
        let text = std::fs::read_to_string(lock_path(&db)).unwrap();
        assert_eq!(text, format!("{}\n", std::process::id()));
        // The same process again (a tool, a test reopening): the same lock, shared.
        let again = claim(&db).unwrap();
        assert!(Arc::ptr_eq(&again.lock, &first.lock));
        drop((first, again));
        // Released, the lock file stays, with the pid: the next claim knows paiju ran here.
        assert!(claim_file(&db, &lock_path(&db)).unwrap().ran_here_before);
        assert!(lock_path(&db).exists());
    }

    #[test]
    fn the_refusals_say_what_to_do() {
        let db = Path::new("/srv/paiju/data/paiju.db");
        let busy = in_use(db, Some("77")).to_string();
        assert!(
            busy.contains("/srv/paiju/data/paiju.db is in use by another paiju process (pid 77)")
        );
        let gone = lost(db).to_string();
        assert!(
            gone.contains("/srv/paiju/data/paiju.db is missing"),
            "{gone}"
        );
        assert!(
            gone.contains("delete /srv/paiju/data/.paiju.db.lock"),
            "{gone}"
        );
    }
}
