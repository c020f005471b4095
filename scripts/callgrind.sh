# What scripts/callgrind-bench.sh and scripts/callgrind-natural.sh share (sourced, not
# run): the benchmark binary they count, and the total callgrind collected.

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
