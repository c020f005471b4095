#!/usr/bin/env bash
# Instructions per game, counted by callgrind rather than timed: the bench's
# `--callgrind-games N --setup S` plays exactly N random 7-player games of one setup
# with the example bot and nothing else, inside one function that callgrind's
# --toggle-collect counts alone. Prints instructions per game and per apply for the
# base game, every module that fits 7 players and plot cards, and the ratios of the
# last two to the base game (the issue's targets: at most 15,000 instructions per base
# game, all modules at most 1.3x). Exact and repeatable on any machine (the count does
# not depend on the load), so two builds compare in one run:
#   bash scripts/callgrind-bench.sh [games]
#   BENCH=/path/to/other/bench bash scripts/callgrind-bench.sh [games]
# A benchmark, not a test: it passes no judgement. Needs valgrind.
set -euo pipefail
cd "$(dirname "$0")/.."
games=${1:-2000}

if [[ -z "${BENCH:-}" ]]; then
  cargo build --release -q -p resistance-examples --bin bench
  target_dir=$(cargo metadata --format-version 1 --no-deps |
    sed -n 's/.*"target_directory":"\([^"]*\)".*/\1/p')
  BENCH="$target_dir/release/bench"
fi
command -v valgrind >/dev/null || { echo "callgrind-bench: needs valgrind" >&2; exit 1; }

out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT

declare -A per_game
printf '%-12s %14s %12s %16s %12s\n' setup instructions applies 'per game' 'per apply'
for setup in base all plot; do
  applies=$(valgrind --tool=callgrind --toggle-collect='*callgrind_games*' \
    --callgrind-out-file="$out/$setup" "$BENCH" --callgrind-games "$games" --setup "$setup" \
    2>/dev/null | sed -n 's/.*: \([0-9]*\) applies$/\1/p')
  # The collected total: the `summary:` (older valgrind) or `totals:` line.
  instructions=$(sed -n 's/^\(summary\|totals\): \([0-9]*\).*/\2/p' "$out/$setup" | head -n 1)
  per_game[$setup]=$(awk -v i="$instructions" -v g="$games" 'BEGIN { printf "%.0f", i / g }')
  per_apply=$(awk -v i="$instructions" -v a="$applies" 'BEGIN { printf "%.1f", i / a }')
  printf '%-12s %14s %12s %16s %12s\n' "$setup" "$instructions" "$applies" \
    "${per_game[$setup]}" "$per_apply"
done
awk -v b="${per_game[base]}" -v a="${per_game[all]}" -v p="${per_game[plot]}" 'BEGIN {
  printf "per game, all modules / base: %.2fx; plot cards / base: %.2fx\n", a / b, p / b
}'
