// The package writes the same JSON as the Rust core, byte for byte: the reference
// runs of the `wire_reference` program, and the game in docs/wire-format.md, replayed
// through the package.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Game } from 'resistance-engine';
import { referenceRuns, wireFormatDoc } from './support.mjs';

for (const run of referenceRuns()) {
  test(`reference run ${run.name}: identical config, outcomes and final view`, () => {
    const game = Game.fromJson(run.config);
    assert.equal(game.configJson(), run.config);
    for (const [index, step] of run.steps.entries()) {
      assert.equal(game.applyJson(step.seat, step.command), step.outcome, `step ${index + 1}`);
    }
    assert.equal(game.isOver(), true, 'the reference game is played to its end');
    assert.equal(game.publicViewJson(), run.publicView);
  });

  test(`reference run ${run.name}: a snapshot at every step continues identically`, () => {
    let game = Game.fromJson(run.config);
    for (const [index, step] of run.steps.entries()) {
      const snapshot = game.snapshotJson();
      const restored = Game.restoreJson(snapshot);
      assert.equal(restored.snapshotJson(), snapshot, `round trip before step ${index + 1}`);
      game.free();
      game = restored;
      assert.equal(game.applyJson(step.seat, step.command), step.outcome, `step ${index + 1}`);
    }
    assert.equal(game.publicViewJson(), run.publicView);
  });
}

/** The JSON lines of the first ```json block after `heading` in the doc. */
function jsonBlock(doc, heading) {
  const start = doc.indexOf(heading);
  assert.ok(start >= 0, `no "${heading}" in docs/wire-format.md`);
  const block = doc.slice(doc.indexOf('```json\n', start) + 8);
  return block.slice(0, block.indexOf('```')).trim();
}

test('the game of docs/wire-format.md replays identically, opening included', () => {
  const doc = wireFormatDoc();
  const intro = doc.match(/A (\w+)-player game, seed (\d+)\./);
  assert.ok(intro, 'the doc names the full game\'s player count and seed');
  const players = { five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10 }[intro[1]];
  const game = Game.create({ players, seed: Number(intro[2]) });

  const opening = jsonBlock(doc, '### Opening').split('\n');
  assert.deepEqual(JSON.parse(game.openingJson()).map((e) => JSON.stringify(e)), opening);
  assert.equal(game.openingJson(), `[${opening.join(',')}]`);

  const steps = [...doc.matchAll(/\*\*(\d+)\.\*\* seat (\d+) sends `([^`]+)`\n\n```json\n([^`]*)```/g)];
  assert.ok(steps.length > 10, 'the doc lists the game step by step');
  for (const [, number, seat, command, envelopes] of steps) {
    const events = envelopes.trim().split('\n').join(',');
    assert.equal(game.applyJson(Number(seat), command), `{"events":[${events}]}`, `step ${number}`);
  }
  assert.equal(game.isOver(), true);
  assert.deepEqual(game.publicView(), JSON.parse(jsonBlock(doc, '### Public view at the end')));
});
