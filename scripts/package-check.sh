#!/usr/bin/env bash
# Checks that resistance-core publishes as it is meant to:
#
#   1. `cargo publish --dry-run -p resistance-core` passes and warns of nothing but
#      the dry run itself (missing metadata, a missing readme or license file and
#      the like are cargo warnings, and fail this check);
#   2. the packaged crate, unpacked alone outside the workspace, passes
#      `cargo test --locked --all-features`: its unit, integration and doc tests
#      (the README's examples among them), with the documents the tests compare
#      against (docs/rules.md, docs/wire-format.md) shipped inside it;
#   3. `cargo doc -p resistance-core --no-deps` has no warning, with the default
#      features, with none and with all (RUSTDOCFLAGS=-D warnings).
#
# resistance-wasm goes out as the npm package (scripts/test-wasm.sh packs and tests
# it); resistance-ffi's users link the built C library and its header, so neither
# is published to crates.io (both have `publish = false`).
#
# Runs on uncommitted changes too (--allow-dirty), so that it checks the working
# tree that would be committed. Needs crates.io (the dry run reads its index).
# Exits non-zero on the first failure. Run from anywhere:
# bash scripts/package-check.sh
set -euo pipefail
cd "$(dirname "$0")/.."

CRATE=resistance-core

step() { printf '\n==> %s\n' "$*"; }

version=$(cargo pkgid -p "$CRATE" | sed 's/.*[#@]//')
target=$(cargo metadata --no-deps --format-version 1 \
  | sed -n 's/.*"target_directory":"\([^"]*\)".*/\1/p')
[[ -n "$version" && -d "$target" ]] || {
  echo "could not read $CRATE's version ('$version') or the target directory ('$target')" >&2
  exit 1
}

step "cargo publish --dry-run -p $CRATE ($version)"
log=$(mktemp -t package-check-publish.XXXXXX)
trap 'rm -f "$log"' EXIT
if ! cargo publish --dry-run --allow-dirty -p "$CRATE" >"$log" 2>&1; then
  cat "$log"
  echo "the dry run failed (above)" >&2
  exit 1
fi
grep -v '^\s*Compiling ' "$log" || true
# A dry run always ends with "warning: aborting upload due to dry run"; any other
# warning is about the package.
if grep '^warning:' "$log" | grep -vq '^warning: aborting upload due to dry run$'; then
  echo "the dry run warned (above): fix the manifest or the package's files" >&2
  exit 1
fi

step "the packaged crate's own tests (cargo test --locked --all-features, unpacked alone)"
cargo package --allow-dirty --no-verify -p "$CRATE" --quiet
# Unpacked in the same place every run, its files stamped now (tar -m): the tests
# find their documents through the crate's path compiled in, and with the archive's
# old times cargo took an earlier run's test binaries, built from another copy, as
# fresh.
# Outside the workspace (cargo would take the unpacked crate for one of its members),
# one place per target directory.
unpacked="${TMPDIR:-/tmp}/resistance-package-check-$(printf '%s' "$target" | cksum | cut -d' ' -f1)"
rm -rf "$unpacked"
mkdir -p "$unpacked"
tar -xzmf "$target/package/$CRATE-$version.crate" -C "$unpacked"
# The packaged manifest has no workspace around it: its build goes to a target
# directory of its own (kept between runs), with the workspace's test profile
# (opt-level 1; the property tests are slow unoptimized).
(
  cd "$unpacked/$CRATE-$version"
  CARGO_TARGET_DIR="$target/package-check" CARGO_PROFILE_TEST_OPT_LEVEL=1 \
    cargo test --locked --all-features
)

for features in "" "--no-default-features" "--all-features"; do
  step "cargo doc -p $CRATE --no-deps ${features:-(default features)}, warnings denied"
  # shellcheck disable=SC2086 # $features is one flag or none
  RUSTDOCFLAGS="-D warnings" cargo doc -p "$CRATE" --no-deps $features --quiet
done

echo
echo "$CRATE $version: package checks passed"
