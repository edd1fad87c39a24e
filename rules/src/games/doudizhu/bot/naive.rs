//! A naive public rule-based agent, the yardstick issue 18 measured the old bot against and a
//! second opponent for `paiju arena --b naive` besides our own `easy`: lead the combination
//! that holds your lowest card (the longest one), follow with the lowest play of the same type,
//! never bomb, never think about a partner. It bids as `easy` does (the yardstick says nothing
//! about bids). Like every bot here it sees the seat's `Info` only.

use super::easy::{choose_bid, is_bomb};
use crate::games::doudizhu::Action;
use crate::games::doudizhu::info::Info;
use crate::games::doudizhu::moves::legal_plays;

pub fn choose(info: &Info) -> Action {
    let view = &info.view;
    let hand = info.hand();
    if info.in_auction() {
        let top = view.bids.iter().map(|(_, b)| *b).max();
        return Action::Bid(choose_bid(&hand, info.players, top));
    }
    let follow = view.to_beat.map(|(_, c)| c);
    let plays = legal_plays(&hand, info.players, follow.as_ref());
    let choice = match follow {
        None => {
            let lowest = hand.ranks().next().expect("a seat to lead holds cards");
            plays
                .iter()
                .filter(|c| !is_bomb(c) && c.cards.count(lowest) > 0)
                .max_by_key(|c| (c.cards.len(), std::cmp::Reverse(c.main)))
                // A hand of nothing but bombs leads the lowest of them.
                .or_else(|| plays.iter().min_by_key(|c| (c.cards.len(), c.main)))
        }
        Some(to_beat) => plays
            .iter()
            .filter(|c| c.kind == to_beat.kind && !is_bomb(c))
            .min_by_key(|c| c.main),
    };
    choice.map_or(Action::Pass, |c| Action::Play(c.cards))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::Game;
    use crate::games::doudizhu::DouDizhu;
    use crate::games::doudizhu::config::Config;

    /// Plays bots until a seat is to lead with a to-beat in front of it, or to lead afresh.
    fn info_where(want_lead: bool) -> Info {
        for seed in 0..50 {
            let mut g = DouDizhu::new(Config::default(), seed).unwrap().game;
            while g.outcome().is_none() {
                let seat = g.to_act()[0];
                let info = g.info_state(seat).unwrap();
                if !info.in_auction() && info.view.to_beat.is_none() == want_lead {
                    return info;
                }
                let a = choose(&info);
                g.apply(seat, a).unwrap();
            }
        }
        panic!("no such position in 50 deals");
    }

    #[test]
    fn a_lead_holds_the_lowest_card_in_hand() {
        let info = info_where(true);
        let lowest = info.hand().ranks().next().unwrap();
        let Action::Play(cards) = choose(&info) else {
            panic!("a leader plays");
        };
        assert!(cards.count(lowest) > 0, "{cards:?} leaves out {lowest:?}");
    }

    #[test]
    fn a_follow_is_the_lowest_play_of_the_same_type_or_a_pass() {
        let info = info_where(false);
        let (_, to_beat) = info.view.to_beat.unwrap();
        let plays = legal_plays(&info.hand(), info.players, Some(&to_beat));
        let lowest = plays
            .iter()
            .filter(|c| c.kind == to_beat.kind && !is_bomb(c))
            .map(|c| c.main)
            .min();
        match (choose(&info), lowest) {
            (Action::Play(cards), Some(main)) => {
                let combo = plays.iter().find(|c| c.cards == cards).unwrap();
                assert_eq!((combo.kind, combo.main), (to_beat.kind, main));
            }
            (Action::Pass, None) => {}
            (a, l) => panic!("{a:?} with the lowest same-type answer {l:?}"),
        }
    }
}
