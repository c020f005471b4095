// The JSON calls of Engine, Game and CellsGame again, through the typed models of
// the wire format (Models.cs, CellsModels.cs): a command goes in as a Command object,
// views, events, records and results come out as objects. Each is the JSON call of
// the same name without "Json", read or written by the models' Wire class.

using System;
using System.Collections.Generic;
using Resistance.Models;
using CellsModels = Resistance.Models.Cells;

namespace Resistance
{
    /// <summary>Reads and writes JSON lists for the typed calls.</summary>
    static class Typed
    {
        /// <summary>A model argument; a null one throws, naming it.</summary>
        public static T Required<T>(T model, string name) where T : class
        {
            if (model == null) throw new ArgumentNullException(name, "a " + name + " is required (got null)");
            return model;
        }

        public static List<T> ListOf<T>(string json, Func<JsonValue, T> read)
        {
            return JsonValue.Parse(json).AsList(read);
        }

        /// <summary>A JSON array of envelopes, or null for the JSON null.</summary>
        public static List<T> ListOrNull<T>(string json, Func<JsonValue, T> read)
        {
            return JsonValue.Parse(json).OrNullRef(value => value.AsList(read));
        }
    }

    public static partial class Engine
    {
        /// <summary>Every name of the cards, modules and sides in `language` under `naming`.</summary>
        public static Names Names(Language language, Naming naming)
        {
            return Models.Names.FromJson(NamesJson(language, naming));
        }
    }

    public sealed partial class Game
    {
        /// <summary>A game from a configuration with its seed; `opening` receives the
        /// opening events (each to its audience alone).</summary>
        public static Game New(ResolvedGameConfig config, out List<Envelope> opening)
        {
            string openingJson;
            Game game = FromJson(Typed.Required(config, "config").ToJson(), out openingJson);
            opening = Typed.ListOf(openingJson, Wire.ReadEnvelope);
            return game;
        }

        /// <summary>Continues the game of a snapshot (Snapshot()).</summary>
        public static Game Restore(GameRecord snapshot) { return Restore(Typed.Required(snapshot, "snapshot").ToJson()); }

        /// <summary>The game of a record (Record()), replayed through the rules.</summary>
        public static Game Replay(GameRecord record) { return Replay(Typed.Required(record, "record").ToJson()); }

        /// <summary>What `seat` received in the game of `record`, step by step.</summary>
        public static List<SeatReplayStep> SeatReplay(GameRecord record, uint seat)
        {
            return Typed.ListOf(SeatReplayJson(Typed.Required(record, "record").ToJson(), seat), Wire.ReadSeatReplayStep);
        }

        /// <summary>The game of `record` as a spectator saw it: safe to publish.</summary>
        public static SpectatorRecord SpectatorReplay(GameRecord record)
        {
            return SpectatorRecord.FromJson(SpectatorReplayJson(Typed.Required(record, "record").ToJson()));
        }

        /// <summary>`seat` sends `command`; returns what it caused, each event with its
        /// audience.</summary>
        public Outcome Apply(uint seat, Command command)
        {
            return Outcome.FromJson(ApplyJson(seat, Typed.Required(command, "command").ToJson()));
        }

        /// <summary>What `seat` may see now, and nothing more.</summary>
        public PlayerView View(uint seat) { return PlayerView.FromJson(ViewJson(seat)); }

        /// <summary>What everyone sees now.</summary>
        public PublicView PublicView() { return Models.PublicView.FromJson(PublicViewJson()); }

        /// <summary>The game's history as `seat` may know it: the vote-history grid,
        /// with what that seat alone knows of each round. For that seat alone.</summary>
        public Models.History History(uint seat) { return Models.History.FromJson(HistoryJson(seat)); }

        /// <summary>The game's history as a spectator may know it.</summary>
        public Models.History PublicHistory() { return Models.History.FromJson(PublicHistoryJson()); }

        /// <summary>Every command `seat` may send now; for that seat alone.</summary>
        public List<Command> LegalCommands(uint seat) { return Typed.ListOf(LegalCommandsJson(seat), Wire.ReadCommand); }

        /// <summary>What `seat` may do now (ChoicesJson); for that seat alone.</summary>
        public Models.Choices CompactChoices(uint seat) { return Models.Choices.FromJson(ChoicesJson(seat)); }

        /// <summary>How the game ended, or null while it goes on.</summary>
        public GameResult Result() { return JsonValue.Parse(ResultJson()).OrNullRef(Wire.ReadGameResult); }

        /// <summary>The events of the last accepted command.</summary>
        public Outcome LastOutcome() { return Outcome.FromJson(LastOutcomeJson()); }

        /// <summary>The opening events again; null for a restored game.</summary>
        public List<Envelope> Opening() { return Typed.ListOrNull(OpeningJson(), Wire.ReadEnvelope); }

        /// <summary>The record: configuration with seed, every command. Host only.</summary>
        public GameRecord Record() { return GameRecord.FromJson(RecordJson()); }

        /// <summary>The snapshot (a record); Restore continues it. Host only.</summary>
        public GameRecord Snapshot() { return GameRecord.FromJson(SnapshotJson()); }

        /// <summary>The configuration, seed included: host only.</summary>
        public ResolvedGameConfig SeededConfig() { return ResolvedGameConfig.FromJson(SeededConfigJson()); }

        /// <summary>The command the bot `kind` picks for `seat` now; not applied.</summary>
        public Command BotCommand(uint seat, BotKind kind, ulong seed)
        {
            return Command.FromJson(BotCommandJson(seat, kind, seed));
        }

        /// <summary>The spoken opening script of this setup (AS3).</summary>
        public NarratedScript RevealScript(Language language, Naming naming = Naming.Resistance)
        {
            return NarratedScript.FromJson(RevealScriptJson(language, naming));
        }
    }

    public sealed partial class CellsGame
    {
        /// <summary>A Cells game from a configuration; `opening` receives the opening events.</summary>
        public static CellsGame New(CellsModels.CellsConfig config, out List<CellsModels.CellsEnvelope> opening)
        {
            string openingJson;
            CellsGame game = FromJson(Typed.Required(config, "config").ToJson(), out openingJson);
            opening = Typed.ListOf(openingJson, CellsModels.CellsWire.ReadCellsEnvelope);
            return game;
        }

        public static CellsGame Restore(CellsModels.CellsRecord snapshot) { return Restore(Typed.Required(snapshot, "snapshot").ToJson()); }

        public static CellsGame Replay(CellsModels.CellsRecord record) { return Replay(Typed.Required(record, "record").ToJson()); }

        public static List<CellsModels.CellsSeatReplayStep> SeatReplay(CellsModels.CellsRecord record, uint seat)
        {
            return Typed.ListOf(SeatReplayJson(Typed.Required(record, "record").ToJson(), seat), CellsModels.CellsWire.ReadCellsSeatReplayStep);
        }

        public static CellsModels.CellsSpectatorRecord SpectatorReplay(CellsModels.CellsRecord record)
        {
            return CellsModels.CellsSpectatorRecord.FromJson(SpectatorReplayJson(Typed.Required(record, "record").ToJson()));
        }

        public CellsModels.CellsOutcome Apply(uint seat, CellsModels.CellsCommand command)
        {
            return CellsModels.CellsOutcome.FromJson(ApplyJson(seat, Typed.Required(command, "command").ToJson()));
        }

        public CellsModels.CellsPlayerView View(uint seat) { return CellsModels.CellsPlayerView.FromJson(ViewJson(seat)); }

        public CellsModels.CellsPublicView PublicView() { return CellsModels.CellsPublicView.FromJson(PublicViewJson()); }

        public List<CellsModels.CellsCommand> LegalCommands(uint seat)
        {
            return Typed.ListOf(LegalCommandsJson(seat), CellsModels.CellsWire.ReadCellsCommand);
        }

        public CellsModels.CellsChoices CompactChoices(uint seat) { return CellsModels.CellsChoices.FromJson(ChoicesJson(seat)); }

        /// <summary>How the game ended, or null while it goes on.</summary>
        public CellsModels.CellsResult Result() { return JsonValue.Parse(ResultJson()).OrNullRef(CellsModels.CellsWire.ReadCellsResult); }

        public CellsModels.CellsOutcome LastOutcome() { return CellsModels.CellsOutcome.FromJson(LastOutcomeJson()); }

        /// <summary>The opening events again; null for a restored game.</summary>
        public List<CellsModels.CellsEnvelope> Opening() { return Typed.ListOrNull(OpeningJson(), CellsModels.CellsWire.ReadCellsEnvelope); }

        public CellsModels.CellsRecord Record() { return CellsModels.CellsRecord.FromJson(RecordJson()); }

        public CellsModels.CellsRecord Snapshot() { return CellsModels.CellsRecord.FromJson(SnapshotJson()); }

        public CellsModels.CellsConfig SeededConfig() { return CellsModels.CellsConfig.FromJson(SeededConfigJson()); }
    }
}
