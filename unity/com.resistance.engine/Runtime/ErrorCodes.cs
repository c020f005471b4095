// Generated from the C library's statuses, resistance_core::error_codes() and the
// C library's own codes by the test `csharp_error_codes_are_current` in
// resistance-ffi/src/csharp_codes.rs: do not edit. Refresh with
//   UPDATE_CSHARP_CODES=1 cargo test -p resistance-ffi csharp_error_codes_are_current

namespace Resistance
{
    /// <summary>What a call did (ResistanceStatus). The numbers never change.</summary>
    public enum Status : int
    {
        Ok = 0, NullPointer = 1, InvalidUtf8 = 2, InvalidJson = 3,
        InvalidConfig = 4, CommandRefused = 5, NoSuchSeat = 6, SnapshotRefused = 7,
        InvalidArgument = 8, InvalidHandle = 9, Panic = 10, BotRefused = 11,
    }

    /// <summary>Every stable code a failed call can give
    /// (<see cref="ResistanceException.Code"/>); codes are never reused.</summary>
    public static class ErrorCodes
    {
        public const string AgendaAlreadyChosen = "agenda_already_chosen";
        public const string AgendaSizeNotOneOrTwo = "agenda_size_not_one_or_two";
        public const string AlreadyArranged = "already_arranged";
        public const string AlreadyFaceUp = "already_face_up";
        public const string AlreadyPlayed = "already_played";
        public const string AlreadyVoted = "already_voted";
        public const string AssassinateSelf = "assassinate_self";
        public const string CardListedTwice = "card_listed_twice";
        public const string DealNotTheDeck = "deal_not_the_deck";
        public const string DuplicateSeat = "duplicate_seat";
        public const string FaceUpCharacter = "face_up_character";
        public const string FalseCommanderWithoutBodyGuard = "false_commander_without_body_guard";
        public const string FormerInquisitor = "former_inquisitor";
        public const string GameOver = "game_over";
        public const string GivePlotCardToSelf = "give_plot_card_to_self";
        public const string ImpossibleView = "impossible_view";
        public const string InspectSelf = "inspect_self";
        public const string InvalidArgument = "invalid_argument";
        public const string InvalidHandle = "invalid_handle";
        public const string InvalidJson = "invalid_json";
        public const string InvalidUtf8 = "invalid_utf8";
        public const string MemberAlreadyWatched = "member_already_watched";
        public const string MissionWithSelf = "mission_with_self";
        public const string MustResolvePlotCard = "must_resolve_plot_card";
        public const string NoCardToTake = "no_card_to_take";
        public const string NoConfidenceOnRejectedTeam = "no_confidence_on_rejected_team";
        public const string NoHiddenAgenda = "no_hidden_agenda";
        public const string NoSuchCard = "no_such_card";
        public const string NoSuchPartner = "no_such_partner";
        public const string NoSuchPosition = "no_such_position";
        public const string NoSuchSeat = "no_such_seat";
        public const string NoSuchTarget = "no_such_target";
        public const string NoSuchTeamMember = "no_such_team_member";
        public const string NotANeighbour = "not_a_neighbour";
        public const string NotAssassin = "not_assassin";
        public const string NotExposing = "not_exposing";
        public const string NotInquisitor = "not_inquisitor";
        public const string NotLeader = "not_leader";
        public const string NotOnTeam = "not_on_team";
        public const string NotPartner = "not_partner";
        public const string NotYourAgenda = "not_your_agenda";
        public const string NotYourHand = "not_your_hand";
        public const string NotYourTurn = "not_your_turn";
        public const string NothingToDo = "nothing_to_do";
        public const string NullPointer = "null_pointer";
        public const string OpinionMakersVoteFirst = "opinion_makers_vote_first";
        public const string Panic = "panic";
        public const string PlayerCount = "player_count";
        public const string PlotCardAlreadyAnswered = "plot_card_already_answered";
        public const string PlotCardNotDrawn = "plot_card_not_drawn";
        public const string PlotCardNotHeld = "plot_card_not_held";
        public const string PlotCardOutOfMoment = "plot_card_out_of_moment";
        public const string PlotCardOutOfTurn = "plot_card_out_of_turn";
        public const string ProtectedCard = "protected_card";
        public const string RecordCommandRefused = "record_command_refused";
        public const string RecordOfAnotherGame = "record_of_another_game";
        public const string ResistanceMustSucceed = "resistance_must_succeed";
        public const string SameCardTwice = "same_card_twice";
        public const string SeatNotVacant = "seat_not_vacant";
        public const string SeatVacant = "seat_vacant";
        public const string SeedTooLarge = "seed_too_large";
        public const string SeedUnavailable = "seed_unavailable";
        public const string ShowToSelf = "show_to_self";
        public const string SnapshotConfigInvalid = "snapshot_config_invalid";
        public const string SpotlightNotOnTeam = "spotlight_not_on_team";
        public const string StrongLeaderAlreadyUsed = "strong_leader_already_used";
        public const string StrongLeaderByLeader = "strong_leader_by_leader";
        public const string TakeFromSelf = "take_from_self";
        public const string TooManySpecialSpies = "too_many_special_spies";
        public const string UnsupportedSnapshotVersion = "unsupported_snapshot_version";
        public const string WatchOwnCard = "watch_own_card";
        public const string WrongAgendaSize = "wrong_agenda_size";
        public const string WrongPhase = "wrong_phase";
        public const string WrongTeamSize = "wrong_team_size";

        /// <summary>Every code above, sorted.</summary>
        public static readonly string[] All =
        {
            AgendaAlreadyChosen,
            AgendaSizeNotOneOrTwo,
            AlreadyArranged,
            AlreadyFaceUp,
            AlreadyPlayed,
            AlreadyVoted,
            AssassinateSelf,
            CardListedTwice,
            DealNotTheDeck,
            DuplicateSeat,
            FaceUpCharacter,
            FalseCommanderWithoutBodyGuard,
            FormerInquisitor,
            GameOver,
            GivePlotCardToSelf,
            ImpossibleView,
            InspectSelf,
            InvalidArgument,
            InvalidHandle,
            InvalidJson,
            InvalidUtf8,
            MemberAlreadyWatched,
            MissionWithSelf,
            MustResolvePlotCard,
            NoCardToTake,
            NoConfidenceOnRejectedTeam,
            NoHiddenAgenda,
            NoSuchCard,
            NoSuchPartner,
            NoSuchPosition,
            NoSuchSeat,
            NoSuchTarget,
            NoSuchTeamMember,
            NotANeighbour,
            NotAssassin,
            NotExposing,
            NotInquisitor,
            NotLeader,
            NotOnTeam,
            NotPartner,
            NotYourAgenda,
            NotYourHand,
            NotYourTurn,
            NothingToDo,
            NullPointer,
            OpinionMakersVoteFirst,
            Panic,
            PlayerCount,
            PlotCardAlreadyAnswered,
            PlotCardNotDrawn,
            PlotCardNotHeld,
            PlotCardOutOfMoment,
            PlotCardOutOfTurn,
            ProtectedCard,
            RecordCommandRefused,
            RecordOfAnotherGame,
            ResistanceMustSucceed,
            SameCardTwice,
            SeatNotVacant,
            SeatVacant,
            SeedTooLarge,
            SeedUnavailable,
            ShowToSelf,
            SnapshotConfigInvalid,
            SpotlightNotOnTeam,
            StrongLeaderAlreadyUsed,
            StrongLeaderByLeader,
            TakeFromSelf,
            TooManySpecialSpies,
            UnsupportedSnapshotVersion,
            WatchOwnCard,
            WrongAgendaSize,
            WrongPhase,
            WrongTeamSize,
        };
    }
}
