// The bot worker of browsers (a module worker; `BotWorker` starts it): it loads the
// full module (the bots) and answers each request, a game's record with a seat, a bot
// kind and a seed, with the bot's command or the error refusing it. It holds a record
// only while it decides, and sends nothing but those answers.
import initFull, * as full from './web/resistance_engine_full.js';
import { makeApi } from './api.js';
import { makeLoader } from './loader.js';

const { answerBots } = makeApi({ main: full }, {
  loaderOf: (adopted) => makeLoader({
    main: { initWasm: initFull, raw: adopted.main, file: 'resistance_engine_full.wasm' },
    full: { initWasm: initFull, raw: adopted.main, file: 'resistance_engine_full.wasm' },
  }),
}).worker;
const answer = answerBots((reply) => self.postMessage(reply));
self.addEventListener('message', (event) => answer(event.data));
