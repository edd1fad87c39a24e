//! Chicago, Chowdah and 幺地人 played to their result through Discord only — slash commands
//! with their suggestions, the ephemeral `/hand` panel, the buttons and card menus of the turn
//! DMs — against the fake Discord. Each game starts from a deal file (through the table API:
//! Discord's `/table start` always shuffles), so every step is known in advance.
//!
//! After every interaction: nothing broke Discord's limits, the channel shows no hidden card
//! (and, in 幺地人, never who may claim), whoever's hand changed got it by DM, whoever became
//! due to act got a DM with buttons, and refusals are ephemeral and say why.

use crate::support::fake::Msg;
use crate::support::{Answer, CHANNEL, Harness, Player, Where, refused};
use paiju::cards::tiles::Tile;
use paiju::cards::{Card, notation};
use paiju::games::any::{AnyDeal, AnyView, GameKind};
use paiju::render;
use paiju::table::{Status, UserId};
use serde_json::{Value, json};
use std::collections::HashMap;

const SEED: u64 = 11;

fn ann() -> Player {
    Player::new(201, "Ann")
}
fn bob() -> Player {
    Player::new(202, "Bob")
}
fn cy() -> Player {
    Player::new(203, "Cy")
}

/// An accepted action: a check mark, only for the user (a new ephemeral message, or the
/// panel the button was on, replaced).
fn accepted(a: &Answer) {
    let content = a.message.as_ref().map_or(&a.content, |m| &m.content);
    assert!(content.starts_with('✓'), "accepted: {content}");
    match a.kind {
        4 => assert!(a.ephemeral, "only the user sees it: {a:?}"),
        7 => {}
        k => panic!("answered with {k}: {a:?}"),
    }
}

/// Opens a table of `game` with `options` in the channel; everyone else joins.
async fn seat(h: &Harness, players: &[Player], game: &str, options: &str, count: bool) {
    let mut opts = vec![
        json!({"type": 3, "name": "game", "value": game}),
        json!({"type": 3, "name": "options", "value": options}),
    ];
    if count {
        opts.push(json!({"type": 4, "name": "players", "value": players.len()}));
    }
    let a = h
        .table(&players[0], CHANNEL, "new", Value::Array(opts))
        .await;
    accepted(&a);
    for p in &players[1..] {
        accepted(&h.table(p, CHANNEL, "join", json!([])).await);
    }
}

/// Opens a `kind` table in the channel with `options`, seats `players` (the first opens it),
/// starts it on `deal`, and returns the game with the start's announcements (checked).
async fn start<'a>(
    h: &'a Harness,
    players: &[Player],
    kind: GameKind,
    options: &str,
    deal: AnyDeal,
) -> (Game<'a>, Vec<String>) {
    // 幺地人 is always three: its /table new takes no player count.
    let count = kind != GameKind::Yaodiren;
    seat(h, players, kind.name(), options, count).await;
    let g = Game {
        h,
        players: players.to_vec(),
        kind,
    };
    let seen = g.mark().await;
    h.start_dealt(&players[0], CHANNEL, deal).await;
    let new = g.check(&seen).await;
    (g, new)
}

/// How a player sends a command.
#[derive(Clone, Copy, Debug)]
enum How<'a> {
    /// The button that sends exactly this command, in the latest DM with buttons.
    DmButton,
    /// The same in the ephemeral `/hand` panel, asked for in the channel.
    HandButton,
    /// Choose these cards in the card menus (of the latest DM, or of a fresh `/hand` panel)
    /// and press the button that sends the command.
    Menu(Where, &'a [&'a str]),
    /// The slash command, typed in full.
    Slash,
    /// The slash command, its argument picked from the suggestions offered for `typed`.
    Suggested(&'a str),
}

/// The slash command option that carries a verb's argument.
fn option_of(verb: &str) -> &'static str {
    match verb {
        "play" | "discard" | "meld" | "swap" => "cards",
        "draw" => "pile",
        "claim" | "declare" => "what",
        "bid" => "value",
        other => panic!("{other} takes no argument"),
    }
}

/// What the test knew before an interaction.
struct Seen {
    channel: usize,
    /// Every DM (id → content) per player.
    dms: HashMap<u64, HashMap<u64, String>>,
    hands: HashMap<u64, Option<String>>,
    to_act: Vec<u64>,
    claim: bool,
    log: u64,
}

/// A table being played in the test channel.
struct Game<'a> {
    h: &'a Harness,
    players: Vec<Player>,
    kind: GameKind,
}

impl Game<'_> {
    fn player(&self, id: u64) -> &Player {
        self.players.iter().find(|p| p.id == id).unwrap()
    }

    async fn views(&self) -> HashMap<u64, AnyView> {
        let table = self.h.shared_table(CHANNEL).await;
        let t = table.lock().await;
        self.players
            .iter()
            .filter_map(|p| t.hand(UserId(p.id)).ok().map(|v| (p.id, v)))
            .collect()
    }

    async fn status(&self) -> (Status, Vec<u64>, bool) {
        let table = self.h.shared_table(CHANNEL).await;
        let t = table.lock().await;
        let to_act = t.users_to_act().into_iter().map(|u| u.0).collect();
        (t.status(), to_act, t.in_claim_window())
    }

    /// A hand as the player's DMs show it (`Your hand: K♠ K♥ …`, `Your cards (20): …`).
    fn hand_line(view: &AnyView) -> Option<String> {
        match view {
            // The last card played leaves nothing to show.
            AnyView::Chicago(v) => v
                .hand
                .as_ref()
                .filter(|h| !h.is_empty())
                .map(|h| format!("Your hand: {}", render::cards::cards(h))),
            AnyView::Chowdah(v) => v
                .hand
                .as_ref()
                .map(|h| format!("Your hand: {}", render::cards::cards(h))),
            AnyView::Yaodiren(v) => v.concealed.as_ref().map(|h| {
                format!(
                    "Your cards ({}): {}",
                    h.len(),
                    render::yaodiren::tiles(paiju::i18n::Locale::EnUs, h)
                )
            }),
            AnyView::Doudizhu(_) => None,
        }
    }

    async fn mark(&self) -> Seen {
        let views = self.views().await;
        let (_, to_act, claim) = self.status().await;
        Seen {
            channel: self.h.fake.channel_messages(CHANNEL).len(),
            dms: self
                .players
                .iter()
                .map(|p| {
                    let dms = self.h.fake.dms(p.id);
                    (p.id, dms.into_iter().map(|m| (m.id, m.content)).collect())
                })
                .collect(),
            hands: self
                .players
                .iter()
                .map(|p| (p.id, views.get(&p.id).and_then(Self::hand_line)))
                .collect(),
            to_act,
            claim,
            log: self.h.log_len(CHANNEL).await,
        }
    }

    /// The DMs `p` got (or saw change) since `seen`.
    fn new_dms(&self, seen: &Seen, p: &Player) -> Vec<Msg> {
        let before = &seen.dms[&p.id];
        self.h
            .fake
            .dms(p.id)
            .into_iter()
            .filter(|m| before.get(&m.id) != Some(&m.content))
            .collect()
    }

    /// The checks after every interaction; returns the new channel messages.
    async fn check(&self, seen: &Seen) -> Vec<String> {
        assert!(
            self.h.fake.invalid().is_empty(),
            "refused by Discord: {:?}",
            self.h.fake.invalid()
        );
        assert!(
            self.h.fake.requests().iter().all(|r| r.status != 404),
            "an unknown route"
        );
        let new: Vec<String> = self.h.fake.channel_messages(CHANNEL)[seen.channel..]
            .iter()
            .map(|m| m.content.clone())
            .collect();
        let views = self.views().await;
        // Whoever's hand changed got it by DM.
        for p in &self.players {
            let now = views.get(&p.id).and_then(Self::hand_line);
            if now != seen.hands[&p.id]
                && let Some(line) = now
            {
                let dms = self.new_dms(seen, p);
                assert!(
                    dms.iter().any(|m| m.content.contains(&line)),
                    "{} got the new hand {line:?} by DM: {dms:#?}",
                    p.name
                );
            }
        }
        // Whoever became due to act was prompted by DM, with buttons.
        let (_, to_act, claim) = self.status().await;
        for id in &to_act {
            if !seen.to_act.contains(id) {
                let p = self.player(*id);
                let prompt = if claim {
                    "You may claim the last card"
                } else {
                    "It's your turn"
                };
                assert!(
                    self.new_dms(seen, p)
                        .iter()
                        .any(|m| m.content.contains(prompt) && !m.custom_ids().is_empty()),
                    "{} was prompted by DM",
                    p.name
                );
            }
        }
        self.no_leak(&new, &views, &to_act, claim, seen.claim).await;
        new
    }

    /// No channel message shows a hidden card; during a claim window the channel never names
    /// who may claim, and an answer in a window that stays open says nothing at all.
    async fn no_leak(
        &self,
        new: &[String],
        views: &HashMap<u64, AnyView>,
        to_act: &[u64],
        claim: bool,
        claim_before: bool,
    ) {
        for m in new {
            assert!(
                !m.contains("Your hand") && !m.contains("Your cards"),
                "a hand in the channel: {m}"
            );
        }
        for (id, view) in views {
            let name = self.player(*id).name;
            for line in new.iter().flat_map(|m| m.lines()) {
                match view {
                    // Cards are unique: no card of a hand may show, except in the showdown
                    // that shows the scoring hand (the rules make it public).
                    AnyView::Chicago(v) => {
                        let scorer = line.starts_with("Best hand after")
                            && line.contains(&format!(": {name} with"));
                        for c in v.hand.iter().flatten() {
                            assert!(
                                scorer || !line.contains(&render::cards::card(*c)),
                                "{name}'s {c} shows in the channel: {line}"
                            );
                        }
                    }
                    // Two decks (five of each tile): a card in the channel may be the other
                    // copy; the whole hand must not show, except the caller's (or winner's).
                    AnyView::Chowdah(v) => {
                        let hand = v.hand.as_deref().unwrap_or_default();
                        if hand.len() >= 4 {
                            let shown = render::cards::cards(hand);
                            assert!(
                                !line.contains(&shown)
                                    || line.contains(&format!("{name} calls Chowdah")),
                                "{name}'s hand shows in the channel: {line}"
                            );
                        }
                    }
                    AnyView::Yaodiren(v) => {
                        let hand: &[Tile] = v.concealed.as_deref().unwrap_or_default();
                        if hand.len() >= 4 {
                            let shown = render::yaodiren::tiles(paiju::i18n::Locale::EnUs, hand);
                            assert!(
                                !line.contains(&shown) || line.contains(&format!("{name} wins")),
                                "{name}'s tiles show in the channel: {line}"
                            );
                        }
                    }
                    AnyView::Doudizhu(_) => {}
                }
            }
        }
        if claim {
            for id in to_act {
                let name = self.player(*id).name;
                for m in new {
                    assert!(
                        !m.contains(name),
                        "the channel names {name}, who may claim: {m}"
                    );
                }
            }
            if claim_before {
                assert!(new.is_empty(), "an answer in an open window: {new:?}");
            }
        }
    }

    /// The latest DM with buttons to `p` (their turn prompt, or the panel it became).
    fn turn_dm(&self, p: &Player) -> Msg {
        self.h
            .fake
            .dms(p.id)
            .into_iter()
            .rev()
            .find(|m| m.custom_ids().len() > 1)
            .unwrap_or_else(|| panic!("{} has no DM with buttons", p.name))
    }

    /// `/hand` in the channel: the ephemeral panel.
    async fn hand_panel(&self, p: &Player) -> Msg {
        let a = self
            .h
            .slash(p, Where::Channel(CHANNEL), "hand", json!([]))
            .await;
        assert!(a.ephemeral, "{a:?}");
        a.message.expect("the /hand message")
    }

    /// Chooses `tokens` (`Th`, `天`) in the card menus of `message`; the updated message.
    async fn select(&self, p: &Player, at: Where, message: &Msg, tokens: &[&str]) -> Msg {
        let mut message = message.clone();
        let mut wanted: Vec<&str> = tokens.to_vec();
        for (menu, values) in message.menus() {
            let mut chosen = Vec::new();
            for v in values {
                let token = v.rsplit_once('.').unwrap().0;
                if let Some(i) = wanted.iter().position(|w| *w == token) {
                    wanted.remove(i);
                    chosen.push(v);
                }
            }
            if chosen.is_empty() {
                continue;
            }
            let a = self.h.select(p, at, &message, &menu, &chosen).await;
            assert_eq!(a.kind, 7, "selecting updates the panel: {a:?}");
            message = a.message.expect("the updated message");
        }
        assert!(wanted.is_empty(), "not in the menus: {wanted:?}");
        message
    }

    /// The custom id of the button that makes `command` for `p` now: the action the game reads
    /// `command` as, by its compact id.
    async fn do_id(&self, p: &Player, command: &str) -> (String, String) {
        let table = self.h.shared_table(CHANNEL).await;
        let t = table.lock().await;
        let seat = t.seat_of(paiju::table::UserId(p.id)).expect("seated");
        let (verb, args) = t.header().kind.split_command(command).expect("a command");
        let game = t.game().expect("a game");
        let action = game
            .parse_command(seat, verb, &args)
            .expect("a legal command");
        (
            format!("pj:{CHANNEL}:do:{}", action.id()),
            action.command_text(),
        )
    }

    /// `p` sends `command` the way `how` says. Checks that it was accepted and applied once,
    /// runs every check and returns the new channel messages.
    async fn step(&self, p: &Player, how: How<'_>, command: &str) -> Vec<String> {
        let seen = self.mark().await;
        let (verb, args) = command.split_once(' ').unwrap_or((command, ""));
        // A button makes the action itself: its reply names the move as the game completed
        // it (`meld 9d Td Jd Qd JK /` for a selection of `9d Td Jd JK`).
        let (act_id, completed) = self.do_id(p, command).await;
        let go_id = format!("pj:{CHANNEL}:go:{verb}:{args}");
        let h = self.h;
        let a = match how {
            How::DmButton | How::HandButton => {
                let (at, panel) = match how {
                    How::DmButton => (Where::Dm, self.turn_dm(p)),
                    _ => (Where::Channel(CHANNEL), self.hand_panel(p).await),
                };
                assert!(
                    panel.custom_ids().contains(&act_id),
                    "{act_id} in {:#?}",
                    panel.components
                );
                h.click(p, at, &panel, &act_id).await
            }
            How::Menu(at, tokens) => {
                let panel = match at {
                    Where::Dm => self.turn_dm(p),
                    Where::Channel(_) => self.hand_panel(p).await,
                };
                let panel = self.select(p, at, &panel, tokens).await;
                let ids = panel.custom_ids();
                let id = [&act_id, &go_id]
                    .into_iter()
                    .find(|id| ids.contains(id))
                    .unwrap_or_else(|| panic!("{act_id} or {go_id} in {ids:#?}"))
                    .clone();
                h.click(p, at, &panel, &id).await
            }
            How::Slash => {
                let arg = (!args.is_empty()).then(|| (option_of(verb), args));
                h.verb(p, Where::Channel(CHANNEL), verb, arg).await
            }
            How::Suggested(typed) => {
                let offered = h
                    .autocomplete(p, Where::Channel(CHANNEL), verb, option_of(verb), typed)
                    .await;
                assert!(
                    offered.iter().any(|(_, v)| v == args),
                    "{args} among the suggestions for {typed:?}: {offered:?}"
                );
                h.verb(
                    p,
                    Where::Channel(CHANNEL),
                    verb,
                    Some((option_of(verb), args)),
                )
                .await
            }
        };
        accepted(&a);
        let shown = a.message.as_ref().map_or(&a.content, |m| &m.content);
        assert!(
            shown.starts_with(&format!("✓ {command}"))
                || shown.starts_with(&format!("✓ {completed}")),
            "the reply names the command: {shown}"
        );
        assert_eq!(
            h.log_len(CHANNEL).await,
            seen.log + 1,
            "{command}: one entry"
        );
        self.check(&seen).await
    }

    /// A refused interaction changes nothing and tells only its sender why.
    async fn refused(&self, p: &Player, verb: &str, args: &str, says: &str) {
        let seen = self.mark().await;
        let arg = (!args.is_empty()).then(|| (option_of(verb), args));
        let a = self.h.verb(p, Where::Channel(CHANNEL), verb, arg).await;
        refused(&a, says);
        assert_eq!(self.h.log_len(CHANNEL).await, seen.log);
        assert!(self.check(&seen).await.is_empty(), "the channel heard it");
    }

    /// The suggestions for `/verb` while typing `typed`: (name, value).
    async fn suggestions(&self, p: &Player, verb: &str, typed: &str) -> Vec<(String, String)> {
        self.h
            .autocomplete(p, Where::Channel(CHANNEL), verb, option_of(verb), typed)
            .await
            .into_iter()
            .map(|(n, v)| (n, v.as_str().unwrap().to_string()))
            .collect()
    }

    /// The game is over: the result is in the channel, and every player was prompted.
    async fn finished(&self) -> String {
        let (status, _, _) = self.status().await;
        assert_eq!(status, Status::Finished);
        let last = self
            .h
            .fake
            .channel_messages(CHANNEL)
            .last()
            .unwrap()
            .content
            .clone();
        assert!(last.contains("Game over."), "{last}");
        for p in &self.players {
            assert!(last.contains(&format!("{}: ", p.name)), "{last}");
        }
        last
    }
}

fn cards(text: &str) -> Vec<String> {
    notation::parse_cards(text)
        .unwrap()
        .iter()
        .map(Card::to_string)
        .collect()
}

/// Chicago deal: Ann holds a pair of kings and draws the third; Bob two pair, then the full
/// house. Ann (21) and Bob (18) are close to the 30-point target.
fn chicago_deal() -> AnyDeal {
    let ann = cards("Kh Ks 8c 5d 2s");
    let bob = cards("Qs Qd Js Jd 3c");
    let front = cards("Kd 9h 4c Qh");
    let mut stock = front.clone();
    for c in Card::deck52() {
        let c = c.to_string();
        if !ann.contains(&c) && !bob.contains(&c) && !front.contains(&c) {
            stock.push(c);
        }
    }
    let json = json!({"scores": [21, 18], "hands": [ann, bob], "stock": stock});
    GameKind::Chicago.parse_deal(&json.to_string()).unwrap()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn chicago_a_whole_match_for_two() {
    let h = Harness::start(SEED).await;
    let players = vec![ann(), bob()];
    let (ann, bob) = (&players[0], &players[1]);
    let (g, new) = start(
        &h,
        &players,
        GameKind::Chicago,
        "target=30 chicago-call=on",
        chicago_deal(),
    )
    .await;
    assert!(
        new[0].starts_with(
            "Chicago, game 1: Ann and Bob.\nDeal 1: Bob deals five cards each. (Ann 21 · Bob 18)"
        ),
        "{new:?}"
    );
    assert_eq!(g.kind, GameKind::Chicago);
    // `/discard` (and `/meld`) may be sent without cards: Chicago's stand pat.
    for name in ["discard", "meld"] {
        let registered = h.fake.commands();
        let command = registered.iter().find(|c| c["name"] == name).unwrap();
        assert_eq!(command["options"][0]["required"], false, "{command}");
    }

    // Exchange 1. The suggestions start with the exchange that keeps the kings, and find
    // the discards holding the cards typed, in any order; stand pat is a button.
    let offered = g.suggestions(ann, "discard", "").await;
    assert_eq!(
        offered[0],
        ("Discard 8♣ 5♦ 2♠".to_string(), "8c 5d 2s".to_string())
    );
    assert!(offered.len() <= 25);
    let typed = g.suggestions(ann, "discard", "2s 5").await;
    assert!(!typed.is_empty());
    assert!(
        typed
            .iter()
            .all(|(_, v)| v.contains("2s") && v.contains("5d")),
        "{typed:?}"
    );
    let dm = g.turn_dm(ann);
    assert!(dm.button("Stand pat (keep all five)").is_some(), "{dm:?}");
    g.refused(ann, "play", "Kh", "The tricks have not begun yet.")
        .await;
    let new = g
        .step(
            ann,
            How::Menu(Where::Dm, &["8c", "5d", "2s"]),
            "discard 8c 5d 2s",
        )
        .await;
    assert_eq!(new, vec!["Ann exchanges 3 cards.\n▶ Bob to play."]);
    let new = g.step(bob, How::DmButton, "discard").await;
    let text = new.join("\n");
    assert!(text.starts_with("Bob stands pat.\nBest hand after the first exchange: Ann with three of a kind (K♠ K♥ K♦ 9♥ 4♣).\nAnn +3 (first exchange) → 24."), "{text}");
    assert!(
        text.contains("Ann has 24 points and may not exchange."),
        "{text}"
    );

    // Exchange 2: only Bob (Ann is locked), by the slash command and its first suggestion.
    assert_eq!(g.suggestions(bob, "discard", "").await[0].1, "3c");
    let new = g.step(bob, How::Suggested("3"), "discard 3c").await;
    let text = new.join("\n");
    assert!(
        text.contains("Best hand after the second exchange: Bob with full house (Q♠ Q♥ Q♦ J♠ J♦)."),
        "{text}"
    );
    assert!(text.contains("Chicago? Ann and Bob may declare"), "{text}");

    // The call, from the /hand panel; then the tricks by every way there is.
    assert_eq!(
        g.suggestions(ann, "declare", "").await,
        vec![("Call Chicago".to_string(), "chicago".to_string())]
    );
    let new = g.step(ann, How::HandButton, "declare chicago").await;
    assert!(
        new[0].starts_with("📣 Ann calls Chicago: all five tricks!"),
        "{new:?}"
    );
    let dm = g.turn_dm(ann);
    assert!(dm.button("Play K♥").is_some(), "few cards: a button each");
    assert_eq!(
        dm.components[0]["components"][0]["max_values"], 1,
        "one card to a trick"
    );
    g.step(ann, How::DmButton, "play Kh").await;
    g.refused(bob, "play", "Qs", "You must follow suit: K♥ was led")
        .await;
    let follow = g.suggestions(bob, "play", "").await;
    assert_eq!(follow, vec![("Play Q♥".to_string(), "Qh".to_string())]);
    let new = g.step(bob, How::Suggested(""), "play Qh").await;
    assert!(new[0].contains("Ann wins trick 1."), "{new:?}");
    g.step(ann, How::Menu(Where::Channel(CHANNEL), &["Ks"]), "play Ks")
        .await;
    g.step(bob, How::DmButton, "play Qs").await;
    g.step(ann, How::Slash, "play Kd").await;
    g.step(bob, How::Menu(Where::Dm, &["Qd"]), "play Qd").await;
    g.step(ann, How::DmButton, "play 9h").await;
    g.step(bob, How::Suggested("j"), "play Js").await;
    g.step(ann, How::HandButton, "play 4c").await;
    let new = g.step(bob, How::DmButton, "play Jd").await;
    let text = new.join("\n");
    assert!(text.contains("Ann +15 (Chicago made) → 39."), "{text}");
    assert!(text.contains("🏆 Ann wins (target reached)"), "{text}");
    let result = g.finished().await;
    assert!(result.contains("🏆 Ann: +39"), "{result}");
    // Nobody was sent an empty hand after their last card.
    for p in &players {
        for m in h.fake.dms(p.id) {
            assert!(
                m.content.lines().all(|l| l.trim_end() != "Your hand:"),
                "{}",
                m.content
            );
        }
    }
    h.shutdown().await;
}

/// Chowdah deal: Ann needs the Q♦ on pile 1 for a quint with her joker, then the K♦ to free
/// the joker for her quad, and calls Chowdah on her second turn.
fn chowdah_deal() -> AnyDeal {
    let ann = cards("JK Kc Kc 5h 6h 7h 2s 3s 4s 9d Td Jd 8c");
    let bob = cards("JK Ah 3d 5c 7d 9s Jh Qc 2d 4h 6c 8s Tc");
    let piles = [cards("Qd"), cards("3c"), cards("7s")];
    let front = cards("2h Kd");
    let mut rest: Vec<String> = Card::deck52()
        .iter()
        .chain(Card::deck52().iter())
        .map(Card::to_string)
        .collect();
    for c in ann
        .iter()
        .chain(&bob)
        .chain(piles.iter().flatten())
        .chain(&front)
    {
        if c != "JK" {
            let i = rest.iter().position(|r| r == c).unwrap();
            rest.remove(i);
        }
    }
    let mut stock = front;
    stock.extend(rest);
    let json = json!({"hands": [ann, bob], "piles": piles, "stock": stock});
    GameKind::Chowdah.parse_deal(&json.to_string()).unwrap()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn chowdah_one_round_for_two() {
    let h = Harness::start(SEED).await;
    let players = vec![ann(), bob()];
    let (ann, bob) = (&players[0], &players[1]);
    let (g, new) = start(&h, &players, GameKind::Chowdah, "rounds=1", chowdah_deal()).await;
    assert!(
        new[0].contains("piles: Q♦ | 3♣ | 7♠; 77 in the stock. Ann starts."),
        "{new:?}"
    );

    // Ann takes the Q♦ from its pile (a button of her turn DM), melds it with the cards she
    // picks in the menu, and discards: pile 1 is now empty, so that is the only pile offered.
    let dm = g.turn_dm(ann);
    assert!(dm.button("Draw from the stock").is_some(), "{dm:?}");
    let new = g.step(ann, How::DmButton, "draw 1").await;
    assert_eq!(
        new,
        vec!["Ann takes Q♦ from pile 1."],
        "mid-turn: no prompt"
    );
    let melds = g.suggestions(ann, "meld", "").await;
    assert!(!melds.is_empty() && melds.len() <= 25);
    assert!(
        melds
            .iter()
            .all(|(n, v)| v.contains("Qd") && n.starts_with("Meld ["))
    );
    let new = g
        .step(
            ann,
            How::Menu(Where::Dm, &["9d", "Td", "Jd", "JK"]),
            "meld 9d Td Jd JK",
        )
        .await;
    assert_eq!(new, vec!["Ann exposes [9♦ 10♦ J♦ Q♦ JK]."]);
    g.refused(ann, "discard", "8c 2", "Pile 1 is empty: discard there.")
        .await;
    let panel = g.select(ann, Where::Dm, &g.turn_dm(ann), &["8c"]).await;
    assert_eq!(
        panel.button("Discard 8♣ on pile 1"),
        Some(g.do_id(ann, "discard 8c 1").await.0)
    );
    let new = g
        .step(ann, How::Menu(Where::Dm, &["8c"]), "discard 8c 1")
        .await;
    assert_eq!(new, vec!["Ann discards 8♣ on pile 1.\n▶ Bob to play."]);

    // Bob by slash commands: the stock (what he drew is his alone), then a discard with a
    // pile of his choice (no pile is empty: one button per pile).
    let draws = g.suggestions(bob, "draw", "").await;
    assert_eq!(
        draws[0],
        ("Draw from the stock".to_string(), "stock".to_string())
    );
    let new = g.step(bob, How::Suggested(""), "draw stock").await;
    assert_eq!(new, vec!["Bob draws from the stock."]);
    // His turn DM panel was brought up to date by the typed draw (it offered the draw; now
    // the card menu to discard); 🔄 shows the same.
    let dm = g.turn_dm(bob);
    assert!(!dm.menus().is_empty(), "the panel follows the typed draw");
    assert!(
        dm.button("Draw from the stock").is_none(),
        "no stale draw button"
    );
    let a = h
        .click(bob, Where::Dm, &dm, &format!("pj:{CHANNEL}:hand"))
        .await;
    assert_eq!(a.kind, 7);
    let panel = g.select(bob, Where::Dm, &a.message.unwrap(), &["2h"]).await;
    for pile in 1..=3 {
        assert!(
            panel
                .button(&format!("Discard 2♥ on pile {pile}"))
                .is_some(),
            "{:#?}",
            panel.components
        );
    }
    let offered = g.suggestions(bob, "discard", "2h").await;
    assert_eq!(
        offered.iter().map(|(_, v)| v.as_str()).collect::<Vec<_>>(),
        vec!["2h 1", "2h 2", "2h 3"]
    );
    let new = g.step(bob, How::Suggested("2h"), "discard 2h 3").await;
    assert_eq!(new, vec!["Bob discards 2♥ on pile 3.\n▶ Ann to play."]);

    // Ann draws the K♦, swaps it for her joker (suggested as she types it) and calls Chowdah
    // from the /hand panel.
    g.step(ann, How::DmButton, "draw stock").await;
    let swaps = g.suggestions(ann, "swap", "Kd").await;
    assert!(
        swaps
            .iter()
            .any(|(n, v)| v == "Kd for JK @0.1" && n == "Swap K♦ for JK (Ann's meld 1)"),
        "{swaps:?}"
    );
    let new = g
        .step(ann, How::Suggested("Kd"), "swap Kd for JK @0.1")
        .await;
    assert_eq!(
        new,
        vec!["Ann gives K♦ for JK in Ann's meld: [9♦ 10♦ J♦ Q♦ K♦]."]
    );
    let new = g.step(ann, How::HandButton, "declare").await;
    assert!(
        new[0].starts_with("🍲 Ann calls Chowdah! K♣ K♣ 5♥ 6♥ 7♥ 2♠ 3♠ 4♠ JK"),
        "{new:?}"
    );
    let result = g.finished().await;
    assert!(result.contains("🏆 Ann: +16"), "{result}");
    h.shutdown().await;
}

/// Whether a panel says `name` is to act (`▶ Ann and Cy to play.`).
fn names_to_act(content: &str, name: &str) -> bool {
    content
        .lines()
        .any(|l| l.starts_with('▶') && l.contains(name))
}

/// Tiles as a deal file lists them.
fn tiles(text: &str) -> Vec<String> {
    paiju::cards::tiles::parse_tiles(text)
        .unwrap()
        .iter()
        .map(|t| t.name().to_string())
        .collect()
}

/// 幺地人 deal, the dealer (Ann) first. Ann discards 斧头, which only Bob may 碰; Bob then
/// discards 天, which Cy (next, and waiting on it) and Ann may both claim.
fn yaodiren_deal() -> AnyDeal {
    let hands = [
        tiles(
            "天天 二红二红二红 丁丁丁丁丁丁 三四三四三四 高脚高脚高脚 猫猫猫猫猫猫 斧头 梅子梅子梅子",
        ),
        tiles(
            "天 斧头斧头 长二长二长二 拐子拐子拐子 二五二五二五 三五三五三五 黑九黑九黑九 平八平八",
        ),
        tiles("天天 人人人 和和和 幺四幺四幺四 红九红九红九 地地地 四六四六四六"),
    ];
    let mut stock = Vec::new();
    for kind in Tile::ALL {
        let name = kind.name().to_string();
        let used = hands.iter().flatten().filter(|t| **t == name).count();
        stock.extend(std::iter::repeat_n(name, 5 - used));
    }
    let json = json!({"hands": hands, "stock": stock, "dealer": 0});
    GameKind::Yaodiren.parse_deal(&json.to_string()).unwrap()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn yaodiren_one_hand_with_claims() {
    let h = Harness::start(SEED).await;
    let players = vec![ann(), bob(), cy()];
    let (ann, bob, cy) = (&players[0], &players[1], &players[2]);
    let (g, _) = start(&h, &players, GameKind::Yaodiren, "hands=1", yaodiren_deal()).await;

    // The opening: buttons, and the slash commands.
    let dm = g.turn_dm(ann);
    assert!(dm.button("Open (起牌)").is_some() && dm.button("Don't open").is_some());
    g.step(ann, How::DmButton, "open").await;
    let dm = g.turn_dm(bob);
    assert!(dm.button("Open (起牌)").is_none(), "Bob's hand cannot open");
    g.step(bob, How::DmButton, "pass").await;
    g.step(cy, How::Slash, "open").await;
    // Bob, who did not open, plays the hand: a button, not a card menu.
    let dm = g.turn_dm(bob);
    assert!(dm.menus().is_empty(), "{:#?}", dm.components);
    g.step(bob, How::DmButton, "play").await;

    // Ann discards 斧头 from the card menu; only Bob may claim it, and the channel does not
    // say who.
    let new = g
        .step(ann, How::Menu(Where::Dm, &["斧头"]), "discard 斧头")
        .await;
    assert_eq!(
        new,
        vec!["Ann discards 斧头[5-6].\n⏳ Waiting for claims (or passes) on the last card."]
    );
    let dm = g.turn_dm(bob);
    assert!(
        dm.content
            .contains("You may claim 斧头[5-6]: peng 碰 — or pass.")
    );
    assert!(
        dm.content.contains("⏳ Waiting for claims"),
        "{}",
        dm.content
    );
    assert!(!names_to_act(&dm.content, cy.name), "{}", dm.content);
    let new = g.step(bob, How::DmButton, "claim peng").await;
    assert!(
        new[0].starts_with("Bob takes 斧头[5-6] from Ann (peng 碰)"),
        "{new:?}"
    );
    g.step(bob, How::Suggested("天"), "discard 天").await;

    // Bob's 天: Cy (next, who may also win on it) and Ann may both claim, at once. Ann
    // answers first — peng — and the window stays open for Cy, who outranks her; the channel
    // hears nothing of it.
    let (_, mut to_act, claim) = g.status().await;
    assert!(claim);
    to_act.sort();
    assert_eq!(to_act, vec![ann.id, cy.id]);
    for p in [ann, cy] {
        let dm = g.turn_dm(p);
        assert!(
            dm.content.contains("You may claim 天[6-6]"),
            "{}",
            dm.content
        );
        assert!(
            dm.content.contains("⏳ Waiting for claims"),
            "{}",
            dm.content
        );
        let other = if p.id == ann.id { cy } else { ann };
        assert!(!names_to_act(&dm.content, other.name), "{}", dm.content);
    }
    assert!(g.turn_dm(cy).button("hu 胡").is_some());
    g.refused(bob, "pass", "", "waiting for claims").await;
    let new = g.step(ann, How::DmButton, "claim peng").await;
    assert!(new.is_empty());
    g.refused(ann, "pass", "", "waiting for claims").await;
    g.refused(cy, "claim", "sha", "You cannot claim 杀 now")
        .await;
    let offered = g.suggestions(cy, "claim", "").await;
    let values: Vec<&str> = offered.iter().map(|(_, v)| v.as_str()).collect();
    assert_eq!(values, vec!["hu", "peng", "chi 天 地", "chi 地 地"]);
    let new = g.step(cy, How::Suggested("hu"), "claim hu").await;
    assert!(
        new[0].starts_with("🀄 Cy wins (胡) on 天[6-6] from Bob!"),
        "{new:?}"
    );
    // Ann passed on a win: told privately.
    assert!(
        h.fake
            .dms(ann.id)
            .iter()
            .any(|m| m.content.contains("You passed on winning with 天[6-6]"))
    );
    let result = g.finished().await;
    assert!(result.contains("🏆 Cy: +256"), "{result}");
    h.shutdown().await;
}
