//! No two sibling modules (the files and folders under one parent) import each other,
//! directly or round a longer loop, anywhere in `src/` or `rules/src/`.
//!
//! An edge `a -> b` between siblings is any path from a file in `a` (or below it) into `b`
//! (or below it): `use super::b::…`, `crate::x::b::…`, `super::b::f()` in code, or a name the
//! parent re-exports from `b`. Test modules count: a test that imports its caller is a loop too.

use crate::crates;
use crate::graph::{CrateGraph, SiblingEdge, cycles};

/// `from -> to (file:line path)`: an edge as a reader checks it.
fn describe(graph: &CrateGraph, edge: &SiblingEdge) -> String {
    format!(
        "{} -> {}   ({}:{} names {})",
        graph.display(&edge.from),
        graph.display(&edge.to),
        graph.display_file(&edge.evidence.file),
        edge.evidence.line,
        edge.evidence.written
    )
}

#[test]
fn no_two_sibling_modules_import_each_other() {
    let mut unexpected = String::new();
    for graph in crates() {
        let edges = graph.sibling_edges();
        for cycle in cycles(&edges) {
            unexpected.push_str("a loop of sibling imports:\n");
            for edge in &cycle {
                unexpected.push_str(&format!("    {}\n", describe(&graph, edge)));
            }
        }
    }
    assert!(
        unexpected.is_empty(),
        "sibling modules import each other; break each loop (move what both need into a \
         file of its own, or pass it down):\n{unexpected}"
    );
}

#[test]
fn a_loop_between_two_files_or_round_three_is_found_and_a_chain_is_not() {
    let dir = tempfile::tempdir().unwrap();
    let write = |path: &str, text: &str| {
        let path = dir.path().join(path);
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(path, text).unwrap();
    };
    write(
        "src/lib.rs",
        "mod a;\nmod b;\nmod c;\nmod d;\nmod e;\nmod f;\n",
    );
    write("src/a.rs", "use super::b::B;\npub struct A;\n");
    write(
        "src/b.rs",
        "pub struct B;\n#[cfg(test)]\nmod tests { fn t() { super::super::a::A; } }\n",
    );
    write("src/c/mod.rs", "mod inner;\n");
    write("src/c/inner.rs", "use crate::d;\n");
    write("src/d.rs", "pub fn f() { crate::e::g(); }\n");
    write(
        "src/e.rs",
        "pub use super::f::F; // \"use super::c\" in a comment is not an import\n",
    );
    write(
        "src/f.rs",
        "pub struct F; fn g() { let _ = \"crate::c::x\"; }\n",
    );
    let graph = CrateGraph::read(dir.path(), "src/lib.rs");
    let edges = graph.sibling_edges();
    let found: Vec<Vec<String>> = cycles(&edges)
        .iter()
        .map(|cycle| {
            cycle
                .iter()
                .map(|e| format!("{} -> {}", graph.display(&e.from), graph.display(&e.to)))
                .collect()
        })
        .collect();
    assert_eq!(found, [["src/a.rs -> src/b.rs", "src/b.rs -> src/a.rs"]]);

    write("src/f.rs", "pub struct F; fn g() { crate::c::x(); }\n");
    let graph = CrateGraph::read(dir.path(), "src/lib.rs");
    let edges = graph.sibling_edges();
    let sizes: Vec<usize> = cycles(&edges).iter().map(Vec::len).collect();
    assert_eq!(sizes, [2, 4], "c -> d -> e -> f -> c is a loop of four");
}
