// resistance-engine/cells for Node's import: the CommonJS build re-exported, so that
// require() and import in one program share one engine.
import { createRequire } from 'node:module';

const engine = createRequire(import.meta.url)('./node.cjs');

export const { CellsGame, init, ResistanceError, isResistanceError, engineVersion, snapshotVersion } = engine;
