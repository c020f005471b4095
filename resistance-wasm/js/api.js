// The thin JS layer of the package over the wasm classes `GameCore` and `CellsCore`.
// The string methods pass the core's JSON wire format through unchanged; the object
// methods add JSON.stringify on the way in and JSON.parse on the way out. No rule of the game
// lives here: every check and every answer comes from the Rust core.
//
// The typed methods (awaitingBits, choicesPacked, vote, proposeBits, ...) are the fast
// path for bots: numbers in and out, one call into the wasm each. Their only JS is a
// typeof check, because the wasm boundary would silently convert a string or a
// boolean to a number; what it refuses is described by the core's typedArgumentError.
//
// This file is the one source of the wrapper. The build writes `api.cjs`, the
// CommonJS copy for `require()`, from it; keep the single `export function makeApi`
// and no other import or export.

/**
 * The class of every error the package throws: an Error with the stable `code` the
 * package documents and the engine's message. One class for both entries (they share
 * this file), so `instanceof ResistanceError` holds whichever entry threw.
 */
class ResistanceError extends Error {
  constructor(code, message) {
    super(message);
    this.code = code;
  }
}
ResistanceError.prototype.name = 'ResistanceError';

/**
 * `error` as a ResistanceError: the engine makes its errors in Rust as plain `Error`s
 * with a string `code` (resistance-wasm/src/lib.rs), which keep their message and
 * stack and gain the class. Anything else is passed on as it is.
 */
function adopt(error) {
  if (error instanceof Error && typeof error.code === 'string' && !(error instanceof ResistanceError)) {
    Object.setPrototypeOf(error, ResistanceError.prototype);
  }
  return error;
}

// Marks a wasm-bindgen class whose methods adoptErrorsOf has wrapped already.
const ADOPTED = Symbol('errors adopted');

/**
 * Makes every function of wasm-bindgen's `raw` exports that can throw (the module's
 * functions, each class's static and instance methods) throw ResistanceErrors. Those
 * that can are those whose glue throws the engine's error; the typed calls answer -1
 * instead (their errors come through `takeRefusal`), so they stay as they are and a
 * bot's step pays for no extra call. Runs once for each module: the glue of the Node
 * build is shared by require() and import.
 */
function adoptErrorsOf(raw) {
  const source = (value) => Function.prototype.toString.call(value);
  const wrap = (owner, name) => {
    // Data properties only: reading a getter off a prototype would call it.
    const glue = Object.getOwnPropertyDescriptor(owner, name)?.value;
    if (typeof glue !== 'function' || !/\bthrow\b/.test(source(glue))) return;
    Object.defineProperty(owner, name, {
      configurable: true,
      writable: true,
      value: function (...args) {
        try {
          return glue.apply(this, args);
        } catch (error) {
          throw adopt(error);
        }
      },
    });
  };
  const functions = [];
  for (const [name, value] of Object.entries(raw)) {
    if (typeof value !== 'function') continue;
    if (/^class\b/.test(source(value))) {
      // A class: its static constructors and its methods.
      if (value.prototype[ADOPTED] !== undefined) continue;
      for (const method of Object.getOwnPropertyNames(value)) wrap(value, method);
      for (const method of Object.getOwnPropertyNames(value.prototype)) {
        if (method !== 'constructor') wrap(value.prototype, method);
      }
      value.prototype[ADOPTED] = true;
    } else {
      functions.push(name);
    }
  }
  // The module's own functions: `raw` may be a frozen ES module namespace, so the
  // wrapped ones are returned beside it rather than written into it.
  const wrapped = { ...raw };
  for (const name of functions) wrap(wrapped, name);
  return wrapped;
}

// Node's builds compile their module when the entry loads: nothing to wait for, and
// the one module is the full one. `init` is there for code shared with browsers.
const loadedWithEntry = ({ main }) => ({ init: async () => {}, raw: () => main, full: () => main });

// `modules` are the WebAssembly modules an entry may use (wasm-bindgen's exports):
// `main`, and in browsers `full` (the main entry's) beside it. The main entry's have
// GameCore (the full one's also the bots, the opening script and the names), the
// Cells entry's CellsCore. `loaderOf` makes the entry's loader of those modules, given
// to adoptErrorsOf: `{ init, raw, full }` (loader.js in browsers), where `raw()` is the
// module games are made of and `full()` the full module, or null while it is not
// loaded. `spawnBotWorker(options)` starts a bot worker (`BotWorker`): `{ post,
// onMessage, onError, busy, terminate }`. The answer holds each entry's exports:
// `main` for resistance-engine, `cells` for resistance-engine/cells, and `worker`,
// the answering side of a bot worker; an entry exports the part its module serves.
export function makeApi(modules, { loaderOf = loadedWithEntry, spawnBotWorker } = {}) {
  const adopted = {};
  for (const [name, module] of Object.entries(modules)) adopted[name] = adoptErrorsOf(module);
  const loader = loaderOf(adopted);

  /** An Error with the stable `code` the package documents. */
  function codedError(code, message) {
    return new ResistanceError(code, message);
  }

  /**
   * The module games are made of, once loaded (browsers: `init()` first), else a
   * ResistanceError.
   */
  function raw() {
    try {
      return loader.raw();
    } catch (error) {
      throw adopt(error);
    }
  }

  /**
   * The full module (the bots, the opening script, the names), or a ResistanceError
   * saying how to load it. `what` names what was asked for.
   */
  function full(what) {
    raw();
    const module = loader.full();
    if (module === null) throw needsFull(what);
    return module;
  }

  /** The error of a part of the full module asked of the main one. */
  function needsFull(what) {
    return codedError('not_initialized',
      `${what} ${/s$/.test(what) ? 'are' : 'is'} in the engine's full module, which is not loaded: ` +
        '`await init({ full: true })` before making the game, or run the bots off the page\'s ' +
        'main thread with a BotWorker');
  }

  /** JSON for an object method's argument; a value JSON cannot hold is refused. */
  function encode(value, what) {
    let text;
    try {
      text = JSON.stringify(value);
    } catch (cause) {
      throw codedError('invalid_argument', `${what} cannot be encoded as JSON: ${cause.message}`);
    }
    if (typeof text !== 'string') {
      throw codedError('invalid_argument', `${what} must be a JSON value, not ${typeof value}`);
    }
    return text;
  }

  /**
   * The bits of `choicesPacked(seat)`, and the kinds `choiceSeats(seat, kind)` takes
   * (the bit of the choice). The same numbers as resistance-wasm/src/typed.rs, whose
   * tests read these lines: keep one `name: value,` per line.
   */
  const Choice = Object.freeze({
    propose: 1 << 0,
    vote: 1 << 1,
    playSuccess: 1 << 2,
    playFail: 1 << 3,
    setAside: 1 << 4,
    inspect: 1 << 5,
    assassinate: 1 << 6,
    chooseAgenda: 1 << 7,
    revealAgenda: 1 << 8,
    leave: 1 << 9,
    claimSeat: 1 << 10,
    other: 1 << 11,
    givePlotCard: 1 << 12,
    usePlotCard: 1 << 13,
    declinePlotCard: 1 << 14,
    chooseDoubleAgenda: 1 << 15,
    teamSizeShift: 16,
    agendaSizeShift: 20,
    plotCardShift: 24,
    sizeMask: 0xf,
  });

  /**
   * The codes of the plot cards on the typed path (`givePlotCard`, `usePlotCard`,
   * `drawnCardBits`, the card at `Choice.plotCardShift`), by their JSON names: the
   * core's `PlotCard::index`, which resistance-wasm/src/typed.rs's tests read here.
   */
  const PlotCardCode = Object.freeze({
    strongLeader: 0,
    keepingACloseEyeOnYou: 1,
    noConfidence: 2,
    opinionMaker: 3,
    takeResponsibility: 4,
    overheardConversation: 5,
    openUp: 6,
    establishConfidence: 7,
    inTheSpotlight: 8,
  });

  /** Refuses every use of a game after free(). */
  function freed() {
    throw codedError('game_freed', 'this game was freed with free() and can no longer be used');
  }

  /** Throws the core's error for a typed call's argument of the wrong JS type. */
  function refuse(argument, value) {
    throw adopt(raw().typedArgumentError(argument, value));
  }

  /**
   * Runs an object method's `action`, whose argument (`what`: the command, the
   * configuration, the record) it encoded as JSON. A refusal of that JSON's shape is
   * said without the JSON the caller never wrote: the field and what belongs there
   * (the core's words), no line and column. The error keeps `path` and `detail`.
   */
  function asObject(what, action) {
    try {
      return action();
    } catch (error) {
      throw shapeError(error, what);
    }
  }

  /** `error`, when it refuses the shape of an object method's `what`, in its words. */
  function shapeError(error, what) {
    if (!(error instanceof Error) || error.code !== 'invalid_json' || typeof error.detail !== 'string') return error;
    const detail = error.detail.replace(/^the JSON\b/, 'the value');
    const shaped = codedError('invalid_json', `invalid ${what}: ${detail}`);
    shaped.path = error.path;
    shaped.detail = error.detail;
    return shaped;
  }

  /** A typed call's answer, or the error the core refused it with (answer -1). */
  function answer(core, value) {
    if (value < 0) throw adopt(core.takeRefusal());
    return value;
  }

  /**
   * A seed from the platform's secure source (`crypto.getRandomValues`), at most
   * 2^53 - 1, for a configuration that gives none; `undefined` where there is no such
   * source, which the core then refuses as `seed_unavailable`. The seed deals every
   * role: a guessable one gives the game away.
   */
  function secureSeed() {
    const crypto = globalThis.crypto;
    if (crypto === undefined || typeof crypto.getRandomValues !== 'function') return undefined;
    const [high, low] = crypto.getRandomValues(new Uint32Array(2));
    return (high & 0x1fffff) * 0x100000000 + low;
  }

  // Lets only the static constructors (create, fromJson, restore, restoreJson, replay,
  // replayJson) and game.rematch construct a game.
  const token = Symbol('Table');

  // The name of the wasm class behind each JS class (filled in below its classes).
  const coreClasses = new Map();

  /**
   * The wasm class of the JS class a static constructor was called on, in the module
   * games are made of (throws before `init()` in browsers).
   */
  function coreClassOf(Class) {
    const name = coreClasses.get(Class);
    if (name === undefined) {
      throw codedError('invalid_argument', 'call the constructors on their class: Game.create(config), CellsGame.create(config), ...');
    }
    return raw()[name];
  }

  // Writes a class's JSON queries; set by Table's static block (below).
  let answersInJson;

  /**
   * What both games share, `Game` and `CellsGame`: the static constructors, the
   * JSON methods (each string method with a `Json` suffix and its object twin) and
   * free(). Each class's wasm object answers in its own game's wire format.
   */
  class Table {
    #core;

    constructor(core, key) {
      if (key !== token) {
        throw codedError('invalid_argument', `use ${new.target.name}.create(config) or ${new.target.name}.restore(snapshot)`);
      }
      this.#core = core;
    }

    /** The wasm object, or a clear error once freed. */
    get #live() {
      return this.#core ?? freed();
    }

    // The queries: `viewJson(seat)` passes the wasm object's JSON through, `view(seat)`
    // parses it. Written by `answersInJson` for every name in a list, once for both
    // games and once for the base game's own; a static block, so that it can read
    // the private #live.
    static {
      answersInJson = (Class, names) => {
        for (const name of names) {
          // Methods of an object literal, so that each function bears its name (in
          // stack traces); copied onto the prototype non-enumerable, as class methods are.
          const json = {
            [`${name}Json`](...args) {
              return this.#live[name](...args);
            },
            [name](...args) {
              return JSON.parse(this[`${name}Json`](...args));
            },
          };
          for (const method of [`${name}Json`, name]) {
            Object.defineProperty(Class.prototype, method, {
              value: json[method],
              writable: true,
              configurable: true,
            });
          }
        }
      };
    }

    /**
     * A new game; `seed`, when given, is the configuration's seed. Without one
     * (here or in the configuration) the seed is drawn from `crypto.getRandomValues`.
     */
    static create(config, seed) {
      if (seed !== undefined && config !== null && typeof config === 'object' && !Array.isArray(config)) {
        config = { ...config, seed };
      }
      return asObject('configuration', () => this.fromJson(encode(config, 'the configuration')));
    }

    static fromJson(configJson) {
      const Core = coreClassOf(this);
      return new this(Core.create(configJson, secureSeed()), token);
    }

    /** The game of a record, replayed through the rules (see `record()`). */
    static replay(record) {
      return asObject('record', () => this.replayJson(encode(record, 'the record')));
    }

    static replayJson(recordJson) {
      const Core = coreClassOf(this);
      return new this(Core.restore(recordJson), token);
    }

    /** The same as `replay`: a snapshot is the game's record. */
    static restore(snapshot) {
      return this.replay(snapshot);
    }

    static restoreJson(snapshotJson) {
      return this.replayJson(snapshotJson);
    }

    /** What `seat` received in the game of `record`, step by step: `[{events, view}]`. */
    static seatReplay(record, seat) {
      return JSON.parse(asObject('record', () => this.seatReplayJson(encode(record, 'the record'), seat)));
    }

    static seatReplayJson(recordJson, seat) {
      return coreClassOf(this).seatReplay(recordJson, seat);
    }

    /** The game of `record` as a spectator saw it: safe to publish during the game. */
    static spectatorReplay(record) {
      return JSON.parse(asObject('record', () => this.spectatorReplayJson(encode(record, 'the record'))));
    }

    static spectatorReplayJson(recordJson) {
      return coreClassOf(this).spectatorReplay(recordJson);
    }

    /**
     * A copy of this game that goes on independently: the same state and last
     * outcome, the same answers to the same commands from here on.
     */
    clone() {
      return new this.constructor(this.#live.clone(), token);
    }

    apply(seat, command) {
      return JSON.parse(asObject('command', () => this.applyJson(seat, encode(command, 'the command'))));
    }

    applyJson(seat, commandJson) {
      return this.#live.apply(seat, commandJson);
    }

    isOver() {
      return this.#live.isOver();
    }

    /** The same as `record()`: a snapshot is the game's record. */
    snapshot() {
      return this.record();
    }

    snapshotJson() {
      return this.recordJson();
    }

    /** Frees the wasm memory now rather than when the garbage collector gets to it. */
    free() {
      if (this.#core !== null) {
        this.#core.free();
        this.#core = null;
      }
    }
  }

  /** A game of The Resistance, with its modules: the JSON methods and the typed path. */
  class Game extends Table {
    // The same wasm object as Table's, whose field only Table's methods can read.
    #core;

    constructor(core, key) {
      super(core, key);
      this.#core = core;
    }

    /**
     * The command the bot `kind` ('random', 'logical', 'standIn', 'search') chooses for `seat`
     * now, from that seat's view and choices alone; it is not applied. The same
     * game, seat, kind and seed give the same command; without a seed a fresh one is
     * drawn, so that bots play afresh unless a host asks to replay them.
     */
    botCommand(seat, kind, seed) {
      return JSON.parse(this.botCommandJson(seat, kind, seed));
    }

    botCommandJson(seat, kind, seed) {
      const core = this.#core ?? freed();
      if (core.botCommand === undefined) {
        if (loader.full() === null) throw needsFull('the bots');
        throw codedError('not_initialized',
          'this game was made before the full module was loaded, of the main module, which has no bots: ' +
            'Game.replay(game.record()) makes it again, of the full module');
      }
      // Only a missing seed is drawn: null and other non-numbers are the core's to refuse.
      return core.botCommand(seat, kind, seed === undefined ? secureSeed() : seed);
    }

    /**
     * The game's history as `seat` may know it: the vote-history grid, round by
     * round, with what that seat alone knows of each round (`own`). For that seat
     * alone. In the full module.
     */
    history(seat) {
      return JSON.parse(this.historyJson(seat));
    }

    historyJson(seat) {
      return this.#historyCore('history').history(seat);
    }

    /** The game's history as a spectator may know it (`seat` null, no `own`). */
    publicHistory() {
      return JSON.parse(this.publicHistoryJson());
    }

    publicHistoryJson() {
      return this.#historyCore('the public history').publicHistory();
    }

    /** The wasm object, if it has the history (a game of the full module). */
    #historyCore(what) {
      const core = this.#core ?? freed();
      if (core.publicHistory === undefined) {
        if (loader.full() === null) throw needsFull(`the ${what.replace(/^the /, '')}`);
        throw codedError('not_initialized',
          `this game was made before the full module was loaded, of the main module, which has no ${what}: ` +
            'Game.replay(game.record()) makes it again, of the full module');
      }
      return core;
    }

    /** The bot's command for `seat`, applied: what `apply` answers for it. */
    playBot(seat, kind, seed) {
      return JSON.parse(this.playBotJson(seat, kind, seed));
    }

    playBotJson(seat, kind, seed) {
      return this.applyJson(seat, this.botCommandJson(seat, kind, seed));
    }

    // The typed fast path: each checks the JS types of its arguments, then makes one
    // call into the wasm, which checks the ranges and applies the rules; an answer of
    // -1 means refused, and the error to throw waits in the core. They read #core
    // directly: a getter costs a bot's step a few percent.

    rematch(seed) {
      const core = this.#core ?? freed();
      if (typeof seed !== 'number') refuse('seed', seed);
      return new Game(core.rematch(seed), token);
    }

    redeal(seed) {
      const core = this.#core ?? freed();
      if (typeof seed !== 'number') refuse('seed', seed);
      answer(core, core.redeal(seed));
    }

    awaitingBits() {
      return (this.#core ?? freed()).awaitingBits();
    }

    choicesPacked(seat) {
      const core = this.#core ?? freed();
      if (typeof seat !== 'number') refuse('seat', seat);
      return answer(core, core.choicesPacked(seat));
    }

    choiceSeats(seat, kind) {
      const core = this.#core ?? freed();
      if (typeof seat !== 'number') refuse('seat', seat);
      if (typeof kind !== 'number') refuse('kind', kind);
      return answer(core, core.choiceSeats(seat, kind));
    }

    proposeBits(seat, team) {
      const core = this.#core ?? freed();
      if (typeof seat !== 'number') refuse('seat', seat);
      if (typeof team !== 'number') refuse('team', team);
      return answer(core, core.proposeBits(seat, team));
    }

    vote(seat, approve) {
      const core = this.#core ?? freed();
      if (typeof seat !== 'number') refuse('seat', seat);
      if (typeof approve !== 'boolean') refuse('approve', approve);
      return answer(core, core.vote(seat, approve));
    }

    playMission(seat, fail) {
      const core = this.#core ?? freed();
      if (typeof seat !== 'number') refuse('seat', seat);
      if (typeof fail !== 'boolean') refuse('fail', fail);
      return answer(core, core.playMission(seat, fail));
    }

    setAside(seat, member) {
      const core = this.#core ?? freed();
      if (typeof seat !== 'number') refuse('seat', seat);
      if (typeof member !== 'number') refuse('member', member);
      return answer(core, core.setAside(seat, member));
    }

    inspect(seat, target) {
      const core = this.#core ?? freed();
      if (typeof seat !== 'number') refuse('seat', seat);
      if (typeof target !== 'number') refuse('target', target);
      return answer(core, core.inspect(seat, target));
    }

    assassinate(seat, target) {
      const core = this.#core ?? freed();
      if (typeof seat !== 'number') refuse('seat', seat);
      if (typeof target !== 'number') refuse('target', target);
      return answer(core, core.assassinate(seat, target));
    }

    drawnCardBits(seat) {
      const core = this.#core ?? freed();
      if (typeof seat !== 'number') refuse('seat', seat);
      return answer(core, core.drawnCardBits(seat));
    }

    heldCardBits(holder) {
      const core = this.#core ?? freed();
      if (typeof holder !== 'number') refuse('seat', holder);
      return answer(core, core.heldCardBits(holder));
    }

    givePlotCard(seat, card, to) {
      const core = this.#core ?? freed();
      if (typeof seat !== 'number') refuse('seat', seat);
      if (typeof card !== 'number') refuse('card', card);
      if (typeof to !== 'number') refuse('to', to);
      return answer(core, core.givePlotCard(seat, card, to));
    }

    // `target` and `take` may be left out (undefined) for a card that does not name
    // them: which cards do is the core's to say, so it gets undefined as it is.
    usePlotCard(seat, card, target, take) {
      const core = this.#core ?? freed();
      if (typeof seat !== 'number') refuse('seat', seat);
      if (typeof card !== 'number') refuse('card', card);
      if (target !== undefined && typeof target !== 'number') refuse('target', target);
      if (take !== undefined && typeof take !== 'number') refuse('take', take);
      return answer(core, core.usePlotCard(seat, card, target, take));
    }

    declinePlotCard(seat, card) {
      const core = this.#core ?? freed();
      if (typeof seat !== 'number') refuse('seat', seat);
      if (typeof card !== 'number') refuse('card', card);
      return answer(core, core.declinePlotCard(seat, card));
    }

    chooseAgendaBits(seat, names) {
      const core = this.#core ?? freed();
      if (typeof seat !== 'number') refuse('seat', seat);
      if (typeof names !== 'number') refuse('names', names);
      return answer(core, core.chooseAgendaBits(seat, names));
    }

    revealAgenda(seat) {
      const core = this.#core ?? freed();
      if (typeof seat !== 'number') refuse('seat', seat);
      return answer(core, core.revealAgenda(seat));
    }

    leave(seat) {
      const core = this.#core ?? freed();
      if (typeof seat !== 'number') refuse('seat', seat);
      return answer(core, core.leave(seat));
    }

    claimSeat(seat) {
      const core = this.#core ?? freed();
      if (typeof seat !== 'number') refuse('seat', seat);
      return answer(core, core.claimSeat(seat));
    }

    free() {
      super.free();
      this.#core = null;
    }
  }

  /**
   * A game of the Cells variant (3 or 4 players, a cell of three characters each,
   * played from memory): the JSON methods, in the Cells wire format.
   */
  class CellsGame extends Table {}

  // The queries both games answer in JSON. `seededConfig` holds the seed, which deals
  // every role: host only. `playerConfig` leaves it out: safe to hand to players.
  // `record` is the configuration with its seed and every accepted command: host only.
  answersInJson(Table, [
    'opening', 'view', 'publicView', 'legalCommands', 'choices', 'awaiting', 'result',
    'seededConfig', 'playerConfig', 'record',
  ]);
  // The base game's own: the events of the last command it accepted.
  answersInJson(Game, ['lastOutcome']);

  // The spoken opening script (language, naming), which the full module reads: the
  // script of the configuration the game was made of. Methods of an object literal,
  // so that each bears its name; copied onto the prototype as class methods are.
  const scriptMethods = {
    revealScriptJson(language, naming) {
      return scriptJsonOf(this.seededConfigJson(), language, naming);
    },
    revealScript(language, naming) {
      return JSON.parse(this.revealScriptJson(language, naming));
    },
  };
  for (const [name, value] of Object.entries(scriptMethods)) {
    Object.defineProperty(Game.prototype, name, { value, writable: true, configurable: true });
  }

  // Only the classes of this entry's game can be made.
  const main = adopted.main;
  if (main.GameCore) coreClasses.set(Game, 'GameCore');
  if (main.CellsCore) coreClasses.set(CellsGame, 'CellsCore');

  function isResistanceError(error) {
    return error instanceof Error && typeof error.code === 'string';
  }

  /** The opening script of a configuration, before any game is made. */
  function scriptJsonOf(configJson, language, naming) {
    return full('the opening script').revealScript(configJson, language, naming);
  }

  function scriptOf(config, language, naming) {
    return JSON.parse(asObject('configuration',
      () => scriptJsonOf(encode(config, 'the configuration'), language, naming)));
  }

  /** Every name of the cards, the modules and the sides in a language and naming. */
  function namesJson(language, naming) {
    return full('the names').names(language, naming);
  }

  function names(language, naming) {
    return JSON.parse(namesJson(language, naming));
  }

  /**
   * The history (the vote-history grid) of a view, from the view alone: a seat's view
   * (`game.view(seat)`, or what a server sent that seat) gives that seat's history, a
   * spectator's (`game.publicView()`) the public one; the core's, as
   * `game.history(seat)` and `game.publicHistory()` give them. For a client that holds
   * views and no game. In the full module.
   */
  function historyOfViewJson(viewJson) {
    return full('the history').historyOfView(viewJson);
  }

  function historyOfView(view) {
    if (view === null || typeof view !== 'object' || Array.isArray(view)) {
      throw codedError('invalid_argument',
        `the view must be a view object (game.view(seat) or game.publicView()), not ${view === null ? 'null' : Array.isArray(view) ? 'an array' : typeof view}`);
    }
    return JSON.parse(asObject('view', () => historyOfViewJson(encode(view, 'the view'))));
  }

  function engineVersion() {
    return raw().engineVersion();
  }

  /** The loader's `init`, whose failure (`load_failed`) is a ResistanceError. */
  async function initEngine(options) {
    try {
      await loader.init(options);
    } catch (error) {
      throw adopt(error);
    }
  }

  /**
   * The engine's bots off the main thread: each request carries the game as its
   * record (JSON), and a worker, which loads the full module, replays it and answers
   * the command the bot chooses, or the error that refuses it. The worker answers that
   * alone: it holds the record (every secret) only while it decides, as the host that
   * sent it does. Requests are answered one at a time, in order.
   */
  class BotWorker {
    #port;
    #pending = new Map();
    #next = 0;
    #stopped = null;

    constructor(options = {}) {
      if (spawnBotWorker === undefined) {
        throw codedError('invalid_argument', 'this entry has no bot worker: import BotWorker from resistance-engine');
      }
      if (options === null || typeof options !== 'object') {
        throw codedError('invalid_argument', 'the options are an object: { url?, module? }');
      }
      this.#port = spawnBotWorker(options);
      this.#port.onMessage((reply) => this.#settle(reply));
      this.#port.onError((cause) => this.#stop(codedError('worker_stopped',
        `the bot worker stopped: ${cause?.message ?? cause}`)));
      // Where the worker loads the full module from: its default place unless given.
      this.#port.post({ type: 'init', source: options.module });
    }

    /** The command the bot `kind` chooses for `seat` in `game` (a Game or a record). */
    async botCommand(game, seat, kind, seed) {
      const record = game instanceof Game ? game.recordJson() : encode(game, 'the record');
      const command = await this.#ask(record, seat, kind, seed).catch((error) => {
        throw shapeError(error, 'record');
      });
      return JSON.parse(command);
    }

    /** `botCommand` in and out as JSON: `game` is a Game or a record's JSON. */
    botCommandJson(game, seat, kind, seed) {
      if (game instanceof Game) return this.#ask(game.recordJson(), seat, kind, seed);
      if (typeof game !== 'string') {
        return Promise.reject(codedError('invalid_argument', 'the record must be a Game or JSON text; botCommand takes records as objects'));
      }
      return this.#ask(game, seat, kind, seed);
    }

    /**
     * The bot's command for `seat`, applied to `game` when it comes: what `apply`
     * answers for it. Should the game have moved on meanwhile, the rules judge the
     * command in the game as it is then.
     */
    async playBot(game, seat, kind, seed) {
      return JSON.parse(await this.playBotJson(game, seat, kind, seed));
    }

    async playBotJson(game, seat, kind, seed) {
      if (!(game instanceof Game)) throw codedError('invalid_argument', 'playBot plays in a Game');
      return game.applyJson(seat, await this.botCommandJson(game, seat, kind, seed));
    }

    /** Stops the worker; the requests it has not answered are refused (`worker_stopped`). */
    terminate() {
      if (this.#stopped === null) this.#port.terminate();
      this.#stop(codedError('worker_stopped', 'the bot worker was stopped with terminate()'));
    }

    #ask(record, seat, kind, seed) {
      if (this.#stopped !== null) return Promise.reject(this.#stopped);
      const id = this.#next++;
      return new Promise((resolve, reject) => {
        try {
          this.#port.post({ type: 'botCommand', id, record, seat, kind, seed });
        } catch (cause) {
          // A value the structured clone cannot copy (a function, a symbol).
          reject(codedError('invalid_argument', `a bot's arguments are a seat, a kind and a seed: ${cause.message}`));
          return;
        }
        this.#pending.set(id, { resolve, reject });
        this.#port.busy(true);
      });
    }

    #settle({ id, command, error }) {
      const pending = this.#pending.get(id);
      if (pending === undefined) return;
      this.#pending.delete(id);
      if (this.#pending.size === 0) this.#port.busy(false);
      if (error === undefined) {
        pending.resolve(command);
      } else if (typeof error.code === 'string') {
        const refused = codedError(error.code, error.message);
        if (error.path !== undefined) refused.path = error.path;
        if (error.detail !== undefined) refused.detail = error.detail;
        pending.reject(refused);
      } else {
        pending.reject(new Error(error.message));
      }
    }

    #stop(reason) {
      this.#stopped ??= reason;
      for (const { reject } of this.#pending.values()) reject(this.#stopped);
      this.#pending.clear();
      this.#port.busy(false);
    }
  }

  /**
   * The worker's side of a BotWorker: `post` sends its answers. Answers each request
   * with the bot's command (JSON) or its error, in order.
   */
  function answerBots(post) {
    let ready = null;
    let queue = Promise.resolve();
    const answer = async ({ id, record, seat, kind, seed }) => {
      try {
        await ready;
        const game = Game.replayJson(record);
        try {
          post({ id, command: game.botCommandJson(seat, kind, seed) });
        } finally {
          game.free();
        }
      } catch (error) {
        const { code, message, path, detail } = error instanceof Error ? error : new Error(String(error));
        post({ id, error: { code, message, path, detail } });
      }
    };
    return (message) => {
      if (message?.type === 'init') {
        ready = initEngine({ full: true, source: message.source });
        // A failure is each request's answer, not an unhandled rejection.
        ready.catch(() => {});
      } else if (message?.type === 'botCommand') {
        ready ??= initEngine({ full: true });
        queue = queue.then(() => answer(message));
      }
    };
  }

  // What both entries export alike.
  const shared = { init: initEngine, ResistanceError, isResistanceError, engineVersion };
  return {
    main: {
      ...shared,
      Game,
      BotWorker,
      Choice,
      PlotCardCode,
      revealScript: scriptOf,
      revealScriptJson: scriptJsonOf,
      names,
      namesJson,
      historyOfView,
      historyOfViewJson,
      snapshotVersion() {
        return raw().snapshotVersion();
      },
    },
    cells: {
      ...shared,
      CellsGame,
      snapshotVersion() {
        return raw().cellsSnapshotVersion();
      },
    },
    worker: { answerBots },
  };
}
