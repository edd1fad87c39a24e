//! Diagnostics for the 幺地人 bots (not part of the product): duplicate matches of LEVEL in one
//! seat against easy, with per-hand statistics, and the counterfactual of every in-or-out
//! choice of the tested seat (play the hand vs sit it out, the rest played on by the bots).
//! `cargo run -p paiju-rules --release --example yaodiren_diag -- LEVEL DEALS [SEED] [cf]`;
//! `CSV=1` prints every recorded choice (pending, hand, lead, second, margin, kans, qualifies,
//! dealer, others in, chose in, won in, won out), `VSTATS=1` the match won by standing at the
//! start of each later hand (the table of `standing.rs`).

use paiju_rules::games::yaodiren::{Action, HandEnd, Stage, Yaodiren, opening_estimate};
use paiju_rules::games::{BotParams, Game, Level, Options, Seat};
use std::collections::BTreeMap;

const P: usize = 3;

#[derive(Clone, Copy, PartialEq)]
enum Force {
    None,
    In(u32),
    Out(u32),
}

struct Decision {
    hand: u32,
    lead: i64,
    second: i64,
    margin: i64,
    kans: usize,
    qualifies: bool,
    dealer: bool,
    chose_in: bool,
    win_in: bool,
    win_out: bool,
    n_in_others: usize,
    pending: usize,
}

fn seed_of(deal: u64, step: u64, seat: Seat) -> u64 {
    deal.wrapping_mul(0x9E37_79B9_7F4A_7C15)
        .wrapping_add(step << 3)
        .wrapping_add(seat.index() as u64)
}

fn lead(scores: &[i64], me: Seat) -> (i64, i64) {
    let mine = scores[me.index()];
    let mut others: Vec<i64> = (0..P)
        .filter(|&i| i != me.index())
        .map(|i| scores[i])
        .collect();
    others.sort();
    (mine - others[1], mine - others[0])
}

/// Plays `game` on from step `step` to the end; the tested seat `me` plays `level`, with its
/// in-or-out choice forced on deal `force`.
fn play_on(
    mut game: Yaodiren,
    mut step: u64,
    deal: u64,
    me: Seat,
    level: Level,
    force: Force,
    log: &mut Option<&mut Vec<Decision>>,
) -> Yaodiren {
    while game.outcome().is_none() {
        let seat = game.to_act()[0];
        let lv = if seat == me { level } else { Level::Easy };
        let mut action = game
            .bot_action_with(seat, &BotParams::new(lv, seed_of(deal, step, seat)))
            .unwrap();
        if seat == me && matches!(game.stage(), Stage::Opening | Stage::Joining) {
            let info = game.info_state(seat).unwrap();
            let d = info.view.deal;
            let forced = match force {
                Force::In(x) if x == d => Some(true),
                Force::Out(x) if x == d => Some(false),
                _ => None,
            };
            if let Some(inside) = forced {
                action = match (game.stage(), inside) {
                    (Stage::Opening, true) if info.legal.contains(&Action::Open) => Action::Open,
                    (Stage::Opening, _) => Action::Pass,
                    (_, true) => Action::Play,
                    (_, false) => Action::Fold,
                };
            } else if let Some(log) = log.as_deref_mut() {
                // Record the choice once per deal: at the opening if it may open (else when
                // asked to play), with both outcomes.
                let first = game.stage() == Stage::Joining || info.legal.contains(&Action::Open);
                let chose_in = matches!(action, Action::Open | Action::Play);
                if first {
                    let e = opening_estimate(&info.concealed, info.dealer == me);
                    let (l, s) = lead(&info.view.scores, me);
                    let g_in =
                        play_on(game.clone(), step, deal, me, level, Force::In(d), &mut None);
                    let g_out = play_on(
                        game.clone(),
                        step,
                        deal,
                        me,
                        level,
                        Force::Out(d),
                        &mut None,
                    );
                    let won = |g: &Yaodiren| g.outcome().unwrap().winners.contains(&me);
                    let n_in_others = info
                        .view
                        .seats
                        .iter()
                        .filter(|s| s.seat != me && s.status.active())
                        .count();
                    let pending = info
                        .view
                        .seats
                        .iter()
                        .filter(|s| {
                            s.seat != me
                                && matches!(
                                    s.status,
                                    paiju_rules::games::yaodiren::Status::Waiting
                                        | paiju_rules::games::yaodiren::Status::DidNotOpen
                                )
                        })
                        .count();
                    log.push(Decision {
                        pending,
                        hand: info.view.hand,
                        lead: l,
                        second: s,
                        margin: i64::from(e.tuo) - i64::from(e.threshold),
                        kans: usize::from(e.kans),
                        qualifies: e.qualifies,
                        dealer: info.dealer == me,
                        chose_in,
                        win_in: won(&g_in),
                        win_out: won(&g_out),
                        n_in_others,
                    });
                }
            }
        }
        game.apply(seat, action).unwrap();
        step += 1;
    }
    game
}

#[derive(Default)]
struct Tally {
    n: usize,
    chose_in: usize,
    win_in: usize,
    win_out: usize,
    win_chosen: usize,
    win_best: usize,
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let level: Level = args[0].parse().unwrap();
    let deals: u64 = args[1].parse().unwrap();
    let seed: u64 = args.get(2).map_or(1000, |s| s.parse().unwrap());
    let cf = args.get(3).is_some_and(|s| s == "cf");
    let config = Yaodiren::configure(&Options::new()).unwrap();
    let mut decisions = Vec::new();
    let (mut wins, mut games) = (0usize, 0usize);
    // Per hand index: [hands, won, paid, no winner].
    let mut per_hand = [[0usize; 4]; 4];
    let mut lost_vs_easy = 0usize;
    let mut vstats: BTreeMap<(u32, i64, i64, bool), (usize, usize)> = BTreeMap::new();
    let mut won_vs_easy = 0usize;
    for d in 0..deals {
        let deal = seed + d;
        let start = Yaodiren::new(config.clone(), deal).unwrap().game;
        let easy = play_on(
            start.clone(),
            0,
            deal,
            Seat::from_index(0),
            Level::Easy,
            Force::None,
            &mut None,
        );
        for i in 0..P {
            let me = Seat::from_index(i);
            let mut log = if cf { Some(&mut decisions) } else { None };
            let g = play_on(start.clone(), 0, deal, me, level, Force::None, &mut log);
            let out = g.outcome().unwrap();
            let won = out.winners.contains(&me);
            let won_e = easy.outcome().unwrap().winners.contains(&me);
            games += 1;
            wins += usize::from(won);
            lost_vs_easy += usize::from(won_e && !won);
            won_vs_easy += usize::from(!won_e && won);
            let mut sc = [0i64; P];
            for r in g.results() {
                if r.hand >= 2 {
                    let (l, s2) = lead(&sc, me);
                    let dealer = r.dealer == me;
                    let e = vstats
                        .entry((r.hand, l.clamp(-9, 9), s2.clamp(-9, 9), dealer))
                        .or_insert((0usize, 0usize));
                    e.0 += 1;
                    e.1 += usize::from(won);
                }
                for (total, pay) in sc.iter_mut().zip(&r.payments) {
                    *total += pay;
                }
                let h = (r.hand as usize).min(4) - 1;
                let pay = r.payments[i];
                per_hand[h][0] += 1;
                if pay > 0 {
                    per_hand[h][1] += 1;
                } else if pay < 0 {
                    per_hand[h][2] += 1;
                }
                if !matches!(r.end, HandEnd::Won { .. }) {
                    per_hand[h][3] += 1;
                }
            }
        }
    }
    println!(
        "{level}: {games} games, win {:.3}; easy-in-seat won but {level} lost: {lost_vs_easy}, reverse: {won_vs_easy}",
        wins as f64 / games as f64
    );
    for (h, c) in per_hand.iter().enumerate().take(3) {
        println!(
            "hand {}: n {} I win {:.3} I pay {:.3} no winner {:.3}",
            h + 1,
            c[0],
            c[1] as f64 / c[0] as f64,
            c[2] as f64 / c[0] as f64,
            c[3] as f64 / c[0] as f64
        );
    }
    if std::env::var("VSTATS").is_ok() {
        for ((h, l, s2, d), (n, w)) in &vstats {
            println!(
                "V h{h} lead {l:+} second {s2:+} dealer {d}: n {n} win {:.3}",
                *w as f64 / *n as f64
            );
        }
    }
    if !cf {
        return;
    }
    let mut buckets: BTreeMap<String, Tally> = BTreeMap::new();
    if std::env::var("CSV").is_ok() {
        for d in &decisions {
            println!(
                "CSV,{},{},{},{},{},{},{},{},{},{},{},{},{}",
                d.pending,
                u8::from(d.qualifies && d.hand > 0),
                d.hand,
                d.lead,
                d.second,
                d.margin,
                d.kans,
                u8::from(d.qualifies),
                u8::from(d.dealer),
                d.n_in_others,
                u8::from(d.chose_in),
                u8::from(d.win_in),
                u8::from(d.win_out)
            );
        }
    }
    for dcs in &decisions {
        let lead_b = match dcs.lead {
            l if l > 0 => "ahead",
            0 => "level",
            _ => "behind",
        };
        let m = (dcs.margin.clamp(-20, 19) + 20) / 5 * 5 - 20;
        let key = format!(
            "h{} {:6} k{} m{:+3} {}{} o{}",
            dcs.hand.min(3),
            lead_b,
            dcs.kans.min(7),
            m,
            if dcs.qualifies { "Q" } else { "-" },
            if dcs.dealer { "D" } else { "-" },
            dcs.n_in_others
        );
        let _ = dcs.second;
        let t = buckets.entry(key).or_default();
        t.n += 1;
        t.chose_in += usize::from(dcs.chose_in);
        t.win_in += usize::from(dcs.win_in);
        t.win_out += usize::from(dcs.win_out);
        t.win_chosen += usize::from(if dcs.chose_in {
            dcs.win_in
        } else {
            dcs.win_out
        });
        t.win_best += usize::from(dcs.win_in || dcs.win_out);
    }
    let (mut chosen, mut best, mut n) = (0, 0, 0);
    for (k, t) in &buckets {
        chosen += t.win_chosen;
        best += t.win_in.max(t.win_out);
        n += t.n;
        if t.n >= 8 {
            println!(
                "{k}: n {:4} in {:.2} | win in {:.2} out {:.2} chosen {:.2}{}",
                t.n,
                t.chose_in as f64 / t.n as f64,
                t.win_in as f64 / t.n as f64,
                t.win_out as f64 / t.n as f64,
                t.win_chosen as f64 / t.n as f64,
                if (t.win_in > t.win_out) != (2 * t.chose_in > t.n) && t.win_in != t.win_out {
                    "  <-- "
                } else {
                    ""
                }
            );
        }
    }
    println!("decisions {n}: chosen wins {chosen}, bucket-best wins {best}");
}
