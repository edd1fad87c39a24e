//! Hot seat: several people taking turns at one terminal (`paiju play --bots 2` leaves seats 0
//! and 1 to people). When the prompt moves to another person's seat the screen is cleared and
//! the next player asked to press Enter, so the one who just played does not see the next
//! hand; then the next player sees what they missed (the table's lines and their own private
//! ones, kept while someone else had the terminal) and their hand.
//!
//! Only at a real terminal: piped or scripted input has nobody to hide a hand from, and a
//! script must not have its lines eaten by "press Enter".

use super::*;

/// Who has the terminal, and what each other person was told meanwhile.
pub(super) struct HotSeat {
    /// The seat whose player has the terminal now.
    front: Seat,
    /// The seats people play.
    people: Vec<Seat>,
    /// Per seat: the lines it missed, shown when it takes the terminal.
    missed: Vec<Vec<String>>,
}

impl HotSeat {
    /// Hot seat for `people` (more than one), `front` at the terminal first.
    pub(super) fn new(front: Seat, people: Vec<Seat>, seats: usize) -> HotSeat {
        HotSeat {
            front,
            people,
            missed: vec![Vec::new(); seats],
        }
    }

    /// A line for the channel (`to` = `None`) or for one seat: whether to show it now. A line
    /// the person at the terminal may not see (another seat's private one) is kept for its
    /// seat; a channel line is kept for every other person too.
    pub(super) fn tell(&mut self, to: Option<Seat>, line: &str) -> bool {
        let front = self.front;
        match to {
            None => {
                for s in self.people.iter().filter(|&&s| s != front) {
                    self.missed[s.index()].push(line.to_string());
                }
                true
            }
            Some(s) if s == front => true,
            Some(s) => {
                if let Some(missed) = self.missed.get_mut(s.index()) {
                    missed.push(line.to_string());
                }
                false
            }
        }
    }

    pub(super) fn front(&self) -> Seat {
        self.front
    }

    /// `seat` takes the terminal: the lines it missed.
    fn take(&mut self, seat: Seat) -> Vec<String> {
        self.front = seat;
        self.missed
            .get_mut(seat.index())
            .map(std::mem::take)
            .unwrap_or_default()
    }
}

/// Clears the terminal and its scrollback, so the next player cannot scroll back to a hand.
fn clear_screen() {
    out::text("\x1b[2J\x1b[3J\x1b[H");
}

impl Session {
    /// Turns hot seat on when more than one seat is a person's (`people`) and a person is at
    /// the terminal.
    pub(super) fn start_hot_seat(&self, editing: bool, people: Vec<Seat>) {
        if editing && self.mode == Mode::Interactive && people.len() > 1 {
            let hot = HotSeat::new(self.viewer, people, self.seats);
            *self.hot.lock().expect("the hot seat lock") = Some(hot);
        }
    }

    /// The seat at the terminal now: the hot seat's front, else the viewer.
    pub(super) fn front(&self) -> Seat {
        self.hot
            .lock()
            .expect("the hot seat lock")
            .as_ref()
            .map_or(self.viewer, HotSeat::front)
    }

    /// Whether the prompt moving to `seat` hands the terminal over to another person.
    pub(super) fn hands_over_to(&self, seat: Seat) -> bool {
        self.hot
            .lock()
            .expect("the hot seat lock")
            .as_ref()
            .is_some_and(|h| h.front != seat && h.people.contains(&seat))
    }
}

/// The terminal goes to `seat`'s player: a cleared screen asking them to press Enter, then
/// what they missed and their hand. `Err` ends the session (Ctrl-D, Ctrl-C, a signal).
pub(super) async fn hand_over(
    session: &Session,
    reader: &mut Reader,
    signals: &mut Signals,
    seat: Seat,
) -> Result<(), End> {
    let locale = session.locale;
    let name = session
        .names()
        .await
        .get(seat.index())
        .cloned()
        .unwrap_or_default();
    clear_screen();
    outln!(
        "{}",
        t!(
            locale,
            "local-hot-seat-pass",
            seat = seat.0,
            name = name.as_str()
        )
    );
    match next_input(reader, signals, "", Vec::new()).await {
        Ok(Input::Line(_) | Input::NotUtf8(_)) => {}
        Ok(Input::Eof) => return Err(End::Done(0)),
        Ok(Input::Interrupted) => return Err(End::Stopped(130)),
        Err(code) => return Err(End::Stopped(code)),
    }
    clear_screen();
    let missed = session
        .hot
        .lock()
        .expect("the hot seat lock")
        .as_mut()
        .map(|h| h.take(seat))
        .unwrap_or_default();
    outln!(
        "{}",
        t!(locale, "local-hot-seat-yours", seat = seat.0, name = name)
    );
    for line in missed {
        outln!("{line}");
    }
    outln!("{}", session.hand_text(seat).await);
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_private_line_waits_for_its_seat_and_the_channel_s_lines_for_every_other_person() {
        let mut hot = HotSeat::new(Seat(0), vec![Seat(0), Seat(1)], 3);
        assert!(hot.tell(None, "P0 plays 3."));
        assert!(hot.tell(Some(Seat(0)), "  » Your hand: 4"));
        assert!(!hot.tell(Some(Seat(1)), "  » Your hand: 55"));
        assert_eq!(hot.take(Seat(1)), ["P0 plays 3.", "  » Your hand: 55"]);
        assert_eq!(hot.front(), Seat(1));
        assert!(!hot.tell(Some(Seat(0)), "  » Passed for you"));
        assert_eq!(hot.take(Seat(0)), ["  » Passed for you"]);
        assert!(hot.take(Seat(0)).is_empty(), "told once");
    }
}
