//! The public story of the base game: every event a spectator sees, in English.

use crate::{
    style::Paint,
    words::{
        capitalized, card_name, defectors, inquisitor_token, seat_list, seat_name, seat_number,
        side_name, side_was, side_wins, the_card,
    },
};
use resistance_core::{
    Allegiance, EndReason, Event, Role, Seat, SeatSet, agenda::AgendaEvent,
    assassin::AssassinEvent, defector::DefectorEvent, defector::LoyaltyCard,
    inquisitor::InquisitorEvent, plot::PlotAction, plot::PlotEvent, rules::REJECTIONS_TO_LOSE,
    trapper::TrapperEvent,
};
use resistance_examples::and_list;
use std::io::{self, Write};

/// Turns public events into English. Remembers what later events need: the fails a
/// mission needed, the score, and whose card the Trapper set aside.
#[derive(Default)]
pub(crate) struct Narrator {
    fails_needed: u8,
    successes: u8,
    failures: u8,
    set_aside: Option<Seat>,
    /// Who holds the Inquisitor token at setup: the opening events do not say (IQ1).
    first_inquisitor: Option<Seat>,
}

impl Narrator {
    /// A narrator for a game whose Inquisitor token starts with `first_inquisitor`.
    pub(crate) fn new(first_inquisitor: Option<Seat>) -> Self {
        Narrator {
            first_inquisitor,
            ..Narrator::default()
        }
    }

    /// Tells `event`, or nothing when later events say all of it.
    pub(crate) fn tell(&mut self, out: &mut impl Write, event: &Event) -> io::Result<()> {
        match *event {
            Event::GameStarted {
                players,
                first_leader,
                ..
            } => {
                writeln!(
                    out,
                    "{players} players sit down; {} is drawn as the first leader.",
                    seat_name(first_leader)
                )?;
                // IQ1: the token starts to the right of the first leader.
                if let Some(holder) = self.first_inquisitor {
                    writeln!(
                        out,
                        "The {} goes to {}, to the right of the first leader.",
                        inquisitor_token(),
                        seat_name(holder)
                    )?;
                }
                Ok(())
            }
            // HA1. The rule ids of the story are cited here, not in what a player reads.
            Event::Agenda(AgendaEvent::AgendaChoiceBegan) => writeln!(
                out,
                "\nBefore round 1 every player secretly seals a hidden agenda: an accusation \
                 naming who they think is a spy. Nobody sees what anyone wrote."
            ),
            Event::Agenda(AgendaEvent::AgendaChosen { seat }) => {
                writeln!(out, "  {} seals a hidden agenda.", capitalized(seat))
            }
            // HA3.
            Event::Agenda(AgendaEvent::AgendaRevealed { seat, names }) => writeln!(
                out,
                "  {} turns their hidden agenda face up: it accuses {}.",
                capitalized(seat),
                seat_list(names)
            ),
            Event::RoundStarted {
                round,
                leader,
                team_size,
                fails_needed,
            } => {
                self.fails_needed = fails_needed;
                writeln!(
                    out,
                    "\nRound {round}: {} leads. The team has {team_size} members; {} \
                     the mission.",
                    seat_name(leader),
                    match fails_needed {
                        1 => "one Fail card sinks".to_owned(),
                        n => format!("it takes {n} Fail cards to sink"),
                    }
                )
            }
            // DF3.
            Event::Defector(DefectorEvent::LoyaltyCardFlipped { card, .. }) => match card {
                LoyaltyCard::NoChange => writeln!(
                    out,
                    "  A loyalty card is flipped: No Change. The {} keep their sides.",
                    defectors()
                ),
                LoyaltyCard::SwitchAllegiance => writeln!(
                    out,
                    "  A loyalty card is flipped: Switch Allegiance! The two {}, whoever they \
                     are, secretly swap sides.",
                    defectors()
                ),
            },
            Event::TeamProposed {
                attempt,
                leader,
                team,
                ..
            } => writeln!(
                out,
                "  Proposal {attempt}: {} proposes {}.",
                seat_name(leader),
                seat_list(team)
            ),
            Event::VotesRevealed {
                approvals,
                rejections,
                approved,
                ..
            } => writeln!(
                out,
                "    Votes: {} {}; {} {}. The team is {}, {} to {}.",
                seat_list(approvals),
                if approvals.len() == 1 || approvals.is_empty() {
                    "approves"
                } else {
                    "approve"
                },
                seat_list(rejections),
                if rejections.len() == 1 || rejections.is_empty() {
                    "rejects"
                } else {
                    "reject"
                },
                if approved { "approved" } else { "rejected" },
                approvals.len(),
                rejections.len(),
            ),
            Event::LeadershipPassed { leader, rejections } => writeln!(
                out,
                "    {rejections} of {REJECTIONS_TO_LOSE} teams rejected this round; \
                 {} leads now.",
                seat_name(leader)
            ),
            // TR2.
            Event::Trapper(TrapperEvent::TrappingBegan { leader }) => writeln!(
                out,
                "  Every card is in. {}, the leader, picks one to set aside unseen by the \
                 others.",
                capitalized(leader)
            ),
            Event::Trapper(TrapperEvent::CardSetAside { leader, member }) => {
                self.set_aside = Some(member);
                writeln!(
                    out,
                    "  {} sets aside {}'s card: only the leader sees it, and it is not \
                     counted.",
                    capitalized(leader),
                    seat_name(member)
                )
            }
            Event::MissionResolved {
                round,
                team,
                fails,
                succeeded,
            } => {
                if succeeded {
                    self.successes += 1;
                } else {
                    self.failures += 1;
                }
                let cards = match fails {
                    0 => "no Fail card".to_owned(),
                    1 => "1 Fail card".to_owned(),
                    n => format!("{n} Fail cards"),
                };
                let verdict = match (succeeded, fails) {
                    (true, 0) => Paint::Success.paint("succeeds"),
                    (true, _) => format!(
                        "{} ({} needed)",
                        Paint::Success.paint("succeeds anyway"),
                        self.fails_needed
                    ),
                    (false, _) => Paint::Fail.paint("fails"),
                };
                let played = match self.set_aside.take() {
                    Some(_) => format!(
                        "the {} cards counted held {cards}",
                        team.len().saturating_sub(1)
                    ),
                    None => format!("the team played {cards}"),
                };
                writeln!(
                    out,
                    "  Mission {round} {verdict}: {played}. Score: {} succeeded, {} failed.",
                    self.successes, self.failures
                )
            }
            // IQ2; then IQ3, the token passes to the target.
            Event::Inquisitor(InquisitorEvent::InquisitionBegan { holder }) => writeln!(
                out,
                "\n  {} holds the {} and must look at someone's loyalty card before the next \
                 round.",
                capitalized(holder),
                inquisitor_token()
            ),
            Event::Inquisitor(InquisitorEvent::PlayerInspected { holder, target }) => writeln!(
                out,
                "  {} inspects {target}'s loyalty card; what it shows is for {holder} alone. \
                 The token passes to {target}.",
                capitalized(holder),
                target = seat_name(target),
                holder = seat_name(holder),
            ),
            // AS4.
            Event::Assassin(AssassinEvent::AssassinationBegan) => writeln!(
                out,
                "\nThree missions have succeeded, but it is not over: {}, whoever that is, \
                 now names the player they believe is {}.",
                the_card(Role::Assassin),
                the_card(Role::Commander)
            ),
            Event::PlayerLeft {
                seat,
                awaiting_substitute,
            } => writeln!(
                out,
                "  Seat {} leaves the game{}.",
                seat_number(seat),
                if awaiting_substitute {
                    "; the seat waits for a substitute"
                } else {
                    ""
                }
            ),
            Event::SeatClaimed { seat } => {
                writeln!(out, "  A substitute takes over {}.", seat_name(seat))
            }
            Event::GameEnded { winner, reason } => {
                let why = match reason {
                    EndReason::ThreeSuccesses => "three missions succeeded".to_owned(),
                    EndReason::ThreeFailures => "three missions failed".to_owned(),
                    EndReason::FiveRejections => {
                        format!("{REJECTIONS_TO_LOSE} teams were rejected in one round")
                    }
                    EndReason::Abandoned { seat } => format!("{} left the game", seat_name(seat)),
                    EndReason::CommanderAssassinated { assassin, target } => {
                        format!(
                            "{}, {}, named {}, who was {}",
                            the_card(Role::Assassin),
                            seat_name(assassin),
                            seat_name(target),
                            the_card(Role::Commander)
                        )
                    }
                    EndReason::AssassinMissed { assassin, target } => format!(
                        "{}, {}, named {}, who was not {}",
                        the_card(Role::Assassin),
                        seat_name(assassin),
                        seat_name(target),
                        the_card(Role::Commander)
                    ),
                    other => format!("{other:?}"),
                };
                let who = match winner {
                    Some(side) => side_wins(side),
                    None => "nobody wins".to_owned(),
                };
                writeln!(out, "\nGame over: {who}, because {why}.")
            }
            Event::RolesRevealed { roles } => {
                let dealt = |side: Allegiance| -> SeatSet {
                    (0..)
                        .zip(roles.iter())
                        .filter(|(_, role)| role.allegiance() == side)
                        .map(|(index, _)| Seat(index))
                        .collect()
                };
                writeln!(
                    out,
                    "Every role is revealed: {} dealt to {}; {} to {}.",
                    side_was(Allegiance::Spy),
                    seat_list(dealt(Allegiance::Spy)),
                    side_name(Allegiance::Resistance),
                    seat_list(dealt(Allegiance::Resistance))
                )
            }
            // PC2.
            Event::Plot(PlotEvent::PlotCardsDrawn { leader, cards }) => {
                let names: Vec<String> = cards.iter().map(ToString::to_string).collect();
                writeln!(
                    out,
                    "  {} draws plot cards, face up: {}.",
                    capitalized(leader),
                    and_list(&names)
                )
            }
            Event::Plot(PlotEvent::PlotCardGiven { leader, card, to }) => {
                writeln!(
                    out,
                    "  {} gives {card} to {}.",
                    capitalized(leader),
                    seat_name(to)
                )
            }
            Event::Plot(PlotEvent::PlotCardUsed { seat, action }) => {
                tell_plot_use(out, seat, action)
            }
            Event::Plot(PlotEvent::PlotCardDeclined { seat, card }) => {
                writeln!(out, "  {} keeps {card} for later.", capitalized(seat))
            }
            // PC4, as the next two.
            Event::Plot(PlotEvent::PlotCardDiscarded { seat, card }) => writeln!(
                out,
                "  {} has nothing to take: {card} is discarded.",
                capitalized(seat)
            ),
            Event::Plot(PlotEvent::OpenVotesRevealed {
                approvals,
                rejections,
            }) => writeln!(
                out,
                "  The Opinion Makers vote first, openly: {} approve, {} reject.",
                seat_list(approvals),
                seat_list(rejections)
            ),
            Event::Plot(PlotEvent::MissionCardShown { seat, card }) => writeln!(
                out,
                "  In the spotlight, {} plays {}, face up for all.",
                seat_name(seat),
                card_name(card)
            ),
            // Who has voted or played a card is public too, but the revealed votes
            // and the mission result that follow say all of it.
            Event::VoteCast { .. } | Event::MissionCardPlayed { .. } => Ok(()),
            // Private events never reach the public story; newer events are shown raw.
            ref other => writeln!(out, "  ({other:?})"),
        }
    }
}

/// A plot card's use, with its target: public (PC5). What it showed is not.
fn tell_plot_use(out: &mut impl Write, seat: Seat, action: PlotAction) -> io::Result<()> {
    let who = capitalized(seat);
    match action {
        PlotAction::StrongLeader => {
            writeln!(out, "  {who} plays Strong Leader and takes the lead.")
        }
        // B9: the approved team counts as the rejected one.
        PlotAction::NoConfidence => writeln!(
            out,
            "  {who} plays No Confidence: the approved team counts as rejected."
        ),
        PlotAction::InTheSpotlight { member } => writeln!(
            out,
            "  {who} puts {} in the spotlight: that card will be played face up.",
            seat_name(member)
        ),
        PlotAction::KeepingACloseEyeOnYou { member } => writeln!(
            out,
            "  {who} keeps a close eye on {member} and looks at the card {member} played.",
            member = seat_name(member)
        ),
        PlotAction::TakeResponsibility { from, take } => writeln!(
            out,
            "  {who} takes responsibility: {take} passes from {} to {}.",
            seat_name(from),
            seat_name(seat)
        ),
        PlotAction::OverheardConversation { neighbour } => writeln!(
            out,
            "  {who} overhears a conversation and learns the allegiance of {}.",
            seat_name(neighbour)
        ),
        PlotAction::OpenUp { to } => writeln!(
            out,
            "  {who} opens up to {}, who sees {}'s allegiance.",
            seat_name(to),
            seat_name(seat)
        ),
        PlotAction::EstablishConfidence { to } => writeln!(
            out,
            "  {who} establishes confidence: {} sees the leader's allegiance.",
            seat_name(to)
        ),
        other => writeln!(out, "  {who} uses a plot card: {other:?}."),
    }
}
