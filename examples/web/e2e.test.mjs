// The demo page end to end in headless Chromium (Debian's /usr/bin/chromium, driven
// by playwright-core, which never downloads a browser): the page loads the package,
// whole games are played by clicks, and a screenshot is saved.
//
//   RESISTANCE_ENGINE_DIR=<installed package> node --test examples/web/
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { serve } from './serve.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const SCREENSHOT = process.env.SCREENSHOT ?? path.resolve(here, '..', '..', 'target', 'web-demo.png');

let server;
let context;
let profile;

before(async () => {
  server = await serve(process.env.RESISTANCE_ENGINE_DIR ? { packageDir: process.env.RESISTANCE_ENGINE_DIR } : {});
  profile = mkdtempSync(path.join(tmpdir(), 'resistance-chromium-'));
  // A persistent context is how playwright takes a fresh --user-data-dir of our own.
  context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync',
    ],
    viewport: { width: 1280, height: 900 },
  });
  // Fail fast rather than wait out playwright's 30 s default on a missing element.
  context.setDefaultTimeout(10000);
});

after(async () => {
  await context?.close();
  await server?.close();
  if (profile) rmSync(profile, { recursive: true, force: true });
});

/** A fresh page that fails the test on any script error. */
async function openPage(query) {
  const page = await context.newPage();
  const problems = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
  });
  await page.goto(`${server.url}?${query}`);
  await page.waitForSelector('body[data-state="ready"]', { timeout: 15000 });
  return { page, problems };
}

/** Seats whose card says they are to act. */
async function awaitedSeats(page) {
  return page.$$eval('.seat[data-awaited="true"]', (cards) => cards.map((card) => Number(card.dataset.seat)));
}

/**
 * Plays one move for `seat` by clicks: opens its screen, picks the first seats a
 * picker asks for, or clicks a move button (never leaving, never revealing an
 * agenda, which would not move the game on): the first, or the one `choose` picks
 * from their commands. Returns the command it sent (a picker's as
 * `{ type: 'picked' }`), or null when it found no move.
 */
async function playSeat(page, seat, choose = () => 0) {
  const card = page.locator(`.seat[data-seat="${seat}"]`);
  const toggle = card.locator('button.toggle');
  if ((await toggle.getAttribute('aria-pressed')) !== 'true') await toggle.click();
  const picker = card.locator('fieldset.picker').first();
  if (await picker.count()) {
    const wanted = Number((await picker.locator('legend').textContent()).match(/\d+/)[0]);
    const boxes = picker.locator('input[type=checkbox]');
    for (let index = 0; index < wanted; index += 1) await boxes.nth(index).check();
    await picker.locator('button.pick').click();
    return { type: 'picked' };
  }
  const moves = card.locator('button.move:not(.leave):not(.revealAgenda)');
  const commands = (await moves.evaluateAll((buttons) => buttons.map((button) => button.dataset.command)))
    .map((json) => JSON.parse(json));
  if (commands.length === 0) {
    await toggle.click();
    return null;
  }
  const index = choose(commands);
  const command = commands[index];
  await moves.nth(index).click();
  const error = card.locator('.error');
  if (await error.count()) assert.fail(`the engine refused a move the page offered: ${await error.textContent()}`);
  return command;
}

/**
 * Plays a hot-seat game to its end by clicks (`choose` as for playSeat, `afterMove`
 * called after each move); every command clicked, in order.
 */
async function playHotSeat(page, players, { choose, afterMove = async () => {} } = {}) {
  const played = [];
  while (!(await isOver(page))) {
    assert.ok(played.length < 400, 'the game should be over by now');
    let command = null;
    let seat;
    for (seat of await awaitedSeats(page)) {
      command = await playSeat(page, seat, choose);
      if (command !== null) break;
    }
    if (command === null) {
      // Nobody is publicly awaited: the Assassin chooses in secret. Each player looks.
      for (seat = 0; seat < players && command === null; seat += 1) command = await playSeat(page, seat, choose);
    }
    assert.ok(command !== null, 'some seat must have a move');
    played.push(command);
    await afterMove(command, seat);
  }
  return played;
}

async function isOver(page) {
  return (await page.getAttribute('body', 'data-state')) === 'over';
}

test('hot-seat: agendas of one name or two (HA2), each player picking how many', async () => {
  const { page, problems } = await openPage('seed=7');
  await page.check('input[name=agendas]');
  await page.selectOption('select[name=agendaKind]', 'singleOrDouble');
  await page.click('#start');
  await page.waitForSelector('#table:not([hidden])');
  // Seat 0 seals two names, seat 1 one: the public log says the same of both.
  for (const [seat, names] of [[0, [1, 2]], [1, [3]]]) {
    const card = page.locator(`.seat[data-seat="${seat}"]`);
    await card.locator('button.toggle').click();
    const picker = card.locator('fieldset.picker').first();
    assert.equal(await picker.locator('legend').textContent(), 'Choose 1 or 2');
    for (const name of names) await picker.locator(`input[value="${name}"]`).check();
    await picker.locator('button.pick').click();
    assert.equal(await card.locator('.error').count(), 0);
  }
  const publicLog = await page.textContent('#public-log');
  assert.match(publicLog, /Seat 0 has sealed a hidden agenda\./);
  assert.match(publicLog, /Seat 1 has sealed a hidden agenda\./);
  assert.doesNotMatch(publicLog, /naming/);
  const card = page.locator('.seat[data-seat="0"]');
  await card.locator('button.toggle').click();
  assert.match(await card.textContent(), /your hidden agenda names Seat 1, Seat 2/);
  await card.locator('button.toggle').click();
  await playHotSeat(page, 7);
  assert.match(await page.textContent('#result'), /win!|nobody wins/);
  assert.deepEqual(problems, []);
  await page.close();
});

test('hot-seat: a whole game with every module, played by clicks', async () => {
  const { page, problems } = await openPage('seed=2026');
  await page.selectOption('select[name=players]', '8');
  for (const name of ['assassin', 'bodyGuard', 'falseCommander', 'trapper', 'defector', 'inquisitor', 'agendas']) {
    await page.check(`input[name=${name}]`);
  }
  await page.click('#start');
  await page.waitForSelector('#table:not([hidden])');
  assert.match(await page.textContent('#public-log'), /8 players sit down/);

  await playHotSeat(page, 8);
  const result = await page.textContent('#result');
  assert.match(result, /win!|nobody wins/);
  assert.equal((await page.$$('#result tbody tr')).length, 8, 'every role revealed');
  // Private events never reach the public log.
  const publicLog = await page.textContent('#public-log');
  assert.doesNotMatch(publicLog, /You are dealt|You learn|loyalty card shows/);

  await page.click('.seat[data-seat="0"] button.toggle');
  mkdirSync(path.dirname(SCREENSHOT), { recursive: true });
  await page.screenshot({ path: SCREENSHOT, fullPage: true });
  assert.deepEqual(problems, []);
  await page.close();
});

/** Plays seat 0 by clicks while the bots play the others, until the game is over. */
async function playAgainstBots(page, limit = 2000) {
  for (let moves = 0; !(await isOver(page)); moves += 1) {
    assert.ok(moves < limit, 'the game should be over by now');
    if ((await awaitedSeats(page)).includes(0)) assert.ok(await playSeat(page, 0) !== null, 'seat 0 is awaited but has no move');
    else await page.waitForTimeout(20);
  }
}

/** Who rejected each team, from the public log's votes: one list of names per vote. */
async function rejections(page) {
  const log = await page.textContent('#public-log');
  return [...log.matchAll(/Votes: approved by [^;]*; rejected by ([^.]*)\./g)].map((match) => match[1]);
}

/** Opens a game against the engine's bots of strength `kind`, seat 0 the person's. */
async function startAgainstBots(page, players, kind) {
  await page.selectOption('select[name=players]', String(players));
  await page.check('input[name=mode][value=bots]');
  await page.selectOption('select[name=humanSeat]', '0');
  if (kind !== undefined) await page.selectOption('select[name=botKind]', kind);
  await page.click('#start');
  await page.waitForSelector('#table:not([hidden])');
}

test('against random bots: seat 0 plays by clicks until the end', async () => {
  const { page, problems } = await openPage('seed=7&botDelay=0');
  await startAgainstBots(page, 5, 'random');
  assert.equal(await page.locator('.seat[data-seat="1"] button.toggle').count(), 0, 'bots have no screen to show');
  assert.equal(await page.textContent('.seat[data-seat="1"] .note'), 'A random bot plays this seat.');
  await playAgainstBots(page);
  assert.match(await page.textContent('#result'), /win!|nobody wins/);
  // Random bots reject a team now and then (the stand-in never does: the next test).
  assert.ok((await rejections(page)).some((names) => /Seat [1-4]/.test(names)), 'no bot ever rejected a team');
  assert.deepEqual(problems, []);
  await page.close();
});

test('the chosen strength plays: stand-in bots approve every team and never fail a mission', async () => {
  const { page, problems } = await openPage('seed=7&botDelay=0');
  assert.equal(await page.inputValue('select[name=botKind]'), 'logical', 'Logical by default');
  await startAgainstBots(page, 5, 'standIn');
  for (let seat = 1; seat < 5; seat += 1) {
    const note = page.locator(`.seat[data-seat="${seat}"] .note`);
    assert.equal(await note.getAttribute('data-bot-kind'), 'standIn');
    assert.equal(await note.textContent(), 'The stand-in bot plays this seat.');
  }
  await playAgainstBots(page);
  const rejected = await rejections(page);
  assert.ok(rejected.length > 0, 'teams were voted on');
  for (const names of rejected) assert.match(names, /^(nobody|Seat 0)$/, 'only seat 0 may reject: the bots approve');
  // Only seat 0 may fail a mission: a stand-in plays Success whatever its role.
  const log = await page.textContent('#public-log');
  for (const [, fails] of log.matchAll(/Mission \d (?:succeeds|fails) with (\d+) Fail card/g)) {
    assert.ok(Number(fails) <= 1, `${fails} Fail cards with one person at the table`);
  }
  assert.deepEqual(problems, []);
  await page.close();
});

test('against logical bots, the default strength: a game with every module to its end', async () => {
  const { page, problems } = await openPage('seed=12&botDelay=0');
  for (const name of ['assassin', 'bodyGuard', 'trapper', 'defector', 'inquisitor', 'agendas']) {
    await page.check(`input[name=${name}]`);
  }
  await startAgainstBots(page, 8);
  assert.equal(await page.textContent('.seat[data-seat="7"] .note'), 'A logical bot plays this seat.');
  await playAgainstBots(page);
  assert.match(await page.textContent('#result'), /win!|nobody wins/);
  assert.equal((await page.$$('#result tbody tr')).length, 8, 'every role revealed');
  assert.deepEqual(problems, []);
  await page.close();
});

/** Plot cards a holder keeps in front of them (the others are resolved at once). */
const KEPT = ['strongLeader', 'keepingACloseEyeOnYou', 'noConfidence', 'opinionMaker', 'inTheSpotlight'];

test('plot cards: a hot-seat game given, used and declined by clicks; the cards public, the sights private', async () => {
  const { page, problems } = await openPage('seed=11');
  await page.selectOption('select[name=players]', '7');
  await page.check('input[name=plotCards]');
  await page.click('#start');
  await page.waitForSelector('#table:not([hidden])');
  // Seven players: a deck of 15, and the first leader drew two at once.
  assert.match(await page.textContent('#plot .plot-deck'), /^13 in the deck/);
  assert.match(await page.textContent('#public-log'), /draws \w/);

  const given = [];
  let offered = 0;
  const played = await playHotSeat(page, 7, {
    // Every other time a card may be declined, decline it; else the first move.
    choose: (commands) => {
      const decline = commands.findIndex((command) => command.type === 'declinePlotCard');
      return decline >= 0 && (offered += 1) % 2 === 0 ? decline : 0;
    },
    afterMove: async (command) => {
      if (command.type !== 'givePlotCard') return;
      given.push(command);
      // A kept card lies face up on its receiver's seat, for everyone; an immediate
      // one is resolved and goes.
      if (KEPT.includes(command.card)) {
        const badge = page.locator(`.seat[data-seat="${command.to}"] .badge.plot[data-card="${command.card}"]`);
        assert.ok(await badge.count() > 0, `no ${command.card} badge on seat ${command.to}`);
      }
    },
  });
  const types = new Set(played.map((command) => command.type));
  assert.ok(given.length >= 5, `only ${given.length} cards given`);
  assert.ok(types.has('usePlotCard') && types.has('declinePlotCard'), `plot cards used and declined: ${[...types]}`);
  assert.match(await page.textContent('#result'), /win!|nobody wins/);
  // What the cards showed stayed private until the end, then the reveal lists it.
  const publicLog = await page.textContent('#public-log');
  assert.doesNotMatch(publicLog, /shows you/);
  assert.match(publicLog, /gives [A-Z][\w ]+ to Seat \d/);
  assert.match(publicLog, /uses [A-Z]/);
  // Each seat's own log holds the sights shown to it, and only those: the viewers
  // of the reveal's list, seat by seat.
  const revealed = (await page.$$eval('#result .plot-sights li', (items) => items.map((item) => item.textContent)))
    .map((line) => Number(line.match(/^Round \d: Seat (\d+) saw/)[1]));
  const shownTo = [];
  for (let seat = 0; seat < 7; seat += 1) {
    const card = page.locator(`.seat[data-seat="${seat}"]`);
    await card.locator('button.toggle').click();
    const own = (await card.locator('details').count()) ? await card.locator('details').textContent() : '';
    for (let seen = own.split('shows you').length - 1; seen > 0; seen -= 1) shownTo.push(seat);
    await card.locator('button.toggle').click();
  }
  assert.deepEqual(shownTo, [...revealed].sort((a, b) => a - b));
  assert.deepEqual(problems, []);
  await page.close();
});

test('plot cards against random bots: the bots deal, use and decline; seat 0 by clicks', async () => {
  // The page's bots draw fresh seeds, so one game may end (five rejections in
  // round 1) before any bot is asked about a card: up to five games are played,
  // and at least one must show a bot answering.
  const logs = [];
  for (let game = 0; game < 5; game += 1) {
    const { page, problems } = await openPage(`seed=${5 + game}&botDelay=0`);
    await page.check('input[name=plotCards]');
    await startAgainstBots(page, 10, 'random');
    await playAgainstBots(page, 3000);
    const publicLog = await page.textContent('#public-log');
    assert.match(publicLog, /Seat [1-9] gives /, 'a bot dealt plot cards');
    assert.match(await page.textContent('#result'), /win!|nobody wins/);
    assert.deepEqual(problems, []);
    await page.close();
    logs.push(publicLog);
    if (/Seat [1-9] (uses|declines to use) /.test(publicLog)) break;
  }
  assert.ok(logs.some((log) => /Seat [1-9] (uses|declines to use) /.test(log)), 'a bot answered for a plot card');
});

test('the engine refuses a bad setup and the page shows why', async () => {
  const { page, problems } = await openPage('seed=1');
  await page.selectOption('select[name=players]', '5');
  await page.check('input[name=assassin]');
  await page.check('input[name=falseCommander]');
  await page.click('#start');
  assert.match(await page.textContent('#setup-error'), /False Commander needs the Body Guard.*\(false_commander_without_body_guard\)/);
  assert.equal(await page.isHidden('#table'), true);
  assert.deepEqual(problems, []);
  await page.close();
});

test('the reveal script follows the setup and the language', async () => {
  const { page, problems } = await openPage('seed=3');
  const lines = () => page.$$eval('#script-lines li', (items) => items.map((item) => item.textContent));
  const base = await lines();
  assert.match(base[0], /close your eyes/);
  assert.ok(base.some((line) => /^Spies: open your eyes/.test(line)), base.join('\n'));
  await page.check('input[name=assassin]');
  await page.check('input[name=bodyGuard]');
  const withAssassin = await lines();
  assert.ok(withAssassin.length > base.length, 'the Assassin module adds steps');
  assert.ok(withAssassin.some((line) => line.startsWith('Body Guard')));
  await page.selectOption('#script-language', 'russian');
  assert.match((await lines())[0], /Все закройте глаза/);
  await page.check('input[name=falseCommander]');
  await page.uncheck('input[name=bodyGuard]');
  assert.match((await lines())[0], /False Commander needs the Body Guard/);
  assert.deepEqual(problems, []);
  await page.close();
});
