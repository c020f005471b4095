// The words of the table: names of seats, roles, cards, and one sentence per
// event, phase and command of The Resistance (the Cells variant's are in cells.js).
// No rule lives here: only how the engine's values read.
import { isResistanceError, names as engineNames } from 'resistance-engine';
import { language, t } from './i18n.js';

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
  search: 'The strongest bot (search)',
  standIn: 'The stand-in bot',
};

export function seats(list) {
  return list.length === 0 ? 'nobody' : list.map(seatName).join(', ');
}

/**
 * The names the cards, the modules and the sides go by in the game on the table
 * (the engine's `Naming`: 'resistance' or 'avalon', docs/avalon.md): the engine's
 * English table, keyed by wire names. Read on first use, once the engine is loaded.
 */
let naming = 'resistance';
let nameTable = null;
const gameNames = () => {
  if (nameTable?.language !== language()) nameTable = engineNames(language(), naming);
  return nameTable;
};
const isAvalon = () => naming === 'avalon';

/** Sets the naming of the game starting (Cells has no Avalon names: 'resistance'). */
export function setNaming(chosen) {
  naming = chosen;
  nameTable = null;
}

export const roleName = (role) => gameNames().roles[role] ?? role;
export const moduleName = (module) => gameNames().modules[module] ?? module;

/**
 * A card in a sentence: "the Commander"; Avalon's characters are people, named
 * without an article ("Merlin"), all but its Assassin.
 */
export const theCard = (role) => (language() !== 'english' || (isAvalon() && role !== 'assassin') ? roleName(role) : `the ${roleName(role)}`);

/** The token of the Inquisitor module: "Inquisitor", "Lady of the Lake". */
export const inquisitorToken = () => moduleName('inquisitor');

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
/** A side in a sentence: "the spies", "the Resistance"; "Evil", "Good" under Avalon. */
export const sideName = (side) => {
  if (isAvalon() || language() !== 'english') return gameNames().sides[side] ?? side;
  return side === 'spy' ? 'the spies' : 'the Resistance';
};
/** "the spies win", "the Resistance win" (a team of people); "Evil wins". */
export const sideWins = (side) => `${sideName(side)} ${isAvalon() ? 'wins' : 'win'}`;

/**
 * How a seat appeared to the viewer at setup, among all it saw (`sightings`), in
 * the naming's words: "spy" or "Evil", "Commander" or "Merlin" ("Commander or False
 * Commander" when two candidates were seen: AS2), "Defector" or "Lancelot". Only the
 * cards dealt: one candidate means no False Commander.
 */
function appearanceName(appearance, sightings) {
  switch (appearance) {
    case 'spy': return isAvalon() ? sideName('spy') : 'spy';
    case 'commanderCandidate':
      return sightings.filter((s) => s.appearsAs === appearance).length > 1
        ? `${roleName('commander')} or ${roleName('falseCommander')}`
        : roleName('commander');
    case 'defector': return isAvalon() ? moduleName('defector') : 'Defector';
    default: return appearance;
  }
}

/** Each sighting's seat and how it appeared: "Ana (spy)", or `(seat, as)`'s words. */
export function describeSightings(sightings, say = (seat, as) => `${seat} (${as})`) {
  return sightings.map((s) => say(seatName(s.seat), appearanceName(s.appearsAs, sightings)));
}

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
        : `You learn: ${describeSightings(event.sightings, (seat, as) => `${seat} appears as ${as}`).join('; ')}.`;
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
    case 'inquisitionBegan': return `${seatName(event.holder)} holds the ${inquisitorToken()} token and is to inspect a player.`;
    case 'playerInspected': return `${seatName(event.holder)} inspects ${seatName(event.target)}.`;
    case 'loyaltyShown': return `${seatName(event.target)}'s loyalty card shows ${sideName(event.allegiance)}.`;
    case 'assassinationBegan': return `Three missions succeeded: ${theCard('assassin')} is to name ${theCard('commander')}.`;
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
    case 'gameEnded': return `The game is over: ${event.winner ? sideWins(event.winner) : 'abandoned, nobody wins'} (${describeReason(event.reason)}).`;
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
    case 'commanderAssassinated': return `${theCard('assassin')} named ${theCard('commander')}, ${seatName(reason.target)}`;
    case 'assassinMissed': return `${theCard('assassin')} named ${seatName(reason.target)}, not ${theCard('commander')}`;
    default: return JSON.stringify(reason);
  }
}

export function describePhase(view) {
  const { phase } = view;
  switch (phase.type) {
    case 'agendaChoice': return t('Everyone seals a hidden agenda.');
    case 'proposal': return t('{name} is to propose a team of {size}.', { name: seatName(phase.leader), size: phase.teamSize });
    case 'voting': return t('Vote on the team {team}.', { team: seats(phase.team) });
    case 'mission': return t('The team {team} is on the mission.', { team: seats(phase.team) });
    case 'trapping': return t('{name} is to set a card aside.', { name: seatName(phase.leader) });
    case 'inquisition': return t('{name} is to inspect a player.', { name: seatName(phase.holder) });
    case 'assassination': return t('{assassin} is choosing whom to name.', { assassin: capitalized(theCard('assassin')) });
    case 'plotDeal': return t('{name} is to give {cards}.', { name: seatName(phase.leader), cards: cardNames(phase.cards) });
    case 'plotResolution': return t('{name} is to resolve {card}.', { name: seatName(phase.seat), card: cardName(phase.card) });
    case 'plotMoment': return t('{name} may use {card} or decline.', { name: seatName(phase.asked), card: cardName(phase.card) });
    case 'gameOver': return t('The game is over.');
    default: return phase.type;
  }
}

/** The words on a command's button. */
export function commandLabel(command) {
  switch (command.type) {
    case 'vote': return command.vote === 'approve' ? t('Approve') : t('Reject');
    case 'playMission': return command.card === 'fail' ? t('Play Fail') : t('Play Success');
    case 'setAside': return t("Set aside {name}'s card", { name: seatName(command.member) });
    case 'inspect': return t('Inspect {name}', { name: seatName(command.target) });
    case 'assassinate': return t('Name {name} as {commander}', { name: seatName(command.target), commander: theCard('commander') });
    case 'revealAgenda': return t('Reveal my hidden agenda');
    // Plot commands come in groups (commandGroup): their buttons name the target.
    case 'givePlotCard': return seatName(command.to);
    case 'usePlotCard': return actionLabel(command.action);
    case 'declinePlotCard': return t('Decline {card}', { card: cardName(command.card) });
    case 'leave': return t('Leave the game');
    case 'claimSeat': return t('Claim this seat (substitute)');
    default: return JSON.stringify(command);
  }
}

/** The button of a plot card's use, under its card's group. */
function actionLabel(action) {
  switch (action.card) {
    case 'strongLeader': return t('Lead now');
    case 'noConfidence': return t('Reject the team');
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
    case 'givePlotCard': return t('Give {card} to', { card: cardName(command.card) });
    case 'usePlotCard': return `${cardName(command.action.card)}:`;
    default: return null;
  }
}
