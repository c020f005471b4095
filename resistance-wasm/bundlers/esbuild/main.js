import { init } from 'resistance-engine';
import { init as initCells } from 'resistance-engine/cells';
// esbuild leaves the package's `new URL('….wasm', import.meta.url)` alone: import
// each .wasm instead; the `file` loader (--loader:.wasm=file) copies it into the
// output folder and answers its path there, relative to this bundle.
import engineWasm from 'resistance-engine/resistance_engine.wasm';
import cellsWasm from 'resistance-engine/resistance_engine_cells.wasm';

const besideBundle = (file) => new URL(file, import.meta.url);
await Promise.all([init(besideBundle(engineWasm)), initCells(besideBundle(cellsWasm))]);
// The app (not in the README): the games test.mjs checks. Imports are hoisted, so
// it may come last, below the lines the README's Bundlers section shows verbatim.
import { play, show } from '../shared/play.js';

// esbuild does not build the package's bot worker: a page serves bot-worker.js and
// passes its address (new BotWorker({ url, module })), which this app does not.
show({ ...(await play()), bots: null });
