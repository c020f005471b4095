//! Commands: everything a seat can ask the game to do.

use crate::{
    kernel::{BoundedList, MissionCard, Seat, SeatSet, tagged_union, variant_kind},
    resistance::modules::plot::cards::{PlotAction, PlotCard},
};
use core::fmt;

/// A vote on a proposed team (B7).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "arbitrary", derive(arbitrary::Arbitrary))]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "camelCase"))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub enum Vote {
    /// Approve the team.
    #[default]
    Approve,
    /// Reject the team.
    Reject,
}

/// The seats a leader names for a team, as given: order and repeats are kept so that a
/// repeated seat can be refused with [`CommandError::DuplicateSeat`](crate::CommandError::DuplicateSeat).
/// It holds as many seats as a [`SeatSet`] can, so [`Command::propose`] never drops one.
pub type TeamList = BoundedList<Seat, { SeatSet::CAPACITY as usize }>;

/// The seats of `set` as a list, in ascending order.
fn seat_list(set: SeatSet) -> TeamList {
    let mut list = TeamList::new();
    for seat in set {
        // The list holds every seat a set can hold: this never fails.
        let _ = list.push(seat);
    }
    list
}

tagged_union! {
    tag = "type", deny_unknown_fields,
    /// Everything a seat can do. Each command is sent by one seat through
    /// [`Game::apply`](crate::Game::apply).
    ///
    /// In JSON a command is an object tagged by `"type"`:
    /// `{"type":"proposeTeam","team":[0,3]}`, `{"type":"vote","vote":"approve"}`,
    /// `{"type":"playMission","card":"fail"}`, `{"type":"setAside","member":2}`,
    /// `{"type":"inspect","target":4}`, `{"type":"assassinate","target":1}`,
    /// `{"type":"chooseAgenda","names":[3]}`, `{"type":"revealAgenda","owner":0}`,
    /// `{"type":"givePlotCard","card":"strongLeader","to":2}`,
    /// `{"type":"usePlotCard","action":{"card":"inTheSpotlight","member":3}}`,
    /// `{"type":"declinePlotCard","card":"noConfidence"}`,
    /// `{"type":"leave"}`, `{"type":"claimSeat"}`.
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    #[cfg_attr(feature = "arbitrary", derive(arbitrary::Arbitrary))]
    #[non_exhaustive]
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

impl Command {
    /// Propose the seats of `team` (in ascending order).
    pub fn propose(team: SeatSet) -> Command {
        Command::ProposeTeam {
            team: seat_list(team),
        }
    }

    /// Vote to approve (`true`) or reject (`false`).
    pub const fn vote(approve: bool) -> Command {
        Command::Vote {
            vote: if approve { Vote::Approve } else { Vote::Reject },
        }
    }

    /// Play a mission card.
    pub const fn play(card: MissionCard) -> Command {
        Command::PlayMission { card }
    }

    /// Seal a hidden agenda naming the seats of `names` (in ascending order).
    pub fn choose_agenda(names: SeatSet) -> Command {
        Command::ChooseAgenda {
            names: seat_list(names),
        }
    }

    /// Which kind of command this is.
    pub const fn kind(&self) -> CommandKind {
        variant_kind!(self, Command => CommandKind:
            ProposeTeam, Vote, PlayMission, SetAside, Inspect, Assassinate, ChooseAgenda,
            RevealAgenda, GivePlotCard, UsePlotCard, DeclinePlotCard, Leave, ClaimSeat)
    }
}

/// The kind of a [`Command`], without its data; used in error messages.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "camelCase"))]
#[non_exhaustive]
pub enum CommandKind {
    /// [`Command::ProposeTeam`].
    ProposeTeam,
    /// [`Command::Vote`].
    Vote,
    /// [`Command::PlayMission`].
    PlayMission,
    /// [`Command::SetAside`].
    SetAside,
    /// [`Command::Inspect`].
    Inspect,
    /// [`Command::Assassinate`].
    Assassinate,
    /// [`Command::ChooseAgenda`].
    ChooseAgenda,
    /// [`Command::RevealAgenda`].
    RevealAgenda,
    /// [`Command::GivePlotCard`].
    GivePlotCard,
    /// [`Command::UsePlotCard`].
    UsePlotCard,
    /// [`Command::DeclinePlotCard`].
    DeclinePlotCard,
    /// [`Command::Leave`].
    Leave,
    /// [`Command::ClaimSeat`].
    ClaimSeat,
}

impl CommandKind {
    /// Every kind of command, in the order [`Command`] declares them: for a host's
    /// table of what a seat may send, or a test that each kind was sent.
    pub const ALL: [CommandKind; 13] = [
        CommandKind::ProposeTeam,
        CommandKind::Vote,
        CommandKind::PlayMission,
        CommandKind::SetAside,
        CommandKind::Inspect,
        CommandKind::Assassinate,
        CommandKind::ChooseAgenda,
        CommandKind::RevealAgenda,
        CommandKind::GivePlotCard,
        CommandKind::UsePlotCard,
        CommandKind::DeclinePlotCard,
        CommandKind::Leave,
        CommandKind::ClaimSeat,
    ];
}

impl fmt::Display for CommandKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            CommandKind::ProposeTeam => "propose a team",
            CommandKind::Vote => "vote",
            CommandKind::PlayMission => "play a mission card",
            CommandKind::SetAside => "set a mission card aside",
            CommandKind::Inspect => "inspect a player",
            CommandKind::Assassinate => "name the Commander",
            CommandKind::ChooseAgenda => "choose a hidden agenda",
            CommandKind::RevealAgenda => "reveal a hidden agenda",
            CommandKind::GivePlotCard => "give a plot card",
            CommandKind::UsePlotCard => "use a plot card",
            CommandKind::DeclinePlotCard => "decline a plot card",
            CommandKind::Leave => "leave",
            CommandKind::ClaimSeat => "claim a seat",
        })
    }
}
