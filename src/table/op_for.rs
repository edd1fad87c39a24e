//! From a command to the operation to log: permissions, the acting seat, the game's reading
//! of what was typed.

use super::command::{Command, Ctx};
use super::ids::UserId;
use super::log::TableOp;
use super::{Status, Table, TableError};
use crate::games::any::AnyGame;
use crate::games::shuffle::DEAL_ALGORITHM;
use crate::games::{CommandError, Seat, Verb};

impl Table {
    /// Checks permissions and turns a command into the operation to log.
    pub(super) fn op_for(&self, ctx: &Ctx, command: Command) -> Result<TableOp, TableError> {
        let may_moderate = ctx.user == self.header.creator || ctx.moderator;
        Ok(match command {
            Command::Join => TableOp::Join {
                user: ctx.user,
                name: ctx.name.clone(),
            },
            Command::Leave => TableOp::Leave { user: ctx.user },
            Command::AddBot { level, name } => {
                if !may_moderate && self.seat_of(ctx.user).is_none() {
                    return Err(TableError::NotSeated);
                }
                let name = name.filter(|n| self.seats.iter().all(|o| o.name() != n));
                TableOp::AddBot {
                    name: name.unwrap_or_else(|| self.free_bot_name()),
                    level: level.unwrap_or_default(),
                }
            }
            Command::Remove { seat } => {
                if !may_moderate {
                    return Err(TableError::NotAllowed);
                }
                TableOp::Remove { seat }
            }
            Command::Start { deal } => {
                if !may_moderate && self.seat_of(ctx.user).is_none() {
                    return Err(TableError::NotSeated);
                }
                TableOp::Start {
                    seed: ctx.entropy,
                    algorithm: DEAL_ALGORITHM,
                    deal,
                }
            }
            Command::End => {
                if !may_moderate {
                    return Err(TableError::NotAllowed);
                }
                TableOp::End { forfeit: None }
            }
            Command::EndRated { league_moderator } => {
                let Some(game) = self
                    .game
                    .as_ref()
                    .filter(|_| self.status == Status::Playing)
                else {
                    return self.op_for(ctx, Command::End);
                };
                if !league_moderator {
                    return Err(TableError::RatedNeedsLeagueModerator);
                }
                let forfeit = self
                    .seat_of(ctx.user)
                    .or_else(|| game.to_act().first().copied());
                TableOp::End { forfeit }
            }
            Command::RemoveRated {
                seat,
                league_moderator,
            } => {
                if self.status != Status::Playing {
                    return self.op_for(ctx, Command::Remove { seat });
                }
                if !league_moderator {
                    return Err(TableError::RatedNeedsLeagueModerator);
                }
                TableOp::Remove { seat }
            }
            Command::Chosen { id, moment } => {
                if let Some(moment) = moment {
                    let (seat, game) = self.acting_seat(ctx.user)?;
                    if super::hint::moment_of(&game.view(seat)) != moment {
                        return Err(TableError::MovedOn);
                    }
                }
                let action = self
                    .header
                    .kind
                    .action_from_id(&id)
                    .ok_or(TableError::UnknownChoice)?;
                return self.op_for(ctx, Command::Action { action });
            }
            Command::Typed { text } => {
                let (verb, args) = self.header.kind.split_command(&text).ok_or_else(|| {
                    let word = text
                        .split_whitespace()
                        .next()
                        .unwrap_or_default()
                        .to_string();
                    TableError::Command {
                        game: self.header.kind,
                        problem: CommandError::UnknownVerb { word },
                        now: Vec::new(),
                    }
                })?;
                return self.op_for(ctx, Command::Act { verb, args });
            }
            Command::Act { verb, args } => {
                let (seat, game) = self.acting_seat(ctx.user)?;
                let action = game
                    .parse_command(seat, verb, &args)
                    .map_err(|error| self.command_error(game, seat, error))?;
                TableOp::Act { seat, action }
            }
            Command::Action { action } => {
                let (seat, _) = self.acting_seat(ctx.user)?;
                TableOp::Act { seat, action }
            }
            Command::Back => {
                let seat = self.seat_of(ctx.user).ok_or(TableError::NotSeated)?;
                TableOp::Back { seat }
            }
            Command::Away { for_ms } => {
                let seat = self.seat_of(ctx.user).ok_or(TableError::NotSeated)?;
                TableOp::Away {
                    seat,
                    until: for_ms.map(|ms| ctx.now.plus_millis(ms)),
                }
            }
            Command::Undo { button } => self.undo_op(ctx.user, ctx.now, button)?,
            Command::UndoAnswer { agree } => self.undo_answer_op(ctx.user, ctx.now, agree)?,
        })
    }

    /// A command the game could not read, with the verbs `seat` could use now when the verb
    /// was the mistake: "you cannot play now" says what would be right.
    fn command_error(&self, game: &AnyGame, seat: Seat, error: CommandError) -> TableError {
        let now = match error {
            CommandError::VerbNotNow { .. } | CommandError::VerbNotUsed { .. } => {
                let mut verbs: Vec<Verb> = Vec::new();
                for action in game.legal_actions(seat) {
                    if let Some(verb) = game.choice(seat, &action).map(|c| c.verb)
                        && !verbs.contains(&verb)
                    {
                        verbs.push(verb);
                    }
                }
                verbs
            }
            _ => Vec::new(),
        };
        TableError::Command {
            game: self.header.kind,
            problem: error,
            now,
        }
    }

    /// The seat of a user who wants to act now, with the running game.
    fn acting_seat(&self, user: UserId) -> Result<(Seat, &AnyGame), TableError> {
        let seat = self.seat_of(user).ok_or(TableError::NotSeated)?;
        let (Some(game), Status::Playing) = (&self.game, self.status) else {
            return Err(TableError::NotStarted);
        };
        let to_act = game.to_act();
        if !to_act.contains(&seat) {
            return Err(TableError::NotYourTurn {
                to_act: self.public_to_act(),
            });
        }
        Ok((seat, game))
    }
}
