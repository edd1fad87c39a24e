//! Dou Dizhu's `easy` bot: a simple, honest heuristic.
//!
//! Easy bidding: count the high cards (jokers, 2s, bombs) and bid that strength.
//! Easy playing: go out whenever one play empties the hand; otherwise lead or follow with the
//! cheapest combination that does not break a bomb, leave a teammate's winning play alone,
//! and keep bombs for when an opponent is about to go out.

use crate::games::doudizhu::Action;
use crate::games::doudizhu::auction::Bid;
use crate::games::doudizhu::combos::{Combo, Kind};
use crate::games::doudizhu::config::Players;
use crate::games::doudizhu::info::Info;
use crate::games::doudizhu::moves::legal_plays;
use crate::games::doudizhu::rank::{DdzRank, RankCounts};

/// The easy bot.
pub fn choose(info: &Info) -> Action {
    let view = &info.view;
    let seat = info.seat;
    let hand = info.hand();
    let players = info.players;
    if info.in_auction() {
        return Action::Bid(choose_bid(
            &hand,
            players,
            view.bids.iter().map(|(_, b)| *b).max(),
        ));
    }
    let follow = view.to_beat.map(|(_, c)| c);
    let plays = legal_plays(&hand, players, follow.as_ref());
    // Go out at once if a single play empties the hand.
    if let Some(out) = plays.iter().find(|c| c.cards.len() == hand.len()) {
        return Action::Play(out.cards);
    }
    let bomb_ranks: Vec<DdzRank> = hand
        .ranks()
        .filter(|&r| !r.is_joker() && hand.count(r) >= 4)
        .collect();
    let keeps_bombs = |c: &&Combo| is_bomb(c) || bomb_ranks.iter().all(|&r| c.cards.count(r) == 0);
    let cheapest = |candidates: Vec<&Combo>| -> Option<Combo> {
        candidates
            .into_iter()
            .min_by_key(|c| (c.main, std::cmp::Reverse(c.cards.len())))
            .copied()
    };
    let Some((winner, _)) = view.to_beat else {
        // Leading: the lowest main rank, the more cards the better; bombs last.
        let ordinary: Vec<&Combo> = plays
            .iter()
            .filter(|c| !is_bomb(c))
            .filter(keeps_bombs)
            .collect();
        let choice = cheapest(ordinary)
            .or_else(|| cheapest(plays.iter().filter(|c| !is_bomb(c)).collect()))
            .or_else(|| cheapest(plays.iter().collect()))
            .expect("a non-empty hand always has a single to lead");
        return Action::Play(choice.cards);
    };
    let landlord = view.landlord.unwrap_or(seat);
    let teammate_winning = seat != landlord && winner != landlord;
    if teammate_winning {
        return Action::Pass;
    }
    let ordinary: Vec<&Combo> = plays
        .iter()
        .filter(|c| !is_bomb(c))
        .filter(keeps_bombs)
        .collect();
    if let Some(c) = cheapest(ordinary) {
        return Action::Play(c.cards);
    }
    // Bomb only when the opponent who is winning the trick is close to going out.
    let danger = view.hand_sizes[winner.index()] <= 4;
    if danger {
        let bombs: Vec<&Combo> = plays.iter().filter(|c| is_bomb(c)).collect();
        if let Some(b) = bombs
            .into_iter()
            .min_by_key(|c| (c.kind == Kind::Rocket, c.len, c.main))
        {
            return Action::Play(b.cards);
        }
    }
    Action::Pass
}

pub fn is_bomb(c: &Combo) -> bool {
    matches!(c.kind, Kind::Bomb | Kind::Rocket)
}

/// Bid on strong hands: jokers, 2s and bombs make a hand strong.
pub fn choose_bid(hand: &RankCounts, players: Players, top: Option<Bid>) -> Bid {
    let mut strength = 0.0;
    strength += 2.5 * f64::from(hand.count(DdzRank::RED_JOKER));
    strength += 2.0 * f64::from(hand.count(DdzRank::BLACK_JOKER));
    strength += f64::from(hand.count(DdzRank::TWO));
    strength += 0.5 * f64::from(hand.count(DdzRank::ACE));
    let bomb_size = match players {
        Players::Three => 4,
        Players::Four => 5,
    };
    for r in DdzRank::all().filter(|r| !r.is_joker()) {
        if hand.count(r) >= bomb_size {
            strength += 3.0;
        }
    }
    let thresholds = match players {
        Players::Three => [4.0, 6.0, 8.0],
        Players::Four => [7.0, 9.5, 12.0],
    };
    let want = thresholds.iter().filter(|&&t| strength >= t).count();
    let want = u8::try_from(want).expect("one of three thresholds");
    let top = top.map_or(0, Bid::value);
    Bid::worth(want, top)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rc(s: &str) -> RankCounts {
        RankCounts::parse(s).unwrap()
    }

    #[test]
    fn strong_hands_bid_weak_hands_pass() {
        assert_eq!(
            choose_bid(&rc("BR2222AA"), Players::Three, None),
            Bid::Three
        );
        assert_eq!(choose_bid(&rc("345678"), Players::Three, None), Bid::Pass);
        // Never a bid that does not beat the top.
        assert_eq!(
            choose_bid(&rc("R22"), Players::Three, Some(Bid::Two)),
            Bid::Pass
        );
    }
}
