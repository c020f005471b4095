//! One seat's private view of the base game: what it was told at setup, what it did
//! and saw in secret during play, and its own secrets just before the end.

use crate::{
    history::{own_facts, tell_own_facts},
    style::write_heading,
    words::{
        card_name, loyalty_name, other_defector, role_name, seat_list, seat_name, seat_number,
        side_name, the_card,
    },
};
use resistance_core::agenda::AgendaCommand;
use resistance_core::{
    Allegiance, Command, Envelope, Event, GameConfig, Outcome, PlayerView, Role, Seat, SeatSet,
    history::History, inquisitor::InquisitorEvent, plot::PlotEvent, plot::Shown,
    trapper::TrapperEvent, view::Appearance, view::Sightings, visible_to,
};
use resistance_examples::and_list;
use std::io::{self, Write};

/// What the chosen seat did and saw in secret during play, with the round it
/// happened in.
pub(crate) enum Secret {
    /// It sealed its hidden agenda (its own command, HA1).
    Agenda(SeatSet),
    /// An event addressed to it alone (TR2, IQ2).
    Event(Event),
}

impl Secret {
    /// The secrets `seat` gathers from `actor`'s `command` and its `outcome`: its own
    /// agenda, and the events addressed to it alone.
    pub(crate) fn gathered(
        seat: Seat,
        actor: Seat,
        command: &Command,
        outcome: &Outcome,
    ) -> Vec<Secret> {
        let agenda = match command {
            Command::Agenda(AgendaCommand::ChooseAgenda { names }) if actor == seat => {
                Some(Secret::Agenda(names.iter().copied().collect()))
            }
            _ => None,
        };
        let private = outcome
            .events
            .iter()
            .filter(|e| !e.audience.is_public() && e.audience.includes(seat))
            .map(|e| Secret::Event(e.event));
        agenda.into_iter().chain(private).collect()
    }
}

/// Tells the private view of `setup_view`'s seat: the `opening` events addressed to it
/// alone, its view right after setup, the `secrets` it gathered during play (with their
/// round), what its `history` (`Game::history` at the end) adds to the public grid,
/// and its `last_live_view`, taken just before the end.
pub(crate) fn tell(
    out: &mut impl Write,
    config: &GameConfig,
    opening: &[Envelope],
    setup_view: &PlayerView,
    secrets: &[(u8, Secret)],
    last_live_view: &PlayerView,
    history: &History,
) -> io::Result<()> {
    let seat = setup_view.seat;
    let name = seat_name(seat);
    write_heading(out, &format!("The private view of {name}"))?;
    writeln!(
        out,
        "What {name} was told at setup (opening events addressed to {name} alone):"
    )?;
    tell_setup(out, config, opening, setup_view)?;
    writeln!(
        out,
        "\nSeat {}'s view right after setup, as Game::view(Seat({})) gave it then (the \
         engine and its JSON count seats from 0): its own role and what it learned at \
         setup, nothing else about other seats, and \"reveal\" is null:",
        seat_number(seat),
        seat.0
    )?;
    writeln!(
        out,
        "{}",
        serde_json::to_string_pretty(&setup_view).map_err(io::Error::other)?
    )?;

    // Only these modules give a seat secrets of its own during play.
    if config.trapper || config.inquisitor || config.agendas.is_some() || config.plot_cards {
        writeln!(
            out,
            "\nWhat {name} did and saw in secret during play (its own agenda, and the \
             events addressed to it alone):"
        )?;
        if secrets.is_empty() {
            writeln!(
                out,
                "  Nothing: {name} never set a card aside as the leader, never inspected \
                 anyone and was never shown anything by a plot card."
            )?;
        }
        for (round, secret) in secrets {
            tell_secret(out, *round, secret)?;
        }
    }

    writeln!(
        out,
        "\nWhat {name}'s own vote history adds to the public grid, round by round: the \
         mission cards it played and what it alone saw."
    )?;
    if history
        .rounds
        .iter()
        .all(|row| own_facts(row, true).is_empty())
    {
        writeln!(
            out,
            "  Nothing: {name} was never on a mission, and saw nothing alone."
        )?;
    }
    tell_own_facts(out, history)?;

    let live = last_live_view;
    let modules_on = config.assassin.is_some()
        || config.trapper
        || config.defector.is_some()
        || config.inquisitor
        || config.agendas.is_some();
    if modules_on {
        writeln!(
            out,
            "\nSeat {}'s own secrets in its view just before the end (Game::view(Seat({})) \
             in round {}):",
            seat_number(seat),
            seat.0,
            live.table.round
        )?;
        writeln!(
            out,
            "  Card: {}; plays for {}{}.",
            role_name(live.role),
            side_name(live.allegiance),
            if live.allegiance == live.role.allegiance() {
                ""
            } else {
                // DF3.
                " (a loyalty switch turned it)"
            }
        )?;
        if config.agendas.is_some() {
            match live.agenda {
                Some(names) => writeln!(
                    out,
                    "  Hidden agenda: accuses {}; {}.",
                    seat_list(names),
                    if live
                        .table
                        .agendas
                        .iter()
                        .any(|a| a.owner == seat && a.revealed.is_some())
                    {
                        "turned face up"
                    } else {
                        "still face down"
                    }
                )?,
                None => writeln!(out, "  Hidden agenda: not chosen.")?,
            }
        }
        if config.trapper {
            tell_list(out, "Cards it set aside and saw", &live.trapped, |t| {
                format!(
                    "round {}, {}'s card ({})",
                    t.round,
                    seat_name(t.member),
                    card_name(t.card)
                )
            })?;
        }
        if config.inquisitor {
            tell_list(out, "Its inspections", &live.inspections, |r| {
                format!(
                    "after mission {}, {} showed {}",
                    r.inspection.round,
                    seat_name(r.inspection.target),
                    loyalty_name(r.shown)
                )
            })?;
        }
    }
    Ok(())
}

/// "  `label`: a, b and c.", each of `items` told by `tell`.
fn tell_list<T>(
    out: &mut impl Write,
    label: &str,
    items: &[T],
    tell: impl Fn(&T) -> String,
) -> io::Result<()> {
    let told: Vec<String> = items.iter().map(tell).collect();
    writeln!(out, "  {label}: {}.", and_list(&told))
}

/// Tells what `opening` told `setup_view`'s seat alone: its role and what it learned.
pub(crate) fn tell_setup(
    out: &mut impl Write,
    config: &GameConfig,
    opening: &[Envelope],
    setup_view: &PlayerView,
) -> io::Result<()> {
    for event in visible_to(opening, setup_view.seat) {
        match *event {
            Event::RoleDealt { role, .. } => {
                writeln!(out, "  You are {}.", role_name(role))?;
            }
            Event::KnowledgeGained { sightings, .. } => {
                tell_sightings(out, config, setup_view.role, &sightings)?;
            }
            // Public opening events were told in the story already.
            _ => {}
        }
    }
    Ok(())
}

/// Tells what a seat of `role` learned at setup (B4, AS2, DF2, DF5), with a gloss
/// in words a player reads: the rule ids stay here.
pub(crate) fn tell_sightings(
    out: &mut impl Write,
    config: &GameConfig,
    role: Role,
    sightings: &Sightings,
) -> io::Result<()> {
    if sightings.is_empty() {
        let why = match role {
            // AS2.
            Role::BlindSpy => format!(
                "{} neither learns the spies nor is known to them",
                the_card(Role::BlindSpy)
            ),
            // DF2.
            Role::SpyDefector => format!(
                "the spies know {}, who learns none of them",
                the_card(Role::SpyDefector)
            ),
            Role::ResistanceDefector => {
                format!("{} learns nothing", the_card(Role::ResistanceDefector))
            }
            // B4.
            _ => format!("{} is told nothing", side_name(Allegiance::Resistance)),
        };
        return writeln!(out, "  You learned nothing about anyone ({why}).");
    }
    let appearing_as = |appearance: Appearance| -> SeatSet {
        sightings
            .iter()
            .filter(|s| s.appears_as == appearance)
            .map(|s| s.seat)
            .collect()
    };
    let spies = appearing_as(Appearance::Spy);
    if !spies.is_empty() {
        let spy = |role| {
            matches!(
                role,
                Role::Spy | Role::Assassin | Role::FalseCommander | Role::DeepCover
            )
        };
        // Only the cards dealt: a gloss naming an absent Blind Spy would hint at a
        // card that is not in the game.
        let why = match (role, config.assassin) {
            // B4.
            _ if config.assassin.is_none() && config.defector.is_none() => {
                Some("the spies learn each other".to_owned())
            }
            // AS2: the Commander sees every spy but the Deep Cover.
            (Role::Commander, Some(options)) if options.deep_cover => Some(format!(
                "you see every spy but {}",
                the_card(Role::DeepCover)
            )),
            (Role::Commander, _) => Some("you see every spy".to_owned()),
            // B4, AS2, DF2: the spies learn each other, but not the Blind Spy.
            (role, Some(options)) if spy(role) && options.blind_spy => Some(format!(
                "the spies learn each other, but not {}",
                the_card(Role::BlindSpy)
            )),
            (role, _) if spy(role) => Some("the spies learn each other".to_owned()),
            _ => None,
        };
        let what = if spies.len() == 1 {
            "is a spy"
        } else {
            "are spies"
        };
        tell_learned(out, spies, what, why)?;
    }
    // AS2: the Body Guard's candidates.
    let candidates = appearing_as(Appearance::CommanderCandidate);
    if candidates.len() == 1 {
        let commander = format!("is {}", the_card(Role::Commander));
        tell_learned(out, candidates, &commander, None)?;
    } else if !candidates.is_empty() {
        let either = format!(
            "are {} and {}, but not which is which",
            the_card(Role::Commander),
            the_card(Role::FalseCommander)
        );
        tell_learned(out, candidates, &either, None)?;
    }
    // DF5: Defectors who know each other.
    let defectors = appearing_as(Appearance::Defector);
    if !defectors.is_empty() {
        let defector = format!("is {}", other_defector());
        tell_learned(out, defectors, &defector, None)?;
    }
    Ok(())
}

/// "  You learned that `seats` `what` (`why`).": one thing the seat learned at setup,
/// and why it was told, when that helps.
fn tell_learned(
    out: &mut impl Write,
    seats: SeatSet,
    what: &str,
    why: Option<String>,
) -> io::Result<()> {
    let why = why.map(|why| format!(" ({why})")).unwrap_or_default();
    writeln!(out, "  You learned that {} {what}{why}.", seat_list(seats))
}

/// Tells one secret of the seat, gathered in `round`: its agenda (HA1, HA2), the card
/// it set aside (TR2), the loyalty card it inspected (IQ2, AS5) or what a plot card
/// showed it (PC4, PC6).
pub(crate) fn tell_secret(out: &mut impl Write, round: u8, secret: &Secret) -> io::Result<()> {
    match secret {
        Secret::Agenda(names) if names.len() > 1 => writeln!(
            out,
            "  Before round 1: you sealed a double hidden agenda accusing {} of being \
             spies.",
            seat_list(*names)
        ),
        Secret::Agenda(names) => writeln!(
            out,
            "  Before round 1: you sealed a hidden agenda accusing {} of being a spy.",
            seat_list(*names)
        ),
        Secret::Event(Event::Trapper(TrapperEvent::TrappedCardSeen { member, card })) => writeln!(
            out,
            "  Round {round}: as leader you set aside {}'s card and saw it: {} \
             (nobody else knows).",
            seat_name(*member),
            card_name(*card)
        ),
        Secret::Event(Event::Inquisitor(InquisitorEvent::LoyaltyShown { target, allegiance })) => {
            writeln!(
                out,
                "  Before round {round}: you inspected {}; their loyalty card showed \
                 {} (nobody else knows).",
                seat_name(*target),
                loyalty_name(*allegiance)
            )
        }
        Secret::Event(Event::Plot(PlotEvent::PlotCardShown { card, shown })) => match shown {
            Shown::MissionCard {
                member,
                card: played,
            } => writeln!(
                out,
                "  Round {round}: {card} showed you that {} played {}.",
                seat_name(*member),
                card_name(*played)
            ),
            Shown::Allegiance { seat, allegiance } => writeln!(
                out,
                "  Round {round}: {card} showed you that {} plays for {}.",
                seat_name(*seat),
                side_name(*allegiance)
            ),
        },
        Secret::Event(other) => writeln!(out, "  Round {round}: {other:?}"),
    }
}
