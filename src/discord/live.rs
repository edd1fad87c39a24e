//! The table's live message: one channel message per table, an embed of everything public —
//! the game and its options, the seats with their match totals, the public view of the game
//! (cards left, the trick, exposed melds, discards), whose turn it is with the deadline as a
//! Discord timestamp — and the buttons that fit the table's state. The outbox renders it after
//! every command (`PostTo::Table`); delivery edits it in place, or posts it anew when it has
//! scrolled up. It is built from `Table::status_view` alone, the public view: no hidden card
//! can reach it.

use super::custom_id::{CustomId, TableButton};
use crate::i18n::Locale;
use crate::render::{self, RenderCtx};
use crate::t;
use crate::table::{Status, Table, Timestamp};
use serenity::all::{
    ButtonStyle, CreateActionRow, CreateAllowedMentions, CreateButton, CreateEmbed,
    CreateEmbedFooter,
};

/// Discord's limits for an embed's title and description (with room to spare).
const MAX_TITLE: usize = 250;
const MAX_DESCRIPTION: usize = 4000;

/// The buttons of the live message for a table in `status`.
pub fn buttons(status: Status) -> &'static [TableButton] {
    match status {
        Status::Lobby => &[
            TableButton::Join,
            TableButton::Leave,
            TableButton::AddBot,
            TableButton::Start,
        ],
        Status::Playing => &[TableButton::Hand, TableButton::Rules],
        Status::Finished => &[TableButton::Again, TableButton::Results],
        Status::Ended => &[],
    }
}

fn label(locale: Locale, b: TableButton) -> String {
    match b {
        TableButton::Join => t!(locale, "live-join"),
        TableButton::Leave => t!(locale, "live-leave"),
        TableButton::AddBot => t!(locale, "live-add-bot"),
        TableButton::Start => t!(locale, "live-start"),
        TableButton::Hand => t!(locale, "live-my-hand"),
        TableButton::Rules => t!(locale, "live-rules"),
        TableButton::Again => t!(locale, "live-play-again"),
        TableButton::Results => t!(locale, "live-results"),
    }
}

fn style(b: TableButton) -> ButtonStyle {
    match b {
        TableButton::Join | TableButton::Start | TableButton::Hand | TableButton::Again => {
            ButtonStyle::Primary
        }
        _ => ButtonStyle::Secondary,
    }
}

fn clip(text: &str, max: usize) -> String {
    if text.chars().count() <= max {
        text.to_string()
    } else {
        let mut s: String = text.chars().take(max - 1).collect();
        s.push('…');
        s
    }
}

/// The embed's text: seats, the public game, whose turn and until when.
fn description(table: &Table, locale: Locale) -> String {
    // An embed's description is markdown: the seats' names escaped.
    let s = super::markdown::status_view(table.status_view(Timestamp(0)));
    let ctx = RenderCtx {
        locale,
        names: &s.names,
    };
    let mut lines = Vec::new();
    for (i, name) in s.names.iter().enumerate() {
        let bot = if s.bots.get(i).copied().unwrap_or(false) {
            " 🤖"
        } else {
            ""
        };
        let total = match s.totals.get(i) {
            Some(t) if s.games_played > 0 => format!(" ({})", render::signed(*t)),
            _ => String::new(),
        };
        let name = render::shown_name(locale, name);
        lines.push(format!("{}. {name}{bot}{total}", i + 1));
    }
    if s.status == Status::Lobby {
        lines.push(t!(
            locale,
            "live-seated",
            seated = s.names.len(),
            seats = s.seats
        ));
    }
    if let (Some(g), Status::Playing) = (&s.game, s.status) {
        lines.push(String::new());
        lines.push(render::view(g, &ctx));
    }
    if s.status == Status::Playing {
        if s.claim {
            lines.push(t!(locale, "table-claims-awaited"));
        } else if !s.to_act.is_empty() {
            lines.push(ctx.turn(&s.to_act, s.turn));
        }
        for (seat, deadline) in &s.deadlines {
            lines.push(t!(
                locale,
                "live-deadline",
                name = ctx.name(*seat),
                when = format!("<t:{}:R>", deadline.0.div_euclid(1000))
            ));
        }
    }
    clip(&lines.join("\n"), MAX_DESCRIPTION)
}

/// The live message as stored in the outbox: Discord's message JSON (an embed and its
/// buttons, no content, no mentions).
pub fn body(table: &Table, locale: Locale) -> String {
    let header = table.header();
    let channel = header.channel;
    let status = table.status();
    let state = match status {
        Status::Lobby => t!(locale, "status-lobby"),
        Status::Playing => t!(locale, "status-playing"),
        Status::Finished => t!(locale, "status-finished"),
        Status::Ended => t!(locale, "status-ended"),
    };
    let mut title = format!("{} — {state}", render::game_name(locale, header.kind));
    if !header.options.0.is_empty() {
        let opts: Vec<String> = header
            .options
            .0
            .iter()
            .map(|(k, v)| format!("{k}={v}"))
            .collect();
        title.push_str(&format!(" ({})", opts.join(" ")));
    }
    let played = table.status_view(Timestamp(0)).games_played;
    let mut embed = CreateEmbed::new()
        .title(clip(&title, MAX_TITLE))
        .description(description(table, locale));
    if played > 0 {
        embed = embed.footer(CreateEmbedFooter::new(t!(
            locale,
            "live-games-played",
            count = played
        )));
    }
    let list: Vec<CreateButton> = buttons(status)
        .iter()
        .map(|&b| {
            CreateButton::new(CustomId::Table { channel, button: b }.encode())
                .label(label(locale, b))
                .style(style(b))
        })
        .collect();
    // An edit keeps what it does not name: an empty list takes the buttons away.
    let components: Vec<CreateActionRow> = if list.is_empty() {
        Vec::new()
    } else {
        vec![CreateActionRow::Buttons(list)]
    };
    let message = serenity::all::CreateMessage::new()
        .embed(embed)
        .allowed_mentions(CreateAllowedMentions::new());
    let mut value = serde_json::to_value(&message).expect("a message serializes");
    value["components"] = serde_json::to_value(&components).expect("buttons serialize");
    value.to_string()
}

/// `/rules` and the [Rules] button: the game's rules and options, then the table-wide clock
/// options every game takes (`turn-timeout=…`).
pub fn rules(locale: Locale, kind: crate::games::any::GameKind) -> String {
    let clock: Vec<String> = crate::table::timing::TABLE_OPTION_SPECS
        .iter()
        .map(|s| format!("`{}={}` ({})", s.key, s.expected(), s.default))
        .collect();
    format!(
        "{}\n{}",
        render::rules_text::rules(locale, kind),
        t!(locale, "rules-table-options", options = clock.join(" · "))
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::Options;
    use crate::games::any::GameKind;
    use crate::table::{ChannelId, Command, Ctx, GuildId, TableHeader, TableId, UserId};
    use serde_json::Value;

    fn ctx(u: u64) -> Ctx {
        Ctx {
            user: UserId(u),
            name: format!("P{u}"),
            now: Timestamp(1),
            key: None,
            moderator: false,
            entropy: 3,
        }
    }

    fn words(body: &str) -> Vec<String> {
        let v: Value = serde_json::from_str(body).unwrap();
        let mut out = Vec::new();
        for row in v["components"].as_array().into_iter().flatten() {
            for c in row["components"].as_array().into_iter().flatten() {
                let id = c["custom_id"].as_str().unwrap();
                out.push(id.rsplit(':').next().unwrap().to_string());
            }
        }
        out
    }

    #[test]
    fn the_buttons_follow_the_table_and_no_hand_is_shown() {
        let header = TableHeader {
            id: TableId(1),
            channel: ChannelId(5),
            guild: Some(GuildId(9)),
            kind: GameKind::Doudizhu,
            options: Options::new().with("players", 3),
            creator: UserId(1),
            created_at: Timestamp(0),
        };
        let mut t = Table::open(header).unwrap();
        t.handle(&ctx(1), Command::Join).unwrap();
        assert_eq!(
            words(&body(&t, Locale::EnUs)),
            ["join", "leave", "bot", "start"]
        );
        for u in 2..=3 {
            t.handle(&ctx(u), Command::Join).unwrap();
        }
        t.handle(&ctx(1), Command::Start { deal: None }).unwrap();
        let shown = body(&t, Locale::EnUs);
        assert_eq!(words(&shown), ["hand", "rules"]);
        let v: Value = serde_json::from_str(&shown).unwrap();
        let text = v["embeds"][0]["description"].as_str().unwrap();
        for name in ["P1", "P2", "P3"] {
            assert!(text.contains(name), "{text}");
        }
        // No card of any hand: the private view's hand line appears nowhere.
        for u in 1..=3 {
            let view = t.hand(UserId(u)).unwrap();
            let hand = render::hand_labels(&view, Locale::EnUs).join(" ");
            assert!(!shown.contains(&hand), "{hand} shown in {shown}");
        }
        assert!(
            v["embeds"][0]["title"]
                .as_str()
                .unwrap()
                .contains("Dou Dizhu")
        );
    }
}
