#!/usr/bin/env bash
# Tests of the Godot 3 addon (godot/): the GDNative library over the C library,
# loaded by a real Godot, headless:
#
#   1. installs what it needs (gcc, Debian's godot3-server 3.2.3, curl), only what
#      is missing, and the Godot 3.2 GDNative headers from the crates.io crate
#      gdnative-sys (pinned, sha256 checked; kept in the target directory);
#   2. builds the C library (release-ffi; reused when scripts/test-ffi.sh has built it);
#   3. compiles godot/src/resistance_gdnative.c with -Wall -Wextra -Werror into a
#      shared library with the static C library inside;
#   4. copies godot/test/ and the addon, with that library, into a scratch project
#      and runs its test.gd in godot3-server: 7-player games with every module
#      played to the end by the bots, the errors, the record, the arguments;
#   5. builds the Godot 4 GDExtension (godot/gdextension, the `godot` crate): built
#      only, never loaded, since no Godot 4 binary is available here.
#
# Ends with "N passed, 0 failed" (the GDScript checks); exits non-zero on any
# failure, a script error Godot reports included. Run from anywhere:
# bash scripts/test-godot.sh
set -euo pipefail
cd "$(dirname "$0")/.."

source scripts/steps.sh
source scripts/tools.sh

WORK=$(mktemp -d)
at_exit 'rm -rf "$WORK"'

# --- install ----------------------------------------------------------------------
step "tools (gcc, godot3-server, the GDNative headers of gdnative-sys $GDNATIVE_SYS_VERSION)"
# shellcheck disable=SC2046 # one package a word
apt_install $(apt_missing godot)
gcc --version | head -n1
echo "godot3-server $(godot3-server --version)"
TARGET_DIR=$(cargo metadata --format-version 1 --no-deps |
  sed -n 's/.*"target_directory":"\([^"]*\)".*/\1/p')
HEADERS="$TARGET_DIR/godot-headers"
install_godot_headers "$HEADERS"

# --- build ------------------------------------------------------------------------
step "build the C library (release-ffi, stripped) and the GDNative library"
cargo build --profile release-ffi -p resistance-ffi
LIBRARY="$WORK/libresistance_godot.so"
# -isystem: Godot's headers are not ours to hold to -Werror. --exclude-libs keeps the
# C library's symbols inside (only the three GDNative entry points are exported);
# -z defs fails the link on any symbol left undefined.
gcc -std=c11 -O2 -Wall -Wextra -Werror -shared -fPIC \
  -isystem "$HEADERS/godot_headers" -I resistance-ffi/include \
  godot/src/resistance_gdnative.c "$TARGET_DIR/release-ffi/libresistance_ffi.a" \
  -Wl,--exclude-libs,ALL -Wl,-z,defs -Wl,--gc-sections -s -lpthread -ldl -lm -o "$LIBRARY"
exported=$(nm -D --defined-only "$LIBRARY" | awk '{ print $3 }' | sort | tr '\n' ' ')
echo "exports: $exported"
if [[ $exported != "godot_gdnative_init godot_gdnative_terminate godot_nativescript_init " ]]; then
  echo "the GDNative library must export its three entry points alone" >&2
  exit 1
fi
ls -l "$LIBRARY"

# --- Godot ------------------------------------------------------------------------
step "the addon's tests in godot3-server (headless)"
PROJECT="$WORK/project"
mkdir -p "$PROJECT"
cp -r godot/test/. "$PROJECT/"
cp -r godot/addons "$PROJECT/"
mkdir -p "$PROJECT/addons/resistance/bin/x11.64"
cp "$LIBRARY" "$PROJECT/addons/resistance/bin/x11.64/"
status=0
# Godot's user data (logs, settings) goes to the scratch folder, not to ~; LANG: Godot
# takes its locale from it and refuses "C" (with an ERROR line).
mkdir -p "$WORK/data" "$WORK/config" "$WORK/cache"
LANG=en_US.UTF-8 XDG_DATA_HOME="$WORK/data" XDG_CONFIG_HOME="$WORK/config" \
  XDG_CACHE_HOME="$WORK/cache" timeout 300 godot3-server --path "$PROJECT" --script res://test.gd \
  >"$WORK/godot.txt" 2>&1 || status=$?
cat "$WORK/godot.txt"
summary=$(grep -E '^[0-9]+ passed, [0-9]+ failed$' "$WORK/godot.txt" | tail -n1 || true)
if [[ -z $summary ]]; then
  echo "test.gd printed no summary line (exit status $status)" >&2
  exit 1
fi
# Godot goes on after a script error or a failed load, and exits 0: its report is
# what shows it.
if grep -E '^(SCRIPT )?ERROR:' "$WORK/godot.txt" >/dev/null; then
  echo "Godot reported an error (above)" >&2
  exit 1
fi
if ((status != 0)); then
  echo "godot3-server exit status $status" >&2
  exit 1
fi

# --- Godot 4 ----------------------------------------------------------------------
# Built, never loaded: no Godot 4 binary is available here (docs/godot.md). A debug
# build: it links the same C library, in half the time of a release one.
step "the Godot 4 GDExtension (godot/gdextension) builds; not loaded (no Godot 4 here)"
cargo fmt --manifest-path godot/gdextension/Cargo.toml -- --check
cargo build --locked --manifest-path godot/gdextension/Cargo.toml \
  --target-dir "$TARGET_DIR/gdextension"
GDEXTENSION="$TARGET_DIR/gdextension/debug/libresistance_godot4.so"
entry=$(sed -n 's/^entry_symbol = "\(.*\)"$/\1/p' godot/gdextension/resistance.gdextension)
if ! nm -D --defined-only "$GDEXTENSION" | awk '{ print $3 }' | grep -qx "$entry"; then
  echo "$GDEXTENSION does not export $entry, the entry_symbol of resistance.gdextension" >&2
  exit 1
fi
echo "$GDEXTENSION exports $entry"

step_end
echo
echo "$summary"
