//! `/hint` on Discord: only the asker sees it, it names a move the asker may make now (from
//! their seat's information), and a table with `hints=off` refuses it, saying why. A move no
//! slash command can send is hinted, and offered under a refusal, as its button.

use crate::support::{Answer, CHANNEL, Harness, Player, Where};
use paiju::league::League;
use paiju::table::UserId;
use paiju::table::store::MemoryStore;
use serde_json::{Value, json};

fn ann() -> Player {
    Player::new(301, "Ann")
}
fn bob() -> Player {
    Player::new(302, "Bob")
}
fn cy() -> Player {
    Player::new(303, "Cy")
}

/// A table of `game` with `options` for Ann, Bob and Cy in `CHANNEL`, started, with its seed.
async fn table_of_three(seed: u64, game: &str, options: &str) -> (Harness, Vec<Player>) {
    let h = Harness::start(seed).await;
    let players = vec![ann(), bob(), cy()];
    h.open_and_start(&players, CHANNEL, game, options).await;
    (h, players)
}

/// The player to act, and the commands they may send now.
async fn to_act(h: &Harness, players: &[Player]) -> (Player, Vec<String>) {
    let table = h.shared_table(CHANNEL).await;
    let t = table.lock().await;
    let user = t.users_to_act()[0];
    let p = players
        .iter()
        .find(|p| UserId(p.id) == user)
        .unwrap()
        .clone();
    let legal = t.legal_commands(user);
    (p, legal)
}

/// `/hint` asked in the table's channel.
async fn hint(h: &Harness, p: &Player) -> Answer {
    h.slash(p, Where::Channel(CHANNEL), "hint", Value::Array(vec![]))
        .await
}

/// `p` presses the button of the hint `a`, which makes its move.
async fn press_the_hints_button(h: &Harness, p: &Player, a: &Answer) -> Answer {
    let hint = a.message.clone().expect("the hint is a message");
    let button = hint
        .id_containing(":now:")
        .expect("a hint offers its move as a button, for this moment of the game");
    h.click(p, Where::Channel(CHANNEL), &hint, &button).await
}

#[tokio::test]
async fn a_hint_is_for_the_asker_only_and_names_a_move_they_may_make() {
    let (h, players) = table_of_three(5, "doudizhu", "").await;
    let (p, legal) = to_act(&h, &players).await;
    let a = hint(&h, &p).await;
    assert!(a.ephemeral, "only the asker sees a hint: {a:?}");
    assert!(a.content.starts_with("💡 Hint: `/"), "{}", a.content);
    // Named as the slash command to type: `/bid 3`.
    let command = a.content["💡 Hint: `/".len()..]
        .split("` — ")
        .next()
        .unwrap()
        .to_string();
    assert!(legal.contains(&command), "{command} not in {legal:?}");
    // Asking changes nothing: the same player is still to act.
    assert_eq!(to_act(&h, &players).await.0.id, p.id);
}

#[tokio::test]
async fn a_table_with_hints_off_refuses_them() {
    let (h, players) = table_of_three(6, "doudizhu", "hints=off").await;
    let (p, _) = to_act(&h, &players).await;
    let a = hint(&h, &p).await;
    assert!(a.ephemeral, "{a:?}");
    assert!(
        a.content
            .contains("Hints are off at this table: it was opened with hints=off"),
        "{}",
        a.content
    );
    assert!(!a.content.contains("Hint: "), "{}", a.content);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_rated_table_refuses_hints_unless_it_was_opened_with_them() {
    let h =
        Harness::start_league(MemoryStore::new(), 8, Some(League::memory().await.unwrap())).await;
    let mut admin = Player::new(399, "Mod");
    admin.permissions = 1 << 5; // Manage Server: a league admin.
    let season = json!([{"type": 2, "name": "season", "options": [
        {"type": 1, "name": "start", "options": [{"type": 3, "name": "name", "value": "Winter"}]}]}]);
    let a = h
        .slash(&admin, Where::Channel(CHANNEL), "league", season)
        .await;
    assert!(a.content.contains("rated"), "{}", a.content);

    let players = vec![ann(), bob(), cy()];
    h.open_and_start(&players, CHANNEL, "doudizhu", "").await;
    let (p, _) = to_act(&h, &players).await;
    let a = hint(&h, &p).await;
    assert!(a.ephemeral, "{a:?}");
    assert!(
        a.content
            .contains("Hints are off at this table: it was opened with hints=off")
            && a.content.contains("hints=on"),
        "the refusal says why and what would allow them: {}",
        a.content
    );
    assert!(!a.content.contains("Hint: "), "{}", a.content);

    // The opener may still choose hints for a rated table.
    let other = CHANNEL + 1;
    h.open_and_start(&players, other, "doudizhu", "hints=on")
        .await;
    let table = h.shared_table(other).await;
    let user = table.lock().await.users_to_act()[0];
    let p = players.iter().find(|p| UserId(p.id) == user).unwrap();
    let a = h
        .slash(p, Where::Channel(other), "hint", Value::Array(vec![]))
        .await;
    assert!(a.ephemeral && a.content.contains("Hint: "), "{}", a.content);
}

#[tokio::test]
async fn a_hint_names_the_slash_command_as_the_askers_discord_shows_it() {
    let (h, players) = table_of_three(5, "doudizhu", "").await;
    let (mut p, _) = to_act(&h, &players).await;
    p.locale = "zh-CN";
    let a = hint(&h, &p).await;
    // The auction: `/叫分 3` or `/过`, never the English verb.
    assert!(
        a.content.starts_with("💡 提示：`/叫分 ") || a.content.starts_with("💡 提示：`/过`"),
        "{}",
        a.content
    );
}

#[tokio::test]
async fn the_hints_button_makes_the_move_it_names() {
    let (h, players) = table_of_three(5, "doudizhu", "").await;
    let (p, legal) = to_act(&h, &players).await;
    let a = hint(&h, &p).await;
    let done = press_the_hints_button(&h, &p, &a).await;
    assert!(!done.content.starts_with('✗'), "{}", done.content);
    // The move was made: the turn (or, after a bid of 3, what the landlord may do) moved on.
    let (after, legal_after) = to_act(&h, &players).await;
    assert!(after.id != p.id || legal_after != legal, "nothing changed");
    assert!(h.fake.invalid().is_empty(), "{:?}", h.fake.invalid());
}

#[tokio::test]
async fn a_hints_button_pressed_after_the_game_moved_on_is_refused_and_changes_nothing() {
    // Chicago: a hint's move may still be legal turns later, where it was never suggested.
    // The first to act asks at the first exchange, stands pat by slash command instead, and
    // presses the old button when it is their turn again (the second exchange).
    let (h, players) = table_of_three(5, "chicago", "").await;
    let (p, _) = to_act(&h, &players).await;
    let old = hint(&h, &p).await;
    assert!(old.content.starts_with("💡 Hint: "), "{}", old.content);
    // Standing pat, whatever the hint said (the button's move stays legal: a discard of
    // cards still in the hand, at the second exchange).
    let pat = h
        .slash(&p, Where::Channel(CHANNEL), "discard", json!([]))
        .await;
    assert!(pat.content.starts_with('✓'), "{}", pat.content);
    // Around the table to p's turn again.
    loop {
        let (next, _) = to_act(&h, &players).await;
        if next.id == p.id {
            break;
        }
        let a = h
            .slash(&next, Where::Channel(CHANNEL), "discard", json!([]))
            .await;
        assert!(a.content.starts_with('✓'), "{}", a.content);
    }
    let log = h.log_len(CHANNEL).await;
    let told = h.fake.channel_messages(CHANNEL).len();
    let (_, legal) = to_act(&h, &players).await;
    let a = press_the_hints_button(&h, &p, &old).await;
    assert!(a.ephemeral, "{a:?}");
    assert!(
        a.content.starts_with('✗') && a.content.contains("the game has moved on"),
        "{}",
        a.content
    );
    assert!(
        a.content.contains("/hint"),
        "says what to do instead: {}",
        a.content
    );
    assert_eq!(h.log_len(CHANNEL).await, log, "nothing was logged");
    assert_eq!(
        h.fake.channel_messages(CHANNEL).len(),
        told,
        "nobody was told"
    );
    let (again, legal_again) = to_act(&h, &players).await;
    assert_eq!(
        (again.id, legal_again),
        (p.id, legal),
        "the same move is still p's"
    );
    // A hint asked now has a button that works now.
    let fresh = hint(&h, &p).await;
    let done = press_the_hints_button(&h, &p, &fresh).await;
    assert!(done.content.starts_with('✓'), "{}", done.content);
}

#[tokio::test]
async fn a_chicago_hint_says_what_the_exchange_keeps_for_the_asker_only() {
    let (h, players) = table_of_three(5, "chicago", "").await;
    let (p, legal) = to_act(&h, &players).await;
    let a = hint(&h, &p).await;
    assert!(a.ephemeral, "only the asker sees a hint: {a:?}");
    let (command, reason) = a.content["💡 Hint: `/".len()..]
        .split_once("` — ")
        .unwrap_or_else(|| panic!("no reason in {}", a.content));
    // The same cards as one of the moves listed, in whatever order.
    let cards = |c: &str| {
        let mut w: Vec<String> = c.split_whitespace().map(str::to_string).collect();
        w.sort();
        w
    };
    assert!(
        legal.iter().any(|l| cards(l) == cards(command)),
        "{command} not in {legal:?}"
    );
    // The exchange's own reason, never the search's generic one.
    assert!(
        [
            "stand pat",
            "keep your ",
            "keep four to a ",
            "nothing to build on"
        ]
        .iter()
        .any(|r| reason.starts_with(r)),
        "{reason}"
    );
}

#[tokio::test]
async fn a_move_the_slash_command_cannot_send_is_hinted_by_its_button() {
    let h = Harness::start(5).await;
    let players = vec![ann(), bob()];
    let p = to_the_extra_turn(&h, &players).await;
    let a = hint(&h, &p).await;
    assert!(
        a.content
            .starts_with("💡 Hint: **Take the extra turn** — a joker discarded"),
        "{}",
        a.content
    );
    assert!(!a.content.contains("`/play`"), "{}", a.content);
    let done = press_the_hints_button(&h, &p, &a).await;
    assert!(!done.content.starts_with('✗'), "{}", done.content);
    assert!(
        h.fake
            .channel_messages(CHANNEL)
            .iter()
            .any(|m| m.content.contains("takes the extra turn")),
        "the channel was not told"
    );
}

#[tokio::test]
async fn a_refused_slash_move_offers_the_button_for_a_move_no_slash_command_sends() {
    // The same extra turn, asked for in Japanese as `/出す` with a card, which it does not
    // take: the refusal says why, names the move that has only a button, and puts the button
    // under it.
    let h = Harness::start(5).await;
    let mut yuki = Player::new(304, "Yuki");
    yuki.locale = "ja";
    let players = vec![yuki, bob()];
    let p = to_the_extra_turn(&h, &players).await;
    let told = h.fake.channel_messages(CHANNEL).len();
    let cards = json!([{"type": 3, "name": "cards", "value": "Th"}]);
    let a = h.slash(&p, Where::Channel(CHANNEL), "play", cards).await;
    assert!(a.ephemeral && a.content.starts_with('✗'), "{a:?}");
    let label = if p.locale == "ja" {
        "▸ **追加の手番を取る**にはスラッシュコマンドがありません。下のボタンを押してください。"
    } else {
        "▸ **Take the extra turn** has no slash command of its own: press its button below."
    };
    assert!(a.content.ends_with(label), "{}", a.content);
    assert_eq!(
        h.fake.channel_messages(CHANNEL).len(),
        told,
        "refused quietly"
    );
    let done = press_the_hints_button(&h, &p, &a).await;
    assert!(done.content.starts_with('✓'), "{}", done.content);
    assert_eq!(
        to_act(&h, &players).await.0.id,
        p.id,
        "the extra turn is p's"
    );
}

/// Opens a Chowdah table for `players` with the extra turn on; the first to act draws and
/// discards their joker, and is returned, to take the extra turn or not. Taking it is `/play`
/// with no cards, which Discord does not send (`/play` requires its cards).
async fn to_the_extra_turn(h: &Harness, players: &[Player]) -> Player {
    h.open_and_start(players, CHANNEL, "chowdah", "joker-extra-turn=on")
        .await;
    let (p, _) = to_act(h, players).await;
    let at = Where::Channel(CHANNEL);
    let drew = h.slash(&p, at, "draw", json!([])).await;
    assert!(drew.content.starts_with('✓'), "{}", drew.content);
    // Every seat is dealt a joker: discarding it earns the extra turn.
    let discard = json!([{"type": 3, "name": "cards", "value": "JK 1"}]);
    let threw = h.slash(&p, at, "discard", discard).await;
    assert!(threw.content.starts_with('✓'), "{}", threw.content);
    let (asker, legal) = to_act(h, players).await;
    assert_eq!(
        (asker.id, legal.contains(&"play".to_string())),
        (p.id, true)
    );
    p
}

/// Whether a Dou Dizhu play was written out of rank order: its main part first (`99944`).
fn reordered(cards: &str) -> bool {
    const ORDER: &str = "3456789TJQKA2";
    let rank = |c: char| ORDER.find(c).unwrap_or(ORDER.len());
    let ranks: Vec<usize> = cards.chars().filter(|c| *c != ' ').map(rank).collect();
    ranks.windows(2).any(|w| w[0] > w[1])
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn pressing_a_hints_button_confirms_the_move_in_the_hints_own_words() {
    let mut reordered_plays = 0;
    // Whole games until one has hinted a play with cards attached (most do).
    for seed in 1..=10 {
        let (h, players) = table_of_three(seed, "doudizhu", "").await;
        loop {
            let playing = {
                let table = h.shared_table(CHANNEL).await;
                let t = table.lock().await;
                t.status() == paiju::table::Status::Playing
            };
            if !playing {
                break;
            }
            let (p, _) = to_act(&h, &players).await;
            let a = hint(&h, &p).await;
            let command = a.content["💡 Hint: `/".len()..]
                .split("` — ")
                .next()
                .unwrap()
                .to_string();
            if let Some(cards) = command.strip_prefix("play ")
                && reordered(cards)
            {
                reordered_plays += 1;
            }
            // The "✓" names the move as the hint did: a play with cards attached main part
            // first (`play 99944`), not in rank order (`play 44999`).
            let done = press_the_hints_button(&h, &p, &a).await;
            let shown = done.message.as_ref().map_or(&done.content, |m| &m.content);
            assert!(
                shown.starts_with(&format!("✓ {command}\n")),
                "{command}: {shown}"
            );
        }
        h.shutdown().await;
        if reordered_plays > 0 {
            return;
        }
    }
    panic!("no game of ten hinted a play with cards attached");
}
