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

/// Every sample: its file name and what it draws.
pub fn samples() -> anyhow::Result<Vec<(&'static str, Scene, Style)>> {
    let plain = Style::default();
    let hand = |kind, text: &str| {
        scenes::typed_hand(kind, text, &Options::new()).map_err(|e| anyhow!("{e:?}"))
    };
    let mut out = vec![
        (
            "doudizhu.png",
            hand(GameKind::Doudizhu, "333 77 8 99 TT JJ K 22 B R")?,
            plain,
        ),
        (
            "chowdah.png",
            hand(GameKind::Chowdah, "Ah 2h 3h Kc Kd Ks 10s JK 5d")?,
            Style { four_colour: true },
        ),
        (
            "yaodiren.png",
            hand(
                GameKind::Yaodiren,
                "天 地 人 和 梅子 长二 长三 斧头 四六 猫猫 高脚 红九 幺四 二五 拐子 三五 平八 黑九 \
                 二红 丁丁 三四",
            )?,
            plain,
        ),
    ];
    for (kind, seed, step, table, showdown) in [
        (GameKind::Yaodiren, 3, 30, "table.png", "showdown.png"),
        (
            GameKind::Doudizhu,
            5,
            20,
            "doudizhu-table.png",
            "doudizhu-showdown.png",
        ),
        (
            GameKind::Chowdah,
            3,
            12,
            "chowdah-table.png",
            "chowdah-showdown.png",
        ),
    ] {
        let (at_step, end) = played(kind, seed, step)?;
        out.push((table, at_step, plain));
        out.push((showdown, end, plain));
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
        let path = dir.join(name);
        std::fs::write(&path, bytes).with_context(|| format!("writing {}", path.display()))?;
        written.push(path);
    }
    Ok(written)
}
