//! The vote-history grid, as online tables show it: round by round, one line per
//! team that went to a vote (the round, the try, the leader, every seat's vote with
//! the team's members in brackets, and whether it went), then the mission's result
//! and what the modules made public in that round. A seat's own history adds, under
//! each round, what that seat alone knows of it: its mission card, the card it set
//! aside as leader, what its inspection and its plot cards showed it.
//!
//! Everything here is told from a [`History`] and nothing else: a player's grid is
//! `Game::history(seat)` for their seat, which holds only what that seat may know,
//! so the grid cannot show more. Seats count from 1, as everywhere a person reads;
//! the cards go by the names of `--names`.

use crate::{
    style::{Paint, heading},
    words::{
        capitalized, card_name, inquisitor_token, loyalty_name, seat_name, seat_number, side_name,
    },
    wrap::wrap_line,
};
use resistance_core::{
    MissionCard, Seat, history::History, history::RoundHistory, plot::PlotAction, plot::PlotCard,
    plot::PlotSight, plot::PlotUse, plot::Shown, plot::SpotlitCard, view::MissionRecord,
    view::ProposalRecord,
};
use resistance_examples::and_list;
use std::io::{self, Write};

/// The columns before the seats' votes, as the header names them.
const LEAD: &str = "Rnd Try Leader";

/// What begins each line of a seat's own facts: nothing else in the grid does.
pub(crate) const OWN: &str = "    You: ";

/// Lines under a round (its mission, the modules' facts, the seat's own) start here.
const UNDER: &str = "    ";

/// The grid's heading: whose history it is.
pub(crate) fn title(history: &History) -> String {
    match history.seat {
        Some(seat) => format!("The vote history, as {} knows it", seat_name(seat)),
        None => "The vote history (what a spectator sees)".to_owned(),
    }
}

/// Writes `history`'s grid for a table of `players` under its heading.
pub(crate) fn tell_history(out: &mut impl Write, history: &History, players: u8) -> io::Result<()> {
    write!(out, "{}", history_text(history, players))
}

/// `history`'s grid for a table of `players` under its heading, as printed: a blank
/// line, the heading, the legend, the header and a line for each vote and each fact
/// of a round, each line ending with a newline and none wider than 80 columns.
pub(crate) fn history_text(history: &History, players: u8) -> String {
    let mut text = format!("\n{}\n", heading(&title(history)));
    for line in grid_lines(history, players) {
        text.push_str(&wrap_line(&line));
        text.push('\n');
    }
    text
}

/// The grid's lines, before wrapping: the legend, the header, then each round.
fn grid_lines(history: &History, players: u8) -> Vec<String> {
    let mut lines = vec![
        "Each line is a vote on a team: + approved, - rejected, [ ] on the team.".to_owned(),
        header(players),
    ];
    for row in history.rounds.iter() {
        lines.extend(round_lines(row, players, history.seat.is_some()));
    }
    lines
}

/// "Rnd Try Leader   1   2   3   4   5  Vote": each seat's number over the middle of
/// its column.
fn header(players: u8) -> String {
    let mut header = LEAD.to_owned();
    for seat in (0..players).map(Seat) {
        header.push_str(&format!("{:>3} ", seat_number(seat)));
    }
    header.push_str("  Vote");
    header
}

/// One round's lines: its votes, each with the plot cards used at it (Strong
/// Leader before it, the others after), then what else the modules made public,
/// the mission's result, and with `own`, what the seat alone knows of the round.
fn round_lines(row: &RoundHistory, players: u8, own: bool) -> Vec<String> {
    let uses_at = |attempt: u8, before: bool| {
        row.plot_uses
            .iter()
            .filter(move |used| {
                used.attempt == attempt && (used.action.card() == PlotCard::StrongLeader) == before
            })
            .map(|used| format!("{UNDER}{}", plot_use(used)))
    };
    let mut lines = Vec::new();
    for proposal in row.proposals.iter() {
        lines.extend(uses_at(proposal.attempt, true));
        lines.push(proposal_line(proposal, players));
        lines.extend(uses_at(proposal.attempt, false));
    }
    let last = row.proposals.last().map_or(0, |proposal| proposal.attempt);
    if last == 0 {
        lines.push(format!(
            "{:>3}     no team has gone to a vote yet",
            row.round
        ));
    }
    // Cards used before a proposal still to come.
    lines.extend(
        row.plot_uses
            .iter()
            .filter(|used| used.attempt > last)
            .map(|used| format!("{UNDER}{}", plot_use(used))),
    );
    for spotlit in row.spotlit.iter() {
        lines.push(format!("{UNDER}{}", spotlight(spotlit)));
    }
    if let Some(mission) = &row.mission {
        lines.push(format!("{UNDER}{}", mission_result(mission)));
    }
    for inspection in row.inspections.iter() {
        lines.push(format!(
            "{UNDER}With the {}, {} inspected {}'s loyalty card.",
            inquisitor_token(),
            seat_name(inspection.holder),
            seat_name(inspection.target)
        ));
    }
    if own {
        let done = row.mission.is_some();
        lines.extend(
            own_facts(row, done)
                .into_iter()
                .map(|fact| format!("{OWN}{fact}.")),
        );
    }
    lines
}

/// "  1   2      3  [+]  +   -  [-]  -   approved 3-2": the round, the try, the
/// leader, each seat's vote (its mark in brackets when it is on the team, a dot
/// when it cast none) and the result with its count.
pub(crate) fn proposal_line(proposal: &ProposalRecord, players: u8) -> String {
    let mut line = format!(
        "{:>3} {:>3} {:>6}",
        proposal.round,
        proposal.attempt,
        seat_number(proposal.leader)
    );
    for seat in (0..players).map(Seat) {
        let vote = if proposal.approvals.contains(seat) {
            '+'
        } else if proposal.rejections.contains(seat) {
            '-'
        } else {
            '.'
        };
        if proposal.team.contains(seat) {
            line.push_str(&format!(" [{vote}]"));
        } else {
            line.push_str(&format!("  {vote} "));
        }
    }
    line.push_str(&format!(
        "  {} {}-{}",
        if proposal.approved {
            "approved"
        } else {
            "rejected"
        },
        proposal.approvals.len(),
        proposal.rejections.len()
    ));
    line
}

/// "Mission 2 failed: 2 Fail cards.", and whose card the leader set aside.
fn mission_result(mission: &MissionRecord) -> String {
    let fail = card_name(MissionCard::Fail);
    let fails = match mission.fails {
        0 => format!("no {fail} card"),
        1 => format!("1 {fail} card"),
        n => format!("{n} {fail} cards"),
    };
    let verdict = match (mission.succeeded, mission.fails) {
        (true, 0) => format!("{}: {fails}", Paint::Success.paint("succeeded")),
        (true, _) => format!("{} despite {fails}", Paint::Success.paint("succeeded")),
        (false, _) => format!("{}: {fails}", Paint::Fail.paint("failed")),
    };
    let set_aside = mission
        .set_aside
        .map(|member| format!(" {}'s card was set aside, uncounted.", capitalized(member)))
        .unwrap_or_default();
    format!("Mission {} {verdict}.{set_aside}", mission.round)
}

/// "Plot card: seat 2 used In the Spotlight on seat 4."
fn plot_use(used: &PlotUse) -> String {
    let target = match used.action {
        PlotAction::InTheSpotlight { member } | PlotAction::KeepingACloseEyeOnYou { member } => {
            format!(" on {}", seat_name(member))
        }
        PlotAction::TakeResponsibility { from, take } => {
            format!(" to take {take} from {}", seat_name(from))
        }
        PlotAction::OverheardConversation { neighbour } => {
            format!(" on {}", seat_name(neighbour))
        }
        PlotAction::OpenUp { to } | PlotAction::EstablishConfidence { to } => {
            format!(" to {}", seat_name(to))
        }
        _ => String::new(),
    };
    format!(
        "Plot card: {} used {}{target}.",
        seat_name(used.seat),
        used.action.card()
    )
}

/// "In the spotlight, seat 4 played Success face up."
fn spotlight(spotlit: &SpotlitCard) -> String {
    match spotlit.card {
        Some(card) => format!(
            "In the spotlight, {} played {} face up.",
            seat_name(spotlit.member),
            card_name(card)
        ),
        None => format!(
            "In the spotlight: {}'s card is to be played face up.",
            capitalized(spotlit.member)
        ),
    }
}

/// What the seat alone knows of `row`, each a phrase that follows "you": its
/// mission card (on the mission under way while it is not `done`), the card it set
/// aside as leader, what its inspection showed it, what its plot cards showed it.
/// Empty in a spectator's history.
pub(crate) fn own_facts(row: &RoundHistory, done: bool) -> Vec<String> {
    let Some(own) = &row.own else {
        return Vec::new();
    };
    let mut facts = Vec::new();
    if let Some(card) = own.mission_card {
        facts.push(if done {
            format!("played {}", card_name(card))
        } else {
            format!("played {} on the mission under way", card_name(card))
        });
    }
    if let Some(trapped) = own.trapped {
        facts.push(format!(
            "set aside {}'s card as leader and saw {}",
            seat_name(trapped.member),
            card_name(trapped.card)
        ));
    }
    if let Some(result) = own.inspection {
        facts.push(format!(
            "saw {}'s loyalty card: {}",
            seat_name(result.inspection.target),
            loyalty_name(result.shown)
        ));
    }
    facts.extend(own.plot_sights.iter().map(plot_sight));
    facts
}

/// "learned from Open Up that seat 3 plays for the spies".
fn plot_sight(sight: &PlotSight) -> String {
    let what = match sight.shown {
        Shown::MissionCard { member, card } => {
            format!("{} played {}", seat_name(member), card_name(card))
        }
        Shown::Allegiance { seat, allegiance } => {
            format!("{} plays for {}", seat_name(seat), side_name(allegiance))
        }
    };
    format!("learned from {} that {what}", sight.card)
}

/// Tells what `history`'s seat alone knows, round by round ("Round 2: you played
/// Fail; ..."), for a private view told beside the spectator's grid; nothing for a
/// spectator's history.
pub(crate) fn tell_own_facts(out: &mut impl Write, history: &History) -> io::Result<()> {
    for row in history.rounds.iter() {
        let facts = own_facts(row, row.mission.is_some());
        if !facts.is_empty() {
            writeln!(out, "  Round {}: you {}.", row.round, and_list(&facts))?;
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{style::unpainted, wrap::WIDTH};
    use resistance_core::{
        Allegiance, Command, Game, GameConfig, agenda::AgendaKind, assassin::AssassinOptions,
        defector::DefectorVariant,
    };
    use resistance_examples::{bot_rng, next_step};
    use textwrap::core::display_width;

    /// Where the seats' columns begin: after "Rnd Try Leader".
    const SEATS_AT: usize = LEAD.len();

    /// The vote a grid line tells, read back from the screen by its columns: the
    /// round, the try, the leader, each seat's mark in its column, the verdict.
    /// `None` for a line that is not a vote.
    fn read_vote(line: &str, players: u8) -> Option<ProposalRecord> {
        let number = |from: usize, to: usize| line.get(from..to)?.trim().parse::<u8>().ok();
        let round = number(0, 3)?;
        let attempt = number(4, 7)?;
        let leader = Seat(number(8, 14)? - 1);
        let mut vote = ProposalRecord {
            round,
            attempt,
            leader,
            ..ProposalRecord::default()
        };
        for seat in (0..players).map(Seat) {
            let at = SEATS_AT + 4 * usize::from(seat.0);
            let cell = &line[at..at + 4];
            if cell.starts_with(" [") {
                assert!(cell.ends_with(']'), "{line}");
                vote.team.insert(seat);
            }
            match cell.as_bytes()[2] {
                b'+' => vote.approvals.insert(seat),
                b'-' => vote.rejections.insert(seat),
                mark => panic!("mark {:?} in {line}", mark as char),
            };
        }
        let verdict = line[SEATS_AT + 4 * usize::from(players)..].trim();
        vote.approved = verdict.starts_with("approved");
        let count = format!("{}-{}", vote.approvals.len(), vote.rejections.len());
        assert!(
            verdict.ends_with(&count),
            "{verdict} is not {count}: {line}"
        );
        Some(vote)
    }

    /// Configurations to play: the base game and every module at once.
    fn configs(players: u8, seed: u64) -> [GameConfig; 2] {
        [
            GameConfig::new(players, seed),
            GameConfig::new(players, seed)
                .with_assassin(AssassinOptions::default())
                .with_trapper()
                .with_defector(DefectorVariant::Standard)
                .with_inquisitor()
                .with_agendas(AgendaKind::Single)
                .with_plot_cards(),
        ]
    }

    /// Checks the grid of `history` against `history` itself: one line per vote,
    /// each telling that vote, one mission line per mission with its result, the
    /// own facts only in a seat's grid and one line each, nothing wider than 80
    /// columns; and a seat's grid less its own facts is the spectator's grid.
    fn check_grid(history: &History, public: &History, players: u8) {
        let text = unpainted(&history_text(history, players));
        for line in text.lines() {
            assert!(display_width(line) <= WIDTH, "{line}\n{text}");
        }
        let votes: Vec<ProposalRecord> = text
            .lines()
            .filter_map(|line| read_vote(line, players))
            .collect();
        let recorded: Vec<ProposalRecord> = history
            .rounds
            .iter()
            .flat_map(|row| row.proposals.iter().copied())
            .collect();
        assert_eq!(votes, recorded, "{text}");
        let missions: Vec<&MissionRecord> = history
            .rounds
            .iter()
            .filter_map(|row| row.mission.as_ref())
            .collect();
        let mission_lines: Vec<&str> = text
            .lines()
            .filter(|line| line.starts_with("    Mission "))
            .collect();
        assert_eq!(mission_lines.len(), missions.len(), "{text}");
        for (line, mission) in mission_lines.iter().zip(&missions) {
            let verdict = if mission.succeeded {
                "succeeded"
            } else {
                "failed"
            };
            let told = format!("    Mission {} {verdict}", mission.round);
            assert!(line.starts_with(&told), "{line} is not {mission:?}");
        }
        let uses: usize = history.rounds.iter().map(|row| row.plot_uses.len()).sum();
        assert_eq!(text.matches("    Plot card: ").count(), uses, "{text}");
        let own_lines = text.lines().filter(|line| line.starts_with(OWN)).count();
        let facts: usize = history
            .rounds
            .iter()
            .map(|row| own_facts(row, row.mission.is_some()).len())
            .sum();
        assert_eq!(own_lines, facts, "{text}");
        if history.seat.is_none() {
            assert_eq!(own_lines, 0, "{text}");
        }
        // Less its heading and its own facts, a seat's grid is the spectator's.
        let public_part = |text: &str| -> Vec<String> {
            text.lines()
                .skip(2)
                .filter(|line| !line.starts_with(OWN) && !line.starts_with("      "))
                .map(str::to_owned)
                .collect()
        };
        let spectator = unpainted(&history_text(public, players));
        assert_eq!(public_part(&text), public_part(&spectator));
    }

    /// Every vote and every mission of random games at every table size, with
    /// every module or none, is in the grid of every seat and of a spectator, as
    /// the history holds it, all along the game.
    #[test]
    fn the_grid_tells_each_vote_and_mission_of_the_history() {
        let mut told = [false; 4];
        for players in 5..=10 {
            for config in configs(players, u64::from(players) * 31) {
                let mut game = Game::new(config).unwrap();
                let mut bots = bot_rng(config.seed);
                for step in 0.. {
                    if step % 7 == 0 || game.is_over() {
                        let public = game.public_history();
                        check_grid(&public, &public, players);
                        for seat in (0..players).map(Seat) {
                            let history = game.history(seat).unwrap();
                            check_grid(&history, &public, players);
                            let text = unpainted(&history_text(&history, players));
                            for (seen, what) in told.iter_mut().zip([
                                "You: played ",
                                "You: set aside seat",
                                "'s loyalty card: \"",
                                "    Plot card: ",
                            ]) {
                                *seen |= text.contains(what);
                            }
                        }
                    }
                    let Some((actor, command)) = next_step(&game, &mut bots) else {
                        break;
                    };
                    game.apply(actor, command).unwrap();
                }
                assert!(game.is_over());
            }
        }
        assert_eq!(
            told, [true; 4],
            "cards, set-aside cards, inspections, plot cards"
        );
    }

    /// Two games alike but for which of two spies sent on the first mission
    /// played its Fail card: nobody else can tell them apart, and neither can
    /// their grids. Every other seat's grid and the spectator's are the same in
    /// both games all along, while the two spies' own grids tell their own cards.
    #[test]
    fn a_grid_is_the_same_whatever_its_seat_cannot_know() {
        let players = 7;
        let config = GameConfig::new(players, 12);
        let mut games = [Game::new(config).unwrap(), Game::new(config).unwrap()];
        let spies: Vec<Seat> = (0..players)
            .map(Seat)
            .filter(|&seat| games[0].view(seat).unwrap().allegiance == Allegiance::Spy)
            .collect();
        let (first, second) = (spies[0], spies[1]);
        for (game, failed_by) in games.iter_mut().zip([first, second]) {
            let leader = game.leader();
            let team = [first, second].into_iter().collect();
            game.apply(leader, Command::propose(team)).unwrap();
            for seat in (0..players).map(Seat) {
                game.apply(seat, Command::vote(true)).unwrap();
            }
            for spy in [first, second] {
                let card = if spy == failed_by {
                    MissionCard::Fail
                } else {
                    MissionCard::Success
                };
                game.apply(spy, Command::PlayMission { card }).unwrap();
            }
        }
        let mut bots = [bot_rng(5), bot_rng(5)];
        let mut compared = 0;
        loop {
            let [a, b] = &games;
            assert_eq!(
                history_text(&a.public_history(), players),
                history_text(&b.public_history(), players)
            );
            for seat in (0..players).map(Seat) {
                let grids = [a, b].map(|game| history_text(&game.history(seat).unwrap(), players));
                if seat == first || seat == second {
                    assert_ne!(grids[0], grids[1], "{}", grids[0]);
                    assert!(grids[0].contains("You: played "), "{}", grids[0]);
                } else {
                    assert_eq!(grids[0], grids[1], "{}", seat_name(seat));
                }
            }
            compared += 1;
            let [a, b] = &mut games;
            let (Some(step), Some(other)) =
                (next_step(a, &mut bots[0]), next_step(b, &mut bots[1]))
            else {
                break;
            };
            // Random bots choose among the same legal moves alike: the games stay
            // in step to the end.
            assert_eq!(step, other);
            a.apply(step.0, step.1).unwrap();
            b.apply(other.0, other.1).unwrap();
        }
        assert!(games[0].is_over() && compared > 20, "{compared}");
    }
}
