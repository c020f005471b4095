// The P/Invoke declarations of the Resistance C library, one for one with
// resistance-ffi/include/resistance.h (resistance-ffi's csharp_binding test fails
// when a function of the header has none, or no public method in the wrappers),
// and the helpers that make the calls, generic over the kind of game (H is
// GameHandle or CellsHandle) so that Game and CellsGame share one body for each,
// and copy and free the library's strings.

using System;
using System.Runtime.InteropServices;
using System.Text;

namespace Resistance
{
    /// <summary>The C functions, one for one.</summary>
    public static class Native
    {
        /// <summary>The library every DllImport names: the file libresistance_ffi.so,
        /// resistance_ffi.dll or libresistance_ffi.dylib, looked up by the platform's
        /// rules; on iOS, where a plugin is a static library linked into the player,
        /// the player itself.</summary>
#if UNITY_IOS && !UNITY_EDITOR
        public const string Library = "__Internal";
#else
        public const string Library = "resistance_ffi";
#endif

        [DllImport(Library, CallingConvention = CallingConvention.Cdecl)]
        public static extern IntPtr resistance_version();
        [DllImport(Library, CallingConvention = CallingConvention.Cdecl)]
        public static extern uint resistance_snapshot_version();
        [DllImport(Library, CallingConvention = CallingConvention.Cdecl)]
        public static extern Status resistance_secure_seed(out ulong seed);
        [DllImport(Library, CallingConvention = CallingConvention.Cdecl)]
        public static extern void resistance_string_free(IntPtr text);
        [DllImport(Library, CallingConvention = CallingConvention.Cdecl)]
        public static extern Status resistance_last_error_code(out IntPtr text, out UIntPtr len);
        [DllImport(Library, CallingConvention = CallingConvention.Cdecl)]
        public static extern Status resistance_last_error_message(out IntPtr text, out UIntPtr len);
        [DllImport(Library, CallingConvention = CallingConvention.Cdecl)]
        public static extern Status resistance_selftest_panic();
        [DllImport(Library, CallingConvention = CallingConvention.Cdecl)]
        public static extern IntPtr resistance_status_name(int status);
        [DllImport(Library, CallingConvention = CallingConvention.Cdecl)]
        public static extern Status resistance_last_error_status();
        [DllImport(Library, CallingConvention = CallingConvention.Cdecl)]
        public static extern void resistance_last_error_clear();
        [DllImport(Library, CallingConvention = CallingConvention.Cdecl)]
        public static extern Status resistance_names_json(uint language, uint naming, out IntPtr json, out UIntPtr len);

        [DllImport(Library, CallingConvention = CallingConvention.Cdecl)]
        public static extern Status resistance_game_new(uint players, ulong seed, out GameHandle game);
        [DllImport(Library, CallingConvention = CallingConvention.Cdecl)]
        public static extern Status resistance_game_new_json(
            byte[] config, UIntPtr configLen, out GameHandle game, out IntPtr opening, out UIntPtr openingLen);
        [DllImport(Library, CallingConvention = CallingConvention.Cdecl)]
        public static extern Status resistance_game_restore_json(byte[] snapshot, UIntPtr len, out GameHandle game);
        [DllImport(Library, CallingConvention = CallingConvention.Cdecl)]
        public static extern void resistance_game_free(IntPtr game);
        [DllImport(Library, CallingConvention = CallingConvention.Cdecl)]
        public static extern Status resistance_game_clone(GameHandle game, out GameHandle copy);

        [DllImport(Library, CallingConvention = CallingConvention.Cdecl)]
        public static extern Status resistance_game_propose(GameHandle game, uint seat, byte[] team, UIntPtr teamLen);
        [DllImport(Library, CallingConvention = CallingConvention.Cdecl)]
        public static extern Status resistance_game_vote(GameHandle game, uint seat, uint vote);
        [DllImport(Library, CallingConvention = CallingConvention.Cdecl)]
        public static extern Status resistance_game_play_mission(GameHandle game, uint seat, uint card);
        [DllImport(Library, CallingConvention = CallingConvention.Cdecl)]
        public static extern Status resistance_game_leave(GameHandle game, uint seat);
        [DllImport(Library, CallingConvention = CallingConvention.Cdecl)]
        public static extern Status resistance_game_claim_seat(GameHandle game, uint seat);
        [DllImport(Library, CallingConvention = CallingConvention.Cdecl)]
        public static extern Status resistance_game_reveal_agenda(GameHandle game, uint seat, uint owner);
        [DllImport(Library, CallingConvention = CallingConvention.Cdecl)]
        public static extern Status resistance_game_set_aside(GameHandle game, uint seat, uint member);
        [DllImport(Library, CallingConvention = CallingConvention.Cdecl)]
        public static extern Status resistance_game_inspect(GameHandle game, uint seat, uint target);
        [DllImport(Library, CallingConvention = CallingConvention.Cdecl)]
        public static extern Status resistance_game_assassinate(GameHandle game, uint seat, uint target);
        [DllImport(Library, CallingConvention = CallingConvention.Cdecl)]
        public static extern Status resistance_game_choose_agenda(GameHandle game, uint seat, byte[] names, UIntPtr namesLen);

        [DllImport(Library, CallingConvention = CallingConvention.Cdecl)]
        public static extern Status resistance_game_give_plot_card(GameHandle game, uint seat, uint card, uint to);
        [DllImport(Library, CallingConvention = CallingConvention.Cdecl)]
        public static extern Status resistance_game_use_plot_card(GameHandle game, uint seat, uint card, uint target, uint take);
        [DllImport(Library, CallingConvention = CallingConvention.Cdecl)]
        public static extern Status resistance_game_decline_plot_card(GameHandle game, uint seat, uint card);
        [DllImport(Library, CallingConvention = CallingConvention.Cdecl)]
        public static extern Status resistance_game_plot_choices(GameHandle game, uint seat, out PlotChoiceMasks choices);
        [DllImport(Library, CallingConvention = CallingConvention.Cdecl)]
        public static extern Status resistance_game_plot_table(GameHandle game, out PlotTable table);
        [DllImport(Library, CallingConvention = CallingConvention.Cdecl)]
        public static extern Status resistance_game_plot_held(GameHandle game, uint seat, out PlotCards held);

        [DllImport(Library, CallingConvention = CallingConvention.Cdecl)]
        public static extern Status resistance_game_leader(GameHandle game, out uint seat);
        [DllImport(Library, CallingConvention = CallingConvention.Cdecl)]
        public static extern Status resistance_game_players(GameHandle game, out uint players);
        [DllImport(Library, CallingConvention = CallingConvention.Cdecl)]
        public static extern Status resistance_game_team_size(GameHandle game, out uint size);
        [DllImport(Library, CallingConvention = CallingConvention.Cdecl)]
        public static extern Status resistance_game_round(GameHandle game, out uint round);
        [DllImport(Library, CallingConvention = CallingConvention.Cdecl)]
        public static extern Status resistance_game_phase(GameHandle game, out Phase phase);
        /// <summary>The seats the game waits for, for the host and its bots only: during
        /// the assassination it names the Assassin. Players see the public view's
        /// "awaiting" (resistance_game_public_view_json).</summary>
        [DllImport(Library, CallingConvention = CallingConvention.Cdecl)]
        public static extern Status resistance_game_awaiting(GameHandle game, out uint seats);
        [DllImport(Library, CallingConvention = CallingConvention.Cdecl)]
        public static extern Status resistance_game_is_over(GameHandle game, [MarshalAs(UnmanagedType.U1)] out bool over);
        [DllImport(Library, CallingConvention = CallingConvention.Cdecl)]
        public static extern Status resistance_game_winner(GameHandle game, out Winner winner);
        [DllImport(Library, CallingConvention = CallingConvention.Cdecl)]
        public static extern Status resistance_game_end_reason(GameHandle game, out EndReasonCode reason);
        [DllImport(Library, CallingConvention = CallingConvention.Cdecl)]
        public static extern Status resistance_game_choices(GameHandle game, uint seat, out ChoiceMasks choices);
        [DllImport(Library, CallingConvention = CallingConvention.Cdecl)]
        public static extern Status resistance_game_double_agenda_from(GameHandle game, uint seat, out uint from);
        [DllImport(Library, CallingConvention = CallingConvention.Cdecl)]
        public static extern Status resistance_game_last_event_count(GameHandle game, out UIntPtr count);

        [DllImport(Library, CallingConvention = CallingConvention.Cdecl)]
        public static extern Status resistance_game_apply_json(
            GameHandle game, uint seat, byte[] command, UIntPtr commandLen, out IntPtr outcome, out UIntPtr len);
        [DllImport(Library, CallingConvention = CallingConvention.Cdecl)]
        public static extern Status resistance_game_view_json(GameHandle game, uint seat, out IntPtr json, out UIntPtr len);
        [DllImport(Library, CallingConvention = CallingConvention.Cdecl)]
        public static extern Status resistance_game_public_view_json(GameHandle game, out IntPtr json, out UIntPtr len);
        [DllImport(Library, CallingConvention = CallingConvention.Cdecl)]
        public static extern Status resistance_game_history_json(GameHandle game, uint seat, out IntPtr json, out UIntPtr len);
        [DllImport(Library, CallingConvention = CallingConvention.Cdecl)]
        public static extern Status resistance_game_public_history_json(GameHandle game, out IntPtr json, out UIntPtr len);
        [DllImport(Library, CallingConvention = CallingConvention.Cdecl)]
        public static extern Status resistance_game_legal_commands_json(GameHandle game, uint seat, out IntPtr json, out UIntPtr len);
        [DllImport(Library, CallingConvention = CallingConvention.Cdecl)]
        public static extern Status resistance_game_choices_json(GameHandle game, uint seat, out IntPtr json, out UIntPtr len);
        [DllImport(Library, CallingConvention = CallingConvention.Cdecl)]
        public static extern Status resistance_game_reveal_script_json(GameHandle game, uint language, out IntPtr json, out UIntPtr len);
        [DllImport(Library, CallingConvention = CallingConvention.Cdecl)]
        public static extern Status resistance_game_reveal_script_named_json(
            GameHandle game, uint language, uint naming, out IntPtr json, out UIntPtr len);
        [DllImport(Library, CallingConvention = CallingConvention.Cdecl)]
        public static extern Status resistance_game_snapshot_json(GameHandle game, out IntPtr json, out UIntPtr len);
        [DllImport(Library, CallingConvention = CallingConvention.Cdecl)]
        public static extern Status resistance_game_result_json(GameHandle game, out IntPtr json, out UIntPtr len);
        [DllImport(Library, CallingConvention = CallingConvention.Cdecl)]
        public static extern Status resistance_game_last_outcome_json(GameHandle game, out IntPtr json, out UIntPtr len);
        [DllImport(Library, CallingConvention = CallingConvention.Cdecl)]
        public static extern Status resistance_game_opening_json(GameHandle game, out IntPtr json, out UIntPtr len);
        [DllImport(Library, CallingConvention = CallingConvention.Cdecl)]
        public static extern Status resistance_game_record_json(GameHandle game, out IntPtr json, out UIntPtr len);
        [DllImport(Library, CallingConvention = CallingConvention.Cdecl)]
        public static extern Status resistance_game_seeded_config_json(GameHandle game, out IntPtr json, out UIntPtr len);
        [DllImport(Library, CallingConvention = CallingConvention.Cdecl)]
        public static extern Status resistance_game_player_config_json(GameHandle game, out IntPtr json, out UIntPtr len);
        [DllImport(Library, CallingConvention = CallingConvention.Cdecl)]
        public static extern Status resistance_game_bot_command_json(
            GameHandle game, uint seat, uint kind, ulong seed, out IntPtr json, out UIntPtr len);
        [DllImport(Library, CallingConvention = CallingConvention.Cdecl)]
        public static extern Status resistance_game_play_bot(GameHandle game, uint seat, uint kind, ulong seed);
        [DllImport(Library, CallingConvention = CallingConvention.Cdecl)]
        public static extern Status resistance_game_replay_json(byte[] record, UIntPtr len, out GameHandle game);
        [DllImport(Library, CallingConvention = CallingConvention.Cdecl)]
        public static extern Status resistance_game_seat_replay_json(byte[] record, UIntPtr len, uint seat, out IntPtr json, out UIntPtr jsonLen);
        [DllImport(Library, CallingConvention = CallingConvention.Cdecl)]
        public static extern Status resistance_game_spectator_replay_json(byte[] record, UIntPtr len, out IntPtr json, out UIntPtr jsonLen);

        [DllImport(Library, CallingConvention = CallingConvention.Cdecl)]
        public static extern Status resistance_cells_new_json(
            byte[] config, UIntPtr configLen, out CellsHandle game, out IntPtr opening, out UIntPtr openingLen);
        [DllImport(Library, CallingConvention = CallingConvention.Cdecl)]
        public static extern Status resistance_cells_restore_json(byte[] snapshot, UIntPtr len, out CellsHandle game);
        [DllImport(Library, CallingConvention = CallingConvention.Cdecl)]
        public static extern Status resistance_cells_clone(CellsHandle game, out CellsHandle copy);
        [DllImport(Library, CallingConvention = CallingConvention.Cdecl)]
        public static extern void resistance_cells_free(IntPtr game);
        [DllImport(Library, CallingConvention = CallingConvention.Cdecl)]
        public static extern Status resistance_cells_apply_json(
            CellsHandle game, uint seat, byte[] command, UIntPtr commandLen, out IntPtr outcome, out UIntPtr len);
        [DllImport(Library, CallingConvention = CallingConvention.Cdecl)]
        public static extern Status resistance_cells_view_json(CellsHandle game, uint seat, out IntPtr json, out UIntPtr len);
        [DllImport(Library, CallingConvention = CallingConvention.Cdecl)]
        public static extern Status resistance_cells_legal_commands_json(CellsHandle game, uint seat, out IntPtr json, out UIntPtr len);
        [DllImport(Library, CallingConvention = CallingConvention.Cdecl)]
        public static extern Status resistance_cells_choices_json(CellsHandle game, uint seat, out IntPtr json, out UIntPtr len);
        [DllImport(Library, CallingConvention = CallingConvention.Cdecl)]
        public static extern Status resistance_cells_public_view_json(CellsHandle game, out IntPtr json, out UIntPtr len);
        [DllImport(Library, CallingConvention = CallingConvention.Cdecl)]
        public static extern Status resistance_cells_snapshot_json(CellsHandle game, out IntPtr json, out UIntPtr len);
        [DllImport(Library, CallingConvention = CallingConvention.Cdecl)]
        public static extern Status resistance_cells_result_json(CellsHandle game, out IntPtr json, out UIntPtr len);
        [DllImport(Library, CallingConvention = CallingConvention.Cdecl)]
        public static extern Status resistance_cells_last_outcome_json(CellsHandle game, out IntPtr json, out UIntPtr len);
        [DllImport(Library, CallingConvention = CallingConvention.Cdecl)]
        public static extern Status resistance_cells_opening_json(CellsHandle game, out IntPtr json, out UIntPtr len);
        [DllImport(Library, CallingConvention = CallingConvention.Cdecl)]
        public static extern Status resistance_cells_record_json(CellsHandle game, out IntPtr json, out UIntPtr len);
        [DllImport(Library, CallingConvention = CallingConvention.Cdecl)]
        public static extern Status resistance_cells_seeded_config_json(CellsHandle game, out IntPtr json, out UIntPtr len);
        [DllImport(Library, CallingConvention = CallingConvention.Cdecl)]
        public static extern Status resistance_cells_player_config_json(CellsHandle game, out IntPtr json, out UIntPtr len);
        [DllImport(Library, CallingConvention = CallingConvention.Cdecl)]
        public static extern Status resistance_cells_replay_json(byte[] record, UIntPtr len, out CellsHandle game);
        [DllImport(Library, CallingConvention = CallingConvention.Cdecl)]
        public static extern Status resistance_cells_seat_replay_json(byte[] record, UIntPtr len, uint seat, out IntPtr json, out UIntPtr jsonLen);
        [DllImport(Library, CallingConvention = CallingConvention.Cdecl)]
        public static extern Status resistance_cells_spectator_replay_json(byte[] record, UIntPtr len, out IntPtr json, out UIntPtr jsonLen);
        [DllImport(Library, CallingConvention = CallingConvention.Cdecl)]
        public static extern Status resistance_cells_awaiting(CellsHandle game, out uint seats);
        [DllImport(Library, CallingConvention = CallingConvention.Cdecl)]
        public static extern Status resistance_cells_is_over(CellsHandle game, [MarshalAs(UnmanagedType.U1)] out bool over);
        [DllImport(Library, CallingConvention = CallingConvention.Cdecl)]
        public static extern Status resistance_cells_last_event_count(CellsHandle game, out UIntPtr count);

        /// <summary>Copies a library-owned UTF-8 string and frees it.</summary>
        public static string Take(IntPtr text, UIntPtr len)
        {
            try
            {
                var bytes = new byte[(int)len.ToUInt64()];
                Marshal.Copy(text, bytes, 0, bytes.Length);
                return Encoding.UTF8.GetString(bytes);
            }
            finally
            {
                Native.resistance_string_free(text);
            }
        }

        public static byte[] Utf8(string text) { return Encoding.UTF8.GetBytes(text); }

        /// <summary>A JSON query of either kind of handle (H is GameHandle or CellsHandle).</summary>
        public delegate Status JsonQuery<H>(H game, out IntPtr text, out UIntPtr len);
        /// <summary>A JSON query about one seat.</summary>
        public delegate Status SeatQuery<H>(H game, uint seat, out IntPtr text, out UIntPtr len);
        /// <summary>A JSON command.</summary>
        public delegate Status JsonCommand<H>(H game, uint seat, byte[] command, UIntPtr commandLen, out IntPtr text, out UIntPtr len);
        /// <summary>A call from a record's JSON (and a seat) to JSON.</summary>
        public delegate Status RecordQuery(byte[] record, UIntPtr len, uint seat, out IntPtr text, out UIntPtr textLen);
        /// <summary>A call from a record's JSON alone to JSON.</summary>
        public delegate Status WholeRecordQuery(byte[] record, UIntPtr len, out IntPtr text, out UIntPtr textLen);
        /// <summary>A call that makes a game (H is GameHandle or CellsHandle) from JSON.</summary>
        public delegate Status Opener<H>(byte[] json, UIntPtr len, out H game);
        /// <summary>A call that makes a game from a JSON config and gives its opening events.</summary>
        public delegate Status Starter<H>(byte[] config, UIntPtr configLen, out H game, out IntPtr opening, out UIntPtr openingLen);
        /// <summary>A call that copies a game.</summary>
        public delegate Status Copier<H>(H game, out H copy);

        /// <summary>Runs a call that reads a record's JSON and writes JSON.</summary>
        public static string FromRecord(RecordQuery query, string record, uint seat)
        {
            Plugin.Require();
            var bytes = Utf8(record);
            IntPtr text;
            UIntPtr len;
            ResistanceException.Check(query(bytes, (UIntPtr)bytes.Length, seat, out text, out len));
            return Take(text, len);
        }

        public static string FromRecord(WholeRecordQuery query, string record)
        {
            return FromRecord((byte[] r, UIntPtr l, uint _, out IntPtr t, out UIntPtr tl) => query(r, l, out t, out tl), record, 0);
        }

        /// <summary>Makes a game from a snapshot or a record; throws when refused.</summary>
        public static H Open<H>(Opener<H> open, string json)
        {
            Plugin.Require();
            var bytes = Utf8(json);
            H game;
            ResistanceException.Check(open(bytes, (UIntPtr)bytes.Length, out game));
            return game;
        }

        /// <summary>Starts a game from a JSON config; `opening` receives the opening events.</summary>
        public static H Start<H>(Starter<H> start, string config, out string opening)
        {
            Plugin.Require();
            var bytes = Utf8(config);
            H game;
            IntPtr text;
            UIntPtr len;
            ResistanceException.Check(start(bytes, (UIntPtr)bytes.Length, out game, out text, out len));
            opening = Take(text, len);
            return game;
        }

        public static H Copy<H>(Copier<H> copy, H game)
        {
            H clone;
            ResistanceException.Check(copy(game, out clone));
            return clone;
        }

        /// <summary>A query of one value of a game.</summary>
        public delegate Status Getter<H, T>(H game, out T value);
        /// <summary>A query of one value about one seat.</summary>
        public delegate Status SeatGetter<H, T>(H game, uint seat, out T value);

        /// <summary>Runs a query of one value; returns it or throws.</summary>
        public static T Get<T, H>(Getter<H, T> get, H game)
        {
            T value;
            ResistanceException.Check(get(game, out value));
            return value;
        }

        public static T Get<T, H>(SeatGetter<H, T> get, H game, uint seat)
        {
            T value;
            ResistanceException.Check(get(game, seat, out value));
            return value;
        }

        /// <summary>Runs a JSON query; returns its answer or throws.</summary>
        public static string Ask<H>(JsonQuery<H> query, H game)
        {
            IntPtr text;
            UIntPtr len;
            ResistanceException.Check(query(game, out text, out len));
            return Take(text, len);
        }

        public static string Ask<H>(SeatQuery<H> query, H game, uint seat)
        {
            IntPtr text;
            UIntPtr len;
            ResistanceException.Check(query(game, seat, out text, out len));
            return Take(text, len);
        }

        /// <summary>Sends a JSON command; returns the outcome's events as JSON or throws.</summary>
        public static string Send<H>(JsonCommand<H> apply, H game, uint seat, string command)
        {
            var bytes = Utf8(command);
            IntPtr text;
            UIntPtr len;
            ResistanceException.Check(apply(game, seat, bytes, (UIntPtr)bytes.Length, out text, out len));
            return Take(text, len);
        }
    }
}
