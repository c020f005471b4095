//! Writes `src/resistance/wire.rs` and `wire_forms.rs`, the wire forms of `Command`
//! and `Event` and their conversions, from the declarations, and fails while either
//! is stale. Run with `UPDATE_WIRE_FORMS=1` to write them after changing a command
//! or an event.
//!
//! In Rust, each module's commands and events are types of the module's own
//! (`trapper::TrapperCommand`, `trapper::TrapperEvent`), which `Command` and `Event`
//! embed (`Command::Trapper(..)`, `Event::Trapper(..)`). On the wire they stand side
//! by side with the base game's, as they always have: `{"type":"setAside","member":2}`,
//! `{"type":"cardSetAside","leader":0,"member":2}`. The wire form of each is one flat
//! enum of the same name that serde and ts-rs read and write, with every variant of
//! the base enum and, in place of each module's, the variants of the module's enum,
//! and the conversions both ways. Written by hand it would repeat every variant, doc
//! comment and field: this test writes it from the declarations, so that a module
//! declares its commands and events once, in its folder.

use std::{
    fs,
    path::{Path, PathBuf},
};

/// The two enums that have a wire form: where each is declared, its tag and
/// whether unknown fields are refused (what the engine reads: commands), as
/// `tagged_union!` takes them.
const ENUMS: [(&str, &str, &str); 2] = [
    (
        "Command",
        "src/resistance/command.rs",
        "tag = \"type\", deny_unknown_fields",
    ),
    ("Event", "src/resistance/event.rs", "tag = \"type\""),
];

/// One variant of an enum as declared: its doc comments and attributes, its name,
/// and its body (the lines of its fields, or the type it embeds).
struct Variant {
    docs: Vec<String>,
    name: String,
    shape: Shape,
}

enum Shape {
    /// `Name,`
    Unit,
    /// `Name { field: Type, ... }`: the lines between the braces, and the names of
    /// the fields.
    Fields(Vec<String>, Vec<String>),
    /// `Name(ModuleType),`: a module's enum, embedded.
    Embeds(String),
}

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).to_path_buf()
}

/// The variants of `pub enum {name} {` in `text`, at the indentation rustfmt gives
/// an item at the top of a file (variants at 4 spaces).
fn variants(text: &str, name: &str) -> Option<Vec<Variant>> {
    let start = format!("pub enum {name} {{");
    let mut lines = text.lines().skip_while(|line| *line != start).skip(1);
    let mut found = Vec::new();
    let mut docs = Vec::new();
    while let Some(line) = lines.next() {
        if line == "}" {
            return Some(found);
        }
        let item = line.strip_prefix("    ")?;
        if item.starts_with("///") || item.starts_with("#[") {
            docs.push(item.to_string());
        } else if let Some(name) = item.strip_suffix(',') {
            let shape = match name.split_once('(') {
                Some((name, embedded)) => {
                    let embedded = embedded.strip_suffix(')')?.to_string();
                    found.push(Variant {
                        docs: std::mem::take(&mut docs),
                        name: name.to_string(),
                        shape: Shape::Embeds(embedded),
                    });
                    continue;
                }
                None => Shape::Unit,
            };
            found.push(Variant {
                docs: std::mem::take(&mut docs),
                name: name.to_string(),
                shape,
            });
        } else if let Some(name) = item.strip_suffix(" {") {
            let mut body = Vec::new();
            let mut fields = Vec::new();
            for line in lines.by_ref() {
                if line == "    }," {
                    break;
                }
                let field = line.strip_prefix("        ")?;
                if let Some((field, _)) = field.split_once(':')
                    && !field.starts_with("///")
                    && !field.starts_with("#[")
                {
                    fields.push(field.trim_start_matches("pub ").to_string());
                }
                body.push(field.to_string());
            }
            found.push(Variant {
                docs: std::mem::take(&mut docs),
                name: name.to_string(),
                shape: Shape::Fields(body, fields),
            });
        } else {
            return None;
        }
    }
    None
}

/// Every `.rs` file under `dir`, in a stable order.
fn sources(dir: &Path) -> Vec<PathBuf> {
    let mut found = Vec::new();
    let mut entries: Vec<_> = fs::read_dir(dir)
        .unwrap()
        .map(|entry| entry.unwrap().path())
        .collect();
    entries.sort();
    for path in entries {
        if path.is_dir() {
            found.extend(sources(&path));
        } else if path.extension().is_some_and(|ext| ext == "rs") {
            found.push(path);
        }
    }
    found
}

/// The variants of the module enum `name`, declared somewhere under
/// `src/resistance/modules/`, and the path to name it by from `wire.rs`.
fn module_enum(name: &str) -> (Vec<Variant>, String) {
    let modules = root().join("src/resistance/modules");
    for path in sources(&modules) {
        let text = fs::read_to_string(&path).unwrap();
        if let Some(found) = variants(&text, name) {
            let relative = path.strip_prefix(&modules).unwrap().with_extension("");
            let mut module: Vec<String> = relative
                .iter()
                .map(|part| part.to_string_lossy().into_owned())
                .collect();
            if module.last().is_some_and(|last| last == "mod") {
                module.pop();
            }
            let path = format!("crate::resistance::modules::{}::{name}", module.join("::"));
            return (found, path);
        }
    }
    panic!("no `pub enum {name} {{` under src/resistance/modules/ in rustfmt's layout");
}

/// `wire.rs` and `wire_forms.rs` as the declarations say they should be: the wire
/// enums, and apart from them (they are what `Command` and `Event` are written
/// through, so they must not depend on them) the conversions.
fn generate() -> (String, String) {
    let mut forms = String::from(
        "//! The conversions between [`Command`](super::command::Command) and\n\
         //! [`Event`](super::event::Event) and their wire forms ([`super::wire`]), one arm\n\
         //! per variant each way.\n\
         //!\n\
         //! Generated from the declarations by `tests/wire_forms.rs`: do not edit. Run\n\
         //! `UPDATE_WIRE_FORMS=1 cargo test -p resistance-core --test wire_forms` after\n\
         //! changing a command or an event (the test fails while this file is stale).\n\n\
         use crate::{\n    \
             kernel::wire_forms,\n    \
             resistance::wire::{Command as WireCommand, Event as WireEvent},\n\
         };\n",
    );
    let mut out = String::from(
        "//! The wire forms of [`Command`](super::command::Command) and\n\
         //! [`Event`](super::event::Event): each a flat enum of the same name, with every\n\
         //! module's variants in place of the module's own type, which serde and ts-rs\n\
         //! read and write. The conversions are in [`super::wire_forms`].\n\
         //!\n\
         //! Generated from the declarations by `tests/wire_forms.rs`: do not edit. Run\n\
         //! `UPDATE_WIRE_FORMS=1 cargo test -p resistance-core --test wire_forms` after\n\
         //! changing a command or an event (the test fails while this file is stale).\n\n\
         use crate::{\n    \
             kernel::{Allegiance, MissionCard, Seat, SeatSet, TeamList, Vote, tagged_union},\n    \
             resistance::{\n        \
                 modules::plot::cards::{DrawnCards, PlotAction, PlotCard, Shown},\n        \
                 record::{EndReason, LoyaltyCard},\n        \
                 reveal::Sightings,\n        \
                 role::{Role, RoleList},\n    \
             },\n\
         };\n",
    );
    for (name, file, tag) in ENUMS {
        let text = fs::read_to_string(root().join(file)).unwrap();
        let declared = variants(&text, name)
            .unwrap_or_else(|| panic!("no `pub enum {name} {{` in {file} in rustfmt's layout"));
        // The flat list: each embedded module enum's variants in its place.
        let mut flat: Vec<(Variant, Option<(String, String)>)> = Vec::new();
        for variant in declared {
            match &variant.shape {
                Shape::Embeds(module) => {
                    let (inner, path) = module_enum(module);
                    for inner_variant in inner {
                        flat.push((inner_variant, Some((variant.name.clone(), path.clone()))));
                    }
                }
                _ => flat.push((variant, None)),
            }
        }
        out.push_str(&format!(
            "\ntagged_union! {{\n    {tag},\n    /// [`{name}`](super::{}::{name}) as the wire format writes it.\n    \
             #[derive(Clone, Copy)]\n    pub enum {name} {{\n",
            name.to_lowercase()
        ));
        for (variant, _) in &flat {
            for doc in &variant.docs {
                out.push_str(&format!("        {doc}\n"));
            }
            match &variant.shape {
                Shape::Unit => out.push_str(&format!("        {},\n", variant.name)),
                Shape::Fields(body, _) => {
                    out.push_str(&format!("        {} {{\n", variant.name));
                    for line in body {
                        out.push_str(&format!("            {line}\n"));
                    }
                    out.push_str("        },\n");
                }
                Shape::Embeds(_) => unreachable!("embedded enums are expanded"),
            }
        }
        out.push_str("    }\n}\n");
        let outer = format!("super::{}::{name}", name.to_lowercase());
        let out = &mut forms;
        out.push_str(&format!("\nwire_forms! {{\n    {outer} => Wire{name} {{\n"));
        for (variant, embedded) in &flat {
            let fields = match &variant.shape {
                Shape::Fields(_, fields) => fields.join(", "),
                _ => String::new(),
            };
            let braced = if fields.is_empty() {
                String::new()
            } else {
                format!(" {{ {fields} }}")
            };
            let rust = match embedded {
                Some((wrapper, path)) => {
                    format!("{outer}::{wrapper}({path}::{}{braced})", variant.name)
                }
                None => format!("{outer}::{}{braced}", variant.name),
            };
            let wire_fields = if fields.is_empty() {
                String::from("{}")
            } else {
                format!("{{ {fields} }}")
            };
            out.push_str(&format!(
                "        {} {wire_fields} <=> ({rust});\n",
                variant.name
            ));
        }
        out.push_str("    }\n}\n");
    }
    (out, forms)
}

#[test]
fn the_wire_forms_are_the_declarations() {
    let (wire, forms) = generate();
    let update = std::env::var_os("UPDATE_WIRE_FORMS").is_some();
    for (file, expected) in [("wire.rs", wire), ("wire_forms.rs", forms)] {
        let path = root().join("src/resistance").join(file);
        if update {
            fs::write(&path, &expected).unwrap();
            continue;
        }
        let written = fs::read_to_string(&path).unwrap_or_default();
        assert!(
            written == expected,
            "src/resistance/{file} is stale: run UPDATE_WIRE_FORMS=1 cargo test -p \
             resistance-core --test wire_forms"
        );
    }
}
