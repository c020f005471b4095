//! The numbers JS passes where the binding wants a seat, a set of seats, a choice's
//! bit, a plot card, a flag or a seed: each [`Argument`] checks its number and words
//! the error that refuses it, for both games and the typed path alike.

use crate::{INVALID_ARGUMENT, INVALID_SEAT, error, number_text};
use resistance_core::{MAX_SEED, Seat, SeatSet, plot::PlotCard};
use wasm_bindgen::prelude::*;

/// An argument of the binding's methods that is a number or a boolean, for checking
/// it and for the error that refuses it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Argument {
    /// The acting seat (every method that takes a seat).
    Seat,
    /// `setAside`'s team member.
    Member,
    /// `inspect`'s, `assassinate`'s and `usePlotCard`'s target.
    Target,
    /// `givePlotCard`'s receiver.
    To,
    /// `proposeBits`'s team, a bit mask.
    Team,
    /// `chooseAgendaBits`'s names, a bit mask.
    Names,
    /// `choiceSeats`'s choice bit.
    Kind,
    /// The plot card of `givePlotCard`, `usePlotCard` and `declinePlotCard`, by its
    /// code ([`PlotCard::index`]).
    Card,
    /// The plot card `usePlotCard` takes with Take Responsibility, by its code.
    Take,
    /// `vote`'s flag.
    Approve,
    /// `playMission`'s flag.
    Fail,
    /// `rematch`'s, `redeal`'s and `botCommand`'s seed.
    Seed,
}

impl Argument {
    /// Every argument, for [`Argument::named`].
    const ALL: [Argument; 12] = [
        Argument::Seat,
        Argument::Member,
        Argument::Target,
        Argument::To,
        Argument::Team,
        Argument::Names,
        Argument::Kind,
        Argument::Card,
        Argument::Take,
        Argument::Approve,
        Argument::Fail,
        Argument::Seed,
    ];

    /// The argument's name in the JS API.
    pub const fn name(self) -> &'static str {
        match self {
            Argument::Seat => "seat",
            Argument::Member => "member",
            Argument::Target => "target",
            Argument::To => "to",
            Argument::Team => "team",
            Argument::Names => "names",
            Argument::Kind => "kind",
            Argument::Card => "card",
            Argument::Take => "take",
            Argument::Approve => "approve",
            Argument::Fail => "fail",
            Argument::Seed => "seed",
        }
    }

    /// The argument called `name` in the JS API.
    pub fn named(name: &str) -> Option<Argument> {
        Argument::ALL
            .into_iter()
            .find(|argument| argument.name() == name)
    }

    /// The error refusing `shown` (a description of the value) for this argument:
    /// `invalid_seat` for seats, `invalid_argument` for the others; the message says
    /// what the argument is, then what it got instead.
    #[cold]
    pub fn refuse(self, shown: &str) -> JsValue {
        let name = self.name();
        let (code, expected) = match self {
            Argument::Seat => (
                INVALID_SEAT,
                "a seat is a whole number from 0 to 255 (0 to players - 1)".to_string(),
            ),
            Argument::To => (
                INVALID_SEAT,
                "`to`, the receiver, is a seat, a whole number from 0 to 255 (0 to players - 1)"
                    .to_string(),
            ),
            Argument::Member | Argument::Target => (
                INVALID_SEAT,
                format!("the {name} is a seat, a whole number from 0 to 255 (0 to players - 1)"),
            ),
            Argument::Team | Argument::Names => (
                INVALID_ARGUMENT,
                format!(
                    "the {name} is a bit mask of seats (bit i for seat i), a whole number from 0 to 65535"
                ),
            ),
            Argument::Kind => (
                INVALID_ARGUMENT,
                "the kind is the bit of a choice with seats: propose (1), setAside (16), inspect (32), assassinate (64), chooseAgenda (128), givePlotCard (4096), usePlotCard (8192) or chooseDoubleAgenda (32768)"
                    .to_string(),
            ),
            Argument::Card | Argument::Take => (
                INVALID_ARGUMENT,
                format!(
                    "the {name} is a plot card's code, a whole number from 0 to 8 (PlotCardCode)"
                ),
            ),
            Argument::Approve | Argument::Fail => {
                (INVALID_ARGUMENT, format!("`{name}` is true or false"))
            }
            Argument::Seed => (
                INVALID_ARGUMENT,
                "a seed is a whole number from 0 to 2^53 - 1".to_string(),
            ),
        };
        error(code, &format!("{expected}, not {shown}"))
    }

    /// `number` as a whole number from 0 to `most`, or this argument's error.
    #[inline]
    pub fn whole(self, number: f64, most: u16) -> Result<u16, JsValue> {
        // The cast saturates (and takes NaN to 0), so it gives `number` back exactly
        // when `number` is a whole number from 0 to 65535; -0 is 0.
        let whole = number as u16;
        if f64::from(whole) != number || whole > most {
            return Err(self.refuse(&number_text(number)));
        }
        Ok(whole)
    }

    /// `number` as a seat: a whole number from 0 to 255. Whether that seat is at the
    /// table is the core's question, so its errors (`no_such_seat`,
    /// `no_such_target`, ...) stay the core's.
    #[inline]
    pub fn seat(self, number: f64) -> Result<Seat, JsValue> {
        self.whole(number, u16::from(u8::MAX))
            .map(|seat| Seat(seat as u8))
    }

    /// `number` as a seed JS can hold exactly: a whole number from 0 to 2^53 - 1
    /// ([`MAX_SEED`]), for the seeds the binding takes itself (a bot's); a game's
    /// seed past it is the core's `seed_too_large` instead.
    #[inline]
    pub fn seed(self, number: f64) -> Result<u64, JsValue> {
        // The cast saturates (NaN to 0): it gives `number` back exactly when
        // `number` is a whole number from 0 to 2^64 - 1.
        let whole = number as u64;
        if whole as f64 != number || whole > MAX_SEED {
            return Err(self.refuse(&number_text(number)));
        }
        Ok(whole)
    }

    /// `number` as a plot card: its code, a whole number from 0 to 8 (the order of
    /// [`PlotCard::ALL`]).
    #[inline]
    pub fn card(self, number: f64) -> Result<PlotCard, JsValue> {
        let last = PlotCard::ALL.len() as u16 - 1;
        let code = self.whole(number, last)?;
        PlotCard::from_index(code as u8).ok_or_else(|| self.refuse(&number_text(number)))
    }

    /// `number` as a set of seats: a bit mask from 0 to 65535 (bit `i` is seat `i`).
    /// Seats past the table are the core's to refuse.
    #[inline]
    pub fn seats(self, number: f64) -> Result<SeatSet, JsValue> {
        self.whole(number, u16::MAX).map(SeatSet::from_bits)
    }
}

#[cfg(test)]
mod tests {
    use super::Argument;

    #[test]
    fn arguments_by_name() {
        for argument in Argument::ALL {
            assert_eq!(Argument::named(argument.name()), Some(argument));
        }
        assert_eq!(Argument::named("teamBits"), None);
    }

    #[test]
    fn card_codes_are_the_core_s() {
        for card in resistance_core::plot::PlotCard::ALL {
            assert_eq!(
                Argument::Card.card(f64::from(card.index())).ok(),
                Some(card)
            );
        }
    }
}
