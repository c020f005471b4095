// The package for browsers and bundlers: wasm-bindgen's `web` builds of the main
// module and of the full one (the same game with the bots, the opening script and the
// names), each fetched from beside this file (`new URL(..., import.meta.url)`, which
// bundlers understand) when `init()` asks for it, under the shared JS wrapper. Call
// `await init()` (the main module) or `await init({ full: true })` once first.
import initMain, * as main from './web/resistance_engine.js';
import initFull, * as full from './web/resistance_engine_full.js';
import { makeApi } from './api.js';
import { makeLoader } from './loader.js';

/**
 * A bot worker: a module worker running bot-worker.js, from beside this file (which
 * bundlers that understand `new Worker(new URL(...))` build as a worker of its own)
 * unless `url` says where it is served.
 */
function spawnBotWorker({ url }) {
  const worker = url === undefined
    ? new Worker(new URL('./bot-worker.js', import.meta.url), { type: 'module' })
    : new Worker(url, { type: 'module' });
  return {
    post: (message) => worker.postMessage(message),
    onMessage: (handle) => worker.addEventListener('message', (event) => handle(event.data)),
    onError: (handle) => worker.addEventListener('error', (event) => {
      event.preventDefault();
      handle(event.error ?? new Error(event.message || 'the worker could not run (is bot-worker.js served?)'));
    }),
    busy: () => {},
    terminate: () => worker.terminate(),
  };
}

// An ES module names its exports one by one (node.mjs names the same).
const api = makeApi({ main, full }, {
  loaderOf: (adopted) => makeLoader({
    main: { initWasm: initMain, raw: adopted.main, file: 'resistance_engine.wasm' },
    full: { initWasm: initFull, raw: adopted.full, file: 'resistance_engine_full.wasm' },
  }),
  spawnBotWorker,
}).main;
export const { init, Game, BotWorker, Choice, PlotCardCode, ResistanceError, isResistanceError } = api;
export const { revealScript, revealScriptJson, names, namesJson, engineVersion, snapshotVersion } = api;
export const { historyOfView, historyOfViewJson } = api;
