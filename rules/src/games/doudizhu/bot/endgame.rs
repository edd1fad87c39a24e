//! Exact play of a Dou Dizhu endgame with every hand known: can the landlord's side win
//! whatever the other side does (docs/rules/doudizhu.md#trick-play)?
//!
//! The `hard` bot solves each sampled world this way once few cards are left: there one
//! wrong single loses the deal, and a rollout's heuristic play would blur the line that
//! wins. Both farmers play for their side, so the game is two-sided and perfect-information
//! minimax is exact. Positions repeat (the same cards played in another order), so results
//! are kept; a node limit bounds the work, and a caller that hits it falls back to rollouts.

use super::world::World;
use crate::games::Seat;
use crate::games::doudizhu::moves::legal_plays;
use std::collections::HashMap;

/// One solver per sampled world: what it learnt about positions serves every candidate.
pub struct Solver {
    known: HashMap<World, bool>,
    /// Positions searched so far (the caller counts them against its budget).
    pub nodes: usize,
    limit: usize,
}

impl Solver {
    pub fn new(limit: usize) -> Solver {
        Solver {
            known: HashMap::new(),
            nodes: 0,
            limit,
        }
    }

    /// Whether the landlord wins `world` with best play on both sides; `None` once the
    /// node limit is spent.
    pub fn landlord_wins(&mut self, world: &World) -> Option<bool> {
        if let Some(w) = world.winner() {
            return Some(w == world.landlord);
        }
        let key = Self::key(world);
        if let Some(&known) = self.known.get(&key) {
            return Some(known);
        }
        if self.nodes >= self.limit {
            return None;
        }
        self.nodes += 1;
        let mover = world.turn;
        let landlord_moves = mover == world.landlord;
        let hand = world.hands[mover.index()];
        let follow = world.to_beat.map(|(_, c)| c);
        let mut plays = legal_plays(&hand, world.players, follow.as_ref());
        // Going out first, then the plays that shed most: the winning line is usually
        // found among the first few, and the rest are cut off.
        plays.sort_by_key(|c| std::cmp::Reverse(c.cards.len()));
        let mut options: Vec<Option<_>> = plays.into_iter().map(Some).collect();
        if follow.is_some() {
            options.push(None);
        }
        // The mover's side wins if one option wins for it; otherwise the other side does.
        let mut result = !landlord_moves;
        for option in options {
            let mut next = world.clone();
            next.apply(option);
            if self.landlord_wins(&next)? == landlord_moves {
                result = landlord_moves;
                break;
            }
        }
        self.known.insert(key, result);
        Some(result)
    }

    /// The position without what does not change its outcome: the bombs played so far.
    fn key(world: &World) -> World {
        World {
            bombs: 0,
            ..world.clone()
        }
    }
}

/// Cards left in all hands.
pub fn cards_left(world: &World) -> usize {
    Seat::all(world.n)
        .map(|s| world.hands[s.index()].len())
        .sum()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::doudizhu::{Players, RankCounts, classify};

    fn rc(s: &str) -> RankCounts {
        RankCounts::parse(s).unwrap()
    }

    fn world(hands: [&str; 3], turn: u8) -> World {
        World {
            players: Players::Three,
            n: 3,
            hands: [rc(hands[0]), rc(hands[1]), rc(hands[2]), RankCounts::new()],
            landlord: Seat(0),
            turn: Seat(turn),
            to_beat: None,
            passes: 0,
            bombs: 0,
        }
    }

    #[test]
    fn a_landlord_holding_the_top_card_and_a_pair_wins_by_leading_the_top_card_first() {
        // The landlord leads the 2 (nobody beats it), then the pair goes out.
        let w = world(["2 44", "A 3", "K 5"], 0);
        assert_eq!(Solver::new(10_000).landlord_wins(&w), Some(true));
    }

    #[test]
    fn farmers_win_when_the_first_farmer_leads_the_card_the_landlord_cannot_beat() {
        // Farmer 1 leads its 6, which the landlord cannot beat, and goes out with the 3;
        // leading the 3 first would let the landlord through.
        let w = world(["4 5", "3 6", "A 7"], 1);
        assert_eq!(Solver::new(10_000).landlord_wins(&w), Some(false));
    }

    #[test]
    fn a_follow_can_be_passed_and_the_trick_goes_back_to_its_winner() {
        let mut w = world(["33 9", "K", "Q"], 1);
        // Farmer 1 must beat the landlord's pair or pass; it cannot, so the landlord leads
        // again and goes out with the 9.
        w.to_beat = Some((Seat(0), classify(&rc("33"), Players::Three).unwrap()));
        w.hands[0] = rc("9");
        w.passes = 0;
        assert_eq!(Solver::new(10_000).landlord_wins(&w), Some(true));
    }

    #[test]
    fn the_node_limit_gives_up_instead_of_guessing() {
        let w = world(["4 5", "3 6", "A 7"], 1);
        assert_eq!(Solver::new(0).landlord_wins(&w), None);
    }
}
