//! Asking the player: a numbered menu of the legal commands, grouped under what they
//! do, and the reading of an answer. A bad answer is refused with a message and the
//! prompt comes again; the end of input is an answer too (the player leaves).

use crate::{
    style::Paint,
    wrap::{WIDTH, pad},
};
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

/// Items this narrow are laid out in columns: a proposal at ten players has 252
/// teams to choose among.
const NARROW: usize = 18;

/// Shows `items` numbered from 1 under their group titles, and reads the number of
/// one. `None` when the input ends first.
pub(crate) fn choose(
    out: &mut impl Write,
    input: &mut impl BufRead,
    items: &[Item],
) -> io::Result<Option<usize>> {
    show_menu(out, items)?;
    read_choice(out, input, items.len())
}

fn show_menu(out: &mut impl Write, items: &[Item]) -> io::Result<()> {
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

/// Reads answers until one names a choice among `count`: its index. `None` when the
/// input ends.
fn read_choice(
    out: &mut impl Write,
    input: &mut impl BufRead,
    count: usize,
) -> io::Result<Option<usize>> {
    loop {
        let range = match count {
            1 => "1".to_owned(),
            _ => format!("1-{count}"),
        };
        write!(
            out,
            "{}",
            Paint::Prompt.paint(format!("Your choice ({range}): "))
        )?;
        out.flush()?;
        let mut line = Vec::new();
        if input.read_until(b'\n', &mut line)? == 0 {
            // The answer line never came: end the prompt's line.
            writeln!(out)?;
            return Ok(None);
        }
        let answer = String::from_utf8_lossy(&line);
        match parse_choice(answer.trim(), count) {
            Ok(index) => return Ok(Some(index)),
            Err(refusal) => writeln!(out, "{}", Paint::Refusal.paint(refusal))?,
        }
    }
}

/// The index `answer` names among `count` choices, or why it names none.
pub(crate) fn parse_choice(answer: &str, count: usize) -> Result<usize, String> {
    let range = format!("type a number from 1 to {count}, or Ctrl-D to leave");
    if answer.is_empty() {
        return Err(format!("Nothing was typed: {range}."));
    }
    match answer.parse::<usize>() {
        Ok(number) if (1..=count).contains(&number) => Ok(number - 1),
        Ok(_) => Err(format!("There is no choice {answer}: {range}.")),
        // Longer than any choice number: a number that overflows is out of range too.
        Err(_) if answer.bytes().all(|b| b.is_ascii_digit()) => {
            Err(format!("There is no choice {answer}: {range}."))
        }
        Err(_) => Err(format!("'{answer}' is not a choice number: {range}.")),
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
        let chosen = choose(&mut out, &mut typed.as_bytes(), items).unwrap();
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
        let chosen = choose(&mut out, &mut &b"\xff\n1\n"[..], &vote).unwrap();
        assert_eq!(chosen, Some(0));
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
}
