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
  return t('Player {number}', { number: seat + 1 });
}

export function seatName(seat) {
  return names[seat] ?? defaultName(seat);
}

/** The bots' strengths as the seat cards name them (through `t`). */
const BOT_WORDS = {
  random: 'An easy bot (random)',
  logical: 'A strong bot (logical)',
  search: 'The strongest bot (search)',
  standIn: 'The stand-in bot',
};
export const botName = (kind) => t(BOT_WORDS[kind] ?? 'A bot');

export function seats(list) {
  return list.length === 0 ? t('nobody') : list.map(seatName).join(', ');
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
export const cardName = (card) => (PLOT_CARD_NAMES[card] ? t(PLOT_CARD_NAMES[card]) : card);
export const cardNames = (cards) => (cards.length === 0 ? t('no card') : cards.map(cardName).join(', '));
export const missionCardName = (card) => (card === 'fail' ? t('Fail') : t('Success'));
export const capitalized = (text) => text.charAt(0).toUpperCase() + text.slice(1);
/** A side in a sentence: "the spies", "the Resistance"; "Evil", "Good" under Avalon. */
export const sideName = (side) => {
  if (isAvalon() || language() !== 'english') return gameNames().sides[side] ?? side;
  return side === 'spy' ? 'the spies' : 'the Resistance';
};
/** "the spies win", "the Resistance win" (a team of people); "Evil wins". */
export const sideWins = (side) => {
  if (language() === 'english') return `${sideName(side)} ${isAvalon() ? 'wins' : 'win'}`;
  return t('{side} win', { side: sideName(side) });
};

/**
 * How a seat appeared to the viewer at setup, among all it saw (`sightings`), in
 * the naming's words: "spy" or "Evil", "Commander" or "Merlin" ("Commander or False
 * Commander" when two candidates were seen: AS2), "Defector" or "Lancelot". Only the
 * cards dealt: one candidate means no False Commander.
 */
function appearanceName(appearance, sightings) {
  switch (appearance) {
    case 'spy': return isAvalon() ? sideName('spy') : t('spy');
    case 'commanderCandidate':
      return sightings.filter((s) => s.appearsAs === appearance).length > 1
        ? `${roleName('commander')} ${t('or')} ${roleName('falseCommander')}`
        : roleName('commander');
    case 'defector': return moduleName('defector');
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
  const name = (seat) => seatName(seat);
  switch (event.type) {
    case 'gameStarted': return t('{players} players sit down; {leader} leads first.', { players: event.players, leader: name(event.firstLeader) });
    case 'roleDealt': return t('You are dealt: {role}.', { role: roleName(event.role) });
    case 'knowledgeGained':
      return event.sightings.length === 0
        ? t('You learn nothing about the others.')
        : t('You learn: {sightings}.', { sightings: describeSightings(event.sightings, (seat, as) => t('{seat} appears as {as}', { seat, as })).join('; ') });
    case 'roundStarted': return t('Round {round}: {leader} leads; the team has {size} members; {fails} Fail card(s) fail it.', { round: event.round, leader: name(event.leader), size: event.teamSize, fails: event.failsNeeded });
    case 'teamProposed': return t('{leader} proposes {team} (proposal {attempt}).', { leader: name(event.leader), team: seats(event.team), attempt: event.attempt });
    case 'voteCast': return t('{name} has voted.', { name: name(event.seat) });
    case 'votesRevealed': return t(event.approved
      ? 'Votes: approved by {approvals}; rejected by {rejections}. The team is approved.'
      : 'Votes: approved by {approvals}; rejected by {rejections}. The team is rejected.', { approvals: seats(event.approvals), rejections: seats(event.rejections) });
    case 'leadershipPassed': return t('{leader} leads now ({rejections} rejected this round).', { leader: name(event.leader), rejections: event.rejections });
    case 'missionCardPlayed': return t('{name} has played a mission card.', { name: name(event.seat) });
    case 'missionResolved': return t(event.succeeded ? 'Mission {round} succeeds with {fails} Fail card(s).' : 'Mission {round} fails with {fails} Fail card(s).', { round: event.round, fails: event.fails });
    case 'agendaChoiceBegan': return t('Everyone seals a hidden agenda.');
    case 'agendaChosen': return t('{name} has sealed a hidden agenda.', { name: name(event.seat) });
    case 'agendaRevealed': return t('{name} reveals a hidden agenda naming {names}.', { name: name(event.seat), names: seats(event.names) });
    case 'trappingBegan': return t('{name} is to set one card aside.', { name: name(event.leader) });
    case 'cardSetAside': return t('{leader} sets aside the card of {member}.', { leader: name(event.leader), member: name(event.member) });
    case 'trappedCardSeen': return t('The card of {member} you set aside is {card}.', { member: name(event.member), card: missionCardName(event.card) });
    case 'loyaltyCardFlipped': return t(event.card === 'switchAllegiance'
      ? 'Round {round}: the loyalty card says switch allegiance.'
      : 'Round {round}: the loyalty card says no change.', { round: event.round });
    case 'inquisitionBegan': return t('{name} holds the {token} token and is to inspect a player.', { name: name(event.holder), token: inquisitorToken() });
    case 'playerInspected': return t('{holder} inspects {target}.', { holder: name(event.holder), target: name(event.target) });
    case 'loyaltyShown': return t("{name}'s loyalty card shows {side}.", { name: name(event.target), side: sideName(event.allegiance) });
    case 'assassinationBegan': return t('Three missions succeeded: {assassin} is to name {commander}.', { assassin: theCard('assassin'), commander: theCard('commander') });
    case 'plotCardsDrawn': return t('{leader} draws {cards}.', { leader: name(event.leader), cards: cardNames(event.cards) });
    case 'plotCardGiven': return t('{leader} gives {card} to {to}.', { leader: name(event.leader), card: cardName(event.card), to: name(event.to) });
    case 'plotCardUsed': return t('{name} uses {action}.', { name: name(event.seat), action: describeAction(event.action) });
    case 'plotCardDeclined': return t('{name} declines to use {card}.', { name: name(event.seat), card: cardName(event.card) });
    case 'plotCardDiscarded': return t('{card} of {name} is discarded: nobody else has a card to take.', { card: cardName(event.card), name: name(event.seat) });
    // The one private plot event: what a card showed its viewer.
    case 'plotCardShown': return t('{card} shows you: {shown}.', { card: cardName(event.card), shown: describeShown(event.shown) });
    case 'openVotesRevealed': return t('The Opinion Makers vote openly: approved by {approvals}; rejected by {rejections}.', { approvals: seats(event.approvals), rejections: seats(event.rejections) });
    case 'missionCardShown': return t('In the spotlight, {name} plays {card}.', { name: name(event.seat), card: missionCardName(event.card) });
    case 'playerLeft': return t(event.awaitingSubstitute ? '{name} leaves and waits for a substitute.' : '{name} leaves.', { name: name(event.seat) });
    case 'seatClaimed': return t('A substitute takes {name}.', { name: name(event.seat) });
    case 'gameEnded': return t('The game is over: {outcome} ({reason}).', { outcome: event.winner ? sideWins(event.winner) : t('abandoned, nobody wins'), reason: describeReason(event.reason) });
    case 'rolesRevealed': return t('Roles: {roles}.', { roles: event.roles.map((role, seat) => `${name(seat)} ${roleName(role)}`).join(', ') });
    default: return JSON.stringify(event);
  }
}

/** A plot card's use and what it names, as the public log tells it. */
function describeAction(action) {
  const card = cardName(action.card);
  switch (action.card) {
    case 'inTheSpotlight': return t('{card} on {member}', { card, member: seatName(action.member) });
    case 'keepingACloseEyeOnYou': return t("{card} to watch {member}'s card", { card, member: seatName(action.member) });
    case 'takeResponsibility': return t('{card} to take {take} from {from}', { card, take: cardName(action.take), from: seatName(action.from) });
    case 'overheardConversation': return t('{card} to hear {neighbour}', { card, neighbour: seatName(action.neighbour) });
    case 'openUp': case 'establishConfidence': return t('{card} to show their side to {to}', { card, to: seatName(action.to) });
    default: return card;
  }
}

/** What a plot card showed: a played mission card, or a side (never a character). */
export function describeShown(shown) {
  return shown.type === 'missionCard'
    ? t('{name} played {card}', { name: seatName(shown.member), card: missionCardName(shown.card) })
    : t('{name} plays for {side}', { name: seatName(shown.seat), side: sideName(shown.allegiance) });
}

export function describeReason(reason) {
  switch (reason.type) {
    case 'threeSuccesses': return t('three missions succeeded');
    case 'threeFailures': return t('three missions failed');
    case 'fiveRejections': return t('five teams were rejected in one round');
    case 'abandoned': return t('{name} left', { name: seatName(reason.seat) });
    case 'commanderAssassinated': return t('{assassin} named {commander}, {name}', { assassin: theCard('assassin'), commander: theCard('commander'), name: seatName(reason.target) });
    case 'assassinMissed': return t('{assassin} named {name}, not {commander}', { assassin: theCard('assassin'), commander: theCard('commander'), name: seatName(reason.target) });
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
    case 'inTheSpotlight': return t('Spotlight {name}', { name: seatName(action.member) });
    case 'keepingACloseEyeOnYou': return t('Watch {name}', { name: seatName(action.member) });
    case 'takeResponsibility': return t('Take {card} from {name}', { card: cardName(action.take), name: seatName(action.from) });
    case 'overheardConversation': return t('Hear {name}', { name: seatName(action.neighbour) });
    default: return t('Show {name}', { name: seatName(action.to) });
  }
}

/**
 * The heading plot commands are grouped under (a card given to one of many seats,
 * a card used on one of many), or null for a command that stands alone.
 */
export function commandGroup(command) {
  switch (command.type) {
    case 'givePlotCard': return t('Give {card} to', { card: cardName(command.card) });
    case 'usePlotCard': return t('{card}:', { card: cardName(command.action.card) });
    default: return null;
  }
}
