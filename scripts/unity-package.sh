#!/usr/bin/env bash
# The native libraries the Unity package ships (unity/com.resistance.engine/Plugins),
# as the C library ships (the `release-ffi` profile: stripped):
#
#   Plugins/Linux/x86_64/libresistance_ffi.so    built for this machine (Linux x86_64)
#   Plugins/Windows/x86_64/resistance_ffi.dll    cross-built with Debian's MinGW-w64
#                                                (gcc-mingw-w64-x86-64, rustup target
#                                                x86_64-pc-windows-gnu)
#   Plugins/libraries.txt                        what they are: the version, the
#                                                functions they export, each file's
#                                                size and SHA-256
#
# They are committed: a package installed from a git URL is what git holds, and the
# C# cannot run without them. scripts/test-ffi.sh fails when they are stale: when the
# version or the exported functions of a fresh build differ from libraries.txt, when
# a committed file is not the one libraries.txt describes, or when the committed
# Linux library fails the C tests, which compare its games with the Rust engine's
# byte for byte. Run this script and commit Plugins after changing the engine.
# (Builds are not byte for byte reproducible: a PE file holds its link time, and
# another compiler version gives other bytes; hence the record of what matters.)
#
#   bash scripts/unity-package.sh                     builds both into the package
#   bash scripts/unity-package.sh build DIR TARGET... builds `linux` and/or `windows`
#                                                     into DIR/<Plugins folder>
#   bash scripts/unity-package.sh manifest DIR VERSION  prints libraries.txt for DIR
#   bash scripts/unity-package.sh exports FILE        the functions FILE exports
#
# macOS, iOS and Android libraries are built on their own machines: the package's
# README.md gives the commands. Run from anywhere.
set -euo pipefail
cd "$(dirname "$0")/.."

PLUGINS=unity/com.resistance.engine/Plugins
LINUX=Linux/x86_64/libresistance_ffi.so
WINDOWS=Windows/x86_64/resistance_ffi.dll

target_dir() {
  cargo metadata --format-version 1 --no-deps |
    sed -n 's/.*"target_directory":"\([^"]*\)".*/\1/p'
}

# build DIR TARGET...: the stripped libraries of TARGET (linux, windows) in DIR.
build() {
  local dir=$1 target
  shift
  for target in "$@"; do
    case $target in
      linux)
        if [[ "$(uname -s)-$(uname -m)" != Linux-x86_64 ]]; then
          echo "the Linux x86_64 library is built on Linux x86_64, not $(uname -s) $(uname -m)" >&2
          return 2
        fi
        cargo build --profile release-ffi -p resistance-ffi
        install -D -m 755 "$(target_dir)/release-ffi/libresistance_ffi.so" "$dir/$LINUX"
        ;;
      windows)
        # Rust's default linker for this target is x86_64-w64-mingw32-gcc, Debian's.
        cargo build --profile release-ffi -p resistance-ffi --target x86_64-pc-windows-gnu
        install -D -m 755 "$(target_dir)/x86_64-pc-windows-gnu/release-ffi/resistance_ffi.dll" "$dir/$WINDOWS"
        ;;
      *)
        echo "build: unknown target '$target' (linux, windows)" >&2
        return 2
        ;;
    esac
  done
}

# exports FILE: the functions FILE exports, sorted, one a line (an ELF shared object
# or a PE DLL).
exports() {
  local file=$1
  case $(head -c 4 "$file" | od -An -c | tr -d ' ') in
    177ELF) nm -D --defined-only "$file" | awk '$2 == "T" { print $3 }' ;;
    MZ*)
      x86_64-w64-mingw32-objdump -p "$file" |
        sed -n '/^\[Ordinal\/Name Pointer\] Table/,/^$/p' |
        sed -n 's/^[[:space:]]*\[ *[0-9]*\] //p'
      ;;
    *)
      echo "exports: $file is neither ELF nor PE" >&2
      return 1
      ;;
  esac | LC_ALL=C sort
}

# manifest DIR VERSION: libraries.txt for the libraries in DIR, built as VERSION.
# Fails when they do not export the same functions.
manifest() {
  local dir=$1 version=$2 linux windows
  linux=$(exports "$dir/$LINUX")
  windows=$(exports "$dir/$WINDOWS")
  if [[ $linux != "$windows" ]]; then
    echo "the Linux and Windows libraries in $dir export different functions:" >&2
    diff <(echo "$linux") <(echo "$windows") >&2 || true
    return 1
  fi
  cat <<EOF
# The native libraries of this package, built stripped (the release-ffi profile) by
# scripts/unity-package.sh, which writes this file; scripts/test-ffi.sh fails when
# they differ from it or from a fresh build. Lines starting with # are not compared.
version $version
exports $(grep -c . <<<"$linux") functions, sha256 $(sha256sum <<<"$linux" | cut -d' ' -f1)
EOF
  local file
  for file in "$LINUX" "$WINDOWS"; do
    echo "$file $(stat -c %s "$dir/$file") bytes, sha256 $(sha256sum "$dir/$file" | cut -d' ' -f1)"
  done
  # The newest symbol version of the C library it links: the oldest glibc that loads
  # it (that of the machine that built it, or older).
  echo "$LINUX needs glibc $(objdump -T "$dir/$LINUX" | grep -o 'GLIBC_[0-9.]*' |
    sed 's/GLIBC_//' | sort -V | tail -n1) or later"
}

case ${1:-} in
  build)
    (($# >= 3)) || { echo "usage: $0 build DIR linux|windows..." >&2; exit 2; }
    shift
    build "$@"
    ;;
  manifest)
    (($# == 3)) || { echo "usage: $0 manifest DIR VERSION" >&2; exit 2; }
    manifest "$2" "$3"
    ;;
  exports)
    (($# == 2)) || { echo "usage: $0 exports FILE" >&2; exit 2; }
    exports "$2"
    ;;
  '')
    build "$PLUGINS" linux windows
    version=$(cargo metadata --format-version 1 --no-deps |
      grep -o '"name":"resistance-ffi","version":"[^"]*"' | cut -d'"' -f8)
    {
      manifest "$PLUGINS" "$version"
      echo "# Built with $(rustc --version) and $(x86_64-w64-mingw32-gcc --version | head -n1)."
    } >"$PLUGINS/libraries.txt.new"
    mv "$PLUGINS/libraries.txt.new" "$PLUGINS/libraries.txt"
    cat "$PLUGINS/libraries.txt"
    echo "Commit $PLUGINS (the libraries and libraries.txt)."
    ;;
  *)
    echo "usage: bash scripts/unity-package.sh [build DIR TARGET... | manifest DIR VERSION | exports FILE]" >&2
    exit 2
    ;;
esac
