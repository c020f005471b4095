//! `unity/com.resistance.engine/Runtime/ErrorCodes.cs` is generated here from the
//! library's statuses (`resistance_status_name`, as C# `Status`) and from the one list
//! of the engine's error codes (`resistance_core::error_codes`) with the C library's
//! own (the boundary statuses), so that C# names every status and code the library
//! can give and no other. The test fails while the checked-in file is stale.

use crate::{
    csharp_generated::{is_current, pascal_case},
    status::BOUNDARY_STATUSES,
};
use std::{collections::BTreeSet, ffi::CStr, fmt::Write as _};

const FILE: &str = "Runtime/ErrorCodes.cs";
const UPDATE: &str = "UPDATE_CSHARP_CODES";

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

/// Every status with its number, as `resistance_status_name` names them: the numbers
/// run from 0 with no gap (they are never reused), up to the first that is unknown.
fn every_status() -> Vec<(i32, String)> {
    (0..)
        .map(|number| {
            // SAFETY: the name is a static NUL-terminated string, never freed.
            let name = unsafe { CStr::from_ptr(crate::resistance_status_name(number)) };
            (
                number,
                name.to_str().expect("status names are ASCII").to_owned(),
            )
        })
        .take_while(|(_, name)| name != "unknown")
        .collect()
}

/// The C# `Status` enum, a few statuses a line as the other enums of the header are.
fn render_statuses(file: &mut String) {
    file.push_str(
        "    /// <summary>What a call did (ResistanceStatus). The numbers never change.</summary>\n\
         \x20   public enum Status : int\n    {\n",
    );
    let statuses: Vec<String> = every_status()
        .iter()
        .map(|(number, name)| format!("{} = {number},", pascal_case(name)))
        .collect();
    for row in statuses.chunks(4) {
        let _ = writeln!(file, "        {}", row.join(" "));
    }
    file.push_str("    }\n\n");
}

/// The C# file.
fn render() -> String {
    let codes = every_code();
    let mut file = format!(
        "// Generated from the C library's statuses, resistance_core::error_codes() and the\n\
         // C library's own codes by the test `csharp_error_codes_are_current` in\n\
         // resistance-ffi/src/csharp_codes.rs: do not edit. Refresh with\n\
         //   {UPDATE}=1 cargo test -p resistance-ffi csharp_error_codes_are_current\n\
         \n\
         namespace Resistance\n\
         {{\n"
    );
    render_statuses(&mut file);
    file.push_str(
        "    /// <summary>Every stable code a failed call can give\n\
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
    assert!(
        is_current(FILE, &render(), UPDATE),
        "unity/com.resistance.engine/{FILE} is stale: run {UPDATE}=1 cargo test -p resistance-ffi csharp_error_codes_are_current"
    );
}

#[test]
fn every_code_has_its_own_csharp_name() {
    let codes = every_code();
    let names: BTreeSet<String> = codes.iter().map(|code| pascal_case(code)).collect();
    assert_eq!(names.len(), codes.len(), "two codes share a C# name");
    assert!(codes.contains("wrong_team_size") && codes.contains("invalid_handle"));
}

#[test]
fn every_status_is_in_the_csharp_enum_with_its_number() {
    let statuses = every_status();
    assert_eq!(statuses.first(), Some(&(0, "ok".to_owned())));
    assert!(statuses.contains(&(11, "bot_refused".to_owned())));
    let mut file = String::new();
    render_statuses(&mut file);
    for (number, name) in &statuses {
        assert!(
            file.contains(&format!(" {} = {number},", pascal_case(name))),
            "{name}"
        );
    }
}
