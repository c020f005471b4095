// The figures the npm package's documents quote, from one place: figures.json, beside
// this file. The sizes of the three WebAssembly modules come from a build (this
// script measures them, gzipped at level 9 as a server sends them); the search bot's
// time a decision comes from bench/bots.mjs, with the machine it ran on. A document
// quotes a figure between two markers, which render as nothing:
//
//   the main module is <!-- figure main-gzip -->146 KB<!-- /figure --> gzipped
//
//   node resistance-wasm/figures.mjs --sizes PKG          prints what PKG's modules weigh
//   node resistance-wasm/figures.mjs --write [--package PKG]
//       measures PKG's modules (default: resistance-wasm/pkg, after build.sh) into
//       figures.json, then writes every document's quoted figures from figures.json
//   node resistance-wasm/figures.mjs --check [--package PKG]
//       fails when figures.json's sizes, in whole KB as quoted, are not PKG's, or a
//       document quotes a figure other than figures.json's (the package's tests run
//       the same check)
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');

/** The file of the figures. */
export const FIGURES_FILE = path.join(here, 'figures.json');

/**
 * The most the main module may weigh gzipped, in bytes: the base game with every
 * module, what a page loads with `init()`. The package's tests fail above it.
 */
export const MAIN_BUDGET = 150_000;

/** The modules a build holds: their name in figures.json and their file in the package. */
export const MODULES = {
  main: 'web/resistance_engine_bg.wasm',
  full: 'web/resistance_engine_full_bg.wasm',
  cells: 'cells/web/resistance_engine_cells_bg.wasm',
};

/** The documents that quote figures, from the repository's root. */
export const DOCUMENTS = [
  'README.md',
  'resistance-wasm/README.md',
  'examples/web/README.md',
];

/** A number of bytes in KB (1,000 bytes), as the documents write it. */
const kb = (bytes) => `${Math.round(bytes / 1000)} KB`;
/**
 * Milliseconds as the documents write them: whole above 10, one decimal above 1,
 * else whole microseconds.
 */
const ms = (value) => {
  if (value < 1) return `${Math.round(value * 1000)} µs`;
  return `${value >= 10 ? Math.round(value) : value.toFixed(1)} ms`;
};

/** Every figure a document may quote, by name, as it is written, from `figures`. */
export function quoted(figures) {
  const { sizes, searchBot } = figures;
  const named = {};
  for (const [module, { bytes, gzip }] of Object.entries(sizes)) {
    named[`${module}-gzip`] = kb(gzip);
    named[`${module}-raw`] = kb(bytes);
  }
  for (const [players, { median, p90, logicalMedian }] of Object.entries(searchBot.decisions)) {
    named[`search-${players}-median`] = ms(median);
    named[`search-${players}-p90`] = ms(p90);
    named[`logical-${players}-median`] = ms(logicalMedian);
  }
  named['search-machine'] = searchBot.machine;
  const { typedPath } = figures;
  if (typedPath !== undefined) {
    const ns = (value) => `${Math.round(value)} ns`;
    const times = (value) => `${value}x`;
    named['typed-ns'] = ns(typedPath.typedNs);
    named['typed-ratio'] = times(typedPath.typedRatio.toFixed(2));
    named['typed-native-ns'] = ns(typedPath.nativeNs);
    named['typed-bot-ns'] = ns(typedPath.botNs);
    named['typed-engine-ratio'] = times(typedPath.engineRatio.toFixed(2));
    named['json-us'] = `${(typedPath.jsonNs / 1000).toFixed(1)} µs`;
    named['object-us'] = `${(typedPath.objectNs / 1000).toFixed(1)} µs`;
    named['object-ratio'] = times(typedPath.objectRatio);
    named['typed-machine'] = typedPath.machine;
  }
  named['main-budget'] = kb(MAIN_BUDGET);
  return named;
}

/** What each module of the package in `packageDir` weighs: `{ bytes, gzip }` by name. */
export function measureSizes(packageDir) {
  const sizes = {};
  for (const [module, file] of Object.entries(MODULES)) {
    const bytes = readFileSync(path.join(packageDir, file));
    sizes[module] = { bytes: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
  }
  return sizes;
}

export function readFigures() {
  return JSON.parse(readFileSync(FIGURES_FILE, 'utf8'));
}

export function writeFigures(figures) {
  writeFileSync(FIGURES_FILE, `${JSON.stringify(figures, null, 2)}\n`);
}

const MARKER = /<!-- figure ([a-z0-9-]+) -->([\s\S]*?)<!-- \/figure -->/g;

/** `text` with every quoted figure written from `named`; throws on an unknown name. */
function rewrite(text, named, document) {
  return text.replace(MARKER, (_, name) => {
    if (!(name in named)) throw new Error(`${document} quotes an unknown figure: ${name}`);
    return `<!-- figure ${name} -->${named[name]}<!-- /figure -->`;
  });
}

/**
 * Every figure the documents quote that is not figures.json's, as messages (none:
 * all agree), and how many quotes there are.
 */
export function staleQuotes(figures = readFigures()) {
  const named = quoted(figures);
  const stale = [];
  let quotes = 0;
  for (const document of DOCUMENTS) {
    const text = readFileSync(path.join(root, document), 'utf8');
    for (const [, name, value] of text.matchAll(MARKER)) {
      quotes += 1;
      if (!(name in named)) stale.push(`${document} quotes an unknown figure: ${name}`);
      else if (value !== named[name]) stale.push(`${document} quotes ${name} as "${value}", figures.json says "${named[name]}"`);
    }
  }
  return { stale, quotes };
}

/**
 * How figures.json's sizes differ from those measured in `packageDir` as the
 * documents quote them (in whole KB), as messages: none when every quote of a size
 * holds. A few bytes more or less change no quote, and no message.
 */
export function staleSizes(packageDir, figures = readFigures()) {
  const measured = measureSizes(packageDir);
  return Object.entries(measured)
    .filter(([module, size]) => {
      const written = figures.sizes[module];
      return written === undefined || kb(written.gzip) !== kb(size.gzip) || kb(written.bytes) !== kb(size.bytes);
    })
    .map(([module, size]) => `the ${module} module is ${size.gzip} bytes gzipped (${size.bytes} raw), `
      + `figures.json says ${figures.sizes[module]?.gzip} (${figures.sizes[module]?.bytes})`);
}

/** The command that brings figures.json and the documents up to date. */
export const UPDATE = 'node resistance-wasm/figures.mjs --write (after bash resistance-wasm/build.sh)';

/** Writes every document's quoted figures from figures.json. */
export function writeQuotes(figures = readFigures()) {
  const named = quoted(figures);
  for (const document of DOCUMENTS) {
    const file = path.join(root, document);
    const text = readFileSync(file, 'utf8');
    const written = rewrite(text, named, document);
    if (written !== text) writeFileSync(file, written);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
  const packageDir = path.resolve(option('--package', path.join(here, 'pkg')));
  if (args.includes('--sizes')) {
    const sizes = measureSizes(path.resolve(option('--sizes')));
    for (const [module, { bytes, gzip }] of Object.entries(sizes)) {
      console.log(`${MODULES[module]}: ${bytes} bytes, ${gzip} bytes gzipped (${kb(gzip)})`);
    }
    if (sizes.main.gzip > MAIN_BUDGET) {
      console.log(`the main module is over its budget of ${MAIN_BUDGET} bytes gzipped`);
    }
  } else if (args.includes('--write')) {
    const figures = readFigures();
    figures.sizes = measureSizes(packageDir);
    writeFigures(figures);
    writeQuotes(figures);
    console.log(`figures.json and the quotes of ${DOCUMENTS.length} documents written`);
  } else if (args.includes('--check')) {
    const problems = [...staleSizes(packageDir), ...staleQuotes().stale];
    for (const problem of problems) console.error(problem);
    if (problems.length > 0) {
      console.error(`run ${UPDATE}`);
      process.exit(1);
    }
    console.log('figures.json and the documents agree with the build');
  } else {
    console.error('usage: node resistance-wasm/figures.mjs --sizes PKG | --write [--package PKG] | --check [--package PKG]');
    process.exit(2);
  }
}
