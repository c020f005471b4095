'use strict';
// The package for Node's require(): wasm-bindgen's `nodejs` build of the full module
// (the game with the bots, the opening script and the names: Node loads it from disk,
// where its size costs nothing), which compiles synchronously when this file loads,
// under the shared JS wrapper. `node.mjs` (import) re-exports this very module, so
// require() and import in one program share one engine.
const path = require('node:path');
const { makeApi } = require('./api.cjs');

/**
 * A bot worker: a worker thread running node/bot-worker.js, which keeps the process
 * alive only while it has requests to answer.
 */
function spawnBotWorker() {
  const { Worker } = require('node:worker_threads');
  const worker = new Worker(path.join(__dirname, 'node', 'bot-worker.js'));
  worker.unref();
  return {
    post: (message) => worker.postMessage(message),
    onMessage: (handle) => worker.on('message', handle),
    onError: (handle) => {
      worker.on('error', handle);
      worker.on('exit', (code) => handle(new Error(`the worker thread exited (${code})`)));
    },
    busy: (busy) => (busy ? worker.ref() : worker.unref()),
    terminate: () => worker.terminate(),
  };
}

module.exports = makeApi({ main: require('./node/resistance_engine_full.js') }, { spawnBotWorker }).main;
