//! Answering interactions within Discord's limits: an answer within 3 seconds (slow work is
//! deferred and its answer edited in later), an interaction token never used after its 15
//! minutes, one callback per interaction even when a request is retried.

use super::App;
use super::retry::{self, Policy};
use crate::table::store::Store;
use serenity::all::{
    CreateActionRow, CreateAllowedMentions, CreateAttachment, CreateInteractionResponse,
    CreateInteractionResponseMessage, EditInteractionResponse, InteractionId,
};
use std::future::Future;
use std::time::{Duration, Instant};

/// Answer by then or defer: Discord allows 3 seconds.
pub const DEFER_AFTER: Duration = Duration::from_millis(2_000);
/// An interaction token is valid for 15 minutes; stop using it a little before.
const TOKEN_LIFETIME: Duration = Duration::from_secs(14 * 60);
/// "Interaction has already been acknowledged": a retried callback that had arrived.
const ALREADY_ACKNOWLEDGED: isize = 40060;

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

    /// The files to upload with the answer (none but for `Files`).
    pub fn files(&self) -> Vec<CreateAttachment> {
        match self {
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
        }
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

impl<S: Store> App<S> {
    /// Answers an interaction with what `work` produces, deferring when it is slow.
    pub async fn answer(
        &self,
        id: InteractionId,
        token: &str,
        received: Instant,
        updates: bool,
        work: impl Future<Output = Reply>,
    ) {
        let mut work = std::pin::pin!(work);
        let reply = tokio::select! {
            r = &mut work => Some(r),
            _ = tokio::time::sleep(DEFER_AFTER.saturating_sub(received.elapsed())) => None,
        };
        match reply {
            Some(r) => {
                let files = r.files();
                self.callback_with_files(id, token, r.response(), files)
                    .await;
            }
            None => {
                let defer = if updates {
                    CreateInteractionResponse::Acknowledge
                } else {
                    CreateInteractionResponse::Defer(
                        CreateInteractionResponseMessage::new().ephemeral(true),
                    )
                };
                self.callback(id, token, defer).await;
                let reply = work.await;
                if received.elapsed() >= TOKEN_LIFETIME {
                    // Never use a token that old; the outbox has told the table anyway.
                    tracing::warn!(%id, "answer too late for the interaction token; dropped");
                    return;
                }
                let files = reply.files();
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
        self.callback_with_files(id, token, response, Vec::new())
            .await;
    }

    /// `callback` with files uploaded beside the answer.
    pub async fn callback_with_files(
        &self,
        id: InteractionId,
        token: &str,
        response: CreateInteractionResponse,
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
