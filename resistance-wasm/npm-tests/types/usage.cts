// The package from CommonJS TypeScript (require): the same types through index.d.cts.
import engine = require('resistance-engine');

const game: engine.Game = engine.Game.create({ players: 5, seed: 1 });
const view: engine.PublicView = game.publicView();
const command: engine.Command = { type: 'vote', vote: 'reject' };
const code: engine.ErrorCode = 'invalid_seat';
// @ts-expect-error: not a code the package throws
const wrong: engine.ErrorCode = 'no_such_code';
const bits: engine.SeatBits = game.awaitingBits();
const events: number = game.vote(0, engine.Choice.vote === 2);
// The error class through require(), as a value and as a type.
const refused: engine.ResistanceError = new engine.ResistanceError('invalid_seat', 'no such seat');
const isClass: boolean = refused instanceof engine.ResistanceError;
