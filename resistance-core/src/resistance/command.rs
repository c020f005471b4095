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

/// The wire format's form of [`Command`], which names each module's commands beside
/// the base game's.
mod wire {
    use crate::{
        kernel::{MissionCard, Seat, TeamList, tagged_union},
        resistance::{
            command::Vote,
            modules::plot::cards::{PlotAction, PlotCard},
        },
    };

    tagged_union! {
        tag = "type", deny_unknown_fields,
        /// A command as the wire format writes it: every module's commands side by
        /// side with the base game's, tagged by `"type"`. [`super::Command`] is read
        /// and written through it, so its JSON, the errors of JSON that is not one and
        /// its TypeScript declaration stay what they were when the module commands
        /// were variants of `Command` itself (the name is the same for that).
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
}

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
    serde(from = "wire::Command", into = "wire::Command")
)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(as = "wire::Command"))]
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

/// One arm per command, both ways: the compiler checks that every command of
/// [`Command`] has its form in [`wire::Command`] and back.
macro_rules! wire_forms {
    ($($wire:ident { $($field:ident),* } <=> $command:pat => $made:expr;)+) => {
        impl From<Command> for wire::Command {
            fn from(command: Command) -> wire::Command {
                match command {
                    $($command => wire::Command::$wire { $($field),* },)+
                }
            }
        }

        impl From<wire::Command> for Command {
            fn from(form: wire::Command) -> Command {
                match form {
                    $(wire::Command::$wire { $($field),* } => $made,)+
                }
            }
        }
    };
}

wire_forms! {
    ProposeTeam { team } <=> Command::ProposeTeam { team } => Command::ProposeTeam { team };
    Vote { vote } <=> Command::Vote { vote } => Command::Vote { vote };
    PlayMission { card } <=> Command::PlayMission { card } => Command::PlayMission { card };
    SetAside { member } <=> Command::Trapper(TrapperCommand::SetAside { member })
        => Command::Trapper(TrapperCommand::SetAside { member });
    Inspect { target } <=> Command::Inquisitor(InquisitorCommand::Inspect { target })
        => Command::Inquisitor(InquisitorCommand::Inspect { target });
    Assassinate { target } <=> Command::Assassin(AssassinCommand::Assassinate { target })
        => Command::Assassin(AssassinCommand::Assassinate { target });
    ChooseAgenda { names } <=> Command::Agenda(AgendaCommand::ChooseAgenda { names })
        => Command::Agenda(AgendaCommand::ChooseAgenda { names });
    RevealAgenda { owner } <=> Command::Agenda(AgendaCommand::RevealAgenda { owner })
        => Command::Agenda(AgendaCommand::RevealAgenda { owner });
    GivePlotCard { card, to } <=> Command::Plot(PlotCommand::GivePlotCard { card, to })
        => Command::Plot(PlotCommand::GivePlotCard { card, to });
    UsePlotCard { action } <=> Command::Plot(PlotCommand::UsePlotCard { action })
        => Command::Plot(PlotCommand::UsePlotCard { action });
    DeclinePlotCard { card } <=> Command::Plot(PlotCommand::DeclinePlotCard { card })
        => Command::Plot(PlotCommand::DeclinePlotCard { card });
    Leave {} <=> Command::Leave => Command::Leave;
    ClaimSeat {} <=> Command::ClaimSeat => Command::ClaimSeat;
}

impl From<TrapperCommand> for Command {
    fn from(command: TrapperCommand) -> Command {
        Command::Trapper(command)
    }
}

impl From<InquisitorCommand> for Command {
    fn from(command: InquisitorCommand) -> Command {
        Command::Inquisitor(command)
    }
}

impl From<AssassinCommand> for Command {
    fn from(command: AssassinCommand) -> Command {
        Command::Assassin(command)
    }
}

impl From<AgendaCommand> for Command {
    fn from(command: AgendaCommand) -> Command {
        Command::Agenda(command)
    }
}

impl From<PlotCommand> for Command {
    fn from(command: PlotCommand) -> Command {
        Command::Plot(command)
    }
}

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
