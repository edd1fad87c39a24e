//! Chowdah in the terminal: the turn prompt shows the pile tops (nobody should need `hand` to
//! see what they may draw), and after drawing the prompt lists every move left this turn.

use crate::common::{paiju, stdout};

#[test]
fn the_turn_prompt_shows_the_pile_tops_and_after_a_draw_the_moves_left() {
    let out = paiju(
        &[
            "play",
            "chowdah",
            "--seed",
            "4",
            "--players",
            "2",
            "--lang",
            "en-US",
        ],
        Some("draw stock\nquit\n"),
    );
    let text = stdout(&out);
    let lines: Vec<&str> = text.lines().collect();
    let turn = lines
        .iter()
        .position(|l| l.contains("» It's your turn."))
        .unwrap_or_else(|| panic!("{text}"));
    assert!(
        lines[turn + 1].starts_with("  » Piles 1: ") && lines[turn + 1].contains("· stock "),
        "{text}"
    );
    let drew = lines
        .iter()
        .position(|l| l.contains("» You drew"))
        .unwrap_or_else(|| panic!("{text}"));
    let moves = lines[drew..]
        .iter()
        .find(|l| l.contains("Your moves now:"))
        .unwrap_or_else(|| panic!("{text}"));
    // No meld is exposed and the hand is no Chowdah: discarding is all there is.
    assert_eq!(moves.trim(), "» Your moves now: discard.", "{text}");
}
