//! Colour: which parts of the story are painted how, and whether this run paints at
//! all (`--color`, `NO_COLOR`, a terminal or not).
//!
//! The story is always written with its colour escapes; the [`Screen`](crate::wrap::Screen)
//! it goes through drops them when colour is off. So the one decision lives in one
//! place, and plain output is the coloured output less its escapes, byte for byte.

use resistance_core::{Allegiance, MissionCard};
use std::{
    fmt::Display,
    io::{self, Write},
};

/// `--color`: when to paint.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub(crate) enum ColorChoice {
    /// On a terminal, unless `NO_COLOR` is set or the terminal is dumb.
    #[default]
    Auto,
    /// Always, even piped (for pagers such as `less -R`).
    Always,
    /// Never.
    Never,
}

impl ColorChoice {
    /// Reads `--color`'s value.
    pub(crate) fn parse(value: &str) -> Result<ColorChoice, String> {
        match value {
            "auto" => Ok(ColorChoice::Auto),
            "always" => Ok(ColorChoice::Always),
            "never" => Ok(ColorChoice::Never),
            _ => Err(format!(
                "--color takes auto, always or never, not '{value}'"
            )),
        }
    }

    /// Whether to paint, given whether stdout is a terminal and the values of
    /// `NO_COLOR` and `TERM`. An explicit `--color` wins over `NO_COLOR`, as
    /// no-color.org asks of command-line flags; an empty `NO_COLOR` counts as unset.
    pub(crate) fn paints(self, terminal: bool, no_color: Option<&str>, term: Option<&str>) -> bool {
        match self {
            ColorChoice::Always => true,
            ColorChoice::Never => false,
            ColorChoice::Auto => {
                terminal && no_color.is_none_or(str::is_empty) && term != Some("dumb")
            }
        }
    }

    /// [`ColorChoice::paints`] for this process's stdout and environment.
    pub(crate) fn paints_stdout(self) -> bool {
        use std::io::IsTerminal;
        let no_color = std::env::var("NO_COLOR").ok();
        let term = std::env::var("TERM").ok();
        self.paints(
            std::io::stdout().is_terminal(),
            no_color.as_deref(),
            term.as_deref(),
        )
    }
}

/// What a painted piece of text is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Paint {
    /// A section heading: bold.
    Heading,
    /// The Resistance, its roles and its wins: blue.
    Resistance,
    /// The spies, their roles and their wins: red.
    Spy,
    /// A Success card, a mission that succeeds: green.
    Success,
    /// A Fail card, a mission that fails: red.
    Fail,
    /// What the player is asked, and the numbers to answer with: bold cyan.
    Prompt,
    /// An answer the prompt refused: yellow.
    Refusal,
}

impl Paint {
    /// The SGR parameters of this paint.
    fn code(self) -> &'static str {
        match self {
            Paint::Heading => "1",
            Paint::Resistance => "34",
            Paint::Spy | Paint::Fail => "31",
            Paint::Success => "32",
            Paint::Prompt => "1;36",
            Paint::Refusal => "33",
        }
    }

    /// The paint of a side.
    pub(crate) fn of_side(side: Allegiance) -> Paint {
        match side {
            Allegiance::Resistance => Paint::Resistance,
            Allegiance::Spy => Paint::Spy,
        }
    }

    /// The paint of a mission card.
    pub(crate) fn of_card(card: MissionCard) -> Paint {
        match card {
            MissionCard::Success => Paint::Success,
            MissionCard::Fail => Paint::Fail,
        }
    }

    /// `text` in this paint. Paints do not nest: the reset at the end of an inner
    /// paint would end the outer one too.
    pub(crate) fn paint(self, text: impl Display) -> String {
        format!("\x1b[{}m{text}{RESET}", self.code())
    }
}

/// A section heading, "=== The public story ===", in bold.
pub(crate) fn heading(text: &str) -> String {
    Paint::Heading.paint(format_args!("=== {text} ==="))
}

/// Starts a section of the story: a blank line, then its [`heading`].
pub(crate) fn write_heading(out: &mut impl Write, text: &str) -> io::Result<()> {
    writeln!(out, "\n{}", heading(text))
}

/// The SGR sequence that ends a paint.
const RESET: &str = "\x1b[0m";

/// `text` without its SGR escapes (`ESC [ parameters m`), as a terminal without
/// colour would show it.
pub(crate) fn unpainted(text: &str) -> String {
    let mut plain = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(start) = rest.find("\x1b[") {
        plain.push_str(&rest[..start]);
        let after = &rest[start + 2..];
        match after.find(|c: char| !(c.is_ascii_digit() || c == ';')) {
            Some(end) if after[end..].starts_with('m') => rest = &after[end + 1..],
            // Not an SGR sequence: kept as it is.
            _ => {
                plain.push_str("\x1b[");
                rest = after;
            }
        }
    }
    plain.push_str(rest);
    plain
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn auto_paints_a_terminal_only_without_no_color_or_a_dumb_term() {
        let auto = ColorChoice::Auto;
        assert!(auto.paints(true, None, Some("xterm-256color")));
        assert!(
            auto.paints(true, Some(""), None),
            "an empty NO_COLOR is unset"
        );
        assert!(!auto.paints(false, None, Some("xterm")), "piped");
        assert!(!auto.paints(true, Some("1"), Some("xterm")), "NO_COLOR");
        assert!(!auto.paints(true, None, Some("dumb")), "a dumb terminal");
    }

    #[test]
    fn always_and_never_win_over_the_environment() {
        assert!(ColorChoice::Always.paints(false, Some("1"), Some("dumb")));
        assert!(!ColorChoice::Never.paints(true, None, Some("xterm")));
    }

    #[test]
    fn color_values_are_read_and_bad_ones_refused() {
        assert_eq!(ColorChoice::parse("always"), Ok(ColorChoice::Always));
        assert_eq!(ColorChoice::parse("never"), Ok(ColorChoice::Never));
        assert_eq!(ColorChoice::parse("auto"), Ok(ColorChoice::Auto));
        let refused = ColorChoice::parse("yes").unwrap_err();
        assert!(refused.contains("auto, always or never"), "{refused}");
    }

    #[test]
    fn unpainted_drops_exactly_the_paint() {
        let text = format!(
            "Mission 1 {}: {} played.",
            Paint::Fail.paint("fails"),
            Paint::Spy.paint("a spy")
        );
        assert!(text.contains("\x1b[31m"));
        assert_eq!(unpainted(&text), "Mission 1 fails: a spy played.");
        // An escape that is not SGR is not paint.
        assert_eq!(unpainted("a\x1b[2Jb"), "a\x1b[2Jb");
        assert_eq!(unpainted("no paint"), "no paint");
    }
}
