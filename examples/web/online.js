// Playing on the table server (resistance-server, docs/host-protocol.md): making a
// table from the setup form (its links and QR codes, one per seat), a seat's page on
// that player's own phone, the spectators' page, and the end with the record. The
// drawing is the same code as on one device (resistance.js, cells.js, table.js): here
// it draws the server's `view` and `legalCommands`, there the package's.
import { cellsTable } from './cells.js';
import { confirmAction } from './dialog.js';
import { $, element } from './dom.js';
import { renderHistory } from './history.js';
import { t } from './i18n.js';
import { TableClient } from './net.js';
import { recordLinks } from './replay.js';
import { resistanceTable } from './resistance.js';
import { foldSetup, showSetupError } from './setup.js';
import { renderTable, token } from './table.js';
import { BOT_NAMES, seatName, setNames, setNaming } from './words.js';
import qrcode from './vendor/qrcode-generator.mjs';

const TABLES = { resistance: resistanceTable, cells: cellsTable };

// --- making a table ----------------------------------------------------------------

/**
 * Makes a table on the server from the setup form (`POST /api/tables`) and shows
 * its links: one per seat a person plays, each with its QR code, and the
 * spectators'. The page that made the table plays no seat: it is the host's.
 */
export async function createTable(setup) {
  showSetupError('');
  const request = {
    game: setup.game,
    config: setup.config,
    seats: setup.online.seats,
    names: setup.names.map((name, seat) => name.trim() || `Player ${seat + 1}`),
    timers: setup.online.timers,
    botPauseMs: 800,
    spectators: setup.online.spectators,
    spectatorDelay: setup.online.spectatorDelay,
  };
  let made;
  try {
    const response = await fetch('/api/tables', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(request),
    });
    made = await response.json();
    if (!response.ok) throw new Error(`${made.message} (${made.code})`);
  } catch (error) {
    showSetupError(`The table server could not make the table: ${error.message}. `
      + 'Playing on several phones needs the page served by resistance-server.');
    return;
  }
  setNames(request.names);
  foldSetup(`${setup.game === 'cells' ? 'Cells' : 'The Resistance'} · ${request.seats.length} players · table ${made.table}`);
  showLinks(made, setup);
}

/** A link of the answer (`/#table=...`) as a whole address, with the card names chosen. */
function fullLink(link, naming) {
  const url = new URL(link, location.href);
  if (naming === 'avalon') url.hash += '&naming=avalon';
  return url.href;
}

/** A QR code of `text`, drawn by qrcode-generator as an image, with its words. */
function qrImage(text, label) {
  const code = qrcode(0, 'M');
  code.addData(text);
  code.make();
  return element('img', { class: 'qr', src: code.createDataURL(4, 2), alt: label, width: '148', height: '148' });
}

function showLinks(made, setup) {
  const people = made.seats.filter(({ seat }) => setup.online.seats[seat] === 'person');
  const rows = people.map(({ seat, link }) => {
    const href = fullLink(link, setup.naming);
    return element('li', { class: 'seat-link', 'data-seat': String(seat) },
      element('h3', {}, seatName(seat)),
      qrImage(href, `QR code of ${seatName(seat)}'s seat`),
      element('a', { href, target: '_blank', rel: 'noopener' }, `Open ${seatName(seat)}'s seat`),
      copyButton(href, `Copy ${seatName(seat)}'s link`));
  });
  const panel = element('section', { id: 'links', class: 'panel', 'aria-labelledby': 'links-title' },
    element('h2', { id: 'links-title' }, `Table ${made.table}`),
    element('p', { class: 'note' }, 'Each player scans their own code (or opens their link) on their phone. '
      + 'A link works once: after that, only that phone plays the seat.'),
    element('ul', { class: 'seat-links' }, ...rows));
  if (made.spectate) {
    const href = fullLink(made.spectate, setup.naming);
    panel.append(element('div', { class: 'spectate' }, element('h3', {}, 'Spectators'),
      qrImage(href, 'QR code of the spectators\' link'),
      element('a', { href, target: '_blank', rel: 'noopener', id: 'spectate-link' }, 'Watch the table'),
      copyButton(href, 'Copy the spectators\' link')));
  }
  $('#links')?.remove();
  $('main').append(panel);
  document.body.dataset.state = 'table-made';
  panel.scrollIntoView({ block: 'start' });
}

function copyButton(text, label) {
  return element('button', {
    type: 'button',
    class: 'quiet',
    onclick: async (event) => {
      const button = event.currentTarget;
      try {
        await navigator.clipboard.writeText(text);
        button.textContent = 'Copied';
      } catch {
        button.textContent = 'Select the link to copy it';
      }
    },
  }, label);
}

// --- a seat's page, a spectator's page ---------------------------------------------

/**
 * Opens the table a link names: the seat (`link.token`, or this browser's resume
 * token for it) or the spectators' view (`link.watch`).
 */
export function openTable(link) {
  setNaming(link.naming);
  document.body.dataset.mode = link.watch ? 'watch' : 'seat';
  $('#setup').hidden = true;
  $('#script').hidden = true;
  $('#table').hidden = false;
  const table = {
    link,
    game: null,
    players: 0,
    seat: null,
    seats: [],
    started: false,
    view: null,
    legalCommands: [],
    events: [],
    error: null,
    connection: 'connecting',
    absent: new Set(),
    /** The clocks running, by seat: when each runs out (`clock` messages). */
    clocks: new Map(),
    spectatorDelay: 0,
    replaying: false,
  };
  const draw = () => render(table, client);
  const client = new TableClient({
    table: link.table,
    token: link.token,
    watch: link.watch,
    on: {
      connection: (state) => {
        table.connection = state;
        draw();
      },
      welcome: (message) => {
        Object.assign(table, {
          game: TABLES[message.game],
          players: message.seats.length,
          seat: message.seat,
          seats: message.seats,
          started: message.started,
          spectatorDelay: message.spectatorDelay,
          absent: new Set(message.seats.filter((seat) => seat.filled && !seat.present && seat.controller === 'person').map((seat) => seat.seat)),
        });
        setNames(message.seats.map((seat) => seat.name ?? ''));
        if (message.game === 'cells') setNaming('resistance');
        draw();
      },
      events: (message) => {
        table.started = true;
        table.view = message.view;
        table.legalCommands = message.legalCommands;
        table.events = client.events;
        draw();
      },
      public: (message) => {
        // Sent from the first moment, the lobby included: the start is `started`.
        table.view = message.view;
        table.events = client.events;
        draw();
      },
      ack: () => {
        table.error = null;
      },
      refused: (message) => {
        table.error = `${message.message} (${message.code})`;
        draw();
      },
      error: (message) => {
        table.error = `${message.message} (${message.code})`;
        draw();
      },
      lobby: (message) => {
        table.seats = message.seats;
        draw();
      },
      started: () => {
        table.started = true;
        draw();
      },
      presence: (message) => {
        if (message.present) table.absent.delete(message.seat);
        else table.absent.add(message.seat);
        draw();
      },
      seat: (message) => {
        table.seats = table.seats.map((seat) => (seat.seat === message.seat ? { ...seat, controller: message.controller } : seat));
        draw();
      },
      clock: (message) => {
        table.clocks.set(message.seat, Date.now() + message.seconds * 1000);
        draw();
      },
    },
  });
  setInterval(() => showClock(table), 1000);
  async function act(command) {
    if (command.type === 'leave' && !(await confirmAction(`${seatName(table.seat)} leaves the game?`, 'Leave the game'))) return;
    table.error = client.send(command) === null ? t('Not connected: the move was not sent. Reconnecting…') : null;
    draw();
  }
  table.act = act;
  window.addEventListener('languagechange', draw);
  draw();
}

/** The public table of what the page holds: a seat's view's `table`, or the spectators' view. */
const publicOf = (table) => (table.seat === null ? table.view : table.game.publicOf(table.view));

function render(table) {
  if (table.replaying) return;
  $('#connection').textContent = {
    connecting: t('Connecting to the table…'),
    closed: t('Connection lost: reconnecting…'),
    stopped: table.error ?? t('This link cannot be used.'),
    open: '',
  }[table.connection];
  $('#connection').hidden = table.connection === 'open';
  if (table.game === null) return;
  if (!table.started || table.view === null) {
    renderLobby(table);
    return;
  }
  const view = publicOf(table);
  const { game } = table;
  // How many events the page holds: a test waits on it after a move.
  document.body.dataset.events = String(table.events.length);
  $('#status').textContent = game.status(view);
  showClock(table);
  renderTable({
    players: table.players,
    center: game.renderCenter(view),
    decorate: (seat) => {
      const { classes, tokens, detail } = game.decorateSeat(seat, view);
      const controller = table.seats[seat]?.controller ?? 'person';
      if (controller !== 'person') tokens.push(token('bot', 'bot', BOT_NAMES[controller] ?? 'A bot'));
      if (seat === table.seat) {
        tokens.push(token('you', 'you', 'Your seat'));
        classes.push('holding');
      }
      if (table.absent.has(seat) && !view.result) tokens.push(token('away', 'away', 'No connection'));
      return { classes, tokens, detail };
    },
  });
  const over = view.result !== null;
  const result = game.renderResult(view);
  $('#result').hidden = result === null;
  $('#result').replaceChildren(...(result === null ? [] : [result, serverRecordLinks(table)]));
  $('#hand').replaceChildren(table.seat === null ? spectatorNote(table) : seatScreen(table));
  const log = $('#public-log');
  log.replaceChildren(...table.events.map((event) => element('li', {}, game.describeEvent(event))));
  log.scrollTop = log.scrollHeight;
  $('#history .panel-title').textContent = table.seat === null ? t('What everyone saw') : t('What you saw');
  // The vote-history grid of the latest view the server sent: this seat's own, or
  // the spectators' public one. Cells has none.
  $('#history-grid').replaceChildren(game.historyOf ? renderHistory(game.historyOf(table.view), table.players) : '');
  document.body.dataset.state = over ? 'over' : 'playing';
}

function renderLobby(table) {
  const waiting = table.seats.filter((seat) => !seat.filled).map((seat) => seatName(seat.seat));
  $('#status').textContent = waiting.length > 0
    ? t('Waiting for {names} to open their link.', { names: waiting.join(', ') })
    : t('Everyone is here: the game starts.');
  $('#hand').replaceChildren(element('p', { class: 'note' },
    table.seat === null ? t('You are watching this table.') : t('You are {name}. The game starts when every seat is taken.', { name: seatName(table.seat) })));
  document.body.dataset.state = 'lobby';
}

function seatScreen(table) {
  return element('div', { class: 'private', 'data-seat': String(table.seat) },
    element('h2', {}, t("{name}'s screen", { name: seatName(table.seat) }), element('span', { class: 'note' }, t(' · for your eyes only'))),
    table.game.renderScreen(table.view, table.legalCommands, {
      act: table.act,
      fresh: [],
      error: table.error,
      // Everything this seat saw is in its log below.
      privateLog: [],
    }));
}

function spectatorNote(table) {
  return element('p', { class: 'note' }, t('You are watching: the table as everyone sees it'),
    table.spectatorDelay > 0 ? t(', {seconds} seconds behind the game.', { seconds: table.spectatorDelay }) : '.');
}

/**
 * The clock beside the status: this seat's own when it runs, else another's. A
 * clock stops when its seat has played: the table no longer waits for it (the
 * Assassin's, which the table never names, runs while this seat still has a move).
 */
function showClock(table) {
  const clock = $('#clock');
  const view = table.view === null ? null : publicOf(table);
  const mine = table.legalCommands.some((c) => c.type !== 'leave' && c.type !== 'revealAgenda');
  const running = view === null || view.result
    ? []
    : [...table.clocks].filter(([seat]) => view.awaiting.includes(seat) || (seat === table.seat && mine));
  const [seat, until] = running.find(([owner]) => owner === table.seat) ?? running[0] ?? [];
  clock.hidden = seat === undefined;
  if (seat === undefined) return;
  const left = Math.max(0, Math.round((until - Date.now()) / 1000));
  clock.textContent = seat === table.seat
    ? t('You have {seconds} s', { seconds: left })
    : t('{name} has {seconds} s', { name: seatName(seat), seconds: left });
}

/**
 * At the end, the record (seed and every command: B13, everything is revealed),
 * which the server gives only now: a download, and a step-by-step replay.
 */
function serverRecordLinks(table) {
  const href = `/api/tables/${encodeURIComponent(table.link.table)}/record`;
  return recordLinks({
    href,
    fileName: `table-${table.link.table}.json`,
    load: async () => {
      table.replaying = true;
      return (await fetch(href)).json();
    },
    close: () => {
      table.replaying = false;
      render(table);
    },
  });
}
