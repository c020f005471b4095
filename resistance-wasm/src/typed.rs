//! The typed fast path, for bots and game loops: numbers in, numbers out, no JSON.
//!
//! Each call crosses the boundary once with plain numbers: [`GameCore::awaiting_bits`]
//! and [`GameCore::choices_packed`] answer with bit masks; the commands
//! ([`GameCore::vote`], [`GameCore::propose_bits`], ...) take seats and masks and
//! answer with the number of events they caused, which [`GameCore::last_outcome`]
//! then gives as JSON for a UI. A refusal answers [`REFUSED`] and leaves its error in
//! [`GameCore::take_refusal`], for the npm wrapper to throw. Everything still goes
//! through [`resistance_core::Game::apply`], so the rules, the refusals and their
//! codes are exactly those of the JSON path; only the arguments are checked here
//! (whole numbers in range).
//!
//! The arguments arrive as `f64` and `bool`, which the JS engine converts without the
//! binding's help, so the npm wrapper lets only real numbers and booleans through and
//! has [`typed_argument_error`] describe anything else.

use crate::{
    INVALID_ARGUMENT,
    argument::Argument,
    describe, error,
    game::{GameCore, command_error},
    json_error, number_text,
};
use resistance_core::plot::PlotCommand;
use resistance_core::{
    Choices, Command, GameConfig, MissionCard, Seat, SeatSet, json::JsonError, plot::MissingPart,
    plot::PlotAction, plot::PlotCard, plot::PlotChoices,
};
use wasm_bindgen::prelude::*;

/// [`GameCore::choices_packed`]: the seat leads and may propose a team; its size is
/// at [`TEAM_SIZE_SHIFT`], its seats come from [`GameCore::choice_seats`].
pub const PROPOSE: u32 = 1 << 0;
/// The seat may vote.
pub const VOTE: u32 = 1 << 1;
/// The seat may play Success.
pub const PLAY_SUCCESS: u32 = 1 << 2;
/// The seat may play Fail: a spy on the mission team (tells the seat's allegiance).
pub const PLAY_FAIL: u32 = 1 << 3;
/// The Trapper leader may set aside the card of one of [`GameCore::choice_seats`].
pub const SET_ASIDE: u32 = 1 << 4;
/// The Inquisitor may inspect one of [`GameCore::choice_seats`].
pub const INSPECT: u32 = 1 << 5;
/// The Assassin may name one of [`GameCore::choice_seats`].
pub const ASSASSINATE: u32 = 1 << 6;
/// The seat may seal its hidden agenda: [`AGENDA_SIZE_SHIFT`] names from
/// [`GameCore::choice_seats`].
pub const CHOOSE_AGENDA: u32 = 1 << 7;
/// The seat may turn its hidden agenda face up.
pub const REVEAL_AGENDA: u32 = 1 << 8;
/// The seat may leave.
pub const LEAVE: u32 = 1 << 9;
/// The seat is vacant and a substitute may claim it.
pub const CLAIM_SEAT: u32 = 1 << 10;
/// The seat may also do something the bits here do not describe (a command of a
/// module this binding does not pack yet): ask `choices()` for the whole answer.
/// Never set by this build: every choice the core offers has its bit (a test keeps
/// it so). Code that tests for it stays right should that change.
pub const OTHER: u32 = 1 << 11;
/// The leader may give one of the plot cards it drew ([`GameCore::drawn_card_bits`])
/// to one of [`GameCore::choice_seats`] (PC2).
pub const GIVE_PLOT_CARD: u32 = 1 << 12;
/// The seat may use the plot card at [`PLOT_CARD_SHIFT`] (an immediate one: must
/// resolve it), naming one of [`GameCore::choice_seats`]; no seats for Strong Leader
/// and No Confidence, which name nobody (PC3, PC4).
pub const USE_PLOT_CARD: u32 = 1 << 13;
/// The seat is asked at a moment and may decline the plot card at
/// [`PLOT_CARD_SHIFT`] (PC5).
pub const DECLINE_PLOT_CARD: u32 = 1 << 14;
/// Where each player seals one name or two (agendas `"singleOrDouble"`, HA2): the
/// seat may seal two names from [`GameCore::choice_seats`] of this bit instead of
/// the [`AGENDA_SIZE_SHIFT`] (one) of [`CHOOSE_AGENDA`].
pub const CHOOSE_DOUBLE_AGENDA: u32 = 1 << 15;
/// Bits 16 to 19: the team size when [`PROPOSE`] is set.
pub const TEAM_SIZE_SHIFT: u32 = 16;
/// Bits 20 to 23: the number of names when [`CHOOSE_AGENDA`] is set.
pub const AGENDA_SIZE_SHIFT: u32 = 20;
/// Bits 24 to 27: the code ([`PlotCard::index`]) of the plot card of
/// [`USE_PLOT_CARD`] and [`DECLINE_PLOT_CARD`] when either is set.
pub const PLOT_CARD_SHIFT: u32 = 24;
/// The width of the three 4-bit fields (the two sizes and the plot card).
pub const SIZE_MASK: u32 = 0xF;

/// `choices` as [`GameCore::choices_packed`] answers it.
pub fn pack(choices: &Choices) -> u32 {
    let flag = |set: bool, bit: u32| if set { bit } else { 0 };
    let size = |size: Option<u8>, shift: u32| size.map_or(0, |size| u32::from(size) << shift);
    // Every field of the plot choices has its bits: the pattern names them all, so a
    // field added to the core's PlotChoices stops this compiling until it has some.
    let (give, use_card, decline) = match choices.plot {
        Some(PlotChoices {
            give,
            use_card,
            decline,
        }) => (give, use_card, decline),
        None => (None, None, false),
    };
    // Every field of `Choices` has its bit (the test `every_choice_has_its_bit` fails
    // when the core adds one without), so OTHER stays 0 in this build: checking it
    // here, by comparing a copy of the choices, took a seventh of a bot's step.
    flag(choices.propose.is_some(), PROPOSE)
        | flag(choices.vote, VOTE)
        | flag(choices.play_success, PLAY_SUCCESS)
        | flag(choices.play_fail, PLAY_FAIL)
        | flag(choices.set_aside.is_some(), SET_ASIDE)
        | flag(choices.inspect.is_some(), INSPECT)
        | flag(choices.assassinate.is_some(), ASSASSINATE)
        | flag(choices.choose_agenda.is_some(), CHOOSE_AGENDA)
        | flag(choices.choose_double_agenda.is_some(), CHOOSE_DOUBLE_AGENDA)
        | flag(choices.reveal_agenda, REVEAL_AGENDA)
        | flag(choices.leave, LEAVE)
        | flag(choices.claim_seat, CLAIM_SEAT)
        | flag(give.is_some(), GIVE_PLOT_CARD)
        | flag(use_card.is_some(), USE_PLOT_CARD)
        | flag(decline, DECLINE_PLOT_CARD)
        | size(choices.propose.map(|team| team.size), TEAM_SIZE_SHIFT)
        | size(
            choices.choose_agenda.map(|agenda| agenda.size),
            AGENDA_SIZE_SHIFT,
        )
        // A seat declines the very card it is asked to use: one field names it for both.
        | size(use_card.map(|choice| choice.card.index()), PLOT_CARD_SHIFT)
}

/// The seats of one choice of `choices`: `kind` is the choice's bit ([`PROPOSE`],
/// [`SET_ASIDE`], [`INSPECT`], [`ASSASSINATE`], [`CHOOSE_AGENDA`],
/// [`CHOOSE_DOUBLE_AGENDA`], and [`GIVE_PLOT_CARD`]: the receivers,
/// [`USE_PLOT_CARD`]: the targets); the empty set when the choice is not offered.
/// `None` for any other `kind`.
pub fn seats_of(choices: &Choices, kind: u32) -> Option<SeatSet> {
    let plot = choices.plot.unwrap_or_default();
    let seats = match kind {
        PROPOSE => choices.propose.map(|team| team.from),
        SET_ASIDE => choices.set_aside,
        INSPECT => choices.inspect,
        ASSASSINATE => choices.assassinate,
        CHOOSE_AGENDA => choices.choose_agenda.map(|agenda| agenda.from),
        CHOOSE_DOUBLE_AGENDA => choices.choose_double_agenda.map(|agenda| agenda.from),
        GIVE_PLOT_CARD => plot.give.map(|give| give.to),
        USE_PLOT_CARD => plot.use_card.map(|choice| choice.targets),
        _ => return None,
    };
    Some(seats.unwrap_or(SeatSet::EMPTY))
}

/// Plot cards as a bit mask: bit `i` is the card of code `i` ([`PlotCard::index`]),
/// each kind once however many copies there are.
pub fn card_bits<'a>(cards: impl IntoIterator<Item = &'a PlotCard>) -> u32 {
    cards
        .into_iter()
        .fold(0, |bits, card| bits | 1 << card.index())
}

/// The use `usePlotCard` names: the card of code `card`, with `target` for the
/// cards that name a seat and `take` (a card's code) for Take Responsibility. An
/// argument the card does not name may be left out; given, it is checked all the
/// same (every typed argument is) and then ignored.
pub fn plot_action(
    card: f64,
    target: Option<f64>,
    take: Option<f64>,
) -> Result<PlotAction, JsValue> {
    let card = Argument::Card.card(card)?;
    let target = target
        .map(|target| Argument::Target.seat(target))
        .transpose()?;
    let take = take.map(|take| Argument::Take.card(take)).transpose()?;
    PlotAction::from_parts(card, target, take).map_err(|missing| match missing {
        // A missing seat is refused as `inspect(seat, undefined)` is.
        MissingPart::Target => Argument::Target.refuse("undefined"),
        MissingPart::Take => Argument::Take.refuse("undefined"),
        // No command uses it, so the JSON path cannot even say it (invalid_json).
        _ => error(
            INVALID_ARGUMENT,
            "Opinion Maker (card 3) is never used: it stays with its holder (PC3)",
        ),
    })
}

/// The error a typed call throws for `value`, an argument of the wrong JS type (not
/// a number, or not a boolean for `approve` and `fail`): the npm wrapper checks the
/// types and lets this describe what it refused. `argument` is the argument's name
/// in the JS API (`"seat"`, `"target"`, `"team"`, `"approve"`, ...).
#[wasm_bindgen(js_name = typedArgumentError)]
pub fn typed_argument_error(argument: &str, value: JsValue) -> JsValue {
    let Some(argument) = Argument::named(argument) else {
        return error(
            INVALID_ARGUMENT,
            &format!("no typed call has an argument {argument:?}"),
        );
    };
    let shown = match value.as_f64() {
        Some(number) => number_text(number),
        None => describe(&value),
    };
    argument.refuse(&shown)
}

/// What a typed call answers when it refuses: the error waits in the game for
/// [`GameCore::take_refusal`]. (A `Result` would give every call, accepted or not,
/// its answer in a JS array: some 50 ns, a quarter of a bot's whole step.)
pub const REFUSED: i32 = -1;

impl GameCore {
    /// `answer`, or [`REFUSED`] with its error parked for `takeRefusal`.
    fn answer(&self, answer: Result<i32, JsValue>) -> i32 {
        match answer {
            Ok(value) => value,
            Err(refusal) => {
                self.refusal.set(Some(refusal));
                REFUSED
            }
        }
    }

    /// Applies `command` for the checked `seat` and keeps the outcome for
    /// `lastOutcome`; the number of events it caused (1 to 7).
    fn run(&mut self, seat: Seat, command: Command) -> Result<i32, JsValue> {
        // Into `last` in place: copying an outcome costs a bot's step a few percent.
        match self
            .table
            .game
            .apply_into(seat, command, &mut self.table.last)
        {
            // At most MAX_EVENTS_PER_COMMAND (7).
            Ok(()) => Ok(self.table.last.events.len() as i32),
            Err(refused) => Err(command_error(refused)),
        }
    }

    /// [`GameCore::run`] for the acting seat `seat` as JS gave it.
    fn command(&mut self, seat: f64, command: Command) -> i32 {
        let answer = Argument::Seat
            .seat(seat)
            .and_then(|seat| self.run(seat, command));
        self.answer(answer)
    }

    /// [`GameCore::run`] for a command naming another seat (`member`, `target`).
    fn naming(&mut self, seat: f64, named: (Argument, f64), command: fn(Seat) -> Command) -> i32 {
        let (argument, named) = named;
        let answer = Argument::Seat.seat(seat).and_then(|seat| {
            let named = argument.seat(named)?;
            self.run(seat, command(named))
        });
        self.answer(answer)
    }

    /// [`GameCore::run`] for a command naming a set of seats (`team`, `names`).
    fn listing(
        &mut self,
        seat: f64,
        listed: (Argument, f64),
        command: fn(SeatSet) -> Command,
    ) -> i32 {
        let (argument, listed) = listed;
        let answer = Argument::Seat.seat(seat).and_then(|seat| {
            let listed = argument.seats(listed)?;
            self.run(seat, command(listed))
        });
        self.answer(answer)
    }

    /// This game's configuration dealt with `seed`, a whole number.
    fn dealt(&self, seed: f64) -> Result<GameConfig, JsValue> {
        // The cast saturates (NaN to 0): it gives `seed` back exactly when `seed` is
        // a whole number from 0 to 2^64 - 1.
        let whole = seed as u64;
        if whole as f64 != seed {
            return Err(Argument::Seed.refuse(&number_text(seed)));
        }
        let mut config = *self.table.game.seeded_config();
        config.seed = whole;
        // A new deal: the seed deals it, not the deal the host gave the last game.
        config.deal = None;
        Ok(config)
    }

    /// `seat`'s choices; empty for a seat not at the table, as `Game::choices`.
    fn choices_of(&self, seat: f64) -> Result<Choices, JsValue> {
        Ok(self.table.game.choices(Argument::Seat.seat(seat)?))
    }
}

/// The typed calls. Each answers a number, [`REFUSED`] (-1) when it refuses, and
/// then [`GameCore::take_refusal`] gives the error to throw: the `Error` with the
/// code and message `apply` would throw for the same command, or `invalid_seat` /
/// `invalid_argument` for a number out of range. A refused call changes nothing.
#[wasm_bindgen]
impl GameCore {
    /// The error of the last refused typed call, once (an `invalid_argument` error
    /// should nothing be waiting, which the npm wrapper never asks).
    #[wasm_bindgen(js_name = takeRefusal)]
    pub fn take_refusal(&self) -> JsValue {
        self.refusal.take().unwrap_or_else(|| {
            error(
                INVALID_ARGUMENT,
                "no typed call was refused: takeRefusal() follows an answer of -1",
            )
        })
    }

    /// A new game of this game's configuration dealt with `seed` instead: the same
    /// table again, without JSON. The seed is a whole number; past 2^53 - 1 it is
    /// the core's `seed_too_large`, as for `create`.
    pub fn rematch(&self, seed: f64) -> Result<GameCore, JsValue> {
        let config = self.dealt(seed)?;
        let game = resistance_core::Recorded::new(config)
            .map_err(JsonError::from)
            .map_err(json_error)?;
        Ok(GameCore::new(game))
    }

    /// [`GameCore::rematch`] in place: this game becomes the new deal, with no last
    /// outcome, and no new object is made (a bot's playouts then allocate nothing).
    /// Answers 0, or [`REFUSED`] for a seed `rematch` would refuse, and then nothing
    /// changed.
    pub fn redeal(&mut self, seed: f64) -> i32 {
        // In place, keeping the record's memory: a bot's playouts allocate nothing
        // once the longest game so far has been recorded.
        let answer = self.dealt(seed).and_then(|config| {
            let table = &mut self.table;
            table
                .game
                .restart(config)
                .map_err(JsonError::from)
                .map_err(json_error)?;
            table.last = Default::default();
            Ok(0)
        });
        self.answer(answer)
    }

    /// The seats the game is waiting for, as a bit mask (bit `i` is seat `i`), for
    /// the host and its bots: while the Assassin chooses it names the Assassin. 0
    /// once the game is over. Never refuses.
    #[wasm_bindgen(js_name = awaitingBits)]
    pub fn awaiting_bits(&self) -> u32 {
        u32::from(self.table.game.awaiting().bits())
    }

    /// What `seat` may do now, packed in a number: the bits [`PROPOSE`] to
    /// [`CHOOSE_DOUBLE_AGENDA`], the team size at [`TEAM_SIZE_SHIFT`], the agenda size
    /// at [`AGENDA_SIZE_SHIFT`] and the plot card to use or decline at
    /// [`PLOT_CARD_SHIFT`]. 0 for a seat not at the table. For that seat alone.
    #[wasm_bindgen(js_name = choicesPacked)]
    pub fn choices_packed(&self, seat: f64) -> i32 {
        // Below 2^28: the last field ends at bit 27.
        let answer = self.choices_of(seat).map(|choices| pack(&choices) as i32);
        self.answer(answer)
    }

    /// The seats of one of `seat`'s choices as a bit mask: `kind` is the choice's bit
    /// in [`GameCore::choices_packed`] (propose, setAside, inspect, assassinate,
    /// chooseAgenda, chooseDoubleAgenda, givePlotCard or usePlotCard); 0 when that
    /// choice is not offered. For that seat alone.
    #[wasm_bindgen(js_name = choiceSeats)]
    pub fn choice_seats(&self, seat: f64, kind: f64) -> i32 {
        let answer = self.choices_of(seat).and_then(|choices| {
            let kind = Argument::Kind.whole(kind, u16::MAX)?;
            seats_of(&choices, u32::from(kind))
                .map(|seats| i32::from(seats.bits()))
                .ok_or_else(|| Argument::Kind.refuse(&kind.to_string()))
        });
        self.answer(answer)
    }

    /// The plot cards the leader `seat` may give now, as a mask of their codes (bit
    /// `i` is the card of code `i`, each kind once); 0 when it may give none. For
    /// that seat alone (they are public all the same, PC2).
    #[wasm_bindgen(js_name = drawnCardBits)]
    pub fn drawn_card_bits(&self, seat: f64) -> i32 {
        let answer = self.choices_of(seat).map(|choices| {
            let drawn = choices.plot.and_then(|plot| plot.give);
            card_bits(drawn.iter().flat_map(|give| give.cards.iter())) as i32
        });
        self.answer(answer)
    }

    /// The plot cards face up in front of `holder`, as a mask of their codes: what
    /// Take Responsibility may take from them (PC4). Public; 0 for a seat not at the
    /// table, or in a game without plot cards. (It reads the public view: a query for
    /// the few Take Responsibility steps, not for every step of a bot.)
    #[wasm_bindgen(js_name = heldCardBits)]
    pub fn held_card_bits(&self, holder: f64) -> i32 {
        let answer = Argument::Seat.seat(holder).map(|holder| {
            let plot = self.table.game.public_view().plot.unwrap_or_default();
            let held = plot.held.iter().filter(|held| held.holder == holder);
            card_bits(held.map(|held| &held.card)) as i32
        });
        self.answer(answer)
    }

    /// The leader `seat` proposes the team of the seats in the mask `team`. Answers
    /// the number of events, as every command here.
    #[wasm_bindgen(js_name = proposeBits)]
    pub fn propose_bits(&mut self, seat: f64, team: f64) -> i32 {
        self.listing(seat, (Argument::Team, team), Command::propose)
    }

    /// `seat` votes: approve (`true`) or reject (`false`).
    pub fn vote(&mut self, seat: f64, approve: bool) -> i32 {
        self.command(seat, Command::vote(approve))
    }

    /// Team member `seat` plays Fail (`true`) or Success (`false`).
    #[wasm_bindgen(js_name = playMission)]
    pub fn play_mission(&mut self, seat: f64, fail: bool) -> i32 {
        let card = if fail {
            MissionCard::Fail
        } else {
            MissionCard::Success
        };
        self.command(seat, Command::play(card))
    }

    /// The Trapper leader `seat` sets aside `member`'s card.
    #[wasm_bindgen(js_name = setAside)]
    pub fn set_aside(&mut self, seat: f64, member: f64) -> i32 {
        self.naming(seat, (Argument::Member, member), Command::set_aside)
    }

    /// The Inquisitor `seat` inspects `target`.
    pub fn inspect(&mut self, seat: f64, target: f64) -> i32 {
        self.naming(seat, (Argument::Target, target), Command::inspect)
    }

    /// The Assassin `seat` names `target` as the Commander.
    pub fn assassinate(&mut self, seat: f64, target: f64) -> i32 {
        self.naming(seat, (Argument::Target, target), Command::assassinate)
    }

    /// `seat` seals its hidden agenda naming the seats in the mask `names`.
    #[wasm_bindgen(js_name = chooseAgendaBits)]
    pub fn choose_agenda_bits(&mut self, seat: f64, names: f64) -> i32 {
        self.listing(seat, (Argument::Names, names), Command::choose_agenda)
    }

    /// `seat` turns its own hidden agenda face up.
    #[wasm_bindgen(js_name = revealAgenda)]
    pub fn reveal_agenda(&mut self, seat: f64) -> i32 {
        let answer = Argument::Seat
            .seat(seat)
            .and_then(|seat| self.run(seat, Command::reveal_agenda(seat)));
        self.answer(answer)
    }

    /// The leader `seat` gives the drawn plot card of code `card` to `to` (PC2).
    #[wasm_bindgen(js_name = givePlotCard)]
    pub fn give_plot_card(&mut self, seat: f64, card: f64, to: f64) -> i32 {
        let answer = Argument::Seat.seat(seat).and_then(|seat| {
            let card = Argument::Card.card(card)?;
            let to = Argument::To.seat(to)?;
            self.run(seat, Command::Plot(PlotCommand::GivePlotCard { card, to }))
        });
        self.answer(answer)
    }

    /// `seat` uses (or resolves) the plot card of code `card`, naming `target` (the
    /// member, the neighbour, the player shown to, or the one taken from) and, for
    /// Take Responsibility, the card of code `take`; see [`plot_action`].
    #[wasm_bindgen(js_name = usePlotCard)]
    pub fn use_plot_card(
        &mut self,
        seat: f64,
        card: f64,
        target: Option<f64>,
        take: Option<f64>,
    ) -> i32 {
        let answer = Argument::Seat.seat(seat).and_then(|seat| {
            let action = plot_action(card, target, take)?;
            self.run(seat, Command::Plot(PlotCommand::UsePlotCard { action }))
        });
        self.answer(answer)
    }

    /// `seat`, asked at a moment, declines the plot card of code `card` (PC5).
    #[wasm_bindgen(js_name = declinePlotCard)]
    pub fn decline_plot_card(&mut self, seat: f64, card: f64) -> i32 {
        let answer = Argument::Seat.seat(seat).and_then(|seat| {
            let card = Argument::Card.card(card)?;
            self.run(seat, Command::Plot(PlotCommand::DeclinePlotCard { card }))
        });
        self.answer(answer)
    }

    /// `seat`'s player leaves the game.
    pub fn leave(&mut self, seat: f64) -> i32 {
        self.command(seat, Command::Leave)
    }

    /// A substitute takes over the vacant `seat`.
    #[wasm_bindgen(js_name = claimSeat)]
    pub fn claim_seat(&mut self, seat: f64) -> i32 {
        self.command(seat, Command::ClaimSeat)
    }

    /// The outcome of the last command this game accepted, by `apply` or a typed
    /// call, as JSON (`{"events":[...]}`, as `apply` answers); no events before the
    /// first.
    #[wasm_bindgen(js_name = lastOutcome)]
    pub fn last_outcome(&self) -> Result<String, JsValue> {
        resistance_wasm_codec::table::game::last_outcome(&self.table)
    }

    /// The game's history as `seat` may know it, as JSON: the vote-history grid,
    /// round by round, with what that seat alone knows of each round. For that seat
    /// alone. In the full module, with the script (the main module keeps to its size
    /// budget).
    #[cfg(feature = "script")]
    pub fn history(&self, seat: JsValue) -> Result<String, JsValue> {
        resistance_wasm_codec::table::history::history(&self.table, &seat)
    }

    /// The game's history as a spectator may know it, as JSON (full module).
    #[cfg(feature = "script")]
    #[wasm_bindgen(js_name = publicHistory)]
    pub fn public_history(&self) -> Result<String, JsValue> {
        resistance_wasm_codec::table::history::public_history(&self.table)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use resistance_core::{Game, GameConfig, TeamChoice, plot::GiveChoice, plot::UseChoice};

    #[test]
    fn the_bits_are_distinct_and_below_the_fields() {
        let bits = [
            PROPOSE,
            VOTE,
            PLAY_SUCCESS,
            PLAY_FAIL,
            SET_ASIDE,
            INSPECT,
            ASSASSINATE,
            CHOOSE_AGENDA,
            REVEAL_AGENDA,
            LEAVE,
            CLAIM_SEAT,
            OTHER,
            GIVE_PLOT_CARD,
            USE_PLOT_CARD,
            DECLINE_PLOT_CARD,
            CHOOSE_DOUBLE_AGENDA,
        ];
        let all = bits.iter().fold(0, |all, bit| {
            assert_eq!(all & bit, 0);
            all | bit
        });
        assert!(all < 1 << TEAM_SIZE_SHIFT);
        assert_eq!(TEAM_SIZE_SHIFT + 4, AGENDA_SIZE_SHIFT);
        assert_eq!(AGENDA_SIZE_SHIFT + 4, PLOT_CARD_SHIFT);
        // choicesPacked answers an i32 and -1 for a refusal: the fields stay below
        // the sign bit.
        const { assert!(PLOT_CARD_SHIFT + 4 < 31) };
        assert_eq!(SIZE_MASK, 0xF);
        // Every card's code fits its field.
        const { assert!(PlotCard::ALL.len() <= SIZE_MASK as usize + 1) };
    }

    /// `pack` no longer compares the choices with what its bits describe: this test
    /// stands for that, failing when the core's `Choices` gains a field that no bit
    /// here packs (then give it one, in `pack` and `seats_of`).
    #[test]
    fn every_choice_has_its_bit() {
        // Debug names every field of a struct, `#[non_exhaustive]` or not.
        let shown = format!("{:?}", Choices::default());
        let fields: Vec<&str> = shown
            .trim_start_matches("Choices {")
            .trim_end_matches('}')
            .split(", ")
            .map(|field| field.split(':').next().unwrap_or_default().trim())
            .collect();
        let packed = [
            "propose",
            "vote",
            "play_success",
            "play_fail",
            "set_aside",
            "inspect",
            "assassinate",
            "choose_agenda",
            "choose_double_agenda",
            "reveal_agenda",
            "plot",
            "leave",
            "claim_seat",
        ];
        assert_eq!(
            fields, packed,
            "Choices has a field that pack() has no bit for"
        );
    }

    #[test]
    fn packing_a_proposal() {
        let mut choices = Choices::default();
        choices.propose = Some(TeamChoice {
            size: 3,
            from: SeatSet::all(7),
        });
        choices.leave = true;
        assert_eq!(pack(&choices), PROPOSE | LEAVE | (3 << TEAM_SIZE_SHIFT));
        assert_eq!(seats_of(&choices, PROPOSE), Some(SeatSet::all(7)));
        assert_eq!(seats_of(&choices, INSPECT), Some(SeatSet::EMPTY));
        assert_eq!(seats_of(&choices, VOTE), None);
        assert_eq!(pack(&Choices::default()), 0);
    }

    #[test]
    fn packing_plot_choices() {
        let drawn = [
            PlotCard::NoConfidence,
            PlotCard::OpenUp,
            PlotCard::NoConfidence,
        ];
        let mut choices = Choices::default();
        choices.plot = Some(PlotChoices {
            give: Some(GiveChoice {
                cards: drawn.into_iter().collect(),
                to: SeatSet::from_bits(0b1110),
            }),
            ..PlotChoices::default()
        });
        choices.leave = true;
        // Described by its bits: not OTHER.
        assert_eq!(pack(&choices), GIVE_PLOT_CARD | LEAVE);
        assert_eq!(
            seats_of(&choices, GIVE_PLOT_CARD),
            Some(SeatSet::from_bits(0b1110))
        );
        assert_eq!(seats_of(&choices, USE_PLOT_CARD), Some(SeatSet::EMPTY));
        assert_eq!(card_bits(&drawn), 1 << 2 | 1 << 6);

        choices.plot = Some(PlotChoices {
            use_card: Some(UseChoice {
                card: PlotCard::InTheSpotlight,
                targets: SeatSet::from_bits(0b101),
            }),
            decline: true,
            ..PlotChoices::default()
        });
        assert_eq!(
            pack(&choices),
            USE_PLOT_CARD | DECLINE_PLOT_CARD | LEAVE | 8 << PLOT_CARD_SHIFT
        );
        assert_eq!(
            seats_of(&choices, USE_PLOT_CARD),
            Some(SeatSet::from_bits(0b101))
        );
        assert_eq!(seats_of(&choices, GIVE_PLOT_CARD), Some(SeatSet::EMPTY));
    }

    /// HA2: where each player chooses, the one name is at CHOOSE_AGENDA (size 1),
    /// the pair at CHOOSE_DOUBLE_AGENDA, and the bits describe both: not OTHER.
    #[test]
    fn packing_agendas_of_one_name_or_two() {
        let config =
            GameConfig::new(6, 2).with_agendas(resistance_core::agenda::AgendaKind::SingleOrDouble);
        let mut game = Game::new(config).unwrap();
        let choices = game.choices(Seat(0));
        assert_eq!(
            pack(&choices),
            CHOOSE_AGENDA | CHOOSE_DOUBLE_AGENDA | LEAVE | 1 << AGENDA_SIZE_SHIFT
        );
        assert_eq!(seats_of(&choices, CHOOSE_AGENDA), Some(SeatSet::all(6)));
        assert_eq!(
            seats_of(&choices, CHOOSE_DOUBLE_AGENDA),
            Some(SeatSet::all(6))
        );
        game.apply(Seat(0), Command::choose_agenda(SeatSet::from_bits(0b101)))
            .unwrap();
        let choices = game.choices(Seat(0));
        assert_eq!(pack(&choices), REVEAL_AGENDA | LEAVE);
        assert_eq!(
            seats_of(&choices, CHOOSE_DOUBLE_AGENDA),
            Some(SeatSet::EMPTY)
        );
        for kind in [
            resistance_core::agenda::AgendaKind::Single,
            resistance_core::agenda::AgendaKind::Double,
        ] {
            let game = Game::new(GameConfig::new(6, 2).with_agendas(kind)).unwrap();
            let packed = pack(&game.choices(Seat(0)));
            assert_eq!(packed & (CHOOSE_DOUBLE_AGENDA | OTHER), 0, "{kind:?}");
            assert_eq!(
                (packed >> AGENDA_SIZE_SHIFT) & SIZE_MASK,
                u32::from(kind.fewest_names())
            );
        }
    }

    /// Games with and without plot cards, every seat after every step: the packed
    /// bits say what the core's choices say, and never OTHER.
    #[test]
    fn packing_agrees_with_the_core_through_games() {
        let configs = [
            GameConfig::new(7, 3),
            GameConfig::new(5, 8).with_plot_cards(),
            GameConfig::new(7, 1).with_plot_cards(),
            GameConfig::new(10, 4).with_plot_cards(),
        ];
        // How often each plot bit was set: each must have been.
        let mut seen = [0; 3];
        for config in configs {
            let players = config.players;
            let mut game = Game::new(config).unwrap();
            let mut steps = 0;
            while let Some(seat) = game.awaiting().iter().next() {
                for other in (0..players).map(Seat) {
                    let choices = game.choices(other);
                    let packed = pack(&choices);
                    assert_eq!(packed & VOTE != 0, choices.vote);
                    assert_eq!(packed & PLAY_FAIL != 0, choices.play_fail);
                    assert_eq!(packed & OTHER, 0, "{choices:?}");
                    let field = |shift: u32| (packed >> shift) & SIZE_MASK;
                    let size = choices.propose.map_or(0, |team| u32::from(team.size));
                    assert_eq!(field(TEAM_SIZE_SHIFT), size);
                    let plot = choices.plot.unwrap_or_default();
                    assert_eq!(packed & GIVE_PLOT_CARD != 0, plot.give.is_some());
                    assert_eq!(packed & USE_PLOT_CARD != 0, plot.use_card.is_some());
                    assert_eq!(packed & DECLINE_PLOT_CARD != 0, plot.decline);
                    let card = plot.use_card.map_or(0, |c| u32::from(c.card.index()));
                    assert_eq!(field(PLOT_CARD_SHIFT), card);
                    for (count, bit) in
                        seen.iter_mut()
                            .zip([GIVE_PLOT_CARD, USE_PLOT_CARD, DECLINE_PLOT_CARD])
                    {
                        *count += usize::from(packed & bit != 0);
                    }
                }
                // Not always the first command: the cards go to different seats,
                // and some are declined.
                let mut commands = game.legal_commands(seat);
                commands.retain(|command| *command != Command::Leave);
                let command = commands[steps % commands.len()];
                game.apply(seat, command).unwrap();
                steps += 1;
            }
            assert!(game.is_over() && steps > 10);
        }
        assert!(seen.iter().all(|&count| count > 0), "{seen:?}");
    }

    #[test]
    fn the_js_wrapper_has_the_same_numbers() {
        // The npm wrapper's `Choice` (js/api.js) is written out by hand.
        let api = include_str!("../js/api.js");
        let expect = |name: &str, value: String| {
            let line = format!("\n    {name}: {value},\n");
            assert!(api.contains(&line), "js/api.js lacks the line {line:?}");
        };
        for (name, bit) in [
            ("propose", PROPOSE),
            ("vote", VOTE),
            ("playSuccess", PLAY_SUCCESS),
            ("playFail", PLAY_FAIL),
            ("setAside", SET_ASIDE),
            ("inspect", INSPECT),
            ("assassinate", ASSASSINATE),
            ("chooseAgenda", CHOOSE_AGENDA),
            ("revealAgenda", REVEAL_AGENDA),
            ("leave", LEAVE),
            ("claimSeat", CLAIM_SEAT),
            ("other", OTHER),
            ("givePlotCard", GIVE_PLOT_CARD),
            ("usePlotCard", USE_PLOT_CARD),
            ("declinePlotCard", DECLINE_PLOT_CARD),
            ("chooseDoubleAgenda", CHOOSE_DOUBLE_AGENDA),
        ] {
            expect(name, format!("1 << {}", bit.trailing_zeros()));
        }
        expect("teamSizeShift", TEAM_SIZE_SHIFT.to_string());
        expect("agendaSizeShift", AGENDA_SIZE_SHIFT.to_string());
        expect("plotCardShift", PLOT_CARD_SHIFT.to_string());
        expect("sizeMask", format!("{SIZE_MASK:#x}"));
        // `PlotCardCode`: each card's JSON name and its code.
        for card in PlotCard::ALL {
            let name = resistance_core::json::to_json(&card).unwrap();
            expect(name.trim_matches('"'), card.index().to_string());
        }
    }
}
