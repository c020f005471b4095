// Hot-seat play: one device passed around the table. Before any screen with a secret
// (a seat's role, its moves, what it alone was shown) the page asks for the device to
// go to that player and waits for a click; while it asks, no secret is in the page.
import { element, everySeat } from './dom.js';
import { t } from './i18n.js';
import { seatName } from './words.js';

export class HandOver {
  constructor(players) {
    this.players = players;
    /** The seat whose screen is open, or null while the prompt shows. */
    this.holder = null;
    /** A seat whose player asked to look at their screen (a click on their place). */
    this.requested = null;
    /** Seats that have looked while the game waits for a seat it does not name. */
    this.looked = new Set();
  }

  /**
   * Who the device goes to next, and why, in words everyone may read; null when
   * nobody is due. In order: a seat that asked; a seat with something only it may
   * see (`fresh`, its unread private events); a seat the game publicly waits for;
   * and while the game waits for a seat it does not name (the Assassin: `secretWait`
   * says so), every seat in turn, so that whom it waits for stays secret.
   */
  next({ fresh, awaiting, duty, secretWait }) {
    if (this.requested !== null) return { seat: this.requested, reason: t('to look at their screen') };
    const told = fresh.findIndex((events) => events.length > 0);
    if (told >= 0) return { seat: told, reason: t('to see what is for their eyes only') };
    if (awaiting.length > 0) {
      // The holder keeps the device while the game still waits for them.
      const seat = awaiting.includes(this.holder) ? this.holder : awaiting[0];
      return { seat, reason: duty };
    }
    if (secretWait !== null) {
      if (this.looked.size >= this.players) this.looked.clear();
      return { seat: everySeat(this.players).find((seat) => !this.looked.has(seat)), reason: secretWait };
    }
    return null;
  }

  /** The device goes to `seat`: its screen opens. */
  reveal(seat) {
    this.holder = seat;
    this.requested = null;
  }

  /** The holder hides their screen; during a secret wait, they have had their look. */
  hide(secretWait) {
    if (secretWait !== null && this.holder !== null) this.looked.add(this.holder);
    if (secretWait === null) this.looked.clear();
    this.holder = null;
  }

  /** The screen closes after a move: the device is to be passed on. */
  close() {
    this.holder = null;
  }

  /** A player asks for the device to look at their own screen. */
  request(seat) {
    if (this.holder === null) this.requested = seat;
  }
}

/** The prompt: "Pass the device to ...", and the button its player clicks to look. */
export function renderPrompt({ seat, reason }, reveal) {
  return element('div', { class: 'handover', 'data-seat': String(seat), role: 'dialog', 'aria-label': t('Hand-over') },
    element('p', { class: 'pass' }, t('Pass the device to '), element('strong', {}, seatName(seat))),
    element('p', { class: 'note' }, t('{name} is next, {reason}. Everyone else: look away.', { name: seatName(seat), reason })),
    element('button', { type: 'button', class: 'reveal', onclick: reveal }, t('I am {name}: show my screen', { name: seatName(seat) })));
}
