//! A small Rust tokenizer: just enough to find `mod`, `use` and `crate::`/`super::` paths.
//!
//! Comments (doc comments too: their examples are not module edges), strings and char
//! literals are dropped or kept whole, so a `use` inside a string or a comment is never read
//! as code.

/// One token and the line it starts on.
#[derive(Debug, Clone, PartialEq)]
pub enum Token {
    /// An identifier or keyword (`$crate` keeps its dollar).
    Ident(String),
    /// A string literal's contents, unescaped only as far as `#[path = "…"]` needs.
    Str(String),
    /// `::`
    PathSep,
    /// Any other punctuation, one character at a time.
    Punct(char),
}

/// The tokens of `source`, each with its 1-based line number.
pub fn tokenize(source: &str) -> Vec<(Token, usize)> {
    let chars: Vec<char> = source.chars().collect();
    let mut tokens = Vec::new();
    let mut line = 1;
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        let start_line = line;
        match c {
            '\n' => {
                line += 1;
                i += 1;
            }
            c if c.is_whitespace() => i += 1,
            '/' if chars.get(i + 1) == Some(&'/') => {
                while i < chars.len() && chars[i] != '\n' {
                    i += 1;
                }
            }
            '/' if chars.get(i + 1) == Some(&'*') => {
                let mut depth = 0;
                while i < chars.len() {
                    if chars[i] == '/' && chars.get(i + 1) == Some(&'*') {
                        depth += 1;
                        i += 2;
                    } else if chars[i] == '*' && chars.get(i + 1) == Some(&'/') {
                        depth -= 1;
                        i += 2;
                        if depth == 0 {
                            break;
                        }
                    } else {
                        if chars[i] == '\n' {
                            line += 1;
                        }
                        i += 1;
                    }
                }
            }
            '"' => {
                let (text, end) = quoted(&chars, i + 1, &mut line);
                tokens.push((Token::Str(text), start_line));
                i = end;
            }
            'r' | 'b' | 'c' if raw_string_start(&chars, i).is_some() => {
                let (hashes, open) = raw_string_start(&chars, i).unwrap_or((0, i));
                let (text, end) = raw(&chars, open, hashes, &mut line);
                tokens.push((Token::Str(text), start_line));
                i = end;
            }
            'b' | 'c' if chars.get(i + 1) == Some(&'"') => {
                let (text, end) = quoted(&chars, i + 2, &mut line);
                tokens.push((Token::Str(text), start_line));
                i = end;
            }
            'b' if chars.get(i + 1) == Some(&'\'') => i = char_literal(&chars, i + 1),
            '\'' => {
                // A char literal ('a', '\n', '\u{1F0A1}') or a lifetime ('a, 'static).
                if chars.get(i + 1) == Some(&'\\') || chars.get(i + 2) == Some(&'\'') {
                    i = char_literal(&chars, i);
                } else {
                    i += 1;
                }
            }
            '$' if chars.get(i + 1).is_some_and(|&c| is_ident_start(c)) => {
                let end = ident_end(&chars, i + 1);
                let word: String = chars[i..end].iter().collect();
                tokens.push((Token::Ident(word), start_line));
                i = end;
            }
            c if is_ident_start(c) => {
                let end = ident_end(&chars, i);
                // `r#type` is the identifier `type`.
                let word: String = chars[i..end].iter().collect();
                let word = if word == "r" && chars.get(end) == Some(&'#') {
                    let raw_end = ident_end(&chars, end + 1);
                    let name: String = chars[end + 1..raw_end].iter().collect();
                    i = raw_end;
                    name
                } else {
                    i = end;
                    word
                };
                tokens.push((Token::Ident(word), start_line));
            }
            c if c.is_ascii_digit() => {
                // Numbers (with suffixes like 1u8 or 1_000) carry no paths.
                while i < chars.len() && (chars[i].is_alphanumeric() || chars[i] == '_') {
                    i += 1;
                }
            }
            ':' if chars.get(i + 1) == Some(&':') => {
                tokens.push((Token::PathSep, start_line));
                i += 2;
            }
            c => {
                tokens.push((Token::Punct(c), start_line));
                i += 1;
            }
        }
    }
    tokens
}

fn is_ident_start(c: char) -> bool {
    c == '_' || c.is_alphabetic()
}

fn ident_end(chars: &[char], mut i: usize) -> usize {
    while i < chars.len() && (chars[i] == '_' || chars[i].is_alphanumeric()) {
        i += 1;
    }
    i
}

/// `r"`, `r#"`, `br##"`, `cr"`: the number of hashes and the index of the opening quote.
fn raw_string_start(chars: &[char], i: usize) -> Option<(usize, usize)> {
    let mut j = i;
    if chars[j] == 'b' || chars[j] == 'c' {
        j += 1;
    }
    if chars.get(j) != Some(&'r') {
        return None;
    }
    j += 1;
    let mut hashes = 0;
    while chars.get(j) == Some(&'#') {
        hashes += 1;
        j += 1;
    }
    (chars.get(j) == Some(&'"')).then_some((hashes, j))
}

/// A `"…"` string from just after its opening quote: its text and the index after it.
fn quoted(chars: &[char], mut i: usize, line: &mut usize) -> (String, usize) {
    let mut text = String::new();
    while i < chars.len() && chars[i] != '"' {
        if chars[i] == '\\' {
            i += 1;
        }
        if let Some(&c) = chars.get(i) {
            if c == '\n' {
                *line += 1;
            }
            text.push(c);
        }
        i += 1;
    }
    (text, i + 1)
}

/// A raw string whose opening quote is at `open`: its text and the index after it.
fn raw(chars: &[char], open: usize, hashes: usize, line: &mut usize) -> (String, usize) {
    let mut i = open + 1;
    let mut text = String::new();
    while i < chars.len() {
        if chars[i] == '"' && (1..=hashes).all(|k| chars.get(i + k) == Some(&'#')) {
            return (text, i + 1 + hashes);
        }
        if chars[i] == '\n' {
            *line += 1;
        }
        text.push(chars[i]);
        i += 1;
    }
    (text, i)
}

/// The index just after the char literal whose opening quote is at `i`.
fn char_literal(chars: &[char], i: usize) -> usize {
    let mut j = i + 1;
    if chars.get(j) == Some(&'\\') {
        j += 2;
    } else {
        j += 1;
    }
    while j < chars.len() && chars[j] != '\'' {
        j += 1;
    }
    j + 1
}

#[test]
fn comments_strings_and_char_literals_hide_their_contents() {
    let tokens = tokenize(
        "// use super::a;\n/* use super::b; /* nested */ */ let s = \"use super::c\";\n\
         let r = r#\"super::d\"#; let c = '\"'; let l: &'static str = x; use super::e;",
    );
    let words: Vec<String> = tokens
        .iter()
        .filter_map(|(token, _)| match token {
            Token::Ident(word) => Some(word.clone()),
            _ => None,
        })
        .collect();
    assert_eq!(
        words,
        [
            "let", "s", "let", "r", "let", "c", "let", "l", "static", "str", "x", "use", "super",
            "e"
        ]
    );
    assert_eq!(tokens.last().map(|(_, line)| *line), Some(3));
}
