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
import { TableClient, safeStorage } from './net.js';
import { recordLinks } from './replay.js';
import { resistanceTable } from './resistance.js';
import { CONTROLLERS, foldSetup, showSetupError } from './setup.js';
import { renderTable, token } from './table.js';
import { botName, defaultName, seatName, setNames, setNaming } from './words.js';
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
    names: setup.names.map((name, seat) => name.trim() || defaultName(seat)),
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
    showSetupError(t('The table server could not make the table: {error}. Playing on several phones needs the page served by resistance-server.', { error: error.message }));
    return;
  }
  const shown = { ...setup, names: request.names };
  showMade(made, shown);
  rememberHost(made, shown);
}

/** Where this browser keeps what the page that made a table needs to show it again. */
const hostKey = (table) => `resistance-host:${table}`;

/**
 * Keeps the table's links and host token in this browser and names the table in the
 * address (`#host=ID`), so that a reload of the creator's page shows the links and
 * the host's panel again. The host token stays on this device, as a seat's resume
 * token does on the seat's.
 */
function rememberHost(made, setup) {
  const { table, hostToken, seats, spectate } = made;
  safeStorage().setItem(hostKey(table), JSON.stringify({ made: { table, hostToken, seats, spectate }, setup }));
  history.replaceState(null, '', `#host=${encodeURIComponent(table)}`);
}

/** The table named by a `#host=ID` address, or null. */
export function readHostLink(hash) {
  return new URLSearchParams(hash.replace(/^#/, '')).get('host');
}

/**
 * The creator's page again, after a reload: the links and the host's panel of the
 * table this browser made, or a note when it holds no host token for it.
 */
export function reopenHost(table) {
  const kept = safeStorage().getItem(hostKey(table));
  if (kept === null) {
    showSetupError(t('This browser did not make table {table}: only the browser that made a table holds its host key.', { table }));
    return;
  }
  const { made, setup } = JSON.parse(kept);
  showMade(made, setup);
}

/** The summary, the links and the host's panel of a table made here. */
function showMade(made, setup) {
  setNames(setup.names);
  const summary = () => `${t(setup.game === 'cells' ? 'Cells' : 'The Resistance')} · ${t('{players} players', { players: setup.online.seats.length })} · ${t('table {table}', made)}`;
  foldSetup(summary());
  showLinks(made, setup);
  showHost(made, setup);
  // The creator's page in another language: the summary, links and seats again.
  if (!made.redraw) {
    made.redraw = () => {
      foldSetup(summary());
      showLinks(made, setup, { scroll: false });
      showHost(made, setup);
    };
  }
  window.removeEventListener('languagechange', redrawMade);
  redrawMade = made.redraw;
  window.addEventListener('languagechange', redrawMade);
}

/** The redrawing of the table made last, on a change of language. */
let redrawMade = () => {};

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

/** A seat's link, its QR code and its buttons. */
function seatLink(seat, link, setup) {
  const href = fullLink(link, setup.naming);
  const name = seatName(seat);
  return element('li', { class: 'seat-link', 'data-seat': String(seat) },
    element('h3', {}, name),
    qrImage(href, t("QR code of {name}'s seat", { name })),
    element('a', { href, target: '_blank', rel: 'noopener' }, t("Open {name}'s seat", { name })),
    copyButton(href, t("Copy {name}'s link", { name })));
}

function showLinks(made, setup, { scroll = true } = {}) {
  // A seat handed to a person after the start has a link too (made by the host's panel).
  const people = made.seats.filter(({ seat }) => setup.online.seats[seat] === 'person' || made.fresh?.has(seat));
  const rows = people.map(({ seat, link }) => seatLink(seat, link, setup));
  const panel = element('section', { id: 'links', class: 'panel', 'aria-labelledby': 'links-title' },
    element('h2', { id: 'links-title' }, t('Table {table}', made)),
    element('p', { class: 'note' }, t('Each player scans their own code (or opens their link) on their phone. A link works once: after that, only that phone plays the seat.')),
    element('ul', { class: 'seat-links' }, ...rows));
  if (made.spectate) {
    const href = fullLink(made.spectate, setup.naming);
    panel.append(element('div', { class: 'spectate' }, element('h3', {}, t('Spectators')),
      qrImage(href, t("QR code of the spectators' link")),
      element('a', { href, target: '_blank', rel: 'noopener', id: 'spectate-link' }, t('Watch the table')),
      copyButton(href, t("Copy the spectators' link"))));
  }
  const old = $('#links');
  if (old) old.replaceWith(panel);
  else $('main').append(panel);
  document.body.dataset.state = 'table-made';
  if (scroll) panel.scrollIntoView({ block: 'start' });
}

// --- the host's controls -------------------------------------------------------------

/** How often the host's panel asks the server for the seats' status. */
const HOST_REFRESH_MS = 5000;
let hostTimer = null;

/**
 * The creator's controls (the page holds the host token, which the server gave it
 * once): each seat's status (`GET /api/tables/ID`: who plays it, whether its link
 * was used, whether it is connected or how long it has been away), and handing a
 * seat to a bot or back to a person (`PUT /api/tables/ID/seats/N`), with a new
 * link for a player who lost theirs.
 */
function showHost(made, setup) {
  clearInterval(hostTimer);
  const base = `/api/tables/${encodeURIComponent(made.table)}`;
  const headers = { authorization: `Bearer ${made.hostToken}` };
  const rows = element('tbody');
  const note = element('p', { class: 'note', id: 'host-note', role: 'status' });
  const panel = element('section', { id: 'host', class: 'panel', 'aria-labelledby': 'host-title' },
    element('h2', { id: 'host-title' }, t('The seats (only you, who made the table, see this)')),
    element('div', { class: 'history-scroll' }, element('table', { class: 'host-seats' },
      element('thead', {}, element('tr', {},
        element('th', { scope: 'col' }, t('Seat')),
        element('th', { scope: 'col' }, t('Status')),
        element('th', { scope: 'col' }, t('Who plays')))),
      rows)),
    element('div', { class: 'row' },
      element('button', { type: 'button', class: 'quiet', id: 'host-refresh', onclick: () => refresh() }, t('Refresh')),
      note));
  $('#host')?.remove();
  $('#links').after(panel);

  const say = (text) => { note.textContent = text; };

  /**
   * One host request; a refusal throws in the protocol's own words (its message
   * and code, docs/host-protocol.md), marked `refused`: the server answered no,
   * which is not the same news as no answer at all.
   */
  async function request(path, options = {}) {
    const response = await fetch(base + path, { ...options, headers: { ...headers, ...options.headers } });
    const body = await response.json();
    if (!response.ok) throw Object.assign(new Error(`${body.message} (${body.code})`), { refused: true });
    return body;
  }

  /** What the host is told when a request fails. */
  const failed = (error) => t(error.refused ? 'The server refused: {error}' : 'The server did not answer: {error}', { error: error.message });

  async function refresh() {
    let status;
    try {
      status = await request('');
    } catch (error) {
      say(failed(error));
      return;
    }
    panel.dataset.started = String(status.started);
    panel.dataset.over = String(status.over);
    if (status.over) clearInterval(hostTimer);
    // A row is redrawn only when its seat changed: a choice being made stays open.
    status.seats.forEach((seat) => {
      const key = JSON.stringify([seat.controller, seat.claimed, seat.present, seat.awaySeconds === null ? null : Math.floor(seat.awaySeconds / 10)]);
      const old = rows.querySelector(`tr[data-seat="${seat.seat}"]`);
      if (old?.dataset.key === key) return;
      const row = seatRow(seat, status);
      row.dataset.key = key;
      if (old) old.replaceWith(row);
      else rows.append(row);
    });
  }

  function seatRow(seat, status) {
    const name = seatName(seat.seat);
    const select = element('select', { 'aria-label': t('Who plays {name}\'s seat', { name }), 'data-seat': String(seat.seat), name: 'host-controller' },
      ...CONTROLLERS[setup.game].map(([value, label]) => new Option(t(label), value)));
    select.value = seat.controller;
    const apply = element('button', {
      type: 'button',
      class: 'host-apply',
      'data-seat': String(seat.seat),
      disabled: status.over,
      onclick: () => setController(seat.seat, select.value, false),
    }, t('Hand over'));
    const fresh = element('button', {
      type: 'button',
      class: 'quiet host-new-link',
      'data-seat': String(seat.seat),
      disabled: status.over,
      onclick: () => setController(seat.seat, 'person', true),
    }, t('New link'));
    return element('tr', { 'data-seat': String(seat.seat), 'data-controller': seat.controller, 'data-status': seatStatus(seat) },
      element('th', { scope: 'row' }, name),
      element('td', { class: 'host-status' }, describeStatus(seat)),
      element('td', {}, element('span', { class: 'host-choice' }, select, apply, fresh)));
  }

  async function setController(seat, controller, newLink) {
    try {
      const answer = await request(`/seats/${seat}`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(newLink ? { controller, newLink: true } : { controller }),
      });
      if (answer.link) {
        made.seats = made.seats.map((entry) => (entry.seat === seat ? { ...entry, link: answer.link } : entry));
        made.fresh = new Set([...(made.fresh ?? []), seat]);
        const item = $(`#links .seat-link[data-seat="${seat}"]`);
        const fresh = seatLink(seat, answer.link, setup);
        if (item) item.replaceWith(fresh);
        else $('#links .seat-links').append(fresh);
        say(t('{name} has a new link; the old one no longer works.', { name: seatName(seat) }));
      } else {
        say(answer.controller === 'person'
          ? t('{name} is played by a person again.', { name: seatName(seat) })
          : t('A bot plays {name} now.', { name: seatName(seat) }));
      }
    } catch (error) {
      say(failed(error));
    }
    await refresh();
  }

  refresh();
  hostTimer = setInterval(refresh, HOST_REFRESH_MS);
}

/** A seat's status in one word, for the page's data and tests. */
function seatStatus(seat) {
  if (seat.controller !== 'person') return 'bot';
  if (!seat.claimed) return 'waiting';
  return seat.present ? 'here' : 'away';
}

function describeStatus(seat) {
  switch (seatStatus(seat)) {
    case 'bot': return t('a bot plays it');
    case 'waiting': return t('link not opened yet');
    case 'here': return t('connected');
    default: return seat.awaySeconds === null
      ? t('not connected')
      : t('not connected for {seconds} s', { seconds: seat.awaySeconds });
  }
}

function copyButton(text, label) {
  return element('button', {
    type: 'button',
    class: 'quiet',
    onclick: async (event) => {
      const button = event.currentTarget;
      try {
        await navigator.clipboard.writeText(text);
        button.textContent = t('Copied');
      } catch {
        button.textContent = t('Select the link to copy it');
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
  // The table shows from the welcome on, drawn whole: nothing drawn empty first
  // to be pushed about when the seat's screen comes.
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
    /** Whether the table has clocks: the clock's row then keeps its room. */
    timed: false,
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
          timed: Object.values(message.timers ?? {}).some((seconds) => seconds > 0),
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
    if (command.type === 'leave' && !(await confirmAction(t('{name} leaves the game?', { name: seatName(table.seat) }), t('Leave the game')))) return;
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
  $('#table').hidden = false;
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
      if (controller !== 'person') tokens.push(token('bot', t('bot'), botName(controller)));
      if (seat === table.seat) {
        tokens.push(token('you', t('you'), t('Your seat')));
        classes.push('holding');
      }
      if (table.absent.has(seat) && !view.result) tokens.push(token('away', t('away'), t('No connection')));
      return { classes, tokens, detail };
    },
  });
  const over = view.result !== null;
  // The end, the first time it is drawn: in sight, even far down a phone's page.
  const ending = over && document.body.dataset.state !== 'over';
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
  if (ending) $('#result').scrollIntoView({ block: 'start' });
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
  // The table's creator may hand this seat to a bot, and back: meanwhile the bot moves.
  const bot = (table.seats[table.seat]?.controller ?? 'person') !== 'person';
  return element('div', { class: 'private', 'data-seat': String(table.seat), 'data-bot': String(bot) },
    element('h2', {}, t("{name}'s screen", { name: seatName(table.seat) }), element('span', { class: 'note' }, t(' · for your eyes only'))),
    bot ? element('p', { class: 'note bot-note', role: 'status' }, t('A bot plays your seat for now: the table\'s creator handed it over.')) : '',
    table.game.renderScreen(table.view, bot ? [] : table.legalCommands, {
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
  $('#clock-row').hidden = !table.timed;
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
