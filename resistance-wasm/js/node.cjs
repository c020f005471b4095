'use strict';
// The package for Node's require(): wasm-bindgen's `nodejs` build, which compiles the
// .wasm synchronously when this file loads, under the shared JS wrapper. `node.mjs`
// (import) re-exports this very module, so require() and import in one program
// share one engine.
const { makeApi } = require('./api.cjs');

module.exports = makeApi(require('./node/resistance_engine.js')).main;
