//! The core is built in layers, and nothing imports upward (docs/architecture.md):
//!
//! 1. `kernel`: seats, the generator, bounded lists, envelopes, error codes;
//! 2. `table`: the trait both games implement, their records and replays;
//! 3. the two games, `resistance` and `cells`, which do not import each other;
//! 4. `deduce`, then `bot`;
//! 5. `error_codes` (the list of every code, bots' included);
//! 6. `json`, the wire format's codec.
//!
//! Every `crate::` path in the crate's code (tests aside) must name a module of its
//! own layer or one below, and never an item re-exported at the crate root: the
//! root is for users, and an import through it hides which layer it reaches.

use std::{fs, path::Path};

/// The layers, bottom first, by the top-level module's name.
const LAYERS: &[&[&str]] = &[
    &["kernel"],
    &["table"],
    &["resistance", "cells"],
    &["deduce"],
    &["bot"],
    &["error_codes"],
    &["json"],
];

fn layer_of(module: &str) -> Option<usize> {
    LAYERS.iter().position(|layer| layer.contains(&module))
}

/// The source without comments and without its unit-test module (tests may reach
/// anywhere).
fn code_of(source: &str) -> String {
    let source = match source.find("#[cfg(test)]\nmod tests") {
        Some(at) => &source[..at],
        None => source,
    };
    source
        .lines()
        .map(|line| match line.find("//") {
            Some(at) => &line[..at],
            None => line,
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// The first segment of each path that `crate::` or `$crate::` starts in `code`,
/// braces of `use crate::{a::X, b::{Y, Z}}` opened one level.
fn crate_paths(code: &str) -> Vec<String> {
    let mut firsts = Vec::new();
    let mut rest = code;
    while let Some(at) = rest.find("crate::") {
        rest = &rest[at + "crate::".len()..];
        if let Some(group) = rest.strip_prefix('{') {
            let mut depth = 0usize;
            let mut item = String::new();
            for ch in group.chars() {
                match ch {
                    '{' => depth += 1,
                    '}' if depth == 0 => break,
                    '}' => depth -= 1,
                    ',' if depth == 0 => {
                        firsts.push(first_segment(&item));
                        item.clear();
                        continue;
                    }
                    _ => {}
                }
                item.push(ch);
            }
            firsts.push(first_segment(&item));
        } else {
            firsts.push(first_segment(rest));
        }
    }
    firsts.retain(|first| !first.is_empty());
    firsts
}

fn first_segment(path: &str) -> String {
    path.trim()
        .chars()
        .take_while(|ch| ch.is_ascii_alphanumeric() || *ch == '_')
        .collect()
}

/// Every `.rs` file under `dir`, with its path relative to `src`.
fn sources(src: &Path, dir: &Path, found: &mut Vec<(String, String)>) {
    for entry in fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            sources(src, &path, found);
        } else if path.extension().is_some_and(|ext| ext == "rs") {
            let relative = path
                .strip_prefix(src)
                .unwrap()
                .to_string_lossy()
                .into_owned();
            found.push((relative, fs::read_to_string(&path).unwrap()));
        }
    }
}

#[test]
fn nothing_in_the_core_imports_upward_or_through_the_root() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    sources(&src, &src, &mut files);
    let mut wrong = Vec::new();
    let mut checked = 0;
    for (path, source) in &files {
        let top = path.split(['/', '.']).next().unwrap();
        if path == "lib.rs" || top == "tests" {
            continue;
        }
        let own = layer_of(top).unwrap_or_else(|| {
            panic!("{path}: its module `{top}` is in no layer; add it to LAYERS and the docs")
        });
        for first in crate_paths(&code_of(source)) {
            checked += 1;
            match layer_of(&first) {
                None => wrong.push(format!(
                    "{path}: `crate::{first}` goes through the crate root; name its module"
                )),
                Some(layer) if layer > own => wrong.push(format!(
                    "{path}: `crate::{first}` imports upward, from layer {own} to layer {layer}"
                )),
                Some(layer) if layer == own && first != top => wrong.push(format!(
                    "{path}: `crate::{first}` imports the other game; share it from a lower layer"
                )),
                Some(_) => {}
            }
        }
    }
    assert!(
        checked > 200,
        "only {checked} paths read: is the parser broken?"
    );
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

#[test]
fn the_path_reader_finds_what_it_must() {
    let code = code_of(
        "use crate::{kernel::{Seat, SeatSet}, Game};\n\
         let x = crate::bot::Search; // crate::json\n\
         impl $crate::table::Table for X {}\n\
         #[cfg(test)]\nmod tests { use crate::json; }",
    );
    assert_eq!(
        crate_paths(&code),
        ["kernel", "Game", "bot", "table"].map(String::from)
    );
}
