//! The screen the demo writes to: every line wrapped at [`WIDTH`] columns, counted by
//! display width (Cyrillic and Vietnamese letters are one column each, colour escapes
//! none), with a hanging indent; and colour dropped when this run does not paint.

use crate::style::unpainted;
use std::io::{self, Write};
use textwrap::{Options, WordSeparator, core::display_width};

/// The widest line the demo writes.
pub(crate) const WIDTH: usize = 80;

/// A writer that holds each line until its end, then writes it wrapped, and
/// unpainted unless `paints`.
pub(crate) struct Screen<W: Write> {
    inner: W,
    paints: bool,
    /// The line being written, up to its end.
    line: Vec<u8>,
}

impl<W: Write> Screen<W> {
    pub(crate) fn new(inner: W, paints: bool) -> Self {
        Screen {
            inner,
            paints,
            line: Vec::new(),
        }
    }

    /// Writes the held line wrapped, and `end` after it.
    fn put_line(&mut self, end: &str) -> io::Result<()> {
        let line = String::from_utf8_lossy(&self.line).into_owned();
        self.line.clear();
        let wrapped = wrap_line(&line);
        let shown = if self.paints {
            wrapped
        } else {
            unpainted(&wrapped)
        };
        self.inner.write_all(shown.as_bytes())?;
        self.inner.write_all(end.as_bytes())
    }
}

impl<W: Write> Write for Screen<W> {
    fn write(&mut self, bytes: &[u8]) -> io::Result<usize> {
        let mut rest = bytes;
        while let Some(end) = rest.iter().position(|&b| b == b'\n') {
            self.line.extend_from_slice(&rest[..end]);
            self.put_line("\n")?;
            rest = &rest[end + 1..];
        }
        self.line.extend_from_slice(rest);
        Ok(bytes.len())
    }

    /// Writes the line begun so far too: a prompt waits on it for its answer.
    fn flush(&mut self) -> io::Result<()> {
        if !self.line.is_empty() {
            self.put_line("")?;
        }
        self.inner.flush()
    }
}

impl<W: Write> Drop for Screen<W> {
    /// A line left unended is still shown; an error here has nobody to go to.
    fn drop(&mut self) {
        let _ = self.flush();
    }
}

/// `line` wrapped at [`WIDTH`] columns; a line that fits is left exactly as it is
/// (a prompt keeps its trailing space). Continuation lines hang under the text after
/// a list marker (`  3. `, `12) `), or two columns in from the line's indent.
pub(crate) fn wrap_line(line: &str) -> String {
    if display_width(line) <= WIDTH {
        return line.to_owned();
    }
    let text = line.trim_start_matches(' ');
    let indent = &line[..line.len() - text.len()];
    let hang = match list_marker(text) {
        Some(marker) => format!("{indent}{}", " ".repeat(marker)),
        None => format!("{indent}  "),
    };
    let options = Options::new(WIDTH)
        .initial_indent(indent)
        .subsequent_indent(&hang)
        .word_separator(WordSeparator::AsciiSpace)
        .break_words(true);
    textwrap::wrap(text, options).join("\n")
}

/// `text` padded with spaces to `width` columns (colour escapes take none).
pub(crate) fn pad(text: &str, width: usize) -> String {
    let padding = width.saturating_sub(display_width(text));
    format!("{text}{}", " ".repeat(padding))
}

/// The width of the list marker `text` starts with: a number, `.` or `)` and a space.
fn list_marker(text: &str) -> Option<usize> {
    let digits = text.bytes().take_while(u8::is_ascii_digit).count();
    let rest = &text[digits..];
    (digits > 0 && (rest.starts_with(". ") || rest.starts_with(") "))).then_some(digits + 2)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::style::Paint;

    fn widest(text: &str) -> usize {
        text.lines().map(display_width).max().unwrap_or(0)
    }

    #[test]
    fn a_line_that_fits_is_left_alone() {
        assert_eq!(wrap_line("Your choice (1-3): "), "Your choice (1-3): ");
        let exactly = "x".repeat(WIDTH);
        assert_eq!(wrap_line(&exactly), exactly);
    }

    #[test]
    fn long_lines_wrap_at_80_columns_with_a_hanging_indent() {
        let prose = format!("  Proposal 1: {}", "seat 3 and seat 4, ".repeat(10));
        let wrapped = wrap_line(&prose);
        assert!(widest(&wrapped) <= WIDTH, "{wrapped}");
        let lines: Vec<&str> = wrapped.lines().collect();
        assert!(lines.len() > 1, "{wrapped}");
        assert!(lines[0].starts_with("  Proposal 1:"));
        let hangs = |line: &&str, by: usize| line.len() - line.trim_start().len() == by;
        assert!(lines[1..].iter().all(|l| hangs(l, 4)), "{wrapped}");
        // Nothing is lost or added but the breaks.
        let words = |text: &str| text.split_whitespace().collect::<Vec<_>>().join(" ");
        assert_eq!(words(&wrapped), words(&prose));
    }

    #[test]
    fn a_numbered_line_hangs_under_its_text() {
        let script = format!(" 12. {}", "Все закройте глаза и вытяните руку. ".repeat(4));
        let wrapped = wrap_line(&script);
        // Counted in characters, not bytes: the Cyrillic line is twice as long in bytes.
        assert!(widest(&wrapped) <= WIDTH, "{wrapped}");
        assert!(widest(&wrapped) > WIDTH / 2, "{wrapped}");
        let lines: Vec<&str> = wrapped.lines().collect();
        assert!(lines.len() > 1, "{wrapped}");
        let under_the_text = |line: &&str| line.len() - line.trim_start().len() == 5;
        assert!(lines[1..].iter().all(under_the_text), "{wrapped}");
    }

    #[test]
    fn colour_escapes_take_no_columns() {
        let painted = Paint::Spy.paint("spy ").repeat(19);
        // 19 * 4 = 76 columns of text: it fits, although its bytes are many more.
        assert_eq!(wrap_line(&painted), painted);
    }

    #[test]
    fn the_screen_unpaints_unless_it_paints_and_writes_a_prompt_on_flush() {
        let text = format!(
            "{} wins\nYour choice: ",
            Paint::Resistance.paint("the Resistance")
        );
        let shown = |paints: bool| {
            let mut shown = Vec::new();
            let mut screen = Screen::new(&mut shown, paints);
            write!(screen, "{text}").unwrap();
            screen.flush().unwrap();
            drop(screen);
            String::from_utf8(shown).unwrap()
        };
        assert_eq!(shown(false), "the Resistance wins\nYour choice: ");
        assert_eq!(shown(true), text);
    }
}
