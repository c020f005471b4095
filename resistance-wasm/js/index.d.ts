// Types of the resistance-engine package: the core's JSON wire format
// (docs/wire-format.md in the repository) and the Game class.
//
// The wire format's types between the two marker lines below are generated from
// the Rust types (resistance-wasm/tests/typescript.rs, run by `cargo test`, fails
// when they are stale); the rest is hand-written. The package's tests type-check real
// engine output against these types, so a missing variant fails them.

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
 * The character card a player was dealt.
 *
 * The Hidden Agenda modules add characters; matches on `Role` outside this crate
 * need a wildcard arm.
 */
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

/** A vote on a proposed team (B7). */
export type Vote = 'approve' | 'reject';

/** A mission card played face down by a team member (B10). */
export type MissionCard = 'success' | 'fail';

/** What happens when a player leaves (LV1). */
export type LeavePolicy = 'endGame' | 'substitute';

/**
 * The Assassin module (AS1): the Commander and the Assassin, with optional characters.
 */
export type AssassinOptions = {
  /** Add the Body Guard (Resistance), who knows the Commander candidates (AS2). */
  bodyGuard: boolean;
  /**
   * Add the False Commander (spy), a second candidate for the Body Guard; needs the
   * Body Guard.
   */
  falseCommander: boolean;
  /** Add the Deep Cover (spy), hidden from the Commander. */
  deepCover: boolean;
  /** Add the Blind Spy, who neither knows nor is known by the other spies. */
  blindSpy: boolean;
};

/** Which Defector rules are played (DF). */
export type DefectorVariant = 'standard' | 'knowEachOther';

/** Hidden agendas (HA1, HA2): each player seals one accusation, or two. */
export type AgendaKind = 'single' | 'double' | 'singleOrDouble';

/** Everything that decides a game before the first command. */
export type ResolvedGameConfig = {
  /** Number of players, 5 to 10 (B1). */
  players: number;
  /** Seed of the game's generator; at most `MAX_SEED`. */
  seed: number;
  /** What a player leaving does to the game (LV1). */
  leavePolicy: LeavePolicy;
  /** The Assassin module and its optional characters (AS), or `null`. */
  assassin: AssassinOptions | null;
  /** The Trapper module (TR). */
  trapper: boolean;
  /** The Defector module (DF) and its variant, or `null`. */
  defector: DefectorVariant | null;
  /** The Inquisitor (IQ). */
  inquisitor: boolean;
  /** Hidden agendas (HA), or `null`. */
  agendas: AgendaKind | null;
  /**
   * The plot cards of The Plot Thickens (PC). Left out of the JSON when off, so a
   * configuration without them reads and writes as it always did.
   */
  plotCards?: boolean;
  /**
   * The character cards dealt, by seat, when the host deals them rather than the
   * seed. Without a deal (the default) the seed deals (B1). A deal holds every
   * role: like the seed, it is for the host alone. It must be the deck this
   * configuration deals, in some order. The seed still decides everything else
   * (the first leader, the shuffled decks) exactly as without a deal, so two
   * configurations that differ only in their deals differ only in the roles.
   * Left out of the JSON when there is none.
   */
  deal?: Array<Role>;
};

/** A plot card of The Plot Thickens (PC1). */
export type PlotCard =
  | 'strongLeader'
  | 'keepingACloseEyeOnYou'
  | 'noConfidence'
  | 'opinionMaker'
  | 'takeResponsibility'
  | 'overheardConversation'
  | 'openUp'
  | 'establishConfidence'
  | 'inTheSpotlight';

/**
 * What a plot card's use names: the card, and its target where it has one (PC4).
 * In JSON an object tagged by `"card"`: `{"card":"strongLeader"}`,
 * `{"card":"inTheSpotlight","member":3}`,
 * `{"card":"takeResponsibility","from":2,"take":"noConfidence"}`.
 */
export type PlotAction =
  | { card: 'strongLeader' }
  | { card: 'noConfidence' }
  | {
    card: 'inTheSpotlight';
    /** A member of the approved team. */
    member: Seat;
  }
  | {
    card: 'keepingACloseEyeOnYou';
    /** Another member of the team, not watched yet. */
    member: Seat;
  }
  | {
    card: 'takeResponsibility';
    /** Who has it in front of them. */
    from: Seat;
    /** Which card. */
    take: PlotCard;
  }
  | {
    card: 'overheardConversation';
    /** The player to the left or to the right. */
    neighbour: Seat;
  }
  | {
    card: 'openUp';
    /** Who sees it. */
    to: Seat;
  }
  | {
    card: 'establishConfidence';
    /** Who sees it. */
    to: Seat;
  };

/**
 * Everything a seat can do. Each command is sent by one seat through
 * `Game::apply`.
 *
 * In JSON a command is an object tagged by `"type"`:
 * `{"type":"proposeTeam","team":[0,3]}`, `{"type":"vote","vote":"approve"}`,
 * `{"type":"playMission","card":"fail"}`, `{"type":"setAside","member":2}`,
 * `{"type":"inspect","target":4}`, `{"type":"assassinate","target":1}`,
 * `{"type":"chooseAgenda","names":[3]}`, `{"type":"revealAgenda","owner":0}`,
 * `{"type":"givePlotCard","card":"strongLeader","to":2}`,
 * `{"type":"usePlotCard","action":{"card":"inTheSpotlight","member":3}}`,
 * `{"type":"declinePlotCard","card":"noConfidence"}`,
 * `{"type":"leave"}`, `{"type":"claimSeat"}`.
 */
export type Command =
  | {
    type: 'proposeTeam';
    /** The team's members, distinct, the leader may be among them. */
    team: Array<Seat>;
  }
  | {
    type: 'vote';
    /** Approve or reject. */
    vote: Vote;
  }
  | {
    type: 'playMission';
    /** The card played. */
    card: MissionCard;
  }
  | {
    type: 'setAside';
    /** The team member whose card is set aside (the leader's own is allowed). */
    member: Seat;
  }
  | {
    type: 'inspect';
    /** The player whose loyalty card the holder sees. */
    target: Seat;
  }
  | {
    type: 'assassinate';
    /** The player named. */
    target: Seat;
  }
  | {
    type: 'chooseAgenda';
    /** The seats accused, distinct. */
    names: Array<Seat>;
  }
  | {
    type: 'revealAgenda';
    /** Whose agenda: only the owner may reveal it. */
    owner: Seat;
  }
  | {
    type: 'givePlotCard';
    /** One of the drawn cards. */
    card: PlotCard;
    /** Who receives it. */
    to: Seat;
  }
  | {
    type: 'usePlotCard';
    /** The card and its target. */
    action: PlotAction;
  }
  | {
    type: 'declinePlotCard';
    /** The card asked about. */
    card: PlotCard;
  }
  | { type: 'leave' }
  | { type: 'claimSeat' };

/** Who may see an event. */
export type Audience =
  | { type: 'everyone' }
  | {
    type: 'seats';
    /** The seats that may see the event. */
    seats: SeatSet;
  };

/** How a player appears to someone who learned about them at setup. */
export type Appearance = 'spy' | 'commanderCandidate' | 'defector';

/** One fact learned at setup: this seat appears as that. */
export type Sighting = {
  /** The seat learned about. */
  seat: Seat;
  /** What the observer learned it to be. */
  appearsAs: Appearance;
};

/**
 * Everything one seat learned at setup: at most one `Sighting` per other seat.
 *
 * Stored as one set of seats per appearance (6 bytes), because it travels in an
 * event and every event of a command is returned by value. In JSON it is an array of
 * sightings in seat order.
 */
export type Sightings = Array<Sighting>;

/** A card of the Defector loyalty deck (DF1). */
export type LoyaltyCard = 'noChange' | 'switchAllegiance';

/** The cards the leader drew and has not given yet (PC2): public, nobody's. */
export type DrawnCards = Array<PlotCard>;

/** What a plot card showed one player (PC4, PC6). */
export type Shown =
  | {
    type: 'missionCard';
    /** Whose card. */
    member: Seat;
    /** The card. */
    card: MissionCard;
  }
  | {
    type: 'allegiance';
    /** Whose. */
    seat: Seat;
    /** Their allegiance at that moment. */
    allegiance: Allegiance;
  };

/** Why a game ended. */
export type EndReason =
  | { type: 'threeSuccesses' }
  | { type: 'threeFailures' }
  | { type: 'fiveRejections' }
  | {
    type: 'abandoned';
    /** The seat whose player left. */
    seat: Seat;
  }
  | {
    type: 'commanderAssassinated';
    /** The Assassin. */
    assassin: Seat;
    /** The Commander, named. */
    target: Seat;
  }
  | {
    type: 'assassinMissed';
    /** The Assassin. */
    assassin: Seat;
    /** The player named, who is not the Commander. */
    target: Seat;
  };

/** How a game ended: the winning side (none when abandoned) and why. */
export type GameResult = {
  /** The side that won, or `null` for an abandoned game. */
  winner: Allegiance | null;
  /** Why the game ended. */
  reason: EndReason;
};

/**
 * Something that happened in the game. Each comes wrapped in an `Envelope` that
 * names its audience; a host delivers it to those seats and no one else.
 */
export type Event =
  | {
    type: 'gameStarted';
    /** Number of players. */
    players: number;
    /** The first leader. */
    firstLeader: Seat;
    /** Who holds the Inquisitor token first (IQ1), with the Inquisitor. */
    inquisitor: Seat | null;
  }
  | {
    type: 'roleDealt';
    /** The seat. */
    seat: Seat;
    /** Its role. */
    role: Role;
  }
  | {
    type: 'knowledgeGained';
    /** The seat that learned. */
    seat: Seat;
    /** What it learned, possibly nothing. */
    sightings: Sightings;
  }
  | {
    type: 'roundStarted';
    /** The round, 1..=5. */
    round: number;
    /** Its first leader. */
    leader: Seat;
    /** The team size this round. */
    teamSize: number;
    /** Fail cards that make this mission fail. */
    failsNeeded: number;
  }
  | {
    type: 'teamProposed';
    /** The round. */
    round: number;
    /** Which proposal of the round (1..=5). */
    attempt: number;
    /** The proposing leader. */
    leader: Seat;
    /** The team. */
    team: SeatSet;
  }
  | {
    type: 'voteCast';
    /** The seat that voted. */
    seat: Seat;
  }
  | {
    type: 'votesRevealed';
    /** The team voted on. */
    team: SeatSet;
    /** Seats that approved. */
    approvals: SeatSet;
    /** Seats that rejected. */
    rejections: SeatSet;
    /** Approved iff approvals outnumber rejections (B8). */
    approved: boolean;
  }
  | {
    type: 'leadershipPassed';
    /** The new leader. */
    leader: Seat;
    /** Teams rejected so far this round. */
    rejections: number;
  }
  | {
    type: 'missionCardPlayed';
    /** The seat that played. */
    seat: Seat;
  }
  | {
    type: 'missionResolved';
    /** The round. */
    round: number;
    /** The team. */
    team: SeatSet;
    /** Fail cards counted. */
    fails: number;
    /** Whether the mission succeeded. */
    succeeded: boolean;
  }
  | { type: 'agendaChoiceBegan' }
  | {
    type: 'agendaChosen';
    /** The owner. */
    seat: Seat;
  }
  | {
    type: 'agendaRevealed';
    /** The owner. */
    seat: Seat;
    /** The names it holds. */
    names: SeatSet;
  }
  | {
    type: 'trappingBegan';
    /** The leader. */
    leader: Seat;
  }
  | {
    type: 'cardSetAside';
    /** The leader. */
    leader: Seat;
    /** Whose card. */
    member: Seat;
  }
  | {
    type: 'trappedCardSeen';
    /** Whose card. */
    member: Seat;
    /** The card. */
    card: MissionCard;
  }
  | {
    type: 'loyaltyCardFlipped';
    /** The round. */
    round: number;
    /** The card. */
    card: LoyaltyCard;
  }
  | {
    type: 'inquisitionBegan';
    /** The token holder. */
    holder: Seat;
  }
  | {
    type: 'playerInspected';
    /** The former holder. */
    holder: Seat;
    /** The player inspected. */
    target: Seat;
  }
  | {
    type: 'loyaltyShown';
    /** The player inspected. */
    target: Seat;
    /** Their allegiance at that moment. */
    allegiance: Allegiance;
  }
  | {
    type: 'plotCardsDrawn';
    /** The leader. */
    leader: Seat;
    /** The cards drawn (Establish Confidence among them is resolved at once). */
    cards: Array<PlotCard>;
  }
  | {
    type: 'plotCardGiven';
    /** The leader. */
    leader: Seat;
    /** The card. */
    card: PlotCard;
    /** Who received it. */
    to: Seat;
  }
  | {
    type: 'plotCardUsed';
    /** Who used it. */
    seat: Seat;
    /** The card and what it named. */
    action: PlotAction;
  }
  | {
    type: 'plotCardDeclined';
    /** Who declined. */
    seat: Seat;
    /** The card. */
    card: PlotCard;
  }
  | {
    type: 'plotCardDiscarded';
    /** Its receiver. */
    seat: Seat;
    /** The card. */
    card: PlotCard;
  }
  | {
    type: 'plotCardShown';
    /** The card that showed it. */
    card: PlotCard;
    /** What was seen. */
    shown: Shown;
  }
  | {
    type: 'openVotesRevealed';
    /** Opinion Makers who approved. */
    approvals: SeatSet;
    /** Opinion Makers who rejected. */
    rejections: SeatSet;
  }
  | {
    type: 'missionCardShown';
    /** The member. */
    seat: Seat;
    /** Their card. */
    card: MissionCard;
  }
  | { type: 'assassinationBegan' }
  | {
    type: 'playerLeft';
    /** The seat. */
    seat: Seat;
    /** Whether the seat now waits for a substitute (substitute policy). */
    awaitingSubstitute: boolean;
  }
  | {
    type: 'seatClaimed';
    /** The seat. */
    seat: Seat;
  }
  | {
    type: 'gameEnded';
    /** The winning side, none when abandoned. */
    winner: Allegiance | null;
    /** Why it ended. */
    reason: EndReason;
  }
  | {
    type: 'rolesRevealed';
    /** Every seat's role, in seat order. */
    roles: Array<Role>;
  };

/**
 * An event with its audience: `Envelope` around the base game's
 * events, `CellsEnvelope` around the Cells variant's.
 */
export type Envelope = {
  /** Who may see it. */
  audience: Audience;
  /** What happened. */
  event: Event;
};

/**
 * What an accepted command caused: its events, in order, each with its audience
 * (`Outcome` in the base game,
 * `CellsOutcome` in the Cells variant).
 */
export type Outcome = {
  /** The events, in the order they happened. */
  events: Array<Envelope>;
};

/** The moments a held card is used at (PC4, PC5). */
export type PlotMoment = 'beforeProposal' | 'afterApproval' | 'afterCards';

/** The current phase as everyone sees it. */
export type PhaseView =
  | {
    type: 'agendaChoice';
    /** Seats that have chosen. */
    chosen: SeatSet;
  }
  | {
    type: 'proposal';
    /** The leader. */
    leader: Seat;
    /** The team size this round. */
    teamSize: number;
  }
  | {
    type: 'voting';
    /** The proposed team. */
    team: SeatSet;
    /** Seats that have voted. */
    voted: SeatSet;
  }
  | {
    type: 'mission';
    /** The team. */
    team: SeatSet;
    /** Members who have played. */
    played: SeatSet;
  }
  | {
    type: 'trapping';
    /** The leader. */
    leader: Seat;
    /** The team. */
    team: SeatSet;
  }
  | {
    type: 'inquisition';
    /** The token holder. */
    holder: Seat;
  }
  | { type: 'assassination' }
  | {
    type: 'plotDeal';
    /** The leader. */
    leader: Seat;
    /** The cards still to give. */
    cards: Array<PlotCard>;
  }
  | {
    type: 'plotResolution';
    /** Who resolves it. */
    seat: Seat;
    /** The card. */
    card: PlotCard;
  }
  | {
    type: 'plotMoment';
    /** Which moment. */
    moment: PlotMoment;
    /** The card asked about. */
    card: PlotCard;
    /** The holder asked now. */
    asked: Seat;
    /** Holders who have answered about this card in this moment. */
    answered: SeatSet;
    /** The approved team (empty before a proposal). */
    team: SeatSet;
  }
  | { type: 'gameOver' };

/**
 * A mission that was played, as everyone saw it: only the number of Fail cards,
 * never who played them (B10).
 */
export type MissionRecord = {
  /** The round (1..=5). */
  round: number;
  /** The leader whose team went. */
  leader: Seat;
  /** The team. */
  team: SeatSet;
  /** How many Fail cards were counted. */
  fails: number;
  /** Whether the mission succeeded (B3). */
  succeeded: boolean;
  /**
   * Whose card the leader set aside, uncounted (TR2); the card itself stays secret
   * (TR3).
   */
  setAside: Seat | null;
};

/** A team that went to a vote, with the votes as revealed (B7, B8). */
export type ProposalRecord = {
  /** The round (1..=5). */
  round: number;
  /** Which proposal of the round this was (1..=5). */
  attempt: number;
  /** The leader who proposed it. */
  leader: Seat;
  /** The proposed team. */
  team: SeatSet;
  /** Seats that approved. */
  approvals: SeatSet;
  /** Seats that rejected. */
  rejections: SeatSet;
  /** Whether the team was approved: approvals > rejections (B8). */
  approved: boolean;
};

/**
 * An inspection by the Inquisitor (IQ2): public, except what the loyalty card
 * showed, which only the holder saw.
 */
export type Inspection = {
  /** The round whose mission it followed. */
  round: number;
  /** The token holder who inspected. */
  holder: Seat;
  /** The player inspected, who holds the token next (IQ3). */
  target: Seat;
};

/**
 * What an inspection showed the holder: the loyalty card only, never the
 * character (AS5, DF4).
 */
export type InspectionResult = {
  /** The inspection. */
  inspection: Inspection;
  /** The target's allegiance at that moment. */
  shown: Allegiance;
};

/**
 * A card the Trapper leader set aside (TR2), secret to that leader until the end
 * (TR3).
 */
export type TrappedCard = {
  /** The round. */
  round: number;
  /** The leader who set it aside and saw it. */
  leader: Seat;
  /** Whose card it was. */
  member: Seat;
  /** The card. */
  card: MissionCard;
};

/** A mission card a seat played, as that seat remembers it (B10). */
export type PlayedCard = {
  /** The mission's round. */
  round: number;
  /** The card. */
  card: MissionCard;
};

/** A hidden agenda as everyone sees it: that it exists, and its names once revealed. */
export type PublicAgenda = {
  /** The owner. */
  owner: Seat;
  /**
   * The names, once turned face up (HA3, HA4), and for every agenda once the game
   * is over (HA5).
   */
  revealed: SeatSet | null;
};

/** A player's hidden agenda (HA1, HA2): the seats it accuses of being spies. */
export type Agenda = {
  /** The owner. */
  owner: Seat;
  /** The sealed names (one, or two for a double agenda). */
  names: SeatSet;
  /** Whether it has been turned face up (HA3, HA4). */
  revealed: boolean;
};

/** Whether a hidden accusation named an actual spy, by final allegiance (HA5). */
export type Accusation = {
  /** Who made it. */
  owner: Seat;
  /** Who was named. */
  named: Seat;
  /** Whether the named player ended the game a spy. */
  right: boolean;
};

/** A vote that is under way: who has voted and, secretly, who approved. */
export type VoteState = {
  /** The proposed team. */
  team: SeatSet;
  /** Seats that have voted. */
  voted: SeatSet;
  /** Seats that approved (secret until every vote is in). */
  approvals: SeatSet;
};

/** A mission that is under way: who has played and, secretly, who played Fail. */
export type MissionState = {
  /** The approved team. */
  team: SeatSet;
  /** Members who have played a card. */
  played: SeatSet;
  /** Members who played Fail (secret until the game-over reveal). */
  failedBy: SeatSet;
};

/** What a game-over interrupted, revealed with everything else (B13). */
export type Unfinished =
  | { type: 'nothing' }
  | { type: 'vote' } & VoteState
  | { type: 'mission' } & MissionState;

/** A card face up in front of a player: held until used, or an Opinion Maker (PC3). */
export type HeldPlotCard = {
  /** Who has it. */
  holder: Seat;
  /** The card. */
  card: PlotCard;
};

/** A plot card used, with what it named: public (PC5). What it showed is not. */
export type PlotUse = {
  /** The round. */
  round: number;
  /** Which proposal of the round it came before or after (1..=5). */
  attempt: number;
  /** Who used it. */
  seat: Seat;
  /** The card and its target. */
  action: PlotAction;
};

/** A mission card played face up under In the Spotlight (PC4): public. */
export type SpotlitCard = {
  /** The round. */
  round: number;
  /** The member in the spotlight. */
  member: Seat;
  /** Their card, once played. */
  card: MissionCard | null;
};

/** The Opinion Makers' open votes, public once every holder has voted (PC4). */
export type OpenVotes = {
  /** Opinion Makers who approved. */
  approvals: SeatSet;
  /** Opinion Makers who rejected. */
  rejections: SeatSet;
};

/** The plot cards as everyone sees them (PC2, PC3, PC5). */
export type PublicPlot = {
  /** Cards left in the deck, face down. */
  deck: number;
  /** Cards the leader drew and has not given yet. */
  drawn: Array<PlotCard>;
  /** Cards face up in front of players, in the order they were received. */
  held: Array<HeldPlotCard>;
  /** Every card used so far, with its target, in order. */
  used: Array<PlotUse>;
  /** Mission cards played face up (In the Spotlight). */
  spotlit: Array<SpotlitCard>;
  /** The Opinion Makers' votes on the team under vote, once all of them voted. */
  openVotes: OpenVotes | null;
};

/** What one plot card showed one player: theirs alone until the end (PC4, PC5). */
export type PlotSight = {
  /** The round. */
  round: number;
  /** Who saw it. */
  viewer: Seat;
  /** The card that showed it. */
  card: PlotCard;
  /** What was seen. */
  shown: Shown;
};

/** What plot cards showed one seat (PC4, PC6). */
export type PlayerPlot = {
  /** What this seat saw, in order. */
  seen: Array<PlotSight>;
};

/** Everything hidden during play, shown to all once the game is over (B13). */
export type FinalReveal = {
  /** Every seat's role. */
  roles: Array<Role>;
  /** Every seat's allegiance at the end. */
  allegiances: Array<Allegiance>;
  /** Who played Fail on each mission, in mission order. */
  failedBy: Array<SeatSet>;
  /** The secret part of a vote or mission the end interrupted. */
  unfinished: Unfinished;
  /**
   * The players on the winning side, by final allegiance (DF4); empty when
   * abandoned.
   */
  winners: SeatSet;
  /** Every card set aside and what it was (TR3). */
  trapped: Array<TrappedCard>;
  /** Every inspection and what it showed (IQ2). */
  inspections: Array<InspectionResult>;
  /** Every hidden agenda (HA5). */
  agendas: Array<Agenda>;
  /** Every accusation and whether it was right (HA5). */
  accusations: Array<Accusation>;
  /** What every plot card showed, and to whom (PC4); left out without plot cards. */
  plotSights?: Array<PlotSight>;
};

/** What a spectator may know: the public state of the table. */
export type PublicView = {
  /** Number of players. */
  players: number;
  /** The current round, 1..=5 (the last one played once the game is over). */
  round: number;
  /** The current leader. */
  leader: Seat;
  /** Teams rejected so far this round (B9). */
  rejections: number;
  /** The current phase. */
  phase: PhaseView;
  /** The seats the game is waiting for (see `Game::awaiting`). */
  awaiting: SeatSet;
  /**
   * The character cards in play, in role order: public, since the table chose the
   * modules (B1, AS1, DF1); who holds which is secret until the end (B13).
   */
  characters: Array<Role>;
  /** Team size of each mission (B2). */
  teamSizes: [number, number, number, number, number];
  /** Fail cards that make each mission fail (B3). */
  failsNeeded: [number, number, number, number, number];
  /** Missions that succeeded. */
  successes: number;
  /** Missions that failed. */
  failures: number;
  /** Every mission played, in order. */
  missions: Array<MissionRecord>;
  /** Every team voted on, with the revealed votes, in order. */
  proposals: Array<ProposalRecord>;
  /** Seats waiting for a substitute (LV1). */
  vacant: SeatSet;
  /** Loyalty cards flipped so far, in order (DF3). */
  loyaltyCards: Array<LoyaltyCard>;
  /** Who holds the Inquisitor token (IQ1, IQ3). */
  inquisitor: Seat | null;
  /** Every inspection so far, without what it showed (IQ2). */
  inspections: Array<Inspection>;
  /** Every hidden agenda chosen so far (HA1, HA3). */
  agendas: Array<PublicAgenda>;
  /** The plot cards (PC); left out of the JSON without them. */
  plot?: PublicPlot;
  /** How the game ended, once it has. */
  result: GameResult | null;
  /** Everything that was hidden, once the game has ended (B13). */
  reveal: FinalReveal | null;
};

/** What one seat may know: the public table plus its own secrets. */
export type PlayerView = {
  /** The seat this view belongs to. */
  seat: Seat;
  /** The seat's role. */
  role: Role;
  /** The seat's current allegiance. */
  allegiance: Allegiance;
  /** What the seat learned at setup (B4 and the modules' reveal rows). */
  sightings: Sightings;
  /** The seat's own vote on the team under vote, once cast. */
  vote: Vote | null;
  /** The seat's own card on the mission under way, once played. */
  missionCard: MissionCard | null;
  /** The names of the seat's own hidden agenda, once chosen (HA1). */
  agenda: SeatSet | null;
  /**
   * The cards this seat played on the missions so far, in mission order (B10): its
   * own, so it knows them.
   */
  cardsPlayed: Array<PlayedCard>;
  /** The cards this seat set aside as leader, and what they were (TR2, TR3). */
  trapped: Array<TrappedCard>;
  /** The inspections this seat made, and what they showed (IQ2). */
  inspections: Array<InspectionResult>;
  /** What plot cards showed this seat (PC4, PC6); left out without plot cards. */
  plot?: PlayerPlot;
  /** Everything public. */
  table: PublicView;
};

/** What one seat alone knows of one round. */
export type OwnRound = {
  /**
   * The mission card this seat played, if it went on the mission (B10); on the
   * mission under way, as soon as it is played.
   */
  missionCard: MissionCard | null;
  /** The card this seat set aside as leader, and what it was (TR2, TR3). */
  trapped: TrappedCard | null;
  /** What this seat's inspection showed it (IQ2). */
  inspection: InspectionResult | null;
  /** What plot cards showed this seat this round (PC4, PC6). */
  plotSights: Array<PlotSight>;
};

/** One round of the history: one row of the grid. */
export type RoundHistory = {
  /** The round (1..=5). */
  round: number;
  /**
   * Every team that went to a vote this round, in order, with the votes as
   * revealed (B7, B8, B9). A team still being voted on is not here yet.
   */
  proposals: Array<ProposalRecord>;
  /**
   * The mission, once played: its team, how many Fail cards, its result (B10,
   * B11), and whose card the leader set aside (TR2).
   */
  mission: MissionRecord | null;
  /**
   * Plot cards used this round, in order, each with the proposal it came before
   * or after (PC3–PC5).
   */
  plotUses: Array<PlotUse>;
  /** Mission cards played face up this round (In the Spotlight). */
  spotlit: Array<SpotlitCard>;
  /**
   * Who inspected whom after this round's mission (IQ2); what the inspection
   * showed is the holder's alone, in `OwnRound::inspection`.
   */
  inspections: Array<Inspection>;
  /** What this seat alone knows of the round; `null` in a spectator's history. */
  own: OwnRound | null;
};

/** The history of a game, as one seat or a spectator may know it. */
export type History = {
  /** The seat whose history this is; `null` for a spectator's. */
  seat: Seat | null;
  /** Every round from the first to the current one, in order. */
  rounds: Array<RoundHistory>;
};

/** "Propose a team of `size` distinct seats chosen from `from`." */
export type TeamChoice = {
  /** How many members the team must have. */
  size: number;
  /** The seats a team may be drawn from. */
  from: SeatSet;
};

/** "Give one of `cards` to one of `to`" (PC2). */
export type GiveChoice = {
  /** The drawn cards. */
  cards: Array<PlotCard>;
  /** Every other player. */
  to: SeatSet;
};

/**
 * "Use `card` on one of `targets`" (PC4). For Take Responsibility the targets are
 * the players with a card in front of them (`PublicPlot::held` says which).
 */
export type UseChoice = {
  /** The card. */
  card: PlotCard;
  /** The seats it may name; empty when it names nobody. */
  targets: SeatSet;
};

/** What a seat may do with plot cards now (PC2–PC5). */
export type PlotChoices = {
  /** The leader may give one of these drawn cards to one of `to` (PC2). */
  give: GiveChoice | null;
  /**
   * The seat may use (or, for an immediate card, must resolve) this card, naming
   * one of its targets (none for Strong Leader and No Confidence).
   */
  useCard: UseChoice | null;
  /** The seat is asked at a moment and may decline the card it is asked about (PC5). */
  decline: boolean;
};

/**
 * Everything one seat may do now. Proposals are combinatorial (252 teams of 5 from
 * 10 seats), so they are described, not listed; `Game::legal_commands` lists
 * them.
 */
export type Choices = {
  /** The seat leads and may propose a team (B6). */
  propose: TeamChoice | null;
  /** The seat may vote, approve or reject (B7). */
  vote: boolean;
  /** The seat may play Success on the mission (B10). */
  playSuccess: boolean;
  /** The seat may play Fail on the mission: a spy on the team (B10). */
  playFail: boolean;
  /** The seat leads and may set aside the card of one of these members (TR2). */
  setAside: SeatSet | null;
  /** The seat holds the Inquisitor token and may inspect one of these (IQ2). */
  inspect: SeatSet | null;
  /** The seat is the Assassin and may name one of these (AS4). */
  assassinate: SeatSet | null;
  /** The seat may seal a hidden agenda of `size` names from `from` (HA1, HA2). */
  chooseAgenda: TeamChoice | null;
  /**
   * Where each player chooses (agendas of the kind `SingleOrDouble`, in JSON
   * `"singleOrDouble"`): the seat may instead seal a double agenda, `size` (two)
   * different names from `from` (HA2), while the agenda choice above offers one
   * name. Left out of the JSON when not offered.
   */
  chooseDoubleAgenda?: TeamChoice;
  /** The seat may turn its hidden agenda face up (HA3). */
  revealAgenda: boolean;
  /**
   * What the seat may do with plot cards (PC2–PC5); left out of the JSON when
   * nothing.
   */
  plot?: PlotChoices;
  /** The seat may leave (LV1). */
  leave: boolean;
  /** The seat is vacant and a substitute may claim it (LV1). */
  claimSeat: boolean;
};

/** The bots by strength, for hosts and bindings that choose one by name. */
export type BotKind = 'random' | 'logical' | 'standIn' | 'search';

/**
 * A language the engine's words come in: the reveal script and the names of the
 * cards, the modules and the sides.
 */
export type Language = 'english' | 'russian' | 'vietnamese';

/**
 * Which game's names the cards, the modules and the sides go by. The rules are the
 * same under both.
 */
export type Naming = 'resistance' | 'avalon';

/**
 * A module of the base game, as a table chooses it: each is one field of
 * `GameConfig`, whose JSON name it shares.
 */
export type Module =
  | 'assassin'
  | 'trapper'
  | 'defector'
  | 'inquisitor'
  | 'agendas'
  | 'plotCards';

/**
 * Every name of one language and naming, for a host to label a game with: the
 * bindings hand it over whole. Each map holds every value of its key type.
 */
export type Names = {
  /** The language of the names. */
  language: Language;
  /** The naming they belong to. */
  naming: Naming;
  /** Each card's name (`Role::name`). */
  roles: Record<Role, string>;
  /** Each module's name (`Module::name`). */
  modules: Record<Module, string>;
  /** Each side's name (`Allegiance::name`). */
  sides: Record<Allegiance, string>;
};

/**
 * One spoken instruction of the opening script.
 *
 * Every call to a group says who it is for so that no card holder outside the group
 * can take it as theirs (AS3): `roles` are the cards that act, `except` the dealt
 * cards the sentence names as the ones that must not, and `players` how many
 * players act (the plain Spy card may be dealt several times, every other card
 * once), which sets the sentence's singular or plural.
 */
export type ScriptStep =
  | { type: 'everyoneClosesEyes' }
  | {
    type: 'raiseThumbs';
    /** Who raises a thumb. */
    roles: Array<Role>;
    /** Who must not, although the call could be taken as theirs (AS3). */
    except: Array<Role>;
    /** How many players raise a thumb. */
    players: number;
  }
  | {
    type: 'openEyes';
    /** Who looks. */
    roles: Array<Role>;
    /** What the players they see are to them. */
    appearsAs: Appearance;
    /** Who must not look, although the call could be taken as theirs (AS3). */
    except: Array<Role>;
    /** How many players look. */
    players: number;
    /**
     * The dealt cards the lookers see, which `appears_as` stands for: the
     * sentence names only these (AS3: the Body Guard is told of the False
     * Commander only when one is dealt). Empty in a script written before
     * this field existed; its sentence then names every card `appears_as`
     * may stand for.
     */
    seen: Array<Role>;
  }
  | {
    type: 'lowerThumbs';
    /** Who lowers a thumb. */
    roles: Array<Role>;
    /** Who is not meant, although the call could be taken as theirs (AS3). */
    except: Array<Role>;
    /** How many players lower a thumb. */
    players: number;
  }
  | {
    type: 'closeEyes';
    /** Who closes their eyes. */
    roles: Array<Role>;
    /** Who is not meant, although the call could be taken as theirs (AS3). */
    except: Array<Role>;
    /** How many players close their eyes. */
    players: number;
  }
  | { type: 'everyoneOpensEyes' };

/**
 * The script ready to narrate: the steps and, for each, its sentence in one
 * language under one naming. What the bindings hand to companion apps.
 */
export type NarratedScript = {
  /** The language of `lines`. */
  language: Language;
  /**
   * The names `lines` use; a script written before namings existed used the
   * Resistance names.
   */
  naming: Naming;
  /** The steps (AS3). */
  steps: Array<ScriptStep>;
  /** One sentence per step, in `language` with the names of `naming`. */
  lines: Array<string>;
};

/** Which game a record or a handle is of. */
export type GameKind = 'resistance' | 'cells';

/** One accepted command and the seat that sent it. */
export type Move = {
  /** Who sent it. */
  seat: Seat;
  /** What was sent. */
  command: Command;
};

/**
 * A whole game: version, game, configuration (seed included) and every accepted
 * command in order. Made by `Recorded::record`, turned back into the game by
 * `Table::replay`. **It holds every secret**: keep it on the host while the game is on.
 *
 * In JSON: `{"version":2,"game":"resistance","config":{...},"commands":[{"seat":0,
 * "command":{...}}, ...]}`.
 */
export type GameRecord = {
  version: number;
  game: GameKind;
  config: ResolvedGameConfig;
  commands: Array<Move>;
};

/**
 * What one seat received at one step of a game: the events addressed to it and
 * its view afterwards.
 */
export type SeatReplayStep = {
  /** The events this seat (or a spectator) received, in order. */
  events: Array<Event>;
  /** What it may know afterwards. */
  view: PlayerView;
};

/**
 * What one seat received at one step of a game: the events addressed to it and
 * its view afterwards.
 */
export type SpectatorReplayStep = {
  /** The events this seat (or a spectator) received, in order. */
  events: Array<Event>;
  /** What it may know afterwards. */
  view: PublicView;
};

/**
 * What a host may publish while the game is on: the game as a spectator saw it,
 * step by step (the public events of each step and the public view afterwards).
 * It holds no seed, no configuration beyond what the public view shows, and no
 * hidden command content. Made by `spectator_replay`; after the game the whole
 * `Record` may be published too.
 */
export type SpectatorRecord = {
  /** The format version (`RECORD_VERSION`). */
  version: number;
  /** Which game it is. */
  game: GameKind;
  /** The opening, then each command that caused a public event. */
  steps: Array<SpectatorReplayStep>;
};

/**
 * The stable codes of the errors the package throws: its own, then the engine's
 * (from the core's error types).
 */
export type ErrorCode =
  // A seat argument (the acting seat, and for typed calls a target or a member)
  // is not a whole number from 0 to 255.
  | 'invalid_seat'
  // A string method got a non-string, or an object method a value JSON cannot
  // hold, or a typed call a bit mask, a choice kind, a flag or a seed out of range
  // or mistyped.
  | 'invalid_argument'
  // The game was freed with free().
  | 'game_freed'
  // Browser entry: init() has not finished, or what the full module holds (the
  // bots, the opening script, the names) was asked of the main module.
  | 'not_initialized'
  // Browser entry: init() could not load the WebAssembly module (the message says
  // from where, and how to serve or pass it).
  | 'load_failed'
  // A BotWorker was stopped (terminate()), or its worker failed, before it answered.
  | 'worker_stopped'
  // Never expected: the engine could not encode one of its own values.
  | 'encode_failed'
  // Not JSON, or not the shape of the wire format.
  | 'invalid_json'
  // Configurations.
  | 'player_count'
  | 'seed_too_large'
  | 'false_commander_without_body_guard'
  | 'too_many_special_spies'
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
  | 'not_leader'
  | 'no_such_team_member'
  | 'duplicate_seat'
  | 'wrong_team_size'
  | 'already_voted'
  | 'not_on_team'
  | 'already_played'
  | 'resistance_must_succeed'
  | 'no_such_target'
  | 'seat_vacant'
  | 'seat_not_vacant'
  | 'not_inquisitor'
  | 'inspect_self'
  | 'former_inquisitor'
  | 'not_assassin'
  | 'assassinate_self'
  | 'wrong_agenda_size'
  | 'agenda_size_not_one_or_two'
  | 'agenda_already_chosen'
  | 'not_your_agenda'
  | 'no_hidden_agenda'
  | 'plot_card_not_held'
  | 'plot_card_out_of_moment'
  | 'plot_card_already_answered'
  | 'plot_card_out_of_turn'
  | 'plot_card_not_drawn'
  | 'give_plot_card_to_self'
  | 'strong_leader_by_leader'
  | 'strong_leader_already_used'
  | 'no_confidence_on_rejected_team'
  | 'member_already_watched'
  | 'watch_own_card'
  | 'spotlight_not_on_team'
  | 'not_a_neighbour'
  | 'take_from_self'
  | 'no_card_to_take'
  | 'show_to_self'
  | 'must_resolve_plot_card'
  | 'opinion_makers_vote_first'
  // Bots asked for a seat's command (botCommand, playBot).
  | 'nothing_to_do'
  | 'impossible_view';

// ---- End of the generated declarations. ----

/**
 * Everything that decides a game before the first command, as `Game.create` takes
 * it: a `ResolvedGameConfig` in which every field but `players` may be left out (the
 * leave policy defaults to `endGame`, the modules, `plotCards` included, to off),
 * and so may each of the Assassin's options. Without a `seed` the package draws one
 * from `crypto.getRandomValues`: the seed deals every role, so leave it out unless
 * you need a game again. Unknown fields are refused.
 */
export type GameConfig = Pick<ResolvedGameConfig, 'players'> & {
  [Field in Exclude<keyof ResolvedGameConfig, 'players' | 'assassin'>]?: ResolvedGameConfig[Field];
} & {
  /** The Assassin module and its optional characters, or `null` (off). */
  assassin?: Partial<AssassinOptions> | null;
};

/**
 * A saved game: the same as its record (`GameRecord`). **It holds every secret**: keep it
 * on the host while the game is on.
 */
export type Snapshot = GameRecord;

/**
 * The class of every error the package throws: an `Error` with a stable `code` and
 * the core's message (`instanceof ResistanceError` holds for all of them, and the
 * Cells entry exports the same class). Errors of commands and of `choices` may
 * reflect the acting seat's own secrets: show them to that seat only.
 */
export declare class ResistanceError extends Error {
  /** The stable code of the error: what a program tests, rather than the message. */
  code: ErrorCode;
  /** The `name` every ResistanceError has. */
  name: 'ResistanceError';
  /**
   * `invalid_json` of a value of the wrong shape: the field at fault, as a path
   * (`team`, `team[1]`, `assassin.bodyGuard`), empty for the value as a whole.
   */
  path?: string;
  /**
   * `invalid_json` of a value of the wrong shape: what is wrong at `path` and what
   * belongs there, without the place in the JSON text. An object method's message
   * is made of it: an object of the wrong shape is refused by its field
   * ("invalid command: `team` must be an array ..."), never by a line and column of
   * JSON the caller did not write.
   */
  detail?: string;
  constructor(code: ErrorCode, message: string);
}

/** Whether `error` is one the package threw (an Error with a string `code`). */
export declare function isResistanceError(error: unknown): error is ResistanceError;

/**
 * How `init` loads the engine in browsers: `full: true` loads the full module (the
 * game with the engine's bots, the opening script and the names) instead of the main
 * one; `source` says where its .wasm is (as `init(source)` does for the main module).
 */
export type InitOptions = {
  full?: boolean;
  source?: unknown;
};

/**
 * Loads the engine. Required (once) in browsers before anything else; a no-op in
 * Node, which loads the full module. `init()` loads the main module: the game with
 * every module, its records and the typed calls. `init({ full: true })` loads the
 * full module instead, which adds the engine's bots (`botCommand`, `playBot`), the
 * opening script (`revealScript`) and the names of the cards (`names`); asked of the
 * main module, those throw `not_initialized`. Once the full module is loaded, games
 * are made of it. `source`, optional, says where the main module's .wasm is: a URL
 * (string or `URL`), a `Response`, its bytes or a compiled `WebAssembly.Module`.
 * (Typed `unknown` so that the types need neither the DOM library nor Node's.)
 */
export declare function init(source?: unknown): Promise<void>;
export declare function init(options: InitOptions): Promise<void>;

/**
 * The opening script to read aloud for a configuration (who opens their eyes, who
 * raises a thumb), before any game is made. It names roles, never seats. `naming`
 * picks the Resistance names (the default) or the Avalon ones ("Merlin", "Minions
 * of Mordred"); the steps are the same under both. In browsers, from the full
 * module (`init({ full: true })`).
 */
export declare function revealScript(config: GameConfig, language?: Language, naming?: Naming): NarratedScript;
export declare function revealScriptJson(configJson: string, language?: Language, naming?: Naming): string;

/**
 * Every name of the cards, the modules and the sides in `language` (default
 * English) under `naming` (default the Resistance names), keyed by their wire
 * names: `names('english', 'avalon').roles.commander` is "Merlin". In browsers, from
 * the full module (`init({ full: true })`).
 */
export declare function names(language?: Language, naming?: Naming): Names;
export declare function namesJson(language?: Language, naming?: Naming): string;

/**
 * The history (the vote-history grid) of a view, from the view alone: a seat's view
 * (`game.view(seat)`, or what a server sent that seat) gives that seat's history, as
 * `game.history(seat)` does; a spectator's (`game.publicView()`) the public one, as
 * `game.publicHistory()` does. For a client that holds views and no game. Anything
 * but a view is refused (`invalid_argument`, `invalid_json`). In browsers, from the
 * full module (`init({ full: true })`).
 */
export declare function historyOfView(view: PlayerView | PublicView): History;
export declare function historyOfViewJson(viewJson: string): string;

/** The engine's version. */
export declare function engineVersion(): string;

/**
 * A set of seats as a bit mask, for the typed calls: bit `i` (`1 << i`) is seat `i`.
 * A whole number from 0 to 65535.
 */
export type SeatBits = number;

/**
 * A set of plot cards as a bit mask, for the typed calls: bit `i` (`1 << i`) is the
 * card of code `i` (`PlotCardCode`).
 */
export type PlotCardBits = number;

/**
 * The bits of `Game.choicesPacked(seat)`, which packs `Game.choices(seat)` in one
 * number: one flag per choice, and three 4-bit fields,
 * `(packed >>> Choice.teamSizeShift) & Choice.sizeMask` (the team to propose),
 * `(packed >>> Choice.agendaSizeShift) & Choice.sizeMask` (the names of an agenda)
 * and `(packed >>> Choice.plotCardShift) & Choice.sizeMask` (the code of the plot
 * card to use or decline). The flags of the choices that come with seats are also
 * the `kind` of `Game.choiceSeats(seat, kind)`.
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
  /**
   * The seat may seal its agenda: `agendaSizeShift` names from
   * `choiceSeats(seat, Choice.chooseAgenda)`.
   */
  readonly chooseAgenda: 128;
  readonly revealAgenda: 256;
  readonly leave: 512;
  readonly claimSeat: 1024;
  /** The seat may do something these bits do not describe: ask `choices(seat)`. */
  readonly other: 2048;
  /**
   * The leader may give one of `drawnCardBits(seat)` to one of
   * `choiceSeats(seat, Choice.givePlotCard)`.
   */
  readonly givePlotCard: 4096;
  /**
   * The seat may use (an immediate card: must resolve) the card at `plotCardShift`,
   * naming one of `choiceSeats(seat, Choice.usePlotCard)` (none for Strong Leader and
   * No Confidence).
   */
  readonly usePlotCard: 8192;
  /** The seat is asked at a moment and may decline the card at `plotCardShift`. */
  readonly declinePlotCard: 16384;
  /**
   * Where each player seals one name or two (`agendas: 'singleOrDouble'`): the seat
   * may seal two names from `choiceSeats(seat, Choice.chooseDoubleAgenda)` instead
   * of the one at `agendaSizeShift`.
   */
  readonly chooseDoubleAgenda: 32768;
  readonly teamSizeShift: 16;
  readonly agendaSizeShift: 20;
  readonly plotCardShift: 24;
  readonly sizeMask: 15;
};

/**
 * The code of each plot card on the typed path, by its JSON name: the order of
 * `PlotCard`. `Object.keys(PlotCardCode)[code]` is the card of `code`.
 */
export declare const PlotCardCode: {
  readonly strongLeader: 0;
  readonly keepingACloseEyeOnYou: 1;
  readonly noConfidence: 2;
  readonly opinionMaker: 3;
  readonly takeResponsibility: 4;
  readonly overheardConversation: 5;
  readonly openUp: 6;
  readonly establishConfidence: 7;
  readonly inTheSpotlight: 8;
};

/** A choice that comes with seats: the `kind` of `Game.choiceSeats`. */
export type SeatChoice =
  | typeof Choice.propose
  | typeof Choice.setAside
  | typeof Choice.inspect
  | typeof Choice.assassinate
  | typeof Choice.chooseAgenda
  | typeof Choice.chooseDoubleAgenda
  | typeof Choice.givePlotCard
  | typeof Choice.usePlotCard;

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

  /**
   * A new game. `seed`, when given, is the configuration's seed; with none here or in
   * the configuration, a secure one is drawn (`crypto.getRandomValues`).
   */
  static create(config: GameConfig): Game;
  static create(config: GameConfig, seed: number): Game;
  /** A new game from a JSON configuration. */
  static fromJson(configJson: string): Game;
  /**
   * The game of a record, replayed through the rules: equal to the game recorded. A
   * record of another version or game, or whose command k the rules refuse
   * (`record_command_refused`, naming k and the reason), is refused.
   */
  static replay(record: GameRecord): Game;
  static replayJson(recordJson: string): Game;
  /** The same as `replay`: a snapshot is the game's record. */
  static restore(snapshot: GameRecord): Game;
  static restoreJson(snapshotJson: string): Game;
  /**
   * What `seat` received in the game of `record`, step by step: the opening, then
   * each command that sent it an event, with its view afterwards (a reconnecting
   * player, "replay from seat 3"). For that seat alone.
   */
  static seatReplay(record: GameRecord, seat: number): Array<SeatReplayStep>;
  static seatReplayJson(recordJson: string, seat: number): string;
  /**
   * The game of `record` as a spectator saw it: public events and public views. It
   * holds no seed and no hidden command: safe to publish during the game.
   */
  static spectatorReplay(record: GameRecord): SpectatorRecord;
  static spectatorReplayJson(recordJson: string): string;

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

  /**
   * The opening script to read aloud for this game's configuration, under `naming`.
   * In browsers, from the full module (`init({ full: true })`).
   */
  revealScript(language?: Language, naming?: Naming): NarratedScript;
  revealScriptJson(language?: Language, naming?: Naming): string;

  /**
   * The command the bot `kind` chooses for `seat` now; it is not applied (`apply`
   * it, or call `playBot`). The bot reads that seat's view and choices alone, so
   * the command is one a player in that seat could have chosen; it is for the host
   * and that seat (a spy's bot may play Fail). `seed` (a whole number from 0 to
   * 2^53 - 1) drives its draws: the same game, seat, kind and seed give the same
   * command. Without one a fresh seed is drawn (`crypto.getRandomValues`): pass
   * one only to replay a bot. A seat that may do nothing now but leave or reveal
   * its agenda is refused as `nothing_to_do`.
   *
   * The bots are in the full module: in browsers, a game made after
   * `init({ full: true })` (else `not_initialized`). A decision of the search bot
   * takes long enough to freeze a page: in browsers run the bots in a `BotWorker`.
   */
  botCommand(seat: Seat, kind: BotKind, seed?: number): Command;
  botCommandJson(seat: Seat, kind: BotKind, seed?: number): string;
  /** The bot plays for `seat`: `apply(seat, botCommand(seat, kind, seed))`. */
  playBot(seat: Seat, kind: BotKind, seed?: number): Outcome;
  playBotJson(seat: Seat, kind: BotKind, seed?: number): string;

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
  /**
   * The configuration, every default filled in, **seed included**: the seed deals
   * every role, so this is for the host alone.
   */
  seededConfig(): ResolvedGameConfig;
  seededConfigJson(): string;
  /** The configuration without its seed: safe to hand to players. */
  playerConfig(): Omit<ResolvedGameConfig, 'seed'>;
  playerConfigJson(): string;

  /**
   * The game's record: the configuration (seed included) and every accepted command.
   * **It holds every secret**: keep it on the host while the game is on;
   * `Game.replay` restores it.
   */
  record(): GameRecord;
  recordJson(): string;
  /** The same as `record()`. */
  snapshot(): GameRecord;
  snapshotJson(): string;

  // The typed calls: numbers in and out, one call into the engine each. A command
  // answers how many events it caused (`lastOutcome()` gives them) and throws what
  // `apply` throws for the same command; a number out of range throws
  // `invalid_seat` (seats) or `invalid_argument` (masks, kinds, card codes, flags,
  // seeds).

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
  /**
   * The plot cards the leader `seat` may give now (`choices(seat).plot.give.cards`),
   * each kind once; 0 when it may give none.
   */
  drawnCardBits(seat: Seat): PlotCardBits;
  /**
   * The plot cards face up in front of `holder` (public): what Take Responsibility
   * may take from them.
   */
  heldCardBits(holder: Seat): PlotCardBits;
  /** The leader gives the drawn plot card of code `card` (`PlotCardCode`) to `to`. */
  givePlotCard(seat: Seat, card: number, to: Seat): number;
  /**
   * Use (or resolve) the plot card of code `card`, naming `target`: the member (In
   * the Spotlight, Keeping a Close Eye on You), the neighbour (Overheard
   * Conversation), the player shown to (Open Up, Establish Confidence) or the one
   * taken from (Take Responsibility, which names the card of code `take` too).
   * Arguments a card does not name may be left out, and are ignored when given.
   */
  usePlotCard(seat: Seat, card: number, target?: Seat, take?: number): number;
  /** Decline the plot card of code `card` when asked at its moment. */
  declinePlotCard(seat: Seat, card: number): number;
  leave(seat: Seat): number;
  claimSeat(seat: Seat): number;

  /**
   * What the last command accepted caused, by `apply` or a typed call (no events
   * before the first): what `apply` answered, for a UI to deliver.
   */
  lastOutcome(): Outcome;
  lastOutcomeJson(): string;
  /**
   * The game's history as `seat` may know it: the vote-history grid, round by round
   * (each team voted on, the mission and its result, the plot cards used, the
   * inspections), with what that seat alone knows of each round under `own`. For
   * that seat alone. In browsers, in the full module (`init({ full: true })`).
   */
  history(seat: number): History;
  historyJson(seat: number): string;
  /** The game's history as a spectator may know it (`seat` null, no `own`). */
  publicHistory(): History;
  publicHistoryJson(): string;

  /** Frees the engine's memory now; the game cannot be used afterwards. */
  free(): void;
}

/**
 * Options of a `BotWorker`, for pages whose bundler does not build the package's
 * worker itself (Vite and webpack do): `url` is where `resistance-engine/bot-worker.js`
 * is served (a module worker), `module` where the full module's .wasm is
 * (`resistance-engine/resistance_engine_full.wasm`; a URL, or its bytes or a compiled
 * `WebAssembly.Module`). Node takes neither.
 */
export type BotWorkerOptions = {
  url?: unknown;
  module?: unknown;
};

/**
 * The engine's bots off the main thread: a Web Worker in browsers (a worker thread in
 * Node) that loads the full module and answers what a bot plays, so that a search
 * bot's decision never freezes the page. The same calls as the game's bot methods,
 * answered as promises, with the game first.
 *
 * Each call sends the game's record (`game.recordJson()`, taken when it is called),
 * which the worker replays to decide for the game as it was then. The record holds
 * every secret, as the host that sends it does: the worker is part of the host, and
 * answers with the bot's command alone, which is for the host and that seat. A page
 * that is a player's, not the host (a seat on a table server), holds no record, and
 * so has no bots to run: the host runs them.
 *
 * Requests are answered one at a time, in order. Errors reject the promise as the
 * game's methods throw them (`no_such_seat`, `nothing_to_do`, `invalid_argument`,
 * ...); `worker_stopped` once `terminate()` stopped the worker, `load_failed` when
 * it could not load the full module. In Node, the worker keeps the process alive only
 * while it has requests to answer.
 */
export declare class BotWorker {
  constructor(options?: BotWorkerOptions);
  /**
   * The command the bot `kind` chooses for `seat` in `game` (a Game, or a record),
   * as `game.botCommand(seat, kind, seed)` answers it.
   */
  botCommand(game: Game | GameRecord, seat: Seat, kind: BotKind, seed?: number): Promise<Command>;
  /** `botCommand`, in and out as JSON: `game` is a Game or a record's JSON. */
  botCommandJson(game: Game | string, seat: Seat, kind: BotKind, seed?: number): Promise<string>;
  /**
   * The bot's command, applied to `game` when it comes: what `apply` answers for it.
   * Should the game have moved on meanwhile, the rules judge the command in the game
   * as it is then.
   */
  playBot(game: Game, seat: Seat, kind: BotKind, seed?: number): Promise<Outcome>;
  playBotJson(game: Game, seat: Seat, kind: BotKind, seed?: number): Promise<string>;
  /** Stops the worker: what it has not answered is refused as `worker_stopped`. */
  terminate(): void;
}
