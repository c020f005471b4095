// Types of resistance-engine/cells: the Cells variant's JSON wire format (the
// serde attributes of resistance-core/src/cells/ in the repository) and the CellsGame
// class.
//
// Hand-written and self-contained (no import of the main entry's types, so that the
// CommonJS copy, index.d.cts, checks on its own). When the core adds a command, an
// event or a field to the Cells variant, add it here: the package's tests type-check
// real engine output against these types, so a missing variant fails them.

/** A seat number, 0 to players - 1, clockwise. */
export type Seat = number;

/** A character card of a cell: only its colour matters. */
export type Character = 'resistance' | 'spy';

/** The side a player plays for: the colour most of the cards of its cell have. */
export type Allegiance = 'resistance' | 'spy';

/** A mission card. */
export type MissionCard = 'success' | 'fail';

/** One of the three places of a cell's row, left to right; the middle card is protected. */
export type Slot = 'left' | 'middle' | 'right';

/** A place on the table: a seat's cell and a slot of its row. */
export interface Position {
  seat: Seat;
  slot: Slot;
}

/** The three character cards of a cell, left to right (or a hand, as dealt). */
export type CellRow = [Character, Character, Character];

/** Where the Fail card that replaces a Success after a second spy comes from. */
export type MissionPile = 'deck' | 'discardPile';

/**
 * Everything that decides a Cells game before the first command. Both fields are
 * needed; unknown fields are refused.
 */
export interface CellsConfig {
  /** 3 or 4. */
  players: number;
  /** 0 to 2^53 - 1: the same seed and commands always give the same game. */
  seed: number;
}

/**
 * Everything a seat can do; sent with `CellsGame.apply(seat, command)`. Mission
 * cards a seat holds are named by their index in its view's `missionCards`.
 */
export type CellsCommand =
  /** Lay out one's dealt cards in a row, after the one look at them. */
  | { type: 'arrange'; row: CellRow }
  /** The turn's action: look at two character cards (in either order). */
  | { type: 'scoutCharacters'; first: Position; second: Position }
  /** Put the two scouted cards back face down, swapped or not. */
  | { type: 'returnCharacters'; swap: boolean }
  /** The turn's action: draw three mission cards to look at. */
  | { type: 'scoutDeck' }
  /**
   * Put drawn cards back on the deck, by their index (0 to 2) in the draw, the first
   * on top, each at most once; the cards not listed are discarded face down.
   */
  | { type: 'returnToDeck'; order: number[] }
  /** The turn's action: go on a mission with a partner. */
  | { type: 'goOnMission'; partner: Seat }
  /** The mission's leader discards card `discard` (0 to 2) and passes the other two. */
  | { type: 'passMissionCards'; discard: number }
  /** The partner plays card `play` (0 or 1) face up and discards the other. */
  | { type: 'playMissionCard'; play: number }
  /** After a successful mission, turn one of one's own face-down characters face up. */
  | { type: 'expose'; slot: Slot };

/** Who may see an event: deliver it to them and no one else. */
export type Audience = { type: 'everyone' } | { type: 'seats'; seats: Seat[] };

/** A character card seen at a position. */
export interface CharacterSighting {
  position: Position;
  card: Character;
}

/** Something that happened in a Cells game. */
export type CellsEvent =
  | { type: 'gameStarted'; players: number; firstPlayer: Seat }
  /** A seat's one look at its dealt cards (to that seat only). */
  | { type: 'handDealt'; seat: Seat; hand: CellRow }
  | { type: 'cellArranged'; seat: Seat }
  /** The row a seat laid out (to that seat only). */
  | { type: 'rowLaidOut'; seat: Seat; row: CellRow }
  | { type: 'turnStarted'; turn: number; player: Seat }
  | { type: 'charactersScouted'; scout: Seat; first: Position; second: Position }
  /** What the two scouted cards are (to the scout only). */
  | { type: 'charactersSeen'; scout: Seat; first: CharacterSighting; second: CharacterSighting }
  | { type: 'charactersReturned'; scout: Seat; first: Position; second: Position }
  /** Whether the scout swapped the two cards (to the scout only). */
  | { type: 'swapChosen'; scout: Seat; swapped: boolean }
  /** The discard pile was shuffled in under the `remaining` cards to complete a draw. */
  | { type: 'deckReshuffled'; remaining: number; reshuffled: number }
  | { type: 'deckScouted'; scout: Seat }
  /** The mission cards a seat drew, in the order drawn (to that seat only). */
  | { type: 'missionCardsDrawn'; seat: Seat; cards: MissionCard[] }
  | { type: 'deckCardsReturned'; scout: Seat; returned: number; discarded: number }
  /** Which cards the deck scout put back, the top one first, and discarded (to the scout only). */
  | { type: 'deckTopChosen'; scout: Seat; returned: MissionCard[]; discarded: MissionCard[] }
  | { type: 'missionBegan'; mission: number; leader: Seat; partner: Seat }
  | { type: 'missionCardsPassed'; leader: Seat; partner: Seat }
  /** The two cards the partner received, Success first (to the partner only). */
  | { type: 'missionCardsReceived'; partner: Seat; cards: [MissionCard, MissionCard] }
  | { type: 'missionCardPlayed'; partner: Seat; card: MissionCard }
  | { type: 'characterExposed'; position: Position; card: Character }
  | {
      type: 'missionResolved';
      mission: number;
      succeeded: boolean;
      /** A second spy turned up made a Success a failure after all. */
      turnedToFailure: boolean;
      /** Where the Fail card that replaced the Success was taken from, or `null`. */
      failTakenFrom: MissionPile | null;
      successes: number;
      failures: number;
    }
  | { type: 'gameEnded'; winner: Allegiance }
  /** The end reveals every cell, in seat order, and the players on the winning side. */
  | { type: 'cellsRevealed'; cells: CellRow[]; winners: Seat[] };

/** A Cells event with its audience. */
export interface CellsEnvelope {
  audience: Audience;
  event: CellsEvent;
}

/** What an accepted command caused: its events, in order. */
export interface CellsOutcome {
  events: CellsEnvelope[];
}

/** The current phase as everyone sees it. */
export type CellsPhaseView =
  /** Every player is to arrange their cell; `arranged` have. */
  | { type: 'arranging'; arranged: Seat[] }
  | { type: 'action'; player: Seat }
  | { type: 'scouting'; scout: Seat; first: Position; second: Position }
  | { type: 'deckScouting'; scout: Seat }
  | { type: 'missionDraw'; leader: Seat; partner: Seat }
  | { type: 'missionPlay'; leader: Seat; partner: Seat }
  /** After a Success, the mission's players in `pending` still owe a face-up character. */
  | { type: 'exposure'; leader: Seat; partner: Seat; pending: Seat[] }
  | { type: 'gameOver' };

/** One cell as everyone sees it. */
export interface PublicCell {
  /** The face-up cards, left to right; `null` for a face-down card. */
  faceUp: [Character | null, Character | null, Character | null];
  /** The turn each card was last scouted in, or `null`. */
  lastScouted: [number | null, number | null, number | null];
}

/** A mission played: public. */
export interface CellsMission {
  number: number;
  turn: number;
  leader: Seat;
  partner: Seat;
  /** The card the partner played face up. */
  played: MissionCard;
  turnedToFailure: boolean;
  failTakenFrom: MissionPile | null;
  succeeded: boolean;
}

/** How a Cells game ended. */
export interface CellsResult {
  winner: Allegiance;
  /** The players on the winning side, by the cards they held at the end. */
  winners: Seat[];
}

/** Everything hidden during play, shown to all once the game is over. */
export interface CellsReveal {
  /** Every cell's cards, left to right, in seat order. */
  cells: CellRow[];
  /** Every player's side by the cards held at the end. */
  sides: Allegiance[];
  winners: Seat[];
  /** The mission deck, the top card first. */
  deck: MissionCard[];
  discard: MissionCard[];
}

/** What a spectator may know: the public table. */
export interface CellsPublicView {
  players: number;
  /** 0 while the cells are arranged, then from 1. */
  turn: number;
  firstPlayer: Seat;
  /** Whose turn it is. */
  player: Seat;
  phase: CellsPhaseView;
  /** The seats the game waits for (public in Cells). */
  awaiting: Seat[];
  cells: PublicCell[];
  /** Cards in the mission deck. */
  deck: number;
  /** Cards in the discard pile. */
  discard: number;
  missions: CellsMission[];
  successes: number;
  failures: number;
  result: CellsResult | null;
  /** `null` until the game is over. */
  reveal: CellsReveal | null;
}

/** What a seat last saw at a position, and in which turn (0: the arranging). */
export interface Recollection {
  card: Character;
  turn: number;
}

/** A seat's memory of one cell, left to right: `null` where it saw nothing. */
export type CellMemory = [Recollection | null, Recollection | null, Recollection | null];

/** What a seat did with the mission deck when it last scouted it. */
export interface DeckRecollection {
  turn: number;
  /** The cards put back on the deck, the top one first. */
  returned: MissionCard[];
  discarded: MissionCard[];
}

/** What one seat may know: the public table, its memory and what it holds now. */
export interface CellsPlayerView {
  seat: Seat;
  /** The cards dealt to the seat, until it has arranged them. */
  hand: CellRow | null;
  /**
   * What the seat last saw at each position, cell by cell in seat order (its own cell
   * at its seat's index). Memory, not truth: a card may have been swapped since.
   */
  memory: CellMemory[];
  /** The two character cards the seat holds while scouting. */
  scouted: [CharacterSighting, CharacterSighting] | null;
  /** The mission cards the seat holds now, numbered from 0 as commands name them. */
  missionCards: MissionCard[];
  deckMemory: DeckRecollection | null;
  table: CellsPublicView;
}

/** Everything one seat may do now, compactly. For that seat alone. */
export interface CellsChoices {
  arrange: boolean;
  /** The seat may scout any two of these positions; empty when it may not scout. */
  scoutCharacters: Position[];
  scoutDeck: boolean;
  /** The seat may go on a mission with any one of these partners. */
  goOnMission: Seat[];
  returnCharacters: boolean;
  returnToDeck: boolean;
  passMissionCards: boolean;
  playMissionCard: boolean;
  /** The seat may turn up the card in one of these slots of its row. */
  expose: Slot[];
}

/**
 * A saved Cells game. **It holds every secret** (every cell, the deck's order, every
 * seat's memory): keep it on the host. Its content is the engine's business; only
 * `version` is promised.
 */
export interface CellsSnapshot {
  version: number;
  game: unknown;
}

/** The stable codes of the errors resistance-engine/cells throws. */
export type CellsErrorCode =
  // A seat argument is not a whole number from 0 to 255.
  | 'invalid_seat'
  // A string method got a non-string, or an object method a value JSON cannot hold.
  | 'invalid_argument'
  // The game was freed with free().
  | 'game_freed'
  // Browser entry: init() has not finished.
  | 'not_initialized'
  // Never expected: the engine could not encode one of its own values.
  | 'encode_failed'
  // Not JSON, or not the shape of the wire format (a base-game snapshot included).
  | 'invalid_json'
  // Configurations.
  | 'player_count'
  | 'seed_too_large'
  // Snapshots.
  | 'unsupported_snapshot_version'
  | 'snapshot_config_invalid'
  | 'snapshot_corrupted'
  // Commands refused by the rules (and views of a seat not at the table).
  | 'no_such_seat'
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

/**
 * Every error resistance-engine/cells throws: an `Error` with a stable `code` and the
 * core's message. Errors of commands and the answers of `choices` and
 * `legalCommands` may reflect the acting seat's own cards: show them to that seat only.
 */
export interface CellsError extends Error {
  code: CellsErrorCode;
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
  static create(config: CellsConfig): CellsGame;
  static create(config: Omit<CellsConfig, 'seed'> & { seed?: number }, seed: number): CellsGame;
  /** A new game from a JSON configuration. */
  static fromJson(configJson: string): CellsGame;
  /** A game restored from a snapshot; another version or a base-game snapshot is refused. */
  static restore(snapshot: CellsSnapshot): CellsGame;
  static restoreJson(snapshotJson: string): CellsGame;

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
  config(): CellsConfig;
  configJson(): string;

  /** The whole game, secrets included, to `CellsGame.restore` later. Keep it on the host. */
  snapshot(): CellsSnapshot;
  snapshotJson(): string;

  /** Frees the engine's memory now; the game cannot be used afterwards. */
  free(): void;
}
