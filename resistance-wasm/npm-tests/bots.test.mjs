// The engine's bots through the package (issue 14): Game.botCommand and playBot for
// every kind, their refusals, and their seeds.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Game } from 'resistance-engine';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { MODULE_CONFIGS, assertPackageError, installedPackageDir, rng, throwsCode } from './support.mjs';

/** The kinds the package's types declare: `BotKind` of the installed index.d.ts. */
const KINDS = (() => {
  const types = readFileSync(path.join(installedPackageDir(), 'index.d.ts'), 'utf8');
  const union = types.match(/export type BotKind = ([^;]*);/);
  assert.ok(union, 'index.d.ts declares BotKind');
  return [...union[1].matchAll(/'([A-Za-z]+)'/g)].map((match) => match[1]);
})();

/**
 * The kinds quick enough for many whole games: all but the search bot, which plays
 * 150 logical playouts a decision (whole games of it are tested on their own).
 */
const FAST_KINDS = KINDS.filter((kind) => kind !== 'search');

/** Setups for whole games: the base game, every module, the plot cards, a substitute. */
const CONFIGS = [
  ...MODULE_CONFIGS,
  { players: 7, agendas: 'singleOrDouble', inquisitor: true },
  { players: 7, plotCards: true, trapper: true, defector: 'standard' },
];

/**
 * Plays `game` to its end with the bots `kindOf(seat)` chose, a random awaited seat
 * at a time, checking that each command is one of the seat's legal commands and
 * that `playBot` plays exactly it. The commands it played.
 */
function playByBots(game, kindOf, seed) {
  const draw = rng(seed);
  const played = [];
  while (!game.isOver()) {
    assert.ok(played.length < 1000, 'a game of The Resistance cannot take 1000 commands');
    const awaiting = game.awaiting();
    const seat = awaiting[draw(awaiting.length)];
    const botSeed = draw(1 << 30);
    const command = game.botCommandJson(seat, kindOf(seat), botSeed);
    const legal = game.legalCommands(seat).map((legalCommand) => JSON.stringify(legalCommand));
    assert.ok(legal.includes(command), `seat ${seat}'s ${kindOf(seat)} bot chose ${command}, not a legal command`);
    assert.notEqual(JSON.parse(command).type, 'leave');
    // playBot with the same seed plays the same command: its outcome is apply's.
    const copy = game.clone();
    const outcome = game.playBot(seat, kindOf(seat), botSeed);
    assert.deepEqual(outcome, copy.apply(seat, JSON.parse(command)));
    assert.equal(game.recordJson(), copy.recordJson());
    copy.free();
    played.push({ seat, command: JSON.parse(command) });
  }
  return played;
}

test('BotKind lists the four kinds by their wire names', () => {
  assert.deepEqual([...KINDS].sort(), ['logical', 'random', 'search', 'standIn']);
});

test('every kind plays whole games to their end, only legal commands, with every module', () => {
  for (const kind of FAST_KINDS) {
    const types = new Set();
    CONFIGS.forEach((config, index) => {
      const game = Game.create({ ...config, seed: 40 + index });
      for (const { command } of playByBots(game, () => kind, index)) types.add(command.type);
      assert.notEqual(game.result(), null);
      game.free();
    });
    for (const type of ['proposeTeam', 'vote', 'playMission', 'setAside', 'inspect', 'chooseAgenda', 'givePlotCard']) {
      assert.ok(types.has(type), `the ${kind} bot never sent ${type}: ${[...types]}`);
    }
    assert.ok(!types.has('revealAgenda'), `the ${kind} bot revealed an agenda`);
  }
});

test('a table of mixed bots: each seat its own kind', () => {
  for (let seed = 0; seed < 6; seed += 1) {
    const game = Game.create({ players: 7, seed, assassin: { bodyGuard: true } });
    // The search bot at one seat of the first table only: it is slow.
    const kinds = seed === 0 ? KINDS : FAST_KINDS;
    const played = playByBots(game, (seat) => kinds[seat % kinds.length], seed);
    assert.ok(played.length > 10);
    assert.ok(game.isOver());
  }
});

test('the search bot plays whole games to their end among logical bots, with modules', () => {
  for (const [index, config] of [{ players: 5 }, { players: 6, trapper: true, inquisitor: true }].entries()) {
    const game = Game.create({ ...config, seed: 70 + index });
    const played = playByBots(game, (seat) => (seat === 1 ? 'search' : 'logical'), index);
    assert.ok(played.some(({ seat }) => seat === 1), 'the search bot played');
    assert.notEqual(game.result(), null);
    game.free();
  }
});

test('the stand-in approves, plays Success and ignores its seed', () => {
  const game = Game.create({ players: 6, seed: 12 });
  while (!game.isOver()) {
    const [seat] = game.awaiting();
    const commands = new Set([1, 2, 2 ** 53 - 1].map((seed) => game.botCommandJson(seat, 'standIn', seed)));
    assert.equal(commands.size, 1, `the stand-in's command depends on its seed: ${[...commands]}`);
    const command = JSON.parse([...commands][0]);
    if (command.type === 'vote') assert.equal(command.vote, 'approve');
    if (command.type === 'playMission') assert.equal(command.card, 'success');
    game.apply(seat, command);
  }
  // Every team approved and every card a Success: three missions succeed.
  assert.deepEqual(game.result(), { winner: 'resistance', reason: { type: 'threeSuccesses' } });
});

test('seeds: the same seed gives the same command, none draws a fresh one', () => {
  // Ten players, round 1: the leader has 45 teams to choose from.
  const game = Game.create({ players: 10, seed: 3 });
  const [leader] = game.awaiting();
  for (const kind of KINDS) {
    for (const seed of kind === 'search' ? [0, 2 ** 53 - 1] : [0, 1, 987654321, 2 ** 53 - 1]) {
      assert.deepEqual(game.botCommand(leader, kind, seed), game.botCommand(leader, kind, seed));
      assert.equal(game.botCommandJson(leader, kind, seed), JSON.stringify(game.botCommand(leader, kind, seed)));
    }
  }
  const seeded = new Set(Array.from({ length: 20 }, (_, seed) => game.botCommandJson(leader, 'random', seed)));
  assert.ok(seeded.size > 1, 'seeds make the random bot choose differently');
  const fresh = new Set(Array.from({ length: 20 }, () => game.botCommandJson(leader, 'random')));
  assert.ok(fresh.size > 1, 'without a seed, fresh draws');
  // Asking changes nothing: the command is not applied.
  assert.equal(game.recordJson(), Game.create({ players: 10, seed: 3 }).recordJson());
});

test('a seat with nothing to do is refused as nothing_to_do, and nothing changes', () => {
  const game = Game.create({ players: 5, seed: 2026 }); // seat 3 leads first
  const before = game.recordJson();
  for (const kind of KINDS) {
    for (const seat of [0, 1, 2, 4]) {
      throwsCode(() => game.botCommand(seat, kind, 1), 'nothing_to_do', new RegExp(`seat ${seat} has nothing to do now`));
      throwsCode(() => game.playBot(seat, kind), 'nothing_to_do');
      throwsCode(() => game.playBotJson(seat, kind, 5), 'nothing_to_do');
    }
  }
  assert.equal(game.recordJson(), before);
  assert.deepEqual(game.lastOutcome(), { events: [] });
  // A finished game waits for nobody.
  const over = Game.create({ players: 5, seed: 9 });
  playByBots(over, () => 'logical', 9);
  for (let seat = 0; seat < 5; seat += 1) throwsCode(() => over.botCommand(seat, 'random', 0), 'nothing_to_do');
});

test('bad arguments: a seat, a kind or a seed out of range is refused, nothing changes', () => {
  const game = Game.create({ players: 5, seed: 2026 });
  const before = game.recordJson();
  throwsCode(() => game.botCommand(5, 'random', 1), 'no_such_seat');
  throwsCode(() => game.botCommand(255, 'logical'), 'no_such_seat');
  for (const seat of [-1, 1.5, 256, NaN, '3', null, undefined]) {
    throwsCode(() => game.botCommand(seat, 'random', 1), 'invalid_seat');
  }
  for (const kind of ['genius', 'Random', 'stand_in', '', 0, 1, null, undefined, { kind: 'random' }]) {
    throwsCode(() => game.botCommand(3, kind, 1), 'invalid_argument',
      /^the bot kind is one of "standIn", "random", "logical", "search", not /);
  }
  for (const seed of [-1, 0.5, 2 ** 53, 2 ** 64, NaN, Infinity, '1', null, 1n, true]) {
    throwsCode(() => game.botCommand(3, 'random', seed), 'invalid_argument',
      /^a seed is a whole number from 0 to 2\^53 - 1, not /);
    throwsCode(() => game.playBot(3, 'random', seed), 'invalid_argument');
  }
  assert.equal(game.recordJson(), before);
  // Generated arguments never trap.
  const draw = rng(14);
  const values = [0, 1, 3, 4, 9, -1, 0.5, 2 ** 53, NaN, '3', 'random', 'logical', 'standIn', 'x', null,
    undefined, true, {}, [], 1n];
  for (let round = 0; round < 500; round += 1) {
    const [seat, kind, seed] = [0, 1, 2].map(() => values[draw(values.length)]);
    try {
      game.botCommand(seat, kind, seed);
    } catch (error) {
      assertPackageError(error);
    }
  }
  assert.equal(game.recordJson(), before);
});

test('without a seed and without crypto.getRandomValues: seed_unavailable, as for create', () => {
  const game = Game.create({ players: 5, seed: 2026 });
  const crypto = Object.getOwnPropertyDescriptor(globalThis, 'crypto');
  Object.defineProperty(globalThis, 'crypto', { value: undefined, configurable: true });
  try {
    throwsCode(() => game.botCommand(3, 'random'), 'seed_unavailable',
      /^no seed could be drawn from the platform's secure source of randomness$/);
    throwsCode(() => game.playBot(3, 'logical'), 'seed_unavailable');
    // A seed given needs no source.
    assert.equal(game.botCommand(3, 'random', 8).type, 'proposeTeam');
  } finally {
    Object.defineProperty(globalThis, 'crypto', crypto);
  }
  assert.equal(game.botCommand(3, 'random').type, 'proposeTeam');
});

test('the messages of docs/bad-input.md', () => {
  const game = Game.create({ players: 5, seed: 2026 }); // seat 3 leads first
  throwsCode(() => game.botCommand(0, 'logical', 1), 'nothing_to_do',
    /^seat 0 has nothing to do now: the game is not waiting for it$/);
  throwsCode(() => game.botCommand(3, 'genius', 1), 'invalid_argument',
    /^the bot kind is one of "standIn", "random", "logical", "search", not the string "genius"$/);
  throwsCode(() => game.botCommand(3, undefined, 1), 'invalid_argument', /, not undefined$/);
  throwsCode(() => game.botCommand(3, 'random', -1), 'invalid_argument',
    /^a seed is a whole number from 0 to 2\^53 - 1, not -1$/);
  throwsCode(() => game.botCommand(3, 'random', 2 ** 53), 'invalid_argument', /, not 9007199254740992$/);
  throwsCode(() => game.botCommand(5, 'random', 1), 'no_such_seat', /^there is no seat 5: this table seats players 0 to 4$/);
});

test('a freed game refuses its bots too', () => {
  const game = Game.create({ players: 5, seed: 1 });
  game.free();
  throwsCode(() => game.botCommand(3, 'random', 1), 'game_freed');
  throwsCode(() => game.playBot(3, 'random'), 'game_freed');
});
