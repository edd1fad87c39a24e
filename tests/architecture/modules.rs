//! A crate's module tree read from its source files: which file is which module, and every
//! path each file names through `use`, `crate::…`, `super::…` or `self::…`.
//!
//! Modules are found the way rustc finds them, by following `mod name;` from the crate root
//! (so `#[path]`, `foo.rs` beside `foo/`, and test modules all land where they belong), not by
//! guessing from file names.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use crate::tokens::{Token, tokenize};

/// A module path from the crate root, e.g. `["games", "chicago", "bot"]`.
pub type ModPath = Vec<String>;

/// What a `use` binds.
#[derive(Debug, Clone, PartialEq)]
pub enum Binding {
    /// `use a::b;` or `use a::b as c;`: the name bound in the module.
    Named(String),
    /// `use a::*;`
    Glob,
    /// A path in an expression or a type, binding nothing.
    None,
}

/// One path named in a file, as written.
#[derive(Debug, Clone)]
pub struct Reference {
    /// The inline modules (`mod tests { … }`) around it, inside the file's own module.
    pub inline: Vec<String>,
    pub line: usize,
    pub segments: Vec<String>,
    pub binding: Binding,
}

/// One source file and the module it is.
#[derive(Debug)]
pub struct ModuleFile {
    pub file: PathBuf,
    /// The inline modules declared in the file, relative to its module.
    pub inline_modules: Vec<Vec<String>>,
    pub references: Vec<Reference>,
    /// `macro_rules!` names defined in the file (exported ones live at the crate root).
    pub macros: Vec<String>,
}

/// The files of the crate whose root is `root_file`, keyed by module path.
pub fn read_crate(root_file: &Path) -> BTreeMap<ModPath, ModuleFile> {
    let mut modules = BTreeMap::new();
    let mut pending = vec![(Vec::new(), root_file.to_path_buf())];
    while let Some((module, file)) = pending.pop() {
        let source = std::fs::read_to_string(&file)
            .unwrap_or_else(|error| panic!("cannot read {}: {error}", file.display()));
        let parsed = parse(&source);
        for child in &parsed.children {
            let child_file = child_file(&file, child);
            let mut child_module = module.clone();
            child_module.extend(child.inline.iter().cloned());
            child_module.push(child.name.clone());
            pending.push((child_module, child_file));
        }
        modules.insert(
            module,
            ModuleFile {
                file,
                inline_modules: parsed.inline_modules,
                references: parsed.references,
                macros: parsed.macros,
            },
        );
    }
    modules
}

/// `mod name;` inside a file, with the inline modules around it and its `#[path]`, if any.
struct ChildDeclaration {
    inline: Vec<String>,
    name: String,
    path_attribute: Option<String>,
}

/// Where the file of a `mod name;` declared in `parent` lives.
fn child_file(parent: &Path, child: &ChildDeclaration) -> PathBuf {
    let dir = parent.parent().unwrap_or(Path::new("."));
    let is_dir_owner = matches!(
        parent.file_name().and_then(|name| name.to_str()),
        Some("mod.rs" | "lib.rs" | "main.rs")
    );
    if let Some(path) = &child.path_attribute {
        // Outside inline modules, `#[path]` is relative to the declaring file's directory.
        return dir.join(path);
    }
    let mut base = if is_dir_owner {
        dir.to_path_buf()
    } else {
        let stem = parent.file_stem().unwrap_or_default();
        dir.join(stem)
    };
    for inline in &child.inline {
        base.push(inline);
    }
    let flat = base.join(format!("{}.rs", child.name));
    if flat.exists() {
        flat
    } else {
        base.join(&child.name).join("mod.rs")
    }
}

struct Parsed {
    children: Vec<ChildDeclaration>,
    inline_modules: Vec<Vec<String>>,
    references: Vec<Reference>,
    macros: Vec<String>,
}

fn parse(source: &str) -> Parsed {
    let tokens = tokenize(source);
    let mut parsed = Parsed {
        children: Vec::new(),
        inline_modules: Vec::new(),
        references: Vec::new(),
        macros: Vec::new(),
    };
    // One entry per open brace: the inline module it opens, if it opens one.
    let mut braces: Vec<Option<String>> = Vec::new();
    let mut pending_inline: Option<String> = None;
    let mut path_attribute: Option<String> = None;
    let inline_of =
        |braces: &[Option<String>]| -> Vec<String> { braces.iter().flatten().cloned().collect() };
    let mut i = 0;
    while i < tokens.len() {
        let (token, line) = (&tokens[i].0, tokens[i].1);
        match token {
            Token::Punct('#') => {
                if let Some(path) = path_attribute_at(&tokens, i) {
                    path_attribute = Some(path);
                }
                i += 1;
            }
            Token::Punct('{') => {
                braces.push(pending_inline.take());
                if braces.last().is_some_and(Option::is_some) {
                    parsed.inline_modules.push(inline_of(&braces));
                }
                path_attribute = None;
                i += 1;
            }
            Token::Punct('}') => {
                braces.pop();
                i += 1;
            }
            Token::Punct(';') => {
                path_attribute = None;
                i += 1;
            }
            Token::Ident(word) if word == "macro_rules" => {
                if let (Some((Token::Punct('!'), _)), Some((Token::Ident(name), _))) =
                    (tokens.get(i + 1), tokens.get(i + 2))
                {
                    parsed.macros.push(name.clone());
                }
                i += 1;
            }
            Token::Ident(word) if word == "mod" => {
                if let Some((Token::Ident(name), _)) = tokens.get(i + 1) {
                    match tokens.get(i + 2) {
                        Some((Token::Punct(';'), _)) => parsed.children.push(ChildDeclaration {
                            inline: inline_of(&braces),
                            name: name.clone(),
                            path_attribute: path_attribute.take(),
                        }),
                        Some((Token::Punct('{'), _)) => pending_inline = Some(name.clone()),
                        _ => {}
                    }
                }
                i += 2;
            }
            // `impl Trait + use<'a>` is precise capturing, not an import.
            Token::Ident(word)
                if word == "use" && tokens.get(i + 1).map(|t| &t.0) != Some(&Token::Punct('<')) =>
            {
                let mut j = i + 1;
                let mut trees = Vec::new();
                parse_use_tree(&tokens, &mut j, Vec::new(), &mut trees);
                let inline = inline_of(&braces);
                for (segments, binding) in trees {
                    parsed.references.push(Reference {
                        inline: inline.clone(),
                        line,
                        segments,
                        binding,
                    });
                }
                while j < tokens.len() && tokens[j].0 != Token::Punct(';') {
                    j += 1;
                }
                i = j;
            }
            Token::Ident(word)
                if matches!(word.as_str(), "crate" | "$crate" | "super" | "self")
                    && tokens.get(i + 1).map(|t| &t.0) == Some(&Token::PathSep)
                    && (i == 0 || tokens[i - 1].0 != Token::PathSep) =>
            {
                let mut segments = vec![word.clone()];
                let mut j = i + 1;
                while tokens.get(j).map(|t| &t.0) == Some(&Token::PathSep) {
                    match tokens.get(j + 1) {
                        Some((Token::Ident(next), _)) => {
                            segments.push(next.clone());
                            j += 2;
                        }
                        _ => break,
                    }
                }
                parsed.references.push(Reference {
                    inline: inline_of(&braces),
                    line,
                    segments,
                    binding: Binding::None,
                });
                i = j;
            }
            _ => i += 1,
        }
    }
    parsed
}

/// `#[path = "file.rs"]` starting at `tokens[i]`, if that is what is there.
fn path_attribute_at(tokens: &[(Token, usize)], i: usize) -> Option<String> {
    match tokens.get(i..i + 6)? {
        [
            (Token::Punct('#'), _),
            (Token::Punct('['), _),
            (Token::Ident(path), _),
            (Token::Punct('='), _),
            (Token::Str(file), _),
            (Token::Punct(']'), _),
        ] if path == "path" => Some(file.clone()),
        _ => None,
    }
}

/// One use tree (`a::b::{c, d::e as f, g::*}`) from `tokens[*i]`, flattened into full paths.
fn parse_use_tree(
    tokens: &[(Token, usize)],
    i: &mut usize,
    mut prefix: Vec<String>,
    out: &mut Vec<(Vec<String>, Binding)>,
) {
    if tokens.get(*i).map(|t| &t.0) == Some(&Token::PathSep) {
        // `use ::name` names an external crate.
        prefix.push("::".to_string());
        *i += 1;
    }
    loop {
        match tokens.get(*i).map(|t| &t.0) {
            Some(Token::Punct('{')) => {
                *i += 1;
                loop {
                    match tokens.get(*i).map(|t| &t.0) {
                        Some(Token::Punct('}')) | None => {
                            *i += 1;
                            return;
                        }
                        Some(Token::Punct(',')) => *i += 1,
                        _ => {
                            let before = *i;
                            parse_use_tree(tokens, i, prefix.clone(), out);
                            if *i == before {
                                *i += 1;
                            }
                        }
                    }
                }
            }
            Some(Token::Punct('*')) => {
                *i += 1;
                out.push((prefix, Binding::Glob));
                return;
            }
            Some(Token::Ident(word)) => {
                *i += 1;
                if word == "self" && !prefix.is_empty() {
                    // `a::{self}` binds `a`.
                } else {
                    prefix.push(word.clone());
                }
                match tokens.get(*i).map(|t| &t.0) {
                    Some(Token::PathSep) => *i += 1,
                    Some(Token::Ident(as_word)) if as_word == "as" => {
                        let name = match tokens.get(*i + 1).map(|t| &t.0) {
                            Some(Token::Ident(name)) => name.clone(),
                            _ => String::new(),
                        };
                        *i += 2;
                        out.push((prefix, Binding::Named(name)));
                        return;
                    }
                    _ => {
                        let name = prefix.last().cloned().unwrap_or_default();
                        out.push((prefix, Binding::Named(name)));
                        return;
                    }
                }
            }
            _ => return,
        }
    }
}

#[test]
fn use_trees_flatten_into_one_path_per_name() {
    let parsed = parse(
        "use super::{bot::{self, Bot as B}, search::*};\nmod tests { use crate::a::b; }\n\
         fn f() { super::strategy::pick(); }",
    );
    let found: Vec<(Vec<String>, String, Binding, usize)> = parsed
        .references
        .iter()
        .map(|r| {
            (
                r.segments.clone(),
                r.inline.join("::"),
                r.binding.clone(),
                r.line,
            )
        })
        .collect();
    let path = |s: &str| s.split("::").map(str::to_string).collect::<Vec<_>>();
    assert_eq!(
        found,
        [
            (
                path("super::bot"),
                String::new(),
                Binding::Named("bot".into()),
                1
            ),
            (
                path("super::bot::Bot"),
                String::new(),
                Binding::Named("B".into()),
                1
            ),
            (path("super::search"), String::new(), Binding::Glob, 1),
            (
                path("crate::a::b"),
                "tests".into(),
                Binding::Named("b".into()),
                2
            ),
            (
                path("super::strategy::pick"),
                String::new(),
                Binding::None,
                3
            ),
        ]
    );
    assert_eq!(parsed.inline_modules, [vec!["tests".to_string()]]);
}
