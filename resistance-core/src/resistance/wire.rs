//! The wire forms of [`Command`](super::command::Command) and
//! [`Event`](super::event::Event): each a flat enum of the same name, with every
//! module's variants in place of the module's own type, which serde and ts-rs
//! read and write. The conversions are in [`super::wire_forms`].
//!
//! Generated from the declarations by `tests/wire_forms.rs`: do not edit. Run
//! `UPDATE_WIRE_FORMS=1 cargo test -p resistance-core --test wire_forms` after
//! changing a command or an event (the test fails while this file is stale).

use crate::{
    kernel::{Allegiance, MissionCard, Seat, SeatSet, TeamList, Vote, tagged_union},
    resistance::{
        modules::plot::cards::{DrawnCards, PlotAction, PlotCard, Shown},
        record::{EndReason, LoyaltyCard},
        reveal::Sightings,
        role::{Role, RoleList},
    },
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

tagged_union! {
    tag = "type",
    /// [`Event`](super::event::Event) as the wire format writes it.
    #[derive(Clone, Copy)]
    pub enum Event {
        /// The game was set up (B5 chose the first leader).
        GameStarted {
            /// Number of players.
            players: u8,
            /// The first leader.
            first_leader: Seat,
            /// Who holds the Inquisitor token first (IQ1), with the Inquisitor.
            inquisitor: Option<Seat>,
        },
        /// A seat was dealt its role (B1). Audience: that seat.
        RoleDealt {
            /// The seat.
            seat: Seat,
            /// Its role.
            role: Role,
        },
        /// What a seat learned at setup from the reveal table (B4). Audience: that seat.
        KnowledgeGained {
            /// The seat that learned.
            seat: Seat,
            /// What it learned, possibly nothing.
            sightings: Sightings,
        },
        /// A round began (B2, B3, B11).
        RoundStarted {
            /// The round, 1..=5.
            round: u8,
            /// Its first leader.
            leader: Seat,
            /// The team size this round.
            team_size: u8,
            /// Fail cards that make this mission fail.
            fails_needed: u8,
        },
        /// The leader proposed a team (B6).
        TeamProposed {
            /// The round.
            round: u8,
            /// Which proposal of the round (1..=5).
            attempt: u8,
            /// The proposing leader.
            leader: Seat,
            /// The team.
            team: SeatSet,
        },
        /// A seat voted; how it voted stays secret until every vote is in (B7).
        VoteCast {
            /// The seat that voted.
            seat: Seat,
        },
        /// Every vote is in; all are revealed together (B7, B8).
        VotesRevealed {
            /// The team voted on.
            team: SeatSet,
            /// Seats that approved.
            approvals: SeatSet,
            /// Seats that rejected.
            rejections: SeatSet,
            /// Approved iff approvals outnumber rejections (B8).
            approved: bool,
        },
        /// The team was rejected and the next seat leads (B9).
        LeadershipPassed {
            /// The new leader.
            leader: Seat,
            /// Teams rejected so far this round.
            rejections: u8,
        },
        /// A team member played a card; which card stays secret (B10).
        MissionCardPlayed {
            /// The seat that played.
            seat: Seat,
        },
        /// Every card is in: only the number of Fail cards is revealed (B10, B3).
        MissionResolved {
            /// The round.
            round: u8,
            /// The team.
            team: SeatSet,
            /// Fail cards counted.
            fails: u8,
            /// Whether the mission succeeded.
            succeeded: bool,
        },
        /// Every player is to seal a hidden agenda before round 1 (HA1).
        AgendaChoiceBegan,
        /// A player sealed a hidden agenda; how many names it holds stays secret (HA1, HA2).
        AgendaChosen {
            /// The owner.
            seat: Seat,
        },
        /// A hidden agenda was turned face up (HA3, HA4).
        AgendaRevealed {
            /// The owner.
            seat: Seat,
            /// The names it holds.
            names: SeatSet,
        },
        /// Every card is in; the leader is to set one aside (TR2).
        TrappingBegan {
            /// The leader.
            leader: Seat,
        },
        /// The leader set a member's card aside, uncounted (TR2).
        CardSetAside {
            /// The leader.
            leader: Seat,
            /// Whose card.
            member: Seat,
        },
        /// What the set-aside card was. Audience: the leader alone (TR2, TR3).
        TrappedCardSeen {
            /// Whose card.
            member: Seat,
            /// The card.
            card: MissionCard,
        },
        /// A loyalty card was flipped at the start of the round (DF3). On a switch the two
        /// Defectors swap allegiance, secretly.
        LoyaltyCardFlipped {
            /// The round.
            round: u8,
            /// The card.
            card: LoyaltyCard,
        },
        /// The Inquisitor is to inspect a player (IQ2).
        InquisitionBegan {
            /// The token holder.
            holder: Seat,
        },
        /// The Inquisitor inspected a player, who now holds the token (IQ2, IQ3).
        PlayerInspected {
            /// The former holder.
            holder: Seat,
            /// The player inspected.
            target: Seat,
        },
        /// What the inspected player's loyalty card showed. Audience: the former holder
        /// alone (IQ2, AS5).
        LoyaltyShown {
            /// The player inspected.
            target: Seat,
            /// Their allegiance at that moment.
            allegiance: Allegiance,
        },
        /// The leader drew the round's plot cards, face up (PC2).
        PlotCardsDrawn {
            /// The leader.
            leader: Seat,
            /// The cards drawn (Establish Confidence among them is resolved at once).
            cards: DrawnCards,
        },
        /// The leader gave a drawn plot card (PC2).
        PlotCardGiven {
            /// The leader.
            leader: Seat,
            /// The card.
            card: PlotCard,
            /// Who received it.
            to: Seat,
        },
        /// A plot card was used, with its target (PC4, PC5).
        PlotCardUsed {
            /// Who used it.
            seat: Seat,
            /// The card and what it named.
            action: PlotAction,
        },
        /// A holder asked at a moment declined (PC5).
        PlotCardDeclined {
            /// Who declined.
            seat: Seat,
            /// The card.
            card: PlotCard,
        },
        /// A plot card was discarded without effect: Take Responsibility with no card
        /// in front of anyone else (PC4).
        PlotCardDiscarded {
            /// Its receiver.
            seat: Seat,
            /// The card.
            card: PlotCard,
        },
        /// What a plot card showed. Audience: the one player who sees it (PC4, PC6).
        PlotCardShown {
            /// The card that showed it.
            card: PlotCard,
            /// What was seen.
            shown: Shown,
        },
        /// The Opinion Makers have all voted; their votes are public (PC4).
        OpenVotesRevealed {
            /// Opinion Makers who approved.
            approvals: SeatSet,
            /// Opinion Makers who rejected.
            rejections: SeatSet,
        },
        /// A mission card played face up under In the Spotlight (PC4).
        MissionCardShown {
            /// The member.
            seat: Seat,
            /// Their card.
            card: MissionCard,
        },
        /// Three missions succeeded; the Assassin is to name the Commander (AS4).
        AssassinationBegan,
        /// A player left (LV1).
        PlayerLeft {
            /// The seat.
            seat: Seat,
            /// Whether the seat now waits for a substitute (substitute policy).
            awaiting_substitute: bool,
        },
        /// A substitute took over a vacated seat (LV1).
        SeatClaimed {
            /// The seat.
            seat: Seat,
        },
        /// The game ended (B9, B12, LV1).
        GameEnded {
            /// The winning side, none when abandoned.
            winner: Option<Allegiance>,
            /// Why it ended.
            reason: EndReason,
        },
        /// Game over reveals every role (B13); the views reveal the rest.
        RolesRevealed {
            /// Every seat's role, in seat order.
            roles: RoleList,
        },
    }
}
