//! The generator's tables: opened, seated and dealt in the store before the processes start
//! (the setup), each kept as a replica that moves on with every move the generator sends.

use super::*;

fn now() -> paiju::table::Timestamp {
    paiju::table::Timestamp(
        i64::try_from(
            SystemTime::now()
                .duration_since(UNIX_EPOCH)
                .unwrap()
                .as_millis(),
        )
        .unwrap(),
    )
}

/// Opens, seats and deals `count` tables in the store at `url` (the setup), and returns their
/// replicas.
pub(super) async fn open_tables(url: &str, count: u64, pictures: bool) -> Vec<Tab> {
    let store = paiju::store::SqlStore::connect(url).await.unwrap();
    let registry = Arc::new(Registry::new(store, Arc::new(SystemClock)));
    let mut tabs = Vec::new();
    let mut tasks = tokio::task::JoinSet::new();
    for t in 0..count {
        if tasks.len() >= SETUP_TASKS {
            tabs.push(tasks.join_next().await.unwrap().unwrap());
        }
        let registry = registry.clone();
        tasks.spawn(async move { open_one(&registry, t, pictures).await });
    }
    while let Some(tab) = tasks.join_next().await {
        tabs.push(tab.unwrap());
    }
    tabs.sort_by_key(|t| t.channel);
    registry.store().shutdown().await;
    tabs
}

async fn open_one(registry: &Registry<paiju::store::SqlStore>, t: u64, pictures: bool) -> Tab {
    let base = USER_BASE + 3 * t;
    let players = [
        Player::new(base, "Ann"),
        Player::new(base + 1, "Bob"),
        Player::new(base + 2, "Cy"),
    ];
    let channel = ChannelId(CHANNEL_BASE + t);
    let guild = guild_of(t);
    let ctx = |p: &Player| registry.ctx(UserId(p.id), p.name, None);
    let options = Options::new()
        .with("players", 3)
        .with("turn-timeout", "off")
        .with("reminders", "off")
        .with("images", if pictures { "on" } else { "off" });
    registry
        .open(
            channel,
            Some(GuildId(guild)),
            GameKind::Doudizhu,
            options,
            &ctx(&players[0]),
        )
        .await
        .unwrap();
    for p in &players[1..] {
        registry
            .execute(channel, &ctx(p), Command::Join)
            .await
            .unwrap();
    }
    registry
        .execute(channel, &ctx(&players[0]), Command::Start { deal: None })
        .await
        .unwrap();
    let shared = registry.table(channel).await.unwrap().unwrap();
    let table = Table::clone(&**shared.lock().await);
    Tab {
        channel: channel.0,
        guild,
        shard: shard_of(guild),
        players,
        table,
        busy: false,
        parked: false,
    }
}

/// The next move at `tab` as `class` sends it, its interaction id, and whether a DM press
/// had to go on a message the fake never saw; the replica moves on.
pub(super) fn next_move(fake: &Fake, tab: &mut Tab, class: Class) -> (u64, Value, bool) {
    let table = &tab.table;
    let user = table.users_to_act()[0];
    let seat = table.seat_of(user).expect("the player to act is seated");
    let game = table.game().expect("a game is on");
    let action = game.bot_action(seat).expect("a move to make");
    let choice = game.choice(seat, &action).expect("a Dou Dizhu move");
    let p = tab
        .players
        .iter()
        .find(|p| p.id == user.0)
        .expect("one of the table's players")
        .clone();
    let (id, payload, blank) = match class {
        Class::Slash => {
            let option = match choice.verb {
                Verb::Bid => Some(("value", choice.args.as_str())),
                Verb::Play => Some(("cards", choice.args.as_str())),
                _ => None,
            };
            let data = users::command_data(choice.verb.word(), users::verb_options(option));
            let (id, v) = users::interaction(fake, 2, &p, Where::Channel(tab.channel), data);
            (id, v, false)
        }
        Class::Forwarded | Class::DmAtOwner => {
            let mut custom = format!("pj:{}:do:{}", tab.channel, action.id());
            if custom.len() > paiju::discord::custom_id::MAX_ID {
                // Too long for a button: the card menu's "play the selected" does it.
                custom = format!(
                    "pj:{}:go:{}:{}",
                    tab.channel,
                    choice.verb.word(),
                    choice.args
                );
            }
            let data = json!({"custom_id": custom, "component_type": 2});
            let (id, mut v) = users::interaction(fake, 3, &p, Where::Dm, data);
            let panel = fake.last_dm_panel(p.id);
            let blank = panel.is_none();
            v["message"] = panel.unwrap_or_else(|| fake.blank_message_json(fake.dm_channel(p.id)));
            (id, v, blank)
        }
    };
    let ctx = Ctx {
        user,
        name: p.name.to_string(),
        now: now(),
        key: Some(id.to_string()),
        moderator: false,
        entropy: 0,
    };
    tab.table
        .handle(&ctx, Command::Action { action })
        .expect("the replica takes the move it chose");
    (id, payload, blank)
}
