// The host of the game on the table: it asks the engine what each seat may do and see,
// routes every event to its audience, plays the bots' seats (each move decided in the
// package's BotWorker, off the page's thread), and in hot-seat play hands the device
// from player to player (handover.js). It knows no rule: the moves are the engine's
// legal commands, the refusals its errors, the screens its views.
import { init as initGame } from 'resistance-engine';
import { init as initCells } from 'resistance-engine/cells';
import { cellsGame } from './cells.js';
import { confirmAction } from './dialog.js';
import { $, element } from './dom.js';
import { HandOver, renderPrompt } from './handover.js';
import { renderHistory } from './history.js';
import { LANGUAGES, language, setLanguage, t } from './i18n.js';
import { readTableLink } from './net.js';
import { recordLinks } from './replay.js';
import { createTable, openTable, readHostLink, reopenHost } from './online.js';
import { resistanceGame } from './resistance.js';
import { initScheme } from './scheme.js';
import { initScript } from './script.js';
import { describeSetup, foldSetup, forgetSeed, initSetup, showSetupError } from './setup.js';
import { renderTable, token } from './table.js';
import { botName, describeError, seatName, setNames, setNaming } from './words.js';

const params = new URLSearchParams(location.search);
/** Milliseconds between two bot moves (`?botDelay=0` plays them at once). */
const BOT_DELAY = Number(params.get('botDelay') ?? 400);

const GAMES = { resistance: resistanceGame, cells: cellsGame };

/** What a player leaving means, by the leave policy (LV1). */
const LEAVING = {
  // Through `t` where used.
  endGame: 'The game ends at once and nobody wins.',
  substitute: 'Their seat waits for a substitute.',
};

/** The game on the table, or null. */
let table = null;

const isOver = () => table.adapter.game.isOver();
const isBot = (seat) => table.mode === 'bots' && seat !== table.humanSeat;

async function startGame(setup) {
  if (setup.mode === 'online') {
    await createTable(setup);
    return;
  }
  if (table && !isOver() && !(await confirmAction(t('A game is on. End it and start the new one?'), t('End it and start')))) return;
  showSetupError('');
  let adapter;
  try {
    adapter = GAMES[setup.game](setup.config);
  } catch (error) {
    // The engine says why: a player count out of range, modules that do not fit...
    showSetupError(describeError(error));
    return;
  }
  stopGame();
  forgetSeed();
  const players = setup.config.players;
  setNames(setup.names);
  setNaming(setup.naming);
  const perSeat = () => Array.from({ length: players }, () => []);
  table = {
    adapter,
    setup,
    mode: adapter.hasBots ? setup.mode : 'hotseat',
    humanSeat: setup.humanSeat,
    botKind: setup.botKind,
    publicLog: [],
    /** Every event each seat alone saw, and those it has not looked at yet. */
    privateLogs: perSeat(),
    fresh: perSeat(),
    /** A refusal to show on a seat's screen (it may reflect that seat's secrets). */
    errors: Array.from({ length: players }, () => null),
    handOver: new HandOver(players),
    botTimer: null,
    /** The bot seat whose move the worker is deciding, or null. */
    thinking: null,
    /** Which prompt or screen the hand shows (to bring a new one into sight). */
    handKey: null,
  };
  route(adapter.game.opening());
  foldSetup(describeSetup(table.setup));
  $('#table').hidden = false;
  $('#restart').hidden = false;
  $('#table').scrollIntoView({ block: 'start' });
  render();
  scheduleBots();
}

/** Frees the game on, if any, and clears the table. */
function stopGame() {
  if (table === null) return;
  clearTimeout(table.botTimer);
  table.adapter.game.free();
  table = null;
  $('#table').hidden = true;
  $('#restart').hidden = true;
}

/** "New game": back to the setup; a game still on is ended only once confirmed. */
async function restart() {
  if (table && !isOver() && !(await confirmAction(t('End this game and go back to the setup?'), t('End the game')))) return;
  stopGame();
  foldSetup(null);
  document.body.dataset.state = 'ready';
  $('#setup').scrollIntoView({ block: 'start' });
}

/** Delivers each event to its audience: the public log, or those seats' own logs. */
function route(envelopes) {
  for (const { audience, event } of envelopes) {
    if (audience.type === 'everyone') {
      table.publicLog.push(event);
    } else {
      for (const seat of audience.seats) {
        table.privateLogs[seat].push(event);
        table.fresh[seat].push(event);
      }
    }
  }
}

/** `seat` sends `command` (leaving only once confirmed). */
async function act(seat, command) {
  if (command.type === 'leave') {
    const policy = LEAVING[table.setup.config.leavePolicy];
    const question = `${t('{name} leaves the game?', { name: seatName(seat) })} ${policy ? t(policy) : ''}`;
    if (!(await confirmAction(question, t('Leave the game')))) return;
  }
  // What was on the screen has been seen.
  table.fresh[seat] = [];
  try {
    route(table.adapter.game.apply(seat, command).events);
    table.errors[seat] = null;
  } catch (error) {
    table.errors[seat] = describeError(error);
  }
  if (table.mode === 'hotseat' && table.errors[seat] === null) {
    // The screen stays open for what the move showed, or the player's next move;
    // else it closes, ready to pass the device on. A wait for a seat the game does
    // not name starts a round of everyone in turn, from the first seat.
    const view = table.adapter.publicView();
    const due = table.handOver.next(dueArguments(view));
    const secret = table.adapter.secretWait(view) !== null;
    if (isOver() || secret || (table.fresh[seat].length === 0 && due?.seat !== seat)) table.handOver.close();
  }
  render();
  scheduleBots();
}

function hide() {
  table.handOver.hide(table.adapter.secretWait(table.adapter.publicView()));
}

function dueArguments(view) {
  return {
    fresh: table.fresh,
    awaiting: view.awaiting,
    duty: table.adapter.duty(view),
    secretWait: table.adapter.secretWait(view),
  };
}

/**
 * Plays the bots' seats, one move at a time: after BOT_DELAY, a waiting bot's move is
 * decided in the worker (the page goes on drawing and taking clicks meanwhile) and
 * applied when it comes, then the next.
 */
function scheduleBots() {
  clearTimeout(table.botTimer);
  if (table.mode !== 'bots' || isOver() || table.thinking !== null) return;
  // The host's own list of who to wait for: it may name the Assassin, so it is never shown.
  const waitingBots = table.adapter.game.awaiting().filter(isBot);
  if (waitingBots.length === 0) return;
  const current = table;
  current.botTimer = setTimeout(async () => {
    const seat = waitingBots[Math.floor(Math.random() * waitingBots.length)];
    current.thinking = seat;
    render();
    let events = null;
    try {
      events = await current.adapter.botMove(seat, current.botKind);
    } catch (error) {
      // The game was ended meanwhile, or moved on so that the rules refused the move.
      if (table !== current || error.code === 'game_freed' || error.code === 'worker_stopped') return;
      console.warn(`the bot of ${seatName(seat)}: ${describeError(error)}`);
    } finally {
      current.thinking = null;
    }
    if (table !== current) return;
    if (events !== null) route(events);
    render();
    scheduleBots();
  }, BOT_DELAY);
}

// --- drawing --------------------------------------------------------------------------

function render() {
  if (table.replaying) return;
  const { adapter } = table;
  const view = adapter.publicView();
  const over = isOver();
  $('#status').textContent = adapter.status(view);
  const holder = table.mode === 'hotseat' ? table.handOver.holder : table.humanSeat;
  renderTable({
    players: adapter.players,
    center: adapter.renderCenter(view),
    decorate: (seat) => {
      const { classes, tokens, detail } = adapter.decorateSeat(seat, view);
      if (isBot(seat)) tokens.push(token('bot', t('bot'), botName(table.botKind)));
      if (seat === table.thinking) tokens.push(token('thinking', t('thinking…'), t('This bot is deciding its move')));
      else if (table.mode === 'bots') tokens.push(token('you', t('you'), t('Your seat')));
      if (seat === holder && !over) classes.push('holding');
      return { classes, tokens, detail };
    },
    // Hot-seat: a player may ask for the device to look at their own screen.
    onSeat: table.mode === 'hotseat' && !over && table.handOver.holder === null
      ? (seat) => {
          table.handOver.request(seat);
          render();
        }
      : null,
  });
  const result = adapter.renderResult(view);
  $('#result').hidden = result === null;
  $('#result').replaceChildren(...(result === null ? [] : [result, seedNote(), localRecordLinks()]));
  const hand = renderHand(view);
  // On a phone the holder's part is below the table: in sight when it changes hands.
  const handKey = `${hand.className}:${hand.dataset.seat ?? ''}`;
  $('#hand').replaceChildren(hand);
  if (handKey !== table.handKey) $('#hand').scrollIntoView({ block: 'nearest' });
  table.handKey = handKey;
  $('#history .panel-title').textContent = t('What everyone saw');
  const log = $('#public-log');
  log.replaceChildren(...table.publicLog.map((event) => element('li', {}, adapter.describeEvent(event))));
  log.scrollTop = log.scrollHeight; // the latest events in sight
  // The vote-history grid: the history of the seat whose screen is shown, else
  // (between turns, and at the end) the public one. Cells has none.
  const shown = over || (table.mode === 'hotseat' && table.handOver.holder === null) ? null : holder;
  $('#history-grid').replaceChildren(adapter.history ? renderHistory(adapter.history(shown), adapter.players) : '');
  document.body.dataset.state = over ? 'over' : 'playing';
}

/**
 * The seed, once the game is over and nothing is secret (B13): with it the same
 * setup deals the same game again. Before the end it is never in the page.
 */
function seedNote() {
  const { seed } = table.adapter.game.seededConfig();
  const again = new URL(location.href);
  again.searchParams.set('seed', String(seed));
  return element('p', { class: 'note seed' }, t("This game's seed was {seed}: ", { seed }),
    element('a', { href: again.href }, t('the same setup with this seed')), t(' deals it again.'));
}

/**
 * The game's record, once it is over (B13: it holds every secret): a download of
 * the package's `record()`, and the same step-by-step replay as on the server.
 */
function localRecordLinks() {
  const record = table.adapter.game.record();
  const href = URL.createObjectURL(new Blob([JSON.stringify(record)], { type: 'application/json' }));
  return recordLinks({
    href,
    fileName: `game-${record.config.seed}.json`,
    load: () => {
      table.replaying = true;
      return record;
    },
    close: () => {
      table.replaying = false;
      render();
    },
  });
}

/** The device's holder: a seat's screen, or the prompt to pass the device on. */
function renderHand(view) {
  if (isOver()) return element('p', { class: 'note' }, t('The game is over: everything that was hidden is shown below.'));
  if (table.mode === 'bots') {
    return screenOf(table.humanSeat,
      element('p', { class: 'note' }, t('The bots play the other seats: {bot} each.', { bot: botName(table.botKind) })));
  }
  const { handOver } = table;
  if (handOver.holder !== null) {
    return screenOf(handOver.holder, element('button', {
      type: 'button',
      class: 'done',
      onclick: () => {
        table.fresh[handOver.holder] = [];
        table.errors[handOver.holder] = null;
        hide();
        render();
      },
    }, t('Done: hide my screen')));
  }
  const due = handOver.next(dueArguments(view));
  if (due === null) return element('p', { class: 'note' }, t('Waiting.'));
  return renderPrompt(due, () => {
    handOver.reveal(due.seat);
    render();
  });
}

function screenOf(seat, footer) {
  return element('div', { class: 'private', 'data-seat': String(seat) },
    element('h3', {}, t("{name}'s screen", { name: seatName(seat) }), element('span', { class: 'note' }, t(' · for their eyes only'))),
    table.adapter.renderScreen(seat, {
      act: (command) => act(seat, command),
      fresh: table.fresh[seat],
      error: table.errors[seat],
      privateLog: table.privateLogs[seat],
    }),
    footer);
}

// --- start --------------------------------------------------------------------------

// The full module: the setup's names of the cards and the opening script are in it.
// The bots' moves are decided in a BotWorker (resistance.js), which loads its own.
await Promise.all([initGame({ full: true }), initCells()]);
// A table link (`#table=...`): this page is a seat of a game on the table server, or
// its spectators' view. A new link in the address opens that one instead.
initLanguage($('#language'));
initScheme($('#scheme'));
const link = readTableLink(location.hash);
const hosted = readHostLink(location.hash);
window.addEventListener('hashchange', () => location.reload());
if (link !== null) {
  openTable(link);
} else {
  initLocal();
  // The page that made a table, reloaded: its links and the host's panel again.
  if (hosted !== null) reopenHost(hosted);
}

/** The language choice in the bar: the page draws itself again in the one chosen. */
function initLanguage(select) {
  select.replaceChildren(...Object.entries(LANGUAGES).map(([value, label]) => new Option(label, value)));
  select.value = language();
  setLanguage(language());
  select.addEventListener('change', () => setLanguage(select.value));
  window.addEventListener('languagechange', () => {
    if (table) render();
  });
}

function initLocal() {
  initSetup({
    // A seed only when the address names one: otherwise the package draws it securely.
    seed: params.get('seed'),
    start: startGame,
  });
  initScript($('#setup-form'));
  $('#restart').addEventListener('click', restart);
  document.body.dataset.state = 'ready';
}
