'use strict';
// The bot worker of Node (a worker thread; `BotWorker` starts it): the twin of the
// browsers' bot-worker.js, over the full module's Node build. It answers each request,
// a game's record with a seat, a bot kind and a seed, with the bot's command or the
// error refusing it, and sends nothing else.
const { parentPort } = require('node:worker_threads');
const { makeApi } = require('../api.cjs');

const { answerBots } = makeApi({ main: require('./resistance_engine_full.js') }).worker;
const answer = answerBots((reply) => parentPort.postMessage(reply));
parentPort.on('message', answer);
