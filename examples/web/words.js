// The words of the table: names of seats, roles, cards, and one sentence per
// event, phase and command of The Resistance (the Cells variant's are in cells.js).
// No rule lives here: only how the engine's values read.
import { isResistanceError } from 'resistance-engine';

/** The players' names, by seat, as the setup typed them. */
let names = [];

/** Sets the names of the game starting (blank names fall back to "Player N"). */
export function setNames(list) {
  names = list.map((name, seat) => name.trim() || defaultName(seat));
}

/** "Player 1" for seat 0: people count from one, the engine from zero. */
export function defaultName(seat) {
  return `Player ${seat + 1}`;
}

export function seatName(seat) {
  return names[seat] ?? defaultName(seat);
}

/** The bots' strengths as the seat cards name them. */
export const BOT_NAMES = {
  random: 'An easy bot (random)',
  logical: 'A strong bot (logical)',
  standIn: 'The stand-in bot',
};

export function seats(list) {
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
export const roleName = (role) => ROLE_NAMES[role] ?? role;

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
export const cardName = (card) => PLOT_CARD_NAMES[card] ?? card;
export const cardNames = (cards) => (cards.length === 0 ? 'no card' : cards.map(cardName).join(', '));
export const missionCardName = (card) => (card === 'fail' ? 'Fail' : 'Success');
export const capitalized = (text) => text.charAt(0).toUpperCase() + text.slice(1);
export const sideName = (side) => (side === 'spy' ? 'the spies' : 'the Resistance');

export function describeError(error) {
  return isResistanceError(error) ? `${error.message} (${error.code})` : String(error);
}

/** One line per event; an event this page does not know yet shows as its JSON. */
export function describeEvent(event) {
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
export function describeShown(shown) {
  return shown.type === 'missionCard'
    ? `${seatName(shown.member)} played ${missionCardName(shown.card)}`
    : `${seatName(shown.seat)} plays for ${sideName(shown.allegiance)}`;
}

export function describeReason(reason) {
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

export function describePhase(view) {
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
export function commandLabel(command) {
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
export function commandGroup(command) {
  switch (command.type) {
    case 'givePlotCard': return `Give ${cardName(command.card)} to`;
    case 'usePlotCard': return `${cardName(command.action.card)}:`;
    default: return null;
  }
}
