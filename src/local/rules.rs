//! `paiju rules GAME …`: ask the rules engine directly (legal moves, classification). These
//! are also how independent references check the engines, so their output is plain and
//! stable: one play per line in notation, or one JSON object.

use super::cli::{DdzRules, RulesCmd};
use crate::games::doudizhu::{Kind, Players, RankCounts, classify, moves::legal_plays};
use crate::i18n::Locale;
use crate::render;

pub fn run(cmd: RulesCmd) -> anyhow::Result<i32> {
    let locale = super::locale(None);
    match cmd {
        RulesCmd::Doudizhu(r) => doudizhu(r, locale),
    }
}

fn players(n: u8) -> anyhow::Result<Players> {
    Players::try_from(n).map_err(|e| anyhow::anyhow!(e))
}

fn parse_cards(text: &str, locale: Locale) -> Result<RankCounts, String> {
    RankCounts::parse(text).map_err(|e| render::errors::notation_error(&e, locale))
}

fn doudizhu(cmd: DdzRules, locale: Locale) -> anyhow::Result<i32> {
    match cmd {
        DdzRules::Moves {
            players: n,
            hand,
            follow,
        } => {
            let p = players(n)?;
            let hand = match parse_cards(&hand, locale) {
                Ok(h) => h,
                Err(e) => {
                    eprintln!("--hand: {e}");
                    return Ok(2);
                }
            };
            let follow = match follow.as_deref().map(|f| parse_cards(f, locale)) {
                None => None,
                Some(Err(e)) => {
                    eprintln!("--follow: {e}");
                    return Ok(2);
                }
                Some(Ok(cards)) => match classify(&cards, p) {
                    Ok(c) => Some(c),
                    Err(why) => {
                        eprintln!(
                            "--follow {cards}: {}",
                            render::doudizhu::invalid(locale, &why)
                        );
                        return Ok(2);
                    }
                },
            };
            let mut plays = legal_plays(&hand, p, follow.as_ref());
            plays.sort_by_key(|c| (c.kind, c.len, c.main, c.cards.to_ranks()));
            for c in &plays {
                println!("{}", c.cards);
            }
            if follow.is_some() {
                println!("pass");
            }
            Ok(0)
        }
        DdzRules::Classify {
            players: n,
            cards,
            json,
        } => {
            let p = players(n)?;
            let cards = match parse_cards(&cards, locale) {
                Ok(c) => c,
                Err(e) => {
                    eprintln!("{e}");
                    return Ok(2);
                }
            };
            match classify(&cards, p) {
                Ok(c) => {
                    let chain = c.kind.is_chain() || c.kind == Kind::Bomb;
                    if json {
                        let v = serde_json::json!({
                            "kind": c.kind.name(),
                            "main": c.main.letter().to_string(),
                            "high": c.high().letter().to_string(),
                            "length": c.len,
                            "cards": c.cards.to_string(),
                        });
                        println!("{v}");
                    } else if chain {
                        println!("{} {} length {}", c.kind.name(), c.main.letter(), c.len);
                    } else {
                        println!("{} {}", c.kind.name(), c.main.letter());
                    }
                }
                Err(why) => {
                    let code = serde_json::to_value(why)
                        .ok()
                        .and_then(|v| v.get("reason").and_then(|r| r.as_str().map(String::from)))
                        .unwrap_or_default();
                    let text = render::doudizhu::invalid(locale, &why);
                    if json {
                        println!(
                            "{}",
                            serde_json::json!({"kind": "invalid", "reason": code, "why": text})
                        );
                    } else {
                        println!("invalid {code}: {text}");
                    }
                }
            }
            Ok(0)
        }
    }
}
