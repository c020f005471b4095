// Plays the package's sample (Samples~/PlayAGame) under mono, as its menu item would,
// and checks what it tells: a whole game to its result, the seed told last and never
// before (it deals every role). scripts/test-ffi.sh runs it against the package's
// Linux library. Ends with "N passed, M failed". Not part of the package.

using System;
using System.Collections.Generic;
using Resistance;
using Resistance.Models;
using Resistance.Samples;

static class RunSample
{
    static int passed, failed;

    static void Check(bool condition, string what)
    {
        if (condition) { passed++; return; }
        failed++;
        Console.Error.WriteLine("check failed: " + what);
    }

    static int Main()
    {
        try
        {
            foreach (uint players in new uint[] { 5, 7, 10 })
            {
                var lines = new List<string>();
                GameResult result = SampleGame.Play(players, lines.Add);
                if (players == 7) foreach (string line in lines) Console.WriteLine(line);
                Check(result != null && result.Winner.HasValue, players + " players: the game has a winner");
                Check(lines.Exists(line => line.StartsWith("Round 1: seat ")), "it tells the rounds");
                Check(lines.Exists(line => line.StartsWith("Roles: seat 1 ")), "it tells the roles at the end");
                string last = lines[lines.Count - 1];
                Check(last.StartsWith("Seed "), "the seed comes last: " + last);
                string seed = last.Split(' ')[1];
                Check(lines.FindIndex(line => line.Contains(seed)) == lines.Count - 1, "the seed is told only once the game is over");
            }
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
