// The package for browsers and bundlers: wasm-bindgen's `web` build, which fetches the
// .wasm next to it (`new URL(..., import.meta.url)`, which bundlers understand), under
// the shared JS wrapper. Call `await init()` once before anything else.
import initWasm, * as raw from './web/resistance_wasm.js';
import { makeApi } from './api.js';

let ready = false;
let loading = null;

/**
 * Loads the engine. `source` is optional: a URL, a Response, bytes or a compiled
 * WebAssembly.Module, for pages that serve the .wasm elsewhere. Safe to call often.
 */
export function init(source) {
  loading ??= initWasm(source === undefined ? undefined : { module_or_path: source }).then(
    () => {
      ready = true;
    },
    (cause) => {
      loading = null;
      throw cause;
    },
  );
  return loading;
}

function assertReady() {
  if (!ready) {
    const error = new Error('the engine is not loaded yet: call `await init()` first');
    error.code = 'not_initialized';
    throw error;
  }
}

export const {
  Game,
  Choice,
  isResistanceError,
  revealScript,
  revealScriptJson,
  engineVersion,
  snapshotVersion,
} = makeApi(raw, assertReady);
