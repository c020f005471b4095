// Types of the resistance-engine package: the core's JSON wire format
// (docs/wire-format.md in the repository) and the Game class.
//
// Hand-written: when the core adds a command, an event or a config field, add it
// here. The package's tests type-check real engine output against these types, so a
// missing variant fails them.

/** A seat number, 0 to players - 1, clockwise. */
export type Seat = number;

/** The character card a player was dealt. */
export type Role =
  | 'resistance'
  | 'spy'
  | 'commander'
  | 'assassin'
  | 'bodyGuard'
  | 'falseCommander'
  | 'deepCover'
  | 'blindSpy'
  | 'resistanceDefector'
  | 'spyDefector';

/** The side a player plays for. */
export type Allegiance = 'resistance' | 'spy';

/** A vote on a proposed team. */
export type Vote = 'approve' | 'reject';

/** A mission card. Only spies may play `fail`. */
export type MissionCard = 'success' | 'fail';

/** What happens when a player leaves: the game ends, or the seat waits for a substitute. */
export type LeavePolicy = 'endGame' | 'substitute';

/** The Assassin module's optional characters; each defaults to `false`. */
export interface AssassinOptions {
  bodyGuard?: boolean;
  /** Needs the Body Guard. */
  falseCommander?: boolean;
  deepCover?: boolean;
  blindSpy?: boolean;
}

/** Which Defector rules are played. */
export type DefectorVariant = 'standard' | 'knowEachOther';

/** Hidden agendas: one sealed name per player, or two. */
export type AgendaKind = 'single' | 'double';

/**
 * Everything that decides a game before the first command. Every field but
 * `players` and `seed` may be left out: the leave policy defaults to `endGame`, the
 * modules to off. Unknown fields are refused.
 */
export interface GameConfig {
  /** 5 to 10. */
  players: number;
  /** 0 to 2^53 - 1: the same seed and commands always give the same game. */
  seed: number;
  leavePolicy?: LeavePolicy;
  /** The Assassin module and its optional characters, or `null` (off). */
  assassin?: AssassinOptions | null;
  trapper?: boolean;
  /** The Defector module, or `null` (off). */
  defector?: DefectorVariant | null;
  inquisitor?: boolean;
  /** Hidden agendas, or `null` (off). */
  agendas?: AgendaKind | null;
}

/** A configuration as the engine reports it: every field present. */
export interface ResolvedGameConfig {
  players: number;
  seed: number;
  leavePolicy: LeavePolicy;
  assassin: Required<AssassinOptions> | null;
  trapper: boolean;
  defector: DefectorVariant | null;
  inquisitor: boolean;
  agendas: AgendaKind | null;
}

/** Everything a seat can do; sent with `Game.apply(seat, command)`. */
export type Command =
  | { type: 'proposeTeam'; team: Seat[] }
  | { type: 'vote'; vote: Vote }
  | { type: 'playMission'; card: MissionCard }
  /** The leader sets one member's played card aside and sees it (Trapper). */
  | { type: 'setAside'; member: Seat }
  /** The Inquisitor inspects a player who never held the token. */
  | { type: 'inspect'; target: Seat }
  /** The Assassin names the Commander. */
  | { type: 'assassinate'; target: Seat }
  /** Seal a hidden agenda: one name, or two for a double agenda. */
  | { type: 'chooseAgenda'; names: Seat[] }
  /** Turn one's own hidden agenda face up. */
  | { type: 'revealAgenda'; owner: Seat }
  | { type: 'leave' }
  | { type: 'claimSeat' };

/** Who may see an event: deliver it to them and no one else. */
export type Audience = { type: 'everyone' } | { type: 'seats'; seats: Seat[] };

/** How a player appears to someone who learned about them at setup. */
export type Appearance = 'spy' | 'commanderCandidate' | 'defector';

/** One fact learned at setup: this seat appears as that. */
export interface Sighting {
  seat: Seat;
  appearsAs: Appearance;
}

/** A card of the Defector loyalty deck. */
export type LoyaltyCard = 'noChange' | 'switchAllegiance';

/** Why a game ended. */
export type EndReason =
  | { type: 'threeSuccesses' }
  | { type: 'threeFailures' }
  | { type: 'fiveRejections' }
  | { type: 'abandoned'; seat: Seat }
  | { type: 'commanderAssassinated'; assassin: Seat; target: Seat }
  | { type: 'assassinMissed'; assassin: Seat; target: Seat };

/** How a game ended: the winning side (`null` when abandoned) and why. */
export interface GameResult {
  winner: Allegiance | null;
  reason: EndReason;
}

/** Something that happened in the game. */
export type Event =
  /** `inquisitor`: who holds the Inquisitor token first, when the Inquisitor is in play. */
  | { type: 'gameStarted'; players: number; firstLeader: Seat; inquisitor: Seat | null }
  | { type: 'roleDealt'; seat: Seat; role: Role }
  | { type: 'knowledgeGained'; seat: Seat; sightings: Sighting[] }
  | { type: 'roundStarted'; round: number; leader: Seat; teamSize: number; failsNeeded: number }
  | { type: 'teamProposed'; round: number; attempt: number; leader: Seat; team: Seat[] }
  | { type: 'voteCast'; seat: Seat }
  | { type: 'votesRevealed'; team: Seat[]; approvals: Seat[]; rejections: Seat[]; approved: boolean }
  | { type: 'leadershipPassed'; leader: Seat; rejections: number }
  | { type: 'missionCardPlayed'; seat: Seat }
  | { type: 'missionResolved'; round: number; team: Seat[]; fails: number; succeeded: boolean }
  | { type: 'agendaChoiceBegan' }
  | { type: 'agendaChosen'; seat: Seat }
  | { type: 'agendaRevealed'; seat: Seat; names: Seat[] }
  | { type: 'trappingBegan'; leader: Seat }
  | { type: 'cardSetAside'; leader: Seat; member: Seat }
  | { type: 'trappedCardSeen'; member: Seat; card: MissionCard }
  | { type: 'loyaltyCardFlipped'; round: number; card: LoyaltyCard }
  | { type: 'inquisitionBegan'; holder: Seat }
  | { type: 'playerInspected'; holder: Seat; target: Seat }
  | { type: 'loyaltyShown'; target: Seat; allegiance: Allegiance }
  | { type: 'assassinationBegan' }
  | { type: 'playerLeft'; seat: Seat; awaitingSubstitute: boolean }
  | { type: 'seatClaimed'; seat: Seat }
  | { type: 'gameEnded'; winner: Allegiance | null; reason: EndReason }
  | { type: 'rolesRevealed'; roles: Role[] };

/** An event with its audience. */
export interface Envelope {
  audience: Audience;
  event: Event;
}

/** What an accepted command caused: its events, in order. */
export interface Outcome {
  events: Envelope[];
}

/** The current phase as everyone sees it. */
export type PhaseView =
  | { type: 'agendaChoice'; chosen: Seat[] }
  | { type: 'proposal'; leader: Seat; teamSize: number }
  | { type: 'voting'; team: Seat[]; voted: Seat[] }
  | { type: 'mission'; team: Seat[]; played: Seat[] }
  | { type: 'trapping'; leader: Seat; team: Seat[] }
  | { type: 'inquisition'; holder: Seat }
  /** The Assassin, whoever that is, is to name the Commander. */
  | { type: 'assassination' }
  | { type: 'gameOver' };

/** A mission that was played: only the number of Fail cards, never who played them. */
export interface MissionRecord {
  round: number;
  leader: Seat;
  team: Seat[];
  fails: number;
  succeeded: boolean;
  /** Whose card the leader set aside, uncounted (Trapper); the card stays secret. */
  setAside: Seat | null;
}

/** A team that went to a vote, with the votes as revealed. */
export interface ProposalRecord {
  round: number;
  attempt: number;
  leader: Seat;
  team: Seat[];
  approvals: Seat[];
  rejections: Seat[];
  approved: boolean;
}

/** An inspection by the Inquisitor, as everyone saw it. */
export interface Inspection {
  round: number;
  holder: Seat;
  target: Seat;
}

/** An inspection and what the loyalty card showed the holder. */
export interface InspectionResult {
  inspection: Inspection;
  shown: Allegiance;
}

/** A card the Trapper leader set aside, and what it was. */
export interface TrappedCard {
  round: number;
  leader: Seat;
  member: Seat;
  card: MissionCard;
}

/** A hidden agenda as everyone sees it: that it exists, and its names once revealed. */
export interface PublicAgenda {
  owner: Seat;
  revealed: Seat[] | null;
}

/** A hidden agenda, as revealed at the end. */
export interface Agenda {
  owner: Seat;
  names: Seat[];
  revealed: boolean;
}

/** Whether a hidden accusation named an actual spy, by final allegiance. */
export interface Accusation {
  owner: Seat;
  named: Seat;
  right: boolean;
}

/** A vote the end of the game interrupted. */
export interface VoteState {
  team: Seat[];
  voted: Seat[];
  approvals: Seat[];
}

/** A mission the end of the game interrupted. */
export interface MissionState {
  team: Seat[];
  played: Seat[];
  failedBy: Seat[];
}

/** The secret part of a vote or mission the end interrupted. */
export type Unfinished =
  | { type: 'nothing' }
  | ({ type: 'vote' } & VoteState)
  | ({ type: 'mission' } & MissionState);

/** Everything hidden during play, shown to all once the game is over. */
export interface FinalReveal {
  roles: Role[];
  /** Every seat's allegiance at the end. */
  allegiances: Allegiance[];
  /** Who played Fail on each mission, in mission order. */
  failedBy: Seat[][];
  unfinished: Unfinished;
  /** The players on the winning side, by final allegiance; empty when abandoned. */
  winners: Seat[];
  trapped: TrappedCard[];
  inspections: InspectionResult[];
  agendas: Agenda[];
  accusations: Accusation[];
}

/** What a spectator may know: the public table. */
export interface PublicView {
  players: number;
  round: number;
  leader: Seat;
  rejections: number;
  phase: PhaseView;
  /** Who the game waits for, as everyone may see it (not the Assassin while they choose). */
  awaiting: Seat[];
  teamSizes: number[];
  failsNeeded: number[];
  successes: number;
  failures: number;
  missions: MissionRecord[];
  proposals: ProposalRecord[];
  vacant: Seat[];
  loyaltyCards: LoyaltyCard[];
  inquisitor: Seat | null;
  inspections: Inspection[];
  agendas: PublicAgenda[];
  result: GameResult | null;
  /** `null` until the game is over. */
  reveal: FinalReveal | null;
}

/** What one seat may know: the public table plus its own secrets. */
export interface PlayerView {
  seat: Seat;
  role: Role;
  allegiance: Allegiance;
  sightings: Sighting[];
  vote: Vote | null;
  missionCard: MissionCard | null;
  /** The names of the seat's own hidden agenda, once chosen. */
  agenda: Seat[] | null;
  /** The cards this seat set aside as leader, and what they were. */
  trapped: TrappedCard[];
  /** The inspections this seat made, and what they showed. */
  inspections: InspectionResult[];
  table: PublicView;
}

/** "Choose `size` distinct seats from `from`." */
export interface TeamChoice {
  size: number;
  from: Seat[];
}

/** Everything one seat may do now, compactly. For that seat alone. */
export interface Choices {
  propose: TeamChoice | null;
  vote: boolean;
  playSuccess: boolean;
  /** True only for a spy on the mission team: tells the seat's allegiance. */
  playFail: boolean;
  /** The leader may set aside the card of one of these members (Trapper). */
  setAside: Seat[] | null;
  /** The Inquisitor may inspect one of these. */
  inspect: Seat[] | null;
  /** The Assassin may name one of these. */
  assassinate: Seat[] | null;
  chooseAgenda: TeamChoice | null;
  revealAgenda: boolean;
  leave: boolean;
  claimSeat: boolean;
}

/**
 * A saved game. **It holds every secret**: keep it on the host. Its content is the
 * engine's business; only `version` is promised.
 */
export interface Snapshot {
  version: number;
  game: unknown;
}

/** A language the reveal script can be read in. */
export type Language = 'english' | 'russian' | 'vietnamese';

/** One spoken instruction of the opening script; roles, never seats. */
export type ScriptStep =
  | { type: 'everyoneClosesEyes' }
  | { type: 'raiseThumbs'; roles: Role[] }
  | { type: 'openEyes'; roles: Role[]; appearsAs: Appearance }
  | { type: 'lowerThumbs'; roles: Role[] }
  | { type: 'closeEyes'; roles: Role[] }
  | { type: 'everyoneOpensEyes' };

/** The opening script ready to narrate: its steps and one sentence per step. */
export interface NarratedScript {
  language: Language;
  steps: ScriptStep[];
  lines: string[];
}

/** The stable codes of the errors the package throws. */
export type ErrorCode =
  // A seat argument (the acting seat, and for typed calls a target or a member)
  // is not a whole number from 0 to 255.
  | 'invalid_seat'
  // A string method got a non-string, or an object method a value JSON cannot hold,
  // or a typed call a bit mask, a choice kind, a flag or a seed out of range or mistyped.
  | 'invalid_argument'
  // The game was freed with free().
  | 'game_freed'
  // Browser entry: init() has not finished.
  | 'not_initialized'
  // Never expected: the engine could not encode one of its own values.
  | 'encode_failed'
  // Not JSON, or not the shape of the wire format.
  | 'invalid_json'
  // Configurations.
  | 'player_count'
  | 'seed_too_large'
  | 'false_commander_without_body_guard'
  | 'too_many_special_spies'
  // Snapshots.
  | 'unsupported_snapshot_version'
  | 'snapshot_config_invalid'
  | 'snapshot_corrupted'
  // Commands refused by the rules.
  | 'no_such_seat'
  | 'game_over'
  | 'wrong_phase'
  | 'not_leader'
  | 'no_such_team_member'
  | 'duplicate_seat'
  | 'wrong_team_size'
  | 'already_voted'
  | 'not_on_team'
  | 'already_played'
  | 'resistance_must_succeed'
  | 'no_such_target'
  | 'not_inquisitor'
  | 'inspect_self'
  | 'former_inquisitor'
  | 'not_assassin'
  | 'assassinate_self'
  | 'wrong_agenda_size'
  | 'agenda_already_chosen'
  | 'not_your_agenda'
  | 'no_hidden_agenda'
  | 'seat_vacant'
  | 'seat_not_vacant';

/**
 * Every error the package throws: an `Error` with a stable `code` and the core's
 * message. Errors of commands and of `choices` may reflect the acting seat's own
 * secrets: show them to that seat only.
 */
export interface ResistanceError extends Error {
  code: ErrorCode;
}

/** Whether `error` is one the package threw (an Error with a string `code`). */
export declare function isResistanceError(error: unknown): error is ResistanceError;

/**
 * Loads the engine. Required (once) in browsers before anything else; a no-op in
 * Node. `source`, optional, says where the .wasm is: a URL (string or `URL`), a
 * `Response`, its bytes or a compiled `WebAssembly.Module`. (Typed `unknown` so that
 * the types need neither the DOM library nor Node's.)
 */
export declare function init(source?: unknown): Promise<void>;

/**
 * The opening script to read aloud for a configuration (who opens their eyes, who
 * raises a thumb), before any game is made. It names roles, never seats.
 */
export declare function revealScript(config: GameConfig, language?: Language): NarratedScript;
export declare function revealScriptJson(configJson: string, language?: Language): string;

/** The engine's version. */
export declare function engineVersion(): string;

/**
 * A set of seats as a bit mask, for the typed calls: bit `i` (`1 << i`) is seat `i`.
 * A whole number from 0 to 65535.
 */
export type SeatBits = number;

/**
 * The bits of `Game.choicesPacked(seat)`, which packs `Game.choices(seat)` in one
 * number: one flag per choice, and two 4-bit sizes,
 * `(packed >>> Choice.teamSizeShift) & Choice.sizeMask` (the team to propose) and
 * `(packed >>> Choice.agendaSizeShift) & Choice.sizeMask` (the names of an agenda).
 * The flags of the choices that come with seats are also the `kind` of
 * `Game.choiceSeats(seat, kind)`.
 */
export declare const Choice: {
  /** The seat leads and may propose a team: `choiceSeats(seat, Choice.propose)`. */
  readonly propose: 1;
  readonly vote: 2;
  readonly playSuccess: 4;
  /** A spy on the mission team: tells the seat's allegiance. */
  readonly playFail: 8;
  /** The Trapper leader may set aside one of `choiceSeats(seat, Choice.setAside)`. */
  readonly setAside: 16;
  /** The Inquisitor may inspect one of `choiceSeats(seat, Choice.inspect)`. */
  readonly inspect: 32;
  /** The Assassin may name one of `choiceSeats(seat, Choice.assassinate)`. */
  readonly assassinate: 64;
  /** The seat may seal its agenda, names from `choiceSeats(seat, Choice.chooseAgenda)`. */
  readonly chooseAgenda: 128;
  readonly revealAgenda: 256;
  readonly leave: 512;
  readonly claimSeat: 1024;
  /** The seat may do something these bits do not describe: ask `choices(seat)`. */
  readonly other: 2048;
  readonly teamSizeShift: 16;
  readonly agendaSizeShift: 20;
  readonly sizeMask: 15;
};

/** A choice that comes with seats: the `kind` of `Game.choiceSeats`. */
export type SeatChoice =
  | typeof Choice.propose
  | typeof Choice.setAside
  | typeof Choice.inspect
  | typeof Choice.assassinate
  | typeof Choice.chooseAgenda;

/** The snapshot format version this build reads and writes. */
export declare function snapshotVersion(): number;

/**
 * One game of The Resistance. Each method comes in two forms: objects (parsed JSON)
 * and `...Json` strings, byte for byte the JSON the Rust core writes. Bots have a
 * third, the typed calls (`awaitingBits`, `choicesPacked`, `vote`, `proposeBits`,
 * ...): numbers in and out, no JSON, the same rules and errors.
 *
 * A method that throws leaves the game exactly as it was.
 */
export declare class Game {
  private constructor();

  /** A new game. `seed`, when given, is the configuration's seed. */
  static create(config: GameConfig): Game;
  static create(config: Omit<GameConfig, 'seed'> & { seed?: number }, seed: number): Game;
  /** A new game from a JSON configuration. */
  static fromJson(configJson: string): Game;
  /** A game restored from a snapshot; another snapshot version is refused. */
  static restore(snapshot: Snapshot): Game;
  static restoreJson(snapshotJson: string): Game;

  /**
   * A copy of this game that goes on independently: the same state (and last
   * outcome), the same answers to the same commands; freeing one leaves the other.
   */
  clone(): Game;

  /** `seat` sends `command`: the events it caused, each with its audience. */
  apply(seat: Seat, command: Command): Outcome;
  /** Like `apply`, in and out as JSON (`{"events":[...]}`). */
  applyJson(seat: Seat, commandJson: string): string;

  /** The opening events: each seat's role and setup knowledge (to that seat only), round 1. */
  opening(): Envelope[];
  openingJson(): string;

  /** The opening script to read aloud for this game's configuration. */
  revealScript(language?: Language): NarratedScript;
  revealScriptJson(language?: Language): string;

  /** Everything `seat` may know now. */
  view(seat: Seat): PlayerView;
  viewJson(seat: Seat): string;

  /** Everything a spectator may know now. */
  publicView(): PublicView;
  publicViewJson(): string;

  /** Every command `seat` may send now (for that seat alone). */
  legalCommands(seat: Seat): Command[];
  legalCommandsJson(seat: Seat): string;

  /** What `seat` may do now, compactly (for that seat alone). */
  choices(seat: Seat): Choices;
  choicesJson(seat: Seat): string;

  /**
   * The seats the game is waiting for, for the host and its bots: while the Assassin
   * chooses it names the Assassin. Players see `publicView().awaiting`.
   */
  awaiting(): Seat[];
  awaitingJson(): string;

  /** How the game ended, `null` while it goes on. */
  result(): GameResult | null;
  resultJson(): string;

  isOver(): boolean;

  /** The configuration, with every default filled in. */
  config(): ResolvedGameConfig;
  configJson(): string;

  /** The whole game, secrets included, to `Game.restore` later. Keep it on the host. */
  snapshot(): Snapshot;
  snapshotJson(): string;

  // The typed calls: numbers in and out, one call into the engine each. A command
  // answers how many events it caused (`lastOutcome()` gives them) and throws what
  // `apply` throws for the same command; a number out of range throws
  // `invalid_seat` (seats) or `invalid_argument` (masks, kinds, flags, seeds).

  /**
   * A new game of this game's configuration dealt with `seed` (0 to 2^53 - 1): what
   * `Game.create({ ...config, seed })` makes, without JSON. This game is untouched.
   */
  rematch(seed: number): Game;
  /**
   * `rematch(seed)` in place: this game becomes the new deal (with no last outcome)
   * and no new object is made, for bots that play many games in a row. A refused
   * seed changes nothing.
   */
  redeal(seed: number): void;
  /** `awaiting()` as a bit mask; 0 once the game is over. For the host and its bots. */
  awaitingBits(): SeatBits;
  /** `choices(seat)` packed in one number: see `Choice`. 0 for a seat not at the table. */
  choicesPacked(seat: Seat): number;
  /** The seats of one of `seat`'s choices (`Choice.propose`, ...); 0 when not offered. */
  choiceSeats(seat: Seat, kind: SeatChoice): SeatBits;
  /** The leader proposes the team of the seats in `team`. */
  proposeBits(seat: Seat, team: SeatBits): number;
  /** Approve (`true`) or reject (`false`) the team. */
  vote(seat: Seat, approve: boolean): number;
  /** Play Fail (`true`) or Success (`false`). */
  playMission(seat: Seat, fail: boolean): number;
  /** The Trapper leader sets aside `member`'s card. */
  setAside(seat: Seat, member: Seat): number;
  /** The Inquisitor inspects `target`. */
  inspect(seat: Seat, target: Seat): number;
  /** The Assassin names `target` as the Commander. */
  assassinate(seat: Seat, target: Seat): number;
  /** Seal `seat`'s hidden agenda naming the seats in `names`. */
  chooseAgendaBits(seat: Seat, names: SeatBits): number;
  /** Turn `seat`'s own hidden agenda face up. */
  revealAgenda(seat: Seat): number;
  leave(seat: Seat): number;
  claimSeat(seat: Seat): number;

  /**
   * What the last command accepted caused, by `apply` or a typed call (no events
   * before the first): what `apply` answered, for a UI to deliver.
   */
  lastOutcome(): Outcome;
  lastOutcomeJson(): string;

  /** Frees the engine's memory now; the game cannot be used afterwards. */
  free(): void;
}
