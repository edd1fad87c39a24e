//! Architecture checks read from the source tree: no import cycles between sibling modules,
//! and the layers of `src/lib.rs` hold. Nothing here links the app: it reads `.rs` files.

mod cycles;
mod games;
mod graph;
mod layers;
mod modules;
mod tokens;

use std::path::Path;

use graph::CrateGraph;

/// The app crate and the rules crate, as read from this checkout.
fn crates() -> [CrateGraph; 2] {
    let repo = Path::new(env!("CARGO_MANIFEST_DIR"));
    [
        CrateGraph::read(repo, "src/lib.rs"),
        CrateGraph::read(repo, "rules/src/lib.rs"),
    ]
}
