// The thin JS layer of the package over the wasm class `GameCore`. The string methods
// pass the core's JSON wire format through unchanged; the object methods add
// JSON.stringify on the way in and JSON.parse on the way out. No rule of the game
// lives here: every check and every answer comes from the Rust core.
//
// This file is the one source of the wrapper. The build writes `api.cjs`, the
// CommonJS copy for `require()`, from it; keep the single `export function makeApi`
// and no other import or export.

export function makeApi(raw, assertReady) {
  /** An Error with the stable `code` the package documents. */
  function codedError(code, message) {
    const error = new Error(message);
    error.code = code;
    return error;
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

  // Lets only Game.create / Game.restore construct a Game.
  const token = Symbol('Game');

  class Game {
    #core;

    constructor(core, key) {
      if (key !== token) {
        throw codedError('invalid_argument', 'use Game.create(config) or Game.restore(snapshot)');
      }
      this.#core = core;
    }

    /** The wasm object, or a clear error once freed. */
    get #live() {
      if (this.#core === null) {
        throw codedError('game_freed', 'this game was freed with free() and can no longer be used');
      }
      return this.#core;
    }

    /** A new game; `seed`, when given, is the configuration's seed. */
    static create(config, seed) {
      if (seed !== undefined && config !== null && typeof config === 'object' && !Array.isArray(config)) {
        config = { ...config, seed };
      }
      return Game.fromJson(encode(config, 'the configuration'));
    }

    static fromJson(configJson) {
      assertReady();
      return new Game(raw.GameCore.create(configJson), token);
    }

    static restore(snapshot) {
      return Game.restoreJson(encode(snapshot, 'the snapshot'));
    }

    static restoreJson(snapshotJson) {
      assertReady();
      return new Game(raw.GameCore.restore(snapshotJson), token);
    }

    apply(seat, command) {
      return JSON.parse(this.applyJson(seat, encode(command, 'the command')));
    }

    applyJson(seat, commandJson) {
      return this.#live.apply(seat, commandJson);
    }

    opening() {
      return JSON.parse(this.openingJson());
    }

    openingJson() {
      return this.#live.opening();
    }

    revealScript(language) {
      return JSON.parse(this.revealScriptJson(language));
    }

    revealScriptJson(language) {
      return this.#live.revealScript(language);
    }

    view(seat) {
      return JSON.parse(this.viewJson(seat));
    }

    viewJson(seat) {
      return this.#live.view(seat);
    }

    publicView() {
      return JSON.parse(this.publicViewJson());
    }

    publicViewJson() {
      return this.#live.publicView();
    }

    legalCommands(seat) {
      return JSON.parse(this.legalCommandsJson(seat));
    }

    legalCommandsJson(seat) {
      return this.#live.legalCommands(seat);
    }

    choices(seat) {
      return JSON.parse(this.choicesJson(seat));
    }

    choicesJson(seat) {
      return this.#live.choices(seat);
    }

    awaiting() {
      return JSON.parse(this.awaitingJson());
    }

    awaitingJson() {
      return this.#live.awaiting();
    }

    result() {
      return JSON.parse(this.resultJson());
    }

    resultJson() {
      return this.#live.result();
    }

    isOver() {
      return this.#live.isOver();
    }

    config() {
      return JSON.parse(this.configJson());
    }

    configJson() {
      return this.#live.config();
    }

    snapshot() {
      return JSON.parse(this.snapshotJson());
    }

    snapshotJson() {
      return this.#live.snapshot();
    }

    /** Frees the wasm memory now rather than when the garbage collector gets to it. */
    free() {
      if (this.#core !== null) {
        this.#core.free();
        this.#core = null;
      }
    }
  }

  function isResistanceError(error) {
    return error instanceof Error && typeof error.code === 'string';
  }

  /** The opening script of a configuration, before any game is made. */
  function revealScriptJson(configJson, language) {
    assertReady();
    return raw.revealScript(configJson, language);
  }

  function revealScript(config, language) {
    return JSON.parse(revealScriptJson(encode(config, 'the configuration'), language));
  }

  return {
    Game,
    isResistanceError,
    revealScript,
    revealScriptJson,
    engineVersion() {
      assertReady();
      return raw.engineVersion();
    },
    snapshotVersion() {
      assertReady();
      return raw.snapshotVersion();
    },
  };
}
