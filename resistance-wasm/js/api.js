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

// Node's build compiles its module when the entry loads: nothing to wait for. `init`
// is there for code shared with browsers.
const LOADED_WITH_ENTRY = { init: async () => {}, assertReady: () => {} };

// `raw` is one of the package's two WebAssembly modules (wasm-bindgen's exports): the
// main one has GameCore, the Cells one CellsCore. `loader` is the entry's `init` and
// its check (loader.js in browsers). The answer holds each entry's exports: `main`
// for resistance-engine, `cells` for resistance-engine/cells; an entry exports the
// part its module serves.
export function makeApi(module, { init, assertReady: loaded } = LOADED_WITH_ENTRY) {
  const raw = adoptErrorsOf(module);

  /** An Error with the stable `code` the package documents. */
  function codedError(code, message) {
    return new ResistanceError(code, message);
  }

  /** The loader's check (browsers: `init()` first), throwing a ResistanceError. */
  function assertReady() {
    try {
      loaded();
    } catch (error) {
      throw adopt(error);
    }
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
    throw adopt(raw.typedArgumentError(argument, value));
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

  // The wasm class behind each JS class (filled in below its classes).
  const coreClasses = new Map();

  /** The wasm class of the JS class a static constructor was called on. */
  function coreClassOf(Class) {
    const Core = coreClasses.get(Class);
    if (Core === undefined) {
      throw codedError('invalid_argument', 'call the constructors on their class: Game.create(config), CellsGame.create(config), ...');
    }
    return Core;
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
      return this.fromJson(encode(config, 'the configuration'));
    }

    static fromJson(configJson) {
      const Core = coreClassOf(this);
      assertReady();
      return new this(Core.create(configJson, secureSeed()), token);
    }

    /** The game of a record, replayed through the rules (see `record()`). */
    static replay(record) {
      return this.replayJson(encode(record, 'the record'));
    }

    static replayJson(recordJson) {
      const Core = coreClassOf(this);
      assertReady();
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
      return JSON.parse(this.seatReplayJson(encode(record, 'the record'), seat));
    }

    static seatReplayJson(recordJson, seat) {
      const Core = coreClassOf(this);
      assertReady();
      return Core.seatReplay(recordJson, seat);
    }

    /** The game of `record` as a spectator saw it: safe to publish during the game. */
    static spectatorReplay(record) {
      return JSON.parse(this.spectatorReplayJson(encode(record, 'the record')));
    }

    static spectatorReplayJson(recordJson) {
      const Core = coreClassOf(this);
      assertReady();
      return Core.spectatorReplay(recordJson);
    }

    /**
     * A copy of this game that goes on independently: the same state and last
     * outcome, the same answers to the same commands from here on.
     */
    clone() {
      return new this.constructor(this.#live.clone(), token);
    }

    apply(seat, command) {
      return JSON.parse(this.applyJson(seat, encode(command, 'the command')));
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
      // Only a missing seed is drawn: null and other non-numbers are the core's to refuse.
      return (this.#core ?? freed()).botCommand(seat, kind, seed === undefined ? secureSeed() : seed);
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
  // The base game's own: the spoken opening script (language, naming), and the events
  // of the last command it accepted.
  answersInJson(Game, ['revealScript', 'lastOutcome']);

  // Only the classes of this module's game can be made.
  if (raw.GameCore) coreClasses.set(Game, raw.GameCore);
  if (raw.CellsCore) coreClasses.set(CellsGame, raw.CellsCore);

  function isResistanceError(error) {
    return error instanceof Error && typeof error.code === 'string';
  }

  /** The opening script of a configuration, before any game is made. */
  function revealScriptJson(configJson, language, naming) {
    assertReady();
    return raw.revealScript(configJson, language, naming);
  }

  function revealScript(config, language, naming) {
    return JSON.parse(revealScriptJson(encode(config, 'the configuration'), language, naming));
  }

  /** Every name of the cards, the modules and the sides in a language and naming. */
  function namesJson(language, naming) {
    assertReady();
    return raw.names(language, naming);
  }

  function names(language, naming) {
    return JSON.parse(namesJson(language, naming));
  }

  function engineVersion() {
    assertReady();
    return raw.engineVersion();
  }

  /** The loader's `init`, whose failure (`load_failed`) is a ResistanceError. */
  async function initEngine(source) {
    try {
      await init(source);
    } catch (error) {
      throw adopt(error);
    }
  }

  // What both entries export alike.
  const shared = { init: initEngine, ResistanceError, isResistanceError, engineVersion };
  return {
    main: {
      ...shared,
      Game,
      Choice,
      PlotCardCode,
      revealScript,
      revealScriptJson,
      names,
      namesJson,
      snapshotVersion() {
        assertReady();
        return raw.snapshotVersion();
      },
    },
    cells: {
      ...shared,
      CellsGame,
      snapshotVersion() {
        assertReady();
        return raw.cellsSnapshotVersion();
      },
    },
  };
}
