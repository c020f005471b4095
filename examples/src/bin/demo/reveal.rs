//! The end of the base game: the final reveal of every role, allegiance and hidden
//! choice, in words.

use crate::{
    style::write_heading,
    words::{card_name, loyalty_name, role_name, seat_list, seat_name, side_name},
};
use resistance_core::{GameConfig, Seat, view::FinalReveal};
use std::io::{self, Write};

/// The final reveal (B13, TR3, IQ2, HA5) in words.
pub(crate) fn tell_final_reveal(
    out: &mut impl Write,
    config: &GameConfig,
    reveal: &FinalReveal,
) -> io::Result<()> {
    write_heading(out, "The final reveal: everything hidden is shown to all")?;
    writeln!(out, "Roles, and the side each seat ended on:")?;
    for (index, (&role, &side)) in reveal
        .roles
        .iter()
        .zip(reveal.allegiances.iter())
        .enumerate()
    {
        let seat = Seat(index as u8);
        let switched = if side == role.allegiance() {
            String::new()
        } else {
            format!(", switched to {}", side_name(side))
        };
        writeln!(
            out,
            "  {}: {}{switched}; {}.",
            seat_name(seat),
            role_name(role),
            if reveal.winners.contains(seat) {
                "won"
            } else {
                "lost"
            }
        )?;
    }
    writeln!(out, "Winners: {}.", seat_list(reveal.winners))?;
    let mut any_fail = false;
    for (index, &failed_by) in reveal.failed_by.iter().enumerate() {
        if !failed_by.is_empty() {
            any_fail = true;
            writeln!(
                out,
                "Mission {}: Fail played by {}.",
                index + 1,
                seat_list(failed_by)
            )?;
        }
    }
    if !any_fail {
        writeln!(out, "Nobody played a Fail card.")?;
    }
    // TR3.
    if config.trapper {
        for trapped in reveal.trapped.iter() {
            writeln!(
                out,
                "Round {}: {} set aside {}'s card, which was {}.",
                trapped.round,
                seat_name(trapped.leader),
                seat_name(trapped.member),
                card_name(trapped.card)
            )?;
        }
    }
    // IQ2.
    if config.inquisitor {
        if reveal.inspections.is_empty() {
            writeln!(out, "Nobody was inspected.")?;
        }
        for result in reveal.inspections.iter() {
            writeln!(
                out,
                "After mission {}: {} inspected {}, whose loyalty card showed {}.",
                result.inspection.round,
                seat_name(result.inspection.holder),
                seat_name(result.inspection.target),
                loyalty_name(result.shown)
            )?;
        }
    }
    // HA5.
    if config.agendas.is_some() {
        let right = reveal.accusations.iter().filter(|a| a.right).count();
        writeln!(
            out,
            "Hidden agendas, all face up now: {right} of {} accusations named a spy.",
            reveal.accusations.len()
        )?;
        for accusation in reveal.accusations.iter() {
            writeln!(
                out,
                "  {} accused {}: {}.",
                seat_name(accusation.owner),
                seat_name(accusation.named),
                if accusation.right {
                    "right, a spy at the end"
                } else {
                    "wrong, Resistance at the end"
                }
            )?;
        }
    }
    Ok(())
}
