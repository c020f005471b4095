//! The wire form of [`Command`](super::command::Command): a flat enum of the same
//! name, with every module's variants in place of the module's own type, which
//! serde and ts-rs read and write. The conversions are in [`super::wire_forms`].
//!
//! Generated from the declarations by `tests/wire_forms.rs`: do not edit. Run
//! `UPDATE_WIRE_FORMS=1 cargo test -p resistance-core --test wire_forms` after
//! changing a command (the test fails while this file is stale).

use crate::{
    kernel::{MissionCard, Seat, TeamList, Vote, tagged_union},
    resistance::modules::plot::cards::{PlotAction, PlotCard},
};

tagged_union! {
    tag = "type", deny_unknown_fields,
    /// [`Command`](super::command::Command) as the wire format writes it.
    #[derive(Clone, Copy)]
    pub enum Command {
        /// The leader proposes a team of exactly the round's size (B6).
        ProposeTeam {
            /// The team's members, distinct, the leader may be among them.
            team: TeamList,
        },
        /// Cast one secret vote on the proposed team (B7).
        Vote {
            /// Approve or reject.
            vote: Vote,
        },
        /// A team member plays a mission card face down (B10).
        PlayMission {
            /// The card played.
            card: MissionCard,
        },
        /// The leader sets one member's played card aside and sees it (TR2).
        SetAside {
            /// The team member whose card is set aside (the leader's own is allowed).
            member: Seat,
        },
        /// The Inquisitor inspects a player who never held the token (IQ2).
        Inspect {
            /// The player whose loyalty card the holder sees.
            target: Seat,
        },
        /// The Assassin names the Commander (AS4).
        Assassinate {
            /// The player named.
            target: Seat,
        },
        /// Seal a hidden agenda: one name, or two for a double agenda (HA1, HA2).
        ChooseAgenda {
            /// The seats accused, distinct.
            names: TeamList,
        },
        /// Turn one's own hidden agenda face up (HA3).
        RevealAgenda {
            /// Whose agenda: only the owner may reveal it.
            owner: Seat,
        },
        /// The leader gives one of the plot cards they drew to another player (PC2).
        GivePlotCard {
            /// One of the drawn cards.
            card: PlotCard,
            /// Who receives it.
            to: Seat,
        },
        /// Use a plot card: a held one when asked at its moment, an immediate one on
        /// receiving it (PC3–PC5).
        UsePlotCard {
            /// The card and its target.
            action: PlotAction,
        },
        /// Decline to use the held card one is asked about at a moment (PC5).
        DeclinePlotCard {
            /// The card asked about.
            card: PlotCard,
        },
        /// Leave the game (LV1).
        Leave,
        /// A substitute takes over a seat whose player left (LV1, substitute policy).
        ClaimSeat,
    }
}
