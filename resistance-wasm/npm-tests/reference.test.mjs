// The package writes the same JSON as the Rust core, byte for byte: the reference
// runs of the `wire_reference` program (the base game's and, through
// resistance-engine/cells, the Cells variant's), and the game in docs/wire-format.md,
// replayed through the package.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Game } from 'resistance-engine';
import { CellsGame } from 'resistance-engine/cells';
import { cellsReferenceRuns, referenceRuns, wireFormatDoc } from './support.mjs';

for (const run of referenceRuns()) {
  test(`reference run ${run.name}: identical config, outcomes and final view`, () => {
    const game = Game.fromJson(run.config);
    assert.equal(game.seededConfigJson(), run.config);
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

/** docs/wire-format.md in parts: the base game's, up to its plot-card section (whose
 * steps are a selection, not a game to replay), and the Cells variant's. */
function wireFormatParts() {
  const doc = wireFormatDoc();
  const at = doc.indexOf('\n## The Cells variant\n');
  assert.ok(at >= 0, 'docs/wire-format.md has a section on the Cells variant');
  const plot = doc.indexOf('\n## Plot cards\n');
  assert.ok(plot >= 0 && plot < at, 'docs/wire-format.md has a section on plot cards');
  return { base: doc.slice(0, plot), plot: doc.slice(plot, at), cells: doc.slice(at) };
}

/** The steps of a doc's game: `**N.** seat S sends `command`` and its envelopes. */
function docSteps(doc) {
  return [...doc.matchAll(/\*\*(\d+)\.\*\* seat (\d+) sends `([^`]+)`\n\n```json\n([^`]*)```/g)]
    .map(([, number, seat, command, envelopes]) => ({
      number: Number(number), seat: Number(seat), command, outcome: `{"events":[${envelopes.trim().split('\n').join(',')}]}`,
    }));
}

test('the game of docs/wire-format.md replays identically, opening included', () => {
  const doc = wireFormatParts().base;
  const intro = doc.match(/A (\w+)-player game, seed (\d+)\./);
  assert.ok(intro, 'the doc names the full game\'s player count and seed');
  const players = { five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10 }[intro[1]];
  const game = Game.create({ players, seed: Number(intro[2]) });

  const opening = jsonBlock(doc, '### Opening').split('\n');
  assert.deepEqual(JSON.parse(game.openingJson()).map((e) => JSON.stringify(e)), opening);
  assert.equal(game.openingJson(), `[${opening.join(',')}]`);

  const steps = docSteps(doc);
  assert.ok(steps.length > 10, 'the doc lists the game step by step');
  for (const { number, seat, command, outcome } of steps) {
    assert.equal(game.applyJson(seat, command), outcome, `step ${number}`);
  }
  assert.equal(game.isOver(), true);
  assert.deepEqual(game.publicView(), JSON.parse(jsonBlock(doc, '### Public view at the end')));
});

test('the plot cards of docs/wire-format.md: the documented first draw, every command decodes', () => {
  const doc = wireFormatParts().plot;
  const config = jsonBlock(doc, '## Plot cards');
  const game = Game.fromJson(config);
  assert.equal(game.seededConfigJson(), config);
  const draw = jsonBlock(doc, 'The opening ends with the first draw');
  assert.ok(JSON.parse(game.openingJson()).map((e) => JSON.stringify(e)).includes(draw));
  const steps = docSteps(doc);
  assert.ok(steps.length > 3, 'the doc shows plot steps');
  const commands = [...steps.map((step) => step.command),
    ...jsonBlock(doc, 'The plot commands, one of each shape').split('\n')];
  for (const command of commands) {
    try {
      Game.fromJson(config).applyJson(0, command);
    } catch (error) {
      assert.notEqual(error.code, 'invalid_json', `${command}: ${error.message}`);
    }
  }
});

test("the Cells game of docs/wire-format.md replays identically through resistance-engine/cells", () => {
  const doc = wireFormatParts().cells;
  const config = jsonBlock(doc, '### Configuration');
  assert.equal(CellsGame.fromJson(config).seededConfigJson(), config);
  // Every command the doc shows decodes (whether the rules accept it now is another matter).
  for (const command of jsonBlock(doc, '### Commands').split('\n')) {
    const game = CellsGame.fromJson(config);
    try {
      game.applyJson(0, command);
    } catch (error) {
      assert.notEqual(error.code, 'invalid_json', `${command}: ${error.message}`);
    }
  }

  const intro = doc.match(/(\w+) players, seed (\d+);/);
  assert.ok(intro, "the doc names the Cells game's player count and seed");
  const players = { Three: 3, Four: 4 }[intro[1]];
  const game = CellsGame.create({ players, seed: Number(intro[2]) });
  const opening = jsonBlock(doc, '### A full game').split('\n');
  assert.equal(game.openingJson(), `[${opening.join(',')}]`);

  const shown = doc.match(/Seat (\d+) after step (\d+):/);
  assert.ok(shown, "the doc shows a player's view after a step");
  const steps = docSteps(doc);
  assert.ok(steps.length > 10, 'the doc lists the Cells game step by step');
  for (const { number, seat, command, outcome } of steps) {
    assert.equal(game.applyJson(seat, command), outcome, `step ${number}`);
    if (number === Number(shown[2])) {
      assert.deepEqual(game.view(Number(shown[1])), JSON.parse(jsonBlock(doc, "### A player's view")));
    }
  }
  assert.equal(game.isOver(), true);
  assert.deepEqual(game.publicView(), JSON.parse(jsonBlock(doc, '### Public view at the end')));
});

/**
 * The Cells reference bot's choice at step `index` (wire_reference.rs): the lowest
 * awaited seat sends its legal command number (7 * index) mod n. Made here from the
 * package's own answers, so the test also holds the order of legalCommands to Rust's.
 */
function cellsReferenceChoice(game, index) {
  const seat = Math.min(...game.awaiting());
  const commands = JSON.parse(game.legalCommandsJson(seat));
  return { seat, command: JSON.stringify(commands[(7 * index) % commands.length]) };
}

for (const run of cellsReferenceRuns()) {
  test(`Cells reference run ${run.name}: the same choices, identical opening, outcomes, views, final view`, () => {
    const game = CellsGame.fromJson(run.config);
    assert.equal(game.seededConfigJson(), run.config);
    assert.equal(game.openingJson(), run.opening);
    for (const [index, step] of run.steps.entries()) {
      const chosen = cellsReferenceChoice(game, index);
      assert.deepEqual(chosen, { seat: step.seat, command: step.command }, `the choice of step ${index + 1}`);
      assert.equal(game.applyJson(step.seat, step.command), step.outcome, `step ${index + 1}`);
      assert.equal(game.viewJson(step.seat), step.view, `the view after step ${index + 1}`);
    }
    assert.equal(game.isOver(), true, 'the reference game is played to its end');
    assert.equal(game.publicViewJson(), run.publicView);
  });

  test(`Cells reference run ${run.name}: a snapshot at every step continues identically`, () => {
    let game = CellsGame.fromJson(run.config);
    for (const [index, step] of run.steps.entries()) {
      const snapshot = game.snapshotJson();
      const restored = CellsGame.restoreJson(snapshot);
      assert.equal(restored.snapshotJson(), snapshot, `round trip before step ${index + 1}`);
      assert.equal(restored.openingJson(), run.opening);
      game.free();
      game = restored;
      assert.equal(game.applyJson(step.seat, step.command), step.outcome, `step ${index + 1}`);
      assert.equal(game.viewJson(step.seat), step.view, `the view after step ${index + 1}`);
    }
    assert.equal(game.publicViewJson(), run.publicView);
  });
}
