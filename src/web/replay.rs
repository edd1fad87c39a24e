//! A game's public steps: its table's log replayed from the deal to the end, keeping after
//! each step what the channel was told and the public view's picture — the view with no seat
//! (`public_view`), so a hand is never drawn unless the rules showed it to everyone. The
//! names are the ones the table showed then, a player who asked for it named "Player N".

use crate::games::Seat;
use crate::games::any::GameKind;
use crate::images::{Scene, scenes};
use crate::table::{
    Actor, Notice, Outgoing, Recipient, Table, TableOp, TableRecord, Timestamp, UserId,
};
use std::collections::HashMap;

/// One step: an entry of the log that the channel saw.
#[derive(Clone, Debug)]
pub struct Step {
    pub seq: u64,
    pub at: Timestamp,
    /// Who made it (a seat), `None` for the table itself (its clock, an automatic move).
    pub seat: Option<Seat>,
    pub automatic: bool,
    /// The move as the channel's words write it (`play 33344`), if it was one.
    pub action: Option<String>,
    /// What the channel was told, names already replaced where asked.
    pub notices: Vec<Notice>,
    /// Each seat's name at this step.
    pub names: Vec<String>,
    /// The table after the step, as everyone saw it.
    pub table: Option<Scene>,
    /// The end-of-hand picture, when the step ended a hand (what the rules revealed).
    pub showdown: Option<Scene>,
}

/// A game from its deal to its end.
#[derive(Clone, Debug)]
pub struct GameReplay {
    pub kind: GameKind,
    pub steps: Vec<Step>,
    /// The game ended (a replay of a game still going shows nothing: it is not listed).
    pub finished: bool,
}

/// Replays `record`'s first game. `alias`: the name shown for a user who asked to be hidden.
pub fn replay(record: &TableRecord, alias: &dyn Fn(UserId) -> Option<String>) -> GameReplay {
    let mut out = GameReplay {
        kind: record.header.kind,
        steps: Vec::new(),
        finished: false,
    };
    let Ok(mut table) = Table::open(record.header.clone()) else {
        return out;
    };
    let mut started = false;
    for entry in &record.entries {
        let starts = matches!(entry.op, TableOp::Start { .. });
        let (seat, action) = match &entry.op {
            TableOp::Act { seat, action } => (Some(*seat), Some(table.move_text(*seat, action))),
            TableOp::Timeout { seat, .. } => (Some(*seat), None),
            _ => (None, None),
        };
        // Real names of this step's hidden players, and the names to show instead.
        let Ok(outbox) = table.apply_entry(entry) else {
            break;
        };
        if !started && !starts {
            continue;
        }
        started = true;
        let mut swap: HashMap<String, String> = HashMap::new();
        let names: Vec<String> = table
            .seats()
            .iter()
            .map(|o| match o.user().and_then(alias) {
                Some(shown) => {
                    swap.insert(o.name().to_string(), shown.clone());
                    shown
                }
                None => o.name().to_string(),
            })
            .collect();
        let over = outbox
            .iter()
            .any(|o| matches!(o.notice, Notice::GameOver { .. }));
        let notices: Vec<Notice> = outbox
            .iter()
            .filter(|o| o.to == Recipient::Channel)
            .map(|o| renamed(o.notice.clone(), &swap))
            .collect();
        let acted = matches!(entry.op, TableOp::Act { .. } | TableOp::Timeout { .. });
        if notices.is_empty() && !acted {
            continue;
        }
        let showdown = scenes::showdown(
            outbox.iter().filter_map(Outgoing::public_event),
            &record.header.options,
        )
        .map(|s| scenes::with_names(s, &names));
        let picture = table
            .game()
            .map(|g| scenes::with_names(scenes::table(&g.public_view()), &names))
            .filter(|s| !s.is_empty());
        out.steps.push(Step {
            seq: entry.seq,
            at: entry.at,
            seat,
            automatic: matches!(entry.actor, Actor::System),
            action,
            notices,
            names,
            table: picture,
            showdown,
        });
        if over {
            out.finished = true;
            break;
        }
    }
    out
}

/// A notice with the names it carries itself (not by seat) swapped for the names shown.
fn renamed(notice: Notice, swap: &HashMap<String, String>) -> Notice {
    if swap.is_empty() {
        return notice;
    }
    let shown = |n: String| swap.get(&n).cloned().unwrap_or(n);
    match notice {
        Notice::Started { kind, game, names } => Notice::Started {
            kind,
            game,
            names: names.into_iter().map(shown).collect(),
        },
        Notice::Joined {
            seat,
            name,
            seated,
            seats,
            fewest,
        } => Notice::Joined {
            seat,
            name: shown(name),
            seated,
            seats,
            fewest,
        },
        Notice::Left { name } => Notice::Left { name: shown(name) },
        Notice::Removed { name } => Notice::Removed { name: shown(name) },
        other => other,
    }
}
