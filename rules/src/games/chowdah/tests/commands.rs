//! Chowdah commands: typed and printed forms, and actions as simple, stable JSON.

use super::*;

#[test]
fn commands_parse_and_print_back() {
    let config = Config::standard(4);
    let (g, _) = start(
        config.clone(),
        deal(&config, &FOUR_HANDS, ["6h", "6d", "6s"], "8h"),
    );
    let p = |verb: Verb, args: &str| g.parse_command(Seat(0), verb, args);
    assert_eq!(p(Verb::Draw, ""), Ok(Action::Draw(Source::Stock)));
    assert_eq!(p(Verb::Draw, "stock"), Ok(Action::Draw(Source::Stock)));
    assert_eq!(p(Verb::Draw, "2"), Ok(Action::Draw(Source::Pile(Pile(2)))));
    assert_eq!(
        p(Verb::Pass, "now"),
        Err(CommandError::ExtraWords {
            verb: Verb::Pass,
            extra: "now".into()
        })
    );
    assert!(matches!(
        p(Verb::Draw, "7"),
        Err(CommandError::BadArgument { .. })
    ));
    assert_eq!(
        p(Verb::Discard, "10h 3"),
        Ok(Action::Discard {
            card: card("Th"),
            pile: Pile(3)
        })
    );
    // No pile named and none empty: before the draw the rules say to draw first (the pile
    // does not matter yet); after it, the pile is needed.
    let mut early = g.clone();
    let action = p(Verb::Discard, "Th").unwrap();
    assert_eq!(early.apply(Seat(0), action), Err(RuleError::MustDrawFirst));
    early.apply(Seat(0), Action::Draw(Source::Stock)).unwrap();
    assert!(matches!(
        early.parse_command(Seat(0), Verb::Discard, "Th"),
        Err(CommandError::MissingArgument { .. })
    ));
    assert!(matches!(
        p(Verb::Discard, "Tx 1"),
        Err(CommandError::Notation(_))
    ));
    // A pile that does not exist is named as such, not read as a bad card.
    assert_eq!(
        p(Verb::Discard, "2d 4"),
        Err(CommandError::BadArgument {
            verb: Verb::Discard,
            token: "4".to_string(),
            expected: ArgKind::DiscardPile
        })
    );
    assert_eq!(p(Verb::Declare, ""), Ok(Action::Declare));
    assert_eq!(p(Verb::Pass, ""), Ok(Action::Pass));
    assert_eq!(
        p(Verb::Bid, "1"),
        Err(CommandError::VerbNotUsed { verb: Verb::Bid })
    );
    // `meld` outside a pile draw, unless the whole arrangement is given.
    assert_eq!(
        p(Verb::Meld, "7h 7h"),
        Err(CommandError::VerbNotNow { verb: Verb::Meld })
    );
    assert_eq!(
        p(Verb::Meld, "7d 7h 7h /"),
        Ok(Action::Meld(vec![cards("7d 7h 7h")]))
    );
    assert_eq!(
        p(Verb::Swap, "JK for 7h @2.1"),
        Ok(Action::Swap(Swap {
            owner: Seat(2),
            meld: 0,
            give: JOKER,
            take: card("7h")
        }))
    );
    assert!(matches!(
        p(Verb::Swap, "JK"),
        Err(CommandError::BadArgument { .. })
    ));
    for action in [
        Action::Draw(Source::Stock),
        Action::Draw(Source::Pile(Pile(3))),
        Action::Meld(vec![cards("7d 7h 7h"), cards("2c 3c 4c")]),
        Action::Discard {
            card: card("Ah"),
            pile: Pile(1),
        },
        Action::Declare,
        Action::Pass,
    ] {
        let text = Chowdah::command_text(&action);
        let (verb, args) = text.split_once(' ').unwrap_or((&text, ""));
        assert_eq!(p(Verb::from_word(verb).unwrap(), args), Ok(action));
    }
}

#[test]
fn actions_have_a_simple_stable_json() {
    let json = |a: &Action| serde_json::to_string(a).unwrap();
    assert_eq!(json(&Action::Draw(Source::Stock)), r#"{"draw":"stock"}"#);
    assert_eq!(
        json(&Action::Draw(Source::Pile(Pile(2)))),
        r#"{"draw":{"pile":2}}"#
    );
    assert_eq!(
        json(&Action::Meld(vec![cards("7d 7h 7h")])),
        r#"{"meld":[["7d","7h","7h"]]}"#
    );
    assert_eq!(
        json(&Action::Discard {
            card: card("Th"),
            pile: Pile(1)
        }),
        r#"{"discard":{"card":"Th","pile":1}}"#
    );
    assert_eq!(json(&Action::Declare), r#""declare""#);
    let swap = Action::Swap(Swap {
        owner: Seat(1),
        meld: 0,
        give: JOKER,
        take: card("7h"),
    });
    assert_eq!(
        json(&swap),
        r#"{"swap":{"owner":1,"meld":0,"give":"JK","take":"7h"}}"#
    );
    let back: Action = serde_json::from_str(&json(&swap)).unwrap();
    assert_eq!(back, swap);
}

#[test]
fn the_extra_turn_is_taken_with_the_word_its_offer_names_in_each_language() {
    // docs/rules/chowdah.md#variants: the offer says 再来一回合（出牌）/ 追加の手番を取るか（出す）.
    let (g, _) = joker_discarded(true);
    assert_eq!(g.stage(), Stage::ExtraTurn);
    // The words as every frontend reads them (`GameKind::split_command`).
    let split = |typed| crate::games::verbs::split_command(Chowdah::ALIASES, typed);
    for typed in ["play", "出牌", "出す"] {
        let (verb, args) = split(typed).unwrap();
        assert_eq!(
            g.parse_command(Seat(0), verb, &args),
            Ok(Action::ExtraTurn(true)),
            "{typed}"
        );
    }
    // 出 alone still discards; the extra turn takes no cards.
    assert_eq!(split("出 Th"), Some((Verb::Discard, "Th".into())));
    let (verb, args) = split("出牌 Th").unwrap();
    assert_eq!(
        g.parse_command(Seat(0), verb, &args),
        Err(CommandError::ExtraWords {
            verb: Verb::Play,
            extra: "Th".into()
        })
    );
}
