// resistance-engine/cells for browsers and bundlers: the Cells variant's own
// WebAssembly module (wasm-bindgen's `web` build, fetched next to this file), under
// the shared JS wrapper. Call `await init()` once before anything else; the main
// entry's init() does not load this module, nor this one the main module.
import initWasm, * as raw from './web/resistance_engine_cells.js';
import { makeApi } from '../api.js';
import { makeLoader } from '../loader.js';

export const { init, CellsGame, ResistanceError, isResistanceError, engineVersion, snapshotVersion } =
  makeApi({ main: raw }, {
    loaderOf: (adopted) => makeLoader({
      main: { initWasm, raw: adopted.main, file: 'resistance_engine_cells.wasm' },
    }),
  }).cells;
