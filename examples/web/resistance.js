// The Resistance at the round table: the tracks on the felt, the tokens on the
// seats, a seat's private screen and its moves, the end. Every move offered is one of
// the engine's legal commands; every screen is the engine's view of that seat.
import { BotWorker, Game, historyOfView } from 'resistance-engine';
import { element } from './dom.js';
import { t } from './i18n.js';
import { token } from './table.js';
import {
  capitalized, cardName, cardNames, commandGroup, commandLabel, describeEvent, describePhase,
  describeReason, describeShown, describeSightings, inquisitorToken, missionCardName, moduleName, roleName,
  seatName, seats, sideName, sideWins, theCard,
} from './words.js';

/** The phases' duties, as the hand-over prompt words them (public: the phase is). */
const DUTIES = {
  agendaChoice: 'to seal a hidden agenda',
  proposal: 'to propose a team',
  voting: 'to vote on the team',
  mission: 'to play a mission card',
  trapping: 'to set a card aside',
  inquisition: 'to inspect a player',
  plotDeal: 'to give the plot cards',
  plotResolution: 'to resolve a plot card',
  plotMoment: 'to use a plot card or decline',
};

/**
 * How The Resistance is drawn, from views and legal commands alone: the same code
 * draws a game played on this device (the package's `view(seat)` and
 * `legalCommands(seat)`) and one played on the table server (its `view` and
 * `legalCommands` messages). `publicOf` takes the public table from a seat's view.
 */
export const resistanceTable = {
  describeEvent,
  publicOf: (view) => view.table,
  status: (view) => `${t('Round {round}', view)} · ${describePhase(view)}`
    + (view.awaiting.length > 0 && !view.result ? ` ${t('Waiting for {names}.', { names: seats(view.awaiting) })}` : ''),
  duty: (view) => t(DUTIES[view.phase.type] ?? 'to play'),
  renderCenter,
  decorateSeat,
  renderScreen,
  renderResult,
  /**
   * The vote-history grid's history (history.js) of a view the server sent: a
   * seat's view gives that seat's, a spectator's the public one (the full module).
   */
  historyOf: (view) => historyOfView(view),
};

/**
 * The bots' worker, started for the first bot move: a search bot thinks for a
 * moment, which on the page's thread would freeze it. It holds a game's record only
 * while it decides, as this page (the host) does, and answers the move alone.
 */
let bots = null;

/** A game of The Resistance for the table: `Game.create(config)`, which may throw. */
export function resistanceGame(config) {
  const game = Game.create(config);
  return {
    ...resistanceTable,
    game,
    players: config.players,
    hasBots: true,
    publicView: () => game.publicView(),
    /** The history of `seat` (whose screen is shown), or the public one for null. */
    history: (seat) => (seat === null ? game.publicHistory() : game.history(seat)),
    /**
     * While the Assassin chooses, the public view names nobody (AS4): the words
     * of a hand-over to everyone in turn, or null when the game waits for no secret seat.
     */
    secretWait: (view) => (view.phase.type === 'assassination' && view.awaiting.length === 0
      ? t('{assassin} chooses in secret: everyone looks in turn', { assassin: capitalized(theCard('assassin')) })
      : null),
    renderScreen: (seat, hand) => renderScreen(game.view(seat), game.legalCommands(seat), hand),
    /**
     * One move of the engine's bot of strength `kind` for `seat`, from that seat's
     * own view: the page makes no choice for it. A fresh seed each move, so no two
     * games repeat. Decided in the bots' worker and applied when it comes: a promise
     * of the events, or of null when the seat has nothing to do.
     */
    async botMove(seat, kind) {
      bots ??= new BotWorker();
      try {
        return (await bots.playBot(game, seat, kind)).events;
      } catch (error) {
        if (error.code === 'nothing_to_do') return null;
        throw error;
      }
    },
  };
}

// --- the felt ---------------------------------------------------------------------

/** The mission track (team sizes, results, the two-fail marker of B3) and the vote track (B9). */
function renderCenter(view) {
  const missions = element('ol', { class: 'mission-track', 'aria-label': t('Missions') },
    ...view.teamSizes.map((size, index) => {
      const mission = view.missions[index];
      const current = !mission && index + 1 === view.round && !view.result;
      const state = mission ? (mission.succeeded ? 'success' : 'fail') : (current ? 'current' : 'pending');
      const twoFails = view.failsNeeded[index] > 1;
      return element('li', {
        class: `mission ${state}${twoFails ? ' two-fails' : ''}`,
        'data-state': state,
        title: t('Mission {number}: a team of {size}', { number: index + 1, size })
          + (twoFails ? t('; it fails only with {fails} Fail cards', { fails: view.failsNeeded[index] }) : '')
          + (mission ? t('; Fail cards played: {fails}', { fails: mission.fails }) : ''),
      },
      element('span', { class: 'size' }, String(size)),
      mission ? element('span', { class: 'outcome' }, mission.succeeded ? '✔' : `✘${mission.fails > 1 ? mission.fails : ''}`) : '',
      // B3: the marker of the mission that two Fail cards are needed to fail.
      twoFails ? element('span', { class: 'marker', 'data-marker': 'two-fails' }, t('{fails} fails', { fails: view.failsNeeded[index] })) : '');
    }));
  const votes = element('ol', { class: 'vote-track', 'aria-label': t('Rejected teams this round: {rejections} of 5', view) },
    ...Array.from({ length: 5 }, (_, index) => element('li', {
      class: index < view.rejections ? 'rejected' : '',
      title: index === 4 ? t('A fifth rejected team: {outcome}', { outcome: sideWins('spy') }) : t('Rejection {number}', { number: index + 1 }),
    }, index === 4 ? '✘' : String(index + 1))));
  return element('div', { class: 'tracks' },
    missions,
    element('div', { class: 'vote-row' }, element('span', { class: 'label' }, t('Rejected')), votes),
    view.plot ? renderPlot(view.plot) : '');
}

/** The public plot cards: deck, cards drawn to give, Opinion Makers' open votes, cards in the spotlight. */
function renderPlot(plot) {
  const faceUp = plot.spotlit.filter((spot) => spot.card !== null);
  return element('div', { class: 'plot', 'aria-label': moduleName('plotCards') },
    element('p', { class: 'plot-deck' }, t('{deck} plot cards in the deck', plot),
      plot.drawn.length > 0 ? t(' · drawn, to give: {cards}', { cards: cardNames(plot.drawn) }) : ''),
    plot.openVotes
      ? element('p', {}, t('Opinion Makers: approved by {approvals}; rejected by {rejections}.', { approvals: seats(plot.openVotes.approvals), rejections: seats(plot.openVotes.rejections) }))
      : '',
    ...faceUp.map((spot) => element('p', {}, t('Round {round}: {name} played {card} face up.', { round: spot.round, name: seatName(spot.member), card: missionCardName(spot.card) }))));
}

/** The team under way, if any: voted on, on the mission, or waiting on a plot card. */
function teamOf(phase) {
  return phase.team ?? [];
}

/**
 * A seat's public tokens: leader, team member, its vote (face down while the vote
 * goes on, then face up as revealed: B7), the Inquisitor token, plot cards in
 * front of it, a vacant seat.
 */
function decorateSeat(seat, view) {
  const { phase } = view;
  const tokens = [];
  const classes = [];
  if (seat === view.leader && !view.result) tokens.push(token('leader', `♛ ${t('Leader')}`));
  if (teamOf(phase).includes(seat)) {
    tokens.push(token('team', `◆ ${t('Team')}`));
    classes.push('on-team');
  }
  if (view.inquisitor === seat) tokens.push(token('inquisitor', inquisitorToken()));
  // A hidden agenda in front of its owner: sealed, or face up with its names (HA1, HA3).
  for (const agenda of view.agendas) {
    if (agenda.owner !== seat) continue;
    tokens.push(agenda.revealed
      ? token('agenda', `✉ ${seats(agenda.revealed)}`, t('Hidden agenda, revealed: {names}', { names: seats(agenda.revealed) }))
      : token('agenda', `✉ ${t('sealed')}`, t('A sealed hidden agenda')));
  }
  for (const held of view.plot?.held ?? []) {
    if (held.holder === seat) tokens.push(element('span', { class: 'token plot', 'data-card': held.card }, cardName(held.card)));
  }
  if (view.vacant.includes(seat)) tokens.push(token('vacant', t('vacant')));
  if (view.awaiting.includes(seat) && !view.result) classes.push('awaited');
  const detail = [];
  const lastVote = view.proposals.at(-1);
  if (phase.type === 'voting') {
    if (phase.voted.includes(seat)) detail.push(element('span', { class: 'vote-card face-down', title: t('Voted') }, t('voted')));
  } else if (lastVote) {
    const approved = lastVote.approvals.includes(seat);
    detail.push(element('span', {
      class: `vote-card ${approved ? 'approve' : 'reject'}`,
      'data-vote': approved ? 'approve' : 'reject',
      title: t('Vote on {round}.{attempt}', lastVote),
    }, approved ? `✔ ${t('Approve')}` : `✘ ${t('Reject')}`));
  }
  if (phase.type === 'mission' && phase.played.includes(seat)) {
    detail.push(element('span', { class: 'mission-card face-down', title: t('Played a mission card') }, t('card')));
  }
  return { classes, tokens, detail };
}

// --- the end ----------------------------------------------------------------------

function renderResult(view) {
  if (view.result === null) return null;
  const { result: end, reveal } = view;
  return element('div', {},
    element('h3', {}, end.winner ? `${capitalized(sideWins(end.winner))}!` : t('Abandoned: nobody wins')),
    element('p', {}, capitalized(describeReason(end.reason)), '.'),
    element('table', { class: 'reveal' },
      element('thead', {}, element('tr', {}, element('th', {}, t('Player')), element('th', {}, t('Role')), element('th', {}, t('Side at the end')))),
      element('tbody', {}, ...reveal.roles.map((role, seat) => element('tr', { class: reveal.allegiances[seat] },
        element('td', {}, seatName(seat)), element('td', {}, roleName(role)), element('td', {}, sideName(reveal.allegiances[seat])))))),
    // Left out of the reveal without plot cards.
    reveal.plotSights?.length
      ? element('div', { class: 'plot-sights' }, element('h4', {}, t('What the plot cards showed')),
        element('ul', {}, ...reveal.plotSights.map((sight) => element('li', {}, describeSight(sight)))))
      : '');
}

/** One plot sight: who saw what, through which card. */
function describeSight(sight) {
  return t('Round {round}: {name} saw, through {card}, that {shown}.', { round: sight.round, name: seatName(sight.viewer), card: cardName(sight.card), shown: describeShown(sight.shown) });
}

// --- a seat's screen ----------------------------------------------------------------

/**
 * A seat's private screen, from its view and legal commands: its role card, what it
 * knows, what only it was just shown (`hand.fresh`), its moves, a refusal, what only
 * it saw so far. `hand.act` sends a move.
 */
function renderScreen(view, legalCommands, hand) {
  const screen = element('div', { class: 'screen', 'data-seat': String(view.seat) },
    roleCard(view));
  // What the eyes-closed opening showed this seat (B4 and the modules' rows): nothing, for some.
  screen.append(view.sightings.length > 0
    ? element('p', { class: 'knows' }, t('You know: '), describeSightings(view.sightings).join(', '))
    : element('p', { class: 'knows' }, t('At the opening you saw nobody: you know only your own card.')));
  const secrets = [];
  if (view.vote) secrets.push(t('your vote: {vote}', { vote: view.vote === 'approve' ? t('Approve') : t('Reject') }));
  if (view.missionCard) secrets.push(t('your card: {card}', { card: missionCardName(view.missionCard) }));
  if (view.agenda) secrets.push(t('your hidden agenda names {names}', { names: seats(view.agenda) }));
  for (const trapped of view.trapped) secrets.push(t('round {round}: {name} played {card}', { round: trapped.round, name: seatName(trapped.member), card: missionCardName(trapped.card) }));
  for (const { inspection, shown } of view.inspections) secrets.push(t('{name} showed {side}', { name: seatName(inspection.target), side: sideName(shown) }));
  for (const sight of view.plot?.seen ?? []) secrets.push(`${cardName(sight.card)}: ${describeShown(sight.shown)}`);
  if (secrets.length > 0) screen.append(element('p', { class: 'secrets' }, secrets.join(' · ')));
  if (hand.fresh.length > 0) {
    screen.append(element('div', { class: 'fresh' }, element('h4', {}, t('Just for you')),
      element('ul', {}, ...hand.fresh.map((event) => element('li', {}, describeEvent(event))))));
  }
  screen.append(renderMoves(legalCommands, hand.act));
  if (hand.error) screen.append(element('p', { class: 'error', role: 'alert' }, hand.error));
  const own = hand.privateLog;
  if (own.length > 0) {
    screen.append(element('details', { class: 'own-log' }, element('summary', {}, t('Everything only you saw')),
      element('ol', { class: 'log' }, ...own.map((event) => element('li', {}, describeEvent(event))))));
  }
  return screen;
}

/**
 * Whether a player's role card shows (a player who must not be overlooked taps it
 * away, and back): this device's choice, kept across redrawing.
 */
let roleCardShown = true;

/** The seat's role card and side; a tap covers it, and uncovers it. */
function roleCard(view) {
  const card = element('button', {
    type: 'button',
    class: `role-card ${view.allegiance}${roleCardShown ? '' : ' covered'}`,
    'aria-pressed': String(!roleCardShown),
    'aria-label': roleCardShown ? undefined : t('Your role card, covered: tap to show it'),
    title: roleCardShown ? t('Tap to cover your card') : t('Tap to show it'),
    onclick: () => {
      roleCardShown = !roleCardShown;
      card.replaceWith(roleCard(view));
    },
  });
  if (roleCardShown) {
    card.append(element('span', { class: 'role' }, roleName(view.role)),
      element('span', { class: 'side' }, t('You play for {side}', { side: sideName(view.allegiance) })));
  } else {
    card.append(element('span', { class: 'role' }, t('Your card (covered)')), element('span', { class: 'side' }, t('Tap to show it')));
  }
  return card;
}

/**
 * "Choose `size` seats from `from`" read from the legal commands' seat lists (every
 * team a leader may propose, every agenda a player may seal): `size` reads "1 or 2"
 * where both are allowed (HA2); null when there is none.
 */
export function seatChoice(lists) {
  if (lists.length === 0) return null;
  const sizes = [...new Set(lists.map((list) => list.length))].sort((a, b) => a - b);
  const from = [...new Set(lists.flat())].sort((a, b) => a - b);
  return { size: sizes.join(` ${t('or')} `), from };
}

/** The seat's moves, straight from the engine's legal commands. */
function renderMoves(legalCommands, act) {
  const moves = element('div', { class: 'moves' });
  const of = (type, field) => legalCommands.filter((c) => c.type === type).map((c) => c[field]);
  const team = seatChoice(of('proposeTeam', 'team'));
  if (team) moves.append(seatPicker(team, t('Propose this team'), (picked) => act({ type: 'proposeTeam', team: picked })));
  const agenda = seatChoice(of('chooseAgenda', 'names'));
  if (agenda) moves.append(seatPicker(agenda, t('Seal my hidden agenda'), (names) => act({ type: 'chooseAgenda', names })));
  const buttons = legalCommands.filter((c) => c.type !== 'proposeTeam' && c.type !== 'chooseAgenda');
  const groups = new Map();
  const aside = element('div', { class: 'aside' });
  for (const command of buttons) {
    const button = element('button', {
      type: 'button',
      class: `move ${command.type}${command.vote ? ` ${command.vote}` : ''}${command.card && command.type === 'playMission' ? ` ${command.card}` : ''}`,
      'data-command': JSON.stringify(command),
      onclick: () => act(command),
    }, commandLabel(command));
    // Leaving and revealing an agenda may be done at any time: apart from the moves.
    if (command.type === 'leave' || command.type === 'revealAgenda') {
      aside.append(button);
      continue;
    }
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
  if (!moves.hasChildNodes()) moves.append(element('p', { class: 'note' }, t('Nothing to do right now.')));
  if (aside.hasChildNodes()) moves.append(aside);
  return moves;
}

/**
 * Checkboxes for "choose `size` seats from `from`" (a team, an agenda's names; `size`
 * may read "1 or 2"), by the players' names.
 */
function seatPicker(choice, label, send) {
  const picker = element('fieldset', { class: 'picker' }, element('legend', {}, t('Choose {size}', choice)));
  const boxes = choice.from.map((candidate) => element('input', { type: 'checkbox', value: String(candidate) }));
  picker.append(...choice.from.map((candidate, index) => element('label', {}, boxes[index], seatName(candidate))));
  picker.append(element('button', {
    type: 'button',
    class: 'move pick',
    onclick: () => send(boxes.filter((box) => box.checked).map((box) => Number(box.value))),
  }, label));
  return picker;
}
