'use strict';
// resistance-engine/cells for Node's require(): the Cells variant, in a WebAssembly
// module of its own (compiled when this file loads, not before), under the shared JS
// wrapper. `node.mjs` (import) re-exports this very module.
const raw = require('./node/resistance_engine_cells.js');
const { makeApi } = require('../api.cjs');

const { CellsGame, ResistanceError, isResistanceError, engineVersion, cellsSnapshotVersion } = makeApi(raw, () => {});

module.exports = {
  CellsGame,
  ResistanceError,
  isResistanceError,
  engineVersion,
  snapshotVersion: cellsSnapshotVersion,
  /** Nothing to wait for in Node; there for code shared with browsers. */
  init: async () => {},
};
