//! `paiju render`: hands and saved games as PNG images, drawn by `crate::images` — for
//! previews, the README's samples and checking a picture by eye.

use super::cli::RenderCmd;
use crate::games::Seat;
use crate::games::any::GameKind;
use crate::i18n::Locale;
use crate::images::{self, Scene, Style, scenes};
use crate::outln;
use crate::render::errors::notation_error;
use crate::t;
use crate::table::{Outgoing, Table, TableRecord};
use anyhow::{Context, anyhow};
use std::path::Path;

pub fn run(cmd: RenderCmd) -> anyhow::Result<i32> {
    match cmd {
        RenderCmd::Hand {
            game,
            cards,
            out,
            four_colour,
            players,
            lang,
        } => {
            let locale = super::locale(lang);
            let kind = super::game(&game, locale).map_err(|e| anyhow!(e))?;
            let options = match players {
                Some(n) => crate::games::Options::new().with("players", n),
                None => crate::games::Options::new(),
            };
            let scene =
                hand_scene(kind, &cards.join(" "), &options, locale).map_err(|e| anyhow!(e))?;
            write(&scene, Style { four_colour }, &out, locale)?;
            Ok(0)
        }
        RenderCmd::Table {
            log,
            seat,
            public: _,
            out,
            four_colour,
            lang,
        } => {
            let locale = super::locale(lang);
            // No seat: `--public` (clap requires one of the two).
            table(&log, seat.map(Seat), &out, Style { four_colour }, locale)
        }
        RenderCmd::Samples { out } => {
            let dir = out.unwrap_or_else(super::samples::default_dir);
            for path in super::samples::write(&dir)? {
                outln!("{}", path.display());
            }
            Ok(0)
        }
    }
}

/// The hand typed on the command line, as the game groups it.
pub fn hand_scene(
    kind: GameKind,
    text: &str,
    options: &crate::games::Options,
    locale: Locale,
) -> Result<Scene, String> {
    let scene = scenes::typed_hand(kind, text, options).map_err(|e| match e {
        scenes::TypedHandError::Notation(e) => notation_error(&e, locale),
        scenes::TypedHandError::BeyondDeck { card, most } => t!(
            locale,
            "local-render-beyond-deck",
            card = card,
            most = most,
            game = crate::render::game_name(locale, kind)
        ),
    })?;
    if scene.is_empty() {
        return Err(t!(locale, "local-render-nothing"));
    }
    Ok(scene)
}

fn write(scene: &Scene, style: Style, path: &Path, locale: Locale) -> anyhow::Result<()> {
    let bytes = images::png(scene, style).map_err(|e| anyhow!("{e}"))?;
    std::fs::write(path, &bytes).map_err(|e| {
        anyhow!(t!(
            locale,
            "local-render-write-failed",
            path = path.display().to_string(),
            error = e.to_string()
        ))
    })?;
    outln!(
        "{}",
        t!(
            locale,
            "local-render-written",
            path = path.display().to_string(),
            bytes = bytes.len()
        )
    );
    Ok(())
}

/// Replays the record and draws, after every entry, the table as `seat` saw it (`None`: as
/// everyone saw it, the public view), and the end-of-hand picture of every entry that ended a
/// hand.
fn table(
    log: &Path,
    seat: Option<Seat>,
    dir: &Path,
    style: Style,
    locale: Locale,
) -> anyhow::Result<i32> {
    let text =
        std::fs::read_to_string(log).with_context(|| format!("reading {}", log.display()))?;
    let record: TableRecord = serde_json::from_str(&text)
        .with_context(|| format!("{} is not a table record", log.display()))?;
    let seats = record.header.kind.seats();
    if let Some(seat) = seat
        && seat.index() >= *seats.end()
    {
        return Err(anyhow!(t!(
            locale,
            "local-no-seat",
            seat = seat.index(),
            first = 0,
            last = seats.end() - 1
        )));
    }
    std::fs::create_dir_all(dir).with_context(|| format!("creating {}", dir.display()))?;
    let mut table = Table::open(record.header.clone()).map_err(|e| anyhow!("{e}"))?;
    let mut written = 0;
    for entry in &record.entries {
        let outbox = table
            .apply_entry(entry)
            .map_err(|e| anyhow!("entry {} does not apply: {e}", entry.seq))?;
        // The end of a hand as the channel was told it (the same picture as on Discord).
        // Seats named as the text names them, where the picture's alphabet can write it.
        let names = table.names();
        let showdown = scenes::showdown(
            outbox.iter().filter_map(Outgoing::public_event),
            &record.header.options,
        )
        .map(|s| scenes::with_names(s, &names));
        let Some(game) = table.game() else {
            continue;
        };
        let view = match seat {
            Some(seat) if seat.index() < game.seat_count() => Some(game.view(seat)),
            Some(_) => None,
            None => Some(game.public_view()),
        };
        if let Some(view) = view {
            let scene = scenes::with_names(scenes::table(&view), &names);
            if !scene.is_empty() {
                let path = dir.join(format!("{:04}.png", entry.seq));
                write(&scene, style, &path, locale)?;
                written += 1;
            }
        }
        if let Some(s) = &showdown {
            let path = dir.join(format!("{:04}-showdown.png", entry.seq));
            write(s, style, &path, locale)?;
            written += 1;
        }
    }
    if written == 0 {
        return Err(anyhow!(t!(locale, "local-render-nothing")));
    }
    Ok(0)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::Options;

    #[test]
    fn a_typed_hand_with_more_copies_than_the_deck_is_refused_and_says_how_many_there_are() {
        let en = Locale::EnUs;
        let three = Options::new();
        let err = hand_scene(GameKind::Doudizhu, "33333", &three, en).unwrap_err();
        assert!(err.contains("at most 4") && err.contains('3'), "{err}");
        // Two decks at 4 players.
        let four = Options::new().with("players", 4);
        assert!(hand_scene(GameKind::Doudizhu, "33333", &four, en).is_ok());
        assert!(hand_scene(GameKind::Doudizhu, "BB", &three, en).is_err());
        let fifty = vec!["天"; 50].join(" ");
        let err = hand_scene(GameKind::Yaodiren, &fifty, &three, en).unwrap_err();
        assert!(err.contains("at most 5"), "{err}");
        assert!(hand_scene(GameKind::Chicago, "Ah Ah", &three, en).is_err());
        assert!(hand_scene(GameKind::Chowdah, "Ah Ah JK JK JK", &three, en).is_ok());
        assert!(hand_scene(GameKind::Chowdah, "Ah Ah Ah", &three, en).is_err());
    }
}
