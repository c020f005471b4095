//! The conversions between [`Command`](super::command::Command) and
//! [`Event`](super::event::Event) and their wire forms ([`super::wire`]), one arm
//! per variant each way.
//!
//! Generated from the declarations by `tests/wire_forms.rs`: do not edit. Run
//! `UPDATE_WIRE_FORMS=1 cargo test -p resistance-core --test wire_forms` after
//! changing a command or an event (the test fails while this file is stale).

use crate::{
    kernel::wire_forms,
    resistance::wire::{Command as WireCommand, Event as WireEvent},
};

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

wire_forms! {
    super::event::Event => WireEvent {
        GameStarted { players, first_leader, inquisitor } <=> (super::event::Event::GameStarted { players, first_leader, inquisitor });
        RoleDealt { seat, role } <=> (super::event::Event::RoleDealt { seat, role });
        KnowledgeGained { seat, sightings } <=> (super::event::Event::KnowledgeGained { seat, sightings });
        RoundStarted { round, leader, team_size, fails_needed } <=> (super::event::Event::RoundStarted { round, leader, team_size, fails_needed });
        TeamProposed { round, attempt, leader, team } <=> (super::event::Event::TeamProposed { round, attempt, leader, team });
        VoteCast { seat } <=> (super::event::Event::VoteCast { seat });
        VotesRevealed { team, approvals, rejections, approved } <=> (super::event::Event::VotesRevealed { team, approvals, rejections, approved });
        LeadershipPassed { leader, rejections } <=> (super::event::Event::LeadershipPassed { leader, rejections });
        MissionCardPlayed { seat } <=> (super::event::Event::MissionCardPlayed { seat });
        MissionResolved { round, team, fails, succeeded } <=> (super::event::Event::MissionResolved { round, team, fails, succeeded });
        AgendaChoiceBegan {} <=> (super::event::Event::Agenda(crate::resistance::modules::agenda::AgendaEvent::AgendaChoiceBegan));
        AgendaChosen { seat } <=> (super::event::Event::Agenda(crate::resistance::modules::agenda::AgendaEvent::AgendaChosen { seat }));
        AgendaRevealed { seat, names } <=> (super::event::Event::Agenda(crate::resistance::modules::agenda::AgendaEvent::AgendaRevealed { seat, names }));
        TrappingBegan { leader } <=> (super::event::Event::Trapper(crate::resistance::modules::trapper::TrapperEvent::TrappingBegan { leader }));
        CardSetAside { leader, member } <=> (super::event::Event::Trapper(crate::resistance::modules::trapper::TrapperEvent::CardSetAside { leader, member }));
        TrappedCardSeen { member, card } <=> (super::event::Event::Trapper(crate::resistance::modules::trapper::TrapperEvent::TrappedCardSeen { member, card }));
        LoyaltyCardFlipped { round, card } <=> (super::event::Event::Defector(crate::resistance::modules::defector::DefectorEvent::LoyaltyCardFlipped { round, card }));
        InquisitionBegan { holder } <=> (super::event::Event::Inquisitor(crate::resistance::modules::inquisitor::InquisitorEvent::InquisitionBegan { holder }));
        PlayerInspected { holder, target } <=> (super::event::Event::Inquisitor(crate::resistance::modules::inquisitor::InquisitorEvent::PlayerInspected { holder, target }));
        LoyaltyShown { target, allegiance } <=> (super::event::Event::Inquisitor(crate::resistance::modules::inquisitor::InquisitorEvent::LoyaltyShown { target, allegiance }));
        PlotCardsDrawn { leader, cards } <=> (super::event::Event::Plot(crate::resistance::modules::plot::cards::PlotEvent::PlotCardsDrawn { leader, cards }));
        PlotCardGiven { leader, card, to } <=> (super::event::Event::Plot(crate::resistance::modules::plot::cards::PlotEvent::PlotCardGiven { leader, card, to }));
        PlotCardUsed { seat, action } <=> (super::event::Event::Plot(crate::resistance::modules::plot::cards::PlotEvent::PlotCardUsed { seat, action }));
        PlotCardDeclined { seat, card } <=> (super::event::Event::Plot(crate::resistance::modules::plot::cards::PlotEvent::PlotCardDeclined { seat, card }));
        PlotCardDiscarded { seat, card } <=> (super::event::Event::Plot(crate::resistance::modules::plot::cards::PlotEvent::PlotCardDiscarded { seat, card }));
        PlotCardShown { card, shown } <=> (super::event::Event::Plot(crate::resistance::modules::plot::cards::PlotEvent::PlotCardShown { card, shown }));
        OpenVotesRevealed { approvals, rejections } <=> (super::event::Event::Plot(crate::resistance::modules::plot::cards::PlotEvent::OpenVotesRevealed { approvals, rejections }));
        MissionCardShown { seat, card } <=> (super::event::Event::Plot(crate::resistance::modules::plot::cards::PlotEvent::MissionCardShown { seat, card }));
        AssassinationBegan {} <=> (super::event::Event::Assassin(crate::resistance::modules::assassin::AssassinEvent::AssassinationBegan));
        PlayerLeft { seat, awaiting_substitute } <=> (super::event::Event::PlayerLeft { seat, awaiting_substitute });
        SeatClaimed { seat } <=> (super::event::Event::SeatClaimed { seat });
        GameEnded { winner, reason } <=> (super::event::Event::GameEnded { winner, reason });
        RolesRevealed { roles } <=> (super::event::Event::RolesRevealed { roles });
    }
}
