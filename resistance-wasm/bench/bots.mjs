// Benchmark (not a test): how long the search bot takes to decide, through the npm
// package in Node (the full module, as the bot worker runs it), at 5, 7 and 10
// players. Every seat of each game is played by the search bot, from seed 1 on, to
// the end, each decision timed on its own; the figures are the median and the 90th
// percentile of the decisions, with the machine that ran them. At each step the
// logical bot's decision for the same seat is timed too, for comparison.
//
//   node resistance-wasm/bench/bots.mjs [--games N] [--package DIR] [--write]
//
// `--write` records them in resistance-wasm/figures.json, with the machine and the
// date, and writes the documents' quotes of them (scripts/figures.mjs). The package is
// the built one in resistance-wasm/pkg (bash resistance-wasm/build.sh) unless
// --package names an installed copy.
import { loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { machine as cpu, today, readFigures, writeFigures, writeQuotes } from '../figures.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const packageDir = path.resolve(option('--package', path.join(here, '..', 'pkg')));
const { Game } = await import(pathToFileURL(path.join(packageDir, 'node.mjs')).href);

/** Games per player count: fewer at ten players, whose decisions take longest. */
const GAMES = Number(option('--games', '0')) || null;
const PLAYERS = [[5, 4], [7, 3], [10, 1]];

/** The `fraction` percentile of sorted `values`. */
const percentile = (values, fraction) => values[Math.min(values.length - 1, Math.floor(values.length * fraction))];

const machine = `${cpu()}, Node ${process.version}`;
console.log(`search bot decisions, ${machine}; load average ${loadavg().map((load) => load.toFixed(2)).join(' ')}`);
const decisions = {};
for (const [players, games] of PLAYERS) {
  const times = [];
  const logical = [];
  const timed = (decide) => {
    const start = process.hrtime.bigint();
    const command = decide();
    return [command, Number(process.hrtime.bigint() - start) / 1e6];
  };
  for (let seed = 1; seed <= (GAMES ?? games); seed += 1) {
    const game = Game.create({ players, seed });
    for (let step = 0; !game.isOver(); step += 1) {
      const [seat] = game.awaiting();
      logical.push(timed(() => game.botCommand(seat, 'logical', step))[1]);
      const [command, ms] = timed(() => game.botCommand(seat, 'search', step));
      times.push(ms);
      game.apply(seat, command);
    }
    game.free();
  }
  times.sort((a, b) => a - b);
  logical.sort((a, b) => a - b);
  const median = percentile(times, 0.5);
  const p90 = percentile(times, 0.9);
  decisions[players] = {
    decisions: times.length,
    median: Number(median.toFixed(1)),
    p90: Number(p90.toFixed(1)),
    logicalMedian: Number(percentile(logical, 0.5).toFixed(3)),
  };
  console.log(`${players} players: ${times.length} decisions, median ${median.toFixed(1)} ms, 90th percentile ${p90.toFixed(1)} ms, `
    + `longest ${times.at(-1).toFixed(1)} ms; the logical bot's median ${percentile(logical, 0.5).toFixed(3)} ms`);
}

if (args.includes('--write')) {
  const figures = readFigures();
  const method = `node resistance-wasm/bench/bots.mjs${GAMES ? ` --games ${GAMES}` : ''} --write`;
  figures.searchBot = { method, machine, date: today(), decisions };
  writeFigures(figures);
  writeQuotes();
  console.log('written to resistance-wasm/figures.json and the documents that quote it');
}
