#!/usr/bin/env bash
# The one test entry point, for developers and CI alike: installs what it needs
# (scripts/tools.sh: rustup pieces, apt packages, pinned cargo tools), then runs every
# check. Safe to run again: each install step is skipped when its piece is already
# there.
set -euo pipefail
cd "$(dirname "$0")/.."

# step NAME: prints how long the step before took; the table of all steps (those of
# the scripts below too) comes at the end, passed or failed.
source scripts/steps.sh
source scripts/tools.sh

# --- install ----------------------------------------------------------------------
# Everything the scripts below would install, first: the rustup pieces, then the apt
# packages in one apt-get call and the three cargo tools, each compiled from source
# on a fresh machine (minutes), in the background beside the Rust checks below, which
# leave a core idle much of the time. The scripts below then find them all there.
step "tools: rustup pieces (stable, thumbv7em, wasm32, x86_64-pc-windows-gnu, nightly with Miri, the minimum supported Rust)"
install_rustup_pieces
install_msrv_toolchain
# shellcheck disable=SC2046 # one package a word
side "tools: apt packages (C, valgrind, mono, NUnit, MinGW-w64, godot3-server, chromium, postgresql)" apt_install $(apt_missing ffi godot server wasm)
side "tools: cbindgen $CBINDGEN_VERSION" install_cbindgen
side "tools: wasm-bindgen-cli $WASM_BINDGEN_VERSION" install_wasm_bindgen
side "tools: cargo-fuzz $CARGO_FUZZ_VERSION" install_cargo_fuzz
side "tools: cargo-hack $CARGO_HACK_VERSION" install_cargo_hack

# --- checks -----------------------------------------------------------------------
step "format"
cargo fmt --all -- --check

step "one version for every package (scripts/version.sh)"
bash scripts/version.sh

# Node runs the npm steps below too; this check only reads files, so it comes first.
step "every document quotes the figures files' figures (node scripts/figures.mjs --check)"
node scripts/figures.mjs --check

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

# Built here, after the demo's build of the same crates, so that the instruction
# counts in the background below find them built: their own cargo build is then a
# moment's, not a minute holding the build lock beside the steps below.
step "the benchmarks' release builds (their instructions are counted below)"
cargo build --release --quiet -p resistance-examples --bin bench --bin natural_loop

step "tools: wait for the installs in the background"
side_wait || exit 1

# The table server's long tests (ignored by `cargo test`: they need PostgreSQL, or
# minutes), built as the workspace step built them (the same features, so nothing is
# compiled again) and run directly: a `cargo test` running them would hold the build
# directory's lock meanwhile and stall the steps beside them.
server_tests=$(cargo test --quiet --workspace --all-features --test crash --test postgres \
  --no-run --message-format=json | grep -o '"executable":"[^"]*"' | cut -d'"' -f4)
crash_test=$(grep '/crash-' <<<"$server_tests")
postgres_test=$(grep '/postgres-' <<<"$server_tests")

step "the table server on PostgreSQL: two processes share a table, one dies, the other takes over"
source scripts/postgres.sh
postgres_start
at_exit postgres_stop
"$postgres_test" --ignored

# The crate as crates.io would get it, in the background beside the C and npm
# steps, which leave a core idle (valgrind, Node and Chromium run one thread).
side "scripts/package-check.sh: publish dry run, the packaged crate's tests, docs by features" \
  bash scripts/package-check.sh

# The minimum supported Rust version builds the workspace, and every combination of
# the core's features builds, beside the C and npm steps too (each in a target
# directory of its own, so that no step waits for another's build lock).
side "the workspace builds with Rust $(msrv), the minimum supported version" \
  env CARGO_TARGET_DIR=target/msrv cargo "+$(msrv)" check --workspace --quiet
# Warnings denied: the workspace's builds unify features (serde is always on there),
# so code used under one feature only warns in this step alone.
side "every combination of the core's features builds, warning-free (cargo hack --feature-powerset)" \
  env CARGO_TARGET_DIR=target/features RUSTFLAGS="-D warnings" cargo hack check -p resistance-core \
  --feature-powerset --quiet

# 200 SIGKILLs of the table server mid-game (minutes of mostly waiting), beside the
# C and npm steps.
side "the table server killed 200 times mid-game loses nothing acknowledged" \
  "$crash_test" --ignored --nocapture

# The instruction counts the documents quote, counted again under callgrind (a few
# seconds each; valgrind came with the apt packages): each fails when a count has
# moved by more than 1% from docs/figures.json's.
side "scripts/callgrind-natural.sh --check: the natural bot loops' instructions as recorded" \
  bash scripts/callgrind-natural.sh --check
side "scripts/callgrind-bench.sh --check: the bench's instructions per game as recorded" \
  bash scripts/callgrind-bench.sh --check

step "scripts/test-ffi.sh: the C library from outside Rust: C (plain, valgrind, ASan), C#, the header"
# FFI_RUST_TESTS=0: the C library's Rust tests ran in the workspace step above.
FFI_RUST_TESTS=0 STEPS_PREFIX="ffi: " bash scripts/test-ffi.sh

step "scripts/test-godot.sh: the Godot 3 addon (GDNative) played in headless godot3-server"
# It follows docs/godot.md from an empty project; the page's C library build
# (release-ffi, in target/) finds the one test-ffi.sh made.
STEPS_PREFIX="godot: " bash scripts/test-godot.sh

step "scripts/test-wasm.sh: the npm package from Node and headless Chromium"
STEPS_PREFIX="wasm: " bash scripts/test-wasm.sh

step "scripts/test-py.sh: the Python wheel: mypy --strict, PettingZoo api_test, pytest"
STEPS_PREFIX="py: " bash scripts/test-py.sh

step "package checks: wait for the background run"
side_wait || exit 1

step "scripts/test-fuzz.sh: fuzzing smoke runs (cargo-fuzz, nightly), Miri over the C library's tests and part of the core's"
STEPS_PREFIX="fuzz: " bash scripts/test-fuzz.sh
step_end

echo
echo "all checks passed"
