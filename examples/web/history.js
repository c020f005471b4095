// The vote-history grid (issue 35): round by round, each team voted on (its leader,
// its members, every seat's vote, the result), each mission, and what the seat whose
// history it is alone knows of the round. The history is the engine's: the package's
// `game.history(seat)` / `game.publicHistory()` on this device, `historyOfView(view)`
// of the view the table server sent. Seats count from 1, as on the rest of the page.
import { element } from './dom.js';
import { t } from './i18n.js';
import { cardName, describeShown, missionCardName, seatName, seats, sideName } from './words.js';

/** A seat's column head: its number from 1, its name on hover. */
const seatHead = (seat) => element('th', { scope: 'col', class: 'vote', title: seatName(seat) }, String(seat + 1));

/**
 * The grid of `history` for a table of `players`: a `<table>` whose rows are the
 * proposals (`data-row="proposal"`), the missions (`mission`), the round's public
 * events (`events`) and, in a seat's history, what that seat alone knows
 * (`own`, with one `data-own` item per fact).
 */
export function renderHistory(history, players) {
  const columns = 5 + players;
  const grid = element('table', {
    class: 'history-grid',
    'data-seat': history.seat === null ? 'public' : String(history.seat),
  });
  grid.append(element('caption', {}, history.seat === null
    ? t('Votes round by round, as everyone saw them')
    : t('Votes round by round, and what only {name} knows', { name: seatName(history.seat) })));
  const seatsOf = Array.from({ length: players }, (_, seat) => seat);
  grid.append(element('thead', {}, element('tr', {},
    element('th', { scope: 'col' }, t('Round')),
    element('th', { scope: 'col' }, t('Try')),
    element('th', { scope: 'col' }, t('Leader')),
    element('th', { scope: 'col' }, t('Team')),
    seatsOf.map(seatHead),
    element('th', { scope: 'col' }, t('Result')))));
  const body = element('tbody');
  for (const row of history.rounds) {
    for (const proposal of row.proposals) body.append(proposalRow(proposal, seatsOf));
    if (row.mission) body.append(missionRow(row.mission, players));
    const events = publicEvents(row);
    if (events.length > 0) {
      body.append(element('tr', { 'data-row': 'events', 'data-round': String(row.round) },
        element('td', {}, String(row.round)), element('td', { colspan: String(columns - 1) }, events.join('; '))));
    }
    const own = row.own === null ? null : ownRow(row.round, row.own, columns);
    if (own !== null) body.append(own);
  }
  if (history.rounds.every((row) => row.proposals.length === 0)) {
    body.append(element('tr', {}, element('td', { colspan: String(columns), class: 'note' }, t('No team has gone to a vote yet.'))));
  }
  grid.append(body);
  return grid;
}

function proposalRow(proposal, seatsOf) {
  return element('tr', {
    'data-row': 'proposal',
    'data-round': String(proposal.round),
    'data-attempt': String(proposal.attempt),
    class: proposal.approved ? 'approved' : 'rejected',
  },
  element('td', {}, String(proposal.round)),
  element('td', {}, String(proposal.attempt)),
  element('td', {}, seatName(proposal.leader)),
  element('td', {}, seats(proposal.team)),
  seatsOf.map((seat) => {
    const vote = proposal.approvals.includes(seat) ? 'approve' : proposal.rejections.includes(seat) ? 'reject' : null;
    const onTeam = proposal.team.includes(seat) ? ' on-team' : '';
    return element('td', {
      class: `vote${vote ? ` ${vote}` : ''}${onTeam}`,
      'data-vote': vote,
      title: vote === null ? seatName(seat) : `${seatName(seat)}: ${vote === 'approve' ? t('Approve') : t('Reject')}`,
    }, vote === 'approve' ? '✓' : vote === 'reject' ? '✗' : '');
  }),
  element('td', {}, proposal.approved ? t('Approved') : t('Rejected')));
}

function missionRow(mission, players) {
  const fails = t('{fails} Fail cards', { fails: mission.fails });
  const aside = mission.setAside === null ? '' : ` · ${t("{name}'s card set aside", { name: seatName(mission.setAside) })}`;
  return element('tr', { 'data-row': 'mission', 'data-round': String(mission.round), class: mission.succeeded ? 'succeeded' : 'failed' },
    element('td', {}, String(mission.round)),
    element('td', {}, t('Mission')),
    element('td', {}, seatName(mission.leader)),
    element('td', {}, seats(mission.team)),
    element('td', { colspan: String(players) }, `${fails}${aside}`),
    element('td', {}, mission.succeeded ? t('Succeeded') : t('Failed')));
}

/** What everyone saw of a round besides its votes and its mission. */
function publicEvents(row) {
  return [
    ...row.plotUses.map((use) => t('{name} used {card}', { name: seatName(use.seat), card: cardName(use.action.card) })),
    ...row.spotlit.map((lit) => (lit.card === null
      ? t('{name} in the spotlight', { name: seatName(lit.member) })
      : t('{name} in the spotlight played {card}', { name: seatName(lit.member), card: missionCardName(lit.card) }))),
    ...row.inspections.map((inspection) => t('{holder} inspected {target}', {
      holder: seatName(inspection.holder), target: seatName(inspection.target),
    })),
  ];
}

/** What the history's seat alone knows of a round: its facts, each marked. */
function ownRow(round, own, columns) {
  const facts = [];
  if (own.missionCard !== null) {
    facts.push(element('span', { 'data-own': 'missionCard', 'data-card': own.missionCard },
      t('You played {card}', { card: missionCardName(own.missionCard) })));
  }
  if (own.trapped !== null) {
    facts.push(element('span', { 'data-own': 'trapped', 'data-card': own.trapped.card },
      t("You set aside {name}'s card: {card}", { name: seatName(own.trapped.member), card: missionCardName(own.trapped.card) })));
  }
  if (own.inspection !== null) {
    facts.push(element('span', { 'data-own': 'inspection' },
      t('{name} showed you {side}', { name: seatName(own.inspection.inspection.target), side: sideName(own.inspection.shown) })));
  }
  for (const sight of own.plotSights) {
    facts.push(element('span', { 'data-own': 'plotSight' }, `${cardName(sight.card)}: ${describeShown(sight.shown)}`));
  }
  if (facts.length === 0) return null;
  const list = [];
  for (const [index, fact] of facts.entries()) list.push(index === 0 ? '' : '; ', fact);
  return element('tr', { 'data-row': 'own', 'data-round': String(round), class: 'own' },
    element('td', {}, String(round)),
    element('td', { colspan: String(columns - 1) }, t('Only you know: '), list));
}
