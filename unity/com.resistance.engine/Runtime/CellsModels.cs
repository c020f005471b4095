// Generated from resistance-wasm/js/cells/index.d.ts (itself generated from the Rust types) by the test
// `csharp_models_are_current` in resistance-ffi/src/csharp_models.rs: do not edit.
// Refresh with
//   UPDATE_CSHARP_MODELS=1 cargo test -p resistance-ffi csharp_models_are_current
//
// The types both games share are declared once, in Resistance.Models (Models.cs):
// Allegiance, Audience, GameKind, MissionCard.

using System;
using System.Collections.Generic;

namespace Resistance.Models.Cells
{
    /// <summary>A character card of a cell (CE1). Its colour is all that matters: cards of one colour are interchangeable. In JSON: `"resistance"` or `"spy"`.</summary>
    public enum Character
    {
        Resistance, Spy,
    }

    /// <summary>One of the three places of a cell's row, left to right (CE2). The middle card is the cell's *protected* card. In JSON: `"left"`, `"middle"` or `"right"`.</summary>
    public enum Slot
    {
        Left, Middle, Right,
    }

    /// <summary>A place on the table: a seat's cell and a slot of its row. In JSON: `{"seat": 2, "slot": "middle"}`. Positions are ordered by seat, then slot.</summary>
    public sealed class Position
    {
        /// <summary>Whose cell.</summary>
        public long Seat;
        /// <summary>Which card of the row.</summary>
        public Slot Slot;
        /// <summary>Reads one from JSON; WireFormatException when it is not one.</summary>
        public static Position FromJson(string json) { return CellsWire.ReadPosition(JsonValue.Parse(json)); }

        /// <summary>The JSON, as the engine writes it.</summary>
        public string ToJson() { var w = new JsonWriter(); CellsWire.Write(w, this); return w.ToString(); }
    }

    /// <summary>A pile of mission cards: where a replacing Fail card is taken from (CE7). In JSON: `"deck"` or `"discardPile"`.</summary>
    public enum MissionPile
    {
        Deck, DiscardPile,
    }

    /// <summary>Everything that decides a Cells game before the first command.</summary>
    public sealed class CellsConfig
    {
        /// <summary>Number of players, 3 or 4.</summary>
        public long Players;
        /// <summary>Seed of the game's generator; at most `MAX_SEED`.</summary>
        public long Seed;
        /// <summary>The cells dealt, by seat, when the host deals them rather than the seed. Without a deal (the default) the seed deals (CE1). A deal holds every card: like the seed, it is for the host alone. It must hold one cell a player and `players + 1` Spy cards in all (CE1). The seed still decides the mission deck and the first player exactly as without a deal. Left out of the JSON when there is none.</summary>
        public List<Character[]> Deal;
        /// <summary>Reads one from JSON; WireFormatException when it is not one.</summary>
        public static CellsConfig FromJson(string json) { return CellsWire.ReadCellsConfig(JsonValue.Parse(json)); }

        /// <summary>The JSON, as the engine writes it.</summary>
        public string ToJson() { var w = new JsonWriter(); CellsWire.Write(w, this); return w.ToString(); }
    }

    /// <summary>Everything a seat can do in a Cells game, sent through `CellsGame::apply`. Mission cards in a seat's hand are named by their index in that hand, as its view lists them (`CellsPlayerView::mission_cards`). In JSON a command is an object tagged by `"type"`: `{"type":"arrange","row":["spy","resistance","resistance"]}`, `{"type":"scoutCharacters","first":{"seat":0,"slot":"left"},"second":{"seat":2,"slot":"right"}}`, `{"type":"returnCharacters","swap":true}`, `{"type":"scoutDeck"}`, `{"type":"returnToDeck","order":[2,0]}`, `{"type":"goOnMission","partner":1}`, `{"type":"passMissionCards","discard":1}`, `{"type":"playMissionCard","play":0}`, `{"type":"expose","slot":"left"}`.</summary>
    /// <remarks>In JSON an object tagged by "type": one subclass a variant.</remarks>
    public abstract class CellsCommand
    {
        /// <summary>The variant's "type" in JSON.</summary>
        public abstract string Type { get; }

        /// <summary>Reads one from JSON; WireFormatException when it is not one.</summary>
        public static CellsCommand FromJson(string json) { return CellsWire.ReadCellsCommand(JsonValue.Parse(json)); }

        /// <summary>The JSON, as the engine writes it.</summary>
        public string ToJson() { var w = new JsonWriter(); CellsWire.Write(w, this); return w.ToString(); }
    }

    public sealed class ArrangeCellsCommand : CellsCommand
    {
        public override string Type { get { return "arrange"; } }
        /// <summary>The three dealt cards in the chosen order.</summary>
        public Character[] Row;
    }

    public sealed class ScoutCharactersCellsCommand : CellsCommand
    {
        public override string Type { get { return "scoutCharacters"; } }
        /// <summary>One card.</summary>
        public Position First;
        /// <summary>The other card.</summary>
        public Position Second;
    }

    public sealed class ReturnCharactersCellsCommand : CellsCommand
    {
        public override string Type { get { return "returnCharacters"; } }
        /// <summary>Swap their places.</summary>
        public bool Swap;
    }

    public sealed class ScoutDeckCellsCommand : CellsCommand
    {
        public override string Type { get { return "scoutDeck"; } }
    }

    public sealed class ReturnToDeckCellsCommand : CellsCommand
    {
        public override string Type { get { return "returnToDeck"; } }
        /// <summary>The cards put back, by index in the draw, the first on top; each at most once. Cards not listed are discarded.</summary>
        public List<long> Order;
    }

    public sealed class GoOnMissionCellsCommand : CellsCommand
    {
        public override string Type { get { return "goOnMission"; } }
        /// <summary>The partner: another player; neither may have a face-up character.</summary>
        public long Partner;
    }

    public sealed class PassMissionCardsCellsCommand : CellsCommand
    {
        public override string Type { get { return "passMissionCards"; } }
        /// <summary>The index of the card discarded, 0 to 2.</summary>
        public long Discard;
    }

    public sealed class PlayMissionCardCellsCommand : CellsCommand
    {
        public override string Type { get { return "playMissionCard"; } }
        /// <summary>The index of the card played, 0 or 1.</summary>
        public long Play;
    }

    public sealed class ExposeCellsCommand : CellsCommand
    {
        public override string Type { get { return "expose"; } }
        /// <summary>Which card of one's row.</summary>
        public Slot Slot;
    }

    /// <summary>A character card seen at a position (CE4).</summary>
    public sealed class CharacterSighting
    {
        /// <summary>Where it lies.</summary>
        public Position Position;
        /// <summary>The card.</summary>
        public Character Card;
        /// <summary>Reads one from JSON; WireFormatException when it is not one.</summary>
        public static CharacterSighting FromJson(string json) { return CellsWire.ReadCharacterSighting(JsonValue.Parse(json)); }

        /// <summary>The JSON, as the engine writes it.</summary>
        public string ToJson() { var w = new JsonWriter(); CellsWire.Write(w, this); return w.ToString(); }
    }

    /// <summary>Something that happened in a Cells game. Each comes in a `CellsEnvelope` that names its audience; a host delivers it to those seats and no one else.</summary>
    /// <remarks>In JSON an object tagged by "type": one subclass a variant.</remarks>
    public abstract class CellsEvent
    {
        /// <summary>The variant's "type" in JSON.</summary>
        public abstract string Type { get; }

        /// <summary>Reads one from JSON; WireFormatException when it is not one.</summary>
        public static CellsEvent FromJson(string json) { return CellsWire.ReadCellsEvent(JsonValue.Parse(json)); }

        /// <summary>The JSON, as the engine writes it.</summary>
        public string ToJson() { var w = new JsonWriter(); CellsWire.Write(w, this); return w.ToString(); }
    }

    public sealed class GameStartedCellsEvent : CellsEvent
    {
        public override string Type { get { return "gameStarted"; } }
        /// <summary>Number of players.</summary>
        public long Players;
        /// <summary>Who takes the first turn.</summary>
        public long FirstPlayer;
    }

    public sealed class HandDealtCellsEvent : CellsEvent
    {
        public override string Type { get { return "handDealt"; } }
        /// <summary>The seat.</summary>
        public long Seat;
        /// <summary>Its cards, as dealt.</summary>
        public Character[] Hand;
    }

    public sealed class CellArrangedCellsEvent : CellsEvent
    {
        public override string Type { get { return "cellArranged"; } }
        /// <summary>The seat.</summary>
        public long Seat;
    }

    public sealed class RowLaidOutCellsEvent : CellsEvent
    {
        public override string Type { get { return "rowLaidOut"; } }
        /// <summary>The seat.</summary>
        public long Seat;
        /// <summary>Its row.</summary>
        public Character[] Row;
    }

    public sealed class TurnStartedCellsEvent : CellsEvent
    {
        public override string Type { get { return "turnStarted"; } }
        /// <summary>The turn's number, from 1.</summary>
        public long Turn;
        /// <summary>Whose turn it is.</summary>
        public long Player;
    }

    public sealed class CharactersScoutedCellsEvent : CellsEvent
    {
        public override string Type { get { return "charactersScouted"; } }
        /// <summary>The scout.</summary>
        public long Scout;
        /// <summary>One card.</summary>
        public Position First;
        /// <summary>The other card.</summary>
        public Position Second;
    }

    public sealed class CharactersSeenCellsEvent : CellsEvent
    {
        public override string Type { get { return "charactersSeen"; } }
        /// <summary>The scout.</summary>
        public long Scout;
        /// <summary>One card.</summary>
        public CharacterSighting First;
        /// <summary>The other card.</summary>
        public CharacterSighting Second;
    }

    public sealed class CharactersReturnedCellsEvent : CellsEvent
    {
        public override string Type { get { return "charactersReturned"; } }
        /// <summary>The scout.</summary>
        public long Scout;
        /// <summary>One card.</summary>
        public Position First;
        /// <summary>The other card.</summary>
        public Position Second;
    }

    public sealed class SwapChosenCellsEvent : CellsEvent
    {
        public override string Type { get { return "swapChosen"; } }
        /// <summary>The scout.</summary>
        public long Scout;
        /// <summary>Whether they were swapped.</summary>
        public bool Swapped;
    }

    public sealed class DeckReshuffledCellsEvent : CellsEvent
    {
        public override string Type { get { return "deckReshuffled"; } }
        /// <summary>Cards that were left in the deck, now on top.</summary>
        public long Remaining;
        /// <summary>Cards shuffled in from the discard pile.</summary>
        public long Reshuffled;
    }

    public sealed class DeckScoutedCellsEvent : CellsEvent
    {
        public override string Type { get { return "deckScouted"; } }
        /// <summary>The scout.</summary>
        public long Scout;
    }

    public sealed class MissionCardsDrawnCellsEvent : CellsEvent
    {
        public override string Type { get { return "missionCardsDrawn"; } }
        /// <summary>The seat.</summary>
        public long Seat;
        /// <summary>The cards, in the order drawn.</summary>
        public List<MissionCard> Cards;
    }

    public sealed class DeckCardsReturnedCellsEvent : CellsEvent
    {
        public override string Type { get { return "deckCardsReturned"; } }
        /// <summary>The scout.</summary>
        public long Scout;
        /// <summary>Cards put back on top.</summary>
        public long Returned;
        /// <summary>Cards discarded.</summary>
        public long Discarded;
    }

    public sealed class DeckTopChosenCellsEvent : CellsEvent
    {
        public override string Type { get { return "deckTopChosen"; } }
        /// <summary>The scout.</summary>
        public long Scout;
        /// <summary>The cards put back, the top one first.</summary>
        public List<MissionCard> Returned;
        /// <summary>The cards discarded.</summary>
        public List<MissionCard> Discarded;
    }

    public sealed class MissionBeganCellsEvent : CellsEvent
    {
        public override string Type { get { return "missionBegan"; } }
        /// <summary>Which mission, from 1.</summary>
        public long Mission;
        /// <summary>The player whose action it is.</summary>
        public long Leader;
        /// <summary>The partner.</summary>
        public long Partner;
    }

    public sealed class MissionCardsPassedCellsEvent : CellsEvent
    {
        public override string Type { get { return "missionCardsPassed"; } }
        /// <summary>The leader.</summary>
        public long Leader;
        /// <summary>The partner.</summary>
        public long Partner;
    }

    public sealed class MissionCardsReceivedCellsEvent : CellsEvent
    {
        public override string Type { get { return "missionCardsReceived"; } }
        /// <summary>The partner.</summary>
        public long Partner;
        /// <summary>The two cards, Success first.</summary>
        public MissionCard[] Cards;
    }

    public sealed class MissionCardPlayedCellsEvent : CellsEvent
    {
        public override string Type { get { return "missionCardPlayed"; } }
        /// <summary>The partner.</summary>
        public long Partner;
        /// <summary>The card played.</summary>
        public MissionCard Card;
    }

    public sealed class CharacterExposedCellsEvent : CellsEvent
    {
        public override string Type { get { return "characterExposed"; } }
        /// <summary>Where it lies.</summary>
        public Position Position;
        /// <summary>The card.</summary>
        public Character Card;
    }

    public sealed class MissionResolvedCellsEvent : CellsEvent
    {
        public override string Type { get { return "missionResolved"; } }
        /// <summary>Which mission, from 1.</summary>
        public long Mission;
        /// <summary>Whether it counts as a success.</summary>
        public bool Succeeded;
        /// <summary>A second spy turned up made a Success a failure after all (CE7).</summary>
        public bool TurnedToFailure;
        /// <summary>Where the Fail card that replaced the Success was taken from, in everyone's sight (CE7).</summary>
        public MissionPile? FailTakenFrom;
        /// <summary>Successful missions so far.</summary>
        public long Successes;
        /// <summary>Failed missions so far.</summary>
        public long Failures;
    }

    public sealed class GameEndedCellsEvent : CellsEvent
    {
        public override string Type { get { return "gameEnded"; } }
        /// <summary>The winning side.</summary>
        public Allegiance Winner;
    }

    public sealed class CellsRevealedCellsEvent : CellsEvent
    {
        public override string Type { get { return "cellsRevealed"; } }
        /// <summary>Every cell's cards, in seat order.</summary>
        public List<Character[]> Cells;
        /// <summary>The players on the winning side.</summary>
        public List<long> Winners;
    }

    /// <summary>An event with its audience: `Envelope` around the base game's events, `CellsEnvelope` around the Cells variant's.</summary>
    public sealed class CellsEnvelope
    {
        /// <summary>Who may see it.</summary>
        public Audience Audience;
        /// <summary>What happened.</summary>
        public CellsEvent Event;
        /// <summary>Reads one from JSON; WireFormatException when it is not one.</summary>
        public static CellsEnvelope FromJson(string json) { return CellsWire.ReadCellsEnvelope(JsonValue.Parse(json)); }

        /// <summary>The JSON, as the engine writes it.</summary>
        public string ToJson() { var w = new JsonWriter(); CellsWire.Write(w, this); return w.ToString(); }
    }

    /// <summary>What an accepted command caused: its events, in order, each with its audience (`Outcome` in the base game, `CellsOutcome` in the Cells variant).</summary>
    public sealed class CellsOutcome
    {
        /// <summary>The events, in the order they happened.</summary>
        public List<CellsEnvelope> Events;
        /// <summary>Reads one from JSON; WireFormatException when it is not one.</summary>
        public static CellsOutcome FromJson(string json) { return CellsWire.ReadCellsOutcome(JsonValue.Parse(json)); }

        /// <summary>The JSON, as the engine writes it.</summary>
        public string ToJson() { var w = new JsonWriter(); CellsWire.Write(w, this); return w.ToString(); }
    }

    /// <summary>The current phase as everyone sees it.</summary>
    /// <remarks>In JSON an object tagged by "type": one subclass a variant.</remarks>
    public abstract class CellsPhaseView
    {
        /// <summary>The variant's "type" in JSON.</summary>
        public abstract string Type { get; }

        /// <summary>Reads one from JSON; WireFormatException when it is not one.</summary>
        public static CellsPhaseView FromJson(string json) { return CellsWire.ReadCellsPhaseView(JsonValue.Parse(json)); }

        /// <summary>The JSON, as the engine writes it.</summary>
        public string ToJson() { var w = new JsonWriter(); CellsWire.Write(w, this); return w.ToString(); }
    }

    public sealed class ArrangingCellsPhaseView : CellsPhaseView
    {
        public override string Type { get { return "arranging"; } }
        /// <summary>Seats that have arranged.</summary>
        public List<long> Arranged;
    }

    public sealed class ActionCellsPhaseView : CellsPhaseView
    {
        public override string Type { get { return "action"; } }
        /// <summary>Whose turn it is.</summary>
        public long Player;
    }

    public sealed class ScoutingCellsPhaseView : CellsPhaseView
    {
        public override string Type { get { return "scouting"; } }
        /// <summary>The scout.</summary>
        public long Scout;
        /// <summary>One card.</summary>
        public Position First;
        /// <summary>The other card.</summary>
        public Position Second;
    }

    public sealed class DeckScoutingCellsPhaseView : CellsPhaseView
    {
        public override string Type { get { return "deckScouting"; } }
        /// <summary>The scout.</summary>
        public long Scout;
    }

    public sealed class MissionDrawCellsPhaseView : CellsPhaseView
    {
        public override string Type { get { return "missionDraw"; } }
        /// <summary>The leader.</summary>
        public long Leader;
        /// <summary>The partner.</summary>
        public long Partner;
    }

    public sealed class MissionPlayCellsPhaseView : CellsPhaseView
    {
        public override string Type { get { return "missionPlay"; } }
        /// <summary>The leader.</summary>
        public long Leader;
        /// <summary>The partner.</summary>
        public long Partner;
    }

    public sealed class ExposureCellsPhaseView : CellsPhaseView
    {
        public override string Type { get { return "exposure"; } }
        /// <summary>The leader.</summary>
        public long Leader;
        /// <summary>The partner.</summary>
        public long Partner;
        /// <summary>Who still owes a face-up character.</summary>
        public List<long> Pending;
    }

    public sealed class GameOverCellsPhaseView : CellsPhaseView
    {
        public override string Type { get { return "gameOver"; } }
    }

    /// <summary>One cell as everyone sees it.</summary>
    public sealed class PublicCell
    {
        /// <summary>The face-up cards, left to right; `null` for a face-down card.</summary>
        public Character?[] FaceUp;
        /// <summary>The turn each card was last scouted in (CE4), so a player can tell which of its memories may be stale.</summary>
        public long?[] LastScouted;
        /// <summary>Reads one from JSON; WireFormatException when it is not one.</summary>
        public static PublicCell FromJson(string json) { return CellsWire.ReadPublicCell(JsonValue.Parse(json)); }

        /// <summary>The JSON, as the engine writes it.</summary>
        public string ToJson() { var w = new JsonWriter(); CellsWire.Write(w, this); return w.ToString(); }
    }

    /// <summary>A mission played (CE6, CE7): public.</summary>
    public sealed class CellsMission
    {
        /// <summary>Which mission, from 1.</summary>
        public long Number;
        /// <summary>The turn it was played in.</summary>
        public long Turn;
        /// <summary>The player whose action it was.</summary>
        public long Leader;
        /// <summary>The partner, who played the card.</summary>
        public long Partner;
        /// <summary>The card the partner played face up (CE6).</summary>
        public MissionCard Played;
        /// <summary>A second spy turned up after a Success made it a failure after all (CE7).</summary>
        public bool TurnedToFailure;
        /// <summary>Where the Fail card that replaced the Success came from (CE7); `null` unless the mission was turned into a failure.</summary>
        public MissionPile? FailTakenFrom;
        /// <summary>Whether the mission counts as a success.</summary>
        public bool Succeeded;
        /// <summary>Reads one from JSON; WireFormatException when it is not one.</summary>
        public static CellsMission FromJson(string json) { return CellsWire.ReadCellsMission(JsonValue.Parse(json)); }

        /// <summary>The JSON, as the engine writes it.</summary>
        public string ToJson() { var w = new JsonWriter(); CellsWire.Write(w, this); return w.ToString(); }
    }

    /// <summary>How a Cells game ended (CE8).</summary>
    public sealed class CellsResult
    {
        /// <summary>The side that won: the Resistance after three successes, the spies after three failures.</summary>
        public Allegiance Winner;
        /// <summary>The players on the winning side, counted from the cards they held at the end.</summary>
        public List<long> Winners;
        /// <summary>Reads one from JSON; WireFormatException when it is not one.</summary>
        public static CellsResult FromJson(string json) { return CellsWire.ReadCellsResult(JsonValue.Parse(json)); }

        /// <summary>The JSON, as the engine writes it.</summary>
        public string ToJson() { var w = new JsonWriter(); CellsWire.Write(w, this); return w.ToString(); }
    }

    /// <summary>Everything hidden during play, shown to all once the game is over (CE8).</summary>
    public sealed class CellsReveal
    {
        /// <summary>Every cell's cards, left to right, in seat order.</summary>
        public List<Character[]> Cells;
        /// <summary>Every player's side by the cards held at the end (CE1, CE8).</summary>
        public List<Allegiance> Sides;
        /// <summary>The players on the winning side.</summary>
        public List<long> Winners;
        /// <summary>The mission deck, the top card first.</summary>
        public List<MissionCard> Deck;
        /// <summary>The discard pile.</summary>
        public List<MissionCard> Discard;
        /// <summary>Reads one from JSON; WireFormatException when it is not one.</summary>
        public static CellsReveal FromJson(string json) { return CellsWire.ReadCellsReveal(JsonValue.Parse(json)); }

        /// <summary>The JSON, as the engine writes it.</summary>
        public string ToJson() { var w = new JsonWriter(); CellsWire.Write(w, this); return w.ToString(); }
    }

    /// <summary>What a spectator may know: the public state of a Cells table.</summary>
    public sealed class CellsPublicView
    {
        /// <summary>Number of players.</summary>
        public long Players;
        /// <summary>The turn: 0 while the cells are arranged, then from 1 (CE3).</summary>
        public long Turn;
        /// <summary>Who took (or takes) the first turn (CE3).</summary>
        public long FirstPlayer;
        /// <summary>Whose turn it is.</summary>
        public long Player;
        /// <summary>The current phase.</summary>
        public CellsPhaseView Phase;
        /// <summary>The seats the game is waiting for.</summary>
        public List<long> Awaiting;
        /// <summary>Every cell as everyone sees it, in seat order.</summary>
        public List<PublicCell> Cells;
        /// <summary>Cards in the mission deck (CE5).</summary>
        public long Deck;
        /// <summary>Cards in the discard pile (CE5).</summary>
        public long Discard;
        /// <summary>Every mission played, in order (CE6, CE7).</summary>
        public List<CellsMission> Missions;
        /// <summary>Missions that succeeded.</summary>
        public long Successes;
        /// <summary>Missions that failed.</summary>
        public long Failures;
        /// <summary>How the game ended, once it has.</summary>
        public CellsResult Result;
        /// <summary>Everything that was hidden, once the game has ended (CE8).</summary>
        public CellsReveal Reveal;
        /// <summary>Reads one from JSON; WireFormatException when it is not one.</summary>
        public static CellsPublicView FromJson(string json) { return CellsWire.ReadCellsPublicView(JsonValue.Parse(json)); }

        /// <summary>The JSON, as the engine writes it.</summary>
        public string ToJson() { var w = new JsonWriter(); CellsWire.Write(w, this); return w.ToString(); }
    }

    /// <summary>What a seat last saw at one position of the table, and when (CE2): its memory, not the truth, since other players' scouting may have swapped the card since. Turn 0 is the arranging; each action is a turn of its own from 1 on.</summary>
    public sealed class Recollection
    {
        /// <summary>The card seen there.</summary>
        public Character Card;
        /// <summary>The turn it was seen in.</summary>
        public long Turn;
        /// <summary>Reads one from JSON; WireFormatException when it is not one.</summary>
        public static Recollection FromJson(string json) { return CellsWire.ReadRecollection(JsonValue.Parse(json)); }

        /// <summary>The JSON, as the engine writes it.</summary>
        public string ToJson() { var w = new JsonWriter(); CellsWire.Write(w, this); return w.ToString(); }
    }

    /// <summary>What a seat did with the mission deck when it last scouted it (CE5).</summary>
    public sealed class DeckRecollection
    {
        /// <summary>The turn of the scouting.</summary>
        public long Turn;
        /// <summary>The cards put back on the deck, the top one first.</summary>
        public List<MissionCard> Returned;
        /// <summary>The cards discarded face down.</summary>
        public List<MissionCard> Discarded;
        /// <summary>Reads one from JSON; WireFormatException when it is not one.</summary>
        public static DeckRecollection FromJson(string json) { return CellsWire.ReadDeckRecollection(JsonValue.Parse(json)); }

        /// <summary>The JSON, as the engine writes it.</summary>
        public string ToJson() { var w = new JsonWriter(); CellsWire.Write(w, this); return w.ToString(); }
    }

    /// <summary>What one seat may know: the public table, its memory, and what it holds now.</summary>
    public sealed class CellsPlayerView
    {
        /// <summary>The seat this view belongs to.</summary>
        public long Seat;
        /// <summary>The cards dealt to the seat, while it looks at them before arranging (CE2).</summary>
        public Character[] Hand;
        /// <summary>What the seat last saw at each position of the table, and in which turn (turn 0: the arranging), cell by cell in seat order; its own cell is at its seat's index. Memory, not truth: a card may have been swapped since (CE2).</summary>
        public List<Recollection[]> Memory;
        /// <summary>The two character cards the seat holds while scouting (CE4).</summary>
        public CharacterSighting[] Scouted;
        /// <summary>The mission cards the seat holds now, numbered from 0 as commands name them: three drawn, in the order drawn (CE5, CE6), or two passed to it, Success first (CE6).</summary>
        public List<MissionCard> MissionCards;
        /// <summary>What the seat did when it last scouted the deck (CE5).</summary>
        public DeckRecollection DeckMemory;
        /// <summary>Everything public.</summary>
        public CellsPublicView Table;
        /// <summary>Reads one from JSON; WireFormatException when it is not one.</summary>
        public static CellsPlayerView FromJson(string json) { return CellsWire.ReadCellsPlayerView(JsonValue.Parse(json)); }

        /// <summary>The JSON, as the engine writes it.</summary>
        public string ToJson() { var w = new JsonWriter(); CellsWire.Write(w, this); return w.ToString(); }
    }

    /// <summary>What one seat may do now, in compact form. For that seat alone: the arrangements it may lay out tell its hand.</summary>
    public sealed class CellsChoices
    {
        /// <summary>The seat may lay out its dealt cards in any order (CE2).</summary>
        public bool Arrange;
        /// <summary>The seat may scout any two of these positions (CE4); empty when it may not scout.</summary>
        public List<Position> ScoutCharacters;
        /// <summary>The seat may scout the mission deck (CE5).</summary>
        public bool ScoutDeck;
        /// <summary>The seat may go on a mission with any one of these partners (CE6).</summary>
        public List<long> GoOnMission;
        /// <summary>The seat holds two scouted cards and may put them back, swapped or not (CE4).</summary>
        public bool ReturnCharacters;
        /// <summary>The seat holds three drawn cards and may put any of them back in any order (CE5).</summary>
        public bool ReturnToDeck;
        /// <summary>The seat leads a mission and may discard one of its three cards (CE6).</summary>
        public bool PassMissionCards;
        /// <summary>The seat is the partner and may play one of its two cards (CE6).</summary>
        public bool PlayMissionCard;
        /// <summary>The seat may turn up the card in one of these slots of its row (CE7).</summary>
        public List<Slot> Expose;
        /// <summary>Reads one from JSON; WireFormatException when it is not one.</summary>
        public static CellsChoices FromJson(string json) { return CellsWire.ReadCellsChoices(JsonValue.Parse(json)); }

        /// <summary>The JSON, as the engine writes it.</summary>
        public string ToJson() { var w = new JsonWriter(); CellsWire.Write(w, this); return w.ToString(); }
    }

    /// <summary>One accepted command and the seat that sent it.</summary>
    public sealed class CellsMove
    {
        /// <summary>Who sent it.</summary>
        public long Seat;
        /// <summary>What was sent.</summary>
        public CellsCommand Command;
        /// <summary>Reads one from JSON; WireFormatException when it is not one.</summary>
        public static CellsMove FromJson(string json) { return CellsWire.ReadCellsMove(JsonValue.Parse(json)); }

        /// <summary>The JSON, as the engine writes it.</summary>
        public string ToJson() { var w = new JsonWriter(); CellsWire.Write(w, this); return w.ToString(); }
    }

    /// <summary>A whole game: version, game, configuration (seed included) and every accepted command in order. Made by `Recorded::record`, turned back into the game by `Table::replay`. **It holds every secret**: keep it on the host while the game is on. In JSON: `{"version":2,"game":"resistance","config":{...},"commands":[{"seat":0, "command":{...}}, ...]}`.</summary>
    public sealed class CellsRecord
    {
        public long Version;
        public GameKind Game;
        public CellsConfig Config;
        public List<CellsMove> Commands;
        /// <summary>Reads one from JSON; WireFormatException when it is not one.</summary>
        public static CellsRecord FromJson(string json) { return CellsWire.ReadCellsRecord(JsonValue.Parse(json)); }

        /// <summary>The JSON, as the engine writes it.</summary>
        public string ToJson() { var w = new JsonWriter(); CellsWire.Write(w, this); return w.ToString(); }
    }

    /// <summary>What one seat received at one step of a game: the events addressed to it and its view afterwards.</summary>
    public sealed class CellsSeatReplayStep
    {
        /// <summary>The events this seat (or a spectator) received, in order.</summary>
        public List<CellsEvent> Events;
        /// <summary>What it may know afterwards.</summary>
        public CellsPlayerView View;
        /// <summary>Reads one from JSON; WireFormatException when it is not one.</summary>
        public static CellsSeatReplayStep FromJson(string json) { return CellsWire.ReadCellsSeatReplayStep(JsonValue.Parse(json)); }

        /// <summary>The JSON, as the engine writes it.</summary>
        public string ToJson() { var w = new JsonWriter(); CellsWire.Write(w, this); return w.ToString(); }
    }

    /// <summary>What one seat received at one step of a game: the events addressed to it and its view afterwards.</summary>
    public sealed class CellsSpectatorReplayStep
    {
        /// <summary>The events this seat (or a spectator) received, in order.</summary>
        public List<CellsEvent> Events;
        /// <summary>What it may know afterwards.</summary>
        public CellsPublicView View;
        /// <summary>Reads one from JSON; WireFormatException when it is not one.</summary>
        public static CellsSpectatorReplayStep FromJson(string json) { return CellsWire.ReadCellsSpectatorReplayStep(JsonValue.Parse(json)); }

        /// <summary>The JSON, as the engine writes it.</summary>
        public string ToJson() { var w = new JsonWriter(); CellsWire.Write(w, this); return w.ToString(); }
    }

    /// <summary>What a host may publish while the game is on: the game as a spectator saw it, step by step (the public events of each step and the public view afterwards). It holds no seed, no configuration beyond what the public view shows, and no hidden command content. Made by `spectator_replay`; after the game the whole `Record` may be published too.</summary>
    public sealed class CellsSpectatorRecord
    {
        /// <summary>The format version (`RECORD_VERSION`).</summary>
        public long Version;
        /// <summary>Which game it is.</summary>
        public GameKind Game;
        /// <summary>The opening, then each command that caused a public event.</summary>
        public List<CellsSpectatorReplayStep> Steps;
        /// <summary>Reads one from JSON; WireFormatException when it is not one.</summary>
        public static CellsSpectatorRecord FromJson(string json) { return CellsWire.ReadCellsSpectatorRecord(JsonValue.Parse(json)); }

        /// <summary>The JSON, as the engine writes it.</summary>
        public string ToJson() { var w = new JsonWriter(); CellsWire.Write(w, this); return w.ToString(); }
    }

    /// <summary>Reads every type above from JSON and writes it back, fields in
    /// the wire format's order.</summary>
    public static class CellsWire
    {
        public static Character ParseCharacter(string text)
        {
            switch (text)
            {
                case "resistance": return Character.Resistance;
                case "spy": return Character.Spy;
                default: throw new WireFormatException("not a Character: \"" + text + "\"");
            }
        }

        public static string Name(Character value)
        {
            switch (value)
            {
                case Character.Resistance: return "resistance";
                case Character.Spy: return "spy";
                default: throw new ArgumentOutOfRangeException("value", value, "not a Character");
            }
        }

        public static Slot ParseSlot(string text)
        {
            switch (text)
            {
                case "left": return Slot.Left;
                case "middle": return Slot.Middle;
                case "right": return Slot.Right;
                default: throw new WireFormatException("not a Slot: \"" + text + "\"");
            }
        }

        public static string Name(Slot value)
        {
            switch (value)
            {
                case Slot.Left: return "left";
                case Slot.Middle: return "middle";
                case Slot.Right: return "right";
                default: throw new ArgumentOutOfRangeException("value", value, "not a Slot");
            }
        }

        public static Position ReadPosition(JsonValue value)
        {
            var o = value.AsObject("Position");
            var m = new Position();
            m.Seat = o.Get("seat").AsLong();
            m.Slot = ParseSlot(o.Get("slot").AsString());
            return m;
        }

        public static void Write(JsonWriter w, Position m)
        {
            if (m == null) throw new ArgumentNullException("m", "a Position is required here");
            w.BeginObject();
            w.Key("seat"); w.Number(m.Seat);
            w.Key("slot"); w.String(Name(m.Slot));
            w.EndObject();
        }

        public static MissionPile ParseMissionPile(string text)
        {
            switch (text)
            {
                case "deck": return MissionPile.Deck;
                case "discardPile": return MissionPile.DiscardPile;
                default: throw new WireFormatException("not a MissionPile: \"" + text + "\"");
            }
        }

        public static string Name(MissionPile value)
        {
            switch (value)
            {
                case MissionPile.Deck: return "deck";
                case MissionPile.DiscardPile: return "discardPile";
                default: throw new ArgumentOutOfRangeException("value", value, "not a MissionPile");
            }
        }

        public static CellsConfig ReadCellsConfig(JsonValue value)
        {
            var o = value.AsObject("CellsConfig");
            var m = new CellsConfig();
            m.Players = o.Get("players").AsLong();
            m.Seed = o.Get("seed").AsLong();
            { var f = o.Find("deal"); if (f != null) m.Deal = f.AsList(x0 => x0.AsArray(3, x1 => ParseCharacter(x1.AsString()))); }
            return m;
        }

        public static void Write(JsonWriter w, CellsConfig m)
        {
            if (m == null) throw new ArgumentNullException("m", "a CellsConfig is required here");
            w.BeginObject();
            w.Key("players"); w.Number(m.Players);
            w.Key("seed"); w.Number(m.Seed);
            if (m.Deal != null) { w.Key("deal"); w.Array(m.Deal, x0 => w.Array(x0, x1 => w.String(Name(x1)))); }
            w.EndObject();
        }

        public static CellsCommand ReadCellsCommand(JsonValue value)
        {
            var o = value.AsObject("CellsCommand");
            string tag = o.Get("type").AsString();
            switch (tag)
            {
                case "arrange":
                {
                    var m = new ArrangeCellsCommand();
                    m.Row = o.Get("row").AsArray(3, x0 => ParseCharacter(x0.AsString()));
                    return m;
                }
                case "scoutCharacters":
                {
                    var m = new ScoutCharactersCellsCommand();
                    m.First = ReadPosition(o.Get("first"));
                    m.Second = ReadPosition(o.Get("second"));
                    return m;
                }
                case "returnCharacters":
                {
                    var m = new ReturnCharactersCellsCommand();
                    m.Swap = o.Get("swap").AsBool();
                    return m;
                }
                case "scoutDeck":
                {
                    var m = new ScoutDeckCellsCommand();
                    return m;
                }
                case "returnToDeck":
                {
                    var m = new ReturnToDeckCellsCommand();
                    m.Order = o.Get("order").AsList(x0 => x0.AsLong());
                    return m;
                }
                case "goOnMission":
                {
                    var m = new GoOnMissionCellsCommand();
                    m.Partner = o.Get("partner").AsLong();
                    return m;
                }
                case "passMissionCards":
                {
                    var m = new PassMissionCardsCellsCommand();
                    m.Discard = o.Get("discard").AsLong();
                    return m;
                }
                case "playMissionCard":
                {
                    var m = new PlayMissionCardCellsCommand();
                    m.Play = o.Get("play").AsLong();
                    return m;
                }
                case "expose":
                {
                    var m = new ExposeCellsCommand();
                    m.Slot = ParseSlot(o.Get("slot").AsString());
                    return m;
                }
                default: throw new WireFormatException("not a CellsCommand: \"type\":\"" + tag + "\"");
            }
        }

        public static void Write(JsonWriter w, CellsCommand value)
        {
            if (value == null) throw new ArgumentNullException("value", "a CellsCommand is required here");
            w.BeginObject();
            w.Key("type");
            {
                var m = value as ArrangeCellsCommand;
                if (m != null)
                {
                    w.String("arrange");
                    if (m.Row == null) throw new ArgumentNullException("Row", "ArrangeCellsCommand.Row is required (null is not JSON's here)");
                    w.Key("row"); w.Array(m.Row, x0 => w.String(Name(x0)));
                    w.EndObject();
                    return;
                }
            }
            {
                var m = value as ScoutCharactersCellsCommand;
                if (m != null)
                {
                    w.String("scoutCharacters");
                    if (m.First == null) throw new ArgumentNullException("First", "ScoutCharactersCellsCommand.First is required (null is not JSON's here)");
                    w.Key("first"); Write(w, m.First);
                    if (m.Second == null) throw new ArgumentNullException("Second", "ScoutCharactersCellsCommand.Second is required (null is not JSON's here)");
                    w.Key("second"); Write(w, m.Second);
                    w.EndObject();
                    return;
                }
            }
            {
                var m = value as ReturnCharactersCellsCommand;
                if (m != null)
                {
                    w.String("returnCharacters");
                    w.Key("swap"); w.Bool(m.Swap);
                    w.EndObject();
                    return;
                }
            }
            {
                var m = value as ScoutDeckCellsCommand;
                if (m != null)
                {
                    w.String("scoutDeck");
                    w.EndObject();
                    return;
                }
            }
            {
                var m = value as ReturnToDeckCellsCommand;
                if (m != null)
                {
                    w.String("returnToDeck");
                    if (m.Order == null) throw new ArgumentNullException("Order", "ReturnToDeckCellsCommand.Order is required (null is not JSON's here)");
                    w.Key("order"); w.Array(m.Order, x0 => w.Number(x0));
                    w.EndObject();
                    return;
                }
            }
            {
                var m = value as GoOnMissionCellsCommand;
                if (m != null)
                {
                    w.String("goOnMission");
                    w.Key("partner"); w.Number(m.Partner);
                    w.EndObject();
                    return;
                }
            }
            {
                var m = value as PassMissionCardsCellsCommand;
                if (m != null)
                {
                    w.String("passMissionCards");
                    w.Key("discard"); w.Number(m.Discard);
                    w.EndObject();
                    return;
                }
            }
            {
                var m = value as PlayMissionCardCellsCommand;
                if (m != null)
                {
                    w.String("playMissionCard");
                    w.Key("play"); w.Number(m.Play);
                    w.EndObject();
                    return;
                }
            }
            {
                var m = value as ExposeCellsCommand;
                if (m != null)
                {
                    w.String("expose");
                    w.Key("slot"); w.String(Name(m.Slot));
                    w.EndObject();
                    return;
                }
            }
            throw new ArgumentException("not a CellsCommand of the wire format: " + value.GetType(), "value");
        }

        public static CharacterSighting ReadCharacterSighting(JsonValue value)
        {
            var o = value.AsObject("CharacterSighting");
            var m = new CharacterSighting();
            m.Position = ReadPosition(o.Get("position"));
            m.Card = ParseCharacter(o.Get("card").AsString());
            return m;
        }

        public static void Write(JsonWriter w, CharacterSighting m)
        {
            if (m == null) throw new ArgumentNullException("m", "a CharacterSighting is required here");
            w.BeginObject();
            if (m.Position == null) throw new ArgumentNullException("Position", "CharacterSighting.Position is required (null is not JSON's here)");
            w.Key("position"); Write(w, m.Position);
            w.Key("card"); w.String(Name(m.Card));
            w.EndObject();
        }

        public static CellsEvent ReadCellsEvent(JsonValue value)
        {
            var o = value.AsObject("CellsEvent");
            string tag = o.Get("type").AsString();
            switch (tag)
            {
                case "gameStarted":
                {
                    var m = new GameStartedCellsEvent();
                    m.Players = o.Get("players").AsLong();
                    m.FirstPlayer = o.Get("firstPlayer").AsLong();
                    return m;
                }
                case "handDealt":
                {
                    var m = new HandDealtCellsEvent();
                    m.Seat = o.Get("seat").AsLong();
                    m.Hand = o.Get("hand").AsArray(3, x0 => ParseCharacter(x0.AsString()));
                    return m;
                }
                case "cellArranged":
                {
                    var m = new CellArrangedCellsEvent();
                    m.Seat = o.Get("seat").AsLong();
                    return m;
                }
                case "rowLaidOut":
                {
                    var m = new RowLaidOutCellsEvent();
                    m.Seat = o.Get("seat").AsLong();
                    m.Row = o.Get("row").AsArray(3, x0 => ParseCharacter(x0.AsString()));
                    return m;
                }
                case "turnStarted":
                {
                    var m = new TurnStartedCellsEvent();
                    m.Turn = o.Get("turn").AsLong();
                    m.Player = o.Get("player").AsLong();
                    return m;
                }
                case "charactersScouted":
                {
                    var m = new CharactersScoutedCellsEvent();
                    m.Scout = o.Get("scout").AsLong();
                    m.First = ReadPosition(o.Get("first"));
                    m.Second = ReadPosition(o.Get("second"));
                    return m;
                }
                case "charactersSeen":
                {
                    var m = new CharactersSeenCellsEvent();
                    m.Scout = o.Get("scout").AsLong();
                    m.First = ReadCharacterSighting(o.Get("first"));
                    m.Second = ReadCharacterSighting(o.Get("second"));
                    return m;
                }
                case "charactersReturned":
                {
                    var m = new CharactersReturnedCellsEvent();
                    m.Scout = o.Get("scout").AsLong();
                    m.First = ReadPosition(o.Get("first"));
                    m.Second = ReadPosition(o.Get("second"));
                    return m;
                }
                case "swapChosen":
                {
                    var m = new SwapChosenCellsEvent();
                    m.Scout = o.Get("scout").AsLong();
                    m.Swapped = o.Get("swapped").AsBool();
                    return m;
                }
                case "deckReshuffled":
                {
                    var m = new DeckReshuffledCellsEvent();
                    m.Remaining = o.Get("remaining").AsLong();
                    m.Reshuffled = o.Get("reshuffled").AsLong();
                    return m;
                }
                case "deckScouted":
                {
                    var m = new DeckScoutedCellsEvent();
                    m.Scout = o.Get("scout").AsLong();
                    return m;
                }
                case "missionCardsDrawn":
                {
                    var m = new MissionCardsDrawnCellsEvent();
                    m.Seat = o.Get("seat").AsLong();
                    m.Cards = o.Get("cards").AsList(x0 => global::Resistance.Models.Wire.ParseMissionCard(x0.AsString()));
                    return m;
                }
                case "deckCardsReturned":
                {
                    var m = new DeckCardsReturnedCellsEvent();
                    m.Scout = o.Get("scout").AsLong();
                    m.Returned = o.Get("returned").AsLong();
                    m.Discarded = o.Get("discarded").AsLong();
                    return m;
                }
                case "deckTopChosen":
                {
                    var m = new DeckTopChosenCellsEvent();
                    m.Scout = o.Get("scout").AsLong();
                    m.Returned = o.Get("returned").AsList(x0 => global::Resistance.Models.Wire.ParseMissionCard(x0.AsString()));
                    m.Discarded = o.Get("discarded").AsList(x0 => global::Resistance.Models.Wire.ParseMissionCard(x0.AsString()));
                    return m;
                }
                case "missionBegan":
                {
                    var m = new MissionBeganCellsEvent();
                    m.Mission = o.Get("mission").AsLong();
                    m.Leader = o.Get("leader").AsLong();
                    m.Partner = o.Get("partner").AsLong();
                    return m;
                }
                case "missionCardsPassed":
                {
                    var m = new MissionCardsPassedCellsEvent();
                    m.Leader = o.Get("leader").AsLong();
                    m.Partner = o.Get("partner").AsLong();
                    return m;
                }
                case "missionCardsReceived":
                {
                    var m = new MissionCardsReceivedCellsEvent();
                    m.Partner = o.Get("partner").AsLong();
                    m.Cards = o.Get("cards").AsArray(2, x0 => global::Resistance.Models.Wire.ParseMissionCard(x0.AsString()));
                    return m;
                }
                case "missionCardPlayed":
                {
                    var m = new MissionCardPlayedCellsEvent();
                    m.Partner = o.Get("partner").AsLong();
                    m.Card = global::Resistance.Models.Wire.ParseMissionCard(o.Get("card").AsString());
                    return m;
                }
                case "characterExposed":
                {
                    var m = new CharacterExposedCellsEvent();
                    m.Position = ReadPosition(o.Get("position"));
                    m.Card = ParseCharacter(o.Get("card").AsString());
                    return m;
                }
                case "missionResolved":
                {
                    var m = new MissionResolvedCellsEvent();
                    m.Mission = o.Get("mission").AsLong();
                    m.Succeeded = o.Get("succeeded").AsBool();
                    m.TurnedToFailure = o.Get("turnedToFailure").AsBool();
                    m.FailTakenFrom = o.Get("failTakenFrom").OrNull(x0 => ParseMissionPile(x0.AsString()));
                    m.Successes = o.Get("successes").AsLong();
                    m.Failures = o.Get("failures").AsLong();
                    return m;
                }
                case "gameEnded":
                {
                    var m = new GameEndedCellsEvent();
                    m.Winner = global::Resistance.Models.Wire.ParseAllegiance(o.Get("winner").AsString());
                    return m;
                }
                case "cellsRevealed":
                {
                    var m = new CellsRevealedCellsEvent();
                    m.Cells = o.Get("cells").AsList(x0 => x0.AsArray(3, x1 => ParseCharacter(x1.AsString())));
                    m.Winners = o.Get("winners").AsList(x0 => x0.AsLong());
                    return m;
                }
                default: throw new WireFormatException("not a CellsEvent: \"type\":\"" + tag + "\"");
            }
        }

        public static void Write(JsonWriter w, CellsEvent value)
        {
            if (value == null) throw new ArgumentNullException("value", "a CellsEvent is required here");
            w.BeginObject();
            w.Key("type");
            {
                var m = value as GameStartedCellsEvent;
                if (m != null)
                {
                    w.String("gameStarted");
                    w.Key("players"); w.Number(m.Players);
                    w.Key("firstPlayer"); w.Number(m.FirstPlayer);
                    w.EndObject();
                    return;
                }
            }
            {
                var m = value as HandDealtCellsEvent;
                if (m != null)
                {
                    w.String("handDealt");
                    w.Key("seat"); w.Number(m.Seat);
                    if (m.Hand == null) throw new ArgumentNullException("Hand", "HandDealtCellsEvent.Hand is required (null is not JSON's here)");
                    w.Key("hand"); w.Array(m.Hand, x0 => w.String(Name(x0)));
                    w.EndObject();
                    return;
                }
            }
            {
                var m = value as CellArrangedCellsEvent;
                if (m != null)
                {
                    w.String("cellArranged");
                    w.Key("seat"); w.Number(m.Seat);
                    w.EndObject();
                    return;
                }
            }
            {
                var m = value as RowLaidOutCellsEvent;
                if (m != null)
                {
                    w.String("rowLaidOut");
                    w.Key("seat"); w.Number(m.Seat);
                    if (m.Row == null) throw new ArgumentNullException("Row", "RowLaidOutCellsEvent.Row is required (null is not JSON's here)");
                    w.Key("row"); w.Array(m.Row, x0 => w.String(Name(x0)));
                    w.EndObject();
                    return;
                }
            }
            {
                var m = value as TurnStartedCellsEvent;
                if (m != null)
                {
                    w.String("turnStarted");
                    w.Key("turn"); w.Number(m.Turn);
                    w.Key("player"); w.Number(m.Player);
                    w.EndObject();
                    return;
                }
            }
            {
                var m = value as CharactersScoutedCellsEvent;
                if (m != null)
                {
                    w.String("charactersScouted");
                    w.Key("scout"); w.Number(m.Scout);
                    if (m.First == null) throw new ArgumentNullException("First", "CharactersScoutedCellsEvent.First is required (null is not JSON's here)");
                    w.Key("first"); Write(w, m.First);
                    if (m.Second == null) throw new ArgumentNullException("Second", "CharactersScoutedCellsEvent.Second is required (null is not JSON's here)");
                    w.Key("second"); Write(w, m.Second);
                    w.EndObject();
                    return;
                }
            }
            {
                var m = value as CharactersSeenCellsEvent;
                if (m != null)
                {
                    w.String("charactersSeen");
                    w.Key("scout"); w.Number(m.Scout);
                    if (m.First == null) throw new ArgumentNullException("First", "CharactersSeenCellsEvent.First is required (null is not JSON's here)");
                    w.Key("first"); Write(w, m.First);
                    if (m.Second == null) throw new ArgumentNullException("Second", "CharactersSeenCellsEvent.Second is required (null is not JSON's here)");
                    w.Key("second"); Write(w, m.Second);
                    w.EndObject();
                    return;
                }
            }
            {
                var m = value as CharactersReturnedCellsEvent;
                if (m != null)
                {
                    w.String("charactersReturned");
                    w.Key("scout"); w.Number(m.Scout);
                    if (m.First == null) throw new ArgumentNullException("First", "CharactersReturnedCellsEvent.First is required (null is not JSON's here)");
                    w.Key("first"); Write(w, m.First);
                    if (m.Second == null) throw new ArgumentNullException("Second", "CharactersReturnedCellsEvent.Second is required (null is not JSON's here)");
                    w.Key("second"); Write(w, m.Second);
                    w.EndObject();
                    return;
                }
            }
            {
                var m = value as SwapChosenCellsEvent;
                if (m != null)
                {
                    w.String("swapChosen");
                    w.Key("scout"); w.Number(m.Scout);
                    w.Key("swapped"); w.Bool(m.Swapped);
                    w.EndObject();
                    return;
                }
            }
            {
                var m = value as DeckReshuffledCellsEvent;
                if (m != null)
                {
                    w.String("deckReshuffled");
                    w.Key("remaining"); w.Number(m.Remaining);
                    w.Key("reshuffled"); w.Number(m.Reshuffled);
                    w.EndObject();
                    return;
                }
            }
            {
                var m = value as DeckScoutedCellsEvent;
                if (m != null)
                {
                    w.String("deckScouted");
                    w.Key("scout"); w.Number(m.Scout);
                    w.EndObject();
                    return;
                }
            }
            {
                var m = value as MissionCardsDrawnCellsEvent;
                if (m != null)
                {
                    w.String("missionCardsDrawn");
                    w.Key("seat"); w.Number(m.Seat);
                    if (m.Cards == null) throw new ArgumentNullException("Cards", "MissionCardsDrawnCellsEvent.Cards is required (null is not JSON's here)");
                    w.Key("cards"); w.Array(m.Cards, x0 => w.String(global::Resistance.Models.Wire.Name(x0)));
                    w.EndObject();
                    return;
                }
            }
            {
                var m = value as DeckCardsReturnedCellsEvent;
                if (m != null)
                {
                    w.String("deckCardsReturned");
                    w.Key("scout"); w.Number(m.Scout);
                    w.Key("returned"); w.Number(m.Returned);
                    w.Key("discarded"); w.Number(m.Discarded);
                    w.EndObject();
                    return;
                }
            }
            {
                var m = value as DeckTopChosenCellsEvent;
                if (m != null)
                {
                    w.String("deckTopChosen");
                    w.Key("scout"); w.Number(m.Scout);
                    if (m.Returned == null) throw new ArgumentNullException("Returned", "DeckTopChosenCellsEvent.Returned is required (null is not JSON's here)");
                    w.Key("returned"); w.Array(m.Returned, x0 => w.String(global::Resistance.Models.Wire.Name(x0)));
                    if (m.Discarded == null) throw new ArgumentNullException("Discarded", "DeckTopChosenCellsEvent.Discarded is required (null is not JSON's here)");
                    w.Key("discarded"); w.Array(m.Discarded, x0 => w.String(global::Resistance.Models.Wire.Name(x0)));
                    w.EndObject();
                    return;
                }
            }
            {
                var m = value as MissionBeganCellsEvent;
                if (m != null)
                {
                    w.String("missionBegan");
                    w.Key("mission"); w.Number(m.Mission);
                    w.Key("leader"); w.Number(m.Leader);
                    w.Key("partner"); w.Number(m.Partner);
                    w.EndObject();
                    return;
                }
            }
            {
                var m = value as MissionCardsPassedCellsEvent;
                if (m != null)
                {
                    w.String("missionCardsPassed");
                    w.Key("leader"); w.Number(m.Leader);
                    w.Key("partner"); w.Number(m.Partner);
                    w.EndObject();
                    return;
                }
            }
            {
                var m = value as MissionCardsReceivedCellsEvent;
                if (m != null)
                {
                    w.String("missionCardsReceived");
                    w.Key("partner"); w.Number(m.Partner);
                    if (m.Cards == null) throw new ArgumentNullException("Cards", "MissionCardsReceivedCellsEvent.Cards is required (null is not JSON's here)");
                    w.Key("cards"); w.Array(m.Cards, x0 => w.String(global::Resistance.Models.Wire.Name(x0)));
                    w.EndObject();
                    return;
                }
            }
            {
                var m = value as MissionCardPlayedCellsEvent;
                if (m != null)
                {
                    w.String("missionCardPlayed");
                    w.Key("partner"); w.Number(m.Partner);
                    w.Key("card"); w.String(global::Resistance.Models.Wire.Name(m.Card));
                    w.EndObject();
                    return;
                }
            }
            {
                var m = value as CharacterExposedCellsEvent;
                if (m != null)
                {
                    w.String("characterExposed");
                    if (m.Position == null) throw new ArgumentNullException("Position", "CharacterExposedCellsEvent.Position is required (null is not JSON's here)");
                    w.Key("position"); Write(w, m.Position);
                    w.Key("card"); w.String(Name(m.Card));
                    w.EndObject();
                    return;
                }
            }
            {
                var m = value as MissionResolvedCellsEvent;
                if (m != null)
                {
                    w.String("missionResolved");
                    w.Key("mission"); w.Number(m.Mission);
                    w.Key("succeeded"); w.Bool(m.Succeeded);
                    w.Key("turnedToFailure"); w.Bool(m.TurnedToFailure);
                    w.Key("failTakenFrom"); w.OrNull(m.FailTakenFrom, x0 => w.String(Name(x0)));
                    w.Key("successes"); w.Number(m.Successes);
                    w.Key("failures"); w.Number(m.Failures);
                    w.EndObject();
                    return;
                }
            }
            {
                var m = value as GameEndedCellsEvent;
                if (m != null)
                {
                    w.String("gameEnded");
                    w.Key("winner"); w.String(global::Resistance.Models.Wire.Name(m.Winner));
                    w.EndObject();
                    return;
                }
            }
            {
                var m = value as CellsRevealedCellsEvent;
                if (m != null)
                {
                    w.String("cellsRevealed");
                    if (m.Cells == null) throw new ArgumentNullException("Cells", "CellsRevealedCellsEvent.Cells is required (null is not JSON's here)");
                    w.Key("cells"); w.Array(m.Cells, x0 => w.Array(x0, x1 => w.String(Name(x1))));
                    if (m.Winners == null) throw new ArgumentNullException("Winners", "CellsRevealedCellsEvent.Winners is required (null is not JSON's here)");
                    w.Key("winners"); w.Array(m.Winners, x0 => w.Number(x0));
                    w.EndObject();
                    return;
                }
            }
            throw new ArgumentException("not a CellsEvent of the wire format: " + value.GetType(), "value");
        }

        public static CellsEnvelope ReadCellsEnvelope(JsonValue value)
        {
            var o = value.AsObject("CellsEnvelope");
            var m = new CellsEnvelope();
            m.Audience = global::Resistance.Models.Wire.ReadAudience(o.Get("audience"));
            m.Event = ReadCellsEvent(o.Get("event"));
            return m;
        }

        public static void Write(JsonWriter w, CellsEnvelope m)
        {
            if (m == null) throw new ArgumentNullException("m", "a CellsEnvelope is required here");
            w.BeginObject();
            if (m.Audience == null) throw new ArgumentNullException("Audience", "CellsEnvelope.Audience is required (null is not JSON's here)");
            w.Key("audience"); global::Resistance.Models.Wire.Write(w, m.Audience);
            if (m.Event == null) throw new ArgumentNullException("Event", "CellsEnvelope.Event is required (null is not JSON's here)");
            w.Key("event"); Write(w, m.Event);
            w.EndObject();
        }

        public static CellsOutcome ReadCellsOutcome(JsonValue value)
        {
            var o = value.AsObject("CellsOutcome");
            var m = new CellsOutcome();
            m.Events = o.Get("events").AsList(x0 => ReadCellsEnvelope(x0));
            return m;
        }

        public static void Write(JsonWriter w, CellsOutcome m)
        {
            if (m == null) throw new ArgumentNullException("m", "a CellsOutcome is required here");
            w.BeginObject();
            if (m.Events == null) throw new ArgumentNullException("Events", "CellsOutcome.Events is required (null is not JSON's here)");
            w.Key("events"); w.Array(m.Events, x0 => Write(w, x0));
            w.EndObject();
        }

        public static CellsPhaseView ReadCellsPhaseView(JsonValue value)
        {
            var o = value.AsObject("CellsPhaseView");
            string tag = o.Get("type").AsString();
            switch (tag)
            {
                case "arranging":
                {
                    var m = new ArrangingCellsPhaseView();
                    m.Arranged = o.Get("arranged").AsList(x0 => x0.AsLong());
                    return m;
                }
                case "action":
                {
                    var m = new ActionCellsPhaseView();
                    m.Player = o.Get("player").AsLong();
                    return m;
                }
                case "scouting":
                {
                    var m = new ScoutingCellsPhaseView();
                    m.Scout = o.Get("scout").AsLong();
                    m.First = ReadPosition(o.Get("first"));
                    m.Second = ReadPosition(o.Get("second"));
                    return m;
                }
                case "deckScouting":
                {
                    var m = new DeckScoutingCellsPhaseView();
                    m.Scout = o.Get("scout").AsLong();
                    return m;
                }
                case "missionDraw":
                {
                    var m = new MissionDrawCellsPhaseView();
                    m.Leader = o.Get("leader").AsLong();
                    m.Partner = o.Get("partner").AsLong();
                    return m;
                }
                case "missionPlay":
                {
                    var m = new MissionPlayCellsPhaseView();
                    m.Leader = o.Get("leader").AsLong();
                    m.Partner = o.Get("partner").AsLong();
                    return m;
                }
                case "exposure":
                {
                    var m = new ExposureCellsPhaseView();
                    m.Leader = o.Get("leader").AsLong();
                    m.Partner = o.Get("partner").AsLong();
                    m.Pending = o.Get("pending").AsList(x0 => x0.AsLong());
                    return m;
                }
                case "gameOver":
                {
                    var m = new GameOverCellsPhaseView();
                    return m;
                }
                default: throw new WireFormatException("not a CellsPhaseView: \"type\":\"" + tag + "\"");
            }
        }

        public static void Write(JsonWriter w, CellsPhaseView value)
        {
            if (value == null) throw new ArgumentNullException("value", "a CellsPhaseView is required here");
            w.BeginObject();
            w.Key("type");
            {
                var m = value as ArrangingCellsPhaseView;
                if (m != null)
                {
                    w.String("arranging");
                    if (m.Arranged == null) throw new ArgumentNullException("Arranged", "ArrangingCellsPhaseView.Arranged is required (null is not JSON's here)");
                    w.Key("arranged"); w.Array(m.Arranged, x0 => w.Number(x0));
                    w.EndObject();
                    return;
                }
            }
            {
                var m = value as ActionCellsPhaseView;
                if (m != null)
                {
                    w.String("action");
                    w.Key("player"); w.Number(m.Player);
                    w.EndObject();
                    return;
                }
            }
            {
                var m = value as ScoutingCellsPhaseView;
                if (m != null)
                {
                    w.String("scouting");
                    w.Key("scout"); w.Number(m.Scout);
                    if (m.First == null) throw new ArgumentNullException("First", "ScoutingCellsPhaseView.First is required (null is not JSON's here)");
                    w.Key("first"); Write(w, m.First);
                    if (m.Second == null) throw new ArgumentNullException("Second", "ScoutingCellsPhaseView.Second is required (null is not JSON's here)");
                    w.Key("second"); Write(w, m.Second);
                    w.EndObject();
                    return;
                }
            }
            {
                var m = value as DeckScoutingCellsPhaseView;
                if (m != null)
                {
                    w.String("deckScouting");
                    w.Key("scout"); w.Number(m.Scout);
                    w.EndObject();
                    return;
                }
            }
            {
                var m = value as MissionDrawCellsPhaseView;
                if (m != null)
                {
                    w.String("missionDraw");
                    w.Key("leader"); w.Number(m.Leader);
                    w.Key("partner"); w.Number(m.Partner);
                    w.EndObject();
                    return;
                }
            }
            {
                var m = value as MissionPlayCellsPhaseView;
                if (m != null)
                {
                    w.String("missionPlay");
                    w.Key("leader"); w.Number(m.Leader);
                    w.Key("partner"); w.Number(m.Partner);
                    w.EndObject();
                    return;
                }
            }
            {
                var m = value as ExposureCellsPhaseView;
                if (m != null)
                {
                    w.String("exposure");
                    w.Key("leader"); w.Number(m.Leader);
                    w.Key("partner"); w.Number(m.Partner);
                    if (m.Pending == null) throw new ArgumentNullException("Pending", "ExposureCellsPhaseView.Pending is required (null is not JSON's here)");
                    w.Key("pending"); w.Array(m.Pending, x0 => w.Number(x0));
                    w.EndObject();
                    return;
                }
            }
            {
                var m = value as GameOverCellsPhaseView;
                if (m != null)
                {
                    w.String("gameOver");
                    w.EndObject();
                    return;
                }
            }
            throw new ArgumentException("not a CellsPhaseView of the wire format: " + value.GetType(), "value");
        }

        public static PublicCell ReadPublicCell(JsonValue value)
        {
            var o = value.AsObject("PublicCell");
            var m = new PublicCell();
            m.FaceUp = o.Get("faceUp").AsArray(3, x0 => x0.OrNull(x1 => ParseCharacter(x1.AsString())));
            m.LastScouted = o.Get("lastScouted").AsArray(3, x0 => x0.OrNull(x1 => x1.AsLong()));
            return m;
        }

        public static void Write(JsonWriter w, PublicCell m)
        {
            if (m == null) throw new ArgumentNullException("m", "a PublicCell is required here");
            w.BeginObject();
            if (m.FaceUp == null) throw new ArgumentNullException("FaceUp", "PublicCell.FaceUp is required (null is not JSON's here)");
            w.Key("faceUp"); w.Array(m.FaceUp, x0 => w.OrNull(x0, x1 => w.String(Name(x1))));
            if (m.LastScouted == null) throw new ArgumentNullException("LastScouted", "PublicCell.LastScouted is required (null is not JSON's here)");
            w.Key("lastScouted"); w.Array(m.LastScouted, x0 => w.OrNull(x0, x1 => w.Number(x1)));
            w.EndObject();
        }

        public static CellsMission ReadCellsMission(JsonValue value)
        {
            var o = value.AsObject("CellsMission");
            var m = new CellsMission();
            m.Number = o.Get("number").AsLong();
            m.Turn = o.Get("turn").AsLong();
            m.Leader = o.Get("leader").AsLong();
            m.Partner = o.Get("partner").AsLong();
            m.Played = global::Resistance.Models.Wire.ParseMissionCard(o.Get("played").AsString());
            m.TurnedToFailure = o.Get("turnedToFailure").AsBool();
            m.FailTakenFrom = o.Get("failTakenFrom").OrNull(x0 => ParseMissionPile(x0.AsString()));
            m.Succeeded = o.Get("succeeded").AsBool();
            return m;
        }

        public static void Write(JsonWriter w, CellsMission m)
        {
            if (m == null) throw new ArgumentNullException("m", "a CellsMission is required here");
            w.BeginObject();
            w.Key("number"); w.Number(m.Number);
            w.Key("turn"); w.Number(m.Turn);
            w.Key("leader"); w.Number(m.Leader);
            w.Key("partner"); w.Number(m.Partner);
            w.Key("played"); w.String(global::Resistance.Models.Wire.Name(m.Played));
            w.Key("turnedToFailure"); w.Bool(m.TurnedToFailure);
            w.Key("failTakenFrom"); w.OrNull(m.FailTakenFrom, x0 => w.String(Name(x0)));
            w.Key("succeeded"); w.Bool(m.Succeeded);
            w.EndObject();
        }

        public static CellsResult ReadCellsResult(JsonValue value)
        {
            var o = value.AsObject("CellsResult");
            var m = new CellsResult();
            m.Winner = global::Resistance.Models.Wire.ParseAllegiance(o.Get("winner").AsString());
            m.Winners = o.Get("winners").AsList(x0 => x0.AsLong());
            return m;
        }

        public static void Write(JsonWriter w, CellsResult m)
        {
            if (m == null) throw new ArgumentNullException("m", "a CellsResult is required here");
            w.BeginObject();
            w.Key("winner"); w.String(global::Resistance.Models.Wire.Name(m.Winner));
            if (m.Winners == null) throw new ArgumentNullException("Winners", "CellsResult.Winners is required (null is not JSON's here)");
            w.Key("winners"); w.Array(m.Winners, x0 => w.Number(x0));
            w.EndObject();
        }

        public static CellsReveal ReadCellsReveal(JsonValue value)
        {
            var o = value.AsObject("CellsReveal");
            var m = new CellsReveal();
            m.Cells = o.Get("cells").AsList(x0 => x0.AsArray(3, x1 => ParseCharacter(x1.AsString())));
            m.Sides = o.Get("sides").AsList(x0 => global::Resistance.Models.Wire.ParseAllegiance(x0.AsString()));
            m.Winners = o.Get("winners").AsList(x0 => x0.AsLong());
            m.Deck = o.Get("deck").AsList(x0 => global::Resistance.Models.Wire.ParseMissionCard(x0.AsString()));
            m.Discard = o.Get("discard").AsList(x0 => global::Resistance.Models.Wire.ParseMissionCard(x0.AsString()));
            return m;
        }

        public static void Write(JsonWriter w, CellsReveal m)
        {
            if (m == null) throw new ArgumentNullException("m", "a CellsReveal is required here");
            w.BeginObject();
            if (m.Cells == null) throw new ArgumentNullException("Cells", "CellsReveal.Cells is required (null is not JSON's here)");
            w.Key("cells"); w.Array(m.Cells, x0 => w.Array(x0, x1 => w.String(Name(x1))));
            if (m.Sides == null) throw new ArgumentNullException("Sides", "CellsReveal.Sides is required (null is not JSON's here)");
            w.Key("sides"); w.Array(m.Sides, x0 => w.String(global::Resistance.Models.Wire.Name(x0)));
            if (m.Winners == null) throw new ArgumentNullException("Winners", "CellsReveal.Winners is required (null is not JSON's here)");
            w.Key("winners"); w.Array(m.Winners, x0 => w.Number(x0));
            if (m.Deck == null) throw new ArgumentNullException("Deck", "CellsReveal.Deck is required (null is not JSON's here)");
            w.Key("deck"); w.Array(m.Deck, x0 => w.String(global::Resistance.Models.Wire.Name(x0)));
            if (m.Discard == null) throw new ArgumentNullException("Discard", "CellsReveal.Discard is required (null is not JSON's here)");
            w.Key("discard"); w.Array(m.Discard, x0 => w.String(global::Resistance.Models.Wire.Name(x0)));
            w.EndObject();
        }

        public static CellsPublicView ReadCellsPublicView(JsonValue value)
        {
            var o = value.AsObject("CellsPublicView");
            var m = new CellsPublicView();
            m.Players = o.Get("players").AsLong();
            m.Turn = o.Get("turn").AsLong();
            m.FirstPlayer = o.Get("firstPlayer").AsLong();
            m.Player = o.Get("player").AsLong();
            m.Phase = ReadCellsPhaseView(o.Get("phase"));
            m.Awaiting = o.Get("awaiting").AsList(x0 => x0.AsLong());
            m.Cells = o.Get("cells").AsList(x0 => ReadPublicCell(x0));
            m.Deck = o.Get("deck").AsLong();
            m.Discard = o.Get("discard").AsLong();
            m.Missions = o.Get("missions").AsList(x0 => ReadCellsMission(x0));
            m.Successes = o.Get("successes").AsLong();
            m.Failures = o.Get("failures").AsLong();
            m.Result = o.Get("result").OrNullRef(x0 => ReadCellsResult(x0));
            m.Reveal = o.Get("reveal").OrNullRef(x0 => ReadCellsReveal(x0));
            return m;
        }

        public static void Write(JsonWriter w, CellsPublicView m)
        {
            if (m == null) throw new ArgumentNullException("m", "a CellsPublicView is required here");
            w.BeginObject();
            w.Key("players"); w.Number(m.Players);
            w.Key("turn"); w.Number(m.Turn);
            w.Key("firstPlayer"); w.Number(m.FirstPlayer);
            w.Key("player"); w.Number(m.Player);
            if (m.Phase == null) throw new ArgumentNullException("Phase", "CellsPublicView.Phase is required (null is not JSON's here)");
            w.Key("phase"); Write(w, m.Phase);
            if (m.Awaiting == null) throw new ArgumentNullException("Awaiting", "CellsPublicView.Awaiting is required (null is not JSON's here)");
            w.Key("awaiting"); w.Array(m.Awaiting, x0 => w.Number(x0));
            if (m.Cells == null) throw new ArgumentNullException("Cells", "CellsPublicView.Cells is required (null is not JSON's here)");
            w.Key("cells"); w.Array(m.Cells, x0 => Write(w, x0));
            w.Key("deck"); w.Number(m.Deck);
            w.Key("discard"); w.Number(m.Discard);
            if (m.Missions == null) throw new ArgumentNullException("Missions", "CellsPublicView.Missions is required (null is not JSON's here)");
            w.Key("missions"); w.Array(m.Missions, x0 => Write(w, x0));
            w.Key("successes"); w.Number(m.Successes);
            w.Key("failures"); w.Number(m.Failures);
            w.Key("result"); w.OrNullRef(m.Result, x0 => Write(w, x0));
            w.Key("reveal"); w.OrNullRef(m.Reveal, x0 => Write(w, x0));
            w.EndObject();
        }

        public static Recollection ReadRecollection(JsonValue value)
        {
            var o = value.AsObject("Recollection");
            var m = new Recollection();
            m.Card = ParseCharacter(o.Get("card").AsString());
            m.Turn = o.Get("turn").AsLong();
            return m;
        }

        public static void Write(JsonWriter w, Recollection m)
        {
            if (m == null) throw new ArgumentNullException("m", "a Recollection is required here");
            w.BeginObject();
            w.Key("card"); w.String(Name(m.Card));
            w.Key("turn"); w.Number(m.Turn);
            w.EndObject();
        }

        public static DeckRecollection ReadDeckRecollection(JsonValue value)
        {
            var o = value.AsObject("DeckRecollection");
            var m = new DeckRecollection();
            m.Turn = o.Get("turn").AsLong();
            m.Returned = o.Get("returned").AsList(x0 => global::Resistance.Models.Wire.ParseMissionCard(x0.AsString()));
            m.Discarded = o.Get("discarded").AsList(x0 => global::Resistance.Models.Wire.ParseMissionCard(x0.AsString()));
            return m;
        }

        public static void Write(JsonWriter w, DeckRecollection m)
        {
            if (m == null) throw new ArgumentNullException("m", "a DeckRecollection is required here");
            w.BeginObject();
            w.Key("turn"); w.Number(m.Turn);
            if (m.Returned == null) throw new ArgumentNullException("Returned", "DeckRecollection.Returned is required (null is not JSON's here)");
            w.Key("returned"); w.Array(m.Returned, x0 => w.String(global::Resistance.Models.Wire.Name(x0)));
            if (m.Discarded == null) throw new ArgumentNullException("Discarded", "DeckRecollection.Discarded is required (null is not JSON's here)");
            w.Key("discarded"); w.Array(m.Discarded, x0 => w.String(global::Resistance.Models.Wire.Name(x0)));
            w.EndObject();
        }

        public static CellsPlayerView ReadCellsPlayerView(JsonValue value)
        {
            var o = value.AsObject("CellsPlayerView");
            var m = new CellsPlayerView();
            m.Seat = o.Get("seat").AsLong();
            m.Hand = o.Get("hand").OrNullRef(x0 => x0.AsArray(3, x1 => ParseCharacter(x1.AsString())));
            m.Memory = o.Get("memory").AsList(x0 => x0.AsArray(3, x1 => x1.OrNullRef(x2 => ReadRecollection(x2))));
            m.Scouted = o.Get("scouted").OrNullRef(x0 => x0.AsArray(2, x1 => ReadCharacterSighting(x1)));
            m.MissionCards = o.Get("missionCards").AsList(x0 => global::Resistance.Models.Wire.ParseMissionCard(x0.AsString()));
            m.DeckMemory = o.Get("deckMemory").OrNullRef(x0 => ReadDeckRecollection(x0));
            m.Table = ReadCellsPublicView(o.Get("table"));
            return m;
        }

        public static void Write(JsonWriter w, CellsPlayerView m)
        {
            if (m == null) throw new ArgumentNullException("m", "a CellsPlayerView is required here");
            w.BeginObject();
            w.Key("seat"); w.Number(m.Seat);
            w.Key("hand"); w.OrNullRef(m.Hand, x0 => w.Array(x0, x1 => w.String(Name(x1))));
            if (m.Memory == null) throw new ArgumentNullException("Memory", "CellsPlayerView.Memory is required (null is not JSON's here)");
            w.Key("memory"); w.Array(m.Memory, x0 => w.Array(x0, x1 => w.OrNullRef(x1, x2 => Write(w, x2))));
            w.Key("scouted"); w.OrNullRef(m.Scouted, x0 => w.Array(x0, x1 => Write(w, x1)));
            if (m.MissionCards == null) throw new ArgumentNullException("MissionCards", "CellsPlayerView.MissionCards is required (null is not JSON's here)");
            w.Key("missionCards"); w.Array(m.MissionCards, x0 => w.String(global::Resistance.Models.Wire.Name(x0)));
            w.Key("deckMemory"); w.OrNullRef(m.DeckMemory, x0 => Write(w, x0));
            if (m.Table == null) throw new ArgumentNullException("Table", "CellsPlayerView.Table is required (null is not JSON's here)");
            w.Key("table"); Write(w, m.Table);
            w.EndObject();
        }

        public static CellsChoices ReadCellsChoices(JsonValue value)
        {
            var o = value.AsObject("CellsChoices");
            var m = new CellsChoices();
            m.Arrange = o.Get("arrange").AsBool();
            m.ScoutCharacters = o.Get("scoutCharacters").AsList(x0 => ReadPosition(x0));
            m.ScoutDeck = o.Get("scoutDeck").AsBool();
            m.GoOnMission = o.Get("goOnMission").AsList(x0 => x0.AsLong());
            m.ReturnCharacters = o.Get("returnCharacters").AsBool();
            m.ReturnToDeck = o.Get("returnToDeck").AsBool();
            m.PassMissionCards = o.Get("passMissionCards").AsBool();
            m.PlayMissionCard = o.Get("playMissionCard").AsBool();
            m.Expose = o.Get("expose").AsList(x0 => ParseSlot(x0.AsString()));
            return m;
        }

        public static void Write(JsonWriter w, CellsChoices m)
        {
            if (m == null) throw new ArgumentNullException("m", "a CellsChoices is required here");
            w.BeginObject();
            w.Key("arrange"); w.Bool(m.Arrange);
            if (m.ScoutCharacters == null) throw new ArgumentNullException("ScoutCharacters", "CellsChoices.ScoutCharacters is required (null is not JSON's here)");
            w.Key("scoutCharacters"); w.Array(m.ScoutCharacters, x0 => Write(w, x0));
            w.Key("scoutDeck"); w.Bool(m.ScoutDeck);
            if (m.GoOnMission == null) throw new ArgumentNullException("GoOnMission", "CellsChoices.GoOnMission is required (null is not JSON's here)");
            w.Key("goOnMission"); w.Array(m.GoOnMission, x0 => w.Number(x0));
            w.Key("returnCharacters"); w.Bool(m.ReturnCharacters);
            w.Key("returnToDeck"); w.Bool(m.ReturnToDeck);
            w.Key("passMissionCards"); w.Bool(m.PassMissionCards);
            w.Key("playMissionCard"); w.Bool(m.PlayMissionCard);
            if (m.Expose == null) throw new ArgumentNullException("Expose", "CellsChoices.Expose is required (null is not JSON's here)");
            w.Key("expose"); w.Array(m.Expose, x0 => w.String(Name(x0)));
            w.EndObject();
        }

        public static CellsMove ReadCellsMove(JsonValue value)
        {
            var o = value.AsObject("CellsMove");
            var m = new CellsMove();
            m.Seat = o.Get("seat").AsLong();
            m.Command = ReadCellsCommand(o.Get("command"));
            return m;
        }

        public static void Write(JsonWriter w, CellsMove m)
        {
            if (m == null) throw new ArgumentNullException("m", "a CellsMove is required here");
            w.BeginObject();
            w.Key("seat"); w.Number(m.Seat);
            if (m.Command == null) throw new ArgumentNullException("Command", "CellsMove.Command is required (null is not JSON's here)");
            w.Key("command"); Write(w, m.Command);
            w.EndObject();
        }

        public static CellsRecord ReadCellsRecord(JsonValue value)
        {
            var o = value.AsObject("CellsRecord");
            var m = new CellsRecord();
            m.Version = o.Get("version").AsLong();
            m.Game = global::Resistance.Models.Wire.ParseGameKind(o.Get("game").AsString());
            m.Config = ReadCellsConfig(o.Get("config"));
            m.Commands = o.Get("commands").AsList(x0 => ReadCellsMove(x0));
            return m;
        }

        public static void Write(JsonWriter w, CellsRecord m)
        {
            if (m == null) throw new ArgumentNullException("m", "a CellsRecord is required here");
            w.BeginObject();
            w.Key("version"); w.Number(m.Version);
            w.Key("game"); w.String(global::Resistance.Models.Wire.Name(m.Game));
            if (m.Config == null) throw new ArgumentNullException("Config", "CellsRecord.Config is required (null is not JSON's here)");
            w.Key("config"); Write(w, m.Config);
            if (m.Commands == null) throw new ArgumentNullException("Commands", "CellsRecord.Commands is required (null is not JSON's here)");
            w.Key("commands"); w.Array(m.Commands, x0 => Write(w, x0));
            w.EndObject();
        }

        public static CellsSeatReplayStep ReadCellsSeatReplayStep(JsonValue value)
        {
            var o = value.AsObject("CellsSeatReplayStep");
            var m = new CellsSeatReplayStep();
            m.Events = o.Get("events").AsList(x0 => ReadCellsEvent(x0));
            m.View = ReadCellsPlayerView(o.Get("view"));
            return m;
        }

        public static void Write(JsonWriter w, CellsSeatReplayStep m)
        {
            if (m == null) throw new ArgumentNullException("m", "a CellsSeatReplayStep is required here");
            w.BeginObject();
            if (m.Events == null) throw new ArgumentNullException("Events", "CellsSeatReplayStep.Events is required (null is not JSON's here)");
            w.Key("events"); w.Array(m.Events, x0 => Write(w, x0));
            if (m.View == null) throw new ArgumentNullException("View", "CellsSeatReplayStep.View is required (null is not JSON's here)");
            w.Key("view"); Write(w, m.View);
            w.EndObject();
        }

        public static CellsSpectatorReplayStep ReadCellsSpectatorReplayStep(JsonValue value)
        {
            var o = value.AsObject("CellsSpectatorReplayStep");
            var m = new CellsSpectatorReplayStep();
            m.Events = o.Get("events").AsList(x0 => ReadCellsEvent(x0));
            m.View = ReadCellsPublicView(o.Get("view"));
            return m;
        }

        public static void Write(JsonWriter w, CellsSpectatorReplayStep m)
        {
            if (m == null) throw new ArgumentNullException("m", "a CellsSpectatorReplayStep is required here");
            w.BeginObject();
            if (m.Events == null) throw new ArgumentNullException("Events", "CellsSpectatorReplayStep.Events is required (null is not JSON's here)");
            w.Key("events"); w.Array(m.Events, x0 => Write(w, x0));
            if (m.View == null) throw new ArgumentNullException("View", "CellsSpectatorReplayStep.View is required (null is not JSON's here)");
            w.Key("view"); Write(w, m.View);
            w.EndObject();
        }

        public static CellsSpectatorRecord ReadCellsSpectatorRecord(JsonValue value)
        {
            var o = value.AsObject("CellsSpectatorRecord");
            var m = new CellsSpectatorRecord();
            m.Version = o.Get("version").AsLong();
            m.Game = global::Resistance.Models.Wire.ParseGameKind(o.Get("game").AsString());
            m.Steps = o.Get("steps").AsList(x0 => ReadCellsSpectatorReplayStep(x0));
            return m;
        }

        public static void Write(JsonWriter w, CellsSpectatorRecord m)
        {
            if (m == null) throw new ArgumentNullException("m", "a CellsSpectatorRecord is required here");
            w.BeginObject();
            w.Key("version"); w.Number(m.Version);
            w.Key("game"); w.String(global::Resistance.Models.Wire.Name(m.Game));
            if (m.Steps == null) throw new ArgumentNullException("Steps", "CellsSpectatorRecord.Steps is required (null is not JSON's here)");
            w.Key("steps"); w.Array(m.Steps, x0 => Write(w, x0));
            w.EndObject();
        }
    }
}
