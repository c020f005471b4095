// The installed package itself: its manifest, its files, and the browser entry
// (loaded here in Node from the bytes of its .wasm, as a page loads it over fetch).
import assert from 'node:assert/strict';
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import * as nodeEntry from 'resistance-engine';
import { ERROR_CODES, installedPackageDir, throwsCode } from './support.mjs';

const dir = installedPackageDir();
const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));

test('package.json: name, version, exports, types, files', () => {
  assert.equal(manifest.name, 'resistance-engine');
  assert.equal(manifest.version, nodeEntry.engineVersion());
  const root = manifest.exports['.'];
  assert.deepEqual(Object.keys(root), ['types', 'browser', 'import', 'require', 'default']);
  assert.equal(manifest.types, './index.d.ts');
  for (const target of [root.types.import, root.types.require, root.browser, root.import, root.require]) {
    assert.ok(statSync(path.join(dir, target)).isFile(), target);
  }
  assert.ok(Array.isArray(manifest.files));
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
  for (const wasm of ['node/resistance_wasm_bg.wasm', 'web/resistance_wasm_bg.wasm']) {
    const bytes = readFileSync(path.join(dir, wasm));
    const gzipped = gzipSync(bytes, { level: 9 }).length;
    assert.ok(gzipped <= 150 * 1024, `${wasm} is ${gzipped} bytes gzipped, over 150 KiB`);
  }
});

test('the browser entry: refuses before init(), plays after it, same JSON as Node', async () => {
  const browser = await import(pathToFileURL(path.join(dir, manifest.exports['.'].browser)).href);
  throwsCode(() => browser.Game.create({ players: 5, seed: 1 }), 'not_initialized', /await init\(\)/);
  throwsCode(() => browser.engineVersion(), 'not_initialized');
  const bytes = readFileSync(path.join(dir, 'web/resistance_wasm_bg.wasm'));
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
});

test('index.d.ts names every error code the core can report', () => {
  // The core's codes are the string arms of its `fn code(&self)` methods, in every
  // source file of the game the package wraps: not the core's tests, and not the
  // Cells variant (a game of its own, CellsGame, which the package does not wrap yet).
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
  const codes = new Set();
  for (const source of sources) {
    for (const body of source.matchAll(/fn code\(&self\) -> &'static str \{([\s\S]*?)\n {4}\}/g)) {
      for (const arm of body[1].matchAll(/=> "([a-z_]+)"/g)) codes.add(arm[1]);
    }
  }
  assert.ok(codes.size >= 20, `found only ${codes.size} codes in the core`);
  const missing = [...codes].filter((code) => !ERROR_CODES.has(code));
  assert.deepEqual(missing, [], 'codes the core reports but index.d.ts does not list');
});

test("the README's JavaScript examples run as written", async () => {
  const readme = readFileSync(path.join(dir, 'README.md'), 'utf8');
  const blocks = [...readme.matchAll(/```js\n([\s\S]*?)```/g)].map((match) => match[1]);
  assert.ok(blocks.length >= 2, 'the README shows JavaScript');
  const logged = [];
  const script = blocks.join('\n').replaceAll('console.log(', 'log(');
  const file = path.join(process.cwd(), 'readme-example.mjs');
  writeFileSync(file, `export default async function (log) {\n${script.replace(/^import .*$/gm, '')}\n}\n`);
  const engine = await import('resistance-engine');
  // The examples' own import lines, bound to the installed package.
  const imported = ['Game', 'init', 'Choice'];
  Object.assign(globalThis, Object.fromEntries(imported.map((name) => [name, engine[name]])));
  try {
    await (await import(pathToFileURL(file).href)).default((...values) => logged.push(values));
  } finally {
    for (const name of imported) delete globalThis[name];
  }
  assert.equal(logged[0][0].type, 'mission');
  assert.ok(['resistance', 'spy'].includes(logged[1][0]));
  assert.deepEqual(logged.slice(2), [['not_leader'], ['only the leader (seat 3) may do this, not seat 4']]);
});
