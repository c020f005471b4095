#!/usr/bin/env bash
# Installs the C library as it ships: the header, the shared and the static library
# (the `release-ffi` profile: no debug sections, no symbol table but the exported
# functions) and a pkg-config file for them, under PREFIX:
#
#   PREFIX/include/resistance.h
#   PREFIX/lib/libresistance_ffi.so, PREFIX/lib/libresistance_ffi.a
#   PREFIX/lib/pkgconfig/resistance.pc   (prefix=PREFIX)
#
# then `cc game.c $(pkg-config --cflags --libs resistance)` builds a game (with
# PKG_CONFIG_PATH=PREFIX/lib/pkgconfig when PREFIX is not one pkg-config searches).
#
#   bash scripts/install-ffi.sh PREFIX        e.g. /usr/local (as root) or ~/.local
#
# FFI_LIB_DIR=DIR installs the libraries already built in DIR instead of building
# them (scripts/test-ffi.sh passes its own build). Linux only: on other systems, build
# with `cargo build --profile release-ffi -p resistance-ffi` and copy the files
# (resistance-ffi/README.md).
set -euo pipefail
if (($# != 1)) || [[ $1 == -* ]]; then
  echo "usage: bash scripts/install-ffi.sh PREFIX" >&2
  exit 2
fi
if [[ $(uname -s) != Linux ]]; then
  echo "scripts/install-ffi.sh installs on Linux; on $(uname -s), see resistance-ffi/README.md" >&2
  exit 2
fi
mkdir -p "$1"
# pkg-config needs an absolute prefix.
prefix=$(cd "$1" && pwd)
cd "$(dirname "$0")/.."

if [[ -n ${FFI_LIB_DIR:-} ]]; then
  lib_dir=$FFI_LIB_DIR
else
  cargo build --profile release-ffi -p resistance-ffi
  target_dir=$(cargo metadata --format-version 1 --no-deps |
    sed -n 's/.*"target_directory":"\([^"]*\)".*/\1/p')
  lib_dir=$target_dir/release-ffi
fi

header=resistance-ffi/include/resistance.h
version=$(for part in MAJOR MINOR PATCH; do
  sed -n "s/^#define RESISTANCE_VERSION_$part \([0-9]*\)$/\1/p" "$header"
done | paste -sd.)
[[ $version =~ ^[0-9]+\.[0-9]+\.[0-9]+$ ]] || {
  echo "no version in $header" >&2
  exit 1
}

install -d "$prefix/include" "$prefix/lib/pkgconfig"
install -m 644 "$header" "$prefix/include/resistance.h"
install -m 755 "$lib_dir/libresistance_ffi.so" "$prefix/lib/libresistance_ffi.so"
install -m 644 "$lib_dir/libresistance_ffi.a" "$prefix/lib/libresistance_ffi.a"
# The profile strips what it links (the .so); an archive is not linked, and keeps the
# debug sections of the standard library's objects (29 MB against 21 MB without).
strip --strip-debug "$prefix/lib/libresistance_ffi.a"
# What the static library needs from the system, as rustc prints it for this target
# (`cargo rustc --profile release-ffi -p resistance-ffi --crate-type staticlib --
# --print native-static-libs`): for `pkg-config --static`.
libs_private="-lgcc_s -lutil -lrt -lpthread -lm -ldl -lc"
sed -e "s|@PREFIX@|$prefix|" -e "s|@VERSION@|$version|" -e "s|@LIBS_PRIVATE@|$libs_private|" \
  resistance-ffi/resistance.pc.in >"$prefix/lib/pkgconfig/resistance.pc"

echo "installed resistance $version under $prefix:"
(cd "$prefix" && ls -l include/resistance.h lib/libresistance_ffi.so lib/libresistance_ffi.a \
  lib/pkgconfig/resistance.pc)
