//! Duplicate matches between two bot levels: every deal is played once per seat with level
//! `a` in that seat and level `b` in all the others, so over a deal `a` holds every hand once
//! and the luck of the deal cancels. Pure and deterministic: the same seeds give the same
//! records (`paiju arena` runs deals on several threads and adds the tallies up).

use super::any::{AnyConfig, AnyGame, GameKind};
use super::{BotParams, Level, Seat, Sides};
use std::fmt;
use std::str::FromStr;

/// No game needs this many actions.
const MAX_ACTIONS: usize = 200_000;

/// Who plays a seat: one of the bot levels, or `naive`, a public rule-based yardstick (the
/// game's `Bot::NAIVE`, Dou Dizhu's only) so a level is measured against an agent that is not
/// ours.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Agent {
    Bot(Level),
    Naive,
}

impl Agent {
    /// Whether this agent can play `kind`, and why not: only the games with a naive
    /// yardstick (`GameKind::has_naive`) have one to play.
    pub fn can_play(self, kind: GameKind) -> Result<(), NaiveOnly> {
        match self {
            Agent::Naive if !kind.has_naive() => Err(NaiveOnly(kind)),
            _ => Ok(()),
        }
    }
}

/// The naive agent asked to play a game other than Dou Dizhu (the frontend says it in the
/// player's language; this is the developer's wording).
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("the naive agent plays Dou Dizhu only, not {0}")]
pub struct NaiveOnly(pub GameKind);

impl fmt::Display for Agent {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Agent::Bot(level) => level.fmt(f),
            Agent::Naive => f.write_str("naive"),
        }
    }
}

/// An agent name that is not one.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("`{0}` is not an arena agent (easy, normal, hard, or naive for Dou Dizhu)")]
pub struct UnknownAgent(pub String);

impl FromStr for Agent {
    type Err = UnknownAgent;

    fn from_str(s: &str) -> Result<Agent, UnknownAgent> {
        if s.trim().eq_ignore_ascii_case("naive") {
            return Ok(Agent::Naive);
        }
        s.parse()
            .map(Agent::Bot)
            .map_err(|_| UnknownAgent(s.to_string()))
    }
}

/// What agent `a` did in one seat of one deal.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Record {
    pub role: Role,
    pub won: bool,
    /// Its result in the game's units (stake or points).
    pub score: f64,
    /// What `b` scored in the same seat of the same deal with `b` in every seat: the par that
    /// `score` is read against, as duplicate bridge compares two tables holding the same cards.
    pub par: f64,
    /// The share of the `b` seats at the same table that `a` finished ahead of, a tie counting
    /// a half: head to head, an even player is at 0.5 at any table size.
    pub ahead: f64,
}

/// One seat's result of one game.
#[derive(Clone, Copy, Debug, PartialEq)]
struct Seated {
    role: Role,
    won: bool,
    score: f64,
}

impl Seated {
    /// This seat's record read against its `par` and against the seats `rivals` of the same
    /// game (the other agent's seats).
    fn against(self, par: Seated, rivals: impl Iterator<Item = Seated>) -> Record {
        let beaten: Vec<f64> = rivals.map(|r| share_above(self.score, r.score)).collect();
        #[allow(clippy::cast_precision_loss)]
        let ahead = beaten.iter().sum::<f64>() / beaten.len().max(1) as f64;
        Record {
            role: self.role,
            won: self.won,
            score: self.score,
            par: par.score,
            ahead,
        }
    }
}

/// 1 when `score` is above `other`, a half when level, 0 below.
fn share_above(score: f64, other: f64) -> f64 {
    match score.total_cmp(&other) {
        std::cmp::Ordering::Greater => 1.0,
        std::cmp::Ordering::Equal => 0.5,
        std::cmp::Ordering::Less => 0.0,
    }
}

/// The side a seat played: Dou Dizhu's landlord or farmer, else just a player.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Role {
    Landlord,
    /// Dou Dizhu: both farmers played by level `a` against a landlord of level `b` (one
    /// record per game), the usual way a Dou Dizhu agent's farmer play is measured.
    Farmers,
    /// Dou Dizhu: a farmer of level `a` whose partner is of level `b`.
    Farmer,
    Player,
}

impl Role {
    pub fn name(self) -> &'static str {
        match self {
            Role::Landlord => "landlord",
            Role::Farmers => "farmers",
            Role::Farmer => "farmer",
            Role::Player => "player",
        }
    }
}

/// Plays deal `deal_seed` once per seat, `a` in that seat and `b` elsewhere: one record per
/// seat. The seat rotation is the whole point: the same deal, every seat once. The deal is
/// also played once with `b` everywhere, for each seat's par.
pub fn play_deal(
    config: &AnyConfig,
    a: Agent,
    b: Agent,
    deal_seed: u64,
) -> Result<Vec<Record>, String> {
    let par = play_seated(config, deal_seed, |_| b)?;
    (0..config.seat_count())
        .map(|i| {
            let seat_a = Seat::from_index(i);
            let records = play_seated(config, deal_seed, |s| if s == seat_a { a } else { b })?;
            let rivals = records.iter().enumerate().filter(|(s, _)| *s != i);
            Ok(records[i].against(par[i], rivals.map(|(_, r)| *r)))
        })
        .collect()
}

/// The other half of a full duplicate: deal `deal_seed` once per seat with `b` in that seat
/// and `a` in all the others. Records for every `a` seat; in Dou Dizhu only the games where
/// `b` became the landlord count, as one `Role::Farmers` record each (both farmers are `a`):
/// with `b` a farmer, `a`'s landlord would face a mixed pair, which measures neither side.
pub fn play_deal_reversed(
    config: &AnyConfig,
    a: Agent,
    b: Agent,
    deal_seed: u64,
) -> Result<Vec<Record>, String> {
    let n = config.seat_count();
    let par = play_seated(config, deal_seed, |_| b)?;
    let mut out = Vec::new();
    for i in 0..n {
        let seat_b = Seat::from_index(i);
        let records = play_seated(config, deal_seed, |s| if s == seat_b { b } else { a })?;
        let odd = records[i];
        if odd.role == Role::Player {
            out.extend(
                records
                    .into_iter()
                    .enumerate()
                    .filter(|(s, _)| *s != i)
                    .map(|(s, r)| r.against(par[s], std::iter::once(odd))),
            );
        } else if odd.role == Role::Landlord {
            let f = (i + 1) % n;
            let farmer = records[f];
            out.push(
                Seated {
                    role: Role::Farmers,
                    ..farmer
                }
                .against(par[f], std::iter::once(odd)),
            );
        }
    }
    Ok(out)
}

/// A bot's seed for the decision at `step` of the game dealt from `deal_seed`: it varies with
/// the deal, the step and the seat, and is the same in every run (the arena's and `paiju
/// sim`'s games replay exactly).
pub fn decision_seed(deal_seed: u64, step: usize, seat: Seat) -> u64 {
    deal_seed
        .wrapping_mul(0x9E37_79B9_7F4A_7C15)
        .wrapping_add((step as u64) << 3)
        .wrapping_add(seat.index() as u64)
}

/// One game from `deal_seed` with `agent(seat)` in each seat: every seat's result.
fn play_seated(
    config: &AnyConfig,
    deal_seed: u64,
    agent: impl Fn(Seat) -> Agent,
) -> Result<Vec<Seated>, String> {
    let (mut game, _) =
        AnyGame::start(config.clone(), None, deal_seed).map_err(|e| e.to_string())?;
    let mut sides: Option<Sides> = None;
    for step in 0..MAX_ACTIONS {
        if game.outcome().is_some() {
            break;
        }
        let seat = *game
            .to_act()
            .first()
            .ok_or_else(|| format!("deal {deal_seed}: nobody to act"))?;
        let seed = decision_seed(deal_seed, step, seat);
        let action = match agent(seat) {
            Agent::Bot(level) => game.bot_action_with(seat, &BotParams::new(level, seed)),
            Agent::Naive if !game.kind().has_naive() => {
                return Err(NaiveOnly(game.kind()).to_string());
            }
            Agent::Naive => game.naive_action(seat),
        }
        .ok_or_else(|| format!("deal {deal_seed}: no bot move for seat {seat}"))?;
        let events = game.apply(seat, action.clone()).map_err(|e| {
            format!(
                "deal {deal_seed}: seat {seat} {} refused: {e}",
                action.command_text()
            )
        })?;
        // The sides of the last hand settled (Dou Dizhu's landlord against the farmers).
        if let Some(hand) = events.iter().rev().find_map(|t| t.event.rated_hand()) {
            sides = Some(hand.sides);
        }
    }
    let outcome = game
        .outcome()
        .ok_or_else(|| format!("deal {deal_seed}: no end"))?;
    let records = Seat::all(config.seat_count())
        .map(|seat| {
            let role = match sides {
                Some(sides) if sides.is_lone(seat) => Role::Landlord,
                Some(Sides::OneAgainstRest(_)) => Role::Farmer,
                Some(Sides::EachSeat) | None => Role::Player,
            };
            #[allow(clippy::cast_precision_loss)]
            let score = outcome.scores[seat.index()] as f64;
            Seated {
                role,
                won: outcome.winners.contains(&seat),
                score,
            }
        })
        .collect();
    Ok(records)
}

/// A mean with its 95% confidence interval `low..=high`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Estimate {
    pub n: usize,
    pub mean: f64,
    pub low: f64,
    pub high: f64,
}

/// The normal quantile of a two-sided 95% interval.
const Z95: f64 = 1.96;

impl Estimate {
    /// Half the interval's width (for a mean, the ± of 1.96 standard errors).
    pub fn half_width(&self) -> f64 {
        (self.high - self.low) / 2.0
    }

    /// `0.620 (95%: 0.581–0.657)`, with `digits` decimals and a sign when `signed`.
    pub fn show(&self, signed: bool) -> String {
        let f = |x: f64| {
            if signed {
                format!("{x:+.3}")
            } else {
                format!("{x:.3}")
            }
        };
        if self.n < 2 || !self.low.is_finite() || !self.high.is_finite() {
            return format!("{} (95%: unknown, n = {})", f(self.mean), self.n);
        }
        format!("{} (95%: {}–{})", f(self.mean), f(self.low), f(self.high))
    }
}

/// The mean of `xs` and its 95% interval: 1.96 standard errors, from the sample variance.
/// For points and differences; a share of wins is `share`.
pub fn estimate(xs: &[f64]) -> Estimate {
    let n = xs.len();
    #[allow(clippy::cast_precision_loss)]
    let nf = n as f64;
    let mean = if n == 0 {
        0.0
    } else {
        xs.iter().sum::<f64>() / nf
    };
    if n < 2 {
        return Estimate {
            n,
            mean,
            low: f64::NEG_INFINITY,
            high: f64::INFINITY,
        };
    }
    let var = xs.iter().map(|x| (x - mean).powi(2)).sum::<f64>() / (nf - 1.0);
    let hw = Z95 * (var / nf).sqrt();
    Estimate {
        n,
        mean,
        low: mean - hw,
        high: mean + hw,
    }
}

/// A share (each x in 0..=1: a win, a tie counting a half) with its 95% Wilson score
/// interval: honest at small n and at 0 or 1, where the normal interval collapses to a point
/// (19 wins in 19 is not "1.000 ± 0.000" but 0.832–1.000).
pub fn share(xs: &[f64]) -> Estimate {
    let n = xs.len();
    if n == 0 {
        return Estimate {
            n,
            mean: 0.0,
            low: 0.0,
            high: 1.0,
        };
    }
    #[allow(clippy::cast_precision_loss)]
    let nf = n as f64;
    let p = xs.iter().sum::<f64>() / nf;
    let z2 = Z95 * Z95;
    let denominator = 1.0 + z2 / nf;
    let centre = (p + z2 / (2.0 * nf)) / denominator;
    let half = Z95 * (p * (1.0 - p) / nf + z2 / (4.0 * nf * nf)).sqrt() / denominator;
    Estimate {
        n,
        mean: p,
        low: (centre - half).max(0.0),
        high: (centre + half).min(1.0),
    }
}

/// Win rate and points per deal for one role, and how they compare with par.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct RoleSummary {
    pub role: Role,
    pub win_rate: Estimate,
    pub points: Estimate,
    /// The share of seatings where `a` scored above par (`b` in the same seat with the same
    /// cards), a tie counting a half: 0.5 for an even player, at any table size.
    pub above_par: Estimate,
    /// Points over par per seating.
    pub over_par: Estimate,
    /// The share of the other agent's seats `a` finished ahead of in the same game (see
    /// `Record::ahead`): 0.5 for an even player, at any table size.
    pub ahead: Estimate,
}

/// Sums records up per role (and over all roles, as `Role::Player` when the game has roles).
pub fn summarize(records: &[Record]) -> Vec<RoleSummary> {
    let mut roles: Vec<Role> = records.iter().map(|r| r.role).collect();
    roles.sort();
    roles.dedup();
    let mut out: Vec<RoleSummary> = roles
        .iter()
        .map(|&role| summary(role, records.iter().filter(|r| r.role == role)))
        .collect();
    if roles.len() > 1 {
        out.push(summary(Role::Player, records.iter()));
    }
    out
}

fn summary<'a>(role: Role, records: impl Iterator<Item = &'a Record>) -> RoleSummary {
    let records: Vec<&Record> = records.collect();
    let values = |f: fn(&Record) -> f64| records.iter().map(|r| f(r)).collect::<Vec<_>>();
    RoleSummary {
        role,
        win_rate: share(&values(|r| if r.won { 1.0 } else { 0.0 })),
        points: estimate(&values(|r| r.score)),
        above_par: share(&values(|r| share_above(r.score, r.par))),
        over_par: estimate(&values(|r| r.score - r.par)),
        ahead: share(&values(|r| r.ahead)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::Options;

    const EASY: Agent = Agent::Bot(Level::Easy);

    #[test]
    fn agents_parse_from_level_names_and_naive() {
        assert_eq!("hard".parse::<Agent>(), Ok(Agent::Bot(Level::Hard)));
        assert_eq!("Naive".parse::<Agent>(), Ok(Agent::Naive));
        assert!("expert".parse::<Agent>().is_err());
        assert_eq!(Agent::Naive.can_play(GameKind::Doudizhu), Ok(()));
        assert!(Agent::Naive.can_play(GameKind::Chicago).is_err());
        assert_eq!(Agent::Bot(Level::Hard).can_play(GameKind::Chicago), Ok(()));
    }

    #[test]
    fn the_naive_agent_plays_dou_dizhu_deals_to_the_end_and_nothing_else() {
        let config = GameKind::Doudizhu.configure(&Options::new()).unwrap();
        for seed in 0..5 {
            let records = play_deal(&config, EASY, Agent::Naive, seed).unwrap();
            assert_eq!(records.len(), 3);
        }
        let chicago = GameKind::Chicago.configure(&Options::new()).unwrap();
        let refused = play_deal(&chicago, EASY, Agent::Naive, 1).unwrap_err();
        assert!(refused.contains("Dou Dizhu only"), "{refused}");
    }

    #[test]
    fn the_interval_of_a_fair_coin_covers_a_half() {
        let xs: Vec<f64> = (0..400).map(|i| f64::from(i % 2)).collect();
        let e = estimate(&xs);
        assert!((e.mean - 0.5).abs() < 1e-12);
        // sd 0.5006, se 0.0250: half-width 0.049.
        assert!((e.half_width() - 0.049).abs() < 0.001, "{e:?}");
        assert!(estimate(&[1.0]).half_width().is_infinite());
        assert_eq!(estimate(&[2.0, 2.0, 2.0]).half_width(), 0.0);
        // Wilson agrees with the normal interval at a large n and a middling share.
        let w = share(&xs);
        assert!((w.low - (0.5 - 0.049)).abs() < 0.002, "{w:?}");
    }

    #[test]
    fn a_share_of_all_wins_at_small_n_keeps_an_honest_interval() {
        // 19 wins in 19: the normal interval says 1.000 ± 0.000; Wilson says 0.832–1.000.
        let w = share(&[1.0; 19]);
        assert_eq!(w.mean, 1.0);
        assert!((w.low - 0.832).abs() < 0.001, "{w:?}");
        assert_eq!(w.high, 1.0);
        let none = share(&[0.0; 5]);
        assert!(
            none.low == 0.0 && (none.high - 0.434).abs() < 0.001,
            "{none:?}"
        );
        assert!(
            w.show(false).starts_with("1.000 (95%: 0.832–1.000)"),
            "{}",
            w.show(false)
        );
    }

    #[test]
    fn every_deal_puts_level_a_in_every_seat_once() {
        let config = GameKind::Doudizhu.configure(&Options::new()).unwrap();
        let records = play_deal(&config, EASY, EASY, 11).unwrap();
        assert_eq!(records.len(), 3);
        // Exactly one landlord among the three seatings, and with the same bots everywhere
        // the three games are the same game: the landlord's side wins in all or none.
        let landlords = records.iter().filter(|r| r.role == Role::Landlord).count();
        assert_eq!(landlords, 1);
        let landlord_won = records
            .iter()
            .find(|r| r.role == Role::Landlord)
            .unwrap()
            .won;
        for r in &records {
            assert_eq!(r.won, (r.role == Role::Landlord) == landlord_won);
        }
        // Scores of one game sum to zero; here each record is a different seat of the same
        // game, so they do too.
        let sum: f64 = records.iter().map(|r| r.score).sum();
        assert_eq!(sum, 0.0);
        // The same game everywhere: every seat scored its par.
        assert!(records.iter().all(|r| r.score == r.par), "{records:?}");
    }

    #[test]
    fn a_seats_par_is_what_b_scored_there_with_b_in_every_seat() {
        let normal = Agent::Bot(Level::Normal);
        for kind in [GameKind::Chicago, GameKind::Doudizhu] {
            let config = kind.configure(&Options::new()).unwrap();
            for seed in 0..3 {
                let all_normal = play_deal(&config, normal, normal, seed).unwrap();
                let mixed = play_deal(&config, EASY, normal, seed).unwrap();
                for (m, n) in mixed.iter().zip(&all_normal) {
                    assert_eq!(m.par, n.score, "{kind} deal {seed}");
                }
                let reversed = play_deal_reversed(&config, EASY, normal, seed).unwrap();
                let pars: Vec<f64> = all_normal.iter().map(|r| r.score).collect();
                assert!(
                    reversed.iter().all(|r| pars.contains(&r.par)),
                    "{kind} deal {seed}"
                );
            }
        }
    }

    #[test]
    fn head_to_head_counts_the_other_agents_seats_a_finished_ahead_of() {
        let config = GameKind::Chicago.configure(&Options::new()).unwrap();
        let normal = Agent::Bot(Level::Normal);
        for seed in 0..3 {
            let records = play_deal(&config, EASY, normal, seed).unwrap();
            for (i, r) in records.iter().enumerate() {
                // The same game again, to read every seat's score.
                let agent = |s: Seat| if s.index() == i { EASY } else { normal };
                let all = play_seated(&config, seed, agent).unwrap();
                let beaten: f64 = all
                    .iter()
                    .enumerate()
                    .filter(|(s, _)| *s != i)
                    .map(|(_, o)| share_above(r.score, o.score))
                    .sum();
                assert_eq!(r.ahead, beaten / 3.0, "deal {seed} seat {i}");
                // A match's winner (alone on top) is ahead of every other seat.
                if r.won {
                    assert_eq!(r.ahead, 1.0, "deal {seed} seat {i}");
                }
            }
            // In the reversed half each `a` seat is read against the one `b` seat only.
            for r in play_deal_reversed(&config, EASY, normal, seed).unwrap() {
                assert!([0.0, 0.5, 1.0].contains(&r.ahead), "{r:?}");
            }
        }
        assert_eq!(share_above(2.0, 1.0), 1.0);
        assert_eq!(share_above(1.0, 1.0), 0.5);
        assert_eq!(share_above(-1.0, 1.0), 0.0);
    }

    #[test]
    fn the_reversed_half_records_every_seat_but_the_odd_one_out() {
        let config = GameKind::Chicago.configure(&Options::new()).unwrap();
        let records = play_deal_reversed(&config, EASY, EASY, 11).unwrap();
        let seats = config.seat_count();
        assert_eq!(records.len(), seats * (seats - 1));
        assert!(records.iter().all(|r| r.role == Role::Player));
    }

    #[test]
    fn the_reversed_dou_dizhu_half_records_the_farmer_pair_against_a_b_landlord() {
        let config = GameKind::Doudizhu.configure(&Options::new()).unwrap();
        for seed in 0..6 {
            let records = play_deal_reversed(&config, EASY, EASY, seed).unwrap();
            // Same bots everywhere: the same game three times, and exactly one of the three
            // seatings has the odd seat as landlord.
            assert_eq!(records.len(), 1, "deal {seed}");
            assert_eq!(records[0].role, Role::Farmers);
            let forward = play_deal(&config, EASY, EASY, seed).unwrap();
            let landlord = forward.iter().find(|r| r.role == Role::Landlord).unwrap();
            assert_eq!(records[0].won, !landlord.won);
        }
    }

    #[test]
    fn summaries_split_by_role_and_add_an_overall_line() {
        let rec = |role, won, score, par| Record {
            role,
            won,
            score,
            par,
            ahead: if won { 1.0 } else { 0.0 },
        };
        let s = summarize(&[
            rec(Role::Landlord, true, 4.0, -2.0),
            rec(Role::Farmer, false, -2.0, -2.0),
            rec(Role::Farmer, true, 1.0, 2.0),
        ]);
        assert_eq!(s.len(), 3);
        assert_eq!(s[0].role, Role::Landlord);
        assert_eq!(s[1].role, Role::Farmer);
        assert_eq!(s[1].win_rate.mean, 0.5);
        assert_eq!(s[1].points.mean, -0.5);
        // One farmer level with par, one below: a quarter above par, 0.5 points under it.
        assert_eq!(s[1].above_par.mean, 0.25);
        assert_eq!(s[1].over_par.mean, -0.5);
        assert_eq!(s[2].role, Role::Player);
        assert_eq!(s[2].win_rate.n, 3);
        assert_eq!(s[2].above_par.mean, 0.5);
        assert_eq!(s[2].over_par.mean, 5.0 / 3.0);
    }
}
