//! Answering interactions within Discord's limits: an answer within 3 seconds (slow work is
//! deferred and its answer edited in later), an interaction token never used after its 15
//! minutes, one callback per interaction even when a request is retried.

use super::Discord;
use super::hand;
use super::pictures::Picture;
use super::retry::{self, Policy};
use crate::images::Painter;
use serenity::all::{
    CreateActionRow, CreateAllowedMentions, CreateAttachment, CreateInteractionResponse,
    CreateInteractionResponseMessage, EditInteractionResponse, InteractionId, Message,
};
use std::future::Future;
use std::sync::Arc;
use std::time::{Duration, Instant};

/// Answer by then or defer: Discord allows 3 seconds.
pub const DEFER_AFTER: Duration = Duration::from_millis(2_000);
/// An interaction token is valid for 15 minutes; stop using it a little before.
const TOKEN_LIFETIME: Duration = Duration::from_secs(14 * 60);
/// "Interaction has already been acknowledged": a retried callback that had arrived.
const ALREADY_ACKNOWLEDGED: isize = 40060;

/// When an interaction reached the bot, and whether Discord was already told to wait for its
/// answer (a process that received it for another's table deferred it: `cluster`).
#[derive(Clone, Copy, Debug)]
pub struct Arrival {
    pub at: Instant,
    pub deferred: bool,
}

impl Arrival {
    /// Just now, from the gateway.
    pub fn now() -> Arrival {
        Arrival {
            at: Instant::now(),
            deferred: false,
        }
    }
}

/// What an interaction is answered with.
pub enum Reply {
    /// A new message only the user sees.
    Message {
        content: String,
        components: Vec<CreateActionRow>,
    },
    /// Replaces the message whose component was used.
    Update {
        content: String,
        components: Vec<CreateActionRow>,
    },
    /// A hand panel with its picture: a new message only the user sees, or (`update`) the
    /// message whose component was used. `keep`: the id of that message's attachment that is
    /// already this picture (kept, not uploaded again).
    Pictured {
        content: String,
        components: Vec<CreateActionRow>,
        picture: Picture,
        update: bool,
        keep: Option<u64>,
    },
    /// A new message only the user sees, with files attached (name, bytes).
    Files {
        content: String,
        components: Vec<CreateActionRow>,
        files: Vec<(String, Vec<u8>)>,
    },
}

impl Reply {
    pub fn text(content: String) -> Reply {
        Reply::Message {
            content,
            components: Vec::new(),
        }
    }

    /// A hand panel as the answer: with its picture when it has one. `message`: the message
    /// whose component was used (an update), to keep its picture when it is unchanged.
    pub fn panel(p: hand::Panel, update: bool, message: Option<&Message>) -> Reply {
        let (content, components) = (p.content, p.components);
        match p.picture {
            Some(picture) => {
                let name = picture.filename();
                let keep = message
                    .and_then(|m| m.attachments.iter().find(|a| a.filename == name))
                    .map(|a| a.id.get());
                Reply::Pictured {
                    content,
                    components,
                    picture,
                    update,
                    keep,
                }
            }
            None if update => Reply::Update {
                content,
                components,
            },
            None => Reply::Message {
                content,
                components,
            },
        }
    }

    /// An update of `message` keeps its picture when it shows this one already.
    pub fn kept_on(mut self, message: &Message) -> Reply {
        if let Reply::Pictured {
            picture,
            update: true,
            keep,
            ..
        } = &mut self
        {
            let name = picture.filename();
            *keep = message
                .attachments
                .iter()
                .find(|a| a.filename == name)
                .map(|a| a.id.get());
        }
        self
    }

    /// For an answer that replaces the message it was on: the file name of the picture the
    /// message shows after it (`Some(None)`: none). `None` for a new message.
    pub fn picture_after_update(&self) -> Option<Option<String>> {
        match self {
            Reply::Pictured {
                picture,
                update: true,
                ..
            } => Some(Some(picture.filename())),
            Reply::Update { .. } => Some(None),
            _ => None,
        }
    }

    /// The attachment of the message kept as it is, if any.
    fn keep(&self) -> Option<u64> {
        match self {
            Reply::Pictured { keep, .. } => *keep,
            _ => None,
        }
    }

    /// The files uploaded with the answer itself, and the picture to edit into it once drawn:
    /// a panel's new picture goes with the answer only when it is drawn already (an answer
    /// never waits for a drawing; [`Discord::answer`] edits it in after).
    fn files_now(&self, painter: &Painter) -> (Vec<CreateAttachment>, Option<Picture>) {
        match self {
            Reply::Pictured {
                picture,
                keep: None,
                ..
            } => match picture.drawn(painter) {
                Some(file) => (vec![file], None),
                None => (Vec::new(), Some(picture.clone())),
            },
            Reply::Files { files, .. } => (
                files
                    .iter()
                    .map(|(name, bytes)| CreateAttachment::bytes(bytes.clone(), name.clone()))
                    .collect(),
                None,
            ),
            _ => (Vec::new(), None),
        }
    }

    /// The answer; `pictured`: its picture goes with it (else an update keeps the message's
    /// picture until the new one is edited in, and a new message has none until then).
    pub fn response(self, pictured: bool) -> CreateInteractionResponse {
        match self {
            Reply::Message {
                content,
                components,
            }
            | Reply::Files {
                content,
                components,
                ..
            } => CreateInteractionResponse::Message(
                CreateInteractionResponseMessage::new()
                    .content(clip(content))
                    .components(components)
                    .ephemeral(true)
                    .allowed_mentions(CreateAllowedMentions::new()),
            ),
            Reply::Update {
                content,
                components,
            } => CreateInteractionResponse::UpdateMessage(
                CreateInteractionResponseMessage::new()
                    .content(clip(content))
                    .components(components),
            ),
            Reply::Pictured {
                content,
                components,
                picture,
                update,
                keep,
            } => {
                let mut m = CreateInteractionResponseMessage::new()
                    .content(clip(content))
                    .components(components);
                if keep.is_none() && pictured {
                    // Named in the message's `attachments`; the bytes go beside it.
                    m = m.add_file(CreateAttachment::bytes(Vec::new(), picture.filename()));
                }
                if update {
                    CreateInteractionResponse::UpdateMessage(m)
                } else {
                    CreateInteractionResponse::Message(
                        m.ephemeral(true)
                            .allowed_mentions(CreateAllowedMentions::new()),
                    )
                }
            }
        }
    }

    /// The deferred answer, edited in; `file`: its picture's upload, named in it.
    fn edit(self, file: Option<&CreateAttachment>) -> EditInteractionResponse {
        match self {
            Reply::Message {
                content,
                components,
            }
            | Reply::Update {
                content,
                components,
            }
            | Reply::Files {
                content,
                components,
                ..
            } => EditInteractionResponse::new()
                .content(clip(content))
                .components(components),
            // The deferred answer is a new message: its picture is uploaded with it.
            Reply::Pictured {
                content,
                components,
                ..
            } => {
                let edit = EditInteractionResponse::new()
                    .content(clip(content))
                    .components(components);
                match file {
                    Some(file) => edit
                        .new_attachment(CreateAttachment::bytes(Vec::new(), file.filename.clone())),
                    None => edit,
                }
            }
        }
    }
}

/// "The answer will come": a component's updates its message later (type 6), anything else's
/// is an ephemeral message later (type 5).
pub fn deferral(updates: bool) -> CreateInteractionResponse {
    if updates {
        CreateInteractionResponse::Acknowledge
    } else {
        CreateInteractionResponse::Defer(CreateInteractionResponseMessage::new().ephemeral(true))
    }
}

/// Replies are one message: keep under Discord's 2000 characters.
fn clip(content: String) -> String {
    if content.chars().count() <= 1990 {
        content
    } else {
        let mut s: String = content.chars().take(1989).collect();
        s.push('…');
        s
    }
}

impl Discord {
    /// Answers an interaction with what `work` produces, deferring when it is slow (or
    /// editing the deferred answer in, when it `arrived` deferred already). `on_message`: the
    /// message a component was on (its answer updates that message).
    ///
    /// A picture never holds up the answer: unless it was drawn already, the answer goes
    /// without it and the picture is edited into the answer once the drawing threads made it
    /// ([`Discord::picture_follows`]).
    pub async fn answer(
        &self,
        id: InteractionId,
        token: &str,
        arrived: Arrival,
        on_message: Option<u64>,
        work: impl Future<Output = Reply>,
    ) {
        let received = arrived.at;
        let mut work = std::pin::pin!(work);
        let reply = if arrived.deferred {
            None
        } else {
            tokio::select! {
                r = &mut work => Some(r),
                _ = tokio::time::sleep(DEFER_AFTER.saturating_sub(received.elapsed())) => None,
            }
        };
        let painter = Arc::clone(self.delivery.painter());
        match reply {
            Some(r) => {
                let (files, later) = r.files_now(&painter);
                let keep = r.keep();
                let mut response = serde_json::to_value(r.response(later.is_none()))
                    .expect("a response serializes");
                if let Some(keep) = keep {
                    // The message's picture stays: named as kept, not uploaded again.
                    response["data"]["attachments"] =
                        serde_json::json!([{ "id": keep.to_string() }]);
                } else if later.is_some()
                    && let Some(data) = response["data"].as_object_mut()
                {
                    // Its picture follows: an updated message keeps the old one until then
                    // (serenity names none, which would take it away and make the panel jump).
                    data.remove("attachments");
                }
                // Counted before the answer goes, so whoever waits for the bot to be idle
                // after seeing the answer waits for its picture too.
                let busy = later.as_ref().map(|_| self.delivery.busy());
                self.callback_with_files(id, token, response, files).await;
                if let Some(picture) = later {
                    self.picture_follows(token, received, on_message, picture, busy);
                }
            }
            None => {
                if !arrived.deferred {
                    self.callback(id, token, deferral(on_message.is_some()))
                        .await;
                }
                let reply = work.await;
                if received.elapsed() >= TOKEN_LIFETIME {
                    // Never use a token that old; the outbox has told the table anyway.
                    tracing::warn!(%id, "answer too late for the interaction token; dropped");
                    return;
                }
                // A deferred answer is a new message: nothing to keep, and it waits for its
                // picture (it has been waiting anyway).
                let files = match reply {
                    Reply::Pictured { ref picture, .. } => {
                        picture.attachment(&painter).await.into_iter().collect()
                    }
                    _ => reply.files_now(&painter).0,
                };
                let edit = reply.edit(files.first());
                let http = &self.http;
                let _ = retry::retry("edit deferred reply", Policy::INTERACTION, |_| {
                    http.edit_original_interaction_response(token, &edit, files.clone())
                })
                .await;
            }
        }
    }

    /// Edits `picture` into an answer already given, once drawn: a new message gets it, the
    /// message a component was on (`on_message`) has it replace its old one — unless an
    /// answer since changed that message's picture again (delivery knows which picture each
    /// message is to show), so an older picture never lands over a newer one.
    fn picture_follows(
        &self,
        token: &str,
        received: Instant,
        on_message: Option<u64>,
        picture: Picture,
        busy: Option<super::delivery::Busy>,
    ) {
        // Sent like delivery's posts: on the sending threads, with their client.
        let http = Arc::clone(self.delivery.http());
        let delivery = Arc::clone(&self.delivery);
        let token = token.to_string();
        self.delivery.spawn(async move {
            let _busy = busy;
            let Some(file) = picture.attachment(delivery.painter()).await else {
                return;
            };
            if received.elapsed() >= TOKEN_LIFETIME {
                return;
            }
            let _edits = match on_message {
                Some(m) => {
                    let guard = delivery.edits_of(m).await;
                    if !delivery.to_show(m, &file.filename) {
                        return;
                    }
                    Some(guard)
                }
                None => None,
            };
            let edit = EditInteractionResponse::new()
                .new_attachment(CreateAttachment::bytes(Vec::new(), file.filename.clone()));
            let files = vec![file];
            if let Err(e) = retry::retry("add a picture to an answer", Policy::INTERACTION, |_| {
                http.edit_original_interaction_response(&token, &edit, files.clone())
            })
            .await
            {
                tracing::info!(error = %e, "an answer's picture could not be added");
            }
        });
    }

    pub async fn callback(
        &self,
        id: InteractionId,
        token: &str,
        response: CreateInteractionResponse,
    ) {
        let response = serde_json::to_value(response).expect("a response serializes");
        self.callback_with_files(id, token, response, Vec::new())
            .await;
    }

    /// `callback` with files uploaded beside the answer.
    pub async fn callback_with_files(
        &self,
        id: InteractionId,
        token: &str,
        response: serde_json::Value,
        files: Vec<CreateAttachment>,
    ) {
        let http = &self.http;
        let result = retry::retry("interaction callback", Policy::INTERACTION, |attempt| {
            let response = &response;
            let files = files.clone();
            async move {
                match http
                    .create_interaction_response(id, token, response, files)
                    .await
                {
                    // An earlier attempt did arrive.
                    Err(e)
                        if attempt > 1 && retry::discord_code(&e) == Some(ALREADY_ACKNOWLEDGED) =>
                    {
                        Ok(())
                    }
                    other => other,
                }
            }
        })
        .await;
        if let Err(e) = result {
            tracing::error!(%id, error = %e, "the interaction could not be answered");
        }
    }
}
