//! Reading what the player types, on a thread of its own so that the session can wait for a
//! line and for Ctrl-C at once.
//!
//! At a terminal (stdin and stdout both terminals) lines are read with `rustyline`: arrow keys,
//! line editing, this session's history, and Tab completing the terminal's commands and the
//! moves legal now. Anywhere else (a pipe, a script file) lines are read as bytes: a line that
//! is not UTF-8 is reported, not fatal.

use rustyline::completion::Completer;
use rustyline::error::ReadlineError;
use rustyline::highlight::Highlighter;
use rustyline::hint::Hinter;
use rustyline::history::DefaultHistory;
use rustyline::validate::Validator;
use rustyline::{CompletionType, Config, Editor, Helper};
use std::io::{BufRead, IsTerminal};
use std::sync::{Arc, Mutex};

/// One thing read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Input {
    Line(String),
    /// A line that is not UTF-8 text: what it said, the bad bytes written `\xE9`, when known
    /// (at a terminal the line editor drops the line).
    NotUtf8(Option<String>),
    /// Ctrl-C at the prompt.
    Interrupted,
    /// Ctrl-D, or the end of the script.
    Eof,
}

/// Where lines come from.
pub enum Source {
    /// stdin: the line editor at a terminal, bytes otherwise.
    Stdin,
    /// A script file, as bytes.
    File(std::fs::File),
}

struct Request {
    prompt: String,
    completions: Vec<String>,
}

/// A line reader on its own thread.
pub struct Reader {
    requests: std::sync::mpsc::Sender<Request>,
    replies: tokio::sync::mpsc::UnboundedReceiver<Input>,
    editing: bool,
}

impl Reader {
    pub fn spawn(source: Source) -> Reader {
        let editing = matches!(source, Source::Stdin)
            && std::io::stdin().is_terminal()
            && std::io::stdout().is_terminal();
        let (requests, requests_rx) = std::sync::mpsc::channel::<Request>();
        let (replies_tx, replies) = tokio::sync::mpsc::unbounded_channel();
        std::thread::spawn(move || {
            let mut read: Box<dyn FnMut(&Request) -> Input> = match source {
                Source::Stdin if editing => match editor() {
                    Some(mut ed) => Box::new(move |r: &Request| edit_line(&mut ed, r)),
                    None => plain(Box::new(std::io::BufReader::new(std::io::stdin()))),
                },
                Source::Stdin => plain(Box::new(std::io::BufReader::new(std::io::stdin()))),
                Source::File(f) => plain(Box::new(std::io::BufReader::new(f))),
            };
            while let Ok(request) = requests_rx.recv() {
                let input = read(&request);
                let end = input == Input::Eof;
                if replies_tx.send(input).is_err() || end {
                    break;
                }
            }
        });
        Reader {
            requests,
            replies,
            editing,
        }
    }

    /// Whether lines come from the line editor (a person at a terminal).
    pub fn editing(&self) -> bool {
        self.editing
    }

    /// Shows `prompt` and reads one line; Tab offers `completions` at a terminal.
    pub async fn next(&mut self, prompt: &str, completions: Vec<String>) -> Input {
        let request = Request {
            prompt: prompt.to_string(),
            completions,
        };
        if self.requests.send(request).is_err() {
            return Input::Eof;
        }
        self.replies.recv().await.unwrap_or(Input::Eof)
    }
}

/// Reads lines as bytes: for pipes and script files.
fn plain(mut reader: Box<dyn BufRead + Send>) -> Box<dyn FnMut(&Request) -> Input> {
    Box::new(move |request: &Request| {
        if !request.prompt.is_empty() {
            super::out::text(&request.prompt);
        }
        let mut bytes = Vec::new();
        match reader.read_until(b'\n', &mut bytes) {
            Ok(0) | Err(_) => Input::Eof,
            Ok(_) => {
                while bytes.last().is_some_and(|&b| b == b'\n' || b == b'\r') {
                    bytes.pop();
                }
                decode(&bytes)
            }
        }
    })
}

/// A line's bytes as text, or what they said with the bytes that are not UTF-8 escaped.
pub fn decode(bytes: &[u8]) -> Input {
    match std::str::from_utf8(bytes) {
        Ok(s) => Input::Line(s.to_string()),
        Err(_) => {
            let mut shown = String::new();
            for chunk in bytes.utf8_chunks() {
                shown.push_str(chunk.valid());
                for b in chunk.invalid() {
                    shown.push_str(&format!("\\x{b:02X}"));
                }
            }
            Input::NotUtf8(Some(shown))
        }
    }
}

type LineEditor = Editor<Completions, DefaultHistory>;

fn editor() -> Option<LineEditor> {
    let config = Config::builder()
        .auto_add_history(false)
        .completion_type(CompletionType::List)
        .build();
    let mut ed = LineEditor::with_config(config).ok()?;
    ed.set_helper(Some(Completions::default()));
    Some(ed)
}

fn edit_line(ed: &mut LineEditor, request: &Request) -> Input {
    if let Some(helper) = ed.helper_mut() {
        *helper
            .words
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner) = request.completions.clone();
    }
    match ed.readline(&request.prompt) {
        Ok(line) => {
            if !line.trim().is_empty() {
                let _ = ed.add_history_entry(line.as_str());
            }
            Input::Line(line)
        }
        Err(ReadlineError::Interrupted) => Input::Interrupted,
        Err(ReadlineError::Io(e)) if e.kind() == std::io::ErrorKind::InvalidData => {
            Input::NotUtf8(None)
        }
        Err(_) => Input::Eof,
    }
}

/// Tab completion: the words offered for the line typed so far (after an optional seat
/// number: `1 b` → `1 bid`).
#[derive(Default)]
struct Completions {
    words: Arc<Mutex<Vec<String>>>,
}

impl Completer for Completions {
    type Candidate = String;

    fn complete(
        &self,
        line: &str,
        pos: usize,
        _ctx: &rustyline::Context<'_>,
    ) -> rustyline::Result<(usize, Vec<String>)> {
        let typed = &line[..pos];
        // A leading seat number stays as it is.
        let start = match typed.split_once(' ') {
            Some((seat, _)) if !seat.is_empty() && seat.bytes().all(|b| b.is_ascii_digit()) => {
                seat.len() + 1
            }
            _ => 0,
        };
        let prefix = typed[start..].to_lowercase();
        let words = self
            .words
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        let mut found: Vec<String> = words
            .iter()
            .filter(|w| w.to_lowercase().starts_with(&prefix))
            .cloned()
            .collect();
        found.dedup();
        Ok((start, found))
    }
}

impl Hinter for Completions {
    type Hint = String;
}
impl Highlighter for Completions {}
impl Validator for Completions {}
impl Helper for Completions {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bytes_that_are_not_utf8_are_shown_escaped() {
        assert_eq!(decode(b"play 33"), Input::Line("play 33".into()));
        assert_eq!(
            decode(b"play \xE9"),
            Input::NotUtf8(Some("play \\xE9".into()))
        );
    }
}
