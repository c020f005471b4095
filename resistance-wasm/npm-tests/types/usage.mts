// How a TypeScript app uses the package (ES module import). Checked with
// `tsc --noEmit`: it must compile, and each @ts-expect-error line must be an error.
import {
  BotWorker,
  type BotKind,
  type GameRecord,
  type SeatReplayStep,
  type SpectatorRecord,
  Choice,
  Game,
  PlotCardCode,
  init,
  ResistanceError,
  isResistanceError,
  engineVersion,
  revealScript,
  names,
  historyOfView,
  historyOfViewJson,
  type Names,
  type Naming,
  type NarratedScript,
  type Outcome,
  type PlotAction,
  type PlotCard,
  type PlotCardBits,
  type PublicPlot,
  type SeatBits,
  type SeatChoice,
  type Command,
  type Envelope,
  type ErrorCode,
  type Event,
  type GameConfig,
  type PlayerView,
  type PublicView,
  type Seat,
} from 'resistance-engine';

await init();
const version: string = engineVersion();

const config: GameConfig = { players: 7, seed: 42, trapper: true, agendas: 'single' };
const game = Game.create(config);
const same = Game.create({ players: 7 }, 42);

/** Deliver each event to its audience only. */
function deliver(envelopes: Envelope[], seat: Seat): Event[] {
  return envelopes
    .filter(({ audience }) => audience.type === 'everyone' || audience.seats.includes(seat))
    .map(({ event }) => event);
}

const opening: Event[] = deliver(game.opening(), 0);
for (const event of opening) {
  if (event.type === 'roleDealt') {
    const role: string = event.role;
  }
}

while (!game.isOver()) {
  const [seat] = game.awaiting();
  if (seat === undefined) break;
  const choices = game.choices(seat);
  let command: Command;
  if (choices.propose !== null) {
    command = { type: 'proposeTeam', team: choices.propose.from.slice(0, choices.propose.size) };
  } else if (choices.chooseAgenda !== null) {
    command = { type: 'chooseAgenda', names: choices.chooseAgenda.from.slice(0, choices.chooseAgenda.size) };
  } else if (choices.vote) {
    command = { type: 'vote', vote: 'approve' };
  } else if (choices.setAside !== null && choices.setAside[0] !== undefined) {
    command = { type: 'setAside', member: choices.setAside[0] };
  } else {
    const [first] = game.legalCommands(seat);
    if (first === undefined) break;
    command = first;
  }
  try {
    const { events } = game.apply(seat, command);
    const story: Event[] = deliver(events, seat);
  } catch (error) {
    if (isResistanceError(error)) {
      const code: ErrorCode = error.code;
      const message: string = error.message;
    }
    if (error instanceof ResistanceError) {
      const code: ErrorCode = error.code;
      const name: 'ResistanceError' = error.name;
      const asError: Error = error;
    }
  }
}
const made = new ResistanceError('invalid_seat', 'a seat is a whole number from 0 to 255');
// @ts-expect-error: not a code the package throws
new ResistanceError('no_such_code', 'message');

const table: PublicView = game.publicView();
const mine: PlayerView = game.view(0);
const winner: 'resistance' | 'spy' | null = table.result?.winner ?? null;
const phase = table.phase;
if (phase.type === 'voting') {
  const voted: Seat[] = phase.voted;
}
const json: string = game.applyJson(0, '{"type":"leave"}');
const restored: Game = Game.restore(game.snapshot());
const fromText: Game = Game.restoreJson(game.snapshotJson());
const leavePolicy: 'endGame' | 'substitute' = game.seededConfig().leavePolicy;
const script: NarratedScript = revealScript({ players: 7, seed: 1, assassin: {} }, 'russian');
const sentences: string[] = game.revealScript().lines;
const avalon: Naming = game.revealScript('english', 'avalon').naming;
const merlin: string = names('russian', 'avalon').roles.commander;
const ladyOfTheLake: string = names(undefined, 'avalon').modules.inquisitor;
const evil: string = (names() satisfies Names).sides.spy;
game.free();

// The typed calls, for bots: numbers in and out.
const bot = Game.create({ players: 7, seed: 3 });
const waiting: SeatBits = bot.awaitingBits();
const packed: number = bot.choicesPacked(0);
if (packed & Choice.propose) {
  const size: number = (packed >>> Choice.teamSizeShift) & Choice.sizeMask;
  const kind: SeatChoice = Choice.propose;
  const from: SeatBits = bot.choiceSeats(0, kind);
  const events: number = bot.proposeBits(0, from);
}
bot.vote(0, true);
bot.playMission(0, false);
bot.chooseAgendaBits(0, 1 << 3);
const last: Outcome = bot.lastOutcome();
const lastJson: string = bot.lastOutcomeJson();
const next: Game = bot.rematch(4);
// @ts-expect-error: a typed vote is a boolean
bot.vote(0, 'approve');
// @ts-expect-error: only the choices that come with seats have them
bot.choiceSeats(0, Choice.vote);
// @ts-expect-error: the constants are read-only
Choice.vote = 4;

// Plot cards: the config field, the commands, the public cards, the typed calls.
const plotGame = Game.create({ players: 7, seed: 5, plotCards: true });
const plotOn: boolean | undefined = plotGame.seededConfig().plotCards;
const spotlight: PlotAction = { card: 'inTheSpotlight', member: 3 };
const plotCommands: Command[] = [
  { type: 'givePlotCard', card: 'strongLeader', to: 2 },
  { type: 'usePlotCard', action: spotlight },
  { type: 'usePlotCard', action: { card: 'takeResponsibility', from: 2, take: 'noConfidence' } },
  { type: 'declinePlotCard', card: 'noConfidence' },
];
const publicPlot: PublicPlot | undefined = plotGame.publicView().plot;
const held: PlotCard[] = publicPlot?.held.map(({ card }) => card) ?? [];
const seen = plotGame.view(0).plot?.seen ?? [];
for (const { shown } of seen) {
  if (shown.type === 'missionCard') {
    const card: 'success' | 'fail' = shown.card;
  } else {
    const side: 'resistance' | 'spy' = shown.allegiance;
  }
}
const plotChoices = plotGame.choices(0).plot;
if (plotChoices?.useCard) {
  const targets: Seat[] = plotChoices.useCard.targets;
}
const plotPacked = plotGame.choicesPacked(0);
if (plotPacked & Choice.usePlotCard) {
  const card: number = (plotPacked >>> Choice.plotCardShift) & Choice.sizeMask;
  const targets: SeatBits = plotGame.choiceSeats(0, Choice.usePlotCard);
  plotGame.usePlotCard(0, card, targets === 0 ? undefined : 31 - Math.clz32(targets));
}
const drawn: PlotCardBits = plotGame.drawnCardBits(0);
const inFront: PlotCardBits = plotGame.heldCardBits(2);
plotGame.givePlotCard(0, PlotCardCode.strongLeader, 2);
plotGame.usePlotCard(0, PlotCardCode.takeResponsibility, 2, PlotCardCode.noConfidence);
plotGame.usePlotCard(0, PlotCardCode.strongLeader);
plotGame.declinePlotCard(0, PlotCardCode.noConfidence);
// @ts-expect-error: a plot card is named by the wire format's names
plotGame.apply(0, { type: 'declinePlotCard', card: 'joker' });
// @ts-expect-error: In the Spotlight names a member
plotGame.apply(0, { type: 'usePlotCard', action: { card: 'inTheSpotlight' } });
// @ts-expect-error: the card codes are read-only
PlotCardCode.openUp = 1;
// @ts-expect-error: plotCards is a boolean
Game.create({ players: 7, seed: 1, plotCards: 'yes' });

// @ts-expect-error: an unknown command type
game.apply(0, { type: 'dance' });
// @ts-expect-error: a vote is 'approve' or 'reject'
game.apply(0, { type: 'vote', vote: 'yes' });
// @ts-expect-error: the player count is required in a config
Game.create({ seed: 7 });
// @ts-expect-error: unknown config field
Game.create({ players: 7, seed: 1, modules: [] });
// @ts-expect-error: not a language of the script
game.revealScript('klingon');
// @ts-expect-error: not a naming
revealScript({ players: 5, seed: 1 }, 'english', 'camelot');
// @ts-expect-error: no such card to name
names().roles.wizard;
// @ts-expect-error: a seat is a number
game.view('0');
// @ts-expect-error: there is no public constructor
new Game();
// @ts-expect-error: the string methods take strings
game.applyJson(0, { type: 'leave' });

// Records (issue 13): a game without a seed, its record, replays and configs.
const unseeded: Game = Game.create({ players: 6 });
const saved: GameRecord = unseeded.record();
const back: Game = Game.replay(saved);
const lived: SeatReplayStep[] = Game.seatReplay(saved, 1);
const watched: SpectatorRecord = Game.spectatorReplay(saved);
const forPlayers: { players: number } = back.playerConfig();
const seedOf: number = back.seededConfig().seed;
void [lived[0]?.view.seat, watched.steps.length, forPlayers, seedOf];
// @ts-expect-error: the player configuration has no seed
back.playerConfig().seed;

// Bots (issue 14): a kind by its wire name, a seed to replay one.
const strength: BotKind = 'logical';
const botSeat: Seat = back.awaiting()[0] ?? 0;
const chosen: Command = back.botCommand(botSeat, strength, 7);
const played: Outcome = back.playBot(botSeat, 'standIn');
const chosenJson: string = back.botCommandJson(botSeat, 'random');
void [chosen, played, chosenJson, back.playBotJson(botSeat, 'random', 1)];
const refusal: ErrorCode = 'nothing_to_do';
void refusal;
// @ts-expect-error: not a kind of bot
back.botCommand(botSeat, 'genius');
// @ts-expect-error: the kind is required
back.playBot(botSeat);

// The full module in browsers (a no-op in Node), and the bots off the main thread.
await init({ full: true });
await init({ full: true, source: 'resistance_engine_full.wasm' });
const bots = new BotWorker();
const offThread: Command = await bots.botCommand(back, botSeat, 'search', 7);
const fromRecord: Command = await bots.botCommand(saved, botSeat, strength);
const offThreadJson: string = await bots.botCommandJson(back.recordJson(), botSeat, 'random');
const playedOff: Outcome = await bots.playBot(back, botSeat, 'logical');
void [offThread, fromRecord, offThreadJson, playedOff, bots.playBotJson(back, botSeat, 'random', 1)];
bots.terminate();
new BotWorker({ url: '/bot-worker.js', module: '/resistance_engine_full.wasm' }).terminate();
const stopped: ErrorCode = 'worker_stopped';
void stopped;
// @ts-expect-error: not a kind of bot
void bots.botCommand(back, botSeat, 'genius');
// @ts-expect-error: playBot plays in a Game, not a record
void bots.playBot(saved, botSeat, 'logical');
// @ts-expect-error: botCommandJson takes JSON text, not a record object
void bots.botCommandJson(saved, botSeat, 'logical');
// A wrong shape's error names the field.
try {
  back.apply(0, JSON.parse('{"type":"proposeTeam","team":"0,1"}') as Command);
} catch (error) {
  if (error instanceof ResistanceError && error.code === 'invalid_json') {
    const field: string | undefined = error.path;
    const detail: string | undefined = error.detail;
    void [field, detail];
  }
}
// The vote-history grid from a view alone (issue 35): a seat's, or a spectator's.
const seatHistory: number | null = historyOfView(game.view(0)).seat;
const publicRounds: number = historyOfView(game.publicView()).rounds.length;
const historyText: string = historyOfViewJson(game.publicViewJson());
void [seatHistory, publicRounds, historyText];
// @ts-expect-error: historyOfView takes a view, not a history
historyOfView(game.publicHistory());
