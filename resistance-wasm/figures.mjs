// What is the npm package's own among the figures the documents quote: the sizes of
// its three WebAssembly modules, measured from a build (gzipped at level 9, as a
// server sends them), and the main module's budget. They are recorded in
// figures.json beside this file with the search bot's and the typed path's times
// (bench/bots.mjs and bench/bench.mjs record those); scripts/figures.mjs quotes
// every figures file in every document, this one included.
//
//   node resistance-wasm/figures.mjs --sizes PKG          prints what PKG's modules weigh
//   node resistance-wasm/figures.mjs --write [--package PKG]
//       measures PKG's modules (default: resistance-wasm/pkg, after build.sh) into
//       figures.json, then writes every document's quoted figures
//   node resistance-wasm/figures.mjs --check [--package PKG]
//       fails when figures.json's sizes, in whole KB as quoted, are not PKG's, or a
//       document quotes a figure other than its file's (the package's tests run the
//       same check)
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import * as figures from '../scripts/figures.mjs';

export { machine, staleQuotes, today, writeQuotes } from '../scripts/figures.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));

export const readFigures = () => figures.readFigures(figures.FILES.npm);
export const writeFigures = (written) => figures.writeFigures(figures.FILES.npm, written);

/**
 * The most the main module may weigh gzipped, in bytes: the base game with every
 * module, what a page loads with `init()`. The package's tests fail above it;
 * figures.json holds it, as the documents quote it.
 */
export const MAIN_BUDGET = readFigures().budget.mainGzip;

/** The modules a build holds: their name in figures.json and their file in the package. */
export const MODULES = {
  main: 'web/resistance_engine_bg.wasm',
  full: 'web/resistance_engine_full_bg.wasm',
  cells: 'cells/web/resistance_engine_cells_bg.wasm',
};

/** What each module of the package in `packageDir` weighs: `{ bytes, gzip }` by name. */
export function measureSizes(packageDir) {
  const sizes = {};
  for (const [module, file] of Object.entries(MODULES)) {
    const bytes = readFileSync(path.join(packageDir, file));
    sizes[module] = { bytes: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
  }
  return sizes;
}

/**
 * How figures.json's sizes differ from those measured in `packageDir` as the
 * documents quote them (in whole KB), as messages: none when every quote of a size
 * holds. A few bytes more or less change no quote, and no message.
 */
export function staleSizes(packageDir, recorded = readFigures().sizes.modules) {
  const { kb } = figures;
  return Object.entries(measureSizes(packageDir))
    .filter(([module, size]) => {
      const written = recorded[module];
      return written === undefined || kb(written.gzip) !== kb(size.gzip) || kb(written.bytes) !== kb(size.bytes);
    })
    .map(([module, size]) => `the ${module} module is ${size.gzip} bytes gzipped (${size.bytes} raw), `
      + `figures.json says ${recorded[module]?.gzip} (${recorded[module]?.bytes})`);
}

/** The command that brings figures.json and the documents up to date. */
export const UPDATE = 'node resistance-wasm/figures.mjs --write (after bash resistance-wasm/build.sh)';

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
  const packageDir = path.resolve(option('--package', path.join(here, 'pkg')));
  if (args.includes('--sizes')) {
    const sizes = measureSizes(path.resolve(option('--sizes')));
    for (const [module, { bytes, gzip }] of Object.entries(sizes)) {
      console.log(`${MODULES[module]}: ${bytes} bytes, ${gzip} bytes gzipped (${figures.kb(gzip)})`);
    }
    if (sizes.main.gzip > MAIN_BUDGET) {
      console.log(`the main module is over its budget of ${MAIN_BUDGET} bytes gzipped`);
    }
  } else if (args.includes('--write')) {
    const written = readFigures();
    written.sizes.modules = measureSizes(packageDir);
    writeFigures(written);
    figures.writeQuotes();
    console.log('figures.json and the documents\' quotes written');
  } else if (args.includes('--check')) {
    const problems = [...staleSizes(packageDir), ...figures.staleQuotes().stale];
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
