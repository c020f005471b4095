// Every error path: each is a JS Error with a stable code and the core's message, and
// the game is exactly as it was. Then hundreds of generated bad inputs: none may trap
// the wasm module or change the game.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Game, isResistanceError, revealScript } from 'resistance-engine';
import {
  MODULE_CONFIGS, RefusalTally, assertObjectShapeError, assertPackageError, randomStep, refusedUnchanged, refusesBadInput,
  refusesMangledSnapshots, refusesNonSeats, refusesUnwritableConfigs, rng, seededConfigs, throwsCode,
} from './support.mjs';

/** Asserts that `action` throws `code`, a ResistanceError, and leaves `game` unchanged. */
function refused(game, action, code, message) {
  const error = refusedUnchanged(game, action, code, message);
  assert.ok(isResistanceError(error));
  return error;
}

/** A game advanced to its first mission: the first team approved by everyone. */
function atFirstMission(players = 5, seed = 2026) {
  const game = Game.create({ players, seed });
  const [leader] = game.awaiting();
  const team = game.legalCommands(leader)[0];
  game.apply(leader, team);
  for (let seat = 0; seat < players; seat += 1) game.apply(seat, { type: 'vote', vote: 'approve' });
  assert.equal(game.publicView().phase.type, 'mission');
  return { game, team: team.team };
}

test('configurations: malformed, wrong types, out of range', () => {
  const cases = [
    [() => Game.fromJson('{'), 'invalid_json', /^invalid JSON: EOF while parsing/],
    [() => Game.fromJson(''), 'invalid_json'],
    [() => Game.fromJson('[]'), 'invalid_json'],
    [() => Game.fromJson('{"players":"7","seed":1}'), 'invalid_json', /^invalid JSON: `players` must be a whole number from 0 to 255, not the string "7"/],
    [() => Game.fromJson('{"seed":7}'), 'invalid_json', /^invalid JSON: `players` is missing/],
    [() => Game.fromJson('{"players":7,"seed":1,"modules":[]}'), 'invalid_json', /there is no field `modules` here: its fields are `players`, `seed`/],
    [() => Game.fromJson('{"players":7,"seed":-1}'), 'invalid_json'],
    [() => Game.fromJson('{"players":7.5,"seed":1}'), 'invalid_json'],
    [() => Game.fromJson('{"players":300,"seed":1}'), 'invalid_json'],
    [() => Game.fromJson('{"players":7,"seed":1,"leavePolicy":"vanish"}'), 'invalid_json'],
    [() => Game.create({ players: 4, seed: 1 }), 'player_count', /^a game needs 5 to 10 players, not 4$/],
    [() => Game.create({ players: 11, seed: 1 }), 'player_count'],
    // JSON text given to the object method: the configuration is the string.
    [() => Game.create('{"players":7,"seed":1}'), 'invalid_json', /^invalid configuration: the value must be an object \(a game configuration\), not the string/],
  ];
  for (const [action, code, message] of cases) throwsCode(action, code, message);
  refusesUnwritableConfigs(Game, 7);
});

test('an object of the wrong shape is refused by its field, not by a line of JSON nobody wrote', () => {
  const game = Game.create({ players: 5, seed: 2026 });
  const [leader] = game.awaiting();
  // The object methods: the field, what belongs there and what came instead.
  const cases = [
    [{ type: 'proposeTeam', team: '0,1' }, 'team',
      'invalid command: `team` must be an array of at most 16 items, not the string "0,1"'],
    [{ type: 'proposeTeam', team: [0, '1'] }, 'team[1]',
      'invalid command: `team[1]` must be a whole number from 0 to 255, not the string "1"'],
    [{ type: 'proposeTeam' }, 'team', 'invalid command: `team` is missing'],
    [{ team: [0, 1] }, 'type', 'invalid command: `type` is missing'],
    [{ type: 'vote', vote: true }, 'vote', 'invalid command: `vote` must be `approve` or `reject`, not `true`'],
    [{ type: 'playMission', card: 'fail', x: 1 }, 'x', 'invalid command: there is no field `x` here: its only field is `card`'],
    [[0, 1], '', 'invalid command: the value must be an object (a command), not an array'],
    [null, '', 'invalid command: the value must be an object (a command), not null'],
  ];
  for (const [command, path, message] of cases) {
    const error = refused(game, () => game.apply(leader, command), 'invalid_json');
    assertObjectShapeError(error, 'command');
    assert.equal(error.message, message);
    assert.equal(error.path, path, message);
  }
  const type = refused(game, () => game.apply(leader, { type: 'nope' }), 'invalid_json');
  assertObjectShapeError(type, 'command');
  assert.match(type.message, /^invalid command: `type` must be one of `proposeTeam`, `vote`, .*, not `nope`$/);
  // The configuration and the record, by every object method that takes them.
  const config = throwsCode(() => Game.create({ players: '5' }), 'invalid_json');
  assertObjectShapeError(config, 'configuration');
  assert.equal(config.message, 'invalid configuration: `players` must be a whole number from 0 to 255, not the string "5"');
  assertObjectShapeError(throwsCode(() => Game.create({ players: 5, assassin: { bodyGuard: 'yes' } }), 'invalid_json'),
    'configuration');
  assertObjectShapeError(throwsCode(() => revealScript({ players: 5, bogus: 1 }), 'invalid_json'), 'configuration');
  const record = { ...game.record(), commands: [{ seat: 0, command: { type: 'vote' } }] };
  for (const replay of [() => Game.replay(record), () => Game.restore(record), () => Game.seatReplay(record, 0),
    () => Game.spectatorReplay(record)]) {
    const error = throwsCode(replay, 'invalid_json');
    assertObjectShapeError(error, 'record');
    assert.equal(error.path, 'commands[0].command.vote', error.message);
  }
  // The string methods keep the place in the text the caller wrote, and the path.
  const text = throwsCode(() => Game.fromJson('{"players":\n  "5"}'), 'invalid_json');
  assert.equal(text.message, 'invalid JSON: `players` must be a whole number from 0 to 255, not the string "5" at line 2 column 5');
  assert.equal(text.path, 'players');
  assert.equal(text.detail, '`players` must be a whole number from 0 to 255, not the string "5"');
  // What is not about the shape stays as it was: a rule's refusal, a value JSON cannot hold.
  refused(game, () => game.apply(leader, { type: 'proposeTeam', team: [0] }), 'wrong_team_size');
  refused(game, () => game.apply(leader, { type: 'proposeTeam', team: [0n, 1n] }), 'invalid_argument');
});

test('seeds JSON cannot carry: NaN, Infinity, negative, fractional, past 2^53 - 1, BigInt', () => {
  // The object methods write the configuration with JSON.stringify, which writes NaN
  // and Infinity as null and 2 ** 64 as 18446744073709552000: the core refuses what
  // arrives, in its own words, by the field and with no place in the JSON text.
  const cases = [
    [NaN, 'invalid_json', /^invalid configuration: `seed` must be a whole number from 0 to 18446744073709551615, not null$/],
    [Infinity, 'invalid_json', /^invalid configuration: `seed` must be a whole number from 0 to 18446744073709551615, not null$/],
    [-1, 'invalid_json', /^invalid configuration: `seed` must be a whole number from 0 to 18446744073709551615, not `-1`$/],
    [1.5, 'invalid_json', /^invalid configuration: `seed` must be a whole number from 0 to 18446744073709551615, not `1.5`$/],
    [2 ** 53, 'seed_too_large',
      /^the seed 9007199254740992 is too large: seeds go up to 2\^53 - 1 = 9007199254740991$/],
    [2 ** 64, 'invalid_json', /^invalid configuration: `seed` must be a whole number from 0 to 18446744073709551615, not `1.8446744073709552e\+19`$/],
    [10n, 'invalid_argument', /^the configuration cannot be encoded as JSON: .*BigInt/],
  ];
  for (const [seed, code, message] of cases) {
    throwsCode(() => Game.create({ players: 7, seed }), code, message);
    throwsCode(() => Game.create({ players: 7 }, seed), code, message);
  }
  // The largest seed is a seed, and -0 is written 0.
  Game.create({ players: 7, seed: 2 ** 53 - 1 }).free();
  assert.equal(Game.create({ players: 7, seed: -0 }).seededConfig().seed, 0);
  // rematch(seed) takes the number itself: anything but a whole number is refused by
  // the binding, a whole number past 2^53 - 1 by the core.
  const game = Game.create({ players: 7, seed: 1 });
  const notSeeds = [[NaN, 'NaN'], [-1, '-1'], [1.5, '1.5'], [Infinity, 'Infinity'], [10n, 'a BigInt'],
    ['1', 'the string "1"']];
  for (const [seed, shown] of notSeeds) {
    const error = throwsCode(() => game.rematch(seed), 'invalid_argument', /^a seed is a whole number from 0 to 2\^53 - 1, not /);
    assert.ok(error.message.endsWith(`, not ${shown}`), error.message);
  }
  throwsCode(() => game.rematch(2 ** 53), 'seed_too_large');
  throwsCode(() => game.rematch(2 ** 64), 'seed_too_large');
});

test('texts over the codec\'s limits are refused unread; within them, a refusal quotes them cut short', () => {
  const game = Game.create({ players: 5, seed: 2026 });
  const [leader] = game.awaiting();
  // Over the limit of a command (16,384 bytes): refused by its length, unread.
  const huge = 'x'.repeat(4_000_000);
  refused(game, () => game.applyJson(leader, huge), 'invalid_json',
    /^invalid JSON: the command is 4000000 bytes long; at most 16384 are read$/);
  refused(game, () => game.applyJson(leader, ' '.repeat(4_000_000) + JSON.stringify(game.legalCommands(leader)[0])),
    'invalid_json', /^invalid JSON: the command is \d+ bytes long; at most 16384 are read$/);
  throwsCode(() => Game.restoreJson(`{"version":2,"game":"${huge}"}`), 'invalid_json',
    /^invalid JSON: the record is 4000023 bytes long; at most 1048576 are read$/);
  // Not JSON: refused at its first byte, with a short message.
  const long = 'x'.repeat(16_000);
  refused(game, () => game.applyJson(leader, long), 'invalid_json', /^invalid JSON: expected value at line 1 column 1$/);
  // An unknown command type is quoted back cut short in the middle, its place kept.
  const error = refused(game, () => game.applyJson(leader, `{"type":"${long}"}`), 'invalid_json',
    /^invalid JSON: `type` must be one of `proposeTeam`, .*, not `x{40}x* \[\.\.\. \d+ bytes \.\.\.\] x+` at line 1 column 16010$/);
  assert.ok(error.message.length < 400, `${error.message.length} characters`);
  const longer = 'x'.repeat(1_000_000);
  const snapshotError = throwsCode(() => Game.restoreJson(`{"version":2,"game":"${longer}"}`), 'invalid_json',
    /^invalid JSON: `game` must be `resistance` or `cells`, not `x{40}x* \[\.\.\. \d+ bytes \.\.\.\] x+`/);
  assert.ok(snapshotError.message.length < 400, `${snapshotError.message.length} characters`);
  // A legal command after 16,000 bytes of whitespace is that command.
  const team = game.legalCommands(leader)[0];
  game.applyJson(leader, ' '.repeat(16_000) + JSON.stringify(team));
  assert.equal(game.publicView().phase.type, 'voting');
});

test('commands refused by the rules, one per code, with the core message', () => {
  const game = Game.create({ players: 5, seed: 2026 });
  const [leader] = game.awaiting();
  const other = (leader + 1) % 5;
  refused(game, () => game.apply(9, { type: 'leave' }), 'no_such_seat',
    /^there is no seat 9: this table seats players 0 to 4$/);
  refused(game, () => game.apply(255, { type: 'leave' }), 'no_such_seat');
  refused(game, () => game.apply(0, { type: 'vote', vote: 'approve' }), 'wrong_phase',
    /^cannot vote during the team proposal$/);
  refused(game, () => game.apply(other, { type: 'proposeTeam', team: [0, 1] }), 'not_leader');
  refused(game, () => game.apply(leader, { type: 'proposeTeam', team: [0] }), 'wrong_team_size',
    /^this round's team has 2 members, not 1$/);
  refused(game, () => game.apply(leader, { type: 'proposeTeam', team: [0, 7] }), 'no_such_team_member');
  refused(game, () => game.apply(leader, { type: 'proposeTeam', team: [1, 1] }), 'duplicate_seat');
  refused(game, () => game.apply(leader, { type: 'claimSeat' }), 'seat_not_vacant');

  game.apply(leader, { type: 'proposeTeam', team: [0, 1] });
  game.apply(0, { type: 'vote', vote: 'approve' });
  refused(game, () => game.apply(0, { type: 'vote', vote: 'reject' }), 'already_voted');
  refused(game, () => game.apply(leader, { type: 'proposeTeam', team: [0, 1] }), 'wrong_phase');
});

test('mission errors: not on the team, played twice, a Resistance player playing Fail', () => {
  const { game, team } = atFirstMission();
  const outsider = [0, 1, 2, 3, 4].find((seat) => !team.includes(seat));
  refused(game, () => game.apply(outsider, { type: 'playMission', card: 'success' }), 'not_on_team');
  // Which member is Resistance is that member's own knowledge: ask its own view.
  const loyal = team.find((seat) => game.view(seat).allegiance === 'resistance');
  assert.notEqual(loyal, undefined, 'seed 2026 sends a Resistance player on the first mission');
  refused(game, () => game.apply(loyal, { type: 'playMission', card: 'fail' }),
    'resistance_must_succeed', /^a Resistance player must play Success$/);
  game.apply(loyal, { type: 'playMission', card: 'success' });
  refused(game, () => game.apply(loyal, { type: 'playMission', card: 'success' }), 'already_played');
});

test('a finished game refuses everything with game_over', () => {
  const game = Game.create({ players: 5, seed: 1 });
  game.apply(3, { type: 'leave' });
  assert.equal(game.isOver(), true);
  refused(game, () => game.apply(0, { type: 'leave' }), 'game_over', /^the game is over$/);
});

test('a vacant seat waits for its substitute', () => {
  const game = Game.create({ players: 5, seed: 4, leavePolicy: 'substitute' });
  const [leader] = game.awaiting();
  game.apply(leader, game.legalCommands(leader)[0]);
  const gone = (leader + 2) % 5;
  game.apply(gone, { type: 'leave' });
  refused(game, () => game.apply(gone, { type: 'vote', vote: 'approve' }), 'seat_vacant');
  refused(game, () => game.apply(gone, { type: 'leave' }), 'seat_vacant');
  game.apply(gone, { type: 'claimSeat' });
  game.apply(gone, { type: 'vote', vote: 'approve' });
});

test('seats: strings, negative, fractional, too large and other non-seats are invalid_seat', () => {
  const game = Game.create({ players: 5, seed: 2026 });
  refusesNonSeats(game, { type: 'leave' });
  // A whole number that is not at this table is the core's no_such_seat.
  refused(game, () => game.view(5), 'no_such_seat', /^there is no seat 5: this table seats players 0 to 4$/);
  assert.deepEqual(game.choices(200).propose, null);
  // -0 is 0.
  assert.equal(game.view(-0).seat, 0);
});

test('commands: malformed JSON, wrong types, unknown types, huge arrays', () => {
  const game = Game.create({ players: 5, seed: 2026 });
  const [leader] = game.awaiting();
  const bad = [
    '', '{', 'null', '[]', '"leave"', '{"type":"leave"', '{"type":"dance"}', '{"type":"Leave"}',
    '{"kind":"leave"}', '{"type":"vote"}', '{"type":"vote","vote":"maybe"}',
    '{"type":"vote","vote":true}', '{"type":"playMission","card":"sabotage"}',
    '{"type":"proposeTeam","team":"0,1"}', '{"type":"proposeTeam","team":[0,-1]}',
    '{"type":"proposeTeam","team":[0,1.5]}', '{"type":"proposeTeam","team":[0,256]}',
    '{"type":"proposeTeam","team":[0,"1"]}', '{"type":"proposeTeam","team":[[0],[1]]}',
    '{"type":"proposeTeam","team":[0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16]}',
    `{"type":"proposeTeam","team":[${'0,'.repeat(200000)}0]}`,
    `{"type":"proposeTeam","team":${'['.repeat(100000)}${']'.repeat(100000)}}`,
    `${'{"a":'.repeat(10000)}1${'}'.repeat(10000)}`,
    '{"type":"leave"} trailing', '\u0000', '{"type":"leave","type":"leave"}',
  ];
  for (const json of bad) {
    const error = refused(game, () => game.applyJson(leader, json), 'invalid_json', /^invalid JSON: /);
    assert.ok(error.message.length < 500, 'messages stay short');
  }
  refused(game, () => game.apply(leader, { type: 'proposeTeam', team: new Array(100000).fill(0) }),
    'invalid_json');
  refused(game, () => game.apply(leader, { type: 'dance' }), 'invalid_json', /`type` must be one of `proposeTeam`, .*, not `dance`/);
  refused(game, () => game.apply(leader, undefined), 'invalid_argument');
  refused(game, () => game.apply(leader, { type: 'proposeTeam', team: [0, 1n] }), 'invalid_argument');
  refused(game, () => game.applyJson(leader, { type: 'leave' }), 'invalid_argument',
    /the command must be a JSON string, not an object/);
  refused(game, () => game.applyJson(leader, 42), 'invalid_argument');
  refused(game, () => game.applyJson(leader, null), 'invalid_argument');
  // Still playable after all of that.
  game.apply(leader, game.legalCommands(leader)[0]);
});

test('records (snapshots): another version or game, a refused command, not a record', () => {
  const game = Game.create({ players: 5, seed: 2026 });
  const [leader] = game.awaiting();
  game.apply(leader, game.legalCommands(leader)[0]);
  const record = game.record();
  assert.deepEqual(game.snapshot(), record, 'the snapshot is the record');
  throwsCode(() => Game.replay({ ...record, version: 1 }), 'unsupported_snapshot_version',
    /^snapshot version 1 is not supported: this library reads version 2 \(a record of the accepted commands\)$/);
  throwsCode(() => Game.restoreJson('{"version":99,"game":"from the future"}'),
    'unsupported_snapshot_version');
  throwsCode(() => Game.restoreJson('{"version":1,"game":{}}'), 'unsupported_snapshot_version');
  throwsCode(() => Game.restoreJson('{"game":{}}'), 'invalid_json', /^invalid JSON: `version` is missing/);
  throwsCode(() => Game.restoreJson('{"version":"2","game":"resistance"}'), 'invalid_json');
  throwsCode(() => Game.restoreJson('not json'), 'invalid_json');
  throwsCode(() => Game.restoreJson(record), 'invalid_argument');
  throwsCode(() => Game.restore(undefined), 'invalid_argument');
  throwsCode(() => Game.replay({ ...record, game: 'cells' }), 'record_of_another_game',
    /^the record is of the game `cells`, not `resistance`$/);
  throwsCode(() => Game.replay({ ...record, config: { ...record.config, players: 11 } }),
    'snapshot_config_invalid');
  // The proposal sent twice: the second is refused where the rules refuse it.
  const twice = { ...record, commands: [record.commands[0], record.commands[0]] };
  throwsCode(() => Game.replay(twice), 'record_command_refused',
    new RegExp(`^the record's command 1 \\(seat ${leader}\\) is refused: `));
  throwsCode(() => Game.replay({ ...record, roles: ['spy'] }), 'invalid_json', /there is no field `roles` here/);
  // The replayed game is the recorded one.
  assert.deepEqual(Game.replay(record).record(), record);
});

test('a freed game says so', () => {
  const game = Game.create({ players: 5, seed: 1 });
  game.free();
  game.free(); // twice is harmless
  throwsCode(() => game.publicView(), 'game_freed');
  throwsCode(() => game.apply(0, { type: 'leave' }), 'game_freed');
  assert.throws(() => new Game(), (error) => error.code === 'invalid_argument');
});

test('generated bad input never traps and never changes the game', () => {
  // Under the substitute policy a generated `leave` does not end the game.
  const game = Game.create({ players: 7, seed: 5, leavePolicy: 'substitute' });
  refusesBadInput(game, [0, 1, 2, 3, 4, 5, 6, 7, 9, -1, 0.5, '1', null, 300], {
    atoms: ['leave', 'vote', 'approve', 'fail', 'proposeTeam', 'playMission', 'claimSeat'],
    types: ['leave', 'vote', 'proposeTeam', 'playMission', 'claimSeat', 'x'],
    shapes: [
      (draw, nested) => ({ type: 'vote', vote: nested() }),
      (draw) => ({ type: 'proposeTeam', team: Array.from({ length: draw(20) }, () => draw(300) - 20) }),
      (draw, nested) => ({ type: 'playMission', card: nested(), extra: nested() }),
    ],
  });
});

test('generated bad snapshots are refused with a code or restore a working game', () => {
  const draw = rng(7);
  const game = Game.create({ players: 6, seed: 8 });
  const [leader] = game.awaiting();
  game.apply(leader, game.legalCommands(leader)[3]);
  game.apply(0, { type: 'vote', vote: 'reject' });
  // Whatever restored is a game the rules could have produced: it plays on.
  refusesMangledSnapshots(Game, game.snapshotJson(), draw, (copy) => {
    for (const seat of copy.awaiting()) copy.legalCommands(seat);
  });
});

/** A command that may or may not be legal now: any type, seats in and out of range. */
function probeCommand(draw, players) {
  const seat = () => draw(players + 1);
  const seats = (most) => Array.from({ length: draw(most + 1) }, seat);
  switch (draw(11)) {
    case 0: return { type: 'proposeTeam', team: seats(players) };
    case 1: return { type: 'vote', vote: draw(2) ? 'approve' : 'reject' };
    case 2: return { type: 'playMission', card: draw(2) ? 'success' : 'fail' };
    case 3: return { type: 'setAside', member: seat() };
    case 4: return { type: 'inspect', target: seat() };
    case 5: return { type: 'assassinate', target: seat() };
    case 6: return { type: 'chooseAgenda', names: seats(3) };
    case 7: return { type: 'revealAgenda', owner: draw(players) };
    case 8: return { type: 'claimSeat' };
    case 9: return draw(8) === 0 ? { type: 'leave' } : { type: 'claimSeat' };
    default: return { type: 'playMission', card: 'fail' };
  }
}

/**
 * Wrong moves for the Inquisitor's and the Assassin's turns, which random probes
 * rarely hit: the awaited seat naming itself or a former holder, another seat acting.
 */
function directedProbes(game, players) {
  const [actor] = game.awaiting();
  const other = (actor + 1) % players;
  const formers = game.publicView().inspections.map((inspection) => inspection.holder);
  const type = game.publicView().phase.type === 'inquisition' ? 'inspect' : 'assassinate';
  return [
    { seat: actor, command: { type, target: actor } },
    { seat: other, command: { type, target: actor } },
    ...formers.map((former) => ({ seat: actor, command: { type, target: former } })),
  ];
}

test('every rule error is reachable, reported with its code, and changes nothing', () => {
  const refusals = new RefusalTally();
  const draw = rng(99);
  for (const config of seededConfigs(MODULE_CONFIGS, 60)) {
    const game = Game.create(config);
    for (let steps = 0; !game.isOver(); steps += 1) {
      assert.ok(steps < 2000);
      // The Inquisitor's and the Assassin's turns are rare and short: probe them harder.
      const phase = game.publicView().phase.type;
      const rare = phase === 'inquisition' || phase === 'assassination';
      const directed = rare ? directedProbes(game, config.players) : [];
      for (let probe = 0; probe < (rare ? 30 : 8) + directed.length && !game.isOver(); probe += 1) {
        const awaiting = game.awaiting();
        // Half the probes come from a seat the game waits for, where most rules bite;
        // not while the Assassin chooses, where one lucky probe would end the game.
        const fromAwaited = awaiting.length > 0 && phase !== 'assassination' && draw(2);
        const { seat, command } = directed[probe] ?? {
          seat: fromAwaited ? awaiting[draw(awaiting.length)] : draw(config.players + 1),
          command: probeCommand(draw, config.players),
        };
        const before = game.snapshotJson();
        try {
          game.apply(seat, command);
        } catch (error) {
          assertPackageError(error);
          assert.equal(game.snapshotJson(), before, `${error.code} changed the game`);
          refusals.add(error);
        }
      }
      const step = randomStep(game, draw);
      if (step === null) break;
      // Mostly approve, so that games reach the missions and the modules after them.
      const vote = step.command.type === 'vote' && draw(4) !== 0;
      game.apply(step.seat, vote ? { type: 'vote', vote: 'approve' } : step.command);
    }
    try {
      game.apply(0, { type: 'claimSeat' });
    } catch (error) {
      refusals.add(error);
    }
  }
  const rules = [
    'no_such_seat', 'game_over', 'wrong_phase', 'not_leader', 'no_such_team_member',
    'duplicate_seat', 'wrong_team_size', 'already_voted', 'not_on_team', 'already_played',
    'resistance_must_succeed', 'no_such_target', 'not_inquisitor', 'inspect_self',
    'former_inquisitor', 'not_assassin', 'assassinate_self', 'wrong_agenda_size',
    'agenda_already_chosen', 'not_your_agenda', 'no_hidden_agenda', 'seat_vacant',
    'seat_not_vacant',
  ];
  refusals.assertMetEvery(rules);
});

test('module configurations the engine refuses', () => {
  throwsCode(() => Game.create({ players: 7, seed: 1, assassin: { falseCommander: true } }),
    'false_commander_without_body_guard');
  throwsCode(() => Game.create({ players: 5, seed: 1, defector: 'standard',
    assassin: { bodyGuard: true, falseCommander: true } }), 'too_many_special_spies');
  throwsCode(() => Game.create({ players: 7, seed: 1, assassin: { sniper: true } }), 'invalid_json',
    /there is no field `sniper` in `assassin`: its fields are `bodyGuard`/);
  throwsCode(() => Game.create({ players: 7, seed: 1, agendas: 'triple' }), 'invalid_json');
  throwsCode(() => Game.create({ players: 7, seed: 1, trapper: 'yes' }), 'invalid_json');
});

/** The seats holding `card` face up, from the public view. */
function holders(table, card) {
  return table.plot.held.filter((held) => held.card === card).map((held) => held.holder);
}

/**
 * Wrong plot moves for the state `game` is in, each with the codes the engine may
 * refuse it with: built from the public view and the choices, so that each is wrong
 * whatever the deal.
 */
function plotProbes(game) {
  const table = game.publicView();
  const { phase, players } = table;
  const everyone = [...Array(players).keys()];
  const use = (seat, action, codes) => ({ seat, command: { type: 'usePlotCard', action }, codes });
  const probes = [];
  if (phase.type === 'plotDeal') {
    const { leader, cards: [card] } = phase;
    const undrawn = ['strongLeader', 'noConfidence', 'openUp', 'inTheSpotlight'].find((c) => !phase.cards.includes(c));
    probes.push(
      { seat: leader, command: { type: 'givePlotCard', card, to: leader }, codes: ['give_plot_card_to_self'] },
      { seat: (leader + 1) % players, command: { type: 'givePlotCard', card, to: leader }, codes: ['not_leader'] },
      { seat: leader, command: { type: 'givePlotCard', card: undrawn, to: (leader + 1) % players },
        codes: ['plot_card_not_drawn'] },
    );
    if (!holders(table, 'strongLeader').includes(leader)) {
      probes.push(use(leader, { card: 'strongLeader' }, ['plot_card_not_held']));
    }
  }
  if (phase.type === 'plotResolution') {
    const { seat, card } = phase;
    const other = (seat + 1) % players;
    probes.push(
      { seat, command: { type: 'declinePlotCard', card }, codes: ['must_resolve_plot_card'] },
      { seat: other, command: { type: 'declinePlotCard', card }, codes: ['must_resolve_plot_card'] },
      // Establish Confidence is never in front of anyone: nobody has one to take.
      use(seat, { card: 'takeResponsibility', from: other, take: 'establishConfidence' },
        [card === 'takeResponsibility' ? 'no_card_to_take' : 'plot_card_not_held']),
    );
    if (card === 'openUp' || card === 'establishConfidence') {
      probes.push(use(seat, { card, to: seat }, ['show_to_self']), use(other, { card, to: seat }, ['plot_card_not_held']));
    }
    if (card === 'overheardConversation') {
      probes.push(use(seat, { card, neighbour: (seat + 2) % players }, ['not_a_neighbour']));
    }
    if (card === 'takeResponsibility') {
      probes.push(use(seat, { card, from: seat, take: 'strongLeader' }, ['take_from_self']));
    }
  }
  if (phase.type === 'plotMoment') {
    const { card, asked, team, answered } = phase;
    const outsider = everyone.find((seat) => !team.includes(seat));
    if (card === 'inTheSpotlight' && outsider !== undefined) {
      probes.push(use(asked, { card, member: outsider }, ['spotlight_not_on_team']));
    }
    if (card === 'keepingACloseEyeOnYou' && team.includes(asked)) {
      probes.push(use(asked, { card, member: asked }, ['watch_own_card']));
    }
    // The other holders wait for their turn, or have had it.
    const action = card === 'strongLeader' || card === 'noConfidence' ? { card } : { card, member: team[0] };
    for (const holder of holders(table, card).filter((seat) => seat !== asked)) {
      const codes = card === 'strongLeader' && holder === table.leader ? ['strong_leader_by_leader']
        : answered.includes(holder) ? ['plot_card_already_answered'] : ['plot_card_out_of_turn'];
      probes.push(use(holder, action, codes));
    }
  }
  if (phase.type === 'voting') {
    const makers = holders(table, 'opinionMaker');
    const waiting = makers.filter((seat) => !phase.voted.includes(seat));
    const early = everyone.find((seat) => !makers.includes(seat) && !phase.voted.includes(seat));
    if (waiting.length > 0 && early !== undefined) {
      probes.push({ seat: early, command: { type: 'vote', vote: 'approve' }, codes: ['opinion_makers_vote_first'] });
    }
    for (const holder of holders(table, 'strongLeader')) {
      probes.push(use(holder, { card: 'strongLeader' }, ['plot_card_out_of_moment']));
    }
  }
  if (phase.type === 'proposal') {
    for (const holder of holders(table, 'noConfidence')) {
      // Before a proposal: after a rejection in the round, No Confidence says why not.
      probes.push(use(holder, { card: 'noConfidence' }, ['plot_card_out_of_moment', 'no_confidence_on_rejected_team']));
    }
    for (const holder of holders(table, 'keepingACloseEyeOnYou')) {
      probes.push(use(holder, { card: 'keepingACloseEyeOnYou', member: (holder + 1) % players },
        ['plot_card_out_of_moment']));
    }
  }
  return probes;
}

test('plot card refusals: each wrong plot move refused with its code, changing nothing', () => {
  const codes = new Map();
  const configs = [
    { players: 5, plotCards: true },
    { players: 7, plotCards: true, trapper: true },
    { players: 10, plotCards: true, assassin: { bodyGuard: true } },
  ];
  for (let index = 0; index < 18; index += 1) {
    const config = { ...configs[index % configs.length], seed: 300 + index };
    const game = Game.create(config);
    const draw = rng(index);
    for (let steps = 0; !game.isOver(); steps += 1) {
      assert.ok(steps < 2000);
      for (const { seat, command, codes: allowed } of plotProbes(game)) {
        const what = `${JSON.stringify(command)} by seat ${seat} in ${JSON.stringify(game.publicView().phase)}`;
        const before = game.snapshotJson();
        let error;
        try {
          game.apply(seat, command);
        } catch (thrown) {
          error = thrown;
        }
        assert.ok(error !== undefined, `${what} was accepted`);
        assertPackageError(error);
        assert.ok(allowed.includes(error.code), `${what}: ${error.code} (${error.message}), not ${allowed}`);
        assert.equal(game.snapshotJson(), before, `${error.code} changed the game`);
        codes.set(error.code, error.message);
      }
      const step = randomStep(game, draw);
      // Mostly approve, so that games reach the missions and their moments.
      const vote = step.command.type === 'vote' && draw(4) !== 0;
      game.apply(step.seat, vote ? { type: 'vote', vote: 'approve' } : step.command);
    }
  }
  const expected = ['give_plot_card_to_self', 'not_leader', 'plot_card_not_drawn', 'plot_card_not_held',
    'must_resolve_plot_card', 'show_to_self', 'not_a_neighbour', 'take_from_self', 'no_card_to_take',
    'spotlight_not_on_team', 'watch_own_card', 'plot_card_out_of_turn', 'opinion_makers_vote_first',
    'plot_card_out_of_moment', 'plot_card_already_answered', 'no_confidence_on_rejected_team'];
  const missing = expected.filter((code) => !codes.has(code));
  assert.deepEqual(missing, [], `never refused with: ${missing.join(', ')}; saw ${[...codes.keys()]}`);
  // The core's messages, in its words.
  assert.equal(codes.get('give_plot_card_to_self'), 'the leader cannot give a plot card to themself');
  assert.match(codes.get('must_resolve_plot_card'), /^[A-Z][\w ]+ is resolved at once and cannot be declined$/);
  assert.match(codes.get('opinion_makers_vote_first'), /^seat \d+ votes after the Opinion Makers$/);
  assert.match(codes.get('plot_card_not_held'), /^seat \d+ holds no [A-Z][\w ]+ card to use$/);
});

test('plot commands without plot cards: wrong_phase, and plotCards off is no field at all', () => {
  const game = Game.create({ players: 5, seed: 2026 });
  const [leader] = game.awaiting();
  refused(game, () => game.apply(leader, { type: 'givePlotCard', card: 'strongLeader', to: 0 }), 'wrong_phase');
  refused(game, () => game.apply(leader, { type: 'usePlotCard', action: { card: 'strongLeader' } }), 'wrong_phase');
  refused(game, () => game.apply(leader, { type: 'declinePlotCard', card: 'noConfidence' }), 'wrong_phase');
  assert.doesNotMatch(game.seededConfigJson(), /plotCards/);
  assert.equal('plot' in game.publicView(), false);
  assert.equal('plot' in game.view(0), false);
  assert.equal('plot' in game.choices(leader), false);
  // Malformed plot commands are the JSON's to refuse.
  refused(game, () => game.apply(leader, { type: 'usePlotCard', action: { card: 'opinionMaker' } }), 'invalid_json');
  refused(game, () => game.apply(leader, { type: 'usePlotCard', action: { card: 'inTheSpotlight' } }), 'invalid_json',
    /^invalid command: `action.member` is missing$/);
  refused(game, () => game.apply(leader, { type: 'givePlotCard', card: 'joker', to: 1 }), 'invalid_json');
  throwsCode(() => Game.create({ players: 5, seed: 1, plotCards: 'yes' }), 'invalid_json');
});
