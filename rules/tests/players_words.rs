//! The words players type (issue 19's list), each read by its game as the move it means: 出
//! plays in 斗地主 and Chicago and discards in Chowdah and 幺地人; 2分 bids 2; ロン wins.

use paiju_rules::games::any::GameKind;
use paiju_rules::games::verbs::{Verb, split_command};

/// (game, typed, verb, argument text after the verb).
const WORDS: &[(GameKind, &str, Verb, &str)] = &[
    // 斗地主
    (GameKind::Doudizhu, "叫 2", Verb::Bid, "2"),
    (GameKind::Doudizhu, "叫分 3", Verb::Bid, "3"),
    (GameKind::Doudizhu, "2分", Verb::Bid, "2"),
    (GameKind::Doudizhu, "不叫", Verb::Bid, "pass"),
    (GameKind::Doudizhu, "出牌 33344", Verb::Play, "33344"),
    (GameKind::Doudizhu, "出33344", Verb::Play, "33344"),
    (GameKind::Doudizhu, "不出", Verb::Pass, ""),
    (GameKind::Doudizhu, "要不起", Verb::Pass, ""),
    (GameKind::Doudizhu, "パス", Verb::Pass, ""),
    (GameKind::Doudizhu, "出す 33344", Verb::Play, "33344"),
    (GameKind::Doudizhu, "入札 2", Verb::Bid, "2"),
    (GameKind::Doudizhu, "3点", Verb::Bid, "3"),
    // Chicago
    (GameKind::Chicago, "换 8c 5d", Verb::Discard, "8c 5d"),
    (GameKind::Chicago, "换牌 8c", Verb::Discard, "8c"),
    (GameKind::Chicago, "不换", Verb::Pass, ""),
    (GameKind::Chicago, "喊芝加哥", Verb::Declare, "chicago"),
    (GameKind::Chicago, "不喊", Verb::Pass, ""),
    (GameKind::Chicago, "出 Kh", Verb::Play, "Kh"),
    (GameKind::Chicago, "交換 8c", Verb::Discard, "8c"),
    (GameKind::Chicago, "出す Kh", Verb::Play, "Kh"),
    (GameKind::Chicago, "シカゴ", Verb::Declare, "chicago"),
    (GameKind::Chicago, "パス", Verb::Pass, ""),
    // Chowdah
    (GameKind::Chowdah, "摸", Verb::Draw, ""),
    (GameKind::Chowdah, "摸牌", Verb::Draw, ""),
    (GameKind::Chowdah, "拿 2", Verb::Draw, "2"),
    (GameKind::Chowdah, "亮牌 9d Td", Verb::Meld, "9d Td"),
    (GameKind::Chowdah, "换 JK for 5s", Verb::Swap, "JK for 5s"),
    (GameKind::Chowdah, "胡", Verb::Declare, ""),
    (GameKind::Chowdah, "出 5s", Verb::Discard, "5s"),
    (GameKind::Chowdah, "引く", Verb::Draw, ""),
    (GameKind::Chowdah, "山札", Verb::Draw, "stock"),
    (GameKind::Chowdah, "捨てる 5s 1", Verb::Discard, "5s 1"),
    (GameKind::Chowdah, "晒す 9d Td", Verb::Meld, "9d Td"),
    (GameKind::Chowdah, "交換 JK for 5s", Verb::Swap, "JK for 5s"),
    (GameKind::Chowdah, "チャウダー", Verb::Declare, ""),
    // 幺地人
    (GameKind::Yaodiren, "打", Verb::Discard, ""),
    (GameKind::Yaodiren, "出 天牌", Verb::Discard, "天牌"),
    (GameKind::Yaodiren, "不起牌", Verb::Pass, ""),
    (GameKind::Yaodiren, "自摸", Verb::Claim, "hu"),
    (
        GameKind::Yaodiren,
        "チー 平八 平八",
        Verb::Claim,
        "chi 平八 平八",
    ),
    (GameKind::Yaodiren, "ポン", Verb::Claim, "peng"),
    (GameKind::Yaodiren, "シャー", Verb::Claim, "sha"),
    (GameKind::Yaodiren, "ロン", Verb::Claim, "hu"),
    (GameKind::Yaodiren, "ツモ", Verb::Claim, "hu"),
    (GameKind::Yaodiren, "参加", Verb::Play, ""),
    (GameKind::Yaodiren, "降りる", Verb::Fold, ""),
];

#[test]
fn every_word_players_type_reads_as_its_move() {
    let mut wrong = Vec::new();
    for &(kind, typed, verb, args) in WORDS {
        let got = split_command(kind.aliases(), typed);
        if got != Some((verb, args.to_string())) {
            wrong.push(format!(
                "{kind}: “{typed}” → {got:?}, not {verb:?} “{args}”"
            ));
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

#[test]
fn chu_plays_where_cards_are_played_and_discards_where_tiles_are_thrown() {
    let chu = |kind: GameKind| split_command(kind.aliases(), "出 3").map(|(v, _)| v);
    assert_eq!(chu(GameKind::Doudizhu), Some(Verb::Play));
    assert_eq!(chu(GameKind::Chicago), Some(Verb::Play));
    assert_eq!(chu(GameKind::Chowdah), Some(Verb::Discard));
    assert_eq!(chu(GameKind::Yaodiren), Some(Verb::Discard));
}
