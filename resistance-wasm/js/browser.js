// The package for browsers and bundlers: wasm-bindgen's `web` build, which fetches the
// .wasm next to it (`new URL(..., import.meta.url)`, which bundlers understand), under
// the shared JS wrapper. Call `await init()` once before anything else.
import initWasm, * as raw from './web/resistance_engine.js';
import { makeApi } from './api.js';
import { makeLoader } from './loader.js';

// An ES module names its exports one by one (node.mjs names the same).
const api = makeApi(raw, makeLoader(initWasm, 'resistance_engine.wasm')).main;
export const { init, Game, Choice, PlotCardCode, ResistanceError, isResistanceError } = api;
export const { revealScript, revealScriptJson, names, namesJson, engineVersion, snapshotVersion } = api;
