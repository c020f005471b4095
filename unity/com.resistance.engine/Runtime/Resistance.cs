// C# bindings of the Resistance C library (the Unity package com.resistance.engine):
// the header's enums and structs, SafeHandles that free the games, and the Engine,
// Game and CellsGame classes that turn statuses into exceptions (Status itself is
// generated in ErrorCodes.cs). The DllImports are
// in Native.cs; where to put the native library: the package's README.md.

using System;
using System.Collections.Generic;
using System.Runtime.InteropServices;
using System.Text;

namespace Resistance
{
    /// <summary>The engine's bots (ResistanceBotKind), by strength. The numbers never
    /// change; a kind the engine gains gets the next one. Also the wire format's
    /// BotKind: the models read and write it by name ("standIn").</summary>
    public enum BotKind : uint
    {
        /// <summary>Any command that moves the game on, at random.</summary>
        Random = 0,
        /// <summary>Reasons from what the seat knows.</summary>
        Logical = 1,
        /// <summary>For a player who timed out or left: gives nothing away about the
        /// seat's role.</summary>
        StandIn = 2,
        /// <summary>Searches: plays the logical bot's choice and others out with
        /// logical players (the strongest; tens of milliseconds a decision).</summary>
        Search = 3,
    }

    /// <summary>The names a text of the engine uses (ResistanceNaming). The numbers
    /// never change. Also the wire format's Naming.</summary>
    public enum Naming : uint { Resistance = 0, Avalon = 1 }

    /// <summary>The languages of the engine's texts, as the `language` argument of the
    /// script and names calls takes them. Also the wire format's Language.</summary>
    public enum Language : uint { English = 0, Russian = 1, Vietnamese = 2 }

    public enum Phase : int
    {
        Proposal = 0, Voting = 1, Mission = 2, GameOver = 3, AgendaChoice = 4, Trapping = 5,
        Inquisition = 6, Assassination = 7, Other = 255,
    }

    public enum Winner : int { None = 0, Resistance = 1, Spies = 2 }

    /// <summary>How the game ended (ResistanceEndReason), as Game.EndReason reads it;
    /// the wire format's EndReason (Models.EndReason, in Result()) says it with its
    /// details.</summary>
    public enum EndReasonCode : int
    {
        NotOver = 0, ThreeSuccesses = 1, ThreeFailures = 2, FiveRejections = 3, Abandoned = 4,
        CommanderAssassinated = 5, AssassinMissed = 6, Other = 255,
    }

    /// <summary>What one seat may do now (ResistanceChoices, Game.ChoicesFor): the same
    /// fields in the same order as the header; C's bool is one byte. Masks: bit i is
    /// seat i. The wire format's Choices is Models.Choices (Game.CompactChoices).</summary>
    [StructLayout(LayoutKind.Sequential)]
    public struct ChoiceMasks
    {
        public uint TeamSize;
        public uint TeamFrom;
        public uint SetAsideFrom;
        public uint InspectFrom;
        public uint AssassinateFrom;
        public uint AgendaSize;
        public uint AgendaFrom;
        [MarshalAs(UnmanagedType.U1)] public bool Propose;
        [MarshalAs(UnmanagedType.U1)] public bool Vote;
        [MarshalAs(UnmanagedType.U1)] public bool PlaySuccess;
        [MarshalAs(UnmanagedType.U1)] public bool PlayFail;
        [MarshalAs(UnmanagedType.U1)] public bool SetAside;
        [MarshalAs(UnmanagedType.U1)] public bool Inspect;
        [MarshalAs(UnmanagedType.U1)] public bool Assassinate;
        [MarshalAs(UnmanagedType.U1)] public bool ChooseAgenda;
        [MarshalAs(UnmanagedType.U1)] public bool RevealAgenda;
        [MarshalAs(UnmanagedType.U1)] public bool Leave;
        [MarshalAs(UnmanagedType.U1)] public bool ClaimSeat;
        [MarshalAs(UnmanagedType.U1)] public bool Other;
    }

    /// <summary>A plot card's code (ResistancePlotCard): the engine's order of cards. The
    /// numbers never change. Also the wire format's PlotCard: the models read and write
    /// it by name ("strongLeader").</summary>
    public enum PlotCard : uint
    {
        StrongLeader = 0, KeepingACloseEyeOnYou = 1, NoConfidence = 2, OpinionMaker = 3,
        TakeResponsibility = 4, OverheardConversation = 5, OpenUp = 6, EstablishConfidence = 7,
        InTheSpotlight = 8,
    }

    /// <summary>What the plot cards wait for (ResistancePlotStep). Phase reads Other
    /// during every step but None.</summary>
    public enum PlotStep : int
    {
        None = 0, Deal = 1, Resolution = 2, BeforeProposal = 3, AfterApproval = 4, AfterCards = 5,
    }

    /// <summary>Plot cards counted by code (ResistancePlotCards): nine bytes.</summary>
    [StructLayout(LayoutKind.Sequential)]
    public struct PlotCards
    {
        public const int Kinds = 9;
        [MarshalAs(UnmanagedType.ByValArray, SizeConst = Kinds)] public byte[] Count;

        /// <summary>How many copies of `card`.</summary>
        public int this[PlotCard card] { get { return Count == null ? 0 : Count[(int)card]; } }

        /// <summary>The cards there is at least one of.</summary>
        public List<PlotCard> Present()
        {
            var present = new List<PlotCard>();
            for (int code = 0; code < Kinds; code++)
                if (this[(PlotCard)code] > 0) present.Add((PlotCard)code);
            return present;
        }
    }

    /// <summary>What one seat may do with plot cards (ResistancePlotChoices,
    /// Game.PlotChoicesFor), the fields of the header in its order. Masks: bit i is seat
    /// i. The wire format's PlotChoices is Models.PlotChoices.</summary>
    [StructLayout(LayoutKind.Sequential)]
    public struct PlotChoiceMasks
    {
        public uint GiveTo;
        public PlotCard Card;
        public uint Targets;
        public PlotCards GiveCards;
        [MarshalAs(UnmanagedType.U1)] public bool Give;
        [MarshalAs(UnmanagedType.U1)] public bool UseCard;
        [MarshalAs(UnmanagedType.U1)] public bool Decline;
    }

    /// <summary>The plot cards as everyone sees them (ResistancePlotTable).</summary>
    [StructLayout(LayoutKind.Sequential)]
    public struct PlotTable
    {
        public PlotStep Step;
        public uint Seat;
        public PlotCard Card;
        public uint Answered;
        public uint Team;
        public uint Deck;
        public PlotCards Drawn;
        [MarshalAs(UnmanagedType.U1)] public bool InPlay;
    }

    /// <summary>Owns a game of the library; the runtime frees it even if Dispose is
    /// forgotten. Each kind of game has its own handle, freed by its own function.</summary>
    public abstract class OwnedHandle : SafeHandle
    {
        protected OwnedHandle() : base(IntPtr.Zero, true) { }
        public override bool IsInvalid { get { return handle == IntPtr.Zero; } }
        protected abstract void Free(IntPtr game);
        protected override bool ReleaseHandle()
        {
            Free(handle);
            return true;
        }
    }

    /// <summary>Owns a ResistanceGame*.</summary>
    public sealed class GameHandle : OwnedHandle
    {
        protected override void Free(IntPtr game) { Native.resistance_game_free(game); }
    }

    /// <summary>Owns a ResistanceCellsGame* (the Cells variant's own handle).</summary>
    public sealed class CellsHandle : OwnedHandle
    {
        protected override void Free(IntPtr game) { Native.resistance_cells_free(game); }
    }

    /// <summary>A refused call: the status, the stable code and the message.</summary>
    public sealed class ResistanceException : Exception
    {
        public Status Status { get; private set; }
        public string Code { get; private set; }

        public ResistanceException(Status status, string code, string message) : base(message)
        {
            Status = status;
            Code = code;
        }

        /// <summary>Throws for any status but Ok, with the thread's last error.</summary>
        public static void Check(Status status)
        {
            if (status == Status.Ok) return;
            IntPtr text;
            UIntPtr len;
            string code = Native.resistance_last_error_code(out text, out len) == Status.Ok
                ? Native.Take(text, len) : "";
            string message = Native.resistance_last_error_message(out text, out len) == Status.Ok
                ? Native.Take(text, len) : status.ToString();
            throw new ResistanceException(status, code, message);
        }
    }

    /// <summary>The calls that need no game: the library's version, the names of the
    /// cards, the last error of this thread.</summary>
    public static partial class Engine
    {
        /// <summary>The library's version, "0.1.0" say.</summary>
        public static string Version
        {
            get { Plugin.Require(); return Marshal.PtrToStringAnsi(Native.resistance_version()); }
        }

        /// <summary>The version of the records and snapshots this library writes.</summary>
        public static uint SnapshotVersion { get { Plugin.Require(); return Native.resistance_snapshot_version(); } }

        /// <summary>A seed from the operating system's secure source (at most
        /// 2^53 - 1). Use it for every game people play and every bot decision: a seed
        /// is the deal, and a constant, a clock or a counter lets a player guess it.
        /// Throws a <see cref="ResistanceException"/> (code "seed_unavailable") when
        /// the system has no secure source.</summary>
        public static ulong SecureSeed()
        {
            Plugin.Require();
            ulong seed;
            ResistanceException.Check(Native.resistance_secure_seed(out seed));
            return seed;
        }

        /// <summary>The stable name of a status ("command_refused"), "unknown" for a
        /// number that is none.</summary>
        public static string StatusName(Status status)
        {
            Plugin.Require();
            return Marshal.PtrToStringAnsi(Native.resistance_status_name((int)status));
        }

        /// <summary>The status of the last failed call on this thread; Ok when none failed
        /// since ClearLastError.</summary>
        public static Status LastErrorStatus { get { Plugin.Require(); return Native.resistance_last_error_status(); } }

        /// <summary>Forgets the last error of this thread.</summary>
        public static void ClearLastError() { Plugin.Require(); Native.resistance_last_error_clear(); }

        /// <summary>Every name of the cards, modules and sides in `language` under
        /// `naming`, as JSON keyed by the wire names.</summary>
        public static string NamesJson(Language language, Naming naming)
        {
            Plugin.Require();
            IntPtr text;
            UIntPtr len;
            ResistanceException.Check(Native.resistance_names_json((uint)language, (uint)naming, out text, out len));
            return Native.Take(text, len);
        }

        /// <summary>Makes the library panic inside its boundary, to check that a panic
        /// comes back as Status.Panic on this platform instead of ending the player.</summary>
        public static Status SelfTestPanic() { Plugin.Require(); return Native.resistance_selftest_panic(); }
    }

    /// <summary>One game: typed calls for the game loop, JSON for everything else.</summary>
    public sealed partial class Game : IDisposable
    {
        readonly GameHandle handle;

        Game(GameHandle handle) { this.handle = handle; }

        T Get<T>(Native.Getter<GameHandle, T> get) { return Native.Get(get, handle); }
        T Get<T>(Native.SeatGetter<GameHandle, T> get, uint seat) { return Native.Get(get, handle, seat); }

        public static Game New(uint players, ulong seed)
        {
            Plugin.Require();
            GameHandle handle;
            ResistanceException.Check(Native.resistance_game_new(players, seed, out handle));
            return new Game(handle);
        }

        /// <summary>A game from a JSON config; `opening` receives the opening events.</summary>
        public static Game FromJson(string config, out string opening)
        {
            return new Game(Native.Start<GameHandle>(Native.resistance_game_new_json, config, out opening));
        }

        public static Game Restore(string snapshot) { return new Game(Native.Open<GameHandle>(Native.resistance_game_restore_json, snapshot)); }

        /// <summary>The game of a record (RecordJson()), replayed through the rules; a
        /// record the rules refuse anywhere throws (code record_command_refused, the
        /// message naming the command). The same as Restore.</summary>
        public static Game Replay(string record) { return new Game(Native.Open<GameHandle>(Native.resistance_game_replay_json, record)); }

        /// <summary>What `seat` received in the game of `record`, step by step, as JSON:
        /// [{"events":[...],"view":{...}}, ...]. For that seat alone.</summary>
        public static string SeatReplayJson(string record, uint seat) { return Native.FromRecord(Native.resistance_game_seat_replay_json, record, seat); }

        /// <summary>The game of `record` as a spectator saw it, as JSON: no seed, no
        /// hidden command, safe to publish during the game.</summary>
        public static string SpectatorReplayJson(string record) { return Native.FromRecord(Native.resistance_game_spectator_replay_json, record); }

        /// <summary>A copy of the game, independent from then on: for bots that look ahead.</summary>
        public Game Clone() { return new Game(Native.Copy<GameHandle>(Native.resistance_game_clone, handle)); }

        /// <summary>The player of `seat` leaves the table (what follows: the leave policy).</summary>
        public void Leave(uint seat)
        {
            ResistanceException.Check(Native.resistance_game_leave(handle, seat));
        }

        /// <summary>A substitute takes over vacated `seat` (leave policy substitute).</summary>
        public void ClaimSeat(uint seat)
        {
            ResistanceException.Check(Native.resistance_game_claim_seat(handle, seat));
        }

        /// <summary>Hidden agendas: `seat` turns the agenda of `owner` face up; only the
        /// owner may.</summary>
        public void RevealAgenda(uint seat, uint owner)
        {
            ResistanceException.Check(Native.resistance_game_reveal_agenda(handle, seat, owner));
        }

        public void Propose(uint seat, byte[] team)
        {
            ResistanceException.Check(Native.resistance_game_propose(handle, seat, team, (UIntPtr)team.Length));
        }

        public void Vote(uint seat, bool approve)
        {
            ResistanceException.Check(Native.resistance_game_vote(handle, seat, approve ? 0u : 1u));
        }

        public void PlayMission(uint seat, bool fail)
        {
            ResistanceException.Check(Native.resistance_game_play_mission(handle, seat, fail ? 1u : 0u));
        }

        public void SetAside(uint seat, uint member)
        {
            ResistanceException.Check(Native.resistance_game_set_aside(handle, seat, member));
        }

        public void Inspect(uint seat, uint target)
        {
            ResistanceException.Check(Native.resistance_game_inspect(handle, seat, target));
        }

        public void Assassinate(uint seat, uint target)
        {
            ResistanceException.Check(Native.resistance_game_assassinate(handle, seat, target));
        }

        public void ChooseAgenda(uint seat, byte[] names)
        {
            ResistanceException.Check(Native.resistance_game_choose_agenda(handle, seat, names, (UIntPtr)names.Length));
        }

        /// <summary>The leader gives the drawn `card` to `to` (plot cards).</summary>
        public void GivePlotCard(uint seat, PlotCard card, uint to)
        {
            ResistanceException.Check(Native.resistance_game_give_plot_card(handle, seat, (uint)card, to));
        }

        /// <summary>Uses or resolves `card`. `target` is the seat it names (ignored by Strong
        /// Leader and No Confidence); `take`, for Take Responsibility only, the card taken
        /// from `target`.</summary>
        public void UsePlotCard(uint seat, PlotCard card, uint target = 0, PlotCard take = PlotCard.StrongLeader)
        {
            ResistanceException.Check(Native.resistance_game_use_plot_card(handle, seat, (uint)card, target, (uint)take));
        }

        /// <summary>Declines the held `card` the seat is asked about at its moment.</summary>
        public void DeclinePlotCard(uint seat, PlotCard card)
        {
            ResistanceException.Check(Native.resistance_game_decline_plot_card(handle, seat, (uint)card));
        }

        /// <summary>What `seat` may do with plot cards; for that seat alone. ChoiceMasks.Other is
        /// true whenever something is.</summary>
        public PlotChoiceMasks PlotChoicesFor(uint seat) { return Get<PlotChoiceMasks>(Native.resistance_game_plot_choices, seat); }

        /// <summary>The plot cards in front of `seat`, counted by card; public.</summary>
        public PlotCards PlotHeld(uint seat) { return Get<PlotCards>(Native.resistance_game_plot_held, seat); }

        /// <summary>The plot cards as everyone sees them: the step, who acts, the deck.</summary>
        public PlotTable PlotTable { get { return Get<PlotTable>(Native.resistance_game_plot_table); } }

        public uint Leader { get { return Get<uint>(Native.resistance_game_leader); } }
        public uint Players { get { return Get<uint>(Native.resistance_game_players); } }
        /// <summary>The team size of the current round.</summary>
        public uint TeamSize { get { return Get<uint>(Native.resistance_game_team_size); } }
        public uint Round { get { return Get<uint>(Native.resistance_game_round); } }
        public Phase Phase { get { return Get<Phase>(Native.resistance_game_phase); } }
        /// <summary>The seats the game waits for (bit i is seat i). For the host and its
        /// bots only: during the assassination it names the Assassin, whom the players
        /// may not know yet. What players may see is the "awaiting" of PublicViewJson().</summary>
        public uint Awaiting { get { return Get<uint>(Native.resistance_game_awaiting); } }
        public bool IsOver { get { return Get<bool>(Native.resistance_game_is_over); } }
        public Winner Winner { get { return Get<Winner>(Native.resistance_game_winner); } }
        public EndReasonCode EndReason { get { return Get<EndReasonCode>(Native.resistance_game_end_reason); } }

        public ChoiceMasks ChoicesFor(uint seat) { return Get<ChoiceMasks>(Native.resistance_game_choices, seat); }

        /// <summary>Where each player seals one name or two ("agendas":"singleOrDouble"):
        /// the seats `seat` may name in a double agenda instead of ChoiceMasks.AgendaSize (one),
        /// as a mask; 0 when it may not seal two now. For that seat alone; ChoiceMasks.Other is
        /// true whenever it is not 0.</summary>
        public uint DoubleAgendaFrom(uint seat) { return Get<uint>(Native.resistance_game_double_agenda_from, seat); }

        /// <summary>Sends a JSON command; returns the outcome's events as JSON.</summary>
        public string ApplyJson(uint seat, string command) { return Native.Send(Native.resistance_game_apply_json, handle, seat, command); }

        string Query(Native.JsonQuery<GameHandle> query) { return Native.Ask(query, handle); }

        public string PublicViewJson() { return Query(Native.resistance_game_public_view_json); }

        /// <summary>The game's history as a spectator may know it, as JSON: the
        /// vote-history grid, round by round.</summary>
        public string PublicHistoryJson() { return Query(Native.resistance_game_public_history_json); }

        public string SnapshotJson() { return Query(Native.resistance_game_snapshot_json); }
        /// <summary>The game's record: configuration with seed, every accepted command.
        /// It holds every secret: keep it on the host while the game is on.</summary>
        public string RecordJson() { return Query(Native.resistance_game_record_json); }
        /// <summary>The configuration, seed included (the seed deals every role): host only.</summary>
        public string SeededConfigJson() { return Query(Native.resistance_game_seeded_config_json); }
        /// <summary>The configuration without its seed: safe to hand to players.</summary>
        public string PlayerConfigJson() { return Query(Native.resistance_game_player_config_json); }
        public string ResultJson() { return Query(Native.resistance_game_result_json); }
        public string LastOutcomeJson() { return Query(Native.resistance_game_last_outcome_json); }
        /// <summary>The opening events again (also for a game made by New); "null" for a
        /// restored game.</summary>
        public string OpeningJson() { return Query(Native.resistance_game_opening_json); }
        /// <summary>How many events the last accepted command caused.</summary>
        public ulong LastEventCount { get { return Get<UIntPtr>(Native.resistance_game_last_event_count).ToUInt64(); } }

        public string ViewJson(uint seat) { return Native.Ask(Native.resistance_game_view_json, handle, seat); }

        /// <summary>The game's history as `seat` may know it, as JSON: the vote-history
        /// grid, round by round, with what that seat alone knows of each round. For
        /// that seat alone.</summary>
        public string HistoryJson(uint seat) { return Native.Ask(Native.resistance_game_history_json, handle, seat); }
        public string LegalCommandsJson(uint seat) { return Native.Ask(Native.resistance_game_legal_commands_json, handle, seat); }

        /// <summary>What `seat` may do now, in compact JSON; for that seat alone.</summary>
        public string ChoicesJson(uint seat) { return Native.Ask(Native.resistance_game_choices_json, handle, seat); }

        /// <summary>The spoken opening script of this setup (AS3) in `language`, with the
        /// names of `naming`. The same for every deal: it reveals nothing.</summary>
        public string RevealScriptJson(Language language, Naming naming = Naming.Resistance)
        {
            IntPtr text;
            UIntPtr len;
            ResistanceException.Check(naming == Naming.Resistance
                ? Native.resistance_game_reveal_script_json(handle, (uint)language, out text, out len)
                : Native.resistance_game_reveal_script_named_json(handle, (uint)language, (uint)naming, out text, out len));
            return Native.Take(text, len);
        }

        /// <summary>The command the engine's bot `kind` picks for `seat` now, as JSON; not
        /// applied. The same game, seat, kind and seed give the same command: pass a fresh
        /// seed each call for fresh play. A seat with nothing to do now throws
        /// (Status.BotRefused, code nothing_to_do).</summary>
        public string BotCommandJson(uint seat, BotKind kind, ulong seed)
        {
            IntPtr text;
            UIntPtr len;
            ResistanceException.Check(Native.resistance_game_bot_command_json(handle, seat, (uint)kind, seed, out text, out len));
            return Native.Take(text, len);
        }

        /// <summary>The bot plays for `seat`: BotCommandJson's command, applied; its events
        /// are then in LastOutcomeJson().</summary>
        public void PlayBot(uint seat, BotKind kind, ulong seed)
        {
            ResistanceException.Check(Native.resistance_game_play_bot(handle, seat, (uint)kind, seed));
        }

        public void Dispose() { handle.Dispose(); }
    }

    /// <summary>One game of the Cells variant (3 or 4 players), through JSON calls and
    /// typed queries.</summary>
    public sealed partial class CellsGame : IDisposable
    {
        readonly CellsHandle handle;

        CellsGame(CellsHandle handle) { this.handle = handle; }

        T Get<T>(Native.Getter<CellsHandle, T> get) { return Native.Get(get, handle); }

        /// <summary>A Cells game from a JSON config; `opening` receives the opening events.</summary>
        public static CellsGame FromJson(string config, out string opening)
        {
            return new CellsGame(Native.Start<CellsHandle>(Native.resistance_cells_new_json, config, out opening));
        }

        public static CellsGame Restore(string snapshot) { return new CellsGame(Native.Open<CellsHandle>(Native.resistance_cells_restore_json, snapshot)); }

        public CellsGame Clone() { return new CellsGame(Native.Copy<CellsHandle>(Native.resistance_cells_clone, handle)); }

        public string ApplyJson(uint seat, string command) { return Native.Send(Native.resistance_cells_apply_json, handle, seat, command); }
        public string ViewJson(uint seat) { return Native.Ask(Native.resistance_cells_view_json, handle, seat); }
        public string LegalCommandsJson(uint seat) { return Native.Ask(Native.resistance_cells_legal_commands_json, handle, seat); }
        public string PublicViewJson() { return Native.Ask(Native.resistance_cells_public_view_json, handle); }
        public string SnapshotJson() { return Native.Ask(Native.resistance_cells_snapshot_json, handle); }
        /// <summary>The game's record; it holds every secret.</summary>
        public string RecordJson() { return Native.Ask(Native.resistance_cells_record_json, handle); }
        /// <summary>The configuration, seed included: host only.</summary>
        public string SeededConfigJson() { return Native.Ask(Native.resistance_cells_seeded_config_json, handle); }
        /// <summary>The configuration without its seed: safe for players.</summary>
        public string PlayerConfigJson() { return Native.Ask(Native.resistance_cells_player_config_json, handle); }

        /// <summary>The Cells game of a record, replayed through the rules.</summary>
        public static CellsGame Replay(string record) { return new CellsGame(Native.Open<CellsHandle>(Native.resistance_cells_replay_json, record)); }

        /// <summary>What `seat` received in the Cells game of `record`, step by step.</summary>
        public static string SeatReplayJson(string record, uint seat) { return Native.FromRecord(Native.resistance_cells_seat_replay_json, record, seat); }
        /// <summary>The Cells game of `record` as a spectator saw it: safe to publish.</summary>
        public static string SpectatorReplayJson(string record) { return Native.FromRecord(Native.resistance_cells_spectator_replay_json, record); }
        /// <summary>What `seat` may do now, in compact JSON; for that seat alone.</summary>
        public string ChoicesJson(uint seat) { return Native.Ask(Native.resistance_cells_choices_json, handle, seat); }
        public string ResultJson() { return Native.Ask(Native.resistance_cells_result_json, handle); }
        public string LastOutcomeJson() { return Native.Ask(Native.resistance_cells_last_outcome_json, handle); }
        /// <summary>The opening events again; "null" for a restored game.</summary>
        public string OpeningJson() { return Native.Ask(Native.resistance_cells_opening_json, handle); }

        /// <summary>The seats the game waits for (bit i is seat i); every step of a Cells
        /// game is public.</summary>
        public uint Awaiting { get { return Get<uint>(Native.resistance_cells_awaiting); } }
        public bool IsOver { get { return Get<bool>(Native.resistance_cells_is_over); } }
        public ulong LastEventCount { get { return Get<UIntPtr>(Native.resistance_cells_last_event_count).ToUInt64(); } }

        public void Dispose() { handle.Dispose(); }
    }
}
