//! The refusals of the plot cards (PC2–PC5): what makes one of its commands illegal.

use thiserror::Error;
use {super::cards::PlotCard, crate::kernel::Seat};

/// Why a command of the plot cards (PC2–PC5) was refused, as
/// [`CommandError::Plot`](crate::CommandError::Plot). Nothing changed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Error)]
#[non_exhaustive]
pub enum PlotError {
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

crate::kernel::stable_error_codes!(PlotError {
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
