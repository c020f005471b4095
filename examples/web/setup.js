// The setup form: which game, how many players and their names, who plays (people
// or bots, and how strong), the modules. It reads into the engine's configuration
// (docs/wire-format.md, "Configuration"); the engine alone says whether it works.
import { names } from 'resistance-engine';
import { $, element, everySeat } from './dom.js';
import { language, t } from './i18n.js';
import { defaultName, moduleName } from './words.js';

const form = $('#setup-form');

/** The player counts each game is played with (B1; CE1): the options offered. */
const PLAYER_COUNTS = { resistance: [5, 6, 7, 8, 9, 10], cells: [3, 4] };
const DEFAULT_PLAYERS = { resistance: 7, cells: 4 };

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

export const chosenGame = () => new FormData(form).get('game');

/** The names the cards go by (the engine's Naming); Cells has only its own. */
export const chosenNaming = () => (chosenGame() === 'cells' ? 'resistance' : new FormData(form).get('naming'));

/**
 * The seed typed, as a config field: none when the field is blank, so that the
 * package draws one from the platform's secure source (a seed a player can guess
 * deals them every role: docs/secrecy.md).
 */
function seedField(data) {
  const typed = String(data.get('seed') ?? '').trim();
  return typed === '' ? {} : { seed: Number(typed) };
}

/** The configuration of The Resistance on the form (also what the script reads). */
export function configFromForm() {
  const data = new FormData(form);
  const config = {
    players: Number(data.get('players')),
    ...seedField(data),
    leavePolicy: data.get('leavePolicy'),
  };
  for (const [field, read] of Object.entries(MODULE_FIELDS)) config[field] = read(data);
  return config;
}

/** The server's clocks and the form's fields for them (docs/host-protocol.md, `timers`). */
const TIMER_FIELDS = { propose: 'timerPropose', vote: 'timerVote', mission: 'timerMission', assassinate: 'timerAssassinate', other: 'timerOther' };

/** The longest clock the server takes: a day (resistance-server's `Timers::read`). */
const LONGEST_CLOCK = 24 * 3600;

/**
 * The table's `timers`: "off", "online" (the server's standard lengths), or the
 * seconds typed for each clock (0: that decision has no clock). The lengths are
 * valid by then (`checkTimers`); a clock the game has not (its field disabled) is 0.
 */
function timersField(data) {
  const chosen = data.get('timers');
  if (chosen !== 'custom') return chosen;
  return Object.fromEntries(Object.entries(TIMER_FIELDS).map(([clock, field]) => [clock, Number(data.get(field) ?? 0)]));
}

const timerInputs = () => Object.values(TIMER_FIELDS).map((field) => form.elements[field]);

/**
 * Checks the lengths typed, in the page's words, before the form goes: each a whole
 * number of seconds from 0 to a day (what the server takes), and not all 0 (that is
 * "off"). Only the clocks of the game chosen count, and only when the table is the
 * server's with lengths of its own: the other fields are disabled, so that a field
 * out of sight never stops the form.
 */
function checkTimers() {
  const data = new FormData(form);
  const used = data.get('mode') === 'online' && data.get('timers') === 'custom';
  for (const input of timerInputs()) {
    input.disabled = !used || input.closest('label').classList.contains(`${chosenGame() === 'cells' ? 'resistance' : 'cells'}-only`);
    input.setCustomValidity('');
  }
  const inputs = timerInputs().filter((input) => !input.disabled);
  for (const input of inputs) {
    const typed = input.value.trim();
    const seconds = Number(typed);
    if (typed === '' || !Number.isInteger(seconds) || seconds < 0 || seconds > LONGEST_CLOCK) {
      input.setCustomValidity(t('A whole number of seconds from 0 to {most}.', { most: LONGEST_CLOCK }));
    }
  }
  if (inputs.length > 0 && inputs.every((input) => input.value.trim() !== '' && Number(input.value) === 0)) {
    inputs[0].setCustomValidity(t('Every length is 0, which is no clock at all: choose "off", or give a decision some seconds.'));
  }
}

/** Everything the form says about the game to start. */
export function readSetup() {
  const data = new FormData(form);
  const game = data.get('game');
  const players = Number(data.get('players'));
  // Cells has no bots in the package: on one device its games are played by people.
  const mode = game === 'cells' && data.get('mode') === 'bots' ? 'hotseat' : data.get('mode');
  return {
    game,
    config: game === 'cells' ? { players, ...seedField(data) } : configFromForm(),
    names: nameInputs().map((input) => input.value),
    mode,
    humanSeat: Number(data.get('humanSeat')),
    botKind: data.get('botKind'),
    naming: chosenNaming(),
    online: {
      seats: controllerInputs().map((select) => select.value),
      timers: timersField(data),
      spectators: data.has('spectators'),
      spectatorDelay: Number(data.get('spectatorDelay')),
    },
  };
}

/** One line for the folded setup: what is being played (the modules by the game's names). */
export function describeSetup(setup) {
  const parts = [t(setup.game === 'cells' ? 'Cells' : 'The Resistance'), t('{players} players', setup.config)];
  if (setup.game === 'resistance') {
    if (setup.naming === 'avalon') parts.push(t('Avalon names'));
    const modules = Object.keys(MODULE_FIELDS).filter((field) => setup.config[field]);
    if (modules.length > 0) parts.push(modules.map(moduleName).join(', '));
  }
  const bots = form.elements.botKind.selectedOptions[0].textContent;
  parts.push({ bots: t('against bots: {bots}', { bots }), hotseat: t('hot-seat'), online: t('on the table server') }[setup.mode]);
  return parts.join(' · ');
}

const nameInputs = () => [...form.querySelectorAll('#names input')];
const controllerInputs = () => [...form.querySelectorAll('#seat-controllers select')];

/**
 * Who may play a seat on the table server (docs/host-protocol.md, `seats`): a
 * person, or one of the server's bots (Cells has two, both random legal commands).
 */
export const CONTROLLERS = {
  resistance: [['person', 'A person'], ['logical', 'Strong bot'], ['search', 'Strongest bot'], ['random', 'Easy bot'], ['standIn', 'Stand-in bot']],
  cells: [['person', 'A person'], ['random', 'Easy bot'], ['standIn', 'Stand-in bot']],
};

/** One "who plays" choice per seat for the table server, keeping the choices made. */
function fillSeatControllers() {
  const chosen = controllerInputs().map((select) => select.value);
  const game = chosenGame();
  $('#seat-controllers').replaceChildren(...nameInputs().map((input, seat) => {
    const select = element('select', { name: 'controller', 'data-seat': String(seat) },
      ...CONTROLLERS[game].map(([value, label]) => new Option(t(label), value)));
    select.value = CONTROLLERS[game].some(([value]) => value === chosen[seat]) ? chosen[seat] : 'person';
    return element('label', { class: 'controller' }, element('span', {}, input.value.trim() || defaultName(seat)), select);
  }));
}

/** The parts of the form the way of playing uses: the table server's options. */
function syncMode() {
  const online = new FormData(form).get('mode') === 'online';
  $('#online-options').hidden = !online;
  $('#timer-lengths').hidden = form.elements.timers.value !== 'custom';
  checkTimers();
  $('#start').textContent = online ? t('Make the table') : t('Start game');
}

/** One name field per seat, keeping the names already typed. */
function fillNames() {
  const players = Number(form.elements.players.value);
  const typed = nameInputs().map((input) => input.value);
  $('#names').replaceChildren(...everySeat(players).map((seat) => element('input', {
    type: 'text',
    name: 'name',
    maxlength: '16',
    'aria-label': t('Name of the player in seat {number}', { number: seat + 1 }),
    placeholder: defaultName(seat),
    value: typed[seat] ?? '',
    'data-seat': String(seat),
  })));
  fillHumanSeats();
  fillSeatControllers();
}

/** The seats a person may take against the bots, by the names typed. */
function fillHumanSeats() {
  const select = form.elements.humanSeat;
  const chosen = Math.min(Number(select.value || 0), nameInputs().length - 1);
  select.replaceChildren(...nameInputs().map((input, seat) =>
    new Option(input.value.trim() || defaultName(seat), String(seat))));
  select.value = String(chosen);
}

/** The player counts of the game chosen; parts of the form only one game uses. */
function syncGame() {
  const game = chosenGame();
  const select = form.elements.players;
  if (select.dataset.game !== game) {
    select.dataset.game = game;
    select.replaceChildren(...PLAYER_COUNTS[game].map((count) => new Option(String(count), String(count))));
    select.value = String(DEFAULT_PLAYERS[game]);
    fillNames();
  }
  document.body.dataset.game = game;
  for (const part of document.querySelectorAll('.resistance-only')) part.hidden = game !== 'resistance';
  for (const part of document.querySelectorAll('.cells-only')) part.hidden = game !== 'cells';
}

/**
 * The modules and optional cards on the form by the names of the naming chosen:
 * each `data-module` or `data-role` label's text, or its words with the name for `{}`.
 */
function syncNaming() {
  const { modules, roles } = names(language(), chosenNaming());
  for (const label of form.querySelectorAll('[data-module], [data-role]')) {
    const name = label.dataset.module ? modules[label.dataset.module] : roles[label.dataset.role];
    // The words around the name are the page's (`t`, with `{}` for the name).
    if (label.dataset.ariaWords) label.setAttribute('aria-label', t(label.dataset.ariaWords).replace('{}', name));
    else label.textContent = label.dataset.words ? t(label.dataset.words).replace('{}', name) : name;
  }
}

function syncModuleOptions() {
  for (const module of form.querySelectorAll('.module')) {
    const on = module.querySelector('input[type=checkbox]').checked;
    for (const option of module.querySelectorAll('.options input, .options select')) {
      option.disabled = !on;
    }
  }
}

/** Folds the setup away during play (its summary says what is played), or opens it. */
export function foldSetup(summary) {
  $('#setup').open = summary === null;
  $('#setup-summary').textContent = summary ?? '';
  // The opening script is read before play: folded with the setup.
  $('#script').open = summary === null;
}

/**
 * Empties the seed field once a game has taken it: no seed is in the page while
 * the game is on (play.js shows it at the end, to deal the game again).
 */
export function forgetSeed() {
  form.elements.seed.value = '';
}

/** Wires the form: `start` gets the submitted setup; `seed` (a `?seed=` query) fills the seed. */
export function initSetup({ seed, start }) {
  form.elements.seed.value = seed ?? '';
  form.addEventListener('change', (event) => {
    if (event.target.name === 'game') {
      syncGame();
      fillSeatControllers();
    }
    if (event.target.name === 'mode' || event.target.name === 'timers' || event.target.name === 'game') syncMode();
    if (event.target.name === 'players') fillNames();
    if (event.target.name === 'game' || event.target.name === 'naming') syncNaming();
    syncModuleOptions();
  });
  form.addEventListener('input', (event) => {
    if (event.target.name === 'name') {
      fillHumanSeats();
      fillSeatControllers();
    }
    if (Object.values(TIMER_FIELDS).includes(event.target.name)) checkTimers();
  });
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    start(readSetup());
  });
  syncGame();
  syncNaming();
  syncModuleOptions();
  syncMode();
  // Another language: the words the form's code wrote (index.html's own are i18n.js's).
  window.addEventListener('languagechange', () => {
    fillNames();
    syncNaming();
    syncMode();
  });
}

export function showSetupError(message) {
  $('#setup-error').textContent = message;
}
