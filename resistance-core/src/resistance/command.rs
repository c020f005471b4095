//! Commands: everything a seat can ask the game to do.

use crate::{
    kernel::{MissionCard, Seat, SeatSet, TeamList},
    resistance::modules::{
        agenda::AgendaCommand,
        assassin::AssassinCommand,
        inquisitor::InquisitorCommand,
        plot::cards::{PlotAction, PlotCard, PlotCommand},
        trapper::TrapperCommand,
    },
};
use core::fmt;

pub use crate::kernel::Vote;

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
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(from = "super::wire::Command", into = "super::wire::Command")
)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(as = "super::wire::Command"))]
// A tag byte of its own: left to the compiler, the tag hides in the niche of the
// agenda command's, and the flow's check of every command decodes it, 4
// instructions an `apply` (1.3% of a random game, callgrind).
#[repr(u8)]
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
    /// The Trapper module's commands (TR2). Each module's commands are a type of
    /// its own, under the module's path; the JSON names them as it names the base
    /// game's (`{"type":"setAside","member":2}`).
    Trapper(TrapperCommand),
    /// The Inquisitor's commands (IQ2).
    Inquisitor(InquisitorCommand),
    /// The Assassin module's commands (AS4).
    Assassin(AssassinCommand),
    /// Hidden agendas' commands (HA1–HA3).
    Agenda(AgendaCommand),
    /// The plot cards' commands (PC2–PC5).
    Plot(PlotCommand),
    /// Leave the game (LV1).
    Leave,
    /// A substitute takes over a seat whose player left (LV1, substitute policy).
    ClaimSeat,
}

crate::kernel::embeds!(Command {
    Trapper(TrapperCommand),
    Inquisitor(InquisitorCommand),
    Assassin(AssassinCommand),
    Agenda(AgendaCommand),
    Plot(PlotCommand),
});

impl Command {
    /// Propose the seats of `team` (in ascending order).
    pub fn propose(team: SeatSet) -> Command {
        Command::ProposeTeam {
            team: TeamList::from_set(team),
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

    /// The Trapper leader sets `member`'s card aside (TR2).
    ///
    /// ```
    /// use resistance_core::{Command, Seat, trapper::TrapperCommand};
    /// let command = Command::set_aside(Seat(2));
    /// assert_eq!(command, Command::Trapper(TrapperCommand::SetAside { member: Seat(2) }));
    /// ```
    pub const fn set_aside(member: Seat) -> Command {
        Command::Trapper(TrapperCommand::SetAside { member })
    }

    /// The Inquisitor inspects `target` (IQ2).
    pub const fn inspect(target: Seat) -> Command {
        Command::Inquisitor(InquisitorCommand::Inspect { target })
    }

    /// The Assassin names `target` (AS4).
    pub const fn assassinate(target: Seat) -> Command {
        Command::Assassin(AssassinCommand::Assassinate { target })
    }

    /// Seal a hidden agenda naming the seats of `names` (in ascending order).
    pub fn choose_agenda(names: SeatSet) -> Command {
        Command::Agenda(AgendaCommand::ChooseAgenda {
            names: TeamList::from_set(names),
        })
    }

    /// `owner` turns its hidden agenda face up (HA3).
    pub const fn reveal_agenda(owner: Seat) -> Command {
        Command::Agenda(AgendaCommand::RevealAgenda { owner })
    }

    /// The leader gives the drawn `card` to `to` (PC2).
    pub const fn give_plot_card(card: PlotCard, to: Seat) -> Command {
        Command::Plot(PlotCommand::GivePlotCard { card, to })
    }

    /// Use a plot card as `action` says (PC3–PC5).
    pub const fn use_plot_card(action: PlotAction) -> Command {
        Command::Plot(PlotCommand::UsePlotCard { action })
    }

    /// Decline the held `card` one is asked about (PC5).
    pub const fn decline_plot_card(card: PlotCard) -> Command {
        Command::Plot(PlotCommand::DeclinePlotCard { card })
    }

    /// Which kind of command this is.
    pub const fn kind(&self) -> CommandKind {
        match self {
            Command::ProposeTeam { .. } => CommandKind::ProposeTeam,
            Command::Vote { .. } => CommandKind::Vote,
            Command::PlayMission { .. } => CommandKind::PlayMission,
            Command::Trapper(TrapperCommand::SetAside { .. }) => CommandKind::SetAside,
            Command::Inquisitor(InquisitorCommand::Inspect { .. }) => CommandKind::Inspect,
            Command::Assassin(AssassinCommand::Assassinate { .. }) => CommandKind::Assassinate,
            Command::Agenda(AgendaCommand::ChooseAgenda { .. }) => CommandKind::ChooseAgenda,
            Command::Agenda(AgendaCommand::RevealAgenda { .. }) => CommandKind::RevealAgenda,
            Command::Plot(PlotCommand::GivePlotCard { .. }) => CommandKind::GivePlotCard,
            Command::Plot(PlotCommand::UsePlotCard { .. }) => CommandKind::UsePlotCard,
            Command::Plot(PlotCommand::DeclinePlotCard { .. }) => CommandKind::DeclinePlotCard,
            Command::Leave => CommandKind::Leave,
            Command::ClaimSeat => CommandKind::ClaimSeat,
        }
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
    /// [`TrapperCommand::SetAside`].
    SetAside,
    /// [`InquisitorCommand::Inspect`].
    Inspect,
    /// [`AssassinCommand::Assassinate`].
    Assassinate,
    /// [`AgendaCommand::ChooseAgenda`].
    ChooseAgenda,
    /// [`AgendaCommand::RevealAgenda`].
    RevealAgenda,
    /// [`PlotCommand::GivePlotCard`].
    GivePlotCard,
    /// [`PlotCommand::UsePlotCard`].
    UsePlotCard,
    /// [`PlotCommand::DeclinePlotCard`].
    DeclinePlotCard,
    /// [`Command::Leave`].
    Leave,
    /// [`Command::ClaimSeat`].
    ClaimSeat,
}

impl CommandKind {
    /// Every kind of command, in the order the wire format lists them: for a host's
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
