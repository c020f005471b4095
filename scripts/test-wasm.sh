#!/usr/bin/env bash
# The WebAssembly package's tests, against the real artifact: builds the npm package,
# packs it, installs the tarball into a scratch project and runs there
#   - node --test: a full game, every error path, snapshots, byte-identical JSON
#     to the Rust reference runs, require() and import, the browser entry, the bot
#     worker, the main module's size budget and the figures the documents quote
#     (resistance-wasm/figures.json);
#   - tsc --noEmit: the types (the wire format's generated from the Rust types, the
#     rest hand-written) against TS usage files and against real engine output;
# then plays the demo page (examples/web) in headless Chromium (its bots in the
# package's worker, the page drawing while they think) and saves a screenshot to
# target/web-demo.png; then plays it on the table server (five phones and
# a spectator, then Cells: examples/web/server.e2e.test.mjs); then builds the apps of
# resistance-wasm/bundlers with esbuild, Vite and webpack and plays each in headless Chromium.
#
# Installs what it needs when missing: the wasm32 target, wasm-bindgen-cli 0.2.130,
# Debian's chromium, and the npm tools pinned in resistance-wasm/package-lock.json,
# examples/web/package-lock.json and resistance-wasm/bundlers/package-lock.json.
# Runs from any directory.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"

source scripts/steps.sh
source scripts/tools.sh

# --- install ----------------------------------------------------------------------
step "tools: node, npm, chromium"
command -v node >/dev/null && command -v npm >/dev/null \
  || { echo "node and npm are needed (Node 20 or later)" >&2; exit 1; }
# shellcheck disable=SC2046 # one package a word
apt_install $(apt_missing wasm)

step "npm tools (npm ci): typescript, playwright-core, esbuild, Vite, webpack"
# playwright-core never downloads a browser; the variable says so to any helper too.
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
(cd resistance-wasm && npm ci --no-audit --no-fund --loglevel=error)
(cd examples/web && npm ci --no-audit --no-fund --loglevel=error)
# The bundler apps' .npmrc turns audit and fund off for anyone's `npm ci` there.
(cd resistance-wasm/bundlers && npm ci --prefer-offline --loglevel=error)

# --- build ------------------------------------------------------------------------
# build.sh installs the wasm32 target and wasm-bindgen-cli when they are missing.
step_end
STEPS_PREFIX="build.sh: " bash resistance-wasm/build.sh
version="$(node -p "require('./resistance-wasm/pkg/package.json').version")"
tarball="$root/target/npm/resistance-engine-$version.tgz"

step "clippy for the wasm32 target"
cargo clippy --quiet -p resistance-wasm --target wasm32-unknown-unknown -- -D warnings

step "reference runs of the Rust core (examples/src/bin/wire_reference.rs)"
scratch="$(mktemp -d)"
at_exit 'rm -rf "$scratch"'
mkdir -p "$scratch/reference"
# Release: the build test.sh's demo step and test-ffi.sh's reference runs made already.
cargo build --quiet --release -p resistance-examples --bin wire_reference
reference="$root/target/release/wire_reference"
"$reference" --players 5 --seed 2026 >"$scratch/reference/base-5-2026.txt"
"$reference" --players 7 --seed 42 >"$scratch/reference/base-7-42.txt"
"$reference" --players 10 --seed 1 >"$scratch/reference/base-10-1.txt"
"$reference" --config '{"players":6,"seed":9,"leavePolicy":"substitute","trapper":true}' \
  >"$scratch/reference/trapper-6-9.txt"
for seed in 2 3; do
  "$reference" --config "{\"players\":8,\"seed\":$seed,\"trapper\":true,\"assassin\":{\"bodyGuard\":true,\"falseCommander\":true},\"defector\":\"knowEachOther\",\"inquisitor\":true,\"agendas\":\"double\"}" \
    >"$scratch/reference/modules-8-$seed.txt"
done
"$reference" --config '{"players":10,"seed":5,"assassin":{"bodyGuard":true,"falseCommander":true,"deepCover":true,"blindSpy":true},"inquisitor":true,"agendas":"single"}' \
  >"$scratch/reference/assassin-10-5.txt"
# Plot cards: one card a round (5 players), two (7), and three beside the modules
# whose steps share their moments (9 players).
"$reference" --config '{"players":5,"seed":11,"plotCards":true}' >"$scratch/reference/plot-5-11.txt"
"$reference" --config '{"players":7,"seed":3,"plotCards":true}' >"$scratch/reference/plot-7-3.txt"
"$reference" --config '{"players":9,"seed":6,"plotCards":true,"trapper":true,"defector":"standard","inquisitor":true,"assassin":{"bodyGuard":true}}' \
  >"$scratch/reference/plot-modules-9-6.txt"
# The Cells variant (resistance-engine/cells): its runs in a directory of their own.
mkdir -p "$scratch/reference/cells"
for run in 4:7 4:11 3:2 3:42; do
  "$reference" --cells --players "${run%:*}" --seed "${run#*:}" \
    >"$scratch/reference/cells/cells-${run%:*}-${run#*:}.txt"
done
wc -l "$scratch"/reference/*.txt "$scratch"/reference/cells/*.txt | tail -n 1

# --- the package, installed from its tarball -------------------------------------
step "install the tarball into a scratch project"
project="$scratch/project"
mkdir -p "$project"
cp -r resistance-wasm/npm-tests/. "$project/"
(cd "$project" && npm init -y >/dev/null && npm install --no-audit --no-fund --loglevel=error "$tarball")
installed="$project/node_modules/resistance-engine"
echo "installed: $(node -p "require('$installed/package.json').name + '@' + require('$installed/package.json').version") from ${tarball#"$root"/}"

step "node --test against the installed package"
(cd "$project" && WIRE_REFERENCE_DIR="$scratch/reference" REPO_ROOT="$root" \
  node --test --test-reporter=spec)

step "tsc --noEmit: the package's types against usage code and real engine output"
(cd "$project" && node types/make-samples.mjs "$scratch/reference" types/samples.mts)
resistance-wasm/node_modules/.bin/tsc -p "$project/types/tsconfig.json"
echo "types check"

# --- the demo page ----------------------------------------------------------------
step "the demo page in headless Chromium (examples/web)"
RESISTANCE_ENGINE_DIR="$installed" SCREENSHOT="$root/target/web-demo.png" \
  node --test --test-reporter=spec examples/web/e2e.test.mjs
echo "screenshot: target/web-demo.png"

step "the web table on the table server, phones as seats, in headless Chromium"
# The release build, as the server is run; cargo reuses it when up to date.
cargo build --quiet --release -p resistance-server
RESISTANCE_ENGINE_DIR="$installed" RESISTANCE_SERVER="$root/target/release/resistance-server" \
  node --test --test-reporter=spec examples/web/server.e2e.test.mjs

# --- bundlers ---------------------------------------------------------------------
step "the package bundled by esbuild, Vite and webpack, in headless Chromium"
# The tarball beside the pinned bundlers, unsaved: its hash changes with every build.
(cd resistance-wasm/bundlers \
  && npm install --no-save --prefer-offline --loglevel=error "$tarball")
node --test --test-reporter=spec resistance-wasm/bundlers/test.mjs

step_end
echo
echo "all WebAssembly checks passed"
