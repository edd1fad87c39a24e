//! `paiju rules GAME …`: ask the rules engine directly (legal moves, classification). These
//! are also how independent references check the engines, so their output is plain and
//! stable: one play per line in notation, or one JSON object.

use super::cli::{ChicagoRules, ChowdahRules, DdzRules, RulesCmd, YaodirenRules};
use crate::cards::Card;
use crate::cards::notation::{parse_cards as parse_french, parse_naturals};
use crate::games::doudizhu::combos::{Invalid, beyond_the_deck};
use crate::games::doudizhu::{Kind, Players, RankCounts, classify, moves::legal_plays};
use crate::i18n::Locale;
use crate::render;

pub fn run(cmd: RulesCmd) -> anyhow::Result<i32> {
    let locale = super::locale(None);
    match cmd {
        RulesCmd::Doudizhu(r) => doudizhu(r, locale),
        RulesCmd::Chicago(r) => chicago(r, locale),
        RulesCmd::Yaodiren(r) => yaodiren(r, locale),
        RulesCmd::Chowdah(r) => chowdah(r, locale),
    }
}

fn chowdah(cmd: ChowdahRules, locale: Locale) -> anyhow::Result<i32> {
    use crate::games::Game;
    use crate::games::chowdah::{Chowdah, Contract, score};
    let ChowdahRules::Score {
        hand,
        exposed,
        contract,
        chowdah,
        options,
    } = cmd;
    let config = match Chowdah::configure(&super::options(None, &options)) {
        Ok(c) => c,
        Err(e) => {
            eprintln!("{}", render::errors::option_error(&e, locale));
            return Ok(2);
        }
    };
    let Some(contract) = Contract::new(contract) else {
        eprintln!(
            "--contract: {}",
            crate::t!(
                locale,
                "local-rules-contract-range",
                got = i64::from(contract)
            )
        );
        return Ok(2);
    };
    let hand = match parse_french(&hand.join(" ")) {
        Ok(h) => h,
        Err(e) => {
            eprintln!("--hand: {}", render::errors::notation_error(&e, locale));
            return Ok(2);
        }
    };
    let mut melds = Vec::new();
    for m in &exposed {
        match parse_french(m) {
            Ok(cards) => melds.push(cards),
            Err(e) => {
                eprintln!(
                    "--exposed {m}: {}",
                    render::errors::notation_error(&e, locale)
                );
                return Ok(2);
            }
        }
    }
    match score(&hand, &melds, contract, chowdah, config.score_rules()) {
        Ok(scored) => {
            crate::outln!("{}", serde_json::to_string(&scored)?);
            Ok(0)
        }
        Err(e) => {
            eprintln!("{}", render::chowdah::score_error(locale, &e));
            Ok(2)
        }
    }
}

fn yaodiren(cmd: YaodirenRules, locale: Locale) -> anyhow::Result<i32> {
    use crate::games::Game;
    use crate::games::yaodiren::{Yaodiren, best_split};
    let YaodirenRules::Kans {
        hand,
        dealer,
        options,
        json,
    } = cmd;
    let options = super::options(None, &options);
    let config = match Yaodiren::configure(&options) {
        Ok(c) => c,
        Err(e) => {
            eprintln!("{}", render::errors::option_error(&e, locale));
            return Ok(2);
        }
    };
    let tiles = match crate::cards::tiles::parse_tiles(&hand.join(" ")) {
        Ok(t) => t,
        Err(e) => {
            eprintln!("--hand: {}", render::errors::notation_error(&e, locale));
            return Ok(2);
        }
    };
    match best_split(&tiles, dealer, &config) {
        Ok(value) => {
            if json {
                crate::outln!("{}", serde_json::to_string(&value)?);
            } else {
                let fmt = render::yaodiren::tiles;
                let best = &value.most_tuo;
                for k in &best.kans {
                    crate::outln!("{}  {} 砣", fmt(locale, &k.tiles()), k.tuo());
                }
                let verdict = if value.scored.is_some() {
                    "wins"
                } else {
                    "does not win"
                };
                crate::outln!(
                    "{} 砣 (threshold {}{}), {verdict}, {} 番",
                    best.tuo,
                    best.threshold,
                    if best.exempt {
                        ", all black: exempt"
                    } else {
                        ""
                    },
                    value.fan()
                );
                if let Some(other) = value.other_scored_split() {
                    crate::outln!("番 counted on another winning split ({} 砣):", other.tuo);
                    for k in &other.kans {
                        crate::outln!("  {}  {} 砣", fmt(locale, &k.tiles()), k.tuo());
                    }
                }
                for f in value.scored.iter().flat_map(|s| &s.fan_sources) {
                    crate::outln!("  {}", render::yaodiren::fan_source(locale, f));
                }
            }
        }
        Err(why) => {
            if json {
                let v = serde_json::json!({
                    "kans": [], "tuo": 0, "wins": false, "fan": 0, "error": why,
                });
                crate::outln!("{v}");
            } else {
                crate::outln!("no split: {}", render::yaodiren::no_split(&why, locale));
            }
        }
    }
    Ok(0)
}

fn chicago_hand(text: &str, locale: Locale) -> Result<Vec<Card>, String> {
    let cards = parse_naturals(text).map_err(|e| render::errors::notation_error(&e, locale))?;
    crate::games::chicago::evaluate(&cards).map_err(|e| render::chicago::hand_error(&e, locale))?;
    Ok(cards)
}

fn chicago(cmd: ChicagoRules, locale: Locale) -> anyhow::Result<i32> {
    use crate::games::chicago::{compare, evaluate};
    match cmd {
        ChicagoRules::Hand { cards, json } => {
            let hand = match chicago_hand(&cards.join(" "), locale) {
                Ok(h) => h,
                Err(e) => {
                    eprintln!("{e}");
                    return Ok(2);
                }
            };
            let value = evaluate(&hand).expect("checked");
            if json {
                crate::outln!("{}", serde_json::to_string(&value)?);
            } else {
                let name = serde_json::to_value(value.category)?;
                crate::outln!(
                    "{} {} {}",
                    name.as_str().unwrap_or_default(),
                    value.points(),
                    crate::cards::notation::format_cards(&value.cards)
                );
            }
            Ok(0)
        }
        ChicagoRules::Compare { cards } => {
            let (a, b) = if cards.len() == 2 {
                (cards[0].clone(), cards[1].clone())
            } else {
                let all = match parse_naturals(&cards.join(" ")) {
                    Ok(all) if all.len() == 10 => all,
                    Ok(all) => {
                        eprintln!(
                            "{}",
                            crate::t!(
                                locale,
                                "local-rules-two-hands",
                                got = i64::try_from(all.len()).unwrap_or(i64::MAX)
                            )
                        );
                        return Ok(2);
                    }
                    Err(e) => {
                        eprintln!("{}", render::errors::notation_error(&e, locale));
                        return Ok(2);
                    }
                };
                let fmt = crate::cards::notation::format_cards;
                (fmt(&all[..5]), fmt(&all[5..]))
            };
            let (a, b) = match (chicago_hand(&a, locale), chicago_hand(&b, locale)) {
                (Ok(a), Ok(b)) => (a, b),
                (Err(e), _) | (_, Err(e)) => {
                    eprintln!("{e}");
                    return Ok(2);
                }
            };
            let sign = match compare(&a, &b).expect("checked") {
                std::cmp::Ordering::Greater => ">",
                std::cmp::Ordering::Less => "<",
                std::cmp::Ordering::Equal => "=",
            };
            crate::outln!("{sign}");
            Ok(0)
        }
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
            if let Some(rank) = beyond_the_deck(&hand, p) {
                let why = Invalid::MoreThanTheDeckHolds { rank };
                eprintln!("--hand {hand}: {}", render::doudizhu::invalid(locale, &why));
                return Ok(2);
            }
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
                crate::outln!("{}", c.cards);
            }
            if follow.is_some() {
                crate::outln!("pass");
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
                        crate::outln!("{v}");
                    } else if chain {
                        crate::outln!("{} {} length {}", c.kind.name(), c.main.letter(), c.len);
                    } else {
                        crate::outln!("{} {}", c.kind.name(), c.main.letter());
                    }
                }
                Err(why) => {
                    let code = serde_json::to_value(why)
                        .ok()
                        .and_then(|v| v.get("reason").and_then(|r| r.as_str().map(String::from)))
                        .unwrap_or_default();
                    let text = render::doudizhu::invalid(locale, &why);
                    if json {
                        crate::outln!(
                            "{}",
                            serde_json::json!({"kind": "invalid", "reason": code, "why": text})
                        );
                    } else {
                        crate::outln!("invalid {code}: {text}");
                    }
                }
            }
            Ok(0)
        }
    }
}
