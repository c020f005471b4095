//! `unity/com.resistance.engine/Runtime/ErrorCodes.cs` is generated here from the one list of the
//! engine's error codes (`resistance_core::error_codes`) and the C library's own
//! (the boundary statuses), so that C# names every code the library can give and no
//! other. The test fails while the checked-in file is stale.

use crate::status::BOUNDARY_STATUSES;
use std::{collections::BTreeSet, fmt::Write as _};

/// Every code a failed call can leave in `resistance_last_error_code`, sorted.
fn every_code() -> BTreeSet<&'static str> {
    let boundary = BOUNDARY_STATUSES
        .iter()
        .map(|status| status.name().to_str().expect("status names are ASCII"));
    resistance_core::error_codes()
        .into_iter()
        .chain(boundary)
        .collect()
}

/// `wrong_team_size` as a C# constant name, `WrongTeamSize`.
fn pascal_case(code: &str) -> String {
    code.split('_')
        .map(|word| {
            let mut letters = word.chars();
            letters.next().map_or_else(String::new, |first| {
                first.to_ascii_uppercase().to_string() + letters.as_str()
            })
        })
        .collect()
}

/// The C# file.
fn render() -> String {
    let codes = every_code();
    let mut file = String::from(
        "// Generated from resistance_core::error_codes() and the C library's own codes by\n\
         // the test `csharp_error_codes_are_current` in resistance-ffi/src/csharp_codes.rs:\n\
         // do not edit. Refresh with\n\
         //   UPDATE_CSHARP_CODES=1 cargo test -p resistance-ffi csharp_error_codes_are_current\n\
         \n\
         namespace Resistance\n\
         {\n\
         \x20   /// <summary>Every stable code a failed call can give\n\
         \x20   /// (<see cref=\"ResistanceException.Code\"/>); codes are never reused.</summary>\n\
         \x20   public static class ErrorCodes\n\
         \x20   {\n",
    );
    for code in &codes {
        let _ = writeln!(
            file,
            "        public const string {} = \"{code}\";",
            pascal_case(code)
        );
    }
    file.push_str("\n        /// <summary>Every code above, sorted.</summary>\n");
    file.push_str("        public static readonly string[] All =\n        {\n");
    for code in &codes {
        let _ = writeln!(file, "            {},", pascal_case(code));
    }
    file.push_str("        };\n    }\n}\n");
    file
}

#[test]
#[cfg_attr(
    miri,
    ignore = "reads unity/com.resistance.engine/Runtime/ErrorCodes.cs, and Miri's isolation has no file system"
)]
fn csharp_error_codes_are_current() {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../unity/com.resistance.engine/Runtime/ErrorCodes.cs"
    );
    let rendered = render();
    if std::env::var_os("UPDATE_CSHARP_CODES").is_some() {
        std::fs::write(path, &rendered)
            .expect("write unity/com.resistance.engine/Runtime/ErrorCodes.cs");
    }
    let committed = std::fs::read_to_string(path).unwrap_or_default();
    assert!(
        committed == rendered,
        "unity/com.resistance.engine/Runtime/ErrorCodes.cs is stale: run UPDATE_CSHARP_CODES=1 cargo test -p resistance-ffi csharp_error_codes_are_current"
    );
}

#[test]
fn every_code_has_its_own_csharp_name() {
    let codes = every_code();
    let names: BTreeSet<String> = codes.iter().map(|code| pascal_case(code)).collect();
    assert_eq!(names.len(), codes.len(), "two codes share a C# name");
    assert!(codes.contains("wrong_team_size") && codes.contains("invalid_handle"));
    assert_eq!(pascal_case("wrong_team_size"), "WrongTeamSize");
}
