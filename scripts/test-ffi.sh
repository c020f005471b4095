#!/usr/bin/env bash
# Tests of the C library (resistance-ffi) from outside Rust, against the built
# library and the committed header, and of the Unity package:
#
#   1. installs what it needs (gcc and the C headers, valgrind, mono, NUnit 2.6,
#      MinGW-w64, pkg-config; cbindgen 0.29.4, the nightly toolchain and the
#      x86_64-pc-windows-gnu target), only what is missing (apt-get update once, if
#      anything is);
#   2. regenerates include/resistance.h into a temporary file and fails when the
#      committed header differs (stale);
#   3. builds the library as it ships (the release-ffi profile, stripped;
#      FFI_PROFILE=debug for a debug build) and runs the crate's Rust tests (unless
#      FFI_RUST_TESTS=0: scripts/test.sh runs them); builds (does not run) the
#      benchmarks; builds the Unity package's libraries afresh, the Windows one
#      cross-built in the background beside the steps below;
#   4. compiles the C tests with -std=c11 -Wall -Wextra -Werror and runs them
#      plainly, under valgrind and under AddressSanitizer + UBSan, comparing the C
#      library's JSON with the Rust reference run byte for byte; runs the C example
#      and the C README's blocks (those marked there, as one main, under valgrind);
#      installs the library into a temporary prefix (scripts/install-ffi.sh) and
#      builds the example through its pkg-config file, shared and static;
#   5. compiles and runs the C# client (the Unity package's Runtime and
#      examples/csharp; mcs + mono, as Unity's DllImport would load the library);
#   6. the Unity package, against its own committed Linux library: the README's C#
#      blocks compiled and run, its Tests under NUnit, its sample played; then checks
#      that the committed libraries are current (Plugins/libraries.txt; see
#      scripts/unity-package.sh) and that resistance-ffi/README.md quotes the
#      libraries' sizes within 10% (FFI_UPDATE_SIZES=1 rewrites them).
#
# Ends with "N passed, 0 failed" over every C and C# check; exits non-zero on
# any failure. Run from anywhere: bash scripts/test-ffi.sh
set -euo pipefail
cd "$(dirname "$0")/.."

# release: the library as it ships (the `release-ffi` profile: stripped); the Rust
# reference runs are the `release` profile's. debug: both unoptimized, with debug
# information (readable valgrind and sanitizer reports).
PROFILE=${FFI_PROFILE:-release}
case "$PROFILE" in
  release) PROFILE_FLAG=(--profile release-ffi) PROFILE_DIR=release-ffi REFERENCE_FLAG=(--release) ;;
  debug) PROFILE_FLAG=() PROFILE_DIR=debug REFERENCE_FLAG=() ;;
  *) echo "FFI_PROFILE must be release or debug, not '$PROFILE'" >&2; exit 2 ;;
esac

source scripts/steps.sh
source scripts/tools.sh

WORK=$(mktemp -d)
at_exit 'rm -rf "$WORK"'

die() {
  echo "FAIL: $*" >&2
  exit 1
}

# --- install ----------------------------------------------------------------------
step "tools (gcc, valgrind, mono, NUnit, MinGW-w64, cbindgen $CBINDGEN_VERSION, nightly, x86_64-pc-windows-gnu)"
# shellcheck disable=SC2046 # one package a word
apt_install $(apt_missing ffi)
install_cbindgen
install_nightly_toolchain
install_windows_target
gcc --version | head -n1
valgrind --version
mono --version | head -n1
x86_64-w64-mingw32-gcc --version | head -n1

# --- the header -------------------------------------------------------------------
step "the committed header is what cbindgen generates"
# cbindgen reads the crate macro-expanded (cbindgen.toml's [parse.expand]): it runs
# `cargo rustc -- -Zunpretty=expanded`, a nightly flag, with $CARGO if set. Nightly is
# chosen for that run alone, whatever the directory's or the caller's toolchain.
(cd resistance-ffi && env -u CARGO -u RUSTC RUSTUP_TOOLCHAIN=nightly \
  cbindgen --quiet --config cbindgen.toml --output "$WORK/resistance.h")
if ! diff -u resistance-ffi/include/resistance.h "$WORK/resistance.h"; then
  echo "resistance-ffi/include/resistance.h is stale; regenerate it with:" >&2
  echo "  (cd resistance-ffi && RUSTUP_TOOLCHAIN=nightly cbindgen --config cbindgen.toml --output include/resistance.h)" >&2
  exit 1
fi
echo "up to date"

# --- build ------------------------------------------------------------------------
step "build the library ($PROFILE_DIR) and run its Rust tests"
cargo build "${PROFILE_FLAG[@]}" -p resistance-ffi
# scripts/test.sh has just run these tests in `cargo test --workspace --all-features`
# and sets FFI_RUST_TESTS=0: here they would rebuild the core (and the tests) for
# another feature set (the C library's own: no `arbitrary`, no `ts`, features that only
# add derives and TypeScript exports), 80 s on two cores, to run the same tests again.
if [[ ${FFI_RUST_TESTS:-1} != 0 ]]; then
  cargo test -q -p resistance-ffi
else
  echo "the Rust tests: run by scripts/test.sh (cargo test --workspace --all-features)"
fi
TARGET_DIR=$(cargo metadata --format-version 1 --no-deps |
  sed -n 's/.*"target_directory":"\([^"]*\)".*/\1/p')
LIB_DIR="$TARGET_DIR/$PROFILE_DIR"
CRATE_VERSION=$(cargo metadata --format-version 1 --no-deps |
  grep -o '"name":"resistance-ffi","version":"[^"]*"' | cut -d'"' -f8)
ls -l "$LIB_DIR/libresistance_ffi.so" "$LIB_DIR/libresistance_ffi.a"

step "the Rust reference runs of the wire format"
references=()
for game in 5:2026 7:42 10:9; do
  players=${game%:*} seed=${game#*:}
  reference="$WORK/wire-$players-$seed.txt"
  cargo run "${REFERENCE_FLAG[@]}" -q -p resistance-examples --bin wire_reference -- \
    --players "$players" --seed "$seed" >"$reference"
  references+=("$reference")
  echo "$players players, seed $seed: $(($(wc -l <"$reference") - 2)) steps"
done

# --- benchmarks (built, not run) --------------------------------------------------
step "benchmarks build (run them with resistance-ffi/benches/run.sh)"
gcc -std=c11 -O2 -Wall -Wextra -Werror -I resistance-ffi/include \
  resistance-ffi/benches/playouts.c -o "$WORK/playouts" -L "$LIB_DIR" -lresistance_ffi
cargo build "${PROFILE_FLAG[@]}" -q -p resistance-ffi --bench playouts
echo "built"

# --- the Unity package's libraries, built afresh ------------------------------------
# The last cargo builds of this script: the Windows one runs beside the C and C# steps
# below (valgrind and mono leave a core idle), which need no cargo, so that nothing
# waits for the build directory's lock. Compared with the committed ones at the end.
UNITY=unity/com.resistance.engine
PLUGIN_DIR=$UNITY/Plugins/Linux/x86_64
step "the Unity package's Linux x86_64 library, built afresh (this build's)"
bash scripts/unity-package.sh build "$WORK/plugins" linux
side "the Unity package's Windows x86_64 library, cross-built with MinGW-w64" \
  bash scripts/unity-package.sh build "$WORK/plugins" windows

# --- C ----------------------------------------------------------------------------
CFLAGS=(-std=c11 -Wall -Wextra -Werror -g -I resistance-ffi/include)
# The panic-boundary test panics on purpose; keep its report to one line.
export RUST_BACKTRACE=0
echo "(each run below prints one expected 'panicked at ... resistance_selftest_panic' line:"
echo " the test of the panic boundary)"

total_passed=0
total_failed=0
# Runs a test program, shows its output, adds up its closing "N passed, M failed".
run_counted() {
  local label=$1
  shift
  local status=0
  "$@" >"$WORK/out.txt" 2>&1 || status=$?
  cat "$WORK/out.txt"
  local summary
  summary=$(grep -E '^[0-9]+ passed, [0-9]+ failed$' "$WORK/out.txt" | tail -n1 || true)
  if [[ -z "$summary" ]]; then
    echo "$label: no summary line (exit status $status)" >&2
    total_failed=$((total_failed + 1))
    return
  fi
  local passed failed
  read -r passed _ failed _ <<<"${summary//,/}"
  total_passed=$((total_passed + passed))
  total_failed=$((total_failed + failed))
  if ((status != 0 && failed == 0)); then
    echo "$label: exit status $status" >&2
    total_failed=$((total_failed + 1))
  fi
}

step "C tests against the shared library"
gcc "${CFLAGS[@]}" resistance-ffi/tests/c/test_ffi.c -o "$WORK/test_ffi" \
  -L "$LIB_DIR" -Wl,-rpath,"$LIB_DIR" -lresistance_ffi -pthread
run_counted "C tests" "$WORK/test_ffi" "${references[@]}"

step "C tests under valgrind (no leak, no invalid access)"
run_counted "C tests under valgrind" valgrind --quiet --error-exitcode=99 --leak-check=full \
  --show-leak-kinds=definite,indirect,possible --errors-for-leak-kinds=definite,indirect,possible \
  "$WORK/test_ffi" "${references[@]}"

step "C tests under AddressSanitizer and UndefinedBehaviorSanitizer (static library)"
gcc "${CFLAGS[@]}" -fsanitize=address,undefined -fno-sanitize-recover=all \
  -fno-omit-frame-pointer resistance-ffi/tests/c/test_ffi.c -o "$WORK/test_ffi_asan" \
  "$LIB_DIR/libresistance_ffi.a" -lpthread -ldl -lm
run_counted "C tests under ASan" env ASAN_OPTIONS=detect_leaks=1:halt_on_error=1 \
  UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1 "$WORK/test_ffi_asan" "${references[@]}"

step "C example (examples/c/play.c), without and with plot cards"
gcc "${CFLAGS[@]}" -pedantic examples/c/play.c -o "$WORK/play" \
  -L "$LIB_DIR" -Wl,-rpath,"$LIB_DIR" -lresistance_ffi
"$WORK/play" 7 2026 >"$WORK/play.txt"
tail -n1 "$WORK/play.txt"
grep -qE '^(The Resistance|The spies) won in round [1-5]: \{"winner"' "$WORK/play.txt"
"$WORK/play" 7 2026 plot >"$WORK/play-plot.txt"
tail -n1 "$WORK/play-plot.txt"
grep -qE '^(The Resistance|The spies) won in round [1-5]: \{"winner"' "$WORK/play-plot.txt"
grep -q '"type":"plotCardGiven"' "$WORK/play-plot.txt"
# Without a seed: a secure one, told only after the result, that deals the game again.
"$WORK/play" 7 >"$WORK/play-secure.txt"
secure_seed=$(sed -n 's/^seed \([0-9]*\): .*/\1/p' "$WORK/play-secure.txt")
[[ -n $secure_seed ]] && ! head -n -1 "$WORK/play-secure.txt" | grep -q "$secure_seed"
"$WORK/play" 7 "$secure_seed" >"$WORK/play-again.txt"
cmp -s <(tail -n +2 "$WORK/play-secure.txt") <(tail -n +2 "$WORK/play-again.txt")

step "the C README's blocks (resistance-ffi/README.md), compiled and run under valgrind"
# The blocks marked "runs this block" in the page's order, as docs/godot.md's are
# (scripts/test-godot.sh): the statements of one main, their #include lines on top.
# Every C block of the page is marked: none goes untested.
README_FFI=resistance-ffi/README.md
awk -v page="$README_FFI" '
  /^<!-- test-ffi\.sh runs this block -->$/ { mark = 1; next }
  mark && !inside && /^```c$/ { inside = 1; blocks++; next }
  inside && /^```$/ { inside = 0; mark = 0; next }
  inside && /^#include / { includes = includes $0 "\n"; next }
  inside { body = body "    " $0 "\n"; next }
  /^```c$/ { print page ": a C block without its mark" > "/dev/stderr"; failed = 1; exit 1 }
  mark && !/^$/ { print page ": a marked block must follow its mark: " $0 > "/dev/stderr"
    failed = 1; exit 1 }
  END { if (failed) exit 1
    if (inside || !blocks) { print page ": no marked block, or one not closed" > "/dev/stderr"; exit 1 }
    printf "/* %d blocks of %s */\n%sint main(void)\n{\n%s    return 0;\n}\n", blocks, page, includes, body }
' "$README_FFI" >"$WORK/readme.c"
head -n1 "$WORK/readme.c"
readme_failed() {
  cat -n "$WORK/readme.c"
  die "$README_FFI's C blocks (above, as compiled) $1"
}
gcc "${CFLAGS[@]}" -pedantic "$WORK/readme.c" -o "$WORK/readme" \
  -L "$LIB_DIR" -Wl,-rpath,"$LIB_DIR" -lresistance_ffi || readme_failed "do not compile"
valgrind --quiet --error-exitcode=99 --leak-check=full --errors-for-leak-kinds=definite,indirect \
  "$WORK/readme" || readme_failed "failed: exit status $?"
echo "compiled and run: no error, no leak"

step "install into a temporary prefix (scripts/install-ffi.sh); the C example built with pkg-config"
PREFIX="$WORK/prefix"
FFI_LIB_DIR=$LIB_DIR bash scripts/install-ffi.sh "$PREFIX"
export PKG_CONFIG_PATH="$PREFIX/lib/pkgconfig"
pc_version=$(pkg-config --modversion resistance)
[[ $pc_version == "$CRATE_VERSION" ]] || die "resistance.pc says $pc_version, the crate $CRATE_VERSION"
[[ $(pkg-config --variable=prefix resistance) == "$PREFIX" ]] || die "resistance.pc has another prefix"
pkg-config --static --libs resistance | grep -q -- '-lpthread.*-ldl' ||
  die "pkg-config --static lacks the system libraries: $(pkg-config --static --libs resistance)"
# shellcheck disable=SC2046 # pkg-config's words, one a flag
gcc -std=c11 -Wall -Wextra -Werror -pedantic examples/c/play.c -o "$WORK/play-pc" \
  $(pkg-config --cflags --libs resistance) -Wl,-rpath,"$PREFIX/lib"
readelf -d "$WORK/play-pc" | grep -q 'NEEDED.*libresistance_ffi.so' || die "play-pc is not linked to the .so"
"$WORK/play-pc" 7 2026 >"$WORK/play-pc.txt"
cmp "$WORK/play.txt" "$WORK/play-pc.txt" || die "the installed library plays another game"
# The static library, with the system libraries it needs (the README's line).
# shellcheck disable=SC2046
gcc -std=c11 -Wall -Wextra -Werror -pedantic examples/c/play.c -o "$WORK/play-static" \
  $(pkg-config --cflags resistance) "$(pkg-config --variable=libdir resistance)/libresistance_ffi.a" \
  -lpthread -ldl -lm
if readelf -d "$WORK/play-static" | grep -q libresistance_ffi; then die "play-static needs the .so"; fi
"$WORK/play-static" 7 2026 plot >"$WORK/play-static.txt"
cmp "$WORK/play-plot.txt" "$WORK/play-static.txt" || die "the installed static library plays another game"
# The library says the version pkg-config does.
printf '#include <resistance.h>\n#include <stdio.h>\nint main(void) { puts(resistance_version()); return 0; }\n' \
  >"$WORK/version.c"
# shellcheck disable=SC2046
gcc -std=c11 "$WORK/version.c" -o "$WORK/version" $(pkg-config --cflags --libs resistance) -Wl,-rpath,"$PREFIX/lib"
[[ $("$WORK/version") == "$pc_version" ]] || die "the library says $("$WORK/version"), resistance.pc $pc_version"
echo "resistance $pc_version: examples/c/play.c built through pkg-config, shared and static, plays the same games"

# --- C# ---------------------------------------------------------------------------
step "C# client (the Unity package's Runtime and examples/csharp, mcs + mono, DllImport)"
mcs -warnaserror -nologo -out:"$WORK/client.exe" unity/com.resistance.engine/Runtime/*.cs examples/csharp/*.cs
run_counted "C# client" env LD_LIBRARY_PATH="$LIB_DIR${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}" \
  mono "$WORK/client.exe"
# Without the library on the search path: the first call says where it goes.
run_counted "C# client without the library" env -u LD_LIBRARY_PATH mono "$WORK/client.exe" --missing-library

# --- the Unity package --------------------------------------------------------------
# Its C# runs against its own Linux library, as a Unity Editor on Linux would load it.
export_plugin=(env LD_LIBRARY_PATH="$PWD/$PLUGIN_DIR")

step "the Unity README's C# compiles (mcs, both namespaces imported) and runs"
# Each ```csharp block of the README: its `using` lines on top, the rest the body of a
# method (the blocks are statements, as a user pastes them into one); one Main runs
# them all.
mkdir -p "$WORK/snippets"
awk -v dir="$WORK/snippets" '
  /^```csharp$/ { n++; inside = 1; usings = ""; body = ""; next }
  inside && /^```$/ {
    file = sprintf("%s/Snippet%d.cs", dir, n)
    printf "%snamespace ReadmeSnippets\n{\n    static class Snippet%d\n    {\n        public static void Run()\n        {\n%s        }\n    }\n}\n",
      usings, n, body > file
    close(file)
    inside = 0
    next
  }
  inside && body == "" && /^using [A-Za-z.]+;/ { usings = usings $0 "\n"; next }
  inside && body == "" && /^$/ { next }
  inside { body = body "            " $0 "\n" }
  END { print n > (dir "/count") }
' "$UNITY/README.md"
snippets=$(cat "$WORK/snippets/count")
((snippets >= 2)) || die "the Unity README has $snippets C# blocks; the extraction failed?"
{
  echo 'static class RunReadmeSnippets'
  echo '{'
  echo '    static int Main()'
  echo '    {'
  echo '        int passed = 0, failed = 0;'
  for ((i = 1; i <= snippets; i++)); do
    echo "        try { ReadmeSnippets.Snippet$i.Run(); passed++; }"
    echo "        catch (System.Exception error) { failed++; System.Console.Error.WriteLine(\"block $i: \" + error); }"
  done
  echo '        System.Console.WriteLine("{0} passed, {1} failed", passed, failed);'
  echo '        return failed == 0 ? 0 : 1;'
  echo '    }'
  echo '}'
} >"$WORK/snippets/Main.cs"
mcs -nologo -out:"$WORK/snippets.exe" "$UNITY"/Runtime/*.cs "$WORK"/snippets/*.cs
run_counted "the Unity README's C#" "${export_plugin[@]}" mono "$WORK/snippets.exe"

step "the Unity package's Tests (NUnit 2.6 under mono; Unity's Test Runner has NUnit 3.5)"
nunit_framework=$(pkg-config --libs nunit | tr ' ' '\n' | sed -n 's|^-r:\(.*/nunit.framework.dll\)$|\1|p')
[[ -e $nunit_framework ]] || die "no nunit.framework.dll in pkg-config's nunit"
mcs -warnaserror -nologo -target:library -r:"$nunit_framework" -out:"$WORK/Resistance.Tests.dll" \
  "$UNITY"/Runtime/*.cs "$UNITY"/Tests/Runtime/*.cs
# Every test NUnit ran, as "N passed, M failed": an error, a failure, an inconclusive
# test or one not run (ignored, invalid) fails, and so does a count of tests other
# than the tests the file declares.
run_nunit() {
  local declared
  declared=$(cat "$UNITY"/Tests/Runtime/*.cs | grep -cE '^\s*\[(Test|TestCase\(.*\))\]\s*$')
  (cd "$WORK" && "${export_plugin[@]}" nunit-console -nologo -noshadow -xml="$WORK/nunit.xml" \
    Resistance.Tests.dll) || true
  awk -v declared="$declared" '
    /<test-results / {
      for (i = 1; i <= NF; i++) if (split($i, kv, "=") == 2) { gsub(/"/, "", kv[2]); a[kv[1]] = kv[2] }
      bad = a["errors"] + a["failures"] + a["inconclusive"]
      failed = bad + a["not-run"]
      if (a["total"] != declared) { print "NUnit ran " a["total"] " tests of " declared; failed++ }
      printf "%d passed, %d failed\n", a["total"] - bad, failed
      found = 1
      exit
    }
    END { if (!found) print "no <test-results> in the NUnit report" }' "$WORK/nunit.xml"
}
run_counted "the Unity package's Tests" run_nunit

step "the Unity package's sample (Samples~/PlayAGame) compiles and plays"
# Its Editor menu item against stand-ins of the two Unity names it uses
# (unity/mono/UnityStubs.cs): the types, not Unity's behaviour.
mcs -warnaserror -nologo -out:"$WORK/sample.exe" "$UNITY"/Runtime/*.cs "$UNITY"/Samples~/PlayAGame/*.cs \
  "$UNITY"/Samples~/PlayAGame/Editor/*.cs unity/mono/UnityStubs.cs unity/mono/RunSample.cs
run_counted "the Unity package's sample" "${export_plugin[@]}" mono "$WORK/sample.exe"

step "the Unity package's Windows library: wait for its build"
side_wait || exit 1

step "the Unity package's committed libraries are current (Plugins/libraries.txt)"
stale() {
  echo "FAIL: the Unity package's libraries are stale: $*" >&2
  echo "Rebuild them with bash scripts/unity-package.sh and commit $UNITY/Plugins." >&2
  exit 1
}
committed=$(grep -v '^#' "$UNITY/Plugins/libraries.txt")
# A fresh build has the version and exports the functions libraries.txt records.
fresh=$(bash scripts/unity-package.sh manifest "$WORK/plugins" "$CRATE_VERSION")
diff <(grep -E '^(version|exports) ' <<<"$committed") <(grep -E '^(version|exports) ' <<<"$fresh") ||
  stale "a fresh build has another version or exports other functions (above: committed, then fresh)"
# The committed files are the ones libraries.txt describes, built together by the script.
diff <(echo "$committed") <(bash scripts/unity-package.sh manifest "$UNITY/Plugins" "$CRATE_VERSION" | grep -v '^#') ||
  stale "the committed files are not those libraries.txt describes (above: libraries.txt, then the files)"
# The glibc the READMEs say the Linux library needs is the one it needs.
glibc=$(sed -n 's/.* needs glibc \([0-9.]*\) or later$/\1/p' <<<"$committed")
for readme in "$UNITY/README.md" "$PLUGIN_DIR/README.md"; do
  tr '\n' ' ' <"$readme" | grep -q "glibc $glibc or later" || die "$readme does not say the library needs glibc $glibc"
done
# The committed Linux library says the crate's version, and plays as this engine does:
# the C tests, which compare its JSON with the Rust reference runs byte for byte.
gcc -std=c11 -I resistance-ffi/include "$WORK/version.c" -o "$WORK/plugin-version" \
  -L "$PLUGIN_DIR" -Wl,-rpath,"$PWD/$PLUGIN_DIR" -lresistance_ffi
[[ $("$WORK/plugin-version") == "$CRATE_VERSION" ]] || stale "the Linux library says $("$WORK/plugin-version")"
gcc "${CFLAGS[@]}" resistance-ffi/tests/c/test_ffi.c -o "$WORK/test_ffi_plugin" \
  -L "$PLUGIN_DIR" -Wl,-rpath,"$PWD/$PLUGIN_DIR" -lresistance_ffi -pthread
failed_before=$total_failed
run_counted "C tests against the Unity package's Linux library" "$WORK/test_ffi_plugin" "${references[@]}"
((total_failed == failed_before)) || stale "the committed Linux library fails the C tests"
echo "version $CRATE_VERSION, $(sed -n 's/^exports //p' <<<"$committed"); glibc $glibc"

step "the sizes resistance-ffi/README.md quotes"
# LABEL|FILE: each row of the table and the file it measures.
size_rows=(
  "Linux \`libresistance_ffi.so\`|$LIB_DIR/libresistance_ffi.so"
  "Linux \`libresistance_ffi.a\` (debug sections stripped, as installed)|$PREFIX/lib/libresistance_ffi.a"
  "Windows \`resistance_ffi.dll\` (MinGW-w64)|$WORK/plugins/Windows/x86_64/resistance_ffi.dll"
)
if [[ $PROFILE != release ]]; then
  echo "not measured: FFI_PROFILE=$PROFILE is not the library as it ships"
else
  block='<!-- sizes: measured by scripts/test-ffi.sh, which fails when a figure here is more than 10% off; FFI_UPDATE_SIZES=1 bash scripts/test-ffi.sh rewrites them -->
| file (x86_64, `release-ffi`) | size |
|---|---|'
  off=()
  for row in "${size_rows[@]}"; do
    label=${row%%|*} file=${row#*|}
    bytes=$(stat -c %s "$file")
    block+=$'\n'"| $label | $(awk -v b="$bytes" 'BEGIN { printf "%.3g MB", b / 1e6 }') |"
    quoted=$(awk -F' [|] ' -v label="$label" '
      /^<!-- sizes:/ { on = 1 } /^<!-- end of sizes -->/ { on = 0 }
      on && $1 == "| " label { sub(/ MB [|]$/, "", $2); print $2 }' "$README_FFI")
    echo "$label: $bytes bytes; the README says ${quoted:-nothing} MB"
    if [[ -z $quoted ]] || ! awk -v q="$quoted" -v b="$bytes" 'BEGIN { d = q * 1e6 - b; exit !(d <= b / 10 && -d <= b / 10) }'; then
      off+=("$label")
    fi
  done
  block+=$'\n''<!-- end of sizes -->'
  if [[ -n ${FFI_UPDATE_SIZES:-} ]]; then
    awk -v block="$block" '/^<!-- sizes:/ { print block; skip = 1; next }
      skip && /^<!-- end of sizes -->/ { skip = 0; next } !skip' "$README_FFI" >"$WORK/README.md"
    cp "$WORK/README.md" "$README_FFI"
    echo "rewrote the sizes in $README_FFI"
  elif ((${#off[@]})); then
    die "$README_FFI quotes sizes more than 10% off for: ${off[*]}; rewrite them with FFI_UPDATE_SIZES=1 bash scripts/test-ffi.sh"
  fi
fi

step_end
echo
echo "$total_passed passed, $total_failed failed"
((total_failed == 0))
