//! Each step's picture as a PNG, drawn once and kept: by the hash of its scene (the same
//! scene always draws the same bytes), so two pages showing the same table share one, and a
//! renamed player's pictures are drawn again rather than served stale. Drawing is CPU work:
//! it runs on the blocking pool, not on the threads serving pages.

use crate::images::{self, Scene, Style};
use std::collections::HashMap;
use std::sync::{Arc, Mutex, PoisonError};

/// Past this many bytes kept, the cache starts again (the pictures asked for most come back
/// first).
const MAX_BYTES: usize = 64 << 20;

/// A drawn picture and its ETag.
#[derive(Debug)]
pub struct Picture {
    pub png: Vec<u8>,
    pub etag: String,
}

#[derive(Debug, Default)]
pub struct Pictures {
    kept: Mutex<(usize, HashMap<String, Arc<Picture>>)>,
}

impl Pictures {
    /// The picture of `scene`, drawn now or kept from before.
    pub async fn get(&self, scene: &Scene) -> Option<Arc<Picture>> {
        let style = Style::default();
        let key = images::scene_hash(scene, style);
        if let Some(p) = self.lock().1.get(&key) {
            return Some(p.clone());
        }
        let owned = scene.clone();
        let png = tokio::task::spawn_blocking(move || images::png(&owned, style))
            .await
            .ok()?
            .ok()?;
        let picture = Arc::new(Picture {
            etag: format!("\"{key}\""),
            png,
        });
        let mut kept = self.lock();
        if kept.0 + picture.png.len() > MAX_BYTES {
            *kept = (0, HashMap::new());
        }
        kept.0 += picture.png.len();
        kept.1.insert(key, picture.clone());
        Some(picture)
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, (usize, HashMap<String, Arc<Picture>>)> {
        self.kept.lock().unwrap_or_else(PoisonError::into_inner)
    }
}
