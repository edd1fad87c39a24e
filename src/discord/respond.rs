//! Answering interactions within Discord's limits: an answer within 3 seconds (slow work is
//! deferred and its answer edited in later), an interaction token never used after its 15
//! minutes, one callback per interaction even when a request is retried.

use super::Discord;
use super::hand;
use super::pictures::Picture;
use super::retry::{self, Policy};
use serenity::all::{
    CreateActionRow, CreateAllowedMentions, CreateAttachment, CreateInteractionResponse,
    CreateInteractionResponseMessage, EditInteractionResponse, InteractionId, Message,
};
use std::future::Future;
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

    /// The files to upload with the answer.
    pub fn files(&self) -> Vec<CreateAttachment> {
        match self {
            Reply::Pictured {
                picture,
                keep: None,
                ..
            } => picture.attachment().into_iter().collect(),
            Reply::Files { files, .. } => files
                .iter()
                .map(|(name, bytes)| CreateAttachment::bytes(bytes.clone(), name.clone()))
                .collect(),
            _ => Vec::new(),
        }
    }

    pub fn response(self) -> CreateInteractionResponse {
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
                if keep.is_none()
                    && let Some(file) = picture.attachment()
                {
                    // Named in the message's `attachments`; the bytes go beside it.
                    m = m.add_file(CreateAttachment::bytes(Vec::new(), file.filename));
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

    fn edit(self) -> EditInteractionResponse {
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
                picture,
                ..
            } => {
                let edit = EditInteractionResponse::new()
                    .content(clip(content))
                    .components(components);
                match picture.attachment() {
                    Some(file) => {
                        edit.new_attachment(CreateAttachment::bytes(Vec::new(), file.filename))
                    }
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
    /// editing the deferred answer in, when it `arrived` deferred already).
    pub async fn answer(
        &self,
        id: InteractionId,
        token: &str,
        arrived: Arrival,
        updates: bool,
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
        match reply {
            Some(r) => {
                let files = r.files();
                let keep = r.keep();
                let mut response =
                    serde_json::to_value(r.response()).expect("a response serializes");
                if let Some(keep) = keep {
                    // The message's picture stays: named as kept, not uploaded again.
                    response["data"]["attachments"] =
                        serde_json::json!([{ "id": keep.to_string() }]);
                }
                self.callback_with_files(id, token, response, files).await;
            }
            None => {
                if !arrived.deferred {
                    self.callback(id, token, deferral(updates)).await;
                }
                let reply = work.await;
                if received.elapsed() >= TOKEN_LIFETIME {
                    // Never use a token that old; the outbox has told the table anyway.
                    tracing::warn!(%id, "answer too late for the interaction token; dropped");
                    return;
                }
                // A deferred answer is a new message: nothing to keep.
                let files = match reply {
                    Reply::Pictured { ref picture, .. } => {
                        picture.attachment().into_iter().collect()
                    }
                    _ => reply.files(),
                };
                let edit = reply.edit();
                let http = &self.http;
                let _ = retry::retry("edit deferred reply", Policy::INTERACTION, |_| {
                    http.edit_original_interaction_response(token, &edit, files.clone())
                })
                .await;
            }
        }
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
