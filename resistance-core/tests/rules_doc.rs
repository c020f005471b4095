//! `docs/rules.md` and the code agree: every rule id that the code, its tests or the
//! documentation name has an entry there, under an anchor that is the id in lower
//! case; every entry is cited by some code or test; every link into the document
//! names an anchor it has.
//!
//! In the repository the whole workspace is read (the bindings, the examples, the
//! fuzzers and the scripts cite rules too). In the packaged crate only the crate is
//! there: its `docs/rules.md`, a link to the repository's document, ships as a copy,
//! and the crate's own code cites every rule.

use std::{
    collections::{BTreeMap, BTreeSet},
    fs,
    path::{Path, PathBuf},
};

/// The modules' id prefixes, one per part of the document. A new module adds its own.
const MODULES: [&str; 9] = ["B", "AS", "TR", "DF", "IQ", "PC", "HA", "LV", "CE"];

/// What counts as code or tests, by extension: the core and the bindings, the C and C#
/// clients, the npm package and its tests, the scripts, the test data.
const CODE: [&str; 11] = [
    "rs", "c", "h", "cs", "js", "mjs", "cjs", "ts", "html", "sh", "txt",
];

/// Directories never read: build output, installed packages, fuzzing corpora.
const SKIPPED: [&str; 6] = [
    "target",
    "node_modules",
    "pkg",
    "corpus",
    "artifacts",
    "coverage",
];

/// How a link into the rules document starts (written in two pieces so that this
/// file holds no such link itself).
const LINK: &str = concat!("rules.md", "#");

/// Where rule ids were found: id → the first place, as `path:line`.
type Citations = BTreeMap<String, String>;

/// The ids of `text` that look like rule ids: a module prefix and a number, as a
/// word of its own (so `thumbv7em` or `0xB1` are not ids).
fn rule_ids(text: &str) -> impl Iterator<Item = (usize, &str)> {
    let bytes = text.as_bytes();
    let word = |i: usize| {
        bytes
            .get(i)
            .is_some_and(|b| b.is_ascii_alphanumeric() || *b == b'_')
    };
    (0..bytes.len()).filter_map(move |start| {
        // An id starts with an ASCII capital, so `start` is a character boundary.
        if !bytes[start].is_ascii_uppercase() || (start > 0 && word(start - 1)) {
            return None;
        }
        let letters = bytes[start..]
            .iter()
            .take_while(|b| b.is_ascii_uppercase())
            .count();
        let digits = bytes[start + letters..]
            .iter()
            .take_while(|b| b.is_ascii_digit())
            .count();
        let end = start + letters + digits;
        let prefix = &text[start..start + letters];
        (digits > 0 && !word(end) && MODULES.contains(&prefix)).then(|| (start, &text[start..end]))
    })
}

fn line_of(text: &str, offset: usize) -> usize {
    text[..offset].matches('\n').count() + 1
}

/// The files under `dir`, recursively, except skipped and hidden directories and
/// symbolic links (the crate's links to the repository's documents and licenses).
fn files(dir: &Path, found: &mut Vec<PathBuf>) {
    let entries = fs::read_dir(dir).unwrap_or_else(|e| panic!("read {}: {e}", dir.display()));
    for entry in entries {
        let entry = entry.expect("a directory entry");
        let name = entry.file_name();
        let name = name.to_string_lossy();
        let kind = entry.file_type().expect("a file type");
        if kind.is_dir() && !name.starts_with('.') && !SKIPPED.contains(&name.as_ref()) {
            files(&entry.path(), found);
        } else if kind.is_file() {
            found.push(entry.path());
        }
    }
}

/// The directory to read: the workspace when the crate sits in it, else the crate.
fn root() -> PathBuf {
    let manifest = Path::new(env!("CARGO_MANIFEST_DIR"));
    let parent = manifest.parent().expect("the crate has a parent directory");
    let workspace = fs::read_to_string(parent.join("Cargo.toml")).unwrap_or_default();
    if workspace.contains("[workspace]") && workspace.contains("\"resistance-core\"") {
        parent.to_path_buf()
    } else {
        manifest.to_path_buf()
    }
}

fn rules_path() -> PathBuf {
    // In the repository a link to ../docs/rules.md; in the package, the document.
    Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/rules.md")
}

/// One entry of the document: its id and the first line of its text.
struct Entry {
    anchor: String,
    line: usize,
    body: String,
}

/// The document's anchors (every `<a id="...">`) and its rule entries by id: an
/// anchor followed by a rule id opens an entry, whose text runs to the next heading.
fn entries(doc: &str) -> (BTreeSet<String>, BTreeMap<String, Vec<Entry>>) {
    let mut anchors = BTreeSet::new();
    let mut rules: BTreeMap<String, Vec<Entry>> = BTreeMap::new();
    for (offset, _) in doc.match_indices("<a id=\"") {
        let rest = &doc[offset + "<a id=\"".len()..];
        let anchor = &rest[..rest.find('"').expect("a closed anchor id")];
        anchors.insert(anchor.to_owned());
        let after = rest[anchor.len()..]
            .strip_prefix("\"></a>")
            .unwrap_or_else(|| panic!("anchor {anchor}: write it as <a id=\"{anchor}\"></a>"));
        if let Some((0, id)) = rule_ids(after).next() {
            let body_start = after.find('\n').map_or(after.len(), |n| n + 1);
            let body = &after[body_start..];
            let body = &body[..body.find("\n#").unwrap_or(body.len())];
            rules.entry(id.to_owned()).or_default().push(Entry {
                anchor: anchor.to_owned(),
                line: line_of(doc, offset),
                body: body.trim().to_owned(),
            });
        }
    }
    (anchors, rules)
}

/// The ids cited in code and those named in the documentation (Markdown other than
/// the rules document itself), and every link into the rules document.
fn citations(root: &Path, rules: &Path) -> (Citations, Citations, Vec<(String, String)>) {
    let mut all = Vec::new();
    files(root, &mut all);
    all.sort();
    let (mut code, mut docs, mut links) = (Citations::new(), Citations::new(), Vec::new());
    let rules = fs::canonicalize(rules).expect("the rules document exists");
    for path in all {
        let extension = path.extension().and_then(|e| e.to_str()).unwrap_or("");
        let cited = if CODE.contains(&extension) {
            &mut code
        } else if extension == "md" && fs::canonicalize(&path).ok() != Some(rules.clone()) {
            &mut docs
        } else {
            continue;
        };
        let Ok(text) = fs::read_to_string(&path) else {
            continue; // not text: a binary test vector
        };
        let shown = path
            .strip_prefix(root)
            .unwrap_or(&path)
            .display()
            .to_string();
        for (offset, id) in rule_ids(&text) {
            cited
                .entry(id.to_owned())
                .or_insert_with(|| format!("{shown}:{}", line_of(&text, offset)));
        }
        for (offset, _) in text.match_indices(LINK) {
            let fragment = &text[offset + LINK.len()..];
            let end = fragment
                .find(|c: char| !(c.is_ascii_alphanumeric() || c == '-'))
                .unwrap_or(fragment.len());
            let place = format!("{shown}:{}", line_of(&text, offset));
            links.push((fragment[..end].to_owned(), place));
        }
    }
    (code, docs, links)
}

#[test]
fn every_rule_has_one_entry_with_its_anchor() {
    let path = rules_path();
    let doc = fs::read_to_string(&path).unwrap_or_else(|e| {
        panic!(
            "cannot read {} ({e}): it is a link to the repository's docs/rules.md",
            path.display()
        )
    });
    let (anchors, rules) = entries(&doc);
    assert!(rules.len() > MODULES.len(), "docs/rules.md has entries");
    let mut problems = Vec::new();
    for (offset, _) in doc.match_indices("](#") {
        let fragment = &doc[offset + "](#".len()..];
        let fragment = &fragment[..fragment.find(')').unwrap_or(fragment.len())];
        if !anchors.contains(fragment) {
            let line = line_of(&doc, offset);
            problems.push(format!(
                "line {line}: a link to #{fragment}, which is no anchor"
            ));
        }
    }
    for (id, list) in &rules {
        if list.len() > 1 {
            problems.push(format!("{id} has {} entries", list.len()));
        }
        for entry in list {
            if entry.anchor != id.to_lowercase() {
                problems.push(format!(
                    "line {}: {id}'s anchor is \"{}\", not \"{}\"",
                    entry.line,
                    entry.anchor,
                    id.to_lowercase()
                ));
            }
            if entry.body.is_empty() {
                problems.push(format!("line {}: {id} has no text", entry.line));
            }
        }
    }
    for module in MODULES {
        if !rules
            .keys()
            .any(|id| id.trim_end_matches(|c: char| c.is_ascii_digit()) == module)
        {
            problems.push(format!("module {module} has no entry"));
        }
    }
    assert!(problems.is_empty(), "docs/rules.md: {problems:#?}");
}

#[test]
fn rule_ids_in_code_and_docs_match_the_entries() {
    let (anchors, rules) = entries(&fs::read_to_string(rules_path()).expect("docs/rules.md"));
    let root = root();
    let (code, docs, links) = citations(&root, &rules_path());
    let mut problems = Vec::new();
    for (what, cited) in [("code", &code), ("documentation", &docs)] {
        for (id, place) in cited {
            if !rules.contains_key(id) {
                problems.push(format!(
                    "{place}: the {what} names rule {id}, which docs/rules.md has no entry for \
                     (add one, or correct the id)"
                ));
            }
        }
    }
    for id in rules.keys() {
        if !code.contains_key(id) {
            problems.push(format!(
                "docs/rules.md: no code or test under {} cites {id} (cite it where it is \
                 enforced and tested, or drop the entry)",
                root.display()
            ));
        }
    }
    for (fragment, place) in &links {
        if !anchors.contains(fragment) {
            problems.push(format!("{place}: docs/rules.md has no anchor #{fragment}"));
        }
    }
    assert!(problems.is_empty(), "{problems:#?}");
    assert!(
        !links.is_empty(),
        "the crate's docs link rules by their anchors"
    );
    // The scan found the code: the core's own sources cite rules in every module.
    assert!(
        MODULES
            .iter()
            .all(|m| code.keys().any(|id| id.starts_with(m))),
        "every module's rules are cited somewhere under {}",
        root.display()
    );
}

#[test]
fn rule_ids_are_whole_words_with_a_module_prefix() {
    let found: Vec<_> = rule_ids("B3, (AS4) CE7: thumbv7em 0xB1 XB2 B CE Q5 PC12_x TR2").collect();
    let ids: Vec<_> = found.iter().map(|(_, id)| *id).collect();
    assert_eq!(ids, ["B3", "AS4", "CE7", "TR2"]);
}
