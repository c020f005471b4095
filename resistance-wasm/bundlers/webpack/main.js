import { init } from 'resistance-engine';
import { init as initCells } from 'resistance-engine/cells';

// webpack 5 emits each .wasm the package fetches (`new URL('….wasm',
// import.meta.url)`) as an asset and rewrites the address: webpack.config.js needs
// no rule for it.
await Promise.all([init(), initCells()]);
// The app (not in the README): the games test.mjs checks. Imports are hoisted, so
// it may come last, below the lines the README's Bundlers section shows verbatim.
import { BotWorker } from 'resistance-engine';
import { play, playBots, show } from '../shared/play.js';

// The bot worker, which the bundler builds from the package's own
// `new Worker(new URL('./bot-worker.js', import.meta.url))`, with the full module.
const bots = new BotWorker();
show({ ...(await play()), bots: await playBots((game, seat, seed) => bots.botCommand(game, seat, 'logical', seed)) });
bots.terminate();
