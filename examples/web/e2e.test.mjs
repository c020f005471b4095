// The demo page end to end in headless Chromium (Debian's /usr/bin/chromium, driven
// by playwright-core, which never downloads a browser): the page loads the package,
// whole games are played by clicks at a desktop width and at a phone's, through the
// hot-seat hand-over prompts, and screenshots are saved.
//
//   RESISTANCE_ENGINE_DIR=<installed package> node --test examples/web/
//
// Screenshots go to SCREENSHOT_DIR (target/web-screenshots/ by default, printed);
// SCREENSHOT, when set, is one more copy of the desktop table at the end of a game.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { chromium } from 'playwright-core';
import { chromiumOptions } from './browser.mjs';
import { assertFits, firstBoxes } from './testing.mjs';
import { serve } from './serve.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const SHOTS = process.env.SCREENSHOT_DIR ?? path.resolve(here, '..', '..', 'target', 'web-screenshots');
const WIDTHS = {
  desktop: { width: 1280, height: 900 },
  phone: { width: 390, height: 844 },
};
/** Words only a seat's own screen shows: none may be in the page while a prompt is. */
const SECRET_WORDS = ['You play for', 'You are dealt', 'Just for you', 'What you remember', 'Your cards, as dealt'];

let server;
let context;
let profile;

before(async () => {
  server = await serve(process.env.RESISTANCE_ENGINE_DIR ? { packageDir: process.env.RESISTANCE_ENGINE_DIR } : {});
  profile = mkdtempSync(path.join(tmpdir(), 'resistance-chromium-'));
  mkdirSync(SHOTS, { recursive: true });
  console.log(`screenshots: ${SHOTS}`);
  // A persistent context is how playwright takes a fresh --user-data-dir of our own.
  context = await chromium.launchPersistentContext(profile, chromiumOptions({ viewport: WIDTHS.desktop }));
  // Fail fast rather than wait out playwright's 30 s default on a missing element.
  context.setDefaultTimeout(10000);
});

after(async () => {
  await context?.close();
  await server?.close();
  if (profile) rmSync(profile, { recursive: true, force: true });
});

/** A fresh page at `width` ('desktop' or 'phone') that fails the test on any script error. */
async function openPage(query, width) {
  const page = await context.newPage();
  await page.setViewportSize(WIDTHS[width]);
  const problems = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
  });
  await page.goto(`${server.url}?${query}`);
  await page.waitForSelector('body[data-state="ready"]', { timeout: 15000 });
  return { page, problems };
}

/**
 * Opens a fresh page (openPage), lets `play` use it, then fails the test on any
 * script error the page logged meanwhile and closes it; answers what `play` answers.
 */
async function onPage(query, width, play) {
  const { page, problems } = await openPage(query, width);
  const answer = await play(page);
  assert.deepEqual(problems, []);
  await page.close();
  return answer;
}

async function screenshot(page, name) {
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

async function isOver(page) {
  return (await page.getAttribute('body', 'data-state')) === 'over';
}

async function startGame(page, { players, modules = [], names = [] } = {}) {
  if (players !== undefined) await page.selectOption('select[name=players]', String(players));
  for (const name of modules) await page.check(`input[name=${name}]`);
  for (const [seat, name] of names.entries()) await page.fill(`#names input[data-seat="${seat}"]`, name);
  await page.click('#start');
  await page.waitForSelector('#table:not([hidden])');
  // The setup and the opening script fold away during play.
  assert.equal(await page.$eval('#setup', (panel) => panel.open), false, 'the setup folds away');
  assert.equal(await page.$eval('#script', (panel) => panel.open), false, 'the opening script folds away');
}

/**
 * The hand-over prompt on the page: the seat it names and why, after checking that
 * no secret is in the page while it shows. Null when no prompt shows.
 */
async function promptShown(page) {
  const prompt = page.locator('#hand .handover');
  if ((await prompt.count()) === 0) return null;
  const shown = await page.evaluate((words) => ({
    screens: document.querySelectorAll('.screen').length,
    leaked: words.filter((word) => document.body.innerText.includes(word)),
  }), SECRET_WORDS);
  assert.deepEqual(shown, { screens: 0, leaked: [] }, 'a secret is visible while the hand-over prompt shows');
  return { seat: Number(await prompt.getAttribute('data-seat')), text: await prompt.textContent() };
}

/**
 * One step of play on the open screen: picks the first seats a picker asks for
 * (two places for a Cells scout), or clicks a move button (never leaving, never
 * revealing an agenda, which would not move the game on): the one `choose` picks
 * from their commands, the first by default. With no move, hides the screen
 * ("Done"). Returns the command sent (a picker's as `{ type: 'picked' }`), or null.
 */
async function playScreen(page, choose = () => 0, pick = firstBoxes) {
  const screen = page.locator('#hand .private');
  const moves = screen.locator('button.move[data-command]:not(.leave):not(.revealAgenda)');
  const commands = (await moves.evaluateAll((buttons) => buttons.map((button) => button.dataset.command)))
    .map((json) => JSON.parse(json));
  const picker = screen.locator('fieldset.picker').first();
  const hasPicker = (await picker.count()) > 0;
  let index = commands.length > 0 ? choose(commands) : null;
  if (index === null && !hasPicker && commands.length > 0) index = 0;
  let played;
  if (index !== null) {
    played = commands[index];
    await moves.nth(index).click();
  } else if (hasPicker) {
    await pick(picker);
    await picker.locator('button.pick').click();
    played = { type: 'picked' };
  } else {
    await screen.locator('button.done').click();
    return null;
  }
  const error = page.locator('#hand .error');
  if (await error.count()) assert.fail(`the engine refused a move the page offered: ${await error.textContent()}`);
  return played;
}

/**
 * Plays a hot-seat game to its end by clicks, through every hand-over prompt.
 * `choose(commands)` picks a move button's index (null: the picker instead, when
 * there is one), `pick(picker)` checks a picker's boxes; `onPrompt(prompt)` sees
 * each prompt, `onScreen()` each screen the prompt opens. Every command sent, in order.
 */
async function playHotSeat(page, { choose, pick, onPrompt = async () => {}, onScreen = async () => {}, afterMove = async () => {} } = {}) {
  const played = [];
  for (let steps = 0; !(await isOver(page)); steps += 1) {
    assert.ok(steps < 1500, 'the game should be over by now');
    const prompt = await promptShown(page);
    if (prompt !== null) {
      await onPrompt(prompt);
      await page.click('#hand .handover button.reveal');
      assert.equal(Number(await page.getAttribute('#hand .screen', 'data-seat')), prompt.seat, 'the screen of the seat named');
      await onScreen();
      continue;
    }
    const command = await playScreen(page, choose, pick);
    if (command !== null) {
      played.push(command);
      await afterMove(command);
    }
  }
  return played;
}

/** Moves towards three successes: approve, play Success, Fail never. */
const towardSuccess = (commands) => {
  const index = commands.findIndex((command) => command.vote === 'approve' || command.card === 'success');
  return index >= 0 ? index : 0;
};

for (const [width, game] of [
  // Team sizes: B2's for 8 players, one more each with the Trapper (TR1); B2's for 5.
  ['desktop', { players: 8, sizes: [4, 5, 5, 6, 6], modules: ['assassin', 'bodyGuard', 'falseCommander', 'trapper', 'defector', 'inquisitor', 'agendas'], names: ['Ana', 'Bao', 'Chen', 'Dara', 'Eli', 'Femi', 'Gus', 'Hana'] }],
  ['phone', { players: 5, sizes: [2, 3, 2, 3, 3], modules: ['assassin'] }],
]) {
  test(`hot-seat at the ${width} width: a whole game through the hand-over prompts, the Assassin's shot included`, async () => {
    await onPage('seed=2026', width, async (page) => {
      if (width === 'phone') await assertFits(page, 'the setup');
      await screenshot(page, `${width}-setup`);
      await startGame(page, game);
      const name = (seat) => game.names?.[seat] ?? `Player ${seat + 1}`;
      // Names around the table, never "Seat 0".
      const around = await page.$$eval('#seats .seat .name', (names) => names.map((node) => node.textContent));
      assert.deepEqual(around, Array.from({ length: game.players }, (_, seat) => name(seat)));
      assert.doesNotMatch(await page.textContent('#table'), /Seat \d/);
      // The mission track: five missions with their team sizes (B2), the two-fail marker (B3) from 7 players.
      const sizes = await page.$$eval('.mission-track .mission .size', (nodes) => nodes.map((node) => Number(node.textContent)));
      assert.deepEqual(sizes, game.sizes);
      assert.equal(await page.locator('.mission.two-fails:nth-child(4) [data-marker="two-fails"]').count(), game.players >= 7 ? 1 : 0);
      assert.equal(await page.locator('.vote-track li').count(), 5);

      const prompts = [];
      let shot = false;
      let voted = false;
      await playHotSeat(page, {
        choose: towardSuccess,
        onPrompt: async (prompt) => {
          assert.match(prompt.text, new RegExp(`Pass the device to ${name(prompt.seat)}`));
          prompts.push(prompt);
          if (!shot) {
            shot = true;
            if (width === 'phone') await assertFits(page, 'a hand-over prompt');
            await screenshot(page, `${width}-handover`);
          }
        },
        afterMove: async (command) => {
          if (command.type !== 'vote' || voted || (await page.locator('#seats [data-vote]').count()) === 0) return;
          // The votes revealed lie face up as cards on the seats (B7).
          voted = true;
          assert.equal(await page.locator('#seats [data-vote]').count(), game.players);
          if (width === 'phone') await assertFits(page, 'the votes revealed');
          await screenshot(page, `${width}-votes`);
        },
      });
      assert.ok(voted, 'votes were revealed on the seats');
      // The opening: everyone looks at their own card, each behind a prompt.
      assert.deepEqual(prompts.slice(0, game.players).map((prompt) => prompt.seat), Array.from({ length: game.players }, (_, seat) => seat));
      // Approvals and Successes win three missions: the Assassin then shoots, and the
      // device goes round everyone in turn, so the prompts do not say who the Assassin is.
      const secret = prompts.filter((prompt) => /Assassin chooses in secret/.test(prompt.text));
      assert.ok(secret.length > 0, 'the Assassin chose behind hand-over prompts');
      const roles = await page.$$eval('#result tbody tr td:nth-child(2)', (cells) => cells.map((cell) => cell.textContent));
      const assassin = roles.indexOf('Assassin');
      // The Resistance names, the default: the Commander among the cards, and the shot
      // named after it, hit or miss.
      assert.ok(roles.includes('Commander'), roles.join(', '));
      assert.deepEqual(secret.map((prompt) => prompt.seat), secret.map((_, index) => assassin - secret.length + 1 + index),
        'everyone in turn, up to the Assassin');
      assert.match(await page.textContent('#result'), /the Assassin named/i);
      assert.match(await page.textContent('#result'), /the Commander/);
      assert.equal(await page.locator('#result tbody tr').count(), game.players, 'every role revealed');
      assert.equal(await page.locator('.mission-track .mission.success').count(), 3);
      // Private events never reach the public log.
      assert.doesNotMatch(await page.textContent('#public-log'), /You are dealt|You learn|loyalty card shows/);
      if (width === 'phone') await assertFits(page, 'the end');
      await screenshot(page, `${width}-over`);
      if (width === 'desktop' && process.env.SCREENSHOT) copyFileSync(path.join(SHOTS, 'desktop-over.png'), process.env.SCREENSHOT);
    });
  });
}

/**
 * The vote-history grid in the history panel: its seat ('public' or a number), its
 * proposal rows as `round.attempt`, and its own facts (`{ round, own, card }`).
 */
async function historyGrid(page) {
  return page.$eval('#history-grid .history-grid', (grid) => ({
    seat: grid.dataset.seat,
    proposals: [...grid.querySelectorAll('tr[data-row="proposal"]')]
      .map((row) => `${row.dataset.round}.${row.dataset.attempt}`),
    own: [...grid.querySelectorAll('tr[data-row="own"] [data-own]')]
      .map((fact) => ({ round: Number(fact.closest('tr').dataset.round), own: fact.dataset.own, card: fact.dataset.card ?? null })),
  }));
}

/**
 * The game on the page once it is over, from its record (the download link's), in
 * the page's own engine: the public view's proposals, and each seat's played cards.
 */
async function finishedGame(page) {
  return page.evaluate(async () => {
    const { Game } = await import('resistance-engine');
    const record = await (await fetch(document.querySelector('#record-download').href)).json();
    const game = Game.replay(record);
    try {
      const players = record.config.players;
      return {
        proposals: game.publicView().proposals.map((proposal) => `${proposal.round}.${proposal.attempt}`),
        played: Array.from({ length: players }, (_, seat) => game.view(seat).cardsPlayed),
      };
    } finally {
      game.free();
    }
  });
}

test('the vote-history grid: one row per team voted on, and a seat sees only its own cards (issue 35)', async () => {
  await onPage('seed=35', 'desktop', async (page) => {
    await startGame(page, { players: 5, modules: ['trapper'] });
    const seen = [];
    const screenGrid = async () => {
      const seat = Number(await page.getAttribute('#hand .screen', 'data-seat'));
      const grid = await historyGrid(page);
      assert.equal(grid.seat, String(seat), 'the grid of the seat whose screen shows');
      return { seat, grid };
    };
    let draw = 7;
    // Teams approved, mostly (five rejections would end the game in its first
    // round), and Success or Fail by turns: missions both fail and succeed.
    const mixed = (commands) => {
      draw = (draw * 5 + 3) % 11;
      const approve = commands.findIndex((command) => command.vote === 'approve');
      if (approve >= 0 && draw % 3 !== 0) return approve;
      return draw % commands.length;
    };
    await playHotSeat(page, {
      choose: mixed,
      onPrompt: async () => {
        // Between turns, the public grid: nobody's own facts.
        const grid = await historyGrid(page);
        assert.equal(grid.seat, 'public');
        assert.deepEqual(grid.own, []);
      },
      onScreen: async () => {
        seen.push(await screenGrid());
      },
      // After a move the screen stays open until "Done": a mission card just played shows.
      afterMove: async () => {
        if ((await page.locator('#hand .screen').count()) > 0) seen.push(await screenGrid());
      },
    });
    const game = await finishedGame(page);
    // At the end the grid is the public one, a row for every proposal the view lists.
    const end = await historyGrid(page);
    assert.equal(end.seat, 'public');
    assert.deepEqual(end.proposals, game.proposals);
    assert.deepEqual(end.own, []);
    assert.ok(game.proposals.length >= 3, game.proposals.join(' '));
    let cards = 0;
    for (const { seat, grid } of seen) {
      // The proposals so far, in order: a beginning of the game's.
      assert.deepEqual(grid.proposals, game.proposals.slice(0, grid.proposals.length));
      // Mission cards: this seat's own alone, one a round at most.
      const played = grid.own.filter((fact) => fact.own === 'missionCard');
      assert.equal(new Set(played.map((fact) => fact.round)).size, played.length);
      for (const fact of played) {
        assert.deepEqual(game.played[seat].find((card) => card.round === fact.round),
          { round: fact.round, card: fact.card }, `seat ${seat + 1}'s own card in round ${fact.round}`);
      }
      cards += played.length;
    }
    assert.ok(cards > 0, 'some screen showed its own mission card');
  });
});

test('the hand-over prompt hides the last screen, and a player may ask for their own', async () => {
  await onPage('seed=3', 'desktop', async (page) => {
    await startGame(page, { players: 5 });
    const first = await promptShown(page);
    assert.equal(first.seat, 0);
    await page.click('#hand .handover button.reveal');
    assert.match(await page.textContent('#hand'), /You play for/);
    await page.click('#hand button.done');
    // The next player's prompt: the last screen gone.
    assert.equal((await promptShown(page)).seat, 1);
    // Player 4 asks for the device by a click on their place at the table.
    await page.click('#seats .seat[data-seat="3"] button.place');
    const asked = await promptShown(page);
    assert.equal(asked.seat, 3);
    assert.match(asked.text, /Pass the device to Player 4/);
    await page.click('#hand .handover button.reveal');
    assert.equal(await page.getAttribute('#hand .screen', 'data-seat'), '3');
  });
});

/** Plays seat 0 by clicks while the bots play the others, until the game is over. */
async function playAgainstBots(page, limit = 2000) {
  for (let moves = 0; !(await isOver(page)); moves += 1) {
    assert.ok(moves < limit, 'the game should be over by now');
    assert.equal(await page.locator('#hand .handover').count(), 0, 'no hand-over with one person at the table');
    // Seat 0's moves, whether the public view names it or not (the Assassin's shot).
    if ((await page.locator('#hand button.move[data-command]:not(.leave):not(.revealAgenda), #hand fieldset.picker').count()) > 0) {
      assert.ok(await playScreen(page) !== null, 'seat 0 is awaited but has no move');
    } else {
      await page.waitForTimeout(20);
    }
  }
}

/** Who rejected each team, from the public log's votes: one list of names per vote. */
async function rejections(page) {
  const log = await page.textContent('#public-log');
  return [...log.matchAll(/Votes: approved by [^;]*; rejected by ([^.]*)\./g)].map((match) => match[1]);
}

/** Opens a game against the engine's bots of strength `kind`, seat 0 the person's. */
async function startAgainstBots(page, players, kind, modules = []) {
  await page.check('input[name=mode][value=bots]');
  await page.selectOption('select[name=humanSeat]', '0');
  if (kind !== undefined) await page.selectOption('select[name=botKind]', kind);
  await startGame(page, { players, modules });
}

test('against strong bots at the desktop width: a game with every module to its end', async () => {
  await onPage('seed=12&botDelay=0', 'desktop', async (page) => {
    assert.equal(await page.inputValue('select[name=botKind]'), 'logical', 'Strong (logical) by default');
    await startAgainstBots(page, 8, undefined, ['assassin', 'bodyGuard', 'trapper', 'defector', 'inquisitor', 'agendas']);
    assert.equal(await page.getAttribute('#seats .seat[data-seat="7"] [data-token="bot"]', 'title'), 'A strong bot (logical)');
    assert.equal(await page.locator('#seats .seat[data-seat="0"] [data-token="bot"]').count(), 0, 'seat 0 is the person');
    await playAgainstBots(page);
    assert.match(await page.textContent('#result'), /win!|nobody wins/);
    assert.equal(await page.locator('#result tbody tr').count(), 8, 'every role revealed');
    await screenshot(page, 'desktop-bots');
  });
});

test('against easy bots at the phone width: seat 0 plays by clicks until the end', async () => {
  await onPage('seed=7&botDelay=0', 'phone', async (page) => {
    await startAgainstBots(page, 5, 'random');
    await assertFits(page, 'a game against bots');
    await playAgainstBots(page);
    assert.match(await page.textContent('#result'), /win!|nobody wins/);
    // Random bots reject a team now and then (the stand-in never does: the next test).
    assert.ok((await rejections(page)).some((names) => /Player [2-5]/.test(names)), 'no bot ever rejected a team');
    await assertFits(page, 'the end against bots');
    await screenshot(page, 'phone-bots');
    // The record: the package's record() as a download, then replayed step by step.
    const [download] = await Promise.all([page.waitForEvent('download'), page.click('#record-download')]);
    const record = JSON.parse(readFileSync(await download.path(), 'utf8'));
    assert.equal(record.config.seed, 7, 'the record deals the game again');
    await page.click('#replay-start');
    await page.click('#replay-next');
    assert.match(await page.textContent('#status'), new RegExp(`^Replay · step 1 of ${record.commands.length} · Player \\d played$`));
    assert.ok((await page.locator('#replay-events li').count()) > 0, 'the step\'s events');
    await page.click('#replay-close');
    assert.equal(await page.isVisible('#result .reveal'), true, 'back at the end');
  });
});

test('the chosen strength plays: stand-in bots approve every team and never fail a mission', async () => {
  await onPage('seed=7&botDelay=0', 'desktop', async (page) => {
    await startAgainstBots(page, 5, 'standIn');
    for (let seat = 1; seat < 5; seat += 1) {
      assert.equal(await page.getAttribute(`#seats .seat[data-seat="${seat}"] [data-token="bot"]`, 'title'), 'The stand-in bot');
    }
    await playAgainstBots(page);
    const rejected = await rejections(page);
    assert.ok(rejected.length > 0, 'teams were voted on');
    for (const names of rejected) assert.match(names, /^(nobody|Player 1)$/, 'only seat 0 may reject: the bots approve');
    // Only seat 0 may fail a mission: a stand-in plays Success whatever its role.
    const log = await page.textContent('#public-log');
    for (const [, fails] of log.matchAll(/Mission \d (?:succeeds|fails) with (\d+) Fail card/g)) {
      assert.ok(Number(fails) <= 1, `${fails} Fail cards with one person at the table`);
    }
  });
});

/**
 * Issue 35: the bots decide in the package's BotWorker, so the page keeps drawing
 * while the search bot thinks. The page counts its frames (requestAnimationFrame) and
 * notes when a seat shows it is thinking; over the longest decisions, frames must keep
 * coming. The same count over a search decision made on the page's own thread shows
 * a gap as long as the decision: the measure sees a page that freezes.
 */
test('bots think in a worker: the page keeps drawing while the search bot decides', async () => {
  await onPage('seed=3&botDelay=0', 'desktop', async (page) => {
    await page.evaluate(() => {
      const watch = { frames: [], thinking: [], since: null };
      window.watch = watch;
      const frame = (now) => {
        watch.frames.push(now);
        requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
      new MutationObserver(() => {
        const now = performance.now();
        const shown = document.querySelector('#seats [data-token="thinking"]') !== null;
        if (shown && watch.since === null) watch.since = now;
        if (!shown && watch.since !== null) {
          watch.thinking.push([watch.since, now]);
          watch.since = null;
        }
      }).observe(document.querySelector('#seats'), { childList: true, subtree: true });
    });
    await startAgainstBots(page, 10, 'search');
    /** The decisions seen so far, each with the longest wait between two frames in it. */
    const decisions = () => page.evaluate(() => window.watch.thinking.map(([start, end]) => {
      const frames = window.watch.frames.filter((at) => at >= start && at <= end);
      const edges = [start, ...frames, end];
      const longestGap = Math.max(...edges.slice(1).map((at, index) => at - edges[index]));
      return { ms: end - start, longestGap };
    }));
    const started = Date.now();
    let seen = [];
    // Seat 0 plays by clicks; the bots until there are enough long decisions to judge.
    while (!(await isOver(page)) && Date.now() - started < 60_000) {
      seen = await decisions();
      if (seen.filter(({ ms }) => ms >= 150).length >= 3) break;
      if ((await page.locator('#hand button.move[data-command]:not(.leave):not(.revealAgenda), #hand fieldset.picker').count()) > 0) {
        await playScreen(page);
      } else {
        await page.waitForTimeout(20);
      }
    }
    const long = seen.filter(({ ms }) => ms >= 150);
    assert.ok(long.length >= 1, `no search decision took 150 ms or more: ${JSON.stringify(seen)}`);
    for (const { ms, longestGap } of long) {
      assert.ok(longestGap < ms / 2, `a ${ms.toFixed(0)} ms decision left the page without a frame for ${longestGap.toFixed(0)} ms`);
    }
    // The same measure over a search decision on the page's own thread: one gap, as
    // long as the decision.
    const inline = await page.evaluate(async () => {
      const { Game } = await import('resistance-engine');
      const game = Game.create({ players: 10, seed: 2 });
      const [seat] = game.awaiting();
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      const start = performance.now();
      game.botCommand(seat, 'search', 11);
      const end = performance.now();
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      const frames = window.watch.frames.filter((at) => at >= start && at <= end);
      const edges = [start, ...frames, end];
      game.free();
      return { ms: end - start, longestGap: Math.max(...edges.slice(1).map((at, index) => at - edges[index])) };
    });
    assert.ok(inline.longestGap >= inline.ms * 0.9, `the page drew during a decision on its own thread: ${JSON.stringify(inline)}`);
    const worst = long.reduce((a, b) => (b.longestGap > a.longestGap ? b : a));
    console.log(`search bot at 10 players, in the worker: ${long.length} decisions of 150 ms or more (the longest `
      + `${Math.max(...long.map(({ ms }) => ms)).toFixed(0)} ms), frames at most ${worst.longestGap.toFixed(0)} ms apart; `
      + `on the page's thread: ${inline.ms.toFixed(0)} ms without a frame`);
  });
});

/** The seed the end of the game shows, as a number; null while none shows. */
async function seedShown(page) {
  const note = page.locator('#result .seed');
  if ((await note.count()) === 0) return null;
  return Number((await note.textContent()).match(/seed was (\d+)/)[1]);
}

/** The roles of the final reveal, a line per seat. */
async function revealedRoles(page) {
  return page.$$eval('#result .reveal tbody tr', (rows) => rows.map((row) => row.textContent));
}

/**
 * Issue 35: a game with no seed typed is dealt from the browser's secure source,
 * and no seed is in the page (its text or its fields) before the game is over; at
 * the end it shows, and its link deals the same game again.
 */
test('the seed: secure when none is typed, never shown before the end, then a link that deals the game again', async () => {
  const play = () => onPage('botDelay=0', 'desktop', async (page) => {
    assert.equal(await page.inputValue('input[name=seed]'), '', 'no seed is offered');
    await startAgainstBots(page, 5, 'standIn');
    // Read in one go: a bot's move between two reads could end the game.
    const during = () => page.evaluate(() => ({
      over: document.body.dataset.state === 'over',
      field: document.querySelector('input[name=seed]').value,
      text: document.body.innerText,
      shown: document.querySelector('#result .seed') === null ? null : 'shown',
    }));
    const moments = [await during()];
    for (let moves = 0; !(await isOver(page)); moves += 1) {
      assert.ok(moves < 2000, 'the game should be over by now');
      if ((await page.locator('#hand button.move[data-command]:not(.leave):not(.revealAgenda), #hand fieldset.picker').count()) > 0) {
        await playScreen(page);
      } else {
        await page.waitForTimeout(20);
      }
      moments.push(await during());
    }
    const seed = await seedShown(page);
    assert.ok(Number.isSafeInteger(seed) && seed >= 0, `the end shows the seed: ${seed}`);
    const live = moments.filter((moment) => !moment.over);
    // The deal is secure, so it differs each run: seat 0 may never lead nor go on a
    // mission, and the stand-ins end it in three rounds. Its votes are then its only
    // moves, the last of which may end the game: the opening and two votes are sure.
    assert.ok(live.length >= 3, `moments of play were looked at: ${live.length}`);
    for (const moment of live) {
      assert.equal(moment.field, '', 'the seed field is empty during play');
      assert.equal(moment.shown, null, 'no seed note before the end');
      assert.ok(!moment.text.includes(String(seed)), `the seed ${seed} is in the page during play`);
    }
    const again = await page.getAttribute('#result .seed a', 'href');
    return { seed, again, roles: await revealedRoles(page) };
  });
  const first = await play();
  const second = await play();
  assert.notEqual(first.seed, second.seed, 'two games drew the same seed');
  // 2^53 seeds: two draws below a million (what Math.random() * 1e6 gave) would be
  // a one-in-a-billion chance each.
  assert.ok(first.seed > 1_000_000 || second.seed > 1_000_000, 'the seeds look guessable');
  // The link deals the same game: the same roles, seat by seat.
  const replayed = await onPage(`${new URL(first.again).search.slice(1)}`, 'desktop', async (page) => {
    assert.equal(await page.inputValue('input[name=seed]'), String(first.seed), 'the link fills the seed');
    await startAgainstBots(page, 5, 'standIn');
    await playAgainstBots(page);
    return revealedRoles(page);
  });
  assert.deepEqual(replayed, first.roles);
});

test('leaving and restarting ask first: cancel keeps the game, confirm ends it', async () => {
  await onPage('seed=4', 'desktop', async (page) => {
    await startGame(page, { players: 5 });
    await page.click('#hand .handover button.reveal');
    const before = { status: await page.textContent('#status'), log: await page.textContent('#public-log') };

    // Leave (LV1), cancelled: nothing changes.
    await page.click('#hand button.move.leave');
    assert.equal(await page.isVisible('#confirm'), true, 'a confirmation before leaving');
    assert.match(await page.textContent('#confirm-message'), /Player 1 leaves the game\? The game ends at once/);
    await page.click('#confirm-cancel');
    assert.equal(await page.isVisible('#confirm'), false);
    assert.equal(await page.getAttribute('body', 'data-state'), 'playing');
    assert.deepEqual({ status: await page.textContent('#status'), log: await page.textContent('#public-log') }, before);
    assert.equal(await page.getAttribute('#hand .screen', 'data-seat'), '0', 'the screen stays open');

    // New game, cancelled: the game stays on the table.
    await page.click('#restart');
    assert.match(await page.textContent('#confirm-message'), /End this game/);
    await page.keyboard.press('Escape');
    assert.equal(await page.isVisible('#table'), true);
    assert.equal(await page.getAttribute('body', 'data-state'), 'playing');
    assert.equal(await page.textContent('#public-log'), before.log);

    // New game, confirmed: back to the open setup.
    await page.click('#restart');
    await page.click('#confirm-ok');
    await page.waitForSelector('#table', { state: 'hidden' });
    assert.equal(await page.$eval('#setup', (panel) => panel.open), true);

    // Leave, confirmed: the game ends abandoned (the default leave policy).
    await startGame(page, { players: 5 });
    await page.click('#hand .handover button.reveal');
    await page.click('#hand button.move.leave');
    await page.click('#confirm-ok');
    await page.waitForSelector('body[data-state="over"]');
    assert.match(await page.textContent('#result'), /Abandoned: nobody wins/);
    assert.match(await page.textContent('#public-log'), /Player 1 leaves/);
  });
});

for (const [width, players] of [['phone', 4], ['desktop', 3]]) {
  test(`Cells at the ${width} width: a hot-seat game of ${players} to its end`, async () => {
    await onPage('seed=7', width, async (page) => {
      // Cells has no Avalon names: the choice, made before switching game, changes nothing.
      await page.check('input[name=naming][value=avalon]');
      await page.check('input[name=game][value=cells]');
      assert.deepEqual(await page.$$eval('select[name=players] option', (options) => options.map((option) => option.value)), ['3', '4']);
      assert.equal(await page.isHidden('#modules'), true, 'no modules in Cells');
      await startGame(page, { players });
      assert.equal(await page.locator('#seats .seat .cell .character').count(), 3 * players, 'three characters a cell (CE1)');
      let arranged = false;
      // Missions end the game soonest. When no pair may go (face-up characters, CE7),
      // scouting face-up cards turns them face down again (CE4); with none face up,
      // the deck is scouted.
      const preference = ['arrange', 'goOnMission', 'passMissionCards', 'playMissionCard', 'expose', 'returnToDeck', 'returnCharacters'];
      const faceUp = async () => page.$$eval('#seats .character:not(.face-down)', (cards) =>
        cards.map((card) => JSON.stringify({ seat: Number(card.closest('.seat').dataset.seat), slot: card.dataset.slot })));
      let upNow = [];
      const played = await playHotSeat(page, {
        onPrompt: async () => {
          upNow = await faceUp();
        },
        choose: (commands) => {
          for (const type of preference) {
            const index = commands.findIndex((command) => command.type === type);
            if (index >= 0) return index;
          }
          return upNow.length === 0 ? commands.findIndex((command) => command.type === 'scoutDeck') : null;
        },
        pick: async (picker) => {
          const values = await picker.locator('input[type=checkbox]').evaluateAll((boxes) => boxes.map((box) => box.value));
          const chosen = [...values.filter((value) => upNow.includes(value)), ...values.filter((value) => !upNow.includes(value))];
          for (const value of chosen.slice(0, 2)) await picker.locator(`input[value='${value}']`).check();
        },
        afterMove: async (command) => {
          if (command.type !== 'arrange' || arranged) return;
          arranged = true;
          // CE2: the seat sees its row once, as it lays it out, in its own screen.
          assert.match(await page.textContent('#hand .fresh'), /You lay out/);
          if (width === 'phone') await assertFits(page, 'a Cells screen');
          await screenshot(page, `${width}-cells-screen`);
        },
      });
      assert.ok(played.filter((command) => command.type === 'arrange').length === players, 'everyone laid out a cell');
      assert.ok(played.some((command) => command.type === 'playMissionCard'), 'missions were played');
      assert.match(await page.textContent('#result h3'), /^(The spies|The Resistance) win!$/);
      assert.equal(await page.locator('#result tbody tr').count(), players, 'every cell revealed (CE8)');
      assert.equal(await page.locator('#seats .character.face-down').count(), 0, 'every card turned up on the table (CE8)');
      if (width === 'phone') await assertFits(page, 'the end of Cells');
      await screenshot(page, `${width}-cells-over`);
    });
  });
}

/** Plot cards a holder keeps in front of them (the others are resolved at once). */
const KEPT = ['strongLeader', 'keepingACloseEyeOnYou', 'noConfidence', 'opinionMaker', 'inTheSpotlight'];

test('plot cards: a hot-seat game given, used and declined by clicks; the cards public, the sights private', async () => {
  await onPage('seed=11', 'desktop', async (page) => {
    await startGame(page, { players: 7, modules: ['plotCards'] });
    // Seven players: a deck of 15, and the first leader drew two at once.
    assert.match(await page.textContent('.plot .plot-deck'), /^13 plot cards in the deck/);
    assert.match(await page.textContent('#public-log'), /draws \w/);

    const given = [];
    let offered = 0;
    const played = await playHotSeat(page, {
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
          const card = page.locator(`#seats .seat[data-seat="${command.to}"] .token.plot[data-card="${command.card}"]`);
          assert.ok(await card.count() > 0, `no ${command.card} on seat ${command.to}`);
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
    assert.match(publicLog, /gives [A-Z][\w ]+ to Player \d/);
    assert.match(publicLog, /uses [A-Z]/);
    assert.ok(await page.locator('#result .plot-sights li').count() > 0, 'the reveal lists what the cards showed');
  });
});

test('plot cards against easy bots: the bots deal, use and decline; seat 0 by clicks', async () => {
  // The page's bots draw fresh seeds, so one game may end (five rejections in
  // round 1) before any bot is asked about a card: up to five games are played,
  // and at least one must show a bot answering.
  const logs = [];
  for (let game = 0; game < 5; game += 1) {
    const publicLog = await onPage(`seed=${5 + game}&botDelay=0`, 'desktop', async (page) => {
      await startAgainstBots(page, 10, 'random', ['plotCards']);
      await playAgainstBots(page, 3000);
      const log = await page.textContent('#public-log');
      assert.match(log, /Player (?:[2-9]|10) gives /, 'a bot dealt plot cards');
      assert.match(await page.textContent('#result'), /win!|nobody wins/);
      return log;
    });
    logs.push(publicLog);
    if (/Player (?:[2-9]|10) (uses|declines to use) /.test(publicLog)) break;
  }
  assert.ok(logs.some((log) => /Player (?:[2-9]|10) (uses|declines to use) /.test(log)), 'a bot answered for a plot card');
});

test('hot-seat: agendas of one name or two (HA2), each player picking how many', async () => {
  await onPage('seed=7', 'desktop', async (page) => {
    await page.check('input[name=agendas]');
    await page.selectOption('select[name=agendaKind]', 'singleOrDouble');
    await startGame(page, { players: 7 });
    // Everyone looks at their card first; Player 1 seals two names, Player 2 one.
    for (const [seat, names] of [[0, [1, 2]], [1, [3]]]) {
      assert.equal((await promptShown(page)).seat, seat);
      await page.click('#hand .handover button.reveal');
      const picker = page.locator('#hand fieldset.picker').first();
      assert.equal(await picker.locator('legend').textContent(), 'Choose 1 or 2');
      for (const name of names) await picker.locator(`input[value="${name}"]`).check();
      await picker.locator('button.pick').click();
      assert.equal(await page.locator('#hand .error').count(), 0);
    }
    const publicLog = await page.textContent('#public-log');
    assert.match(publicLog, /Player 1 has sealed a hidden agenda\./);
    assert.match(publicLog, /Player 2 has sealed a hidden agenda\./);
    assert.doesNotMatch(publicLog, /naming/);
    await page.click('#seats .seat[data-seat="0"] button.place');
    await page.click('#hand .handover button.reveal');
    assert.match(await page.textContent('#hand'), /your hidden agenda names Player 2, Player 3/);
    await page.click('#hand button.done');
    await playHotSeat(page);
    assert.match(await page.textContent('#result'), /win!|nobody wins/);
  });
});

test('the engine refuses a bad setup and the page shows why', async () => {
  await onPage('seed=1', 'desktop', async (page) => {
    await page.selectOption('select[name=players]', '5');
    await page.check('input[name=assassin]');
    await page.check('input[name=falseCommander]');
    await page.click('#start');
    assert.match(await page.textContent('#setup-error'), /False Commander needs the Body Guard.*\(false_commander_without_body_guard\)/);
    assert.equal(await page.isHidden('#table'), true);
  });
});

test('the reveal script follows the setup and the language', async () => {
  await onPage('seed=3', 'desktop', async (page) => {
    const lines = () => page.$$eval('#script-lines li', (items) => items.map((item) => item.textContent));
    const base = await lines();
    assert.match(base[0], /close your eyes/);
    assert.ok(base.some((line) => /^Spies: open your eyes/.test(line)), base.join('\n'));
    // With the seed left blank, as it is by default, the same script.
    await page.fill('input[name=seed]', '');
    assert.deepEqual(await lines(), base, 'the script needs no seed');
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
  });
});

/** The Resistance's names of the cards and tokens Avalon renames: none may show under Avalon. */
const RESISTANCE_ONLY = /Commander|Body Guard|Inquisitor|Deep Cover|Blind Spy|Defector|spies/i;

/**
 * Every Resistance-only name in the page: its text, hidden parts included, and the
 * titles and labels its tokens and tracks carry.
 */
async function resistanceNamesShown(page) {
  const words = await page.evaluate(() => [
    document.title,
    document.body.textContent,
    ...[...document.querySelectorAll('[title], [aria-label]')].flatMap((node) => [node.title, node.getAttribute('aria-label') ?? '']),
  ]);
  // The game's own name and its other variant are not card names.
  return words.map((text) => text.replaceAll('The Resistance', ''))
    .flatMap((text) => text.match(new RegExp(RESISTANCE_ONLY, 'gi')) ?? []);
}

test('Avalon names: the setup, the script, the cards, the Lancelots, the Lady of the Lake and the reveal, in a hot-seat game of 10', async () => {
  await onPage('seed=5', 'desktop', async (page) => {
    const label = (name) => page.textContent(`label:has(> input[name=${name}])`);
    const lines = () => page.$$eval('#script-lines li', (items) => items.map((item) => item.textContent));
    await page.check('input[name=naming][value=avalon]');
    // Ten players: four spies, so a plain Minion beside the Assassin, Morgana and Evil Lancelot.
    const game = { players: 10, modules: ['assassin', 'bodyGuard', 'falseCommander', 'inquisitor', 'defector'] };
    await page.selectOption('select[name=players]', String(game.players));
    for (const name of game.modules) await page.check(`input[name=${name}]`);
    await page.selectOption('select[name=defectorVariant]', 'knowEachOther');
    // The setup by the engine's Avalon names (docs/avalon.md).
    assert.deepEqual(await Promise.all(['assassin', 'bodyGuard', 'falseCommander', 'deepCover', 'blindSpy', 'inquisitor', 'defector', 'trapper'].map(label)),
      [' Merlin and the Assassin', ' Percival', ' Morgana', ' Mordred', ' Oberon', ' Lady of the Lake', ' Lancelot', ' Trapper']);
    // The opening script by the same names: Merlin looks for Evil, Percival for Merlin and Morgana (AS2).
    const script = await lines();
    assert.ok(script.some((line) => /^Merlin: open your eyes/.test(line)), script.join('\n'));
    assert.ok(script.some((line) => /^Percival: open your eyes.*Merlin or Morgana/.test(line)), script.join('\n'));
    assert.deepEqual(await resistanceNamesShown(page), [], 'Resistance names in the setup');
    await page.click('#start');
    await page.waitForSelector('#table:not([hidden])');
    assert.match(await page.textContent('#setup-summary'), /Avalon names · Merlin and the Assassin, Lancelot, Lady of the Lake/);
    assert.equal(await page.textContent('#seats [data-token="inquisitor"]'), 'Lady of the Lake', 'the token by its Avalon name (IQ1)');

    // The opening: each player looks at their card, behind a prompt, in seat order.
    const cards = [];
    for (let seat = 0; seat < game.players; seat += 1) {
      assert.equal((await promptShown(page)).seat, seat);
      await page.click('#hand .handover button.reveal');
      cards.push({
        role: await page.textContent('#hand .role-card .role'),
        side: await page.textContent('#hand .role-card .side'),
        knows: (await page.locator('#hand .knows').count()) > 0 ? await page.textContent('#hand .knows') : '',
      });
      await page.click('#hand button.done');
    }
    const roles = cards.map((card) => card.role);
    for (const role of ['Merlin', 'Percival', 'Morgana', 'Assassin', 'Minion of Mordred', 'Loyal Servant of Arthur', 'Good Lancelot', 'Evil Lancelot']) {
      assert.ok(roles.includes(role), `no ${role} dealt: ${roles.join(', ')}`);
    }
    for (const card of cards) assert.match(card.side, /^You play for (Good|Evil)$/);
    // AS2: Merlin sees the Minions as Evil; Percival sees two candidates, not which is which.
    assert.match(cards[roles.indexOf('Merlin')].knows, /^You know: .+ \(Evil\)/);
    assert.match(cards[roles.indexOf('Percival')].knows, /^You know: [^,]+ \(Merlin or Morgana\), [^,]+ \(Merlin or Morgana\)$/);
    // DF5: the Lancelots know each other.
    assert.match(cards[roles.indexOf('Good Lancelot')].knows, /^You know: [^,]+ \(Lancelot\)$/);

    // Approvals and Successes: three missions succeed, and the Assassin names Merlin or misses.
    await playHotSeat(page, {
      choose: towardSuccess,
      // Behind the prompts (the table alone) and on every screen they open.
      onPrompt: async () => {
        assert.deepEqual(await resistanceNamesShown(page), [], 'Resistance names during play');
      },
      onScreen: async () => {
        assert.deepEqual(await resistanceNamesShown(page), [], 'Resistance names on a screen');
      },
    });
    assert.match(await page.textContent('#result h3'), /^(Good|Evil) wins!$/);
    assert.match(await page.textContent('#result'), /The Assassin named (Merlin, .+|.+, not Merlin)\./);
    const revealed = await page.$$eval('#result tbody tr td:nth-child(2)', (nodes) => nodes.map((node) => node.textContent));
    // The cards dealt (the Lancelots' sides may have switched since: DF3).
    assert.deepEqual(revealed, roles, 'the reveal names the cards dealt');
    assert.match(await page.textContent('#public-log'), /Three missions succeeded: the Assassin is to name Merlin\./);
    assert.deepEqual(await resistanceNamesShown(page), [], 'Resistance names at the end');
    await screenshot(page, 'desktop-avalon-over');
  });
});

test('the card names switch back: the Resistance names on the setup and in the script', async () => {
  await onPage('seed=3', 'desktop', async (page) => {
    const labels = () => page.$$eval('#modules span[data-module], #modules span[data-role]', (nodes) => nodes.map((node) => node.textContent));
    const resistance = await labels();
    assert.deepEqual(resistance, ['Assassin', 'Body Guard', 'False Commander', 'Deep Cover', 'Blind Spy', 'Trapper', 'Defector', 'Inquisitor', 'Plot cards', 'Hidden agendas']);
    await page.check('input[name=assassin]');
    await page.check('input[name=bodyGuard]');
    const script = await page.$$eval('#script-lines li', (items) => items.map((item) => item.textContent).join('\n'));
    await page.check('input[name=naming][value=avalon]');
    assert.ok((await labels()).includes('Percival'));
    assert.equal(await page.textContent('option[value=knowEachOther]'), 'Lancelots know each other');
    assert.equal(await page.getAttribute('select[name=defectorVariant]', 'aria-label'), 'Lancelot variant');
    assert.match(await page.textContent('#script-lines'), /Percival/);
    await page.check('input[name=naming][value=resistance]');
    assert.deepEqual(await labels(), resistance);
    assert.equal(await page.textContent('option[value=knowEachOther]'), 'Defectors know each other');
    assert.equal(await page.$$eval('#script-lines li', (items) => items.map((item) => item.textContent).join('\n')), script);
    assert.match(script, /Commander/);
    assert.match(script, /Body Guard/);
  });
});

test('a browser without WebAssembly gets a clear message', async () => {
  const page = await context.newPage();
  await page.addInitScript(() => {
    delete globalThis.WebAssembly;
  });
  await page.goto(server.url);
  await page.waitForSelector('body[data-state="unsupported"]');
  assert.match(await page.textContent('#no-engine'), /cannot run WebAssembly/);
  assert.equal(await page.isVisible('#no-engine'), true);
  assert.equal(await page.isHidden('main'), true, 'no dead form to fill in');
  await page.close();
});

test('serve.mjs refuses to start without a built package, and says what to run', async () => {
  const missing = path.join(tmpdir(), 'resistance-no-package-here');
  await assert.rejects(serve({ packageDir: missing }), /No built resistance-engine package.*\n.*bash resistance-wasm\/build\.sh/s);
  const run = promisify(execFile)(process.execPath, [path.join(here, 'serve.mjs'), '--port', '0', '--package', missing]);
  await assert.rejects(run, (error) => {
    assert.equal(error.code, 1, 'a non-zero exit status');
    assert.match(error.stderr, /bash resistance-wasm\/build\.sh/);
    return true;
  });
});

/**
 * The phrases the code hands to `t` as literals (`t('...')`, and both sides of
 * `t(test ? '...' : '...')`) in every module of the page.
 */
function phrasesInCode() {
  const literal = String.raw`'((?:\\.|[^'\\])*)'|"((?:\\.|[^"\\])*)"`;
  const call = new RegExp(String.raw`\bt\(\s*(?:[\w.!()\s='<>]+?\?\s*(?:${literal})\s*:\s*(?:${literal})|(?:${literal}))`, 'g');
  const phrases = new Set();
  for (const file of readdirSync(here).filter((name) => name.endsWith('.js'))) {
    for (const match of readFileSync(path.join(here, file), 'utf8').matchAll(call)) {
      for (const phrase of match.slice(1)) if (phrase !== undefined) phrases.add(phrase.replace(/\\'/g, "'"));
    }
  }
  return [...phrases];
}

test('every phrase of the page has its Russian and Vietnamese, with the same {places}', async () => {
  const { PHRASES } = await import('./i18n.js');
  const places = (text) => [...text.matchAll(/\{\w*\}/g)].map(([place]) => place).sort();
  const languages = Object.keys(PHRASES);
  assert.deepEqual(languages, ['russian', 'vietnamese']);
  assert.deepEqual(Object.keys(PHRASES.vietnamese).sort(), Object.keys(PHRASES.russian).sort(), 'the same phrases in both');
  for (const language of languages) {
    for (const [english, translated] of Object.entries(PHRASES[language])) {
      assert.deepEqual(places(translated), places(english), `${language}: ${english}`);
      assert.ok(translated.trim() !== '', `${language}: ${english} is blank`);
    }
  }
  const code = phrasesInCode();
  assert.ok(code.length > 300, `the code's phrases were found: ${code.length}`);
  for (const language of languages) {
    assert.deepEqual(code.filter((phrase) => !(phrase in PHRASES[language])), [], `phrases of the code without their ${language}`);
  }
});
