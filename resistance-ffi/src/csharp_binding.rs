//! The C# of the Unity package (`unity/com.resistance.engine/Runtime`) binds the whole
//! header: every function `include/resistance.h` declares has a DllImport in
//! `Native.cs` and is called (`Native.resistance_...`) by a public method of the
//! wrappers, and no DllImport names a function the header lacks. A function added to
//! the C library without its C# fails here, not in a Unity project.

use std::collections::BTreeSet;

const HEADER: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/include/resistance.h");
const RUNTIME: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/../unity/com.resistance.engine/Runtime"
);

/// The identifiers `resistance_...` that `text` has after `prefix`: right before `(`
/// (a declaration, a call) or, with `or_passed`, also as a method group passed on
/// (`Native.Ask(Native.resistance_game_view_json, ...)`).
fn names_after(text: &str, prefix: &str, or_passed: bool) -> BTreeSet<String> {
    text.match_indices(prefix)
        .filter_map(|(at, _)| {
            let rest = &text[at + prefix.len()..];
            let name: String = rest
                .chars()
                .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
                .collect();
            let after = rest[name.len()..].trim_start();
            let ends = after.starts_with('(') || (or_passed && after.starts_with([',', ')']));
            (name.starts_with("resistance_") && ends).then_some(name)
        })
        .collect()
}

/// The functions the header declares: `resistance_name(` outside comments, at the
/// start of a declaration (after the return type).
fn header_functions(header: &str) -> BTreeSet<String> {
    header
        .lines()
        .map(str::trim_start)
        .filter(|line| !line.starts_with('*') && !line.starts_with("/*") && !line.starts_with("//"))
        .flat_map(|line| {
            calls_after(line, " ")
                .into_iter()
                .chain(calls_after(line, "*"))
        })
        .collect()
}

/// The functions `Native.cs` declares: `static extern <type> resistance_name(`.
fn declared(native: &str) -> BTreeSet<String> {
    native
        .lines()
        .filter(|line| line.contains("static extern "))
        .flat_map(|line| calls_after(line, " "))
        .collect()
}

fn calls_after(text: &str, prefix: &str) -> BTreeSet<String> {
    names_after(text, prefix, false)
}

fn runtime_sources() -> Vec<(String, String)> {
    let mut sources: Vec<(String, String)> = std::fs::read_dir(RUNTIME)
        .expect("read unity/com.resistance.engine/Runtime")
        .map(|entry| entry.expect("a directory entry").path())
        .filter(|path| path.extension().is_some_and(|ext| ext == "cs"))
        .map(|path| {
            let text = std::fs::read_to_string(&path).expect("read a .cs file");
            (path.display().to_string(), text)
        })
        .collect();
    sources.sort();
    sources
}

#[test]
#[cfg_attr(miri, ignore = "reads files, and Miri's isolation has no file system")]
fn every_header_function_has_its_csharp_binding() {
    let header = std::fs::read_to_string(HEADER).expect("read include/resistance.h");
    let functions = header_functions(&header);
    assert!(
        functions.contains("resistance_game_new") && functions.contains("resistance_cells_free")
    );
    let sources = runtime_sources();
    let native = sources
        .iter()
        .find(|(path, _)| path.ends_with("Native.cs"))
        .map(|(_, text)| text.as_str())
        .expect("Runtime/Native.cs");
    let imports = declared(native);
    let called: BTreeSet<String> = sources
        .iter()
        .flat_map(|(_, text)| names_after(text, "Native.", true))
        .collect();

    // One library name for every import, so that iOS's "__Internal" reaches them all.
    let other_names: Vec<&str> = native
        .lines()
        .filter(|line| line.contains("[DllImport(") && !line.contains("[DllImport(Library,"))
        .collect();
    assert!(
        other_names.is_empty(),
        "DllImports not naming Native.Library: {other_names:?}"
    );
    let none_of = |names: BTreeSet<&String>, what: &str| {
        assert!(names.is_empty(), "{what}: {names:?}");
    };
    none_of(
        functions.difference(&imports).collect(),
        "header functions without a DllImport in unity/com.resistance.engine/Runtime/Native.cs",
    );
    none_of(
        imports.difference(&functions).collect(),
        "DllImports of functions the header does not declare (renamed or removed?)",
    );
    none_of(
        imports.difference(&called).collect(),
        "DllImports no wrapper calls as Native.<name>(...): give each a public method in the Runtime",
    );
}

#[test]
fn the_scan_reads_declarations_and_calls() {
    let header = "/**\n * see resistance_game_free(game)\n */\nvoid resistance_game_free(struct ResistanceGame *game);\nconst char *resistance_version(void);\n";
    let found = header_functions(header);
    assert_eq!(
        found,
        BTreeSet::from([
            "resistance_game_free".to_owned(),
            "resistance_version".to_owned()
        ])
    );
    let native =
        "public static extern Status resistance_game_new(uint players);\n// resistance_x(\n";
    assert_eq!(
        declared(native),
        BTreeSet::from(["resistance_game_new".to_owned()])
    );
    assert_eq!(
        names_after(
            "Check(Native.resistance_game_new (1)); Native.Ask(Native.resistance_version, g); Native.resistance_x;",
            "Native.",
            true
        ),
        BTreeSet::from([
            "resistance_game_new".to_owned(),
            "resistance_version".to_owned()
        ])
    );
}

#[test]
#[cfg_attr(miri, ignore = "reads files, and Miri's isolation has no file system")]
fn the_unity_package_has_the_crates_version() {
    let manifest = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../unity/com.resistance.engine/package.json"
    ))
    .expect("read unity/com.resistance.engine/package.json");
    let version = format!("\"version\": \"{}\"", env!("CARGO_PKG_VERSION"));
    assert!(
        manifest.contains(&version),
        "unity/com.resistance.engine/package.json should say {version}, the crates' version"
    );
}

/// The types `text` (a C# file of the Runtime) declares, each with its namespace:
/// the declarations one level inside a `namespace` block (nested types are their
/// class's, and need no name of their own).
fn declared_types(text: &str) -> Vec<(String, String)> {
    const KINDS: [&str; 5] = ["class", "struct", "enum", "interface", "delegate"];
    let mut namespace = String::new();
    let mut types = Vec::new();
    for line in text.lines() {
        if let Some(name) = line.strip_prefix("namespace ") {
            namespace = name.trim().to_owned();
            continue;
        }
        // One level in: four spaces, then no more.
        let Some(declaration) = line.strip_prefix("    ") else {
            continue;
        };
        if declaration.starts_with(' ') || declaration.starts_with("//") {
            continue;
        }
        let words: Vec<&str> = declaration.split_whitespace().collect();
        if let Some(at) = words.iter().position(|word| KINDS.contains(word)) {
            let mut name = words.get(at + 1).copied().unwrap_or_default();
            if words[at] == "delegate" {
                // `delegate T Name<...>(...)`: the name follows the return type.
                name = words.get(at + 2).copied().unwrap_or_default();
            }
            let name: String = name
                .chars()
                .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
                .collect();
            if !name.is_empty() {
                types.push((namespace.clone(), name));
            }
        }
    }
    types
}

/// One name, one place: a name declared in two of the package's namespaces is
/// ambiguous (CS0104) in every file that imports both, as the README's examples do
/// (`using Resistance; using Resistance.Models;`, and `Resistance.Models.Cells` too
/// for the Cells variant). The C header's name sets live in `Resistance`, the wire
/// format's types in the models; a name both have is declared once
/// (`csharp_models::DECLARED_BY_THE_BINDING`) or the binding's is named apart
/// (`ChoiceMasks`, `PlotChoiceMasks`, `EndReasonCode`).
#[test]
#[cfg_attr(miri, ignore = "reads files, and Miri's isolation has no file system")]
fn no_type_name_is_declared_twice() {
    let mut namespaces: std::collections::BTreeMap<String, BTreeSet<String>> =
        std::collections::BTreeMap::new();
    for (_, text) in runtime_sources() {
        for (namespace, name) in declared_types(&text) {
            namespaces.entry(name).or_default().insert(namespace);
        }
    }
    assert!(
        namespaces.len() > 200 && namespaces.contains_key("BotKind"),
        "the scan finds the package's types: {}",
        namespaces.len()
    );
    let twice: Vec<String> = namespaces
        .iter()
        .filter(|(_, declared_in)| declared_in.len() > 1)
        .map(|(name, declared_in)| format!("{name} in {declared_in:?}"))
        .collect();
    assert!(
        twice.is_empty(),
        "types declared in two namespaces of unity/com.resistance.engine/Runtime: {twice:?}"
    );
}

#[test]
fn the_scan_finds_type_declarations() {
    let cs = "namespace A\n{\n    public enum BotKind : uint { Random = 0 }\n    [StructLayout(LayoutKind.Sequential)]\n    public struct Choices\n    {\n        public sealed class Nested { }\n    }\n    static class Typed { }\n    // class Commented\n}\nnamespace A.B\n{\n    public abstract class Choices\n    public delegate Status Getter<H, T>(H handle);\n}\n";
    assert_eq!(
        declared_types(cs),
        [
            ("A", "BotKind"),
            ("A", "Choices"),
            ("A", "Typed"),
            ("A.B", "Choices"),
            ("A.B", "Getter"),
        ]
        .map(|(namespace, name)| (namespace.to_owned(), name.to_owned()))
    );
}
