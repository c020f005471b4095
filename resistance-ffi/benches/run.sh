#!/usr/bin/env bash
# The C library's benchmark: random 7-player playouts per second natively, through
# the typed C calls and through the JSON C calls (benches/playouts.rs, one run),
# then the same from C through the shared library (benches/playouts.c).
# A benchmark, not a test: it passes no judgement. Run from anywhere:
#   bash resistance-ffi/benches/run.sh [games] [rounds]
# On a busy machine `nice -n -20` (as root) steadies the numbers.
set -euo pipefail
cd "$(dirname "$0")/../.."
games=${1:-20000}
rounds=${2:-7}

cargo build --release -q -p resistance-ffi
echo "== Rust: native, and the exported functions called through the C ABI"
cargo bench -q -p resistance-ffi --bench playouts -- --games "$games" --rounds "$rounds"

target_dir=$(cargo metadata --format-version 1 --no-deps |
  sed -n 's/.*"target_directory":"\([^"]*\)".*/\1/p')
lib_dir="$target_dir/release"
bench=$(mktemp)
trap 'rm -f "$bench"' EXIT
cc -std=c11 -O2 -Wall -Wextra -I resistance-ffi/include resistance-ffi/benches/playouts.c \
  -o "$bench" -L "$lib_dir" -Wl,-rpath,"$lib_dir" -lresistance_ffi
echo
echo "== C"
"$bench" "$games" "$rounds"
