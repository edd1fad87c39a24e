//! The two ways a terminal game is driven: a script of `SEAT COMMAND` lines, or a person at
//! the keyboard (one seat, or hot-seat), until the game ends, the input runs out or a signal.

use super::*;
use crate::local::slash_words;

pub(super) async fn run_script(
    session: &Session,
    reader: &mut Reader,
    signals: &mut Signals,
) -> End {
    let locale = session.locale;
    let mut number = 0;
    loop {
        if out::closed() {
            return End::Stopped(0);
        }
        let input = match next_input(reader, signals, "", Vec::new()).await {
            Ok(input) => input,
            Err(code) => return End::Stopped(code),
        };
        number += 1;
        let line = match input {
            Input::Eof => return End::Done(0),
            Input::Interrupted => return End::Stopped(130),
            Input::NotUtf8(shown) => {
                let shown = shown.unwrap_or_default();
                eprintln!(
                    "line {number}: {}",
                    t!(locale, "local-not-utf8", input = shown)
                );
                return End::Done(1);
            }
            Input::Line(line) => line,
        };
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let Some((seat, command)) = split_seat(line) else {
            eprintln!(
                "{}",
                t!(locale, "local-bad-script-line", line = number, text = line)
            );
            return End::Done(1);
        };
        if let Err(e) = session.check_seat(seat).await {
            eprintln!("line {number}: `{line}`: {e}");
            return End::Done(1);
        }
        let (verb, _) = split_verb(command);
        match words::local(verb) {
            Some(Local::Hand) => {
                if session.mode != Mode::Json {
                    outln!("{}", session.hand_text(seat).await);
                }
                continue;
            }
            Some(Local::Help | Local::Rules | Local::Moves | Local::Hint) => continue,
            Some(Local::Quit) => return End::Done(0),
            None => {}
        }
        let Some((verb, args)) = slash_words::split_move(session.kind, command) else {
            eprintln!(
                "line {number}: `{line}`: {}",
                t!(locale, "local-unknown-command", command = verb)
            );
            return End::Done(1);
        };
        let command = Command::Act { verb, args };
        if let Err(e) = session.run(seat, command).await {
            eprintln!("line {number}: `{line}`: {}", session.error(&e).await);
            return End::Done(1);
        }
    }
}

pub(super) async fn run_interactive(
    session: &Session,
    reader: &mut Reader,
    signals: &mut Signals,
) -> End {
    let locale = session.locale;
    let editing = reader.editing();
    let hints = session.table.lock().await.hints_on();
    outln!("{}", words::help(locale, session.kind, hints, editing));
    // A prompt written by the plain reader and not yet ended by a newline (the line typed
    // into a pipe is not echoed).
    let end_line = |prompted: bool| {
        if prompted && !editing {
            out::text("\n");
        }
    };
    loop {
        if out::closed() {
            return End::Stopped(0);
        }
        let status = session.status().await;
        if status != Status::Playing {
            // A finished game was announced by the table's own "Game over." with its results:
            // say it once.
            if status != Status::Finished {
                outln!("{}", t!(locale, "local-finished"));
            }
            return End::Done(0);
        }
        let to_act = session.table.lock().await.to_act();
        let front = session.front();
        let me = if to_act.contains(&front) {
            front
        } else {
            to_act.first().copied().unwrap_or(front)
        };
        if session.hands_over_to(me)
            && let Err(end) = super::hot_seat::hand_over(session, reader, signals, me).await
        {
            end_line(true);
            return end;
        }
        let prompt = format!("{}> ", me.0);
        let completions = session.completions(me).await;
        let input = match next_input(reader, signals, &prompt, completions).await {
            Ok(input) => input,
            Err(code) => {
                end_line(true);
                return End::Stopped(code);
            }
        };
        let line = match input {
            Input::Line(line) => line,
            Input::Eof => {
                end_line(true);
                say_if_unfinished(session, true).await;
                return End::Done(0);
            }
            Input::Interrupted => return End::Stopped(130),
            Input::NotUtf8(Some(shown)) => {
                outln!("✗ {}", t!(locale, "local-not-utf8", input = shown));
                continue;
            }
            Input::NotUtf8(None) => {
                outln!("✗ {}", t!(locale, "local-not-utf8-line"));
                continue;
            }
        };
        let line = line.trim();
        if line.is_empty() {
            continue;
        }
        // A move that starts with a number (`2 分`, Chinese for bid 2) is the player's own,
        // not `N …` acting for seat N.
        let (seat, command) = if slash_words::split_move(session.kind, line).is_some() {
            (me, line)
        } else {
            split_seat(line).unwrap_or((me, line))
        };
        if seat != me
            && let Err(e) = session.check_seat(seat).await
        {
            outln!("✗ {e}");
            continue;
        }
        let (verb, _) = split_verb(command);
        match words::local(verb) {
            Some(Local::Quit) => {
                end_line(true);
                say_if_unfinished(session, false).await;
                return End::Done(0);
            }
            Some(Local::Help) => {
                outln!("{}", words::help(locale, session.kind, hints, editing));
                continue;
            }
            Some(Local::Rules) => {
                outln!(
                    "{}",
                    render::rules_text::rules_terminal(locale, session.kind)
                );
                continue;
            }
            Some(Local::Hand) => {
                outln!("{}", session.hand_text(seat).await);
                continue;
            }
            Some(Local::Hint) => {
                let hint = session.table.lock().await.hint(user_of(seat));
                match hint {
                    Ok(h) => {
                        let shown = words::in_words(locale, session.kind, &h.command);
                        outln!("{}", render::hint::hint(locale, &h, &shown));
                    }
                    Err(e) => outln!("✗ {}", session.error(&e.into()).await),
                }
                continue;
            }
            Some(Local::Moves) => {
                let moves = session.table.lock().await.legal_commands(user_of(seat));
                let shown: Vec<String> = moves
                    .iter()
                    .map(|m| words::in_words(locale, session.kind, m))
                    .collect();
                outln!("{}", shown.join("\n"));
                for note in move_notes(locale, &moves) {
                    outln!("{note}");
                }
                continue;
            }
            None => {}
        }
        let Some((verb, args)) = slash_words::split_move(session.kind, command) else {
            outln!("{}", t!(locale, "local-unknown-command", command = verb));
            continue;
        };
        let command = Command::Act { verb, args };
        if let Err(e) = session.run(seat, command).await {
            outln!("✗ {}", session.error(&e).await);
        }
    }
}

/// What the notation of a `moves` listing means, said once below it: `/` between a meld's
/// groups, `@SEAT.MELD` naming the meld a swap goes into (Chowdah).
fn move_notes(locale: Locale, moves: &[String]) -> Vec<String> {
    let mut notes = Vec::new();
    if moves
        .iter()
        .any(|m| m.starts_with("meld ") && m.contains('/'))
    {
        notes.push(t!(locale, "local-moves-slash"));
    }
    if let Some(at) = moves
        .iter()
        .flat_map(|m| m.split_whitespace())
        .find(|w| w.starts_with('@'))
        && let Some((seat, meld)) = at[1..].split_once('.')
    {
        notes.push(t!(
            locale,
            "local-moves-at",
            example = at,
            seat = seat,
            meld = meld
        ));
    }
    notes
}

/// Leaving with a game still being played says so (the log, with `--save`, is written next).
/// `eof`: the input ended (Ctrl-D) rather than `quit`.
async fn say_if_unfinished(session: &Session, eof: bool) {
    let playing = session.table.lock().await.status() == crate::table::Status::Playing;
    if playing {
        let locale = session.locale;
        let text = if eof {
            t!(locale, "local-left-eof")
        } else {
            t!(locale, "local-left-quit")
        };
        outln!("{text}");
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_slash_is_explained_only_when_a_listed_meld_uses_it() {
        let short = vec!["meld 6c JK".to_string(), "draw stock".to_string()];
        assert!(move_notes(Locale::EnUs, &short).is_empty());
        let whole = vec!["meld 6c 7c JK / 8d 8d 8h".to_string()];
        let notes = move_notes(Locale::EnUs, &whole);
        assert_eq!(notes.len(), 1);
        assert!(notes[0].contains("ends each meld"), "{notes:?}");
    }
}
