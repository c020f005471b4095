//! The `.meta` files of the Unity package (`unity/com.resistance.engine`) are
//! generated here. Unity ignores a file without its `.meta` in a read-only package
//! (one added from a git URL: "has no meta file, but it's in an immutable folder"),
//! and a `.meta` holds the asset's GUID, by which scenes and assemblies refer to it:
//! so every file and folder of the package gets one, with a GUID that never changes
//! (the first 32 hex digits of the SHA-1 of the package-relative path), and each
//! native library its platforms. The test fails when a file or folder lacks its
//! `.meta`, a `.meta` differs from what is generated here, two GUIDs are the same,
//! or a `.meta` has no asset. Refresh (writes every `.meta`, removes orphans):
//!
//! ```text
//! UPDATE_UNITY_META=1 cargo test -p resistance-ffi unity_meta_files_are_current
//! ```
//!
//! Every library's `.meta` is committed, whether the package ships the library
//! (Linux and Windows x86_64: `scripts/unity-package.sh` builds them and they are
//! committed) or a user builds it (macOS, iOS, Android: `.gitignore`): the library a
//! user drops in takes the committed platform settings.
//!
//! A sample (`Samples~/<sample>/`) is not imported where it is (Unity skips names
//! ending in `~`) but copied into the project's `Assets/Samples` when the user imports
//! it, with its `.meta` files: so the files and folders inside each sample get theirs
//! too (the sample's own folder is not copied, and gets none).
//!
//! The package's `LICENSE.md` is the repository's two licenses (`LICENSE-MIT`,
//! `LICENSE-APACHE`): a package installed from a git URL holds its folder alone. It
//! is generated here too, and refreshed by the same command.

use crate::csharp_generated::{PACKAGE, package_path, refreshing};
use std::{
    collections::{BTreeMap, BTreeSet},
    path::{Path, PathBuf},
};

const UPDATE: &str = "UPDATE_UNITY_META";
const REFRESH: &str =
    "UPDATE_UNITY_META=1 cargo test -p resistance-ffi unity_meta_files_are_current";

/// A player platform of Unity's PluginImporter (`platformData`).
#[derive(Clone, Copy, PartialEq)]
enum Platform {
    Linux64,
    Win64,
    OsxUniversal,
    Android,
    Ios,
}

/// A native library the package expects (`Plugins/<folder>/<file>`), the one player
/// platform it is for, the CPU it is built for, and for a desktop library the
/// Editor's OS (as Unity names it), whose Editor loads it too.
struct NativeLibrary {
    path: &'static str,
    platform: Platform,
    cpu: &'static str,
    editor_os: Option<&'static str>,
}

/// The libraries each `Plugins/.../README.md` says to build; `Native.cs` imports
/// `resistance_ffi` (or `__Internal` on iOS, where the library is linked statically).
const LIBRARIES: [NativeLibrary; 5] = [
    NativeLibrary {
        path: "Plugins/Linux/x86_64/libresistance_ffi.so",
        platform: Platform::Linux64,
        cpu: "x86_64",
        editor_os: Some("Linux"),
    },
    NativeLibrary {
        path: "Plugins/Windows/x86_64/resistance_ffi.dll",
        platform: Platform::Win64,
        cpu: "x86_64",
        editor_os: Some("Windows"),
    },
    // One universal library of both architectures (its README.md): any CPU.
    NativeLibrary {
        path: "Plugins/macOS/libresistance_ffi.dylib",
        platform: Platform::OsxUniversal,
        cpu: "AnyCPU",
        editor_os: Some("OSX"),
    },
    NativeLibrary {
        path: "Plugins/Android/arm64-v8a/libresistance_ffi.so",
        platform: Platform::Android,
        cpu: "ARM64",
        editor_os: None,
    },
    NativeLibrary {
        path: "Plugins/iOS/libresistance_ffi.a",
        platform: Platform::Ios,
        cpu: "AnyCPU",
        editor_os: None,
    },
];

/// The GUID of the asset at `relative` (a package-relative path with `/`): stable
/// across runs and machines, and the same for the same path in every release.
fn guid(relative: &str) -> String {
    let digest = sha1_smol::Sha1::from(format!("com.resistance.engine/{relative}"))
        .digest()
        .to_string();
    digest[..32].to_owned()
}

/// The lines every importer ends with.
const IMPORTER_TAIL: &str = "  userData: \n  assetBundleName: \n  assetBundleVariant: \n";

/// A `.meta` whose importer has no settings of its own (`DefaultImporter`, ...).
fn plain_meta(relative: &str, importer: &str, extra: &str) -> String {
    format!(
        "fileFormatVersion: 2\nguid: {}\n{extra}{importer}:\n  externalObjects: {{}}\n{IMPORTER_TAIL}",
        guid(relative)
    )
}

/// The `.meta` of a C# script: Unity's MonoImporter defaults.
fn script_meta(relative: &str) -> String {
    format!(
        "fileFormatVersion: 2\nguid: {}\nMonoImporter:\n  externalObjects: {{}}\n  serializedVersion: 2\n  defaultReferences: []\n  executionOrder: 0\n  icon: {{instanceID: 0}}\n{IMPORTER_TAIL}",
        guid(relative)
    )
}

/// `1` when `on`, the way Unity writes a boolean in `platformData`.
fn flag(on: bool) -> u8 {
    u8::from(on)
}

/// The `.meta` of a native library: enabled for its own player platform only (and
/// the Editor of the same OS for a desktop one), with its CPU; every other platform
/// excluded, so that no build picks up a library of the wrong platform.
fn plugin_meta(library: &NativeLibrary) -> String {
    let on = |platform| library.platform == platform;
    let cpu = |platform| if on(platform) { library.cpu } else { "None" };
    let (editor_cpu, editor_os) = match library.editor_os {
        Some(os) => (library.cpu, os),
        None => ("AnyCPU", "AnyOS"),
    };
    let editor = library.editor_os.is_some();
    format!(
        "fileFormatVersion: 2\nguid: {guid}\nPluginImporter:\n  externalObjects: {{}}\n  serializedVersion: 2\n  iconMap: {{}}\n  executionOrder: {{}}\n  defineConstraints: []\n  isPreloaded: 0\n  isOverridable: 0\n  isExplicitlyReferenced: 0\n  validateReferences: 1\n  platformData:\n\
         \x20 - first:\n      : Any\n    second:\n      enabled: 0\n      settings:\n\
         \x20       Exclude Android: {x_android}\n        Exclude Editor: {x_editor}\n        Exclude Linux64: {x_linux}\n        Exclude OSXUniversal: {x_osx}\n        Exclude Win: 1\n        Exclude Win64: {x_win}\n        Exclude iOS: {x_ios}\n\
         \x20 - first:\n      Android: Android\n    second:\n      enabled: {android}\n      settings:\n        CPU: {android_cpu}\n\
         \x20 - first:\n      Any: \n    second:\n      enabled: 0\n      settings: {{}}\n\
         \x20 - first:\n      Editor: Editor\n    second:\n      enabled: {editor_on}\n      settings:\n        CPU: {editor_cpu}\n        DefaultValueInitialized: true\n        OS: {editor_os}\n\
         \x20 - first:\n      Standalone: Linux64\n    second:\n      enabled: {linux}\n      settings:\n        CPU: {linux_cpu}\n\
         \x20 - first:\n      Standalone: OSXUniversal\n    second:\n      enabled: {osx}\n      settings:\n        CPU: {osx_cpu}\n\
         \x20 - first:\n      Standalone: Win\n    second:\n      enabled: 0\n      settings:\n        CPU: None\n\
         \x20 - first:\n      Standalone: Win64\n    second:\n      enabled: {win}\n      settings:\n        CPU: {win_cpu}\n\
         \x20 - first:\n      iPhone: iOS\n    second:\n      enabled: {ios}\n      settings:\n        AddToEmbeddedFrameworks: false\n        CPU: {ios_cpu}\n        CompileFlags: \n        FrameworkDependencies: \n\
         {IMPORTER_TAIL}",
        guid = guid(library.path),
        x_android = flag(!on(Platform::Android)),
        x_editor = flag(!editor),
        x_linux = flag(!on(Platform::Linux64)),
        x_osx = flag(!on(Platform::OsxUniversal)),
        x_win = flag(!on(Platform::Win64)),
        x_ios = flag(!on(Platform::Ios)),
        android = flag(on(Platform::Android)),
        // Android's "no CPU" is spelled ARMv7 in Unity's defaults; disabled, it is unused.
        android_cpu = if on(Platform::Android) {
            library.cpu
        } else {
            "ARMv7"
        },
        editor_on = flag(editor),
        linux = flag(on(Platform::Linux64)),
        linux_cpu = cpu(Platform::Linux64),
        osx = flag(on(Platform::OsxUniversal)),
        osx_cpu = cpu(Platform::OsxUniversal),
        win = flag(on(Platform::Win64)),
        win_cpu = cpu(Platform::Win64),
        ios = flag(on(Platform::Ios)),
        ios_cpu = if on(Platform::Ios) {
            library.cpu
        } else {
            "AnyCPU"
        },
    )
}

/// The `.meta` of the asset at `relative`, by its kind.
fn meta_for(relative: &str, is_folder: bool) -> String {
    if is_folder {
        return plain_meta(relative, "DefaultImporter", "folderAsset: yes\n");
    }
    if let Some(library) = LIBRARIES.iter().find(|library| library.path == relative) {
        return plugin_meta(library);
    }
    match Path::new(relative).extension().and_then(|ext| ext.to_str()) {
        Some("cs") => script_meta(relative),
        Some("asmdef") => plain_meta(relative, "AssemblyDefinitionImporter", ""),
        // Unity imports a package's manifest with its own importer.
        _ if relative == "package.json" => plain_meta(relative, "PackageManifestImporter", ""),
        _ => plain_meta(relative, "TextScriptImporter", ""),
    }
}

/// The folder of the package's samples (package.json's "samples").
const SAMPLES: &str = "Samples~";

/// Whether Unity imports `name` at all: it skips hidden names and names ending in `~`
/// (but a sample's files are imported when the user imports the sample).
fn imported(name: &str) -> bool {
    name == SAMPLES || !(name.starts_with('.') || name.ends_with('~'))
}

/// Every asset of the package below `folder` (package-relative, `/`), folders
/// marked `true`; `.meta` files are collected apart.
fn walk(
    root: &Path,
    folder: &Path,
    assets: &mut BTreeMap<String, bool>,
    metas: &mut BTreeSet<String>,
) {
    let entries =
        std::fs::read_dir(folder).unwrap_or_else(|error| panic!("read {folder:?}: {error}"));
    for entry in entries {
        let path = entry.expect("a directory entry").path();
        let name = path
            .file_name()
            .and_then(|name| name.to_str())
            .expect("UTF-8 names");
        if !imported(name) {
            continue;
        }
        let relative = path
            .strip_prefix(root)
            .expect("below the package")
            .to_str()
            .expect("UTF-8 paths")
            .replace('\\', "/");
        if let Some(asset) = relative.strip_suffix(".meta") {
            metas.insert(asset.to_owned());
        } else if relative == SAMPLES {
            // Each sample's files are imported when the user imports it; the folder
            // itself is not (its contents go to Assets/Samples/.../<its display name>).
            let samples =
                std::fs::read_dir(&path).unwrap_or_else(|error| panic!("read {path:?}: {error}"));
            for sample in samples {
                let sample = sample.expect("a directory entry").path();
                if sample.is_dir() {
                    walk(root, &sample, assets, metas);
                }
            }
        } else if path.is_dir() {
            assets.insert(relative, true);
            walk(root, &path, assets, metas);
        } else {
            assets.insert(relative, false);
        }
    }
}

/// The `.meta` text of every asset the package has or expects (the libraries),
/// and the assets the `.meta` files on disk are for.
fn expected_and_present() -> (BTreeMap<String, String>, BTreeSet<String>) {
    let root = PathBuf::from(package_path(""));
    let mut assets = BTreeMap::new();
    let mut metas = BTreeSet::new();
    walk(&root, &root, &mut assets, &mut metas);
    for library in &LIBRARIES {
        assets.insert(library.path.to_owned(), false);
    }
    let expected = assets
        .iter()
        .map(|(relative, is_folder)| (relative.clone(), meta_for(relative, *is_folder)))
        .collect();
    (expected, metas)
}

#[test]
#[cfg_attr(
    miri,
    ignore = "reads unity/com.resistance.engine, and Miri's isolation has no file system"
)]
fn unity_meta_files_are_current() {
    let (expected, present) = expected_and_present();
    let update = refreshing(UPDATE);
    let mut problems = Vec::new();
    for (asset, text) in &expected {
        let path = package_path(&format!("{asset}.meta"));
        if update {
            std::fs::write(&path, text).unwrap_or_else(|error| panic!("write {path}: {error}"));
        }
        match std::fs::read_to_string(&path) {
            Ok(committed) if committed == *text => {}
            Ok(_) => problems.push(format!("{asset}.meta is stale")),
            Err(_) => problems.push(format!("{asset} has no .meta")),
        }
    }
    for orphan in present
        .iter()
        .filter(|asset| !expected.contains_key(*asset))
    {
        let path = package_path(&format!("{orphan}.meta"));
        if update {
            std::fs::remove_file(&path).unwrap_or_else(|error| panic!("remove {path}: {error}"));
        } else {
            problems.push(format!("{orphan}.meta has no asset"));
        }
    }
    assert!(
        problems.is_empty(),
        "{PACKAGE}: {problems:?}: run {REFRESH}"
    );
}

#[test]
#[cfg_attr(
    miri,
    ignore = "lists unity/com.resistance.engine, and Miri's isolation has no file system"
)]
fn every_asset_has_its_own_guid() {
    let (expected, _) = expected_and_present();
    let guids: BTreeSet<String> = expected.keys().map(|asset| guid(asset)).collect();
    assert_eq!(guids.len(), expected.len(), "two assets share a GUID");
    assert!(guids.iter().all(|guid| {
        guid.len() == 32
            && guid
                .chars()
                .all(|c| c.is_ascii_hexdigit() && !c.is_ascii_uppercase())
    }));
    assert_eq!(
        guid("package.json"),
        guid("package.json"),
        "a GUID is stable"
    );
    assert_ne!(guid("Runtime"), guid("Runtime/Native.cs"));
}

#[test]
fn each_native_library_is_enabled_for_its_platform_alone() {
    let enabled = |meta: &str, key: &str| {
        let at = meta
            .find(&format!("      {key}\n"))
            .unwrap_or_else(|| panic!("{key} in {meta}"));
        let block = &meta[at..];
        let enabled = block.find("enabled: ").map(|at| &block[at + 9..at + 10]);
        enabled == Some("1")
    };
    let keys = [
        "Android: Android",
        "Editor: Editor",
        "Standalone: Linux64",
        "Standalone: OSXUniversal",
        "Standalone: Win",
        "Standalone: Win64",
        "iPhone: iOS",
    ];
    let expected_on = [
        (
            "Plugins/Linux/x86_64/libresistance_ffi.so",
            &["Editor: Editor", "Standalone: Linux64"][..],
        ),
        (
            "Plugins/Windows/x86_64/resistance_ffi.dll",
            &["Editor: Editor", "Standalone: Win64"][..],
        ),
        (
            "Plugins/macOS/libresistance_ffi.dylib",
            &["Editor: Editor", "Standalone: OSXUniversal"][..],
        ),
        (
            "Plugins/Android/arm64-v8a/libresistance_ffi.so",
            &["Android: Android"][..],
        ),
        ("Plugins/iOS/libresistance_ffi.a", &["iPhone: iOS"][..]),
    ];
    for (path, on) in expected_on {
        let meta = meta_for(path, false);
        for key in keys {
            assert_eq!(enabled(&meta, key), on.contains(&key), "{path}: {key}");
        }
    }
    let linux = meta_for("Plugins/Linux/x86_64/libresistance_ffi.so", false);
    assert!(
        linux.contains("CPU: x86_64\n        DefaultValueInitialized: true\n        OS: Linux")
    );
    let android = meta_for("Plugins/Android/arm64-v8a/libresistance_ffi.so", false);
    assert!(android.contains(
        "Android: Android\n    second:\n      enabled: 1\n      settings:\n        CPU: ARM64"
    ));
}

/// The package's LICENSE.md: the repository's two licenses, the user's choice.
fn license() -> String {
    let root = concat!(env!("CARGO_MANIFEST_DIR"), "/..");
    let read = |name: &str| {
        std::fs::read_to_string(format!("{root}/{name}"))
            .unwrap_or_else(|error| panic!("read {name}: {error}"))
    };
    format!(
        "# License\n\n\
         The Resistance engine, this package included, is licensed under either of\n\n\
         - the Apache License, Version 2.0 (below; `LICENSE-APACHE` in the repository), or\n\
         - the MIT license (below; `LICENSE-MIT` in the repository),\n\n\
         at your option.\n\n\
         ## MIT\n\n```text\n{}```\n\n## Apache-2.0\n\n```text\n{}```\n",
        read("LICENSE-MIT"),
        read("LICENSE-APACHE")
    )
}

#[test]
#[cfg_attr(miri, ignore = "reads the licenses, and Miri's isolation has no file system")]
fn the_package_carries_the_repositorys_licenses() {
    let license = license();
    assert!(license.contains("Permission is hereby granted") && license.contains("Apache License"));
    assert!(
        crate::csharp_generated::is_current("LICENSE.md", &license, UPDATE),
        "{PACKAGE}/LICENSE.md is not LICENSE-MIT and LICENSE-APACHE: run {REFRESH}"
    );
}

#[test]
#[cfg_attr(
    miri,
    ignore = "lists unity/com.resistance.engine, and Miri's isolation has no file system"
)]
fn a_samples_files_have_metas_and_its_folder_none() {
    assert!(imported(SAMPLES) && !imported("Other~") && !imported(".git") && imported("Runtime"));
    let root = PathBuf::from(package_path(""));
    let mut assets = BTreeMap::new();
    let mut metas = BTreeSet::new();
    walk(&root, &root, &mut assets, &mut metas);
    assert_eq!(assets.get("Samples~/PlayAGame/SampleGame.cs"), Some(&false));
    assert_eq!(assets.get("Samples~/PlayAGame/Editor"), Some(&true));
    assert!(!assets.contains_key(SAMPLES) && !assets.contains_key("Samples~/PlayAGame"));
}
