//! Unit tests of `split` (kept out of `split.rs` so that the code stays short).

use super::*;
use crate::cards::tiles::parse_tiles;

fn split(s: &str, dealer: bool) -> Result<HandValue, NoSplit> {
    best_split(&parse_tiles(s).unwrap(), dealer, &Config::default())
}

#[test]
fn simple_winning_hand() {
    // 天天天 8, 地地地 8 (1 番), 人人人 8 (1 番), 和和和 8, 四六四六和 3, 猫猫平八平八 1,
    // 长三长三长三 4: 40 砣.
    let s = split(
        "天天天 地地地 人人人 和和和 四六四六和 猫猫平八平八 长三长三长三",
        false,
    );
    let s = s.unwrap().scored.expect("wins");
    assert_eq!(s.kans.len(), 7);
    assert_eq!(s.tuo, 8 * 4 + 3 + 1 + 4);
    assert!(s.fan_sources.contains(&FanSource::YaodirenKan {
        tile: Tile::Di,
        count: 3
    }));
    assert!(s.fan_sources.contains(&FanSource::YaodirenKan {
        tile: Tile::Ren,
        count: 3
    }));
}

#[test]
fn below_threshold_is_a_split_that_does_not_win() {
    let s = split("梅子梅子梅子 长三长三长三 斧头斧头斧头 平八平八猫猫 三五三五二红 黑九黑九幺四 拐子拐子红九", false).unwrap();
    assert_eq!(s.scored, None);
    assert_eq!(s.fan(), 0);
    assert!(!s.most_tuo.wins);
    assert_eq!(s.most_tuo.tuo, 4 + 4 + 4 + 1 + 1 + 1 + 1);
}

#[test]
fn all_black_exemption_is_an_option() {
    let hand = "梅子梅子梅子 长三长三长三 斧头斧头斧头 平八平八长三 三五三五长三 黑九黑九拐子 拐子拐子黑九";
    let tiles = parse_tiles(hand).unwrap();
    let s = best_split(&tiles, false, &Config::default())
        .unwrap()
        .scored
        .expect("exempt");
    assert!(s.wins && s.exempt, "{s:?}");
    assert!(s.fan_sources.contains(&FanSource::AllBlack));
    let strict = Config {
        black_exempt: false,
        ..Config::default()
    };
    let s = best_split(&tiles, false, &strict).unwrap();
    assert_eq!(s.scored, None);
    assert!(!s.most_tuo.wins && !s.most_tuo.exempt);
}

#[test]
fn the_dealer_needs_one_more() {
    // 33 砣 exactly: 8 + 8 + 8 + 4 + 4 + 1 + 0 (梅子 梅子 长二: no red).
    let hand = "天天天 人人人 二红二红二红 梅子梅子梅子 长三长三长三 平八平八猫猫 梅子梅子长二";
    let s = split(hand, false).unwrap().most_tuo;
    assert_eq!((s.tuo, s.wins), (33, true));
    let d = split(hand, true).unwrap().most_tuo;
    assert_eq!((d.tuo, d.wins), (33, false));
}

#[test]
fn search_prefers_more_tuo() {
    // 天天天 + 地地地 (16 砣) beats 天天地 + 地地天 (6).
    let hand = "天天天 地地地 人人人 和和和 四六四六和 长三长三长三 猫猫平八平八";
    let s = split(hand, false).unwrap().most_tuo;
    assert!(s.kans.contains(&Kan::Identical {
        tile: Tile::Tian,
        count: 3
    }));
    assert_eq!(s.tuo, 40);
}

#[test]
fn hard_hand_needs_backtracking() {
    // Sevens everywhere: 15 seven-point tiles and 6 more, several decompositions.
    let hand = "高脚高脚高脚高脚高脚 二五二五二五二五二五 三四三四三四三四三四 猫猫 猫猫 猫猫 猫猫 平八 三五";
    let s = split(hand, false).unwrap().most_tuo;
    assert_eq!(s.kans.len(), 7);
    let all: Vec<Tile> = {
        let mut v: Vec<Tile> = s.kans.iter().flat_map(|k| k.tiles()).collect();
        v.sort();
        v
    };
    let mut want = parse_tiles(hand).unwrap();
    want.sort();
    assert_eq!(all, want);
    // Many ways to split the sevens: the search must find the most 砣.
    assert_eq!(
        s.tuo,
        brute_force_max_tuo(&TileCounts::from_tiles(want), 7).unwrap()
    );
}

/// Tries every kan holding the lowest tile, from the plain catalogue, with a plain memo.
fn brute_force_max_tuo(c: &TileCounts, k: usize) -> Option<u32> {
    fn go(
        c: &TileCounts,
        k: usize,
        memo: &mut std::collections::HashMap<(TileCounts, usize), Option<u32>>,
    ) -> Option<u32> {
        if c.is_empty() {
            return (k == 0).then_some(0);
        }
        if k == 0 {
            return None;
        }
        if let Some(v) = memo.get(&(*c, k)) {
            return *v;
        }
        let low = c.kinds().next().unwrap();
        let v = Kan::all()
            .iter()
            .filter(|kan| kan.tiles()[0] == low && c.contains(&kan.counts()))
            .filter_map(|kan| {
                let mut rest = *c;
                rest.take_all(&kan.counts());
                go(&rest, k - 1, memo).map(|t| t + kan.tuo())
            })
            .max();
        memo.insert((*c, k), v);
        v
    }
    go(c, k, &mut std::collections::HashMap::new())
}

#[test]
fn search_agrees_with_brute_force_on_random_hands() {
    use crate::games::shuffle;
    let mut rng = shuffle::rng(99);
    let mut found = 0;
    for _ in 0..200 {
        let mut deck = Tile::deck();
        shuffle::shuffle(&mut rng, &mut deck);
        // Bias towards splittable hands: start from 7 random kans.
        let mut c = TileCounts::new();
        let mut pool = TileCounts::from_tiles(deck.iter().copied());
        let mut kans = 0;
        for _ in 0..60 {
            let kan = Kan::all()[shuffle::below(&mut rng, Kan::all().len())];
            if kans < 7 && pool.take_all(&kan.counts()) {
                c.add_all(&kan.counts());
                kans += 1;
            }
        }
        if kans < 7 {
            continue;
        }
        let v = best_split(&c.tiles(), false, &Config::default()).unwrap();
        let max = brute_force_max_tuo(&c, 7).unwrap();
        // The win test is on the split with the most 砣 …
        assert_eq!(v.most_tuo.tuo, max);
        assert_eq!(v.scored.is_some(), max >= 33 || v.most_tuo.exempt);
        // … and the 番 on a winning split, never fewer than the most-砣 split's own.
        if let Some(s) = &v.scored {
            assert!(s.wins && (s.tuo >= 33 || s.exempt));
            assert!(s.fan >= v.most_tuo.fan);
        }
        for s in std::iter::once(&v.most_tuo).chain(&v.scored) {
            let mut all: Vec<Tile> = s.kans.iter().flat_map(|k| k.tiles()).collect();
            all.sort();
            assert_eq!(all, c.tiles());
        }
        found += 1;
    }
    assert!(found > 30, "{found}");
}

#[test]
fn five_yaodiren_tiles_make_three_fan() {
    // 地×5 as one kan: 3 番 and 16 砣, better than 地地地 (1 番, 8 砣) + 地地天 (3 砣).
    let hand = "地地地地地 天天天天 人人人 和和和 四六四六和 长三长三长三 猫猫平八平八";
    let s = split(hand, false).unwrap().scored.expect("wins");
    assert!(s.kans.contains(&Kan::Identical {
        tile: Tile::Di,
        count: 5
    }));
    assert!(s.fan >= 3);
}

#[test]
fn fan_may_come_from_a_split_with_fewer_tuo() {
    // Most 砣 (56): 猫猫×4 (12) + 长三×4 (6) + 三五三五长三 (0) …, 5 番. Keeping all five
    // 长三 together (a five-of-a-kind: +1 番) and making 三五三五猫猫 with a 猫猫 gives 55 砣
    // and 6 番 (55 and 56 are both two full tens over the threshold).
    let hand = "猫猫 猫猫 猫猫 猫猫 拐子 拐子 拐子 拐子 长三 长三 长三 长三 长三 三五 三五 \
                黑九 黑九 黑九 黑九 黑九 人 人 人 人 红九 红九 红九 红九";
    let v = split(hand, false).unwrap();
    assert_eq!((v.most_tuo.tuo, v.most_tuo.fan), (56, 5));
    let scored = v.other_scored_split().expect("a different split scores");
    assert_eq!((scored.tuo, scored.fan), (55, 6));
    assert_eq!(v.fan(), 6);
    let json = serde_json::to_value(&v).unwrap();
    assert_eq!(
        (json["tuo"].as_u64(), json["fan"].as_u64()),
        (Some(56), Some(6))
    );
    assert_eq!(json["wins"], true);
    assert_eq!(json["fan_tuo"], 55);
    assert_eq!(json["fan_kans"].as_array().unwrap().len(), 7);
    // When one split is best on both counts, there is no second one.
    let v = split(
        "天天天 地地地 人人人 和和和 四六四六和 长三长三长三 猫猫平八平八",
        false,
    )
    .unwrap();
    assert!(v.other_scored_split().is_none());
    assert!(serde_json::to_value(&v).unwrap().get("fan_kans").is_none());
}

#[test]
fn no_split_says_why() {
    assert_eq!(
        split("天天天", false),
        Err(NoSplit::TileCount {
            got: 3,
            min: 21,
            max: 35
        })
    );
    assert!(matches!(
        split(
            "天天天天天天 地地地 人人人 和和和 四六四六和 长三长三长三 猫猫平八",
            false
        ),
        Err(NoSplit::TooManyCopies {
            tile: Tile::Tian,
            count: 6
        })
    ));
    let err = split(
        "天天天 地地地 人人人 和和和 四六四六和 长三长三长三 猫猫丁丁斧头",
        false,
    )
    .unwrap_err();
    match err {
        NoSplit::NoSevenKans {
            most_kans,
            kans,
            leftover,
        } => {
            assert_eq!(most_kans, 6);
            assert_eq!(kans.len(), 6);
            assert_eq!(leftover.len(), 3);
        }
        other => panic!("{other:?}"),
    }
}

#[test]
fn claim_win_types() {
    // Concealed 20 + the claimed 人: 人 8 + 猫猫 6 = 14, so 人人猫猫 + 猫猫×3 (11 砣) — or
    // 猫猫猫猫人 twice (6 砣). Either way the 人 is in an X-X-Y kan.
    let concealed = TileCounts::from_tiles(
        parse_tiles("天天天 地地地 和和和 四六四六和 长三长三长三 人 猫猫 猫猫 猫猫 猫猫").unwrap(),
    );
    let w = claim_win(&[], &concealed, Tile::Ren, false, true);
    // Two 人 only: no kan of identical 人, so not a 碰-type win.
    assert!(w.peng_type.is_none());
    let chi = w.chi_type.clone().unwrap();
    assert!(chi.kans.contains(&Kan::PairPlus {
        pair: Tile::Ren,
        single: Tile::Maomao
    }));
    assert_eq!(chi.tuo, 8 + 8 + 8 + 3 + 4 + 3 + 8);
    assert_eq!(w.best(true), Some(&chi));
    // A hand waiting on 天 for a triplet.
    let concealed = TileCounts::from_tiles(
        parse_tiles("天天 地地地 人人人 和和和 四六四六和 长三长三长三 猫猫平八平八").unwrap(),
    );
    let w = claim_win(&[], &concealed, Tile::Tian, false, true);
    assert!(w.peng_type.is_some());
    assert!(w.best(true).is_none());
    assert!(w.best(false).is_some());
}

#[test]
fn exposed_kans_count() {
    let exposed = [Kan::Identical {
        tile: Tile::Tian,
        count: 4,
    }];
    let concealed = TileCounts::from_tiles(
        parse_tiles("地地地 人人人 和和和 四六四六和 长三长三长三 猫猫平八平八").unwrap(),
    );
    let s = winning_split(&exposed, &concealed, false, true).unwrap();
    assert_eq!(s.kans[0], exposed[0]);
    assert_eq!(s.tuo, 12 + 8 + 8 + 8 + 3 + 4 + 1);
    assert!(winning_split(&exposed, &concealed, true, true).is_some());
}
