#!/usr/bin/env bash
# Builds the npm package `resistance-engine` into resistance-wasm/pkg/ and packs it
# into target/npm/resistance-engine-<version>.tgz (the file users install).
#
#   bash resistance-wasm/build.sh
#
# Needs the wasm32-unknown-unknown target and wasm-bindgen-cli 0.2.130 (the same
# version as the wasm-bindgen crate): it installs both when they are missing.
#
# No wasm-opt: binaryen's -Oz makes the module 11% smaller raw but 7% larger
# gzipped (99 KB against 92.5 KB), and gzipped is what users download.
set -euo pipefail

here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/.." && pwd)"
cd "$root"

source scripts/steps.sh
source scripts/tools.sh

step "tools: wasm32-unknown-unknown target, wasm-bindgen-cli $WASM_BINDGEN_VERSION"
rustup target list --installed | grep -qx wasm32-unknown-unknown \
  || rustup target add wasm32-unknown-unknown
install_wasm_bindgen

pkg="$here/pkg"
rm -rf "$pkg"
mkdir -p "$pkg"

# build_module FEATURE OPT_LEVEL TARGET_DIR OUT_DIR NAME: one WebAssembly module of
# the package, the crate built with one feature, then wasm-bindgen's Node (CommonJS)
# and web (ES module for browsers and bundlers) builds of it in OUT_DIR/node and
# OUT_DIR/web, as NAME.js and NAME_bg.wasm. Each module has a name of its own: a
# bundler that copies both .wasm files into one assets folder keeps them apart.
#
# The workspace's release profile is tuned for native speed and debugging; the
# package wants modules without debug info, fast and small enough. Until the
# workspace grows a profile of its own for this, the settings travel here as
# environment variables (they apply to this command only), and each module has a
# target directory of its own so that the two settings do not rebuild each other's
# dependencies. panic=abort is safe: nothing in the binding panics, and the tests
# throw thousands of bad inputs at it to make sure.
build_module() {
  local feature=$1 opt_level=$2 target_dir=$3 out=$4 name=$5
  step "cargo build --features $feature (wasm32, opt-level $opt_level) -> ${out#"$here"/}"
  CARGO_PROFILE_RELEASE_OPT_LEVEL=$opt_level \
  CARGO_PROFILE_RELEASE_LTO=true \
  CARGO_PROFILE_RELEASE_CODEGEN_UNITS=1 \
  CARGO_PROFILE_RELEASE_PANIC=abort \
  CARGO_PROFILE_RELEASE_DEBUG=0 \
    cargo build --release -p resistance-wasm --target wasm32-unknown-unknown \
      --no-default-features --features "$feature" --target-dir "$target_dir"
  local module="$target_dir/wasm32-unknown-unknown/release/resistance_wasm.wasm"
  # Not `strip = true` in cargo: wasm-bindgen reads the target_features section.
  for build in nodejs:node web:web; do
    wasm-bindgen --target "${build%%:*}" --no-typescript --remove-name-section \
      --remove-producers-section --out-dir "$out/${build##*:}" --out-name "$name" "$module"
  done
  # The package is "type": "module"; the Node build is CommonJS.
  printf '{\n  "type": "commonjs"\n}\n' >"$out/node/package.json"
}

# The main module: the base game and its modules. opt-level 3: with the typed
# calls, bots' playouts spend most of their time in the engine's own code, which at
# 3 runs them about 1.4x faster than at "s" (CPU time per game of the
# bench/bench.mjs bot), to about 3x the native Rust bench instead of over 4x. The
# gzipped .wasm grew from 105 KB to 128 KB (then to 166 KB with the plot cards),
# under the package's 175 KB limit; 2 saves under 2 KB and is no faster.
build_module game 3 "$root/target" "$pkg" resistance_engine
# The Cells module (resistance-engine/cells): people play it from memory, one
# command at a time, so size matters more than speed: "s".
build_module cells s "$root/target/wasm-cells" "$pkg/cells" resistance_engine_cells

step "package files"
cp "$here"/js/{package.json,index.d.ts,api.js,loader.js,node.cjs,node.mjs,browser.js} "$pkg/"
cp "$here"/js/cells/{index.d.ts,node.cjs,node.mjs,browser.js} "$pkg/cells/"
# The licenses of the workspace (MIT OR Apache-2.0), as the crates ship them.
cp "$root"/LICENSE-MIT "$root"/LICENSE-APACHE "$pkg/"
# The README is read on npm's site and in node_modules, where a link relative to
# resistance-wasm/ leads nowhere: each one becomes a link into the repository, whose
# address the manifest and the workspace's Cargo.toml must agree on.
cargo metadata --no-deps --format-version 1 >"$pkg/.cargo-metadata.json"
node - "$here/README.md" "$pkg/README.md" "$pkg/package.json" "$pkg/.cargo-metadata.json" <<'NODE'
const fs = require('node:fs');
const path = require('node:path');
const [source, target, manifestFile, metadataFile] = process.argv.slice(2);
const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
const crate = JSON.parse(fs.readFileSync(metadataFile, 'utf8')).packages
  .find((candidate) => candidate.name === 'resistance-wasm');
const repository = crate.repository.replace(/\/$/, '');
const expected = {
  repository: `git+${repository}.git`,
  homepage: crate.homepage,
  bugs: `${repository}/issues`,
};
const found = { repository: manifest.repository?.url, homepage: manifest.homepage, bugs: manifest.bugs?.url };
for (const field of Object.keys(expected)) {
  if (found[field] !== expected[field]) {
    throw new Error(`js/package.json ${field} is ${found[field]}, not ${expected[field]} (from Cargo.toml's repository/homepage)`);
  }
}
const directory = manifest.repository.directory;
const text = fs.readFileSync(source, 'utf8').replace(/\]\(([^)\s]+)\)/g, (link, href) => {
  if (/^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('#')) return link;
  const file = path.posix.normalize(path.posix.join(directory, href));
  if (file.startsWith('../')) throw new Error(`README.md links outside the repository: ${href}`);
  return `](${repository}/blob/main/${file})`;
});
fs.writeFileSync(target, text);
NODE
rm "$pkg/.cargo-metadata.json"
# Types for require(): the same declarations, read as CommonJS.
cp "$pkg/index.d.ts" "$pkg/index.d.cts"
cp "$pkg/cells/index.d.ts" "$pkg/cells/index.d.cts"
# The CommonJS copy of the wrapper, from its one ES module source.
node - "$here/js/api.js" "$pkg/api.cjs" <<'NODE'
const fs = require('node:fs');
const [source, target] = process.argv.slice(2);
const text = fs.readFileSync(source, 'utf8');
const exported = 'export function makeApi(';
if (text.split(exported).length !== 2 || /^\s*(import|export)\s/m.test(text.replace(exported, ''))) {
  throw new Error(`${source} must have exactly one export (makeApi) and no import`);
}
fs.writeFileSync(
  target,
  `'use strict';\n// Generated by build.sh from api.js: do not edit.\n` +
    text.replace(exported, 'function makeApi(') +
    `\nmodule.exports = { makeApi };\n`,
);
NODE
version="$(node -p "require('$pkg/package.json').version")"
crate_version="$(cargo pkgid -p resistance-wasm | sed 's/.*[#@]//')"
if [[ "$version" != "$crate_version" ]]; then
  echo "package.json version $version differs from the crate's $crate_version" >&2
  exit 1
fi

step "npm pack"
mkdir -p "$root/target/npm"
tarball="$root/target/npm/resistance-engine-$version.tgz"
rm -f "$tarball"
(cd "$pkg" && npm pack --silent --pack-destination "$root/target/npm" >/dev/null)
[[ -f "$tarball" ]] || { echo "npm pack did not write $tarball" >&2; exit 1; }

for built in "$pkg"/node/*.wasm "$pkg"/web/*.wasm "$pkg"/cells/node/*.wasm "$pkg"/cells/web/*.wasm; do
  printf '%s: %s bytes, %s bytes gzipped\n' "${built#"$here"/}" \
    "$(wc -c <"$built")" "$(gzip -9 -c "$built" | wc -c)"
done
printf '%s: %s bytes\n' "${tarball#"$root"/}" "$(wc -c <"$tarball")"
