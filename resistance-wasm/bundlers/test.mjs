// The npm package bundled by esbuild, Vite and webpack, each app built with its
// bundler (`npm run build:<bundler>`) and run in headless Chromium (Debian's
// /usr/bin/chromium, driven by playwright-core, which never downloads a browser):
// the page must load the main and Cells WebAssembly modules (200, application/wasm,
// no 404), play the games of shared/play.js exactly as Node plays them, and log no
// error; with Vite and webpack, which build the package's bot worker, the worker
// loads the full module and its bots play as Node's.
// Beside it, the package README's Bundlers section must show these apps' code.
//
//   cd resistance-wasm/bundlers && npm ci && npm install --no-save <the .tgz>
//   node --test resistance-wasm/bundlers/
//
// scripts/test-wasm.sh does both with the tarball it packed.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { chromium } from 'playwright-core';
// Plain data shared with the demo page's test and server (examples/web).
import { CONTENT_TYPES, chromiumOptions } from '../../examples/web/browser.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const BUNDLERS = ['esbuild', 'vite', 'webpack'];
/** Where each app's main.js stops being what the README shows. */
const APP_MARKER = '// The app (not in the README)';

const installed = path.join(here, 'node_modules', 'resistance-engine');
const MODULE_FILES = ['web/resistance_engine_bg.wasm', 'cells/web/resistance_engine_cells_bg.wasm',
  'web/resistance_engine_full_bg.wasm'];
/** The modules each page fetches: the main and Cells ones, and the full one in a bot worker. */
const FETCHED = {
  esbuild: MODULE_FILES.slice(0, 2),
  vite: MODULE_FILES,
  webpack: MODULE_FILES,
};

function sha256(bytes) {
  return createHash('sha256').update(bytes).digest('hex');
}

/**
 * Serves `root` on 127.0.0.1 (a free port) and records every request's path,
 * status, content type and, for a file, the hash of what it sent.
 */
function serve(root) {
  const served = [];
  const server = createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://127.0.0.1').pathname);
    const file = path.resolve(root, `.${pathname === '/' ? '/index.html' : pathname}`);
    if (!file.startsWith(root + path.sep) || !existsSync(file) || !statSync(file).isFile()) {
      served.push({ pathname, status: 404 });
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found\n');
      return;
    }
    const bytes = readFileSync(file);
    const type = CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream';
    served.push({ pathname, status: 200, type, hash: sha256(bytes) });
    response.writeHead(200, { 'content-type': type, 'cache-control': 'no-store' }).end(bytes);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve({
      url: `http://127.0.0.1:${server.address().port}/`,
      served,
      close: () => new Promise((done) => {
        server.close(done);
        server.closeAllConnections();
      }),
    }));
  });
}

let context;
let profile;
let expected;
let expectedBots;
/** The package's two modules, by the hash of their bytes: what each page must fetch. */
let modules;

before(async () => {
  assert.ok(existsSync(path.join(installed, 'package.json')),
    `no resistance-engine in ${path.dirname(installed)}: build and pack it (bash resistance-wasm/build.sh), `
    + `then in ${here}: npm ci && npm install --no-save ../../target/npm/resistance-engine-<version>.tgz`);
  modules = new Map(MODULE_FILES.map((file) => [sha256(readFileSync(path.join(installed, file))), file]));
  // The same games in Node (the package's Node entry): what each page must answer.
  const shared = await import('./shared/play.js');
  expected = await shared.play();
  // The bots' games in Node: the game's own bot, the same seeds.
  expectedBots = await shared.playBots((game, seat, seed) => game.botCommand(seat, 'logical', seed));
  profile = mkdtempSync(path.join(tmpdir(), 'resistance-bundlers-chromium-'));
  // A fresh --user-data-dir of our own, and Chromium started as the demo's test
  // starts it.
  context = await chromium.launchPersistentContext(profile, chromiumOptions());
});

after(async () => {
  await context?.close();
  if (profile) rmSync(profile, { recursive: true, force: true });
});

/** Builds the app of `bundler` into its dist/, failing with the bundler's own output. */
async function build(bundler) {
  const dist = path.join(here, bundler, 'dist');
  rmSync(dist, { recursive: true, force: true });
  try {
    await promisify(execFile)('npm', ['run', '--silent', `build:${bundler}`], { cwd: here });
  } catch (error) {
    assert.fail(`${bundler}: \`npm run build:${bundler}\` failed (${error.message.split('\n')[0]}):\n`
      + `${error.stdout}${error.stderr}`);
  }
  assert.ok(existsSync(path.join(dist, 'index.html')), `${bundler}: the build wrote no dist/index.html`);
  return dist;
}

/**
 * Opens the built app and answers what the page wrote, and what it logged as an
 * error. A page error (a .wasm that failed to load, say) ends the wait at once.
 */
async function run(bundler, url) {
  const page = await context.newPage();
  const problems = [];
  let failed;
  const pageFailed = new Promise((resolve) => {
    failed = resolve;
  });
  page.on('pageerror', (error) => {
    problems.push(`page error: ${error.message}`);
    failed();
  });
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
  });
  page.on('requestfailed', (request) => problems.push(`request failed: ${request.url()} (${request.failure()?.errorText})`));
  try {
    await page.goto(url);
    const written = await Promise.race([
      page.waitForSelector('#result:not(:empty)', { timeout: 30000 }).then(() => true, () => false),
      pageFailed.then(() => false),
    ]);
    assert.ok(written, `${bundler}: the page wrote no result into <pre id="result">;`
      + ` what went wrong there: ${problems.join('; ') || 'nothing logged in 30 s'}`);
    return { text: await page.textContent('#result'), problems };
  } finally {
    await page.close();
  }
}

for (const bundler of BUNDLERS) {
  test(`${bundler}: the bundled app loads the engines and plays as Node does`, async () => {
    const dist = await build(bundler);
    const server = await serve(dist);
    let page;
    try {
      page = await run(bundler, server.url);
    } finally {
      await server.close();
    }
    assert.deepEqual(page.problems, [], `${bundler}: the page logged errors`);
    const missing = server.served.filter(({ status }) => status !== 200);
    assert.deepEqual(missing, [], `${bundler}: the page asked for files the build did not write`);
    // Each module, fetched once, as WebAssembly (streaming compilation needs the type):
    // the main and Cells ones by the page, the full one by the bot worker.
    const wasm = server.served.filter(({ hash }) => modules.has(hash));
    assert.deepEqual(wasm.map(({ hash }) => modules.get(hash)).sort(), [...FETCHED[bundler]].sort(),
      `${bundler}: the page must fetch each of ${FETCHED[bundler].join(', ')} once (it fetched ${JSON.stringify(server.served)})`);
    for (const { pathname, type } of wasm) {
      assert.equal(type, 'application/wasm', `${bundler}: ${pathname} served as ${type}`);
      assert.ok(pathname.endsWith('.wasm'), `${bundler}: ${pathname} is not named .wasm`);
    }
    let result;
    try {
      result = JSON.parse(page.text);
    } catch {
      assert.fail(`${bundler}: the result is not JSON: ${page.text}`);
    }
    assert.ok(['resistance', 'spy'].includes(result.base?.winner),
      `${bundler}: the base game must end with a winner, not ${JSON.stringify(result.base)}`);
    assert.ok(result.base.plotCardsGiven, `${bundler}: the game was to be played with plot cards`);
    assert.ok(result.cells.played.length > 0, `${bundler}: the Cells game took no step`);
    assert.deepEqual(result, { ...expected, bots: bundler === 'esbuild' ? null : expectedBots },
      `${bundler}: the bundled engines must play exactly as Node's`);
    if (bundler !== 'esbuild') assert.ok(['resistance', 'spy'].includes(result.bots.winner), `${bundler}: the bots' game ended`);
  });
}

test("the README's Bundlers section shows the apps' code and build commands as they are", () => {
  const readme = readFileSync(path.join(here, '..', 'README.md'), 'utf8');
  const section = readme.split('\n## Bundlers\n')[1]?.split('\n## ')[0];
  assert.ok(section !== undefined, 'README.md has a "## Bundlers" section');
  // One "### <Bundler>" a bundler; each block names its file after the language (```js main.js).
  const parts = new Map(section.split('\n### ').slice(1).map((part) => [part.split(/\s/)[0].toLowerCase(), part]));
  const { scripts, devDependencies } = JSON.parse(readFileSync(path.join(here, 'package.json'), 'utf8'));
  // The versions it names are those tested here.
  for (const [name, version] of Object.entries(devDependencies).filter(([name]) => name !== 'playwright-core')) {
    assert.ok(section.replace(/\s+/g, ' ').toLowerCase().includes(`${name} ${version}`), `README.md, Bundlers: "${name} ${version}", as package.json pins it`);
  }
  for (const bundler of BUNDLERS) {
    const part = parts.get(bundler);
    assert.ok(part !== undefined, `README.md: the Bundlers section has a "### ${bundler}" part`);
    const blocks = new Map([...part.matchAll(/```js ([\w./-]+)\n([\s\S]*?)```/g)].map(([, file, code]) => [file, code]));
    const main = readFileSync(path.join(here, bundler, 'main.js'), 'utf8');
    assert.ok(main.includes(APP_MARKER), `${bundler}/main.js marks where the app starts`);
    assert.equal(blocks.get('main.js'), main.split(APP_MARKER)[0],
      `README.md, ${bundler}: the block \`\`\`js main.js must be ${bundler}/main.js up to its app`);
    for (const config of ['webpack.config.js', 'vite.config.js'].filter((file) => existsSync(path.join(here, bundler, file)))) {
      assert.equal(blocks.get(config), readFileSync(path.join(here, bundler, config), 'utf8'),
        `README.md, ${bundler}: the block \`\`\`js ${config} must be ${bundler}/${config} as it is`);
    }
    // The build command, as run in the app's folder.
    const command = scripts[`build:${bundler}`].replace(`cd ${bundler} && `, 'npx ');
    assert.ok(part.includes(`\n${command}\n`), `README.md, ${bundler}: the build must read \`${command}\``);
  }
});
