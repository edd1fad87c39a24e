//! `paiju render samples`: the pictures shown in the README (`docs/images/`), drawn from
//! fixed hands and from games bots play from fixed seeds. They go to a scratch folder unless
//! `--out` names one, so trying the command never overwrites the committed samples;
//! `--out docs/images` regenerates them, and a test (`tests/it/render_pictures.rs`) fails when
//! the committed files drift from what this draws.

use crate::games::any::{AnyEvent, AnyGame, GameKind};
use crate::games::{Audience, Options, Seat};
use crate::images::{self, Scene, Style, scenes};
use anyhow::{Context, anyhow};
use std::path::{Path, PathBuf};

/// The names the sample tables give their seats (as a Discord table names its players).
const NAMES: [&str; 4] = ["Ann", "Bob", "Cy", "Dee"];

/// Where the samples go without `--out`: a scratch folder, never the tracked files.
pub fn default_dir() -> PathBuf {
    std::env::temp_dir().join("paiju-samples")
}

/// Every sample: its file name and what it draws. Each game says what it shows
/// (`images::scenes::Scenes::samples`): `<game>.png` (a hand), `<game>-table.png` and
/// `<game>-showdown.png` (a bots' game).
pub fn samples() -> anyhow::Result<Vec<(String, Scene, Style)>> {
    let mut out = Vec::new();
    for kind in GameKind::ALL {
        let wanted = scenes::samples(kind);
        let name = kind.name();
        if let Some((text, style)) = wanted.hand {
            let hand = scenes::typed_hand(kind, text, &Options::new())
                .map_err(|e| anyhow!("{name}: {e:?}"))?;
            out.push((format!("{name}.png"), hand, style));
        }
        if let Some((seed, step)) = wanted.game {
            let (at_step, end) = played(kind, seed, step)?;
            out.push((format!("{name}-table.png"), at_step, Style::default()));
            out.push((format!("{name}-showdown.png"), end, Style::default()));
        }
    }
    Ok(out)
}

/// A game bots play from `seed`: the table seat 0 sees after `step` moves, and the first
/// end-of-hand picture, both with the seats named.
fn played(kind: GameKind, seed: u64, step: usize) -> anyhow::Result<(Scene, Scene)> {
    let names: Vec<String> = NAMES.iter().map(|s| (*s).to_string()).collect();
    let config = kind
        .configure(&Options::new())
        .map_err(|e| anyhow!("{e:?}"))?;
    let (mut game, _) = AnyGame::start(config, None, seed).map_err(|e| anyhow!("{e:?}"))?;
    let (mut table, mut end) = (None, None);
    for moves in 0..20_000 {
        if moves == step {
            table = Some(scenes::table(&game.view(Seat(0))));
        }
        if end.is_some() && table.is_some() {
            break;
        }
        let Some(seat) = game.to_act().first().copied() else {
            break;
        };
        let action = game.bot_action(seat).context("a bot move")?;
        let events: Vec<AnyEvent> = game
            .apply(seat, action)
            .map_err(|e| anyhow!("{e:?}"))?
            .into_iter()
            .filter(|t| t.audience == Audience::Public)
            .map(|t| t.event)
            .collect();
        if end.is_none() {
            end = scenes::showdown(&events, &Options::new());
        }
    }
    let names = &names[..game.seat_count().min(names.len())];
    let table = table.context("the game ended before the sample's step")?;
    let end = end.context("no hand ended with cards shown")?;
    Ok((
        scenes::with_names(table, names),
        scenes::with_names(end, names),
    ))
}

/// Writes every sample into `dir` (created if missing); the files written.
pub fn write(dir: &Path) -> anyhow::Result<Vec<PathBuf>> {
    std::fs::create_dir_all(dir).with_context(|| format!("creating {}", dir.display()))?;
    let mut written = Vec::new();
    for (name, scene, style) in samples()? {
        let bytes = images::png(&scene, style).map_err(|e| anyhow!("{name}: {e}"))?;
        let path = dir.join(&name);
        std::fs::write(&path, bytes).with_context(|| format!("writing {}", path.display()))?;
        written.push(path);
    }
    Ok(written)
}
