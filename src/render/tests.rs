//! Rendering tests.

use super::RenderCtx;
use crate::cards::notation::parse_cards;
use crate::cards::tiles::Tile;
use crate::games::Seat;
use crate::games::chicago::{self, Scoring, Showdown, evaluate};
use crate::games::yaodiren::{self, ClaimKind, Kan};
use crate::i18n::Locale;

fn ctx(names: &[String]) -> RenderCtx<'_> {
    RenderCtx {
        locale: Locale::EnUs,
        names,
    }
}

fn names() -> Vec<String> {
    vec!["Hank".into(), "Bot 1".into(), "Bot 2".into()]
}

#[test]
fn a_full_house_shows_its_three_first_and_the_last_showdown_ends_the_deal() {
    let names = names();
    let hand = parse_cards("5s 5d 3h 3d 3c").unwrap();
    let value = evaluate(&hand).unwrap();
    let e = chicago::Event::Showdown {
        scoring: Scoring::FinalHand,
        showdown: Showdown::Best {
            seat: Seat(0),
            hand,
            value,
        },
    };
    let text = super::chicago::event(&e, &ctx(&names)).unwrap();
    assert!(
        text.starts_with("Best hand at the end of the deal: Hank"),
        "{text}"
    );
    assert!(text.contains("(3♥ 3♦ 3♣ 5♠ 5♦)"), "{text}");
    let e = chicago::Event::Showdown {
        scoring: Scoring::FirstExchange,
        showdown: Showdown::NoPair,
    };
    let text = super::chicago::event(&e, &ctx(&names)).unwrap();
    assert!(text.starts_with("After the first exchange:"), "{text}");
}

#[test]
fn claiming_ones_own_flip_and_a_win_name_the_tile() {
    let names = names();
    let e = yaodiren::Event::Claimed {
        seat: Seat(0),
        claim: ClaimKind::Chi,
        tile: Tile::Tian,
        from: Seat(0),
        kan: Kan::PairPlus {
            pair: Tile::Tian,
            single: Tile::Di,
        },
    };
    let text = super::yaodiren::event(&e, &ctx(&names)).unwrap();
    assert!(text.starts_with("Hank takes the 天"), "{text}");
    assert!(text.contains("they turned up"), "{text}");
    assert!(!text.contains("from Hank"), "{text}");
    let e = yaodiren::Event::Won {
        seat: Seat(2),
        concealed: vec![Tile::Di, Tile::Di],
        exposed: vec![],
        tile: Some(Tile::Tian),
        from: Some(Seat(0)),
    };
    let text = super::yaodiren::event(&e, &ctx(&names)).unwrap();
    assert!(text.contains("Bot 2 wins (胡) on 天"), "{text}");
    assert!(text.contains("from Hank"), "{text}");
    assert_eq!(
        text.matches("天").count(),
        2,
        "named once, shown once: {text}"
    );
}

#[test]
fn an_airplane_takes_an() {
    use crate::games::doudizhu::{Invalid, Kind};
    let why = Invalid::ChainTooShort {
        kind: Kind::Airplane,
        min: 2,
    };
    let text = super::doudizhu::invalid(Locale::EnUs, &why);
    assert!(text.starts_with("an airplane needs"), "{text}");
    let why = Invalid::ChainTooShort {
        kind: Kind::Straight,
        min: 5,
    };
    let text = super::doudizhu::invalid(Locale::EnUs, &why);
    assert!(text.starts_with("a straight needs"), "{text}");
}

#[test]
fn a_chowdah_hand_melded_out_entirely_says_so_in_every_language() {
    use crate::games::chowdah;
    let names = names();
    let empty = chowdah::Event::Hand {
        seat: Seat(0),
        cards: Vec::new(),
    };
    for (locale, says) in [
        (Locale::EnUs, "Your hand: empty (every card is exposed)"),
        (Locale::ZhCn, "你的手牌：没有了，牌都亮出来了"),
        (Locale::Ja, "あなたの手札：なし（全部晒しています）"),
    ] {
        let ctx = RenderCtx {
            locale,
            names: &names,
        };
        assert_eq!(super::chowdah::event(&empty, &ctx).as_deref(), Some(says));
    }
    let held = chowdah::Event::Hand {
        seat: Seat(0),
        cards: parse_cards("7h 8h").unwrap(),
    };
    let text = super::chowdah::event(&held, &ctx(&names)).unwrap();
    assert_eq!(text, "Your hand: 7♥ 8♥");
}

#[test]
fn a_chowdah_declared_too_soon_says_about_how_many_cards_the_hand_is_from_it() {
    use crate::games::chowdah::RuleError;
    let names = names();
    let one = RuleError::NotChowdah { missing: 1 };
    let three = RuleError::NotChowdah { missing: 3 };
    assert_eq!(
        super::chowdah::rule_error(&one, &ctx(&names)),
        "Your cards do not form the round's contract: you are about one card from it."
    );
    assert!(super::chowdah::rule_error(&three, &ctx(&names)).ends_with("about 3 cards from it."));
    let zh = RenderCtx {
        locale: Locale::ZhCn,
        names: &names,
    };
    assert!(super::chowdah::rule_error(&three, &zh).contains("还差 3 张"));
}

#[test]
fn a_verb_refused_now_is_named_in_the_games_words_with_the_moves_the_seat_has() {
    use crate::games::any::GameKind;
    use crate::games::{CommandError, Verb};
    use crate::table::TableError;
    let names = names();
    // 参加 (join the hand) typed at 幺地人's opening: Play, which Japanese buttons elsewhere
    // call 出す.
    let joined_too_soon = TableError::Command {
        game: GameKind::Yaodiren,
        problem: CommandError::VerbNotNow { verb: Verb::Play },
        now: vec![Verb::Open, Verb::Pass],
    };
    let in_ = |locale| {
        super::errors::table_error(
            &joined_too_soon,
            &RenderCtx {
                locale,
                names: &names,
            },
        )
    };
    assert_eq!(
        in_(Locale::EnUs),
        "You cannot play now. Your moves: open or pass."
    );
    assert_eq!(
        in_(Locale::Ja),
        "今は「参加」はできません。今できるのは「起牌」か「パス」です。"
    );
    assert_eq!(
        in_(Locale::ZhCn),
        "现在不能“打这一轮”。现在可以“起牌”或“过”。"
    );
    // On Discord the verb is a slash command, named alike in every game: /出す.
    let ja = RenderCtx {
        locale: Locale::Ja,
        names: &names,
    };
    assert_eq!(
        super::errors::slash_error(&joined_too_soon, &ja),
        "今は「出す」はできません。今できるのは「起牌」か「パス」です。"
    );
    // The same verb in Dou Dizhu is playing cards, and a bad argument lists no moves.
    let bad_bid = TableError::Command {
        game: GameKind::Doudizhu,
        problem: CommandError::VerbNotNow { verb: Verb::Play },
        now: Vec::new(),
    };
    assert_eq!(
        super::errors::table_error(&bad_bid, &ja),
        "今は「出す」はできません。"
    );
}

#[test]
fn a_verb_named_without_a_game_is_its_slash_commands_name() {
    use crate::games::Verb;
    for locale in [Locale::ZhCn, Locale::Ja] {
        for verb in Verb::ALL {
            let id = format!("cmd-{}-name", verb.word());
            assert_eq!(
                super::verb_name(locale, None, verb),
                crate::i18n::lookup(locale, &id, Vec::new()),
                "{locale:?} {verb:?}"
            );
        }
    }
    for verb in Verb::ALL {
        assert_eq!(super::verb_name(Locale::EnUs, None, verb), verb.word());
    }
}

#[test]
fn a_play_with_attached_cards_shows_its_main_part_first() {
    use crate::games::doudizhu::combos::classify;
    use crate::games::doudizhu::{Players, RankCounts};
    let shown = |text: &str, players| {
        let cards = RankCounts::parse(text).expect("cards");
        super::doudizhu::combo_cards(Locale::EnUs, &classify(&cards, players).expect("a play"))
    };
    assert_eq!(shown("44999", Players::Three), "999 44");
    assert_eq!(shown("3999", Players::Three), "999 3");
    assert_eq!(shown("KKKAAA35", Players::Three), "KKK AAA 3 5");
    assert_eq!(shown("3355TTTJJJ", Players::Four), "TTT JJJ 33 55");
    assert_eq!(shown("377775", Players::Three), "7777 3 5");
    // A four with two pairs keeps its pairs whole, and a play with nothing attached reads as
    // its cards do.
    assert_eq!(shown("33557777", Players::Three), "7777 33 55");
    assert_eq!(shown("34567", Players::Three), "3 4 5 6 7");
    assert_eq!(shown("8888", Players::Four), "8888");
}

#[test]
fn a_button_names_a_play_main_part_first() {
    use crate::games::doudizhu::{Action, Players, RankCounts};
    let label = |text: &str, players| {
        let play = Action::Play(RankCounts::parse(text).expect("cards"));
        super::doudizhu::action_label(&play, players, Locale::EnUs)
    };
    assert!(label("44999", Players::Three).ends_with("99944"));
    assert!(label("3355TTTJJJ", Players::Four).ends_with("TTTJJJ3355"));
    assert!(label("33344", Players::Three).ends_with("33344"));
}

#[test]
fn dou_dizhu_cards_read_as_players_name_them_in_chinese_and_japanese_and_parse_back() {
    use crate::games::doudizhu::combos::classify;
    use crate::games::doudizhu::{Action, Players, RankCounts};
    for (typed, en, zh, ja) in [
        ("BR", "B R", "小王 大王", "黒ジョーカー 赤ジョーカー"),
        ("TTT44", "44 TTT", "44 10 10 10", "44 10 10 10"),
        ("3B", "3 B", "3 小王", "3 黒ジョーカー"),
    ] {
        let cards = RankCounts::parse(typed).expect("cards");
        for (loc, want) in [(Locale::EnUs, en), (Locale::ZhCn, zh), (Locale::Ja, ja)] {
            let shown = super::doudizhu::cards(loc, &cards);
            assert_eq!(shown, want, "{loc:?}");
            assert_eq!(RankCounts::parse(&shown).expect("shown parses"), cards);
        }
    }
    let rocket = classify(&RankCounts::parse("BR").unwrap(), Players::Three).unwrap();
    assert_eq!(
        super::doudizhu::combo_cards(Locale::ZhCn, &rocket),
        "小王 大王"
    );
    let play = Action::Play(RankCounts::parse("TTT44").unwrap());
    assert_eq!(
        super::doudizhu::action_label(&play, Players::Three, Locale::ZhCn),
        "出 10 10 10 44"
    );
}

#[test]
fn a_moves_cards_and_tiles_are_named_in_its_command_as_the_readers_hand_names_them() {
    use crate::games::any::GameKind;
    let args = super::command_args;
    assert_eq!(
        args(Locale::EnUs, GameKind::Doudizhu, "play TTT44"),
        "play TTT44"
    );
    assert_eq!(
        args(Locale::ZhCn, GameKind::Doudizhu, "play TTTJJJ3355"),
        "play 10 10 10 JJJ 33 55"
    );
    assert_eq!(
        args(Locale::ZhCn, GameKind::Doudizhu, "play BR"),
        "play 小王 大王"
    );
    assert_eq!(
        args(Locale::Ja, GameKind::Doudizhu, "play B"),
        "play 黒ジョーカー"
    );
    assert_eq!(args(Locale::ZhCn, GameKind::Doudizhu, "bid 2"), "bid 2");
    assert_eq!(
        args(Locale::ZhCn, GameKind::Chowdah, "meld Jh Qh JK /"),
        "meld J♥ Q♥ 百搭 /"
    );
    assert_eq!(
        args(Locale::Ja, GameKind::Chowdah, "swap 9d for JK @1.1"),
        "swap 9♦ と ジョーカー @1.1"
    );
    assert_eq!(
        args(Locale::ZhCn, GameKind::Chowdah, "draw stock"),
        "draw stock"
    );
    assert_eq!(args(Locale::ZhCn, GameKind::Chicago, "play Kh"), "play K♥");
    assert_eq!(
        args(Locale::Ja, GameKind::Yaodiren, "claim chi 长三 平八"),
        "claim chi 長三 平八"
    );
}

#[test]
fn a_bot_the_table_named_is_named_in_each_readers_language_and_nobody_else_is() {
    use super::shown_name;
    assert_eq!(shown_name(Locale::EnUs, "Bot 2"), "Bot 2");
    assert_eq!(shown_name(Locale::ZhCn, "Bot 2"), "机器人 2");
    assert_eq!(shown_name(Locale::Ja, "Bot 12"), "ボット12");
    for name in ["Bot", "Bot 02", "Bot 2a", "Robot 2", "bot 2"] {
        assert_eq!(shown_name(Locale::ZhCn, name), name);
    }
    let names = vec!["Ann".to_string(), "Bot 1".to_string()];
    let ctx = RenderCtx {
        locale: Locale::Ja,
        names: &names,
    };
    assert_eq!(ctx.names_of(&[Seat(0), Seat(1)]), "Annさんとボット1さん");
}
