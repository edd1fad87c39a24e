//! The rollouts' start of a hand: 偷牌 and the first move
//! (docs/rules/yaodiren.md#opening-起牌-and-extra-draws-偷牌).

use super::*;
use crate::cards::tiles::parse_tiles;

fn tiles(s: &str) -> TileCounts {
    TileCounts::from_tiles(parse_tiles(s).unwrap())
}

/// A hand with seat 0 dealing, `active` saying who is in it, and `stock` to draw from.
fn hand(hands: [&str; 3], active: [bool; 3], stock: &str) -> Sim {
    Sim {
        seats: std::array::from_fn(|i| {
            SimSeat::new(tiles(hands[i]), Vec::new(), active[i], i == 0)
        }),
        stock: parse_tiles(stock).unwrap(),
        drawn: 0,
        me: Seat(0),
    }
}

#[test]
fn a_hand_with_fewer_than_two_seats_in_it_does_not_begin() {
    let mut sim = hand(["天天", "地地", "人人"], [true, false, false], "和 和");
    assert!(sim.begin().is_none());
    assert_eq!(sim.drawn, 0);
}

#[test]
fn four_of_a_kind_draws_a_tile_five_draw_two_and_a_drawn_tile_can_earn_another() {
    let mut sim = hand(
        ["人人人人 天天天 和", "地地地地地 梅子", "长三 长三"],
        [true, true, true],
        "天 斧头 高脚 丁丁 幺四",
    );
    let next = sim.begin();
    // The dealer draws for its four 人, and the 天 it draws makes four 天: one more draw.
    assert_eq!(sim.seats[0].concealed, tiles("人人人人 天天天天 和 斧头"));
    // Then the next seat draws two for its five 地.
    assert_eq!(sim.seats[1].concealed, tiles("地地地地地 梅子 高脚 丁丁"));
    assert_eq!(sim.seats[2].concealed, tiles("长三 长三"));
    assert_eq!(sim.drawn, 4);
    assert!(matches!(next, Some(Next::Discard(Seat(0)))), "{next:?}");
}

#[test]
fn a_dealer_who_folded_leaves_the_first_move_to_the_next_seats_flip() {
    let mut sim = hand(["天天天天", "地地", "人人"], [false, true, true], "和 斧头");
    let next = sim.begin();
    // A folded dealer draws nothing for its four 天.
    assert_eq!(sim.seats[0].concealed, tiles("天天天天"));
    assert!(
        matches!(
            next,
            Some(Next::Window {
                tile: Tile::He,
                source: Seat(1),
                flip: true
            })
        ),
        "{next:?}"
    );
}

#[test]
fn a_stock_that_runs_out_in_the_extra_draws_ends_the_hand() {
    let mut sim = hand(["人人人人人", "地地", "和和"], [true, true, false], "天");
    assert!(sim.begin().is_none());
}
