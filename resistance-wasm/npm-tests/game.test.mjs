// A whole game through the installed package (ES module import), and the shape of
// every answer along the way.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  Game, engineVersion, historyOfView, historyOfViewJson, init, names, namesJson, revealScript, revealScriptJson,
  snapshotVersion,
} from 'resistance-engine';
import { installedPackageDir, playOut, randomStep, rng, seededConfigs, throwsCode } from './support.mjs';

test('the tests run against the installed tarball, not the source tree', () => {
  installedPackageDir();
});

test('versions', async () => {
  await init(); // a no-op in Node, there for code shared with browsers
  assert.match(engineVersion(), /^\d+\.\d+\.\d+/);
  assert.equal(snapshotVersion(), 2);
});

test('a game without a seed gets a secure one; the player config has none (issue 13)', () => {
  const seeds = new Set();
  for (let i = 0; i < 4; i += 1) {
    const game = Game.create({ players: 5 });
    const { seed } = game.seededConfig();
    assert.ok(Number.isSafeInteger(seed) && seed >= 0, `${seed}`);
    seeds.add(seed);
    const player = game.playerConfig();
    assert.equal('seed' in player, false);
    assert.deepEqual({ ...player, seed }, game.seededConfig());
    assert.doesNotMatch(game.playerConfigJson(), /seed/);
  }
  assert.ok(seeds.size > 1, 'secure seeds differ');
  // A seat's replay is what it received; the spectator's holds no seed.
  const game = Game.create({ players: 5, seed: 4 });
  const [leader] = game.awaiting();
  game.apply(leader, game.legalCommands(leader)[0]);
  const record = game.record();
  const steps = Game.seatReplay(record, 2);
  assert.equal(steps.length, 2);
  assert.deepEqual(steps[1].view, game.view(2));
  const spectator = Game.spectatorReplay(record);
  assert.equal(spectator.game, 'resistance');
  assert.deepEqual(spectator.steps.at(-1).view, game.publicView());
  assert.doesNotMatch(Game.spectatorReplayJson(game.recordJson()), /"seed"/);
});

test('a new game: opening events, awaiting the leader, views for every seat', () => {
  const game = Game.create({ players: 7, seed: 42 });
  const config = game.seededConfig();
  assert.deepEqual([config.players, config.seed, config.leavePolicy], [7, 42, 'endGame']);
  assert.equal(config.trapper, false, 'modules default to off');
  assert.equal(game.isOver(), false);
  assert.equal(game.result(), null);

  const opening = game.opening();
  assert.equal(opening[0].event.type, 'gameStarted');
  assert.deepEqual(opening[0].audience, { type: 'everyone' });
  const dealt = opening.filter((envelope) => envelope.event.type === 'roleDealt');
  assert.equal(dealt.length, 7);
  for (const { audience, event } of dealt) {
    // Each role goes to its own seat and no one else.
    assert.deepEqual(audience, { type: 'seats', seats: [event.seat] });
  }
  assert.equal(dealt.filter(({ event }) => event.role === 'spy').length, 3);
  const round = opening.at(-1).event;
  assert.equal(round.type, 'roundStarted');

  const table = game.publicView();
  assert.equal(table.players, 7);
  assert.equal(table.phase.type, 'proposal');
  assert.deepEqual(game.awaiting(), [round.leader]);
  assert.deepEqual(table.awaiting, [round.leader]);
  assert.equal(table.reveal, null);

  for (let seat = 0; seat < 7; seat += 1) {
    const view = game.view(seat);
    assert.equal(view.seat, seat);
    assert.equal(view.role, dealt[seat].event.role);
    assert.deepEqual(view.table, table);
    // A seat's view never names another seat's role before the end.
    assert.ok(!JSON.stringify(view.table).includes('"roles"'));
  }
});

test('the seed may be passed beside the config', () => {
  const a = Game.create({ players: 6 }, 9);
  const b = Game.create({ players: 6, seed: 9 });
  assert.equal(a.snapshotJson(), b.snapshotJson());
  assert.equal(a.seededConfig().seed, 9);
});

test('the leader may propose exactly the teams it is offered', () => {
  const game = Game.create({ players: 5, seed: 7 });
  const [leader] = game.awaiting();
  const choices = game.choices(leader);
  assert.deepEqual(choices.propose, { size: 2, from: [0, 1, 2, 3, 4] });
  assert.equal(choices.leave, true);
  const commands = game.legalCommands(leader);
  const teams = commands.filter((command) => command.type === 'proposeTeam');
  assert.equal(teams.length, 10); // 5 choose 2
  assert.deepEqual(commands.at(-1), { type: 'leave' });
  const other = (leader + 1) % 5;
  assert.deepEqual(game.legalCommands(other), [{ type: 'leave' }]);
  assert.deepEqual(game.legalCommands(9), [], 'a seat not at the table may do nothing');

  const outcome = game.apply(leader, { type: 'proposeTeam', team: [other, leader] });
  assert.deepEqual(outcome.events, [
    {
      audience: { type: 'everyone' },
      event: {
        type: 'teamProposed', round: 1, attempt: 1, leader,
        team: [leader, other].sort((x, y) => x - y),
      },
    },
  ]);
  assert.equal(game.publicView().phase.type, 'voting');
  assert.deepEqual(game.awaiting(), [0, 1, 2, 3, 4]);
  assert.deepEqual(game.legalCommands(0).slice(0, 2), [
    { type: 'vote', vote: 'approve' },
    { type: 'vote', vote: 'reject' },
  ]);
});

test('a full game to the end, every answer agreeing with the others', () => {
  for (let seed = 1; seed <= 20; seed += 1) {
    const players = 5 + (seed % 6);
    const game = Game.create({ players, seed });
    const draw = rng(seed);
    let events = [];
    for (let step = randomStep(game, draw); step !== null; step = randomStep(game, draw)) {
      const { seat, command } = step;
      assert.ok(game.awaiting().includes(seat));
      const choices = game.choices(seat);
      if (command.type === 'vote') assert.equal(choices.vote, true);
      if (command.type === 'playMission') {
        assert.equal(command.card === 'fail' ? choices.playFail : choices.playSuccess, true);
      }
      const before = game.publicView();
      const { events: caused } = game.apply(seat, command);
      assert.ok(caused.length >= 1);
      events = events.concat(caused);
      assert.notDeepEqual(game.publicView(), before);
    }
    assert.equal(game.isOver(), true);
    const result = game.result();
    assert.ok(result !== null);
    assert.deepEqual(game.awaiting(), []);
    const ended = events.find((envelope) => envelope.event.type === 'gameEnded');
    assert.deepEqual({ winner: ended.event.winner, reason: ended.event.reason }, result);
    assert.equal(events.at(-1).event.type, 'rolesRevealed');
    const table = game.publicView();
    assert.deepEqual(table.result, result);
    assert.equal(table.phase.type, 'gameOver');
    assert.ok(table.reveal !== null, 'the end reveals everything (B13)');
    assert.deepEqual(table.reveal.roles, events.at(-1).event.roles);
    for (let seat = 0; seat < players; seat += 1) {
      const none = Object.values(game.choices(seat)).every((v) => v === null || v === false);
      assert.ok(none, `seat ${seat} may still do something after the end`);
      assert.deepEqual(game.legalCommands(seat), []);
    }
    // The string forms are the same JSON the object forms parse.
    assert.deepEqual(JSON.parse(game.publicViewJson()), table);
    assert.deepEqual(JSON.parse(game.resultJson()), result);
    game.free();
  }
});

test('string and object methods give the same answers', () => {
  const a = Game.fromJson('{"players":8,"seed":123}');
  const b = Game.create({ players: 8, seed: 123 });
  const draw = rng(5);
  for (let step = randomStep(a, draw); step !== null; step = randomStep(a, draw)) {
    const json = JSON.stringify(step.command);
    const outcomeJson = a.applyJson(step.seat, json);
    assert.deepEqual(JSON.parse(outcomeJson), b.apply(step.seat, step.command));
    assert.equal(a.viewJson(step.seat), JSON.stringify(b.view(step.seat)));
    assert.equal(a.choicesJson(step.seat), JSON.stringify(b.choices(step.seat)));
    assert.equal(a.legalCommandsJson(step.seat), JSON.stringify(b.legalCommands(step.seat)));
    assert.equal(a.awaitingJson(), JSON.stringify(b.awaiting()));
  }
  assert.equal(a.snapshotJson(), b.snapshotJson());
  assert.match(a.seededConfigJson(), /^\{"players":8,"seed":123,"leavePolicy":"endGame"/);
});

test('a player leaving: the game ends, or the seat waits for a substitute', () => {
  const ended = Game.create({ players: 5, seed: 3 });
  const { events } = ended.apply(2, { type: 'leave' });
  assert.deepEqual(events.map((e) => e.event.type), ['playerLeft', 'gameEnded', 'rolesRevealed']);
  assert.deepEqual(ended.result(), { winner: null, reason: { type: 'abandoned', seat: 2 } });

  const waiting = Game.create({ players: 5, seed: 3, leavePolicy: 'substitute' });
  waiting.apply(2, { type: 'leave' });
  assert.deepEqual(waiting.publicView().vacant, [2]);
  assert.deepEqual(waiting.legalCommands(2), [{ type: 'claimSeat' }]);
  const claimed = waiting.apply(2, { type: 'claimSeat' });
  assert.deepEqual(claimed.events.map((e) => e.event), [{ type: 'seatClaimed', seat: 2 }]);
  assert.deepEqual(waiting.publicView().vacant, []);
});

test('the same seed and commands replay to the same game', () => {
  const a = Game.create({ players: 9, seed: 77 });
  const b = Game.create({ players: 9, seed: 77 });
  const stepsA = playOut(a, 11);
  const stepsB = playOut(b, 11);
  assert.deepEqual(stepsA, stepsB);
  assert.equal(a.snapshotJson(), b.snapshotJson());
});

test('games with the modules on run to their end through the package', () => {
  const configs = [
    { players: 8, trapper: true, assassin: { bodyGuard: true, falseCommander: true },
      defector: 'knowEachOther', inquisitor: true, agendas: 'double' },
    { players: 10, assassin: { bodyGuard: true, falseCommander: true, deepCover: true, blindSpy: true },
      inquisitor: true, agendas: 'single' },
    { players: 6, defector: 'standard', trapper: true },
  ];
  const seenEvents = new Set();
  for (let seed = 0; seed < 30; seed += 1) {
    const config = { ...configs[seed % configs.length], seed };
    const game = Game.create(config);
    for (const { outcome } of playOut(game, seed)) {
      for (const { event } of outcome.events) seenEvents.add(event.type);
    }
    assert.ok(game.isOver());
    const { reveal } = game.publicView();
    assert.equal(reveal.roles.length, config.players);
    assert.deepEqual(game.seededConfig().players, config.players);
  }
  for (const type of ['agendaChosen', 'trappingBegan', 'trappedCardSeen', 'inquisitionBegan',
    'loyaltyShown', 'loyaltyCardFlipped', 'assassinationBegan', 'gameEnded']) {
    assert.ok(seenEvents.has(type), `no ${type} event in 30 games`);
  }
});

test('the reveal script: steps and sentences for any configuration, in three languages', () => {
  const base = revealScript({ players: 5, seed: 1 });
  assert.equal(base.language, 'english');
  assert.equal(base.steps[0].type, 'everyoneClosesEyes');
  assert.equal(base.steps.at(-1).type, 'everyoneOpensEyes');
  assert.deepEqual(base.steps.find((step) => step.type === 'openEyes'),
    { type: 'openEyes', roles: ['spy'], appearsAs: 'spy', except: [], players: 2, seen: ['spy'] });
  // AS3: the Deep Cover is told the Commander's thumbs are not for them.
  const deepCover = revealScript({ players: 7, seed: 1, assassin: { deepCover: true } });
  const thumbs = deepCover.steps.findIndex((step) => step.type === 'raiseThumbs');
  assert.deepEqual(deepCover.steps[thumbs],
    { type: 'raiseThumbs', roles: ['spy', 'assassin'], except: ['deepCover'], players: 2 });
  assert.equal(deepCover.lines[thumbs],
    'Spy and Assassin, but not the Deep Cover: keep your eyes closed and raise your thumbs.');
  assert.equal(base.lines.length, base.steps.length);
  assert.match(base.lines[0], /close your eyes/);

  const config = { players: 8, seed: 4, assassin: { bodyGuard: true, falseCommander: true }, defector: 'knowEachOther' };
  const game = Game.create(config);
  for (const language of ['english', 'russian', 'vietnamese']) {
    const script = game.revealScript(language);
    assert.equal(script.language, language);
    assert.deepEqual(script, revealScript(config, language));
    assert.equal(game.revealScriptJson(language), revealScriptJson(JSON.stringify(config), language));
    assert.ok(script.steps.length > base.steps.length, 'the modules add steps');
    // Roles, never seats: the script is the same whatever the deal.
    assert.deepEqual(script, Game.create({ ...config, seed: 5 }).revealScript(language));
  }
  assert.deepEqual(game.revealScript(), game.revealScript('english'));
  throwsCode(() => game.revealScript('klingon'), 'invalid_argument',
    /^the language is one of "english", "russian", "vietnamese", not the string "klingon"$/);
  throwsCode(() => game.revealScript(1), 'invalid_argument');
  throwsCode(() => revealScript({ players: 4, seed: 1 }), 'player_count');
  throwsCode(() => revealScript({ players: 5, seed: 1, assassin: { falseCommander: true } }),
    'false_commander_without_body_guard');
  throwsCode(() => revealScriptJson('{', 'english'), 'invalid_json');
});

test('the Avalon naming: the same script steps read with the Avalon names, and every name', () => {
  const config = { players: 7, seed: 1, assassin: { deepCover: true } };
  const game = Game.create(config);
  const resistance = game.revealScript('english');
  const avalon = game.revealScript('english', 'avalon');
  assert.equal(resistance.naming, 'resistance');
  assert.equal(avalon.naming, 'avalon');
  assert.deepEqual(avalon.steps, resistance.steps);
  assert.deepEqual(game.revealScript('english', 'resistance'), resistance);
  // AS3: the published Avalon script's "Minions of Mordred, not Mordred himself".
  const thumbs = avalon.steps.findIndex((step) => step.type === 'raiseThumbs');
  assert.equal(avalon.lines[thumbs],
    'Minion of Mordred and Assassin, but not Mordred: keep your eyes closed and raise your thumbs.');
  assert.deepEqual(revealScript(config, 'russian', 'avalon'), game.revealScript('russian', 'avalon'));
  assert.equal(revealScriptJson(JSON.stringify(config), 'vietnamese', 'avalon'),
    game.revealScriptJson('vietnamese', 'avalon'));
  assert.match(game.revealScript('russian', 'avalon').lines[thumbs], /^Приспешник Мордреда и Ассасин, но не Мордред: /);
  throwsCode(() => game.revealScript('english', 'camelot'), 'invalid_argument',
    /^the naming is one of "resistance", "avalon", not the string "camelot"$/);

  const table = names('english', 'avalon');
  assert.equal(table.naming, 'avalon');
  assert.equal(table.roles.commander, 'Merlin');
  assert.equal(table.roles.spy, 'Minion of Mordred');
  assert.equal(table.modules.inquisitor, 'Lady of the Lake');
  assert.equal(table.sides.spy, 'Evil');
  assert.deepEqual(JSON.parse(namesJson('english', 'avalon')), table);
  assert.equal(names().roles.commander, 'Commander');
  assert.equal(names('russian', 'avalon').roles.bodyGuard, 'Персиваль');
  // Keyed by the wire names the events use: every role of a dealt game has a name.
  const dealt = Game.create({ players: 8, seed: 2, assassin: { bodyGuard: true } }).opening()
    .filter(({ event }) => event.type === 'roleDealt').map(({ event }) => event.role);
  assert.equal(dealt.length, 8);
  for (const role of dealt) assert.equal(typeof table.roles[role], 'string', role);
  throwsCode(() => names('klingon'), 'invalid_argument');
});

/** Whether `command` is one of the plot cards' commands. */
const isPlotCommand = (command) => ['givePlotCard', 'usePlotCard', 'declinePlotCard'].includes(command.type);

test('plot cards: whole games through JSON, the public cards, the private sights, the reveal', () => {
  const configs = [
    { players: 5, plotCards: true },
    { players: 7, plotCards: true, trapper: true, inquisitor: true },
    { players: 9, plotCards: true, assassin: { bodyGuard: true }, defector: 'standard' },
    { players: 10, plotCards: true, agendas: 'single' },
  ];
  const seenEvents = new Set();
  const seenPhases = new Set();
  for (let seed = 0; seed < 24; seed += 1) {
    const config = { ...configs[seed % configs.length], seed };
    const game = Game.create(config);
    assert.equal(game.seededConfig().plotCards, true);
    assert.match(game.seededConfigJson(), /,"plotCards":true\}$/);
    // Each sight, as the events delivered it: to its viewer alone; each use, to all.
    const sights = [];
    const uses = [];
    const deliver = (events) => {
      for (const { audience, event } of events) {
        seenEvents.add(event.type);
        if (event.type === 'plotCardShown') {
          assert.equal(audience.type, 'seats');
          assert.equal(audience.seats.length, 1, 'a plot card shows one player');
          sights.push({ viewer: audience.seats[0], card: event.card, shown: event.shown });
          continue;
        }
        if (event.type.startsWith('plot') || event.type === 'openVotesRevealed'
          || event.type === 'missionCardShown') {
          assert.deepEqual(audience, { type: 'everyone' }, `${event.type} is public`);
        }
        if (event.type === 'plotCardUsed') uses.push({ seat: event.seat, action: event.action });
      }
    };
    deliver(game.opening());
    const draw = rng(seed);
    for (let step = randomStep(game, draw); step !== null; step = randomStep(game, draw)) {
      const table = game.publicView();
      seenPhases.add(table.phase.type);
      // The choices say there is something to do with plot cards exactly when the
      // legal commands list a plot command.
      for (let seat = 0; seat < config.players; seat += 1) {
        const plotted = game.legalCommands(seat).some(isPlotCommand);
        assert.equal('plot' in game.choices(seat), plotted, `seat ${seat} in ${table.phase.type}`);
      }
      if (table.phase.type === 'plotDeal') {
        assert.deepEqual(table.plot.drawn, table.phase.cards);
        assert.deepEqual(game.choices(table.phase.leader).plot.give.cards, table.phase.cards);
      }
      const { seat, command } = step;
      // Mostly approve, so that games reach the missions and their moments.
      const vote = command.type === 'vote' && draw(4) !== 0;
      const { events } = game.apply(seat, vote ? { type: 'vote', vote: 'approve' } : command);
      deliver(events);
      const after = game.publicView();
      if (command.type === 'givePlotCard' && ['strongLeader', 'keepingACloseEyeOnYou', 'noConfidence',
        'opinionMaker', 'inTheSpotlight'].includes(command.card)) {
        // A card that is kept lies face up in front of its receiver, for all to see.
        assert.ok(after.plot.held.some((held) => held.holder === command.to && held.card === command.card));
      }
      for (let viewer = 0; viewer < config.players; viewer += 1) {
        const own = sights.filter((sight) => sight.viewer === viewer);
        assert.deepEqual(game.view(viewer).plot.seen.map(({ card, shown }) => ({ viewer, card, shown })), own);
      }
    }
    assert.ok(game.isOver());
    const { reveal, plot } = game.publicView();
    // The end shows every sight to everyone (B13), in the order they were seen.
    assert.deepEqual(reveal.plotSights.map(({ viewer, card, shown }) => ({ viewer, card, shown })), sights);
    // Every use is on the table, with its target, as the events told it.
    assert.deepEqual(plot.used.map(({ seat, action }) => ({ seat, action })), uses);
    assert.ok(plot.deck >= 0 && plot.deck < 15);
  }
  for (const type of ['plotCardsDrawn', 'plotCardGiven', 'plotCardUsed', 'plotCardDeclined', 'plotCardShown',
    'openVotesRevealed', 'missionCardShown']) {
    assert.ok(seenEvents.has(type), `no ${type} event in 24 games`);
  }
  for (const type of ['plotDeal', 'plotResolution', 'plotMoment']) assert.ok(seenPhases.has(type), `no ${type} phase`);
});

test('plot cards: a snapshot at every step of a plot game restores and continues identically', () => {
  for (const [index, config] of [{ players: 6, plotCards: true }, { players: 10, plotCards: true, trapper: true }].entries()) {
    let game = Game.create({ ...config, seed: 40 + index });
    const twin = Game.create({ ...config, seed: 40 + index });
    const draw = rng(index);
    for (let step = randomStep(twin, draw); step !== null; step = randomStep(twin, draw)) {
      const snapshot = game.snapshotJson();
      assert.match(snapshot, /"plotCards":true/);
      const restored = Game.restoreJson(snapshot);
      assert.equal(restored.snapshotJson(), snapshot);
      assert.equal(restored.publicViewJson(), game.publicViewJson());
      for (let seat = 0; seat < config.players; seat += 1) {
        assert.equal(restored.viewJson(seat), game.viewJson(seat));
        assert.equal(restored.choicesJson(seat), game.choicesJson(seat));
      }
      game.free();
      game = restored;
      const command = JSON.stringify(step.command);
      assert.equal(game.applyJson(step.seat, command), twin.applyJson(step.seat, command));
    }
    assert.ok(game.isOver());
    assert.equal(game.snapshotJson(), twin.snapshotJson());
  }
});

test('history(seat) and publicHistory() give the vote-history grid (issue 35)', () => {
  const game = Game.create({ players: 7, seed: 5, assassin: {}, trapper: true, plotCards: true });
  playOut(game, 5);
  const view = game.publicView();
  const spectator = game.publicHistory();
  assert.equal(spectator.seat, null);
  assert.deepEqual(spectator.rounds.map((row) => row.round), spectator.rounds.map((_, i) => i + 1));
  assert.ok(spectator.rounds.every((row) => row.own === null));
  // Every team voted on and every mission, in its round, as the public view lists them.
  assert.deepEqual(spectator.rounds.flatMap((row) => row.proposals), view.proposals);
  assert.deepEqual(spectator.rounds.flatMap((row) => (row.mission ? [row.mission] : [])), view.missions);
  for (let seat = 0; seat < 7; seat += 1) {
    const mine = game.history(seat);
    assert.equal(mine.seat, seat);
    const played = Object.fromEntries(game.view(seat).cardsPlayed.map((card) => [card.round, card.card]));
    for (const row of mine.rounds) {
      assert.equal(row.own.missionCard, played[row.round] ?? null);
      // Besides its own part, a seat's history is the spectator's.
      assert.deepEqual({ ...row, own: null }, spectator.rounds[row.round - 1]);
    }
    assert.equal(game.historyJson(seat), JSON.stringify(mine));
  }
  throwsCode(() => game.history(7), 'no_such_seat');
});

test('historyOfView(view) is the history of the game the view is of (issue 35)', () => {
  const configs = [
    { players: 5 },
    { players: 7, assassin: {}, trapper: true, plotCards: true },
    { players: 8, inquisitor: true, defector: 'standard', agendas: 'single' },
    { players: 10, plotCards: true, assassin: { bodyGuard: true } },
  ];
  for (const config of seededConfigs(configs, 8)) {
    const game = Game.create(config);
    const draw = rng(config.seed + 100);
    const check = () => {
      for (let seat = 0; seat < config.players; seat += 1) {
        assert.deepEqual(historyOfView(game.view(seat)), game.history(seat));
      }
      assert.deepEqual(historyOfView(game.publicView()), game.publicHistory());
      assert.equal(historyOfViewJson(game.publicViewJson()), game.publicHistoryJson());
      const seat = draw(config.players);
      assert.equal(historyOfViewJson(game.viewJson(seat)), game.historyJson(seat));
    };
    check();
    for (let step = randomStep(game, draw); step !== null; step = randomStep(game, draw)) {
      game.apply(step.seat, step.command);
      // Every few steps, and at the end: the whole grid each time.
      if (draw(4) === 0) check();
    }
    check();
    game.free();
  }
});

test('historyOfView refuses what is not a view', () => {
  const game = Game.create({ players: 5, seed: 3 });
  for (const notAView of [null, undefined, 5, 'view', [game.publicView()]]) {
    throwsCode(() => historyOfView(notAView), 'invalid_argument');
  }
  for (const notAView of [{}, { players: 5, seed: 3 }, game.history(0), { ...game.view(0), table: 5 }]) {
    throwsCode(() => historyOfView(notAView), 'invalid_json');
  }
  throwsCode(() => historyOfViewJson('{'), 'invalid_json');
  throwsCode(() => historyOfViewJson(game.publicView()), 'invalid_argument');
  game.free();
});
