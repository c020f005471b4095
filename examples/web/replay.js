// A finished game's record (`GET /api/tables/ID/record`, or a game of this device)
// replayed step by step: the package deals the recorded configuration (seed
// included) and applies the recorded commands one by one; each step shows the table
// as it was and every event of that step with who saw it. Only after the end: a
// record holds every secret (B13).
import { Game } from 'resistance-engine';
import { CellsGame } from 'resistance-engine/cells';
import { cellsTable } from './cells.js';
import { $, element } from './dom.js';
import { resistanceTable } from './resistance.js';
import { renderTable } from './table.js';
import { t } from './i18n.js';
import { seatName, seats } from './words.js';

const GAMES = {
  resistance: { create: (config) => Game.create(config), table: resistanceTable },
  cells: { create: (config) => CellsGame.create(config), table: cellsTable },
};

/**
 * Every step of `record`: the opening, then one per command, each with the seat
 * that sent it, its events (with their audience) and the public view after it.
 */
export function replaySteps(record) {
  const game = GAMES[record.game].create(record.config);
  try {
    const steps = [{ seat: null, command: null, envelopes: game.opening(), view: game.publicView() }];
    for (const { seat, command } of record.commands) {
      steps.push({ seat, command, envelopes: game.apply(seat, command).events, view: game.publicView() });
    }
    return steps;
  } finally {
    game.free();
  }
}

/** Who saw an event: "Everyone", or the seats. */
function audienceName(audience) {
  return audience.type === 'everyone' ? t('Everyone') : t('Only {names}', { names: seats(audience.seats) });
}

/**
 * The end's links to the record: a download (`href`, saved as `fileName`) and a
 * step-by-step replay on this page of the record `load()` resolves to; `close()`
 * when the replay is closed.
 */
export function recordLinks({ href, fileName, load, close }) {
  return element('p', { class: 'row record' },
    element('a', { href, download: fileName, id: 'record-download' }, t('Download the record')),
    element('button', {
      type: 'button',
      id: 'replay-start',
      onclick: async () => showReplay(await load(), close),
    }, t('Replay it step by step')));
}

/** Shows `record` step by step in the table's place; `close()` goes back. */
export function showReplay(record, close) {
  const { table } = GAMES[record.game];
  const steps = replaySteps(record);
  let at = 0;
  const draw = () => {
    const step = steps[at];
    $('#status').textContent = t('Replay · step {at} of {last}', { at, last: steps.length - 1 })
      + (step.seat === null ? t(' · the deal') : t(' · {name} played', { name: seatName(step.seat) }));
    renderTable({
      players: record.config.players,
      center: table.renderCenter(step.view),
      decorate: (seat) => table.decorateSeat(seat, step.view),
    });
    $('#hand').replaceChildren(element('div', { class: 'replay', 'aria-label': t('Replay') },
      element('div', { class: 'row' },
        element('button', { type: 'button', id: 'replay-back', disabled: at === 0, onclick: () => go(-1) }, `◀ ${t('Back')}`),
        element('button', { type: 'button', id: 'replay-next', disabled: at === steps.length - 1, onclick: () => go(1) }, `${t('Next')} ▶`),
        element('button', { type: 'button', id: 'replay-close', class: 'quiet', onclick: close }, t('Close the replay'))),
      element('ol', { class: 'log', id: 'replay-events' }, ...step.envelopes.map(({ audience, event }) => element('li', {},
        element('strong', {}, `${audienceName(audience)}: `), table.describeEvent(event))))));
  };
  const go = (by) => {
    at = Math.max(0, Math.min(steps.length - 1, at + by));
    draw();
    $(by < 0 ? '#replay-back' : '#replay-next').focus();
  };
  draw();
}
