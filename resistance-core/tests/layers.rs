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

/// The first segment of each path that `crate::` or `$crate::` starts in `code`:
/// the top-level module it reaches (read by [`named_paths`]).
fn crate_paths(code: &str) -> Vec<String> {
    let mut firsts: Vec<String> = named_paths(code)
        .iter()
        .filter_map(|(path, _)| path.strip_prefix("crate::"))
        .map(first_segment)
        .collect();
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
        ["kernel", "kernel", "Game", "bot", "table"].map(String::from)
    );
}

// --- no file imports a file that imports it back ------------------------------------

/// The paths a `use` tree names, braces flattened: `a::{b, c::{d, self}}` gives
/// `a::b`, `a::c::d` and `a::c`. An alias (`x as y`) names `x`.
fn flatten(tree: &str, prefix: &str, out: &mut Vec<String>) {
    let tree = tree.trim();
    if let Some(open) = tree.find('{') {
        let head = tree[..open].trim().trim_end_matches("::");
        let inner = &tree[open + 1..tree.rfind('}').unwrap_or(tree.len())];
        let base = join(prefix, head);
        let (mut depth, mut start) = (0usize, 0usize);
        for (at, ch) in inner.char_indices() {
            match ch {
                '{' => depth += 1,
                '}' => depth -= 1,
                ',' if depth == 0 => {
                    flatten(&inner[start..at], &base, out);
                    start = at + 1;
                }
                _ => {}
            }
        }
        flatten(&inner[start..], &base, out);
    } else if !tree.is_empty() {
        let name = tree.split(" as ").next().unwrap().trim();
        out.push(if name == "self" {
            prefix.to_string()
        } else {
            join(prefix, name)
        });
    }
}

fn join(prefix: &str, rest: &str) -> String {
    match (prefix.is_empty(), rest.is_empty()) {
        (true, _) => rest.to_string(),
        (_, true) => prefix.to_string(),
        _ => format!("{prefix}::{rest}"),
    }
}

/// Every path `code` names from the crate (`crate::`, `super::`, `self::`): in its
/// `use` declarations (which may also name a child module, or an outside crate,
/// first) and written out in its body. The second of each pair says whether it is a
/// re-export (`pub use`, `pub(crate) use`).
fn named_paths(code: &str) -> Vec<(String, bool)> {
    let mut paths = Vec::new();
    let mut rest = code;
    let mut body = String::new();
    while let Some(at) = rest.find("use ") {
        let before = &rest[..at];
        let line_start = before.rfind('\n').map_or(0, |n| n + 1);
        let lead = before[line_start..].trim();
        let is_use = matches!(lead, "" | "pub" | "pub(crate)" | "pub(super)")
            && (at == 0 || !rest.as_bytes()[at - 1].is_ascii_alphanumeric());
        if !is_use {
            body.push_str(&rest[..at + 4]);
            rest = &rest[at + 4..];
            continue;
        }
        body.push_str(&rest[..line_start]);
        let end = rest[at..].find(';').map_or(rest.len(), |n| at + n);
        let mut flat = Vec::new();
        flatten(&rest[at + 4..end], "", &mut flat);
        // An indented `use` is inside an inline module (`mod serde_impl { ... }`),
        // whose `super` is the file's own module.
        if before[line_start..].starts_with(char::is_whitespace) {
            for path in &mut flat {
                if let Some(rest) = path.strip_prefix("super") {
                    *path = format!("self{rest}");
                }
            }
        }
        paths.extend(flat.into_iter().map(|path| (path, !lead.is_empty())));
        rest = &rest[end..];
    }
    body.push_str(rest);
    // Paths written out: `crate::a::b(...)`, `super::c::D`.
    for start in ["crate::", "super::", "self::"] {
        let mut scan = body.as_str();
        while let Some(at) = scan.find(start) {
            // A macro's `$crate::` is the crate too.
            let preceded = at > 0 && {
                let byte = scan.as_bytes()[at - 1];
                byte.is_ascii_alphanumeric()
                    || byte == b'_'
                    || byte == b':'
                    || (byte == b'$' && start != "crate::")
            };
            let path: String = scan[at..]
                .chars()
                .take_while(|ch| ch.is_ascii_alphanumeric() || *ch == '_' || *ch == ':')
                .collect();
            if !preceded {
                paths.push((path.trim_end_matches(':').to_string(), false));
            }
            scan = &scan[at + start.len()..];
        }
    }
    paths
}

/// The module path of a source file: `resistance/modules/agenda/state.rs` is
/// `resistance::modules::agenda::state`, a `mod.rs` its folder's.
fn module_of(file: &str) -> Vec<String> {
    let mut parts: Vec<String> = file
        .trim_end_matches(".rs")
        .split('/')
        .map(String::from)
        .collect();
    if parts
        .last()
        .is_some_and(|last| last == "mod" || last == "lib")
    {
        parts.pop();
    }
    parts
}

#[test]
fn no_file_of_the_core_imports_a_file_that_imports_it_back() {
    use std::collections::{BTreeMap, BTreeSet};
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    sources(&src, &src, &mut files);
    files.retain(|(path, _)| !path.starts_with("tests/") && path != "lib.rs");
    let modules: BTreeMap<Vec<String>, String> = files
        .iter()
        .map(|(path, _)| (module_of(path), path.clone()))
        .collect();
    // The absolute paths each file names, and what each folder's mod.rs re-exports.
    let mut named: BTreeMap<String, Vec<Vec<String>>> = BTreeMap::new();
    let mut reexports: BTreeMap<(Vec<String>, String), Vec<String>> = BTreeMap::new();
    for (path, source) in &files {
        let own = module_of(path);
        for (written, reexport) in named_paths(&code_of(source)) {
            let first = written.split("::").next().unwrap_or_default();
            let child = [own.clone(), vec![first.to_string()]].concat();
            if !["crate", "super", "self"].contains(&first) && !modules.contains_key(&child) {
                continue; // an outside crate (`alloc`, `core`, `serde`, ...)
            }
            let mut absolute = own.clone();
            for segment in written.split("::") {
                match segment {
                    "crate" => absolute.clear(),
                    "super" => {
                        absolute.pop();
                    }
                    "self" => {}
                    name => absolute.push(name.to_string()),
                }
            }
            if reexport && path.ends_with("mod.rs") {
                let name = absolute.last().cloned().unwrap_or_default();
                reexports.insert((own.clone(), name), absolute.clone());
            }
            named.entry(path.clone()).or_default().push(absolute);
        }
    }
    // The file an absolute path leads to: the deepest module it names, through the
    // re-exports of a folder's mod.rs to the file that defines the name.
    let resolve = |path: &[String]| -> Option<String> {
        let mut path = path.to_vec();
        for _ in 0..8 {
            let depth = (0..=path.len())
                .rev()
                .find(|&n| modules.contains_key(&path[..n]))?;
            let module = path[..depth].to_vec();
            let file = &modules[&module];
            match path.get(depth) {
                Some(name) if file.ends_with("mod.rs") => {
                    match reexports.get(&(module, name.clone())) {
                        Some(target) if target != &path => path = target.clone(),
                        _ => return Some(file.clone()),
                    }
                }
                _ => return Some(file.clone()),
            }
        }
        None
    };
    let mut edges: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for (file, paths) in &named {
        for path in paths {
            if let Some(target) = resolve(path) {
                if &target != file {
                    edges.entry(file.clone()).or_default().insert(target);
                }
            }
        }
    }
    let counted: usize = edges.values().map(BTreeSet::len).sum();
    assert!(
        counted > 150,
        "only {counted} imports between files: is the reader broken?"
    );
    // A depth-first walk: a file met again while still on the walk closes a circle.
    fn walk(
        file: &str,
        edges: &BTreeMap<String, BTreeSet<String>>,
        on_walk: &mut Vec<String>,
        done: &mut BTreeSet<String>,
    ) -> Option<Vec<String>> {
        if let Some(at) = on_walk.iter().position(|seen| seen == file) {
            let mut circle = on_walk[at..].to_vec();
            circle.push(file.to_string());
            return Some(circle);
        }
        if done.contains(file) {
            return None;
        }
        on_walk.push(file.to_string());
        for next in edges.get(file).into_iter().flatten() {
            if let Some(circle) = walk(next, edges, on_walk, done) {
                return Some(circle);
            }
        }
        on_walk.pop();
        done.insert(file.to_string());
        None
    }
    // Every circle, each found once: a file's edges are walked again without the
    // edge that closed a circle, so that one circle hides no other.
    let mut circles = Vec::new();
    loop {
        let mut done = BTreeSet::new();
        let found = edges
            .keys()
            .find_map(|file| walk(file, &edges, &mut Vec::new(), &mut done));
        let Some(circle) = found else { break };
        let (from, to) = (&circle[circle.len() - 2], &circle[circle.len() - 1]);
        edges.get_mut(from).unwrap().remove(to);
        circles.push(circle.join(" -> "));
    }
    assert!(
        circles.is_empty(),
        "circles of imports:\n{}",
        circles.join("\n")
    );
}

#[test]
fn the_use_reader_flattens_trees_and_follows_relative_paths() {
    let code = code_of(
        "use super::{state::{A, B as C}, rules};\n\
         pub(crate) use crate::kernel::{self, Seat};\n\
         pub use seat::SeatSet;\n\
         mod inner {\n    use super::Own;\n}\n\
         fn f() { crate::bot::random::play(); let reuse = 1; }\n",
    );
    let found: Vec<(String, bool)> = named_paths(&code);
    let expected = [
        ("super::state::A", false),
        ("super::state::B", false),
        ("super::rules", false),
        ("crate::kernel", true),
        ("crate::kernel::Seat", true),
        ("seat::SeatSet", true),
        ("self::Own", false),
        ("crate::bot::random::play", false),
    ];
    assert_eq!(
        found,
        expected.map(|(path, reexport)| (path.to_string(), reexport))
    );
    assert_eq!(
        module_of("resistance/modules/agenda/mod.rs"),
        ["resistance", "modules", "agenda"]
    );
    assert_eq!(module_of("kernel/seat.rs"), ["kernel", "seat"]);
}

/// The base flow's steps that move the game between the base game's phases: only
/// the phase machine (`resistance/flow.rs` and the hook points in
/// `resistance/modules/hooks.rs`) calls them.
const BASE_STEPS: &[&str] = &[
    "round_start(",
    "before_proposal(",
    "team_approved(",
    "team_rejected(",
    "cards_in(",
    "cards_counted(",
    "resolve_mission(",
    "between_missions(",
    "game_end(",
    "hooks::resume(",
];

/// The base game's own phases, which a module never sets.
const BASE_PHASES: &[&str] = &[
    "Phase::Proposal",
    "Phase::Voting",
    "Phase::Mission",
    "Phase::GameOver",
];

/// A module moves the game only within its own phases: it hands the base flow back
/// by returning where it resumes (`hooks::Resume`), and never calls the flow's steps
/// or sets a base phase itself (issue #34: the phase machine alone moves the game).
#[test]
fn modules_leave_their_phases_only_through_the_phase_machine() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let modules = src.join("resistance/modules");
    let mut files = Vec::new();
    for entry in fs::read_dir(&modules).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            sources(&src, &path, &mut files);
        }
    }
    assert!(files.len() >= 15, "only {} module files found", files.len());
    let mut wrong = Vec::new();
    let mut moves = 0;
    for (path, source) in &files {
        let code = code_of(source);
        for step in BASE_STEPS {
            if code.contains(&format!(".{step}")) || code.contains(&format!("::{step}")) {
                wrong.push(format!("{path}: calls the base flow's `{step}..)`"));
            }
        }
        for (at, _) in code.match_indices("phase = Phase::") {
            moves += 1;
            let set = &code[at + "phase = ".len()..];
            if let Some(phase) = BASE_PHASES.iter().find(|phase| set.starts_with(**phase)) {
                wrong.push(format!("{path}: sets the base game's `{phase}`"));
            }
        }
    }
    // Each module enters its own phases itself (the Assassination, Trapping, ...).
    assert!(
        moves >= 5,
        "only {moves} phase moves read: is the reader broken?"
    );
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}
