// The typed models of the Unity package (Runtime/Models.cs, CellsModels.cs) against
// the engine: over real games of every player count, every module, plot cards and
// the Cells variant, every JSON the C library gives (views, events, commands,
// results, records, replays, scripts, names) is read into its model and written back,
// and must come back byte for byte: a field the models drop, misname or reorder,
// or a variant they lack, fails here. Typed commands are also what the games are
// played with, so the engine accepts what the models write.

using System;
using System.Collections.Generic;
using Resistance.Models;
using CellsModels = Resistance.Models.Cells;

namespace Resistance
{
    static partial class Program
    {
        /// <summary>Per kind of JSON: how many came back byte for byte, how many did not.</summary>
        static readonly SortedDictionary<string, int[]> roundTrips = new SortedDictionary<string, int[]>();

        /// <summary>The variants met ("type":"vote", "card":"openUp"): what the games cover.</summary>
        static readonly HashSet<string> tags = new HashSet<string>();
        static readonly System.Text.RegularExpressions.Regex TagPattern =
            new System.Text.RegularExpressions.Regex("\"(type|card)\":\"[A-Za-z]+\"");

        static void RoundTrip<T>(string what, string json, Func<JsonValue, T> read, Action<JsonWriter, T> write)
        {
            int[] counts;
            if (!roundTrips.TryGetValue(what, out counts)) roundTrips[what] = counts = new int[2];
            string again;
            try
            {
                var writer = new JsonWriter();
                write(writer, read(JsonValue.Parse(json)));
                again = writer.ToString();
            }
            catch (Exception error)
            {
                again = error.GetType().Name + ": " + error.Message;
            }
            if (again == json)
            {
                counts[0]++;
                foreach (System.Text.RegularExpressions.Match tag in TagPattern.Matches(json)) tags.Add(tag.Value);
                return;
            }
            if (counts[1]++ == 0)
                Console.Error.WriteLine(what + " does not come back:\n  engine: " + json + "\n  models: " + again);
        }

        static void RoundTripList<T>(string what, string json, Func<JsonValue, T> read, Action<JsonWriter, T> write)
        {
            RoundTrip(what, json, value => value.AsList(read), (w, list) => w.Array(list, item => write(w, item)));
        }

        static readonly string[] Configs =
        {
            "{\"players\":PLAYERS,\"seed\":SEED}",
            "{\"players\":PLAYERS,\"seed\":SEED,\"assassin\":{\"bodyGuard\":true,\"falseCommander\":true,\"deepCover\":true}}",
            "{\"players\":PLAYERS,\"seed\":SEED,\"assassin\":{\"blindSpy\":true},\"inquisitor\":true}",
            "{\"players\":PLAYERS,\"seed\":SEED,\"trapper\":true,\"defector\":\"standard\"}",
            "{\"players\":PLAYERS,\"seed\":SEED,\"defector\":\"knowEachOther\",\"agendas\":\"double\"}",
            "{\"players\":PLAYERS,\"seed\":SEED,\"agendas\":\"single\",\"assassin\":{}}",
            "{\"players\":PLAYERS,\"seed\":SEED,\"agendas\":\"singleOrDouble\",\"inquisitor\":true}",
            "{\"players\":PLAYERS,\"seed\":SEED,\"plotCards\":true}",
            "{\"players\":PLAYERS,\"seed\":SEED,\"plotCards\":true,\"assassin\":{\"bodyGuard\":true},\"trapper\":true}",
            "{\"players\":PLAYERS,\"seed\":SEED,\"leavePolicy\":\"substitute\",\"inquisitor\":true}",
        };

        /// <summary>Every JSON of one base game, played to its end by the random bot
        /// through typed commands.</summary>
        static void RoundTripsAGame(Game game, string config, int salt, bool replays)
        {
            RoundTrip("ResolvedGameConfig", game.SeededConfigJson(), Wire.ReadResolvedGameConfig, Wire.Write);
            RoundTripList("opening envelopes", game.OpeningJson(), Wire.ReadEnvelope, Wire.Write);
            uint players = game.Players;
            var random = new Random(salt);
            bool substitute = config.Contains("substitute");
            bool left = false;
            for (int step = 0; step < 2000 && !game.IsOver; step++)
            {
                var awaiting = Seats(game.Awaiting);
                uint seat = awaiting[random.Next(awaiting.Count)];
                // The views grow with the game: every third step is enough to meet every
                // phase, and keeps this test to seconds.
                if (step % 3 == 0)
                {
                    RoundTrip("PlayerView", game.ViewJson((uint)(step / 3 % players)), Wire.ReadPlayerView, Wire.Write);
                    RoundTrip("PublicView", game.PublicViewJson(), Wire.ReadPublicView, Wire.Write);
                }
                string legal = game.LegalCommandsJson(seat);
                RoundTripList("legal commands", legal, Wire.ReadCommand, Wire.Write);
                RoundTrip("Choices", game.ChoicesJson(seat), Wire.ReadChoices, Wire.Write);
                Command command = game.BotCommand(seat, BotKind.Random, (ulong)random.Next());
                // The bots keep their agendas sealed; a player may turn one face up (HA).
                if (legal.Contains("\"revealAgenda\"") && random.Next(4) == 0)
                    command = game.LegalCommands(seat).Find(c => c is RevealAgendaCommand);
                if (substitute && !left && step == 10)
                {
                    // A seat leaves and a substitute claims it (LV1): the vacant seat in
                    // the views, the leave and claim events and commands.
                    game.Apply(seat, new LeaveCommand());
                    RoundTrip("PublicView", game.PublicViewJson(), Wire.ReadPublicView, Wire.Write);
                    game.Apply(seat, new ClaimSeatCommand());
                    left = true;
                    continue;
                }
                RoundTrip("Command", command.ToJson(), Wire.ReadCommand, Wire.Write);
                game.Apply(seat, command);
                RoundTrip("Outcome", game.LastOutcomeJson(), Wire.ReadOutcome, Wire.Write);
            }
            RoundTrip("PlayerView", game.ViewJson(0), Wire.ReadPlayerView, Wire.Write);
            RoundTrip("PublicView", game.PublicViewJson(), Wire.ReadPublicView, Wire.Write);
            RoundTrip("GameResult", game.ResultJson(), Wire.ReadGameResult, Wire.Write);
            RoundTrip("Choices", game.ChoicesJson(0), Wire.ReadChoices, Wire.Write);
            string record = game.RecordJson();
            RoundTrip("GameRecord", record, Wire.ReadGameRecord, Wire.Write);
            RoundTrip("GameRecord", game.SnapshotJson(), Wire.ReadGameRecord, Wire.Write);
            // A replay holds a view of every step: the biggest documents by far, and
            // made of the views and events met above; one game of each configuration.
            if (!replays) return;
            RoundTripList("SeatReplayStep", Game.SeatReplayJson(record, (uint)(salt % players)), Wire.ReadSeatReplayStep, Wire.Write);
            RoundTrip("SpectatorRecord", Game.SpectatorReplayJson(record), Wire.ReadSpectatorRecord, Wire.Write);
        }

        static void ModelsRoundTripBaseGames()
        {
            int games = 0, refused = 0;
            int salt = 0;
            for (uint players = 5; players <= 10; players++)
            {
                for (int index = 0; index < Configs.Length; index++)
                {
                    string template = Configs[index];
                    salt++;
                    string config = template.Replace("PLAYERS", players.ToString()).Replace("SEED", (1000 + salt).ToString());
                    Game game;
                    string opening;
                    try { game = Game.FromJson(config, out opening); }
                    catch (ResistanceException error)
                    {
                        // A module too big for the table (too_many_special_spies, ...).
                        refused += error.Status == Status.InvalidConfig ? 1 : 1000;
                        continue;
                    }
                    using (game)
                    {
                        RoundTripList("opening envelopes", opening, Wire.ReadEnvelope, Wire.Write);
                        RoundTripsAGame(game, config, salt, players - 5 == index % 6);
                        games++;
                    }
                }
            }
            Check(refused < 1000, "only configurations too big for the table are refused");
            // A player leaving ends a game of the default leave policy: abandoned.
            using (var game = Game.New(6, 77))
            {
                game.Apply(game.Leader, new LeaveCommand());
                RoundTrip("GameResult", game.ResultJson(), Wire.ReadGameResult, Wire.Write);
                RoundTrip("PublicView", game.PublicViewJson(), Wire.ReadPublicView, Wire.Write);
                games++;
            }
            Console.WriteLine("models: {0} base games read and written back ({1} configurations refused as too big)", games, refused);
            Check(games >= 50, "the models met many base games");
        }

        static void ModelsRoundTripScriptsAndNames()
        {
            string unusedOpening;
            using (var game = Game.FromJson(Configs[1].Replace("PLAYERS", "7").Replace("SEED", "3"), out unusedOpening))
            {
                foreach (Language language in new[] { Language.English, Language.Russian, Language.Vietnamese })
                    foreach (Naming naming in new[] { Naming.Resistance, Naming.Avalon })
                    {
                        RoundTrip("NarratedScript", game.RevealScriptJson(language, naming), Wire.ReadNarratedScript, Wire.Write);
                        RoundTrip("Names", Engine.NamesJson(language, naming), Wire.ReadNames, Wire.Write);
                    }
            }
        }

        static void ModelsRoundTripCells()
        {
            int games = 0;
            for (uint players = 3; players <= 4; players++)
            {
                for (int seed = 0; seed < 6; seed++)
                {
                    var config = new CellsModels.CellsConfig { Players = players, Seed = 500 + seed };
                    RoundTrip("CellsConfig", config.ToJson(), CellsModels.CellsWire.ReadCellsConfig, CellsModels.CellsWire.Write);
                    List<CellsModels.CellsEnvelope> opening;
                    using (var game = CellsGame.New(config, out opening))
                    {
                        RoundTripList("Cells opening envelopes", game.OpeningJson(), CellsModels.CellsWire.ReadCellsEnvelope, CellsModels.CellsWire.Write);
                        RoundTrip("CellsConfig", game.SeededConfigJson(), CellsModels.CellsWire.ReadCellsConfig, CellsModels.CellsWire.Write);
                        var random = new Random(seed);
                        for (int step = 0; step < 1000 && !game.IsOver; step++)
                        {
                            var awaiting = Seats(game.Awaiting);
                            uint seat = awaiting[random.Next(awaiting.Count)];
                            RoundTrip("CellsPlayerView", game.ViewJson((uint)(step % players)), CellsModels.CellsWire.ReadCellsPlayerView, CellsModels.CellsWire.Write);
                            RoundTrip("CellsPlayerView", game.ViewJson(seat), CellsModels.CellsWire.ReadCellsPlayerView, CellsModels.CellsWire.Write);
                            RoundTrip("CellsPublicView", game.PublicViewJson(), CellsModels.CellsWire.ReadCellsPublicView, CellsModels.CellsWire.Write);
                            RoundTrip("CellsChoices", game.ChoicesJson(seat), CellsModels.CellsWire.ReadCellsChoices, CellsModels.CellsWire.Write);
                            string legal = game.LegalCommandsJson(seat);
                            RoundTripList("Cells legal commands", legal, CellsModels.CellsWire.ReadCellsCommand, CellsModels.CellsWire.Write);
                            var commands = game.LegalCommands(seat);
                            game.Apply(seat, commands[random.Next(commands.Count)]);
                            RoundTrip("CellsOutcome", game.LastOutcomeJson(), CellsModels.CellsWire.ReadCellsOutcome, CellsModels.CellsWire.Write);
                        }
                        RoundTrip("CellsPublicView", game.PublicViewJson(), CellsModels.CellsWire.ReadCellsPublicView, CellsModels.CellsWire.Write);
                        RoundTrip("CellsResult", game.ResultJson(), CellsModels.CellsWire.ReadCellsResult, CellsModels.CellsWire.Write);
                        string record = game.RecordJson();
                        RoundTrip("CellsRecord", record, CellsModels.CellsWire.ReadCellsRecord, CellsModels.CellsWire.Write);
                        RoundTrip("CellsRecord", game.SnapshotJson(), CellsModels.CellsWire.ReadCellsRecord, CellsModels.CellsWire.Write);
                        RoundTripList("CellsSeatReplayStep", CellsGame.SeatReplayJson(record, 1), CellsModels.CellsWire.ReadCellsSeatReplayStep, CellsModels.CellsWire.Write);
                        RoundTrip("CellsSpectatorRecord", CellsGame.SpectatorReplayJson(record), CellsModels.CellsWire.ReadCellsSpectatorRecord, CellsModels.CellsWire.Write);
                        Check(game.IsOver && game.Result() != null, "a Cells game played with typed commands ends");
                        games++;
                    }
                }
            }
            Console.WriteLine("models: {0} Cells games read and written back", games);
        }

        /// <summary>The typed calls answer what their JSON twins do, and the models refuse
        /// what is not the wire format with a message that names it.</summary>
        static void ModelsAreTheWireFormat()
        {
            List<Envelope> opening;
            var config = new ResolvedGameConfig { Players = 5, Seed = 9, LeavePolicy = LeavePolicy.EndGame, PlotCards = true };
            using (var game = Game.New(config, out opening))
            {
                Check(game.SeededConfig().ToJson() == config.ToJson(), "Game.New(config) plays that configuration: " + game.SeededConfigJson());
                Check(opening.Count > 5 && opening[0].Event is GameStartedEvent, "the opening starts the game");
                PlayerView view = game.View(2);
                Check(view.Seat == 2 && view.Table.Players == 5 && view.Table.Plot != null, "a typed view");
                var vote = new VoteCommand { Vote = Vote.Approve };
                Check(vote.ToJson() == "{\"type\":\"vote\",\"vote\":\"approve\"}", "a typed command's JSON: " + vote.ToJson());
                // Plot cards: the game opens with the leader dealing them (PC2).
                Check(view.Table.Phase is PlotDealPhaseView, "the plot deal first: " + game.PublicViewJson());
                Check(game.LegalCommands(game.Leader).TrueForAll(c => c is GivePlotCardCommand || c is LeaveCommand),
                    "the leader's legal commands: giving a card, leaving");
                Check(game.Result() == null && game.CompactChoices(game.Leader).Plot.Give != null, "no result yet; the leader gives a card");
            }
            using (var game = Game.New(5, 9))
            {
                ExpectNull("a command is required", () => game.Apply(0, null));
                ExpectNull("ProposeTeamCommand.Team is required", () => game.Apply(game.Leader, new ProposeTeamCommand()));
            }
            ExpectWire("missing \"vote\" in a Command", () => Command.FromJson("{\"type\":\"vote\"}"));
            ExpectWire("not a Command: \"type\":\"dance\"", () => Command.FromJson("{\"type\":\"dance\"}"));
            ExpectWire("not a Vote: \"maybe\"", () => Command.FromJson("{\"type\":\"vote\",\"vote\":\"maybe\"}"));
            ExpectWire("expected a whole number, found the string \"2\"", () => Command.FromJson("{\"type\":\"setAside\",\"member\":\"2\"}"));
            ExpectWire("not JSON", () => PublicView.FromJson("{\"players\":"));
            ExpectWire("nested deeper than", () => JsonValue.Parse(new string('[', 10000)));
        }

        static void ExpectNull(string message, Action call) { Expect<ArgumentNullException>(message, call); }

        static void ExpectWire(string message, Action call) { Expect<WireFormatException>(message, call); }

        /// <summary>Checks that `call` throws an E whose message contains `message`.</summary>
        static void Expect<E>(string message, Action call) where E : Exception
        {
            try
            {
                call();
                Check(false, "refused: " + message);
            }
            catch (E error)
            {
                Check(error.Message.Contains(message), "the message names it: " + error.Message);
            }
        }

        /// <summary>Checks that the games met every variant of every union of the models
        /// (each subclass's tag in some document that came back); returns how many.</summary>
        static int MeetsEveryVariant()
        {
            var missing = new List<string>();
            int variants = 0;
            foreach (Type type in typeof(Command).Assembly.GetTypes())
            {
                Type union = type.BaseType;
                if (type.IsAbstract || union == null || !union.IsAbstract || union.Namespace == null
                    || !union.Namespace.StartsWith("Resistance.Models")) continue;
                var tag = union.GetProperties(System.Reflection.BindingFlags.Public | System.Reflection.BindingFlags.Instance
                    | System.Reflection.BindingFlags.DeclaredOnly)[0];
                string value = (string)tag.GetValue(Activator.CreateInstance(type), null);
                variants++;
                if (!tags.Contains("\"" + tag.Name.ToLowerInvariant() + "\":\"" + value + "\"")) missing.Add(type.Name);
            }
            Check(variants > 100 && missing.Count == 0, "the games meet every variant; not met: " + string.Join(", ", missing.ToArray()));
            return variants;
        }

        static void ModelsRoundTrip()
        {
            var clock = System.Diagnostics.Stopwatch.StartNew();
            ModelsAreTheWireFormat();
            ModelsRoundTripBaseGames();
            ModelsRoundTripScriptsAndNames();
            ModelsRoundTripCells();
            int total = 0;
            foreach (var kind in roundTrips)
            {
                Check(kind.Value[1] == 0 && kind.Value[0] > 0,
                    kind.Key + ": " + kind.Value[0] + " came back byte for byte, " + kind.Value[1] + " did not");
                total += kind.Value[0];
            }
            int variants = MeetsEveryVariant();
            Console.WriteLine("models: {0} JSON documents of {1} kinds came back byte for byte, every one of {2} variants met ({3:F1} s)",
                total, roundTrips.Count, variants, clock.Elapsed.TotalSeconds);
        }
    }
}
