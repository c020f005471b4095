// What every bundler app does once both engines are loaded (its main.js loads them
// the way its bundler needs): a whole base game with plot cards and modules played
// through the main module, each seat by its first legal command, and the first steps
// of a Cells game, answered as one plain object; the apps whose bundler builds the
// package's bot worker (Vite, webpack) also play the base game by the engine's bots
// in a BotWorker (playBots). The seeds are fixed, so test.mjs can play the same games
// in Node and expect the bundled engines to answer exactly the same.
import { Game, engineVersion } from 'resistance-engine';
import { CellsGame } from 'resistance-engine/cells';

/** Plot cards beside the modules whose steps share their moments (as a reference run). */
export const BASE_CONFIG = {
  players: 9,
  seed: 6,
  plotCards: true,
  trapper: true,
  defector: 'standard',
  inquisitor: true,
  assassin: { bodyGuard: true },
};
/** More commands than any game takes: a bot that stalls is an error, not a hang. */
const MAX_COMMANDS = 2000;
const CELLS_STEPS = 8;

/**
 * The base game to its end, each command chosen by `choose(game, seat, commands)`
 * (a promise, or the command itself) for the seat the game awaits first.
 */
async function playBaseBy(choose) {
  const game = Game.create(BASE_CONFIG);
  const eventTypes = new Set();
  let commands = 0;
  try {
    while (!game.isOver()) {
      if (commands === MAX_COMMANDS) throw new Error(`the game did not end in ${MAX_COMMANDS} commands`);
      const [seat] = game.awaiting();
      const command = await choose(game, seat, commands);
      for (const { event } of game.apply(seat, command).events) eventTypes.add(event.type);
      commands += 1;
    }
    const { winner, reason } = game.result() ?? {};
    return { winner, reason, commands, plotCardsGiven: eventTypes.has('plotCardGiven') };
  } finally {
    game.free();
  }
}

/** The base game, each seat playing its first legal command but leaving. */
function playBase() {
  return playBaseBy((game, seat) => game.legalCommands(seat).find(({ type }) => type !== 'leave' && type !== 'revealAgenda'));
}

/**
 * The base game, every seat played by the logical bot, whose commands `ask(game,
 * seat, seed)` answers (a BotWorker's, or in Node the game's own): a seed of its own
 * per command, so that the bots choose the same in every build.
 */
export function playBots(ask) {
  return playBaseBy((game, seat, commands) => ask(game, seat, commands));
}

/** The Cells variant has no bots: its first legal command, a few times over. */
function playCells() {
  const cells = CellsGame.create({ players: 4, seed: 7 });
  const played = [];
  try {
    for (let step = 0; step < CELLS_STEPS && cells.result() === null; step += 1) {
      const [seat] = cells.awaiting();
      const [command] = cells.legalCommands(seat).filter(({ type }) => type !== 'leave');
      cells.apply(seat, command);
      played.push(command.type);
    }
    const { turn, phase } = cells.publicView();
    return { played, turn, phase: phase.type };
  } finally {
    cells.free();
  }
}

export async function play() {
  return { engineVersion: engineVersion(), base: await playBase(), cells: playCells() };
}

/** Writes the result into the page's <pre id="result">, where test.mjs reads it. */
export function show(result) {
  const pre = document.getElementById('result');
  if (pre === null) throw new Error('the page has no <pre id="result">');
  pre.textContent = JSON.stringify(result);
}
