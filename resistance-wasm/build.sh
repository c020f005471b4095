#!/usr/bin/env bash
# Builds the npm package `resistance-engine` into resistance-wasm/pkg/ and packs it
# into target/npm/resistance-engine-<version>.tgz (the file users install).
#
#   bash resistance-wasm/build.sh
#
# Needs the wasm32-unknown-unknown target and wasm-bindgen-cli 0.2.130 (the same
# version as the wasm-bindgen crate): it installs both when they are missing.
#
# Three WebAssembly modules, each built with a profile of its own (the workspace's
# Cargo.toml says why each is set as it is):
#   - the main module (`wasm`): the base game with every module, its records and the
#     typed calls; what a page loads with `init()`;
#   - the full module (`wasm-full`): the same with the engine's bots, the opening
#     script and the names; what Node loads, what a page loads with
#     `init({ full: true })`, and what the bot worker runs;
#   - the Cells module (`wasm-cells`), behind resistance-engine/cells.
# resistance-wasm/figures.json holds what each weighs gzipped, and the documents
# quote it (scripts/figures.mjs): run `node resistance-wasm/figures.mjs
# --write` after a build that changes them, as the package's tests ask.
#
# No wasm-opt (binaryen 108, Debian's): on the main module -Oz and -Os make it 12%
# smaller raw but 2.5% larger gzipped, and -O1 saves 0.6% gzipped: gzipped is what
# users download, and a tool for 1 KB is not worth its install.
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

# build_module FEATURES PROFILE OUT_DIR NAME BUILDS: one WebAssembly module of the
# package, the crate built with FEATURES under PROFILE, then wasm-bindgen's BUILDS of
# it (`nodejs` in OUT_DIR/node, CommonJS; `web` in OUT_DIR/web, an ES module for
# browsers and bundlers), as NAME.js and NAME_bg.wasm. Each module has a name of its
# own: a bundler that copies them into one assets folder keeps them apart. Each
# profile has a directory of its own under target/wasm32-unknown-unknown/, so that
# the three do not rebuild each other's dependencies.
build_module() {
  local features=$1 profile=$2 out=$3 name=$4 builds=$5
  step "cargo build --features $features --profile $profile (wasm32) -> ${out#"$here"/}"
  cargo build --profile "$profile" -p resistance-wasm --target wasm32-unknown-unknown \
    --no-default-features --features "$features" --target-dir "$root/target"
  local module="$root/target/wasm32-unknown-unknown/$profile/resistance_wasm.wasm"
  # Not `strip = true` in cargo: wasm-bindgen reads the target_features section.
  local build
  for build in $builds; do
    wasm-bindgen --target "$build" --no-typescript --remove-name-section \
      --remove-producers-section --out-dir "$out/${build/nodejs/node}" --out-name "$name" "$module"
  done
  # The package is "type": "module"; the Node build is CommonJS.
  if [[ -d "$out/node" ]]; then printf '{\n  "type": "commonjs"\n}\n' >"$out/node/package.json"; fi
}

# The main module, for browsers only: Node loads the full one.
build_module game wasm "$pkg" resistance_engine web
build_module game,bots,script wasm-full "$pkg" resistance_engine_full "nodejs web"
build_module cells wasm-cells "$pkg/cells" resistance_engine_cells "nodejs web"

step "package files"
cp "$here"/js/{package.json,index.d.ts,api.js,loader.js,node.cjs,node.mjs,browser.js,bot-worker.js} "$pkg/"
cp "$here"/js/node/bot-worker.js "$pkg/node/"
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

node "$here/figures.mjs" --sizes "$pkg"
printf '%s: %s bytes\n' "${tarball#"$root"/}" "$(wc -c <"$tarball")"
