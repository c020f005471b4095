//! The conversions between [`Command`](super::command::Command) and its wire form
//! ([`super::wire`]), one arm per variant each way.
//!
//! Generated from the declarations by `tests/wire_forms.rs`: do not edit. Run
//! `UPDATE_WIRE_FORMS=1 cargo test -p resistance-core --test wire_forms` after
//! changing a command (the test fails while this file is stale).

use crate::{kernel::wire_forms, resistance::wire::Command as WireCommand};

wire_forms! {
    super::command::Command => WireCommand {
        ProposeTeam { team } <=> (super::command::Command::ProposeTeam { team });
        Vote { vote } <=> (super::command::Command::Vote { vote });
        PlayMission { card } <=> (super::command::Command::PlayMission { card });
        SetAside { member } <=> (super::command::Command::Trapper(crate::resistance::modules::trapper::TrapperCommand::SetAside { member }));
        Inspect { target } <=> (super::command::Command::Inquisitor(crate::resistance::modules::inquisitor::InquisitorCommand::Inspect { target }));
        Assassinate { target } <=> (super::command::Command::Assassin(crate::resistance::modules::assassin::AssassinCommand::Assassinate { target }));
        ChooseAgenda { names } <=> (super::command::Command::Agenda(crate::resistance::modules::agenda::AgendaCommand::ChooseAgenda { names }));
        RevealAgenda { owner } <=> (super::command::Command::Agenda(crate::resistance::modules::agenda::AgendaCommand::RevealAgenda { owner }));
        GivePlotCard { card, to } <=> (super::command::Command::Plot(crate::resistance::modules::plot::cards::PlotCommand::GivePlotCard { card, to }));
        UsePlotCard { action } <=> (super::command::Command::Plot(crate::resistance::modules::plot::cards::PlotCommand::UsePlotCard { action }));
        DeclinePlotCard { card } <=> (super::command::Command::Plot(crate::resistance::modules::plot::cards::PlotCommand::DeclinePlotCard { card }));
        Leave {} <=> (super::command::Command::Leave);
        ClaimSeat {} <=> (super::command::Command::ClaimSeat);
    }
}
