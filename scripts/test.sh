#!/usr/bin/env bash
# The one test entry point, for developers and CI alike: installs what it needs
# (rustup components and targets here; apt packages and pinned cargo tools in the
# scripts it calls), then runs every check. Safe to run again: each install step is
# skipped when its piece is already there.
set -euo pipefail
cd "$(dirname "$0")/.."

# step NAME: prints how long the step before took; the table of all steps (those of
# the scripts below too) comes at the end, passed or failed.
source scripts/steps.sh

# --- install ----------------------------------------------------------------------
step "toolchain pieces"
installed_components=$(rustup component list --installed)
for component in rustfmt clippy; do
  grep -q "^${component}" <<<"$installed_components" || rustup component add "$component"
done
# The no_std proof builds the core for a bare-metal Cortex-M target.
rustup target list --installed | grep -qx thumbv7em-none-eabihf \
  || rustup target add thumbv7em-none-eabihf

# --- checks -----------------------------------------------------------------------
step "format"
cargo fmt --all -- --check

step "clippy (default features and all features)"
cargo clippy --workspace --all-targets -- -D warnings
cargo clippy --workspace --all-targets --all-features -- -D warnings

step "no_std builds of the core (thumbv7em-none-eabihf, with and without serde)"
cargo build -p resistance-core --no-default-features --target thumbv7em-none-eabihf
cargo build -p resistance-core --no-default-features --features serde --target thumbv7em-none-eabihf

step "tests: the core without std or serde"
cargo test -p resistance-core --no-default-features

step "tests: the whole workspace with every feature (unit, property, doc, examples)"
cargo test --workspace --all-features

step "docs build without broken links"
RUSTDOCFLAGS="-D warnings" cargo doc --workspace --no-deps --all-features --quiet

step "the README's main command runs"
cargo run --release --quiet -p resistance-examples --bin demo >/dev/null

step "scripts/test-ffi.sh: the C library from outside Rust: C (plain, valgrind, ASan), C#, the header"
# FFI_RUST_TESTS=0: the C library's Rust tests ran in the workspace step above.
FFI_RUST_TESTS=0 STEPS_PREFIX="ffi: " bash scripts/test-ffi.sh

step "scripts/test-wasm.sh: the npm package from Node and headless Chromium"
STEPS_PREFIX="wasm: " bash scripts/test-wasm.sh

step "scripts/test-fuzz.sh: fuzzing smoke runs (cargo-fuzz, nightly) and Miri over the core's unit tests"
STEPS_PREFIX="fuzz: " bash scripts/test-fuzz.sh
step_end

echo
echo "all checks passed"
