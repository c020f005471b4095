// The Cells variant through the installed package (resistance-engine/cells): whole
// games to the end, every answer agreeing with the others and with the snapshot,
// secrecy of the views, snapshots, every error path, and the browser entry.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { pathToFileURL } from 'node:url';
import * as mainEntry from 'resistance-engine';
import * as cellsEntry from 'resistance-engine/cells';
import {
  CellsGame, engineVersion, init, isResistanceError, snapshotVersion,
} from 'resistance-engine/cells';
import {
  CELLS_ERROR_CODES, RefusalTally, assertObjectShapeError, assertPackageError, installedPackageDir, refusedUnchanged,
  refusesBadInput,
  refusesMangledSnapshots, refusesNonSeats, refusesUnwritableConfigs, rng, seededConfigs, throwsCode,
} from './support.mjs';

const SLOTS = ['left', 'middle', 'right'];

/** `action` must throw the Cells entry's Error with `code`. */
function fails(action, code, message) {
  return throwsCode(action, code, message, CELLS_ERROR_CODES);
}

/** `action` must throw `code`, a ResistanceError, and leave `game` exactly as it was. */
function refused(game, action, code, message) {
  const error = refusedUnchanged(game, action, code, message, CELLS_ERROR_CODES);
  assert.ok(isResistanceError(error));
  return error;
}

function seatsOf(game) {
  return Array.from({ length: game.seededConfig().players }, (_, seat) => seat);
}

/** Every seat lays out its hand as it was dealt. */
function arrangeAll(game) {
  for (const seat of game.awaiting()) game.apply(seat, { type: 'arrange', row: game.view(seat).hand });
  assert.equal(game.publicView().phase.type, 'action');
}

/**
 * One random step: a random awaited seat, a random kind of the commands it may send,
 * a random command of that kind (so that missions come about as often as scouting).
 * `null` once the game is over.
 */
function randomStep(game, draw) {
  const awaiting = game.awaiting();
  if (awaiting.length === 0) return null;
  const seat = awaiting[draw(awaiting.length)];
  const commands = game.legalCommands(seat);
  const kinds = [...new Set(commands.map((command) => command.type))];
  const kind = kinds[draw(kinds.length)];
  const ofKind = commands.filter((command) => command.type === kind);
  return { seat, command: ofKind[draw(ofKind.length)] };
}

/** `choices(seat)` says what `legalCommands(seat)` lists, kind by kind. */
function assertChoicesMatch(choices, commands, context) {
  const of = (type) => commands.filter((command) => command.type === type);
  const key = (position) => `${position.seat}:${position.slot}`;
  assert.equal(choices.arrange, of('arrange').length > 0, context);
  // Every pair of the scoutable positions, once.
  const scouts = of('scoutCharacters');
  const positions = choices.scoutCharacters.map(key);
  assert.equal(new Set(positions).size, positions.length, context);
  const n = positions.length;
  assert.equal(scouts.length, n < 2 ? 0 : (n * (n - 1)) / 2, context);
  for (const { first, second } of scouts) {
    assert.ok(positions.includes(key(first)) && positions.includes(key(second)), context);
    assert.notEqual(key(first), key(second), context);
  }
  assert.equal(choices.scoutDeck, of('scoutDeck').length === 1, context);
  assert.deepEqual(of('goOnMission').map((command) => command.partner), choices.goOnMission, context);
  assert.deepEqual(of('returnCharacters').map((command) => command.swap),
    choices.returnCharacters ? [false, true] : [], context);
  // Every order of every subset of the three drawn cards: 1 + 3 + 6 + 6.
  const orders = of('returnToDeck').map((command) => command.order.join(''));
  assert.equal(orders.length, choices.returnToDeck ? 16 : 0, context);
  assert.equal(new Set(orders).size, orders.length, context);
  assert.deepEqual(of('passMissionCards').map((command) => command.discard),
    choices.passMissionCards ? [0, 1, 2] : [], context);
  assert.deepEqual(of('playMissionCard').map((command) => command.play),
    choices.playMissionCard ? [0, 1] : [], context);
  assert.deepEqual(of('expose').map((command) => command.slot), choices.expose, context);
}

/** Whether `choices` offers nothing at all. */
function nothingOffered(choices) {
  return Object.values(choices).every((value) => value === false || (Array.isArray(value) && value.length === 0));
}

test('the Cells entry: versions, init, its own exports', async () => {
  await init(); // a no-op in Node, there for code shared with browsers
  assert.equal(engineVersion(), mainEntry.engineVersion(), 'one engine version for both modules');
  const game = CellsGame.create({ players: 3, seed: 1 });
  assert.equal(snapshotVersion(), game.snapshot().version);
  assert.deepEqual(Object.keys(cellsEntry).sort(),
    ['CellsGame', 'ResistanceError', 'engineVersion', 'init', 'isResistanceError', 'snapshotVersion']);
  assert.equal('CellsGame' in mainEntry, false, 'the main entry does not carry the Cells game');
  assert.notEqual(cellsEntry.isResistanceError, mainEntry.isResistanceError);
});

test('a new game: config, opening, hands dealt to their own seats only, views', () => {
  for (const players of [3, 4]) {
    const game = CellsGame.create({ players, seed: 2026 });
    assert.deepEqual(game.seededConfig(), { players, seed: 2026 });
    assert.equal(game.isOver(), false);
    assert.equal(game.result(), null);
    // Before the arranging a seat's view holds the hand it was dealt.
    const dealt = seatsOf(game).map((seat) => game.view(seat).hand);

    const [started, ...hands] = game.opening();
    assert.deepEqual(started, {
      audience: { type: 'everyone' },
      event: { type: 'gameStarted', players, firstPlayer: game.publicView().firstPlayer },
    });
    assert.equal(hands.length, players);
    let spies = 0;
    for (const [seat, { audience, event }] of hands.entries()) {
      assert.deepEqual(audience, { type: 'seats', seats: [seat] }, 'a hand goes to its seat alone');
      assert.deepEqual(event, { type: 'handDealt', seat, hand: dealt[seat] });
      spies += event.hand.filter((card) => card === 'spy').length;
    }
    assert.equal(spies, players + 1, 'n + 1 spies among the 3n cards');

    const table = game.publicView();
    assert.deepEqual(table.phase, { type: 'arranging', arranged: [] });
    assert.deepEqual(game.awaiting(), seatsOf(game));
    assert.deepEqual(table.awaiting, game.awaiting());
    assert.equal(table.turn, 0);
    assert.equal(table.deck, 9);
    assert.equal(table.reveal, null);
    for (const seat of seatsOf(game)) {
      const view = game.view(seat);
      assert.equal(view.seat, seat);
      assert.deepEqual(view.hand, hands[seat].event.hand);
      assert.deepEqual(view.table, table);
      assert.ok(view.memory.every((cell) => cell.every((seen) => seen === null)));
      // The arrangements offered are the distinct orders of the seat's own hand.
      const rows = game.legalCommands(seat).map((command) => command.row.join(','));
      assert.equal(new Set(rows).size, rows.length);
      for (const row of rows) assert.deepEqual(row.split(',').sort(), [...view.hand].sort());
    }
    // The opening depends only on the configuration: a restored game has it too.
    arrangeAll(game);
    assert.equal(CellsGame.restoreJson(game.snapshotJson()).openingJson(), game.openingJson());
  }
});

test('full random games to the end (3 and 4 players, several seeds): every answer agrees', () => {
  const winners = new Set();
  for (const players of [3, 4]) {
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const game = CellsGame.create({ players, seed });
      const draw = rng(seed * 10 + players);
      const seen = [];
      let steps = 0;
      for (let step = randomStep(game, draw); step !== null; step = randomStep(game, draw)) {
        const context = `${players} players, seed ${seed}, step ${steps}`;
        const awaiting = game.awaiting();
        assert.deepEqual(game.publicView().awaiting, awaiting, context);
        assert.equal(game.isOver(), false);
        assert.equal(game.result(), null);
        for (const seat of seatsOf(game)) {
          const commands = game.legalCommands(seat);
          const choices = game.choices(seat);
          if (awaiting.includes(seat)) {
            assert.ok(commands.length > 0, context);
            assertChoicesMatch(choices, commands, `${context}, seat ${seat}`);
          } else {
            assert.deepEqual(commands, [], `${context}, seat ${seat}`);
            assert.ok(nothingOffered(choices), `${context}, seat ${seat}`);
          }
        }
        const before = game.snapshotJson();
        // Now and then: every command listed is one apply accepts (each on a copy).
        if (steps % 9 === 0) {
          for (const command of game.legalCommands(step.seat)) {
            const copy = CellsGame.restoreJson(before);
            assert.ok(copy.apply(step.seat, command).events.length > 0, context);
            copy.free();
          }
        }
        const outcome = game.apply(step.seat, step.command);
        assert.ok(outcome.events.length > 0, context);
        assert.notEqual(game.snapshotJson(), before, context);
        seen.push(...outcome.events.map(({ event }) => event));
        steps += 1;
        assert.ok(steps < 5000, 'a Cells game of random commands ends long before 5000 steps');
      }

      // The end: the result, the reveal and the snapshot agree.
      const context = `${players} players, seed ${seed}`;
      const result = game.result();
      const table = game.publicView();
      assert.equal(game.isOver(), true);
      assert.deepEqual(table.result, result, context);
      // The reveal shows every cell: n rows of three, n + 1 spies among them.
      const rows = table.reveal.cells;
      assert.equal(rows.length, players, context);
      assert.ok(rows.every((row) => row.length === 3), context);
      assert.equal(rows.flat().filter((card) => card === 'spy').length, players + 1, context);
      assert.deepEqual(table.phase, { type: 'gameOver' });
      assert.deepEqual(game.awaiting(), []);
      const sides = table.reveal.cells.map((row) =>
        (row.filter((card) => card === 'spy').length >= 2 ? 'spy' : 'resistance'));
      assert.deepEqual(table.reveal.sides, sides, context);
      assert.deepEqual(result.winners, seatsOf(game).filter((seat) => sides[seat] === result.winner));
      assert.equal(result.winner === 'resistance' ? table.successes : table.failures, 3, context);
      assert.equal(table.missions.filter((mission) => mission.succeeded).length, table.successes);
      assert.equal(table.missions.length, table.successes + table.failures);
      assert.equal(table.reveal.deck.length, table.deck);
      assert.equal(table.reveal.discard.length, table.discard);
      // The nine mission cards: the deck, the discard pile and one on the table per mission.
      const cards = [...table.reveal.deck, ...table.reveal.discard,
        ...table.missions.map((mission) => (mission.turnedToFailure ? 'fail' : mission.played))];
      assert.equal(cards.filter((card) => card === 'success').length, 4, context);
      assert.equal(cards.filter((card) => card === 'fail').length, 5, context);
      assert.deepEqual(seen.slice(-2), [
        { type: 'gameEnded', winner: result.winner },
        { type: 'cellsRevealed', cells: table.reveal.cells, winners: result.winners },
      ]);
      const resolved = seen.filter((event) => event.type === 'missionResolved');
      assert.deepEqual(resolved.map((event) => event.succeeded), table.missions.map((m) => m.succeeded));
      for (const seat of seatsOf(game)) {
        assert.deepEqual(game.legalCommands(seat), []);
        assert.ok(nothingOffered(game.choices(seat)));
        assert.deepEqual(game.view(seat).table, table);
        refused(game, () => game.apply(seat, { type: 'scoutDeck' }), 'game_over', /^the game is over$/);
      }
      assert.ok(steps > players, `${context}: ${steps} steps`);
      winners.add(result.winner);
    }
  }
  assert.deepEqual([...winners].sort(), ['resistance', 'spy'], 'both sides win some of the games');
});

test('string and object methods give the same answers; create(config, seed) is create({ ...config, seed })', () => {
  const game = CellsGame.create({ players: 4 }, 77);
  assert.equal(game.snapshotJson(), CellsGame.create({ players: 4, seed: 77 }).snapshotJson());
  assert.equal(game.snapshotJson(), CellsGame.fromJson('{"players":4,"seed":77}').snapshotJson());
  const draw = rng(77);
  const compare = () => {
    assert.deepEqual(game.seededConfig(), JSON.parse(game.seededConfigJson()));
    assert.deepEqual(game.opening(), JSON.parse(game.openingJson()));
    assert.deepEqual(game.publicView(), JSON.parse(game.publicViewJson()));
    assert.deepEqual(game.awaiting(), JSON.parse(game.awaitingJson()));
    assert.deepEqual(game.result(), JSON.parse(game.resultJson()));
    assert.deepEqual(game.snapshot(), JSON.parse(game.snapshotJson()));
    for (const seat of seatsOf(game)) {
      assert.deepEqual(game.view(seat), JSON.parse(game.viewJson(seat)));
      assert.deepEqual(game.choices(seat), JSON.parse(game.choicesJson(seat)));
      assert.deepEqual(game.legalCommands(seat), JSON.parse(game.legalCommandsJson(seat)));
    }
  };
  let steps = 0;
  for (let step = randomStep(game, draw); step !== null; step = randomStep(game, draw)) {
    compare();
    // Alternate the two ways in: the same outcome either way (checked on a copy).
    const copy = CellsGame.restore(game.snapshot());
    const text = copy.applyJson(step.seat, JSON.stringify(step.command));
    assert.deepEqual(game.apply(step.seat, step.command), JSON.parse(text));
    assert.equal(copy.snapshotJson(), game.snapshotJson());
    copy.free();
    steps += 1;
  }
  compare();
  assert.ok(steps > 0 && game.isOver());
});

test('the same seed and commands replay to the same game; another seed deals another', () => {
  const first = CellsGame.create({ players: 3, seed: 5 });
  const second = CellsGame.create({ players: 3, seed: 5 });
  const draw = rng(5);
  for (let step = randomStep(first, draw); step !== null; step = randomStep(first, draw)) {
    assert.equal(second.applyJson(step.seat, JSON.stringify(step.command)),
      first.applyJson(step.seat, JSON.stringify(step.command)));
  }
  assert.equal(second.snapshotJson(), first.snapshotJson());
  assert.equal(second.isOver(), true);
  const openings = new Set([5, 6, 7, 8].map((seed) => CellsGame.create({ players: 3, seed }).openingJson()));
  assert.ok(openings.size > 1, 'the seed decides the deal');
});

test('snapshots: a round trip at any step continues identically', () => {
  for (const [players, seed] of [[3, 11], [4, 12], [4, 13]]) {
    const original = CellsGame.create({ players, seed });
    let game = CellsGame.create({ players, seed });
    const draw = rng(seed);
    const phases = new Set();
    let steps = 0;
    for (let step = randomStep(original, draw); step !== null; step = randomStep(original, draw)) {
      // Save and restore before every step, and carry on with the restored game.
      const snapshot = game.snapshotJson();
      const restored = CellsGame.restoreJson(snapshot);
      assert.equal(restored.snapshotJson(), snapshot, `round trip before step ${steps}`);
      assert.deepEqual(CellsGame.restore(JSON.parse(snapshot)).snapshot(), JSON.parse(snapshot));
      game.free();
      game = restored;
      phases.add(game.publicView().phase.type);
      const command = JSON.stringify(step.command);
      assert.equal(game.applyJson(step.seat, command), original.applyJson(step.seat, command), `step ${steps}`);
      for (const seat of seatsOf(game)) assert.equal(game.viewJson(seat), original.viewJson(seat));
      steps += 1;
    }
    assert.equal(game.snapshotJson(), original.snapshotJson());
    assert.equal(game.publicViewJson(), original.publicViewJson());
    assert.equal(game.resultJson(), original.resultJson());
    phases.add(game.publicView().phase.type);
    assert.ok(phases.size >= 7, `restored in the phases ${[...phases]}`);
    // A finished game restores finished.
    const finished = CellsGame.restoreJson(game.snapshotJson());
    assert.equal(finished.isOver(), true);
    assert.deepEqual(finished.result(), original.result());
  }
});

/**
 * What one seat was told: its own events and the public ones, folded into what its
 * view must show. A view that held anything else (another seat's hand, a card it
 * never saw, the deck's order) would differ from it.
 */
class Witness {
  constructor(players, seat) {
    this.seat = seat;
    this.turn = 0;
    this.hand = null;
    this.memory = Array.from({ length: players }, () => [null, null, null]);
    this.scouted = null;
    this.missionCards = [];
    this.deckMemory = null;
  }

  remember({ seat, slot }, card) {
    this.memory[seat][SLOTS.indexOf(slot)] = { card, turn: this.turn };
  }

  see(event) {
    switch (event.type) {
      case 'handDealt': this.hand = event.hand; break;
      case 'rowLaidOut':
        this.hand = null;
        event.row.forEach((card, index) => this.remember({ seat: this.seat, slot: SLOTS[index] }, card));
        break;
      case 'turnStarted': this.turn = event.turn; break;
      case 'charactersSeen':
        this.scouted = [event.first, event.second];
        for (const { position, card } of this.scouted) this.remember(position, card);
        break;
      case 'charactersReturned':
        if (event.scout === this.seat) this.scouted = null;
        break;
      case 'swapChosen':
        if (event.swapped) {
          // It saw both a moment ago: it knows where each went.
          const [first, second] = this.lastSeen;
          this.remember(first.position, second.card);
          this.remember(second.position, first.card);
        }
        break;
      case 'characterExposed': this.remember(event.position, event.card); break;
      case 'missionCardsDrawn': this.missionCards = event.cards; break;
      case 'missionCardsReceived': this.missionCards = event.cards; break;
      case 'deckCardsReturned':
        if (event.scout === this.seat) this.missionCards = [];
        break;
      case 'deckTopChosen':
        this.deckMemory = { turn: this.turn, returned: event.returned, discarded: event.discarded };
        break;
      case 'missionCardsPassed':
        if (event.leader === this.seat) this.missionCards = [];
        break;
      case 'missionCardPlayed':
        if (event.partner === this.seat) this.missionCards = [];
        break;
      default:
    }
    if (event.type === 'charactersSeen') this.lastSeen = [event.first, event.second];
  }

  /** The view the seat must get, beside the public table. */
  view(table) {
    return {
      seat: this.seat,
      hand: this.hand,
      memory: this.memory,
      scouted: this.scouted,
      missionCards: this.missionCards,
      deckMemory: this.deckMemory,
      table,
    };
  }
}

/** The events of `envelopes` that `seat` may see. */
function deliveredTo(envelopes, seat) {
  return envelopes
    .filter(({ audience }) => audience.type === 'everyone' || audience.seats.includes(seat))
    .map(({ event }) => event);
}

/** The events that go to one seat alone, and the seat each must go to. */
const PRIVATE = {
  handDealt: (event) => event.seat,
  rowLaidOut: (event) => event.seat,
  charactersSeen: (event) => event.scout,
  swapChosen: (event) => event.scout,
  missionCardsDrawn: (event) => event.seat,
  deckTopChosen: (event) => event.scout,
  missionCardsReceived: (event) => event.partner,
};

test("views: a seat's view is what its own events told it, true to the snapshot, until the end", () => {
  for (const [players, seed] of [[3, 21], [3, 22], [4, 23], [4, 24], [4, 25]]) {
    const game = CellsGame.create({ players, seed });
    const witnesses = seatsOf(game).map((seat) => new Witness(players, seat));
    const deliver = (envelopes) => {
      for (const { audience, event } of envelopes) {
        const owner = PRIVATE[event.type];
        if (owner) assert.deepEqual(audience, { type: 'seats', seats: [owner(event)] }, event.type);
        else assert.deepEqual(audience, { type: 'everyone' }, event.type);
      }
      for (const witness of witnesses) {
        for (const event of deliveredTo(envelopes, witness.seat)) witness.see(event);
      }
    };
    const check = (context) => {
      const table = game.publicView();
      for (const witness of witnesses) {
        const { seat } = witness;
        const view = game.view(seat);
        assert.deepEqual(view, witness.view(table), `${context}, seat ${seat}`);
        if (game.isOver()) continue;
        assert.equal(view.table.reveal, null);
        // A hand only while its seat is still to arrange; scouted cards only for
        // the scout; mission cards only for the seat the public phase names.
        // (Whether they are the real cards is held to the Rust engine's own state by
        // its property tests: a record, unlike the old snapshot, shows no state.)
        if (view.hand !== null) {
          assert.equal(table.phase.type, 'arranging');
          assert.ok(!table.phase.arranged.includes(seat));
        }
        if (view.scouted !== null) {
          assert.equal(table.phase.type, 'scouting');
          assert.equal(table.phase.scout, seat);
          assert.ok(view.scouted.every(({ card }) => ['spy', 'resistance'].includes(card)));
        }
        if (view.missionCards.length > 0) {
          const holder = table.phase.type === 'missionPlay' ? table.phase.partner : table.player;
          assert.equal(seat, holder, context);
        }
        // Another seat's cards are never seen at the arranging.
        for (const other of seatsOf(game).filter((o) => o !== seat)) {
          assert.ok(view.memory[other].every((seen) => seen === null || seen.turn > 0), context);
        }
      }
    };
    deliver(game.opening());
    check('opening');
    const draw = rng(seed);
    let steps = 0;
    for (let step = randomStep(game, draw); step !== null; step = randomStep(game, draw)) {
      deliver(game.apply(step.seat, step.command).events);
      check(`${players} players, seed ${seed}, step ${steps}`);
      steps += 1;
    }
    assert.equal(game.isOver(), true);
  }
});

/**
 * A game played with random commands until `wanted(game)` holds, trying seeds in
 * turn; the game, or a failure naming the predicate.
 */
function playUntil(players, wanted, what) {
  for (let seed = 0; seed < 200; seed += 1) {
    const game = CellsGame.create({ players, seed });
    const draw = rng(seed + 1000);
    for (let step = randomStep(game, draw); step !== null; step = randomStep(game, draw)) {
      if (wanted(game)) return game;
      game.apply(step.seat, step.command);
    }
  }
  assert.fail(`no game of 200 reached ${what}`);
}

test('configurations: malformed, wrong types, unknown fields, out of range', () => {
  const cases = [
    [() => CellsGame.fromJson('{'), 'invalid_json', /^invalid JSON: EOF while parsing/],
    [() => CellsGame.fromJson(''), 'invalid_json'],
    [() => CellsGame.fromJson('[]'), 'invalid_json'],
    [() => CellsGame.fromJson('{"players":"4","seed":1}'), 'invalid_json', /`players` must be a whole number from 0 to 255, not the string "4"/],
    [() => CellsGame.fromJson('{"seed":4,"player":4}'), 'invalid_json', /there is no field `player` here: its fields are `players`, `seed`, `deal`/],
    [() => CellsGame.fromJson('{"seed":4}'), 'invalid_json', /^invalid JSON: `players` is missing/],
    [() => CellsGame.fromJson('{"players":4,"seed":1,"cells":true}'), 'invalid_json', /there is no field `cells` here/],
    // The base game's fields are not the Cells game's.
    [() => CellsGame.create({ players: 4, seed: 1, trapper: true }), 'invalid_json', /there is no field `trapper` here/],
    [() => CellsGame.create({ players: 4, seed: 1, leavePolicy: 'endGame' }), 'invalid_json'],
    [() => CellsGame.fromJson('{"players":4,"seed":-1}'), 'invalid_json'],
    [() => CellsGame.fromJson('{"players":3.5,"seed":1}'), 'invalid_json'],
    [() => CellsGame.fromJson('{"players":256,"seed":1}'), 'invalid_json'],
    [() => CellsGame.fromJson('{"players":4,"seed":1} {}'), 'invalid_json'],
    [() => CellsGame.create({ players: 2, seed: 1 }), 'player_count', /^a Cells game needs 3 or 4 players, not 2$/],
    [() => CellsGame.create({ players: 5, seed: 1 }), 'player_count', /not 5$/],
    [() => CellsGame.create({ players: 0, seed: 1 }), 'player_count'],
    [() => CellsGame.create({ players: 4 }, -1), 'invalid_json'],
    [() => CellsGame.create(() => 4), 'invalid_argument'],
    [() => CellsGame.create('{"players":4,"seed":1}'), 'invalid_json', /^invalid configuration: the value must be an object \(a Cells configuration\), not the string/],
  ];
  for (const [action, code, message] of cases) fails(action, code, message);
  refusesUnwritableConfigs(CellsGame, 4, CELLS_ERROR_CODES);
  fails(() => new CellsGame(), 'invalid_argument', /CellsGame\.create/);
});

test('commands: malformed JSON, unknown and extra fields, wrong types, other games\' commands', () => {
  const game = CellsGame.create({ players: 4, seed: 3 });
  arrangeAll(game);
  const { player } = game.publicView();
  const bad = [
    '', '{', 'null', '[]', '"scoutDeck"', '{"type":"scoutDeck"', '{"type":"dance"}', '{"type":"ScoutDeck"}',
    '{"kind":"scoutDeck"}', '{"type":"scoutDeck"} trailing', '\u0000',
    // Fields the command does not have, also on a command without fields.
    '{"type":"scoutDeck","extra":1}', '{"type":"scoutDeck","type":"scoutDeck"}',
    '{"type":"goOnMission","partner":1,"extra":true}',
    '{"type":"expose","slot":"left","seat":0}',
    // Missing or mistyped fields.
    '{"type":"goOnMission"}', '{"type":"goOnMission","partner":"1"}', '{"type":"goOnMission","partner":-1}',
    '{"type":"goOnMission","partner":1.5}', '{"type":"goOnMission","partner":256}',
    '{"type":"returnCharacters","swap":"yes"}', '{"type":"returnCharacters"}',
    '{"type":"expose","slot":"top"}', '{"type":"expose","slot":1}',
    '{"type":"arrange","row":["spy","spy"]}', '{"type":"arrange","row":["spy","spy","spy","spy"]}',
    '{"type":"arrange","row":["spy","spy","commander"]}', '{"type":"arrange","row":"spy"}',
    '{"type":"scoutCharacters","first":{"seat":0,"slot":"left"}}',
    '{"type":"scoutCharacters","first":{"seat":0},"second":{"seat":1,"slot":"left"}}',
    '{"type":"scoutCharacters","first":{"seat":0,"slot":"left","x":1},"second":{"seat":1,"slot":"left"}}',
    '{"type":"returnToDeck","order":[0,1,2,0]}', '{"type":"returnToDeck","order":[-1]}',
    '{"type":"returnToDeck","order":0}', '{"type":"passMissionCards","discard":256}',
    '{"type":"playMissionCard","play":-1}', '{"type":"playMissionCard"}',
    // The base game's commands.
    '{"type":"leave"}', '{"type":"vote","vote":"approve"}', '{"type":"proposeTeam","team":[0,1]}',
    `{"type":"returnToDeck","order":[${'0,'.repeat(100000)}0]}`,
    `${'{"a":'.repeat(10000)}1${'}'.repeat(10000)}`,
  ];
  for (const json of bad) {
    const error = refused(game, () => game.applyJson(player, json), 'invalid_json', /^invalid JSON: /);
    assert.ok(error.message.length < 500, 'messages stay short');
  }
  refused(game, () => game.apply(player, { type: 'scoutDeck', extra: 1 }), 'invalid_json',
    /there is no field `extra` here: its only field is `type`/);
  refused(game, () => game.apply(player, { type: 'leave' }), 'invalid_json', /`type` must be one of `arrange`, .*, not `leave`/);
  // Objects JSON cannot hold, and strings where JSON text belongs.
  const cyclic = { type: 'goOnMission' };
  cyclic.partner = cyclic;
  refused(game, () => game.apply(player, cyclic), 'invalid_argument', /cannot be encoded as JSON/);
  refused(game, () => game.apply(player, { type: 'goOnMission', partner: 1n }), 'invalid_argument');
  refused(game, () => game.apply(player, undefined), 'invalid_argument');
  refused(game, () => game.apply(player, () => 0), 'invalid_argument');
  refused(game, () => game.applyJson(player, { type: 'scoutDeck' }), 'invalid_argument',
    /the command must be a JSON string, not an object/);
  refused(game, () => game.applyJson(player, 42), 'invalid_argument');
  refused(game, () => game.applyJson(player, null), 'invalid_argument');
  refused(game, () => game.applyJson(player, undefined), 'invalid_argument');
  // Still playable after all of that.
  game.apply(player, { type: 'scoutDeck' });
});

test('commands refused by the rules: each code with the core\'s message, nothing changed', () => {
  const game = CellsGame.create({ players: 4, seed: 3 });
  const hand = game.view(0).hand;
  // During the arranging.
  refused(game, () => game.apply(4, { type: 'scoutDeck' }), 'no_such_seat',
    /^there is no seat 4: this table seats players 0 to 3$/);
  refused(game, () => game.apply(255, { type: 'scoutDeck' }), 'no_such_seat');
  refused(game, () => game.apply(0, { type: 'scoutDeck' }), 'wrong_phase',
    /^cannot scout the mission deck during the arranging of the cells$/);
  const spies = hand.filter((card) => card === 'spy').length;
  const wrongRow = ['spy', 'spy', 'spy'].map((card, index) => (index < (spies + 1) % 4 ? 'spy' : 'resistance'));
  refused(game, () => game.apply(0, { type: 'arrange', row: wrongRow }), 'not_your_hand',
    /^the row must hold exactly the three cards you were dealt$/);
  game.apply(0, { type: 'arrange', row: hand });
  refused(game, () => game.apply(0, { type: 'arrange', row: hand }), 'already_arranged',
    /^seat 0 has already arranged its cell$/);
  arrangeAll(game);

  // A turn's action.
  const { player } = game.publicView();
  const other = (player + 1) % 4;
  refused(game, () => game.apply(other, { type: 'scoutDeck' }), 'not_your_turn',
    new RegExp(`^it is seat ${player}'s turn, not seat ${other}'s$`));
  refused(game, () => game.apply(player, { type: 'arrange', row: hand }), 'wrong_phase');
  refused(game, () => game.apply(player, { type: 'returnCharacters', swap: true }), 'wrong_phase');
  refused(game, () => game.apply(player, { type: 'expose', slot: 'left' }), 'wrong_phase');
  refused(game, () => game.apply(player, { type: 'playMissionCard', play: 0 }), 'wrong_phase');
  refused(game, () => game.apply(player, { type: 'scoutCharacters', first: { seat: 7, slot: 'left' },
    second: { seat: 0, slot: 'left' } }), 'no_such_position', /^seat 7 is not at this table of 4$/);
  const left = { seat: other, slot: 'left' };
  refused(game, () => game.apply(player, { type: 'scoutCharacters', first: left, second: left }),
    'same_card_twice', new RegExp(`^the left card of seat ${other} is named twice`));
  refused(game, () => game.apply(player, { type: 'scoutCharacters', first: { seat: other, slot: 'middle' },
    second: left }), 'protected_card', new RegExp(`^the middle card of seat ${other} is protected`));
  refused(game, () => game.apply(player, { type: 'goOnMission', partner: 9 }), 'no_such_partner',
    /^partner 9 is not a seat at this table of 4$/);
  refused(game, () => game.apply(player, { type: 'goOnMission', partner: player }), 'mission_with_self',
    /^a mission needs a partner other than oneself$/);
  // One's own middle card may be scouted.
  game.apply(player, { type: 'scoutCharacters', first: { seat: player, slot: 'middle' }, second: left });
  refused(game, () => game.apply(player, { type: 'scoutDeck' }), 'wrong_phase');
  refused(game, () => game.apply(other, { type: 'returnCharacters', swap: false }), 'not_your_turn');
  game.apply(player, { type: 'returnCharacters', swap: false });

  // Scouting the deck.
  const scout = game.publicView().player;
  game.apply(scout, { type: 'scoutDeck' });
  refused(game, () => game.apply(scout, { type: 'returnToDeck', order: [3] }), 'no_such_card',
    /^there is no card 3: you hold 3, numbered from 0$/);
  refused(game, () => game.apply(scout, { type: 'returnToDeck', order: [1, 1] }), 'card_listed_twice',
    /^card 1 is listed twice: the order must name each card once$/);
  game.apply(scout, { type: 'returnToDeck', order: [2, 0, 1] });

  // A mission.
  const leader = game.publicView().player;
  const partner = (leader + 2) % 4;
  game.apply(leader, { type: 'goOnMission', partner });
  refused(game, () => game.apply(leader, { type: 'passMissionCards', discard: 3 }), 'no_such_card');
  refused(game, () => game.apply(partner, { type: 'passMissionCards', discard: 0 }), 'not_your_turn');
  game.apply(leader, { type: 'passMissionCards', discard: 0 });
  refused(game, () => game.apply(leader, { type: 'playMissionCard', play: 0 }), 'not_partner',
    new RegExp(`^only the partner \\(seat ${partner}\\) plays the mission card, not seat ${leader}$`));
  refused(game, () => game.apply(partner, { type: 'playMissionCard', play: 2 }), 'no_such_card',
    /^there is no card 2: you hold 2, numbered from 0$/);
});

test('exposure and face-up characters: not_exposing, already_face_up, face_up_character', () => {
  // After a Success the mission's players turn characters up; the others may not.
  const exposing = playUntil(4, (game) => game.publicView().phase.type === 'exposure', 'an exposure');
  const { phase } = exposing.publicView();
  const outsider = [0, 1, 2, 3].find((seat) => !phase.pending.includes(seat));
  refused(exposing, () => exposing.apply(outsider, { type: 'expose', slot: 'left' }), 'not_exposing',
    new RegExp(`^seat ${outsider} has no character to turn face up now$`));

  // A spy turned up first obliges its player to turn up another: not the same one.
  const spyShown = playUntil(4, (game) => {
    const table = game.publicView();
    return table.phase.type === 'exposure'
      && table.phase.pending.some((seat) => table.cells[seat].faceUp.some((card) => card !== null));
  }, 'a second exposure');
  const table = spyShown.publicView();
  const owing = table.phase.pending.find((seat) => table.cells[seat].faceUp.some((card) => card !== null));
  const up = SLOTS[table.cells[owing].faceUp.findIndex((card) => card !== null)];
  refused(spyShown, () => spyShown.apply(owing, { type: 'expose', slot: up }), 'already_face_up',
    new RegExp(`^your ${up} card is already face up$`));
  assert.ok(spyShown.choices(owing).expose.length < 3);
  assert.ok(!spyShown.choices(owing).expose.includes(up));

  // A player with a face-up character goes on no mission.
  const faceUp = playUntil(3, (game) => {
    const view = game.publicView();
    return view.phase.type === 'action' && view.cells.some((cell) => cell.faceUp.some((card) => card !== null));
  }, 'an action beside a face-up character');
  const now = faceUp.publicView();
  const hasFaceUp = (seat) => now.cells[seat].faceUp.some((card) => card !== null);
  // The player itself (checked first), or another with a face-up card asked along.
  const marked = hasFaceUp(now.player) ? now.player : [0, 1, 2].find(hasFaceUp);
  const partner = marked === now.player ? (now.player + 1) % 3 : marked;
  refused(faceUp, () => faceUp.apply(now.player, { type: 'goOnMission', partner }), 'face_up_character',
    new RegExp(`^seat ${marked} has a face-up character and cannot go on a mission$`));
  if (marked !== now.player) assert.ok(!faceUp.choices(now.player).goOnMission.includes(marked));
  else assert.deepEqual(faceUp.choices(now.player).goOnMission, []);
});

test('seats: strings, negative, fractional, NaN, too large and other non-seats are invalid_seat', () => {
  const game = CellsGame.create({ players: 3, seed: 2026 });
  refusesNonSeats(game, { type: 'scoutDeck' }, CELLS_ERROR_CODES);
  // A whole number that is not at this table is the core's no_such_seat, or nothing to do.
  refused(game, () => game.view(3), 'no_such_seat', /^there is no seat 3: this table seats players 0 to 2$/);
  refused(game, () => game.viewJson(255), 'no_such_seat');
  assert.deepEqual(game.legalCommands(3), []);
  assert.ok(nothingOffered(game.choices(200)));
  // -0 is 0.
  assert.equal(game.view(-0).seat, 0);
});

test('a freed game says so', () => {
  const game = CellsGame.create({ players: 3, seed: 1 });
  game.free();
  game.free(); // twice is harmless
  const calls = [
    () => game.apply(0, { type: 'scoutDeck' }), () => game.applyJson(0, '{"type":"scoutDeck"}'),
    () => game.opening(), () => game.view(0), () => game.publicView(), () => game.legalCommands(0),
    () => game.choices(0), () => game.awaiting(), () => game.result(), () => game.isOver(),
    () => game.seededConfig(), () => game.snapshot(), () => game.snapshotJson(),
  ];
  for (const call of calls) fails(call, 'game_freed', /free\(\)/);
});

test('snapshots: other versions, the other game\'s, damaged, not a snapshot', () => {
  const game = playUntil(4, (g) => g.publicView().missions.length > 0, 'a mission');
  const snapshot = game.snapshot();
  assert.equal(snapshot.version, snapshotVersion());
  fails(() => CellsGame.restore({ ...snapshot, version: snapshot.version + 1 }), 'unsupported_snapshot_version',
    new RegExp(`^snapshot version ${snapshot.version + 1} is not supported: this library reads version ${snapshot.version} \\(a record of the accepted commands\\)$`));
  fails(() => CellsGame.restore({ ...snapshot, game: 'resistance' }), 'record_of_another_game');
  fails(() => CellsGame.restoreJson('{"version":99,"game":"from the future"}'), 'unsupported_snapshot_version');
  fails(() => CellsGame.restoreJson('{"version":0}'), 'unsupported_snapshot_version');
  fails(() => CellsGame.restoreJson('{"game":{}}'), 'invalid_json', /^invalid JSON: `version` is missing/);
  fails(() => CellsGame.restoreJson('{"version":"1","game":{}}'), 'invalid_json');
  fails(() => CellsGame.restoreJson('{"version":1,"game":{}}'), 'unsupported_snapshot_version');
  fails(() => CellsGame.restoreJson('not json'), 'invalid_json');
  fails(() => CellsGame.restoreJson(snapshot), 'invalid_argument', /must be a JSON string/);
  fails(() => CellsGame.restore(undefined), 'invalid_argument');
  fails(() => CellsGame.restore(null), 'invalid_json');

  // The base game's record is not a Cells game's, nor the other way round.
  const base = mainEntry.Game.create({ players: 5, seed: 1 });
  fails(() => CellsGame.restore(base.snapshot()), 'record_of_another_game');
  fails(() => CellsGame.restoreJson(base.snapshotJson()), 'record_of_another_game');
  throwsCode(() => mainEntry.Game.restore(snapshot), 'record_of_another_game');
  throwsCode(() => mainEntry.Game.restoreJson(game.snapshotJson()), 'record_of_another_game');

  // Edited: each edit is refused with the code of what it breaks.
  const edit = (change) => {
    const copy = structuredClone(snapshot);
    change(copy);
    return copy;
  };
  const damaged = [
    [(r) => { r.config.players = 5; }, 'snapshot_config_invalid', /^the record's configuration is invalid: a Cells game needs 3 or 4 players/],
    [(r) => { r.config.seed = 2 ** 53; }, 'snapshot_config_invalid'],
    [(r) => { r.commands.push(r.commands[r.commands.length - 1]); }, 'record_command_refused', /^the record's command \d+ \(seat \d\) is refused: /],
    [(r) => { r.commands.splice(1, 1); }, 'record_command_refused'],
    [(r) => { r.commands[0].seat = (r.commands[0].seat + 1) % 4; r.commands[1].seat = r.commands[0].seat; }, 'record_command_refused'],
    [(r) => { r.cheat = true; }, 'invalid_json', /there is no field `cheat` here/],
    [(r) => { r.cells = []; }, 'invalid_json', /there is no field `cells` here/],
    [(r) => { delete r.commands; }, 'invalid_json', /`commands` is missing/],
    [(r) => { r.commands[0].command = { type: 'dancing' }; }, 'invalid_json'],
  ];
  for (const [change, code, message] of damaged) fails(() => CellsGame.restore(edit(change)), code, message);
  // The undamaged snapshot still restores to the same game.
  assert.equal(CellsGame.restore(snapshot).snapshotJson(), game.snapshotJson());
});

test('generated bad snapshots are refused with a code, or restore a game that plays on', () => {
  const draw = rng(17);
  const game = playUntil(3, (g) => g.publicView().turn >= 6, 'turn 6');
  // Whatever restored is a game the rules could have produced: it plays on.
  refusesMangledSnapshots(CellsGame, game.snapshotJson(), draw, (copy) => {
    for (const seat of copy.awaiting()) {
      copy.view(seat);
      const [command] = copy.legalCommands(seat);
      if (command !== undefined) copy.apply(seat, command);
    }
  }, CELLS_ERROR_CODES);
});

/** A command that may or may not be legal now: any kind, seats and indices in and out of range. */
function probeCommand(draw, players) {
  const seat = () => draw(players + 2);
  const slot = () => SLOTS[draw(3)];
  const position = () => ({ seat: seat(), slot: slot() });
  const character = () => (draw(2) ? 'spy' : 'resistance');
  switch (draw(10)) {
    case 0: return { type: 'arrange', row: [character(), character(), character()] };
    case 1: {
      const first = position();
      return { type: 'scoutCharacters', first, second: draw(4) === 0 ? first : position() };
    }
    case 2: return { type: 'returnCharacters', swap: draw(2) === 0 };
    case 3: return { type: 'scoutDeck' };
    case 4: return { type: 'returnToDeck', order: Array.from({ length: draw(4) }, () => draw(4)) };
    case 5: return { type: 'goOnMission', partner: seat() };
    case 6: return { type: 'passMissionCards', discard: draw(4) };
    case 7: return { type: 'playMissionCard', play: draw(3) };
    default: return { type: 'expose', slot: slot() };
  }
}

test('every rule error is reachable by random probes, reported with its code, and changes nothing', () => {
  const refusals = new RefusalTally();
  const draw = rng(99);
  for (const config of seededConfigs([{ players: 3 }, { players: 4 }], 40)) {
    const { players } = config;
    const game = CellsGame.create(config);
    for (let steps = 0; !game.isOver(); steps += 1) {
      assert.ok(steps < 5000);
      for (let probe = 0; probe < 6 && !game.isOver(); probe += 1) {
        const awaiting = game.awaiting();
        // Half the probes come from a seat the game waits for, where most rules bite.
        const seat = awaiting.length > 0 && draw(2) ? awaiting[draw(awaiting.length)] : draw(players + 1);
        const before = game.snapshotJson();
        try {
          game.apply(seat, probeCommand(draw, players));
        } catch (error) {
          assertPackageError(error, CELLS_ERROR_CODES);
          assert.equal(game.snapshotJson(), before, `${error.code} changed the game`);
          refusals.add(error);
        }
      }
      const step = randomStep(game, draw);
      if (step === null) break;
      game.apply(step.seat, step.command);
    }
    try {
      game.apply(0, { type: 'scoutDeck' });
    } catch (error) {
      refusals.add(error);
    }
  }
  const rules = [
    'no_such_seat', 'game_over', 'wrong_phase', 'not_your_turn', 'already_arranged', 'not_your_hand',
    'no_such_position', 'same_card_twice', 'protected_card', 'no_such_partner', 'mission_with_self',
    'face_up_character', 'no_such_card', 'card_listed_twice', 'not_partner', 'not_exposing',
    'already_face_up',
  ];
  refusals.assertMetEvery(rules);
  // Every code the probes met is one of the rules' (no JSON or argument error slipped in).
  assert.deepEqual(refusals.codes().filter((code) => !rules.includes(code)), []);
});

test('generated bad input never traps and never changes the game', () => {
  const game = CellsGame.create({ players: 4, seed: 5 });
  refusesBadInput(game, [0, 1, 2, 3, 4, 9, -1, 0.5, '1', null, 300], {
    atoms: [2, 3, 'left', 'middle', 'spy', 'resistance', 'scoutDeck', 'expose', 'arrange'],
    types: ['scoutDeck', 'expose', 'arrange', 'goOnMission', 'returnToDeck', 'x'],
    shapes: [
      (draw, nested) => ({ type: 'expose', slot: nested() }),
      (draw) => ({ type: 'returnToDeck', order: Array.from({ length: draw(6) }, () => draw(300) - 20) }),
      (draw, nested) => ({ type: 'goOnMission', partner: nested(), extra: nested() }),
    ],
  }, CELLS_ERROR_CODES);
});

test('the browser entry cells/browser.js: refuses before init(), plays after init(bytes), same JSON as Node', async () => {
  const dir = installedPackageDir();
  const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const browser = await import(pathToFileURL(path.join(dir, manifest.exports['./cells'].browser)).href);
  assert.deepEqual(Object.keys(browser).sort(), Object.keys(cellsEntry).sort());
  fails(() => browser.CellsGame.create({ players: 4, seed: 1 }), 'not_initialized', /await init\(\)/);
  fails(() => browser.CellsGame.restoreJson('{}'), 'not_initialized');
  fails(() => browser.engineVersion(), 'not_initialized');
  fails(() => browser.snapshotVersion(), 'not_initialized');

  // The main entry's init() loads the main module only.
  const mainBrowser = await import(pathToFileURL(path.join(dir, manifest.exports['.'].browser)).href);
  await mainBrowser.init(readFileSync(path.join(dir, 'web/resistance_engine_bg.wasm')));
  assert.equal(mainBrowser.engineVersion(), engineVersion());
  fails(() => browser.CellsGame.create({ players: 4, seed: 1 }), 'not_initialized');

  const bytes = readFileSync(path.join(dir, 'cells/web/resistance_engine_cells_bg.wasm'));
  await Promise.all([browser.init(bytes), browser.init(bytes)]);
  assert.equal(browser.engineVersion(), engineVersion());
  assert.equal(browser.snapshotVersion(), snapshotVersion());
  assert.notEqual(browser.CellsGame, CellsGame, 'a separate build');

  for (const config of [{ players: 4, seed: 99 }, { players: 3, seed: 100 }]) {
    const inBrowser = browser.CellsGame.create(config);
    const inNode = CellsGame.create(config);
    assert.equal(inBrowser.openingJson(), inNode.openingJson());
    const draw = rng(config.seed);
    for (let step = randomStep(inNode, draw); step !== null; step = randomStep(inNode, draw)) {
      assert.equal(inBrowser.legalCommandsJson(step.seat), inNode.legalCommandsJson(step.seat));
      assert.equal(inBrowser.choicesJson(step.seat), inNode.choicesJson(step.seat));
      const command = JSON.stringify(step.command);
      assert.equal(inBrowser.applyJson(step.seat, command), inNode.applyJson(step.seat, command));
      assert.equal(inBrowser.viewJson(step.seat), inNode.viewJson(step.seat));
    }
    assert.equal(inBrowser.isOver(), true);
    assert.equal(inBrowser.publicViewJson(), inNode.publicViewJson());
    assert.equal(inBrowser.resultJson(), inNode.resultJson());
    assert.equal(inBrowser.snapshotJson(), inNode.snapshotJson());
    // A snapshot passes between the two builds.
    assert.equal(browser.CellsGame.restoreJson(inNode.snapshotJson()).snapshotJson(), inNode.snapshotJson());
    fails(() => inBrowser.view('0'), 'invalid_seat');
    fails(() => inBrowser.apply(0, { type: 'scoutDeck' }), 'game_over');
  }
});

test('a Cells object of the wrong shape is refused by its field, not by a line of JSON nobody wrote', () => {
  const game = CellsGame.create({ players: 4, seed: 7 });
  const [seat] = game.awaiting();
  const error = fails(() => game.apply(seat, { type: 'arrange', row: 'abc' }), 'invalid_json');
  assertObjectShapeError(error, 'command');
  assert.equal(error.path, 'row');
  const config = fails(() => CellsGame.create({ players: '4' }), 'invalid_json');
  assertObjectShapeError(config, 'configuration');
  assert.equal(config.message, 'invalid configuration: `players` must be a whole number from 0 to 255, not the string "4"');
  // The JSON method keeps the place in the text the caller wrote.
  const text = fails(() => CellsGame.fromJson('{"players":\n"4"}'), 'invalid_json');
  assert.equal(text.message, 'invalid JSON: `players` must be a whole number from 0 to 255, not the string "4" at line 2 column 3');
  assert.equal(text.path, 'players');
});
