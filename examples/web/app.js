// The demo table. It is the host of the game: it asks the engine (the
// resistance-engine package) what each seat may do and what each may see, and routes
// every event to its audience. It knows no rule: the buttons are the engine's legal
// commands, the refusals are the engine's errors, the screens are the engine's views.
import { Game, init, isResistanceError, revealScript } from 'resistance-engine';

const $ = (selector, root = document) => root.querySelector(selector);
const params = new URLSearchParams(location.search);
/** Milliseconds between two bot moves (`?botDelay=0` plays them at once). */
const BOT_DELAY = Number(params.get('botDelay') ?? 400);

/** The page's state: one game at a time. */
const table = {
  game: null,
  players: 0,
  /** 'hotseat' or 'bots'. */
  mode: 'hotseat',
  humanSeat: 0,
  /** The bots' strength, a `BotKind` of the package: 'random', 'logical' or 'standIn'. */
  botKind: 'logical',
  /** The seat whose screen is shown, or null. */
  shown: null,
  /** Events each seat may see that not everyone may, routed by their audience. */
  privateLogs: [],
  publicLog: [],
  /** A refusal to show on a seat's screen. */
  errors: [],
  botTimer: null,
};

// --- setup ------------------------------------------------------------------------

const form = $('#setup-form');

/**
 * How the module inputs become config fields (docs/wire-format.md, "Configuration").
 * A new module is a new .module block in index.html and one entry here.
 */
const MODULE_FIELDS = {
  assassin: (data) =>
    data.has('assassin')
      ? {
          bodyGuard: data.has('bodyGuard'),
          falseCommander: data.has('falseCommander'),
          deepCover: data.has('deepCover'),
          blindSpy: data.has('blindSpy'),
        }
      : null,
  trapper: (data) => data.has('trapper'),
  defector: (data) => (data.has('defector') ? data.get('defectorVariant') : null),
  inquisitor: (data) => data.has('inquisitor'),
  agendas: (data) => (data.has('agendas') ? data.get('agendaKind') : null),
  plotCards: (data) => data.has('plotCards'),
};

function configFromForm() {
  const data = new FormData(form);
  const config = {
    players: Number(data.get('players')),
    seed: Number(data.get('seed')),
    leavePolicy: data.get('leavePolicy'),
  };
  for (const [field, read] of Object.entries(MODULE_FIELDS)) config[field] = read(data);
  return config;
}

function fillHumanSeats() {
  const select = form.elements.humanSeat;
  const players = Number(form.elements.players.value);
  const chosen = Math.min(Number(select.value || 0), players - 1);
  select.replaceChildren(
    ...Array.from({ length: players }, (_, seat) => new Option(seatName(seat), String(seat))),
  );
  select.value = String(chosen);
}

function syncModuleOptions() {
  for (const module of form.querySelectorAll('.module')) {
    const on = module.querySelector('input[type=checkbox]').checked;
    for (const option of module.querySelectorAll('.options input, .options select')) {
      option.disabled = !on;
    }
  }
}

form.elements.players.addEventListener('change', fillHumanSeats);
form.addEventListener('change', syncModuleOptions);
form.addEventListener('submit', (event) => {
  event.preventDefault();
  startGame(configFromForm(), new FormData(form));
});

function startGame(config, data) {
  $('#setup-error').textContent = '';
  let game;
  try {
    game = Game.create(config);
  } catch (error) {
    // The engine says why: a player count out of range, modules that do not fit...
    $('#setup-error').textContent = describeError(error);
    return;
  }
  clearTimeout(table.botTimer);
  table.game?.free();
  Object.assign(table, {
    game,
    players: config.players,
    mode: data.get('mode'),
    humanSeat: Number(data.get('humanSeat')),
    botKind: data.get('botKind'),
    shown: null,
    privateLogs: Array.from({ length: config.players }, () => []),
    publicLog: [],
    errors: Array.from({ length: config.players }, () => null),
  });
  route(game.opening());
  $('#table').hidden = false;
  $('#seats').hidden = false;
  document.body.dataset.state = 'playing';
  render();
  scheduleBots();
}

// --- playing ----------------------------------------------------------------------

/** Delivers each event to its audience: the public log, or those seats' logs. */
function route(envelopes) {
  for (const { audience, event } of envelopes) {
    if (audience.type === 'everyone') {
      table.publicLog.push(event);
    } else {
      for (const seat of audience.seats) table.privateLogs[seat].push(event);
    }
  }
}

function send(seat, command) {
  try {
    route(table.game.apply(seat, command).events);
    table.errors[seat] = null;
  } catch (error) {
    // A refusal is for the acting seat alone (it may reflect that seat's secrets).
    table.errors[seat] = describeError(error);
  }
}

function isBot(seat) {
  return table.mode === 'bots' && seat !== table.humanSeat;
}

/**
 * One move of the engine's bot of the chosen strength, from the seat's own view: the
 * page makes no choice for it. Each move draws a fresh seed, so no two games repeat.
 * False when the seat has nothing to do.
 */
function botMove(seat) {
  try {
    route(table.game.playBot(seat, table.botKind).events);
    return true;
  } catch (error) {
    if (error.code === 'nothing_to_do') return false;
    throw error;
  }
}

function scheduleBots() {
  clearTimeout(table.botTimer);
  if (table.mode !== 'bots' || table.game.isOver()) return;
  // The host's own list of who to wait for: it may name the Assassin, so it is never shown.
  const waitingBots = table.game.awaiting().filter(isBot);
  if (waitingBots.length === 0) return;
  table.botTimer = setTimeout(() => {
    const seat = waitingBots[Math.floor(Math.random() * waitingBots.length)];
    if (botMove(seat)) render();
    scheduleBots();
  }, BOT_DELAY);
}

function act(seat, command) {
  send(seat, command);
  // Hot-seat: after a move the screen closes, ready to pass the device on.
  if (table.mode === 'hotseat' && table.errors[seat] === null) table.shown = null;
  render();
  scheduleBots();
}

// --- words ------------------------------------------------------------------------

function seatName(seat) {
  return `Seat ${seat}`;
}

/** The bots' strengths as the seat cards name them. */
const BOT_NAMES = { random: 'A random bot', logical: 'A logical bot', standIn: 'The stand-in bot' };

function seats(list) {
  return list.length === 0 ? 'nobody' : list.map(seatName).join(', ');
}

const ROLE_NAMES = {
  resistance: 'Resistance',
  spy: 'Spy',
  commander: 'Commander',
  assassin: 'Assassin',
  bodyGuard: 'Body Guard',
  falseCommander: 'False Commander',
  deepCover: 'Deep Cover',
  blindSpy: 'Blind Spy',
  resistanceDefector: 'Resistance Defector',
  spyDefector: 'Spy Defector',
};
const roleName = (role) => ROLE_NAMES[role] ?? role;

const PLOT_CARD_NAMES = {
  strongLeader: 'Strong Leader',
  keepingACloseEyeOnYou: 'Keeping a Close Eye on You',
  noConfidence: 'No Confidence',
  opinionMaker: 'Opinion Maker',
  takeResponsibility: 'Take Responsibility',
  overheardConversation: 'Overheard Conversation',
  openUp: 'Open Up',
  establishConfidence: 'Establish Confidence',
  inTheSpotlight: 'In the Spotlight',
};
const cardName = (card) => PLOT_CARD_NAMES[card] ?? card;
const cardNames = (cards) => (cards.length === 0 ? 'no card' : cards.map(cardName).join(', '));
const missionCardName = (card) => (card === 'fail' ? 'Fail' : 'Success');
const capitalized = (text) => text.charAt(0).toUpperCase() + text.slice(1);
const sideName = (side) => (side === 'spy' ? 'the spies' : 'the Resistance');

function describeError(error) {
  return isResistanceError(error) ? `${error.message} (${error.code})` : String(error);
}

/** One line per event; an event this page does not know yet shows as its JSON. */
function describeEvent(event) {
  switch (event.type) {
    case 'gameStarted': return `${event.players} players sit down; ${seatName(event.firstLeader)} leads first.`;
    case 'roleDealt': return `You are dealt: ${roleName(event.role)}.`;
    case 'knowledgeGained':
      return event.sightings.length === 0
        ? 'You learn nothing about the others.'
        : `You learn: ${event.sightings.map((s) => `${seatName(s.seat)} appears as ${s.appearsAs}`).join('; ')}.`;
    case 'roundStarted': return `Round ${event.round}: ${seatName(event.leader)} leads; the team has ${event.teamSize} members; ${event.failsNeeded} Fail card(s) fail it.`;
    case 'teamProposed': return `${seatName(event.leader)} proposes ${seats(event.team)} (proposal ${event.attempt}).`;
    case 'voteCast': return `${seatName(event.seat)} has voted.`;
    case 'votesRevealed': return `Votes: approved by ${seats(event.approvals)}; rejected by ${seats(event.rejections)}. The team is ${event.approved ? 'approved' : 'rejected'}.`;
    case 'leadershipPassed': return `${seatName(event.leader)} leads now (${event.rejections} rejected this round).`;
    case 'missionCardPlayed': return `${seatName(event.seat)} has played a mission card.`;
    case 'missionResolved': return `Mission ${event.round} ${event.succeeded ? 'succeeds' : 'fails'} with ${event.fails} Fail card(s).`;
    case 'agendaChoiceBegan': return 'Everyone seals a hidden agenda.';
    case 'agendaChosen': return `${seatName(event.seat)} has sealed a hidden agenda.`;
    case 'agendaRevealed': return `${seatName(event.seat)} reveals a hidden agenda naming ${seats(event.names)}.`;
    case 'trappingBegan': return `${seatName(event.leader)} is to set one card aside.`;
    case 'cardSetAside': return `${seatName(event.leader)} sets aside the card of ${seatName(event.member)}.`;
    case 'trappedCardSeen': return `The card of ${seatName(event.member)} you set aside is ${missionCardName(event.card)}.`;
    case 'loyaltyCardFlipped': return `Round ${event.round}: the loyalty card says ${event.card === 'switchAllegiance' ? 'switch allegiance' : 'no change'}.`;
    case 'inquisitionBegan': return `${seatName(event.holder)} holds the Inquisitor token and is to inspect a player.`;
    case 'playerInspected': return `${seatName(event.holder)} inspects ${seatName(event.target)}.`;
    case 'loyaltyShown': return `${seatName(event.target)}'s loyalty card shows ${sideName(event.allegiance)}.`;
    case 'assassinationBegan': return 'Three missions succeeded: the Assassin is to name the Commander.';
    case 'plotCardsDrawn': return `${seatName(event.leader)} draws ${cardNames(event.cards)}.`;
    case 'plotCardGiven': return `${seatName(event.leader)} gives ${cardName(event.card)} to ${seatName(event.to)}.`;
    case 'plotCardUsed': return `${seatName(event.seat)} uses ${describeAction(event.action)}.`;
    case 'plotCardDeclined': return `${seatName(event.seat)} declines to use ${cardName(event.card)}.`;
    case 'plotCardDiscarded': return `${cardName(event.card)} of ${seatName(event.seat)} is discarded: nobody else has a card to take.`;
    // The one private plot event: what a card showed its viewer.
    case 'plotCardShown': return `${cardName(event.card)} shows you: ${describeShown(event.shown)}.`;
    case 'openVotesRevealed': return `The Opinion Makers vote openly: approved by ${seats(event.approvals)}; rejected by ${seats(event.rejections)}.`;
    case 'missionCardShown': return `In the spotlight, ${seatName(event.seat)} plays ${missionCardName(event.card)}.`;
    case 'playerLeft': return `${seatName(event.seat)} leaves${event.awaitingSubstitute ? ' and waits for a substitute' : ''}.`;
    case 'seatClaimed': return `A substitute takes ${seatName(event.seat)}.`;
    case 'gameEnded': return `The game is over: ${event.winner ? `${sideName(event.winner)} win` : 'abandoned, nobody wins'} (${describeReason(event.reason)}).`;
    case 'rolesRevealed': return `Roles: ${event.roles.map((role, seat) => `${seatName(seat)} ${roleName(role)}`).join(', ')}.`;
    default: return JSON.stringify(event);
  }
}

/** A plot card's use and what it names, as the public log tells it. */
function describeAction(action) {
  const card = cardName(action.card);
  switch (action.card) {
    case 'inTheSpotlight': return `${card} on ${seatName(action.member)}`;
    case 'keepingACloseEyeOnYou': return `${card} to watch ${seatName(action.member)}'s card`;
    case 'takeResponsibility': return `${card} to take ${cardName(action.take)} from ${seatName(action.from)}`;
    case 'overheardConversation': return `${card} to hear ${seatName(action.neighbour)}`;
    case 'openUp': case 'establishConfidence': return `${card} to show their side to ${seatName(action.to)}`;
    default: return card;
  }
}

/** What a plot card showed: a played mission card, or a side (never a character). */
function describeShown(shown) {
  return shown.type === 'missionCard'
    ? `${seatName(shown.member)} played ${missionCardName(shown.card)}`
    : `${seatName(shown.seat)} plays for ${sideName(shown.allegiance)}`;
}

function describeReason(reason) {
  switch (reason.type) {
    case 'threeSuccesses': return 'three missions succeeded';
    case 'threeFailures': return 'three missions failed';
    case 'fiveRejections': return 'five teams were rejected in one round';
    case 'abandoned': return `${seatName(reason.seat)} left`;
    case 'commanderAssassinated': return `the Assassin named the Commander, ${seatName(reason.target)}`;
    case 'assassinMissed': return `the Assassin named ${seatName(reason.target)}, not the Commander`;
    default: return JSON.stringify(reason);
  }
}

function describePhase(view) {
  const { phase } = view;
  switch (phase.type) {
    case 'agendaChoice': return 'Everyone seals a hidden agenda.';
    case 'proposal': return `${seatName(phase.leader)} is to propose a team of ${phase.teamSize}.`;
    case 'voting': return `Vote on the team ${seats(phase.team)}.`;
    case 'mission': return `The team ${seats(phase.team)} is on the mission.`;
    case 'trapping': return `${seatName(phase.leader)} is to set a card aside.`;
    case 'inquisition': return `${seatName(phase.holder)} is to inspect a player.`;
    case 'assassination': return 'The Assassin is choosing whom to name.';
    case 'plotDeal': return `${seatName(phase.leader)} is to give ${cardNames(phase.cards)}.`;
    case 'plotResolution': return `${seatName(phase.seat)} is to resolve ${cardName(phase.card)}.`;
    case 'plotMoment': return `${seatName(phase.asked)} may use ${cardName(phase.card)} or decline.`;
    case 'gameOver': return 'The game is over.';
    default: return phase.type;
  }
}

/** The words on a command's button. */
function commandLabel(command) {
  switch (command.type) {
    case 'vote': return command.vote === 'approve' ? 'Approve' : 'Reject';
    case 'playMission': return command.card === 'fail' ? 'Play Fail' : 'Play Success';
    case 'setAside': return `Set aside ${seatName(command.member)}'s card`;
    case 'inspect': return `Inspect ${seatName(command.target)}`;
    case 'assassinate': return `Name ${seatName(command.target)} as the Commander`;
    case 'revealAgenda': return 'Reveal my hidden agenda';
    // Plot commands come in groups (commandGroup): their buttons name the target.
    case 'givePlotCard': return seatName(command.to);
    case 'usePlotCard': return actionLabel(command.action);
    case 'declinePlotCard': return `Decline ${cardName(command.card)}`;
    case 'leave': return 'Leave the game';
    case 'claimSeat': return 'Claim this seat (substitute)';
    default: return JSON.stringify(command);
  }
}

/** The button of a plot card's use, under its card's group. */
function actionLabel(action) {
  switch (action.card) {
    case 'strongLeader': return 'Lead now';
    case 'noConfidence': return 'Reject the team';
    case 'inTheSpotlight': return `Spotlight ${seatName(action.member)}`;
    case 'keepingACloseEyeOnYou': return `Watch ${seatName(action.member)}`;
    case 'takeResponsibility': return `Take ${cardName(action.take)} from ${seatName(action.from)}`;
    case 'overheardConversation': return `Hear ${seatName(action.neighbour)}`;
    default: return `Show ${seatName(action.to)}`;
  }
}

/**
 * The heading plot commands are grouped under (a card given to one of many seats,
 * a card used on one of many), or null for a command that stands alone.
 */
function commandGroup(command) {
  switch (command.type) {
    case 'givePlotCard': return `Give ${cardName(command.card)} to`;
    case 'usePlotCard': return `${cardName(command.action.card)}:`;
    default: return null;
  }
}

// --- rendering ----------------------------------------------------------------------

function element(tag, attributes = {}, ...children) {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (name.startsWith('on')) node.addEventListener(name.slice(2), value);
    else if (value === true) node.setAttribute(name, '');
    else if (value !== false && value !== null && value !== undefined) node.setAttribute(name, value);
  }
  node.append(...children.flat());
  return node;
}

function render() {
  const view = table.game.publicView();
  renderTable(view);
  renderSeats(view);
  document.body.dataset.state = table.game.isOver() ? 'over' : 'playing';
}

function renderTable(view) {
  $('#status').textContent = `Round ${view.round} · leader ${seatName(view.leader)} · ${describePhase(view)}`
    + (view.awaiting.length > 0 ? ` Waiting for ${seats(view.awaiting)}.` : '');
  $('#missions').replaceChildren(
    ...view.teamSizes.map((size, index) => {
      const mission = view.missions[index];
      const state = mission ? (mission.succeeded ? 'success' : 'fail') : (index + 1 === view.round && !view.result ? 'current' : 'pending');
      const fails = view.failsNeeded[index] > 1 ? ` · ${view.failsNeeded[index]} fails` : '';
      return element('li', { class: `mission ${state}`, title: mission ? `${mission.fails} Fail card(s)` : '' },
        element('strong', {}, String(index + 1)), element('span', {}, `${size} players${fails}`));
    }),
  );
  $('#rejections').replaceChildren(
    element('span', {}, 'Rejected: '),
    ...Array.from({ length: 5 }, (_, index) => element('span', { class: index < view.rejections ? 'token used' : 'token' })),
  );
  $('#proposals tbody').replaceChildren(
    ...view.proposals.map((p) => element('tr', {},
      element('td', {}, `${p.round}.${p.attempt}`), element('td', {}, seatName(p.leader)),
      element('td', {}, seats(p.team)), element('td', {}, seats(p.approvals)),
      element('td', {}, seats(p.rejections)), element('td', {}, p.approved ? '✔' : '✘'))),
  );
  renderPlot(view.plot);
  const log = $('#public-log');
  log.replaceChildren(...table.publicLog.map((event) => element('li', {}, describeEvent(event))));
  log.scrollTop = log.scrollHeight; // the latest events in sight
  const result = $('#result');
  result.hidden = view.result === null;
  if (view.result !== null) {
    const { result: end, reveal } = view;
    result.replaceChildren(
      element('h3', {}, end.winner ? `${capitalized(sideName(end.winner))} win!` : 'Abandoned: nobody wins'),
      element('p', {}, describeReason(end.reason)),
      element('table', { class: 'reveal' },
        element('thead', {}, element('tr', {}, element('th', {}, 'Seat'), element('th', {}, 'Role'), element('th', {}, 'Side at the end'))),
        element('tbody', {}, ...reveal.roles.map((role, seat) => element('tr', { class: reveal.allegiances[seat] },
          element('td', {}, seatName(seat)), element('td', {}, roleName(role)), element('td', {}, sideName(reveal.allegiances[seat])))))),
      // Left out of the reveal without plot cards.
      reveal.plotSights?.length
        ? element('div', { class: 'plot-sights' }, element('h4', {}, 'What the plot cards showed'),
          element('ul', {}, ...reveal.plotSights.map((sight) => element('li', {}, describeSight(sight)))))
        : '',
    );
  }
}

/** One plot sight: who saw what, through which card. */
function describeSight(sight) {
  return `Round ${sight.round}: ${seatName(sight.viewer)} saw, through ${cardName(sight.card)}, that ${describeShown(sight.shown)}.`;
}

/** The public plot cards (absent from the view without them): deck, cards to give, what is in play. */
function renderPlot(plot) {
  const panel = $('#plot');
  panel.hidden = plot === undefined;
  if (plot === undefined) return;
  const faceUp = plot.spotlit.filter((spot) => spot.card !== null);
  panel.replaceChildren(
    element('h3', {}, 'Plot cards'),
    element('p', { class: 'plot-deck' }, `${plot.deck} in the deck`,
      plot.drawn.length > 0 ? ` · drawn, to give: ${cardNames(plot.drawn)}` : ''),
    plot.held.length > 0
      ? element('p', { class: 'plot-held' }, 'In play: ', plot.held.map((held) => `${cardName(held.card)} (${seatName(held.holder)})`).join(', '))
      : element('p', { class: 'note' }, 'Nobody holds a plot card.'),
    plot.openVotes
      ? element('p', {}, `Opinion Makers: approved by ${seats(plot.openVotes.approvals)}; rejected by ${seats(plot.openVotes.rejections)}.`)
      : '',
    ...faceUp.map((spot) => element('p', {}, `Round ${spot.round}: ${seatName(spot.member)} played ${missionCardName(spot.card)} face up.`)),
  );
}

function renderSeats(view) {
  const list = $('#seat-list');
  list.replaceChildren(
    ...Array.from({ length: table.players }, (_, seat) => renderSeat(seat, view)),
  );
}

function renderSeat(seat, view) {
  const awaited = view.awaiting.includes(seat);
  const bot = isBot(seat);
  const shown = table.shown === seat;
  const card = element('article', {
    class: `seat${awaited ? ' awaited' : ''}${shown ? ' shown' : ''}`,
    'data-seat': String(seat),
    'data-awaited': String(awaited),
    'aria-label': seatName(seat),
  });
  const heading = element('h3', {}, seatName(seat), bot ? element('span', { class: 'badge' }, 'bot') : '',
    awaited ? element('span', { class: 'badge turn' }, 'to act') : '',
    view.vacant.includes(seat) ? element('span', { class: 'badge' }, 'vacant') : '',
    seat === view.leader && !view.result ? element('span', { class: 'badge leader' }, 'leader') : '',
    // Plot cards lie face up: everyone sees who holds which.
    ...(view.plot?.held ?? []).filter((held) => held.holder === seat)
      .map((held) => element('span', { class: 'badge plot', 'data-card': held.card }, cardName(held.card))));
  card.append(heading);
  if (bot) {
    card.append(element('p', { class: 'note', 'data-bot-kind': table.botKind },
      `${BOT_NAMES[table.botKind]} plays this seat.`));
    return card;
  }
  card.append(element('button', {
    type: 'button',
    class: 'toggle',
    'aria-pressed': String(shown),
    onclick: () => {
      table.shown = shown ? null : seat;
      render();
    },
  }, shown ? 'Hide my screen' : 'Show my screen'));
  if (!shown) {
    card.append(element('p', { class: 'note' }, `Screen hidden. Pass the device to ${seatName(seat)}.`));
    return card;
  }
  card.append(renderScreen(seat));
  return card;
}

/** A seat's private screen: its view, its own events, its moves. */
function renderScreen(seat) {
  const { game } = table;
  const view = game.view(seat);
  const screen = element('div', { class: 'screen' });
  screen.append(
    element('p', { class: `identity ${view.allegiance}` },
      element('strong', {}, roleName(view.role)), ` — you play for ${sideName(view.allegiance)}.`),
  );
  if (view.sightings.length > 0) {
    screen.append(element('p', {}, 'You know: ',
      view.sightings.map((s) => `${seatName(s.seat)} (${s.appearsAs})`).join(', ')));
  }
  const secrets = [];
  if (view.vote) secrets.push(`your vote: ${view.vote}`);
  if (view.missionCard) secrets.push(`your card: ${view.missionCard}`);
  if (view.agenda) secrets.push(`your hidden agenda names ${seats(view.agenda)}`);
  for (const trapped of view.trapped) secrets.push(`round ${trapped.round}: ${seatName(trapped.member)} played ${trapped.card}`);
  for (const { inspection, shown } of view.inspections) secrets.push(`${seatName(inspection.target)} showed ${sideName(shown)}`);
  for (const sight of view.plot?.seen ?? []) secrets.push(`${cardName(sight.card)}: ${describeShown(sight.shown)}`);
  if (secrets.length > 0) screen.append(element('p', {}, secrets.join(' · ')));
  screen.append(renderMoves(seat));
  if (table.errors[seat]) screen.append(element('p', { class: 'error', role: 'alert' }, table.errors[seat]));
  const own = table.privateLogs[seat];
  if (own.length > 0) {
    screen.append(element('details', { open: true }, element('summary', {}, 'Only you saw'),
      element('ol', { class: 'log' }, ...own.map((event) => element('li', {}, describeEvent(event))))));
  }
  return screen;
}

/** The seat's moves, straight from the engine's legal commands and choices. */
function renderMoves(seat) {
  const { game } = table;
  const moves = element('div', { class: 'moves' });
  const choices = game.choices(seat);
  if (choices.propose) moves.append(seatPicker(seat, choices.propose, 'Propose this team', (team) => ({ type: 'proposeTeam', team })));
  if (choices.chooseAgenda) {
    // HA2: where each player chooses, one picker takes one name or two.
    const double = choices.chooseDoubleAgenda;
    const agenda = double ? { ...choices.chooseAgenda, size: `${choices.chooseAgenda.size} or ${double.size}` } : choices.chooseAgenda;
    moves.append(seatPicker(seat, agenda, 'Seal my hidden agenda', (names) => ({ type: 'chooseAgenda', names })));
  }
  const buttons = game.legalCommands(seat).filter((c) => c.type !== 'proposeTeam' && c.type !== 'chooseAgenda');
  const groups = new Map();
  for (const command of buttons) {
    const button = element('button', {
      type: 'button',
      class: `move ${command.type}`,
      'data-command': JSON.stringify(command),
      onclick: () => act(seat, command),
    }, commandLabel(command));
    const heading = commandGroup(command);
    if (heading === null) {
      moves.append(button);
      continue;
    }
    if (!groups.has(heading)) {
      const group = element('div', { class: 'group' }, element('span', { class: 'heading' }, heading));
      groups.set(heading, group);
      moves.append(group);
    }
    groups.get(heading).append(button);
  }
  if (!moves.hasChildNodes()) moves.append(element('p', { class: 'note' }, 'Nothing to do right now.'));
  return moves;
}

/**
 * Checkboxes for "choose `size` seats from `from`" (a team, an agenda's names; `size`
 * may read "1 or 2").
 */
function seatPicker(seat, choice, label, command) {
  const picker = element('fieldset', { class: 'picker' }, element('legend', {}, `Choose ${choice.size}`));
  const boxes = choice.from.map((candidate) => element('input', { type: 'checkbox', value: String(candidate), 'aria-label': seatName(candidate) }));
  picker.append(...choice.from.map((candidate, index) => element('label', {}, boxes[index], seatName(candidate))));
  picker.append(element('button', {
    type: 'button',
    class: 'move pick',
    onclick: () => act(seat, command(boxes.filter((box) => box.checked).map((box) => Number(box.value)))),
  }, label));
  return picker;
}

// --- the reveal script --------------------------------------------------------------

/** Voices by language of the script, for speechSynthesis. */
const SPEECH_LANGUAGES = { english: 'en-US', russian: 'ru-RU', vietnamese: 'vi-VN' };

/** The engine's script for the setup on the form, in the chosen language. */
function showScript() {
  const list = $('#script-lines');
  try {
    const script = revealScript(configFromForm(), $('#script-language').value);
    list.replaceChildren(...script.lines.map((line) => element('li', {}, line)));
    list.dataset.language = script.language;
    $('#read-aloud').disabled = !('speechSynthesis' in window);
  } catch (error) {
    list.replaceChildren(element('li', { class: 'error' }, describeError(error)));
    $('#read-aloud').disabled = true;
  }
}

function setUpSpeech() {
  const speech = 'speechSynthesis' in window ? window.speechSynthesis : null;
  $('#speech-note').textContent = speech ? '' : 'This browser cannot read aloud: read the lines yourself.';
  form.addEventListener('input', showScript);
  $('#script-language').addEventListener('change', showScript);
  let next = null;
  const stop = () => {
    clearTimeout(next);
    speech?.cancel();
    $('#stop-reading').hidden = true;
  };
  $('#read-aloud').addEventListener('click', () => {
    if (!speech) return;
    stop();
    const lines = [...$('#script-lines').children].map((item) => item.textContent);
    const lang = SPEECH_LANGUAGES[$('#script-lines').dataset.language] ?? 'en-US';
    const say = (index) => {
      if (index >= lines.length) return stop();
      const utterance = new SpeechSynthesisUtterance(lines[index]);
      utterance.lang = lang;
      utterance.rate = 0.9;
      // A pause after each line: time to open eyes, look, and close them again.
      utterance.onend = () => {
        next = setTimeout(() => say(index + 1), 1500);
      };
      speech.speak(utterance);
    };
    $('#stop-reading').hidden = false;
    say(0);
  });
  $('#stop-reading').addEventListener('click', stop);
  showScript();
}

// --- start --------------------------------------------------------------------------

await init();
form.elements.seed.value = String(params.get('seed') ?? Math.floor(Math.random() * 1_000_000));
fillHumanSeats();
syncModuleOptions();
setUpSpeech();
document.body.dataset.state = 'ready';
