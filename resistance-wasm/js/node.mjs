// The package for Node's import: the CommonJS build re-exported, so that a program
// (or its dependencies) mixing require() and import gets one engine, not two.
import { createRequire } from 'node:module';

const engine = createRequire(import.meta.url)('./node.cjs');

export const {
  Game,
  Choice,
  PlotCardCode,
  init,
  ResistanceError,
  isResistanceError,
  revealScript,
  revealScriptJson,
  names,
  namesJson,
  engineVersion,
  snapshotVersion,
} = engine;
