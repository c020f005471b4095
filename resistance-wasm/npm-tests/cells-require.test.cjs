// resistance-engine/cells through require() (CommonJS): the same engine as import,
// a game played through it, and the two entries kept apart.
const assert = require('node:assert/strict');
const { test } = require('node:test');
const cells = require('resistance-engine/cells');

test("require('resistance-engine/cells') gives the same engine as import", async () => {
  const imported = await import('resistance-engine/cells');
  assert.equal(cells.CellsGame, imported.CellsGame, 'one engine, not two copies');
  assert.equal(cells.isResistanceError, imported.isResistanceError);
  assert.equal(cells.engineVersion(), imported.engineVersion());
  assert.equal(cells.snapshotVersion(), imported.snapshotVersion());
  assert.deepEqual(Object.keys(cells).sort(), Object.keys(imported).filter((k) => k !== 'default').sort());
  // A game made through one is a game of the other.
  const game = cells.CellsGame.create({ players: 3, seed: 8 });
  assert.ok(game instanceof imported.CellsGame);
  assert.equal(imported.CellsGame.restoreJson(game.snapshotJson()).snapshotJson(), game.snapshotJson());
});

test('the main entry and the Cells entry are separate: neither carries the other game', () => {
  const main = require('resistance-engine');
  assert.equal(main.CellsGame, undefined);
  assert.equal(cells.Game, undefined);
  assert.equal(cells.Choice, undefined);
  assert.equal(main.engineVersion(), cells.engineVersion());
});

test('a Cells game through require()', () => {
  const { CellsGame, isResistanceError } = cells;
  const game = CellsGame.create({ players: 4 }, 31);
  const dealt = game.opening().filter(({ event }) => event.type === 'handDealt');
  for (const seat of game.awaiting()) {
    // Each seat lays out the cards it was dealt, as its opening event told it.
    assert.deepEqual(game.view(seat).hand, dealt[seat].event.hand);
    game.apply(seat, game.legalCommands(seat)[0]);
  }
  let steps = 0;
  while (!game.isOver()) {
    const [seat] = game.awaiting();
    // The reference bot's rule (wire_reference --cells): command (7 * step) mod n.
    const commands = game.legalCommands(seat);
    game.apply(seat, commands[(7 * steps) % commands.length]);
    steps += 1;
    assert.ok(steps < 1000);
  }
  const result = game.result();
  assert.deepEqual(game.publicView().result, result);
  assert.ok(game.publicView().missions.length >= 3);
  // A finished game refuses commands, with the package's error.
  assert.throws(() => game.apply(0, { type: 'scoutDeck' }), (error) => isResistanceError(error) && error.code === 'game_over');
});
