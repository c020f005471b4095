//! The JSON tables of `docs/bad-input.md` are the engine's real answers: every row
//! whose input is one literal (in backticks) is decoded here, and its message must be
//! the one the table shows (`...` in the table stands for a part left out, and a
//! closing remark in parentheses is the table's, not the engine's).

use resistance_core::{Game, cells::CellsGame, json};
use std::fs;

/// The rows of the table under `heading`: (input, message) for each row whose input
/// cell is a literal.
fn rows(document: &str, heading: &str) -> Vec<(String, String)> {
    let section = document
        .split("\n## ")
        .find(|part| part.starts_with(heading))
        .unwrap_or_else(|| panic!("docs/bad-input.md has no section {heading:?}"));
    let mut found = Vec::new();
    for line in section.lines().filter(|line| line.starts_with("| `")) {
        let cells: Vec<&str> = line.trim_matches('|').split(" | ").map(str::trim).collect();
        let Some(literal) = literal(cells[0]) else {
            continue;
        };
        found.push((literal, cells[cells.len() - 1].to_string()));
    }
    assert!(!found.is_empty(), "no rows under {heading:?}");
    found
}

/// The input of a cell that is one literal, maybe followed by a remark in
/// parentheses: `` `{"type":"vote"}` (also ...) ``.
fn literal(cell: &str) -> Option<String> {
    let inner = cell.strip_prefix('`')?;
    let end = inner
        .find("` (")
        .or_else(|| inner.strip_suffix('`').map(str::len))?;
    let text = &inner[..end];
    (!text.contains('`')).then(|| text.to_string())
}

/// Whether the engine's `message` is what the table's `shown` says: equal, with
/// `...` standing for any text, once or without the table's closing remark.
fn shows(shown: &str, message: &str) -> bool {
    let fits = |pattern: &str| {
        let parts: Vec<&str> = pattern.split("...").collect();
        if parts.len() == 1 {
            return pattern == message;
        }
        let mut rest = match message.strip_prefix(parts[0]) {
            Some(rest) => rest,
            None => return false,
        };
        for part in &parts[1..parts.len() - 1] {
            match rest.find(part) {
                Some(at) => rest = &rest[at + part.len()..],
                None => return false,
            }
        }
        rest.ends_with(parts[parts.len() - 1])
    };
    let without_remark = shown
        .rfind(" (")
        .filter(|_| shown.ends_with(')'))
        .map(|at| &shown[..at]);
    fits(shown) || without_remark.is_some_and(fits)
}

#[test]
fn the_json_tables_of_the_bad_input_document_are_the_engines_answers() {
    let document = fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/../docs/bad-input.md"))
        .expect("docs/bad-input.md");
    let mut checked = 0;
    let mut wrong = Vec::new();
    type Decode = fn(&str) -> String;
    let tables: [(&str, Decode); 3] = [
        (
            "Configurations as JSON",
            |text| match json::game_from_json::<Game>(text) {
                Ok(_) => String::from("(accepted)"),
                Err(error) => error.to_string(),
            },
        ),
        ("Commands as JSON", |text| {
            match json::command_from_json::<Game>(text) {
                Ok(_) => String::from("(accepted)"),
                Err(error) => error.to_string(),
            }
        }),
        (
            "Cells commands as JSON",
            |text| match json::command_from_json::<CellsGame>(text) {
                Ok(_) => String::from("(accepted)"),
                Err(error) => error.to_string(),
            },
        ),
    ];
    for (heading, decode) in tables {
        if heading.starts_with("Cells") && !document.contains(&format!("\n## {heading}")) {
            continue;
        }
        for (input, shown) in rows(&document, heading) {
            let message = decode(&input);
            checked += 1;
            if !shows(&shown, &message) {
                wrong.push(format!("{input}\n  table:  {shown}\n  engine: {message}"));
            }
        }
    }
    assert!(
        wrong.is_empty(),
        "{} of {checked} rows differ:\n{}",
        wrong.len(),
        wrong.join("\n")
    );
    assert!(checked >= 30, "only {checked} rows checked");
}
