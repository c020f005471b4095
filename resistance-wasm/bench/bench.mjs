// Benchmark (not a test): random 7-player playouts per second through the npm
// package in Node, beside the native Rust figure measured in the same run: through
// the object methods, the JSON string methods and the typed calls (numbers only).
//
//   node resistance-wasm/bench/bench.mjs [--games N] [--rounds R] [--no-native] [--package DIR] [--write]
//
// The package is the built one in resistance-wasm/pkg (bash resistance-wasm/build.sh)
// unless --package names an installed copy. The bot is the JS twin of the Rust
// benchmark's bot (examples/src/lib.rs): a random awaited seat, a random team from
// choices().propose, votes and Fail cards on a coin flip; the three paths draw the
// same random numbers, so they play the same games. The native figure is
// "full games games/s" of `cargo run --release -p resistance-examples --bin bench`,
// which plays the same kind of games with the same kind of bot.
//
// The typed path's time is the engine's (in WebAssembly, and the calls into it) and
// the bot's own, in JS: the bench also times the bot alone, replaying the answers the
// engine gave it from a tape, so that the two can be told apart. `--write` records
// the figures in resistance-wasm/figures.json, with the machine and the date, and
// writes the documents' quotes of them (scripts/figures.mjs).
import { execFileSync } from 'node:child_process';
import { loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..', '..');
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : fallback;
};
const GAMES = Number(option('--games', '20000'));
const ROUNDS = Number(option('--rounds', '3'));
const packageDir = path.resolve(option('--package', path.join(here, '..', 'pkg')));
const { Game, Choice } = await import(pathToFileURL(path.join(packageDir, 'node.mjs')).href);
const { machine: cpu, today, readFigures, writeFigures, writeQuotes } = await import(pathToFileURL(path.join(here, '..', 'figures.mjs')).href);

/** xorshift32: a fast seeded generator for the bots. */
function generator(seed) {
  let state = (seed ^ 0x9e3779b9) >>> 0 || 1;
  return (below) => {
    state ^= state << 13;
    state >>>= 0;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    return state % below;
  };
}

/** A random team of `size` seats from `from`: a partial Fisher–Yates shuffle. */
function randomTeam({ size, from }, draw) {
  const pool = from.slice();
  for (let i = 0; i < size; i += 1) {
    const j = i + draw(pool.length - i);
    [pool[i], pool[j]] = [pool[j], pool[i]];
  }
  return pool.slice(0, size);
}

/** The bot's command for `choices`, as examples/src/lib.rs's random_command. */
function randomCommand(choices, draw) {
  if (choices.propose) return { type: 'proposeTeam', team: randomTeam(choices.propose, draw) };
  if (choices.vote) return { type: 'vote', vote: draw(2) === 0 ? 'approve' : 'reject' };
  if (choices.playFail && draw(2) === 0) return { type: 'playMission', card: 'fail' };
  if (choices.playSuccess) return { type: 'playMission', card: 'success' };
  if (choices.claimSeat) return { type: 'claimSeat' };
  return null;
}

/**
 * Plays `games` games, from game `first` on (game `i` has seed `i`), through the
 * object methods; returns how many commands were applied.
 */
function objectPlayouts(first, games) {
  let applies = 0;
  for (let index = first; index < first + games; index += 1) {
    const game = Game.create({ players: 7, seed: index });
    const draw = generator(index);
    for (;;) {
      const awaiting = game.awaiting();
      if (awaiting.length === 0) break;
      const seat = awaiting[draw(awaiting.length)];
      const command = randomCommand(game.choices(seat), draw);
      if (command === null) break;
      game.apply(seat, command);
      applies += 1;
    }
    game.free();
  }
  return applies;
}

/**
 * The same games through the string methods: the bot still reads its choices, but
 * sends prepared command strings and leaves the outcomes unparsed, as a host that
 * forwards events to clients would.
 */
function jsonPlayouts(first, games) {
  const VOTES = ['{"type":"vote","vote":"approve"}', '{"type":"vote","vote":"reject"}'];
  const SUCCESS = '{"type":"playMission","card":"success"}';
  const FAIL = '{"type":"playMission","card":"fail"}';
  let applies = 0;
  for (let index = first; index < first + games; index += 1) {
    const game = Game.fromJson(`{"players":7,"seed":${index}}`);
    const draw = generator(index);
    for (;;) {
      const awaiting = JSON.parse(game.awaitingJson());
      if (awaiting.length === 0) break;
      const seat = awaiting[draw(awaiting.length)];
      const choices = JSON.parse(game.choicesJson(seat));
      let command;
      if (choices.propose) command = `{"type":"proposeTeam","team":[${randomTeam(choices.propose, draw)}]}`;
      else if (choices.vote) command = VOTES[draw(2)];
      else if (choices.playFail && draw(2) === 0) command = FAIL;
      else if (choices.playSuccess) command = SUCCESS;
      else break;
      game.applyJson(seat, command);
      applies += 1;
    }
    game.free();
  }
  return applies;
}

/** The `index`-th lowest seat of the mask `seats`. */
function nthSeat(seats, index) {
  for (let i = 0; i < index; i += 1) seats &= seats - 1;
  return 31 - Math.clz32(seats & -seats);
}

/** How many seats the mask `seats` holds. */
function count(seats) {
  let n = 0;
  for (; seats !== 0; seats &= seats - 1) n += 1;
  return n;
}

/** randomTeam over masks: the same draws, the same team, as a mask. */
function randomTeamBits(size, from, draw, pool) {
  let length = 0;
  for (; from !== 0; from &= from - 1) pool[length++] = 31 - Math.clz32(from & -from);
  let team = 0;
  for (let i = 0; i < size; i += 1) {
    const j = i + draw(length - i);
    const picked = pool[j];
    pool[j] = pool[i];
    pool[i] = picked;
    team |= 1 << picked;
  }
  return team;
}

/**
 * The same games through the typed calls: bit masks and numbers in and out, one
 * call into the wasm per question and per command, no JSON at all. Each game is
 * dealt by redeal(seed) on one game object, the typed twin of Game.create.
 */
function typedPlayouts(first, games, game = Game.fromJson('{"players":7,"seed":0}')) {
  const pool = new Int32Array(16);
  let applies = 0;
  for (let index = first; index < first + games; index += 1) {
    game.redeal(index);
    const draw = generator(index);
    for (;;) {
      const awaiting = game.awaitingBits();
      if (awaiting === 0) break;
      const seat = nthSeat(awaiting, draw(count(awaiting)));
      const can = game.choicesPacked(seat);
      if (can & Choice.propose) {
        const size = (can >>> Choice.teamSizeShift) & Choice.sizeMask;
        game.proposeBits(seat, randomTeamBits(size, game.choiceSeats(seat, Choice.propose), draw, pool));
      } else if (can & Choice.vote) game.vote(seat, draw(2) === 0);
      else if ((can & Choice.playFail) && draw(2) === 0) game.playMission(seat, true);
      else if (can & Choice.playSuccess) game.playMission(seat, false);
      else break;
      applies += 1;
    }
  }
  game.free();
  return applies;
}

/**
 * A stand-in for the game of `typedPlayouts` that answers every call from a tape:
 * recording, it passes each call on to a real game and writes down its answer;
 * replaying, it answers what was written, so that `typedPlayouts` plays the same
 * games with no engine behind it and its time is the bot's own.
 */
class Tape {
  constructor() {
    this.answers = new Int32Array(1 << 16);
    this.length = 0;
    this.at = 0;
    this.game = null;
  }

  /** Records the answers of games `first` to `first + games - 1`. */
  record(first, games) {
    this.length = 0;
    this.game = Game.fromJson('{"players":7,"seed":0}');
    typedPlayouts(first, games, this);
    this.game = null;
  }

  /** Records `answer` (a call to the game, recording): an answer to replay. */
  keep(answer) {
    if (this.length === this.answers.length) {
      const longer = new Int32Array(this.length * 2);
      longer.set(this.answers);
      this.answers = longer;
    }
    this.answers[this.length++] = answer;
    return answer;
  }

  redeal(seed) { return this.game === null ? this.answers[this.at++] : this.keep(this.game.redeal(seed)); }
  awaitingBits() { return this.game === null ? this.answers[this.at++] : this.keep(this.game.awaitingBits()); }
  choicesPacked(seat) { return this.game === null ? this.answers[this.at++] : this.keep(this.game.choicesPacked(seat)); }
  choiceSeats(seat, kind) { return this.game === null ? this.answers[this.at++] : this.keep(this.game.choiceSeats(seat, kind)); }
  proposeBits(seat, team) { return this.game === null ? this.answers[this.at++] : this.keep(this.game.proposeBits(seat, team)); }
  vote(seat, approve) { return this.game === null ? this.answers[this.at++] : this.keep(this.game.vote(seat, approve)); }
  playMission(seat, fail) { return this.game === null ? this.answers[this.at++] : this.keep(this.game.playMission(seat, fail)); }
  free() { this.game?.free(); this.at = 0; }
}

/** The bot of `typedPlayouts` alone: the same games, the engine's answers from tapes. */
const tapes = new Map();
function botAlonePlayouts(first, games) {
  let tape = tapes.get(first);
  if (tape === undefined || tape.games !== games) {
    tape = new Tape();
    tape.record(first, games);
    tape.games = games;
    tapes.set(first, tape);
  }
  return typedPlayouts(first, games, tape);
}

/** Seconds since `start` (a process.hrtime.bigint()). */
const since = (start) => Number(process.hrtime.bigint() - start) / 1e9;

/** The last ns per step `measure` found, by playouts function. */
const measured = new Map();
/** Steps per game: the same in every path, which play the same games. */
let stepsPerGame = 0;

/** Games per chunk, as in the native bench. */
const CHUNK = 1000;

/**
 * Games per second of `playouts` over games 0 to GAMES - 1, measured as the native
 * bench measures: after a warm-up of at least a second (V8 optimises the fast paths
 * late), chunk by chunk, each chunk played three times and the fastest counting, so
 * that a burst of other work on the machine decides nothing. A path too slow for
 * that (a chunk over a quarter of a second: the JSON ones) plays each chunk once.
 */
function measure(name, playouts) {
  const warm = process.hrtime.bigint();
  do playouts(0, Math.min(2000, GAMES)); while (since(warm) < 1);
  let seconds = 0;
  let applies = 0;
  let repeats = 3;
  for (let first = 0; first < GAMES; first += CHUNK) {
    const games = Math.min(CHUNK, GAMES - first);
    let fastest = Infinity;
    for (let run = 0; run < repeats; run += 1) {
      const start = process.hrtime.bigint();
      const played = playouts(first, games);
      fastest = Math.min(fastest, since(start));
      if (run === 0) applies += played;
      if (fastest > 0.25) repeats = 1;
    }
    seconds += fastest;
  }
  const perSecond = GAMES / seconds;
  const nsPerStep = seconds * 1e9 / applies;
  console.log(`${name.padEnd(34)} ${perSecond.toFixed(0).padStart(8)} games/s  (${nsPerStep.toFixed(0)} ns per step, ${(applies / GAMES).toFixed(1)} steps per game)`);
  measured.set(playouts, nsPerStep);
  stepsPerGame = applies / GAMES;
  return perSecond;
}

/** The native Rust bench's "full games games/s" for the base game, `games` games. */
function nativeGamesPerSecond(games) {
  const output = execFileSync('cargo', [
    'run', '--quiet', '--release', '-p', 'resistance-examples', '--bin', 'bench', '--', '--games', String(games),
  ], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
  const native = Number(output.match(/full games games\/s:?\s+(\d+)/)?.[1]);
  if (!Number.isFinite(native)) throw new Error(`no "full games games/s" in the native bench output:\n${output}`);
  return native;
}

const median = (values) => values.slice().sort((a, b) => a - b)[Math.floor(values.length / 2)];

const machine = `${cpu()}, Node ${process.version}`;
console.log(`${GAMES} random 7-player games, ${machine}; load average ${loadavg().map((load) => load.toFixed(2)).join(' ')}; package ${packageDir}`);
if (args.includes('--bot-alone')) {
  // In a process of its own: the same `typedPlayouts` given a tape and a game in one
  // process would see two kinds of object at each call, and V8 would make both slower.
  measure('the typed calls\' bot alone, in JS', botAlonePlayouts);
  console.log(`bot alone: ${measured.get(botAlonePlayouts)} ns per step`);
  process.exit(0);
}
const objects = measure('wasm, object methods', objectPlayouts);
const strings = measure('wasm, JSON string methods', jsonPlayouts);
const botAlone = execFileSync(process.execPath, [fileURLToPath(import.meta.url), ...args, '--bot-alone'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
process.stdout.write(botAlone.split('\n').find((line) => line.startsWith('the typed')) + '\n');
const botNs = Number(botAlone.match(/bot alone: ([\d.]+) ns/)[1]);

if (args.includes('--no-native')) {
  measure('wasm, typed calls', typedPlayouts);
} else {
  // The typed path and the native bench, measured in turns: on a shared machine the
  // load drifts, and a ratio of two figures taken minutes apart would measure the
  // drift. Each round pairs one of each, taken back to back; the median round counts.
  const rounds = [];
  for (let round = 1; round <= ROUNDS; round += 1) {
    const typed = measure(`wasm, typed calls (round ${round})`, typedPlayouts);
    const native = nativeGamesPerSecond(GAMES * 4);
    console.log(`${`native Rust (round ${round})`.padEnd(34)} ${String(native).padStart(8)} games/s  -> ${(native / typed).toFixed(2)}x`);
    rounds.push({ typed, native, ratio: native / typed });
  }
  const middle = median(rounds.map(({ ratio }) => ratio));
  const { typed, native } = rounds.find(({ ratio }) => ratio === middle);
  console.log(`native / wasm: ${(native / objects).toFixed(1)}x with object methods, ${(native / strings).toFixed(1)}x with JSON strings`);
  console.log(`native / wasm typed calls: ${middle.toFixed(2)}x (median of ${ROUNDS} rounds: ${rounds.map(({ ratio }) => ratio.toFixed(2)).join(', ')}; JSON strings / typed calls: ${(typed / strings).toFixed(1)}x)`);
  const nativeNs = 1e9 / (native * stepsPerGame);
  const typedNs = 1e9 / (typed * stepsPerGame);
  const engineNs = typedNs - botNs;
  console.log(`a step: native ${nativeNs.toFixed(1)} ns, typed calls ${typedNs.toFixed(1)} ns, of which the JS bot ${botNs.toFixed(1)} ns and the engine with its calls ${engineNs.toFixed(1)} ns (${(engineNs / nativeNs).toFixed(2)}x native's whole step)`);
  if (args.includes('--write')) {
    const figures = readFigures();
    const round = (value, digits) => Number(value.toFixed(digits));
    figures.typedPath = {
      method: `node resistance-wasm/bench/bench.mjs --games ${GAMES} --rounds ${ROUNDS} --write`,
      machine,
      date: today(),
      nativeNs: round(nativeNs, 1),
      typedNs: round(typedNs, 1),
      typedRatio: round(middle, 2),
      botNs: round(botNs, 1),
      engineRatio: round(engineNs / nativeNs, 2),
      jsonNs: round(measured.get(jsonPlayouts), 0),
      objectNs: round(measured.get(objectPlayouts), 0),
      objectRatio: round(native / objects, 0),
    };
    writeFigures(figures);
    writeQuotes();
    console.log('written to resistance-wasm/figures.json and the documents that quote it');
  }
}
