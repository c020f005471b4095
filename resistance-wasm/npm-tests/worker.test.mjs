// The bots off the main thread: BotWorker in Node (a worker thread over the full
// module, as a Web Worker is in browsers: examples/web/e2e.test.mjs runs one in
// Chromium). It answers what the game's own bot methods answer, refuses what they
// refuse, with their codes, sends back the command alone, and leaves the thread
// that asked free to go on.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import path from 'node:path';
import { after, test } from 'node:test';
import { promisify } from 'node:util';
import { Worker } from 'node:worker_threads';
import { BotWorker, Game } from 'resistance-engine';
import { MODULE_CONFIGS, assertObjectShapeError, installedPackageDir, rng } from './support.mjs';

const bots = new BotWorker();
after(() => bots.terminate());

/** Rejects as `promise` must, with the package's error of `code`; the error. */
async function rejectsWith(promise, code, message) {
  let thrown;
  await promise.then(() => assert.fail(`expected ${code}`), (error) => {
    thrown = error;
  });
  assert.equal(thrown.code, code, thrown.message);
  assert.equal(thrown.name, 'ResistanceError');
  if (message) assert.match(thrown.message, message);
  return thrown;
}

test('the worker answers what the game answers: the same command for the same seed', async () => {
  const draw = rng(35);
  for (const config of [{ players: 5, seed: 1 }, ...MODULE_CONFIGS.slice(0, 3)]) {
    const game = Game.create(config);
    for (let step = 0; step < 12 && !game.isOver(); step += 1) {
      const [seat] = game.awaiting();
      const seed = draw(1 << 30);
      for (const kind of ['random', 'logical', 'standIn']) {
        const expected = game.botCommand(seat, kind, seed);
        assert.deepEqual(await bots.botCommand(game, seat, kind, seed), expected);
        assert.deepEqual(await bots.botCommand(game.record(), seat, kind, seed), expected);
        assert.equal(await bots.botCommandJson(game.recordJson(), seat, kind, seed), JSON.stringify(expected));
      }
      game.playBot(seat, 'logical', seed);
    }
  }
  // The search bot too, and a game of it played by playBot to its end.
  const game = Game.create({ players: 5, seed: 7 });
  const copy = game.clone();
  for (let step = 0; !game.isOver(); step += 1) {
    const [seat] = game.awaiting();
    assert.deepEqual(await bots.playBot(game, seat, 'search', step), copy.playBot(seat, 'search', step));
  }
  assert.equal(game.recordJson(), copy.recordJson());
});

test('the worker refuses what the game refuses, with its codes and words', async () => {
  const game = Game.create({ players: 5, seed: 2026 });
  const [leader] = game.awaiting();
  const other = (leader + 1) % 5;
  await rejectsWith(bots.botCommand(game, 9, 'logical'), 'no_such_seat', /^there is no seat 9/);
  await rejectsWith(bots.botCommand(game, other, 'logical'), 'nothing_to_do');
  await rejectsWith(bots.botCommand(game, leader, 'best'), 'invalid_argument', /^the bot kind is one of/);
  await rejectsWith(bots.botCommand(game, '0', 'logical'), 'invalid_seat');
  await rejectsWith(bots.botCommand(game, leader, 'logical', -1), 'invalid_argument', /^a seed is/);
  // A record of the wrong shape: by its field, as an object or as JSON text.
  const record = { ...game.record(), version: 'two' };
  assertObjectShapeError(await rejectsWith(bots.botCommand(record, leader, 'logical'), 'invalid_json'), 'record');
  const text = await rejectsWith(bots.botCommandJson(JSON.stringify(record), leader, 'logical'), 'invalid_json');
  assert.match(text.message, /^invalid JSON: `version` .* at line 1 column \d+$/);
  assert.equal(text.path, 'version');
  await rejectsWith(bots.botCommandJson({}, leader, 'logical'), 'invalid_argument');
  await rejectsWith(bots.playBot(game.record(), leader, 'logical'), 'invalid_argument');
  // What the structured clone cannot copy never reaches the worker.
  await rejectsWith(bots.botCommand(game, Symbol('seat'), 'logical'), 'invalid_argument');
  // A refused playBot leaves the game as it was; the worker goes on answering.
  const before = game.recordJson();
  await rejectsWith(bots.playBot(game, other, 'logical'), 'nothing_to_do');
  assert.equal(game.recordJson(), before);
  assert.equal((await bots.botCommand(game, leader, 'logical', 1)).type, 'proposeTeam');
});

test('each call decides for the game as it was when it was made; answers come in order', async () => {
  const game = Game.create({ players: 7, seed: 3 });
  const [leader] = game.awaiting();
  const asked = bots.botCommand(game, leader, 'logical', 5);
  const expected = game.botCommand(leader, 'logical', 5);
  game.apply(leader, expected);
  assert.deepEqual(await asked, expected);
  // The rules judge playBot's command in the game as it is when it comes: the seat
  // voted meanwhile.
  const late = bots.playBot(game, leader, 'logical', 5);
  game.apply(leader, { type: 'vote', vote: 'approve' });
  const voted = game.recordJson();
  await rejectsWith(late, 'already_voted');
  assert.equal(game.recordJson(), voted);
  const order = [];
  await Promise.all(game.awaiting().map((seat) => bots.botCommand(game, seat, 'logical', seat).then(() => order.push(seat))));
  assert.deepEqual(order, game.awaiting());
});

test('the worker sends back the command alone, and nothing it was not asked', async () => {
  // The worker file the package starts, spoken to directly: each answer is the
  // request's id with the command, or with the error.
  const worker = new Worker(path.join(installedPackageDir(), 'node', 'bot-worker.js'));
  try {
    const answers = [];
    const answered = new Promise((resolve) => {
      worker.on('message', (answer) => {
        answers.push(answer);
        if (answers.length === 2) resolve();
      });
    });
    const game = Game.create({ players: 5, seed: 2026 });
    const [leader] = game.awaiting();
    worker.postMessage({ type: 'init' });
    worker.postMessage({ type: 'botCommand', id: 1, record: game.recordJson(), seat: leader, kind: 'search', seed: 1 });
    worker.postMessage({ type: 'botCommand', id: 2, record: game.recordJson(), seat: 9, kind: 'search', seed: 1 });
    worker.postMessage({ type: 'view', id: 3, record: game.recordJson(), seat: 0 });
    await answered;
    await new Promise((resolve) => setTimeout(resolve, 50));
    assert.deepEqual(answers.map((answer) => Object.keys(answer).sort()), [['command', 'id'], ['error', 'id']]);
    assert.deepEqual(answers[0], { id: 1, command: game.botCommandJson(leader, 'search', 1) });
    assert.equal(answers[1].error.code, 'no_such_seat');
  } finally {
    await worker.terminate();
  }
});

test('a search decision in the worker leaves the main thread free: a timer ticks meanwhile', async () => {
  const game = Game.create({ players: 10, seed: 2 });
  const [leader] = game.awaiting();
  let ticks = 0;
  const timer = setInterval(() => {
    ticks += 1;
  }, 1);
  try {
    // On the main thread, the same decision lets no timer fire until it is done.
    const before = ticks;
    const start = performance.now();
    const inline = game.botCommand(leader, 'search', 11);
    const inlineMs = performance.now() - start;
    assert.equal(ticks, before, 'a timer fired during a synchronous decision');
    const asked = performance.now();
    const off = await bots.botCommand(game, leader, 'search', 11);
    const offMs = performance.now() - asked;
    assert.deepEqual(off, inline);
    // The timer fired through the worker's decision: a tick every few milliseconds
    // at least (it fires every 1 ms on an idle machine).
    const during = ticks - before;
    assert.ok(during >= Math.floor(offMs / 10), `${during} ticks in ${offMs.toFixed(0)} ms`);
    console.log(`search decision at 10 players: ${inlineMs.toFixed(0)} ms on the main thread, `
      + `${offMs.toFixed(0)} ms in the worker, ${during} timer ticks meanwhile`);
  } finally {
    clearInterval(timer);
  }
});

test('terminate() refuses what is not answered, and every later call', async () => {
  const own = new BotWorker();
  const game = Game.create({ players: 10, seed: 4 });
  const [leader] = game.awaiting();
  const pending = own.botCommand(game, leader, 'search', 1);
  own.terminate();
  await rejectsWith(pending, 'worker_stopped', /terminate\(\)/);
  await rejectsWith(own.botCommand(game, leader, 'logical'), 'worker_stopped');
  own.terminate();
});

test('a worker that is not terminated keeps no program alive once it has answered', async () => {
  const script = `
    const { BotWorker, Game } = require('resistance-engine');
    const game = Game.create({ players: 5, seed: 1 });
    new BotWorker().botCommand(game, game.awaiting()[0], 'logical', 1)
      .then((command) => console.log(JSON.stringify(command)));
  `;
  const { stdout } = await promisify(execFile)(process.execPath, ['-e', script], { timeout: 20_000 });
  const game = Game.create({ players: 5, seed: 1 });
  assert.equal(stdout.trim(), JSON.stringify(game.botCommand(game.awaiting()[0], 'logical', 1)));
});
