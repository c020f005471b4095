'use strict';
// resistance-engine/cells for Node's require(): the Cells variant, in a WebAssembly
// module of its own (compiled when this file loads, not before), under the shared JS
// wrapper. `node.mjs` (import) re-exports this very module.
const { makeApi } = require('../api.cjs');

module.exports = makeApi({ main: require('./node/resistance_engine_cells.js') }).cells;
