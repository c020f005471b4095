// Shared pieces of the package tests: a seeded random bot that plays through the
// package's public API only, configurations that play every module, and assertions
// about the errors the package throws.
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * Configurations that between them play every module (the tests that need more,
 * such as plot cards, add their own). Each test seeds them itself.
 */
export const MODULE_CONFIGS = [
  { players: 5 },
  { players: 7, leavePolicy: 'substitute' },
  { players: 8, trapper: true, assassin: { bodyGuard: true, falseCommander: true },
    defector: 'knowEachOther', inquisitor: true, agendas: 'double' },
  { players: 10, assassin: { bodyGuard: true, falseCommander: true, deepCover: true, blindSpy: true },
    inquisitor: true, agendas: 'single', leavePolicy: 'substitute' },
  { players: 6, defector: 'standard', trapper: true, assassin: {}, leavePolicy: 'substitute' },
];

/**
 * `count` configurations for a run of games: `configs` in turn, game k (from 0)
 * seeded k.
 */
export function seededConfigs(configs, count) {
  return Array.from({ length: count }, (_, index) => ({ ...configs[index % configs.length], seed: index }));
}

/**
 * Restores 1500 copies of the snapshot `text`, each mangled (see mangle), with
 * `Class.restoreJson`: each is refused with one of `codes`, or is a game the rules
 * could have produced, which `playOn(copy)` must be able to play on. Most must be
 * refused.
 */
export function refusesMangledSnapshots(Class, text, draw, playOn, codes = ERROR_CODES) {
  let restored = 0;
  for (let round = 0; round < 1500; round += 1) {
    try {
      const copy = Class.restoreJson(mangle(text, draw));
      copy.publicView();
      playOn(copy);
      copy.free();
      restored += 1;
    } catch (error) {
      assertPackageError(error, codes);
    }
  }
  assert.ok(restored < 1500, 'most mangled snapshots are refused');
}

/**
 * The codes of the refusals a test's random probes met, with how often each came,
 * to check at the end that the probes reached every rule.
 */
export class RefusalTally {
  #counts = new Map();

  /** Counts `error`'s code. */
  add(error) {
    this.#counts.set(error.code, (this.#counts.get(error.code) ?? 0) + 1);
  }

  /** The codes met, in the order they were first met. */
  codes() {
    return [...this.#counts.keys()];
  }

  /** Fails unless every one of `expected` was met. */
  assertMetEvery(expected) {
    const missing = expected.filter((code) => !this.#counts.has(code));
    assert.deepEqual(missing, [], `never refused with: ${missing.join(', ')}; saw ${JSON.stringify([...this.#counts])}`);
  }
}

/** A small seeded generator (mulberry32): the same seed plays the same moves. */
export function rng(seed) {
  let state = seed >>> 0;
  return (below) => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (((t ^ (t >>> 14)) >>> 0) % below);
  };
}

/**
 * One random step of a table of bots: a random awaited seat and one of its legal
 * commands other than leaving. `null` once the game is over.
 */
export function randomStep(game, draw) {
  const awaiting = game.awaiting();
  if (awaiting.length === 0) return null;
  const seat = awaiting[draw(awaiting.length)];
  const commands = game.legalCommands(seat).filter((command) => command.type !== 'leave');
  return { seat, command: commands[draw(commands.length)] };
}

/** Plays `game` to its end with random bots; returns every step and its outcome. */
export function playOut(game, seed) {
  const draw = rng(seed);
  const steps = [];
  for (let step = randomStep(game, draw); step !== null; step = randomStep(game, draw)) {
    steps.push({ ...step, outcome: game.apply(step.seat, step.command) });
    assert.ok(steps.length < 1000, 'a game of The Resistance cannot take 1000 commands');
  }
  return steps;
}

/** A valid JSON text cut or corrupted at a random place. */
export function mangle(text, draw) {
  const at = draw(text.length + 1);
  switch (draw(4)) {
    case 0: return text.slice(0, at);
    case 1: return text.slice(0, at) + String.fromCharCode(draw(128)) + text.slice(at);
    case 2: return text.slice(0, at) + text.slice(at + 1);
    default: return text.slice(0, at) + '9'.repeat(draw(40)) + text.slice(at);
  }
}

/**
 * The atoms every game's vocabulary has beside its own words: each kind of JSON value,
 * numbers at and past the edges of a seat's byte and of 2^53, the empty string, an
 * emoji.
 */
const EDGE_ATOMS = [null, true, 0, -1, 1.5, 255, 256, 2 ** 53, '', '\u{1F600}', 1e308];

/**
 * A maker of random JSON values, mostly near-commands of a game's wire format: one of
 * its `atoms` or of EDGE_ATOMS, a bare `{ type }` of one of its `types`, an array or
 * an object of random values, or one of its three `shapes` of command (each made from
 * `draw` and `nested`, a random value one level down).
 */
function randomValues({ atoms: words, types, shapes }) {
  const atoms = [...EDGE_ATOMS, ...words];
  const value = (draw, depth = 0) => {
    const nested = () => value(draw, depth + 1);
    switch (draw(depth > 2 ? 8 : 11)) {
      case 0: case 1: case 2: case 3: case 4: return atoms[draw(atoms.length)];
      case 5: return { type: types[draw(types.length)] };
      case 6: return shapes[0](draw, nested);
      case 7: return shapes[1](draw, nested);
      case 8: return Array.from({ length: draw(4) }, nested);
      case 9: return shapes[2](draw, nested);
      default: return { [String(nested())]: nested() };
    }
  };
  return value;
}

/**
 * Sends `game` up to 3000 generated bad inputs (until it ends): random values of the
 * game's `vocabulary` (see randomValues) as commands, or as JSON mangled, from the
 * seats and non-seats of `seats`. None may trap the wasm module; an accepted one
 * changes the game, a refused one (with one of `codes`) changes nothing; most are
 * refused.
 */
export function refusesBadInput(game, seats, vocabulary, codes = ERROR_CODES) {
  const draw = rng(2026);
  const randomValue = randomValues(vocabulary);
  const outcomes = { accepted: 0, refused: 0 };
  for (let round = 0; round < 3000 && !game.isOver(); round += 1) {
    const seat = seats[draw(seats.length)];
    const before = game.snapshotJson();
    const asObject = draw(2) === 0;
    try {
      if (asObject) {
        game.apply(seat, randomValue(draw));
      } else {
        game.applyJson(seat, mangle(JSON.stringify(randomValue(draw)) ?? 'null', draw));
      }
      outcomes.accepted += 1;
      assert.notEqual(game.snapshotJson(), before);
    } catch (error) {
      assertPackageError(error, codes);
      assert.equal(game.snapshotJson(), before, `${error.code} changed the game`);
      if (asObject && error.code === 'invalid_json') assertObjectShapeError(error, 'command');
      outcomes.refused += 1;
    }
  }
  assert.ok(outcomes.refused > 100, JSON.stringify(outcomes));
  // The engine still answers.
  game.publicView();
}

/** The string members of the union type `name` in the installed package's `file`. */
export function declaredCodes(file, name) {
  const types = readFileSync(path.join(installedPackageDir(), file), 'utf8');
  const union = types.match(new RegExp(`export type ${name} =([^;]*);`));
  assert.ok(union, `${file} declares ${name}`);
  return new Set([...union[1].matchAll(/\| '([a-z_]+)'/g)].map((match) => match[1]));
}

/**
 * The codes the package promises: the `ErrorCode` union of the installed index.d.ts,
 * so that the types and the tests cannot disagree.
 */
export const ERROR_CODES = declaredCodes('index.d.ts', 'ErrorCode');

/** The codes resistance-engine/cells promises: `CellsErrorCode` of cells/index.d.ts. */
export const CELLS_ERROR_CODES = declaredCodes('cells/index.d.ts', 'CellsErrorCode');

/**
 * Runs `action`, which must throw the package's Error with `code`; returns it.
 * `codes` are the codes the entry in use declares (the main entry's by default).
 */
export function throwsCode(action, code, message, codes = ERROR_CODES) {
  let thrown;
  try {
    action();
  } catch (error) {
    thrown = error;
  }
  assert.ok(thrown !== undefined, `expected an error with code ${code}, but nothing was thrown`);
  assertPackageError(thrown, codes);
  assert.equal(thrown.code, code, `wrong code; message: ${thrown.message}`);
  if (message !== undefined) assert.match(thrown.message, message);
  return thrown;
}

/**
 * The refusals both game classes (`Class`: Game or CellsGame) share, around a
 * configuration of `players` (a count `Class` takes): seeds past 2^53 - 1 or that JSON
 * cannot carry, values that are no configuration, `fromJson` given no JSON text, and
 * a configuration JSON.stringify cannot write. `codes` as for throwsCode.
 */
export function refusesUnwritableConfigs(Class, players, codes = ERROR_CODES) {
  const cases = [
    [() => Class.create({ players, seed: 2 ** 53 }), 'seed_too_large', /2\^53 - 1/],
    [() => Class.create({ players }, 1e21), 'invalid_json'],
    [() => Class.create({ players, seed: 10n }), 'invalid_argument', /BigInt/],
    [() => Class.create(undefined), 'invalid_argument'],
    [() => Class.create(null), 'invalid_json'],
    [() => Class.fromJson({ players, seed: 1 }), 'invalid_argument', /must be a JSON string, not an object/],
    [() => Class.fromJson(players), 'invalid_argument'],
    [() => Class.fromJson(undefined), 'invalid_argument', /not undefined/],
    [() => Class.fromJson(Symbol('x')), 'invalid_argument', /symbol/],
  ];
  for (const [action, code, message] of cases) throwsCode(action, code, message, codes);
  const cyclic = { players, seed: 1 };
  cyclic.self = cyclic;
  throwsCode(() => Class.create(cyclic), 'invalid_argument', /cannot be encoded as JSON/, codes);
}

/**
 * Runs `action`, which must throw `code` (one of `codes`) and leave `game` exactly as
 * it was; returns the error.
 */
export function refusedUnchanged(game, action, code, message, codes = ERROR_CODES) {
  const before = game.snapshotJson();
  const error = throwsCode(action, code, message, codes);
  assert.equal(game.snapshotJson(), before, `${code} changed the game`);
  return error;
}

/** JS values that are no seat: each must be refused as `invalid_seat`. */
const NOT_SEATS = ['0', '2', '3', '', -1, -0.5, 1.5, 0.1, NaN, Infinity, -Infinity, 256, 1e9, 2 ** 53,
  1e300, null, undefined, true, false, {}, [], [0], 3n, Symbol('seat'), () => 0, new Number(1)];

/** The queries of one seat both game classes have. */
const SEAT_QUERIES = ['view', 'viewJson', 'choices', 'choicesJson', 'legalCommands', 'legalCommandsJson'];

/**
 * Every call of `game` (a Game or a CellsGame) taking a seat, its seat queries and
 * `command` (a command object) sent through apply and applyJson, refuses every
 * non-seat as `invalid_seat` (one of `codes`) and leaves `game` as it was.
 */
export function refusesNonSeats(game, command, codes = ERROR_CODES) {
  const calls = {
    apply: (seat) => game.apply(seat, command),
    applyJson: (seat) => game.applyJson(seat, JSON.stringify(command)),
    ...Object.fromEntries(SEAT_QUERIES.map((name) => [name, (seat) => game[name](seat)])),
  };
  for (const seat of NOT_SEATS) {
    for (const [name, call] of Object.entries(calls)) {
      const error = refusedUnchanged(game, () => call(seat), 'invalid_seat', undefined, codes);
      assert.match(error.message, /^a seat is a whole number from 0 to 255/, `${name}(${String(seat)})`);
    }
  }
}

/**
 * An object method's refusal of its `what` (the command, the configuration, the
 * record) for its shape: the field and what belongs there, never the JSON the caller
 * did not write (no "invalid JSON", no line and column), with `path` and `detail`.
 */
export function assertObjectShapeError(error, what) {
  assert.equal(error.code, 'invalid_json');
  assert.ok(error.message.startsWith(`invalid ${what}: `), error.message);
  assert.doesNotMatch(error.message, /invalid JSON|line \d+ column \d+/);
  assert.equal(typeof error.path, 'string', error.message);
  assert.equal(typeof error.detail, 'string', error.message);
  assert.ok(error.message.endsWith(error.detail.replace(/^the JSON\b/, 'the value')), error.message);
}

/** An Error from the package: a known code, a message, never a wasm trap. */
export function assertPackageError(error, codes = ERROR_CODES) {
  assert.ok(!(error instanceof WebAssembly.RuntimeError), `a wasm trap reached JS: ${error}`);
  assert.ok(error instanceof Error, `not an Error: ${String(error)}`);
  assert.equal(typeof error.code, 'string', `an Error without code: ${error.message}`);
  assert.ok(codes.has(error.code), `unknown code ${error.code}: ${error.message}`);
  assert.ok(error.message.length > 0, `an empty message for ${error.code}`);
}

/** The installed package's directory; the tests refuse to run against anything else. */
export function installedPackageDir() {
  const require = createRequire(import.meta.url);
  const dir = path.dirname(require.resolve('resistance-engine/package.json'));
  assert.match(dir, /node_modules[\\/]resistance-engine$/, `not an installed package: ${dir}`);
  return dir;
}

/**
 * The reference runs of `wire_reference` (examples/src/bin/wire_reference.rs), from
 * the directory the test script names in WIRE_REFERENCE_DIR: the config, each step
 * (seat, command, outcome) and the final public view, as the Rust core wrote them.
 */
export function referenceRuns() {
  const dir = process.env.WIRE_REFERENCE_DIR;
  assert.ok(dir, 'WIRE_REFERENCE_DIR must name the reference runs (scripts/test-wasm.sh sets it)');
  const files = readdirSync(dir).filter((name) => name.endsWith('.txt')).sort();
  assert.ok(files.length > 0, `no reference runs in ${dir}`);
  return files.map((name) => {
    const lines = readFileSync(path.join(dir, name), 'utf8').split('\n');
    assert.equal(lines.pop(), '', `${name} must end with a newline`);
    assert.ok(lines.length >= 3, `${name} must hold a config, steps and a final view`);
    const config = lines.shift();
    const publicView = lines.pop();
    const steps = lines.map((line) => {
      const [seat, command, outcome] = line.split('\t');
      return { seat: Number(seat), command, outcome };
    });
    return { name, config, steps, publicView };
  });
}

/**
 * The Cells reference runs of `wire_reference --cells`, from the `cells` directory
 * under WIRE_REFERENCE_DIR: the config, the opening, each step (seat, command,
 * outcome, the seat's view after it) and the final public view.
 */
export function cellsReferenceRuns() {
  const dir = process.env.WIRE_REFERENCE_DIR;
  assert.ok(dir, 'WIRE_REFERENCE_DIR must name the reference runs (scripts/test-wasm.sh sets it)');
  const cells = path.join(dir, 'cells');
  const files = readdirSync(cells).filter((name) => name.endsWith('.txt')).sort();
  assert.ok(files.length > 0, `no Cells reference runs in ${cells}`);
  return files.map((name) => {
    const lines = readFileSync(path.join(cells, name), 'utf8').split('\n');
    assert.equal(lines.pop(), '', `${name} must end with a newline`);
    assert.ok(lines.length >= 4, `${name} must hold a config, an opening, steps and a final view`);
    const config = lines.shift();
    const opening = lines.shift();
    const publicView = lines.pop();
    const steps = lines.map((line) => {
      const fields = line.split('\t');
      assert.equal(fields.length, 4, `${name}: a step is seat, command, outcome and view`);
      const [seat, command, outcome, view] = fields;
      return { seat: Number(seat), command, outcome, view };
    });
    return { name, config, opening, steps, publicView };
  });
}

/** The repository's docs/wire-format.md, from REPO_ROOT (set by the test script). */
export function wireFormatDoc() {
  const root = process.env.REPO_ROOT;
  assert.ok(root, 'REPO_ROOT must name the repository (scripts/test-wasm.sh sets it)');
  return readFileSync(path.join(root, 'docs', 'wire-format.md'), 'utf8');
}
