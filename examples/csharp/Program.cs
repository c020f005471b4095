// A Unity-style client of the Resistance C library: plays whole games through the
// typed calls (plot cards included), continues one from a JSON snapshot, plays the
// Cells variant through its own handle, and checks errors, the way a game would.
// Doubles as the C# test (scripts/test-ffi.sh):
//
//   mcs -out:client.exe unity/com.resistance.engine/Runtime/*.cs examples/csharp/*.cs
//   LD_LIBRARY_PATH=target/release mono client.exe
//
// Ends with "N passed, M failed"; exits non-zero on any failure.

using System;
using System.Collections.Generic;
using System.Runtime.InteropServices;

namespace Resistance
{
    static partial class Program
    {
        static int passed, failed;

        static void Check(bool condition, string what)
        {
            if (condition) { passed++; return; }
            failed++;
            Console.Error.WriteLine("check failed: " + what);
        }

        static List<uint> Seats(uint mask)
        {
            var seats = new List<uint>();
            for (int seat = 0; seat < 32; seat++)
                if ((mask & (1u << seat)) != 0) seats.Add((uint)seat);
            return seats;
        }

        /// <summary>`size` distinct random seats of `mask`.</summary>
        static byte[] Draw(uint mask, uint size, Random random)
        {
            var pool = Seats(mask);
            var drawn = new byte[size];
            for (int i = 0; i < drawn.Length; i++)
            {
                int pick = random.Next(pool.Count);
                drawn[i] = (byte)pool[pick];
                pool.RemoveAt(pick);
            }
            return drawn;
        }

        /// <summary>A bot: a random awaited seat does a random legal thing.</summary>
        static bool Step(Game game, Random random)
        {
            var awaiting = Seats(game.Awaiting);
            if (awaiting.Count == 0) return false;
            uint actor = awaiting[random.Next(awaiting.Count)];
            ChoiceMasks choices = game.ChoicesFor(actor);
            if (choices.Propose) game.Propose(actor, Draw(choices.TeamFrom, choices.TeamSize, random));
            else if (choices.ChooseAgenda) ChooseAgenda(game, actor, choices, random);
            else if (choices.Vote) game.Vote(actor, random.Next(2) == 0);
            else if (choices.PlaySuccess) game.PlayMission(actor, choices.PlayFail && random.Next(2) == 0);
            else if (choices.SetAside) game.SetAside(actor, Draw(choices.SetAsideFrom, 1, random)[0]);
            else if (choices.Inspect) game.Inspect(actor, Draw(choices.InspectFrom, 1, random)[0]);
            else if (choices.Assassinate) game.Assassinate(actor, Draw(choices.AssassinateFrom, 1, random)[0]);
            else if (choices.Other) PlayPlot(game, actor, random);
            else throw new InvalidOperationException("seat " + actor + " is awaited but may do nothing");
            return true;
        }

        /// <summary>How many agendas of one name and of two were sealed.</summary>
        static readonly int[] agendaSizes = new int[3];
        /// <summary>Whether ChoiceMasks.Other has so far said exactly when two names may be
        /// sealed instead.</summary>
        static bool agendaOtherAgrees = true;

        /// <summary>Seals a random agenda: of ChoiceMasks.AgendaSize names, or where each player
        /// chooses (DoubleAgendaFrom not 0), of two at even odds.</summary>
        static void ChooseAgenda(Game game, uint seat, ChoiceMasks choices, Random random)
        {
            uint pairs = game.DoubleAgendaFrom(seat);
            agendaOtherAgrees &= (pairs != 0) == choices.Other;
            byte[] names = pairs != 0 && random.Next(2) == 0
                ? Draw(pairs, 2, random)
                : Draw(choices.AgendaFrom, choices.AgendaSize, random);
            game.ChooseAgenda(seat, names);
            agendaSizes[names.Length]++;
        }

        /// <summary>Agendas of one name or two, each player's choice (HA2): both are sealed,
        /// the games end, and an agenda of three names is refused.</summary>
        static void PlaysWithAgendasOfOneNameOrTwo()
        {
            int before1 = agendaSizes[1], before2 = agendaSizes[2];
            for (int number = 0; number < 6; number++)
            {
                string opening;
                string config = "{\"players\":" + (5 + number) + ",\"seed\":" + number + ",\"agendas\":\"singleOrDouble\"}";
                using (var game = Game.FromJson(config, out opening))
                {
                    Check(game.DoubleAgendaFrom(0) == (1u << (5 + number)) - 1, "every seat may be named twice over");
                    Expect(Status.CommandRefused, ErrorCodes.AgendaSizeNotOneOrTwo,
                        () => game.ChooseAgenda(0, new byte[] { 0, 1, 2 }));
                    var random = new Random(number);
                    while (Step(game, random)) { }
                    Check(game.IsOver, "a game with agendas of one name or two ends");
                }
            }
            Check(agendaSizes[1] > before1 && agendaSizes[2] > before2, "agendas of one name and of two were sealed");
            Check(agendaOtherAgrees, "Choices.Other says when two names may be sealed instead");
            using (var game = Game.New(5, 1))
                Check(game.DoubleAgendaFrom(0) == 0, "no agendas, no double agenda");
            Console.WriteLine("agendas of one name or two: {0} single, {1} double", agendaSizes[1] - before1, agendaSizes[2] - before2);
        }

        /// <summary>How often each plot card was used, by code.</summary>
        static readonly int[] plotUses = new int[PlotCards.Kinds];
        /// <summary>Whether every plot command so far did what it says.</summary>
        static bool plotKept = true;

        /// <summary>A plot bot: decides from the plot choices alone (and, for Take
        /// Responsibility, the cards in front of the seat it takes from), as a Unity game
        /// would, and checks what the command did.</summary>
        static void PlayPlot(Game game, uint seat, Random random)
        {
            PlotChoiceMasks plot = game.PlotChoicesFor(seat);
            if (plot.Give)
            {
                var cards = plot.GiveCards.Present();
                PlotCard card = cards[random.Next(cards.Count)];
                uint to = Draw(plot.GiveTo, 1, random)[0];
                int before = game.PlotHeld(to)[card];
                game.GivePlotCard(seat, card, to);
                // Immediate cards are resolved, never kept; the others lie in front of `to`.
                bool immediate = card == PlotCard.TakeResponsibility || card == PlotCard.OverheardConversation
                    || card == PlotCard.OpenUp || card == PlotCard.EstablishConfidence;
                plotKept &= game.PlotHeld(to)[card] == before + (immediate ? 0 : 1);
            }
            else if (plot.Decline && random.Next(3) == 0) game.DeclinePlotCard(seat, plot.Card);
            else if (plot.UseCard)
            {
                // Strong Leader and No Confidence name nobody: the target is ignored.
                uint target = plot.Targets == 0 ? 0u : Draw(plot.Targets, 1, random)[0];
                PlotCard take = PlotCard.StrongLeader;
                if (plot.Card == PlotCard.TakeResponsibility)
                {
                    var theirs = game.PlotHeld(target).Present();
                    take = theirs[random.Next(theirs.Count)];
                }
                int mine = game.PlotHeld(seat)[take];
                game.UsePlotCard(seat, plot.Card, target, take);
                plotUses[(int)plot.Card]++;
                if (plot.Card == PlotCard.StrongLeader) plotKept &= game.Leader == seat;
                if (plot.Card == PlotCard.TakeResponsibility) plotKept &= game.PlotHeld(seat)[take] == mine + 1;
            }
            else throw new InvalidOperationException("seat " + seat + " has other choices than plot cards");
        }

        static void PlaysWholeGames()
        {
            for (uint players = 5; players <= 10; players++)
            {
                using (var game = Game.New(players, 1000 + players))
                {
                    var random = new Random((int)players);
                    int steps = 0;
                    while (Step(game, random)) steps++;
                    Check(game.IsOver && game.Phase == Phase.GameOver, players + " players: the game ended");
                    Winner winner = game.Winner;
                    EndReasonCode reason = game.EndReason;
                    Check(winner != Winner.None, players + " players: someone won");
                    Check((reason == EndReasonCode.ThreeSuccesses) == (winner == Winner.Resistance),
                        players + " players: the reason matches the winner");
                    string result = game.ResultJson();
                    Check(result.Contains(winner == Winner.Resistance ? "\"winner\":\"resistance\"" : "\"winner\":\"spy\""),
                        players + " players: the JSON result names the winner: " + result);
                    Check(game.PublicViewJson().Contains("\"reveal\":{\"roles\":["), "the end reveals every role");
                    Console.WriteLine("{0} players: {1} won ({2}) after {3} commands, round {4}",
                        players, winner, reason, steps, game.Round);
                }
            }
        }

        static void PlaysWithEveryModule()
        {
            const string config = "{\"players\":7,\"seed\":11,\"assassin\":{\"bodyGuard\":true}," +
                "\"trapper\":true,\"defector\":\"standard\",\"inquisitor\":true,\"agendas\":\"single\"}";
            int assassinations = 0;
            for (int number = 0; number < 10; number++)
            {
                string opening;
                using (var game = Game.FromJson(config.Replace("\"seed\":11", "\"seed\":" + number), out opening))
                {
                    var random = new Random(number);
                    bool sawOther = false;
                    while (true)
                    {
                        sawOther |= game.Phase == Phase.Other;
                        if (!Step(game, random)) break;
                    }
                    Check(game.IsOver && !sawOther, "a game with every module ends, every phase named");
                    EndReasonCode reason = game.EndReason;
                    if (reason == EndReasonCode.CommanderAssassinated || reason == EndReasonCode.AssassinMissed) assassinations++;
                }
            }
            Check(assassinations > 0, "the Assassin struck in some game");
            Console.WriteLine("every module: {0} of 10 games ended with the Assassin's shot", assassinations);
        }

        static void PlaysWithPlotCards()
        {
            Check(Marshal.SizeOf(typeof(ChoiceMasks)) == 40 && Marshal.SizeOf(typeof(PlotCards)) == 9
                && Marshal.SizeOf(typeof(PlotChoiceMasks)) == 24 && Marshal.SizeOf(typeof(PlotTable)) == 36,
                "the structs have the header's sizes");
            bool stepsAgree = true;
            for (uint players = 5; players <= 10; players++)
            {
                for (int seed = 0; seed < 4; seed++)
                {
                    string config = "{\"players\":" + players + ",\"seed\":" + seed + ",\"plotCards\":true}";
                    string opening;
                    using (var game = Game.FromJson(config, out opening))
                    {
                        var random = new Random(seed * 10 + (int)players);
                        do
                        {
                            // The plot steps are the phases Phase does not name; one seat acts.
                            PlotTable table = game.PlotTable;
                            stepsAgree &= table.InPlay && (game.Phase == Phase.Other) == (table.Step != PlotStep.None);
                            stepsAgree &= table.Step == PlotStep.None || game.Awaiting == 1u << (int)table.Seat;
                        } while (Step(game, random));
                        Check(game.IsOver, players + " players with plot cards: the game ended");
                    }
                }
            }
            Check(stepsAgree, "the plot table's step and seat agree with Phase and Awaiting");
            Check(plotKept, "every plot command did what it says (cards given, taken, Strong Leader leads)");
            for (int code = 0; code < PlotCards.Kinds; code++)
                if ((PlotCard)code != PlotCard.OpinionMaker)
                    Check(plotUses[code] > 0, (PlotCard)code + " was used in some game");
            Console.WriteLine("plot cards: " + string.Join(", ", plotUses) + " uses by card");

            string ignored;
            using (var game = Game.FromJson("{\"players\":5,\"seed\":3,\"plotCards\":true}", out ignored))
            {
                PlotTable table = game.PlotTable;
                Check(table.Step == PlotStep.Deal && table.Deck == 6, "five players: one card of seven drawn, to give");
                uint leader = table.Seat;
                PlotCard drawn = table.Drawn.Present()[0];
                string before = game.SnapshotJson();
                Expect(Status.CommandRefused, ErrorCodes.GivePlotCardToSelf, () => game.GivePlotCard(leader, drawn, leader));
                Expect(Status.CommandRefused, ErrorCodes.NotLeader, () => game.GivePlotCard((leader + 1) % 5, drawn, leader));
                Expect(Status.CommandRefused, ErrorCodes.MustResolvePlotCard, () => game.DeclinePlotCard(leader, PlotCard.OpenUp));
                Expect(Status.CommandRefused, ErrorCodes.PlotCardNotHeld, () => game.UsePlotCard(leader, PlotCard.NoConfidence));
                Expect(Status.InvalidArgument, ErrorCodes.InvalidArgument, () => game.GivePlotCard(leader, (PlotCard)9, 1));
                Expect(Status.InvalidArgument, ErrorCodes.InvalidArgument, () => game.UsePlotCard(leader, PlotCard.OpinionMaker));
                Check(game.SnapshotJson() == before, "refused plot commands change nothing");
            }
            using (var game = Game.New(5, 1))
            {
                Check(!game.PlotTable.InPlay && !game.PlotChoicesFor(0).Give, "a game without plot cards has none");
                Expect(Status.CommandRefused, ErrorCodes.WrongPhase, () => game.DeclinePlotCard(0, PlotCard.NoConfidence));
            }
        }

        static void RecordsReplayAndKeepTheSeed()
        {
            using (var game = Game.FromJson("{\"players\":5,\"seed\":31}", out string opening))
            {
                game.ApplyJson(game.Leader, "{\"type\":\"proposeTeam\",\"team\":[" + game.Leader + "," + ((game.Leader + 1) % 5) + "]}");
                string record = game.RecordJson();
                Check(record == game.SnapshotJson(), "the snapshot is the record");
                using (var replayed = Game.Replay(record))
                {
                    Check(replayed.RecordJson() == record, "a replayed game is the recorded one");
                }
                Check(game.SeededConfigJson().Contains("\"seed\":31"), "the seeded config has the seed");
                Check(!game.PlayerConfigJson().Contains("seed"), "the player config has none");
                string steps = Game.SeatReplayJson(record, 2);
                Check(steps.StartsWith("[{\"events\":["), "a seat's replay lists its steps");
                Check(!Game.SpectatorReplayJson(record).Contains("\"seed\""), "a spectator's replay has no seed");
                try
                {
                    Game.Replay(record.Replace("\"seat\":" + game.Leader + ",\"command\":{\"type\":\"proposeTeam\"", "\"seat\":" + ((game.Leader + 1) % 5) + ",\"command\":{\"type\":\"proposeTeam\""));
                    Check(false, "an edited record is refused");
                }
                catch (ResistanceException e)
                {
                    Check(e.Code == "record_command_refused", "an edited record names its command: " + e.Code);
                }
            }
        }

        static void ContinuesFromASnapshot()
        {
            using (var game = Game.New(7, 42))
            {
                var random = new Random(7);
                for (int i = 0; i < 20; i++) Step(game, random);
                string saved = game.SnapshotJson();
                using (var restored = Game.Restore(saved))
                {
                    Check(restored.SnapshotJson() == saved, "a restored game is the saved one");
                    var a = new Random(3);
                    var b = new Random(3);
                    while (Step(game, a) & Step(restored, b)) { }
                    Check(game.SnapshotJson() == restored.SnapshotJson(), "both play on identically");
                }
            }
        }

        static void SpeaksJson()
        {
            string opening;
            using (var game = Game.FromJson("{\"players\":5,\"seed\":2026}", out opening))
            {
                Check(opening.StartsWith("[{\"audience\":{\"type\":\"everyone\"},\"event\":{\"type\":\"gameStarted\""),
                    "the opening events: " + opening);
                uint leader = game.Leader;
                Check(leader == 3, "seed 2026 makes seat 3 the first leader (docs/wire-format.md)");
                string outcome = game.ApplyJson(leader, "{\"type\":\"proposeTeam\",\"team\":[3,4]}");
                Check(outcome == "{\"events\":[{\"audience\":{\"type\":\"everyone\"},\"event\":{\"type\":\"teamProposed\"," +
                    "\"round\":1,\"attempt\":1,\"leader\":3,\"team\":[3,4]}}]}", "the outcome JSON: " + outcome);
                Check(game.LastOutcomeJson() == outcome, "the last outcome is kept");
                Check(game.LastEventCount == 1, "one event: " + game.LastEventCount);
                Check(game.OpeningJson() == opening, "the opening can be asked for again");
                Check(game.ViewJson(3).StartsWith("{\"seat\":3,\"role\":\"spy\""), "seat 3's own view");
                Check(game.LegalCommandsJson(0) == "[{\"type\":\"vote\",\"vote\":\"approve\"},{\"type\":\"vote\",\"vote\":\"reject\"},{\"type\":\"leave\"}]",
                    "seat 0's legal commands");
            }
        }

        static void AsksForTheOpeningAgain()
        {
            string opening;
            using (var made = Game.FromJson("{\"players\":6,\"seed\":77}", out opening))
            using (var typed = Game.New(6, 77))
            {
                Check(typed.OpeningJson() == opening, "a game made by New has the same opening");
                var random = new Random(1);
                for (int i = 0; i < 10; i++) Step(typed, random);
                Check(typed.OpeningJson() == opening, "the opening stays what it was");
                using (var restored = Game.Restore(typed.SnapshotJson()))
                    Check(restored.OpeningJson() == "null", "a restored game has no opening");
            }
        }

        /// <summary>The elements of a JSON array of objects (the legal commands).</summary>
        static List<string> Elements(string array)
        {
            var items = new List<string>();
            int depth = 0, start = 0;
            bool inString = false;
            for (int i = 1; i < array.Length - 1; i++)
            {
                char c = array[i];
                if (inString) { if (c == '\\') i++; else if (c == '"') inString = false; continue; }
                if (c == '"') inString = true;
                else if (c == '{' || c == '[') { if (depth++ == 0) start = i; }
                else if ((c == '}' || c == ']') && --depth == 0) items.Add(array.Substring(start, i - start + 1));
            }
            return items;
        }

        static int Occurrences(string text, string part)
        {
            int count = 0;
            for (int at = text.IndexOf(part); at >= 0; at = text.IndexOf(part, at + 1)) count++;
            return count;
        }

        /// <summary>Whether every Cells step so far kept its outcome and counted its events.</summary>
        static bool cellsKept = true;

        /// <summary>A Cells bot: the lowest awaited seat sends a random legal command.</summary>
        static bool CellsStep(CellsGame game, Random random)
        {
            var awaiting = Seats(game.Awaiting);
            if (awaiting.Count == 0) return false;
            uint seat = awaiting[0];
            var legal = Elements(game.LegalCommandsJson(seat));
            string outcome = game.ApplyJson(seat, legal[random.Next(legal.Count)]);
            cellsKept &= game.LastOutcomeJson() == outcome
                && game.LastEventCount == (ulong)Occurrences(outcome, "{\"audience\":");
            return true;
        }

        static void PlaysCells()
        {
            for (uint players = 3; players <= 4; players++)
            {
                string opening;
                using (var game = CellsGame.FromJson("{\"players\":" + players + ",\"seed\":" + (40 + players) + "}", out opening))
                {
                    Check(game.OpeningJson() == opening, "a Cells game's opening can be asked for again");
                    Check(game.LastOutcomeJson() == "{\"events\":[]}" && game.LastEventCount == 0, "no outcome yet");
                    var random = new Random((int)players);
                    int steps = 0;
                    while (steps < 5000 && CellsStep(game, random)) steps++;
                    Check(game.IsOver, players + " players of Cells: the game ended after " + steps + " commands");
                    Check(game.ResultJson().StartsWith("{\"winner\":"), "a Cells result: " + game.ResultJson());
                    Check(game.PublicViewJson().StartsWith("{"), "a Cells public view");
                    Console.WriteLine("Cells, {0} players: {1} after {2} commands", players, game.ResultJson(), steps);
                }
            }
            using (var game = CellsGame.FromJson("{\"players\":4,\"seed\":5}", out _))
            {
                var random = new Random(5);
                for (int i = 0; i < 12; i++) CellsStep(game, random);
                string saved = game.SnapshotJson();
                using (var restored = CellsGame.Restore(saved))
                using (var copy = game.Clone())
                {
                    Check(restored.SnapshotJson() == saved && copy.SnapshotJson() == saved, "a restored and a cloned Cells game are the saved one");
                    Check(copy.LastOutcomeJson() == game.LastOutcomeJson(), "a clone carries the last outcome over");
                    Check(restored.LastOutcomeJson() == "{\"events\":[]}", "a restored game starts with none");
                    Check(restored.OpeningJson() == "null", "a restored Cells game has no opening");
                    Check(copy.OpeningJson() == game.OpeningJson(), "a clone has the opening");
                    var a = new Random(9);
                    var b = new Random(9);
                    while (CellsStep(game, a) & CellsStep(restored, b)) { }
                    Check(game.SnapshotJson() == restored.SnapshotJson(), "both Cells games play on identically");
                }
                Expect(Status.NoSuchSeat, "no_such_seat", () => game.ViewJson(4));
                Expect(Status.InvalidJson, "invalid_json", () => game.ApplyJson(0, "{\"type\":\"scoutDeck\",\"x\":1}"));
            }
            Check(cellsKept, "every Cells command's outcome is the last outcome, its events counted");
            string ignored;
            Expect(Status.InvalidConfig, "player_count", () => CellsGame.FromJson("{\"players\":5,\"seed\":1}", out ignored).Dispose());
        }

        static void Expect(Status status, string code, Action call)
        {
            try
            {
                call();
                Check(false, "expected " + status + " / " + code);
            }
            catch (ResistanceException error)
            {
                Check(error.Status == status && error.Code == code,
                    "expected " + status + " / " + code + ", got " + error.Status + " / " + error.Code);
                Check(Array.IndexOf(ErrorCodes.All, error.Code) >= 0,
                    "the code " + error.Code + " is one ErrorCodes lists");
                Check(error.Message.Length > 0, "a readable message");
            }
        }

        /// <summary>The engine's bots play whole games: each command one of the seat's legal
        /// commands, PlayBot playing exactly it; an idle seat and another kind refused.</summary>
        static void PlaysWithTheEnginesBots()
        {
            // The search bot plays games with the plot cards as the logical bot does
            // (quickly): its searches are the Rust tests'.
            foreach (BotKind kind in new[] { BotKind.Random, BotKind.Logical, BotKind.StandIn, BotKind.Search })
            {
                string opening;
                using (var game = Game.FromJson("{\"players\":7,\"seed\":21,\"assassin\":{\"bodyGuard\":true},\"plotCards\":true}", out opening))
                {
                    var random = new Random(21);
                    bool legal = true, same = true;
                    int steps = 0;
                    for (var awaiting = Seats(game.Awaiting); awaiting.Count > 0 && steps < 1000; awaiting = Seats(game.Awaiting))
                    {
                        uint seat = awaiting[random.Next(awaiting.Count)];
                        ulong seed = (ulong)random.Next();
                        string command = game.BotCommandJson(seat, kind, seed);
                        legal &= game.LegalCommandsJson(seat).Contains(command) && !command.Contains("\"leave\"");
                        using (var copy = Game.Restore(game.RecordJson()))
                        {
                            string outcome = copy.ApplyJson(seat, command);
                            game.PlayBot(seat, kind, seed);
                            same &= outcome == game.LastOutcomeJson();
                        }
                        steps++;
                    }
                    Check(game.IsOver && legal, kind + " bots play legal commands to the end");
                    Check(same, kind + ": PlayBot plays the command BotCommandJson answers");
                    Console.WriteLine("{0} bots: {1} won after {2} commands", kind, game.Winner, steps);
                }
            }
            using (var game = Game.New(5, 2026))
            {
                uint idle = (game.Leader + 1) % 5;
                string before = game.SnapshotJson();
                Expect(Status.BotRefused, "nothing_to_do", () => game.BotCommandJson(idle, BotKind.Logical, 1));
                Expect(Status.BotRefused, "nothing_to_do", () => game.PlayBot(idle, BotKind.StandIn, 1));
                Expect(Status.InvalidArgument, "invalid_argument", () => game.PlayBot(game.Leader, (BotKind)4, 1));
                Expect(Status.NoSuchSeat, "no_such_seat", () => game.BotCommandJson(5, BotKind.Random, 1));
                Check(game.SnapshotJson() == before, "refused bots change nothing");
                Check(game.BotCommandJson(game.Leader, BotKind.Random, 7) == game.BotCommandJson(game.Leader, BotKind.Random, 7),
                    "the same seed gives the same command");
            }
        }

        /// <summary>The calls the wrappers gained with the package: each answers what its
        /// typed twin or its JSON says.</summary>
        static void UsesTheRestOfTheHeader()
        {
            using (var game = Game.New(7, 42))
            {
                Check(game.Players == 7, "Players reads the table");
                Check(game.TeamSize == game.ChoicesFor(game.Leader).TeamSize, "TeamSize is the leader's team size");
                Check(game.ChoicesJson(game.Leader).StartsWith("{\"propose\":{\"size\":" + game.TeamSize),
                    "ChoicesJson names the team size: " + game.ChoicesJson(game.Leader));
                using (var copy = game.Clone())
                {
                    copy.Propose(copy.Leader, Draw(copy.ChoicesFor(copy.Leader).TeamFrom, copy.TeamSize, new Random(1)));
                    Check(copy.Phase == Phase.Voting && game.Phase == Phase.Proposal, "a clone goes on alone");
                    Check(copy.RecordJson() != game.RecordJson(), "the clone's record has its own command");
                    for (uint seat = 0; seat < 7; seat++) copy.Vote(seat, seat != 1);
                    var history = copy.History(2);
                    var first = history.Rounds[0].Proposals[0];
                    Check(history.Seat == 2 && history.Rounds.Count == 1 && first.Approved
                          && first.Rejections.Count == 1 && first.Rejections[0] == 1
                          && history.Rounds[0].Own != null,
                        "a seat's history holds the vote: " + copy.HistoryJson(2));
                    var spectator = copy.PublicHistory();
                    Check(spectator.Seat == null && spectator.Rounds[0].Own == null
                          && spectator.Rounds[0].Proposals[0].Approvals.Count == 6,
                        "the public history: " + copy.PublicHistoryJson());
                }
                string script = game.RevealScriptJson(Language.English);
                string avalon = game.RevealScriptJson(Language.English, Naming.Avalon);
                Check(script.Contains("\"naming\":\"resistance\"") && avalon.Contains("\"naming\":\"avalon\""),
                    "the script under both namings");
                Expect(Status.InvalidArgument, "invalid_argument", () => game.RevealScriptJson((Language)7));
                Expect(Status.CommandRefused, "seat_not_vacant", () => game.ClaimSeat(0));
                Expect(Status.CommandRefused, "no_hidden_agenda", () => game.RevealAgenda(0, 0));
                game.Leave(3);
                Check(game.IsOver && game.EndReason == EndReasonCode.Abandoned, "a player leaving ends the game (leave policy endGame)");
            }
            Check(Engine.NamesJson(Language.English, Naming.Avalon).Contains("\"commander\":\"Merlin\""), "Avalon names Merlin");
            Check(Engine.StatusName(Status.CommandRefused) == "command_refused" && Engine.StatusName((Status)99) == "unknown",
                "status names");
            Engine.ClearLastError();
            Check(Engine.LastErrorStatus == Status.Ok, "no error after ClearLastError");
            Expect(Status.InvalidConfig, "player_count", () => Game.New(11, 1).Dispose());
            Check(Engine.LastErrorStatus == Status.InvalidConfig, "LastErrorStatus keeps the refusal");
            string cellsOpening;
            using (var cells = CellsGame.FromJson("{\"players\":3,\"seed\":5}", out cellsOpening))
            {
                Check(cells.ChoicesJson(0).StartsWith("{\"arrange\":true"), "Cells choices: " + cells.ChoicesJson(0));
                Check(CellsGame.SpectatorReplayJson(cells.RecordJson()).Contains("\"steps\":["), "a Cells spectator replay");
            }
        }

        static void ReportsErrors()
        {
            using (var game = Game.New(5, 2026))
            {
                string before = game.SnapshotJson();
                Expect(Status.CommandRefused, "not_leader", () => game.Propose(0, new byte[] { 0, 1 }));
                Expect(Status.CommandRefused, "wrong_phase", () => game.Vote(0, true));
                Expect(Status.NoSuchSeat, "no_such_seat", () => game.Vote(9, true));
                Expect(Status.InvalidJson, "invalid_json", () => game.ApplyJson(0, "{\"type\":"));
                Expect(Status.InvalidJson, "invalid_json", () => game.ApplyJson(0, "{\"type\":\"dance\"}"));
                Check(game.SnapshotJson() == before, "refused commands change nothing");
            }
            Expect(Status.InvalidConfig, "player_count", () => Game.New(4, 1).Dispose());
            Expect(Status.SnapshotRefused, "unsupported_snapshot_version",
                () => Game.Restore("{\"version\":99,\"game\":{}}").Dispose());
            Check(Engine.SelfTestPanic() == Status.Panic, "a panic comes back as a status");
        }

        /// <summary>Run without the library on the search path (scripts/test-ffi.sh does):
        /// the first call says which file goes in which Plugins folder.</summary>
        static void SaysWhereTheLibraryGoes()
        {
            foreach (var call in new Action[] { () => Game.New(5, 1).Dispose(), () => Console.WriteLine(Engine.Version) })
            {
                try
                {
                    call();
                    Check(false, "the library is not on the search path in this run");
                }
                catch (NativeLibraryMissingException error)
                {
                    // The package ships this one, with a .meta that enables it: nothing to
                    // tick in the Inspector (the README says so too).
                    Check(error.Message.Contains("put libresistance_ffi.so in Packages/com.resistance.engine/Plugins/Linux/x86_64/")
                        && error.Message.Contains("The package ships it")
                        && error.Message.Contains("bash scripts/unity-package.sh")
                        && !error.Message.Contains("Inspector")
                        && error.InnerException is DllNotFoundException, "the message says what to do: " + error.Message);
                }
            }
            string unsupported = Plugin.Missing(null);
            Check(unsupported.Contains("no native library for this platform") && unsupported.Contains("Android arm64-v8a, iOS"),
                "an unsupported platform says so: " + unsupported);
            Check(Plugin.Current == Plugin.Supported[0], "this machine is Linux x86_64");
            string macOS = Plugin.Missing(Plugin.Supported[2]);
            Check(macOS.Contains("Plugins/macOS/README.md") && macOS.Contains("aarch64-apple-darwin")
                && !macOS.Contains("ships") && !macOS.Contains("Inspector"), "a library to build says where its commands are: " + macOS);
        }

        static int Main(string[] args)
        {
            if (args.Length == 1 && args[0] == "--missing-library")
            {
                SaysWhereTheLibraryGoes();
                Console.WriteLine("{0} passed, {1} failed", passed, failed);
                return failed == 0 ? 0 : 1;
            }
            string version = Engine.Version;
            Console.WriteLine("resistance " + version + ", snapshot version " + Engine.SnapshotVersion);
            Check(!string.IsNullOrEmpty(version), "a version");
            ulong first = Engine.SecureSeed(), second = Engine.SecureSeed();
            Check(first != second && first < (1UL << 53) && second < (1UL << 53),
                  "secure seeds are fresh and fit a configuration");
            try
            {
                PlaysWholeGames();
                PlaysWithEveryModule();
                PlaysWithAgendasOfOneNameOrTwo();
                PlaysWithPlotCards();
                ContinuesFromASnapshot();
                RecordsReplayAndKeepTheSeed();
                SpeaksJson();
                AsksForTheOpeningAgain();
                PlaysCells();
                PlaysWithTheEnginesBots();
                UsesTheRestOfTheHeader();
                ModelsRoundTrip();
                ReportsErrors();
            }
            catch (Exception error)
            {
                failed++;
                Console.Error.WriteLine("unexpected: " + error);
            }
            Console.WriteLine("{0} passed, {1} failed", passed, failed);
            return failed == 0 ? 0 : 1;
        }
    }
}
