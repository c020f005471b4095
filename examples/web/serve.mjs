// A tiny static server for the demo, on 127.0.0.1 only.
//
//   node serve.mjs [--port 8080] [--package DIR]
//
// Serves this folder at / and the installed resistance-engine package at
// /node_modules/resistance-engine/: DIR when given, else this folder's
// node_modules/resistance-engine (after `npm install <the .tgz>`), else the package
// built in ../../resistance-wasm/pkg. Without a built package it refuses to start and
// says what to run (exit status 1).
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CONTENT_TYPES } from './browser.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const PACKAGE_PREFIX = '/node_modules/resistance-engine/';

function defaultPackageDir() {
  const installed = path.join(here, 'node_modules', 'resistance-engine');
  return existsSync(installed) ? installed : path.resolve(here, '..', '..', 'resistance-wasm', 'pkg');
}

/** The files of the package the page loads: its browser entries (main and Cells). */
const PACKAGE_ENTRIES = ['browser.js', path.join('cells', 'browser.js')];

/**
 * Why `packageDir` cannot be served, with what to run, or null when it holds a
 * built package.
 */
export function missingPackage(packageDir) {
  const missing = PACKAGE_ENTRIES.filter((entry) => !existsSync(path.join(packageDir, entry)));
  if (missing.length === 0) return null;
  return `No built resistance-engine package in ${packageDir} (${missing.join(', ')} missing).\n`
    + 'Build it first, from the repository root:\n'
    + '  bash resistance-wasm/build.sh\n'
    + 'or give the folder of an installed package: node examples/web/serve.mjs --package DIR';
}

/**
 * Starts the server; resolves to `{ url, close() }`. Port 0 picks a free one.
 * Rejects, saying what to run, when `packageDir` holds no built package.
 */
export async function serve({ port = 0, packageDir = defaultPackageDir() } = {}) {
  const missing = missingPackage(packageDir);
  if (missing !== null) throw new Error(missing);
  const roots = [
    [PACKAGE_PREFIX, path.resolve(packageDir)],
    ['/', here],
  ];
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    let pathname = decodeURIComponent(url.pathname);
    if (pathname === '/') pathname = '/index.html';
    const [prefix, root] = roots.find(([start]) => pathname.startsWith(start));
    const file = path.resolve(root, `.${pathname.slice(prefix.length - 1)}`);
    // Never outside the two roots, and never this folder's own node_modules but the
    // package (the test tools live there).
    const inside = file.startsWith(root + path.sep);
    const toolOnly = root === here && file.startsWith(path.join(here, 'node_modules') + path.sep);
    if (request.method !== 'GET' || !inside || toolOnly || !existsSync(file) || !statSync(file).isFile()) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found\n');
      return;
    }
    response.writeHead(200, {
      'content-type': CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream',
      'cache-control': 'no-store',
    });
    createReadStream(file).pipe(response);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const { port: actual } = server.address();
      resolve({
        url: `http://127.0.0.1:${actual}/`,
        packageDir,
        close: () => new Promise((done) => server.close(done)),
      });
    });
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const option = (name) => {
    const at = args.indexOf(name);
    return at >= 0 ? args[at + 1] : undefined;
  };
  const packageDir = option('--package') ?? defaultPackageDir();
  const missing = missingPackage(packageDir);
  if (missing !== null) {
    console.error(missing);
    process.exit(1);
  }
  const { url } = await serve({ port: Number(option('--port') ?? 8080), packageDir });
  console.log(`The Resistance demo: ${url} (package from ${packageDir})`);
}
