// The loading of a WebAssembly module in browsers, shared by the package's browser
// entries (the main one and resistance-engine/cells): `init()` starts wasm-bindgen's
// loader once, and `assertReady()` refuses every call until it has finished.

/**
 * `init` and `assertReady` for the module wasm-bindgen's `initWasm` loads; `file` is
 * the name the package exports the module under, for the message of a failed load.
 */
export function makeLoader(initWasm, file) {
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
        throw loadFailed(file, source, cause);
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

/**
 * Why `init(source)` failed, and what to do: most often a bundler that copied the
 * JavaScript but not the .wasm beside it (a 404 page is no WebAssembly).
 */
function loadFailed(file, source, cause) {
  const from = source === undefined
    ? 'from its default place beside the package\'s JavaScript'
    : `from ${source instanceof URL || typeof source === 'string' ? String(source) : 'the source given to init()'}`;
  const error = new Error(
    `the engine's WebAssembly module could not be loaded ${from}: ${cause?.message ?? cause}. ` +
      `Serve resistance-engine/${file} and pass its URL (or a Response, its bytes or a ` +
      `WebAssembly.Module) to init(): await init(new URL('${file}', location.href)), or with a ` +
      `bundler import the exported file as an asset (the README's Bundlers section shows ` +
      'esbuild, Vite and webpack)',
  );
  error.code = 'load_failed';
  error.cause = cause;
  return error;
}
