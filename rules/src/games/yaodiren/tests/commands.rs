//! 幺地人 commands: typed and printed forms, the claim window's choices, actions as JSON.

use super::*;

#[test]
fn commands_parse_and_print() {
    let mut g = start(deal([DEALER, PLAIN, WAITS_TIAN], "", Seat(0)), 1);
    let p =
        |g: &Yaodiren, seat: u8, verb: Verb, args: &str| g.parse_command(Seat(seat), verb, args);
    assert_eq!(p(&g, 0, Verb::Open, ""), Ok(Action::Open));
    assert_eq!(p(&g, 0, Verb::Pass, ""), Ok(Action::Pass));
    assert_eq!(p(&g, 0, Verb::Fold, ""), Ok(Action::Pass));
    assert_eq!(
        p(&g, 0, Verb::Bid, "1"),
        Err(CommandError::VerbNotUsed { verb: Verb::Bid })
    );
    // A discard at the opening, with a tile or without, is not possible yet: the refusal can
    // then say what the seat may do instead, not only that the rules forbid it.
    for args in ["天", ""] {
        assert_eq!(
            p(&g, 0, Verb::Discard, args),
            Err(CommandError::VerbNotNow {
                verb: Verb::Discard
            })
        );
    }
    g.apply(Seat(0), Action::Open).unwrap();
    g.apply(Seat(1), Action::Pass).unwrap();
    g.apply(Seat(2), Action::Pass).unwrap();
    assert_eq!(p(&g, 1, Verb::Open, ""), Ok(Action::Play));
    assert_eq!(p(&g, 1, Verb::Pass, ""), Ok(Action::Fold));
    // 打 with no tile at the play/fold choice is play ("Bot 1 打这一局").
    let (verb, args) = crate::games::verbs::split_command(command::ALIASES, "打").unwrap();
    assert_eq!(p(&g, 1, verb, &args), Ok(Action::Play));
    // `play 天` at the choice does not join and drop the tile: the tile is refused.
    assert_eq!(
        p(&g, 1, Verb::Play, "天"),
        Err(CommandError::ExtraWords {
            verb: Verb::Play,
            extra: "天".into()
        })
    );
    assert_eq!(
        p(&g, 1, Verb::Discard, "天"),
        Err(CommandError::VerbNotNow {
            verb: Verb::Discard
        })
    );
    g.apply(Seat(1), Action::Play).unwrap();
    g.apply(Seat(2), Action::Play).unwrap();
    assert_eq!(
        p(&g, 0, Verb::Discard, ""),
        Err(CommandError::MissingArgument {
            verb: Verb::Discard,
            expected: crate::games::ArgKind::Tile
        })
    );
    assert_eq!(
        p(&g, 0, Verb::Discard, "tian"),
        Ok(Action::Discard(Tile::Tian))
    );
    assert_eq!(
        p(&g, 0, Verb::Discard, "6-6"),
        Ok(Action::Discard(Tile::Tian))
    );
    let text = Yaodiren::command_text(&Action::Discard(Tile::Changer));
    let (verb, args) = text.split_once(' ').unwrap();
    assert_eq!(
        p(&g, 0, Verb::from_word(verb).unwrap(), args),
        Ok(Action::Discard(Tile::Changer)),
        "{text}"
    );
    assert!(matches!(
        p(&g, 0, Verb::Discard, "joker"),
        Err(CommandError::Notation(_))
    ));
    assert_eq!(p(&g, 0, Verb::Claim, "hu"), Ok(Action::Claim(Claim::Hu)));
    assert_eq!(
        p(&g, 0, Verb::Pass, ""),
        Err(CommandError::VerbNotNow { verb: Verb::Pass })
    );
    g.apply(Seat(0), Action::Discard(Tile::Tian)).unwrap();
    for (args, claim) in [
        ("胡", Claim::Hu),
        ("碰", Claim::Peng),
        ("peng", Claim::Peng),
    ] {
        assert_eq!(p(&g, 2, Verb::Claim, args), Ok(Action::Claim(claim)));
    }
    // A claim the seat cannot make is refused naming those it can.
    for (args, claim) in [("杀", "杀"), ("吐火", "吐火"), ("吃", "吃"), ("chi", "吃")] {
        assert_eq!(
            p(&g, 2, Verb::Claim, args),
            Err(CommandError::ClaimNotOpen {
                claim: claim.into(),
                open: vec!["胡".into(), "碰".into()]
            })
        );
    }
    // Extra words after a claim or a pass are refused, not ignored.
    assert_eq!(
        p(&g, 2, Verb::Claim, "碰 天"),
        Err(CommandError::ExtraWords {
            verb: Verb::Claim,
            extra: "天".into()
        })
    );
    assert_eq!(
        p(&g, 2, Verb::Pass, "黑九"),
        Err(CommandError::ExtraWords {
            verb: Verb::Pass,
            extra: "黑九".into()
        })
    );
    assert_eq!(
        p(&g, 2, Verb::Claim, "eat"),
        Err(CommandError::BadArgument {
            verb: Verb::Claim,
            token: "eat".into(),
            expected: crate::games::ArgKind::Claim
        })
    );
    assert_eq!(p(&g, 2, Verb::Pass, ""), Ok(Action::Pass));
    // (A discard's text reads back at a discard turn, above.)
    for a in [Action::Open, Action::Pass, Action::Claim(Claim::Peng)] {
        let text = Yaodiren::command_text(&a);
        let (verb, args) = text.split_once(' ').unwrap_or((&text, ""));
        let verb = Verb::from_word(verb).unwrap();
        let back = g.parse_command(Seat(2), verb, args);
        if a != Action::Open {
            assert_eq!(back, Ok(a), "{text}");
        }
    }
    assert_eq!(
        Yaodiren::command_text(&Action::Claim(Claim::Chi {
            with: [Tile::Di, Tile::Di]
        })),
        "claim chi 地 地"
    );
}

#[test]
fn a_claim_window_chi_with_several_ways_needs_the_tiles() {
    // Seat 1 (next) can eat 猫猫 as 平八平八猫猫 or 猫猫猫猫平八 (it holds one 猫猫).
    let s1 =
        "平八平八 猫猫 长二长二长二 拐子拐子拐子 二五二五二五 三五三五三五 黑九黑九黑九 四六 四六";
    let dealer =
        "天 二红二红二红 丁丁丁丁丁丁 三四三四三四 高脚高脚高脚 猫猫 猫猫 斧头 梅子梅子梅子 天 地";
    let mut g = start(
        deal(
            [
                dealer,
                s1,
                "人人人 和和和 幺四幺四幺四 红九红九红九 四六四六四六 长三长三 梅子 地 天",
            ],
            "",
            Seat(0),
        ),
        1,
    );
    to_play(&mut g);
    g.apply(Seat(0), Action::Discard(Tile::Maomao)).unwrap();
    assert!(g.to_act().contains(&Seat(1)));
    assert_eq!(
        g.parse_command(Seat(1), Verb::Claim, "chi"),
        Err(CommandError::ChiNeedsBothTiles {
            ways: vec![
                ["猫猫".into(), "三五".into()],
                ["猫猫".into(), "平八".into()],
                ["三五".into(), "三五".into()],
                ["平八".into(), "平八".into()]
            ]
        })
    );
    // One tile: both are needed, and the ways that use it are listed.
    assert_eq!(
        g.parse_command(Seat(1), Verb::Claim, "吃 猫猫"),
        Err(CommandError::ChiNeedsBothTiles {
            ways: vec![
                ["猫猫".into(), "三五".into()],
                ["猫猫".into(), "平八".into()]
            ]
        })
    );
    assert_eq!(
        g.parse_command(Seat(1), Verb::Claim, "吃 梅子"),
        Err(CommandError::ChiNeedsBothTiles { ways: vec![] })
    );
    assert_eq!(
        g.parse_command(Seat(1), Verb::Claim, "chi 平八 平八"),
        Ok(Action::Claim(Claim::Chi {
            with: [Tile::Pingba, Tile::Pingba]
        }))
    );
    let err = refused(
        &mut g,
        Seat(1),
        Action::Claim(Claim::Chi {
            with: [Tile::Tian, Tile::Di],
        }),
    );
    assert!(matches!(err, RuleError::NoSuchChi { .. }), "{err:?}");
    let err = refused(&mut g, Seat(1), Action::Claim(Claim::Sha));
    assert_eq!(
        err,
        RuleError::NotEntitled {
            claim: ClaimKind::Sha
        }
    );
}

#[test]
fn actions_serialize_simply() {
    let cases = [
        (Action::Open, serde_json::json!("open")),
        (Action::Pass, serde_json::json!("pass")),
        (Action::Fold, serde_json::json!("fold")),
        (
            Action::Discard(Tile::Tian),
            serde_json::json!({"discard": "天"}),
        ),
        (
            Action::Claim(Claim::Peng),
            serde_json::json!({"claim": "peng"}),
        ),
        (
            Action::Claim(Claim::Chi {
                with: [Tile::Di, Tile::Di],
            }),
            serde_json::json!({"claim": {"chi": {"with": ["地", "地"]}}}),
        ),
    ];
    for (action, json) in cases {
        assert_eq!(serde_json::to_value(action).unwrap(), json);
        assert_eq!(serde_json::from_value::<Action>(json).unwrap(), action);
    }
}

#[test]
fn kans_command_json() {
    let tiles = tiles("天天天 地地地 人人人 和和和 四六四六长二 长三长三长三 猫猫平八平八");
    let s = best_split(&tiles, true, &Config::default()).unwrap();
    let json = serde_json::to_value(&s).unwrap();
    assert_eq!(json["tuo"], 39);
    assert_eq!(json["wins"], true);
    assert_eq!(json["fan"], 2);
    assert_eq!(json["threshold"], 34);
    assert_eq!(json["kans"].as_array().unwrap().len(), 7);
    assert_eq!(
        json["kans"][0],
        serde_json::json!({"tiles": ["天", "天", "天"], "tuo": 8, "kind": "identical"})
    );
    assert_eq!(
        json["fan_sources"][0],
        serde_json::json!({"source": "yaodiren_kan", "tile": "地", "count": 3})
    );
    let err = best_split(&tiles[..20], false, &Config::default()).unwrap_err();
    assert_eq!(
        serde_json::to_value(err).unwrap(),
        serde_json::json!({"why": "tile_count", "got": 20, "min": 21, "max": 35})
    );
}
