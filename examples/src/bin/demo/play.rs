//! `--play K`: the base game with seat K played from the keyboard and logical bots
//! in the other seats. Seat K sees the public story, what it learned at setup and
//! the events addressed to it alone, and at each of its decisions its own view and
//! a numbered menu of its legal commands; as leader it names a team by typing its
//! seat numbers (B6), and the teams are listed too only when they are few. At any
//! prompt `h` shows the vote-history grid as seat K knows it (`Game::history`), and
//! the grid is shown again once the game is over, before the final reveal. Nothing
//! else of the other seats is told before the game is over and everything is
//! revealed (B13).

use crate::{
    args::Options,
    base_game::{start_story, tell_seed_at_end, tell_setup_header, view},
    history::{history_text, tell_history},
    private_view::{Secret, tell_secret, tell_setup, tell_sightings},
    prompt::{Item, Teams, choose, tell_chosen, tell_left},
    reveal::tell_final_reveal,
    style::write_heading,
    words::{
        capitalized, card_name, role_name, seat_list, seat_name, seat_number, side_name, the_card,
    },
};
use resistance_core::agenda::AgendaCommand;
use resistance_core::assassin::AssassinCommand;
use resistance_core::inquisitor::InquisitorCommand;
use resistance_core::plot::PlotCommand;
use resistance_core::trapper::TrapperCommand;
use resistance_core::{
    Command, Envelope, Game, GameConfig, PhaseView, PlayerView, Role, Seat, SeatSet, Vote,
    bot::BotKind, history::History, plot::PlotAction, rules::REJECTIONS_TO_LOSE, view::Appearance,
};
use resistance_examples::{OptionalSpy, bot_rng};
use std::io::{self, BufRead, Write};

/// The bots of the other seats: the strongest that plays every module.
const BOTS: BotKind = BotKind::Logical;

/// Plays the started `game` with `options.seat` answered from `input`, telling seat
/// K's side of it on `out`, and the final reveal at the end. The end of input ends
/// the game unfinished, with a message: nothing is revealed then.
pub(crate) fn play_base_game(
    out: &mut impl Write,
    input: &mut impl BufRead,
    game: &mut Game,
    opening: &[Envelope],
    left_out: &[OptionalSpy],
    options: &Options,
) -> io::Result<()> {
    let seat = options.seat;
    let config = *game.seeded_config();
    tell_setup_header(
        out,
        &config,
        left_out,
        options.language,
        // Told only after the game: the seed deals every role.
        None,
        &format!(
            "You play seat {}; logical bots play the others.",
            seat_number(seat)
        ),
    )?;
    write_heading(out, &format!("Your seat: {}", seat_name(seat)))?;
    tell_setup(out, &config, opening, &view(game, seat)?)?;
    let mut narrator = start_story(out, game, opening)?;

    // The bots draw from their own generator; the game's generator stays the game's.
    let mut bots = bot_rng(config.seed);
    while !game.is_over() {
        // The bots answer first: a vote or a card of seat K is asked for last, once
        // everyone else's is in (face down: the story tells only that they are in).
        let awaiting = game.awaiting();
        let actor = awaiting
            .iter()
            .find(|&other| other != seat)
            .or_else(|| awaiting.contains(seat).then_some(seat))
            .ok_or_else(|| io::Error::other("the game waits for nobody, yet is not over"))?;
        let (command, chosen) = if actor == seat {
            match ask(out, input, game, &config, seat)? {
                Some((command, item)) => (command, Some(item)),
                None => return tell_left(out),
            }
        } else {
            let command = BOTS
                .choose(&view(game, actor)?, &game.choices(actor), &mut bots)
                .map_err(|error| io::Error::other(format!("the bot of {actor}: {error}")))?;
            (command, None)
        };
        let round = game.round();
        let outcome = crate::base_game::apply_offered(game, actor, command)?;
        if let Some(item) = chosen {
            tell_chosen(out, &item)?;
        }
        for event in outcome.public_events() {
            narrator.tell(out, event)?;
        }
        // Seat K's own agenda was told as its choice; the rest is news to it.
        for secret in Secret::gathered(seat, actor, &command, &outcome) {
            if let Secret::Event(_) = secret {
                tell_secret(out, round, &secret)?;
            }
        }
    }

    // The whole grid as seat K knows it, its own facts with it, before the reveal.
    tell_history(out, &seat_history(game, seat)?, config.players)?;
    let final_view = view(game, seat)?;
    let reveal = final_view
        .table
        .reveal
        .ok_or_else(|| io::Error::other("the game ended without a final reveal"))?;
    tell_final_reveal(out, &config, &reveal)?;
    tell_seed_at_end(out, config.seed)
}

/// Shows seat K its view and its menu, and reads its choice, with its words; `None`
/// when the input ends. Leaving is not on the menu: the end of input leaves.
fn ask(
    out: &mut impl Write,
    input: &mut impl BufRead,
    game: &Game,
    config: &GameConfig,
    seat: Seat,
) -> io::Result<Option<(Command, Item)>> {
    let view = view(game, seat)?;
    tell_view(out, config, &view)?;
    let mut commands: Vec<Command> = game
        .legal_commands(seat)
        .into_iter()
        .filter(|command| *command != Command::Leave)
        .collect();
    // Teams and agendas in the order a player reads them (1 2, 1 3, ..., 2 3), not
    // the engine's order of bits; the other commands keep theirs, after them.
    commands.sort_by_key(|command| match command {
        Command::ProposeTeam { team: seats }
        | Command::Agenda(AgendaCommand::ChooseAgenda { names: seats }) => {
            (0, seats.len(), seats.iter().map(|seat| seat.0).collect())
        }
        _ => (1, 0, Vec::new()),
    });
    let mut items: Vec<Item> = commands.iter().map(|c| describe(c, &view)).collect();
    // The proposals, first in the menu, may be named by their seat numbers.
    let sets: Vec<SeatSet> = commands
        .iter()
        .map_while(|command| match command {
            Command::ProposeTeam { team } => Some(team.iter().copied().collect()),
            _ => None,
        })
        .collect();
    let teams = (!sets.is_empty()).then_some(Teams {
        sets,
        players: config.players,
    });
    // The grid `h` shows: seat K's own history, and nothing else.
    let history = history_text(&seat_history(game, seat)?, config.players);
    let chosen = choose(out, input, &items, teams.as_ref(), Some(&history))?;
    Ok(chosen.map(|index| (commands[index], items.swap_remove(index))))
}

/// The history of the game as `seat` may know it: the only source of its grid.
fn seat_history(game: &Game, seat: Seat) -> io::Result<History> {
    game.history(seat)
        .map_err(|error| io::Error::other(error.to_string()))
}

/// What seat K may see now: its card and what it learned, its own secrets, and the
/// table.
fn tell_view(out: &mut impl Write, config: &GameConfig, view: &PlayerView) -> io::Result<()> {
    let table = &view.table;
    write_heading(
        out,
        &format!(
            "Your move, {} (round {})",
            seat_name(view.seat),
            table.round
        ),
    )?;
    writeln!(
        out,
        "  You are {}, playing for {}.",
        role_name(view.role),
        side_name(view.allegiance)
    )?;
    tell_sightings(out, config, view.role, &view.sightings)?;
    if let Some(names) = view.agenda {
        let face_up = table
            .agendas
            .iter()
            .any(|agenda| agenda.owner == view.seat && agenda.revealed.is_some());
        writeln!(
            out,
            "  Your hidden agenda accuses {}, {}.",
            seat_list(names),
            if face_up { "face up" } else { "face down" }
        )?;
    }
    let held: Vec<String> = table
        .plot
        .iter()
        .flat_map(|plot| plot.held.iter())
        .filter(|held| held.holder == view.seat)
        .map(|held| held.card.to_string())
        .collect();
    if !held.is_empty() {
        writeln!(out, "  Your plot cards: {}.", held.join(", "))?;
    }
    writeln!(
        out,
        "  Score: {} succeeded, {} failed. {} leads; {} of {REJECTIONS_TO_LOSE} teams \
         rejected this round.",
        table.successes,
        table.failures,
        capitalized(table.leader),
        table.rejections
    )?;
    match table.phase {
        PhaseView::Voting { team, .. } | PhaseView::Mission { team, .. } => {
            writeln!(out, "  The team: {}.", seat_list(team))?;
        }
        _ => {}
    }
    Ok(())
}

/// `command` in words, for seat K whose view is `view`: its group's title and the
/// choice within it. The rules they carry out are cited here, never in what the
/// player reads: B6 proposals, B7 votes, B10 mission cards, TR2 setting aside, IQ2
/// inspections, AS4 the assassination, HA1 and HA2 sealing an agenda, HA3 turning it
/// face up, PC2 giving a plot card, PC4 using one, PC5 keeping it.
fn describe(command: &Command, view: &PlayerView) -> Item {
    let item = |group: String, choice: String| Item { group, choice };
    let seats = |team: &[Seat]| -> String {
        team.iter()
            .map(|seat| seat_number(*seat).to_string())
            .collect::<Vec<_>>()
            .join(" ")
    };
    match *command {
        Command::ProposeTeam { ref team } => item(
            format!("Propose a team of {}, by seat numbers:", team.len()),
            seats(team),
        ),
        Command::Vote { vote } => {
            let team = match view.table.phase {
                PhaseView::Voting { team, .. } => seat_list(team),
                _ => "the team".to_owned(),
            };
            let choice = match vote {
                Vote::Approve => "approve",
                Vote::Reject => "reject",
            };
            item(format!("Vote on {team}:"), choice.to_owned())
        }
        Command::PlayMission { card } => item(
            "Play a mission card, face down:".to_owned(),
            card_name(card),
        ),
        Command::Trapper(TrapperCommand::SetAside { member }) => item(
            "Set aside one member's card unseen by the others, and see it:".to_owned(),
            format!("{}'s card", seat_name(member)),
        ),
        Command::Inquisitor(InquisitorCommand::Inspect { target }) => item(
            "Inspect a player's loyalty card:".to_owned(),
            seat_name(target),
        ),
        // AS4. The Assassin knows its fellow spies (B4, AS2), and may not name them by
        // mistake: those its own view says it learned are marked. Only its view,
        // never the deal: the Blind Spy, whom it never learned, is not marked (AS2),
        // and a Spy Defector it learned stays marked after a switch it cannot see.
        Command::Assassin(AssassinCommand::Assassinate { target }) => {
            let known_spy = view.sightings.get(target) == Some(Appearance::Spy);
            item(
                format!(
                    "Name the player you believe is {}:",
                    the_card(Role::Commander)
                ),
                if known_spy {
                    format!("{} (known spy)", seat_name(target))
                } else {
                    seat_name(target)
                },
            )
        }
        Command::Agenda(AgendaCommand::ChooseAgenda { ref names }) => item(
            if names.len() > 1 {
                "Seal a double hidden agenda accusing two players:"
            } else {
                "Seal a hidden agenda accusing one player of being a spy:"
            }
            .to_owned(),
            seat_list(names.iter().copied().collect()),
        ),
        Command::Agenda(AgendaCommand::RevealAgenda { .. }) => item(
            "Or turn your hidden agenda face up:".to_owned(),
            "reveal it".to_owned(),
        ),
        Command::Plot(PlotCommand::GivePlotCard { card, to }) => {
            item(format!("Give {card} to another player:"), seat_name(to))
        }
        Command::Plot(PlotCommand::UsePlotCard { action }) => {
            let target = match action {
                PlotAction::InTheSpotlight { member }
                | PlotAction::KeepingACloseEyeOnYou { member } => {
                    format!("on {}", seat_name(member))
                }
                PlotAction::TakeResponsibility { from, take } => {
                    format!("take {take} from {}", seat_name(from))
                }
                PlotAction::OverheardConversation { neighbour } => {
                    format!("on {}", seat_name(neighbour))
                }
                PlotAction::OpenUp { to } | PlotAction::EstablishConfidence { to } => {
                    format!("to {}", seat_name(to))
                }
                _ => "use it".to_owned(),
            };
            item(format!("Use {}:", action.card()), target)
        }
        Command::Plot(PlotCommand::DeclinePlotCard { card }) => {
            item(format!("Or keep {card} for later:"), "decline".to_owned())
        }
        Command::ClaimSeat => item("Take the seat:".to_owned(), "claim it".to_owned()),
        ref other => item("Other:".to_owned(), format!("{other:?}")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{
        history::{OWN, history_text},
        style::unpainted,
    };

    /// The table these tests play: five players, so that "1" answers every prompt
    /// (the teams are listed), with the modules that give a seat facts of its own.
    fn config(seed: u64) -> GameConfig {
        GameConfig::new(5, seed).with_trapper().with_inquisitor()
    }

    /// `seat` of `config` played to the end by a player typing `typed`: what they
    /// read, and the game.
    fn played(config: GameConfig, seat: Seat, typed: &str) -> (String, Game) {
        let (mut game, opening) = Game::start(config).unwrap();
        let mut options = Options::default();
        (options.seat, options.play) = (seat, true);
        let mut out = Vec::new();
        let mut input = typed.as_bytes();
        play_base_game(&mut out, &mut input, &mut game, &opening, &[], &options).unwrap();
        assert!(game.is_over(), "the game stopped early");
        (unpainted(&String::from_utf8(out).unwrap()), game)
    }

    /// Once the game is over, and before the final reveal, the player reads the
    /// grid of `Game::history` for their seat, exactly.
    #[test]
    fn the_seats_grid_is_told_at_the_end_before_the_reveal() {
        for seed in 1..=4 {
            let seat = Seat(seed as u8 % 5);
            let (text, game) = played(config(seed), seat, &"1\n".repeat(500));
            let grid = unpainted(&history_text(&game.history(seat).unwrap(), 5));
            let at = text.rfind(&grid).expect("the final grid is told");
            let over = text.find("Game over:").unwrap();
            let reveal = text.find("=== The final reveal").unwrap();
            assert!(over < at && at < reveal, "{text}");
            assert!(grid.contains("You: played "), "{grid}");
        }
    }

    /// `h` at a prompt shows the grid and chooses nothing: typed before every
    /// answer, it shows the grid at every prompt, and the game goes as it goes
    /// without it.
    #[test]
    fn h_shows_the_grid_at_every_prompt_and_takes_no_turn() {
        let seat = Seat(2);
        let (plain, game) = played(config(7), seat, &"1\n".repeat(500));
        let (asking, asked) = played(config(7), seat, &"h\n1\n".repeat(500));
        assert_eq!(asked.public_history(), game.public_history());
        let heading = "=== The vote history, as seat 3 knows it ===";
        let prompts = plain.matches("Your choice (").count();
        assert!(prompts > 5, "{plain}");
        assert_eq!(plain.matches(heading).count(), 1, "only at the end");
        assert_eq!(asking.matches(heading).count(), prompts + 1, "{asking}");
        assert!(plain.contains("; h for history): "), "{plain}");
    }

    /// The private facts a player reads in the grid, at any prompt and at the end,
    /// are their own seat's (what `Game::history` for it holds at the end: its
    /// cards, the cards it set aside, its inspections), never another seat's: no
    /// grid is headed with another seat, and every "You:" line is one of its own.
    #[test]
    fn a_players_grid_tells_only_its_own_seats_secrets() {
        let mut others_facts = 0;
        for number in 0..5 {
            let seat = Seat(number);
            let (text, game) = played(config(11), seat, &"h\n1\n".repeat(500));
            let own = unpainted(&history_text(&game.history(seat).unwrap(), 5));
            let own_lines: Vec<&str> = own.lines().filter(|l| l.starts_with(OWN)).collect();
            for line in text.lines().filter(|line| line.starts_with(OWN)) {
                let finished = line.replace(" on the mission under way", "");
                assert!(own_lines.contains(&finished.as_str()), "{line}\n{own}");
            }
            for other in (0..5).map(Seat).filter(|&other| other != seat) {
                let title = format!("=== The vote history, as {} knows", seat_name(other));
                assert!(!text.contains(&title), "{text}");
                // Another seat's facts that the player's own are not, never shown.
                let theirs = unpainted(&history_text(&game.history(other).unwrap(), 5));
                for fact in theirs.lines().filter(|line| line.starts_with(OWN)) {
                    let private = fact.contains("set aside") || fact.contains("loyalty card");
                    if private && !own_lines.contains(&fact) {
                        others_facts += 1;
                        assert!(!text.contains(fact), "{fact} shown to {seat:?}");
                    }
                }
            }
        }
        assert!(others_facts > 0, "no other seat's secret to look for");
    }
}
