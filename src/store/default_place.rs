//! Where the default database is. `sqlite://data/paiju.db` — the database when `DATABASE_URL`
//! is unset — is relative to the working folder, so the bot started from another folder would
//! quietly begin again with no tables. The absolute path of the last default database the bot
//! ran on is kept in a small state file (`$PAIJU_STATE_DIR`, else `$XDG_STATE_HOME/paiju`,
//! else `~/.local/state/paiju`: `default-database`); a start where no database exists while
//! that one still does is refused, naming it, and so is a start where that one was, gone
//! with its whole folder. A brand-new install has no state file and starts without a flag;
//! an explicit `DATABASE_URL` is deliberate and never checked.

use std::path::{Path, PathBuf};

/// Overrides the folder of the state file (tests point it at a folder of their own).
pub const STATE_DIR_VAR: &str = "PAIJU_STATE_DIR";

/// The state file's name in its folder.
const STATE_FILE: &str = "default-database";

/// The default database as this process sees it.
#[derive(Debug)]
pub struct DefaultDatabase {
    /// Its absolute path from the working folder.
    here: PathBuf,
    /// The state file (none without a home folder: nothing is remembered).
    state: Option<PathBuf>,
}

/// A start refused, so as not to begin again with no tables.
#[derive(Debug, thiserror::Error)]
pub enum DefaultRefused {
    /// No database here, while the one the bot last ran on exists elsewhere.
    Elsewhere { here: PathBuf, last: PathBuf },
    /// The database the bot last ran on is here, gone with its folder (`rm -r data`): the
    /// lock file that would say paiju ran there went too.
    FolderGone { here: PathBuf, state: PathBuf },
}

impl std::fmt::Display for DefaultRefused {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            DefaultRefused::Elsewhere { here, last } => {
                let folder = run_folder(last);
                let (here, last) = (here.display(), last.display());
                write!(
                    f,
                    "there is no database at {here}, but the bot last ran on {last}: started \
                     here it would begin with no tables. Run it from {}, or set \
                     DATABASE_URL=sqlite://{last} to use that database from here; to start a \
                     new database here on purpose, set DATABASE_URL=sqlite://{here}.",
                    folder.display()
                )
            }
            DefaultRefused::FolderGone { here, state } => write!(
                f,
                "the bot last ran on {}, but its folder {} is gone: started now it would begin \
                 with no tables. Put it back (from a backup), or, to start afresh on purpose, \
                 delete {}.",
                here.display(),
                here.parent().unwrap_or(here).display(),
                state.display()
            ),
        }
    }
}

/// The folder the bot ran from, for its default database `db` (the folder holding `data/`).
fn run_folder(db: &Path) -> &Path {
    let relative = Path::new(super::DEFAULT_DATABASE_URL.trim_start_matches("sqlite://"));
    let mut folder = db;
    for _ in relative.components() {
        folder = folder.parent().unwrap_or(folder);
    }
    folder
}

impl DefaultDatabase {
    /// The default database, when `DATABASE_URL` (its value: `database_url`) leaves it in use;
    /// `None` for an explicit URL or when the working folder is unknown.
    pub fn unless_set(database_url: Option<&str>) -> Option<DefaultDatabase> {
        if database_url.is_some_and(|u| !u.trim().is_empty()) {
            return None;
        }
        let relative = super::DEFAULT_DATABASE_URL.trim_start_matches("sqlite://");
        let here = std::env::current_dir()
            .ok()?
            .canonicalize()
            .ok()?
            .join(relative);
        Some(DefaultDatabase {
            here,
            state: state_file(|name| std::env::var(name).ok()),
        })
    }

    /// Refuses to start where no database exists while the remembered one does, or where
    /// the remembered one was, gone with its folder.
    pub fn check(&self) -> Result<(), DefaultRefused> {
        let Some(state) = &self.state else {
            return Ok(());
        };
        refuse_fresh_start(&self.here, remembered(state), state)
    }

    /// Remembers this database as the last default one (after it opened). A state file that
    /// cannot be written only costs the check: said in the log, not fatal.
    pub fn remember(&self) {
        let Some(state) = &self.state else { return };
        if remembered(state).as_deref() == Some(self.here.as_path()) {
            return;
        }
        let text = format!("{}\n", self.here.display());
        let written = state
            .parent()
            .map_or(Ok(()), std::fs::create_dir_all)
            .and_then(|()| std::fs::write(state, text));
        if let Err(e) = written {
            tracing::warn!(state = %state.display(), "cannot remember the default database: {e}");
        }
    }
}

/// The decision: `here` has no database; `last` is the remembered one, if any; `state` the
/// file remembering it.
fn refuse_fresh_start(
    here: &Path,
    last: Option<PathBuf>,
    state: &Path,
) -> Result<(), DefaultRefused> {
    let Some(last) = last.filter(|_| !here.exists()) else {
        return Ok(());
    };
    if last != here && last.exists() {
        return Err(DefaultRefused::Elsewhere {
            here: here.to_path_buf(),
            last,
        });
    }
    // Deleting the database alone leaves its folder and hidden lock file, and the store
    // refuses that itself; only a folder gone altogether needs the memory.
    if last == here && here.parent().is_some_and(|dir| !dir.exists()) {
        return Err(DefaultRefused::FolderGone {
            here: here.to_path_buf(),
            state: state.to_path_buf(),
        });
    }
    Ok(())
}

/// The path a state file holds, if it holds one.
fn remembered(state: &Path) -> Option<PathBuf> {
    let text = std::fs::read_to_string(state).ok()?;
    let path = PathBuf::from(text.trim());
    path.is_absolute().then_some(path)
}

/// Where the state file is, from the environment (`var`); none without a home folder.
fn state_file(var: impl Fn(&str) -> Option<String>) -> Option<PathBuf> {
    let dir = |name: &str| var(name).map(PathBuf::from).filter(|p| p.is_absolute());
    let folder = dir(STATE_DIR_VAR)
        .or_else(|| dir("XDG_STATE_HOME").map(|d| d.join("paiju")))
        .or_else(|| dir("HOME").map(|h| h.join(".local/state/paiju")))?;
    Some(folder.join(STATE_FILE))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_state_file_follows_the_environment() {
        let env = |pairs: &'static [(&'static str, &'static str)]| {
            move |name: &str| {
                pairs
                    .iter()
                    .find(|(n, _)| *n == name)
                    .map(|(_, v)| v.to_string())
            }
        };
        assert_eq!(
            state_file(env(&[("HOME", "/home/ann")])),
            Some(PathBuf::from(
                "/home/ann/.local/state/paiju/default-database"
            ))
        );
        assert_eq!(
            state_file(env(&[("HOME", "/home/ann"), ("XDG_STATE_HOME", "/st")])),
            Some(PathBuf::from("/st/paiju/default-database"))
        );
        assert_eq!(
            state_file(env(&[("XDG_STATE_HOME", "/st"), (STATE_DIR_VAR, "/t/x")])),
            Some(PathBuf::from("/t/x/default-database"))
        );
        // No home (a service user without one): nothing is remembered, nothing refused.
        assert_eq!(state_file(env(&[])), None);
        assert_eq!(state_file(env(&[("HOME", "")])), None);
        assert_eq!(state_file(env(&[("HOME", "relative")])), None);
    }

    #[test]
    fn a_start_elsewhere_is_refused_only_while_the_last_database_exists() {
        let dir = tempfile::tempdir().unwrap();
        let state = dir.path().join("state/default-database");
        let old = dir.path().join("srv/data/paiju.db");
        let here = dir.path().join("home/data/paiju.db");
        std::fs::create_dir_all(old.parent().unwrap()).unwrap();
        std::fs::write(&old, "").unwrap();
        let check = |here: &Path, last: Option<&Path>| {
            refuse_fresh_start(here, last.map(Path::to_path_buf), &state)
        };

        // Nothing remembered (a brand-new install): fine.
        assert!(check(&here, None).is_ok());
        // The last database exists, none here: refused, saying where and what to do.
        let text = check(&here, Some(&old)).unwrap_err().to_string();
        assert!(
            text.contains(&format!("no database at {}", here.display())),
            "{text}"
        );
        assert!(
            text.contains(&format!("last ran on {}", old.display())),
            "{text}"
        );
        let folder = dir.path().join("srv");
        assert!(
            text.contains(&format!("Run it from {},", folder.display())),
            "{text}"
        );
        assert!(text.contains(&format!("DATABASE_URL=sqlite://{}", old.display())));
        // A database here: it is used.
        std::fs::create_dir_all(here.parent().unwrap()).unwrap();
        std::fs::write(&here, "").unwrap();
        assert!(check(&here, Some(&old)).is_ok());
        // The last database gone too, its folder left: nothing to protect here (the lock
        // file beside it speaks for it).
        std::fs::remove_file(&here).unwrap();
        std::fs::remove_file(&old).unwrap();
        assert!(check(&here, Some(&old)).is_ok());
        assert!(check(&old, Some(&old)).is_ok());
    }

    #[test]
    fn the_last_database_gone_with_its_folder_is_not_started_afresh() {
        let dir = tempfile::tempdir().unwrap();
        let state = dir.path().join("state/default-database");
        let here = dir.path().join("srv/data/paiju.db");
        let refused = refuse_fresh_start(&here, Some(here.clone()), &state).unwrap_err();
        let text = refused.to_string();
        assert!(
            text.contains(&format!("last ran on {}", here.display())),
            "{text}"
        );
        assert!(
            text.contains(&format!("delete {}", state.display())),
            "{text}"
        );
        // Forgotten on purpose: a fresh start.
        assert!(refuse_fresh_start(&here, None, &state).is_ok());
    }

    #[test]
    fn the_last_default_database_is_remembered() {
        let dir = tempfile::tempdir().unwrap();
        let state = dir.path().join("state/default-database");
        let here = dir.path().join("a/data/paiju.db");
        let db = DefaultDatabase {
            here: here.clone(),
            state: Some(state.clone()),
        };
        assert!(db.check().is_ok());
        db.remember();
        assert_eq!(remembered(&state), Some(here));
        // An explicit DATABASE_URL is never checked.
        assert!(DefaultDatabase::unless_set(Some("sqlite://x.db")).is_none());
    }
}
