// The loading of the package's WebAssembly modules in browsers, shared by the browser
// entries (the main one, resistance-engine/cells and the bot worker): `init()` starts
// wasm-bindgen's loader of a module once, `raw()` is the module games are made of, and
// nothing works until one has loaded.
//
// The main entry offers two builds of the base game: the main module (the game, its
// records and the typed calls) and the full one (the same, plus the engine's bots, the
// opening script and the names of the cards), which a page loads only if it asks:
// `init({ full: true })`. Once the full module is loaded, new games are made of it.

/**
 * The loader of `modules`: `{ main, full? }`, each `{ initWasm, raw, file }` with
 * wasm-bindgen's `initWasm`, its exports `raw` (already given to `adopt`) and the name
 * the package exports the module under, for the message of a failed load.
 */
export function makeLoader(modules) {
  const loaded = new Map();
  const loading = new Map();

  /** Loads one module (`'main'` or `'full'`) from `source`, once. */
  function load(name, source) {
    const module = modules[name];
    if (loaded.has(name)) return Promise.resolve();
    if (!loading.has(name)) {
      loading.set(name, module.initWasm(source === undefined ? undefined : { module_or_path: source }).then(
        () => {
          loaded.set(name, module.raw);
        },
        (cause) => {
          loading.delete(name);
          throw loadFailed(module.file, name === 'full', source, cause);
        },
      ));
    }
    return loading.get(name);
  }

  /**
   * Loads the engine. `options`, optional, is where the .wasm is (a URL, a Response,
   * its bytes or a compiled WebAssembly.Module, for pages that serve it elsewhere),
   * or `{ full, source }`: `full: true` loads the full module instead of the main one.
   * Safe to call often; the main module is not loaded once the full one is.
   */
  function init(options) {
    const { full = false, source } = initOptions(options);
    if (full) {
      if (modules.full === undefined) {
        return Promise.reject(notInitialized('this entry has no full module'));
      }
      return load('full', source);
    }
    return loaded.has('full') ? Promise.resolve() : load('main', source);
  }

  /** The module new games are made of: the full one once loaded, else the main one. */
  function raw() {
    const module = loaded.get('full') ?? loaded.get('main');
    if (module === undefined) throw notInitialized('the engine is not loaded yet: call `await init()` first');
    return module;
  }

  /** The full module, or null while it is not loaded. */
  function full() {
    return loaded.get('full') ?? null;
  }

  return { init, raw, full };
}

/**
 * `init`'s argument as `{ full, source }`: a plain object is the options, anything
 * else (a URL, a string, a Response, bytes, a WebAssembly.Module) the source.
 */
function initOptions(options) {
  if (options !== null && typeof options === 'object' && Object.getPrototypeOf(options) === Object.prototype) {
    return options;
  }
  return { source: options };
}

/** The error of a call before the engine (or the part of it asked for) is loaded. */
function notInitialized(message) {
  const error = new Error(message);
  error.code = 'not_initialized';
  return error;
}

/**
 * Why `init(source)` failed, and what to do: most often a bundler that copied the
 * JavaScript but not the .wasm beside it (a 404 page is no WebAssembly).
 */
function loadFailed(file, full, source, cause) {
  const from = source === undefined
    ? 'from its default place beside the package\'s JavaScript'
    : `from ${source instanceof URL || typeof source === 'string' ? String(source) : 'the source given to init()'}`;
  const error = new Error(
    `the engine's WebAssembly module could not be loaded ${from}: ${cause?.message ?? cause}. ` +
      `Serve resistance-engine/${file} and pass its URL (or a Response, its bytes or a ` +
      `WebAssembly.Module) to init(): await init(${full ? `{ full: true, source: new URL('${file}', location.href) }` : `new URL('${file}', location.href)`}), or with a ` +
      `bundler import the exported file as an asset (the README's Bundlers section shows ` +
      'esbuild, Vite and webpack)',
  );
  error.code = 'load_failed';
  error.cause = cause;
  return error;
}
