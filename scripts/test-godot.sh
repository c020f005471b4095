#!/usr/bin/env bash
# Tests of the Godot 3 addon (godot/): the GDNative library over the C library,
# loaded by a real Godot, headless:
#
#   1. installs what it needs (gcc, Debian's godot3-server 3.2.3, curl), only what
#      is missing;
#   2. follows docs/godot.md §1 as it is written: the blocks marked there ("runs this
#      block", "saves this block as") are taken out of the page and run in order, in
#      a shell at the repository's root, with PROJECT a folder that does not exist
#      yet: the GDNative headers fetched by the page's pinned command, the C library
#      built (release-ffi; reused when scripts/test-ffi.sh has built it), the addon
#      and its library put in the project, play.gd saved and run, the editor scan.
#      Every Godot call under a timeout: a hang fails. Then checks what the page says
#      happens: the first command accepted, the game won, no error reported, the
#      library exporting its three entry points alone, ResistanceGame a global name;
#   3. compiles godot/src/resistance_gdnative.c with -Wall -Wextra -Werror;
#   4. copies godot/test/ and the addon, with the guide's library, into a scratch
#      project and runs its test.gd in godot3-server: 7-player games with every
#      module played to the end by the bots, the errors, the record, the arguments;
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
# Godot's user data and the editor's settings go to the scratch folder, not to ~;
# LANG: Godot takes its locale from it and refuses "C" (with an ERROR line).
mkdir -p "$WORK/data" "$WORK/config" "$WORK/cache"
export LANG=en_US.UTF-8 XDG_DATA_HOME="$WORK/data" XDG_CONFIG_HOME="$WORK/config" \
  XDG_CACHE_HOME="$WORK/cache"

# godot_errors FILE: fails, showing them, when Godot reported an error in FILE. Godot
# goes on after a script error or a failed load, and exits 0: its report shows it.
godot_errors() {
  if grep -E '^(SCRIPT )?ERROR:' "$1" >/dev/null; then
    echo "Godot reported an error (above)" >&2
    return 1
  fi
}

# --- install ----------------------------------------------------------------------
step "tools (gcc, godot3-server, curl)"
# shellcheck disable=SC2046 # one package a word
apt_install $(apt_missing godot)
gcc --version | head -n1
echo "godot3-server $(godot3-server --version)"

# --- the guide --------------------------------------------------------------------
step "docs/godot.md §1 as written, in an empty project: build, play.gd, the editor scan"
GUIDE_PAGE=docs/godot.md
GUIDE="$WORK/guide.sh"
PROJECT="$WORK/guide-project" # the guide makes it
# The marked blocks in the page's order: a "runs this block" block as it is, a
# "saves this block as PATH" block as a here-document written to PATH. Every
# godot3-server the guide calls runs under a timeout (a function, so the guide's
# lines stay as they are).
{
  echo 'set -euxo pipefail'
  echo 'godot3-server() { timeout 60 godot3-server "$@"; }'
  awk -v page="$GUIDE_PAGE" -v q="'" '
    /^<!-- test-godot\.sh runs this block -->$/ { mark = "run"; next }
    /^<!-- test-godot\.sh saves this block as [^ ]+ -->$/ { mark = "save"; path = $7; next }
    mark != "" && !inside && /^```/ { inside = 1; blocks++
      if (mark == "save") print "cat >\"" path "\" <<" q "GUIDE_BLOCK_END" q; next }
    inside && /^```$/ { if (mark == "save") print "GUIDE_BLOCK_END"
      inside = 0; mark = ""; next }
    inside { print; next }
    mark != "" && !/^$/ { print page ": a marked block must follow its mark: " $0 > "/dev/stderr"
      exit 1 }
    END { if (inside) { print page ": a marked block is not closed" > "/dev/stderr"; exit 1 }
      print "# " blocks " blocks" }
  ' "$GUIDE_PAGE"
} >"$GUIDE"
tail -n1 "$GUIDE"
# The page's pinned headers are the pin of scripts/tools.sh: a change of version or
# checksum is made in both.
for pin in "gdnative-sys-$GDNATIVE_SYS_VERSION.crate" "$GDNATIVE_SYS_SHA256"; do
  if ! grep -qF "$pin" "$GUIDE"; then
    echo "$GUIDE_PAGE's commands do not name $pin (scripts/tools.sh's pin)" >&2
    exit 1
  fi
done
for needed in 'cat >"$PROJECT/play.gd"' 'cargo build --profile release-ffi -p resistance-ffi' \
  'godot3-server --path "$PROJECT" --script res://play.gd' \
  'godot3-server --editor --quit --path "$PROJECT"'; do
  if ! grep -qF -- "$needed" "$GUIDE"; then
    echo "$GUIDE_PAGE's marked blocks no longer hold: $needed" >&2
    exit 1
  fi
done
# As a user runs it: cargo's default target/ (the page's paths), whatever this
# shell's CARGO_TARGET_DIR; a backstop timeout over the whole (a cold C library
# build included).
status=0
env -u CARGO_TARGET_DIR PROJECT="$PROJECT" timeout 1800 bash "$GUIDE" >"$WORK/guide.txt" 2>&1 ||
  status=$?
cat "$WORK/guide.txt"
if ((status != 0)); then
  echo "following $GUIDE_PAGE failed (exit status $status; 124: a timeout)" >&2
  exit 1
fi
godot_errors "$WORK/guide.txt"
# What the page says play.gd prints: its first command accepted, then the winner.
if ! grep -Eq '^seat [0-6] proposed the team \[[0-6], [0-6]\]$' "$WORK/guide.txt"; then
  echo "play.gd's first command was not accepted (no 'proposed the team' line)" >&2
  exit 1
fi
won=$(grep -E '^(resistance|spy) won \([A-Za-z]+\) after [0-9]+ commands$' "$WORK/guide.txt" || true)
if [[ -z $won ]] || (($(awk '{ print $(NF - 1) }' <<<"$won") <= 10)); then
  echo "play.gd did not play a whole game to a winner: '$won'" >&2
  exit 1
fi
if ! grep -Eq '^the roles: \[([a-zA-Z]+, ){6}[a-zA-Z]+\]$' "$WORK/guide.txt"; then
  echo "play.gd did not show the 7 roles at the end" >&2
  exit 1
fi
# The addon README's example: lines of that play.gd (indentation aside), so that it
# cannot drift from what ran.
README=godot/addons/resistance/README.md
awk '/^<!-- test-godot\.sh: each line is one of docs\/godot\.md.s play\.gd/ { mark = 1; next }
  mark && /^```/ { if (inside) exit; inside = 1; next }
  inside' "$README" | sed 's/^[[:space:]]*//' | grep -v '^$' >"$WORK/readme-lines.txt" || true
sed 's/^[[:space:]]*//' "$PROJECT/play.gd" >"$WORK/play-lines.txt"
if [[ ! -s "$WORK/readme-lines.txt" ]]; then
  echo "$README: no marked example found" >&2
  exit 1
fi
if stray=$(grep -vxF -f "$WORK/play-lines.txt" "$WORK/readme-lines.txt"); then
  echo "$README's example has lines play.gd has not:" >&2
  echo "$stray" >&2
  exit 1
fi
echo "$README's example: $(grep -c '' "$WORK/readme-lines.txt") lines, each one of play.gd's"
LIBRARY="$PROJECT/addons/resistance/bin/x11.64/libresistance_godot.so"
exported=$(nm -D --defined-only "$LIBRARY" | awk '{ print $3 }' | sort | tr '\n' ' ')
echo "exports: $exported"
if [[ $exported != "godot_gdnative_init godot_gdnative_terminate godot_nativescript_init " ]]; then
  echo "the GDNative library must export its three entry points alone" >&2
  exit 1
fi
if ! nm "$LIBRARY" 2>&1 | grep -q 'no symbols'; then
  echo "the guide's library keeps a symbol table: not stripped" >&2
  exit 1
fi
ls -l "$LIBRARY"
# The editor scan the page gives declares ResistanceGame: a script names it.
cat >"$PROJECT/global_name.gd" <<'EOF'
extends SceneTree


func _init():
	print("ResistanceGame.new().version(): %s" % ResistanceGame.new().version())
	quit()
EOF
timeout 60 godot3-server --path "$PROJECT" --script res://global_name.gd >"$WORK/global.txt" 2>&1
cat "$WORK/global.txt"
godot_errors "$WORK/global.txt"
grep -Eq '^ResistanceGame.new\(\).version\(\): [0-9]+\.[0-9]+\.[0-9]+$' "$WORK/global.txt" || {
  echo "after the editor scan, ResistanceGame is no global name" >&2
  exit 1
}

# --- the C source, strictly -------------------------------------------------------
step "the GDNative source with -Wall -Wextra -Werror"
# -isystem: Godot's headers are not ours to hold to -Werror. The guide's headers.
gcc -std=c11 -O2 -Wall -Wextra -Werror -fPIC -isystem target/godot-headers/godot_headers \
  -I resistance-ffi/include -c godot/src/resistance_gdnative.c -o "$WORK/resistance_gdnative.o"

# --- Godot ------------------------------------------------------------------------
step "the addon's tests in godot3-server (headless)"
TESTS="$WORK/tests-project"
mkdir -p "$TESTS"
cp -r godot/test/. "$TESTS/"
cp -r godot/addons "$TESTS/"
mkdir -p "$TESTS/addons/resistance/bin/x11.64"
cp "$LIBRARY" "$TESTS/addons/resistance/bin/x11.64/"
status=0
timeout 300 godot3-server --path "$TESTS" --script res://test.gd >"$WORK/godot.txt" 2>&1 || status=$?
cat "$WORK/godot.txt"
summary=$(grep -E '^[0-9]+ passed, [0-9]+ failed$' "$WORK/godot.txt" | tail -n1 || true)
if [[ -z $summary ]]; then
  echo "test.gd printed no summary line (exit status $status)" >&2
  exit 1
fi
godot_errors "$WORK/godot.txt"
if ((status != 0)); then
  echo "godot3-server exit status $status" >&2
  exit 1
fi

# --- Godot 4 ----------------------------------------------------------------------
# Built, never loaded: no Godot 4 binary is available here (docs/godot.md). A debug
# build: it links the same C library, in half the time of a release one.
step "the Godot 4 GDExtension (godot/gdextension) builds; not loaded (no Godot 4 here)"
TARGET_DIR=$(cargo metadata --format-version 1 --no-deps |
  sed -n 's/.*"target_directory":"\([^"]*\)".*/\1/p')
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
