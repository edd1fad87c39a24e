use super::*;
use crate::cards::tiles::parse_tiles;
use crate::games::Game;
use crate::games::Seat;
use crate::games::yaodiren::{Config, Deal, Yaodiren};

fn counts(s: &str) -> TileCounts {
    TileCounts::from_tiles(parse_tiles(s).unwrap())
}

/// May open (five red triplets) but does not win on its 21 tiles; one 天 to spare.
const DEALER: &str =
    "天 二红二红二红 丁丁丁丁丁丁 三四三四三四 高脚高脚高脚 猫猫猫猫猫猫 斧头斧头 梅子梅子梅子";
const PLAIN: &str =
    "长二长二长二 拐子拐子拐子 二五二五二五 三五三五三五 黑九黑九黑九 平八平八平八 四六四六";
const WAITS_TIAN: &str = "天天 人人人 和和和 幺四幺四幺四 红九红九红九 地地地 四六四六四六";

/// A game at the dealer's first discard, everyone in the hand.
pub(super) fn at_first_discard() -> Yaodiren {
    let hands: Vec<Vec<Tile>> = [DEALER, PLAIN, WAITS_TIAN]
        .iter()
        .map(|h| parse_tiles(h).unwrap())
        .collect();
    let mut rest = TileCounts::deck();
    for t in hands.iter().flatten() {
        assert!(rest.take(*t, 1));
    }
    let deal = Deal {
        hands,
        stock: rest.tiles(),
        dealer: Seat::from_index(0),
    };
    let mut g = Yaodiren::with_deal(Config::default(), deal, 7)
        .unwrap()
        .game;
    while matches!(g.stage(), Stage::Opening | Stage::Joining) {
        let seat = g.to_act()[0];
        let legal = g.legal_actions(seat);
        let a = if legal.contains(&Action::Open) {
            Action::Open
        } else if legal.contains(&Action::Play) {
            Action::Play
        } else {
            Action::Pass
        };
        g.act(seat, a).unwrap();
    }
    assert_eq!(g.stage(), Stage::Discard);
    g
}

fn standing(lead: i64, second: i64, last_hand: bool, others_in: usize) -> Standing {
    Standing {
        lead,
        second,
        last_hand,
        others_in,
    }
}

#[test]
fn a_leader_sits_out_even_a_strong_hand() {
    let strong = opening_estimate(&counts(WAITS_TIAN), false);
    assert!(strong.qualifies);
    assert!(!plays_hand(&strong, standing(3, 3, false, 0)));
    assert!(!plays_hand(&strong, standing(1, 4, true, 2)));
    // Not ahead: the same hand is played.
    assert!(plays_hand(&strong, standing(0, 0, false, 2)));
    assert!(plays_hand(&strong, standing(-3, 0, false, 1)));
}

#[test]
fn a_seat_behind_plays_any_hand_on_the_last_hand() {
    let junk = opening_estimate(
        &counts(
            "天 地 人 和 梅子 长二 长三 斧头 四六 猫猫 高脚 红九 幺四 二五 拐子 三五 平八 黑九 二红 丁丁",
        ),
        false,
    );
    assert!(!plays_hand(&junk, standing(0, 0, false, 0)));
    assert!(plays_hand(&junk, standing(-4, 0, true, 1)));
    // All level: sitting out cannot win either.
    assert!(plays_hand(&junk, standing(0, 0, true, 2)));
    // Tied at the top with one seat: sitting out keeps the tie unless that seat wins.
    assert!(!plays_hand(&junk, standing(0, 3, true, 1)));
}

#[test]
fn with_both_others_in_a_level_seat_needs_a_hand_at_the_threshold() {
    let at = |margin: i64| Estimate {
        tuo: u32::try_from(33 + margin).unwrap(),
        kans: 7,
        threshold: 33,
        qualifies: margin >= 0,
        groups: Vec::new(),
    };
    assert!(plays_hand(&at(3), standing(0, 0, false, 2)));
    assert!(!plays_hand(&at(0), standing(0, 0, false, 2)));
    // With nobody else in yet, a hand a little short is played.
    assert!(plays_hand(&at(-6), standing(0, 0, false, 0)));
    assert!(!plays_hand(&at(-6), standing(0, 0, false, 1)));
}

#[test]
fn a_hand_short_of_the_threshold_pays_for_every_missing_tuo() {
    // Six black triplets and a black pair: 6 × 4 + 4 = 28 砣 at best, 5 short of 33.
    let black = counts(
        "长二长二长二 拐子拐子拐子 二五二五二五 三五三五三五 黑九黑九黑九 平八平八平八 梅子梅子",
    );
    // Red triplets reach the threshold.
    let red = counts("天天天 人人人 和和和 幺四幺四幺四 红九红九红九 地地地 猫猫猫猫");
    let plain = |h: &TileCounts| Grouping::new(group_weight, true, 7, None).run(h).unwrap();
    let mut v = Valuer::for_hand(false, &[]);
    assert_eq!(v.value(&black, 7, 0), plain(&black) - SHORTFALL * 5);
    assert_eq!(v.value(&red, 7, 0), plain(&red));
}

#[test]
fn a_peng_that_completes_a_red_triplet_beats_passing() {
    let hand = counts("天天 人人人 和和和 幺四幺四幺四 红九红九红九 长二 拐子 黑九 平八 斧头");
    let mut v = Valuer::for_hand(false, &[]);
    let pass = v.value(&hand, 7, 0) * 2;
    let peng = v.claim_value(&hand, 7, Tile::Tian, Claim::Peng).unwrap();
    assert!(peng > pass, "peng {peng} pass {pass}");
}

#[test]
fn a_chi_that_breaks_a_red_triplet_is_worse_than_passing() {
    // 猫猫 (6) + 人人 (8 + 8) would be a kan of 3 砣, breaking 人人人 (8 砣).
    let hand = counts("人人人 天天天 和和和 幺四幺四幺四 红九红九红九 地地地 斧头 长二");
    let mut v = Valuer::for_hand(false, &[]);
    let pass = v.value(&hand, 7, 0) * 2;
    let with = [Tile::Ren, Tile::Ren];
    let chi = v
        .claim_value(&hand, 7, Tile::Maomao, Claim::Chi { with })
        .unwrap();
    assert!(chi < pass, "chi {chi} pass {pass}");
}

#[test]
fn a_kind_whose_copies_are_all_in_sight_is_safer_to_discard() {
    let g = at_first_discard();
    let view = g.view(Seat::from_index(0));
    // With one 天 in sight, four are out there (a 碰 for whoever holds two); with four in
    // sight, one: no opponent can 碰 it or win on it with a kan of 天.
    let one = *g.concealed(Seat::from_index(0));
    let mut four = one;
    four.add(Tile::Tian, 3);
    assert!(danger(Tile::Tian, &four, &view) < danger(Tile::Tian, &one, &view));
}

#[test]
fn the_unseen_tiles_are_the_deck_less_what_the_seat_sees() {
    let g = at_first_discard();
    let info = g.info_state(Seat::from_index(0)).unwrap();
    let mut all = unseen(&info);
    all.add_all(&info.concealed);
    assert_eq!(all, TileCounts::deck());
    // Two hands of 20 and the stock are hidden.
    assert_eq!(unseen(&info).len(), 40 + usize::from(info.view.stock));
}
