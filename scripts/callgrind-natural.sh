#!/usr/bin/env bash
# Instructions per game of the loops a bot writer writes, counted by callgrind:
# the natural loop over `legal_commands`, the same loop over
# `random_legal_command`, and a minimal hand-written engine of the base game's
# rules as the baseline, each at 5, 7 and 10 players
# (examples/src/bin/natural_loop.rs). Needs valgrind.
#
#   bash scripts/callgrind-natural.sh [GAMES]   prints the counts (300 games a loop)
#   bash scripts/callgrind-natural.sh --write   records them in docs/figures.json
#       (group `natural`) and writes the documents' quotes of them
#   bash scripts/callgrind-natural.sh --check   fails when one differs from the
#       recorded count by more than 1% (scripts/test.sh runs it)
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/measure.sh
counting_request callgrind-natural 300 "$@"
need_valgrind callgrind-natural
bench=$(release_binary resistance-examples natural_loop)
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT

echo "figure games $games" >"$out/figures"
printf '%-8s %12s %12s %12s %9s %9s\n' players list random minimal 'list x' 'random x'
for players in 5 7 10; do
  declare -A per_game=()
  for loop in list random minimal; do
    valgrind --tool=callgrind --toggle-collect='*callgrind_loop*' \
      --callgrind-out-file="$out/$loop-$players" "$bench" --callgrind "$loop" "$players" "$games" \
      >/dev/null 2>&1
    instructions=$(callgrind_total "$out/$loop-$players")
    per_game[$loop]=$((instructions / games))
    echo "figure $players-$loop ${per_game[$loop]}" >>"$out/figures"
  done
  awk -v p="$players" -v l="${per_game[list]}" -v r="${per_game[random]}" -v m="${per_game[minimal]}" \
    'BEGIN { printf "%-8s %12d %12d %12d %9.1f %9.1f\n", p, l, r, m, l / m, r / m }'
done
counted_figures "$mode" natural scripts/callgrind-natural.sh "$out/figures"
