//! Who names whom: every path a crate's files name, resolved to the module it lands in, and
//! the edges between sibling modules (children of one parent) that those paths make.
//!
//! A path into a parent that the parent re-exports from a sibling (`use super::Bot` where
//! `mod.rs` says `pub use bot::Bot`) is followed to the sibling, since that is who is used.

use std::collections::{BTreeMap, BTreeSet, HashMap};
use std::path::{Path, PathBuf};

use crate::modules::{Binding, ModPath, ModuleFile, read_crate};

/// One crate's modules and what their files name.
pub struct CrateGraph {
    repo: PathBuf,
    modules: BTreeMap<ModPath, ModuleFile>,
    /// Every module, inline ones too, to the module of the file it is written in.
    owner: BTreeMap<ModPath, ModPath>,
    /// Per module, the names its `use`s bind and the paths they stand for.
    bindings: HashMap<ModPath, HashMap<String, ModPath>>,
    /// `macro_rules!` names to the module that defines them (`crate::t!` is i18n's).
    macros: HashMap<String, ModPath>,
}

/// A path named in one file, resolved.
#[derive(Debug, Clone)]
pub struct Reference {
    /// The module of the file that names it.
    pub from: ModPath,
    /// The path from the crate root, re-exports followed (`["games", "Seat"]`).
    pub target: ModPath,
    /// The file module the target is written in.
    pub to: ModPath,
    pub file: PathBuf,
    pub line: usize,
    pub written: String,
}

/// `from` names something in its sibling `to` (both children of `parent`).
#[derive(Debug, Clone)]
pub struct SiblingEdge {
    pub parent: ModPath,
    pub from: ModPath,
    pub to: ModPath,
    /// The first reference that makes this edge.
    pub evidence: Reference,
}

impl CrateGraph {
    /// Reads the crate whose root file is `root` (relative to the repository `repo`).
    pub fn read(repo: &Path, root: &str) -> Self {
        let modules = read_crate(&repo.join(root));
        let mut owner = BTreeMap::new();
        for (path, file) in &modules {
            owner.insert(path.clone(), path.clone());
            for inline in &file.inline_modules {
                let mut inner = path.clone();
                inner.extend(inline.iter().cloned());
                owner.insert(inner, path.clone());
            }
        }
        let macros = modules
            .iter()
            .flat_map(|(path, file)| file.macros.iter().map(|name| (name.clone(), path.clone())))
            .collect();
        let mut graph = CrateGraph {
            repo: repo.to_path_buf(),
            modules,
            owner,
            bindings: HashMap::new(),
            macros,
        };
        let mut bindings: HashMap<ModPath, HashMap<String, ModPath>> = HashMap::new();
        for (path, file) in &graph.modules {
            for reference in &file.references {
                let Binding::Named(name) = &reference.binding else {
                    continue;
                };
                let context = context(path, &reference.inline);
                if let Some(target) = graph.absolute(&context, &reference.segments) {
                    bindings
                        .entry(context)
                        .or_default()
                        .insert(name.clone(), target);
                }
            }
        }
        graph.bindings = bindings;
        graph
    }

    /// Every path named in the crate's files that resolves inside the crate.
    pub fn references(&self) -> Vec<Reference> {
        let mut out = Vec::new();
        for (path, file) in &self.modules {
            for reference in &file.references {
                if reference.binding == Binding::None && reference.segments.len() < 2 {
                    continue;
                }
                let context = context(path, &reference.inline);
                let Some(absolute) = self.absolute(&context, &reference.segments) else {
                    continue;
                };
                let target = self.follow(absolute, 0);
                out.push(Reference {
                    from: path.clone(),
                    to: self.owner_of(&target),
                    target,
                    file: file.file.clone(),
                    line: reference.line,
                    written: reference.segments.join("::"),
                });
            }
        }
        out
    }

    /// The edges between sibling modules, one per ordered pair, each with its first evidence.
    pub fn sibling_edges(&self) -> Vec<SiblingEdge> {
        let mut edges: BTreeMap<(ModPath, ModPath), SiblingEdge> = BTreeMap::new();
        for reference in self.references() {
            let common = reference
                .from
                .iter()
                .zip(&reference.to)
                .take_while(|(a, b)| a == b)
                .count();
            if common >= reference.from.len() || common >= reference.to.len() {
                continue; // One contains the other: a parent and its child, not siblings.
            }
            let from = reference.from[..=common].to_vec();
            let to = reference.to[..=common].to_vec();
            edges
                .entry((from.clone(), to.clone()))
                .or_insert_with(|| SiblingEdge {
                    parent: from[..common].to_vec(),
                    from,
                    to,
                    evidence: reference,
                });
        }
        edges.into_values().collect()
    }

    /// A module as a person finds it: its file, or its folder (`dir/`) when it is a `mod.rs`.
    pub fn display(&self, module: &ModPath) -> String {
        let owner = self.owner_of(module);
        let Some(file) = self.modules.get(&owner) else {
            return module.join("::");
        };
        self.display_module_file(&file.file)
    }

    /// A file relative to the repository.
    pub fn display_file(&self, file: &Path) -> String {
        let relative = file.strip_prefix(&self.repo).unwrap_or(file);
        relative.to_string_lossy().replace('\\', "/")
    }

    /// A module's file relative to the repository, a `mod.rs` or `lib.rs` shown as its folder.
    fn display_module_file(&self, file: &Path) -> String {
        let text = self.display_file(file);
        match text
            .strip_suffix("mod.rs")
            .or_else(|| text.strip_suffix("lib.rs"))
        {
            Some(dir) if dir.is_empty() || dir.ends_with('/') => dir.to_string(),
            _ => text,
        }
    }

    /// `segments` as written in module `context`, from the crate root; `None` when it names
    /// another crate (or a name this reader does not follow).
    fn absolute(&self, context: &ModPath, segments: &[String]) -> Option<ModPath> {
        let first = segments.first()?;
        let mut base = match first.as_str() {
            "crate" | "$crate" => Vec::new(),
            "self" | "super" => context.clone(),
            // A bare path inside the crate starts with a child module of the context.
            name => {
                let mut child = context.clone();
                child.push(name.to_string());
                if !self.owner.contains_key(&child) {
                    return None;
                }
                context.clone()
            }
        };
        let mut rest = segments;
        if matches!(first.as_str(), "crate" | "$crate" | "self") {
            rest = &rest[1..];
        }
        while let Some(("super", tail)) = rest.split_first().map(|(h, t)| (h.as_str(), t)) {
            base.pop()?;
            rest = tail;
        }
        base.extend(rest.iter().filter(|s| s.as_str() != "self").cloned());
        Some(base)
    }

    /// Follows a path through the `use`s of the module it lands in, to where it is defined.
    fn follow(&self, path: ModPath, depth: usize) -> ModPath {
        if let [name] = &path[..]
            && let Some(module) = self.macros.get(name)
        {
            return module.clone();
        }
        let module = self.known_prefix(&path);
        if depth < 8 && module.len() < path.len() {
            let name = &path[module.len()];
            if let Some(target) = self.bindings.get(&module).and_then(|names| names.get(name))
                && target[..] != path[..=module.len()]
            {
                let mut next = target.clone();
                next.extend(path[module.len() + 1..].iter().cloned());
                return self.follow(next, depth + 1);
            }
        }
        path
    }

    /// The longest prefix of `path` that is a module of this crate.
    fn known_prefix(&self, path: &ModPath) -> ModPath {
        (0..=path.len())
            .rev()
            .map(|n| path[..n].to_vec())
            .find(|prefix| self.owner.contains_key(prefix))
            .unwrap_or_default()
    }

    /// The file module that holds `path`.
    fn owner_of(&self, path: &ModPath) -> ModPath {
        self.owner
            .get(&self.known_prefix(path))
            .cloned()
            .unwrap_or_default()
    }
}

fn context(module: &ModPath, inline: &[String]) -> ModPath {
    let mut context = module.clone();
    context.extend(inline.iter().cloned());
    context
}

/// The groups of siblings that reach one another (strongly connected, two or more members),
/// each with the edges inside it.
pub fn cycles(edges: &[SiblingEdge]) -> Vec<Vec<&SiblingEdge>> {
    let mut by_parent: BTreeMap<&ModPath, Vec<&SiblingEdge>> = BTreeMap::new();
    for edge in edges {
        by_parent.entry(&edge.parent).or_default().push(edge);
    }
    let mut out = Vec::new();
    for siblings in by_parent.values() {
        let reach = |start: &ModPath| -> BTreeSet<ModPath> {
            let mut seen = BTreeSet::new();
            let mut stack = vec![start.clone()];
            while let Some(node) = stack.pop() {
                for edge in siblings.iter().filter(|e| e.from == node) {
                    if seen.insert(edge.to.clone()) {
                        stack.push(edge.to.clone());
                    }
                }
            }
            seen
        };
        let nodes: BTreeSet<&ModPath> = siblings.iter().flat_map(|e| [&e.from, &e.to]).collect();
        let reachable: BTreeMap<&ModPath, BTreeSet<ModPath>> =
            nodes.iter().map(|n| (*n, reach(n))).collect();
        let mut placed = BTreeSet::new();
        for node in &nodes {
            if placed.contains(node) || !reachable[node].contains(*node) {
                continue;
            }
            let group: BTreeSet<&ModPath> = nodes
                .iter()
                .copied()
                .filter(|other| {
                    reachable[node].contains(*other) && reachable[other].contains(*node)
                })
                .collect();
            placed.extend(group.iter().copied());
            let inside: Vec<&SiblingEdge> = siblings
                .iter()
                .copied()
                .filter(|e| group.contains(&e.from) && group.contains(&e.to))
                .collect();
            out.push(inside);
        }
    }
    out
}
