//! Chicago commands: typed and printed forms round-trip every legal action; actions as JSON.

use super::*;

#[test]
fn commands_parse_and_print() {
    let d = deal(&["As Kh Qd Jc 9s", "8s 7h 6d 5c 2s"], "", 1, &[20, 0]);
    let (mut g, _) = start(config(Players::Two, Target::FiftyTwo, true), d);
    let s = Seat(0);
    let parse = |g: &Chicago, verb, args| g.parse_command(s, verb, args);
    assert_eq!(
        parse(&g, Verb::Discard, "As 10h"),
        Ok(Action::Discard(cards("As Th")))
    );
    assert_eq!(
        parse(&g, Verb::Discard, ""),
        Ok(Action::Discard(Vec::new()))
    );
    assert_eq!(parse(&g, Verb::Pass, ""), Ok(Action::Discard(Vec::new())));
    // Standing pat is offered as `pass`, as declining the call is: one word at both passes.
    let offered = Game::choice(&g, s, &Action::Discard(Vec::new()));
    assert_eq!((offered.verb, offered.args.as_str()), (Verb::Pass, ""));
    assert_eq!(Chicago::command_text(&Action::Discard(Vec::new())), "pass");
    assert_eq!(
        parse(&g, Verb::Pass, "As"),
        Err(CommandError::ExtraWords {
            verb: Verb::Pass,
            extra: "As".into()
        })
    );
    assert!(matches!(
        parse(&g, Verb::Discard, "As 1x"),
        Err(CommandError::Notation(_))
    ));
    // Chicago has no jokers: one typed is not understood, and the error asks for a natural
    // card rather than suggesting `JK`.
    for (verb, args) in [
        (Verb::Discard, "As JK"),
        (Verb::Play, "JK"),
        (Verb::Play, "x"),
    ] {
        assert!(
            matches!(
                parse(&g, verb, args),
                Err(CommandError::Notation(crate::cards::NotationError {
                    expected: crate::cards::Expected::Natural,
                    ..
                }))
            ),
            "{args}"
        );
    }
    assert_eq!(parse(&g, Verb::Play, "Q♦"), Ok(Action::Play(card("Qd"))));
    assert_eq!(
        parse(&g, Verb::Play, ""),
        Err(CommandError::MissingArgument {
            verb: Verb::Play,
            expected: ArgKind::Card
        })
    );
    assert!(matches!(
        parse(&g, Verb::Play, "Qd Jc"),
        Err(CommandError::BadArgument { .. })
    ));
    assert_eq!(
        parse(&g, Verb::Declare, " Chicago "),
        Ok(Action::DeclareChicago)
    );
    assert_eq!(
        parse(&g, Verb::Declare, ""),
        Err(CommandError::MissingArgument {
            verb: Verb::Declare,
            expected: ArgKind::Declaration
        })
    );
    assert!(matches!(
        parse(&g, Verb::Declare, "boston"),
        Err(CommandError::BadArgument { .. })
    ));
    assert_eq!(
        parse(&g, Verb::Bid, "2"),
        Err(CommandError::VerbNotUsed { verb: Verb::Bid })
    );
    for _ in 0..4 {
        stand_pat(&mut g);
    }
    assert_eq!(parse(&g, Verb::Pass, ""), Ok(Action::Pass));
    act(&mut g, Action::Pass);
    assert_eq!(
        parse(&g, Verb::Pass, ""),
        Err(CommandError::VerbNotNow { verb: Verb::Pass })
    );
}

#[test]
fn command_text_round_trips_every_legal_action() {
    let d = deal(&["As Kh Qd Jc 9s", "8s 7h 6d 5c 2s"], "", 1, &[20, 20]);
    let (mut g, _) = start(config(Players::Two, Target::FiftyTwo, true), d);
    let mut steps = 0;
    while g.outcome().is_none() && steps < 40 {
        let seat = g.to_act()[0];
        for action in g.legal_actions(seat) {
            let text = Chicago::command_text(&action);
            let (word, args) = text.split_once(' ').unwrap_or((&text, ""));
            let verb = Verb::from_word(word).unwrap();
            assert_eq!(g.parse_command(seat, verb, args), Ok(action), "{text}");
        }
        let a = g.bot_action(seat).unwrap();
        g.apply(seat, a).unwrap();
        steps += 1;
    }
    assert_eq!(
        Chicago::command_text(&Action::Discard(cards("Ah Kd"))),
        "discard Ah Kd"
    );
}

#[test]
fn action_json_is_simple() {
    let json = |a: &Action| serde_json::to_string(a).unwrap();
    assert_eq!(
        json(&Action::Discard(cards("Ah Kd"))),
        r#"{"discard":["Ah","Kd"]}"#
    );
    assert_eq!(json(&Action::Discard(Vec::new())), r#"{"discard":[]}"#);
    assert_eq!(json(&Action::Play(card("Th"))), r#"{"play":"Th"}"#);
    assert_eq!(json(&Action::DeclareChicago), r#""declare_chicago""#);
    assert_eq!(json(&Action::Pass), r#""pass""#);
    for a in [
        Action::Discard(cards("2c")),
        Action::Pass,
        Action::Play(card("As")),
    ] {
        assert_eq!(serde_json::from_str::<Action>(&json(&a)).unwrap(), a);
    }
}
