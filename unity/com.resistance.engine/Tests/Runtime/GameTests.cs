// Runtime tests of the package, for Unity's Test Runner (Window > General > Test
// Runner, PlayMode; list the package under "testables" in Packages/manifest.json) and
// for mono: scripts/test-ffi.sh compiles this file with the Runtime against NUnit 2.6
// (Debian's nunit-console) and runs it against the package's own Linux library.
// Unity's NUnit is 3.5: these tests use only what both versions have ([TestFixture],
// [Test], [TestCase], Assert.AreEqual/IsTrue/Throws/That), so the same file runs
// under both; the Unity run itself is not made here (no Unity on that machine).

using System;
using System.Collections.Generic;
using NUnit.Framework;
using Resistance.Models;

namespace Resistance.Tests
{
    [TestFixture]
    public class GameTests
    {
        /// <summary>Plays `game` to its end with the engine's logical bot in every seat;
        /// returns the number of commands.</summary>
        static int PlayOut(Game game)
        {
            int commands = 0;
            while (!game.IsOver)
            {
                Assert.Less(commands, 1000, "a game ends in far fewer commands");
                uint awaiting = game.Awaiting;
                Assert.AreNotEqual(0u, awaiting, "a game that goes on waits for someone");
                uint seat = 0;
                while ((awaiting & (1u << (int)seat)) == 0) seat++;
                game.PlayBot(seat, BotKind.Logical, Engine.SecureSeed());
                commands++;
            }
            return commands;
        }

        [Test]
        public void TheLibraryLoadsAndSaysItsVersion()
        {
            Assert.IsNotNull(Plugin.Current, "a platform the package has a library for");
            StringAssert.IsMatch(@"^\d+\.\d+\.\d+$", Engine.Version);
            Assert.Greater(Engine.SnapshotVersion, 0u);
        }

        [Test]
        public void SecureSeedsAreFreshAndFitAConfiguration()
        {
            ulong first = Engine.SecureSeed(), second = Engine.SecureSeed();
            Assert.AreNotEqual(first, second);
            Assert.Less(first, 1UL << 53);
            Assert.Less(second, 1UL << 53);
        }

        [TestCase(5u)]
        [TestCase(7u)]
        [TestCase(10u)]
        public void BotsPlayAWholeGame(uint players)
        {
            using (Game game = Game.New(players, Engine.SecureSeed()))
            {
                Assert.AreEqual(players, game.Players);
                Assert.IsNull(game.Result(), "no result while the game goes on");
                int commands = PlayOut(game);
                Assert.Greater(commands, (int)players, "at least a proposal and its votes");
                GameResult result = game.Result();
                Assert.IsNotNull(result);
                Assert.IsTrue(result.Winner.HasValue, "a game the bots play out has a winner");
                Assert.AreEqual(result.Winner == Allegiance.Resistance ? Winner.Resistance : Winner.Spies, game.Winner);
                Assert.AreNotEqual(EndReasonCode.NotOver, game.EndReason);
                Assert.AreEqual(Phase.GameOver, game.Phase);
            }
        }

        [Test]
        public void ASeatSeesOnlyWhatItMayKnow()
        {
            // Five players, the base game: two spies who know each other; the three
            // Resistance members learn nothing at setup.
            using (Game game = Game.New(5, Engine.SecureSeed()))
            {
                var spies = new List<long>();
                for (uint seat = 0; seat < 5; seat++)
                    if (game.View(seat).Allegiance == Allegiance.Spy) spies.Add(seat);
                Assert.AreEqual(2, spies.Count);
                for (uint seat = 0; seat < 5; seat++)
                {
                    PlayerView view = game.View(seat);
                    Assert.AreEqual(seat, view.Seat);
                    if (view.Allegiance == Allegiance.Resistance)
                    {
                        Assert.AreEqual(0, view.Sightings.Count, "a Resistance member learns nobody's side");
                    }
                    else
                    {
                        Assert.AreEqual(1, view.Sightings.Count, "a spy sees the other spy");
                        Assert.AreNotEqual((long)seat, view.Sightings[0].Seat);
                        Assert.Contains(view.Sightings[0].Seat, spies);
                    }
                }
            }
        }

        [Test]
        public void ARefusedCommandThrowsItsCodeAndChangesNothing()
        {
            using (Game game = Game.New(5, Engine.SecureSeed()))
            {
                uint other = (game.Leader + 1) % 5;
                string before = game.SnapshotJson();
                var refused = Assert.Throws<ResistanceException>(() => game.Propose(other, new byte[] { 0, 1 }));
                Assert.AreEqual(Status.CommandRefused, refused.Status);
                Assert.AreEqual(ErrorCodes.NotLeader, refused.Code);
                Assert.IsNotEmpty(refused.Message);
                Assert.AreEqual(before, game.SnapshotJson(), "a refused command changes nothing");
                var noSeat = Assert.Throws<ResistanceException>(() => game.Vote(9, true));
                Assert.AreEqual(Status.NoSuchSeat, noSeat.Status);
            }
        }

        [Test]
        public void AGameReplaysFromItsRecord()
        {
            using (Game game = Game.New(7, Engine.SecureSeed()))
            {
                PlayOut(game);
                GameRecord record = game.Record();
                using (Game replayed = Game.Replay(record))
                {
                    Assert.IsTrue(replayed.IsOver);
                    Assert.AreEqual(game.ResultJson(), replayed.ResultJson());
                    Assert.AreEqual(game.PublicViewJson(), replayed.PublicViewJson());
                }
            }
        }

        [Test]
        public void ModelsWriteBackTheEnginesJson()
        {
            using (Game game = Game.New(6, Engine.SecureSeed()))
            {
                for (uint seat = 0; seat < 6; seat++)
                {
                    string json = game.ViewJson(seat);
                    Assert.AreEqual(json, PlayerView.FromJson(json).ToJson());
                }
                PlayOut(game);
                string record = game.RecordJson();
                Assert.AreEqual(record, GameRecord.FromJson(record).ToJson());
            }
        }

        [Test]
        public void TheSharedNameSetsAreTheHeadersNumbers()
        {
            // One BotKind and one PlotCard (Resistance), read and written by the models
            // under their wire names, numbered as the C header numbers them.
            Assert.AreEqual(BotKind.StandIn, Wire.ParseBotKind("standIn"));
            Assert.AreEqual(2u, (uint)BotKind.StandIn);
            Assert.AreEqual("inTheSpotlight", Wire.Name(PlotCard.InTheSpotlight));
            Assert.AreEqual(8u, (uint)PlotCard.InTheSpotlight);
            Assert.Throws<WireFormatException>(() => Wire.ParseBotKind("genius"));
        }
    }
}
