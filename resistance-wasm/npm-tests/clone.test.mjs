// clone() of both games: a copy that continues independently and identically.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Choice, Game } from 'resistance-engine';
import { CellsGame } from 'resistance-engine/cells';
import { CELLS_ERROR_CODES, randomStep, rng, throwsCode } from './support.mjs';

/** Plays `steps` random legal commands (never leaving) on `game`; the last outcome. */
function play(game, draw, steps) {
  let outcome = null;
  for (let played = 0; played < steps; played += 1) {
    const step = randomStep(game, draw);
    if (step === null) break;
    outcome = game.applyJson(step.seat, JSON.stringify(step.command));
  }
  return outcome;
}

/** Every answer of `game` that reads its state, for comparing two games. */
function answers(game, players) {
  const seats = [...Array(players).keys()];
  return {
    snapshot: game.snapshotJson(),
    config: game.seededConfigJson(),
    publicView: game.publicViewJson(),
    awaiting: game.awaitingJson(),
    result: game.resultJson(),
    over: game.isOver(),
    opening: game.openingJson(),
    views: seats.map((seat) => game.viewJson(seat)),
    choices: seats.map((seat) => game.choicesJson(seat)),
    legal: seats.map((seat) => game.legalCommandsJson(seat)),
  };
}

for (const [Class, config, codes] of [
  [Game, { players: 8, seed: 5, trapper: true, inquisitor: true, agendas: 'single', assassin: {} }, undefined],
  [CellsGame, { players: 4, seed: 9 }, CELLS_ERROR_CODES],
]) {
  test(`${Class.name}: a clone continues independently and identically`, () => {
    const original = Class.create(config);
    const draw = rng(17);
    play(original, draw, 12);
    const copy = original.clone();
    assert.ok(copy instanceof Class);
    assert.notEqual(copy, original);
    const atClone = answers(original, config.players);
    assert.deepEqual(answers(copy, config.players), atClone);
    if (Class === Game) assert.equal(copy.lastOutcomeJson(), original.lastOutcomeJson());

    // The same commands: the same outcomes and the same answers, step by step.
    const drawOriginal = rng(99);
    const drawCopy = rng(99);
    for (let step = 0; step < 40 && !original.isOver(); step += 1) {
      assert.equal(play(copy, drawCopy, 1), play(original, drawOriginal, 1), `step ${step}`);
      assert.equal(copy.snapshotJson(), original.snapshotJson(), `step ${step}`);
    }
    assert.deepEqual(answers(copy, config.players), answers(original, config.players));

    // Independent: playing one leaves the other as it was, and so does free().
    const second = original.clone();
    const before = answers(second, config.players);
    play(original, rng(3), 30);
    assert.deepEqual(answers(second, config.players), before);
    const refused = second.snapshotJson();
    throwsCode(() => second.apply(0, { type: 'noSuchCommand' }), 'invalid_json', undefined, codes);
    assert.equal(second.snapshotJson(), refused);
    original.free();
    assert.deepEqual(answers(second, config.players), before);
    assert.equal(second.clone().snapshotJson(), refused, 'a clone of a clone');
    throwsCode(() => original.clone(), 'game_freed', undefined, codes);
    copy.free();
    second.free();
  });
}

test('Game: a clone keeps the typed path and the last outcome of a typed call', () => {
  const game = Game.create({ players: 5, seed: 2026 });
  const leader = 31 - Math.clz32(game.awaitingBits());
  const from = game.choiceSeats(leader, Choice.propose);
  const rest = from & (from - 1);
  // Round 1 of five players sends two: the two lowest seats.
  assert.equal(game.proposeBits(leader, (from & -from) | (rest & -rest)), 1);
  const copy = game.clone();
  assert.equal(copy.lastOutcomeJson(), game.lastOutcomeJson());
  assert.equal(copy.awaitingBits(), game.awaitingBits());
  for (let seat = 0; seat < 5; seat += 1) {
    assert.equal(copy.vote(seat, seat % 2 === 0), game.vote(seat, seat % 2 === 0));
    assert.equal(copy.lastOutcomeJson(), game.lastOutcomeJson());
  }
  assert.equal(copy.snapshotJson(), game.snapshotJson());
  assert.deepEqual(copy.revealScript('english'), game.revealScript('english'));
});
