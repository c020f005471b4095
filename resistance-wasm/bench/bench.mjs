// Benchmark (not a test): random 7-player playouts per second through the npm
// package in Node, beside the native Rust figure measured in the same run.
//
//   node resistance-wasm/bench/bench.mjs [--games N] [--no-native] [--package DIR]
//
// The package is the built one in resistance-wasm/pkg (bash resistance-wasm/build.sh)
// unless --package names an installed copy. The bot is the JS twin of the Rust
// benchmark's bot (examples/src/lib.rs): a random awaited seat, a random team from
// choices().propose, votes and Fail cards on a coin flip. The native figure is
// "full games games/s" of `cargo run --release -p resistance-examples --bin bench`,
// which plays the same kind of games with the same kind of bot.
import { execFileSync } from 'node:child_process';
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
const packageDir = path.resolve(option('--package', path.join(here, '..', 'pkg')));
const { Game } = await import(pathToFileURL(path.join(packageDir, 'node.mjs')).href);

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

/** Plays `games` games through the object methods; returns games and applies. */
function objectPlayouts(games) {
  let applies = 0;
  for (let index = 0; index < games; index += 1) {
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
function jsonPlayouts(games) {
  const VOTES = ['{"type":"vote","vote":"approve"}', '{"type":"vote","vote":"reject"}'];
  const SUCCESS = '{"type":"playMission","card":"success"}';
  const FAIL = '{"type":"playMission","card":"fail"}';
  let applies = 0;
  for (let index = 0; index < games; index += 1) {
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

function measure(name, playouts) {
  playouts(Math.min(2000, GAMES)); // warm-up: let V8 optimise first
  const start = process.hrtime.bigint();
  const applies = playouts(GAMES);
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  const perSecond = GAMES / seconds;
  console.log(`${name.padEnd(34)} ${perSecond.toFixed(0).padStart(8)} games/s  (${(seconds * 1e9 / applies).toFixed(0)} ns per step, ${(applies / GAMES).toFixed(1)} steps per game)`);
  return perSecond;
}

console.log(`${GAMES} random 7-player games, Node ${process.version}, package ${packageDir}`);
const objects = measure('wasm, object methods', objectPlayouts);
const strings = measure('wasm, JSON string methods', jsonPlayouts);

if (!args.includes('--no-native')) {
  const output = execFileSync('cargo', [
    'run', '--quiet', '--release', '-p', 'resistance-examples', '--bin', 'bench', '--', '--games', String(GAMES * 4),
  ], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
  const native = Number(output.match(/full games games\/s:?\s+(\d+)/)?.[1]);
  if (!Number.isFinite(native)) throw new Error(`no "full games games/s" in the native bench output:\n${output}`);
  console.log(`${'native Rust (examples bench)'.padEnd(34)} ${String(native).padStart(8)} games/s`);
  console.log(`native / wasm: ${(native / objects).toFixed(1)}x with object methods, ${(native / strings).toFixed(1)}x with JSON strings`);
}
