#!/usr/bin/env bash
# Fuzzing and Miri: installs what it needs (nightly, Miri, cargo-fuzz), builds the fuzz
# targets of fuzz/, runs each one for a short smoke time from its committed seeds, then
# runs the C library's Rust tests and a representative part of the core's unit tests
# under Miri (which, and why, in the Miri section). Safe to run again: each install
# step is skipped when its piece is already there. Runs from any directory.
#
#   FUZZ_SECONDS  seconds per fuzz target (default 30)
#   FUZZ_TARGETS  which targets (default: "commands json snapshot capi")
#   SKIP_MIRI=1   skip the Miri step (for local fuzzing only)
#   MIRI_CORE=all every core unit test under Miri, not only the part (default "part")
#
# New corpus entries go to a temporary directory, never to fuzz/seeds/. A crash fails
# the script; libFuzzer's reproducer lands in fuzz/artifacts/<target>/ (ignored by git)
# and the log names it. fuzz/README.md says how to minimize and replay it.
set -euo pipefail
cd "$(dirname "$0")/.."

FUZZ_SECONDS=${FUZZ_SECONDS:-30}
FUZZ_TARGETS=${FUZZ_TARGETS:-"commands json snapshot capi"}

source scripts/steps.sh
source scripts/tools.sh
started=$SECONDS

# --- install ----------------------------------------------------------------------
step "toolchain pieces: nightly, miri, rust-src, cargo-fuzz $CARGO_FUZZ_VERSION"
install_nightly
install_cargo_fuzz
# libFuzzer is C++: cargo-fuzz needs a C++ compiler.
command -v c++ >/dev/null || command -v g++ >/dev/null || {
  echo "cargo-fuzz needs a C++ compiler (g++ or clang++)" >&2
  exit 1
}

# --- fuzz ---------------------------------------------------------------------------
# -a: debug assertions and overflow checks on, so the engine's own debug_asserts count.
FUZZ_FLAGS=(-a)

# The seeds are written by their generators (fuzz/examples/): regenerate them and fail
# when the committed ones differ, so a change to an input type (which moves the
# derived decoding) cannot leave stale seeds behind. The generators also check that
# their bytes decode back to the scripted games.
step "the committed seeds are the generators' (fuzz/examples/seeds.rs, capi_seeds.rs)"
cargo +nightly run -q --manifest-path fuzz/Cargo.toml --example seeds
cargo +nightly run -q --manifest-path fuzz/Cargo.toml --example capi_seeds
if git rev-parse --is-inside-work-tree >/dev/null 2>&1 &&
  [ -n "$(git status --porcelain -- fuzz/seeds fuzz/json.dict)" ]; then
  git status --short -- fuzz/seeds fuzz/json.dict >&2
  echo "FAIL: the seeds are stale: commit what the generators wrote (fuzz/README.md, Seeds)" >&2
  exit 1
fi

step "build the fuzz targets (nightly, AddressSanitizer, debug assertions)"
cargo +nightly fuzz build "${FUZZ_FLAGS[@]}"

workdir=$(mktemp -d)
at_exit 'rm -rf "$workdir"'
# fuzz_target TARGET: runs one target for FUZZ_SECONDS; its summary line goes to
# $workdir/TARGET.line. libFuzzer runs on one core, so FUZZ_JOBS targets (default:
# one per core) run side by side, each with a core of its own: the same executions in
# half the wall time on two cores.
fuzz_target() {
  local target=$1
  local corpus="$workdir/corpus-$target" log="$workdir/$target.log"
  mkdir -p "$corpus"
  local options=(-max_total_time="$FUZZ_SECONDS" -print_final_stats=1 -timeout=30)
  if [ "$target" = json ] || [ "$target" = capi ]; then
    options+=(-dict=fuzz/json.dict)
  fi
  # New units go to $corpus (first directory); the committed seeds are only read.
  if ! cargo +nightly fuzz run "${FUZZ_FLAGS[@]}" "$target" "$corpus" "fuzz/seeds/$target" \
    -- "${options[@]}" >"$log" 2>&1; then
    tail -n 80 "$log"
    echo "FAIL: fuzz target $target crashed or failed (reproducer under fuzz/artifacts/$target/)" >&2
    return 1
  fi
  local units rate
  units=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -n 1)
  rate=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log" | tail -n 1)
  if [ -z "$units" ] || [ -z "$rate" ]; then
    tail -n 40 "$log"
    echo "FAIL: no final stats from libFuzzer for $target" >&2
    return 1
  fi
  printf '%-9s %8s exec/s  %10s executions in %ss\n' "$target" "$rate" "$units" "$FUZZ_SECONDS" \
    | tee "$workdir/$target.line"
}
FUZZ_JOBS=${FUZZ_JOBS:-$(nproc)}
step "fuzz $FUZZ_TARGETS for ${FUZZ_SECONDS}s each, $FUZZ_JOBS at a time (seeds: fuzz/seeds/)"
running=0
for target in $FUZZ_TARGETS; do
  side "fuzz $target for ${FUZZ_SECONDS}s" fuzz_target "$target"
  running=$((running + 1))
  if ((running == FUZZ_JOBS)); then
    side_wait || exit 1
    running=0
  fi
done
side_wait || exit 1

step "fuzz summary"
total_units=0
for target in $FUZZ_TARGETS; do
  echo "fuzz: $(cat "$workdir/$target.line")"
  total_units=$((total_units + $(awk '{ print $4 }' "$workdir/$target.line")))
done
echo "fuzz: total $total_units executions, no crash"

# --- miri ---------------------------------------------------------------------------
# Miri, two processes side by side (Miri runs one test at a time, on one core):
#
# 1. The C library's Rust tests (resistance-ffi/src/tests/): the unsafe code of this
#    workspace is there (raw pointers in and out, strings handed over and freed,
#    unaligned out-parameters, the panic boundary), so they run under Miri with
#    -Zmiri-strict-provenance. The first run found undefined behaviour in a test (two
#    `as_mut_ptr()` on one array, the second invalidating the first under Stacked
#    Borrows). Under Miri (`scaled` in resistance-ffi/src/tests.rs) the game replays
#    play 2 games of 51 (a base game and seed 312, which sends every kind of command)
#    and the Cells replay the first 30 steps of 1 game of 3; ignored there
#    (cfg_attr(miri, ignore = "...")): the C# codes file test (Miri's isolation has no
#    file system) and three coverage tests over 4 to 120 games whose calls the others
#    make (250 s of Miri's clock for the agenda one alone). Measured: 27 tests, 455 s
#    of CPU (the replays 123 s and 39 s of Miri's clock, the rest under 13 s each).
#
# 2. A representative part of the core's unit tests. The core is
#    #![forbid(unsafe_code)], so there Miri checks what its safe code reaches in
#    unsafe code below it (serde_json, alloc, rand_core, thiserror) and what native
#    runs check already (overflow, debug assertions). Run: each game's rules (base,
#    modules, plot cards, Cells), the codec (json_codec, the strict decoder's two
#    quick tests, the json module's own), records, the kernel's and tables' unit tests,
#    and the deduction's and bots' example tests (every bot, the search bot's rebuilt
#    games included, on one small game each):
#    163 tests, 256 s of Miri's clock, 358 s of CPU. Not run: the bad-input tables, the property,
#    non-interference and script tests, and the rest of json_strict: the same code
#    paths on more random games and inputs (about 620 s of Miri's clock, measured
#    with --report-time; the whole suite took 11 to 14 minutes of two cores), and the
#    two slowest rules tests, pc2_the_deck_never_runs_short (39 s) and
#    modules_all_combined_are_valid_for_ten_players (24 s), repeats of deals the others
#    make. MIRI_CORE=all runs every core test instead, as before (tests/support.rs
#    `scaled`, `proptest_config` scale the long ones down under Miri; eight are
#    ignored there: statistics over thousands of games).
#
# PROPTEST_CASES is not forwarded (Miri's isolation hides it); to run more cases under
# Miri, set it and MIRIFLAGS=-Zmiri-env-forward=PROPTEST_CASES.
MIRI_CORE=${MIRI_CORE:-part}
miri_core_filters=(tests::rules:: tests::modules_rules:: tests::plot_rules:: tests::cells_rules::
  tests::json_codec:: tests::json_strict::each_hole_is_refused_with_a_clear_message
  tests::json_strict::record_versions_are_read_first_and_only_from_an_object
  tests::records:: json::tests:: kernel:: resistance:: table::
  tests::deduce::as2_ tests::deduce::b1_ tests::deduce::impossible_views
  tests::bots::a_bot_for_a_seat tests::bots::the_search_bot
  --skip pc2_the_deck_never_runs_short --skip modules_all_combined_are_valid_for_ten_players)
if [ "$MIRI_CORE" = all ]; then
  miri_core_filters=()
elif [ "$MIRI_CORE" != part ]; then
  echo "MIRI_CORE must be part or all, not '$MIRI_CORE'" >&2
  exit 2
fi
if [ "${SKIP_MIRI:-0}" != 1 ]; then
  step "miri: setup and build (the core's and the C library's tests)"
  cargo +nightly miri setup
  miri_core() { cargo +nightly miri test -p resistance-core --all-features --lib "$@"; }
  miri_ffi() {
    MIRIFLAGS="-Zmiri-strict-provenance ${MIRIFLAGS:-}" \
      cargo +nightly miri test -p resistance-ffi --lib "$@"
  }
  miri_core --no-run
  miri_ffi --no-run

  step "miri: the C library's tests and the core's ($MIRI_CORE), side by side"
  # --report-time: each test's time on Miri's emulated clock, which counts the steps it
  # interprets, not the machine's load: the numbers to compare from run to run.
  times=(-Zunstable-options --report-time)
  side "miri: the C library's Rust tests" miri_ffi -- "${times[@]}"
  miri_core -- "${miri_core_filters[@]}" "${times[@]}" || {
    echo "FAIL: a core test failed under Miri (output above)" >&2
    exit 1
  }
  side_wait || exit 1
fi

step_end
echo
echo "fuzz and miri checks passed in $((SECONDS - started))s"
