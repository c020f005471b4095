//! Typed calls: the frequent commands and cheap queries, without JSON and without
//! touching the heap, for bots and game loops.

use crate::{
    boundary::{guard, input_bytes},
    handle::{ResistanceGame, live_mut},
    status::{Failure, ResistanceStatus},
    table::{apply, query, seat_query},
};
use resistance_core::agenda::AgendaCommand;
use resistance_core::{
    Allegiance, Choices, Command, EndReason, MissionCard, Seat, SeatSet, TeamList, view::PhaseKind,
};

/// A vote, as the `vote` argument of `resistance_game_vote` takes it.
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ResistanceVote {
    /// Approve the team.
    Approve = 0,
    /// Reject the team.
    Reject = 1,
}

/// A mission card, as the `card` argument of `resistance_game_play_mission`
/// takes it.
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ResistanceMissionCard {
    /// Support the mission.
    Success = 0,
    /// Sabotage the mission (spies only).
    Fail = 1,
}

/// The phase a game is in. Numbers are never reused; phases added by modules
/// read as `RESISTANCE_PHASE_OTHER` until this binding names them (the public
/// view JSON always names the phase). The plot cards' phases stay
/// `RESISTANCE_PHASE_OTHER`: `resistance_game_plot_table` tells them apart.
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ResistancePhase {
    /// The leader is to propose a team.
    Proposal = 0,
    /// Everyone is to vote on the proposed team.
    Voting = 1,
    /// The team members are to play mission cards.
    Mission = 2,
    /// The game has ended.
    GameOver = 3,
    /// Every player is to seal a hidden agenda before round 1 (hidden agendas).
    AgendaChoice = 4,
    /// The leader is to set one played card aside (Trapper).
    Trapping = 5,
    /// The Inquisitor is to inspect a player (Inquisitor).
    Inquisition = 6,
    /// The Assassin is to name the Commander (Assassin).
    Assassination = 7,
    /// A phase this version of the binding does not name.
    Other = 255,
}

/// The side that won. Numbers are never reused.
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ResistanceWinner {
    /// No winner: the game is not over, or it was abandoned.
    None = 0,
    /// The Resistance won.
    Resistance = 1,
    /// The spies won.
    Spies = 2,
}

/// Why a game ended. Numbers are never reused; reasons added by modules read as
/// `RESISTANCE_END_REASON_OTHER` until this binding names them (the result JSON
/// always names the reason).
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ResistanceEndReason {
    /// The game is not over.
    NotOver = 0,
    /// Three missions succeeded.
    ThreeSuccesses = 1,
    /// Three missions failed.
    ThreeFailures = 2,
    /// A fifth team was rejected in one round.
    FiveRejections = 3,
    /// A player left and the game ended without a winner.
    Abandoned = 4,
    /// After three successes the Assassin named the Commander: the spies win.
    CommanderAssassinated = 5,
    /// After three successes the Assassin named someone else: the Resistance wins.
    AssassinMissed = 6,
    /// A reason this version of the binding does not name.
    Other = 255,
}

/// What one seat may do now (`resistance_game_choices`). For that seat alone:
/// `play_fail` tells its allegiance.
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ResistanceChoices {
    /// When `propose` is true: how many seats the team must have.
    pub team_size: u32,
    /// When `propose` is true: the seats a team may be drawn from, as a bit mask
    /// (bit `i` is seat `i`).
    pub team_from: u32,
    /// When `set_aside` is true: the members whose card may be set aside (mask).
    pub set_aside_from: u32,
    /// When `inspect` is true: the seats that may be inspected (mask).
    pub inspect_from: u32,
    /// When `assassinate` is true: the seats that may be named (mask).
    pub assassinate_from: u32,
    /// When `choose_agenda` is true: how many seats the agenda names (where each
    /// player chooses, one; `resistance_game_double_agenda_from` offers two).
    pub agenda_size: u32,
    /// When `choose_agenda` is true: the seats it may name (mask).
    pub agenda_from: u32,
    /// The seat leads and may propose a team (`resistance_game_propose`).
    pub propose: bool,
    /// The seat may vote (`resistance_game_vote`).
    pub vote: bool,
    /// The seat may play Success (`resistance_game_play_mission`).
    pub play_success: bool,
    /// The seat may play Fail: it is a spy on the mission team.
    pub play_fail: bool,
    /// The seat leads and may set a played card aside
    /// (`resistance_game_set_aside`, Trapper).
    pub set_aside: bool,
    /// The seat holds the Inquisitor token and may inspect a player
    /// (`resistance_game_inspect`).
    pub inspect: bool,
    /// The seat is the Assassin and may name the Commander
    /// (`resistance_game_assassinate`).
    pub assassinate: bool,
    /// The seat may seal its hidden agenda (`resistance_game_choose_agenda`).
    pub choose_agenda: bool,
    /// The seat may turn its hidden agenda face up
    /// (`resistance_game_reveal_agenda`).
    pub reveal_agenda: bool,
    /// The seat may leave (`resistance_game_leave`).
    pub leave: bool,
    /// The seat is vacant and a substitute may claim it
    /// (`resistance_game_claim_seat`).
    pub claim_seat: bool,
    /// The seat may also do something these fields do not describe (a module's
    /// command): ask `resistance_game_choices_json`. For plot cards,
    /// `resistance_game_plot_choices` describes it; for a seat that may seal two
    /// names instead of `agenda_size` (agendas `"singleOrDouble"`),
    /// `resistance_game_double_agenda_from`.
    pub other: bool,
}

impl From<Choices> for ResistanceChoices {
    fn from(choices: Choices) -> ResistanceChoices {
        // What the fields above describe; anything else a module adds is `other`.
        let mut described = Choices::default();
        described.propose = choices.propose;
        described.vote = choices.vote;
        described.play_success = choices.play_success;
        described.play_fail = choices.play_fail;
        described.set_aside = choices.set_aside;
        described.inspect = choices.inspect;
        described.assassinate = choices.assassinate;
        described.choose_agenda = choices.choose_agenda;
        described.reveal_agenda = choices.reveal_agenda;
        described.leave = choices.leave;
        described.claim_seat = choices.claim_seat;
        let mask = |seats: Option<SeatSet>| seats.map_or(0, |seats| u32::from(seats.bits()));
        ResistanceChoices {
            team_size: choices.propose.map_or(0, |team| u32::from(team.size)),
            team_from: mask(choices.propose.map(|team| team.from)),
            set_aside_from: mask(choices.set_aside),
            inspect_from: mask(choices.inspect),
            assassinate_from: mask(choices.assassinate),
            agenda_size: choices
                .choose_agenda
                .map_or(0, |agenda| u32::from(agenda.size)),
            agenda_from: mask(choices.choose_agenda.map(|agenda| agenda.from)),
            propose: choices.propose.is_some(),
            vote: choices.vote,
            play_success: choices.play_success,
            play_fail: choices.play_fail,
            set_aside: choices.set_aside.is_some(),
            inspect: choices.inspect.is_some(),
            assassinate: choices.assassinate.is_some(),
            choose_agenda: choices.choose_agenda.is_some(),
            reveal_agenda: choices.reveal_agenda,
            leave: choices.leave,
            claim_seat: choices.claim_seat,
            other: described != choices,
        }
    }
}

/// A seat named as the object of a command (a target, a member, an owner): the
/// engine refuses seats past the table itself; these are past any table.
pub(crate) fn seat_argument(value: u32, argument: &str) -> Result<Seat, Failure> {
    u8::try_from(value).map(Seat).map_err(|_| {
        Failure::invalid_argument(format!(
            "`{argument}` {value} is not a seat number (seats are 0 to 255 at most)"
        ))
    })
}

/// The `len` seat numbers at `seats` as the engine's list.
///
/// # Safety
///
/// `seats` NULL or `len` readable bytes.
unsafe fn seat_list(seats: *const u8, len: usize, argument: &str) -> Result<TeamList, Failure> {
    // SAFETY: the caller's promise about `seats`.
    let numbers = unsafe { input_bytes(seats, len, argument) }?;
    let mut list = TeamList::new();
    for &number in numbers {
        list.push(Seat(number)).map_err(|_| {
            Failure::invalid_argument(format!(
                "`{argument}` lists at most {} seats, not {len}",
                TeamList::new().capacity()
            ))
        })?;
    }
    Ok(list)
}

/// The leader `seat` proposes the team of the `team_len` seat numbers at `team`
/// (distinct, in any order). The events it caused are then in
/// `resistance_game_last_outcome_json`.
///
/// `RESISTANCE_STATUS_COMMAND_REFUSED` when the rules refuse it (codes
/// `not_leader`, `wrong_phase`, `wrong_team_size`, `duplicate_seat`,
/// `no_such_team_member`, ...), `RESISTANCE_STATUS_NO_SUCH_SEAT` for a seat
/// outside the table, `RESISTANCE_STATUS_INVALID_ARGUMENT` for more than 16
/// seats. `team` must not be NULL, even for an empty team.
///
/// # Safety
///
/// `game` as for every call (NULL, a live game of this library, or at least 8
/// readable bytes); `team` NULL or `team_len` readable bytes.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn resistance_game_propose(
    game: *mut ResistanceGame,
    seat: u32,
    team: *const u8,
    team_len: usize,
) -> ResistanceStatus {
    guard(|| {
        // SAFETY: the caller's promise about `team`.
        let team = unsafe { seat_list(team, team_len, "team") }?;
        // SAFETY: the caller's promise about `game`.
        let live = unsafe { live_mut(game, "game") }?;
        apply(live, seat, Command::ProposeTeam { team })
    })
}

/// Defines typed command calls, each written `/// docs  name(argument, ...) => command;`:
/// the exported function of the game, the acting `seat` and the `uint32_t` arguments
/// named, which applies for `seat` the command `command` builds of them (a
/// `Result<Command, Failure>`), checked in `apply_built`'s order: the game, then the
/// numbers, then the acting seat. Its `# Safety` is every such call's.
macro_rules! command_calls {
    ($($(#[$doc:meta])* $name:ident($($argument:ident),*) => $command:expr;)+) => {$(
        $(#[$doc])*
        ///
        /// # Safety
        ///
        /// `game` as for every call.
        #[unsafe(no_mangle)]
        pub unsafe extern "C" fn $name(
            game: *mut $crate::handle::ResistanceGame,
            seat: u32,
            $($argument: u32,)*
        ) -> $crate::status::ResistanceStatus {
            // SAFETY: passed through.
            unsafe { $crate::typed::apply_built(game, seat, || $command) }
        }
    )+};
}
pub(crate) use command_calls;

crate::typed::command_calls! {
    /// `seat` votes on the proposed team: `vote` is `RESISTANCE_VOTE_APPROVE` or
    /// `RESISTANCE_VOTE_REJECT` (anything else is
    /// `RESISTANCE_STATUS_INVALID_ARGUMENT`).
    resistance_game_vote(vote) => {
        let approve = match vote {
            v if v == ResistanceVote::Approve as u32 => true,
            v if v == ResistanceVote::Reject as u32 => false,
            other => {
                return Err(Failure::invalid_argument(format!(
                    "vote {other} is neither RESISTANCE_VOTE_APPROVE (0) nor RESISTANCE_VOTE_REJECT (1)"
                )));
            }
        };
        Ok(Command::vote(approve))
    };

    /// Team member `seat` plays a mission card: `card` is
    /// `RESISTANCE_MISSION_CARD_SUCCESS` or `RESISTANCE_MISSION_CARD_FAIL`
    /// (anything else is `RESISTANCE_STATUS_INVALID_ARGUMENT`). A Resistance
    /// player's Fail is refused with code `resistance_must_succeed`.
    resistance_game_play_mission(card) => {
        let card = match card {
            c if c == ResistanceMissionCard::Success as u32 => MissionCard::Success,
            c if c == ResistanceMissionCard::Fail as u32 => MissionCard::Fail,
            other => {
                return Err(Failure::invalid_argument(format!(
                    "card {other} is neither RESISTANCE_MISSION_CARD_SUCCESS (0) nor RESISTANCE_MISSION_CARD_FAIL (1)"
                )));
            }
        };
        Ok(Command::play(card))
    };

    /// `seat`'s player leaves the game; what follows depends on the leave policy of
    /// the configuration (the game ends, or the seat waits for a substitute).
    resistance_game_leave() => Ok(Command::Leave);

    /// A substitute takes over vacated `seat` (leave policy `substitute`).
    resistance_game_claim_seat() => Ok(Command::ClaimSeat);
}

/// Runs the command `build` makes from the call's number arguments, in the order
/// the typed calls check theirs: the game, then the numbers, then the acting seat.
///
/// # Safety
///
/// `game` as for every call.
pub(crate) unsafe fn apply_built(
    game: *mut ResistanceGame,
    seat: u32,
    build: impl FnOnce() -> Result<Command, Failure>,
) -> ResistanceStatus {
    guard(|| {
        // SAFETY: the caller's promise about `game`.
        let live = unsafe { live_mut(game, "game") }?;
        apply(live, seat, build()?)
    })
}

crate::typed::command_calls! {
    /// Trapper module: the leader `seat` sets aside the played card of team member
    /// `member` and sees it (codes `wrong_phase`, `not_leader`, `not_on_team`, ...).
    resistance_game_set_aside(member) => {
        Ok(Command::set_aside(seat_argument(member, "member")?))
    };

    /// Inquisitor module: the token holder `seat` inspects `target`'s loyalty
    /// (codes `not_inquisitor`, `inspect_self`, `former_inquisitor`,
    /// `no_such_target`, ...). What it saw is in the events, for `seat` alone.
    resistance_game_inspect(target) => {
        Ok(Command::inspect(seat_argument(target, "target")?))
    };

    /// Assassin module: the Assassin `seat` names `target` as the Commander (codes
    /// `not_assassin`, `assassinate_self`, `no_such_target`, `wrong_phase`, ...).
    resistance_game_assassinate(target) => {
        Ok(Command::assassinate(seat_argument(target, "target")?))
    };
}

/// Hidden agendas: `seat` seals its agenda naming the `names_len` seats at
/// `names` (one, two for double agendas, one or two where each player chooses;
/// codes `wrong_agenda_size`, `agenda_size_not_one_or_two`,
/// `agenda_already_chosen`, `duplicate_seat`, ...). `names` must not be NULL.
///
/// # Safety
///
/// `game` as for every call; `names` NULL or `names_len` readable bytes.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn resistance_game_choose_agenda(
    game: *mut ResistanceGame,
    seat: u32,
    names: *const u8,
    names_len: usize,
) -> ResistanceStatus {
    guard(|| {
        // SAFETY: the caller's promise about `names`.
        let names = unsafe { seat_list(names, names_len, "names") }?;
        // SAFETY: the caller's promise about `game`.
        let live = unsafe { live_mut(game, "game") }?;
        apply(
            live,
            seat,
            Command::Agenda(AgendaCommand::ChooseAgenda { names }),
        )
    })
}

crate::typed::command_calls! {
    /// Hidden agendas: `seat` turns the hidden agenda of `owner` face up; only the
    /// owner may (codes `not_your_agenda`, `no_hidden_agenda`).
    resistance_game_reveal_agenda(owner) => {
        Ok(Command::reveal_agenda(seat_argument(owner, "owner")?))
    };
}

/// The number of players.
///
/// # Safety
///
/// `game` as for every call; `out` NULL or valid for writing.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn resistance_game_players(
    game: *const ResistanceGame,
    out: *mut u32,
) -> ResistanceStatus {
    // SAFETY: passed through.
    unsafe { query(game, out, |live| Ok(u32::from(live.game.players()))) }
}

/// The current round, 1 to 5 (the last one played once the game is over).
///
/// # Safety
///
/// `game` as for every call; `out` NULL or valid for writing.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn resistance_game_round(
    game: *const ResistanceGame,
    out: *mut u32,
) -> ResistanceStatus {
    // SAFETY: passed through.
    unsafe { query(game, out, |live| Ok(u32::from(live.game.round()))) }
}

/// The current leader's seat.
///
/// # Safety
///
/// `game` as for every call; `out` NULL or valid for writing.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn resistance_game_leader(
    game: *const ResistanceGame,
    out: *mut u32,
) -> ResistanceStatus {
    // SAFETY: passed through.
    unsafe { query(game, out, |live| Ok(u32::from(live.game.leader().0))) }
}

/// The current phase.
///
/// # Safety
///
/// `game` as for every call; `out` NULL or valid for writing.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn resistance_game_phase(
    game: *const ResistanceGame,
    out: *mut ResistancePhase,
) -> ResistanceStatus {
    // SAFETY: passed through.
    unsafe {
        query(game, out, |live| {
            Ok(match live.game.phase() {
                PhaseKind::Proposal => ResistancePhase::Proposal,
                PhaseKind::Voting => ResistancePhase::Voting,
                PhaseKind::Mission => ResistancePhase::Mission,
                PhaseKind::GameOver => ResistancePhase::GameOver,
                PhaseKind::AgendaChoice => ResistancePhase::AgendaChoice,
                PhaseKind::Trapping => ResistancePhase::Trapping,
                PhaseKind::Inquisition => ResistancePhase::Inquisition,
                PhaseKind::Assassination => ResistancePhase::Assassination,
                _ => ResistancePhase::Other,
            })
        })
    }
}

crate::table::game_calls! {
    ResistanceGame;
    awaiting {
        /// The seats the game is waiting for, as a bit mask (bit `i` is seat `i`): the
        /// leader to propose, the voters still to vote (the Opinion Makers first), the
        /// members still to play, the Trapper leader, the Inquisitor, the Assassin, the
        /// player to deal, resolve or answer about a plot card. 0 once the game is over.
        ///
        /// For the host and its bots, not for players: during the assassination it names
        /// the Assassin, whom the players may not know yet. What players may see is the
        /// `awaiting` of the public view (`resistance_game_public_view_json`), which is
        /// empty during the assassination.
        resistance_game_awaiting
    }
}

/// The team size of the current round.
///
/// # Safety
///
/// `game` as for every call; `out` NULL or valid for writing.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn resistance_game_team_size(
    game: *const ResistanceGame,
    out: *mut u32,
) -> ResistanceStatus {
    // SAFETY: passed through.
    unsafe {
        query(game, out, |live| {
            let view = live.game.public_view();
            let round = usize::from(view.round);
            let size = view
                .team_sizes
                .get(round.wrapping_sub(1))
                .unwrap_or_else(|| unreachable!("the round is 1 to 5"));
            Ok(u32::from(*size))
        })
    }
}

crate::table::game_calls! {
    ResistanceGame;
    is_over {
        /// Whether the game has ended.
        resistance_game_is_over
    }
}

/// The side that won: `RESISTANCE_WINNER_NONE` while the game goes on and when it
/// was abandoned.
///
/// # Safety
///
/// `game` as for every call; `out` NULL or valid for writing.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn resistance_game_winner(
    game: *const ResistanceGame,
    out: *mut ResistanceWinner,
) -> ResistanceStatus {
    // SAFETY: passed through.
    unsafe {
        query(game, out, |live| {
            Ok(match live.game.result().and_then(|result| result.winner) {
                None => ResistanceWinner::None,
                Some(Allegiance::Resistance) => ResistanceWinner::Resistance,
                Some(Allegiance::Spy) => ResistanceWinner::Spies,
            })
        })
    }
}

/// Why the game ended, or `RESISTANCE_END_REASON_NOT_OVER`.
///
/// # Safety
///
/// `game` as for every call; `out` NULL or valid for writing.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn resistance_game_end_reason(
    game: *const ResistanceGame,
    out: *mut ResistanceEndReason,
) -> ResistanceStatus {
    // SAFETY: passed through.
    unsafe {
        query(game, out, |live| {
            Ok(match live.game.result().map(|result| result.reason) {
                None => ResistanceEndReason::NotOver,
                Some(EndReason::ThreeSuccesses) => ResistanceEndReason::ThreeSuccesses,
                Some(EndReason::ThreeFailures) => ResistanceEndReason::ThreeFailures,
                Some(EndReason::FiveRejections) => ResistanceEndReason::FiveRejections,
                Some(EndReason::Abandoned { .. }) => ResistanceEndReason::Abandoned,
                Some(EndReason::CommanderAssassinated { .. }) => {
                    ResistanceEndReason::CommanderAssassinated
                }
                Some(EndReason::AssassinMissed { .. }) => ResistanceEndReason::AssassinMissed,
                Some(_) => ResistanceEndReason::Other,
            })
        })
    }
}

/// What `seat` may do now. For that seat alone (it tells whether the seat may
/// play Fail). `RESISTANCE_STATUS_NO_SUCH_SEAT` for a seat outside the table.
///
/// # Safety
///
/// `game` as for every call; `out` NULL or valid for writing a
/// `ResistanceChoices`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn resistance_game_choices(
    game: *const ResistanceGame,
    seat: u32,
    out: *mut ResistanceChoices,
) -> ResistanceStatus {
    // SAFETY: passed through.
    unsafe { seat_query(game, seat, out, |game, seat| game.choices(seat).into()) }
}

/// Hidden agendas where each player seals one name or two (`"agendas":
/// "singleOrDouble"`, HA2): the seats `seat` may name in a double agenda, two of
/// them, instead of the `agenda_size` (one) of `resistance_game_choices`, as a
/// mask; 0 when the seat may not seal two now (agendas of another kind, or none;
/// the seat has sealed; the choice is over). For that seat alone; whenever it is
/// not 0, `ResistanceChoices::other` is true. `RESISTANCE_STATUS_NO_SUCH_SEAT` for
/// a seat outside the table.
///
/// # Safety
///
/// `game` as for every call; `out` NULL or valid for writing.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn resistance_game_double_agenda_from(
    game: *const ResistanceGame,
    seat: u32,
    out: *mut u32,
) -> ResistanceStatus {
    // SAFETY: passed through.
    unsafe {
        seat_query(game, seat, out, |game, seat| {
            let double = game.choices(seat).choose_double_agenda;
            double.map_or(0, |agenda| u32::from(agenda.from.bits()))
        })
    }
}

crate::table::game_calls! {
    ResistanceGame;
    last_event_count {
        /// How many events the last command accepted through this game caused (0 before
        /// the first); `resistance_game_last_outcome_json` gives them.
        resistance_game_last_event_count
    }
}
