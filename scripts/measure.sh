# shellcheck shell=bash
# What the measuring scripts share (sourced, not run): scripts/callgrind-bench.sh and
# scripts/callgrind-natural.sh count instructions, scripts/bench-figures.sh times the
# bench; each can record its figures in docs/figures.json, which the documents quote
# (scripts/figures.mjs), and the two counting scripts can check them.

# release_binary PACKAGE BIN: builds the binary BIN of PACKAGE (release, quietly) and
# prints its path, in cargo's target directory wherever it is (CARGO_TARGET_DIR
# included).
release_binary() {
  cargo build --release -q -p "$1" --bin "$2" || return
  local target_dir
  target_dir=$(cargo metadata --format-version 1 --no-deps |
    sed -n 's/.*"target_directory":"\([^"]*\)".*/\1/p')
  echo "$target_dir/release/$2"
}

# callgrind_total FILE: the instructions callgrind collected into FILE (its `summary:`
# line, from an older valgrind, or its `totals:` line).
callgrind_total() {
  sed -n 's/^\(summary\|totals\): \([0-9]*\).*/\2/p' "$1" | head -n 1
}

# need_valgrind NAME: fails, naming the script NAME, when valgrind is missing.
need_valgrind() {
  command -v valgrind >/dev/null || { echo "$1: needs valgrind" >&2; return 1; }
}

# counting_request NAME GAMES [ARG]: what a counting script's one argument asks for,
# in `mode` (--write, --check, or empty: print the counts only) and `games` (ARG
# when it is a number, else GAMES: the number docs/figures.json's counts are of, since
# an average over other games is another figure).
# shellcheck disable=SC2034 # mode and games are the calling script's
counting_request() {
  mode='' games=$2
  case ${3:-} in
    --write | --check) mode=$3 ;;
    '') ;;
    *[!0-9]* | 0) echo "usage: bash scripts/$1.sh [GAMES | --write | --check]" >&2; return 2 ;;
    *) games=$3 ;;
  esac
  # BENCH counts another build: its counts are not this checkout's to record or check.
  if [[ -n $mode && -n ${BENCH:-} ]]; then
    echo "$1: $mode counts this checkout's build; BENCH names another" >&2
    return 2
  fi
}

# An instruction count is nearly exact, but not quite: the same binary counts 12
# instructions a game more or fewer as its stack starts elsewhere (the environment's
# size moves it: another shell, a checkout at another path), 0.07% at most; the same
# source built in two target directories gave the same binary. A change of the code's
# cost worth quoting is larger than this, in percent.
COUNT_TOLERANCE=1

# counted_figures MODE GROUP SCRIPT FILE: with MODE --write, records the counts in FILE
# (lines `figure NAME VALUE`) as docs/figures.json's GROUP, measured by SCRIPT, and
# writes the documents' quotes of them; with --check, fails when one differs from
# GROUP's by more than COUNT_TOLERANCE percent; with no MODE, nothing.
counted_figures() {
  local mode=$1 group=$2 script=$3 file=$4 build
  # The compiler decides the code's layout, so the count's.
  build=$(rustc --version)
  case $mode in
    --write)
      node scripts/figures.mjs --record "$group" --method "bash $script" \
        --update "bash $script --write" --build "$build" <"$file"
      ;;
    --check)
      node scripts/figures.mjs --compare "$group" --tolerance "$COUNT_TOLERANCE" \
        --build "$build" <"$file"
      ;;
  esac
}
