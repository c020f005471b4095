// ResistanceError: the class of every error the package throws, whichever call threw
// it (the engine's, made in Rust; the wrapper's; the loader's) and whichever entry.
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import path from 'node:path';
import { test } from 'node:test';
import { pathToFileURL } from 'node:url';
import * as main from 'resistance-engine';
import * as cells from 'resistance-engine/cells';
import { CELLS_ERROR_CODES, ERROR_CODES, installedPackageDir, throwsCode } from './support.mjs';

const { Game, ResistanceError, isResistanceError } = main;

/** Asserts that `action` throws a ResistanceError with `code`; returns it. */
function throwsClass(action, code, message, codes) {
  const error = throwsCode(action, code, message, codes);
  assert.ok(error instanceof ResistanceError, `${code} is not a ResistanceError: ${error.constructor.name}`);
  assert.ok(error instanceof Error);
  assert.equal(error.name, 'ResistanceError');
  assert.ok(isResistanceError(error));
  assert.match(error.stack, /\n\s+at /, 'the stack of where it was thrown');
  return error;
}

/** Every method of `prototype`'s chain up to Object.prototype, but the constructor and free. */
function methodsOf(prototype) {
  const names = new Set();
  for (let at = prototype; at !== Object.prototype; at = Object.getPrototypeOf(at)) {
    for (const name of Object.getOwnPropertyNames(at)) {
      if (name !== 'constructor' && name !== 'free' && typeof at[name] === 'function') names.add(name);
    }
  }
  return [...names];
}

test('a class of its own: an Error subclass that keeps its code and the message', () => {
  const made = new ResistanceError('invalid_seat', 'no such seat');
  assert.ok(made instanceof Error);
  assert.equal(made.code, 'invalid_seat');
  assert.equal(made.message, 'no such seat');
  assert.equal(String(made), 'ResistanceError: no such seat');
  assert.ok(isResistanceError(made));
  // Another program's errors are not the package's.
  assert.equal(new Error('x') instanceof ResistanceError, false);
  let parseError;
  try {
    JSON.parse('{');
  } catch (error) {
    parseError = error;
  }
  assert.equal(parseError instanceof ResistanceError, false);
});

test("the engine's errors, the wrapper's and the typed path's are ResistanceErrors", () => {
  // Made in Rust: the configuration, the record, a command, a seat, the names.
  throwsClass(() => Game.create({ players: 4, seed: 1 }), 'player_count', /^a game needs 5 to 10 players, not 4$/);
  throwsClass(() => Game.fromJson('{'), 'invalid_json', /^invalid JSON/);
  throwsClass(() => Game.restoreJson('{}'), 'invalid_json');
  throwsClass(() => Game.seatReplayJson('[]', 0), 'invalid_json');
  throwsClass(() => Game.spectatorReplayJson('[]'), 'invalid_json');
  throwsClass(() => main.revealScript({ players: 4, seed: 1 }), 'player_count');
  throwsClass(() => main.names('klingon'), 'invalid_argument');
  const game = Game.create({ players: 5, seed: 2026 }); // seat 3 leads first
  throwsClass(() => game.apply(4, { type: 'proposeTeam', team: [0, 1] }), 'not_leader',
    /^only the leader \(seat 3\) may do this, not seat 4$/);
  throwsClass(() => game.view('0'), 'invalid_seat');
  throwsClass(() => game.legalCommands(-1), 'invalid_seat');
  throwsClass(() => game.botCommand(3, 'clairvoyant', 1), 'invalid_argument');
  throwsClass(() => game.revealScript('klingon'), 'invalid_argument');
  // The typed path: a JS type the wasm boundary would convert, and a refused command.
  throwsClass(() => game.vote(0, 'yes'), 'invalid_argument');
  throwsClass(() => game.vote(0, true), 'wrong_phase');
  throwsClass(() => game.rematch('1'), 'invalid_argument');
  // The wrapper's own.
  throwsClass(() => Game.create(undefined), 'invalid_argument');
  const freed = Game.create({ players: 5, seed: 1 });
  freed.free();
  throwsClass(() => freed.view(0), 'game_freed');
});

test('every method of Game and CellsGame throws only ResistanceErrors', () => {
  const bad = [undefined, null, 'x', -1, 1.5, 300, {}, [], true, 10n, Symbol('x')];
  const sweep = (Class, config, codes) => {
    let thrown = 0;
    for (const name of methodsOf(Class.prototype)) {
      for (const value of bad) {
        for (const game of [Class.create(config), (() => {
          const freed = Class.create(config);
          freed.free();
          return freed;
        })()]) {
          try {
            game[name](value, value, value, value);
          } catch (error) {
            thrown += 1;
            assert.ok(error instanceof ResistanceError, `${Class.name}.${name}(${String(value)}): ${error}`);
            assert.ok(codes.has(error.code), `${Class.name}.${name}: unknown code ${error.code}`);
          }
          game.free();
        }
      }
    }
    for (const name of Object.getOwnPropertyNames(Class).filter((key) => typeof Class[key] === 'function')) {
      for (const value of bad) {
        try {
          Class[name](value, value).free();
        } catch (error) {
          thrown += 1;
          assert.ok(error instanceof ResistanceError, `${Class.name}.${name}(${String(value)}): ${error}`);
        }
      }
    }
    return thrown;
  };
  assert.ok(sweep(Game, { players: 5, seed: 1 }, ERROR_CODES) > 300, 'most bad calls are refused');
  assert.ok(sweep(cells.CellsGame, { players: 3, seed: 1 }, CELLS_ERROR_CODES) > 100, 'most bad calls are refused');
});

test('one class for both entries and for require() and import', () => {
  assert.equal(cells.ResistanceError, ResistanceError, 'the Cells entry exports the same class');
  const require = createRequire(import.meta.url);
  assert.equal(require('resistance-engine').ResistanceError, ResistanceError);
  assert.equal(require('resistance-engine/cells').ResistanceError, ResistanceError);
  const error = throwsClass(() => cells.CellsGame.create({ players: 5, seed: 1 }), 'player_count', undefined,
    CELLS_ERROR_CODES);
  assert.ok(error instanceof cells.ResistanceError);
  assert.ok(cells.isResistanceError(error));
});

test("the browser entries' errors, the loader's too, are their ResistanceErrors", async () => {
  const dir = installedPackageDir();
  for (const [entry, codes] of [['browser.js', ERROR_CODES], ['cells/browser.js', CELLS_ERROR_CODES]]) {
    const browser = await import(pathToFileURL(path.join(dir, entry)).href);
    assert.equal(typeof browser.ResistanceError, 'function', entry);
    const error = throwsCode(() => browser.engineVersion(), 'not_initialized', /await init\(\)/, codes);
    assert.ok(error instanceof browser.ResistanceError, `${entry}: not_initialized`);
    assert.ok(error instanceof Error);
    // A module that does not load (here: bytes that are no WebAssembly, as a 404
    // page a bundler's missing .wasm gives): the message says what to do.
    const file = entry === 'browser.js' ? 'resistance_engine.wasm' : 'resistance_engine_cells.wasm';
    await assert.rejects(browser.init(new TextEncoder().encode('<!DOCTYPE html>Not Found')), (failed) => {
      assert.ok(failed instanceof browser.ResistanceError, `${entry}: load_failed`);
      assert.equal(failed.code, 'load_failed');
      assert.ok(codes.has('load_failed'), `${entry} declares load_failed`);
      assert.match(failed.message, /^the engine's WebAssembly module could not be loaded from the source given to init\(\): /);
      assert.ok(failed.message.includes(`Serve resistance-engine/${file} and pass its URL`), failed.message);
      assert.ok(failed.message.includes("README's Bundlers section"), failed.message);
      return true;
    });
    // Still not loaded: the calls say so, and a later init() may try again.
    throwsCode(() => browser.engineVersion(), 'not_initialized', undefined, codes);
  }
});
