//! `/hint`: the move the default bot would make for the asking player, decided from that
//! seat's information only, and why. A table option, `hints` (on by default), turns it off
//! for rated or competitive tables.

use super::ids::UserId;
use super::{Status, Table, TableError};
use crate::games::any::AnyAction;
use crate::games::{BotParams, HintReason, Level, OptionSpec, Seat};

/// `hints=off` refuses `/hint` at the table.
pub const HINTS: OptionSpec = OptionSpec::flag("hints", true);

/// A suggested move for `seat`, and why.
#[derive(Clone, Debug, PartialEq)]
pub struct Hint {
    pub seat: Seat,
    pub action: AnyAction,
    pub reason: HintReason,
}

impl Table {
    /// Whether `/hint` is allowed at this table.
    pub fn hints_on(&self) -> bool {
        self.header.options.flag(&HINTS).unwrap_or(true)
    }

    /// The move suggested to `user`, who must be seated and to act. Changes nothing. It may
    /// search for up to 50 ms: call it off the async runtime (`registry::off_the_runtime`).
    pub fn hint(&self, user: UserId) -> Result<Hint, TableError> {
        if !self.hints_on() {
            return Err(TableError::HintsOff);
        }
        let seat = self.seat_of(user).ok_or(TableError::NotSeated)?;
        let (Some(game), Status::Playing) = (&self.game, self.status) else {
            return Err(TableError::NotStarted);
        };
        // At a live table the hint's search shares the machine like the bots' (`bot_budget`):
        // with no core to spare it is the `normal` move, at once.
        let (params, _slot) = match &self.bot_budget {
            Some(budget) => budget.params(Level::default(), self.next_seq),
            None => {
                let params = BotParams {
                    level: Level::default(),
                    seed: self.next_seq,
                    // A hint never keeps a player waiting longer than a bot.
                    deadline: Some(super::bot_budget::LIVE_BOT_DEADLINE),
                };
                (params, None)
            }
        };
        let (action, reason) = game.hint(seat, &params).ok_or(TableError::NotYourTurn {
            to_act: self.public_to_act(),
        })?;
        Ok(Hint {
            seat,
            action,
            reason,
        })
    }
}
