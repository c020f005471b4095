//! What the generators of the Unity package's checked-in files share
//! (`csharp_codes.rs`, `csharp_models.rs`, `csharp_unity_meta.rs`): C# names, and
//! the step that compares a generated file with the checked-in one, or rewrites it
//! when its refresh variable is set.

/// The Unity package, from the repository root.
pub(crate) const PACKAGE: &str = "unity/com.resistance.engine";

/// `wrong_team_size` or `proposeTeam` as a C# name: `WrongTeamSize`, `ProposeTeam`.
pub(crate) fn pascal_case(name: &str) -> String {
    name.split('_')
        .map(|word| {
            let mut letters = word.chars();
            letters.next().map_or_else(String::new, |first| {
                first.to_ascii_uppercase().to_string() + letters.as_str()
            })
        })
        .collect()
}

/// The absolute path of `relative`, a path inside the Unity package.
pub(crate) fn package_path(relative: &str) -> String {
    format!("{}/../{PACKAGE}/{relative}", env!("CARGO_MANIFEST_DIR"))
}

/// Whether the refresh variable `update` (`UPDATE_CSHARP_CODES`, ...) is set: the
/// generators then write what they generate instead of only comparing.
pub(crate) fn refreshing(update: &str) -> bool {
    std::env::var_os(update).is_some()
}

/// Whether the package file `relative` holds `rendered`, after writing it there
/// when `update` is set.
pub(crate) fn is_current(relative: &str, rendered: &str, update: &str) -> bool {
    let path = package_path(relative);
    if refreshing(update) {
        std::fs::write(&path, rendered).unwrap_or_else(|error| panic!("write {path}: {error}"));
    }
    std::fs::read_to_string(&path).is_ok_and(|committed| committed == rendered)
}

#[test]
fn names_in_pascal_case() {
    assert_eq!(pascal_case("wrong_team_size"), "WrongTeamSize");
    assert_eq!(pascal_case("proposeTeam"), "ProposeTeam");
    assert_eq!(pascal_case("ok"), "Ok");
}
