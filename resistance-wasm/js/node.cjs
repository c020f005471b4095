'use strict';
// The package for Node's require(): wasm-bindgen's `nodejs` build, which compiles the
// .wasm synchronously when this file loads, under the shared JS wrapper. `node.mjs`
// (import) re-exports this very module, so require() and import in one program
// share one engine.
const raw = require('./node/resistance_engine.js');
const { makeApi } = require('./api.cjs');

const {
  Game,
  Choice,
  PlotCardCode,
  ResistanceError,
  isResistanceError,
  revealScript,
  revealScriptJson,
  names,
  namesJson,
  engineVersion,
  snapshotVersion,
} = makeApi(raw, () => {});

module.exports = {
  Game,
  Choice,
  PlotCardCode,
  ResistanceError,
  isResistanceError,
  revealScript,
  revealScriptJson,
  names,
  namesJson,
  engineVersion,
  snapshotVersion,
  /** Nothing to wait for in Node; there for code shared with browsers. */
  init: async () => {},
};
