// The package for Node's import: the CommonJS build re-exported, so that a program
// (or its dependencies) mixing require() and import gets one engine, not two.
import { createRequire } from 'node:module';

// An ES module names its exports one by one (browser.js names the same).
const api = createRequire(import.meta.url)('./node.cjs');
export const { init, Game, BotWorker, Choice, PlotCardCode, ResistanceError, isResistanceError } = api;
export const { revealScript, revealScriptJson, names, namesJson, engineVersion, snapshotVersion } = api;
export const { historyOfView, historyOfViewJson } = api;
