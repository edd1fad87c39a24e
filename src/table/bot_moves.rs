//! The moves bots make at a live table: the seats bots sit in, stand-ins after a timeout and
//! away players' seats, each answered in the same step as the move that made it their turn.
//!
//! How they share the machine with a thousand other tables is `bot_budget`'s: a `hard` search
//! waits briefly for a free core and is capped on the wall clock, or the table plays the
//! `normal` level's move at once. Tests and the terminal set no budget, so a seed replays the
//! same game anywhere; the moves are logged (`TableOp::Act`), never decided again.

use super::bot_budget::BotBudget;
use super::{Actor, Handled, Status, Table, TableError, TableOp, Timestamp};
use crate::games::any::AnyAction;
use crate::games::{BotParams, Level, Seat};
use std::sync::Arc;

/// A bug guard: no game needs this many bot moves in a row.
const MAX_BOT_MOVES: usize = 100_000;

impl Table {
    /// Shares the machine with other tables' bots through `budget` (`None`: each decision
    /// does its level's work whatever the time).
    pub fn set_bot_budget(&mut self, budget: Option<Arc<BotBudget>>) {
        self.bot_budget = budget;
    }

    /// The move of the bot playing `seat` at `level`, and the level it played at (lower than
    /// asked when the budget had no core to spare). The next entry's number seeds it: the move
    /// is logged, so the seed only has to differ from move to move.
    pub(super) fn bot_move(&self, seat: Seat, level: Level) -> (Option<AnyAction>, Level) {
        let seq = self.next_seq;
        let game = self.game.as_ref();
        let decide = |params: &BotParams| game.and_then(|g| g.bot_action_with(seat, params));
        match &self.bot_budget {
            None => (decide(&BotParams::new(level, seq)), level),
            Some(budget) => {
                let (params, _slot) = budget.params(level, seq);
                (decide(&params), params.level)
            }
        }
    }

    /// Lets bot seats (and stand-ins) move, and makes the passes people have no choice but
    /// to make (`auto_pass`), until a person must choose or the game ends.
    pub(super) fn run_bots(
        &mut self,
        now: Timestamp,
        handled: &mut Handled,
    ) -> Result<(), TableError> {
        for _ in 0..MAX_BOT_MOVES {
            if self.status != Status::Playing {
                return Ok(());
            }
            let Some(game) = &self.game else {
                return Ok(());
            };
            let bot = game.to_act().into_iter().find(|&s| self.bot_plays(s));
            let (actor, seat, action) = match bot {
                Some(seat) => match self.bot_move(seat, self.bot_level(seat)) {
                    (Some(action), _) => (Actor::Bot(seat), seat, action),
                    (None, _) => return Ok(()),
                },
                None => match self.forced_pass_due() {
                    Some((seat, action)) => (Actor::System, seat, action),
                    None => return Ok(()),
                },
            };
            let op = TableOp::Act { seat, action };
            self.commit(now, actor, None, op, handled)?;
        }
        tracing::error!(table = %self.header.id, "bots did not stop");
        Ok(())
    }

    /// A seat's own bot plays at its level; a stand-in at the default one.
    fn bot_level(&self, seat: Seat) -> Level {
        self.seats
            .get(seat.index())
            .and_then(super::Occupant::bot_level)
            .unwrap_or_default()
    }
}
