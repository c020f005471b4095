#!/usr/bin/env bash
# Fuzzing and Miri: installs what it needs (nightly, Miri, cargo-fuzz), builds the fuzz
# targets of fuzz/, runs each one for a short smoke time from its committed seeds, then
# runs the core's unit tests under Miri, scaled down (all but eight, named in the Miri
# section). Safe to run again: each install step is skipped when its piece is already
# there. Runs from any directory.
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
# The core's unit tests under Miri, all but the eight named below. Miri interprets the
# engine some 100,000 times slower than native code runs, so when cfg!(miri) the long
# tests scale down (tests/support.rs: `scaled`, `proptest_config`; native runs keep
# every count): property tests run one case each (the AS3 script property four),
# from a fixed seed; legal_commands is held to apply every 16 steps on an eighth of
# the probed commands (natively every 3 or 5 steps, on all of them); loops over seeds
# and games run 1 to 120 times instead of up to 4500, statistical bounds recomputed
# for the same number of standard deviations; tables over player counts keep the
# counts that differ (B3 at seven players; B2, AS1 at five and ten; CE8's placements
# at three); the codec's huge inputs shrink to a few kB, still far past the limits
# they test. PROPTEST_CASES is not forwarded (Miri's isolation hides it); to run more
# cases under Miri, set it and MIRIFLAGS=-Zmiri-env-forward=PROPTEST_CASES.
# Miri runs one test at a time, so the suite runs as two Miri processes side by side,
# one per core, split by module; each prints its own list. Measured on 2 cores, after
# the build of the core and proptest for Miri (which a fresh checkout pays): the two
# processes take 5.5 and 5.8 minutes of wall time (libtest, on Miri's emulated clock,
# says 206 s and 222 s): 11 minutes of CPU, as long as one process alone takes.
# Slowest, property tests on their one case: random_games_keep_every_invariant (~50 s,
# a ten-player game with modules), the non-interference property (~45 s),
# random_cells_games_keep_every_invariant (~40 s), the edited-snapshot property
# (~35 s); then modules_all_combined_are_valid_for_ten_players (~30 s), the Cells
# non-interference and both snapshot round-trip properties (~25 s each); the other
# 199 take 0.1 to 20 s.
# Under Miri the AS3 script's exhaustive tests (tests::script) go through 4 of the
# 149 setups: 41 s of Miri's clock for the module, measured alone (the figures above
# were measured before these tests).
# Skipped under Miri (#[cfg_attr(miri, ignore = "...")]): statistics and coverage over
# hundreds or thousands of random games, of which Miri affords a few:
#   tests::rules::b1_deal_is_uniform, tests::rules::b5_first_leader_is_random
#     (six-sigma bounds over 2000 deals per player count);
#   tests::properties::random_play_covers_every_kind_of_step (60 checked games),
#   tests::properties::random_play_reaches_every_module_phase (120 games),
#   tests::cells_properties::random_cells_play_covers_every_kind_of_step (200 games),
#   tests::modules_rules::b13_modules_hidden_choices_revealed_only_at_the_end (150
#     games, each hidden choice in 20 of them);
#   tests::noninterference::permutations_hide_real_differences,
#   tests::cells_noninterference::cells_pairs_differ_and_are_compared_far (proportions
#     over 200 compared pairs of games).
if [ "${SKIP_MIRI:-0}" != 1 ]; then
  step "miri: the core's unit tests, scaled down, in two processes"
  miri_started=$SECONDS
  cargo +nightly miri setup
  miri_test() { cargo +nightly miri test -p resistance-core --all-features --lib "$@"; }
  miri_test --no-run
  # About half the test time: these modules in the background, the others here.
  miri_half=(tests::cells_ tests::properties tests::noninterference tests::json_codec
    tests::script)
  miri_rest=()
  for filter in "${miri_half[@]}"; do miri_rest+=(--skip "$filter"); done
  miri_log=$(mktemp)
  miri_test -- "${miri_half[@]}" >"$miri_log" 2>&1 &
  miri_pid=$!
  rest_status=0
  miri_test -- "${miri_rest[@]}" || rest_status=$?
  half_status=0
  wait "$miri_pid" || half_status=$?
  echo "miri: the other half (${miri_half[*]}):"
  cat "$miri_log"
  rm -f "$miri_log"
  if [ "$rest_status" != 0 ] || [ "$half_status" != 0 ]; then
    echo "FAIL: a test failed under Miri (output above)" >&2
    exit 1
  fi
  echo "miri: the core's unit tests passed in $((SECONDS - miri_started))s"
fi

step_end
echo
echo "fuzz and miri checks passed in $((SECONDS - started))s"
