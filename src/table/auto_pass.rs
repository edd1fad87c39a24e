//! Automatic passes (the table option `auto-pass`, on by default where a game lists it): when a
//! person's only legal move is a pass (Dou Dizhu's 要不起, a 幺地人 hand that cannot open), the
//! table makes it at once instead of waiting for them to type `pass` — a landlord down to one
//! card is not asked a dozen times.
//!
//! The pass is an ordinary `TableOp::Act` by `Actor::System`, logged and applied by `apply_op`
//! like any move, so replay, undo and request keys treat it as they treat a bot's move. Only
//! the game decides that a pass is forced (`Game::forced_pass`), so a player who could beat the
//! play, and might choose not to, is always asked.

use super::outbox::{Notice, Outgoing};
use super::{Status, Table};
use crate::games::Seat;
use crate::games::any::{AnyAction, AnyEvent, AnyGame};
use crate::games::options::AUTO_PASS;

impl Table {
    /// Whether this table passes for people who have no other move: the game lists the option
    /// and the table did not turn it off.
    pub fn auto_pass_on(&self) -> bool {
        let listed = self
            .header
            .kind
            .option_specs()
            .iter()
            .any(|s| s.key == AUTO_PASS.key);
        listed && self.game_options().flag(&AUTO_PASS).unwrap_or(true)
    }

    /// The next pass the table makes by itself: a person's seat to act whose only legal move
    /// is a pass. Bots make their own moves; claim windows never force one (`forced_pass`).
    pub(super) fn forced_pass_due(&self) -> Option<(Seat, AnyAction)> {
        if self.status != Status::Playing || !self.auto_pass_on() {
            return None;
        }
        let game = self.game.as_ref()?;
        game.to_act()
            .into_iter()
            .filter(|&s| !self.bot_plays(s))
            .find_map(|s| game.forced_pass(s).map(|(action, _)| (s, action)))
    }

    /// What an automatic pass tells, besides what the move itself announced (`moved`): the
    /// channel's line of the pass marked automatic, and the seat's player why it was made.
    pub(super) fn tell_automatic(
        &self,
        seat: Seat,
        why: AnyEvent,
        moved: Vec<Outgoing>,
    ) -> Vec<Outgoing> {
        let mut why = self
            .user_at(seat)
            .map(|user| Outgoing::user(user, Notice::Event(why)));
        let mut out = Vec::with_capacity(moved.len() + 1);
        let mut marked = false;
        for o in moved {
            match o.public_event() {
                // The move's first public event is the pass itself ("Ann passes."); the
                // player's note follows it, before what the pass led to.
                Some(e) if !marked => {
                    marked = true;
                    out.push(Outgoing::channel(Notice::Automatic(e.clone())));
                    out.extend(why.take());
                }
                _ => out.push(o),
            }
        }
        out.extend(why);
        out
    }
}

/// The reason of a forced pass, checked when the table's own `Act` is applied: `None` when
/// `action` is not the pass the game forces on `seat` now (a log that does not fit the game).
pub(super) fn forced_why(game: &AnyGame, seat: Seat, action: &AnyAction) -> Option<AnyEvent> {
    game.forced_pass(seat)
        .filter(|(forced, _)| forced == action)
        .map(|(_, why)| why)
}

#[cfg(test)]
mod tests {
    use super::super::test_support::{act, ctx, header};
    use super::super::*;
    use crate::games::Verb;
    use crate::games::any::AnyDeal;
    use crate::games::any::GameKind;
    use crate::games::doudizhu::{Deal, RankCounts};
    use crate::games::{Options, Seat};

    /// Seat 0 holds the rocket (nothing beats it); seat 1 a bomb (7777), seat 2 bombs too.
    fn deal() -> AnyDeal {
        let rc = |s: &str| RankCounts::parse(s).unwrap();
        AnyDeal::Doudizhu(Deal {
            hands: vec![
                rc("333344445555666BR"),
                rc("6777788889999TTTJ"),
                rc("JQQQQKKKKAAAA2222"),
            ],
            kitty: rc("TJJ"),
            first_bidder: Seat(0),
            face_up: None,
        })
    }

    /// Users 1, 2, 3 in seats 0, 1, 2; user 1 is the landlord at 3 and leads. The table and its
    /// log.
    fn landlord_leads(options: Options) -> (Table, Vec<LogEntry>) {
        let mut t = Table::open(header(GameKind::Doudizhu, options)).unwrap();
        let mut log = Vec::new();
        for u in 1..=3 {
            log.extend(t.handle(&ctx(u), Command::Join).unwrap().entries);
        }
        let start = Command::Start { deal: Some(deal()) };
        log.extend(t.handle(&ctx(1), start).unwrap().entries);
        log.extend(t.handle(&ctx(1), act(Verb::Bid, "3")).unwrap().entries);
        (t, log)
    }

    #[test]
    fn nobody_who_cannot_beat_the_rocket_is_asked_and_each_is_told_why() {
        let (mut t, mut log) = landlord_leads(Options::new());
        let handled = t.handle(&ctx(1), act(Verb::Play, "BR")).unwrap();
        log.extend(handled.entries.clone());
        let automatic: Vec<Seat> = handled
            .entries
            .iter()
            .filter_map(|e| match (&e.actor, &e.op) {
                (Actor::System, TableOp::Act { seat, .. }) => Some(*seat),
                _ => None,
            })
            .collect();
        assert_eq!(automatic, [Seat(1), Seat(2)], "{:?}", handled.entries);
        assert_eq!(t.to_act(), [Seat(0)], "the landlord leads again");
        let marked = handled
            .outbox
            .iter()
            .filter(|o| o.to == Recipient::Channel && matches!(o.notice, Notice::Automatic(_)))
            .count();
        assert_eq!(marked, 2, "each pass is announced, marked automatic");
        for user in [2, 3] {
            let told = handled.outbox.iter().any(|o| {
                o.to == Recipient::User(UserId(user))
                    && matches!(
                        &o.notice,
                        Notice::Event(crate::games::any::AnyEvent::Doudizhu(
                            crate::games::doudizhu::Event::CannotBeat { .. }
                        ))
                    )
            });
            assert!(told, "user {user} is told why: {:?}", handled.outbox);
        }
        // Nobody was prompted to pass.
        assert!(
            !handled.outbox.iter().any(|o| matches!(
                o.notice,
                Notice::YourTurn { seat, .. } if seat != Seat(0)
            )),
            "{:?}",
            handled.outbox
        );
        // The log replays to the same table.
        let replayed = Table::replay(t.header().clone(), &log).unwrap();
        assert_eq!(replayed.to_act(), t.to_act());
        assert_eq!(
            serde_json::to_value(replayed.game().unwrap().view(Seat(0))).unwrap(),
            serde_json::to_value(t.game().unwrap().view(Seat(0))).unwrap()
        );
    }

    #[test]
    fn a_player_who_could_beat_the_play_is_asked_even_when_passing_is_likely() {
        let (mut t, _) = landlord_leads(Options::new());
        // 3333 is a bomb; seat 1's 7777 beats it, so seat 1 chooses.
        let handled = t.handle(&ctx(1), act(Verb::Play, "3333")).unwrap();
        assert!(
            handled.entries.iter().all(|e| e.actor != Actor::System),
            "{:?}",
            handled.entries
        );
        assert_eq!(t.to_act(), [Seat(1)]);
    }

    #[test]
    fn with_auto_pass_off_the_player_passes_by_themselves() {
        let (mut t, _) = landlord_leads(Options::parse_pairs(["auto-pass=off"]));
        t.handle(&ctx(1), act(Verb::Play, "BR")).unwrap();
        assert_eq!(t.to_act(), [Seat(1)], "seat 1 must type pass");
        assert!(!t.auto_pass_on());
        t.handle(&ctx(2), act(Verb::Pass, "")).unwrap();
        assert_eq!(t.to_act(), [Seat(2)]);
    }

    #[test]
    fn the_automatic_passes_are_taken_back_with_the_move_they_followed() {
        let (mut t, _) = landlord_leads(Options::new());
        t.handle(&ctx(1), act(Verb::Play, "BR")).unwrap();
        t.handle(&ctx(1), Command::Undo { button: None }).unwrap();
        for u in [2, 3] {
            t.handle(&ctx(u), Command::UndoAnswer { agree: true })
                .unwrap();
        }
        assert_eq!(t.to_act(), [Seat(0)]);
        let hand = serde_json::to_string(&t.game().unwrap().view(Seat(0))).unwrap();
        assert!(hand.contains('B') && hand.contains('R'), "{hand}");
        let public = serde_json::to_string(&t.game().unwrap().public_view()).unwrap();
        assert!(
            !public.contains("rocket"),
            "the rocket is back in hand: {public}"
        );
    }

    #[test]
    fn an_unknown_value_is_refused_at_open() {
        let refused = Table::open(header(
            GameKind::Doudizhu,
            Options::parse_pairs(["auto-pass=sometimes"]),
        ));
        assert!(matches!(refused, Err(TableError::Option(_))));
    }
}
