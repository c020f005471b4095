// The web table on the table server, in headless Chromium (Debian's, through
// playwright-core): the real server binary on a scratch SQLite file serves the page
// and the package; a creator page makes the table by its form; one browser context
// per seat (each its own storage, as each phone is) plays by clicks on its own
// buttons only; one seat is reloaded mid-vote and resumes, the server is restarted
// mid-mission and every page reconnects by itself; a spectator page is open
// throughout, and its page is searched for every hidden fact before the end. At the
// moments of play each screen is checked at 390 px for sideways scrolling, checked
// by axe-core, and photographed at 390x844 and 1280x800.
//
//   cargo build --release -p resistance-server && bash resistance-wasm/build.sh
//   node --test examples/web/server.e2e.test.mjs
//
// RESISTANCE_SERVER: the server binary (target/release/resistance-server);
// RESISTANCE_ENGINE_DIR: the package (resistance-wasm/pkg); SERVER_SCREENSHOT_DIR:
// where the screenshots go (target/server-screenshots; docs/screenshots holds the
// committed ones).
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { chromiumOptions } from './browser.mjs';
import { assertFits, firstBoxes } from './testing.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..', '..');
const SERVER = process.env.RESISTANCE_SERVER ?? path.join(root, 'target', 'release', 'resistance-server');
const PACKAGE = process.env.RESISTANCE_ENGINE_DIR ?? path.join(root, 'resistance-wasm', 'pkg');
const SHOTS = process.env.SERVER_SCREENSHOT_DIR ?? path.join(root, 'target', 'server-screenshots');
const AXE = path.join(here, 'node_modules', 'axe-core', 'axe.min.js');
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

/** Words only a seat's own screen has: none may be on the spectators' page. */
const SEAT_WORDS = ['You play for', 'You know', 'your vote', 'your card', 'hidden agenda names', 'for your eyes only',
  'Your cards, as dealt', 'What you remember', 'In your hands', 'Mission cards you hold'];
/** Parts of a page only a seat's screen, or the end, draws. */
/** Parts of a page only a seat's screen, or the end, draws (`[data-own]`: a seat's own facts in the vote-history grid). */
const SEAT_PARTS = ['.role-card', '.knows', '.secrets', '.memory', '.private', '.reveal', '[data-own]'];

let server;
let browser;
let scratch;
const contexts = [];

/** A free TCP port on 127.0.0.1 (the server is then started on it). */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Starts the server binary on a scratch SQLite file (on `port`, else a free one);
 * resolves once it answers, to `{ url, log, stop(), restart() }`.
 */
async function startServer(port = null) {
  assert.ok(existsSync(SERVER), `no server binary at ${SERVER}: cargo build --release -p resistance-server`);
  assert.ok(existsSync(path.join(PACKAGE, 'browser.js')), `no built package in ${PACKAGE}: bash resistance-wasm/build.sh`);
  port ??= await freePort();
  const log = [];
  const child = spawn(SERVER, [
    '--listen', `127.0.0.1:${port}`,
    '--database', `sqlite://${path.join(scratch, 'tables.db')}`,
    '--web', here,
    '--package', PACKAGE,
  ], { stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.on('data', (chunk) => log.push(String(chunk)));
  child.stderr.on('data', (chunk) => log.push(String(chunk)));
  const url = `http://127.0.0.1:${port}/`;
  for (let tries = 0; ; tries += 1) {
    try {
      if ((await fetch(url)).ok) break;
    } catch {
      // not listening yet
    }
    assert.ok(tries < 150 && child.exitCode === null, `the server did not start:\n${log.join('')}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    child.kill('SIGTERM');
    await exited;
  };
  // The same port and database: the server restores every unfinished game.
  const restart = async () => {
    await stop();
    Object.assign(server, await startServer(port));
  };
  return { url, log, stop, restart };
}

before(async () => {
  scratch = mkdtempSync(path.join(tmpdir(), 'resistance-server-e2e-'));
  mkdirSync(SHOTS, { recursive: true });
  console.log(`screenshots: ${SHOTS}`);
  server = await startServer();
  browser = await chromium.launch(chromiumOptions());
});

after(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
  await server?.stop();
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

/** A browser context (its own storage: one phone). */
async function newContext(viewport = PHONE) {
  const context = await browser.newContext({ viewport });
  context.setDefaultTimeout(15000);
  // Every layout shift no input caused (Chromium's Layout Instability API), for
  // `layoutJump`: what a player sees move when news arrives, and what moved (the
  // element, its place before and after, in the viewport) to say it when it fails.
  await context.addInitScript(() => {
    window.layoutShifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (entry.hadRecentInput) continue;
        const describe = (node) => {
          if (!node || node.nodeType !== 1) return node?.nodeName ?? '?';
          const path = [];
          for (let at = node; at && at.nodeType === 1 && path.length < 4; at = at.parentElement) {
            path.unshift(at.tagName.toLowerCase() + (at.id ? `#${at.id}` : '') + (at.className && typeof at.className === 'string' ? `.${at.className.split(' ').join('.')}` : ''));
          }
          return path.join('>');
        };
        const rect = (r) => `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}x${Math.round(r.height)}`;
        window.layoutShifts.push({
          value: entry.value,
          at: entry.startTime,
          sources: (entry.sources ?? []).map((source) => `${describe(source.node)} ${rect(source.previousRect)} -> ${rect(source.currentRect)}`),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  contexts.push(context);
  return context;
}

/**
 * A page in `context`, else in a context of its own, that records any script
 * error for `assertClean`.
 */
async function newPage(viewport = PHONE, context = null) {
  const page = await (context ?? await newContext(viewport)).newPage();
  page.problems = [];
  page.on('pageerror', (error) => page.problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') page.problems.push(`console error: ${message.text()}`);
  });
  return page;
}

/**
 * The largest jump of `page`'s layout that no input caused, as Chromium scores it:
 * the worst window of shifts less than 1 s apart, 5 s at most (Cumulative Layout
 * Shift, where 0.1 is the line between good and needing work). Since its last load.
 * `shifts`: that window's shifts, each with what moved.
 */
async function layoutJump(page) {
  const shifts = await page.evaluate(() => window.layoutShifts ?? []);
  let worst = { jump: 0, shifts: [] };
  let window = { jump: 0, shifts: [] };
  let first = -Infinity;
  let last = -Infinity;
  for (const shift of shifts) {
    if (shift.at - last > 1000 || shift.at - first > 5000) {
      window = { jump: 0, shifts: [] };
      first = shift.at;
    }
    window.jump += shift.value;
    window.shifts.push(shift);
    last = shift.at;
    if (window.jump > worst.jump) worst = { jump: window.jump, shifts: [...window.shifts] };
  }
  return worst;
}

/** Each named page's layout jump is below 0.1 (a good page's), and is printed. */
async function assertSteady(named) {
  for (const [name, page] of named) {
    const { jump, shifts } = await layoutJump(page);
    console.log(`layout jump, ${name}: ${jump.toFixed(4)}`);
    const moved = shifts.map((shift) => `${shift.at.toFixed(0)} ms, ${shift.value.toFixed(4)}: ${shift.sources.join('; ')}`);
    assert.ok(jump < 0.1, `news moves the page of ${name}: a layout jump of ${jump.toFixed(4)}\n${moved.join('\n')}`);
  }
}

function assertClean(pages) {
  assert.deepEqual(pages.flatMap((page) => page.problems), [], 'no script error on any page');
}

/** axe-core on the page as it is: no serious or critical violation. */
async function assertAccessible(page, moment) {
  await page.addScriptTag({ path: AXE });
  const violations = await page.evaluate(async () => {
    const { violations } = await window.axe.run(document, { resultTypes: ['violations'] });
    return violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join('; ')})`);
  });
  assert.deepEqual(violations, [], `${moment}: axe-core finds serious violations`);
}

/**
 * One moment of play on `page`: fits 390 px without sideways scrolling, passes
 * axe-core (light and dark colour schemes), and is photographed at 390x844 and at 1280x800 as `name`.
 */
async function moment(page, name) {
  await assertFits(page, name);
  await assertAccessible(page, name);
  // And in a dim room's dark colour scheme.
  await page.emulateMedia({ colorScheme: 'dark' });
  await assertAccessible(page, `${name} (dark)`);
  await page.emulateMedia({ colorScheme: 'light' });
  await page.screenshot({ path: path.join(SHOTS, `${name}-390.png`) });
  await page.setViewportSize(DESKTOP);
  await page.screenshot({ path: path.join(SHOTS, `${name}-1280.png`) });
  await page.setViewportSize(PHONE);
}

/** Fills the setup form for the table server and makes the table; its links. */
async function makeTable(page, { game, players, modules = [], agendaKind, seed, timers = 'off', timerLengths = {}, controllers = {}, shot, check = null }) {
  await page.goto(server.url);
  await page.waitForSelector('body[data-state="ready"]');
  if (game === 'cells') await page.check('input[name=game][value=cells]');
  await page.selectOption('select[name=players]', String(players));
  for (const name of modules) await page.check(`input[name=${name}]`);
  if (agendaKind) await page.selectOption('select[name=agendaKind]', agendaKind);
  await page.fill('input[name=seed]', String(seed));
  await page.check('input[name=mode][value=online]');
  await page.selectOption('select[name=timers]', timers);
  assert.equal(await page.isVisible('#timer-lengths'), timers === 'custom', 'the timers\' lengths show when chosen');
  for (const [field, seconds] of Object.entries(timerLengths)) await page.fill(`input[name=${field}]`, String(seconds));
  for (const [seat, controller] of Object.entries(controllers)) await page.selectOption(`#seat-controllers select[data-seat="${seat}"]`, controller);
  assert.equal(await page.isVisible('#online-options'), true, 'the table server\'s options show');
  assert.equal(await page.locator('#seat-controllers select').count(), players, 'who plays: one choice per seat');
  if (!check) assert.equal(await page.textContent('#start'), 'Make the table');
  if (shot) await moment(page, shot);
  if (check) await check(page, 'the setup form');
  await page.click('#start');
  await page.waitForSelector('#links');
  const seats = await page.$$eval('#links .seat-link a', (links) => links.map((link) => link.href));
  const people = players - Object.values(controllers).filter((controller) => controller !== 'person').length;
  assert.equal(seats.length, people, 'a link per person\'s seat');
  // A QR code per seat and one for the spectators, drawn (qrcode-generator's GIFs).
  const codes = await page.$$eval('#links img.qr', (images) => images.map((image) => ({
    drawn: image.complete && image.naturalWidth > 0,
    gif: image.src.startsWith('data:image/gif;base64,'),
    alt: image.alt,
  })));
  assert.equal(codes.length, people + 1);
  for (const code of codes) assert.deepEqual({ drawn: code.drawn, gif: code.gif }, { drawn: true, gif: true }, code.alt);
  if (shot) await moment(page, `${shot}-links`);
  if (check) await check(page, 'the links and the host\'s panel');
  return { seats, spectate: await page.getAttribute('#spectate-link', 'href') };
}

const eventsHeld = async (page) => Number(await page.getAttribute('body', 'data-events') ?? 0);
const stateOf = (page) => page.getAttribute('body', 'data-state');

/** A small seeded generator of numbers in [0, 1) (mulberry32): the same game each run. */
function seeded(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The seat's next move on its own page: a move button (approve, Success, decline a
 * plot card first: toward three successes and the Assassin's shot; in Cells a
 * mission, once the seat has scouted two cards), else with `random` any of its
 * buttons or its picker (Cells: a face-up card keeps its holder off missions until
 * scouting swaps it away), without, its picker's first seats or places, else the
 * first button. Null when it has nothing to do.
 */
async function nextMove(page, random = null) {
  const screen = page.locator('#hand .private');
  const buttons = screen.locator('button.move[data-command]:not(.leave):not(.revealAgenda)');
  const commands = (await buttons.evaluateAll((nodes) => nodes.map((node) => node.dataset.command))).map((json) => JSON.parse(json));
  const picker = screen.locator('fieldset.picker').first();
  if (!page.scouted && (await picker.count()) > 0 && (await picker.getAttribute('data-picker')) === 'scout') {
    page.scouted = true;
    return { picker };
  }
  const preferred = commands.findIndex((c) => c.vote === 'approve' || c.card === 'success' || c.type === 'declinePlotCard' || c.type === 'goOnMission');
  if (preferred >= 0) return { button: buttons.nth(preferred), command: commands[preferred] };
  const hasPicker = (await picker.count()) > 0;
  if (random && commands.length + hasPicker > 0) {
    const index = Math.floor(random() * (commands.length + hasPicker));
    return index < commands.length ? { button: buttons.nth(index), command: commands[index] } : { picker, random };
  }
  if (hasPicker) return { picker };
  if (commands.length > 0) return { button: buttons.nth(0), command: commands[0] };
  return null;
}

/** Checks as many boxes of a picker as its legend asks for, drawn by `random`. */
async function randomBoxes(picker, random) {
  const wanted = Number((await picker.locator('legend').textContent()).match(/\d+/)[0]);
  const boxes = picker.locator('input[type=checkbox]');
  const indices = [...Array(await boxes.count()).keys()];
  for (let left = wanted; left > 0; left -= 1) {
    const [index] = indices.splice(Math.floor(random() * indices.length), 1);
    await boxes.nth(index).check();
  }
}

/** Plays `move` by clicks and waits for the server's answer (new events, or a refusal). */
async function play(page, move) {
  // The player picks up their phone (a background tab of one browser draws no frames).
  await page.bringToFront();
  const before = await eventsHeld(page);
  if (move.picker) {
    await (move.random ? randomBoxes(move.picker, move.random) : firstBoxes(move.picker));
    await move.picker.locator('button.pick').click();
  } else {
    await move.button.click();
  }
  await page.waitForFunction((held) => Number(document.body.dataset.events) > held || document.querySelector('#hand .error'), before);
  const error = page.locator('#hand .error');
  if (await error.count()) assert.fail(`the server refused a move the page offered: ${await error.textContent()}`);
}

/** What the spectators' page holds now: its markup and text, and whether the game is over. */
async function spectatorSnapshot(page) {
  return page.evaluate((parts) => ({
    over: document.body.dataset.state === 'over',
    html: document.documentElement.outerHTML,
    text: document.body.innerText,
    parts: parts.filter((part) => document.querySelector(part) !== null),
  }), SEAT_PARTS);
}

/** The join tokens of the links and the resume tokens each seat's browser keeps. */
async function tokensOf(links, pages) {
  const joins = links.map((link) => new URL(link).hash.match(/token=([0-9a-f]+)/)[1]);
  const resumes = await Promise.all(pages.map((page) => page.evaluate(() => Object.keys(localStorage)
    .filter((key) => key.endsWith(':resume')).map((key) => localStorage.getItem(key)))));
  return [...joins, ...resumes.flat()];
}

/**
 * Plays the table to its end, each seat page only by its own buttons. `moments`
 * maps a selector on a seat's screen to a moment's name: the first time a seat
 * shows it, `moment()` runs there. `reloadAt`: a move's selector before which that
 * seat's page is reloaded once (it must resume with nothing asked again).
 * `random`: moves drawn by it (nextMove).
 */
async function playToEnd({ seats, spectator, moments = {}, reloadAt = null, restartAt = null, random = null }) {
  const snapshots = [];
  const seen = new Set();
  let reloaded = false;
  let restarted = false;
  for (let round = 0; ; round += 1) {
    if (round >= 1000) {
      const screens = await Promise.all(seats.map(async (page) => `${await stateOf(page)}: ${await page.textContent('#status')} | ${await page.textContent('#hand')}`));
      assert.fail(`the game should be over by now:\n${screens.join('\n')}`);
    }
    snapshots.push(await spectatorSnapshot(spectator));
    const states = await Promise.all(seats.map(stateOf));
    if (states.every((state) => state === 'over')) break;
    let moved = false;
    for (const page of seats) {
      if ((await stateOf(page)) !== 'playing') continue;
      for (const [selector, name] of Object.entries(moments)) {
        if (!seen.has(name) && (await page.locator(`#hand ${selector}`).count()) > 0) {
          seen.add(name);
          await moment(page, name);
        }
      }
      if (reloadAt && !reloaded && (await page.locator(`#hand ${reloadAt}`).count()) > 0) {
        reloaded = true;
        await reloadAndResume(page, reloadAt);
      }
      if (restartAt && !restarted && (await page.locator(`#hand ${restartAt}`).count()) > 0) {
        restarted = true;
        await restartAndReconnect([...seats, spectator]);
      }
      const move = await nextMove(page, random);
      if (move === null) continue;
      await play(page, move);
      moved = true;
    }
    // Nobody had a move: the server's answer to someone is on its way.
    if (!moved) await seats[0].waitForTimeout(50);
  }
  if (reloadAt) assert.ok(reloaded, 'a seat was reloaded mid-game');
  if (restartAt) assert.ok(restarted, 'the server was restarted mid-game');
  return { snapshots, seen };
}

/**
 * Reloads a seat's page where `selector` shows (mid-vote): it must come back to
 * the same seat, role and moves, with every event again, asking nothing.
 */
async function reloadAndResume(page, selector) {
  const before = {
    seat: await page.getAttribute('#hand .private', 'data-seat'),
    screen: await page.textContent('#hand .private'),
    events: await eventsHeld(page),
  };
  await page.reload();
  await page.waitForSelector(`#hand ${selector}`);
  const afterwards = {
    seat: await page.getAttribute('#hand .private', 'data-seat'),
    screen: await page.textContent('#hand .private'),
    events: await eventsHeld(page),
  };
  assert.deepEqual(afterwards, before, 'the reloaded seat resumes where it was');
  assert.equal(await page.locator('#setup:not([hidden]), #links').count(), 0, 'nothing is asked again');
}

/**
 * Stops the server under the pages and starts it again (it restores the game from
 * its database): every page must say the connection is lost, then reconnect by
 * itself and come back to the same screen and events.
 */
async function restartAndReconnect(pages) {
  const screenOf = (page) => page.evaluate(() => ({
    events: document.body.dataset.events,
    hand: document.querySelector('#hand').textContent,
  }));
  const before = await Promise.all(pages.map(screenOf));
  await server.stop();
  for (const page of pages) await page.waitForSelector('#connection:not([hidden])');
  assert.match(await pages[0].textContent('#connection'), /Connection lost: reconnecting/);
  await server.restart();
  for (const page of pages) await page.waitForSelector('#connection', { state: 'hidden', timeout: 30000 });
  assert.deepEqual(await Promise.all(pages.map(screenOf)), before, 'every page is back where it was');
}

/** Every hidden fact the spectators' page must not hold before the end. */
function assertNothingHidden(snapshots, { tokens, seed }) {
  const live = snapshots.filter((snapshot) => !snapshot.over);
  assert.ok(live.length > 10, `the spectators' page was searched during play: ${live.length} times`);
  for (const [index, snapshot] of live.entries()) {
    const where = `the spectators' page, look ${index}`;
    assert.deepEqual(snapshot.parts, [], `${where}: a seat's part`);
    assert.deepEqual(SEAT_WORDS.filter((words) => snapshot.text.includes(words)), [], `${where}: a seat's words`);
    assert.deepEqual(tokens.filter((secret) => snapshot.html.includes(secret)), [], `${where}: a token`);
    assert.equal(snapshot.html.includes(String(seed)), false, `${where}: the seed`);
  }
}

/** The record after the end: downloadable, and replayed step by step on the page. */
async function checkRecord(page, { seed, players }) {
  const href = await page.getAttribute('#record-download', 'href');
  const record = await (await fetch(new URL(href, server.url))).json();
  assert.equal(record.config.seed, seed, 'the record holds the seed');
  assert.equal(record.config.players, players);
  assert.ok(record.commands.length > 10, `the record holds the commands: ${record.commands.length}`);
  await page.click('#replay-start');
  await page.waitForSelector('#replay-events li');
  for (let step = 0; step < 3; step += 1) await page.click('#replay-next');
  assert.match(await page.textContent('#status'), new RegExp(`step 3 of ${record.commands.length}\\b`));
  assert.ok((await page.locator('#replay-events li').count()) > 0, 'the step\'s events');
  await page.click('#replay-back');
  assert.match(await page.textContent('#status'), /step 2 of/);
  await page.click('#replay-close');
  assert.equal(await stateOf(page), 'over');
  return record;
}

/**
 * The vote-history grid on a page: its seat ('public' or a number), its proposal
 * rows as `round.attempt`, and its own facts (`{ round, own, card }`).
 */
const historyGrid = (page) => page.$eval('#history-grid .history-grid', (grid) => ({
  seat: grid.dataset.seat,
  proposals: [...grid.querySelectorAll('tr[data-row="proposal"]')].map((row) => `${row.dataset.round}.${row.dataset.attempt}`),
  own: [...grid.querySelectorAll('tr[data-row="own"] [data-own]')]
    .map((fact) => ({ round: Number(fact.closest('tr').dataset.round), own: fact.dataset.own, card: fact.dataset.card ?? null })),
}));

/**
 * The finished game of the table, replayed from its record in the page's own
 * engine: the public view's proposals, and the mission cards each seat played.
 */
const replayedGame = (page) => page.evaluate(async () => {
  const { Game } = await import('resistance-engine');
  const record = await (await fetch(document.querySelector('#record-download').href)).json();
  const game = Game.replay(record);
  try {
    return {
      proposals: game.publicView().proposals.map((proposal) => `${proposal.round}.${proposal.attempt}`),
      played: Array.from({ length: record.config.players }, (_, seat) => game.view(seat).cardsPlayed),
    };
  } finally {
    game.free();
  }
});

/**
 * The vote-history grids at the end (issue 35): the spectators' is the public one,
 * and every grid has one row per proposal the public view lists; each seat's own
 * facts are its own mission cards, every one, and no other seat's.
 */
async function checkHistoryGrids(spectator, seats) {
  const game = await replayedGame(seats[0]);
  assert.ok(game.proposals.length >= 3, game.proposals.join(' '));
  const watched = await historyGrid(spectator);
  assert.equal(watched.seat, 'public');
  assert.deepEqual(watched.proposals, game.proposals);
  assert.deepEqual(watched.own, []);
  for (const [seat, page] of seats.entries()) {
    const grid = await historyGrid(page);
    assert.equal(grid.seat, String(seat));
    assert.deepEqual(grid.proposals, game.proposals);
    const played = grid.own.filter((fact) => fact.own === 'missionCard').map(({ round, card }) => ({ round, card }));
    assert.deepEqual(played, game.played[seat], `seat ${seat + 1}'s own cards`);
  }
}

/** The roles (or cells) of the reveal table on a page, one line per seat. */
const revealed = (page) => page.$$eval('#result .reveal tbody tr td:nth-child(2)', (cells) => cells.map((cell) => cell.textContent));

/**
 * The spectators' page, then a phone per seat link (or, with `oneBrowser`, every
 * seat a tab of one browser, as a host trying the table has: each tab must still
 * keep its own seat): the game waits in the lobby, naming who has not come, until
 * the last seat is taken, then starts on every page.
 */
async function sitDown(links, spectate, { oneBrowser = false } = {}) {
  const spectator = await newPage(PHONE);
  await spectator.goto(spectate);
  await spectator.waitForSelector('body[data-state="lobby"]');
  const shared = oneBrowser ? await newContext(PHONE) : null;
  const seats = [];
  for (const link of links) {
    const page = await newPage(PHONE, shared);
    await page.goto(link);
    if (seats.length < links.length - 1) {
      await page.waitForSelector('body[data-state="lobby"]');
      assert.match(await page.textContent('#status'), new RegExp(`Waiting for .*Player ${links.length}\\b`));
    }
    seats.push(page);
  }
  for (const page of [spectator, ...seats]) await page.waitForSelector('body[data-state="playing"]');
  return { spectator, seats };
}

test('the vendored QR library is the pinned npm package\'s browser build', () => {
  const vendored = readFileSync(path.join(here, 'vendor', 'qrcode-generator.mjs'));
  const installed = readFileSync(path.join(here, 'node_modules', 'qrcode-generator', 'dist', 'qrcode.mjs'));
  assert.ok(vendored.equals(installed), 'vendor/qrcode-generator.mjs differs from the installed package');
});

test('five phones play The Resistance with every Hidden Agenda module and plot cards to the end; a reload mid-vote and a server restart mid-mission resume; the spectators see nothing hidden', { timeout: 300000 }, async () => {
  const seed = 48151623;
  const players = 5;
  const creator = await newPage(PHONE);
  const { seats: links, spectate } = await makeTable(creator, {
    game: 'resistance',
    players,
    modules: ['assassin', 'bodyGuard', 'trapper', 'defector', 'inquisitor', 'agendas', 'plotCards'],
    agendaKind: 'singleOrDouble',
    seed,
    shot: 'setup',
  });
  const { spectator, seats } = await sitDown(links, spectate);
  // Each phone shows its own seat, and its role card covers and uncovers with a tap.
  const roles = [];
  for (const [seat, page] of seats.entries()) {
    assert.equal(await page.getAttribute('#hand .private', 'data-seat'), String(seat));
    roles.push(await page.textContent('#hand .role-card .role'));
    await page.click('#hand .role-card');
    assert.equal(await page.textContent('#hand .role-card .role'), 'Your card (covered)');
    assert.equal(await page.locator('#hand .role-card').getAttribute('aria-pressed'), 'true');
    await page.click('#hand .role-card');
    assert.equal(await page.textContent('#hand .role-card .role'), roles[seat]);
  }
  await moment(spectator, 'spectator');
  // A phone in Russian, then Vietnamese: its card, its words and the engine's names of the cards.
  const phone = seats[1];
  await phone.selectOption('#language', 'russian');
  assert.match(await phone.textContent('#hand .role-card .side'), /^Вы играете за: /);
  assert.match(await phone.textContent('#status'), /^Раунд 1 · /);
  await phone.selectOption('#language', 'vietnamese');
  assert.match(await phone.textContent('#hand .role-card .side'), /^Bạn thuộc phe: /);
  await moment(phone, 'seat-vietnamese');
  await phone.selectOption('#language', 'english');
  assert.equal(await phone.textContent('#hand .role-card .role'), roles[1]);
  const tokens = await tokensOf(links, seats);
  assert.equal(tokens.length, 2 * players, 'a join token and a resume token per seat');
  const { snapshots, seen } = await playToEnd({
    seats,
    spectator,
    reloadAt: 'button.move.vote',
    restartAt: 'button.move.playMission',
    moments: {
      'button.move.vote': 'vote',
      'button.move.playMission': 'mission',
      'button.move.givePlotCard, button.move.usePlotCard, button.move.declinePlotCard': 'plot-card',
      'button.move.assassinate': 'assassination',
    },
  });
  assert.deepEqual([...seen].sort(), ['assassination', 'mission', 'plot-card', 'vote'], 'every moment was seen');
  assertNothingHidden(snapshots, { tokens, seed });
  // News arriving moves nothing on the pages that only watched it come: the
  // spectators' page and the seats (a seat's own taps are inputs, not counted).
  await assertSteady([['the spectators', spectator], ...seats.map((page, seat) => [`seat ${seat}`, page])]);
  // At the end everything is revealed to all (B13): every page shows every role.
  await spectator.waitForSelector('body[data-state="over"]');
  assert.deepEqual(await revealed(spectator), roles, 'the spectators see every role');
  for (const page of seats) assert.deepEqual(await revealed(page), roles, 'each seat sees every role');
  // The result is in sight when the game ends, even far down a phone's page.
  for (const page of [spectator, ...seats]) {
    assert.ok(await page.evaluate(() => {
      const shown = document.querySelector('#result').getBoundingClientRect();
      return shown.top < innerHeight && shown.bottom > 0;
    }), 'the result is in sight at the end');
  }
  await moment(seats[0], 'end');
  const record = await checkRecord(seats[0], { seed, players });
  await checkHistoryGrids(spectator, seats);
  assert.ok(record.commands.some(({ command }) => command.type === 'chooseAgenda'), 'hidden agendas were sealed');
  assert.ok(record.commands.some(({ command }) => command.type === 'givePlotCard'), 'plot cards were given');
  assertClean([creator, spectator, ...seats]);
});

test('three tabs of one browser play Cells to the end with the timers on, each seeing its own cell from memory; the spectators see nothing hidden', { timeout: 300000 }, async () => {
  const seed = 2718281;
  const players = 3;
  const creator = await newPage(PHONE);
  const { seats: links, spectate } = await makeTable(creator, { game: 'cells', players, seed, timers: 'online' });
  const { spectator, seats } = await sitDown(links, spectate, { oneBrowser: true });
  // Tabs of one browser, each its own seat, also after a reload.
  await seats[1].reload();
  await seats[1].waitForSelector('body[data-state="playing"]');
  assert.deepEqual(await Promise.all(seats.map((page) => page.getAttribute('#hand .private', 'data-seat'))), ['0', '1', '2']);
  // The timers are on: every phone shows whose clock runs (everyone's, while the cells are laid out).
  for (const page of seats) await page.waitForSelector('#clock:not([hidden])');
  assert.match(await seats[0].textContent('#clock'), /^You have \d+ s$/);
  // Each seat sees its hand as dealt, and its memory; the spectators neither.
  for (const page of seats) {
    assert.match(await page.textContent('#hand'), /Your cards, as dealt/);
    assert.equal(await page.locator('#hand .memory').count(), 1);
  }
  const tokens = await tokensOf(links, seats);
  const { snapshots, seen } = await playToEnd({
    seats,
    spectator,
    moments: { 'fieldset.picker': 'cells-scout', 'button.move.playMissionCard': 'cells-mission' },
    random: seeded(seed),
  });
  assert.ok(seen.has('cells-mission'), 'a mission card was played');
  assertNothingHidden(snapshots, { tokens, seed });
  await spectator.waitForSelector('body[data-state="over"]');
  const cells = await revealed(spectator);
  assert.equal(cells.length, players);
  for (const page of seats) assert.deepEqual(await revealed(page), cells, 'each seat sees every cell');
  // Nothing moves on the pages when news arrives, the clocks that start and stop included.
  await assertSteady([['the spectators', spectator], ...seats.map((page, seat) => [`seat ${seat}`, page])]);
  await moment(seats[0], 'cells-end');
  await checkRecord(seats[0], { seed, players });
  assertClean([creator, spectator, ...seats]);
});

// --- the host's panel, the timers, a phone that sleeps, the colour scheme ---------------

/**
 * Before any page script: every WebSocket of the page can be made deaf and dumb at
 * once (`window.sleepSockets()`), as a phone's socket is after it slept: it still
 * looks open, but nothing it sends arrives and nothing sent to it comes.
 */
function sleepableSockets() {
  const Native = window.WebSocket;
  const sockets = [];
  class Sleepable extends Native {
    constructor(...args) {
      super(...args);
      this.asleep = false;
      sockets.push(this);
    }
    send(data) {
      if (!this.asleep) super.send(data);
    }
    addEventListener(type, listener, options) {
      super.addEventListener(type, type === 'message' ? (event) => { if (!this.asleep) listener(event); } : listener, options);
    }
  }
  window.WebSocket = Sleepable;
  window.sleepSockets = () => { for (const socket of sockets) socket.asleep = true; };
}

/** Sets the page's visibility as a phone going to sleep ('hidden') or waking ('visible') does. */
const setVisibility = (page, state) => page.evaluate((visibility) => {
  Object.defineProperty(document, 'visibilityState', { value: visibility, configurable: true });
  Object.defineProperty(document, 'hidden', { value: visibility === 'hidden', configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}, state);

/** A seat page's log and moves: what must be the same after it resumes. */
const seatState = (page) => page.evaluate(() => ({
  events: Number(document.body.dataset.events),
  log: [...document.querySelectorAll('#public-log li')].map((item) => item.textContent),
  moves: [...document.querySelectorAll('#hand button.move')].map((button) => button.dataset.command ?? button.textContent),
  pickers: document.querySelectorAll('#hand fieldset.picker').length,
}));

/** Waits until the table waits for people only (`people`: their seats): no bot is about to move. */
const waitForPeople = (page, people) => page.waitForFunction((seatsOfPeople) => {
  const awaited = [...document.querySelectorAll('#seats .seat.awaited')].map((seat) => Number(seat.dataset.seat));
  return awaited.length > 0 && awaited.every((seat) => seatsOfPeople.includes(seat));
}, people, { timeout: 30000 });

/**
 * Plays the two people's moves until the table waits for `seat` alone (among
 * everyone: no bot is about to move, the other person has nothing to do), so that
 * whatever happens next is that seat's move.
 */
async function waitForSeatAlone(pages, seat) {
  for (let step = 0; step < 60; step += 1) {
    await waitForPeople(pages[seat], [0, 1]);
    const awaited = await pages[seat].$$eval('#seats .seat.awaited', (nodes) => nodes.map((node) => Number(node.dataset.seat)));
    if (awaited.length === 1 && awaited[0] === seat && (await nextMove(pages[seat])) !== null) return;
    const mover = pages.findIndex((page, index) => index !== seat && awaited.includes(index));
    const move = mover >= 0 ? await nextMove(pages[mover]) : null;
    if (move) await play(pages[mover], move);
    else await pages[seat].waitForTimeout(100);
  }
  assert.fail(`the table never waited for seat ${seat} alone`);
}

/**
 * Plays the two people's seats until `sleeper` has nothing to do while `other` has
 * a move; then `sleeper` sleeps (its socket deaf, by `fallAsleep`), `other` moves,
 * `sleeper` wakes (`wake`) and must hold every event once, in order, with the same
 * moves as a fresh load of its seat (a reload joins from event 0).
 */
async function sleepThrough(pages, { fallAsleep, wake }) {
  for (let step = 0; step < 60; step += 1) {
    await waitForPeople(pages[0], [0, 1]);
    const moves = await Promise.all(pages.map((page) => nextMove(page)));
    const sleeper = moves.findIndex((move, index) => move === null && moves[1 - index] !== null);
    if (sleeper < 0) {
      const index = moves.findIndex((move) => move !== null);
      assert.ok(index >= 0, 'one of the people has a move');
      await play(pages[index], moves[index]);
      continue;
    }
    const [asleep, awake] = [pages[sleeper], pages[1 - sleeper]];
    const before = await seatState(asleep);
    await asleep.evaluate(() => window.sleepSockets());
    await fallAsleep(asleep);
    await play(awake, moves[1 - sleeper]);
    assert.equal(await eventsHeld(asleep), before.events, 'a sleeping phone receives nothing');
    await wake(asleep);
    await asleep.waitForFunction((held) => Number(document.body.dataset.events) > held, before.events, { timeout: 20000 });
    await waitForPeople(asleep, [0, 1]);
    await asleep.waitForFunction(() => document.querySelector('#connection').hidden);
    const woken = await seatState(asleep);
    assert.deepEqual(woken.log.slice(0, before.log.length), before.log, 'the events held before the sleep are unchanged');
    assert.equal(woken.log.length, woken.events, 'one line per event');
    await asleep.reload();
    await asleep.waitForFunction((held) => Number(document.body.dataset.events) === held && document.body.dataset.state === 'playing', woken.events);
    assert.deepEqual(await seatState(asleep), woken, 'no event missing or twice, and the same moves, as a fresh load of the seat');
    return;
  }
  assert.fail('no moment came when one person had nothing to do');
}

test('the creator sees the seats and hands them to bots and back; timers of its own lengths; a phone that sleeps resumes with nothing missing or twice; the dark scheme by the switch', { timeout: 300000 }, async () => {
  const players = 5;
  const creator = await newPage(PHONE);
  const { seats: links } = await makeTable(creator, {
    game: 'resistance', players, seed: 31, timers: 'custom', timerLengths: { timerPropose: 600, timerVote: 500 },
  });
  // The host's panel: every seat, none of them taken yet.
  await creator.waitForSelector('#host tbody tr[data-seat="4"]');
  assert.deepEqual(await creator.$$eval('#host tbody tr', (rows) => rows.map((row) => row.dataset.status)), Array(players).fill('waiting'));
  await assertFits(creator, 'the host\'s panel');
  await assertAccessible(creator, 'the host\'s panel');
  await creator.emulateMedia({ colorScheme: 'dark' });
  await assertAccessible(creator, 'the host\'s panel (dark)');
  await creator.emulateMedia({ colorScheme: 'light' });
  // Two people come; the host hands the three other seats to bots, which starts the game.
  const people = [];
  for (const link of links.slice(0, 2)) {
    const context = await newContext(PHONE);
    await context.addInitScript(sleepableSockets);
    const page = await newPage(PHONE, context);
    await page.goto(link);
    await page.waitForSelector('body[data-state="lobby"]');
    people.push(page);
  }
  await creator.click('#host-refresh');
  await creator.waitForFunction(() => ['0', '1'].every((seat) => document.querySelector(`#host tr[data-seat="${seat}"]`)?.dataset.status === 'here'));
  for (const seat of [2, 3, 4]) {
    await creator.selectOption(`#host tr[data-seat="${seat}"] select`, 'standIn');
    await creator.click(`#host tr[data-seat="${seat}"] .host-apply`);
    await creator.waitForSelector(`#host tr[data-seat="${seat}"][data-controller="standIn"]`);
  }
  for (const page of people) await page.waitForSelector('body[data-state="playing"]');
  assert.equal(await people[0].locator('#seats .seat[data-seat="2"] [data-token="bot"]').count(), 1, 'the seat handed over shows its bot');
  // The timers are the creator's: a clock runs, longer than any of the standard set's (120 s at most).
  await people[0].waitForSelector('#clock:not([hidden])');
  const seconds = Number((await people[0].textContent('#clock')).match(/(\d+) s$/)[1]);
  assert.ok(seconds > 120 && seconds <= 600, `the clock shows the creator's length: ${seconds} s`);
  // A phone sleeps (hidden page, its socket silently dead) and wakes; then one whose network drops and comes back.
  await sleepThrough(people, {
    fallAsleep: (page) => setVisibility(page, 'hidden'),
    wake: (page) => setVisibility(page, 'visible'),
  });
  // Then a phone as it sleeps for a while: hidden and off the network for seconds.
  await sleepThrough(people, {
    fallAsleep: async (page) => {
      await setVisibility(page, 'hidden');
      await page.context().setOffline(true);
    },
    wake: async (page) => {
      await page.waitForTimeout(4000);
      await page.context().setOffline(false);
      await setVisibility(page, 'visible');
    },
  });
  // The creator's page, reloaded, shows its table again: the links and the host's
  // panel, from the host token this browser kept (#host=ID).
  assert.match(new URL(creator.url()).hash, /^#host=/);
  await creator.reload();
  await creator.waitForSelector('#host tbody tr[data-seat="1"]');
  await creator.waitForSelector('#links .seat-link');
  // The host hands the second person's seat to a bot when the table waits for that
  // seat alone: the bot plays it (the game goes on), and the seat goes back.
  await waitForSeatAlone(people, 1);
  const waiting = await eventsHeld(people[1]);
  await creator.selectOption('#host tr[data-seat="1"] select', 'logical');
  await creator.click('#host tr[data-seat="1"] .host-apply');
  await creator.waitForSelector('#host tr[data-seat="1"][data-status="bot"]');
  assert.match(await creator.textContent('#host-note'), /A bot plays .* now\./);
  await people[1].waitForSelector('#hand .bot-note');
  await people[1].waitForFunction((held) => Number(document.body.dataset.events) > held, waiting, { timeout: 20000 });
  assert.equal(await people[1].locator('#hand button.move:not(.leave)').count(), 0, 'no move while a bot plays the seat');
  await creator.selectOption('#host tr[data-seat="1"] select', 'person');
  await creator.click('#host tr[data-seat="1"] .host-apply');
  await creator.waitForSelector('#host tr[data-seat="1"][data-controller="person"]');
  await people[1].waitForSelector('#hand .bot-note', { state: 'detached' });
  // A refusal shows in the protocol's words: here a host key this browser keeps
  // that is not the table's (one spoiled in its storage).
  const key = `resistance-host:${decodeURIComponent(new URL(creator.url()).hash.match(/host=([^&]+)/)[1])}`;
  await creator.evaluate((kept) => {
    const made = JSON.parse(localStorage.getItem(kept));
    made.made.hostToken = '0'.repeat(32);
    localStorage.setItem(kept, JSON.stringify(made));
  }, key);
  await creator.reload();
  await creator.waitForFunction(() => /not_host/.test(document.querySelector('#host-note')?.textContent ?? ''));
  assert.equal(await creator.textContent('#host-note'), 'The server refused: this is not the table\'s host token (not_host)');
  // Chromium logs each refused request (403) as a console error of its own.
  creator.problems = creator.problems.filter((problem) => !/status of 403/.test(problem));
  // The colour scheme by the switch, whatever the device says, kept across a reload.
  const background = () => people[0].evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
  await people[0].emulateMedia({ colorScheme: 'light' });
  const light = await background();
  await people[0].selectOption('#scheme', 'dark');
  assert.notEqual(await background(), light, 'the dark scheme is drawn');
  await assertAccessible(people[0], 'a seat in the dark scheme by the switch');
  await people[0].reload();
  await people[0].waitForSelector('body[data-state="playing"]');
  assert.equal(await people[0].getAttribute('html', 'data-scheme'), 'dark');
  await people[0].selectOption('#scheme', 'auto');
  assert.equal(await background(), light);
  assertClean([creator, ...people]);
});

/** The vote buttons of a seat's screen. */
const VOTE_BUTTONS = '#hand .private button.move[data-command*=\'"type":"vote"\']';

test('timers of the creator\'s own lengths: the form takes only what the server does; a short clock runs out and the stand-in votes for the seat', { timeout: 120000 }, async () => {
  const form = await newPage(PHONE);
  await form.goto(server.url);
  await form.waitForSelector('body[data-state="ready"]');
  await form.check('input[name=mode][value=online]');
  await form.selectOption('select[name=timers]', 'custom');
  // The lengths' fields: at 390 px, by axe-core in both schemes.
  await moment(form, 'setup-timers');
  // A length the server would not take stops the form, with the page's words on the field.
  const refused = async (field, message) => {
    await form.click('#start');
    assert.equal(await form.locator('#links').count(), 0, 'no table is made');
    assert.equal(await form.$eval(`input[name=${field}]`, (input) => input.validationMessage), message);
  };
  for (const typed of ['-1', '2.5', '86401']) {
    await form.fill('input[name=timerVote]', typed);
    await refused('timerVote', 'A whole number of seconds from 0 to 86400.');
  }
  const lengths = ['timerPropose', 'timerVote', 'timerMission', 'timerAssassinate', 'timerOther'];
  for (const field of lengths) await form.fill(`input[name=${field}]`, '0');
  await refused('timerPropose', 'Every length is 0, which is no clock at all: choose "off", or give a decision some seconds.');
  // Cells has no vote: its field is out of the form, and only its own clocks count.
  await form.check('input[name=game][value=cells]');
  assert.equal(await form.isDisabled('input[name=timerVote]'), true);
  await refused('timerMission', 'Every length is 0, which is no clock at all: choose "off", or give a decision some seconds.');
  // Other ways of playing have no clocks: the lengths never stop them.
  await form.check('input[name=mode][value=hotseat]');
  assert.equal(await form.isDisabled('input[name=timerMission]'), true);

  // One person and four stand-ins; only the vote has a clock, of 3 s.
  const creator = await newPage(PHONE);
  const { seats: [link] } = await makeTable(creator, {
    game: 'resistance', players: 5, seed: 12, timers: 'custom',
    timerLengths: { timerPropose: 0, timerVote: 3, timerMission: 0, timerAssassinate: 0, timerOther: 0 },
    controllers: { 1: 'standIn', 2: 'standIn', 3: 'standIn', 4: 'standIn' },
  });
  const page = await newPage(PHONE);
  await page.goto(link);
  // The person plays until a vote; then lets its clock run out.
  for (let step = 0; (await page.locator(VOTE_BUTTONS).count()) === 0; step += 1) {
    assert.ok(step < 40, 'a vote comes');
    await page.waitForFunction(() => document.querySelector('#hand .private button.move[data-command]:not(.leave), #hand .private fieldset.picker'), null, { timeout: 30000 });
    if ((await page.locator(VOTE_BUTTONS).count()) > 0) break;
    await play(page, await nextMove(page));
  }
  await page.waitForSelector('#clock:not([hidden])');
  assert.match(await page.textContent('#clock'), /^You have [0-3] s$/);
  const started = Date.now();
  await page.waitForSelector(VOTE_BUTTONS, { state: 'detached', timeout: 15000 });
  const waited = Date.now() - started;
  assert.ok(waited > 1500, `the vote went only when the clock ran out: after ${waited} ms`);
  // The stand-in approved for the seat, as it does: the vote's row in the history says so.
  await page.waitForFunction(() => [...document.querySelectorAll('#history-grid tr[data-row="proposal"]')].at(-1)?.querySelectorAll('td.vote[data-vote]').length === 5);
  const votes = await page.$$eval('#history-grid tr[data-row="proposal"]', (rows) => [...rows.at(-1).querySelectorAll('td.vote')].map((cell) => cell.dataset.vote));
  assert.equal(votes[0], 'approve', `the seat's vote, by the stand-in: ${votes}`);
  assertClean([form, creator, page]);
});

// --- the whole page in Russian and Vietnamese -------------------------------------------

/**
 * The page in `language` hides no English: `t` was never asked for a phrase the
 * language lacks (i18n.js's `missing()`), no English phrase or word of the
 * dictionaries is in sight (the log and the history opened; a word whose
 * translation is itself, as "Avalon", aside), and in Russian no Latin word at all
 * is (the language menu aside).
 */
async function assertTranslated(page, language, where) {
  const found = await page.evaluate(async (russian) => {
    const history = document.querySelector('#history');
    if (history) history.open = true;
    const { missing, PHRASES } = await import('/i18n.js');
    const texts = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (parent.closest('select, script, style, noscript, [hidden]') || parent.getClientRects().length === 0) continue;
      texts.push(node.nodeValue);
    }
    const text = texts.join('\n');
    const phrases = Object.keys(PHRASES.russian).filter((phrase) => !phrase.includes('{'));
    const english = [
      ...phrases.filter((phrase) => /\s/.test(phrase.trim()) && phrase.trim().length >= 8)
        .filter((phrase) => text.includes(phrase.trim())),
      // Single words as whole words, case and all ("Round", "Seat", "away", "bot"):
      // Vietnamese is written in Latin letters, so only the dictionary tells them apart.
      ...phrases.filter((word) => /^[A-Za-z-]{3,}$/.test(word) && Object.values(PHRASES).every((words) => words[word] !== word))
        .filter((word) => new RegExp(`(?<![\\w-])${word}(?![\\w-])`).test(text)),
    ];
    return { missing: missing(), english, latin: russian ? [...new Set(text.match(/\b[A-Za-z]{3,}\b/g) ?? [])] : [] };
  }, language === 'russian');
  assert.deepEqual(found, { missing: [], english: [], latin: [] }, `${where} in ${language}: English left`);
}

/** A browser context whose pages open in `language` (kept on the device, as the bar's menu does). */
async function contextIn(language) {
  const context = await newContext(PHONE);
  await context.addInitScript((chosen) => localStorage.setItem('resistance-language', chosen), language);
  return context;
}

/** Plays one person's seat against the server's bots to the end, checking its language at each move. */
async function playAlone(page, language, random) {
  for (let step = 0; step < 400 && (await stateOf(page)) !== 'over'; step += 1) {
    await page.waitForFunction(() => document.body.dataset.state === 'over'
      || document.querySelector('#hand .private button.move[data-command]:not(.leave):not(.revealAgenda), #hand .private fieldset.picker'), null, { timeout: 30000 });
    if ((await stateOf(page)) === 'over') break;
    await assertTranslated(page, language, `a seat's page, move ${step}`);
    const move = await nextMove(page, random);
    if (move) await play(page, move);
  }
  await page.waitForSelector('body[data-state="over"]');
  await assertTranslated(page, language, 'the end');
  await page.click('#replay-start');
  await page.click('#replay-next');
  await assertTranslated(page, language, 'the replay');
  await page.click('#replay-close');
}

for (const [language, game] of [['russian', 'resistance'], ['vietnamese', 'cells'], ['russian', 'cells'], ['vietnamese', 'resistance']]) {
  test(`the whole page in ${language}: the setup, the links and seats, ${game === 'cells' ? 'Cells' : 'The Resistance'} played to the end with its log, the end, the replay`, { timeout: 300000 }, async () => {
    const check = (page, where) => assertTranslated(page, language, where);
    const creator = await newPage(PHONE, await contextIn(language));
    const players = game === 'cells' ? 3 : 5;
    const bot = game === 'cells' ? 'random' : 'standIn';
    const controllers = Object.fromEntries(Array.from({ length: players - 1 }, (_, index) => [index + 1, bot]));
    const { seats: links } = await makeTable(creator, {
      game, players, seed: 5, controllers, timers: 'custom', timerLengths: { timerOther: 900, timerMission: 900 },
      modules: game === 'cells' ? [] : ['assassin', 'trapper', 'inquisitor', 'plotCards', 'agendas'],
      check: async (page, where) => {
        if (where.includes('links')) await page.waitForSelector('#host tbody tr');
        await check(page, where);
      },
    });
    const page = await newPage(PHONE, await contextIn(language));
    await page.goto(links[0]);
    await page.waitForSelector('body[data-state="playing"]');
    await playAlone(page, language, seeded(7));
    assertClean([creator, page]);
  });
}
