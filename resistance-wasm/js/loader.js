// The loading of a WebAssembly module in browsers, shared by the package's browser
// entries (the main one and resistance-engine/cells): `init()` starts wasm-bindgen's
// loader once, and `assertReady()` refuses every call until it has finished.

/** `init` and `assertReady` for the module wasm-bindgen's `initWasm` loads. */
export function makeLoader(initWasm) {
  let ready = false;
  let loading = null;

  /**
   * Loads the engine. `source` is optional: a URL, a Response, bytes or a compiled
   * WebAssembly.Module, for pages that serve the .wasm elsewhere. Safe to call often.
   */
  function init(source) {
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

  return { init, assertReady };
}
