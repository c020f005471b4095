//! Errors of commands, seat look-ups and snapshots. Messages are stable: the bindings
//! pass them through unchanged, next to the stable [`CommandError::code`].
//!
//! A refused command changes nothing. The error is meant for the seat that sent the
//! command: some errors reflect that seat's own secrets (a Resistance player learns
//! that it may not play Fail, B10), so a host reports them to that seat only.

use crate::{
    kernel::{NoSuchSeat, Seat},
    resistance::{command::CommandKind, modules::plot::cards::PlotCard, record::PhaseKind},
};
use thiserror::Error;

/// Why a command was refused. Nothing changed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Error)]
#[non_exhaustive]
pub enum CommandError {
    /// The acting seat does not exist.
    #[error(transparent)]
    NoSuchSeat(#[from] NoSuchSeat),
    /// The game has ended; nothing more can happen (B12).
    #[error("the game is over")]
    GameOver,
    /// The command does not belong to the current phase.
    #[error("cannot {command} during {phase}")]
    WrongPhase {
        /// What was attempted.
        command: CommandKind,
        /// The phase the game is in.
        phase: PhaseKind,
    },
    /// Only the leader proposes a team (B6) or sets a card aside (TR2).
    #[error("only the leader ({leader}) may do this, not {seat}")]
    NotLeader {
        /// Who tried.
        seat: Seat,
        /// The leader.
        leader: Seat,
    },
    /// A proposed team member is not a seat at this table (B6).
    #[error("team member {member} is not a seat at this table of {players}")]
    NoSuchTeamMember {
        /// The seat number given.
        member: u8,
        /// Players at the table.
        players: u8,
    },
    /// A seat appears twice in a proposed team (B6).
    #[error("{seat} appears twice in the team")]
    DuplicateSeat {
        /// The repeated seat.
        seat: Seat,
    },
    /// The team does not have the round's size (B2, B6).
    #[error("this round's team has {expected} members, not {given}")]
    WrongTeamSize {
        /// The round's size.
        expected: u8,
        /// The size given.
        given: u8,
    },
    /// Each player votes once per team (B7).
    #[error("{seat} has already voted on this team")]
    AlreadyVoted {
        /// Who tried to vote again.
        seat: Seat,
    },
    /// Only team members play mission cards (B10), and only their cards are set
    /// aside (TR2).
    #[error("{seat} is not on the mission team")]
    NotOnTeam {
        /// Who tried.
        seat: Seat,
    },
    /// Each member plays one card (B10).
    #[error("{seat} has already played a mission card")]
    AlreadyPlayed {
        /// Who tried again.
        seat: Seat,
    },
    /// A Resistance player must play Success (B10).
    #[error("a Resistance player must play Success")]
    ResistanceMustSucceed,
    /// A named seat is not at this table (IQ2, AS4, HA1).
    #[error("{target} names no seat at this table of {players}")]
    NoSuchTarget {
        /// The seat number given.
        target: u8,
        /// Players at the table.
        players: u8,
    },
    /// Only the Inquisitor token holder inspects (IQ2).
    #[error("only the Inquisitor ({holder}) inspects, not {seat}")]
    NotInquisitor {
        /// Who tried.
        seat: Seat,
        /// The token holder.
        holder: Seat,
    },
    /// The Inquisitor names another player (IQ2).
    #[error("the Inquisitor cannot inspect themself")]
    InspectSelf,
    /// The Inquisitor names a player who never held the token (IQ2).
    #[error("{target} has held the Inquisitor token and cannot be inspected")]
    FormerInquisitor {
        /// The former holder named.
        target: Seat,
    },
    /// Only the Assassin names the Commander (AS4).
    #[error("only the Assassin names the Commander")]
    NotAssassin,
    /// The Assassin names another player (AS4).
    #[error("the Assassin must name another player")]
    AssassinateSelf,
    /// A hidden agenda holds one name, or two for a double agenda (HA1, HA2).
    #[error("a hidden agenda here names {expected} seats, not {given}")]
    WrongAgendaSize {
        /// Names required.
        expected: u8,
        /// Names given.
        given: u8,
    },
    /// Where each player chooses, a hidden agenda holds one name or two (HA2).
    #[error("a hidden agenda here names one seat or two, not {given}")]
    AgendaSizeNotOneOrTwo {
        /// Names given.
        given: u8,
    },
    /// Each player seals one agenda (HA1).
    #[error("{seat} has already chosen a hidden agenda")]
    AgendaAlreadyChosen {
        /// Who tried again.
        seat: Seat,
    },
    /// Only the owner reveals a hidden agenda (HA3).
    #[error("{seat} cannot reveal the hidden agenda of {owner}")]
    NotYourAgenda {
        /// Who tried.
        seat: Seat,
        /// The agenda's owner.
        owner: Seat,
    },
    /// There is no face-down agenda to reveal (HA3).
    #[error("{seat} has no face-down hidden agenda to reveal")]
    NoHiddenAgenda {
        /// Who tried.
        seat: Seat,
    },
    /// The seat's player left and no substitute has claimed it yet (LV1).
    #[error("{seat} is waiting for a substitute to claim it")]
    SeatVacant {
        /// The vacant seat.
        seat: Seat,
    },
    /// Only a vacated seat can be claimed (LV1).
    #[error("{seat} is not waiting for a substitute")]
    SeatNotVacant {
        /// The seat.
        seat: Seat,
    },
    /// The seat has no such plot card in front of it, or none to resolve (PC3).
    #[error("{seat} holds no {card} card to use")]
    PlotCardNotHeld {
        /// Who tried.
        seat: Seat,
        /// The card named.
        card: PlotCard,
    },
    /// The card's moment is not open now (PC4).
    #[error("{card} cannot be used now: its moment is not open")]
    PlotCardOutOfMoment {
        /// The card named.
        card: PlotCard,
    },
    /// The seat has already used or declined this card in this moment (PC5).
    #[error("{seat} has already answered for {card} in this moment")]
    PlotCardAlreadyAnswered {
        /// Who tried again.
        seat: Seat,
        /// The card.
        card: PlotCard,
    },
    /// Holders are asked one at a time, from the leader clockwise (PC5).
    #[error("{asked} is asked now, not {seat}")]
    NotAskedNow {
        /// Who tried.
        seat: Seat,
        /// The seat being asked.
        asked: Seat,
    },
    /// Only a card the leader drew and has not given can be given (PC2).
    #[error("no {card} card is waiting to be given")]
    PlotCardNotDrawn {
        /// The card named.
        card: PlotCard,
    },
    /// The leader gives plot cards to other players (PC2).
    #[error("the leader cannot give a plot card to themself")]
    GivePlotCardToSelf,
    /// Strong Leader makes someone else the leader (PC4).
    #[error("the leader cannot use Strong Leader")]
    StrongLeaderByLeader,
    /// One Strong Leader before each vote (PC4).
    #[error("a Strong Leader has already been used before this vote")]
    StrongLeaderAlreadyUsed,
    /// No Confidence rejects an approved team (PC4).
    #[error("No Confidence is used on an approved team, and the last team was rejected")]
    NoConfidenceOnRejectedTeam,
    /// Each member is watched by one player at most (PC4).
    #[error("{member} is already being watched")]
    MemberAlreadyWatched {
        /// The member named.
        member: Seat,
    },
    /// Keeping a Close Eye on You looks at another member's card (PC4).
    #[error("a player cannot watch their own mission card")]
    WatchOwnCard,
    /// In the Spotlight names a member of the approved team (PC4).
    #[error("{member} is not on the team and cannot be put in the spotlight")]
    SpotlightNotOnTeam {
        /// The seat named.
        member: Seat,
    },
    /// Overheard Conversation names the player to the left or to the right (PC4).
    #[error("{target} is not a neighbour")]
    NotNeighbour {
        /// The seat named.
        target: Seat,
    },
    /// Take Responsibility takes a card from another player (PC4).
    #[error("Take Responsibility takes a card from another player")]
    TakeFromSelf,
    /// Take Responsibility takes a card that lies in front of the player named (PC4).
    #[error("{from} has no {card} card in front of them")]
    NoCardToTake {
        /// The seat named.
        from: Seat,
        /// The card named.
        card: PlotCard,
    },
    /// Open Up and Establish Confidence show one's allegiance to another player (PC4).
    #[error("a character is shown to another player")]
    ShowToSelf,
    /// Immediate cards cannot be declined (PC5).
    #[error("{card} is resolved at once and cannot be declined")]
    MustResolvePlotCard {
        /// The card.
        card: PlotCard,
    },
    /// Opinion Makers vote before everyone else (PC4).
    #[error("{seat} votes after the Opinion Makers")]
    OpinionMakersVoteFirst {
        /// Who tried.
        seat: Seat,
    },
}

crate::kernel::stable_error_codes!(CommandError {
    NoSuchSeat => "no_such_seat",
    GameOver => "game_over",
    WrongPhase => "wrong_phase",
    NotLeader => "not_leader",
    NoSuchTeamMember => "no_such_team_member",
    DuplicateSeat => "duplicate_seat",
    WrongTeamSize => "wrong_team_size",
    AlreadyVoted => "already_voted",
    NotOnTeam => "not_on_team",
    AlreadyPlayed => "already_played",
    ResistanceMustSucceed => "resistance_must_succeed",
    NoSuchTarget => "no_such_target",
    NotInquisitor => "not_inquisitor",
    InspectSelf => "inspect_self",
    FormerInquisitor => "former_inquisitor",
    NotAssassin => "not_assassin",
    AssassinateSelf => "assassinate_self",
    WrongAgendaSize => "wrong_agenda_size",
    AgendaSizeNotOneOrTwo => "agenda_size_not_one_or_two",
    AgendaAlreadyChosen => "agenda_already_chosen",
    NotYourAgenda => "not_your_agenda",
    NoHiddenAgenda => "no_hidden_agenda",
    SeatVacant => "seat_vacant",
    SeatNotVacant => "seat_not_vacant",
    PlotCardNotHeld => "plot_card_not_held",
    PlotCardOutOfMoment => "plot_card_out_of_moment",
    PlotCardAlreadyAnswered => "plot_card_already_answered",
    NotAskedNow => "plot_card_out_of_turn",
    PlotCardNotDrawn => "plot_card_not_drawn",
    GivePlotCardToSelf => "give_plot_card_to_self",
    StrongLeaderByLeader => "strong_leader_by_leader",
    StrongLeaderAlreadyUsed => "strong_leader_already_used",
    NoConfidenceOnRejectedTeam => "no_confidence_on_rejected_team",
    MemberAlreadyWatched => "member_already_watched",
    WatchOwnCard => "watch_own_card",
    SpotlightNotOnTeam => "spotlight_not_on_team",
    NotNeighbour => "not_a_neighbour",
    TakeFromSelf => "take_from_self",
    NoCardToTake => "no_card_to_take",
    ShowToSelf => "show_to_self",
    MustResolvePlotCard => "must_resolve_plot_card",
    OpinionMakersVoteFirst => "opinion_makers_vote_first",
});
