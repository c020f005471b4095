#!/usr/bin/env bash
# One version for every package, from one place: `[workspace.package] version` in
# the root Cargo.toml. The crates (core, wasm, C library, server, Python through
# maturin) inherit it; the files below carry a copy that this script writes.
#
#   bash scripts/version.sh            checks that every copy equals the source
#   bash scripts/version.sh set 0.2.0  writes 0.2.0 in the source and every copy
#
# The C header's RESISTANCE_VERSION_* macros are generated from the crate's version
# by cbindgen: `set` regenerates the header when cbindgen is installed, and the
# check below names the command otherwise. pkg-config's resistance.pc is stamped
# from the header at install.
set -euo pipefail
cd "$(dirname "$0")/.."

source_version() {
  awk '/^\[workspace.package\]/ { on = 1; next } /^\[/ { on = 0 }
       on && /^version *=/ { gsub(/[" ]/, "", $0); sub(/^version=/, ""); print; exit }' Cargo.toml
}

# Each copy: its file, and a sed expression that matches the line holding it (the
# version itself being group 2 of the extended regular expression).
copies=(
  'Cargo.toml|^(resistance-core = \{ path = "resistance-core", version = ")([^"]*)(".*)$'
  'godot/gdextension/Cargo.toml|^(version = ")([^"]*)(")$'
  'resistance-wasm/js/package.json|^(  "version": ")([^"]*)(",)$'
  'unity/com.resistance.engine/package.json|^(  "version": ")([^"]*)(",)$'
)

copy_version() { # FILE REGEX: the version the line matching REGEX holds
  sed -nE "s/$2/\\2/p" "$1" | head -n 1
}

if [[ ${1:-} == set ]]; then
  new=${2:?usage: scripts/version.sh set X.Y.Z}
  [[ $new =~ ^[0-9]+\.[0-9]+\.[0-9]+(-[0-9A-Za-z.]+)?$ ]] || {
    echo "not a semantic version: $new" >&2
    exit 2
  }
  awk -v new="$new" '/^\[workspace.package\]/ { on = 1 } /^\[/ && !/^\[workspace.package\]/ { on = 0 }
       on && /^version *=/ { $0 = "version = \"" new "\"" } { print }' Cargo.toml >Cargo.toml.new
  mv Cargo.toml.new Cargo.toml
  for copy in "${copies[@]}"; do
    sed -i -E "s/${copy#*|}/\\1$new\\3/" "${copy%%|*}"
  done
  # The C library's version constants, which cbindgen turns into the header's
  # RESISTANCE_VERSION_* macros (literals: cbindgen evaluates no const fn).
  IFS=. read -r major minor patch <<<"${new%%-*}"
  for part in MAJOR:$major MINOR:$minor PATCH:$patch; do
    sed -i -E "s/^(pub const RESISTANCE_VERSION_${part%%:*}: u32 = )[0-9]+;/\1${part#*:};/" \
      resistance-ffi/src/lib.rs
  done
  cargo metadata --format-version 1 >/dev/null # brings Cargo.lock along
  if command -v cbindgen >/dev/null; then
    (cd resistance-ffi && env -u CARGO -u RUSTC RUSTUP_TOOLCHAIN=nightly \
      cbindgen --quiet --config cbindgen.toml --output include/resistance.h)
  fi
fi

version=$(source_version)
[[ -n $version ]] || {
  echo "no [workspace.package] version in Cargo.toml" >&2
  exit 1
}
status=0
for copy in "${copies[@]}"; do
  file=${copy%%|*}
  found=$(copy_version "$file" "${copy#*|}")
  if [[ $found != "$version" ]]; then
    echo "$file says ${found:-no version}, the workspace $version (run: bash scripts/version.sh set $version)" >&2
    status=1
  fi
done
header=resistance-ffi/include/resistance.h
header_version=$(for part in MAJOR MINOR PATCH; do
  sed -nE "s/^#define RESISTANCE_VERSION_$part ([0-9]+)$/\\1/p" "$header"
done | paste -sd.)
if [[ $header_version != "${version%%-*}" ]]; then
  echo "$header says $header_version, the workspace $version; regenerate it:" >&2
  echo "  (cd resistance-ffi && RUSTUP_TOOLCHAIN=nightly cbindgen --config cbindgen.toml --output include/resistance.h)" >&2
  status=1
fi
grep -q '^dynamic = \["version"\]' resistance-py/pyproject.toml || {
  echo "resistance-py/pyproject.toml must take its version from Cargo (dynamic = [\"version\"])" >&2
  status=1
}
for manifest in resistance-core resistance-wasm resistance-ffi resistance-server resistance-py examples; do
  grep -q '^version.workspace = true' "$manifest/Cargo.toml" || {
    echo "$manifest/Cargo.toml must inherit the workspace's version (version.workspace = true)" >&2
    status=1
  }
done
[[ $status == 0 ]] && echo "every package is version $version"
exit $status
