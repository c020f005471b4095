// The typed fast path (awaitingBits, choicesPacked, choiceSeats, vote, proposeBits, ...):
// numbers in and out, the same game as through apply(JSON), the same refusals with
// the same codes and messages, and out-of-range or mistyped numbers refused without
// touching the game.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { test } from 'node:test';
import { pathToFileURL } from 'node:url';
import { Choice, Game, PlotCardCode } from 'resistance-engine';
import {
  MODULE_CONFIGS, RefusalTally, assertPackageError, installedPackageDir, rng, seededConfigs, throwsCode,
} from './support.mjs';

/** Configurations that between them offer every typed command. */
const CONFIGS = [
  ...MODULE_CONFIGS,
  // Plot cards at each deal size (1, 2 and 3 cards a round), beside the modules
  // whose steps they share moments with (the Trapper, the Inquisitor, the Defector).
  { players: 5, plotCards: true },
  { players: 8, plotCards: true, trapper: true, inquisitor: true, leavePolicy: 'substitute' },
  { players: 10, plotCards: true, defector: 'standard', assassin: { bodyGuard: true }, agendas: 'single' },
  // Agendas of one name or two, each player's choice (HA2).
  { players: 6, agendas: 'singleOrDouble', inquisitor: true },
];

/** The plot cards' JSON names, by their codes. */
const CARD_NAMES = Object.keys(PlotCardCode);

/** The choices whose seats choiceSeats gives, by their bit. */
const SEAT_CHOICES = ['propose', 'setAside', 'inspect', 'assassinate', 'chooseAgenda', 'givePlotCard',
  'usePlotCard', 'chooseDoubleAgenda'];

function seatsOf(bits) {
  const seats = [];
  for (let seat = 0; seat < 16; seat += 1) if (bits & (1 << seat)) seats.push(seat);
  return seats;
}

function bitsOf(seats) {
  return seats.reduce((bits, seat) => bits | (1 << seat), 0);
}

/** `size` random seats of `seats`. */
function pick(seats, size, draw) {
  const pool = seats.slice();
  for (let i = 0; i < size; i += 1) {
    const j = i + draw(pool.length - i);
    [pool[i], pool[j]] = [pool[j], pool[i]];
  }
  return pool.slice(0, size);
}

/** The names of the plot cards in a mask of their codes, in code order. */
function cardsOf(bits) {
  return CARD_NAMES.filter((_, code) => bits & (1 << code));
}

/**
 * `choices` with the drawn cards as decode gives them: each kind once, in code order
 * (drawnCardBits is a set; which copy of a card is given makes no difference).
 */
function withCardSets(choices) {
  const give = choices.plot?.give;
  if (!give) return choices;
  const cards = CARD_NAMES.filter((name) => give.cards.includes(name));
  return { ...choices, plot: { ...choices.plot, give: { ...give, cards } } };
}

/** choicesPacked, choiceSeats and drawnCardBits read back into the object choices() answers. */
function decode(game, seat) {
  const packed = game.choicesPacked(seat);
  assert.equal(packed & Choice.other, 0, 'every choice of these modules has its bit');
  const flag = (name) => (packed & Choice[name]) !== 0;
  const seats = {};
  for (const name of SEAT_CHOICES) {
    const bits = game.choiceSeats(seat, Choice[name]);
    if (!flag(name)) assert.equal(bits, 0, `${name} seats without ${name}`);
    seats[name] = seatsOf(bits);
  }
  const size = (shift) => (packed >>> shift) & Choice.sizeMask;
  if (!flag('propose')) assert.equal(size(Choice.teamSizeShift), 0);
  if (!flag('chooseAgenda')) assert.equal(size(Choice.agendaSizeShift), 0);
  const card = CARD_NAMES[size(Choice.plotCardShift)];
  if (!flag('usePlotCard')) assert.equal(size(Choice.plotCardShift), 0);
  if (!flag('givePlotCard')) assert.equal(game.drawnCardBits(seat), 0);
  const plot = flag('givePlotCard') || flag('usePlotCard') || flag('declinePlotCard') ? {
    plot: {
      give: flag('givePlotCard') ? { cards: cardsOf(game.drawnCardBits(seat)), to: seats.givePlotCard } : null,
      useCard: flag('usePlotCard') ? { card, targets: seats.usePlotCard } : null,
      decline: flag('declinePlotCard'),
    },
  } : {};
  return {
    propose: flag('propose') ? { size: size(Choice.teamSizeShift), from: seats.propose } : null,
    vote: flag('vote'),
    playSuccess: flag('playSuccess'),
    playFail: flag('playFail'),
    setAside: flag('setAside') ? seats.setAside : null,
    inspect: flag('inspect') ? seats.inspect : null,
    assassinate: flag('assassinate') ? seats.assassinate : null,
    chooseAgenda: flag('chooseAgenda')
      ? { size: size(Choice.agendaSizeShift), from: seats.chooseAgenda } : null,
    // Left out of the JSON when not offered, as plot is.
    ...(flag('chooseDoubleAgenda') ? { chooseDoubleAgenda: { size: 2, from: seats.chooseDoubleAgenda } } : {}),
    revealAgenda: flag('revealAgenda'),
    ...plot,
    leave: flag('leave'),
    claimSeat: flag('claimSeat'),
  };
}

/**
 * The JSON twin of `usePlotCard(seat, code, target, take)`: the card's action, its
 * seat under the name the wire format gives it (null for a code no command uses).
 */
function plotAction(code, target, take) {
  const card = CARD_NAMES[code];
  switch (card) {
    case 'strongLeader': case 'noConfidence': return { card };
    case 'inTheSpotlight': case 'keepingACloseEyeOnYou': return { card, member: target };
    case 'takeResponsibility': return { card, from: target, take: CARD_NAMES[take] };
    case 'overheardConversation': return { card, neighbour: target };
    case 'openUp': case 'establishConfidence': return { card, to: target };
    default: return null;
  }
}

/**
 * One random step of a bot that uses the typed calls only: a random awaited seat and
 * one of the commands its packed choices offer. Returns the seat, the command as
 * apply would take it, the typed call's name and its answer; `null` at the end.
 */
function typedStep(game, draw, substitute) {
  const awaiting = seatsOf(game.awaitingBits());
  if (awaiting.length === 0) return null;
  const seat = awaiting[draw(awaiting.length)];
  const packed = game.choicesPacked(seat);
  const size = (shift) => (packed >>> shift) & Choice.sizeMask;
  const seats = (kind) => seatsOf(game.choiceSeats(seat, kind));
  const options = [];
  const offer = (call, command, send) => options.push({ call, command, send });
  if (packed & Choice.propose) {
    const team = pick(seats(Choice.propose), size(Choice.teamSizeShift), draw);
    offer('proposeBits', { type: 'proposeTeam', team: team.sort((a, b) => a - b) },
      () => game.proposeBits(seat, bitsOf(team)));
  }
  if (packed & Choice.chooseAgenda) {
    const names = pick(seats(Choice.chooseAgenda), size(Choice.agendaSizeShift), draw);
    offer('chooseAgendaBits', { type: 'chooseAgenda', names: names.sort((a, b) => a - b) },
      () => game.chooseAgendaBits(seat, bitsOf(names)));
  }
  if (packed & Choice.chooseDoubleAgenda) {
    const names = pick(seats(Choice.chooseDoubleAgenda), 2, draw);
    offer('chooseAgendaBits', { type: 'chooseAgenda', names: names.sort((a, b) => a - b) },
      () => game.chooseAgendaBits(seat, bitsOf(names)));
  }
  if (packed & Choice.vote) {
    // Mostly approve, so that games reach the missions and the modules after them.
    const approve = draw(4) !== 0;
    offer('vote', { type: 'vote', vote: approve ? 'approve' : 'reject' }, () => game.vote(seat, approve));
  }
  if (packed & Choice.playSuccess) {
    offer('playMission', { type: 'playMission', card: 'success' }, () => game.playMission(seat, false));
  }
  if (packed & Choice.playFail) {
    offer('playMission', { type: 'playMission', card: 'fail' }, () => game.playMission(seat, true));
  }
  for (const [name, type, key, call] of [
    ['setAside', 'setAside', 'member', 'setAside'],
    ['inspect', 'inspect', 'target', 'inspect'],
    ['assassinate', 'assassinate', 'target', 'assassinate'],
  ]) {
    if (packed & Choice[name]) {
      const [named] = pick(seats(Choice[name]), 1, draw);
      offer(call, { type, [key]: named }, () => game[call](seat, named));
    }
  }
  if (packed & Choice.givePlotCard) {
    const [card] = pick(cardsOf(game.drawnCardBits(seat)), 1, draw);
    const [to] = pick(seats(Choice.givePlotCard), 1, draw);
    offer('givePlotCard', { type: 'givePlotCard', card, to },
      () => game.givePlotCard(seat, PlotCardCode[card], to));
  }
  if (packed & Choice.usePlotCard) {
    const code = size(Choice.plotCardShift);
    // No target for the cards that name nobody: left out, as a bot would.
    const [target] = pick(seats(Choice.usePlotCard), 1, draw);
    const [take] = target === undefined ? [] : pick(cardsOf(game.heldCardBits(target)), 1, draw);
    const takeCode = take === undefined ? undefined : PlotCardCode[take];
    offer('usePlotCard', { type: 'usePlotCard', action: plotAction(code, target, takeCode) },
      () => game.usePlotCard(seat, code, target, takeCode));
  }
  if (packed & Choice.declinePlotCard) {
    const code = size(Choice.plotCardShift);
    offer('declinePlotCard', { type: 'declinePlotCard', card: CARD_NAMES[code] },
      () => game.declinePlotCard(seat, code));
  }
  if (packed & Choice.claimSeat) offer('claimSeat', { type: 'claimSeat' }, () => game.claimSeat(seat));
  // Rarely: these end or pause the game, or only show a card.
  if ((packed & Choice.revealAgenda) && draw(6) === 0) {
    offer('revealAgenda', { type: 'revealAgenda', owner: seat }, () => game.revealAgenda(seat));
  }
  if ((packed & Choice.leave) && draw(substitute ? 25 : 400) === 0) {
    offer('leave', { type: 'leave' }, () => game.leave(seat));
  }
  assert.ok(options.length > 0, `seat ${seat} is awaited but offered nothing`);
  const { call, command, send } = options[draw(options.length)];
  return { seat, command, call, events: send() };
}

/** The members of `export declare const name: { ... }` in the installed index.d.ts. */
function declaredLiterals(name) {
  const types = readFileSync(path.join(installedPackageDir(), 'index.d.ts'), 'utf8');
  const declared = types.match(new RegExp(`export declare const ${name}: \\{([^}]*)\\};`));
  assert.ok(declared, `index.d.ts declares ${name}`);
  return Object.fromEntries([...declared[1].matchAll(/readonly (\w+): (\d+);/g)]
    .map(([, member, value]) => [member, Number(value)]));
}

test('Choice: the bits of choicesPacked, frozen, the same through require()', () => {
  const flags = ['propose', 'vote', 'playSuccess', 'playFail', 'setAside', 'inspect', 'assassinate',
    'chooseAgenda', 'revealAgenda', 'leave', 'claimSeat', 'other', 'givePlotCard', 'usePlotCard',
    'declinePlotCard', 'chooseDoubleAgenda'];
  assert.deepEqual(flags.map((name) => Choice[name]), flags.map((_, bit) => 1 << bit));
  assert.deepEqual([Choice.teamSizeShift, Choice.agendaSizeShift, Choice.plotCardShift, Choice.sizeMask],
    [16, 20, 24, 15]);
  assert.ok(Object.isFrozen(Choice));
  assert.equal(createRequire(import.meta.url)('resistance-engine').Choice, Choice);
  // index.d.ts types each one as its literal value.
  assert.deepEqual(declaredLiterals('Choice'), { ...Choice });
});

test('PlotCardCode: the codes of the plot cards, in the order of the PlotCard type', () => {
  assert.ok(Object.isFrozen(PlotCardCode));
  assert.deepEqual(Object.values(PlotCardCode), [0, 1, 2, 3, 4, 5, 6, 7, 8]);
  assert.equal(createRequire(import.meta.url)('resistance-engine').PlotCardCode, PlotCardCode);
  assert.deepEqual(declaredLiterals('PlotCardCode'), { ...PlotCardCode });
  const types = readFileSync(path.join(installedPackageDir(), 'index.d.ts'), 'utf8');
  const union = types.match(/export type PlotCard =([^;]*);/);
  assert.deepEqual([...union[1].matchAll(/'(\w+)'/g)].map((match) => match[1]), CARD_NAMES);
  // The codes the engine itself uses: a card drawn is the bit of its code.
  const game = Game.create({ players: 10, seed: 3, plotCards: true });
  const { drawn } = game.publicView().plot;
  const leader = game.publicView().leader;
  if (game.choicesPacked(leader) & Choice.givePlotCard) {
    assert.deepEqual(cardsOf(game.drawnCardBits(leader)), CARD_NAMES.filter((name) => drawn.includes(name)));
  }
});

test('a whole game through the typed calls is the same game as through apply(JSON)', () => {
  const used = new Map();
  for (let index = 0; index < 40; index += 1) {
    const config = { ...CONFIGS[index % CONFIGS.length], seed: 1000 + index };
    const typed = Game.create(config);
    const json = Game.create(config);
    const draw = rng(index);
    const substitute = config.leavePolicy === 'substitute';
    let steps = 0;
    for (let step = typedStep(typed, draw, substitute); step !== null;
      step = typedStep(typed, draw, substitute)) {
      const outcome = json.applyJson(step.seat, JSON.stringify(step.command));
      // The same events, retrievable as the same JSON apply answered.
      assert.equal(typed.lastOutcomeJson(), outcome);
      assert.equal(step.events, JSON.parse(outcome).events.length);
      assert.deepEqual(typed.lastOutcome(), JSON.parse(outcome));
      used.set(step.call, (used.get(step.call) ?? 0) + 1);
      // The packed answers say what the JSON ones say, for every seat and beyond.
      assert.equal(typed.awaitingBits(), bitsOf(json.awaiting()));
      for (let seat = 0; seat < config.players + 2; seat += 1) {
        assert.deepEqual(decode(typed, seat), withCardSets(json.choices(seat)), `seat ${seat} after step ${steps}`);
      }
      steps += 1;
      assert.ok(steps < 1000);
    }
    assert.ok(typed.isOver() && json.isOver());
    assert.equal(typed.publicViewJson(), json.publicViewJson());
    assert.equal(typed.snapshotJson(), json.snapshotJson());
    assert.equal(typed.resultJson(), json.resultJson());
    for (let seat = 0; seat < config.players; seat += 1) {
      assert.equal(typed.viewJson(seat), json.viewJson(seat));
      assert.equal(typed.choicesPacked(seat), 0, 'nothing to do once the game is over');
    }
    assert.equal(typed.awaitingBits(), 0);
    typed.free();
    json.free();
  }
  const calls = ['proposeBits', 'vote', 'playMission', 'setAside', 'inspect', 'assassinate',
    'chooseAgendaBits', 'revealAgenda', 'givePlotCard', 'usePlotCard', 'declinePlotCard', 'leave',
    'claimSeat'];
  assert.deepEqual(calls.filter((call) => !used.has(call)), [], `used: ${JSON.stringify([...used])}`);
});

test('agendas of one name or two (HA2): both sizes through chooseAgendaBits, either told apart by nobody', () => {
  const game = Game.create({ players: 6, seed: 4, agendas: 'singleOrDouble' });
  const packed = game.choicesPacked(0);
  assert.equal(packed & (Choice.chooseAgenda | Choice.chooseDoubleAgenda | Choice.other),
    Choice.chooseAgenda | Choice.chooseDoubleAgenda);
  assert.equal((packed >>> Choice.agendaSizeShift) & Choice.sizeMask, 1);
  assert.equal(game.choiceSeats(0, Choice.chooseDoubleAgenda), 0b111111);
  assert.deepEqual(game.choices(0).chooseDoubleAgenda, { size: 2, from: [0, 1, 2, 3, 4, 5] });
  throwsCode(() => game.chooseAgendaBits(0, 0b111), 'agenda_size_not_one_or_two');
  const one = game.clone();
  assert.equal(one.chooseAgendaBits(0, 0b10), 1);
  assert.equal(game.chooseAgendaBits(0, 0b1010), 1);
  assert.equal(one.lastOutcomeJson(), game.lastOutcomeJson());
  assert.equal(one.publicViewJson(), game.publicViewJson());
  for (let seat = 1; seat < 6; seat += 1) {
    assert.equal(one.viewJson(seat), game.viewJson(seat));
    assert.equal(one.choicesPacked(seat), game.choicesPacked(seat));
  }
  assert.deepEqual(game.view(0).agenda, [1, 3]);
  assert.equal(game.choicesPacked(0) & (Choice.chooseAgenda | Choice.chooseDoubleAgenda), 0);
  // The other kinds never set the bit.
  for (const agendas of ['single', 'double']) {
    const other = Game.create({ players: 6, seed: 4, agendas });
    assert.equal(other.choicesPacked(0) & (Choice.chooseDoubleAgenda | Choice.other), 0);
    assert.equal(other.choiceSeats(0, Choice.chooseDoubleAgenda), 0);
  }
});

test('the browser entry has the typed calls too, and plays the same game', async () => {
  const dir = installedPackageDir();
  const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const browser = await import(pathToFileURL(path.join(dir, manifest.exports['.'].browser)).href);
  await browser.init(readFileSync(path.join(dir, 'web/resistance_engine_bg.wasm')));
  assert.deepEqual({ ...browser.Choice }, { ...Choice });
  const config = CONFIGS[2];
  const inBrowser = browser.Game.create({ ...config, seed: 7 }).rematch(8);
  const inNode = Game.create({ ...config, seed: 8 });
  const [drawBrowser, drawNode] = [rng(3), rng(3)];
  for (;;) {
    const step = typedStep(inBrowser, drawBrowser, false);
    const same = typedStep(inNode, drawNode, false);
    assert.deepEqual(step, same);
    if (step === null) break;
    assert.equal(inBrowser.lastOutcomeJson(), inNode.lastOutcomeJson());
  }
  assert.equal(inBrowser.publicViewJson(), inNode.publicViewJson());
  throwsCode(() => inBrowser.vote('0', true), 'invalid_seat');
  throwsCode(() => inBrowser.vote(0, true), 'game_over');
});

test('the README-style bot: the highest awaited seat, the lowest team, always approve', () => {
  const game = Game.create({ players: 7, seed: 1 });
  while (!game.isOver()) {
    const seat = 31 - Math.clz32(game.awaitingBits());
    const can = game.choicesPacked(seat);
    if (can & Choice.propose) {
      let from = game.choiceSeats(seat, Choice.propose);
      let team = 0;
      for (let size = (can >>> Choice.teamSizeShift) & Choice.sizeMask; size > 0; size -= 1) {
        team |= from & -from;
        from &= from - 1;
      }
      assert.ok(game.proposeBits(seat, team) >= 1);
    } else if (can & Choice.vote) {
      game.vote(seat, true);
    } else {
      game.playMission(seat, false);
    }
  }
  assert.equal(game.result().winner, 'resistance');
  assert.equal(game.lastOutcome().events.at(-1).event.type, 'rolesRevealed');
});

test('a plot-card bot on the typed calls alone: the lowest card and seat, never declining', () => {
  const lowest = (bits) => 31 - Math.clz32(bits & -bits);
  const seen = new Set();
  for (const [players, seed] of [[5, 1], [7, 2], [10, 3]]) {
    const game = Game.create({ players, seed, plotCards: true });
    for (let steps = 0; !game.isOver(); steps += 1) {
      assert.ok(steps < 1000);
      const seat = lowest(game.awaitingBits());
      const can = game.choicesPacked(seat);
      assert.equal(can & Choice.other, 0, 'plot choices have bits of their own');
      let events;
      if (can & Choice.givePlotCard) {
        events = game.givePlotCard(seat, lowest(game.drawnCardBits(seat)),
          lowest(game.choiceSeats(seat, Choice.givePlotCard)));
      } else if (can & Choice.usePlotCard) {
        const card = (can >>> Choice.plotCardShift) & Choice.sizeMask;
        const targets = game.choiceSeats(seat, Choice.usePlotCard);
        const target = targets === 0 ? undefined : lowest(targets);
        const take = card === PlotCardCode.takeResponsibility ? lowest(game.heldCardBits(target)) : undefined;
        events = game.usePlotCard(seat, card, target, take);
      } else if (can & Choice.propose) {
        let from = game.choiceSeats(seat, Choice.propose);
        let team = 0;
        for (let size = (can >>> Choice.teamSizeShift) & Choice.sizeMask; size > 0; size -= 1) {
          team |= from & -from;
          from &= from - 1;
        }
        events = game.proposeBits(seat, team);
      } else if (can & Choice.vote) {
        events = game.vote(seat, true);
      } else {
        events = game.playMission(seat, (can & Choice.playFail) !== 0);
      }
      const outcome = game.lastOutcome();
      assert.equal(events, outcome.events.length);
      for (const { event } of outcome.events) seen.add(event.type);
    }
    // Every card used is public, and a use names its card by the code's name.
    for (const use of game.publicView().plot.used) assert.ok(use.action.card in PlotCardCode);
  }
  for (const type of ['plotCardsDrawn', 'plotCardGiven', 'plotCardUsed', 'plotCardShown']) {
    assert.ok(seen.has(type), `no ${type} in the typed games: ${[...seen]}`);
  }
});

test('usePlotCard: the arguments a card names, left out or given', () => {
  // Two twins, one typed and one JSON: wherever a seat is asked about Strong
  // Leader, the typed use with and without a target is the JSON use.
  const config = { players: 7, seed: 2, plotCards: true };
  const game = Game.create(config);
  const draw = rng(8);
  let checked = 0;
  for (let step = typedStep(game, draw, false); step !== null; step = typedStep(game, draw, false)) {
    for (let seat = 0; seat < config.players; seat += 1) {
      const can = game.choicesPacked(seat);
      if (!(can & Choice.usePlotCard)) continue;
      const card = (can >>> Choice.plotCardShift) & Choice.sizeMask;
      if (game.choiceSeats(seat, Choice.usePlotCard) === 0) {
        // Names nobody: a target given is ignored.
        const json = game.clone();
        const withTarget = game.clone();
        const outcome = json.applyJson(seat, JSON.stringify({ type: 'usePlotCard', action: plotAction(card) }));
        withTarget.usePlotCard(seat, card, 6, 4);
        assert.equal(withTarget.lastOutcomeJson(), outcome);
        const without = game.clone();
        without.usePlotCard(seat, card);
        assert.equal(without.lastOutcomeJson(), outcome);
        checked += 1;
      } else {
        // Names someone: leaving them out is refused, and changes nothing.
        const before = game.snapshotJson();
        throwsCode(() => game.usePlotCard(seat, card), 'invalid_seat', /^the target is a seat, .*not undefined$/);
        if (CARD_NAMES[card] === 'takeResponsibility') {
          throwsCode(() => game.usePlotCard(seat, card, 0), 'invalid_argument', /^the take is a plot card's code, .*not undefined$/);
        }
        assert.equal(game.snapshotJson(), before);
        checked += 1;
      }
    }
  }
  assert.ok(checked > 5, `${checked} uses checked`);
  throwsCode(() => game.usePlotCard(0, PlotCardCode.opinionMaker, 1), 'invalid_argument',
    /^Opinion Maker \(card 3\) is never used: it stays with its holder \(PC3\)$/);
  throwsCode(() => game.givePlotCard(0, 9, 1), 'invalid_argument', /not 9$/);
  throwsCode(() => game.declinePlotCard(0, -1), 'invalid_argument', /not -1$/);
  throwsCode(() => game.givePlotCard(0, 0, 'one'), 'invalid_seat', /not the string "one"$/);
  // Without plot cards the engine refuses them as any command out of its phase.
  const plain = Game.create({ players: 5, seed: 1 });
  throwsCode(() => plain.usePlotCard(0, PlotCardCode.strongLeader), 'wrong_phase');
  throwsCode(() => plain.declinePlotCard(0, PlotCardCode.noConfidence), 'wrong_phase');
  assert.equal(plain.drawnCardBits(0), 0);
  assert.equal(plain.heldCardBits(0), 0);
});

/** A typed call and the command apply would take for it, for in-range numbers. */
function probe(game, draw, players) {
  // Mostly a seat the game waits for, where most rules bite.
  const awaiting = seatsOf(game.awaitingBits());
  const awaited = awaiting.length > 0 ? awaiting[draw(awaiting.length)] : draw(players);
  const seat = [awaited, awaited, awaited, draw(players), draw(players + 3), 255][draw(6)];
  const named = draw(players + 2);
  const bits = draw(2) === 0 ? draw(1 << players) : draw(1 << Math.min(16, players + 2));
  const listed = seatsOf(bits);
  // Plot cards by code; Opinion Maker (3) only for give and decline, as no use of it
  // exists. Mostly a card the awaited seat could give, to itself as often as not.
  const drawn = cardsOf(game.drawnCardBits(awaited)).map((name) => PlotCardCode[name]);
  const card = drawn.length > 0 && draw(3) !== 0 ? drawn[draw(drawn.length)] : draw(9);
  const to = draw(2) === 0 ? seat : named;
  const usable = [0, 1, 2, 4, 5, 6, 7, 8][draw(8)];
  const take = draw(9);
  switch (draw(13)) {
    case 10: return [() => game.givePlotCard(seat, card, to), seat,
      { type: 'givePlotCard', card: CARD_NAMES[card], to }];
    case 11: return [() => game.usePlotCard(seat, usable, named, take), seat,
      { type: 'usePlotCard', action: plotAction(usable, named, take) }];
    case 12: return [() => game.declinePlotCard(seat, card), seat,
      { type: 'declinePlotCard', card: CARD_NAMES[card] }];
    case 0: return [() => game.proposeBits(seat, bits), seat, { type: 'proposeTeam', team: listed }];
    case 1: {
      const approve = draw(2) === 0;
      return [() => game.vote(seat, approve), seat, { type: 'vote', vote: approve ? 'approve' : 'reject' }];
    }
    case 2: {
      const fail = draw(2) === 0;
      return [() => game.playMission(seat, fail), seat, { type: 'playMission', card: fail ? 'fail' : 'success' }];
    }
    case 3: return [() => game.setAside(seat, named), seat, { type: 'setAside', member: named }];
    case 4: return [() => game.inspect(seat, named), seat, { type: 'inspect', target: named }];
    case 5: return [() => game.assassinate(seat, named), seat, { type: 'assassinate', target: named }];
    case 6: return [() => game.chooseAgendaBits(seat, bits), seat, { type: 'chooseAgenda', names: listed }];
    case 7: return [() => game.revealAgenda(seat), seat, { type: 'revealAgenda', owner: seat }];
    case 8: return [() => game.claimSeat(seat), seat, { type: 'claimSeat' }];
    default: return [() => game.leave(seat), seat, { type: 'leave' }];
  }
}

test('refusals: the code and message apply gives, and nothing changes', () => {
  const refusals = new RefusalTally();
  const draw = rng(4242);
  for (const config of seededConfigs(CONFIGS, 30)) {
    const typed = Game.create(config);
    const json = Game.create(config);
    const substitute = config.leavePolicy === 'substitute';
    for (let steps = 0; ; steps += 1) {
      assert.ok(steps < 2000);
      // Probes once more after the end, where everything is game_over.
      const over = typed.isOver();
      // The Inquisitor's and the Assassin's turns are rare and short, and so are the
      // plot cards' (where a probe must name the right card): probe them harder.
      const rare = ['inquisition', 'assassination', 'plotDeal', 'plotResolution', 'plotMoment']
        .includes(typed.publicView().phase.type);
      for (let probes = 0; probes < (rare ? 40 : 6) && typed.isOver() === over; probes += 1) {
        const [call, seat, command] = probe(typed, draw, config.players);
        // A leave under the end-game policy would end most games at once.
        if (command.type === 'leave' && !substitute && draw(20) !== 0) continue;
        const before = typed.snapshotJson();
        const last = typed.lastOutcomeJson();
        let expected;
        try {
          expected = { outcome: json.applyJson(seat, JSON.stringify(command)) };
        } catch (error) {
          expected = { error };
        }
        if (expected.error) {
          const error = throwsCode(call, expected.error.code);
          assert.equal(error.message, expected.error.message);
          assert.equal(typed.snapshotJson(), before, `${error.code} changed the game`);
          assert.equal(typed.lastOutcomeJson(), last, `${error.code} changed the last outcome`);
          refusals.add(error);
        } else {
          // Accepted by both: the twins stay twins.
          assert.equal(call(), JSON.parse(expected.outcome).events.length);
          assert.equal(typed.lastOutcomeJson(), expected.outcome);
        }
      }
      if (over) break;
      const step = typedStep(typed, draw, substitute);
      if (step !== null) json.applyJson(step.seat, JSON.stringify(step.command));
      assert.equal(typed.snapshotJson(), json.snapshotJson());
    }
  }
  const expected = ['no_such_seat', 'game_over', 'wrong_phase', 'not_leader', 'no_such_team_member',
    'wrong_team_size', 'already_voted', 'not_on_team', 'already_played', 'resistance_must_succeed',
    'no_such_target', 'not_inquisitor', 'not_assassin', 'wrong_agenda_size', 'agenda_already_chosen',
    'no_hidden_agenda', 'seat_not_vacant', 'plot_card_not_held', 'plot_card_out_of_moment',
    'plot_card_not_drawn', 'give_plot_card_to_self', 'must_resolve_plot_card'];
  refusals.assertMetEvery(expected);
});

/** Every typed call, with `seat` and its other argument in the slot `argument`. */
function typedCalls(game, seat = 0) {
  return [
    ['seat', (value) => game.choicesPacked(value)],
    ['seat', (value) => game.choiceSeats(value, Choice.propose)],
    ['seat', (value) => game.proposeBits(value, 3)],
    ['seat', (value) => game.vote(value, true)],
    ['seat', (value) => game.playMission(value, false)],
    ['seat', (value) => game.setAside(value, 0)],
    ['seat', (value) => game.inspect(value, 1)],
    ['seat', (value) => game.assassinate(value, 1)],
    ['seat', (value) => game.chooseAgendaBits(value, 2)],
    ['seat', (value) => game.revealAgenda(value)],
    ['seat', (value) => game.drawnCardBits(value)],
    ['seat', (value) => game.heldCardBits(value)],
    ['seat', (value) => game.givePlotCard(value, 0, 1)],
    ['seat', (value) => game.usePlotCard(value, PlotCardCode.openUp, 1)],
    ['seat', (value) => game.declinePlotCard(value, 0)],
    ['seat', (value) => game.leave(value)],
    ['seat', (value) => game.claimSeat(value)],
    ['kind', (value) => game.choiceSeats(seat, value)],
    ['team', (value) => game.proposeBits(seat, value)],
    ['names', (value) => game.chooseAgendaBits(seat, value)],
    ['member', (value) => game.setAside(seat, value)],
    ['target', (value) => game.inspect(seat, value)],
    ['target', (value) => game.assassinate(seat, value)],
    // A card that names a seat: a missing target is refused as a wrong one is.
    ['target', (value) => game.usePlotCard(seat, PlotCardCode.inTheSpotlight, value)],
    ['target', (value) => game.usePlotCard(seat, PlotCardCode.takeResponsibility, value, 0)],
    ['to', (value) => game.givePlotCard(seat, 0, value)],
    ['card', (value) => game.givePlotCard(seat, value, 1)],
    ['card', (value) => game.usePlotCard(seat, value, 1, 0)],
    ['card', (value) => game.declinePlotCard(seat, value)],
    ['take', (value) => game.usePlotCard(seat, PlotCardCode.takeResponsibility, 1, value)],
    ['approve', (value) => game.vote(seat, value)],
    ['fail', (value) => game.playMission(seat, value)],
  ];
}

const NOT_NUMBERS = ['0', '', null, undefined, true, false, {}, [], [0], 3n, Symbol('x'), () => 0,
  new Number(1)];

test('out-of-range and mistyped numbers: invalid_seat / invalid_argument, nothing changes', () => {
  const game = Game.create({ players: 8, seed: 3, agendas: 'single', leavePolicy: 'substitute' });
  game.chooseAgendaBits(0, 2); // a last outcome to keep
  const bad = {
    seat: [-1, -0.5, 0.5, 1.5, NaN, Infinity, -Infinity, 256, 1e9, 2 ** 53, ...NOT_NUMBERS],
    member: [-1, 0.5, NaN, Infinity, 256, 65536, ...NOT_NUMBERS],
    target: [-1, 0.5, NaN, -Infinity, 256, 1e300, ...NOT_NUMBERS],
    team: [-1, 0.5, NaN, Infinity, 65536, 2 ** 32, -(2 ** 31), ...NOT_NUMBERS],
    names: [-1, 1.5, NaN, 65536, ...NOT_NUMBERS],
    kind: [0, Choice.vote, Choice.leave, Choice.declinePlotCard, Choice.other, 3, 256, 65536, -1, 1.5,
      NaN, ...NOT_NUMBERS],
    to: [-1, 0.5, NaN, Infinity, 256, ...NOT_NUMBERS],
    // Opinion Maker (3) is a card, though no command uses it: its own test below.
    card: [-1, 9, 15, 16, 0.5, NaN, Infinity, 256, ...NOT_NUMBERS],
    take: [-1, 9, 2.5, NaN, -Infinity, ...NOT_NUMBERS],
    approve: [0, 1, 'true', 'approve', null, undefined, {}, 1n, Symbol('yes')],
    fail: [0, 1, 'fail', null, undefined, [], new Boolean(true)],
  };
  const expected = {
    seat: ['invalid_seat', /^a seat is a whole number from 0 to 255/],
    member: ['invalid_seat', /^the member is a seat, a whole number from 0 to 255/],
    target: ['invalid_seat', /^the target is a seat, a whole number from 0 to 255/],
    team: ['invalid_argument', /^the team is a bit mask of seats \(bit i for seat i\), a whole number from 0 to 65535, not/],
    names: ['invalid_argument', /^the names is a bit mask of seats/],
    kind: ['invalid_argument', /^the kind is the bit of a choice with seats: propose \(1\)/],
    to: ['invalid_seat', /^`to`, the receiver, is a seat, a whole number from 0 to 255/],
    card: ['invalid_argument', /^the card is a plot card's code, a whole number from 0 to 8 \(PlotCardCode\), not/],
    take: ['invalid_argument', /^the take is a plot card's code, a whole number from 0 to 8/],
    approve: ['invalid_argument', /^`approve` is true or false, not/],
    fail: ['invalid_argument', /^`fail` is true or false, not/],
  };
  const before = game.snapshotJson();
  const last = game.lastOutcomeJson();
  let checked = 0;
  for (const [argument, call] of typedCalls(game)) {
    const [code, message] = expected[argument];
    for (const value of bad[argument]) {
      throwsCode(() => call(value), code, message);
      checked += 1;
    }
  }
  assert.ok(checked > 500);
  assert.equal(game.snapshotJson(), before);
  assert.equal(game.lastOutcomeJson(), last);
  // The messages name what they refused.
  throwsCode(() => game.vote('3', true), 'invalid_seat', /not the string "3"$/);
  throwsCode(() => game.vote(1.5, true), 'invalid_seat', /not 1\.5$/);
  throwsCode(() => game.proposeBits(0, 65536), 'invalid_argument', /not 65536$/);
  throwsCode(() => game.inspect(0, -Infinity), 'invalid_seat', /not -Infinity$/);
  throwsCode(() => game.setAside(0, 1e300), 'invalid_seat', /not 1e\+300$/);
  throwsCode(() => game.playMission(0, NaN), 'invalid_argument', /not NaN$/);
  throwsCode(() => game.vote(0, 'yes'), 'invalid_argument', /not the string "yes"$/);
  throwsCode(() => game.choiceSeats(0, Choice.vote), 'invalid_argument', /not 2$/);
  // The types of the arguments first, in order, then their ranges.
  throwsCode(() => game.vote('x', 'yes'), 'invalid_seat');
  throwsCode(() => game.vote(-1, 'yes'), 'invalid_argument');
  throwsCode(() => game.proposeBits(-1, 1.5), 'invalid_seat');
  // -0 is 0.
  assert.equal(game.choicesPacked(-0), game.choicesPacked(0));
});

test('whole numbers not at the table: the core decides, as with apply', () => {
  const game = Game.create({ players: 5, seed: 2026 });
  const leader = seatsOf(game.awaitingBits())[0];
  throwsCode(() => game.vote(7, true), 'no_such_seat', /^there is no seat 7: this table seats players 0 to 4$/);
  throwsCode(() => game.leave(255), 'no_such_seat');
  throwsCode(() => game.proposeBits(leader, 0b100001), 'no_such_team_member');
  throwsCode(() => game.proposeBits(leader, 0x8001), 'no_such_team_member');
  throwsCode(() => game.proposeBits(leader, 0b111), 'wrong_team_size', /^this round's team has 2 members, not 3$/);
  throwsCode(() => game.proposeBits(leader, 0), 'wrong_team_size');
  // Queries answer a seat that is not at the table as choices() does: nothing to do.
  assert.equal(game.choicesPacked(200), 0);
  assert.deepEqual(game.choices(200).propose, null);
  assert.equal(game.choiceSeats(9, Choice.propose), 0);
  assert.equal(game.choiceSeats(leader, Choice.propose), 0b11111);
  assert.equal(game.choiceSeats(leader, Choice.inspect), 0, 'not offered');
});

test('lastOutcome: empty at first, the last accepted command by any path, kept by refusals', () => {
  const game = Game.create({ players: 5, seed: 2026 });
  assert.deepEqual(game.lastOutcome(), { events: [] });
  assert.equal(game.lastOutcomeJson(), '{"events":[]}');
  const leader = seatsOf(game.awaitingBits())[0];
  const proposed = game.apply(leader, { type: 'proposeTeam', team: [0, 1] });
  assert.deepEqual(game.lastOutcome(), proposed);
  assert.equal(game.vote(0, true), 1);
  assert.deepEqual(game.lastOutcome().events, [{ audience: { type: 'everyone' }, event: { type: 'voteCast', seat: 0 } }]);
  const kept = game.lastOutcomeJson();
  throwsCode(() => game.vote(0, false), 'already_voted');
  assert.equal(game.lastOutcomeJson(), kept);
  // A restored game starts without one: the snapshot holds the game, not the host's history.
  assert.deepEqual(Game.restore(game.snapshot()).lastOutcome(), { events: [] });
});

test('rematch(seed): the same configuration dealt again, as create would deal it', () => {
  for (const [index, config] of CONFIGS.entries()) {
    const table = Game.create({ ...config, seed: 1 });
    const before = table.snapshotJson();
    for (const seed of [0, 1, 2 + index, 2 ** 53 - 1]) {
      const again = table.rematch(seed);
      assert.equal(again.snapshotJson(), Game.create({ ...config, seed }).snapshotJson());
      assert.deepEqual(again.lastOutcome(), { events: [] });
      again.free();
    }
    assert.equal(table.snapshotJson(), before, 'the table itself is untouched');
  }
  const table = Game.create({ players: 5, seed: 1 });
  for (const seed of [-1, -0.5, 1.5, NaN, Infinity, -Infinity, '1', null, undefined, true, {}, 1n]) {
    throwsCode(() => table.rematch(seed), 'invalid_argument', /^a seed is a whole number from 0 to 2\^53 - 1, not/);
  }
  throwsCode(() => table.rematch(2 ** 53), 'seed_too_large');
  throwsCode(() => table.rematch(2 ** 64), 'seed_too_large');
  assert.equal(table.rematch(-0).seededConfig().seed, 0);
});

test('redeal(seed): rematch in place, and a refused seed changes nothing', () => {
  for (const [index, config] of CONFIGS.entries()) {
    const game = Game.create({ ...config, seed: 1 });
    // Play a little first: the new deal replaces everything, the last outcome too.
    const [seat] = game.awaiting();
    game.apply(seat, game.legalCommands(seat)[0]);
    assert.notDeepEqual(game.lastOutcome(), { events: [] });
    for (const seed of [0, 3 + index, 2 ** 53 - 1]) {
      game.redeal(seed);
      assert.equal(game.snapshotJson(), Game.create({ ...config, seed }).snapshotJson());
      assert.deepEqual(game.lastOutcome(), { events: [] });
    }
  }
  const game = Game.create({ players: 5, seed: 4 });
  const before = game.snapshotJson();
  for (const seed of [-1, 1.5, NaN, '1', null, undefined, 1n]) {
    throwsCode(() => game.redeal(seed), 'invalid_argument', /^a seed is a whole number from 0 to 2\^53 - 1, not/);
  }
  throwsCode(() => game.redeal(2 ** 53), 'seed_too_large');
  assert.equal(game.snapshotJson(), before);
  game.free();
  throwsCode(() => game.redeal(1), 'game_freed');
});

test('a freed game refuses the typed calls too', () => {
  const game = Game.create({ players: 5, seed: 1 });
  game.free();
  throwsCode(() => game.rematch(1), 'game_freed');
  throwsCode(() => game.awaitingBits(), 'game_freed');
  throwsCode(() => game.lastOutcome(), 'game_freed');
  throwsCode(() => game.lastOutcomeJson(), 'game_freed');
  for (const [, call] of typedCalls(game)) throwsCode(() => call(0), 'game_freed');
});

test('generated typed calls never trap and never change a game they refuse', () => {
  const draw = rng(77);
  const game = Game.create({ players: 7, seed: 5, leavePolicy: 'substitute', trapper: true,
    inquisitor: true, agendas: 'double', assassin: {} });
  const atoms = [0, 1, 2, 3, 6, 7, 9, 16, 255, 256, -1, 0.5, 2 ** 16 - 1, 2 ** 16, 2 ** 31, 2 ** 32, NaN,
    Infinity, true, false, '1', null, undefined, {}, 3n];
  const outcomes = { accepted: 0, refused: 0 };
  for (let round = 0; round < 4000 && !game.isOver(); round += 1) {
    const calls = typedCalls(game, atoms[draw(atoms.length)]);
    const [, call] = calls[draw(calls.length)];
    const before = game.snapshotJson();
    try {
      call(atoms[draw(atoms.length)]);
      outcomes.accepted += 1;
    } catch (error) {
      assertPackageError(error);
      assert.equal(game.snapshotJson(), before, `${error.code} changed the game`);
      outcomes.refused += 1;
    }
  }
  assert.ok(outcomes.refused > 1000 && outcomes.accepted > 10, JSON.stringify(outcomes));
  game.publicView();
});
