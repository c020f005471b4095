//! Asking the player: a numbered menu of the legal commands, grouped under what they
//! do, and the reading of an answer. A leader names a team by typing its members'
//! seat numbers ("2 4 5" or "2,4,5"); the teams are listed as well only when they
//! are few. A bad answer is refused with a message and the prompt comes again; the
//! end of input is an answer too (the player leaves). Where the game has a history
//! to show, `h` (or `history`) at any prompt shows it, and the menu and the prompt
//! come again.

use crate::{
    style::Paint,
    words::{seat_number, seat_typed},
    wrap::{WIDTH, pad},
};
use resistance_core::SeatSet;
use std::io::{self, BufRead, Write};
use textwrap::core::display_width;

/// One line of a menu: what choosing it does, under the title of its group.
pub(crate) struct Item {
    /// What the group of consecutive items with this title does: "Vote on the team
    /// of seats 1, 2 and 5:".
    pub(crate) group: String,
    /// This item within the group: "approve".
    pub(crate) choice: String,
}

/// The teams a leader may propose (B6), which the player names by typing their
/// members' seat numbers, counted from 1: they are the first `sets.len()` items of
/// the menu they come with, in the same order.
pub(crate) struct Teams {
    /// Every team that may be proposed, all of one size (two members or more).
    pub(crate) sets: Vec<SeatSet>,
    /// The players at the table: seats 1 to `players`.
    pub(crate) players: u8,
}

impl Teams {
    fn size(&self) -> u8 {
        self.sets.first().map_or(0, |team| team.len())
    }

    /// "1 3 5": seat numbers spread around the table, to show what to type.
    fn example(&self) -> String {
        let (size, players) = (u16::from(self.size()), u16::from(self.players));
        (0..size)
            .map(|member| (1 + member * players / size.max(1)).to_string())
            .collect::<Vec<_>>()
            .join(" ")
    }
}

/// Teams are listed and numbered too when there are at most this many (a proposal
/// at five players); beyond, the list would only be scrolled past (252 teams at
/// ten players), and the player types the seat numbers.
pub(crate) const SHORT_LIST: usize = 10;

/// Items this narrow are laid out in columns.
const NARROW: usize = 18;

/// Shows `items` numbered from 1 under their group titles, and reads the number of
/// one, or, when `teams` are among them, a team's seat numbers. With a `history`
/// (the vote-history grid, as printed), `h` or `history` shows it and asks again.
/// Returns the index of the item chosen; `None` when the input ends first.
pub(crate) fn choose(
    out: &mut impl Write,
    input: &mut impl BufRead,
    items: &[Item],
    teams: Option<&Teams>,
    history: Option<&str>,
) -> io::Result<Option<usize>> {
    let menu = Menu::new(items, teams, history);
    menu.show(out)?;
    menu.read(out, input)
}

/// A menu as shown: its items, and the teams among them that are named by seat
/// numbers only.
struct Menu<'a> {
    items: &'a [Item],
    teams: Option<&'a Teams>,
    /// The items before this one are teams too many to list: they have no number.
    first_numbered: usize,
    /// The vote-history grid `h` shows, if there is one.
    history: Option<&'a str>,
}

impl<'a> Menu<'a> {
    fn new(items: &'a [Item], teams: Option<&'a Teams>, history: Option<&'a str>) -> Self {
        let first_numbered = match teams {
            Some(teams) if teams.sets.len() > SHORT_LIST => teams.sets.len(),
            _ => 0,
        };
        Menu {
            items,
            teams,
            first_numbered,
            history,
        }
    }

    /// How many items have a number.
    fn numbered(&self) -> usize {
        self.items.len() - self.first_numbered
    }

    fn show(&self, out: &mut impl Write) -> io::Result<()> {
        if let Some(teams) = self.teams.filter(|_| self.first_numbered > 0) {
            writeln!(
                out,
                "Propose a team of {} from seats 1 to {}: type the seat numbers of its \
                 members, such as {}.",
                teams.size(),
                teams.players,
                teams.example()
            )?;
        }
        show_items(out, &self.items[self.first_numbered..])
    }

    /// Reads answers until one names a choice: its index. `None` when the input
    /// ends.
    fn read(&self, out: &mut impl Write, input: &mut impl BufRead) -> io::Result<Option<usize>> {
        loop {
            write!(
                out,
                "{}",
                Paint::Prompt.paint(format!("Your choice ({}): ", self.expected()))
            )?;
            out.flush()?;
            let mut line = Vec::new();
            if input.read_until(b'\n', &mut line)? == 0 {
                // The answer line never came: end the prompt's line.
                writeln!(out)?;
                return Ok(None);
            }
            let answer = String::from_utf8_lossy(&line);
            if let Some(history) = self.history.filter(|_| asks_for_history(&answer)) {
                // The grid, then the menu again: it has scrolled away above the grid.
                write!(out, "{history}")?;
                writeln!(out)?;
                self.show(out)?;
                continue;
            }
            match self.parse(answer.trim()) {
                Ok(index) => return Ok(Some(index)),
                Err(refusal) => writeln!(out, "{}", Paint::Refusal.paint(refusal))?,
            }
        }
    }

    /// What the prompt asks for: "1-4", "3 seat numbers", "1-2, or 3 seat numbers",
    /// and "h for history" where there is one: "1-4; h for history".
    fn expected(&self) -> String {
        let choices = self.choices();
        match self.history {
            Some(_) => format!("{choices}; h for history"),
            None => choices,
        }
    }

    /// The choices the prompt asks for: "1-4", "3 seat numbers", "1-2, or 3 seat
    /// numbers".
    fn choices(&self) -> String {
        let numbers = match self.numbered() {
            0 => None,
            1 => Some("1".to_owned()),
            count => Some(format!("1-{count}")),
        };
        let seats = self
            .teams
            .map(|teams| format!("{} seat numbers", teams.size()));
        match (numbers, seats) {
            (Some(numbers), Some(seats)) if self.first_numbered == 0 => {
                format!("{numbers}, or {seats}")
            }
            (Some(numbers), Some(seats)) => format!("{seats}, or {numbers}"),
            (Some(numbers), None) => numbers,
            (None, Some(seats)) => seats,
            (None, None) => "nothing to choose".to_owned(),
        }
    }

    /// What to type, for a refusal: "type a number from 1 to 4, or Ctrl-D to leave",
    /// "type 3 seat numbers from 1 to 7 (such as 1 3 5), the number 1, or Ctrl-D to
    /// leave"; and "h to see the vote history" before Ctrl-D where there is one.
    fn help(&self) -> String {
        let numbers = match self.numbered() {
            0 => None,
            1 => Some("the number 1".to_owned()),
            count => Some(format!("a number from 1 to {count}")),
        };
        let seats = self.teams.map(|teams| {
            format!(
                "{} seat numbers from 1 to {} (such as {})",
                teams.size(),
                teams.players,
                teams.example()
            )
        });
        let ways: Vec<String> = if self.first_numbered > 0 {
            [seats, numbers]
        } else {
            [numbers, seats]
        }
        .into_iter()
        .flatten()
        .chain(self.history.map(|_| "h to see the vote history".to_owned()))
        .chain(["Ctrl-D to leave".to_owned()])
        .collect();
        let (last, rest) = ways.split_last().expect("Ctrl-D is always a way");
        format!("type {}, or {last}", rest.join(", "))
    }

    /// The index `answer` names, or why it names none.
    fn parse(&self, answer: &str) -> Result<usize, String> {
        let words: Vec<&str> = answer
            .split(|c: char| c.is_whitespace() || c == ',')
            .filter(|word| !word.is_empty())
            .collect();
        if words.is_empty() {
            return Err(format!("Nothing was typed: {}.", self.help()));
        }
        match self.teams {
            Some(teams) if words.len() > 1 || self.numbered() == 0 => {
                self.parse_team(teams, &words)
            }
            // One word names a numbered item ("2", "2,"); more, without teams, are
            // refused whole.
            _ => {
                let number = if words.len() == 1 { words[0] } else { answer };
                parse_number(number, self.numbered(), &self.help())
                    .map(|index| self.first_numbered + index)
            }
        }
    }

    /// The team `words` name by their seat numbers, or why they name none: a word
    /// that is not a seat number, a seat the table does not have, a seat named
    /// twice, or too few or too many members (B6).
    fn parse_team(&self, teams: &Teams, words: &[&str]) -> Result<usize, String> {
        let size = teams.size();
        let mut team = SeatSet::default();
        for word in words {
            if !word.bytes().all(|b| b.is_ascii_digit()) {
                return Err(format!("'{word}' is not a seat number: {}.", self.help()));
            }
            let seat = word
                .parse()
                .ok()
                .and_then(seat_typed)
                .filter(|seat| seat.0 < teams.players)
                .ok_or_else(|| {
                    format!(
                        "There is no seat {word}: the seats are numbered 1 to {}.",
                        teams.players
                    )
                })?;
            if !team.insert(seat) {
                return Err(format!(
                    "Seat {} is named twice: name each member of the team once.",
                    seat_number(seat)
                ));
            }
        }
        if team.len() != size {
            return Err(format!(
                "A team of {size} has {size} members, and {} {} named: type {size} seat \
                 numbers, such as {}.",
                team.len(),
                if team.len() == 1 {
                    "seat was"
                } else {
                    "seats were"
                },
                teams.example()
            ));
        }
        teams
            .sets
            .iter()
            .position(|&legal| legal == team)
            .ok_or_else(|| format!("That team may not be proposed now: {}.", self.help()))
    }
}

fn show_items(out: &mut impl Write, items: &[Item]) -> io::Result<()> {
    let number_width = items.len().to_string().len();
    let mut start = 0;
    while start < items.len() {
        let group = &items[start].group;
        let end = start
            + items[start..]
                .iter()
                .take_while(|item| &item.group == group)
                .count();
        writeln!(out, "{group}")?;
        let widest = items[start..end]
            .iter()
            .map(|item| display_width(&item.choice))
            .max()
            .unwrap_or(0);
        // "  12) " before each choice, two spaces between columns.
        let cell = number_width + 4 + widest;
        let columns = if widest <= NARROW {
            ((WIDTH - 2) / cell).max(1)
        } else {
            1
        };
        for (row_start, row) in (start..end)
            .step_by(columns)
            .zip(items[start..end].chunks(columns))
        {
            let mut line = String::from(" ");
            for (offset, item) in row.iter().enumerate() {
                let number =
                    Paint::Prompt.paint(format!("{:>number_width$})", row_start + offset + 1));
                line.push_str(&format!(" {number} {}", pad(&item.choice, widest)));
                if offset + 1 < row.len() {
                    line.push(' ');
                }
            }
            writeln!(out, "{}", line.trim_end())?;
        }
        start = end;
    }
    Ok(())
}

/// Tells the player what they chose, once it is applied.
pub(crate) fn tell_chosen(out: &mut impl Write, item: &Item) -> io::Result<()> {
    writeln!(
        out,
        "  You chose: {} ({}).",
        item.choice,
        item.group.trim_end_matches(':')
    )
}

/// Tells that the input ended at a prompt: the player left, the game stops.
pub(crate) fn tell_left(out: &mut impl Write) -> io::Result<()> {
    writeln!(
        out,
        "\nInput ended: you leave the table, and the game stops here unfinished. \
         Nothing hidden is revealed."
    )
}

/// Whether `answer` asks for the vote history: `h` or `history`, in any case.
fn asks_for_history(answer: &str) -> bool {
    let answer = answer.trim();
    answer.eq_ignore_ascii_case("h") || answer.eq_ignore_ascii_case("history")
}

/// The index `answer` names among `count` numbered choices, or why it names none;
/// `help` says what to type instead.
fn parse_number(answer: &str, count: usize, help: &str) -> Result<usize, String> {
    match answer.parse::<usize>() {
        Ok(number) if (1..=count).contains(&number) => Ok(number - 1),
        Ok(_) => Err(format!("There is no choice {answer}: {help}.")),
        // Longer than any choice number: a number that overflows is out of range too.
        Err(_) if answer.bytes().all(|b| b.is_ascii_digit()) => {
            Err(format!("There is no choice {answer}: {help}."))
        }
        Err(_) => Err(format!("'{answer}' is not a choice number: {help}.")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::style::unpainted;

    fn items(group: &str, choices: &[&str]) -> Vec<Item> {
        choices
            .iter()
            .map(|choice| Item {
                group: group.to_owned(),
                choice: (*choice).to_owned(),
            })
            .collect()
    }

    /// What the player sees for `items` when they type `typed`, and their choice.
    fn session(items: &[Item], typed: &str) -> (String, Option<usize>) {
        let mut out = Vec::new();
        let chosen = choose(&mut out, &mut typed.as_bytes(), items, None, None).unwrap();
        (unpainted(&String::from_utf8(out).unwrap()), chosen)
    }

    #[test]
    fn a_good_number_chooses_at_once() {
        let vote = items("Vote on the team of seats 1 and 2:", &["approve", "reject"]);
        let (shown, chosen) = session(&vote, "2\n");
        assert_eq!(chosen, Some(1));
        assert!(
            shown.starts_with("Vote on the team of seats 1 and 2:\n"),
            "{shown}"
        );
        assert!(shown.contains("1) approve"), "{shown}");
        assert!(shown.contains("2) reject"), "{shown}");
        assert_eq!(shown.matches("Your choice (1-2): ").count(), 1, "{shown}");
    }

    #[test]
    fn bad_answers_are_refused_and_asked_again() {
        let vote = items("Vote:", &["approve", "reject"]);
        let (shown, chosen) = session(&vote, "\nabc\n0\n3\n99999999999999999999999\n 1 \n");
        assert_eq!(chosen, Some(0), "the first good answer counts: {shown}");
        assert_eq!(shown.matches("Your choice (1-2): ").count(), 6, "{shown}");
        assert!(shown.contains("Nothing was typed"), "{shown}");
        assert!(shown.contains("'abc' is not a choice number"), "{shown}");
        assert!(shown.contains("There is no choice 0:"), "{shown}");
        assert!(shown.contains("There is no choice 3:"), "{shown}");
        assert!(shown.contains("There is no choice 99999999999999999999999:"));
    }

    #[test]
    fn the_end_of_input_chooses_nothing() {
        let vote = items("Vote:", &["approve", "reject"]);
        assert_eq!(session(&vote, "").1, None);
        assert_eq!(session(&vote, "abc\n").1, None, "refused, then the end");
        // Input that is not UTF-8 is refused like any other bad answer.
        let mut out = Vec::new();
        let chosen = choose(&mut out, &mut &b"\xff\n1\n"[..], &vote, None, None).unwrap();
        assert_eq!(chosen, Some(0));
    }

    #[test]
    fn h_shows_the_history_then_the_menu_and_the_prompt_again() {
        let vote = items("Vote:", &["approve", "reject"]);
        let grid = "\n=== The vote history ===\nRnd Try Leader   1   2\n";
        let mut out = Vec::new();
        let typed = "h\n HISTORY \nx\n2\n";
        let chosen = choose(&mut out, &mut typed.as_bytes(), &vote, None, Some(grid));
        let shown = unpainted(&String::from_utf8(out).unwrap());
        assert_eq!(chosen.unwrap(), Some(1), "{shown}");
        assert_eq!(shown.matches("=== The vote history ===").count(), 2);
        let prompt = "Your choice (1-2; h for history): ";
        assert_eq!(shown.matches(prompt).count(), 4, "{shown}");
        assert_eq!(shown.matches("1) approve").count(), 3, "{shown}");
        assert!(
            shown.contains(
                "'x' is not a choice number: type a number from 1 to 2, h to see the vote \
                 history, or Ctrl-D to leave."
            ),
            "{shown}"
        );
        // A leader typing seat numbers may ask for it too.
        let (menu, teams) = proposal(7, 3);
        let mut out = Vec::new();
        let typed = "h\n2 4 5\n";
        let chosen = choose(
            &mut out,
            &mut typed.as_bytes(),
            &menu,
            Some(&teams),
            Some(grid),
        );
        let shown = unpainted(&String::from_utf8(out).unwrap());
        assert_eq!(
            chosen.unwrap().map(|i| menu[i].choice.as_str()),
            Some("2 4 5")
        );
        assert!(shown.contains("Your choice (3 seat numbers, or 1; h for history): "));
        assert_eq!(shown.matches("=== The vote history ===").count(), 1);
        // Without a history, h is an answer like any other, refused.
        let (shown, chosen) = session(&vote, "h\n1\n");
        assert_eq!(chosen, Some(0));
        assert!(shown.contains("'h' is not a choice number"), "{shown}");
        assert!(!shown.contains("history"), "{shown}");
    }

    #[test]
    fn narrow_choices_share_lines_and_groups_keep_their_titles() {
        let teams: Vec<String> = (0..30).map(|n| format!("{n} {}", n + 1)).collect();
        let team_refs: Vec<&str> = teams.iter().map(String::as_str).collect();
        let mut menu = items("Propose a team of 2, by seat:", &team_refs);
        menu.extend(items("Or turn your hidden agenda face up:", &["reveal it"]));
        let (shown, chosen) = session(&menu, "31\n");
        assert_eq!(chosen, Some(30));
        let lines: Vec<&str> = shown.lines().collect();
        assert!(lines.len() < 15, "30 teams in columns:\n{shown}");
        assert!(lines.iter().all(|l| display_width(l) <= WIDTH), "{shown}");
        assert!(shown.contains("Or turn your hidden agenda face up:\n  31) reveal it"));
    }

    /// Every team of `size` at a table of `players`, in the order the player reads
    /// them (1 2 3, 1 2 4, ...), as menu items, and a plot card to use after them.
    fn proposal(players: u8, size: u8) -> (Vec<Item>, Teams) {
        let mut sets: Vec<SeatSet> = (0u16..1 << players)
            .map(SeatSet::from_bits)
            .filter(|set| set.len() == size)
            .collect();
        sets.sort_by_key(|set| set.iter().map(|seat| seat.0).collect::<Vec<_>>());
        let mut menu: Vec<Item> = sets
            .iter()
            .map(|set| Item {
                group: format!("Propose a team of {size}, by seat numbers:"),
                choice: set
                    .iter()
                    .map(|seat| seat_number(seat).to_string())
                    .collect::<Vec<_>>()
                    .join(" "),
            })
            .collect();
        menu.extend(items("Use Strong Leader:", &["use it"]));
        (menu, Teams { sets, players })
    }

    /// What the player sees for a proposal when they type `typed`, and the team
    /// (or other item) chosen.
    fn propose(players: u8, size: u8, typed: &str) -> (String, Option<String>) {
        let (menu, teams) = proposal(players, size);
        let mut out = Vec::new();
        let chosen = choose(&mut out, &mut typed.as_bytes(), &menu, Some(&teams), None).unwrap();
        let shown = unpainted(&String::from_utf8(out).unwrap());
        (shown, chosen.map(|index| menu[index].choice.clone()))
    }

    #[test]
    fn a_leader_types_the_seat_numbers_of_a_team_from_a_list_not_shown() {
        // 35 teams of 3 at 7 players: too many to list.
        for typed in ["2 4 5\n", "2,4,5\n", " 5, 2 ,4 \n", "4  2\t5\n"] {
            let (shown, chosen) = propose(7, 3, typed);
            assert_eq!(chosen.as_deref(), Some("2 4 5"), "{typed:?}: {shown}");
            assert!(
                shown.starts_with(
                    "Propose a team of 3 from seats 1 to 7: type the seat numbers of its \
                     members, such as 1 3 5.\nUse Strong Leader:\n  1) use it\nYour choice (3 seat numbers, \
                     or 1): "
                ),
                "{shown}"
            );
            assert!(!shown.contains("1 2 3"), "the long list is shown:\n{shown}");
        }
        // One number names the other item.
        assert_eq!(propose(7, 3, "1\n").1.as_deref(), Some("use it"));
        // Ten players, teams of 5: 252 teams, none listed.
        let (shown, chosen) = propose(10, 5, "10 1 3 5 7\n");
        assert_eq!(chosen.as_deref(), Some("1 3 5 7 10"));
        assert!(shown.lines().count() < 6, "{shown}");
    }

    #[test]
    fn short_lists_of_teams_are_shown_and_seat_numbers_work_too() {
        // Ten teams of 2 at 5 players: listed, numbered.
        let (shown, chosen) = propose(5, 2, "3\n");
        assert_eq!(chosen.as_deref(), Some("1 4"), "{shown}");
        assert!(shown.starts_with("Propose a team of 2, by seat numbers:\n"));
        assert!(shown.contains("10) 4 5"), "{shown}");
        assert!(shown.contains("11) use it"), "{shown}");
        assert!(
            shown.contains("Your choice (1-11, or 2 seat numbers): "),
            "{shown}"
        );
        assert_eq!(propose(5, 2, "4 1\n").1.as_deref(), Some("1 4"));
    }

    #[test]
    fn a_wrong_team_is_refused_with_the_reason_and_asked_again() {
        let typed = "2 4\n2 4 4\n2 4 9\n0 2 4\nseat 2 4\n2 4 5 6\n99999999999 1 2\n\n2 4 5\n";
        let (shown, chosen) = propose(7, 3, typed);
        assert_eq!(chosen.as_deref(), Some("2 4 5"), "{shown}");
        assert_eq!(shown.matches("Your choice (").count(), 9, "{shown}");
        for refusal in [
            "A team of 3 has 3 members, and 2 seats were named: type 3 seat numbers, \
             such as 1 3 5.",
            "Seat 4 is named twice: name each member of the team once.",
            "There is no seat 9: the seats are numbered 1 to 7.",
            "There is no seat 0: the seats are numbered 1 to 7.",
            "'seat' is not a seat number: type 3 seat numbers from 1 to 7 (such as 1 3 5), \
             the number 1, or Ctrl-D to leave.",
            "A team of 3 has 3 members, and 4 seats were named",
            "There is no seat 99999999999:",
            "Nothing was typed:",
        ] {
            assert!(shown.contains(refusal), "no {refusal:?} in:\n{shown}");
        }
        // Alone, with nothing else to choose, one number is a team of one.
        let (menu, teams) = proposal(6, 2);
        let only_teams = &menu[..teams.sets.len()];
        let mut out = Vec::new();
        let chosen = choose(
            &mut out,
            &mut "3\n3 6\n".as_bytes(),
            only_teams,
            Some(&teams),
            None,
        );
        let shown = unpainted(&String::from_utf8(out).unwrap());
        assert_eq!(
            chosen.unwrap().map(|i| only_teams[i].choice.as_str()),
            Some("3 6")
        );
        assert!(shown.contains("Your choice (2 seat numbers): "), "{shown}");
        assert!(shown.contains("and 1 seat was named"), "{shown}");
        // The end of input leaves, as at any prompt.
        assert_eq!(propose(7, 3, "2 4\n").1, None);
    }
}
