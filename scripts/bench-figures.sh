#!/usr/bin/env bash
# The Rust bench's times that the documents quote, measured on this machine: the
# three setups side by side (games/s, ns per apply, cost against the base game), the
# bots (games/s, decisions/s, time against the random bot) and the deduction (µs a
# view), each one run of examples/src/bin/bench.rs. Times depend on the machine and
# its load, so no test checks them again; with --write they are recorded in
# docs/figures.json (groups `bench`, `bots` and `deduce`) with the command, the
# machine, its load and the date, and the documents' quotes of them are written.
# About two minutes on a shared 2-core machine.
#
#   bash scripts/bench-figures.sh [--write]
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/measure.sh
case ${1:-} in
  --write) write=1 ;;
  '') write=0 ;;
  *) echo "usage: bash scripts/bench-figures.sh [--write]" >&2; exit 2 ;;
esac
bench=$(release_binary resistance-examples bench)

# Each group of figures and the bench's arguments that measure it.
runs=(
  "bench --games 20000"
  "bots --bot-games 2000"
  "deduce --deduce-games 100"
)
for run in "${runs[@]}"; do
  read -r group arguments <<<"$run"
  read -ra arguments <<<"$arguments"
  output=$("$bench" "${arguments[@]}" --figures)
  grep -v '^figure ' <<<"$output"
  if ((write)); then
    node scripts/figures.mjs --record "$group" \
      --method "cargo run --release -p resistance-examples --bin bench -- ${arguments[*]}" \
      --update "bash scripts/bench-figures.sh --write" --timed <<<"$output"
  fi
done
