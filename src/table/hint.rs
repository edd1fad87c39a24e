//! `/hint`: the move the default bot would make for the asking player, decided from that
//! seat's information only, and why. A table option, `hints` (on by default), turns it off
//! for rated or competitive tables.

use super::bot_budget::{BotBudget, LIVE_BOT_DEADLINE};
use super::ids::UserId;
use super::{Status, Table, TableError};
use crate::games::any::{AnyAction, AnyGame, AnyReason, AnyView};
use crate::games::{BotParams, HintReason, Level, OptionSpec, Seat};
use std::sync::Arc;

/// `hints=off` refuses `/hint` at the table.
pub const HINTS: OptionSpec = OptionSpec::flag("hints", true);

/// A suggested move for `seat`, and why.
#[derive(Clone, Debug, PartialEq)]
pub struct Hint {
    pub seat: Seat,
    pub action: AnyAction,
    /// The move as the asker would type it (`AnyGame::typed`).
    pub command: String,
    pub reason: HintReason<AnyReason>,
}

impl Table {
    /// Whether `/hint` is allowed at this table.
    pub fn hints_on(&self) -> bool {
        self.header.options.flag(&HINTS).unwrap_or(true)
    }

    /// The move suggested to `user`, who must be seated and to act. Changes nothing. It may
    /// search for up to 50 ms: at a live table, take a `HintJob` under the table's lock and
    /// run it off the async runtime (`registry::off_the_runtime`).
    pub fn hint(&self, user: UserId) -> Result<Hint, TableError> {
        self.hint_job(user)?.run()
    }

    /// What `hint` needs to decide without the table: checked now, decided by `HintJob::run`.
    pub fn hint_job(&self, user: UserId) -> Result<HintJob, TableError> {
        if !self.hints_on() {
            return Err(TableError::HintsOff);
        }
        let seat = self.seat_of(user).ok_or(TableError::NotSeated)?;
        let (Some(game), Status::Playing) = (&self.game, self.status) else {
            return Err(TableError::NotStarted);
        };
        Ok(HintJob {
            game: game.clone(),
            seat,
            seed: self.next_seq,
            budget: self.bot_budget.clone(),
            to_act: self.public_to_act(),
        })
    }
}

/// A short fingerprint of the game as a seat sees it (its view, `Table::hand`). A button
/// made with it (a hint's, or one under a refused move) makes its move only while the seat
/// still sees the same game: pressed after anyone has moved, it is refused
/// (`TableError::MovedOn`, checked in `op_for`) rather than make a move suggested for a moment
/// that is gone. Eight hex digits of the SHA-256 of the view: the same for the same view, in
/// any process (a button outlives restarts), and short enough for a button's custom id.
pub fn moment_of(view: &AnyView) -> String {
    use sha2::Digest;
    let json = serde_json::to_vec(view).expect("views serialize");
    sha2::Sha256::digest(&json)[..4]
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect()
}

/// A hint to decide away from its table: a copy of the game, the asking seat, the seed.
pub struct HintJob {
    game: AnyGame,
    seat: Seat,
    seed: u64,
    budget: Option<Arc<BotBudget>>,
    /// Who is to act, as the table may say it (for a refusal).
    to_act: Vec<Seat>,
}

impl HintJob {
    pub fn run(self) -> Result<Hint, TableError> {
        // At a live table the hint's search shares the machine like the bots' (`bot_budget`):
        // with no core to spare it is the `normal` move, at once.
        let (params, _slot) = match &self.budget {
            Some(budget) => budget.params(Level::default(), self.seed),
            None => {
                let params = BotParams {
                    level: Level::default(),
                    seed: self.seed,
                    // A hint never keeps a player waiting longer than a bot.
                    deadline: Some(LIVE_BOT_DEADLINE),
                };
                (params, None)
            }
        };
        let (action, reason) =
            self.game
                .hint(self.seat, &params)
                .ok_or(TableError::NotYourTurn {
                    to_act: self.to_act.clone(),
                })?;
        Ok(Hint {
            seat: self.seat,
            command: self.game.typed(self.seat, &action),
            action,
            reason,
        })
    }
}
