// How a TypeScript app uses resistance-engine/cells (ES module import). Checked with
// `tsc --noEmit`: it must compile, and each @ts-expect-error line must be an error.
import {
  CellsGame,
  init,
  ResistanceError,
  isResistanceError,
  engineVersion,
  snapshotVersion,
  type Audience,
  type CellRow,
  type CellsChoices,
  type CellsCommand,
  type CellsConfig,
  type CellsEnvelope,
  type CellsError,
  type CellsErrorCode,
  type CellsEvent,
  type CellsOutcome,
  type CellsPhaseView,
  type CellsPlayerView,
  type CellsPublicView,
  type CellsResult,
  type CellsSnapshot,
  type Character,
  type Position,
  type Seat,
  type Slot,
} from 'resistance-engine/cells';
// The base game's types, beside the Cells ones: the two entries' names do not clash.
import { Game, type Command } from 'resistance-engine';

await init();
const version: string = engineVersion();
const format: number = snapshotVersion();

const config: CellsConfig = { players: 4, seed: 7 };
const game = CellsGame.create(config);
const same = CellsGame.create({ players: 3 }, 42);
const fromText: CellsGame = CellsGame.fromJson('{"players":3,"seed":1}');

/** Deliver each event to its audience only. */
function deliver(envelopes: CellsEnvelope[], seat: Seat): CellsEvent[] {
  return envelopes
    .filter(({ audience }: { audience: Audience }) => audience.type === 'everyone' || audience.seats.includes(seat))
    .map(({ event }) => event);
}

/** A line of a seat's log: the switch narrows each event to its fields. */
function describe(event: CellsEvent): string {
  switch (event.type) {
    case 'handDealt':
      return `your hand: ${event.hand.join(', ')}`;
    case 'charactersSeen':
      return `${event.first.position.seat}/${event.first.position.slot} is ${event.first.card}`;
    case 'missionCardsDrawn':
      return `drawn: ${event.cards.join(', ')}`;
    case 'missionResolved': {
      const from: 'deck' | 'discardPile' | null = event.failTakenFrom;
      return `mission ${event.mission}: ${event.succeeded ? 'success' : 'failure'} ${from ?? ''}`;
    }
    case 'cellsRevealed':
      return event.cells.map((row: CellRow) => row.join('')).join(' | ');
    case 'gameEnded':
      return `${event.winner} wins`;
    default:
      return event.type;
  }
}

const log: string[] = deliver(game.opening(), 0).map(describe);

/** A command from the compact choices, the way a UI would build one. */
function pick(choices: CellsChoices, view: CellsPlayerView): CellsCommand | null {
  if (choices.arrange && view.hand !== null) return { type: 'arrange', row: view.hand };
  if (choices.returnCharacters) return { type: 'returnCharacters', swap: false };
  if (choices.returnToDeck) return { type: 'returnToDeck', order: [0, 1, 2] };
  if (choices.passMissionCards) return { type: 'passMissionCards', discard: 0 };
  if (choices.playMissionCard) return { type: 'playMissionCard', play: 0 };
  const [slot] = choices.expose;
  if (slot !== undefined) return { type: 'expose', slot };
  const [partner] = choices.goOnMission;
  if (partner !== undefined) return { type: 'goOnMission', partner };
  const [first, second] = choices.scoutCharacters;
  if (first !== undefined && second !== undefined) return { type: 'scoutCharacters', first, second };
  return choices.scoutDeck ? { type: 'scoutDeck' } : null;
}

while (!game.isOver()) {
  const [seat] = game.awaiting();
  if (seat === undefined) break;
  const command = pick(game.choices(seat), game.view(seat)) ?? game.legalCommands(seat)[0];
  if (command === undefined) break;
  try {
    const outcome: CellsOutcome = game.apply(seat, command);
    log.push(...deliver(outcome.events, seat).map(describe));
  } catch (error) {
    if (isResistanceError(error)) {
      const code: CellsErrorCode = error.code;
      const message: string = error.message;
    }
    if (error instanceof ResistanceError) {
      const code: CellsErrorCode = error.code;
      const cellsError: CellsError = error;
    }
  }
}

const table: CellsPublicView = game.publicView();
const phase: CellsPhaseView = table.phase;
if (phase.type === 'exposure') {
  const pending: Seat[] = phase.pending;
}
const result: CellsResult | null = game.result();
const winners: Seat[] = table.result?.winners ?? [];
const cards: CellRow[] = table.reveal?.cells ?? [];
const faceUp: Character | null = table.cells[0]?.faceUp[1] ?? null;
const mine: CellsPlayerView = game.view(0);
const memory = mine.memory[0]?.[2];
const seenTurn: number | undefined = memory?.turn;
const where: Position = { seat: 1, slot: 'middle' };
const slots: Slot[] = ['left', 'middle', 'right'];

const snapshot: CellsSnapshot = game.snapshot();
const restored: CellsGame = CellsGame.restore(snapshot);
const text: string = restored.snapshotJson();
const again = CellsGame.restoreJson(text);
const json: string = again.applyJson(0, JSON.stringify({ type: 'scoutDeck' } satisfies CellsCommand));
const views: string[] = [again.viewJson(0), again.publicViewJson(), again.choicesJson(0),
  again.legalCommandsJson(0), again.awaitingJson(), again.resultJson(), again.seededConfigJson(), again.openingJson()];
const resolved: CellsConfig = again.seededConfig();
again.free();

// The two games stay apart.
const base: Command = { type: 'leave' };
const baseGame = Game.create({ players: 5, seed: 1 });

// @ts-expect-error: a configuration needs its seed
const wrongConfig: CellsConfig = { players: 4 };
// @ts-expect-error: Cells configurations have no modules
const withModule: CellsConfig = { players: 4, seed: 1, trapper: true };
// @ts-expect-error: not a Cells command
const leave: CellsCommand = { type: 'leave' };
// @ts-expect-error: a row holds three cards
const shortRow: CellsCommand = { type: 'arrange', row: ['spy', 'spy'] };
// @ts-expect-error: a slot is left, middle or right
const top: CellsCommand = { type: 'expose', slot: 'top' };
// @ts-expect-error: a position names its seat
const nowhere: Position = { slot: 'left' };
// @ts-expect-error: not a code the Cells entry throws
const wrongCode: CellsErrorCode = 'not_leader';
// @ts-expect-error: the constructor is private: use CellsGame.create
const made = new CellsGame();
// @ts-expect-error: the base game's commands are not the Cells game's
game.apply(0, base);
// @ts-expect-error: no typed calls in Cells
game.awaitingBits();
// @ts-expect-error: no bots in Cells
game.botCommand(0, 'random');
