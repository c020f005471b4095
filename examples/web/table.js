// The round table both games are played at: the seats around an oval felt, seat 0
// at the bottom and the others clockwise (the engine numbers seats clockwise), the
// game's tracks in the middle. What a seat shows comes from the game's module.
import { $, element, everySeat } from './dom.js';
import { t } from './i18n.js';
import { seatName } from './words.js';

/**
 * Where `seat` sits, as percentages of the board: on an ellipse, seat 0 at the
 * bottom, going clockwise as seen from above (to the left first).
 */
export function seatPosition(seat, players) {
  const angle = (2 * Math.PI * seat) / players;
  return { x: 50 - 40 * Math.sin(angle), y: 50 + 41 * Math.cos(angle) };
}

/**
 * Draws the table: `center` on the felt, and each seat's place with its name and
 * `decorate(seat)`'s `{ classes, tokens, detail }` (public things only: the page
 * draws the table for everyone). `onSeat(seat)`, when given, makes a place a button.
 */
export function renderTable({ players, center, decorate, onSeat = null }) {
  $('#center').replaceChildren(center);
  $('#seats').replaceChildren(...everySeat(players).map((seat) => {
    const { classes = [], tokens = [], detail = [] } = decorate(seat);
    const { x, y } = seatPosition(seat, players);
    const name = element('span', { class: 'name' }, seatName(seat));
    const place = element('li', {
      class: ['seat', ...classes].join(' '),
      'data-seat': String(seat),
      style: `--x: ${x.toFixed(2)}%; --y: ${y.toFixed(2)}%`,
    });
    if (onSeat) {
      place.append(element('button', {
        type: 'button',
        class: 'place',
        title: t('{name}: look at my screen', { name: seatName(seat) }),
        onclick: () => onSeat(seat),
      }, name));
    } else {
      place.append(element('span', { class: 'place' }, name));
    }
    place.append(element('span', { class: 'tokens' }, tokens), ...detail);
    return place;
  }));
  $('#board').dataset.players = String(players);
}

/** A token on a seat: the leader's, a team member's, a card face up... */
export function token(kind, text, title = text) {
  return element('span', { class: `token ${kind}`, title, 'data-token': kind }, text);
}
