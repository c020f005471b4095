#!/usr/bin/env bash
# Fuzzing and Miri: installs what it needs (nightly, Miri, cargo-fuzz), builds the fuzz
# targets of fuzz/, runs each one for a short smoke time from its committed seeds, then
# runs a subset of the core's unit tests under Miri. Safe to run again: each install
# step is skipped when its piece is already there. Runs from any directory.
#
#   FUZZ_SECONDS  seconds per fuzz target (default 30)
#   FUZZ_TARGETS  which targets (default: "commands json snapshot capi")
#   SKIP_MIRI=1   skip the Miri step (for local fuzzing only)
#
# New corpus entries go to a temporary directory, never to fuzz/seeds/. A crash fails
# the script; libFuzzer's reproducer lands in fuzz/artifacts/<target>/ (ignored by git)
# and the log names it. fuzz/README.md says how to minimize and replay it.
set -euo pipefail
cd "$(dirname "$0")/.."

FUZZ_SECONDS=${FUZZ_SECONDS:-30}
FUZZ_TARGETS=${FUZZ_TARGETS:-"commands json snapshot capi"}
# cargo-fuzz pinned: a newer release may change flags or output.
CARGO_FUZZ_VERSION=0.13.2

step() { printf '\n==> %s\n' "$*"; }
started=$SECONDS
elapsed() { printf '(%ds so far)\n' $((SECONDS - started)); }

# --- install ----------------------------------------------------------------------
step "toolchain pieces: nightly, miri, rust-src, cargo-fuzz $CARGO_FUZZ_VERSION"
rustup toolchain list | grep -q '^nightly' \
  || rustup toolchain install nightly --profile minimal
installed=$(rustup component list --toolchain nightly --installed)
for component in miri rust-src; do
  grep -q "^${component}" <<<"$installed" \
    || rustup component add --toolchain nightly "$component"
done
if [ "$(cargo fuzz --version 2>/dev/null || true)" != "cargo-fuzz $CARGO_FUZZ_VERSION" ]; then
  cargo install cargo-fuzz --version "$CARGO_FUZZ_VERSION"
fi
# libFuzzer is C++: cargo-fuzz needs a C++ compiler.
command -v c++ >/dev/null || command -v g++ >/dev/null || {
  echo "cargo-fuzz needs a C++ compiler (g++ or clang++)" >&2
  exit 1
}
elapsed

# --- fuzz ---------------------------------------------------------------------------
# -a: debug assertions and overflow checks on, so the engine's own debug_asserts count.
FUZZ_FLAGS=(-a)

step "build the fuzz targets (nightly, AddressSanitizer, debug assertions)"
cargo +nightly fuzz build "${FUZZ_FLAGS[@]}"
elapsed

workdir=$(mktemp -d)
trap 'rm -rf "$workdir"' EXIT
total_units=0
summary=()
for target in $FUZZ_TARGETS; do
  step "fuzz $target for ${FUZZ_SECONDS}s (seeds: fuzz/seeds/$target)"
  corpus="$workdir/corpus-$target"
  mkdir -p "$corpus"
  options=(-max_total_time="$FUZZ_SECONDS" -print_final_stats=1 -timeout=30)
  if [ "$target" = json ] || [ "$target" = capi ]; then
    options+=(-dict=fuzz/json.dict)
  fi
  log="$workdir/$target.log"
  # New units go to $corpus (first directory); the committed seeds are only read.
  if ! cargo +nightly fuzz run "${FUZZ_FLAGS[@]}" "$target" "$corpus" "fuzz/seeds/$target" \
    -- "${options[@]}" >"$log" 2>&1; then
    tail -n 80 "$log"
    echo "FAIL: fuzz target $target crashed or failed (reproducer under fuzz/artifacts/$target/)" >&2
    exit 1
  fi
  units=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -n 1)
  rate=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log" | tail -n 1)
  if [ -z "$units" ] || [ -z "$rate" ]; then
    tail -n 40 "$log"
    echo "FAIL: no final stats from libFuzzer for $target" >&2
    exit 1
  fi
  total_units=$((total_units + units))
  line=$(printf '%-9s %8s exec/s  %10s executions in %ss' "$target" "$rate" "$units" "$FUZZ_SECONDS")
  summary+=("$line")
  echo "fuzz: $line"
  elapsed
done

step "fuzz summary"
for line in "${summary[@]}"; do echo "fuzz: $line"; done
echo "fuzz: total $total_units executions, no crash"

# --- miri ---------------------------------------------------------------------------
# A subset of the core's unit tests under Miri: about two minutes of interpretation
# plus the build of the core and its dev-dependencies (proptest) for Miri, which a
# fresh checkout pays every time. Property tests run one case each: their case counts
# follow PROPTEST_CASES (tests/support.rs), which Miri's isolation hides from the
# interpreted program unless forwarded. Measured under Miri (test time):
#   in:  the small modules' unit tests (~10 s), the JSON snapshot round trip (~4 s),
#        every bad-input test of the base game (~40 s, snapshot refusals included) and
#        of the modules' commands (~15 s), the edited-snapshot property (~6 s), the
#        non-interference property (~22 s), and rule tests that play whole games with
#        and without modules: B12, LV1, AS3, AS4, TR2, HA3 (~25 s);
#   out: random_games_keep_every_invariant (over 5 minutes for a single case: it
#        checks legal_commands against apply for every seat every three steps); the
#        snapshot round-trip property (~40 s; fuzz target `snapshot` covers it
#        natively); the modules' snapshot refusals (~35 s; the base ones stay); the
#        codec's 100,000-element refusal test (minutes of parsing); every test that
#        loops over many seeds (B1/B5 statistics over 2000 seeds, random-play coverage,
#        the modules' setup tables over random deals): over a minute each.
if [ "${SKIP_MIRI:-0}" != 1 ]; then
  step "miri: a subset of the core's unit tests"
  miri_started=$SECONDS
  cargo +nightly miri setup
  PROPTEST_CASES=1 \
    MIRIFLAGS="${MIRIFLAGS:-} -Zmiri-env-forward=PROPTEST_CASES" \
    cargo +nightly miri test -p resistance-core --all-features --lib -- \
    bounded:: choices:: rng:: seat:: json::tests::snapshots_round_trip_through_json \
    tests::bad_input:: tests::modules_bad_input:: --skip tests::modules_bad_input::snapshot_ \
    tests::snapshots:: tests::noninterference::a_seat_cannot_tell_apart \
    tests::rules::b12_ tests::rules::lv1_ tests::script:: \
    tests::modules_rules::as4_ tests::modules_rules::tr2_ tests::modules_rules::ha3_
  echo "miri: subset passed in $((SECONDS - miri_started))s"
fi

echo
echo "fuzz and miri checks passed in $((SECONDS - started))s"
