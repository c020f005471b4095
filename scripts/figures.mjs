// The figures the repository's documents quote (sizes, speeds, counts), each from
// one file that records it with its method: docs/figures.json (the core's: the
// instruction counts of scripts/callgrind-*.sh and the times of the Rust bench) and
// resistance-wasm/figures.json (the npm package's: module sizes, times in Node). A
// document quotes a figure between two markers, which render as nothing:
//
//   a random game costs <!-- figure natural-7-random -->30,969<!-- /figure --> instructions
//
// and every tracked Markdown file is searched for them, so a new document needs no
// list. The core's file holds groups, each what one command measured in one run:
//
//   "natural": { "method": the command that measured it, "update": the one that
//                records it, "date", "build" (the compiler, for instruction counts) or
//                "machine" and "load" (for times), "figures": { "7-random": 30969 } }
//
// quoted as GROUP-NAME: numbers with their thousands grouped and the decimals
// recorded, units left to the text around the quote; GROUP-method and GROUP-update
// as code, the rest as written.
//
//   node scripts/figures.mjs --check    fails when a document quotes a figure other
//                                       than its file's, or a group does not state its
//                                       method (and, for a time, its date)
//   node scripts/figures.mjs --write    writes every document's quotes from the files
//   node scripts/figures.mjs --list     every figure a document may quote, as quoted
//   node scripts/figures.mjs --record GROUP --method CMD --update CMD (--build TEXT | --timed)
//       records the lines `figure NAME VALUE` on stdin (others are passed over) as
//       docs/figures.json's GROUP, dated today, with this machine for --timed; then
//       writes the quotes
//   node scripts/figures.mjs --compare GROUP --tolerance PERCENT [--build TEXT]
//       fails when a figure on stdin differs from GROUP's by more than PERCENT, or is
//       missing on either side, naming the figure and the command that records it
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The files of figures, from the repository's root. */
export const FILES = {
  core: 'docs/figures.json',
  npm: 'resistance-wasm/figures.json',
};

/** The command that writes the documents' quotes from the files. */
const WRITE = 'node scripts/figures.mjs --write';

export function readFigures(file) {
  return JSON.parse(readFileSync(path.join(root, file), 'utf8'));
}

export function writeFigures(file, figures) {
  writeFileSync(path.join(root, file), `${JSON.stringify(figures, null, 2)}\n`);
}

/** The machine a time was measured on, as the files record it: its CPU and cores. */
export function machine() {
  const model = cpus()[0]?.model.replace(/\s+/g, ' ').trim() ?? 'unknown CPU';
  return `${model}, ${cpus().length} cores`;
}

/** Today, as the files date a measurement (UTC). */
export const today = () => new Date().toISOString().slice(0, 10);

/** A number as the documents write it: its thousands grouped, its decimals as recorded. */
export function number(value) {
  const [whole, fraction] = String(value).split('.');
  return whole.replace(/\B(?=(\d{3})+$)/g, ',') + (fraction === undefined ? '' : `.${fraction}`);
}

/** A number of bytes in KB (1,000 bytes), as the documents write it. */
export const kb = (bytes) => `${Math.round(bytes / 1000)} KB`;

/**
 * Milliseconds as the documents write them: whole above 10, one decimal above 1,
 * else whole microseconds.
 */
const ms = (value) => {
  if (value < 1) return `${Math.round(value * 1000)} µs`;
  return `${value >= 10 ? Math.round(value) : value.toFixed(1)} ms`;
};

/** The core's figures as quoted: GROUP-NAME for each, GROUP-FIELD for what a group states. */
function coreQuotes(core) {
  const named = [];
  for (const [group, { figures, ...stated }] of Object.entries(core)) {
    for (const [field, text] of Object.entries(stated)) {
      // Commands are quoted as code; a marker inside backticks would not be one.
      named.push([`${group}-${field}`, field === 'method' || field === 'update' ? `\`${text}\`` : String(text)]);
    }
    for (const [name, value] of Object.entries(figures)) named.push([`${group}-${name}`, number(value)]);
  }
  return named;
}

/** The npm package's figures as quoted. */
function npmQuotes({ sizes, budget, searchBot, typedPath }) {
  const named = [];
  for (const [module, { bytes, gzip }] of Object.entries(sizes.modules)) {
    named.push([`${module}-gzip`, kb(gzip)], [`${module}-raw`, kb(bytes)]);
  }
  named.push(['main-budget', kb(budget.mainGzip)]);
  for (const [players, { median, p90, logicalMedian }] of Object.entries(searchBot.decisions)) {
    named.push([`search-${players}-median`, ms(median)], [`search-${players}-p90`, ms(p90)],
      [`logical-${players}-median`, ms(logicalMedian)]);
  }
  named.push(['search-machine', searchBot.machine]);
  const ns = (value) => `${Math.round(value)} ns`;
  const times = (value) => `${value}x`;
  named.push(
    ['typed-ns', ns(typedPath.typedNs)],
    ['typed-ratio', times(typedPath.typedRatio.toFixed(2))],
    ['typed-native-ns', ns(typedPath.nativeNs)],
    ['typed-bot-ns', ns(typedPath.botNs)],
    ['typed-engine-ratio', times(typedPath.engineRatio.toFixed(2))],
    ['json-us', `${(typedPath.jsonNs / 1000).toFixed(1)} µs`],
    ['object-us', `${(typedPath.objectNs / 1000).toFixed(1)} µs`],
    ['object-ratio', times(typedPath.objectRatio)],
    ['typed-machine', typedPath.machine],
  );
  return named;
}

/** How each file's figures are quoted. */
const QUOTES = { core: coreQuotes, npm: npmQuotes };

/** Every figure a document may quote, by name, as it is written; throws on a name two figures share. */
export function quoted() {
  const named = {};
  for (const [source, file] of Object.entries(FILES)) {
    for (const [name, text] of QUOTES[source](readFigures(file))) {
      if (name in named) throw new Error(`two figures are named ${name} (one in ${file})`);
      named[name] = text;
    }
  }
  return named;
}

/**
 * What a file's groups fail to state, as messages: every group its method, a time
 * (a group with a machine) its date too.
 */
function unstated() {
  const problems = [];
  for (const file of Object.values(FILES)) {
    for (const [group, stated] of Object.entries(readFigures(file))) {
      if (!stated.method) problems.push(`${file}: ${group} states no method`);
      if (stated.machine && !stated.date) problems.push(`${file}: ${group} is a time with no date`);
    }
  }
  return problems;
}

const MARKER = /<!-- figure ([a-z0-9-]+) -->([\s\S]*?)<!-- \/figure -->/g;

/** The documents that quote a figure: every tracked Markdown file with a marker. */
export function documents() {
  const tracked = execFileSync('git', ['ls-files', '-z', '--', '*.md'], { cwd: root, encoding: 'utf8' });
  return tracked.split('\0').filter((document) => document
    && readFileSync(path.join(root, document), 'utf8').includes('<!-- figure '));
}

/**
 * Every quote in the documents that is not its file's figure, as messages (none: all
 * agree), and how many quotes there are.
 */
export function staleQuotes() {
  const named = quoted();
  const stale = [];
  let quotes = 0;
  for (const document of documents()) {
    const text = readFileSync(path.join(root, document), 'utf8');
    for (const [, name, value] of text.matchAll(MARKER)) {
      quotes += 1;
      if (!(name in named)) stale.push(`${document} quotes an unknown figure: ${name}`);
      else if (value !== named[name]) stale.push(`${document} quotes ${name} as "${value}", its file says "${named[name]}"`);
    }
  }
  return { stale, quotes };
}

/** Writes every document's quotes from the files; throws on a quote of an unknown figure. */
export function writeQuotes() {
  const named = quoted();
  for (const document of documents()) {
    const file = path.join(root, document);
    const text = readFileSync(file, 'utf8');
    const written = text.replace(MARKER, (_, name) => {
      if (!(name in named)) throw new Error(`${document} quotes an unknown figure: ${name}`);
      return `<!-- figure ${name} -->${named[name]}<!-- /figure -->`;
    });
    if (written !== text) writeFileSync(file, written);
  }
}

/** The figures in `text`, lines `figure NAME VALUE` (other lines passed over), by name. */
function figureLines(text) {
  const figures = {};
  for (const [, name, value] of text.matchAll(/^figure ([a-z0-9-]+) (\S+)$/gm)) {
    if (!Number.isFinite(Number(value))) throw new Error(`figure ${name} is no number: ${value}`);
    if (name in figures) throw new Error(`figure ${name} twice`);
    figures[name] = Number(value);
  }
  if (Object.keys(figures).length === 0) throw new Error('no lines `figure NAME VALUE` on stdin');
  return figures;
}

/** GROUP of docs/figures.json: `figures`, measured by `method` on `build` or this machine. */
function record(group, figures, { method, update, build, timed }) {
  const core = readFigures(FILES.core);
  // Read as the run ends (the load of its last minute, the run's own included):
  // what the machine's other work was is what makes a time comparable.
  const load = loadavg()[0].toFixed(2);
  core[group] = {
    method,
    update,
    date: today(),
    ...(timed ? { machine: machine(), load: `load average ${load} as it ended` } : { build }),
    figures,
  };
  writeFigures(FILES.core, core);
  writeQuotes();
  console.log(`${FILES.core}: ${group}, ${Object.keys(figures).length} figures recorded, and the documents' quotes written`);
}

/**
 * How `measured` differs from GROUP's figures by more than `tolerance` percent, as
 * messages naming each figure and the command that records it again.
 */
function compare(group, measured, tolerance, build) {
  const recorded = readFigures(FILES.core)[group];
  if (!recorded) return [`${FILES.core} has no group ${group}`];
  const problems = [];
  for (const [name, value] of Object.entries(recorded.figures)) {
    const now = measured[name];
    if (now === undefined) {
      problems.push(`${group}-${name}: recorded ${number(value)}, not measured now`);
      continue;
    }
    const change = value === 0 ? (now === 0 ? 0 : Infinity) : (100 * (now - value)) / value;
    if (Math.abs(change) > tolerance) {
      problems.push(`${group}-${name}: recorded ${number(value)}, measured ${number(now)} now `
        + `(${change > 0 ? '+' : ''}${change.toFixed(1)}%, more than the ${tolerance}% allowed)`);
    }
  }
  for (const name of Object.keys(measured)) {
    if (!(name in recorded.figures)) problems.push(`${group}-${name}: measured ${number(measured[name])}, not recorded`);
  }
  if (problems.length > 0) {
    // A compiler of another version lays the code out otherwise: the likeliest reason
    // for a change in code nobody touched.
    if (build && recorded.build && build !== recorded.build) {
      problems.push(`(recorded with ${recorded.build}, measured with ${build})`);
    }
    problems.push(`${FILES.core} records what the documents quote: if the change is meant, run ${recorded.update}`);
  }
  return problems;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const option = (name) => {
    const at = args.indexOf(name);
    return at >= 0 && at + 1 < args.length ? args[at + 1] : undefined;
  };
  const stdin = () => figureLines(readFileSync(0, 'utf8'));
  const fail = (problems) => {
    for (const problem of problems) console.error(problem);
    process.exit(1);
  };
  if (args[0] === '--check') {
    const { stale, quotes } = staleQuotes();
    if (stale.length > 0) stale.push(`run ${WRITE} (the files record the figures; each group names the command that measures it again)`);
    const problems = [...unstated(), ...stale];
    if (problems.length > 0) fail(problems);
    console.log(`${quotes} quotes in ${documents().length} documents agree with ${Object.values(FILES).join(' and ')}`);
  } else if (args[0] === '--write') {
    writeQuotes();
    console.log(`the quotes of ${documents().length} documents written from ${Object.values(FILES).join(' and ')}`);
  } else if (args[0] === '--list') {
    for (const [name, text] of Object.entries(quoted())) console.log(`${name}\t${text}`);
  } else if (args[0] === '--record' && option('--record') && option('--method') && option('--update')
      && (args.includes('--timed') !== Boolean(option('--build')))) {
    record(option('--record'), stdin(), {
      method: option('--method'), update: option('--update'), build: option('--build'), timed: args.includes('--timed'),
    });
  } else if (args[0] === '--compare' && option('--compare') && Number(option('--tolerance')) >= 0) {
    const group = option('--compare');
    const problems = compare(group, stdin(), Number(option('--tolerance')), option('--build'));
    if (problems.length > 0) fail(problems);
    console.log(`${group}: every figure within ${option('--tolerance')}% of ${FILES.core}`);
  } else {
    console.error('usage: node scripts/figures.mjs --check | --write | --list\n'
      + '       node scripts/figures.mjs --record GROUP --method CMD --update CMD (--build TEXT | --timed) < LINES\n'
      + '       node scripts/figures.mjs --compare GROUP --tolerance PERCENT [--build TEXT] < LINES');
    process.exit(2);
  }
}
