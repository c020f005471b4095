// The package through require() (CommonJS): the same engine as import, and a game
// played through it.
const assert = require('node:assert/strict');
const { test } = require('node:test');
const engine = require('resistance-engine');

test('require() gives the same engine as import', async () => {
  const imported = await import('resistance-engine');
  assert.equal(engine.Game, imported.Game, 'one engine, not two copies');
  assert.equal(engine.engineVersion(), imported.engineVersion());
  assert.deepEqual(Object.keys(engine).sort(), Object.keys(imported).filter((k) => k !== 'default').sort());
});

test('a game through require()', () => {
  const { Game, isResistanceError } = engine;
  const game = Game.create({ players: 6, seed: 31 });
  let steps = 0;
  while (!game.isOver()) {
    const [seat] = game.awaiting();
    // Approve everything, never fail: the Resistance wins in three missions.
    const [command] = game.legalCommands(seat).filter((c) => c.type !== 'leave');
    game.apply(seat, command);
    steps += 1;
  }
  assert.equal(game.result().winner, 'resistance');
  assert.deepEqual(game.result().reason, { type: 'threeSuccesses' });
  assert.ok(steps > 10);
  // A finished game refuses commands, with the package's error.
  assert.throws(() => game.apply(0, { type: 'leave' }), (error) => isResistanceError(error) && error.code === 'game_over');
});
