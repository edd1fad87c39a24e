//! Pictures on Discord: the hand in a player's DM panel and `/hand`, the table in the live
//! table message, the end of a hand in the channel post that announces it
//! (docs/images.md#on-discord).
//!
//! A stored post carries *what to draw* — the scene and style, under the body's
//! `paiju_picture` key — not the PNG: drawing is deterministic from the scene (a post re-sent
//! after a crash is the same image, byte for byte), a scene is a few hundred bytes where the PNG
//! is tens of kilobytes, and the outbox rows stay small. Delivery takes the key out, draws the
//! picture and uploads it with the message.
//!
//! The file is named after its content hash (`hand-<hash>.png`), so whether a message already
//! shows this picture is a comparison of names: an edit whose picture is unchanged uploads
//! nothing and keeps the message's attachment (Discord keeps what an edit does not name);
//! a changed one replaces it.

use super::readers::Readers;
use crate::images::{self, Painter, Scene, Shelf, Style, scenes};
use crate::table::{Outgoing, Table, UserId};
use serde::{Deserialize, Serialize};
use serde_json::{Value, json};
use serenity::all::CreateAttachment;

/// The key of a stored body that holds its picture.
const KEY: &str = "paiju_picture";
/// The name of a hand's picture (its file name's start).
const HAND: &str = "hand";

/// A picture to draw at delivery.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Picture {
    /// What it shows: `hand`, `table` (the start of its file name).
    pub name: String,
    pub scene: Scene,
    #[serde(default)]
    pub style: Style,
    /// The scene's hash, worked out once: a picture's name is asked for several times on its
    /// way out (is it shown already, the painter's key, the upload's name).
    #[serde(skip)]
    hash: std::sync::OnceLock<String>,
}

impl PartialEq for Picture {
    fn eq(&self, other: &Picture) -> bool {
        (&self.name, &self.scene, self.style) == (&other.name, &other.scene, other.style)
    }
}

impl Eq for Picture {}

impl Picture {
    pub fn new(name: &str, scene: Scene) -> Option<Picture> {
        (!scene.is_empty()).then(|| Picture {
            name: name.to_string(),
            scene,
            style: Style::default(),
            hash: std::sync::OnceLock::new(),
        })
    }

    fn hash(&self) -> &str {
        self.hash
            .get_or_init(|| images::scene_hash(&self.scene, self.style))
    }

    /// The file name: what it shows and its content hash.
    pub fn filename(&self) -> String {
        format!("{}-{}.png", self.name, self.hash())
    }

    /// The PNG, ready to upload, drawn by `painter`'s pool off the runtime (or as drawn
    /// before); `None` when it cannot be drawn: the message goes without.
    pub async fn attachment(&self, painter: &Painter) -> Option<CreateAttachment> {
        let bytes = painter
            .png(self.hash(), &self.scene, self.style, self.shelf())
            .await?;
        Some(CreateAttachment::bytes(bytes.to_vec(), self.filename()))
    }

    /// The PNG if `painter` drew it already; never draws (an interaction's answer takes the
    /// picture along only when it costs nothing).
    pub fn drawn(&self, painter: &Painter) -> Option<CreateAttachment> {
        let bytes = painter.drawn(self.hash(), self.shelf())?;
        Some(CreateAttachment::bytes(bytes.to_vec(), self.filename()))
    }

    /// Where the painter keeps it: a hand is shown again at its seat's next turn, the rest
    /// is replaced at the next move.
    fn shelf(&self) -> Shelf {
        if self.name == HAND {
            Shelf::Hand
        } else {
            Shelf::Table
        }
    }
}

pub use crate::images::wanted;

pub use super::readers::PictureChoices;

/// The hand picture for `user`'s DM panel or `/hand`, when they want pictures.
pub fn hand(table: &Table, user: UserId, readers: &Readers) -> Option<Picture> {
    if !wanted(table.images_on(), readers.pictures(user)) {
        return None;
    }
    let view = table.hand(user).ok()?;
    Picture::new(
        HAND,
        scenes::with_names(scenes::hand(&view)?, &table.names()),
    )
}

/// The table picture for the live table message: drawn from the public view only, so it can
/// never show a hidden hand; none in the lobby or with `images=off`.
pub fn table(table: &Table) -> Option<Picture> {
    if !table.images_on() {
        return None;
    }
    let public = table.game()?.public_view();
    // Seats named as the channel names them, where the picture's letters can write it.
    Picture::new(
        "table",
        scenes::with_names(scenes::table(&public), &table.names()),
    )
}

/// The end-of-hand picture for the channel post that announces the end of a hand: drawn
/// from the channel's events of `outbox` only (what the text announces publicly), so it
/// shows no card the rules keep hidden; none with `images=off`.
pub fn showdown(table: &Table, outbox: &[Outgoing]) -> Option<Picture> {
    if !table.images_on() {
        return None;
    }
    let events = outbox.iter().filter_map(Outgoing::public_event);
    Picture::new(
        "showdown",
        scenes::with_names(
            scenes::showdown(events, &table.header().options)?,
            &table.names(),
        ),
    )
}

/// Stores `picture` in a message body; an embed (the live table message) shows it as its image.
pub fn store(body: &mut Value, picture: &Picture) {
    body[KEY] = serde_json::to_value(picture).expect("a picture serializes");
    if let Some(embed) = body["embeds"].get_mut(0) {
        embed["image"] = json!({ "url": format!("attachment://{}", picture.filename()) });
    }
}

/// Whether a message body carries a picture (still to be drawn and uploaded).
pub fn carries_picture(body: &Value) -> bool {
    body.get(KEY).is_some()
}

/// Takes the picture out of a stored body (what Discord gets has no such key).
pub fn take(body: &mut Value) -> Option<Picture> {
    let value = body.as_object_mut()?.remove(KEY)?;
    serde_json::from_value(value).ok()
}

/// A message body made ready to send: the files to upload with it, and the file name of the
/// picture the message shows once it is sent (`None`: none).
pub struct Prepared {
    pub files: Vec<CreateAttachment>,
    pub shows: Option<String>,
}

impl Prepared {
    /// Nothing to upload; the message shows `shows`.
    pub fn showing(shows: Option<String>) -> Prepared {
        Prepared {
            files: Vec::new(),
            shows,
        }
    }
}

/// A new message: its picture uploaded, and named in `attachments`.
pub async fn for_new(body: &mut Value, painter: &Painter) -> Prepared {
    match take(body) {
        Some(picture) => upload(body, &picture, painter).await,
        None => Prepared::showing(None),
    }
}

/// An edit of a message that shows `shown` (the file name of its picture; `None`: none or
/// unknown): the picture is uploaded only when it changed; a body without one takes the
/// message's picture away.
pub async fn for_edit(body: &mut Value, shown: Option<&str>, painter: &Painter) -> Prepared {
    match (take(body), shown) {
        (Some(p), Some(name)) if p.filename() == name => {
            // Unchanged: name no attachments at all, so Discord keeps the message's (a stored
            // body may say `"attachments": []`, which would take the picture away).
            if let Some(o) = body.as_object_mut() {
                o.remove("attachments");
            }
            Prepared::showing(Some(name.to_string()))
        }
        (Some(p), _) => upload(body, &p, painter).await,
        (None, Some(_)) => {
            body["attachments"] = json!([]);
            Prepared::showing(None)
        }
        (None, None) => Prepared::showing(None),
    }
}

async fn upload(body: &mut Value, picture: &Picture, painter: &Painter) -> Prepared {
    match picture.attachment(painter).await {
        Some(file) => {
            body["attachments"] = json!([{ "id": 0, "filename": file.filename }]);
            Prepared {
                shows: Some(file.filename.clone()),
                files: vec![file],
            }
        }
        None => {
            // Not drawn: the embed must not point at a file that is not there.
            if let Some(embed) = body["embeds"].get_mut(0).and_then(Value::as_object_mut) {
                embed.remove("image");
            }
            body["attachments"] = json!([]);
            Prepared::showing(None)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn picture() -> Picture {
        let hand = scenes::typed_hand(
            crate::games::any::GameKind::Doudizhu,
            "333 44 R",
            &crate::games::Options::new(),
        )
        .unwrap();
        Picture::new("hand", hand).unwrap()
    }

    #[tokio::test]
    async fn a_stored_picture_is_taken_out_and_uploaded_under_its_hash() {
        let p = picture();
        let mut body = json!({ "content": "x" });
        store(&mut body, &p);
        let mut stored: Value = serde_json::from_str(&body.to_string()).unwrap();
        assert_eq!(
            take(&mut stored),
            Some(p.clone()),
            "read back from the stored text"
        );
        let prepared = for_new(&mut body, &Painter::start(1)).await;
        assert_eq!(prepared.files.len(), 1);
        assert_eq!(prepared.shows, Some(p.filename()));
        assert!(body.get(KEY).is_none(), "Discord never sees the scene");
        assert_eq!(body["attachments"][0]["filename"], p.filename().as_str());
    }

    #[tokio::test]
    async fn an_edit_with_the_same_picture_uploads_nothing_and_keeps_the_attachment() {
        let p = picture();
        let painter = Painter::start(1);
        // Stored bodies are serenity's message builders: they say `"attachments": []`.
        let mut body = json!({ "content": "x", "attachments": [] });
        store(&mut body, &p);
        let same = for_edit(&mut body, Some(&p.filename()), &painter).await;
        assert!(same.files.is_empty());
        assert_eq!(same.shows, Some(p.filename()), "still shown");
        assert!(body.get("attachments").is_none(), "kept: not named");
        let mut other = json!({ "content": "y" });
        store(&mut other, &p);
        let changed = for_edit(&mut other, Some("hand-0.png"), &painter).await;
        assert_eq!(changed.files.len(), 1);
        assert_eq!(changed.shows, Some(p.filename()));
        let mut none = json!({ "content": "z" });
        let gone = for_edit(&mut none, Some("hand-0.png"), &painter).await;
        assert!(gone.files.is_empty());
        assert_eq!(gone.shows, None);
        assert_eq!(none["attachments"], json!([]), "taken away");
    }

    #[tokio::test]
    async fn a_picture_not_drawn_is_not_counted_as_shown_so_the_next_edit_sends_it_again() {
        let p = picture();
        let painter = Painter::start(1);
        // Hurried (a shard handed over), the painter gives only what it drew already.
        let hurry = painter.hurry();
        let mut body = json!({ "embeds": [{ "title": "t" }] });
        store(&mut body, &p);
        let prepared = for_edit(&mut body, None, &painter).await;
        assert!(prepared.files.is_empty());
        assert_eq!(prepared.shows, None, "the message has no picture");
        assert!(
            body["embeds"][0].get("image").is_none(),
            "no image pointing at nothing"
        );
        drop(hurry);
        let mut again = json!({ "embeds": [{ "title": "t" }] });
        store(&mut again, &p);
        let prepared = for_edit(&mut again, prepared.shows.as_deref(), &painter).await;
        assert_eq!(prepared.files.len(), 1, "uploaded this time");
        assert_eq!(prepared.shows, Some(p.filename()));
    }

    #[test]
    fn the_live_message_shows_its_picture_in_the_embed() {
        let p = picture();
        let mut body = json!({ "embeds": [{ "title": "t" }] });
        store(&mut body, &p);
        assert_eq!(
            body["embeds"][0]["image"]["url"],
            format!("attachment://{}", p.filename()).as_str()
        );
    }

    #[test]
    fn a_choice_of_the_player_wins_over_the_table_option() {
        assert!(wanted(true, None));
        assert!(!wanted(false, None));
        assert!(wanted(false, Some(true)));
        assert!(!wanted(true, Some(false)));
    }
}
