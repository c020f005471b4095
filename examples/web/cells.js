// Cells, the 3–4 player variant (resistance-engine/cells), at the round table: each
// seat's row of three character cards, face down or face up (CE2, CE7), the missions
// on the felt, a seat's screen with what it remembers and its moves. The moves are the
// engine's legal commands; the memory is the engine's view (CE2: what the seat saw,
// not the truth).
import { CellsGame } from 'resistance-engine/cells';
import { element } from './dom.js';
import { t } from './i18n.js';
import { token } from './table.js';
import { capitalized, missionCardName, roleName, seatName, seats, sideName, sideWins } from './words.js';

const SLOTS = ['left', 'middle', 'right'];
const characterName = (card) => roleName(card === 'spy' ? 'spy' : 'resistance');
const rowNames = (row) => row.map(characterName).join(' · ');
const SLOT_PLACES = { left: "{name}'s left card", middle: "{name}'s middle card", right: "{name}'s right card" };
const SLOT_NAMES = { left: 'Left', middle: 'Middle', right: 'Right' };
const EXPOSE = { left: 'Turn up my left card', middle: 'Turn up my middle card', right: 'Turn up my right card' };
const place = ({ seat, slot }) => t(SLOT_PLACES[slot], { name: seatName(seat) });
const cardList = (cards) => (cards.length === 0 ? t('nothing') : cards.map(missionCardName).join(', '));
const pileName = (pile) => (pile === 'deck' ? t('the deck') : t('the discard pile'));

/** The phases' duties, as the hand-over prompt words them (public: the phase is). */
const DUTIES = {
  // Through `t` where used.
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
  status: (view) => (view.turn === 0 ? t('Everyone looks at their cards once and lays them out.') : `${t('Turn {turn}', view)} · ${describePhase(view.phase)}`),
  duty: (view) => t(DUTIES[view.phase.type] ?? 'to play'),
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
    case 'arranging': return t('Everyone lays out their cells.');
    case 'action': return t('{name} takes a turn: scout two characters, scout the deck, or go on a mission.', { name: seatName(phase.player) });
    case 'scouting': return t('{name} looks at {first} and {second}.', { name: seatName(phase.scout), first: place(phase.first), second: place(phase.second) });
    case 'deckScouting': return t('{name} looks at the top of the mission deck.', { name: seatName(phase.scout) });
    case 'missionDraw': return t('{leader} draws three mission cards for {partner}.', { leader: seatName(phase.leader), partner: seatName(phase.partner) });
    case 'missionPlay': return t('{name} plays one of two mission cards.', { name: seatName(phase.partner) });
    case 'exposure': return t(phase.pending.length === 1 ? '{names} turns up a character.' : '{names} turn up a character.', { names: seats(phase.pending) });
    case 'gameOver': return t('The game is over.');
    default: return phase.type;
  }
}

/** One line per event; an event this page does not know yet shows as its JSON. */
function describeEvent(event) {
  const name = seatName;
  switch (event.type) {
    case 'gameStarted': return t('{players} players sit down; {name} takes the first turn.', { players: event.players, name: name(event.firstPlayer) });
    case 'handDealt': return t('You are dealt: {cards}.', { cards: rowNames(event.hand) });
    case 'cellArranged': return t('{name} has laid out their cell.', { name: name(event.seat) });
    case 'rowLaidOut': return t('You lay out: {cards} (the middle one is protected).', { cards: rowNames(event.row) });
    case 'turnStarted': return t('Turn {turn}: {name}.', { turn: event.turn, name: name(event.player) });
    case 'charactersScouted': return t('{name} scouts {first} and {second}.', { name: name(event.scout), first: place(event.first), second: place(event.second) });
    case 'charactersSeen': return t('You see {first}: {firstCard}, and {second}: {secondCard}.', {
      first: place(event.first.position), firstCard: characterName(event.first.card), second: place(event.second.position), secondCard: characterName(event.second.card),
    });
    case 'charactersReturned': return t('{name} puts both cards back face down.', { name: name(event.scout) });
    case 'swapChosen': return event.swapped ? t('You swapped them.') : t('You left them where they were.');
    case 'deckReshuffled': return t('The discard pile ({reshuffled}) is shuffled in under the {remaining} left in the deck.', event);
    case 'deckScouted': return t('{name} draws three mission cards to look at.', { name: name(event.scout) });
    case 'missionCardsDrawn': return t('You draw: {cards}.', { cards: cardList(event.cards) });
    case 'deckCardsReturned': return t('{name} puts {returned} back on the deck and discards {discarded}.', { name: name(event.scout), returned: event.returned, discarded: event.discarded });
    case 'deckTopChosen': return t('You put back {returned} (top first) and discard {discarded}.', { returned: cardList(event.returned), discarded: cardList(event.discarded) });
    case 'missionBegan': return t('Mission {mission}: {leader} goes with {partner}.', { mission: event.mission, leader: name(event.leader), partner: name(event.partner) });
    case 'missionCardsPassed': return t('{leader} passes two cards to {partner}.', { leader: name(event.leader), partner: name(event.partner) });
    case 'missionCardsReceived': return t('You receive: {cards}.', { cards: cardList(event.cards) });
    case 'missionCardPlayed': return t('{name} plays {card}.', { name: name(event.partner), card: missionCardName(event.card) });
    case 'characterExposed': return t('{place} is turned up: {card}.', { place: place(event.position), card: characterName(event.card) });
    case 'missionResolved':
      return t(event.succeeded ? 'Mission {mission} succeeds' : 'Mission {mission} fails', event)
        + (event.turnedToFailure ? t(': a second spy turned up makes it a failure (a Fail card from {pile})', { pile: pileName(event.failTakenFrom) }) : '')
        + t(' (successes: {successes}, failures: {failures}).', event);
    case 'gameEnded': return t('The game is over: {outcome}.', { outcome: sideWins(event.winner) });
    case 'cellsRevealed': return t('The cells: {cells}.', { cells: event.cells.map((row, seat) => `${name(seat)} ${rowNames(row)}`).join('; ') });
    default: return JSON.stringify(event);
  }
}

// --- the felt and the seats -------------------------------------------------------

/** The missions played (CE6, CE7), three of a kind to win (CE8), and the mission deck (CE5). */
function renderCenter(view) {
  const missions = element('ol', { class: 'mission-track', 'aria-label': t('Missions') },
    ...Array.from({ length: MISSIONS }, (_, index) => {
      const mission = view.missions[index];
      const state = mission ? (mission.succeeded ? 'success' : 'fail') : (index === view.missions.length && !view.result ? 'current' : 'pending');
      return element('li', {
        class: `mission ${state}`,
        'data-state': state,
        title: mission
          ? t('Mission {number}: {leader} with {partner}', { number: mission.number, leader: seatName(mission.leader), partner: seatName(mission.partner) })
          : t('Mission {number}', { number: index + 1 }),
      },
      element('span', { class: 'size' }, String(index + 1)),
      mission ? element('span', { class: 'outcome' }, mission.succeeded ? '✔' : '✘') : '',
      mission?.turnedToFailure ? element('span', { class: 'marker' }, t('turned')) : '');
    }));
  return element('div', { class: 'tracks' },
    missions,
    element('p', { class: 'score' }, t('Successes: {successes} of 3 · failures: {failures} of 3', view)),
    element('p', { class: 'deck' }, t('Mission deck {deck} · discard pile {discard}', view)));
}

/** A seat's row of characters as everyone sees it, and whose turn or mission it is. */
function decorateSeat(seat, view) {
  const { phase } = view;
  const tokens = [];
  const classes = [];
  if (seat === view.player && !view.result && view.turn > 0) tokens.push(token('leader', `♛ ${t('Turn')}`));
  if ((phase.type === 'missionDraw' || phase.type === 'missionPlay' || phase.type === 'exposure')
    && (phase.leader === seat || phase.partner === seat)) {
    tokens.push(token('team', `◆ ${t('Mission')}`));
    classes.push('on-team');
  }
  if (phase.type === 'arranging' && phase.arranged.includes(seat)) tokens.push(token('done', t('laid out')));
  if (view.awaiting.includes(seat) && !view.result) classes.push('awaited');
  const scouted = phase.type === 'scouting' ? [phase.first, phase.second] : [];
  const cell = view.cells[seat];
  const row = element('span', { class: 'cell', 'aria-label': t("{name}'s cell", { name: seatName(seat) }) },
    ...SLOTS.map((slot, index) => {
      // Once the game is over, every card is turned up (CE8).
      const card = view.reveal ? view.reveal.cells[seat][index] : cell.faceUp[index];
      const lifted = scouted.some((at) => at.seat === seat && at.slot === slot);
      return element('span', {
        class: `character ${card ?? 'face-down'}${index === 1 ? ' protected' : ''}${lifted ? ' lifted' : ''}`,
        'data-slot': slot,
        title: `${t(SLOT_NAMES[slot])}${index === 1 ? t(' (protected)') : ''}: ${card ? characterName(card) : t('face down')}`,
      }, card ? characterName(card).charAt(0) : '');
    }));
  return { classes, tokens, detail: [row] };
}

function renderResult(view) {
  if (view.result === null) return null;
  const { result, reveal } = view;
  return element('div', {},
    element('h3', {}, `${capitalized(sideWins(result.winner))}!`),
    element('p', {}, t(result.winners.length === 1 ? '{names} plays for the winning side.' : '{names} play for the winning side.', { names: seats(result.winners) })),
    element('table', { class: 'reveal' },
      element('thead', {}, element('tr', {}, element('th', {}, t('Player')), element('th', {}, t('Cell')), element('th', {}, t('Side at the end')))),
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
    screen.append(element('p', { class: 'knows' }, t('Your cards, as dealt: '), element('strong', {}, rowNames(view.hand)),
      t('. Look well: after laying them out you will not see them again unless you scout them.')));
  }
  screen.append(renderMemory(view));
  if (view.scouted) {
    screen.append(element('p', { class: 'secrets' }, t('In your hands: '),
      view.scouted.map((sight) => `${place(sight.position)}: ${characterName(sight.card)}`).join('; '), '.'));
  }
  if (view.missionCards.length > 0) screen.append(element('p', { class: 'secrets' }, t('Mission cards you hold: {cards}.', { cards: cardList(view.missionCards) })));
  if (view.deckMemory) {
    const { turn, returned, discarded } = view.deckMemory;
    screen.append(element('p', { class: 'note' }, t('Turn {turn}, you put back {returned} and discarded {discarded}.', { turn, returned: cardList(returned), discarded: cardList(discarded) })));
  }
  if (hand.fresh.length > 0) {
    screen.append(element('div', { class: 'fresh' }, element('h4', {}, t('Just for you')),
      element('ul', {}, ...hand.fresh.map((event) => element('li', {}, describeEvent(event))))));
  }
  screen.append(renderMoves(legalCommands, view, hand.act));
  if (hand.error) screen.append(element('p', { class: 'error', role: 'alert' }, hand.error));
  return screen;
}

/** What the seat last saw at each place, and when (CE2): memory, not the truth. */
function renderMemory(view) {
  return element('table', { class: 'memory', 'aria-label': t('What you remember') },
    element('caption', {}, t('What you remember')),
    element('tbody', {}, ...view.memory.map((cell, seat) => element('tr', {},
      element('th', {}, seatName(seat)),
      ...cell.map((seen) => element('td', { class: seen ? seen.card : 'unknown' },
        seen ? t('{card} (turn {turn})', { card: characterName(seen.card), turn: seen.turn }) : '?'))))));
}

/** The words on a Cells command's button; `view` names the cards held. */
function commandLabel(command, view) {
  switch (command.type) {
    case 'arrange': return t('Lay out {cards}', { cards: rowNames(command.row) });
    case 'returnCharacters': return command.swap ? t('Swap them') : t('Put them back as they were');
    case 'scoutDeck': return t('Scout the mission deck');
    case 'returnToDeck': {
      const cards = view.missionCards;
      const kept = command.order.map((index) => cards[index]);
      const dropped = cards.filter((_, index) => !command.order.includes(index));
      return t(kept.length > 1 ? 'Put back {kept} (top first); discard {dropped}' : 'Put back {kept}; discard {dropped}', { kept: cardList(kept), dropped: cardList(dropped) });
    }
    case 'goOnMission': return t('Go on a mission with {name}', { name: seatName(command.partner) });
    case 'passMissionCards': {
      const passed = view.missionCards.filter((_, index) => index !== command.discard);
      return t('Discard {card}, pass {cards}', { card: missionCardName(view.missionCards[command.discard]), cards: cardList(passed) });
    }
    case 'playMissionCard': return t('Play {card}', { card: missionCardName(view.missionCards[command.play]) });
    case 'expose': return t(EXPOSE[command.slot]);
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
    const picker = element('fieldset', { class: 'picker', 'data-picker': 'scout' }, element('legend', {}, t('Choose 2 cards to scout')));
    const boxes = places.map((position) => element('input', { type: 'checkbox', value: JSON.stringify(position) }));
    picker.append(...places.map((position, index) => element('label', {}, boxes[index], place(position))));
    picker.append(element('button', {
      type: 'button',
      class: 'move pick',
      onclick: () => {
        const [first, second] = boxes.filter((box) => box.checked).map((box) => JSON.parse(box.value));
        act({ type: 'scoutCharacters', first, second });
      },
    }, t('Scout these two')));
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
