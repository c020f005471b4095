// Types of resistance-engine/cells: the Cells variant's JSON wire format and the
// CellsGame class.
//
// Self-contained (no import of the main entry's types, so that the CommonJS copy,
// index.d.cts, checks on its own). The wire format's types between the two marker
// lines below are generated from the Rust types (resistance-wasm/tests/typescript.rs,
// run by `cargo test`, fails when they are stale); the rest is hand-written. The
// package's tests type-check real engine output against these types, so a missing
// variant fails them.

// ---- Generated from the Rust types: do not edit between these lines. ----
// From resistance-core's types (ts-rs, which reads their serde attributes);
// refresh with `UPDATE_TYPESCRIPT=1 cargo test -p resistance-wasm --test typescript`.

/**
 * One seat at the table, numbered clockwise from 0.
 *
 * In JSON a seat is a plain number.
 */
export type Seat = number;

/**
 * A set of seats, stored as bits. `Copy`, allocation-free, ordered by seat number.
 *
 * In JSON a set is an array of seat numbers in ascending order.
 */
export type SeatSet = Array<Seat>;

/**
 * A character card of a cell (CE1). Its colour is all that matters: cards of one
 * colour are interchangeable.
 *
 * In JSON: `"resistance"` or `"spy"`.
 */
export type Character = 'resistance' | 'spy';

/** The side a player plays for. */
export type Allegiance = 'resistance' | 'spy';

/** A mission card played face down by a team member (B10). */
export type MissionCard = 'success' | 'fail';

/**
 * One of the three places of a cell's row, left to right (CE2). The middle card is
 * the cell's *protected* card.
 *
 * In JSON: `"left"`, `"middle"` or `"right"`.
 */
export type Slot = 'left' | 'middle' | 'right';

/**
 * A place on the table: a seat's cell and a slot of its row.
 *
 * In JSON: `{"seat": 2, "slot": "middle"}`. Positions are ordered by seat, then
 * slot.
 */
export type Position = {
  /** Whose cell. */
  seat: Seat;
  /** Which card of the row. */
  slot: Slot;
};

/**
 * A pile of mission cards: where a replacing Fail card is taken from (CE7).
 *
 * In JSON: `"deck"` or `"discardPile"`.
 */
export type MissionPile = 'deck' | 'discardPile';

/** Everything that decides a Cells game before the first command. */
export type CellsConfig = {
  /** Number of players, 3 or 4. */
  players: number;
  /** Seed of the game's generator; at most `MAX_SEED`. */
  seed: number;
  /**
   * The cells dealt, by seat, when the host deals them rather than the seed.
   * Without a deal (the default) the seed deals (CE1). A deal holds every card:
   * like the seed, it is for the host alone. It must hold one cell a player and
   * `players + 1` Spy cards in all (CE1). The seed still decides the mission
   * deck and the first player exactly as without a deal. Left out of the JSON
   * when there is none.
   */
  deal?: Array<[Character, Character, Character]>;
};

/**
 * Everything a seat can do in a Cells game, sent through
 * `CellsGame::apply`.
 *
 * Mission cards in a seat's hand are named by their index in that hand, as its view
 * lists them (`CellsPlayerView::mission_cards`).
 *
 * In JSON a command is an object tagged by `"type"`:
 * `{"type":"arrange","row":["spy","resistance","resistance"]}`,
 * `{"type":"scoutCharacters","first":{"seat":0,"slot":"left"},"second":{"seat":2,"slot":"right"}}`,
 * `{"type":"returnCharacters","swap":true}`, `{"type":"scoutDeck"}`,
 * `{"type":"returnToDeck","order":[2,0]}`, `{"type":"goOnMission","partner":1}`,
 * `{"type":"passMissionCards","discard":1}`, `{"type":"playMissionCard","play":0}`,
 * `{"type":"expose","slot":"left"}`.
 */
export type CellsCommand =
  | {
    type: 'arrange';
    /** The three dealt cards in the chosen order. */
    row: [Character, Character, Character];
  }
  | {
    type: 'scoutCharacters';
    /** One card. */
    first: Position;
    /** The other card. */
    second: Position;
  }
  | {
    type: 'returnCharacters';
    /** Swap their places. */
    swap: boolean;
  }
  | { type: 'scoutDeck' }
  | {
    type: 'returnToDeck';
    /**
     * The cards put back, by index in the draw, the first on top; each at most
     * once. Cards not listed are discarded.
     */
    order: Array<number>;
  }
  | {
    type: 'goOnMission';
    /** The partner: another player; neither may have a face-up character. */
    partner: Seat;
  }
  | {
    type: 'passMissionCards';
    /** The index of the card discarded, 0 to 2. */
    discard: number;
  }
  | {
    type: 'playMissionCard';
    /** The index of the card played, 0 or 1. */
    play: number;
  }
  | {
    type: 'expose';
    /** Which card of one's row. */
    slot: Slot;
  };

/** Who may see an event. */
export type Audience =
  | { type: 'everyone' }
  | {
    type: 'seats';
    /** The seats that may see the event. */
    seats: SeatSet;
  };

/** A character card seen at a position (CE4). */
export type CharacterSighting = {
  /** Where it lies. */
  position: Position;
  /** The card. */
  card: Character;
};

/**
 * Something that happened in a Cells game. Each comes in a `CellsEnvelope` that
 * names its audience; a host delivers it to those seats and no one else.
 */
export type CellsEvent =
  | {
    type: 'gameStarted';
    /** Number of players. */
    players: number;
    /** Who takes the first turn. */
    firstPlayer: Seat;
  }
  | {
    type: 'handDealt';
    /** The seat. */
    seat: Seat;
    /** Its cards, as dealt. */
    hand: [Character, Character, Character];
  }
  | {
    type: 'cellArranged';
    /** The seat. */
    seat: Seat;
  }
  | {
    type: 'rowLaidOut';
    /** The seat. */
    seat: Seat;
    /** Its row. */
    row: [Character, Character, Character];
  }
  | {
    type: 'turnStarted';
    /** The turn's number, from 1. */
    turn: number;
    /** Whose turn it is. */
    player: Seat;
  }
  | {
    type: 'charactersScouted';
    /** The scout. */
    scout: Seat;
    /** One card. */
    first: Position;
    /** The other card. */
    second: Position;
  }
  | {
    type: 'charactersSeen';
    /** The scout. */
    scout: Seat;
    /** One card. */
    first: CharacterSighting;
    /** The other card. */
    second: CharacterSighting;
  }
  | {
    type: 'charactersReturned';
    /** The scout. */
    scout: Seat;
    /** One card. */
    first: Position;
    /** The other card. */
    second: Position;
  }
  | {
    type: 'swapChosen';
    /** The scout. */
    scout: Seat;
    /** Whether they were swapped. */
    swapped: boolean;
  }
  | {
    type: 'deckReshuffled';
    /** Cards that were left in the deck, now on top. */
    remaining: number;
    /** Cards shuffled in from the discard pile. */
    reshuffled: number;
  }
  | {
    type: 'deckScouted';
    /** The scout. */
    scout: Seat;
  }
  | {
    type: 'missionCardsDrawn';
    /** The seat. */
    seat: Seat;
    /** The cards, in the order drawn. */
    cards: Array<MissionCard>;
  }
  | {
    type: 'deckCardsReturned';
    /** The scout. */
    scout: Seat;
    /** Cards put back on top. */
    returned: number;
    /** Cards discarded. */
    discarded: number;
  }
  | {
    type: 'deckTopChosen';
    /** The scout. */
    scout: Seat;
    /** The cards put back, the top one first. */
    returned: Array<MissionCard>;
    /** The cards discarded. */
    discarded: Array<MissionCard>;
  }
  | {
    type: 'missionBegan';
    /** Which mission, from 1. */
    mission: number;
    /** The player whose action it is. */
    leader: Seat;
    /** The partner. */
    partner: Seat;
  }
  | {
    type: 'missionCardsPassed';
    /** The leader. */
    leader: Seat;
    /** The partner. */
    partner: Seat;
  }
  | {
    type: 'missionCardsReceived';
    /** The partner. */
    partner: Seat;
    /** The two cards, Success first. */
    cards: [MissionCard, MissionCard];
  }
  | {
    type: 'missionCardPlayed';
    /** The partner. */
    partner: Seat;
    /** The card played. */
    card: MissionCard;
  }
  | {
    type: 'characterExposed';
    /** Where it lies. */
    position: Position;
    /** The card. */
    card: Character;
  }
  | {
    type: 'missionResolved';
    /** Which mission, from 1. */
    mission: number;
    /** Whether it counts as a success. */
    succeeded: boolean;
    /** A second spy turned up made a Success a failure after all (CE7). */
    turnedToFailure: boolean;
    /**
     * Where the Fail card that replaced the Success was taken from, in everyone's
     * sight (CE7).
     */
    failTakenFrom: MissionPile | null;
    /** Successful missions so far. */
    successes: number;
    /** Failed missions so far. */
    failures: number;
  }
  | {
    type: 'gameEnded';
    /** The winning side. */
    winner: Allegiance;
  }
  | {
    type: 'cellsRevealed';
    /** Every cell's cards, in seat order. */
    cells: Array<[Character, Character, Character]>;
    /** The players on the winning side. */
    winners: SeatSet;
  };

/**
 * An event with its audience: `Envelope` around the base game's
 * events, `CellsEnvelope` around the Cells variant's.
 */
export type CellsEnvelope = {
  /** Who may see it. */
  audience: Audience;
  /** What happened. */
  event: CellsEvent;
};

/**
 * What an accepted command caused: its events, in order, each with its audience
 * (`Outcome` in the base game,
 * `CellsOutcome` in the Cells variant).
 */
export type CellsOutcome = {
  /** The events, in the order they happened. */
  events: Array<CellsEnvelope>;
};

/** The current phase as everyone sees it. */
export type CellsPhaseView =
  | {
    type: 'arranging';
    /** Seats that have arranged. */
    arranged: SeatSet;
  }
  | {
    type: 'action';
    /** Whose turn it is. */
    player: Seat;
  }
  | {
    type: 'scouting';
    /** The scout. */
    scout: Seat;
    /** One card. */
    first: Position;
    /** The other card. */
    second: Position;
  }
  | {
    type: 'deckScouting';
    /** The scout. */
    scout: Seat;
  }
  | {
    type: 'missionDraw';
    /** The leader. */
    leader: Seat;
    /** The partner. */
    partner: Seat;
  }
  | {
    type: 'missionPlay';
    /** The leader. */
    leader: Seat;
    /** The partner. */
    partner: Seat;
  }
  | {
    type: 'exposure';
    /** The leader. */
    leader: Seat;
    /** The partner. */
    partner: Seat;
    /** Who still owes a face-up character. */
    pending: SeatSet;
  }
  | { type: 'gameOver' };

/** One cell as everyone sees it. */
export type PublicCell = {
  /** The face-up cards, left to right; `null` for a face-down card. */
  faceUp: [Character | null, Character | null, Character | null];
  /**
   * The turn each card was last scouted in (CE4), so a player can tell which of
   * its memories may be stale.
   */
  lastScouted: [number | null, number | null, number | null];
};

/** A mission played (CE6, CE7): public. */
export type CellsMission = {
  /** Which mission, from 1. */
  number: number;
  /** The turn it was played in. */
  turn: number;
  /** The player whose action it was. */
  leader: Seat;
  /** The partner, who played the card. */
  partner: Seat;
  /** The card the partner played face up (CE6). */
  played: MissionCard;
  /** A second spy turned up after a Success made it a failure after all (CE7). */
  turnedToFailure: boolean;
  /**
   * Where the Fail card that replaced the Success came from (CE7); `null` unless
   * the mission was turned into a failure.
   */
  failTakenFrom: MissionPile | null;
  /** Whether the mission counts as a success. */
  succeeded: boolean;
};

/** How a Cells game ended (CE8). */
export type CellsResult = {
  /**
   * The side that won: the Resistance after three successes, the spies after three
   * failures.
   */
  winner: Allegiance;
  /** The players on the winning side, counted from the cards they held at the end. */
  winners: SeatSet;
};

/** Everything hidden during play, shown to all once the game is over (CE8). */
export type CellsReveal = {
  /** Every cell's cards, left to right, in seat order. */
  cells: Array<[Character, Character, Character]>;
  /** Every player's side by the cards held at the end (CE1, CE8). */
  sides: Array<Allegiance>;
  /** The players on the winning side. */
  winners: SeatSet;
  /** The mission deck, the top card first. */
  deck: Array<MissionCard>;
  /** The discard pile. */
  discard: Array<MissionCard>;
};

/** What a spectator may know: the public state of a Cells table. */
export type CellsPublicView = {
  /** Number of players. */
  players: number;
  /** The turn: 0 while the cells are arranged, then from 1 (CE3). */
  turn: number;
  /** Who took (or takes) the first turn (CE3). */
  firstPlayer: Seat;
  /** Whose turn it is. */
  player: Seat;
  /** The current phase. */
  phase: CellsPhaseView;
  /** The seats the game is waiting for. */
  awaiting: SeatSet;
  /** Every cell as everyone sees it, in seat order. */
  cells: Array<PublicCell>;
  /** Cards in the mission deck (CE5). */
  deck: number;
  /** Cards in the discard pile (CE5). */
  discard: number;
  /** Every mission played, in order (CE6, CE7). */
  missions: Array<CellsMission>;
  /** Missions that succeeded. */
  successes: number;
  /** Missions that failed. */
  failures: number;
  /** How the game ended, once it has. */
  result: CellsResult | null;
  /** Everything that was hidden, once the game has ended (CE8). */
  reveal: CellsReveal | null;
};

/**
 * What a seat last saw at one position of the table, and when (CE2): its memory,
 * not the truth, since other players' scouting may have swapped the card since.
 *
 * Turn 0 is the arranging; each action is a turn of its own from 1 on.
 */
export type Recollection = {
  /** The card seen there. */
  card: Character;
  /** The turn it was seen in. */
  turn: number;
};

/** What a seat did with the mission deck when it last scouted it (CE5). */
export type DeckRecollection = {
  /** The turn of the scouting. */
  turn: number;
  /** The cards put back on the deck, the top one first. */
  returned: Array<MissionCard>;
  /** The cards discarded face down. */
  discarded: Array<MissionCard>;
};

/** What one seat may know: the public table, its memory, and what it holds now. */
export type CellsPlayerView = {
  /** The seat this view belongs to. */
  seat: Seat;
  /** The cards dealt to the seat, while it looks at them before arranging (CE2). */
  hand: [Character, Character, Character] | null;
  /**
   * What the seat last saw at each position of the table, and in which turn
   * (turn 0: the arranging), cell by cell in seat order; its own cell is at its
   * seat's index. Memory, not truth: a card may have been swapped since (CE2).
   */
  memory: Array<[Recollection | null, Recollection | null, Recollection | null]>;
  /** The two character cards the seat holds while scouting (CE4). */
  scouted: [CharacterSighting, CharacterSighting] | null;
  /**
   * The mission cards the seat holds now, numbered from 0 as commands name them:
   * three drawn, in the order drawn (CE5, CE6), or two passed to it, Success
   * first (CE6).
   */
  missionCards: Array<MissionCard>;
  /** What the seat did when it last scouted the deck (CE5). */
  deckMemory: DeckRecollection | null;
  /** Everything public. */
  table: CellsPublicView;
};

/**
 * What one seat may do now, in compact form. For that seat alone: the arrangements
 * it may lay out tell its hand.
 */
export type CellsChoices = {
  /** The seat may lay out its dealt cards in any order (CE2). */
  arrange: boolean;
  /**
   * The seat may scout any two of these positions (CE4); empty when it may not
   * scout.
   */
  scoutCharacters: Array<Position>;
  /** The seat may scout the mission deck (CE5). */
  scoutDeck: boolean;
  /** The seat may go on a mission with any one of these partners (CE6). */
  goOnMission: SeatSet;
  /** The seat holds two scouted cards and may put them back, swapped or not (CE4). */
  returnCharacters: boolean;
  /**
   * The seat holds three drawn cards and may put any of them back in any order
   * (CE5).
   */
  returnToDeck: boolean;
  /** The seat leads a mission and may discard one of its three cards (CE6). */
  passMissionCards: boolean;
  /** The seat is the partner and may play one of its two cards (CE6). */
  playMissionCard: boolean;
  /** The seat may turn up the card in one of these slots of its row (CE7). */
  expose: Array<Slot>;
};

/** Which game a record or a handle is of. */
export type GameKind = 'resistance' | 'cells';

/** One accepted command and the seat that sent it. */
export type CellsMove = {
  /** Who sent it. */
  seat: Seat;
  /** What was sent. */
  command: CellsCommand;
};

/**
 * A whole game: version, game, configuration (seed included) and every accepted
 * command in order. Made by `Recorded::record`, turned back into the game by
 * `Table::replay`. **It holds every secret**: keep it on the host while the game is on.
 *
 * In JSON: `{"version":2,"game":"resistance","config":{...},"commands":[{"seat":0,
 * "command":{...}}, ...]}`.
 */
export type CellsRecord = {
  version: number;
  game: GameKind;
  config: CellsConfig;
  commands: Array<CellsMove>;
};

/**
 * What one seat received at one step of a game: the events addressed to it and
 * its view afterwards.
 */
export type CellsSeatReplayStep = {
  /** The events this seat (or a spectator) received, in order. */
  events: Array<CellsEvent>;
  /** What it may know afterwards. */
  view: CellsPlayerView;
};

/**
 * What one seat received at one step of a game: the events addressed to it and
 * its view afterwards.
 */
export type CellsSpectatorReplayStep = {
  /** The events this seat (or a spectator) received, in order. */
  events: Array<CellsEvent>;
  /** What it may know afterwards. */
  view: CellsPublicView;
};

/**
 * What a host may publish while the game is on: the game as a spectator saw it,
 * step by step (the public events of each step and the public view afterwards).
 * It holds no seed, no configuration beyond what the public view shows, and no
 * hidden command content. Made by `spectator_replay`; after the game the whole
 * `Record` may be published too.
 */
export type CellsSpectatorRecord = {
  /** The format version (`RECORD_VERSION`). */
  version: number;
  /** Which game it is. */
  game: GameKind;
  /** The opening, then each command that caused a public event. */
  steps: Array<CellsSpectatorReplayStep>;
};

/**
 * The stable codes of the errors resistance-engine/cells throws: the package's
 * own, then the engine's (from the core's error types).
 */
export type CellsErrorCode =
  // A seat argument is not a whole number from 0 to 255.
  | 'invalid_seat'
  // A string method got a non-string, or an object method a value JSON cannot hold.
  | 'invalid_argument'
  // The game was freed with free().
  | 'game_freed'
  // Browser entry: init() has not finished.
  | 'not_initialized'
  // Browser entry: init() could not load the WebAssembly module (the message says
  // from where, and how to serve or pass it).
  | 'load_failed'
  // Never expected: the engine could not encode one of its own values.
  | 'encode_failed'
  // Not JSON, or not the shape of the wire format.
  | 'invalid_json'
  // Configurations.
  | 'player_count'
  | 'seed_too_large'
  | 'deal_not_the_deck'
  // Configurations without a seed, when no secure seed can be drawn.
  | 'seed_unavailable'
  // Records (snapshots).
  | 'unsupported_snapshot_version'
  | 'record_of_another_game'
  | 'snapshot_config_invalid'
  | 'record_command_refused'
  | 'no_such_seat'
  // Commands refused by the rules, and views of a seat not at the table.
  | 'game_over'
  | 'wrong_phase'
  | 'not_your_turn'
  | 'already_arranged'
  | 'not_your_hand'
  | 'no_such_position'
  | 'same_card_twice'
  | 'protected_card'
  | 'no_such_partner'
  | 'mission_with_self'
  | 'face_up_character'
  | 'no_such_card'
  | 'card_listed_twice'
  | 'not_partner'
  | 'not_exposing'
  | 'already_face_up';

// ---- End of the generated declarations. ----

/** The three character cards of a cell, left to right (or a hand, as dealt). */
export type CellRow = [Character, Character, Character];

/** A seat's memory of one cell, left to right: `null` where it saw nothing. */
export type CellMemory = [Recollection | null, Recollection | null, Recollection | null];

/**
 * A saved game: the same as its record (`CellsRecord`). **It holds every secret**: keep it
 * on the host while the game is on.
 */
export type CellsSnapshot = CellsRecord;

/**
 * Every error resistance-engine/cells throws: an `Error` with a stable `code` and the
 * core's message. Errors of commands and the answers of `choices` and
 * `legalCommands` may reflect the acting seat's own cards: show them to that seat only.
 */
export interface CellsError extends Error {
  code: CellsErrorCode;
  /**
   * `invalid_json` of a value of the wrong shape: the field at fault, as a path
   * (`row`, `row[1]`), empty for the value as a whole.
   */
  path?: string;
  /**
   * `invalid_json` of a value of the wrong shape: what is wrong at `path`, without
   * the place in the JSON text. An object method's message is made of it ("invalid
   * command: ..."), never of a line and column of JSON the caller did not write.
   */
  detail?: string;
}

/**
 * The class of every error resistance-engine/cells throws (a {@link CellsError}):
 * the same class as the main entry's `ResistanceError`, so `instanceof` holds
 * whichever entry threw.
 */
export declare class ResistanceError extends Error implements CellsError {
  /** The stable code of the error: what a program tests, rather than the message. */
  code: CellsErrorCode;
  /** The `name` every ResistanceError has. */
  name: 'ResistanceError';
  path?: string;
  detail?: string;
  constructor(code: CellsErrorCode, message: string);
}

/** Whether `error` is one the package threw (an Error with a string `code`). */
export declare function isResistanceError(error: unknown): error is CellsError;

/**
 * Loads the Cells engine. Required (once) in browsers before anything else; a no-op
 * in Node. `source`, optional, says where the Cells .wasm is: a URL (string or
 * `URL`), a `Response`, its bytes or a compiled `WebAssembly.Module`. The main
 * entry's `init` does not load this module, nor this one the main module.
 */
export declare function init(source?: unknown): Promise<void>;

/** The engine's version. */
export declare function engineVersion(): string;

/** The Cells snapshot format version this build reads and writes. */
export declare function snapshotVersion(): number;

/**
 * One game of the Cells variant. Each method comes in two forms: objects (parsed
 * JSON) and `...Json` strings, byte for byte the JSON the Rust core writes.
 *
 * A method that throws leaves the game exactly as it was.
 */
export declare class CellsGame {
  private constructor();

  /** A new game. `seed`, when given, is the configuration's seed. */
  static create(config: Omit<CellsConfig, 'seed'> & { seed?: number }): CellsGame;
  static create(config: Omit<CellsConfig, 'seed'> & { seed?: number }, seed: number): CellsGame;
  /** A new game from a JSON configuration. */
  static fromJson(configJson: string): CellsGame;
  /**
   * The game of a record, replayed through the rules: equal to the game recorded. A
   * record of another version or game, or whose command k the rules refuse
   * (`record_command_refused`, naming k and the reason), is refused.
   */
  static replay(record: CellsRecord): CellsGame;
  static replayJson(recordJson: string): CellsGame;
  /** The same as `replay`: a snapshot is the game's record. */
  static restore(snapshot: CellsRecord): CellsGame;
  static restoreJson(snapshotJson: string): CellsGame;
  /**
   * What `seat` received in the game of `record`, step by step: the opening, then
   * each command that sent it an event, with its view afterwards (a reconnecting
   * player, "replay from seat 3"). For that seat alone.
   */
  static seatReplay(record: CellsRecord, seat: number): Array<CellsSeatReplayStep>;
  static seatReplayJson(recordJson: string, seat: number): string;
  /**
   * The game of `record` as a spectator saw it: public events and public views. It
   * holds no seed and no hidden command: safe to publish during the game.
   */
  static spectatorReplay(record: CellsRecord): CellsSpectatorRecord;
  static spectatorReplayJson(recordJson: string): string;

  /**
   * A copy of this game that goes on independently: the same state (and last
   * outcome), the same answers to the same commands; freeing one leaves the other.
   */
  clone(): CellsGame;

  /** `seat` sends `command`: the events it caused, each with its audience. */
  apply(seat: Seat, command: CellsCommand): CellsOutcome;
  /** Like `apply`, in and out as JSON (`{"events":[...]}`). */
  applyJson(seat: Seat, commandJson: string): string;

  /** The opening events: the start, then each seat's hand (to that seat only). */
  opening(): CellsEnvelope[];
  openingJson(): string;

  /** Everything `seat` may know now. */
  view(seat: Seat): CellsPlayerView;
  viewJson(seat: Seat): string;

  /** Everything a spectator may know now. */
  publicView(): CellsPublicView;
  publicViewJson(): string;

  /** Every command `seat` may send now (for that seat alone); empty for a seat not at the table. */
  legalCommands(seat: Seat): CellsCommand[];
  legalCommandsJson(seat: Seat): string;

  /** What `seat` may do now, compactly (for that seat alone). */
  choices(seat: Seat): CellsChoices;
  choicesJson(seat: Seat): string;

  /** The seats the game is waiting for; public in Cells. */
  awaiting(): Seat[];
  awaitingJson(): string;

  /** How the game ended, `null` while it goes on. */
  result(): CellsResult | null;
  resultJson(): string;

  isOver(): boolean;

  /** The configuration. */
  /**
   * The configuration, every default filled in, **seed included**: the seed deals
   * every role, so this is for the host alone.
   */
  seededConfig(): CellsConfig;
  seededConfigJson(): string;
  /** The configuration without its seed: safe to hand to players. */
  playerConfig(): Omit<CellsConfig, 'seed'>;
  playerConfigJson(): string;

  /**
   * The game's record: the configuration (seed included) and every accepted command.
   * **It holds every secret**: keep it on the host while the game is on;
   * `CellsGame.replay` restores it.
   */
  record(): CellsRecord;
  recordJson(): string;
  /** The same as `record()`. */
  snapshot(): CellsRecord;
  snapshotJson(): string;

  /** Frees the engine's memory now; the game cannot be used afterwards. */
  free(): void;
}
