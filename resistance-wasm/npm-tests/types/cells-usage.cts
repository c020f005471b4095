// resistance-engine/cells from CommonJS TypeScript (require): the same types through
// cells/index.d.cts, which must check on its own.
import cells = require('resistance-engine/cells');

const game: cells.CellsGame = cells.CellsGame.create({ players: 3, seed: 1 });
const view: cells.CellsPublicView = game.publicView();
const mine: cells.CellsPlayerView = game.view(0);
const command: cells.CellsCommand = { type: 'scoutCharacters', first: { seat: 0, slot: 'left' }, second: { seat: 1, slot: 'right' } };
const outcome: cells.CellsOutcome = game.apply(0, command);
const code: cells.CellsErrorCode = 'protected_card';
// @ts-expect-error: not a code the Cells entry throws
const wrong: cells.CellsErrorCode = 'no_such_code';
const snapshot: cells.CellsSnapshot = game.snapshot();
const version: number = cells.snapshotVersion();
const loading: Promise<void> = cells.init();
