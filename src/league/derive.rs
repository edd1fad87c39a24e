//! Results from a table's log: a pure function. The log is replayed through the table layer
//! (`Table::apply_entry`, the only place state changes), and every game that reaches its
//! outcome becomes one result: a hand, in a game whose every hand is rated alone
//! (`Game::RATES_EACH_HAND`: a Dou Dizhu hand, the landlord against the farmers, one result per
//! hand of a `hands=N` match, as it is settled), or else the whole match, free-for-all on the
//! final scores. Which events settle a hand or show a seat conceding, each game says itself
//! (`Game::rated_hand`, `Game::forfeited`): this file names no game.

use crate::games::any::GameKind;
use crate::games::{Outcome, Seat, Sides};
use crate::table::log::TableRecord;
use crate::table::outbox::Notice;
use crate::table::{GuildId, Occupant, Table, TableId, Timestamp, UserId};
use serde::{Deserialize, Serialize};

/// Which side a seat played on: in a result of one seat against the rest
/// (`Sides::OneAgainstRest`), the lone seat is the `Landlord` and the rest the `Farmers`, as
/// the league has always stored them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Team {
    Landlord,
    Farmers,
    /// Free-for-all: every seat is its own team (the seat number, from 0).
    Seat(u8),
}

impl Serialize for Team {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match self {
            Team::Landlord => s.serialize_str("landlord"),
            Team::Farmers => s.serialize_str("farmers"),
            Team::Seat(n) => s.serialize_u8(*n),
        }
    }
}

impl<'de> Deserialize<'de> for Team {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Team, D::Error> {
        #[derive(Deserialize)]
        #[serde(untagged)]
        enum Raw {
            Name(String),
            Seat(u8),
        }
        match Raw::deserialize(d)? {
            Raw::Seat(n) => Ok(Team::Seat(n)),
            Raw::Name(n) if n == "landlord" => Ok(Team::Landlord),
            Raw::Name(n) if n == "farmers" => Ok(Team::Farmers),
            Raw::Name(n) => Err(serde::de::Error::custom(format!("unknown team {n}"))),
        }
    }
}

/// One seat of a result. `user` is `None` for a bot seat.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatResult {
    pub user: Option<UserId>,
    pub name: String,
    pub team: Team,
    pub score: i64,
    /// 1 = best; equal teams share a rank.
    pub rank: u32,
    /// The seat conceded (it ranks below every seat that did not).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub forfeited: bool,
}

/// Why a result is recorded but never rated (the season and `rated=off` are decided by the
/// store, which knows the seasons).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Unrated {
    /// A bot sat at the table.
    Bot,
    /// Someone conceded before the first hand ended. Only in results stored before a rated
    /// game's leaver was rated with the loss (docs/league.md#leaving-a-rated-game): no longer
    /// derived, kept so those rows still read.
    EarlyForfeit,
    /// Fewer people than the game needs.
    TooFewHumans,
    /// The table was opened with `rated=off`.
    OptedOut,
    /// No season was running in the guild when the table was opened.
    NoSeason,
}

/// A finished rating event as the log tells it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct GameResult {
    pub table: TableId,
    /// Which result of its table (1, 2, …): a game, or a Dou Dizhu hand (one per game unless
    /// the table plays `hands=N`); with `table`, the result's stable key.
    pub game_no: u32,
    pub guild: Option<GuildId>,
    pub kind: GameKind,
    pub options: crate::games::Options,
    pub table_created_at: Timestamp,
    pub started_at: Timestamp,
    pub ended_at: Timestamp,
    pub seats: Vec<SeatResult>,
    /// `None`: the log allows rating it.
    pub unrated: Option<Unrated>,
}

/// The table option that opts a table out of rating (`rated=off`).
pub fn opted_out(options: &crate::games::Options) -> bool {
    let (table_options, _) = options.split(crate::table::timing::TABLE_OPTION_SPECS);
    table_options.flag(&crate::table::timing::RATED) == Ok(false)
}

/// What the replay has seen of the game in progress.
struct Current {
    game_no: u32,
    started_at: Timestamp,
    seats: Vec<Occupant>,
    /// Seats that conceded, or whose player left a game that went on without them (幺地人):
    /// each ranks below every seat that stayed (docs/league.md#leaving-a-rated-game).
    forfeited: Vec<Seat>,
}

/// Every result of a table, in the order its games ended. A log that does not replay (a bug,
/// or a damaged row) yields the results before the entry that failed.
pub fn derive_results(record: &TableRecord) -> Vec<GameResult> {
    let header = &record.header;
    let Ok(mut table) = Table::open(header.clone()) else {
        return Vec::new();
    };
    let mut out = Vec::new();
    let mut current: Option<Current> = None;
    // Results are numbered by game (each `Start`), or in a game rated by the hand (Dou Dizhu)
    // by hand settled (the same numbers for one-hand games, each started game being settled
    // before the next starts).
    let mut game_no = 0u32;
    let mut hands_settled = 0u32;
    let per_hand = header.kind.rates_each_hand();
    for entry in &record.entries {
        let starts = matches!(entry.op, crate::table::TableOp::Start { .. });
        let Ok(notices) = table.apply_entry(entry) else {
            break;
        };
        if starts {
            game_no += 1;
            current = Some(Current {
                game_no: if per_hand { hands_settled + 1 } else { game_no },
                started_at: entry.at,
                seats: table.seats().to_vec(),
                forfeited: Vec::new(),
            });
        }
        for notice in notices {
            let Some(cur) = current.as_mut() else {
                continue;
            };
            match notice.notice {
                Notice::Event(event) => {
                    if let Some(seat) = event.forfeited()
                        && !cur.forfeited.contains(&seat)
                    {
                        cur.forfeited.push(seat);
                    }
                    if per_hand && let Some(hand) = event.rated_hand() {
                        // Each hand is a result; the next hand is counted from here.
                        out.push(result_of(record, cur, &hand.outcome, hand.sides, entry.at));
                        hands_settled += 1;
                        cur.game_no = hands_settled + 1;
                        cur.started_at = entry.at;
                        cur.forfeited.clear();
                    }
                }
                Notice::GameOver { outcome, .. } => {
                    let cur = current.take().expect("a game in progress");
                    // A match rated by the hand had each hand recorded as it was settled.
                    if !per_hand {
                        out.push(result_of(record, &cur, &outcome, Sides::EachSeat, entry.at));
                    }
                    break;
                }
                _ => {}
            }
        }
    }
    out
}

/// A notice after which the table has a new result to record: a game over, or a hand settled
/// that is a result of its own (`Game::rated_hand`).
pub fn ends_a_result(notice: &Notice) -> bool {
    match notice {
        Notice::GameOver { .. } => true,
        Notice::Event(event) => event.rated_hand().is_some(),
        _ => false,
    }
}

/// The result of a game, or of a hand rated alone, its seats sided by `sides`.
fn result_of(
    record: &TableRecord,
    cur: &Current,
    outcome: &Outcome,
    sides: Sides,
    ended_at: Timestamp,
) -> GameResult {
    let header = &record.header;
    let mut seats: Vec<SeatResult> = cur
        .seats
        .iter()
        .enumerate()
        .map(|(i, occupant)| {
            let seat = Seat::from_index(i);
            let team = match sides {
                Sides::OneAgainstRest(lone) if lone == seat => Team::Landlord,
                Sides::OneAgainstRest(_) => Team::Farmers,
                Sides::EachSeat => Team::Seat(u8::try_from(i).unwrap_or(u8::MAX)),
            };
            SeatResult {
                user: occupant.user(),
                name: occupant.name().to_string(),
                team,
                score: outcome.scores.get(i).copied().unwrap_or(0),
                rank: 0,
                forfeited: cur.forfeited.contains(&seat),
            }
        })
        .collect();
    assign_ranks(&mut seats);
    let humans = seats.iter().filter(|s| s.user.is_some()).count();
    let needed = (*header.kind.seats().start()).max(2);
    let unrated = if seats.iter().any(|s| s.user.is_none()) {
        Some(Unrated::Bot)
    } else if humans < needed {
        Some(Unrated::TooFewHumans)
    } else if opted_out(&header.options) {
        Some(Unrated::OptedOut)
    } else {
        None
    };
    GameResult {
        table: header.id,
        game_no: cur.game_no,
        guild: header.guild,
        kind: header.kind,
        options: header.options.clone(),
        table_created_at: header.created_at,
        started_at: cur.started_at,
        ended_at,
        seats,
        unrated,
    }
}

/// Ranks teams by (did not concede, total score), best first; equal teams share a rank
/// (1, 1, 3, …). A Dou Dizhu hand's winning side has the higher total (payments sum to zero).
pub fn assign_ranks(seats: &mut [SeatResult]) {
    let mut teams: Vec<(Team, bool, i64)> = Vec::new();
    for s in seats.iter() {
        match teams.iter_mut().find(|(t, _, _)| *t == s.team) {
            Some((_, conceded, total)) => {
                *conceded |= s.forfeited;
                *total += s.score;
            }
            None => teams.push((s.team, s.forfeited, s.score)),
        }
    }
    let key = |conceded: bool, total: i64| (!conceded, total);
    for s in seats.iter_mut() {
        let (_, c, t) = teams
            .iter()
            .find(|(team, _, _)| *team == s.team)
            .copied()
            .expect("every seat's team is listed");
        let better = teams
            .iter()
            .filter(|(_, c2, t2)| key(*c2, *t2) > key(c, t))
            .count();
        s.rank = u32::try_from(better).unwrap_or(u32::MAX) + 1;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn seat(team: Team, score: i64) -> SeatResult {
        SeatResult {
            user: Some(UserId(1)),
            name: String::new(),
            team,
            score,
            rank: 0,
            forfeited: false,
        }
    }

    #[test]
    fn equal_scores_share_a_rank_and_the_next_rank_is_skipped() {
        let mut s = vec![
            seat(Team::Seat(0), 10),
            seat(Team::Seat(1), 30),
            seat(Team::Seat(2), 10),
            seat(Team::Seat(3), 5),
        ];
        assign_ranks(&mut s);
        let ranks: Vec<u32> = s.iter().map(|s| s.rank).collect();
        assert_eq!(ranks, vec![2, 1, 2, 4]);
    }

    #[test]
    fn the_landlord_side_ranks_by_its_total() {
        let mut s = vec![
            seat(Team::Farmers, 2),
            seat(Team::Landlord, -4),
            seat(Team::Farmers, 2),
        ];
        assign_ranks(&mut s);
        let ranks: Vec<u32> = s.iter().map(|s| s.rank).collect();
        assert_eq!(ranks, vec![1, 2, 1]);
    }

    #[test]
    fn a_seat_that_conceded_ranks_last_whatever_its_score() {
        let mut s = vec![seat(Team::Seat(0), 50), seat(Team::Seat(1), 3)];
        s[0].forfeited = true;
        assign_ranks(&mut s);
        assert_eq!((s[0].rank, s[1].rank), (2, 1));
    }

    #[test]
    fn teams_serialize_as_the_issue_says() {
        let json = serde_json::to_string(&[Team::Landlord, Team::Farmers, Team::Seat(2)]).unwrap();
        assert_eq!(json, r#"["landlord","farmers",2]"#);
        let back: Vec<Team> = serde_json::from_str(&json).unwrap();
        assert_eq!(back, vec![Team::Landlord, Team::Farmers, Team::Seat(2)]);
    }
}
