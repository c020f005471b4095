import { init } from 'resistance-engine';
import { init as initCells } from 'resistance-engine/cells';

// webpack 5 emits each .wasm the package fetches (`new URL('….wasm',
// import.meta.url)`) as an asset and rewrites the address: webpack.config.js needs
// no rule for it.
await Promise.all([init(), initCells()]);
// The app (not in the README): the games test.mjs checks. Imports are hoisted, so
// it may come last, below the lines the README's Bundlers section shows verbatim.
import { play, show } from '../shared/play.js';

show(play());
