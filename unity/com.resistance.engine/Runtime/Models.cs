// Generated from resistance-wasm/js/index.d.ts (itself generated from the Rust types) by the test
// `csharp_models_are_current` in resistance-ffi/src/csharp_models.rs: do not edit.
// Refresh with
//   UPDATE_CSHARP_MODELS=1 cargo test -p resistance-ffi csharp_models_are_current
//
// Declared once, in Resistance (Resistance.cs, with the C header's numbers), and
// read and written here: BotKind, Language, Naming, PlotCard.

using System;
using System.Collections.Generic;

namespace Resistance.Models
{
    /// <summary>The character card a player was dealt. The Hidden Agenda modules add characters; matches on `Role` outside this crate need a wildcard arm.</summary>
    public enum Role
    {
        Resistance, Spy, Commander, Assassin, BodyGuard, FalseCommander, DeepCover, BlindSpy,
        ResistanceDefector, SpyDefector,
    }

    /// <summary>The side a player plays for.</summary>
    public enum Allegiance
    {
        Resistance, Spy,
    }

    /// <summary>A vote on a proposed team (B7).</summary>
    public enum Vote
    {
        Approve, Reject,
    }

    /// <summary>A mission card played face down by a team member (B10).</summary>
    public enum MissionCard
    {
        Success, Fail,
    }

    /// <summary>What happens when a player leaves (LV1).</summary>
    public enum LeavePolicy
    {
        EndGame, Substitute,
    }

    /// <summary>The Assassin module (AS1): the Commander and the Assassin, with optional characters.</summary>
    public sealed class AssassinOptions
    {
        /// <summary>Add the Body Guard (Resistance), who knows the Commander candidates (AS2).</summary>
        public bool BodyGuard;
        /// <summary>Add the False Commander (spy), a second candidate for the Body Guard; needs the Body Guard.</summary>
        public bool FalseCommander;
        /// <summary>Add the Deep Cover (spy), hidden from the Commander.</summary>
        public bool DeepCover;
        /// <summary>Add the Blind Spy, who neither knows nor is known by the other spies.</summary>
        public bool BlindSpy;
        /// <summary>Reads one from JSON; WireFormatException when it is not one.</summary>
        public static AssassinOptions FromJson(string json) { return Wire.ReadAssassinOptions(JsonValue.Parse(json)); }

        /// <summary>The JSON, as the engine writes it.</summary>
        public string ToJson() { var w = new JsonWriter(); Wire.Write(w, this); return w.ToString(); }
    }

    /// <summary>Which Defector rules are played (DF).</summary>
    public enum DefectorVariant
    {
        Standard, KnowEachOther,
    }

    /// <summary>Hidden agendas (HA1, HA2): each player seals one accusation, or two.</summary>
    public enum AgendaKind
    {
        Single, Double, SingleOrDouble,
    }

    /// <summary>Everything that decides a game before the first command.</summary>
    public sealed class ResolvedGameConfig
    {
        /// <summary>Number of players, 5 to 10 (B1).</summary>
        public long Players;
        /// <summary>Seed of the game's generator; at most `MAX_SEED`.</summary>
        public long Seed;
        /// <summary>What a player leaving does to the game (LV1).</summary>
        public LeavePolicy LeavePolicy;
        /// <summary>The Assassin module and its optional characters (AS), or `null`.</summary>
        public AssassinOptions Assassin;
        /// <summary>The Trapper module (TR).</summary>
        public bool Trapper;
        /// <summary>The Defector module (DF) and its variant, or `null`.</summary>
        public DefectorVariant? Defector;
        /// <summary>The Inquisitor (IQ).</summary>
        public bool Inquisitor;
        /// <summary>Hidden agendas (HA), or `null`.</summary>
        public AgendaKind? Agendas;
        /// <summary>The plot cards of The Plot Thickens (PC). Left out of the JSON when off, so a configuration without them reads and writes as it always did.</summary>
        public bool? PlotCards;
        /// <summary>The character cards dealt, by seat, when the host deals them rather than the seed. Without a deal (the default) the seed deals (B1). A deal holds every role: like the seed, it is for the host alone. It must be the deck this configuration deals, in some order. The seed still decides everything else (the first leader, the shuffled decks) exactly as without a deal, so two configurations that differ only in their deals differ only in the roles. Left out of the JSON when there is none.</summary>
        public List<Role> Deal;
        /// <summary>Reads one from JSON; WireFormatException when it is not one.</summary>
        public static ResolvedGameConfig FromJson(string json) { return Wire.ReadResolvedGameConfig(JsonValue.Parse(json)); }

        /// <summary>The JSON, as the engine writes it.</summary>
        public string ToJson() { var w = new JsonWriter(); Wire.Write(w, this); return w.ToString(); }
    }

    /// <summary>What a plot card's use names: the card, and its target where it has one (PC4). In JSON an object tagged by `"card"`: `{"card":"strongLeader"}`, `{"card":"inTheSpotlight","member":3}`, `{"card":"takeResponsibility","from":2,"take":"noConfidence"}`.</summary>
    /// <remarks>In JSON an object tagged by "card": one subclass a variant.</remarks>
    public abstract class PlotAction
    {
        /// <summary>The variant's "card" in JSON.</summary>
        public abstract string Card { get; }

        /// <summary>Reads one from JSON; WireFormatException when it is not one.</summary>
        public static PlotAction FromJson(string json) { return Wire.ReadPlotAction(JsonValue.Parse(json)); }

        /// <summary>The JSON, as the engine writes it.</summary>
        public string ToJson() { var w = new JsonWriter(); Wire.Write(w, this); return w.ToString(); }
    }

    public sealed class StrongLeaderPlotAction : PlotAction
    {
        public override string Card { get { return "strongLeader"; } }
    }

    public sealed class NoConfidencePlotAction : PlotAction
    {
        public override string Card { get { return "noConfidence"; } }
    }

    public sealed class InTheSpotlightPlotAction : PlotAction
    {
        public override string Card { get { return "inTheSpotlight"; } }
        /// <summary>A member of the approved team.</summary>
        public long Member;
    }

    public sealed class KeepingACloseEyeOnYouPlotAction : PlotAction
    {
        public override string Card { get { return "keepingACloseEyeOnYou"; } }
        /// <summary>Another member of the team, not watched yet.</summary>
        public long Member;
    }

    public sealed class TakeResponsibilityPlotAction : PlotAction
    {
        public override string Card { get { return "takeResponsibility"; } }
        /// <summary>Who has it in front of them.</summary>
        public long From;
        /// <summary>Which card.</summary>
        public PlotCard Take;
    }

    public sealed class OverheardConversationPlotAction : PlotAction
    {
        public override string Card { get { return "overheardConversation"; } }
        /// <summary>The player to the left or to the right.</summary>
        public long Neighbour;
    }

    public sealed class OpenUpPlotAction : PlotAction
    {
        public override string Card { get { return "openUp"; } }
        /// <summary>Who sees it.</summary>
        public long To;
    }

    public sealed class EstablishConfidencePlotAction : PlotAction
    {
        public override string Card { get { return "establishConfidence"; } }
        /// <summary>Who sees it.</summary>
        public long To;
    }

    /// <summary>Everything a seat can do. Each command is sent by one seat through `Game::apply`. In JSON a command is an object tagged by `"type"`: `{"type":"proposeTeam","team":[0,3]}`, `{"type":"vote","vote":"approve"}`, `{"type":"playMission","card":"fail"}`, `{"type":"setAside","member":2}`, `{"type":"inspect","target":4}`, `{"type":"assassinate","target":1}`, `{"type":"chooseAgenda","names":[3]}`, `{"type":"revealAgenda","owner":0}`, `{"type":"givePlotCard","card":"strongLeader","to":2}`, `{"type":"usePlotCard","action":{"card":"inTheSpotlight","member":3}}`, `{"type":"declinePlotCard","card":"noConfidence"}`, `{"type":"leave"}`, `{"type":"claimSeat"}`.</summary>
    /// <remarks>In JSON an object tagged by "type": one subclass a variant.</remarks>
    public abstract class Command
    {
        /// <summary>The variant's "type" in JSON.</summary>
        public abstract string Type { get; }

        /// <summary>Reads one from JSON; WireFormatException when it is not one.</summary>
        public static Command FromJson(string json) { return Wire.ReadCommand(JsonValue.Parse(json)); }

        /// <summary>The JSON, as the engine writes it.</summary>
        public string ToJson() { var w = new JsonWriter(); Wire.Write(w, this); return w.ToString(); }
    }

    public sealed class ProposeTeamCommand : Command
    {
        public override string Type { get { return "proposeTeam"; } }
        /// <summary>The team's members, distinct, the leader may be among them.</summary>
        public List<long> Team;
    }

    public sealed class VoteCommand : Command
    {
        public override string Type { get { return "vote"; } }
        /// <summary>Approve or reject.</summary>
        public Vote Vote;
    }

    public sealed class PlayMissionCommand : Command
    {
        public override string Type { get { return "playMission"; } }
        /// <summary>The card played.</summary>
        public MissionCard Card;
    }

    public sealed class SetAsideCommand : Command
    {
        public override string Type { get { return "setAside"; } }
        /// <summary>The team member whose card is set aside (the leader's own is allowed).</summary>
        public long Member;
    }

    public sealed class InspectCommand : Command
    {
        public override string Type { get { return "inspect"; } }
        /// <summary>The player whose loyalty card the holder sees.</summary>
        public long Target;
    }

    public sealed class AssassinateCommand : Command
    {
        public override string Type { get { return "assassinate"; } }
        /// <summary>The player named.</summary>
        public long Target;
    }

    public sealed class ChooseAgendaCommand : Command
    {
        public override string Type { get { return "chooseAgenda"; } }
        /// <summary>The seats accused, distinct.</summary>
        public List<long> Names;
    }

    public sealed class RevealAgendaCommand : Command
    {
        public override string Type { get { return "revealAgenda"; } }
        /// <summary>Whose agenda: only the owner may reveal it.</summary>
        public long Owner;
    }

    public sealed class GivePlotCardCommand : Command
    {
        public override string Type { get { return "givePlotCard"; } }
        /// <summary>One of the drawn cards.</summary>
        public PlotCard Card;
        /// <summary>Who receives it.</summary>
        public long To;
    }

    public sealed class UsePlotCardCommand : Command
    {
        public override string Type { get { return "usePlotCard"; } }
        /// <summary>The card and its target.</summary>
        public PlotAction Action;
    }

    public sealed class DeclinePlotCardCommand : Command
    {
        public override string Type { get { return "declinePlotCard"; } }
        /// <summary>The card asked about.</summary>
        public PlotCard Card;
    }

    public sealed class LeaveCommand : Command
    {
        public override string Type { get { return "leave"; } }
    }

    public sealed class ClaimSeatCommand : Command
    {
        public override string Type { get { return "claimSeat"; } }
    }

    /// <summary>Who may see an event.</summary>
    /// <remarks>In JSON an object tagged by "type": one subclass a variant.</remarks>
    public abstract class Audience
    {
        /// <summary>The variant's "type" in JSON.</summary>
        public abstract string Type { get; }

        /// <summary>Reads one from JSON; WireFormatException when it is not one.</summary>
        public static Audience FromJson(string json) { return Wire.ReadAudience(JsonValue.Parse(json)); }

        /// <summary>The JSON, as the engine writes it.</summary>
        public string ToJson() { var w = new JsonWriter(); Wire.Write(w, this); return w.ToString(); }
    }

    public sealed class EveryoneAudience : Audience
    {
        public override string Type { get { return "everyone"; } }
    }

    public sealed class SeatsAudience : Audience
    {
        public override string Type { get { return "seats"; } }
        /// <summary>The seats that may see the event.</summary>
        public List<long> Seats;
    }

    /// <summary>How a player appears to someone who learned about them at setup.</summary>
    public enum Appearance
    {
        Spy, CommanderCandidate, Defector,
    }

    /// <summary>One fact learned at setup: this seat appears as that.</summary>
    public sealed class Sighting
    {
        /// <summary>The seat learned about.</summary>
        public long Seat;
        /// <summary>What the observer learned it to be.</summary>
        public Appearance AppearsAs;
        /// <summary>Reads one from JSON; WireFormatException when it is not one.</summary>
        public static Sighting FromJson(string json) { return Wire.ReadSighting(JsonValue.Parse(json)); }

        /// <summary>The JSON, as the engine writes it.</summary>
        public string ToJson() { var w = new JsonWriter(); Wire.Write(w, this); return w.ToString(); }
    }

    /// <summary>A card of the Defector loyalty deck (DF1).</summary>
    public enum LoyaltyCard
    {
        NoChange, SwitchAllegiance,
    }

    /// <summary>What a plot card showed one player (PC4, PC6).</summary>
    /// <remarks>In JSON an object tagged by "type": one subclass a variant.</remarks>
    public abstract class Shown
    {
        /// <summary>The variant's "type" in JSON.</summary>
        public abstract string Type { get; }

        /// <summary>Reads one from JSON; WireFormatException when it is not one.</summary>
        public static Shown FromJson(string json) { return Wire.ReadShown(JsonValue.Parse(json)); }

        /// <summary>The JSON, as the engine writes it.</summary>
        public string ToJson() { var w = new JsonWriter(); Wire.Write(w, this); return w.ToString(); }
    }

    public sealed class MissionCardShown : Shown
    {
        public override string Type { get { return "missionCard"; } }
        /// <summary>Whose card.</summary>
        public long Member;
        /// <summary>The card.</summary>
        public MissionCard Card;
    }

    public sealed class AllegianceShown : Shown
    {
        public override string Type { get { return "allegiance"; } }
        /// <summary>Whose.</summary>
        public long Seat;
        /// <summary>Their allegiance at that moment.</summary>
        public Allegiance Allegiance;
    }

    /// <summary>Why a game ended.</summary>
    /// <remarks>In JSON an object tagged by "type": one subclass a variant.</remarks>
    public abstract class EndReason
    {
        /// <summary>The variant's "type" in JSON.</summary>
        public abstract string Type { get; }

        /// <summary>Reads one from JSON; WireFormatException when it is not one.</summary>
        public static EndReason FromJson(string json) { return Wire.ReadEndReason(JsonValue.Parse(json)); }

        /// <summary>The JSON, as the engine writes it.</summary>
        public string ToJson() { var w = new JsonWriter(); Wire.Write(w, this); return w.ToString(); }
    }

    public sealed class ThreeSuccessesEndReason : EndReason
    {
        public override string Type { get { return "threeSuccesses"; } }
    }

    public sealed class ThreeFailuresEndReason : EndReason
    {
        public override string Type { get { return "threeFailures"; } }
    }

    public sealed class FiveRejectionsEndReason : EndReason
    {
        public override string Type { get { return "fiveRejections"; } }
    }

    public sealed class AbandonedEndReason : EndReason
    {
        public override string Type { get { return "abandoned"; } }
        /// <summary>The seat whose player left.</summary>
        public long Seat;
    }

    public sealed class CommanderAssassinatedEndReason : EndReason
    {
        public override string Type { get { return "commanderAssassinated"; } }
        /// <summary>The Assassin.</summary>
        public long Assassin;
        /// <summary>The Commander, named.</summary>
        public long Target;
    }

    public sealed class AssassinMissedEndReason : EndReason
    {
        public override string Type { get { return "assassinMissed"; } }
        /// <summary>The Assassin.</summary>
        public long Assassin;
        /// <summary>The player named, who is not the Commander.</summary>
        public long Target;
    }

    /// <summary>How a game ended: the winning side (none when abandoned) and why.</summary>
    public sealed class GameResult
    {
        /// <summary>The side that won, or `null` for an abandoned game.</summary>
        public Allegiance? Winner;
        /// <summary>Why the game ended.</summary>
        public EndReason Reason;
        /// <summary>Reads one from JSON; WireFormatException when it is not one.</summary>
        public static GameResult FromJson(string json) { return Wire.ReadGameResult(JsonValue.Parse(json)); }

        /// <summary>The JSON, as the engine writes it.</summary>
        public string ToJson() { var w = new JsonWriter(); Wire.Write(w, this); return w.ToString(); }
    }

    /// <summary>Something that happened in the game. Each comes wrapped in an `Envelope` that names its audience; a host delivers it to those seats and no one else.</summary>
    /// <remarks>In JSON an object tagged by "type": one subclass a variant.</remarks>
    public abstract class Event
    {
        /// <summary>The variant's "type" in JSON.</summary>
        public abstract string Type { get; }

        /// <summary>Reads one from JSON; WireFormatException when it is not one.</summary>
        public static Event FromJson(string json) { return Wire.ReadEvent(JsonValue.Parse(json)); }

        /// <summary>The JSON, as the engine writes it.</summary>
        public string ToJson() { var w = new JsonWriter(); Wire.Write(w, this); return w.ToString(); }
    }

    public sealed class GameStartedEvent : Event
    {
        public override string Type { get { return "gameStarted"; } }
        /// <summary>Number of players.</summary>
        public long Players;
        /// <summary>The first leader.</summary>
        public long FirstLeader;
        /// <summary>Who holds the Inquisitor token first (IQ1), with the Inquisitor.</summary>
        public long? Inquisitor;
    }

    public sealed class RoleDealtEvent : Event
    {
        public override string Type { get { return "roleDealt"; } }
        /// <summary>The seat.</summary>
        public long Seat;
        /// <summary>Its role.</summary>
        public Role Role;
    }

    public sealed class KnowledgeGainedEvent : Event
    {
        public override string Type { get { return "knowledgeGained"; } }
        /// <summary>The seat that learned.</summary>
        public long Seat;
        /// <summary>What it learned, possibly nothing.</summary>
        public List<Sighting> Sightings;
    }

    public sealed class RoundStartedEvent : Event
    {
        public override string Type { get { return "roundStarted"; } }
        /// <summary>The round, 1..=5.</summary>
        public long Round;
        /// <summary>Its first leader.</summary>
        public long Leader;
        /// <summary>The team size this round.</summary>
        public long TeamSize;
        /// <summary>Fail cards that make this mission fail.</summary>
        public long FailsNeeded;
    }

    public sealed class TeamProposedEvent : Event
    {
        public override string Type { get { return "teamProposed"; } }
        /// <summary>The round.</summary>
        public long Round;
        /// <summary>Which proposal of the round (1..=5).</summary>
        public long Attempt;
        /// <summary>The proposing leader.</summary>
        public long Leader;
        /// <summary>The team.</summary>
        public List<long> Team;
    }

    public sealed class VoteCastEvent : Event
    {
        public override string Type { get { return "voteCast"; } }
        /// <summary>The seat that voted.</summary>
        public long Seat;
    }

    public sealed class VotesRevealedEvent : Event
    {
        public override string Type { get { return "votesRevealed"; } }
        /// <summary>The team voted on.</summary>
        public List<long> Team;
        /// <summary>Seats that approved.</summary>
        public List<long> Approvals;
        /// <summary>Seats that rejected.</summary>
        public List<long> Rejections;
        /// <summary>Approved iff approvals outnumber rejections (B8).</summary>
        public bool Approved;
    }

    public sealed class LeadershipPassedEvent : Event
    {
        public override string Type { get { return "leadershipPassed"; } }
        /// <summary>The new leader.</summary>
        public long Leader;
        /// <summary>Teams rejected so far this round.</summary>
        public long Rejections;
    }

    public sealed class MissionCardPlayedEvent : Event
    {
        public override string Type { get { return "missionCardPlayed"; } }
        /// <summary>The seat that played.</summary>
        public long Seat;
    }

    public sealed class MissionResolvedEvent : Event
    {
        public override string Type { get { return "missionResolved"; } }
        /// <summary>The round.</summary>
        public long Round;
        /// <summary>The team.</summary>
        public List<long> Team;
        /// <summary>Fail cards counted.</summary>
        public long Fails;
        /// <summary>Whether the mission succeeded.</summary>
        public bool Succeeded;
    }

    public sealed class AgendaChoiceBeganEvent : Event
    {
        public override string Type { get { return "agendaChoiceBegan"; } }
    }

    public sealed class AgendaChosenEvent : Event
    {
        public override string Type { get { return "agendaChosen"; } }
        /// <summary>The owner.</summary>
        public long Seat;
    }

    public sealed class AgendaRevealedEvent : Event
    {
        public override string Type { get { return "agendaRevealed"; } }
        /// <summary>The owner.</summary>
        public long Seat;
        /// <summary>The names it holds.</summary>
        public List<long> Names;
    }

    public sealed class TrappingBeganEvent : Event
    {
        public override string Type { get { return "trappingBegan"; } }
        /// <summary>The leader.</summary>
        public long Leader;
    }

    public sealed class CardSetAsideEvent : Event
    {
        public override string Type { get { return "cardSetAside"; } }
        /// <summary>The leader.</summary>
        public long Leader;
        /// <summary>Whose card.</summary>
        public long Member;
    }

    public sealed class TrappedCardSeenEvent : Event
    {
        public override string Type { get { return "trappedCardSeen"; } }
        /// <summary>Whose card.</summary>
        public long Member;
        /// <summary>The card.</summary>
        public MissionCard Card;
    }

    public sealed class LoyaltyCardFlippedEvent : Event
    {
        public override string Type { get { return "loyaltyCardFlipped"; } }
        /// <summary>The round.</summary>
        public long Round;
        /// <summary>The card.</summary>
        public LoyaltyCard Card;
    }

    public sealed class InquisitionBeganEvent : Event
    {
        public override string Type { get { return "inquisitionBegan"; } }
        /// <summary>The token holder.</summary>
        public long Holder;
    }

    public sealed class PlayerInspectedEvent : Event
    {
        public override string Type { get { return "playerInspected"; } }
        /// <summary>The former holder.</summary>
        public long Holder;
        /// <summary>The player inspected.</summary>
        public long Target;
    }

    public sealed class LoyaltyShownEvent : Event
    {
        public override string Type { get { return "loyaltyShown"; } }
        /// <summary>The player inspected.</summary>
        public long Target;
        /// <summary>Their allegiance at that moment.</summary>
        public Allegiance Allegiance;
    }

    public sealed class PlotCardsDrawnEvent : Event
    {
        public override string Type { get { return "plotCardsDrawn"; } }
        /// <summary>The leader.</summary>
        public long Leader;
        /// <summary>The cards drawn (Establish Confidence among them is resolved at once).</summary>
        public List<PlotCard> Cards;
    }

    public sealed class PlotCardGivenEvent : Event
    {
        public override string Type { get { return "plotCardGiven"; } }
        /// <summary>The leader.</summary>
        public long Leader;
        /// <summary>The card.</summary>
        public PlotCard Card;
        /// <summary>Who received it.</summary>
        public long To;
    }

    public sealed class PlotCardUsedEvent : Event
    {
        public override string Type { get { return "plotCardUsed"; } }
        /// <summary>Who used it.</summary>
        public long Seat;
        /// <summary>The card and what it named.</summary>
        public PlotAction Action;
    }

    public sealed class PlotCardDeclinedEvent : Event
    {
        public override string Type { get { return "plotCardDeclined"; } }
        /// <summary>Who declined.</summary>
        public long Seat;
        /// <summary>The card.</summary>
        public PlotCard Card;
    }

    public sealed class PlotCardDiscardedEvent : Event
    {
        public override string Type { get { return "plotCardDiscarded"; } }
        /// <summary>Its receiver.</summary>
        public long Seat;
        /// <summary>The card.</summary>
        public PlotCard Card;
    }

    public sealed class PlotCardShownEvent : Event
    {
        public override string Type { get { return "plotCardShown"; } }
        /// <summary>The card that showed it.</summary>
        public PlotCard Card;
        /// <summary>What was seen.</summary>
        public Shown Shown;
    }

    public sealed class OpenVotesRevealedEvent : Event
    {
        public override string Type { get { return "openVotesRevealed"; } }
        /// <summary>Opinion Makers who approved.</summary>
        public List<long> Approvals;
        /// <summary>Opinion Makers who rejected.</summary>
        public List<long> Rejections;
    }

    public sealed class MissionCardShownEvent : Event
    {
        public override string Type { get { return "missionCardShown"; } }
        /// <summary>The member.</summary>
        public long Seat;
        /// <summary>Their card.</summary>
        public MissionCard Card;
    }

    public sealed class AssassinationBeganEvent : Event
    {
        public override string Type { get { return "assassinationBegan"; } }
    }

    public sealed class PlayerLeftEvent : Event
    {
        public override string Type { get { return "playerLeft"; } }
        /// <summary>The seat.</summary>
        public long Seat;
        /// <summary>Whether the seat now waits for a substitute (substitute policy).</summary>
        public bool AwaitingSubstitute;
    }

    public sealed class SeatClaimedEvent : Event
    {
        public override string Type { get { return "seatClaimed"; } }
        /// <summary>The seat.</summary>
        public long Seat;
    }

    public sealed class GameEndedEvent : Event
    {
        public override string Type { get { return "gameEnded"; } }
        /// <summary>The winning side, none when abandoned.</summary>
        public Allegiance? Winner;
        /// <summary>Why it ended.</summary>
        public EndReason Reason;
    }

    public sealed class RolesRevealedEvent : Event
    {
        public override string Type { get { return "rolesRevealed"; } }
        /// <summary>Every seat's role, in seat order.</summary>
        public List<Role> Roles;
    }

    /// <summary>An event with its audience: `Envelope` around the base game's events, `CellsEnvelope` around the Cells variant's.</summary>
    public sealed class Envelope
    {
        /// <summary>Who may see it.</summary>
        public Audience Audience;
        /// <summary>What happened.</summary>
        public Event Event;
        /// <summary>Reads one from JSON; WireFormatException when it is not one.</summary>
        public static Envelope FromJson(string json) { return Wire.ReadEnvelope(JsonValue.Parse(json)); }

        /// <summary>The JSON, as the engine writes it.</summary>
        public string ToJson() { var w = new JsonWriter(); Wire.Write(w, this); return w.ToString(); }
    }

    /// <summary>What an accepted command caused: its events, in order, each with its audience (`Outcome` in the base game, `CellsOutcome` in the Cells variant).</summary>
    public sealed class Outcome
    {
        /// <summary>The events, in the order they happened.</summary>
        public List<Envelope> Events;
        /// <summary>Reads one from JSON; WireFormatException when it is not one.</summary>
        public static Outcome FromJson(string json) { return Wire.ReadOutcome(JsonValue.Parse(json)); }

        /// <summary>The JSON, as the engine writes it.</summary>
        public string ToJson() { var w = new JsonWriter(); Wire.Write(w, this); return w.ToString(); }
    }

    /// <summary>The moments a held card is used at (PC4, PC5).</summary>
    public enum PlotMoment
    {
        BeforeProposal, AfterApproval, AfterCards,
    }

    /// <summary>The current phase as everyone sees it.</summary>
    /// <remarks>In JSON an object tagged by "type": one subclass a variant.</remarks>
    public abstract class PhaseView
    {
        /// <summary>The variant's "type" in JSON.</summary>
        public abstract string Type { get; }

        /// <summary>Reads one from JSON; WireFormatException when it is not one.</summary>
        public static PhaseView FromJson(string json) { return Wire.ReadPhaseView(JsonValue.Parse(json)); }

        /// <summary>The JSON, as the engine writes it.</summary>
        public string ToJson() { var w = new JsonWriter(); Wire.Write(w, this); return w.ToString(); }
    }

    public sealed class AgendaChoicePhaseView : PhaseView
    {
        public override string Type { get { return "agendaChoice"; } }
        /// <summary>Seats that have chosen.</summary>
        public List<long> Chosen;
    }

    public sealed class ProposalPhaseView : PhaseView
    {
        public override string Type { get { return "proposal"; } }
        /// <summary>The leader.</summary>
        public long Leader;
        /// <summary>The team size this round.</summary>
        public long TeamSize;
    }

    public sealed class VotingPhaseView : PhaseView
    {
        public override string Type { get { return "voting"; } }
        /// <summary>The proposed team.</summary>
        public List<long> Team;
        /// <summary>Seats that have voted.</summary>
        public List<long> Voted;
    }

    public sealed class MissionPhaseView : PhaseView
    {
        public override string Type { get { return "mission"; } }
        /// <summary>The team.</summary>
        public List<long> Team;
        /// <summary>Members who have played.</summary>
        public List<long> Played;
    }

    public sealed class TrappingPhaseView : PhaseView
    {
        public override string Type { get { return "trapping"; } }
        /// <summary>The leader.</summary>
        public long Leader;
        /// <summary>The team.</summary>
        public List<long> Team;
    }

    public sealed class InquisitionPhaseView : PhaseView
    {
        public override string Type { get { return "inquisition"; } }
        /// <summary>The token holder.</summary>
        public long Holder;
    }

    public sealed class AssassinationPhaseView : PhaseView
    {
        public override string Type { get { return "assassination"; } }
    }

    public sealed class PlotDealPhaseView : PhaseView
    {
        public override string Type { get { return "plotDeal"; } }
        /// <summary>The leader.</summary>
        public long Leader;
        /// <summary>The cards still to give.</summary>
        public List<PlotCard> Cards;
    }

    public sealed class PlotResolutionPhaseView : PhaseView
    {
        public override string Type { get { return "plotResolution"; } }
        /// <summary>Who resolves it.</summary>
        public long Seat;
        /// <summary>The card.</summary>
        public PlotCard Card;
    }

    public sealed class PlotMomentPhaseView : PhaseView
    {
        public override string Type { get { return "plotMoment"; } }
        /// <summary>Which moment.</summary>
        public PlotMoment Moment;
        /// <summary>The card asked about.</summary>
        public PlotCard Card;
        /// <summary>The holder asked now.</summary>
        public long Asked;
        /// <summary>Holders who have answered about this card in this moment.</summary>
        public List<long> Answered;
        /// <summary>The approved team (empty before a proposal).</summary>
        public List<long> Team;
    }

    public sealed class GameOverPhaseView : PhaseView
    {
        public override string Type { get { return "gameOver"; } }
    }

    /// <summary>A mission that was played, as everyone saw it: only the number of Fail cards, never who played them (B10).</summary>
    public sealed class MissionRecord
    {
        /// <summary>The round (1..=5).</summary>
        public long Round;
        /// <summary>The leader whose team went.</summary>
        public long Leader;
        /// <summary>The team.</summary>
        public List<long> Team;
        /// <summary>How many Fail cards were counted.</summary>
        public long Fails;
        /// <summary>Whether the mission succeeded (B3).</summary>
        public bool Succeeded;
        /// <summary>Whose card the leader set aside, uncounted (TR2); the card itself stays secret (TR3).</summary>
        public long? SetAside;
        /// <summary>Reads one from JSON; WireFormatException when it is not one.</summary>
        public static MissionRecord FromJson(string json) { return Wire.ReadMissionRecord(JsonValue.Parse(json)); }

        /// <summary>The JSON, as the engine writes it.</summary>
        public string ToJson() { var w = new JsonWriter(); Wire.Write(w, this); return w.ToString(); }
    }

    /// <summary>A team that went to a vote, with the votes as revealed (B7, B8).</summary>
    public sealed class ProposalRecord
    {
        /// <summary>The round (1..=5).</summary>
        public long Round;
        /// <summary>Which proposal of the round this was (1..=5).</summary>
        public long Attempt;
        /// <summary>The leader who proposed it.</summary>
        public long Leader;
        /// <summary>The proposed team.</summary>
        public List<long> Team;
        /// <summary>Seats that approved.</summary>
        public List<long> Approvals;
        /// <summary>Seats that rejected.</summary>
        public List<long> Rejections;
        /// <summary>Whether the team was approved: approvals &gt; rejections (B8).</summary>
        public bool Approved;
        /// <summary>Reads one from JSON; WireFormatException when it is not one.</summary>
        public static ProposalRecord FromJson(string json) { return Wire.ReadProposalRecord(JsonValue.Parse(json)); }

        /// <summary>The JSON, as the engine writes it.</summary>
        public string ToJson() { var w = new JsonWriter(); Wire.Write(w, this); return w.ToString(); }
    }

    /// <summary>An inspection by the Inquisitor (IQ2): public, except what the loyalty card showed, which only the holder saw.</summary>
    public sealed class Inspection
    {
        /// <summary>The round whose mission it followed.</summary>
        public long Round;
        /// <summary>The token holder who inspected.</summary>
        public long Holder;
        /// <summary>The player inspected, who holds the token next (IQ3).</summary>
        public long Target;
        /// <summary>Reads one from JSON; WireFormatException when it is not one.</summary>
        public static Inspection FromJson(string json) { return Wire.ReadInspection(JsonValue.Parse(json)); }

        /// <summary>The JSON, as the engine writes it.</summary>
        public string ToJson() { var w = new JsonWriter(); Wire.Write(w, this); return w.ToString(); }
    }

    /// <summary>What an inspection showed the holder: the loyalty card only, never the character (AS5, DF4).</summary>
    public sealed class InspectionResult
    {
        /// <summary>The inspection.</summary>
        public Inspection Inspection;
        /// <summary>The target's allegiance at that moment.</summary>
        public Allegiance Shown;
        /// <summary>Reads one from JSON; WireFormatException when it is not one.</summary>
        public static InspectionResult FromJson(string json) { return Wire.ReadInspectionResult(JsonValue.Parse(json)); }

        /// <summary>The JSON, as the engine writes it.</summary>
        public string ToJson() { var w = new JsonWriter(); Wire.Write(w, this); return w.ToString(); }
    }

    /// <summary>A card the Trapper leader set aside (TR2), secret to that leader until the end (TR3).</summary>
    public sealed class TrappedCard
    {
        /// <summary>The round.</summary>
        public long Round;
        /// <summary>The leader who set it aside and saw it.</summary>
        public long Leader;
        /// <summary>Whose card it was.</summary>
        public long Member;
        /// <summary>The card.</summary>
        public MissionCard Card;
        /// <summary>Reads one from JSON; WireFormatException when it is not one.</summary>
        public static TrappedCard FromJson(string json) { return Wire.ReadTrappedCard(JsonValue.Parse(json)); }

        /// <summary>The JSON, as the engine writes it.</summary>
        public string ToJson() { var w = new JsonWriter(); Wire.Write(w, this); return w.ToString(); }
    }

    /// <summary>A mission card a seat played, as that seat remembers it (B10).</summary>
    public sealed class PlayedCard
    {
        /// <summary>The mission's round.</summary>
        public long Round;
        /// <summary>The card.</summary>
        public MissionCard Card;
        /// <summary>Reads one from JSON; WireFormatException when it is not one.</summary>
        public static PlayedCard FromJson(string json) { return Wire.ReadPlayedCard(JsonValue.Parse(json)); }

        /// <summary>The JSON, as the engine writes it.</summary>
        public string ToJson() { var w = new JsonWriter(); Wire.Write(w, this); return w.ToString(); }
    }

    /// <summary>A hidden agenda as everyone sees it: that it exists, and its names once revealed.</summary>
    public sealed class PublicAgenda
    {
        /// <summary>The owner.</summary>
        public long Owner;
        /// <summary>The names, once turned face up (HA3, HA4), and for every agenda once the game is over (HA5).</summary>
        public List<long> Revealed;
        /// <summary>Reads one from JSON; WireFormatException when it is not one.</summary>
        public static PublicAgenda FromJson(string json) { return Wire.ReadPublicAgenda(JsonValue.Parse(json)); }

        /// <summary>The JSON, as the engine writes it.</summary>
        public string ToJson() { var w = new JsonWriter(); Wire.Write(w, this); return w.ToString(); }
    }

    /// <summary>A player's hidden agenda (HA1, HA2): the seats it accuses of being spies.</summary>
    public sealed class Agenda
    {
        /// <summary>The owner.</summary>
        public long Owner;
        /// <summary>The sealed names (one, or two for a double agenda).</summary>
        public List<long> Names;
        /// <summary>Whether it has been turned face up (HA3, HA4).</summary>
        public bool Revealed;
        /// <summary>Reads one from JSON; WireFormatException when it is not one.</summary>
        public static Agenda FromJson(string json) { return Wire.ReadAgenda(JsonValue.Parse(json)); }

        /// <summary>The JSON, as the engine writes it.</summary>
        public string ToJson() { var w = new JsonWriter(); Wire.Write(w, this); return w.ToString(); }
    }

    /// <summary>Whether a hidden accusation named an actual spy, by final allegiance (HA5).</summary>
    public sealed class Accusation
    {
        /// <summary>Who made it.</summary>
        public long Owner;
        /// <summary>Who was named.</summary>
        public long Named;
        /// <summary>Whether the named player ended the game a spy.</summary>
        public bool Right;
        /// <summary>Reads one from JSON; WireFormatException when it is not one.</summary>
        public static Accusation FromJson(string json) { return Wire.ReadAccusation(JsonValue.Parse(json)); }

        /// <summary>The JSON, as the engine writes it.</summary>
        public string ToJson() { var w = new JsonWriter(); Wire.Write(w, this); return w.ToString(); }
    }

    /// <summary>A vote that is under way: who has voted and, secretly, who approved.</summary>
    public sealed class VoteState
    {
        /// <summary>The proposed team.</summary>
        public List<long> Team;
        /// <summary>Seats that have voted.</summary>
        public List<long> Voted;
        /// <summary>Seats that approved (secret until every vote is in).</summary>
        public List<long> Approvals;
        /// <summary>Reads one from JSON; WireFormatException when it is not one.</summary>
        public static VoteState FromJson(string json) { return Wire.ReadVoteState(JsonValue.Parse(json)); }

        /// <summary>The JSON, as the engine writes it.</summary>
        public string ToJson() { var w = new JsonWriter(); Wire.Write(w, this); return w.ToString(); }
    }

    /// <summary>A mission that is under way: who has played and, secretly, who played Fail.</summary>
    public sealed class MissionState
    {
        /// <summary>The approved team.</summary>
        public List<long> Team;
        /// <summary>Members who have played a card.</summary>
        public List<long> Played;
        /// <summary>Members who played Fail (secret until the game-over reveal).</summary>
        public List<long> FailedBy;
        /// <summary>Reads one from JSON; WireFormatException when it is not one.</summary>
        public static MissionState FromJson(string json) { return Wire.ReadMissionState(JsonValue.Parse(json)); }

        /// <summary>The JSON, as the engine writes it.</summary>
        public string ToJson() { var w = new JsonWriter(); Wire.Write(w, this); return w.ToString(); }
    }

    /// <summary>What a game-over interrupted, revealed with everything else (B13).</summary>
    /// <remarks>In JSON an object tagged by "type": one subclass a variant.</remarks>
    public abstract class Unfinished
    {
        /// <summary>The variant's "type" in JSON.</summary>
        public abstract string Type { get; }

        /// <summary>Reads one from JSON; WireFormatException when it is not one.</summary>
        public static Unfinished FromJson(string json) { return Wire.ReadUnfinished(JsonValue.Parse(json)); }

        /// <summary>The JSON, as the engine writes it.</summary>
        public string ToJson() { var w = new JsonWriter(); Wire.Write(w, this); return w.ToString(); }
    }

    public sealed class NothingUnfinished : Unfinished
    {
        public override string Type { get { return "nothing"; } }
    }

    public sealed class VoteUnfinished : Unfinished
    {
        public override string Type { get { return "vote"; } }
        /// <summary>The proposed team.</summary>
        public List<long> Team;
        /// <summary>Seats that have voted.</summary>
        public List<long> Voted;
        /// <summary>Seats that approved (secret until every vote is in).</summary>
        public List<long> Approvals;
    }

    public sealed class MissionUnfinished : Unfinished
    {
        public override string Type { get { return "mission"; } }
        /// <summary>The approved team.</summary>
        public List<long> Team;
        /// <summary>Members who have played a card.</summary>
        public List<long> Played;
        /// <summary>Members who played Fail (secret until the game-over reveal).</summary>
        public List<long> FailedBy;
    }

    /// <summary>A card face up in front of a player: held until used, or an Opinion Maker (PC3).</summary>
    public sealed class HeldPlotCard
    {
        /// <summary>Who has it.</summary>
        public long Holder;
        /// <summary>The card.</summary>
        public PlotCard Card;
        /// <summary>Reads one from JSON; WireFormatException when it is not one.</summary>
        public static HeldPlotCard FromJson(string json) { return Wire.ReadHeldPlotCard(JsonValue.Parse(json)); }

        /// <summary>The JSON, as the engine writes it.</summary>
        public string ToJson() { var w = new JsonWriter(); Wire.Write(w, this); return w.ToString(); }
    }

    /// <summary>A plot card used, with what it named: public (PC5). What it showed is not.</summary>
    public sealed class PlotUse
    {
        /// <summary>The round.</summary>
        public long Round;
        /// <summary>Which proposal of the round it came before or after (1..=5).</summary>
        public long Attempt;
        /// <summary>Who used it.</summary>
        public long Seat;
        /// <summary>The card and its target.</summary>
        public PlotAction Action;
        /// <summary>Reads one from JSON; WireFormatException when it is not one.</summary>
        public static PlotUse FromJson(string json) { return Wire.ReadPlotUse(JsonValue.Parse(json)); }

        /// <summary>The JSON, as the engine writes it.</summary>
        public string ToJson() { var w = new JsonWriter(); Wire.Write(w, this); return w.ToString(); }
    }

    /// <summary>A mission card played face up under In the Spotlight (PC4): public.</summary>
    public sealed class SpotlitCard
    {
        /// <summary>The round.</summary>
        public long Round;
        /// <summary>The member in the spotlight.</summary>
        public long Member;
        /// <summary>Their card, once played.</summary>
        public MissionCard? Card;
        /// <summary>Reads one from JSON; WireFormatException when it is not one.</summary>
        public static SpotlitCard FromJson(string json) { return Wire.ReadSpotlitCard(JsonValue.Parse(json)); }

        /// <summary>The JSON, as the engine writes it.</summary>
        public string ToJson() { var w = new JsonWriter(); Wire.Write(w, this); return w.ToString(); }
    }

    /// <summary>The Opinion Makers' open votes, public once every holder has voted (PC4).</summary>
    public sealed class OpenVotes
    {
        /// <summary>Opinion Makers who approved.</summary>
        public List<long> Approvals;
        /// <summary>Opinion Makers who rejected.</summary>
        public List<long> Rejections;
        /// <summary>Reads one from JSON; WireFormatException when it is not one.</summary>
        public static OpenVotes FromJson(string json) { return Wire.ReadOpenVotes(JsonValue.Parse(json)); }

        /// <summary>The JSON, as the engine writes it.</summary>
        public string ToJson() { var w = new JsonWriter(); Wire.Write(w, this); return w.ToString(); }
    }

    /// <summary>The plot cards as everyone sees them (PC2, PC3, PC5).</summary>
    public sealed class PublicPlot
    {
        /// <summary>Cards left in the deck, face down.</summary>
        public long Deck;
        /// <summary>Cards the leader drew and has not given yet.</summary>
        public List<PlotCard> Drawn;
        /// <summary>Cards face up in front of players, in the order they were received.</summary>
        public List<HeldPlotCard> Held;
        /// <summary>Every card used so far, with its target, in order.</summary>
        public List<PlotUse> Used;
        /// <summary>Mission cards played face up (In the Spotlight).</summary>
        public List<SpotlitCard> Spotlit;
        /// <summary>The Opinion Makers' votes on the team under vote, once all of them voted.</summary>
        public OpenVotes OpenVotes;
        /// <summary>Reads one from JSON; WireFormatException when it is not one.</summary>
        public static PublicPlot FromJson(string json) { return Wire.ReadPublicPlot(JsonValue.Parse(json)); }

        /// <summary>The JSON, as the engine writes it.</summary>
        public string ToJson() { var w = new JsonWriter(); Wire.Write(w, this); return w.ToString(); }
    }

    /// <summary>What one plot card showed one player: theirs alone until the end (PC4, PC5).</summary>
    public sealed class PlotSight
    {
        /// <summary>The round.</summary>
        public long Round;
        /// <summary>Who saw it.</summary>
        public long Viewer;
        /// <summary>The card that showed it.</summary>
        public PlotCard Card;
        /// <summary>What was seen.</summary>
        public Shown Shown;
        /// <summary>Reads one from JSON; WireFormatException when it is not one.</summary>
        public static PlotSight FromJson(string json) { return Wire.ReadPlotSight(JsonValue.Parse(json)); }

        /// <summary>The JSON, as the engine writes it.</summary>
        public string ToJson() { var w = new JsonWriter(); Wire.Write(w, this); return w.ToString(); }
    }

    /// <summary>What plot cards showed one seat (PC4, PC6).</summary>
    public sealed class PlayerPlot
    {
        /// <summary>What this seat saw, in order.</summary>
        public List<PlotSight> Seen;
        /// <summary>Reads one from JSON; WireFormatException when it is not one.</summary>
        public static PlayerPlot FromJson(string json) { return Wire.ReadPlayerPlot(JsonValue.Parse(json)); }

        /// <summary>The JSON, as the engine writes it.</summary>
        public string ToJson() { var w = new JsonWriter(); Wire.Write(w, this); return w.ToString(); }
    }

    /// <summary>Everything hidden during play, shown to all once the game is over (B13).</summary>
    public sealed class FinalReveal
    {
        /// <summary>Every seat's role.</summary>
        public List<Role> Roles;
        /// <summary>Every seat's allegiance at the end.</summary>
        public List<Allegiance> Allegiances;
        /// <summary>Who played Fail on each mission, in mission order.</summary>
        public List<List<long>> FailedBy;
        /// <summary>The secret part of a vote or mission the end interrupted.</summary>
        public Unfinished Unfinished;
        /// <summary>The players on the winning side, by final allegiance (DF4); empty when abandoned.</summary>
        public List<long> Winners;
        /// <summary>Every card set aside and what it was (TR3).</summary>
        public List<TrappedCard> Trapped;
        /// <summary>Every inspection and what it showed (IQ2).</summary>
        public List<InspectionResult> Inspections;
        /// <summary>Every hidden agenda (HA5).</summary>
        public List<Agenda> Agendas;
        /// <summary>Every accusation and whether it was right (HA5).</summary>
        public List<Accusation> Accusations;
        /// <summary>What every plot card showed, and to whom (PC4); left out without plot cards.</summary>
        public List<PlotSight> PlotSights;
        /// <summary>Reads one from JSON; WireFormatException when it is not one.</summary>
        public static FinalReveal FromJson(string json) { return Wire.ReadFinalReveal(JsonValue.Parse(json)); }

        /// <summary>The JSON, as the engine writes it.</summary>
        public string ToJson() { var w = new JsonWriter(); Wire.Write(w, this); return w.ToString(); }
    }

    /// <summary>What a spectator may know: the public state of the table.</summary>
    public sealed class PublicView
    {
        /// <summary>Number of players.</summary>
        public long Players;
        /// <summary>The current round, 1..=5 (the last one played once the game is over).</summary>
        public long Round;
        /// <summary>The current leader.</summary>
        public long Leader;
        /// <summary>Teams rejected so far this round (B9).</summary>
        public long Rejections;
        /// <summary>The current phase.</summary>
        public PhaseView Phase;
        /// <summary>The seats the game is waiting for (see `Game::awaiting`).</summary>
        public List<long> Awaiting;
        /// <summary>The character cards in play, in role order: public, since the table chose the modules (B1, AS1, DF1); who holds which is secret until the end (B13).</summary>
        public List<Role> Characters;
        /// <summary>Team size of each mission (B2).</summary>
        public long[] TeamSizes;
        /// <summary>Fail cards that make each mission fail (B3).</summary>
        public long[] FailsNeeded;
        /// <summary>Missions that succeeded.</summary>
        public long Successes;
        /// <summary>Missions that failed.</summary>
        public long Failures;
        /// <summary>Every mission played, in order.</summary>
        public List<MissionRecord> Missions;
        /// <summary>Every team voted on, with the revealed votes, in order.</summary>
        public List<ProposalRecord> Proposals;
        /// <summary>Seats waiting for a substitute (LV1).</summary>
        public List<long> Vacant;
        /// <summary>Loyalty cards flipped so far, in order (DF3).</summary>
        public List<LoyaltyCard> LoyaltyCards;
        /// <summary>Who holds the Inquisitor token (IQ1, IQ3).</summary>
        public long? Inquisitor;
        /// <summary>Every inspection so far, without what it showed (IQ2).</summary>
        public List<Inspection> Inspections;
        /// <summary>Every hidden agenda chosen so far (HA1, HA3).</summary>
        public List<PublicAgenda> Agendas;
        /// <summary>The plot cards (PC); left out of the JSON without them.</summary>
        public PublicPlot Plot;
        /// <summary>How the game ended, once it has.</summary>
        public GameResult Result;
        /// <summary>Everything that was hidden, once the game has ended (B13).</summary>
        public FinalReveal Reveal;
        /// <summary>Reads one from JSON; WireFormatException when it is not one.</summary>
        public static PublicView FromJson(string json) { return Wire.ReadPublicView(JsonValue.Parse(json)); }

        /// <summary>The JSON, as the engine writes it.</summary>
        public string ToJson() { var w = new JsonWriter(); Wire.Write(w, this); return w.ToString(); }
    }

    /// <summary>What one seat may know: the public table plus its own secrets.</summary>
    public sealed class PlayerView
    {
        /// <summary>The seat this view belongs to.</summary>
        public long Seat;
        /// <summary>The seat's role.</summary>
        public Role Role;
        /// <summary>The seat's current allegiance.</summary>
        public Allegiance Allegiance;
        /// <summary>What the seat learned at setup (B4 and the modules' reveal rows).</summary>
        public List<Sighting> Sightings;
        /// <summary>The seat's own vote on the team under vote, once cast.</summary>
        public Vote? Vote;
        /// <summary>The seat's own card on the mission under way, once played.</summary>
        public MissionCard? MissionCard;
        /// <summary>The names of the seat's own hidden agenda, once chosen (HA1).</summary>
        public List<long> Agenda;
        /// <summary>The cards this seat played on the missions so far, in mission order (B10): its own, so it knows them.</summary>
        public List<PlayedCard> CardsPlayed;
        /// <summary>The cards this seat set aside as leader, and what they were (TR2, TR3).</summary>
        public List<TrappedCard> Trapped;
        /// <summary>The inspections this seat made, and what they showed (IQ2).</summary>
        public List<InspectionResult> Inspections;
        /// <summary>What plot cards showed this seat (PC4, PC6); left out without plot cards.</summary>
        public PlayerPlot Plot;
        /// <summary>Everything public.</summary>
        public PublicView Table;
        /// <summary>Reads one from JSON; WireFormatException when it is not one.</summary>
        public static PlayerView FromJson(string json) { return Wire.ReadPlayerView(JsonValue.Parse(json)); }

        /// <summary>The JSON, as the engine writes it.</summary>
        public string ToJson() { var w = new JsonWriter(); Wire.Write(w, this); return w.ToString(); }
    }

    /// <summary>What one seat alone knows of one round.</summary>
    public sealed class OwnRound
    {
        /// <summary>The mission card this seat played, if it went on the mission (B10); on the mission under way, as soon as it is played.</summary>
        public MissionCard? MissionCard;
        /// <summary>The card this seat set aside as leader, and what it was (TR2, TR3).</summary>
        public TrappedCard Trapped;
        /// <summary>What this seat's inspection showed it (IQ2).</summary>
        public InspectionResult Inspection;
        /// <summary>What plot cards showed this seat this round (PC4, PC6).</summary>
        public List<PlotSight> PlotSights;
        /// <summary>Reads one from JSON; WireFormatException when it is not one.</summary>
        public static OwnRound FromJson(string json) { return Wire.ReadOwnRound(JsonValue.Parse(json)); }

        /// <summary>The JSON, as the engine writes it.</summary>
        public string ToJson() { var w = new JsonWriter(); Wire.Write(w, this); return w.ToString(); }
    }

    /// <summary>One round of the history: one row of the grid.</summary>
    public sealed class RoundHistory
    {
        /// <summary>The round (1..=5).</summary>
        public long Round;
        /// <summary>Every team that went to a vote this round, in order, with the votes as revealed (B7, B8, B9). A team still being voted on is not here yet.</summary>
        public List<ProposalRecord> Proposals;
        /// <summary>The mission, once played: its team, how many Fail cards, its result (B10, B11), and whose card the leader set aside (TR2).</summary>
        public MissionRecord Mission;
        /// <summary>Plot cards used this round, in order, each with the proposal it came before or after (PC3–PC5).</summary>
        public List<PlotUse> PlotUses;
        /// <summary>Mission cards played face up this round (In the Spotlight).</summary>
        public List<SpotlitCard> Spotlit;
        /// <summary>Who inspected whom after this round's mission (IQ2); what the inspection showed is the holder's alone, in `OwnRound::inspection`.</summary>
        public List<Inspection> Inspections;
        /// <summary>What this seat alone knows of the round; `null` in a spectator's history.</summary>
        public OwnRound Own;
        /// <summary>Reads one from JSON; WireFormatException when it is not one.</summary>
        public static RoundHistory FromJson(string json) { return Wire.ReadRoundHistory(JsonValue.Parse(json)); }

        /// <summary>The JSON, as the engine writes it.</summary>
        public string ToJson() { var w = new JsonWriter(); Wire.Write(w, this); return w.ToString(); }
    }

    /// <summary>The history of a game, as one seat or a spectator may know it.</summary>
    public sealed class History
    {
        /// <summary>The seat whose history this is; `null` for a spectator's.</summary>
        public long? Seat;
        /// <summary>Every round from the first to the current one, in order.</summary>
        public List<RoundHistory> Rounds;
        /// <summary>Reads one from JSON; WireFormatException when it is not one.</summary>
        public static History FromJson(string json) { return Wire.ReadHistory(JsonValue.Parse(json)); }

        /// <summary>The JSON, as the engine writes it.</summary>
        public string ToJson() { var w = new JsonWriter(); Wire.Write(w, this); return w.ToString(); }
    }

    /// <summary>"Propose a team of `size` distinct seats chosen from `from`."</summary>
    public sealed class TeamChoice
    {
        /// <summary>How many members the team must have.</summary>
        public long Size;
        /// <summary>The seats a team may be drawn from.</summary>
        public List<long> From;
        /// <summary>Reads one from JSON; WireFormatException when it is not one.</summary>
        public static TeamChoice FromJson(string json) { return Wire.ReadTeamChoice(JsonValue.Parse(json)); }

        /// <summary>The JSON, as the engine writes it.</summary>
        public string ToJson() { var w = new JsonWriter(); Wire.Write(w, this); return w.ToString(); }
    }

    /// <summary>"Give one of `cards` to one of `to`" (PC2).</summary>
    public sealed class GiveChoice
    {
        /// <summary>The drawn cards.</summary>
        public List<PlotCard> Cards;
        /// <summary>Every other player.</summary>
        public List<long> To;
        /// <summary>Reads one from JSON; WireFormatException when it is not one.</summary>
        public static GiveChoice FromJson(string json) { return Wire.ReadGiveChoice(JsonValue.Parse(json)); }

        /// <summary>The JSON, as the engine writes it.</summary>
        public string ToJson() { var w = new JsonWriter(); Wire.Write(w, this); return w.ToString(); }
    }

    /// <summary>"Use `card` on one of `targets`" (PC4). For Take Responsibility the targets are the players with a card in front of them (`PublicPlot::held` says which).</summary>
    public sealed class UseChoice
    {
        /// <summary>The card.</summary>
        public PlotCard Card;
        /// <summary>The seats it may name; empty when it names nobody.</summary>
        public List<long> Targets;
        /// <summary>Reads one from JSON; WireFormatException when it is not one.</summary>
        public static UseChoice FromJson(string json) { return Wire.ReadUseChoice(JsonValue.Parse(json)); }

        /// <summary>The JSON, as the engine writes it.</summary>
        public string ToJson() { var w = new JsonWriter(); Wire.Write(w, this); return w.ToString(); }
    }

    /// <summary>What a seat may do with plot cards now (PC2–PC5).</summary>
    public sealed class PlotChoices
    {
        /// <summary>The leader may give one of these drawn cards to one of `to` (PC2).</summary>
        public GiveChoice Give;
        /// <summary>The seat may use (or, for an immediate card, must resolve) this card, naming one of its targets (none for Strong Leader and No Confidence).</summary>
        public UseChoice UseCard;
        /// <summary>The seat is asked at a moment and may decline the card it is asked about (PC5).</summary>
        public bool Decline;
        /// <summary>Reads one from JSON; WireFormatException when it is not one.</summary>
        public static PlotChoices FromJson(string json) { return Wire.ReadPlotChoices(JsonValue.Parse(json)); }

        /// <summary>The JSON, as the engine writes it.</summary>
        public string ToJson() { var w = new JsonWriter(); Wire.Write(w, this); return w.ToString(); }
    }

    /// <summary>Everything one seat may do now. Proposals are combinatorial (252 teams of 5 from 10 seats), so they are described, not listed; `Game::legal_commands` lists them.</summary>
    public sealed class Choices
    {
        /// <summary>The seat leads and may propose a team (B6).</summary>
        public TeamChoice Propose;
        /// <summary>The seat may vote, approve or reject (B7).</summary>
        public bool Vote;
        /// <summary>The seat may play Success on the mission (B10).</summary>
        public bool PlaySuccess;
        /// <summary>The seat may play Fail on the mission: a spy on the team (B10).</summary>
        public bool PlayFail;
        /// <summary>The seat leads and may set aside the card of one of these members (TR2).</summary>
        public List<long> SetAside;
        /// <summary>The seat holds the Inquisitor token and may inspect one of these (IQ2).</summary>
        public List<long> Inspect;
        /// <summary>The seat is the Assassin and may name one of these (AS4).</summary>
        public List<long> Assassinate;
        /// <summary>The seat may seal a hidden agenda of `size` names from `from` (HA1, HA2).</summary>
        public TeamChoice ChooseAgenda;
        /// <summary>Where each player chooses (agendas of the kind `SingleOrDouble`, in JSON `"singleOrDouble"`): the seat may instead seal a double agenda, `size` (two) different names from `from` (HA2), while the agenda choice above offers one name. Left out of the JSON when not offered.</summary>
        public TeamChoice ChooseDoubleAgenda;
        /// <summary>The seat may turn its hidden agenda face up (HA3).</summary>
        public bool RevealAgenda;
        /// <summary>What the seat may do with plot cards (PC2–PC5); left out of the JSON when nothing.</summary>
        public PlotChoices Plot;
        /// <summary>The seat may leave (LV1).</summary>
        public bool Leave;
        /// <summary>The seat is vacant and a substitute may claim it (LV1).</summary>
        public bool ClaimSeat;
        /// <summary>Reads one from JSON; WireFormatException when it is not one.</summary>
        public static Choices FromJson(string json) { return Wire.ReadChoices(JsonValue.Parse(json)); }

        /// <summary>The JSON, as the engine writes it.</summary>
        public string ToJson() { var w = new JsonWriter(); Wire.Write(w, this); return w.ToString(); }
    }

    /// <summary>A module of the base game, as a table chooses it: each is one field of `GameConfig`, whose JSON name it shares.</summary>
    public enum Module
    {
        Assassin, Trapper, Defector, Inquisitor, Agendas, PlotCards,
    }

    /// <summary>Every name of one language and naming, for a host to label a game with: the bindings hand it over whole. Each map holds every value of its key type.</summary>
    public sealed class Names
    {
        /// <summary>The language of the names.</summary>
        public Language Language;
        /// <summary>The naming they belong to.</summary>
        public Naming Naming;
        /// <summary>Each card's name (`Role::name`).</summary>
        public List<KeyValuePair<Role, string>> Roles;
        /// <summary>Each module's name (`Module::name`).</summary>
        public List<KeyValuePair<Module, string>> Modules;
        /// <summary>Each side's name (`Allegiance::name`).</summary>
        public List<KeyValuePair<Allegiance, string>> Sides;
        /// <summary>Reads one from JSON; WireFormatException when it is not one.</summary>
        public static Names FromJson(string json) { return Wire.ReadNames(JsonValue.Parse(json)); }

        /// <summary>The JSON, as the engine writes it.</summary>
        public string ToJson() { var w = new JsonWriter(); Wire.Write(w, this); return w.ToString(); }
    }

    /// <summary>One spoken instruction of the opening script. Every call to a group says who it is for so that no card holder outside the group can take it as theirs (AS3): `roles` are the cards that act, `except` the dealt cards the sentence names as the ones that must not, and `players` how many players act (the plain Spy card may be dealt several times, every other card once), which sets the sentence's singular or plural.</summary>
    /// <remarks>In JSON an object tagged by "type": one subclass a variant.</remarks>
    public abstract class ScriptStep
    {
        /// <summary>The variant's "type" in JSON.</summary>
        public abstract string Type { get; }

        /// <summary>Reads one from JSON; WireFormatException when it is not one.</summary>
        public static ScriptStep FromJson(string json) { return Wire.ReadScriptStep(JsonValue.Parse(json)); }

        /// <summary>The JSON, as the engine writes it.</summary>
        public string ToJson() { var w = new JsonWriter(); Wire.Write(w, this); return w.ToString(); }
    }

    public sealed class EveryoneClosesEyesScriptStep : ScriptStep
    {
        public override string Type { get { return "everyoneClosesEyes"; } }
    }

    public sealed class RaiseThumbsScriptStep : ScriptStep
    {
        public override string Type { get { return "raiseThumbs"; } }
        /// <summary>Who raises a thumb.</summary>
        public List<Role> Roles;
        /// <summary>Who must not, although the call could be taken as theirs (AS3).</summary>
        public List<Role> Except;
        /// <summary>How many players raise a thumb.</summary>
        public long Players;
    }

    public sealed class OpenEyesScriptStep : ScriptStep
    {
        public override string Type { get { return "openEyes"; } }
        /// <summary>Who looks.</summary>
        public List<Role> Roles;
        /// <summary>What the players they see are to them.</summary>
        public Appearance AppearsAs;
        /// <summary>Who must not look, although the call could be taken as theirs (AS3).</summary>
        public List<Role> Except;
        /// <summary>How many players look.</summary>
        public long Players;
        /// <summary>The dealt cards the lookers see, which `appears_as` stands for: the sentence names only these (AS3: the Body Guard is told of the False Commander only when one is dealt). Empty in a script written before this field existed; its sentence then names every card `appears_as` may stand for.</summary>
        public List<Role> Seen;
    }

    public sealed class LowerThumbsScriptStep : ScriptStep
    {
        public override string Type { get { return "lowerThumbs"; } }
        /// <summary>Who lowers a thumb.</summary>
        public List<Role> Roles;
        /// <summary>Who is not meant, although the call could be taken as theirs (AS3).</summary>
        public List<Role> Except;
        /// <summary>How many players lower a thumb.</summary>
        public long Players;
    }

    public sealed class CloseEyesScriptStep : ScriptStep
    {
        public override string Type { get { return "closeEyes"; } }
        /// <summary>Who closes their eyes.</summary>
        public List<Role> Roles;
        /// <summary>Who is not meant, although the call could be taken as theirs (AS3).</summary>
        public List<Role> Except;
        /// <summary>How many players close their eyes.</summary>
        public long Players;
    }

    public sealed class EveryoneOpensEyesScriptStep : ScriptStep
    {
        public override string Type { get { return "everyoneOpensEyes"; } }
    }

    /// <summary>The script ready to narrate: the steps and, for each, its sentence in one language under one naming. What the bindings hand to companion apps.</summary>
    public sealed class NarratedScript
    {
        /// <summary>The language of `lines`.</summary>
        public Language Language;
        /// <summary>The names `lines` use; a script written before namings existed used the Resistance names.</summary>
        public Naming Naming;
        /// <summary>The steps (AS3).</summary>
        public List<ScriptStep> Steps;
        /// <summary>One sentence per step, in `language` with the names of `naming`.</summary>
        public List<string> Lines;
        /// <summary>Reads one from JSON; WireFormatException when it is not one.</summary>
        public static NarratedScript FromJson(string json) { return Wire.ReadNarratedScript(JsonValue.Parse(json)); }

        /// <summary>The JSON, as the engine writes it.</summary>
        public string ToJson() { var w = new JsonWriter(); Wire.Write(w, this); return w.ToString(); }
    }

    /// <summary>Which game a record or a handle is of.</summary>
    public enum GameKind
    {
        Resistance, Cells,
    }

    /// <summary>One accepted command and the seat that sent it.</summary>
    public sealed class Move
    {
        /// <summary>Who sent it.</summary>
        public long Seat;
        /// <summary>What was sent.</summary>
        public Command Command;
        /// <summary>Reads one from JSON; WireFormatException when it is not one.</summary>
        public static Move FromJson(string json) { return Wire.ReadMove(JsonValue.Parse(json)); }

        /// <summary>The JSON, as the engine writes it.</summary>
        public string ToJson() { var w = new JsonWriter(); Wire.Write(w, this); return w.ToString(); }
    }

    /// <summary>A whole game: version, game, configuration (seed included) and every accepted command in order. Made by `Recorded::record`, turned back into the game by `Table::replay`. **It holds every secret**: keep it on the host while the game is on. In JSON: `{"version":2,"game":"resistance","config":{...},"commands":[{"seat":0, "command":{...}}, ...]}`.</summary>
    public sealed class GameRecord
    {
        public long Version;
        public GameKind Game;
        public ResolvedGameConfig Config;
        public List<Move> Commands;
        /// <summary>Reads one from JSON; WireFormatException when it is not one.</summary>
        public static GameRecord FromJson(string json) { return Wire.ReadGameRecord(JsonValue.Parse(json)); }

        /// <summary>The JSON, as the engine writes it.</summary>
        public string ToJson() { var w = new JsonWriter(); Wire.Write(w, this); return w.ToString(); }
    }

    /// <summary>What one seat received at one step of a game: the events addressed to it and its view afterwards.</summary>
    public sealed class SeatReplayStep
    {
        /// <summary>The events this seat (or a spectator) received, in order.</summary>
        public List<Event> Events;
        /// <summary>What it may know afterwards.</summary>
        public PlayerView View;
        /// <summary>Reads one from JSON; WireFormatException when it is not one.</summary>
        public static SeatReplayStep FromJson(string json) { return Wire.ReadSeatReplayStep(JsonValue.Parse(json)); }

        /// <summary>The JSON, as the engine writes it.</summary>
        public string ToJson() { var w = new JsonWriter(); Wire.Write(w, this); return w.ToString(); }
    }

    /// <summary>What one seat received at one step of a game: the events addressed to it and its view afterwards.</summary>
    public sealed class SpectatorReplayStep
    {
        /// <summary>The events this seat (or a spectator) received, in order.</summary>
        public List<Event> Events;
        /// <summary>What it may know afterwards.</summary>
        public PublicView View;
        /// <summary>Reads one from JSON; WireFormatException when it is not one.</summary>
        public static SpectatorReplayStep FromJson(string json) { return Wire.ReadSpectatorReplayStep(JsonValue.Parse(json)); }

        /// <summary>The JSON, as the engine writes it.</summary>
        public string ToJson() { var w = new JsonWriter(); Wire.Write(w, this); return w.ToString(); }
    }

    /// <summary>What a host may publish while the game is on: the game as a spectator saw it, step by step (the public events of each step and the public view afterwards). It holds no seed, no configuration beyond what the public view shows, and no hidden command content. Made by `spectator_replay`; after the game the whole `Record` may be published too.</summary>
    public sealed class SpectatorRecord
    {
        /// <summary>The format version (`RECORD_VERSION`).</summary>
        public long Version;
        /// <summary>Which game it is.</summary>
        public GameKind Game;
        /// <summary>The opening, then each command that caused a public event.</summary>
        public List<SpectatorReplayStep> Steps;
        /// <summary>Reads one from JSON; WireFormatException when it is not one.</summary>
        public static SpectatorRecord FromJson(string json) { return Wire.ReadSpectatorRecord(JsonValue.Parse(json)); }

        /// <summary>The JSON, as the engine writes it.</summary>
        public string ToJson() { var w = new JsonWriter(); Wire.Write(w, this); return w.ToString(); }
    }

    /// <summary>Reads every type above from JSON and writes it back, fields in
    /// the wire format's order.</summary>
    public static class Wire
    {
        public static Role ParseRole(string text)
        {
            switch (text)
            {
                case "resistance": return Role.Resistance;
                case "spy": return Role.Spy;
                case "commander": return Role.Commander;
                case "assassin": return Role.Assassin;
                case "bodyGuard": return Role.BodyGuard;
                case "falseCommander": return Role.FalseCommander;
                case "deepCover": return Role.DeepCover;
                case "blindSpy": return Role.BlindSpy;
                case "resistanceDefector": return Role.ResistanceDefector;
                case "spyDefector": return Role.SpyDefector;
                default: throw new WireFormatException("not a Role: \"" + text + "\"");
            }
        }

        public static string Name(Role value)
        {
            switch (value)
            {
                case Role.Resistance: return "resistance";
                case Role.Spy: return "spy";
                case Role.Commander: return "commander";
                case Role.Assassin: return "assassin";
                case Role.BodyGuard: return "bodyGuard";
                case Role.FalseCommander: return "falseCommander";
                case Role.DeepCover: return "deepCover";
                case Role.BlindSpy: return "blindSpy";
                case Role.ResistanceDefector: return "resistanceDefector";
                case Role.SpyDefector: return "spyDefector";
                default: throw new ArgumentOutOfRangeException("value", value, "not a Role");
            }
        }

        public static Allegiance ParseAllegiance(string text)
        {
            switch (text)
            {
                case "resistance": return Allegiance.Resistance;
                case "spy": return Allegiance.Spy;
                default: throw new WireFormatException("not a Allegiance: \"" + text + "\"");
            }
        }

        public static string Name(Allegiance value)
        {
            switch (value)
            {
                case Allegiance.Resistance: return "resistance";
                case Allegiance.Spy: return "spy";
                default: throw new ArgumentOutOfRangeException("value", value, "not a Allegiance");
            }
        }

        public static Vote ParseVote(string text)
        {
            switch (text)
            {
                case "approve": return Vote.Approve;
                case "reject": return Vote.Reject;
                default: throw new WireFormatException("not a Vote: \"" + text + "\"");
            }
        }

        public static string Name(Vote value)
        {
            switch (value)
            {
                case Vote.Approve: return "approve";
                case Vote.Reject: return "reject";
                default: throw new ArgumentOutOfRangeException("value", value, "not a Vote");
            }
        }

        public static MissionCard ParseMissionCard(string text)
        {
            switch (text)
            {
                case "success": return MissionCard.Success;
                case "fail": return MissionCard.Fail;
                default: throw new WireFormatException("not a MissionCard: \"" + text + "\"");
            }
        }

        public static string Name(MissionCard value)
        {
            switch (value)
            {
                case MissionCard.Success: return "success";
                case MissionCard.Fail: return "fail";
                default: throw new ArgumentOutOfRangeException("value", value, "not a MissionCard");
            }
        }

        public static LeavePolicy ParseLeavePolicy(string text)
        {
            switch (text)
            {
                case "endGame": return LeavePolicy.EndGame;
                case "substitute": return LeavePolicy.Substitute;
                default: throw new WireFormatException("not a LeavePolicy: \"" + text + "\"");
            }
        }

        public static string Name(LeavePolicy value)
        {
            switch (value)
            {
                case LeavePolicy.EndGame: return "endGame";
                case LeavePolicy.Substitute: return "substitute";
                default: throw new ArgumentOutOfRangeException("value", value, "not a LeavePolicy");
            }
        }

        public static AssassinOptions ReadAssassinOptions(JsonValue value)
        {
            var o = value.AsObject("AssassinOptions");
            var m = new AssassinOptions();
            m.BodyGuard = o.Get("bodyGuard").AsBool();
            m.FalseCommander = o.Get("falseCommander").AsBool();
            m.DeepCover = o.Get("deepCover").AsBool();
            m.BlindSpy = o.Get("blindSpy").AsBool();
            return m;
        }

        public static void Write(JsonWriter w, AssassinOptions m)
        {
            if (m == null) throw new ArgumentNullException("m", "a AssassinOptions is required here");
            w.BeginObject();
            w.Key("bodyGuard"); w.Bool(m.BodyGuard);
            w.Key("falseCommander"); w.Bool(m.FalseCommander);
            w.Key("deepCover"); w.Bool(m.DeepCover);
            w.Key("blindSpy"); w.Bool(m.BlindSpy);
            w.EndObject();
        }

        public static DefectorVariant ParseDefectorVariant(string text)
        {
            switch (text)
            {
                case "standard": return DefectorVariant.Standard;
                case "knowEachOther": return DefectorVariant.KnowEachOther;
                default: throw new WireFormatException("not a DefectorVariant: \"" + text + "\"");
            }
        }

        public static string Name(DefectorVariant value)
        {
            switch (value)
            {
                case DefectorVariant.Standard: return "standard";
                case DefectorVariant.KnowEachOther: return "knowEachOther";
                default: throw new ArgumentOutOfRangeException("value", value, "not a DefectorVariant");
            }
        }

        public static AgendaKind ParseAgendaKind(string text)
        {
            switch (text)
            {
                case "single": return AgendaKind.Single;
                case "double": return AgendaKind.Double;
                case "singleOrDouble": return AgendaKind.SingleOrDouble;
                default: throw new WireFormatException("not a AgendaKind: \"" + text + "\"");
            }
        }

        public static string Name(AgendaKind value)
        {
            switch (value)
            {
                case AgendaKind.Single: return "single";
                case AgendaKind.Double: return "double";
                case AgendaKind.SingleOrDouble: return "singleOrDouble";
                default: throw new ArgumentOutOfRangeException("value", value, "not a AgendaKind");
            }
        }

        public static ResolvedGameConfig ReadResolvedGameConfig(JsonValue value)
        {
            var o = value.AsObject("ResolvedGameConfig");
            var m = new ResolvedGameConfig();
            m.Players = o.Get("players").AsLong();
            m.Seed = o.Get("seed").AsLong();
            m.LeavePolicy = ParseLeavePolicy(o.Get("leavePolicy").AsString());
            m.Assassin = o.Get("assassin").OrNullRef(x0 => ReadAssassinOptions(x0));
            m.Trapper = o.Get("trapper").AsBool();
            m.Defector = o.Get("defector").OrNull(x0 => ParseDefectorVariant(x0.AsString()));
            m.Inquisitor = o.Get("inquisitor").AsBool();
            m.Agendas = o.Get("agendas").OrNull(x0 => ParseAgendaKind(x0.AsString()));
            { var f = o.Find("plotCards"); if (f != null) m.PlotCards = f.AsBool(); }
            { var f = o.Find("deal"); if (f != null) m.Deal = f.AsList(x0 => ParseRole(x0.AsString())); }
            return m;
        }

        public static void Write(JsonWriter w, ResolvedGameConfig m)
        {
            if (m == null) throw new ArgumentNullException("m", "a ResolvedGameConfig is required here");
            w.BeginObject();
            w.Key("players"); w.Number(m.Players);
            w.Key("seed"); w.Number(m.Seed);
            w.Key("leavePolicy"); w.String(Name(m.LeavePolicy));
            w.Key("assassin"); w.OrNullRef(m.Assassin, x0 => Write(w, x0));
            w.Key("trapper"); w.Bool(m.Trapper);
            w.Key("defector"); w.OrNull(m.Defector, x0 => w.String(Name(x0)));
            w.Key("inquisitor"); w.Bool(m.Inquisitor);
            w.Key("agendas"); w.OrNull(m.Agendas, x0 => w.String(Name(x0)));
            if (m.PlotCards != null) { w.Key("plotCards"); w.Bool(m.PlotCards.Value); }
            if (m.Deal != null) { w.Key("deal"); w.Array(m.Deal, x0 => w.String(Name(x0))); }
            w.EndObject();
        }

        public static PlotCard ParsePlotCard(string text)
        {
            switch (text)
            {
                case "strongLeader": return PlotCard.StrongLeader;
                case "keepingACloseEyeOnYou": return PlotCard.KeepingACloseEyeOnYou;
                case "noConfidence": return PlotCard.NoConfidence;
                case "opinionMaker": return PlotCard.OpinionMaker;
                case "takeResponsibility": return PlotCard.TakeResponsibility;
                case "overheardConversation": return PlotCard.OverheardConversation;
                case "openUp": return PlotCard.OpenUp;
                case "establishConfidence": return PlotCard.EstablishConfidence;
                case "inTheSpotlight": return PlotCard.InTheSpotlight;
                default: throw new WireFormatException("not a PlotCard: \"" + text + "\"");
            }
        }

        public static string Name(PlotCard value)
        {
            switch (value)
            {
                case PlotCard.StrongLeader: return "strongLeader";
                case PlotCard.KeepingACloseEyeOnYou: return "keepingACloseEyeOnYou";
                case PlotCard.NoConfidence: return "noConfidence";
                case PlotCard.OpinionMaker: return "opinionMaker";
                case PlotCard.TakeResponsibility: return "takeResponsibility";
                case PlotCard.OverheardConversation: return "overheardConversation";
                case PlotCard.OpenUp: return "openUp";
                case PlotCard.EstablishConfidence: return "establishConfidence";
                case PlotCard.InTheSpotlight: return "inTheSpotlight";
                default: throw new ArgumentOutOfRangeException("value", value, "not a PlotCard");
            }
        }

        public static PlotAction ReadPlotAction(JsonValue value)
        {
            var o = value.AsObject("PlotAction");
            string tag = o.Get("card").AsString();
            switch (tag)
            {
                case "strongLeader":
                {
                    var m = new StrongLeaderPlotAction();
                    return m;
                }
                case "noConfidence":
                {
                    var m = new NoConfidencePlotAction();
                    return m;
                }
                case "inTheSpotlight":
                {
                    var m = new InTheSpotlightPlotAction();
                    m.Member = o.Get("member").AsLong();
                    return m;
                }
                case "keepingACloseEyeOnYou":
                {
                    var m = new KeepingACloseEyeOnYouPlotAction();
                    m.Member = o.Get("member").AsLong();
                    return m;
                }
                case "takeResponsibility":
                {
                    var m = new TakeResponsibilityPlotAction();
                    m.From = o.Get("from").AsLong();
                    m.Take = ParsePlotCard(o.Get("take").AsString());
                    return m;
                }
                case "overheardConversation":
                {
                    var m = new OverheardConversationPlotAction();
                    m.Neighbour = o.Get("neighbour").AsLong();
                    return m;
                }
                case "openUp":
                {
                    var m = new OpenUpPlotAction();
                    m.To = o.Get("to").AsLong();
                    return m;
                }
                case "establishConfidence":
                {
                    var m = new EstablishConfidencePlotAction();
                    m.To = o.Get("to").AsLong();
                    return m;
                }
                default: throw new WireFormatException("not a PlotAction: \"card\":\"" + tag + "\"");
            }
        }

        public static void Write(JsonWriter w, PlotAction value)
        {
            if (value == null) throw new ArgumentNullException("value", "a PlotAction is required here");
            w.BeginObject();
            w.Key("card");
            {
                var m = value as StrongLeaderPlotAction;
                if (m != null)
                {
                    w.String("strongLeader");
                    w.EndObject();
                    return;
                }
            }
            {
                var m = value as NoConfidencePlotAction;
                if (m != null)
                {
                    w.String("noConfidence");
                    w.EndObject();
                    return;
                }
            }
            {
                var m = value as InTheSpotlightPlotAction;
                if (m != null)
                {
                    w.String("inTheSpotlight");
                    w.Key("member"); w.Number(m.Member);
                    w.EndObject();
                    return;
                }
            }
            {
                var m = value as KeepingACloseEyeOnYouPlotAction;
                if (m != null)
                {
                    w.String("keepingACloseEyeOnYou");
                    w.Key("member"); w.Number(m.Member);
                    w.EndObject();
                    return;
                }
            }
            {
                var m = value as TakeResponsibilityPlotAction;
                if (m != null)
                {
                    w.String("takeResponsibility");
                    w.Key("from"); w.Number(m.From);
                    w.Key("take"); w.String(Name(m.Take));
                    w.EndObject();
                    return;
                }
            }
            {
                var m = value as OverheardConversationPlotAction;
                if (m != null)
                {
                    w.String("overheardConversation");
                    w.Key("neighbour"); w.Number(m.Neighbour);
                    w.EndObject();
                    return;
                }
            }
            {
                var m = value as OpenUpPlotAction;
                if (m != null)
                {
                    w.String("openUp");
                    w.Key("to"); w.Number(m.To);
                    w.EndObject();
                    return;
                }
            }
            {
                var m = value as EstablishConfidencePlotAction;
                if (m != null)
                {
                    w.String("establishConfidence");
                    w.Key("to"); w.Number(m.To);
                    w.EndObject();
                    return;
                }
            }
            throw new ArgumentException("not a PlotAction of the wire format: " + value.GetType(), "value");
        }

        public static Command ReadCommand(JsonValue value)
        {
            var o = value.AsObject("Command");
            string tag = o.Get("type").AsString();
            switch (tag)
            {
                case "proposeTeam":
                {
                    var m = new ProposeTeamCommand();
                    m.Team = o.Get("team").AsList(x0 => x0.AsLong());
                    return m;
                }
                case "vote":
                {
                    var m = new VoteCommand();
                    m.Vote = ParseVote(o.Get("vote").AsString());
                    return m;
                }
                case "playMission":
                {
                    var m = new PlayMissionCommand();
                    m.Card = ParseMissionCard(o.Get("card").AsString());
                    return m;
                }
                case "setAside":
                {
                    var m = new SetAsideCommand();
                    m.Member = o.Get("member").AsLong();
                    return m;
                }
                case "inspect":
                {
                    var m = new InspectCommand();
                    m.Target = o.Get("target").AsLong();
                    return m;
                }
                case "assassinate":
                {
                    var m = new AssassinateCommand();
                    m.Target = o.Get("target").AsLong();
                    return m;
                }
                case "chooseAgenda":
                {
                    var m = new ChooseAgendaCommand();
                    m.Names = o.Get("names").AsList(x0 => x0.AsLong());
                    return m;
                }
                case "revealAgenda":
                {
                    var m = new RevealAgendaCommand();
                    m.Owner = o.Get("owner").AsLong();
                    return m;
                }
                case "givePlotCard":
                {
                    var m = new GivePlotCardCommand();
                    m.Card = ParsePlotCard(o.Get("card").AsString());
                    m.To = o.Get("to").AsLong();
                    return m;
                }
                case "usePlotCard":
                {
                    var m = new UsePlotCardCommand();
                    m.Action = ReadPlotAction(o.Get("action"));
                    return m;
                }
                case "declinePlotCard":
                {
                    var m = new DeclinePlotCardCommand();
                    m.Card = ParsePlotCard(o.Get("card").AsString());
                    return m;
                }
                case "leave":
                {
                    var m = new LeaveCommand();
                    return m;
                }
                case "claimSeat":
                {
                    var m = new ClaimSeatCommand();
                    return m;
                }
                default: throw new WireFormatException("not a Command: \"type\":\"" + tag + "\"");
            }
        }

        public static void Write(JsonWriter w, Command value)
        {
            if (value == null) throw new ArgumentNullException("value", "a Command is required here");
            w.BeginObject();
            w.Key("type");
            {
                var m = value as ProposeTeamCommand;
                if (m != null)
                {
                    w.String("proposeTeam");
                    if (m.Team == null) throw new ArgumentNullException("Team", "ProposeTeamCommand.Team is required (null is not JSON's here)");
                    w.Key("team"); w.Array(m.Team, x0 => w.Number(x0));
                    w.EndObject();
                    return;
                }
            }
            {
                var m = value as VoteCommand;
                if (m != null)
                {
                    w.String("vote");
                    w.Key("vote"); w.String(Name(m.Vote));
                    w.EndObject();
                    return;
                }
            }
            {
                var m = value as PlayMissionCommand;
                if (m != null)
                {
                    w.String("playMission");
                    w.Key("card"); w.String(Name(m.Card));
                    w.EndObject();
                    return;
                }
            }
            {
                var m = value as SetAsideCommand;
                if (m != null)
                {
                    w.String("setAside");
                    w.Key("member"); w.Number(m.Member);
                    w.EndObject();
                    return;
                }
            }
            {
                var m = value as InspectCommand;
                if (m != null)
                {
                    w.String("inspect");
                    w.Key("target"); w.Number(m.Target);
                    w.EndObject();
                    return;
                }
            }
            {
                var m = value as AssassinateCommand;
                if (m != null)
                {
                    w.String("assassinate");
                    w.Key("target"); w.Number(m.Target);
                    w.EndObject();
                    return;
                }
            }
            {
                var m = value as ChooseAgendaCommand;
                if (m != null)
                {
                    w.String("chooseAgenda");
                    if (m.Names == null) throw new ArgumentNullException("Names", "ChooseAgendaCommand.Names is required (null is not JSON's here)");
                    w.Key("names"); w.Array(m.Names, x0 => w.Number(x0));
                    w.EndObject();
                    return;
                }
            }
            {
                var m = value as RevealAgendaCommand;
                if (m != null)
                {
                    w.String("revealAgenda");
                    w.Key("owner"); w.Number(m.Owner);
                    w.EndObject();
                    return;
                }
            }
            {
                var m = value as GivePlotCardCommand;
                if (m != null)
                {
                    w.String("givePlotCard");
                    w.Key("card"); w.String(Name(m.Card));
                    w.Key("to"); w.Number(m.To);
                    w.EndObject();
                    return;
                }
            }
            {
                var m = value as UsePlotCardCommand;
                if (m != null)
                {
                    w.String("usePlotCard");
                    if (m.Action == null) throw new ArgumentNullException("Action", "UsePlotCardCommand.Action is required (null is not JSON's here)");
                    w.Key("action"); Write(w, m.Action);
                    w.EndObject();
                    return;
                }
            }
            {
                var m = value as DeclinePlotCardCommand;
                if (m != null)
                {
                    w.String("declinePlotCard");
                    w.Key("card"); w.String(Name(m.Card));
                    w.EndObject();
                    return;
                }
            }
            {
                var m = value as LeaveCommand;
                if (m != null)
                {
                    w.String("leave");
                    w.EndObject();
                    return;
                }
            }
            {
                var m = value as ClaimSeatCommand;
                if (m != null)
                {
                    w.String("claimSeat");
                    w.EndObject();
                    return;
                }
            }
            throw new ArgumentException("not a Command of the wire format: " + value.GetType(), "value");
        }

        public static Audience ReadAudience(JsonValue value)
        {
            var o = value.AsObject("Audience");
            string tag = o.Get("type").AsString();
            switch (tag)
            {
                case "everyone":
                {
                    var m = new EveryoneAudience();
                    return m;
                }
                case "seats":
                {
                    var m = new SeatsAudience();
                    m.Seats = o.Get("seats").AsList(x0 => x0.AsLong());
                    return m;
                }
                default: throw new WireFormatException("not a Audience: \"type\":\"" + tag + "\"");
            }
        }

        public static void Write(JsonWriter w, Audience value)
        {
            if (value == null) throw new ArgumentNullException("value", "a Audience is required here");
            w.BeginObject();
            w.Key("type");
            {
                var m = value as EveryoneAudience;
                if (m != null)
                {
                    w.String("everyone");
                    w.EndObject();
                    return;
                }
            }
            {
                var m = value as SeatsAudience;
                if (m != null)
                {
                    w.String("seats");
                    if (m.Seats == null) throw new ArgumentNullException("Seats", "SeatsAudience.Seats is required (null is not JSON's here)");
                    w.Key("seats"); w.Array(m.Seats, x0 => w.Number(x0));
                    w.EndObject();
                    return;
                }
            }
            throw new ArgumentException("not a Audience of the wire format: " + value.GetType(), "value");
        }

        public static Appearance ParseAppearance(string text)
        {
            switch (text)
            {
                case "spy": return Appearance.Spy;
                case "commanderCandidate": return Appearance.CommanderCandidate;
                case "defector": return Appearance.Defector;
                default: throw new WireFormatException("not a Appearance: \"" + text + "\"");
            }
        }

        public static string Name(Appearance value)
        {
            switch (value)
            {
                case Appearance.Spy: return "spy";
                case Appearance.CommanderCandidate: return "commanderCandidate";
                case Appearance.Defector: return "defector";
                default: throw new ArgumentOutOfRangeException("value", value, "not a Appearance");
            }
        }

        public static Sighting ReadSighting(JsonValue value)
        {
            var o = value.AsObject("Sighting");
            var m = new Sighting();
            m.Seat = o.Get("seat").AsLong();
            m.AppearsAs = ParseAppearance(o.Get("appearsAs").AsString());
            return m;
        }

        public static void Write(JsonWriter w, Sighting m)
        {
            if (m == null) throw new ArgumentNullException("m", "a Sighting is required here");
            w.BeginObject();
            w.Key("seat"); w.Number(m.Seat);
            w.Key("appearsAs"); w.String(Name(m.AppearsAs));
            w.EndObject();
        }

        public static LoyaltyCard ParseLoyaltyCard(string text)
        {
            switch (text)
            {
                case "noChange": return LoyaltyCard.NoChange;
                case "switchAllegiance": return LoyaltyCard.SwitchAllegiance;
                default: throw new WireFormatException("not a LoyaltyCard: \"" + text + "\"");
            }
        }

        public static string Name(LoyaltyCard value)
        {
            switch (value)
            {
                case LoyaltyCard.NoChange: return "noChange";
                case LoyaltyCard.SwitchAllegiance: return "switchAllegiance";
                default: throw new ArgumentOutOfRangeException("value", value, "not a LoyaltyCard");
            }
        }

        public static Shown ReadShown(JsonValue value)
        {
            var o = value.AsObject("Shown");
            string tag = o.Get("type").AsString();
            switch (tag)
            {
                case "missionCard":
                {
                    var m = new MissionCardShown();
                    m.Member = o.Get("member").AsLong();
                    m.Card = ParseMissionCard(o.Get("card").AsString());
                    return m;
                }
                case "allegiance":
                {
                    var m = new AllegianceShown();
                    m.Seat = o.Get("seat").AsLong();
                    m.Allegiance = ParseAllegiance(o.Get("allegiance").AsString());
                    return m;
                }
                default: throw new WireFormatException("not a Shown: \"type\":\"" + tag + "\"");
            }
        }

        public static void Write(JsonWriter w, Shown value)
        {
            if (value == null) throw new ArgumentNullException("value", "a Shown is required here");
            w.BeginObject();
            w.Key("type");
            {
                var m = value as MissionCardShown;
                if (m != null)
                {
                    w.String("missionCard");
                    w.Key("member"); w.Number(m.Member);
                    w.Key("card"); w.String(Name(m.Card));
                    w.EndObject();
                    return;
                }
            }
            {
                var m = value as AllegianceShown;
                if (m != null)
                {
                    w.String("allegiance");
                    w.Key("seat"); w.Number(m.Seat);
                    w.Key("allegiance"); w.String(Name(m.Allegiance));
                    w.EndObject();
                    return;
                }
            }
            throw new ArgumentException("not a Shown of the wire format: " + value.GetType(), "value");
        }

        public static EndReason ReadEndReason(JsonValue value)
        {
            var o = value.AsObject("EndReason");
            string tag = o.Get("type").AsString();
            switch (tag)
            {
                case "threeSuccesses":
                {
                    var m = new ThreeSuccessesEndReason();
                    return m;
                }
                case "threeFailures":
                {
                    var m = new ThreeFailuresEndReason();
                    return m;
                }
                case "fiveRejections":
                {
                    var m = new FiveRejectionsEndReason();
                    return m;
                }
                case "abandoned":
                {
                    var m = new AbandonedEndReason();
                    m.Seat = o.Get("seat").AsLong();
                    return m;
                }
                case "commanderAssassinated":
                {
                    var m = new CommanderAssassinatedEndReason();
                    m.Assassin = o.Get("assassin").AsLong();
                    m.Target = o.Get("target").AsLong();
                    return m;
                }
                case "assassinMissed":
                {
                    var m = new AssassinMissedEndReason();
                    m.Assassin = o.Get("assassin").AsLong();
                    m.Target = o.Get("target").AsLong();
                    return m;
                }
                default: throw new WireFormatException("not a EndReason: \"type\":\"" + tag + "\"");
            }
        }

        public static void Write(JsonWriter w, EndReason value)
        {
            if (value == null) throw new ArgumentNullException("value", "a EndReason is required here");
            w.BeginObject();
            w.Key("type");
            {
                var m = value as ThreeSuccessesEndReason;
                if (m != null)
                {
                    w.String("threeSuccesses");
                    w.EndObject();
                    return;
                }
            }
            {
                var m = value as ThreeFailuresEndReason;
                if (m != null)
                {
                    w.String("threeFailures");
                    w.EndObject();
                    return;
                }
            }
            {
                var m = value as FiveRejectionsEndReason;
                if (m != null)
                {
                    w.String("fiveRejections");
                    w.EndObject();
                    return;
                }
            }
            {
                var m = value as AbandonedEndReason;
                if (m != null)
                {
                    w.String("abandoned");
                    w.Key("seat"); w.Number(m.Seat);
                    w.EndObject();
                    return;
                }
            }
            {
                var m = value as CommanderAssassinatedEndReason;
                if (m != null)
                {
                    w.String("commanderAssassinated");
                    w.Key("assassin"); w.Number(m.Assassin);
                    w.Key("target"); w.Number(m.Target);
                    w.EndObject();
                    return;
                }
            }
            {
                var m = value as AssassinMissedEndReason;
                if (m != null)
                {
                    w.String("assassinMissed");
                    w.Key("assassin"); w.Number(m.Assassin);
                    w.Key("target"); w.Number(m.Target);
                    w.EndObject();
                    return;
                }
            }
            throw new ArgumentException("not a EndReason of the wire format: " + value.GetType(), "value");
        }

        public static GameResult ReadGameResult(JsonValue value)
        {
            var o = value.AsObject("GameResult");
            var m = new GameResult();
            m.Winner = o.Get("winner").OrNull(x0 => ParseAllegiance(x0.AsString()));
            m.Reason = ReadEndReason(o.Get("reason"));
            return m;
        }

        public static void Write(JsonWriter w, GameResult m)
        {
            if (m == null) throw new ArgumentNullException("m", "a GameResult is required here");
            w.BeginObject();
            w.Key("winner"); w.OrNull(m.Winner, x0 => w.String(Name(x0)));
            if (m.Reason == null) throw new ArgumentNullException("Reason", "GameResult.Reason is required (null is not JSON's here)");
            w.Key("reason"); Write(w, m.Reason);
            w.EndObject();
        }

        public static Event ReadEvent(JsonValue value)
        {
            var o = value.AsObject("Event");
            string tag = o.Get("type").AsString();
            switch (tag)
            {
                case "gameStarted":
                {
                    var m = new GameStartedEvent();
                    m.Players = o.Get("players").AsLong();
                    m.FirstLeader = o.Get("firstLeader").AsLong();
                    m.Inquisitor = o.Get("inquisitor").OrNull(x0 => x0.AsLong());
                    return m;
                }
                case "roleDealt":
                {
                    var m = new RoleDealtEvent();
                    m.Seat = o.Get("seat").AsLong();
                    m.Role = ParseRole(o.Get("role").AsString());
                    return m;
                }
                case "knowledgeGained":
                {
                    var m = new KnowledgeGainedEvent();
                    m.Seat = o.Get("seat").AsLong();
                    m.Sightings = o.Get("sightings").AsList(x0 => ReadSighting(x0));
                    return m;
                }
                case "roundStarted":
                {
                    var m = new RoundStartedEvent();
                    m.Round = o.Get("round").AsLong();
                    m.Leader = o.Get("leader").AsLong();
                    m.TeamSize = o.Get("teamSize").AsLong();
                    m.FailsNeeded = o.Get("failsNeeded").AsLong();
                    return m;
                }
                case "teamProposed":
                {
                    var m = new TeamProposedEvent();
                    m.Round = o.Get("round").AsLong();
                    m.Attempt = o.Get("attempt").AsLong();
                    m.Leader = o.Get("leader").AsLong();
                    m.Team = o.Get("team").AsList(x0 => x0.AsLong());
                    return m;
                }
                case "voteCast":
                {
                    var m = new VoteCastEvent();
                    m.Seat = o.Get("seat").AsLong();
                    return m;
                }
                case "votesRevealed":
                {
                    var m = new VotesRevealedEvent();
                    m.Team = o.Get("team").AsList(x0 => x0.AsLong());
                    m.Approvals = o.Get("approvals").AsList(x0 => x0.AsLong());
                    m.Rejections = o.Get("rejections").AsList(x0 => x0.AsLong());
                    m.Approved = o.Get("approved").AsBool();
                    return m;
                }
                case "leadershipPassed":
                {
                    var m = new LeadershipPassedEvent();
                    m.Leader = o.Get("leader").AsLong();
                    m.Rejections = o.Get("rejections").AsLong();
                    return m;
                }
                case "missionCardPlayed":
                {
                    var m = new MissionCardPlayedEvent();
                    m.Seat = o.Get("seat").AsLong();
                    return m;
                }
                case "missionResolved":
                {
                    var m = new MissionResolvedEvent();
                    m.Round = o.Get("round").AsLong();
                    m.Team = o.Get("team").AsList(x0 => x0.AsLong());
                    m.Fails = o.Get("fails").AsLong();
                    m.Succeeded = o.Get("succeeded").AsBool();
                    return m;
                }
                case "agendaChoiceBegan":
                {
                    var m = new AgendaChoiceBeganEvent();
                    return m;
                }
                case "agendaChosen":
                {
                    var m = new AgendaChosenEvent();
                    m.Seat = o.Get("seat").AsLong();
                    return m;
                }
                case "agendaRevealed":
                {
                    var m = new AgendaRevealedEvent();
                    m.Seat = o.Get("seat").AsLong();
                    m.Names = o.Get("names").AsList(x0 => x0.AsLong());
                    return m;
                }
                case "trappingBegan":
                {
                    var m = new TrappingBeganEvent();
                    m.Leader = o.Get("leader").AsLong();
                    return m;
                }
                case "cardSetAside":
                {
                    var m = new CardSetAsideEvent();
                    m.Leader = o.Get("leader").AsLong();
                    m.Member = o.Get("member").AsLong();
                    return m;
                }
                case "trappedCardSeen":
                {
                    var m = new TrappedCardSeenEvent();
                    m.Member = o.Get("member").AsLong();
                    m.Card = ParseMissionCard(o.Get("card").AsString());
                    return m;
                }
                case "loyaltyCardFlipped":
                {
                    var m = new LoyaltyCardFlippedEvent();
                    m.Round = o.Get("round").AsLong();
                    m.Card = ParseLoyaltyCard(o.Get("card").AsString());
                    return m;
                }
                case "inquisitionBegan":
                {
                    var m = new InquisitionBeganEvent();
                    m.Holder = o.Get("holder").AsLong();
                    return m;
                }
                case "playerInspected":
                {
                    var m = new PlayerInspectedEvent();
                    m.Holder = o.Get("holder").AsLong();
                    m.Target = o.Get("target").AsLong();
                    return m;
                }
                case "loyaltyShown":
                {
                    var m = new LoyaltyShownEvent();
                    m.Target = o.Get("target").AsLong();
                    m.Allegiance = ParseAllegiance(o.Get("allegiance").AsString());
                    return m;
                }
                case "plotCardsDrawn":
                {
                    var m = new PlotCardsDrawnEvent();
                    m.Leader = o.Get("leader").AsLong();
                    m.Cards = o.Get("cards").AsList(x0 => ParsePlotCard(x0.AsString()));
                    return m;
                }
                case "plotCardGiven":
                {
                    var m = new PlotCardGivenEvent();
                    m.Leader = o.Get("leader").AsLong();
                    m.Card = ParsePlotCard(o.Get("card").AsString());
                    m.To = o.Get("to").AsLong();
                    return m;
                }
                case "plotCardUsed":
                {
                    var m = new PlotCardUsedEvent();
                    m.Seat = o.Get("seat").AsLong();
                    m.Action = ReadPlotAction(o.Get("action"));
                    return m;
                }
                case "plotCardDeclined":
                {
                    var m = new PlotCardDeclinedEvent();
                    m.Seat = o.Get("seat").AsLong();
                    m.Card = ParsePlotCard(o.Get("card").AsString());
                    return m;
                }
                case "plotCardDiscarded":
                {
                    var m = new PlotCardDiscardedEvent();
                    m.Seat = o.Get("seat").AsLong();
                    m.Card = ParsePlotCard(o.Get("card").AsString());
                    return m;
                }
                case "plotCardShown":
                {
                    var m = new PlotCardShownEvent();
                    m.Card = ParsePlotCard(o.Get("card").AsString());
                    m.Shown = ReadShown(o.Get("shown"));
                    return m;
                }
                case "openVotesRevealed":
                {
                    var m = new OpenVotesRevealedEvent();
                    m.Approvals = o.Get("approvals").AsList(x0 => x0.AsLong());
                    m.Rejections = o.Get("rejections").AsList(x0 => x0.AsLong());
                    return m;
                }
                case "missionCardShown":
                {
                    var m = new MissionCardShownEvent();
                    m.Seat = o.Get("seat").AsLong();
                    m.Card = ParseMissionCard(o.Get("card").AsString());
                    return m;
                }
                case "assassinationBegan":
                {
                    var m = new AssassinationBeganEvent();
                    return m;
                }
                case "playerLeft":
                {
                    var m = new PlayerLeftEvent();
                    m.Seat = o.Get("seat").AsLong();
                    m.AwaitingSubstitute = o.Get("awaitingSubstitute").AsBool();
                    return m;
                }
                case "seatClaimed":
                {
                    var m = new SeatClaimedEvent();
                    m.Seat = o.Get("seat").AsLong();
                    return m;
                }
                case "gameEnded":
                {
                    var m = new GameEndedEvent();
                    m.Winner = o.Get("winner").OrNull(x0 => ParseAllegiance(x0.AsString()));
                    m.Reason = ReadEndReason(o.Get("reason"));
                    return m;
                }
                case "rolesRevealed":
                {
                    var m = new RolesRevealedEvent();
                    m.Roles = o.Get("roles").AsList(x0 => ParseRole(x0.AsString()));
                    return m;
                }
                default: throw new WireFormatException("not a Event: \"type\":\"" + tag + "\"");
            }
        }

        public static void Write(JsonWriter w, Event value)
        {
            if (value == null) throw new ArgumentNullException("value", "a Event is required here");
            w.BeginObject();
            w.Key("type");
            {
                var m = value as GameStartedEvent;
                if (m != null)
                {
                    w.String("gameStarted");
                    w.Key("players"); w.Number(m.Players);
                    w.Key("firstLeader"); w.Number(m.FirstLeader);
                    w.Key("inquisitor"); w.OrNull(m.Inquisitor, x0 => w.Number(x0));
                    w.EndObject();
                    return;
                }
            }
            {
                var m = value as RoleDealtEvent;
                if (m != null)
                {
                    w.String("roleDealt");
                    w.Key("seat"); w.Number(m.Seat);
                    w.Key("role"); w.String(Name(m.Role));
                    w.EndObject();
                    return;
                }
            }
            {
                var m = value as KnowledgeGainedEvent;
                if (m != null)
                {
                    w.String("knowledgeGained");
                    w.Key("seat"); w.Number(m.Seat);
                    if (m.Sightings == null) throw new ArgumentNullException("Sightings", "KnowledgeGainedEvent.Sightings is required (null is not JSON's here)");
                    w.Key("sightings"); w.Array(m.Sightings, x0 => Write(w, x0));
                    w.EndObject();
                    return;
                }
            }
            {
                var m = value as RoundStartedEvent;
                if (m != null)
                {
                    w.String("roundStarted");
                    w.Key("round"); w.Number(m.Round);
                    w.Key("leader"); w.Number(m.Leader);
                    w.Key("teamSize"); w.Number(m.TeamSize);
                    w.Key("failsNeeded"); w.Number(m.FailsNeeded);
                    w.EndObject();
                    return;
                }
            }
            {
                var m = value as TeamProposedEvent;
                if (m != null)
                {
                    w.String("teamProposed");
                    w.Key("round"); w.Number(m.Round);
                    w.Key("attempt"); w.Number(m.Attempt);
                    w.Key("leader"); w.Number(m.Leader);
                    if (m.Team == null) throw new ArgumentNullException("Team", "TeamProposedEvent.Team is required (null is not JSON's here)");
                    w.Key("team"); w.Array(m.Team, x0 => w.Number(x0));
                    w.EndObject();
                    return;
                }
            }
            {
                var m = value as VoteCastEvent;
                if (m != null)
                {
                    w.String("voteCast");
                    w.Key("seat"); w.Number(m.Seat);
                    w.EndObject();
                    return;
                }
            }
            {
                var m = value as VotesRevealedEvent;
                if (m != null)
                {
                    w.String("votesRevealed");
                    if (m.Team == null) throw new ArgumentNullException("Team", "VotesRevealedEvent.Team is required (null is not JSON's here)");
                    w.Key("team"); w.Array(m.Team, x0 => w.Number(x0));
                    if (m.Approvals == null) throw new ArgumentNullException("Approvals", "VotesRevealedEvent.Approvals is required (null is not JSON's here)");
                    w.Key("approvals"); w.Array(m.Approvals, x0 => w.Number(x0));
                    if (m.Rejections == null) throw new ArgumentNullException("Rejections", "VotesRevealedEvent.Rejections is required (null is not JSON's here)");
                    w.Key("rejections"); w.Array(m.Rejections, x0 => w.Number(x0));
                    w.Key("approved"); w.Bool(m.Approved);
                    w.EndObject();
                    return;
                }
            }
            {
                var m = value as LeadershipPassedEvent;
                if (m != null)
                {
                    w.String("leadershipPassed");
                    w.Key("leader"); w.Number(m.Leader);
                    w.Key("rejections"); w.Number(m.Rejections);
                    w.EndObject();
                    return;
                }
            }
            {
                var m = value as MissionCardPlayedEvent;
                if (m != null)
                {
                    w.String("missionCardPlayed");
                    w.Key("seat"); w.Number(m.Seat);
                    w.EndObject();
                    return;
                }
            }
            {
                var m = value as MissionResolvedEvent;
                if (m != null)
                {
                    w.String("missionResolved");
                    w.Key("round"); w.Number(m.Round);
                    if (m.Team == null) throw new ArgumentNullException("Team", "MissionResolvedEvent.Team is required (null is not JSON's here)");
                    w.Key("team"); w.Array(m.Team, x0 => w.Number(x0));
                    w.Key("fails"); w.Number(m.Fails);
                    w.Key("succeeded"); w.Bool(m.Succeeded);
                    w.EndObject();
                    return;
                }
            }
            {
                var m = value as AgendaChoiceBeganEvent;
                if (m != null)
                {
                    w.String("agendaChoiceBegan");
                    w.EndObject();
                    return;
                }
            }
            {
                var m = value as AgendaChosenEvent;
                if (m != null)
                {
                    w.String("agendaChosen");
                    w.Key("seat"); w.Number(m.Seat);
                    w.EndObject();
                    return;
                }
            }
            {
                var m = value as AgendaRevealedEvent;
                if (m != null)
                {
                    w.String("agendaRevealed");
                    w.Key("seat"); w.Number(m.Seat);
                    if (m.Names == null) throw new ArgumentNullException("Names", "AgendaRevealedEvent.Names is required (null is not JSON's here)");
                    w.Key("names"); w.Array(m.Names, x0 => w.Number(x0));
                    w.EndObject();
                    return;
                }
            }
            {
                var m = value as TrappingBeganEvent;
                if (m != null)
                {
                    w.String("trappingBegan");
                    w.Key("leader"); w.Number(m.Leader);
                    w.EndObject();
                    return;
                }
            }
            {
                var m = value as CardSetAsideEvent;
                if (m != null)
                {
                    w.String("cardSetAside");
                    w.Key("leader"); w.Number(m.Leader);
                    w.Key("member"); w.Number(m.Member);
                    w.EndObject();
                    return;
                }
            }
            {
                var m = value as TrappedCardSeenEvent;
                if (m != null)
                {
                    w.String("trappedCardSeen");
                    w.Key("member"); w.Number(m.Member);
                    w.Key("card"); w.String(Name(m.Card));
                    w.EndObject();
                    return;
                }
            }
            {
                var m = value as LoyaltyCardFlippedEvent;
                if (m != null)
                {
                    w.String("loyaltyCardFlipped");
                    w.Key("round"); w.Number(m.Round);
                    w.Key("card"); w.String(Name(m.Card));
                    w.EndObject();
                    return;
                }
            }
            {
                var m = value as InquisitionBeganEvent;
                if (m != null)
                {
                    w.String("inquisitionBegan");
                    w.Key("holder"); w.Number(m.Holder);
                    w.EndObject();
                    return;
                }
            }
            {
                var m = value as PlayerInspectedEvent;
                if (m != null)
                {
                    w.String("playerInspected");
                    w.Key("holder"); w.Number(m.Holder);
                    w.Key("target"); w.Number(m.Target);
                    w.EndObject();
                    return;
                }
            }
            {
                var m = value as LoyaltyShownEvent;
                if (m != null)
                {
                    w.String("loyaltyShown");
                    w.Key("target"); w.Number(m.Target);
                    w.Key("allegiance"); w.String(Name(m.Allegiance));
                    w.EndObject();
                    return;
                }
            }
            {
                var m = value as PlotCardsDrawnEvent;
                if (m != null)
                {
                    w.String("plotCardsDrawn");
                    w.Key("leader"); w.Number(m.Leader);
                    if (m.Cards == null) throw new ArgumentNullException("Cards", "PlotCardsDrawnEvent.Cards is required (null is not JSON's here)");
                    w.Key("cards"); w.Array(m.Cards, x0 => w.String(Name(x0)));
                    w.EndObject();
                    return;
                }
            }
            {
                var m = value as PlotCardGivenEvent;
                if (m != null)
                {
                    w.String("plotCardGiven");
                    w.Key("leader"); w.Number(m.Leader);
                    w.Key("card"); w.String(Name(m.Card));
                    w.Key("to"); w.Number(m.To);
                    w.EndObject();
                    return;
                }
            }
            {
                var m = value as PlotCardUsedEvent;
                if (m != null)
                {
                    w.String("plotCardUsed");
                    w.Key("seat"); w.Number(m.Seat);
                    if (m.Action == null) throw new ArgumentNullException("Action", "PlotCardUsedEvent.Action is required (null is not JSON's here)");
                    w.Key("action"); Write(w, m.Action);
                    w.EndObject();
                    return;
                }
            }
            {
                var m = value as PlotCardDeclinedEvent;
                if (m != null)
                {
                    w.String("plotCardDeclined");
                    w.Key("seat"); w.Number(m.Seat);
                    w.Key("card"); w.String(Name(m.Card));
                    w.EndObject();
                    return;
                }
            }
            {
                var m = value as PlotCardDiscardedEvent;
                if (m != null)
                {
                    w.String("plotCardDiscarded");
                    w.Key("seat"); w.Number(m.Seat);
                    w.Key("card"); w.String(Name(m.Card));
                    w.EndObject();
                    return;
                }
            }
            {
                var m = value as PlotCardShownEvent;
                if (m != null)
                {
                    w.String("plotCardShown");
                    w.Key("card"); w.String(Name(m.Card));
                    if (m.Shown == null) throw new ArgumentNullException("Shown", "PlotCardShownEvent.Shown is required (null is not JSON's here)");
                    w.Key("shown"); Write(w, m.Shown);
                    w.EndObject();
                    return;
                }
            }
            {
                var m = value as OpenVotesRevealedEvent;
                if (m != null)
                {
                    w.String("openVotesRevealed");
                    if (m.Approvals == null) throw new ArgumentNullException("Approvals", "OpenVotesRevealedEvent.Approvals is required (null is not JSON's here)");
                    w.Key("approvals"); w.Array(m.Approvals, x0 => w.Number(x0));
                    if (m.Rejections == null) throw new ArgumentNullException("Rejections", "OpenVotesRevealedEvent.Rejections is required (null is not JSON's here)");
                    w.Key("rejections"); w.Array(m.Rejections, x0 => w.Number(x0));
                    w.EndObject();
                    return;
                }
            }
            {
                var m = value as MissionCardShownEvent;
                if (m != null)
                {
                    w.String("missionCardShown");
                    w.Key("seat"); w.Number(m.Seat);
                    w.Key("card"); w.String(Name(m.Card));
                    w.EndObject();
                    return;
                }
            }
            {
                var m = value as AssassinationBeganEvent;
                if (m != null)
                {
                    w.String("assassinationBegan");
                    w.EndObject();
                    return;
                }
            }
            {
                var m = value as PlayerLeftEvent;
                if (m != null)
                {
                    w.String("playerLeft");
                    w.Key("seat"); w.Number(m.Seat);
                    w.Key("awaitingSubstitute"); w.Bool(m.AwaitingSubstitute);
                    w.EndObject();
                    return;
                }
            }
            {
                var m = value as SeatClaimedEvent;
                if (m != null)
                {
                    w.String("seatClaimed");
                    w.Key("seat"); w.Number(m.Seat);
                    w.EndObject();
                    return;
                }
            }
            {
                var m = value as GameEndedEvent;
                if (m != null)
                {
                    w.String("gameEnded");
                    w.Key("winner"); w.OrNull(m.Winner, x0 => w.String(Name(x0)));
                    if (m.Reason == null) throw new ArgumentNullException("Reason", "GameEndedEvent.Reason is required (null is not JSON's here)");
                    w.Key("reason"); Write(w, m.Reason);
                    w.EndObject();
                    return;
                }
            }
            {
                var m = value as RolesRevealedEvent;
                if (m != null)
                {
                    w.String("rolesRevealed");
                    if (m.Roles == null) throw new ArgumentNullException("Roles", "RolesRevealedEvent.Roles is required (null is not JSON's here)");
                    w.Key("roles"); w.Array(m.Roles, x0 => w.String(Name(x0)));
                    w.EndObject();
                    return;
                }
            }
            throw new ArgumentException("not a Event of the wire format: " + value.GetType(), "value");
        }

        public static Envelope ReadEnvelope(JsonValue value)
        {
            var o = value.AsObject("Envelope");
            var m = new Envelope();
            m.Audience = ReadAudience(o.Get("audience"));
            m.Event = ReadEvent(o.Get("event"));
            return m;
        }

        public static void Write(JsonWriter w, Envelope m)
        {
            if (m == null) throw new ArgumentNullException("m", "a Envelope is required here");
            w.BeginObject();
            if (m.Audience == null) throw new ArgumentNullException("Audience", "Envelope.Audience is required (null is not JSON's here)");
            w.Key("audience"); Write(w, m.Audience);
            if (m.Event == null) throw new ArgumentNullException("Event", "Envelope.Event is required (null is not JSON's here)");
            w.Key("event"); Write(w, m.Event);
            w.EndObject();
        }

        public static Outcome ReadOutcome(JsonValue value)
        {
            var o = value.AsObject("Outcome");
            var m = new Outcome();
            m.Events = o.Get("events").AsList(x0 => ReadEnvelope(x0));
            return m;
        }

        public static void Write(JsonWriter w, Outcome m)
        {
            if (m == null) throw new ArgumentNullException("m", "a Outcome is required here");
            w.BeginObject();
            if (m.Events == null) throw new ArgumentNullException("Events", "Outcome.Events is required (null is not JSON's here)");
            w.Key("events"); w.Array(m.Events, x0 => Write(w, x0));
            w.EndObject();
        }

        public static PlotMoment ParsePlotMoment(string text)
        {
            switch (text)
            {
                case "beforeProposal": return PlotMoment.BeforeProposal;
                case "afterApproval": return PlotMoment.AfterApproval;
                case "afterCards": return PlotMoment.AfterCards;
                default: throw new WireFormatException("not a PlotMoment: \"" + text + "\"");
            }
        }

        public static string Name(PlotMoment value)
        {
            switch (value)
            {
                case PlotMoment.BeforeProposal: return "beforeProposal";
                case PlotMoment.AfterApproval: return "afterApproval";
                case PlotMoment.AfterCards: return "afterCards";
                default: throw new ArgumentOutOfRangeException("value", value, "not a PlotMoment");
            }
        }

        public static PhaseView ReadPhaseView(JsonValue value)
        {
            var o = value.AsObject("PhaseView");
            string tag = o.Get("type").AsString();
            switch (tag)
            {
                case "agendaChoice":
                {
                    var m = new AgendaChoicePhaseView();
                    m.Chosen = o.Get("chosen").AsList(x0 => x0.AsLong());
                    return m;
                }
                case "proposal":
                {
                    var m = new ProposalPhaseView();
                    m.Leader = o.Get("leader").AsLong();
                    m.TeamSize = o.Get("teamSize").AsLong();
                    return m;
                }
                case "voting":
                {
                    var m = new VotingPhaseView();
                    m.Team = o.Get("team").AsList(x0 => x0.AsLong());
                    m.Voted = o.Get("voted").AsList(x0 => x0.AsLong());
                    return m;
                }
                case "mission":
                {
                    var m = new MissionPhaseView();
                    m.Team = o.Get("team").AsList(x0 => x0.AsLong());
                    m.Played = o.Get("played").AsList(x0 => x0.AsLong());
                    return m;
                }
                case "trapping":
                {
                    var m = new TrappingPhaseView();
                    m.Leader = o.Get("leader").AsLong();
                    m.Team = o.Get("team").AsList(x0 => x0.AsLong());
                    return m;
                }
                case "inquisition":
                {
                    var m = new InquisitionPhaseView();
                    m.Holder = o.Get("holder").AsLong();
                    return m;
                }
                case "assassination":
                {
                    var m = new AssassinationPhaseView();
                    return m;
                }
                case "plotDeal":
                {
                    var m = new PlotDealPhaseView();
                    m.Leader = o.Get("leader").AsLong();
                    m.Cards = o.Get("cards").AsList(x0 => ParsePlotCard(x0.AsString()));
                    return m;
                }
                case "plotResolution":
                {
                    var m = new PlotResolutionPhaseView();
                    m.Seat = o.Get("seat").AsLong();
                    m.Card = ParsePlotCard(o.Get("card").AsString());
                    return m;
                }
                case "plotMoment":
                {
                    var m = new PlotMomentPhaseView();
                    m.Moment = ParsePlotMoment(o.Get("moment").AsString());
                    m.Card = ParsePlotCard(o.Get("card").AsString());
                    m.Asked = o.Get("asked").AsLong();
                    m.Answered = o.Get("answered").AsList(x0 => x0.AsLong());
                    m.Team = o.Get("team").AsList(x0 => x0.AsLong());
                    return m;
                }
                case "gameOver":
                {
                    var m = new GameOverPhaseView();
                    return m;
                }
                default: throw new WireFormatException("not a PhaseView: \"type\":\"" + tag + "\"");
            }
        }

        public static void Write(JsonWriter w, PhaseView value)
        {
            if (value == null) throw new ArgumentNullException("value", "a PhaseView is required here");
            w.BeginObject();
            w.Key("type");
            {
                var m = value as AgendaChoicePhaseView;
                if (m != null)
                {
                    w.String("agendaChoice");
                    if (m.Chosen == null) throw new ArgumentNullException("Chosen", "AgendaChoicePhaseView.Chosen is required (null is not JSON's here)");
                    w.Key("chosen"); w.Array(m.Chosen, x0 => w.Number(x0));
                    w.EndObject();
                    return;
                }
            }
            {
                var m = value as ProposalPhaseView;
                if (m != null)
                {
                    w.String("proposal");
                    w.Key("leader"); w.Number(m.Leader);
                    w.Key("teamSize"); w.Number(m.TeamSize);
                    w.EndObject();
                    return;
                }
            }
            {
                var m = value as VotingPhaseView;
                if (m != null)
                {
                    w.String("voting");
                    if (m.Team == null) throw new ArgumentNullException("Team", "VotingPhaseView.Team is required (null is not JSON's here)");
                    w.Key("team"); w.Array(m.Team, x0 => w.Number(x0));
                    if (m.Voted == null) throw new ArgumentNullException("Voted", "VotingPhaseView.Voted is required (null is not JSON's here)");
                    w.Key("voted"); w.Array(m.Voted, x0 => w.Number(x0));
                    w.EndObject();
                    return;
                }
            }
            {
                var m = value as MissionPhaseView;
                if (m != null)
                {
                    w.String("mission");
                    if (m.Team == null) throw new ArgumentNullException("Team", "MissionPhaseView.Team is required (null is not JSON's here)");
                    w.Key("team"); w.Array(m.Team, x0 => w.Number(x0));
                    if (m.Played == null) throw new ArgumentNullException("Played", "MissionPhaseView.Played is required (null is not JSON's here)");
                    w.Key("played"); w.Array(m.Played, x0 => w.Number(x0));
                    w.EndObject();
                    return;
                }
            }
            {
                var m = value as TrappingPhaseView;
                if (m != null)
                {
                    w.String("trapping");
                    w.Key("leader"); w.Number(m.Leader);
                    if (m.Team == null) throw new ArgumentNullException("Team", "TrappingPhaseView.Team is required (null is not JSON's here)");
                    w.Key("team"); w.Array(m.Team, x0 => w.Number(x0));
                    w.EndObject();
                    return;
                }
            }
            {
                var m = value as InquisitionPhaseView;
                if (m != null)
                {
                    w.String("inquisition");
                    w.Key("holder"); w.Number(m.Holder);
                    w.EndObject();
                    return;
                }
            }
            {
                var m = value as AssassinationPhaseView;
                if (m != null)
                {
                    w.String("assassination");
                    w.EndObject();
                    return;
                }
            }
            {
                var m = value as PlotDealPhaseView;
                if (m != null)
                {
                    w.String("plotDeal");
                    w.Key("leader"); w.Number(m.Leader);
                    if (m.Cards == null) throw new ArgumentNullException("Cards", "PlotDealPhaseView.Cards is required (null is not JSON's here)");
                    w.Key("cards"); w.Array(m.Cards, x0 => w.String(Name(x0)));
                    w.EndObject();
                    return;
                }
            }
            {
                var m = value as PlotResolutionPhaseView;
                if (m != null)
                {
                    w.String("plotResolution");
                    w.Key("seat"); w.Number(m.Seat);
                    w.Key("card"); w.String(Name(m.Card));
                    w.EndObject();
                    return;
                }
            }
            {
                var m = value as PlotMomentPhaseView;
                if (m != null)
                {
                    w.String("plotMoment");
                    w.Key("moment"); w.String(Name(m.Moment));
                    w.Key("card"); w.String(Name(m.Card));
                    w.Key("asked"); w.Number(m.Asked);
                    if (m.Answered == null) throw new ArgumentNullException("Answered", "PlotMomentPhaseView.Answered is required (null is not JSON's here)");
                    w.Key("answered"); w.Array(m.Answered, x0 => w.Number(x0));
                    if (m.Team == null) throw new ArgumentNullException("Team", "PlotMomentPhaseView.Team is required (null is not JSON's here)");
                    w.Key("team"); w.Array(m.Team, x0 => w.Number(x0));
                    w.EndObject();
                    return;
                }
            }
            {
                var m = value as GameOverPhaseView;
                if (m != null)
                {
                    w.String("gameOver");
                    w.EndObject();
                    return;
                }
            }
            throw new ArgumentException("not a PhaseView of the wire format: " + value.GetType(), "value");
        }

        public static MissionRecord ReadMissionRecord(JsonValue value)
        {
            var o = value.AsObject("MissionRecord");
            var m = new MissionRecord();
            m.Round = o.Get("round").AsLong();
            m.Leader = o.Get("leader").AsLong();
            m.Team = o.Get("team").AsList(x0 => x0.AsLong());
            m.Fails = o.Get("fails").AsLong();
            m.Succeeded = o.Get("succeeded").AsBool();
            m.SetAside = o.Get("setAside").OrNull(x0 => x0.AsLong());
            return m;
        }

        public static void Write(JsonWriter w, MissionRecord m)
        {
            if (m == null) throw new ArgumentNullException("m", "a MissionRecord is required here");
            w.BeginObject();
            w.Key("round"); w.Number(m.Round);
            w.Key("leader"); w.Number(m.Leader);
            if (m.Team == null) throw new ArgumentNullException("Team", "MissionRecord.Team is required (null is not JSON's here)");
            w.Key("team"); w.Array(m.Team, x0 => w.Number(x0));
            w.Key("fails"); w.Number(m.Fails);
            w.Key("succeeded"); w.Bool(m.Succeeded);
            w.Key("setAside"); w.OrNull(m.SetAside, x0 => w.Number(x0));
            w.EndObject();
        }

        public static ProposalRecord ReadProposalRecord(JsonValue value)
        {
            var o = value.AsObject("ProposalRecord");
            var m = new ProposalRecord();
            m.Round = o.Get("round").AsLong();
            m.Attempt = o.Get("attempt").AsLong();
            m.Leader = o.Get("leader").AsLong();
            m.Team = o.Get("team").AsList(x0 => x0.AsLong());
            m.Approvals = o.Get("approvals").AsList(x0 => x0.AsLong());
            m.Rejections = o.Get("rejections").AsList(x0 => x0.AsLong());
            m.Approved = o.Get("approved").AsBool();
            return m;
        }

        public static void Write(JsonWriter w, ProposalRecord m)
        {
            if (m == null) throw new ArgumentNullException("m", "a ProposalRecord is required here");
            w.BeginObject();
            w.Key("round"); w.Number(m.Round);
            w.Key("attempt"); w.Number(m.Attempt);
            w.Key("leader"); w.Number(m.Leader);
            if (m.Team == null) throw new ArgumentNullException("Team", "ProposalRecord.Team is required (null is not JSON's here)");
            w.Key("team"); w.Array(m.Team, x0 => w.Number(x0));
            if (m.Approvals == null) throw new ArgumentNullException("Approvals", "ProposalRecord.Approvals is required (null is not JSON's here)");
            w.Key("approvals"); w.Array(m.Approvals, x0 => w.Number(x0));
            if (m.Rejections == null) throw new ArgumentNullException("Rejections", "ProposalRecord.Rejections is required (null is not JSON's here)");
            w.Key("rejections"); w.Array(m.Rejections, x0 => w.Number(x0));
            w.Key("approved"); w.Bool(m.Approved);
            w.EndObject();
        }

        public static Inspection ReadInspection(JsonValue value)
        {
            var o = value.AsObject("Inspection");
            var m = new Inspection();
            m.Round = o.Get("round").AsLong();
            m.Holder = o.Get("holder").AsLong();
            m.Target = o.Get("target").AsLong();
            return m;
        }

        public static void Write(JsonWriter w, Inspection m)
        {
            if (m == null) throw new ArgumentNullException("m", "a Inspection is required here");
            w.BeginObject();
            w.Key("round"); w.Number(m.Round);
            w.Key("holder"); w.Number(m.Holder);
            w.Key("target"); w.Number(m.Target);
            w.EndObject();
        }

        public static InspectionResult ReadInspectionResult(JsonValue value)
        {
            var o = value.AsObject("InspectionResult");
            var m = new InspectionResult();
            m.Inspection = ReadInspection(o.Get("inspection"));
            m.Shown = ParseAllegiance(o.Get("shown").AsString());
            return m;
        }

        public static void Write(JsonWriter w, InspectionResult m)
        {
            if (m == null) throw new ArgumentNullException("m", "a InspectionResult is required here");
            w.BeginObject();
            if (m.Inspection == null) throw new ArgumentNullException("Inspection", "InspectionResult.Inspection is required (null is not JSON's here)");
            w.Key("inspection"); Write(w, m.Inspection);
            w.Key("shown"); w.String(Name(m.Shown));
            w.EndObject();
        }

        public static TrappedCard ReadTrappedCard(JsonValue value)
        {
            var o = value.AsObject("TrappedCard");
            var m = new TrappedCard();
            m.Round = o.Get("round").AsLong();
            m.Leader = o.Get("leader").AsLong();
            m.Member = o.Get("member").AsLong();
            m.Card = ParseMissionCard(o.Get("card").AsString());
            return m;
        }

        public static void Write(JsonWriter w, TrappedCard m)
        {
            if (m == null) throw new ArgumentNullException("m", "a TrappedCard is required here");
            w.BeginObject();
            w.Key("round"); w.Number(m.Round);
            w.Key("leader"); w.Number(m.Leader);
            w.Key("member"); w.Number(m.Member);
            w.Key("card"); w.String(Name(m.Card));
            w.EndObject();
        }

        public static PlayedCard ReadPlayedCard(JsonValue value)
        {
            var o = value.AsObject("PlayedCard");
            var m = new PlayedCard();
            m.Round = o.Get("round").AsLong();
            m.Card = ParseMissionCard(o.Get("card").AsString());
            return m;
        }

        public static void Write(JsonWriter w, PlayedCard m)
        {
            if (m == null) throw new ArgumentNullException("m", "a PlayedCard is required here");
            w.BeginObject();
            w.Key("round"); w.Number(m.Round);
            w.Key("card"); w.String(Name(m.Card));
            w.EndObject();
        }

        public static PublicAgenda ReadPublicAgenda(JsonValue value)
        {
            var o = value.AsObject("PublicAgenda");
            var m = new PublicAgenda();
            m.Owner = o.Get("owner").AsLong();
            m.Revealed = o.Get("revealed").OrNullRef(x0 => x0.AsList(x1 => x1.AsLong()));
            return m;
        }

        public static void Write(JsonWriter w, PublicAgenda m)
        {
            if (m == null) throw new ArgumentNullException("m", "a PublicAgenda is required here");
            w.BeginObject();
            w.Key("owner"); w.Number(m.Owner);
            w.Key("revealed"); w.OrNullRef(m.Revealed, x0 => w.Array(x0, x1 => w.Number(x1)));
            w.EndObject();
        }

        public static Agenda ReadAgenda(JsonValue value)
        {
            var o = value.AsObject("Agenda");
            var m = new Agenda();
            m.Owner = o.Get("owner").AsLong();
            m.Names = o.Get("names").AsList(x0 => x0.AsLong());
            m.Revealed = o.Get("revealed").AsBool();
            return m;
        }

        public static void Write(JsonWriter w, Agenda m)
        {
            if (m == null) throw new ArgumentNullException("m", "a Agenda is required here");
            w.BeginObject();
            w.Key("owner"); w.Number(m.Owner);
            if (m.Names == null) throw new ArgumentNullException("Names", "Agenda.Names is required (null is not JSON's here)");
            w.Key("names"); w.Array(m.Names, x0 => w.Number(x0));
            w.Key("revealed"); w.Bool(m.Revealed);
            w.EndObject();
        }

        public static Accusation ReadAccusation(JsonValue value)
        {
            var o = value.AsObject("Accusation");
            var m = new Accusation();
            m.Owner = o.Get("owner").AsLong();
            m.Named = o.Get("named").AsLong();
            m.Right = o.Get("right").AsBool();
            return m;
        }

        public static void Write(JsonWriter w, Accusation m)
        {
            if (m == null) throw new ArgumentNullException("m", "a Accusation is required here");
            w.BeginObject();
            w.Key("owner"); w.Number(m.Owner);
            w.Key("named"); w.Number(m.Named);
            w.Key("right"); w.Bool(m.Right);
            w.EndObject();
        }

        public static VoteState ReadVoteState(JsonValue value)
        {
            var o = value.AsObject("VoteState");
            var m = new VoteState();
            m.Team = o.Get("team").AsList(x0 => x0.AsLong());
            m.Voted = o.Get("voted").AsList(x0 => x0.AsLong());
            m.Approvals = o.Get("approvals").AsList(x0 => x0.AsLong());
            return m;
        }

        public static void Write(JsonWriter w, VoteState m)
        {
            if (m == null) throw new ArgumentNullException("m", "a VoteState is required here");
            w.BeginObject();
            if (m.Team == null) throw new ArgumentNullException("Team", "VoteState.Team is required (null is not JSON's here)");
            w.Key("team"); w.Array(m.Team, x0 => w.Number(x0));
            if (m.Voted == null) throw new ArgumentNullException("Voted", "VoteState.Voted is required (null is not JSON's here)");
            w.Key("voted"); w.Array(m.Voted, x0 => w.Number(x0));
            if (m.Approvals == null) throw new ArgumentNullException("Approvals", "VoteState.Approvals is required (null is not JSON's here)");
            w.Key("approvals"); w.Array(m.Approvals, x0 => w.Number(x0));
            w.EndObject();
        }

        public static MissionState ReadMissionState(JsonValue value)
        {
            var o = value.AsObject("MissionState");
            var m = new MissionState();
            m.Team = o.Get("team").AsList(x0 => x0.AsLong());
            m.Played = o.Get("played").AsList(x0 => x0.AsLong());
            m.FailedBy = o.Get("failedBy").AsList(x0 => x0.AsLong());
            return m;
        }

        public static void Write(JsonWriter w, MissionState m)
        {
            if (m == null) throw new ArgumentNullException("m", "a MissionState is required here");
            w.BeginObject();
            if (m.Team == null) throw new ArgumentNullException("Team", "MissionState.Team is required (null is not JSON's here)");
            w.Key("team"); w.Array(m.Team, x0 => w.Number(x0));
            if (m.Played == null) throw new ArgumentNullException("Played", "MissionState.Played is required (null is not JSON's here)");
            w.Key("played"); w.Array(m.Played, x0 => w.Number(x0));
            if (m.FailedBy == null) throw new ArgumentNullException("FailedBy", "MissionState.FailedBy is required (null is not JSON's here)");
            w.Key("failedBy"); w.Array(m.FailedBy, x0 => w.Number(x0));
            w.EndObject();
        }

        public static Unfinished ReadUnfinished(JsonValue value)
        {
            var o = value.AsObject("Unfinished");
            string tag = o.Get("type").AsString();
            switch (tag)
            {
                case "nothing":
                {
                    var m = new NothingUnfinished();
                    return m;
                }
                case "vote":
                {
                    var m = new VoteUnfinished();
                    m.Team = o.Get("team").AsList(x0 => x0.AsLong());
                    m.Voted = o.Get("voted").AsList(x0 => x0.AsLong());
                    m.Approvals = o.Get("approvals").AsList(x0 => x0.AsLong());
                    return m;
                }
                case "mission":
                {
                    var m = new MissionUnfinished();
                    m.Team = o.Get("team").AsList(x0 => x0.AsLong());
                    m.Played = o.Get("played").AsList(x0 => x0.AsLong());
                    m.FailedBy = o.Get("failedBy").AsList(x0 => x0.AsLong());
                    return m;
                }
                default: throw new WireFormatException("not a Unfinished: \"type\":\"" + tag + "\"");
            }
        }

        public static void Write(JsonWriter w, Unfinished value)
        {
            if (value == null) throw new ArgumentNullException("value", "a Unfinished is required here");
            w.BeginObject();
            w.Key("type");
            {
                var m = value as NothingUnfinished;
                if (m != null)
                {
                    w.String("nothing");
                    w.EndObject();
                    return;
                }
            }
            {
                var m = value as VoteUnfinished;
                if (m != null)
                {
                    w.String("vote");
                    if (m.Team == null) throw new ArgumentNullException("Team", "VoteUnfinished.Team is required (null is not JSON's here)");
                    w.Key("team"); w.Array(m.Team, x0 => w.Number(x0));
                    if (m.Voted == null) throw new ArgumentNullException("Voted", "VoteUnfinished.Voted is required (null is not JSON's here)");
                    w.Key("voted"); w.Array(m.Voted, x0 => w.Number(x0));
                    if (m.Approvals == null) throw new ArgumentNullException("Approvals", "VoteUnfinished.Approvals is required (null is not JSON's here)");
                    w.Key("approvals"); w.Array(m.Approvals, x0 => w.Number(x0));
                    w.EndObject();
                    return;
                }
            }
            {
                var m = value as MissionUnfinished;
                if (m != null)
                {
                    w.String("mission");
                    if (m.Team == null) throw new ArgumentNullException("Team", "MissionUnfinished.Team is required (null is not JSON's here)");
                    w.Key("team"); w.Array(m.Team, x0 => w.Number(x0));
                    if (m.Played == null) throw new ArgumentNullException("Played", "MissionUnfinished.Played is required (null is not JSON's here)");
                    w.Key("played"); w.Array(m.Played, x0 => w.Number(x0));
                    if (m.FailedBy == null) throw new ArgumentNullException("FailedBy", "MissionUnfinished.FailedBy is required (null is not JSON's here)");
                    w.Key("failedBy"); w.Array(m.FailedBy, x0 => w.Number(x0));
                    w.EndObject();
                    return;
                }
            }
            throw new ArgumentException("not a Unfinished of the wire format: " + value.GetType(), "value");
        }

        public static HeldPlotCard ReadHeldPlotCard(JsonValue value)
        {
            var o = value.AsObject("HeldPlotCard");
            var m = new HeldPlotCard();
            m.Holder = o.Get("holder").AsLong();
            m.Card = ParsePlotCard(o.Get("card").AsString());
            return m;
        }

        public static void Write(JsonWriter w, HeldPlotCard m)
        {
            if (m == null) throw new ArgumentNullException("m", "a HeldPlotCard is required here");
            w.BeginObject();
            w.Key("holder"); w.Number(m.Holder);
            w.Key("card"); w.String(Name(m.Card));
            w.EndObject();
        }

        public static PlotUse ReadPlotUse(JsonValue value)
        {
            var o = value.AsObject("PlotUse");
            var m = new PlotUse();
            m.Round = o.Get("round").AsLong();
            m.Attempt = o.Get("attempt").AsLong();
            m.Seat = o.Get("seat").AsLong();
            m.Action = ReadPlotAction(o.Get("action"));
            return m;
        }

        public static void Write(JsonWriter w, PlotUse m)
        {
            if (m == null) throw new ArgumentNullException("m", "a PlotUse is required here");
            w.BeginObject();
            w.Key("round"); w.Number(m.Round);
            w.Key("attempt"); w.Number(m.Attempt);
            w.Key("seat"); w.Number(m.Seat);
            if (m.Action == null) throw new ArgumentNullException("Action", "PlotUse.Action is required (null is not JSON's here)");
            w.Key("action"); Write(w, m.Action);
            w.EndObject();
        }

        public static SpotlitCard ReadSpotlitCard(JsonValue value)
        {
            var o = value.AsObject("SpotlitCard");
            var m = new SpotlitCard();
            m.Round = o.Get("round").AsLong();
            m.Member = o.Get("member").AsLong();
            m.Card = o.Get("card").OrNull(x0 => ParseMissionCard(x0.AsString()));
            return m;
        }

        public static void Write(JsonWriter w, SpotlitCard m)
        {
            if (m == null) throw new ArgumentNullException("m", "a SpotlitCard is required here");
            w.BeginObject();
            w.Key("round"); w.Number(m.Round);
            w.Key("member"); w.Number(m.Member);
            w.Key("card"); w.OrNull(m.Card, x0 => w.String(Name(x0)));
            w.EndObject();
        }

        public static OpenVotes ReadOpenVotes(JsonValue value)
        {
            var o = value.AsObject("OpenVotes");
            var m = new OpenVotes();
            m.Approvals = o.Get("approvals").AsList(x0 => x0.AsLong());
            m.Rejections = o.Get("rejections").AsList(x0 => x0.AsLong());
            return m;
        }

        public static void Write(JsonWriter w, OpenVotes m)
        {
            if (m == null) throw new ArgumentNullException("m", "a OpenVotes is required here");
            w.BeginObject();
            if (m.Approvals == null) throw new ArgumentNullException("Approvals", "OpenVotes.Approvals is required (null is not JSON's here)");
            w.Key("approvals"); w.Array(m.Approvals, x0 => w.Number(x0));
            if (m.Rejections == null) throw new ArgumentNullException("Rejections", "OpenVotes.Rejections is required (null is not JSON's here)");
            w.Key("rejections"); w.Array(m.Rejections, x0 => w.Number(x0));
            w.EndObject();
        }

        public static PublicPlot ReadPublicPlot(JsonValue value)
        {
            var o = value.AsObject("PublicPlot");
            var m = new PublicPlot();
            m.Deck = o.Get("deck").AsLong();
            m.Drawn = o.Get("drawn").AsList(x0 => ParsePlotCard(x0.AsString()));
            m.Held = o.Get("held").AsList(x0 => ReadHeldPlotCard(x0));
            m.Used = o.Get("used").AsList(x0 => ReadPlotUse(x0));
            m.Spotlit = o.Get("spotlit").AsList(x0 => ReadSpotlitCard(x0));
            m.OpenVotes = o.Get("openVotes").OrNullRef(x0 => ReadOpenVotes(x0));
            return m;
        }

        public static void Write(JsonWriter w, PublicPlot m)
        {
            if (m == null) throw new ArgumentNullException("m", "a PublicPlot is required here");
            w.BeginObject();
            w.Key("deck"); w.Number(m.Deck);
            if (m.Drawn == null) throw new ArgumentNullException("Drawn", "PublicPlot.Drawn is required (null is not JSON's here)");
            w.Key("drawn"); w.Array(m.Drawn, x0 => w.String(Name(x0)));
            if (m.Held == null) throw new ArgumentNullException("Held", "PublicPlot.Held is required (null is not JSON's here)");
            w.Key("held"); w.Array(m.Held, x0 => Write(w, x0));
            if (m.Used == null) throw new ArgumentNullException("Used", "PublicPlot.Used is required (null is not JSON's here)");
            w.Key("used"); w.Array(m.Used, x0 => Write(w, x0));
            if (m.Spotlit == null) throw new ArgumentNullException("Spotlit", "PublicPlot.Spotlit is required (null is not JSON's here)");
            w.Key("spotlit"); w.Array(m.Spotlit, x0 => Write(w, x0));
            w.Key("openVotes"); w.OrNullRef(m.OpenVotes, x0 => Write(w, x0));
            w.EndObject();
        }

        public static PlotSight ReadPlotSight(JsonValue value)
        {
            var o = value.AsObject("PlotSight");
            var m = new PlotSight();
            m.Round = o.Get("round").AsLong();
            m.Viewer = o.Get("viewer").AsLong();
            m.Card = ParsePlotCard(o.Get("card").AsString());
            m.Shown = ReadShown(o.Get("shown"));
            return m;
        }

        public static void Write(JsonWriter w, PlotSight m)
        {
            if (m == null) throw new ArgumentNullException("m", "a PlotSight is required here");
            w.BeginObject();
            w.Key("round"); w.Number(m.Round);
            w.Key("viewer"); w.Number(m.Viewer);
            w.Key("card"); w.String(Name(m.Card));
            if (m.Shown == null) throw new ArgumentNullException("Shown", "PlotSight.Shown is required (null is not JSON's here)");
            w.Key("shown"); Write(w, m.Shown);
            w.EndObject();
        }

        public static PlayerPlot ReadPlayerPlot(JsonValue value)
        {
            var o = value.AsObject("PlayerPlot");
            var m = new PlayerPlot();
            m.Seen = o.Get("seen").AsList(x0 => ReadPlotSight(x0));
            return m;
        }

        public static void Write(JsonWriter w, PlayerPlot m)
        {
            if (m == null) throw new ArgumentNullException("m", "a PlayerPlot is required here");
            w.BeginObject();
            if (m.Seen == null) throw new ArgumentNullException("Seen", "PlayerPlot.Seen is required (null is not JSON's here)");
            w.Key("seen"); w.Array(m.Seen, x0 => Write(w, x0));
            w.EndObject();
        }

        public static FinalReveal ReadFinalReveal(JsonValue value)
        {
            var o = value.AsObject("FinalReveal");
            var m = new FinalReveal();
            m.Roles = o.Get("roles").AsList(x0 => ParseRole(x0.AsString()));
            m.Allegiances = o.Get("allegiances").AsList(x0 => ParseAllegiance(x0.AsString()));
            m.FailedBy = o.Get("failedBy").AsList(x0 => x0.AsList(x1 => x1.AsLong()));
            m.Unfinished = ReadUnfinished(o.Get("unfinished"));
            m.Winners = o.Get("winners").AsList(x0 => x0.AsLong());
            m.Trapped = o.Get("trapped").AsList(x0 => ReadTrappedCard(x0));
            m.Inspections = o.Get("inspections").AsList(x0 => ReadInspectionResult(x0));
            m.Agendas = o.Get("agendas").AsList(x0 => ReadAgenda(x0));
            m.Accusations = o.Get("accusations").AsList(x0 => ReadAccusation(x0));
            { var f = o.Find("plotSights"); if (f != null) m.PlotSights = f.AsList(x0 => ReadPlotSight(x0)); }
            return m;
        }

        public static void Write(JsonWriter w, FinalReveal m)
        {
            if (m == null) throw new ArgumentNullException("m", "a FinalReveal is required here");
            w.BeginObject();
            if (m.Roles == null) throw new ArgumentNullException("Roles", "FinalReveal.Roles is required (null is not JSON's here)");
            w.Key("roles"); w.Array(m.Roles, x0 => w.String(Name(x0)));
            if (m.Allegiances == null) throw new ArgumentNullException("Allegiances", "FinalReveal.Allegiances is required (null is not JSON's here)");
            w.Key("allegiances"); w.Array(m.Allegiances, x0 => w.String(Name(x0)));
            if (m.FailedBy == null) throw new ArgumentNullException("FailedBy", "FinalReveal.FailedBy is required (null is not JSON's here)");
            w.Key("failedBy"); w.Array(m.FailedBy, x0 => w.Array(x0, x1 => w.Number(x1)));
            if (m.Unfinished == null) throw new ArgumentNullException("Unfinished", "FinalReveal.Unfinished is required (null is not JSON's here)");
            w.Key("unfinished"); Write(w, m.Unfinished);
            if (m.Winners == null) throw new ArgumentNullException("Winners", "FinalReveal.Winners is required (null is not JSON's here)");
            w.Key("winners"); w.Array(m.Winners, x0 => w.Number(x0));
            if (m.Trapped == null) throw new ArgumentNullException("Trapped", "FinalReveal.Trapped is required (null is not JSON's here)");
            w.Key("trapped"); w.Array(m.Trapped, x0 => Write(w, x0));
            if (m.Inspections == null) throw new ArgumentNullException("Inspections", "FinalReveal.Inspections is required (null is not JSON's here)");
            w.Key("inspections"); w.Array(m.Inspections, x0 => Write(w, x0));
            if (m.Agendas == null) throw new ArgumentNullException("Agendas", "FinalReveal.Agendas is required (null is not JSON's here)");
            w.Key("agendas"); w.Array(m.Agendas, x0 => Write(w, x0));
            if (m.Accusations == null) throw new ArgumentNullException("Accusations", "FinalReveal.Accusations is required (null is not JSON's here)");
            w.Key("accusations"); w.Array(m.Accusations, x0 => Write(w, x0));
            if (m.PlotSights != null) { w.Key("plotSights"); w.Array(m.PlotSights, x0 => Write(w, x0)); }
            w.EndObject();
        }

        public static PublicView ReadPublicView(JsonValue value)
        {
            var o = value.AsObject("PublicView");
            var m = new PublicView();
            m.Players = o.Get("players").AsLong();
            m.Round = o.Get("round").AsLong();
            m.Leader = o.Get("leader").AsLong();
            m.Rejections = o.Get("rejections").AsLong();
            m.Phase = ReadPhaseView(o.Get("phase"));
            m.Awaiting = o.Get("awaiting").AsList(x0 => x0.AsLong());
            m.Characters = o.Get("characters").AsList(x0 => ParseRole(x0.AsString()));
            m.TeamSizes = o.Get("teamSizes").AsArray(5, x0 => x0.AsLong());
            m.FailsNeeded = o.Get("failsNeeded").AsArray(5, x0 => x0.AsLong());
            m.Successes = o.Get("successes").AsLong();
            m.Failures = o.Get("failures").AsLong();
            m.Missions = o.Get("missions").AsList(x0 => ReadMissionRecord(x0));
            m.Proposals = o.Get("proposals").AsList(x0 => ReadProposalRecord(x0));
            m.Vacant = o.Get("vacant").AsList(x0 => x0.AsLong());
            m.LoyaltyCards = o.Get("loyaltyCards").AsList(x0 => ParseLoyaltyCard(x0.AsString()));
            m.Inquisitor = o.Get("inquisitor").OrNull(x0 => x0.AsLong());
            m.Inspections = o.Get("inspections").AsList(x0 => ReadInspection(x0));
            m.Agendas = o.Get("agendas").AsList(x0 => ReadPublicAgenda(x0));
            { var f = o.Find("plot"); if (f != null) m.Plot = ReadPublicPlot(f); }
            m.Result = o.Get("result").OrNullRef(x0 => ReadGameResult(x0));
            m.Reveal = o.Get("reveal").OrNullRef(x0 => ReadFinalReveal(x0));
            return m;
        }

        public static void Write(JsonWriter w, PublicView m)
        {
            if (m == null) throw new ArgumentNullException("m", "a PublicView is required here");
            w.BeginObject();
            w.Key("players"); w.Number(m.Players);
            w.Key("round"); w.Number(m.Round);
            w.Key("leader"); w.Number(m.Leader);
            w.Key("rejections"); w.Number(m.Rejections);
            if (m.Phase == null) throw new ArgumentNullException("Phase", "PublicView.Phase is required (null is not JSON's here)");
            w.Key("phase"); Write(w, m.Phase);
            if (m.Awaiting == null) throw new ArgumentNullException("Awaiting", "PublicView.Awaiting is required (null is not JSON's here)");
            w.Key("awaiting"); w.Array(m.Awaiting, x0 => w.Number(x0));
            if (m.Characters == null) throw new ArgumentNullException("Characters", "PublicView.Characters is required (null is not JSON's here)");
            w.Key("characters"); w.Array(m.Characters, x0 => w.String(Name(x0)));
            if (m.TeamSizes == null) throw new ArgumentNullException("TeamSizes", "PublicView.TeamSizes is required (null is not JSON's here)");
            w.Key("teamSizes"); w.Array(m.TeamSizes, x0 => w.Number(x0));
            if (m.FailsNeeded == null) throw new ArgumentNullException("FailsNeeded", "PublicView.FailsNeeded is required (null is not JSON's here)");
            w.Key("failsNeeded"); w.Array(m.FailsNeeded, x0 => w.Number(x0));
            w.Key("successes"); w.Number(m.Successes);
            w.Key("failures"); w.Number(m.Failures);
            if (m.Missions == null) throw new ArgumentNullException("Missions", "PublicView.Missions is required (null is not JSON's here)");
            w.Key("missions"); w.Array(m.Missions, x0 => Write(w, x0));
            if (m.Proposals == null) throw new ArgumentNullException("Proposals", "PublicView.Proposals is required (null is not JSON's here)");
            w.Key("proposals"); w.Array(m.Proposals, x0 => Write(w, x0));
            if (m.Vacant == null) throw new ArgumentNullException("Vacant", "PublicView.Vacant is required (null is not JSON's here)");
            w.Key("vacant"); w.Array(m.Vacant, x0 => w.Number(x0));
            if (m.LoyaltyCards == null) throw new ArgumentNullException("LoyaltyCards", "PublicView.LoyaltyCards is required (null is not JSON's here)");
            w.Key("loyaltyCards"); w.Array(m.LoyaltyCards, x0 => w.String(Name(x0)));
            w.Key("inquisitor"); w.OrNull(m.Inquisitor, x0 => w.Number(x0));
            if (m.Inspections == null) throw new ArgumentNullException("Inspections", "PublicView.Inspections is required (null is not JSON's here)");
            w.Key("inspections"); w.Array(m.Inspections, x0 => Write(w, x0));
            if (m.Agendas == null) throw new ArgumentNullException("Agendas", "PublicView.Agendas is required (null is not JSON's here)");
            w.Key("agendas"); w.Array(m.Agendas, x0 => Write(w, x0));
            if (m.Plot != null) { w.Key("plot"); Write(w, m.Plot); }
            w.Key("result"); w.OrNullRef(m.Result, x0 => Write(w, x0));
            w.Key("reveal"); w.OrNullRef(m.Reveal, x0 => Write(w, x0));
            w.EndObject();
        }

        public static PlayerView ReadPlayerView(JsonValue value)
        {
            var o = value.AsObject("PlayerView");
            var m = new PlayerView();
            m.Seat = o.Get("seat").AsLong();
            m.Role = ParseRole(o.Get("role").AsString());
            m.Allegiance = ParseAllegiance(o.Get("allegiance").AsString());
            m.Sightings = o.Get("sightings").AsList(x0 => ReadSighting(x0));
            m.Vote = o.Get("vote").OrNull(x0 => ParseVote(x0.AsString()));
            m.MissionCard = o.Get("missionCard").OrNull(x0 => ParseMissionCard(x0.AsString()));
            m.Agenda = o.Get("agenda").OrNullRef(x0 => x0.AsList(x1 => x1.AsLong()));
            m.CardsPlayed = o.Get("cardsPlayed").AsList(x0 => ReadPlayedCard(x0));
            m.Trapped = o.Get("trapped").AsList(x0 => ReadTrappedCard(x0));
            m.Inspections = o.Get("inspections").AsList(x0 => ReadInspectionResult(x0));
            { var f = o.Find("plot"); if (f != null) m.Plot = ReadPlayerPlot(f); }
            m.Table = ReadPublicView(o.Get("table"));
            return m;
        }

        public static void Write(JsonWriter w, PlayerView m)
        {
            if (m == null) throw new ArgumentNullException("m", "a PlayerView is required here");
            w.BeginObject();
            w.Key("seat"); w.Number(m.Seat);
            w.Key("role"); w.String(Name(m.Role));
            w.Key("allegiance"); w.String(Name(m.Allegiance));
            if (m.Sightings == null) throw new ArgumentNullException("Sightings", "PlayerView.Sightings is required (null is not JSON's here)");
            w.Key("sightings"); w.Array(m.Sightings, x0 => Write(w, x0));
            w.Key("vote"); w.OrNull(m.Vote, x0 => w.String(Name(x0)));
            w.Key("missionCard"); w.OrNull(m.MissionCard, x0 => w.String(Name(x0)));
            w.Key("agenda"); w.OrNullRef(m.Agenda, x0 => w.Array(x0, x1 => w.Number(x1)));
            if (m.CardsPlayed == null) throw new ArgumentNullException("CardsPlayed", "PlayerView.CardsPlayed is required (null is not JSON's here)");
            w.Key("cardsPlayed"); w.Array(m.CardsPlayed, x0 => Write(w, x0));
            if (m.Trapped == null) throw new ArgumentNullException("Trapped", "PlayerView.Trapped is required (null is not JSON's here)");
            w.Key("trapped"); w.Array(m.Trapped, x0 => Write(w, x0));
            if (m.Inspections == null) throw new ArgumentNullException("Inspections", "PlayerView.Inspections is required (null is not JSON's here)");
            w.Key("inspections"); w.Array(m.Inspections, x0 => Write(w, x0));
            if (m.Plot != null) { w.Key("plot"); Write(w, m.Plot); }
            if (m.Table == null) throw new ArgumentNullException("Table", "PlayerView.Table is required (null is not JSON's here)");
            w.Key("table"); Write(w, m.Table);
            w.EndObject();
        }

        public static OwnRound ReadOwnRound(JsonValue value)
        {
            var o = value.AsObject("OwnRound");
            var m = new OwnRound();
            m.MissionCard = o.Get("missionCard").OrNull(x0 => ParseMissionCard(x0.AsString()));
            m.Trapped = o.Get("trapped").OrNullRef(x0 => ReadTrappedCard(x0));
            m.Inspection = o.Get("inspection").OrNullRef(x0 => ReadInspectionResult(x0));
            m.PlotSights = o.Get("plotSights").AsList(x0 => ReadPlotSight(x0));
            return m;
        }

        public static void Write(JsonWriter w, OwnRound m)
        {
            if (m == null) throw new ArgumentNullException("m", "a OwnRound is required here");
            w.BeginObject();
            w.Key("missionCard"); w.OrNull(m.MissionCard, x0 => w.String(Name(x0)));
            w.Key("trapped"); w.OrNullRef(m.Trapped, x0 => Write(w, x0));
            w.Key("inspection"); w.OrNullRef(m.Inspection, x0 => Write(w, x0));
            if (m.PlotSights == null) throw new ArgumentNullException("PlotSights", "OwnRound.PlotSights is required (null is not JSON's here)");
            w.Key("plotSights"); w.Array(m.PlotSights, x0 => Write(w, x0));
            w.EndObject();
        }

        public static RoundHistory ReadRoundHistory(JsonValue value)
        {
            var o = value.AsObject("RoundHistory");
            var m = new RoundHistory();
            m.Round = o.Get("round").AsLong();
            m.Proposals = o.Get("proposals").AsList(x0 => ReadProposalRecord(x0));
            m.Mission = o.Get("mission").OrNullRef(x0 => ReadMissionRecord(x0));
            m.PlotUses = o.Get("plotUses").AsList(x0 => ReadPlotUse(x0));
            m.Spotlit = o.Get("spotlit").AsList(x0 => ReadSpotlitCard(x0));
            m.Inspections = o.Get("inspections").AsList(x0 => ReadInspection(x0));
            m.Own = o.Get("own").OrNullRef(x0 => ReadOwnRound(x0));
            return m;
        }

        public static void Write(JsonWriter w, RoundHistory m)
        {
            if (m == null) throw new ArgumentNullException("m", "a RoundHistory is required here");
            w.BeginObject();
            w.Key("round"); w.Number(m.Round);
            if (m.Proposals == null) throw new ArgumentNullException("Proposals", "RoundHistory.Proposals is required (null is not JSON's here)");
            w.Key("proposals"); w.Array(m.Proposals, x0 => Write(w, x0));
            w.Key("mission"); w.OrNullRef(m.Mission, x0 => Write(w, x0));
            if (m.PlotUses == null) throw new ArgumentNullException("PlotUses", "RoundHistory.PlotUses is required (null is not JSON's here)");
            w.Key("plotUses"); w.Array(m.PlotUses, x0 => Write(w, x0));
            if (m.Spotlit == null) throw new ArgumentNullException("Spotlit", "RoundHistory.Spotlit is required (null is not JSON's here)");
            w.Key("spotlit"); w.Array(m.Spotlit, x0 => Write(w, x0));
            if (m.Inspections == null) throw new ArgumentNullException("Inspections", "RoundHistory.Inspections is required (null is not JSON's here)");
            w.Key("inspections"); w.Array(m.Inspections, x0 => Write(w, x0));
            w.Key("own"); w.OrNullRef(m.Own, x0 => Write(w, x0));
            w.EndObject();
        }

        public static History ReadHistory(JsonValue value)
        {
            var o = value.AsObject("History");
            var m = new History();
            m.Seat = o.Get("seat").OrNull(x0 => x0.AsLong());
            m.Rounds = o.Get("rounds").AsList(x0 => ReadRoundHistory(x0));
            return m;
        }

        public static void Write(JsonWriter w, History m)
        {
            if (m == null) throw new ArgumentNullException("m", "a History is required here");
            w.BeginObject();
            w.Key("seat"); w.OrNull(m.Seat, x0 => w.Number(x0));
            if (m.Rounds == null) throw new ArgumentNullException("Rounds", "History.Rounds is required (null is not JSON's here)");
            w.Key("rounds"); w.Array(m.Rounds, x0 => Write(w, x0));
            w.EndObject();
        }

        public static TeamChoice ReadTeamChoice(JsonValue value)
        {
            var o = value.AsObject("TeamChoice");
            var m = new TeamChoice();
            m.Size = o.Get("size").AsLong();
            m.From = o.Get("from").AsList(x0 => x0.AsLong());
            return m;
        }

        public static void Write(JsonWriter w, TeamChoice m)
        {
            if (m == null) throw new ArgumentNullException("m", "a TeamChoice is required here");
            w.BeginObject();
            w.Key("size"); w.Number(m.Size);
            if (m.From == null) throw new ArgumentNullException("From", "TeamChoice.From is required (null is not JSON's here)");
            w.Key("from"); w.Array(m.From, x0 => w.Number(x0));
            w.EndObject();
        }

        public static GiveChoice ReadGiveChoice(JsonValue value)
        {
            var o = value.AsObject("GiveChoice");
            var m = new GiveChoice();
            m.Cards = o.Get("cards").AsList(x0 => ParsePlotCard(x0.AsString()));
            m.To = o.Get("to").AsList(x0 => x0.AsLong());
            return m;
        }

        public static void Write(JsonWriter w, GiveChoice m)
        {
            if (m == null) throw new ArgumentNullException("m", "a GiveChoice is required here");
            w.BeginObject();
            if (m.Cards == null) throw new ArgumentNullException("Cards", "GiveChoice.Cards is required (null is not JSON's here)");
            w.Key("cards"); w.Array(m.Cards, x0 => w.String(Name(x0)));
            if (m.To == null) throw new ArgumentNullException("To", "GiveChoice.To is required (null is not JSON's here)");
            w.Key("to"); w.Array(m.To, x0 => w.Number(x0));
            w.EndObject();
        }

        public static UseChoice ReadUseChoice(JsonValue value)
        {
            var o = value.AsObject("UseChoice");
            var m = new UseChoice();
            m.Card = ParsePlotCard(o.Get("card").AsString());
            m.Targets = o.Get("targets").AsList(x0 => x0.AsLong());
            return m;
        }

        public static void Write(JsonWriter w, UseChoice m)
        {
            if (m == null) throw new ArgumentNullException("m", "a UseChoice is required here");
            w.BeginObject();
            w.Key("card"); w.String(Name(m.Card));
            if (m.Targets == null) throw new ArgumentNullException("Targets", "UseChoice.Targets is required (null is not JSON's here)");
            w.Key("targets"); w.Array(m.Targets, x0 => w.Number(x0));
            w.EndObject();
        }

        public static PlotChoices ReadPlotChoices(JsonValue value)
        {
            var o = value.AsObject("PlotChoices");
            var m = new PlotChoices();
            m.Give = o.Get("give").OrNullRef(x0 => ReadGiveChoice(x0));
            m.UseCard = o.Get("useCard").OrNullRef(x0 => ReadUseChoice(x0));
            m.Decline = o.Get("decline").AsBool();
            return m;
        }

        public static void Write(JsonWriter w, PlotChoices m)
        {
            if (m == null) throw new ArgumentNullException("m", "a PlotChoices is required here");
            w.BeginObject();
            w.Key("give"); w.OrNullRef(m.Give, x0 => Write(w, x0));
            w.Key("useCard"); w.OrNullRef(m.UseCard, x0 => Write(w, x0));
            w.Key("decline"); w.Bool(m.Decline);
            w.EndObject();
        }

        public static Choices ReadChoices(JsonValue value)
        {
            var o = value.AsObject("Choices");
            var m = new Choices();
            m.Propose = o.Get("propose").OrNullRef(x0 => ReadTeamChoice(x0));
            m.Vote = o.Get("vote").AsBool();
            m.PlaySuccess = o.Get("playSuccess").AsBool();
            m.PlayFail = o.Get("playFail").AsBool();
            m.SetAside = o.Get("setAside").OrNullRef(x0 => x0.AsList(x1 => x1.AsLong()));
            m.Inspect = o.Get("inspect").OrNullRef(x0 => x0.AsList(x1 => x1.AsLong()));
            m.Assassinate = o.Get("assassinate").OrNullRef(x0 => x0.AsList(x1 => x1.AsLong()));
            m.ChooseAgenda = o.Get("chooseAgenda").OrNullRef(x0 => ReadTeamChoice(x0));
            { var f = o.Find("chooseDoubleAgenda"); if (f != null) m.ChooseDoubleAgenda = ReadTeamChoice(f); }
            m.RevealAgenda = o.Get("revealAgenda").AsBool();
            { var f = o.Find("plot"); if (f != null) m.Plot = ReadPlotChoices(f); }
            m.Leave = o.Get("leave").AsBool();
            m.ClaimSeat = o.Get("claimSeat").AsBool();
            return m;
        }

        public static void Write(JsonWriter w, Choices m)
        {
            if (m == null) throw new ArgumentNullException("m", "a Choices is required here");
            w.BeginObject();
            w.Key("propose"); w.OrNullRef(m.Propose, x0 => Write(w, x0));
            w.Key("vote"); w.Bool(m.Vote);
            w.Key("playSuccess"); w.Bool(m.PlaySuccess);
            w.Key("playFail"); w.Bool(m.PlayFail);
            w.Key("setAside"); w.OrNullRef(m.SetAside, x0 => w.Array(x0, x1 => w.Number(x1)));
            w.Key("inspect"); w.OrNullRef(m.Inspect, x0 => w.Array(x0, x1 => w.Number(x1)));
            w.Key("assassinate"); w.OrNullRef(m.Assassinate, x0 => w.Array(x0, x1 => w.Number(x1)));
            w.Key("chooseAgenda"); w.OrNullRef(m.ChooseAgenda, x0 => Write(w, x0));
            if (m.ChooseDoubleAgenda != null) { w.Key("chooseDoubleAgenda"); Write(w, m.ChooseDoubleAgenda); }
            w.Key("revealAgenda"); w.Bool(m.RevealAgenda);
            if (m.Plot != null) { w.Key("plot"); Write(w, m.Plot); }
            w.Key("leave"); w.Bool(m.Leave);
            w.Key("claimSeat"); w.Bool(m.ClaimSeat);
            w.EndObject();
        }

        public static BotKind ParseBotKind(string text)
        {
            switch (text)
            {
                case "random": return BotKind.Random;
                case "logical": return BotKind.Logical;
                case "standIn": return BotKind.StandIn;
                case "search": return BotKind.Search;
                default: throw new WireFormatException("not a BotKind: \"" + text + "\"");
            }
        }

        public static string Name(BotKind value)
        {
            switch (value)
            {
                case BotKind.Random: return "random";
                case BotKind.Logical: return "logical";
                case BotKind.StandIn: return "standIn";
                case BotKind.Search: return "search";
                default: throw new ArgumentOutOfRangeException("value", value, "not a BotKind");
            }
        }

        public static Language ParseLanguage(string text)
        {
            switch (text)
            {
                case "english": return Language.English;
                case "russian": return Language.Russian;
                case "vietnamese": return Language.Vietnamese;
                default: throw new WireFormatException("not a Language: \"" + text + "\"");
            }
        }

        public static string Name(Language value)
        {
            switch (value)
            {
                case Language.English: return "english";
                case Language.Russian: return "russian";
                case Language.Vietnamese: return "vietnamese";
                default: throw new ArgumentOutOfRangeException("value", value, "not a Language");
            }
        }

        public static Naming ParseNaming(string text)
        {
            switch (text)
            {
                case "resistance": return Naming.Resistance;
                case "avalon": return Naming.Avalon;
                default: throw new WireFormatException("not a Naming: \"" + text + "\"");
            }
        }

        public static string Name(Naming value)
        {
            switch (value)
            {
                case Naming.Resistance: return "resistance";
                case Naming.Avalon: return "avalon";
                default: throw new ArgumentOutOfRangeException("value", value, "not a Naming");
            }
        }

        public static Module ParseModule(string text)
        {
            switch (text)
            {
                case "assassin": return Module.Assassin;
                case "trapper": return Module.Trapper;
                case "defector": return Module.Defector;
                case "inquisitor": return Module.Inquisitor;
                case "agendas": return Module.Agendas;
                case "plotCards": return Module.PlotCards;
                default: throw new WireFormatException("not a Module: \"" + text + "\"");
            }
        }

        public static string Name(Module value)
        {
            switch (value)
            {
                case Module.Assassin: return "assassin";
                case Module.Trapper: return "trapper";
                case Module.Defector: return "defector";
                case Module.Inquisitor: return "inquisitor";
                case Module.Agendas: return "agendas";
                case Module.PlotCards: return "plotCards";
                default: throw new ArgumentOutOfRangeException("value", value, "not a Module");
            }
        }

        public static Names ReadNames(JsonValue value)
        {
            var o = value.AsObject("Names");
            var m = new Names();
            m.Language = ParseLanguage(o.Get("language").AsString());
            m.Naming = ParseNaming(o.Get("naming").AsString());
            m.Roles = o.Get("roles").AsPairs(k0 => ParseRole(k0), x0 => x0.AsString());
            m.Modules = o.Get("modules").AsPairs(k0 => ParseModule(k0), x0 => x0.AsString());
            m.Sides = o.Get("sides").AsPairs(k0 => ParseAllegiance(k0), x0 => x0.AsString());
            return m;
        }

        public static void Write(JsonWriter w, Names m)
        {
            if (m == null) throw new ArgumentNullException("m", "a Names is required here");
            w.BeginObject();
            w.Key("language"); w.String(Name(m.Language));
            w.Key("naming"); w.String(Name(m.Naming));
            if (m.Roles == null) throw new ArgumentNullException("Roles", "Names.Roles is required (null is not JSON's here)");
            w.Key("roles"); w.Pairs(m.Roles, k0 => Name(k0), x0 => w.String(x0));
            if (m.Modules == null) throw new ArgumentNullException("Modules", "Names.Modules is required (null is not JSON's here)");
            w.Key("modules"); w.Pairs(m.Modules, k0 => Name(k0), x0 => w.String(x0));
            if (m.Sides == null) throw new ArgumentNullException("Sides", "Names.Sides is required (null is not JSON's here)");
            w.Key("sides"); w.Pairs(m.Sides, k0 => Name(k0), x0 => w.String(x0));
            w.EndObject();
        }

        public static ScriptStep ReadScriptStep(JsonValue value)
        {
            var o = value.AsObject("ScriptStep");
            string tag = o.Get("type").AsString();
            switch (tag)
            {
                case "everyoneClosesEyes":
                {
                    var m = new EveryoneClosesEyesScriptStep();
                    return m;
                }
                case "raiseThumbs":
                {
                    var m = new RaiseThumbsScriptStep();
                    m.Roles = o.Get("roles").AsList(x0 => ParseRole(x0.AsString()));
                    m.Except = o.Get("except").AsList(x0 => ParseRole(x0.AsString()));
                    m.Players = o.Get("players").AsLong();
                    return m;
                }
                case "openEyes":
                {
                    var m = new OpenEyesScriptStep();
                    m.Roles = o.Get("roles").AsList(x0 => ParseRole(x0.AsString()));
                    m.AppearsAs = ParseAppearance(o.Get("appearsAs").AsString());
                    m.Except = o.Get("except").AsList(x0 => ParseRole(x0.AsString()));
                    m.Players = o.Get("players").AsLong();
                    m.Seen = o.Get("seen").AsList(x0 => ParseRole(x0.AsString()));
                    return m;
                }
                case "lowerThumbs":
                {
                    var m = new LowerThumbsScriptStep();
                    m.Roles = o.Get("roles").AsList(x0 => ParseRole(x0.AsString()));
                    m.Except = o.Get("except").AsList(x0 => ParseRole(x0.AsString()));
                    m.Players = o.Get("players").AsLong();
                    return m;
                }
                case "closeEyes":
                {
                    var m = new CloseEyesScriptStep();
                    m.Roles = o.Get("roles").AsList(x0 => ParseRole(x0.AsString()));
                    m.Except = o.Get("except").AsList(x0 => ParseRole(x0.AsString()));
                    m.Players = o.Get("players").AsLong();
                    return m;
                }
                case "everyoneOpensEyes":
                {
                    var m = new EveryoneOpensEyesScriptStep();
                    return m;
                }
                default: throw new WireFormatException("not a ScriptStep: \"type\":\"" + tag + "\"");
            }
        }

        public static void Write(JsonWriter w, ScriptStep value)
        {
            if (value == null) throw new ArgumentNullException("value", "a ScriptStep is required here");
            w.BeginObject();
            w.Key("type");
            {
                var m = value as EveryoneClosesEyesScriptStep;
                if (m != null)
                {
                    w.String("everyoneClosesEyes");
                    w.EndObject();
                    return;
                }
            }
            {
                var m = value as RaiseThumbsScriptStep;
                if (m != null)
                {
                    w.String("raiseThumbs");
                    if (m.Roles == null) throw new ArgumentNullException("Roles", "RaiseThumbsScriptStep.Roles is required (null is not JSON's here)");
                    w.Key("roles"); w.Array(m.Roles, x0 => w.String(Name(x0)));
                    if (m.Except == null) throw new ArgumentNullException("Except", "RaiseThumbsScriptStep.Except is required (null is not JSON's here)");
                    w.Key("except"); w.Array(m.Except, x0 => w.String(Name(x0)));
                    w.Key("players"); w.Number(m.Players);
                    w.EndObject();
                    return;
                }
            }
            {
                var m = value as OpenEyesScriptStep;
                if (m != null)
                {
                    w.String("openEyes");
                    if (m.Roles == null) throw new ArgumentNullException("Roles", "OpenEyesScriptStep.Roles is required (null is not JSON's here)");
                    w.Key("roles"); w.Array(m.Roles, x0 => w.String(Name(x0)));
                    w.Key("appearsAs"); w.String(Name(m.AppearsAs));
                    if (m.Except == null) throw new ArgumentNullException("Except", "OpenEyesScriptStep.Except is required (null is not JSON's here)");
                    w.Key("except"); w.Array(m.Except, x0 => w.String(Name(x0)));
                    w.Key("players"); w.Number(m.Players);
                    if (m.Seen == null) throw new ArgumentNullException("Seen", "OpenEyesScriptStep.Seen is required (null is not JSON's here)");
                    w.Key("seen"); w.Array(m.Seen, x0 => w.String(Name(x0)));
                    w.EndObject();
                    return;
                }
            }
            {
                var m = value as LowerThumbsScriptStep;
                if (m != null)
                {
                    w.String("lowerThumbs");
                    if (m.Roles == null) throw new ArgumentNullException("Roles", "LowerThumbsScriptStep.Roles is required (null is not JSON's here)");
                    w.Key("roles"); w.Array(m.Roles, x0 => w.String(Name(x0)));
                    if (m.Except == null) throw new ArgumentNullException("Except", "LowerThumbsScriptStep.Except is required (null is not JSON's here)");
                    w.Key("except"); w.Array(m.Except, x0 => w.String(Name(x0)));
                    w.Key("players"); w.Number(m.Players);
                    w.EndObject();
                    return;
                }
            }
            {
                var m = value as CloseEyesScriptStep;
                if (m != null)
                {
                    w.String("closeEyes");
                    if (m.Roles == null) throw new ArgumentNullException("Roles", "CloseEyesScriptStep.Roles is required (null is not JSON's here)");
                    w.Key("roles"); w.Array(m.Roles, x0 => w.String(Name(x0)));
                    if (m.Except == null) throw new ArgumentNullException("Except", "CloseEyesScriptStep.Except is required (null is not JSON's here)");
                    w.Key("except"); w.Array(m.Except, x0 => w.String(Name(x0)));
                    w.Key("players"); w.Number(m.Players);
                    w.EndObject();
                    return;
                }
            }
            {
                var m = value as EveryoneOpensEyesScriptStep;
                if (m != null)
                {
                    w.String("everyoneOpensEyes");
                    w.EndObject();
                    return;
                }
            }
            throw new ArgumentException("not a ScriptStep of the wire format: " + value.GetType(), "value");
        }

        public static NarratedScript ReadNarratedScript(JsonValue value)
        {
            var o = value.AsObject("NarratedScript");
            var m = new NarratedScript();
            m.Language = ParseLanguage(o.Get("language").AsString());
            m.Naming = ParseNaming(o.Get("naming").AsString());
            m.Steps = o.Get("steps").AsList(x0 => ReadScriptStep(x0));
            m.Lines = o.Get("lines").AsList(x0 => x0.AsString());
            return m;
        }

        public static void Write(JsonWriter w, NarratedScript m)
        {
            if (m == null) throw new ArgumentNullException("m", "a NarratedScript is required here");
            w.BeginObject();
            w.Key("language"); w.String(Name(m.Language));
            w.Key("naming"); w.String(Name(m.Naming));
            if (m.Steps == null) throw new ArgumentNullException("Steps", "NarratedScript.Steps is required (null is not JSON's here)");
            w.Key("steps"); w.Array(m.Steps, x0 => Write(w, x0));
            if (m.Lines == null) throw new ArgumentNullException("Lines", "NarratedScript.Lines is required (null is not JSON's here)");
            w.Key("lines"); w.Array(m.Lines, x0 => w.String(x0));
            w.EndObject();
        }

        public static GameKind ParseGameKind(string text)
        {
            switch (text)
            {
                case "resistance": return GameKind.Resistance;
                case "cells": return GameKind.Cells;
                default: throw new WireFormatException("not a GameKind: \"" + text + "\"");
            }
        }

        public static string Name(GameKind value)
        {
            switch (value)
            {
                case GameKind.Resistance: return "resistance";
                case GameKind.Cells: return "cells";
                default: throw new ArgumentOutOfRangeException("value", value, "not a GameKind");
            }
        }

        public static Move ReadMove(JsonValue value)
        {
            var o = value.AsObject("Move");
            var m = new Move();
            m.Seat = o.Get("seat").AsLong();
            m.Command = ReadCommand(o.Get("command"));
            return m;
        }

        public static void Write(JsonWriter w, Move m)
        {
            if (m == null) throw new ArgumentNullException("m", "a Move is required here");
            w.BeginObject();
            w.Key("seat"); w.Number(m.Seat);
            if (m.Command == null) throw new ArgumentNullException("Command", "Move.Command is required (null is not JSON's here)");
            w.Key("command"); Write(w, m.Command);
            w.EndObject();
        }

        public static GameRecord ReadGameRecord(JsonValue value)
        {
            var o = value.AsObject("GameRecord");
            var m = new GameRecord();
            m.Version = o.Get("version").AsLong();
            m.Game = ParseGameKind(o.Get("game").AsString());
            m.Config = ReadResolvedGameConfig(o.Get("config"));
            m.Commands = o.Get("commands").AsList(x0 => ReadMove(x0));
            return m;
        }

        public static void Write(JsonWriter w, GameRecord m)
        {
            if (m == null) throw new ArgumentNullException("m", "a GameRecord is required here");
            w.BeginObject();
            w.Key("version"); w.Number(m.Version);
            w.Key("game"); w.String(Name(m.Game));
            if (m.Config == null) throw new ArgumentNullException("Config", "GameRecord.Config is required (null is not JSON's here)");
            w.Key("config"); Write(w, m.Config);
            if (m.Commands == null) throw new ArgumentNullException("Commands", "GameRecord.Commands is required (null is not JSON's here)");
            w.Key("commands"); w.Array(m.Commands, x0 => Write(w, x0));
            w.EndObject();
        }

        public static SeatReplayStep ReadSeatReplayStep(JsonValue value)
        {
            var o = value.AsObject("SeatReplayStep");
            var m = new SeatReplayStep();
            m.Events = o.Get("events").AsList(x0 => ReadEvent(x0));
            m.View = ReadPlayerView(o.Get("view"));
            return m;
        }

        public static void Write(JsonWriter w, SeatReplayStep m)
        {
            if (m == null) throw new ArgumentNullException("m", "a SeatReplayStep is required here");
            w.BeginObject();
            if (m.Events == null) throw new ArgumentNullException("Events", "SeatReplayStep.Events is required (null is not JSON's here)");
            w.Key("events"); w.Array(m.Events, x0 => Write(w, x0));
            if (m.View == null) throw new ArgumentNullException("View", "SeatReplayStep.View is required (null is not JSON's here)");
            w.Key("view"); Write(w, m.View);
            w.EndObject();
        }

        public static SpectatorReplayStep ReadSpectatorReplayStep(JsonValue value)
        {
            var o = value.AsObject("SpectatorReplayStep");
            var m = new SpectatorReplayStep();
            m.Events = o.Get("events").AsList(x0 => ReadEvent(x0));
            m.View = ReadPublicView(o.Get("view"));
            return m;
        }

        public static void Write(JsonWriter w, SpectatorReplayStep m)
        {
            if (m == null) throw new ArgumentNullException("m", "a SpectatorReplayStep is required here");
            w.BeginObject();
            if (m.Events == null) throw new ArgumentNullException("Events", "SpectatorReplayStep.Events is required (null is not JSON's here)");
            w.Key("events"); w.Array(m.Events, x0 => Write(w, x0));
            if (m.View == null) throw new ArgumentNullException("View", "SpectatorReplayStep.View is required (null is not JSON's here)");
            w.Key("view"); Write(w, m.View);
            w.EndObject();
        }

        public static SpectatorRecord ReadSpectatorRecord(JsonValue value)
        {
            var o = value.AsObject("SpectatorRecord");
            var m = new SpectatorRecord();
            m.Version = o.Get("version").AsLong();
            m.Game = ParseGameKind(o.Get("game").AsString());
            m.Steps = o.Get("steps").AsList(x0 => ReadSpectatorReplayStep(x0));
            return m;
        }

        public static void Write(JsonWriter w, SpectatorRecord m)
        {
            if (m == null) throw new ArgumentNullException("m", "a SpectatorRecord is required here");
            w.BeginObject();
            w.Key("version"); w.Number(m.Version);
            w.Key("game"); w.String(Name(m.Game));
            if (m.Steps == null) throw new ArgumentNullException("Steps", "SpectatorRecord.Steps is required (null is not JSON's here)");
            w.Key("steps"); w.Array(m.Steps, x0 => Write(w, x0));
            w.EndObject();
        }
    }
}
