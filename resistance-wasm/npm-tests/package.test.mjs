// The installed package itself: its manifest, its files, and the browser entry
// (loaded here in Node from the bytes of its .wasm, as a page loads it over fetch).
import assert from 'node:assert/strict';
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { test } from 'node:test';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import * as nodeEntry from 'resistance-engine';
import { CELLS_ERROR_CODES, ERROR_CODES, installedPackageDir, throwsCode } from './support.mjs';

const dir = installedPackageDir();
const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));

test('package.json: name, version, exports, types, files', () => {
  assert.equal(manifest.name, 'resistance-engine');
  assert.equal(manifest.version, nodeEntry.engineVersion());
  assert.deepEqual(Object.keys(manifest.exports), ['.', './cells', './resistance_engine.wasm',
    './resistance_engine_full.wasm', './resistance_engine_cells.wasm', './bot-worker.js', './package.json']);
  assert.equal(manifest.types, './index.d.ts');
  // The main entry and resistance-engine/cells, each with its types, its browser
  // build and its Node builds.
  for (const [name, prefix] of [['.', './'], ['./cells', './cells/']]) {
    const entry = manifest.exports[name];
    assert.deepEqual(Object.keys(entry), ['types', 'browser', 'import', 'require', 'default'], name);
    assert.deepEqual(entry, {
      types: { import: `${prefix}index.d.ts`, require: `${prefix}index.d.cts` },
      browser: `${prefix}browser.js`,
      import: `${prefix}node.mjs`,
      require: `${prefix}node.cjs`,
      default: `${prefix}node.mjs`,
    });
    for (const target of [entry.types.import, entry.types.require, entry.browser, entry.import, entry.require]) {
      assert.ok(statSync(path.join(dir, target)).isFile(), target);
      assert.ok(manifest.files.includes(target.slice(2)), `${target} is in "files"`);
    }
  }
  assert.equal(manifest.exports['./package.json'], './package.json');
  assert.ok(Array.isArray(manifest.files));
  // The shared JS of both entries, the bot workers, and each module's wasm-bindgen
  // builds: the main module for browsers, the full one for Node and browsers, the
  // Cells one for both.
  for (const file of ['api.js', 'api.cjs', 'loader.js', 'bot-worker.js', 'node/bot-worker.js']) {
    assert.ok(manifest.files.includes(file), file);
  }
  const builds = [
    ['', 'resistance_engine', ['web']],
    ['', 'resistance_engine_full', ['node', 'web']],
    ['cells/', 'resistance_engine_cells', ['node', 'web']],
  ];
  for (const [module, name, targets] of builds) {
    for (const target of targets) {
      for (const file of [`${target}/${name}.js`, `${target}/${name}_bg.wasm`]) {
        assert.ok(manifest.files.includes(module + file), module + file);
      }
    }
    if (targets.includes('node')) assert.ok(manifest.files.includes(`${module}node/package.json`));
  }
  assert.equal(manifest.exports['./bot-worker.js'], './bot-worker.js');
  // Types for require(): the same declarations as for import.
  for (const types of ['index.d', 'cells/index.d']) {
    assert.equal(readFileSync(path.join(dir, `${types}.cts`), 'utf8'), readFileSync(path.join(dir, `${types}.ts`), 'utf8'));
  }
});

test('the tarball holds exactly the whitelisted files, and small ones', () => {
  const listed = [];
  const walk = (sub) => {
    for (const name of readdirSync(path.join(dir, sub))) {
      const relative = path.posix.join(sub, name);
      if (statSync(path.join(dir, relative)).isDirectory()) walk(relative);
      else listed.push(relative);
    }
  };
  walk('');
  assert.deepEqual(listed.sort(), [...manifest.files, 'package.json'].sort());
  // The main module for browsers, the full one and the Cells one in both builds.
  const wasms = listed.filter((file) => file.endsWith('.wasm')).sort();
  assert.deepEqual(wasms, ['cells/node/resistance_engine_cells_bg.wasm', 'cells/web/resistance_engine_cells_bg.wasm',
    'node/resistance_engine_full_bg.wasm', 'web/resistance_engine_bg.wasm', 'web/resistance_engine_full_bg.wasm']);
  // Each build of a module is the same WebAssembly.
  assert.deepEqual(readFileSync(path.join(dir, 'node/resistance_engine_full_bg.wasm')),
    readFileSync(path.join(dir, 'web/resistance_engine_full_bg.wasm')));
});

test('the main module is within its budget, and every document quotes the sizes measured here', async () => {
  const root = process.env.REPO_ROOT;
  assert.ok(root, 'REPO_ROOT must name the repository (scripts/test-wasm.sh sets it)');
  const figures = await import(pathToFileURL(path.join(root, 'resistance-wasm', 'figures.mjs')).href);
  const sizes = figures.measureSizes(dir);
  // Gzipped at level 9 by zlib, as Node and most servers send it. The main module is
  // what a page of the base game with every module loads with init().
  assert.equal(sizes.main.gzip, gzipSync(readFileSync(path.join(dir, 'web/resistance_engine_bg.wasm')), { level: 9 }).length);
  assert.ok(sizes.main.gzip <= figures.MAIN_BUDGET,
    `the main module is ${sizes.main.gzip} bytes gzipped, over its budget of ${figures.MAIN_BUDGET}`);
  // The sizes figures.json records are these, as the documents quote them (whole KB).
  assert.deepEqual(figures.staleSizes(dir), [], `run ${figures.UPDATE}`);
  const { stale, quotes } = figures.staleQuotes();
  assert.deepEqual(stale, [], `run ${figures.UPDATE}`);
  assert.ok(quotes >= 5, `only ${quotes} quoted figures`);
});

test('three WebAssembly modules: the main one has no bots, the full one has, the Cells one no base game', () => {
  // wasm-bindgen's glue names the classes and the functions each module exports.
  const glue = (file) => readFileSync(path.join(dir, file), 'utf8');
  const main = glue('web/resistance_engine.js');
  const cells = glue('cells/web/resistance_engine_cells.js');
  for (const full of [glue('web/resistance_engine_full.js'), glue('node/resistance_engine_full.js')]) {
    assert.match(full, /class GameCore\b/);
    assert.match(full, /\bbotCommand\(/);
    assert.match(full, /function names\(/);
    assert.doesNotMatch(full, /CellsCore/);
  }
  assert.match(main, /class GameCore\b/);
  for (const absent of [/\bbotCommand\(/, /function names\(/, /function revealScript\(/, /CellsCore/]) {
    assert.doesNotMatch(main, absent);
  }
  for (const build of ['node', 'web']) {
    const text = glue(`cells/${build}/resistance_engine_cells.js`);
    assert.match(text, /class CellsCore\b/, build);
    assert.doesNotMatch(text, /GameCore/, build);
  }
  assert.ok(cells.length > 0);
  // The Cells entries load the Cells module; the main entries the main and the full
  // ones (browsers) or the full one alone (Node); the bot workers the full one.
  for (const file of ['cells/node.cjs', 'cells/browser.js']) {
    assert.match(readFileSync(path.join(dir, file), 'utf8'), /'\.\/(node|web)\/resistance_engine_cells\.js'/, file);
  }
  assert.match(glue('node.cjs'), /'\.\/node\/resistance_engine_full\.js'/);
  assert.match(glue('browser.js'), /'\.\/web\/resistance_engine\.js'/);
  assert.match(glue('browser.js'), /'\.\/web\/resistance_engine_full\.js'/);
  assert.match(glue('bot-worker.js'), /'\.\/web\/resistance_engine_full\.js'/);
  assert.match(glue('node/bot-worker.js'), /'\.\/resistance_engine_full\.js'/);
});

test('the browser entry: refuses before init(), plays after it, same JSON as Node', async () => {
  const browser = await import(pathToFileURL(path.join(dir, manifest.exports['.'].browser)).href);
  throwsCode(() => browser.Game.create({ players: 5, seed: 1 }), 'not_initialized', /await init\(\)/);
  throwsCode(() => browser.engineVersion(), 'not_initialized');
  const bytes = readFileSync(path.join(dir, 'web/resistance_engine_bg.wasm'));
  await Promise.all([browser.init(bytes), browser.init(bytes)]);
  assert.equal(browser.engineVersion(), nodeEntry.engineVersion());
  assert.notEqual(browser.Game, nodeEntry.Game, 'a separate build');

  const config = { players: 7, seed: 99 };
  const inBrowser = browser.Game.create(config);
  const inNode = nodeEntry.Game.create(config);
  assert.equal(inBrowser.openingJson(), inNode.openingJson());
  while (!inNode.isOver()) {
    const [seat] = inNode.awaiting();
    const command = inNode.legalCommandsJson(seat);
    const first = JSON.stringify(JSON.parse(command)[0]);
    assert.equal(inBrowser.applyJson(seat, first), inNode.applyJson(seat, first));
  }
  assert.equal(inBrowser.publicViewJson(), inNode.publicViewJson());
  throwsCode(() => inBrowser.view('0'), 'invalid_seat');

  // The main module has no bots, no opening script and no names: each says how to
  // load the full module, and the game stays as it was.
  const game = browser.Game.create(config);
  const [seat] = game.awaiting();
  for (const [call, what] of [
    [() => game.botCommand(seat, 'logical'), 'the bots are'],
    [() => game.playBot(seat, 'logical'), 'the bots are'],
    [() => game.revealScript(), 'the opening script is'],
    [() => browser.revealScript(config), 'the opening script is'],
    [() => browser.names('english'), 'the names are'],
  ]) {
    const error = throwsCode(call, 'not_initialized', /init\(\{ full: true \}\)/);
    assert.ok(error.message.startsWith(`${what} in the engine's full module`), error.message);
  }
  assert.deepEqual(game.awaiting(), [seat]);
  // A full module that cannot be loaded says which file, and how to pass it.
  await assert.rejects(browser.init({ full: true, source: new Uint8Array([0, 1, 2]) }),
    (error) => error.code === 'load_failed' && /init\(\{ full: true, source: new URL\('resistance_engine_full\.wasm'/.test(error.message));
  // Loaded, the full module makes the games from then on: the same game, with bots,
  // whose commands are Node's (the same module, the same seed).
  await browser.init({ full: true, source: readFileSync(path.join(dir, 'web/resistance_engine_full_bg.wasm')) });
  await browser.init(bytes);
  throwsCode(() => game.botCommand(seat, 'logical'), 'not_initialized', /made before/);
  const withBots = browser.Game.create(config);
  assert.deepEqual(withBots.botCommand(seat, 'search', 7), nodeEntry.Game.create(config).botCommand(seat, 'search', 7));
  assert.equal(withBots.revealScriptJson('russian', 'avalon'), nodeEntry.revealScriptJson(JSON.stringify(config), 'russian', 'avalon'));
  assert.deepEqual(browser.names('vietnamese'), nodeEntry.names('vietnamese'));
});

test('index.d.ts names every error code the core can report', () => {
  // The core's codes are the string arms of its error types' code tables
  // (`stable_error_codes!`), in every source file of the base game: not the core's
  // tests, and not the Cells variant (a game of its own, whose codes
  // cells/index.d.ts lists: the next test).
  const root = process.env.REPO_ROOT;
  assert.ok(root, 'REPO_ROOT must name the repository (scripts/test-wasm.sh sets it)');
  const sources = [];
  const walk = (dir) => {
    for (const name of readdirSync(dir)) {
      const file = path.join(dir, name);
      if (statSync(file).isDirectory()) {
        if (name !== 'tests' && name !== 'cells') walk(file);
      }
      else if (name.endsWith('.rs')) sources.push(readFileSync(file, 'utf8'));
    }
  };
  walk(path.join(root, 'resistance-core', 'src'));
  const codes = codeArms(sources);
  assert.ok(codes.size >= 20, `found only ${codes.size} codes in the core`);
  const missing = [...codes].filter((code) => !ERROR_CODES.has(code));
  assert.deepEqual(missing, [], 'codes the core reports but index.d.ts does not list');
});

/**
 * The codes of every code table in `sources`: the string arms of
 * `stable_error_codes!(Error { ... });`, and the lists written out as
 * `CODES: &'static [&'static str] = &[...]` (the records' and the seed's errors).
 */
function codeArms(sources) {
  const codes = new Set();
  for (const source of sources) {
    for (const body of source.matchAll(/stable_error_codes!\(\w+ \{([\s\S]*?)\n\}\);/g)) {
      for (const arm of body[1].matchAll(/=> "([a-z_]+)"/g)) codes.add(arm[1]);
    }
    for (const list of source.matchAll(/CODES: &'static \[&'static str\] = &\[([^\]]*)\]/g)) {
      for (const code of list[1].matchAll(/"([a-z_]+)"/g)) codes.add(code[1]);
    }
  }
  return codes;
}

test('cells/index.d.ts names exactly the codes resistance-engine/cells can throw', () => {
  const root = process.env.REPO_ROOT;
  assert.ok(root, 'REPO_ROOT must name the repository (scripts/test-wasm.sh sets it)');
  const read = (...parts) => readFileSync(path.join(root, ...parts), 'utf8');
  const cellsDir = path.join(root, 'resistance-core', 'src', 'cells');
  // The Cells core's codes (commands, configurations, snapshots), and the JSON
  // codec's own (invalid_json).
  // The records' errors (table/record.rs) and the secure seed's (kernel/rng.rs) are
  // both games'.
  const core = codeArms(readdirSync(cellsDir).filter((name) => name.endsWith('.rs'))
    .map((name) => read('resistance-core', 'src', 'cells', name))
    .concat([read('resistance-core', 'src', 'table', 'record.rs'), read('resistance-core', 'src', 'kernel', 'rng.rs')]));
  assert.ok(core.size >= 20, `found only ${core.size} codes in the Cells core`);
  const codec = [...read('resistance-core', 'src', 'error_codes.rs')
    .matchAll(/pub const INVALID_JSON: &str = "([a-z_]+)";/g)].map((match) => match[1]);
  assert.deepEqual(codec, ['invalid_json']);
  // The binding's (its `&str` constants) and the JS wrapper's (codedError, the loader).
  const binding = [...read('resistance-wasm', 'codec', 'src', 'lib.rs').matchAll(/pub const [A-Z_]+: &str = "([a-z_]+)";/g)]
    .map((match) => match[1]);
  assert.ok(binding.length >= 3, 'the binding names its codes');
  const wrapper = ['api.js', 'loader.js'].flatMap((file) =>
    [...readFileSync(path.join(dir, file), 'utf8').matchAll(/(?:codedError\(|\.code = )'([a-z_]+)'/g)]
      .map((match) => match[1]));
  assert.ok(wrapper.includes('not_initialized') && wrapper.includes('game_freed'));
  // The bot worker's code is the main entry's: the Cells entry has no BotWorker.
  assert.ok(wrapper.includes('worker_stopped'));
  const expected = new Set([...core, ...codec, ...binding, ...wrapper.filter((code) => code !== 'worker_stopped')]);
  assert.deepEqual([...CELLS_ERROR_CODES].sort(), [...expected].sort(),
    'CellsErrorCode must list every code the Cells entry can throw, and no other');
});

test("the README's JavaScript examples run as written", async () => {
  const readme = readFileSync(path.join(dir, 'README.md'), 'utf8');
  // Not the blocks that name a file (```js main.js): a bundler app's, which
  // resistance-wasm/bundlers/test.mjs builds and runs with its bundler.
  const blocks = [...readme.matchAll(/```js\n([\s\S]*?)```/g)].map((match) => match[1]);
  assert.ok(blocks.length >= 2, 'the README shows JavaScript');
  const logged = [];
  const script = blocks.join('\n').replaceAll('console.log(', 'log(');
  const file = path.join(process.cwd(), 'readme-example.mjs');
  writeFileSync(file, `export default async function (log) {\n${script.replace(/^import .*$/gm, '')}\n}\n`);
  const engine = await import('resistance-engine');
  const cells = await import('resistance-engine/cells');
  // The examples' own import lines, bound to the installed package.
  const imported = [...script.matchAll(/^import \{ ([^}]*) \} from '(resistance-engine(?:\/cells)?)';$/gm)]
    .flatMap(([, names, from]) => names.split(',').map((name) => [name.trim(), from]));
  assert.deepEqual(imported.map(([name]) => name).sort(), ['BotWorker', 'CellsGame', 'Choice', 'Game', 'Game', 'Game',
    'Game', 'Game', 'Game', 'init', 'init', 'init', 'isResistanceError', 'isResistanceError']);
  for (const [name, from] of imported) {
    const module = from === 'resistance-engine' ? engine : cells;
    assert.ok(module[name] !== undefined, `${from} exports ${name}`);
    // Both entries' init() are no-ops in Node: one global does for both.
    globalThis[name] ??= module[name];
  }
  try {
    await (await import(pathToFileURL(file).href)).default((...values) => logged.push(values));
  } finally {
    for (const [name] of imported) delete globalThis[name];
  }
  assert.equal(logged[0][0].type, 'mission');
  assert.ok(['resistance', 'spy'].includes(logged[1][0]));
  assert.deepEqual(logged.slice(2, 4), [['not_leader'], ['only the leader (seat 3) may do this, not seat 4']]);
  // An object of the wrong shape, by its field.
  assert.deepEqual(logged.slice(4, 6),
    [['invalid command: `team` must be an array of at most 16 items, not the string "0,1"'], ['team']]);
  // The Cells example: the three mission cards the player drew, for the player
  // alone: the same steps played here give the same cards.
  const game = cells.CellsGame.create({ players: 4, seed: 7 });
  for (const seat of game.awaiting()) game.apply(seat, { type: 'arrange', row: game.view(seat).hand });
  const { player } = game.publicView();
  game.apply(player, { type: 'scoutDeck' });
  const drawn = game.view(player).missionCards;
  assert.equal(drawn.length, 3);
  assert.deepEqual(logged.slice(6), [[drawn]]);
});

test('each module has a .wasm of its own name, exported as an asset for bundlers', async () => {
  const require = createRequire(import.meta.url);
  const assets = [
    ['resistance_engine', '', '.', 'class GameCore'],
    ['resistance_engine_cells', 'cells/', './cells', 'class CellsCore'],
  ];
  const names = new Set();
  for (const [name, prefix, entry, core] of assets) {
    const wasm = `${prefix}web/${name}_bg.wasm`;
    // The export a bundler imports it by, resolved the way Node resolves it.
    assert.equal(manifest.exports[`./${name}.wasm`], `./${wasm}`);
    assert.equal(require.resolve(`resistance-engine/${name}.wasm`), path.join(dir, wasm));
    // The glue of the entry's browser build fetches exactly that file, by its own name.
    const glue = readFileSync(path.join(dir, prefix, 'web', `${name}.js`), 'utf8');
    assert.match(glue, new RegExp(`new URL\\('${name}_bg\\.wasm', import\\.meta\\.url\\)`), wasm);
    assert.match(glue, new RegExp(`${core}\\b`), wasm);
    assert.match(readFileSync(path.join(dir, manifest.exports[entry].browser), 'utf8'),
      new RegExp(`from '\\./web/${name}\\.js'`), entry);
    names.add(path.basename(wasm));
  }
  // Copied flat into one assets folder, as bundlers do, the two cannot overwrite each other.
  assert.equal(names.size, 2);
  // The exported bytes load in the entry they belong to (the browser build, from bytes).
  const cells = await import(pathToFileURL(path.join(dir, manifest.exports['./cells'].browser)).href);
  await cells.init(readFileSync(require.resolve('resistance-engine/resistance_engine_cells.wasm')));
  const game = cells.CellsGame.create({ players: 3, seed: 1 });
  assert.ok(game.awaiting().length > 0, 'a Cells game awaits a seat');
});
