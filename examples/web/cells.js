// Cells, the 3–4 player variant (resistance-engine/cells), at the round table: each
// seat's row of three character cards, face down or face up (CE2, CE7), the missions
// on the felt, a seat's screen with what it remembers and its moves. The moves are the
// engine's legal commands; the memory is the engine's view (CE2: what the seat saw,
// not the truth).
import { CellsGame } from 'resistance-engine/cells';
import { element } from './dom.js';
import { t } from './i18n.js';
import { token } from './table.js';
import { capitalized, missionCardName, seatName, seats, sideName, sideWins } from './words.js';

const SLOTS = ['left', 'middle', 'right'];
const characterName = (card) => (card === 'spy' ? 'Spy' : 'Resistance');
const rowNames = (row) => row.map(characterName).join(' · ');
const place = ({ seat, slot }) => `${seatName(seat)}'s ${slot} card`;
const cardList = (cards) => (cards.length === 0 ? 'nothing' : cards.map(missionCardName).join(', '));
const pileName = (pile) => (pile === 'deck' ? 'the deck' : 'the discard pile');

/** The phases' duties, as the hand-over prompt words them (public: the phase is). */
const DUTIES = {
  arranging: 'to look at their cards and lay them out',
  action: 'to take their turn',
  scouting: 'to put the scouted cards back',
  deckScouting: 'to put the mission cards back',
  missionDraw: 'to pass two mission cards',
  missionPlay: 'to play a mission card',
  exposure: 'to turn up a character',
};

/** Three successes or three failures end the game (CE8): at most five missions. */
const MISSIONS = 5;

/**
 * How Cells is drawn, from views and legal commands alone, whether the game is
 * played on this device or on the table server (see `resistanceTable`).
 */
export const cellsTable = {
  describeEvent,
  publicOf: (view) => view.table,
  status: (view) => (view.turn === 0 ? 'Everyone looks at their cards once and lays them out.' : `Turn ${view.turn} · ${describePhase(view.phase)}`),
  duty: (view) => DUTIES[view.phase.type] ?? 'to play',
  renderCenter,
  decorateSeat,
  renderScreen,
  renderResult,
};

/** A game of Cells for the table: `CellsGame.create(config)`, which may throw. */
export function cellsGame(config) {
  const game = CellsGame.create(config);
  return {
    ...cellsTable,
    game,
    players: config.players,
    // The package has no Cells bot.
    hasBots: false,
    publicView: () => game.publicView(),
    // Cells waits only for seats it names.
    secretWait: () => null,
    renderScreen: (seat, hand) => renderScreen(game.view(seat), game.legalCommands(seat), hand),
    botMove: () => null,
  };
}

function describePhase(phase) {
  switch (phase.type) {
    case 'arranging': return 'Everyone lays out their cells.';
    case 'action': return `${seatName(phase.player)} takes a turn: scout two characters, scout the deck, or go on a mission.`;
    case 'scouting': return `${seatName(phase.scout)} looks at ${place(phase.first)} and ${place(phase.second)}.`;
    case 'deckScouting': return `${seatName(phase.scout)} looks at the top of the mission deck.`;
    case 'missionDraw': return `${seatName(phase.leader)} draws three mission cards for ${seatName(phase.partner)}.`;
    case 'missionPlay': return `${seatName(phase.partner)} plays one of two mission cards.`;
    case 'exposure': return `${seats(phase.pending)} turn${phase.pending.length === 1 ? 's' : ''} up a character.`;
    case 'gameOver': return 'The game is over.';
    default: return phase.type;
  }
}

/** One line per event; an event this page does not know yet shows as its JSON. */
function describeEvent(event) {
  switch (event.type) {
    case 'gameStarted': return `${event.players} players sit down; ${seatName(event.firstPlayer)} takes the first turn.`;
    case 'handDealt': return `You are dealt: ${rowNames(event.hand)}.`;
    case 'cellArranged': return `${seatName(event.seat)} has laid out their cell.`;
    case 'rowLaidOut': return `You lay out: ${rowNames(event.row)} (the middle one is protected).`;
    case 'turnStarted': return `Turn ${event.turn}: ${seatName(event.player)}.`;
    case 'charactersScouted': return `${seatName(event.scout)} scouts ${place(event.first)} and ${place(event.second)}.`;
    case 'charactersSeen': return `You see ${place(event.first.position)}: ${characterName(event.first.card)}, and ${place(event.second.position)}: ${characterName(event.second.card)}.`;
    case 'charactersReturned': return `${seatName(event.scout)} puts both cards back face down.`;
    case 'swapChosen': return event.swapped ? 'You swapped them.' : 'You left them where they were.';
    case 'deckReshuffled': return `The discard pile (${event.reshuffled}) is shuffled in under the ${event.remaining} left in the deck.`;
    case 'deckScouted': return `${seatName(event.scout)} draws three mission cards to look at.`;
    case 'missionCardsDrawn': return `You draw: ${cardList(event.cards)}.`;
    case 'deckCardsReturned': return `${seatName(event.scout)} puts ${event.returned} back on the deck and discards ${event.discarded}.`;
    case 'deckTopChosen': return `You put back ${cardList(event.returned)} (top first) and discard ${cardList(event.discarded)}.`;
    case 'missionBegan': return `Mission ${event.mission}: ${seatName(event.leader)} goes with ${seatName(event.partner)}.`;
    case 'missionCardsPassed': return `${seatName(event.leader)} passes two cards to ${seatName(event.partner)}.`;
    case 'missionCardsReceived': return `You receive: ${cardList(event.cards)}.`;
    case 'missionCardPlayed': return `${seatName(event.partner)} plays ${missionCardName(event.card)}.`;
    case 'characterExposed': return `${place(event.position)} is turned up: ${characterName(event.card)}.`;
    case 'missionResolved':
      return `Mission ${event.mission} ${event.succeeded ? 'succeeds' : 'fails'}`
        + (event.turnedToFailure ? `: a second spy turned up makes it a failure (a Fail card from ${pileName(event.failTakenFrom)})` : '')
        + ` (${event.successes} successes, ${event.failures} failures).`;
    case 'gameEnded': return `The game is over: ${sideWins(event.winner)}.`;
    case 'cellsRevealed': return `The cells: ${event.cells.map((row, seat) => `${seatName(seat)} ${rowNames(row)}`).join('; ')}.`;
    default: return JSON.stringify(event);
  }
}

// --- the felt and the seats -------------------------------------------------------

/** The missions played (CE6, CE7), three of a kind to win (CE8), and the mission deck (CE5). */
function renderCenter(view) {
  const missions = element('ol', { class: 'mission-track', 'aria-label': 'Missions' },
    ...Array.from({ length: MISSIONS }, (_, index) => {
      const mission = view.missions[index];
      const state = mission ? (mission.succeeded ? 'success' : 'fail') : (index === view.missions.length && !view.result ? 'current' : 'pending');
      return element('li', {
        class: `mission ${state}`,
        'data-state': state,
        title: mission ? `Mission ${mission.number}: ${seatName(mission.leader)} with ${seatName(mission.partner)}` : `Mission ${index + 1}`,
      },
      element('span', { class: 'size' }, String(index + 1)),
      mission ? element('span', { class: 'outcome' }, mission.succeeded ? '✔' : '✘') : '',
      mission?.turnedToFailure ? element('span', { class: 'marker' }, 'turned') : '');
    }));
  return element('div', { class: 'tracks' },
    missions,
    element('p', { class: 'score' }, `${view.successes} of 3 successes · ${view.failures} of 3 failures`),
    element('p', { class: 'deck' }, `Mission deck ${view.deck} · discard pile ${view.discard}`));
}

/** A seat's row of characters as everyone sees it, and whose turn or mission it is. */
function decorateSeat(seat, view) {
  const { phase } = view;
  const tokens = [];
  const classes = [];
  if (seat === view.player && !view.result && view.turn > 0) tokens.push(token('leader', '♛ Turn'));
  if ((phase.type === 'missionDraw' || phase.type === 'missionPlay' || phase.type === 'exposure')
    && (phase.leader === seat || phase.partner === seat)) {
    tokens.push(token('team', '◆ Mission'));
    classes.push('on-team');
  }
  if (phase.type === 'arranging' && phase.arranged.includes(seat)) tokens.push(token('done', 'laid out'));
  if (view.awaiting.includes(seat) && !view.result) classes.push('awaited');
  const scouted = phase.type === 'scouting' ? [phase.first, phase.second] : [];
  const cell = view.cells[seat];
  const row = element('span', { class: 'cell', 'aria-label': `${seatName(seat)}'s cell` },
    ...SLOTS.map((slot, index) => {
      // Once the game is over, every card is turned up (CE8).
      const card = view.reveal ? view.reveal.cells[seat][index] : cell.faceUp[index];
      const lifted = scouted.some((at) => at.seat === seat && at.slot === slot);
      return element('span', {
        class: `character ${card ?? 'face-down'}${index === 1 ? ' protected' : ''}${lifted ? ' lifted' : ''}`,
        'data-slot': slot,
        title: `${capitalized(slot)}${index === 1 ? ' (protected)' : ''}: ${card ? characterName(card) : 'face down'}`,
      }, card ? characterName(card).charAt(0) : '');
    }));
  return { classes, tokens, detail: [row] };
}

function renderResult(view) {
  if (view.result === null) return null;
  const { result, reveal } = view;
  return element('div', {},
    element('h3', {}, `${capitalized(sideWins(result.winner))}!`),
    element('p', {}, `${seats(result.winners)} ${result.winners.length === 1 ? 'plays' : 'play'} for the winning side.`),
    element('table', { class: 'reveal' },
      element('thead', {}, element('tr', {}, element('th', {}, 'Player'), element('th', {}, 'Cell'), element('th', {}, 'Side at the end'))),
      element('tbody', {}, ...reveal.cells.map((row, seat) => element('tr', { class: reveal.sides[seat] },
        element('td', {}, seatName(seat)), element('td', {}, rowNames(row)), element('td', {}, sideName(reveal.sides[seat])))))));
}

// --- a seat's screen ----------------------------------------------------------------

/**
 * A seat's private screen: its hand while it arranges, what it remembers of every
 * cell and of the deck, the cards it holds, what it was just shown, its moves.
 */
function renderScreen(view, legalCommands, hand) {
  const screen = element('div', { class: 'screen', 'data-seat': String(view.seat) });
  if (view.hand) {
    screen.append(element('p', { class: 'knows' }, 'Your cards, as dealt: ', element('strong', {}, rowNames(view.hand)),
      '. Look well: after laying them out you will not see them again unless you scout them.'));
  }
  screen.append(renderMemory(view));
  if (view.scouted) {
    screen.append(element('p', { class: 'secrets' }, 'In your hands: ',
      view.scouted.map((sight) => `${place(sight.position)}: ${characterName(sight.card)}`).join('; '), '.'));
  }
  if (view.missionCards.length > 0) screen.append(element('p', { class: 'secrets' }, `Mission cards you hold: ${cardList(view.missionCards)}.`));
  if (view.deckMemory) {
    const { turn, returned, discarded } = view.deckMemory;
    screen.append(element('p', { class: 'note' }, `Turn ${turn}, you put back ${cardList(returned)} and discarded ${cardList(discarded)}.`));
  }
  if (hand.fresh.length > 0) {
    screen.append(element('div', { class: 'fresh' }, element('h4', {}, 'Just for you'),
      element('ul', {}, ...hand.fresh.map((event) => element('li', {}, describeEvent(event))))));
  }
  screen.append(renderMoves(legalCommands, view, hand.act));
  if (hand.error) screen.append(element('p', { class: 'error', role: 'alert' }, hand.error));
  return screen;
}

/** What the seat last saw at each place, and when (CE2): memory, not the truth. */
function renderMemory(view) {
  return element('table', { class: 'memory', 'aria-label': 'What you remember' },
    element('caption', {}, 'What you remember'),
    element('tbody', {}, ...view.memory.map((cell, seat) => element('tr', {},
      element('th', {}, seatName(seat)),
      ...cell.map((seen) => element('td', { class: seen ? seen.card : 'unknown' },
        seen ? `${characterName(seen.card)} (turn ${seen.turn})` : '?'))))));
}

/** The words on a Cells command's button; `view` names the cards held. */
function commandLabel(command, view) {
  switch (command.type) {
    case 'arrange': return `Lay out ${rowNames(command.row)}`;
    case 'returnCharacters': return command.swap ? 'Swap them' : 'Put them back as they were';
    case 'scoutDeck': return 'Scout the mission deck';
    case 'returnToDeck': {
      const cards = view.missionCards;
      const kept = command.order.map((index) => cards[index]);
      const dropped = cards.filter((_, index) => !command.order.includes(index));
      return `Put back ${cardList(kept)}${kept.length > 1 ? ' (top first)' : ''}; discard ${cardList(dropped)}`;
    }
    case 'goOnMission': return `Go on a mission with ${seatName(command.partner)}`;
    case 'passMissionCards': {
      const passed = view.missionCards.filter((_, index) => index !== command.discard);
      return `Discard ${missionCardName(view.missionCards[command.discard])}, pass ${cardList(passed)}`;
    }
    case 'playMissionCard': return `Play ${missionCardName(view.missionCards[command.play])}`;
    case 'expose': return `Turn up my ${command.slot} card`;
    default: return JSON.stringify(command);
  }
}

/**
 * The places a seat may scout (CE4), read from its legal commands (each pair of
 * them is one), in the order first listed.
 */
function scoutable(legalCommands) {
  const places = new Map();
  for (const command of legalCommands) {
    if (command.type !== 'scoutCharacters') continue;
    for (const position of [command.first, command.second]) places.set(JSON.stringify(position), position);
  }
  return [...places.values()];
}

/**
 * The seat's moves: scouting two characters by a picker of the places the engine
 * offers (CE4), every other move a button of a legal command.
 */
function renderMoves(legalCommands, view, act) {
  const moves = element('div', { class: 'moves' });
  const places = scoutable(legalCommands);
  if (places.length > 0) {
    const picker = element('fieldset', { class: 'picker' }, element('legend', {}, 'Choose 2 cards to scout'));
    const boxes = places.map((position) => element('input', { type: 'checkbox', value: JSON.stringify(position) }));
    picker.append(...places.map((position, index) => element('label', {}, boxes[index], place(position))));
    picker.append(element('button', {
      type: 'button',
      class: 'move pick',
      onclick: () => {
        const [first, second] = boxes.filter((box) => box.checked).map((box) => JSON.parse(box.value));
        act({ type: 'scoutCharacters', first, second });
      },
    }, 'Scout these two'));
    moves.append(picker);
  }
  // Unique labels: legal commands the page words alike (two Fail cards to discard) are one move.
  const labels = new Set();
  for (const command of legalCommands) {
    if (command.type === 'scoutCharacters') continue;
    const label = commandLabel(command, view);
    if (labels.has(label)) continue;
    labels.add(label);
    moves.append(element('button', {
      type: 'button',
      class: `move ${command.type}`,
      'data-command': JSON.stringify(command),
      onclick: () => act(command),
    }, label));
  }
  if (!moves.hasChildNodes()) moves.append(element('p', { class: 'note' }, t('Nothing to do right now.')));
  return moves;
}
