#!/usr/bin/env bash
# Instructions per game, counted by callgrind rather than timed: the bench's
# `--callgrind-games N --setup S --loop L` plays exactly N random 7-player games of one
# setup with the random table (resistance_core::bot::playout) and nothing else, inside
# one function that callgrind's --toggle-collect counts alone: step by step through
# `Game::apply_into`, keeping each step's events (`step`), or each game in one
# `Game::random_playout`, the same games with no events kept (`playout`, a search's
# random playout). Prints instructions per game and per apply for the base game, every
# module that fits 7 players and plot cards, both ways, and the ratios of the last two
# setups to the base game. Exact and repeatable on any machine (the count does not
# depend on the load), so two builds compare in one run. Needs valgrind.
#
#   bash scripts/callgrind-bench.sh [GAMES]    prints the counts (2,000 games a setup)
#   BENCH=/path/to/other/bench bash scripts/callgrind-bench.sh [GAMES]
#       counts another build (one built before `--loop` existed counts the step rows)
#   bash scripts/callgrind-bench.sh --write    records them in docs/figures.json
#       (group `callgrind`) and writes the documents' quotes of them
#   bash scripts/callgrind-bench.sh --check    fails when one differs from the
#       recorded count by more than 1% (scripts/test.sh runs it)
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/measure.sh
counting_request callgrind-bench 2000 "$@"

need_valgrind callgrind-bench
[[ -n "${BENCH:-}" ]] || BENCH=$(release_binary resistance-examples bench)

out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT

# A bench built before `--loop` existed plays only step by step.
loops="step playout"
"$BENCH" --callgrind-games 1 --setup base --loop playout >/dev/null 2>&1 || loops=step

echo "figure games $games" >"$out/figures"
declare -A per_game applies
printf '%-20s %14s %12s %12s %12s\n' setup instructions applies 'per game' 'per apply'
for loop in $loops; do
  # The step loop is the bench's default, which an older bench also plays.
  loop_args=()
  [[ $loop == playout ]] && loop_args=(--loop playout)
  for setup in base all plot; do
    applies[$setup]=$(valgrind --tool=callgrind --toggle-collect="*callgrind_${loop/step/game}s*" \
      --callgrind-out-file="$out/$setup-$loop" "$BENCH" --callgrind-games "$games" \
      --setup "$setup" "${loop_args[@]}" 2>/dev/null | sed -n 's/.*: \([0-9]*\) applies$/\1/p')
    instructions=$(callgrind_total "$out/$setup-$loop")
    per_game[$setup-$loop]=$(awk -v i="$instructions" -v g="$games" 'BEGIN { printf "%.0f", i / g }')
    per_apply=$(awk -v i="$instructions" -v a="${applies[$setup]}" 'BEGIN { printf "%.1f", i / a }')
    printf '%-20s %14s %12s %12s %12s\n' "$setup, $loop" "$instructions" "${applies[$setup]}" \
      "${per_game[$setup-$loop]}" "$per_apply"
    echo "figure $setup-$loop ${per_game[$setup-$loop]}" >>"$out/figures"
  done
done
for loop in $loops; do
  awk -v loop="$loop" -v b="${per_game[base-$loop]}" -v a="${per_game[all-$loop]}" \
    -v p="${per_game[plot-$loop]}" -v figures="$out/figures" 'BEGIN {
    printf "%s: per game, all modules / base: %.2fx; plot cards / base: %.2fx\n", loop, a / b, p / b
    printf "figure %s-all-ratio %.2f\nfigure %s-plot-ratio %.2f\n", loop, a / b, loop, p / b >>figures
  }'
done
# The same games in both loops: as many commands each way.
awk -v b="${applies[base]}" -v a="${applies[all]}" -v p="${applies[plot]}" 'BEGIN {
  printf "figure all-commands-ratio %.2f\nfigure plot-commands-ratio %.2f\n", a / b, p / b
}' >>"$out/figures"
counted_figures "$mode" callgrind scripts/callgrind-bench.sh "$out/figures"
