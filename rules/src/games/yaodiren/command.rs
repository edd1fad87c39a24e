//! The verbs of 幺地人: `open`, `fold`, `play`, `pass`, `discard TILE`,
//! `claim chi|peng|sha|tuhuo|hu [TILE TILE]` (or 吃 碰 杀 吐火 胡 as the argument).
//!
//! `pass` declines whatever is asked: not opening at the opening, folding when asked whether to
//! play, letting a claimable tile go. `open` or `play` when asked whether to play means play;
//! `fold` at the opening means not opening. A 吃 that can be made several ways needs the two
//! hand tiles: `claim chi 平八 平八`. `claim hu` on one's own discard turn declares a win on one's
//! own tiles.

use super::claims::{Claim, ClaimKind};
use super::view::Stage;
use super::{Action, Yaodiren};
use crate::cards::tiles::{Tile, format_tiles, parse_tile, parse_tiles};
use crate::games::{Alias, ArgKind, Choice, CommandError, Lang, Seat, Verb};

/// What players type besides the English verbs: the claims by their own names (碰 is `claim
/// peng`: the same argument as the English command, so that a move listed as `claim peng`
/// is shown back as 碰), and the words of the table in Chinese and Japanese.
pub const ALIASES: &[Alias] = &[
    Alias::with("吃", Lang::Zh, Verb::Claim, "chi"),
    Alias::with("碰", Lang::Zh, Verb::Claim, "peng"),
    Alias::with("杀", Lang::Zh, Verb::Claim, "sha"),
    Alias::with("吐火", Lang::Zh, Verb::Claim, "tuhuo"),
    Alias::with("胡", Lang::Zh, Verb::Claim, "hu"),
    Alias::with("自摸", Lang::Zh, Verb::Claim, "hu"),
    Alias::verb("过", Lang::Zh, Verb::Pass),
    Alias::verb("不要", Lang::Zh, Verb::Pass),
    Alias::with("都过", Lang::Zh, Verb::Pass, "all"),
    Alias::with("全部パス", Lang::Ja, Verb::Pass, "all"),
    // 打 without a tile at the play/fold choice means play: "Bot 1 打这一局" (see `parse`).
    Alias::verb("打", Lang::Zh, Verb::Discard),
    Alias::verb("出", Lang::Zh, Verb::Discard),
    Alias::verb("起牌", Lang::Zh, Verb::Open),
    Alias::verb("不起牌", Lang::Zh, Verb::Pass),
    Alias::verb("打这一轮", Lang::Zh, Verb::Play),
    Alias::verb("不打", Lang::Zh, Verb::Fold),
    Alias::with("チー", Lang::Ja, Verb::Claim, "chi"),
    Alias::with("ポン", Lang::Ja, Verb::Claim, "peng"),
    Alias::with("シャー", Lang::Ja, Verb::Claim, "sha"),
    Alias::with("ロン", Lang::Ja, Verb::Claim, "hu"),
    Alias::with("ツモ", Lang::Ja, Verb::Claim, "hu"),
    // The buttons say 和了: typed, it is the same win.
    Alias::with("和了", Lang::Ja, Verb::Claim, "hu"),
    Alias::with("胡了", Lang::Zh, Verb::Claim, "hu"),
    Alias::verb("捨てる", Lang::Ja, Verb::Discard),
    Alias::verb("起牌する", Lang::Ja, Verb::Open),
    Alias::verb("参加", Lang::Ja, Verb::Play),
    Alias::verb("降りる", Lang::Ja, Verb::Fold),
    Alias::verb("パス", Lang::Ja, Verb::Pass),
];

pub fn parse(game: &Yaodiren, seat: Seat, verb: Verb, args: &str) -> Result<Action, CommandError> {
    let args = args.trim();
    let stage = game.stage();
    let not_now = Err(CommandError::VerbNotNow { verb });
    // Verbs that take nothing refuse extra words rather than ignore them.
    let bare = |action: Action| {
        if args.is_empty() {
            Ok(action)
        } else {
            Err(CommandError::ExtraWords {
                verb,
                extra: args.to_string(),
            })
        }
    };
    match verb {
        Verb::Open => match stage {
            Stage::Opening => bare(Action::Open),
            Stage::Joining => bare(Action::Play),
            _ => not_now,
        },
        Verb::Play => match stage {
            Stage::Joining => bare(Action::Play),
            Stage::Discard if !args.is_empty() => Ok(Action::Discard(parse_tile(args)?)),
            _ => not_now,
        },
        Verb::Fold => match stage {
            Stage::Opening => bare(Action::Pass),
            Stage::Joining => bare(Action::Fold),
            _ => not_now,
        },
        Verb::Pass if stage == Stage::Claim && is_all(args) => Ok(Action::PassHand),
        Verb::Pass => match stage {
            Stage::Opening | Stage::Claim => bare(Action::Pass),
            Stage::Joining => bare(Action::Fold),
            _ => not_now,
        },
        // 打 (discard) with no tile at the play/fold choice is "play this hand": the table's
        // own words say "Bot 1 打这一局". With a tile it is a discard, not possible yet.
        Verb::Discard if stage == Stage::Joining && args.is_empty() => Ok(Action::Play),
        // Only a discard turn takes a tile: at the opening or in a claim window, say what
        // the player may do instead.
        Verb::Discard if stage != Stage::Discard => not_now,
        Verb::Discard => {
            if args.is_empty() {
                return Err(CommandError::MissingArgument {
                    verb,
                    expected: ArgKind::Tile,
                });
            }
            Ok(Action::Discard(parse_tile(args)?))
        }
        Verb::Declare => match stage {
            Stage::Discard | Stage::Claim
                if args.is_empty() || ClaimKind::from_word(args) == Some(ClaimKind::Hu) =>
            {
                Ok(Action::Claim(Claim::Hu))
            }
            Stage::Discard | Stage::Claim => Err(CommandError::ExtraWords {
                verb,
                extra: args.to_string(),
            }),
            _ => not_now,
        },
        Verb::Claim => parse_claim(game, seat, args),
        _ => Err(CommandError::VerbNotUsed { verb }),
    }
}

/// The word after `pass` that makes it the standing answer for the hand.
fn is_all(word: &str) -> bool {
    matches!(
        word.to_lowercase().as_str(),
        "all" | "hand" | "全部" | "都过" | "すべて"
    )
}

fn parse_claim(game: &Yaodiren, seat: Seat, args: &str) -> Result<Action, CommandError> {
    let verb = Verb::Claim;
    let mut words = args.splitn(2, char::is_whitespace);
    let Some(word) = words.next().filter(|w| !w.is_empty()) else {
        return Err(CommandError::MissingArgument {
            verb,
            expected: ArgKind::Claim,
        });
    };
    let rest = words.next().unwrap_or("").trim();
    let extra = |kind_takes_tiles: bool| {
        if rest.is_empty() || kind_takes_tiles {
            Ok(())
        } else {
            Err(CommandError::ExtraWords {
                verb,
                extra: rest.to_string(),
            })
        }
    };
    if matches!(word.to_lowercase().as_str(), "pass" | "过" | "不要") {
        extra(false)?;
        return Ok(Action::Pass);
    }
    let kind = ClaimKind::from_word(word).ok_or_else(|| CommandError::BadArgument {
        verb,
        token: word.to_string(),
        expected: ArgKind::Claim,
    })?;
    extra(kind == ClaimKind::Chi)?;
    // In a claim window, a claim the seat cannot make is refused naming those it can.
    if let Some((open, _)) = game.claims_open_to(seat)
        && !open.iter().any(|c| c.kind() == kind)
    {
        let mut names: Vec<String> = Vec::new();
        for c in &open {
            let name = c.kind().chinese().to_string();
            if !names.contains(&name) {
                names.push(name);
            }
        }
        return Err(CommandError::ClaimNotOpen {
            claim: kind.chinese().to_string(),
            open: names,
        });
    }
    Ok(Action::Claim(match kind {
        ClaimKind::Chi => Claim::Chi {
            with: chi_tiles(game, seat, rest)?,
        },
        ClaimKind::Peng => Claim::Peng,
        ClaimKind::Sha => Claim::Sha,
        ClaimKind::Tuhuo => Claim::Tuhuo,
        ClaimKind::Hu => Claim::Hu,
    }))
}

/// The two hand tiles of a 吃: as given, or the only way the seat can eat the tile.
fn chi_tiles(game: &Yaodiren, seat: Seat, rest: &str) -> Result<[Tile; 2], CommandError> {
    let verb = Verb::Claim;
    if rest.is_empty() {
        let ways = chi_ways(game, seat);
        return match ways.as_slice() {
            [only] => Ok(*only),
            [] => Err(CommandError::VerbNotNow { verb }),
            _ => Err(CommandError::ChiNeedsBothTiles {
                ways: ways
                    .iter()
                    .map(|w| w.map(|t| t.name().to_string()))
                    .collect(),
            }),
        };
    }
    match parse_tiles(rest)?.as_slice() {
        [a, b] => Ok([*a, *b]),
        // One tile: both hand tiles are needed; list the ways that use it, if any.
        [one] => Err(CommandError::ChiNeedsBothTiles {
            ways: chi_ways(game, seat)
                .into_iter()
                .filter(|w| w.contains(one))
                .map(|w| w.map(|t| t.name().to_string()))
                .collect(),
        }),
        _ => Err(CommandError::BadArgument {
            verb,
            token: rest.to_string(),
            expected: ArgKind::Tiles,
        }),
    }
}

/// Every pair of hand tiles `seat` may eat the tile on offer with.
fn chi_ways(game: &Yaodiren, seat: Seat) -> Vec<[Tile; 2]> {
    game.claims_open_to(seat)
        .map(|(claims, _)| {
            claims
                .into_iter()
                .filter_map(|c| match c {
                    Claim::Chi { with } => Some(with),
                    _ => None,
                })
                .collect()
        })
        .unwrap_or_default()
}

/// A move as a frontend offers it: a discard names its tile, a 吃 the two hand tiles it uses.
pub fn choice(_game: &Yaodiren, _seat: Seat, action: &Action) -> Choice {
    let text = text(action);
    let args = text.split_once(' ').map_or("", |(_, a)| a).to_string();
    match action {
        Action::Open => Choice::bare(Verb::Open, args),
        Action::Pass => Choice::declining(Verb::Pass, args),
        Action::PassHand => Choice::declining(Verb::Pass, args).with_detail("all"),
        Action::Play => Choice::bare(Verb::Play, args),
        Action::Fold => Choice::declining(Verb::Fold, args),
        Action::Discard(t) => Choice::cards(Verb::Discard, args, vec![t.name().to_string()]),
        Action::Claim(Claim::Chi { with }) => Choice::cards(
            Verb::Claim,
            args,
            with.iter().map(|t| t.name().to_string()).collect(),
        )
        .with_detail(ClaimKind::Chi.word()),
        Action::Claim(c) => Choice::bare(Verb::Claim, args).with_detail(c.kind().word()),
    }
}

pub fn text(action: &Action) -> String {
    match action {
        Action::Open => "open".to_string(),
        Action::Pass => "pass".to_string(),
        Action::PassHand => "pass all".to_string(),
        Action::Play => "play".to_string(),
        Action::Fold => "fold".to_string(),
        Action::Discard(t) => format!("discard {t}"),
        Action::Claim(Claim::Chi { with }) => format!("claim chi {}", format_tiles(with)),
        Action::Claim(c) => format!("claim {}", c.kind().word()),
    }
}
