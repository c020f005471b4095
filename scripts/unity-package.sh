#!/usr/bin/env bash
# Builds the C library for this machine (release) and copies it into the Unity
# package's Plugins folder for it, so that the package works in a local Unity Editor:
# add unity/com.resistance.engine with the Package Manager's "Add package from disk"
# (its package.json). Linux x86_64 only; the other platforms' folders say how to
# build theirs (unity/com.resistance.engine/Plugins/*/README.md).
#
# Run from anywhere: bash scripts/unity-package.sh
set -euo pipefail
cd "$(dirname "$0")/.."

case "$(uname -s)-$(uname -m)" in
  Linux-x86_64) ;;
  *)
    echo "scripts/unity-package.sh copies the Linux x86_64 library only; on $(uname -s) $(uname -m)," >&2
    echo "build yours as unity/com.resistance.engine/Plugins/<platform>/README.md says." >&2
    exit 2
    ;;
esac

cargo build --release -p resistance-ffi
TARGET_DIR=$(cargo metadata --format-version 1 --no-deps |
  sed -n 's/.*"target_directory":"\([^"]*\)".*/\1/p')
PLUGINS=unity/com.resistance.engine/Plugins/Linux/x86_64
cp "$TARGET_DIR/release/libresistance_ffi.so" "$PLUGINS/"
ls -l "$PLUGINS/libresistance_ffi.so"
echo "In Unity: Window > Package Manager > + > Add package from disk > $(pwd)/unity/com.resistance.engine/package.json"
