// The sample "Play a game" of com.resistance.engine, with no scene: a whole game,
// every seat played by the engine's logical bot, told as the table hears it (the
// events whose audience is everyone). In the Editor, Tools > Resistance > Play a
// sample game (Editor/PlaySampleGameMenu.cs) plays one and prints it to the Console;
// call SampleGame.Play the same way from your own code (a MonoBehaviour's Start, a
// test).
//
// Plain C# over the package's Runtime: scripts/test-ffi.sh compiles it and plays it
// under mono, against the package's Linux library.

using System;
using System.Collections.Generic;
using System.Text;
using Resistance.Models;

namespace Resistance.Samples
{
    public static class SampleGame
    {
        /// <summary>Plays one game of `players` seats (5 to 10), each seat the engine's
        /// logical bot; `say` receives the story line by line. Returns the result.</summary>
        public static GameResult Play(uint players, Action<string> say)
        {
            // The seed is the deal: from the secure source, and told only once the game
            // is over (anyone who knows it knows every role).
            ulong seed = Engine.SecureSeed();
            var config = new ResolvedGameConfig { Players = players, Seed = (long)seed, LeavePolicy = LeavePolicy.EndGame };
            List<Envelope> opening;
            using (Game game = Game.New(config, out opening))
            {
                say("The Resistance engine " + Engine.Version + ": " + players + " seats, each played by the logical bot.");
                TellTheTable(opening, say);
                for (int commands = 0; !game.IsOver; commands++)
                {
                    if (commands > 1000) throw new InvalidOperationException("a game ends in far fewer commands");
                    // The host's view of who must act (it names the Assassin during the
                    // assassination): for the bots, never for the players' screens.
                    uint awaiting = game.Awaiting;
                    uint seat = 0;
                    while ((awaiting & (1u << (int)seat)) == 0) seat++;
                    // A fresh secure seed each decision: with a predictable one a player
                    // could replay the bot's choice under each guess of its role.
                    game.PlayBot(seat, BotKind.Logical, Engine.SecureSeed());
                    TellTheTable(game.LastOutcome().Events, say);
                }
                say("Seed " + seed + " dealt this game: Game.New with it plays the same deal again.");
                return game.Result();
            }
        }

        /// <summary>The events everyone may hear, as lines. A real table would also give
        /// each seat the events addressed to it alone (SeatsAudience).</summary>
        static void TellTheTable(List<Envelope> envelopes, Action<string> say)
        {
            foreach (Envelope envelope in envelopes)
            {
                if (!(envelope.Audience is EveryoneAudience)) continue;
                string line = Describe(envelope.Event);
                if (line != null) say(line);
            }
        }

        /// <summary>Seats as a person reads them: from 1.</summary>
        static string Seats(List<long> seats)
        {
            var names = new List<string>();
            foreach (long seat in seats) names.Add((seat + 1).ToString());
            return names.Count == 0 ? "nobody" : string.Join(", ", names.ToArray());
        }

        static string Describe(Event happened)
        {
            var round = happened as RoundStartedEvent;
            if (round != null)
                return "Round " + round.Round + ": seat " + (round.Leader + 1) + " leads a team of " + round.TeamSize + ".";
            var proposed = happened as TeamProposedEvent;
            if (proposed != null) return "  Seat " + (proposed.Leader + 1) + " proposes seats " + Seats(proposed.Team) + ".";
            var votes = happened as VotesRevealedEvent;
            if (votes != null)
                return "  " + (votes.Approved ? "Approved" : "Rejected") + " (for: " + Seats(votes.Approvals)
                    + "; against: " + Seats(votes.Rejections) + ").";
            var mission = happened as MissionResolvedEvent;
            if (mission != null)
                return "  The mission " + (mission.Succeeded ? "succeeds" : "fails") + " with " + mission.Fails
                    + (mission.Fails == 1 ? " fail card." : " fail cards.");
            var ended = happened as GameEndedEvent;
            if (ended != null)
                return (ended.Winner == Allegiance.Resistance ? "The Resistance wins" : ended.Winner == Allegiance.Spy
                    ? "The spies win" : "Nobody wins") + " (" + ended.Reason.Type + ").";
            var roles = happened as RolesRevealedEvent;
            if (roles != null)
            {
                var line = new StringBuilder("Roles:");
                for (int seat = 0; seat < roles.Roles.Count; seat++)
                    line.Append(seat == 0 ? " " : ", ").Append("seat ").Append(seat + 1).Append(' ').Append(roles.Roles[seat]);
                return line.Append('.').ToString();
            }
            return null;
        }
    }
}
