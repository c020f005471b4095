//! Plot cards (The Plot Thickens, PC1–PC6) through typed calls: the card codes, the
//! three plot commands and the queries a game loop needs to play them without JSON.
//! The JSON calls play them too (`"plotCards":true` in the configuration); what the
//! cards showed a seat is in its events and its view (`resistance_game_view_json`).
//!
//! Plot phases keep reading as `RESISTANCE_PHASE_OTHER` in `resistance_game_phase`
//! and plot choices keep setting `other` in `ResistanceChoices`: a host built
//! against an earlier header sees exactly what it saw before (new numbers in
//! `ResistancePhase` would reach its `switch`es and arrays as values it never
//! heard of). `resistance_game_plot_table` and `resistance_game_plot_choices` say
//! the rest.

use crate::{
    handle::ResistanceGame,
    status::{Failure, ResistanceStatus},
    table::{query, seat_query},
    typed::seat_argument,
};
use resistance_core::plot::PlotCommand;
use resistance_core::{
    Command, Game, PhaseView, Seat, SeatSet, plot::MissingPart, plot::PlotAction, plot::PlotCard,
    plot::PlotChoices, plot::PlotMoment,
};

/// A plot card's code, as the `card` and `take` arguments of the plot calls take it
/// and the plot queries give it: its place in the engine's list of cards
/// (`PlotCard::ALL`, `PlotCard::index`). Numbers are never reused.
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ResistancePlotCard {
    /// Held: before a proposal, its holder becomes the leader.
    StrongLeader = 0,
    /// Held: after every card is played, its holder looks at another member's card.
    KeepingACloseEyeOnYou = 1,
    /// Held: after an approval, its holder rejects the team.
    NoConfidence = 2,
    /// Permanent: its holder votes first, openly. Never used, so never a `card` of
    /// `resistance_game_use_plot_card`.
    OpinionMaker = 3,
    /// Immediate: its receiver takes a plot card from another player.
    TakeResponsibility = 4,
    /// Immediate: its receiver sees a neighbour's allegiance.
    OverheardConversation = 5,
    /// Immediate: its receiver shows their allegiance to a player of their choice.
    OpenUp = 6,
    /// Immediate, on being drawn: the leader shows their allegiance to a player of
    /// their choice.
    EstablishConfidence = 7,
    /// Held: after an approval, one member's mission card is played face up.
    InTheSpotlight = 8,
}

/// How many plot card codes there are (0 to `RESISTANCE_PLOT_CARD_KINDS - 1`): the
/// length of `ResistancePlotCards::count`.
pub const RESISTANCE_PLOT_CARD_KINDS: usize = 9;

// The codes are the engine's numbers: one C name per card, in its order.
const _: () = assert!(RESISTANCE_PLOT_CARD_KINDS == PlotCard::ALL.len());

/// The C code of `card`. Exhaustive, so a card the engine adds does not build until
/// it has a name here.
const fn code(card: PlotCard) -> ResistancePlotCard {
    match card {
        PlotCard::StrongLeader => ResistancePlotCard::StrongLeader,
        PlotCard::KeepingACloseEyeOnYou => ResistancePlotCard::KeepingACloseEyeOnYou,
        PlotCard::NoConfidence => ResistancePlotCard::NoConfidence,
        PlotCard::OpinionMaker => ResistancePlotCard::OpinionMaker,
        PlotCard::TakeResponsibility => ResistancePlotCard::TakeResponsibility,
        PlotCard::OverheardConversation => ResistancePlotCard::OverheardConversation,
        PlotCard::OpenUp => ResistancePlotCard::OpenUp,
        PlotCard::EstablishConfidence => ResistancePlotCard::EstablishConfidence,
        PlotCard::InTheSpotlight => ResistancePlotCard::InTheSpotlight,
    }
}

/// Plot cards counted by code: `count[c]` copies of the card of code `c` (a seat
/// may hold two No Confidence, a leader may draw two).
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ResistancePlotCards {
    /// Copies of each card, indexed by its `ResistancePlotCard` code.
    pub count: [u8; RESISTANCE_PLOT_CARD_KINDS],
}

impl FromIterator<PlotCard> for ResistancePlotCards {
    fn from_iter<I: IntoIterator<Item = PlotCard>>(cards: I) -> ResistancePlotCards {
        let mut counted = ResistancePlotCards::default();
        for card in cards {
            // The deck has at most 15 cards: a count never overflows.
            counted.count[code(card) as usize] += 1;
        }
        counted
    }
}

/// What the plot cards wait for now (`ResistancePlotTable::step`). Numbers are
/// never reused.
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum ResistancePlotStep {
    /// Nothing: the game is in a phase `resistance_game_phase` names (or is played
    /// without plot cards).
    #[default]
    None = 0,
    /// The leader `seat` is to give the drawn cards, one at a time
    /// (`resistance_game_give_plot_card`).
    Deal = 1,
    /// `seat` is to resolve the immediate card `card` (`resistance_game_use_plot_card`;
    /// it cannot be declined).
    Resolution = 2,
    /// Before a proposal: `seat` is asked whether to use its Strong Leader.
    BeforeProposal = 3,
    /// A team was just approved: `seat` is asked about `card`, No Confidence then In
    /// the Spotlight.
    AfterApproval = 4,
    /// Every member has played: `seat` is asked about Keeping a Close Eye on You.
    AfterCards = 5,
}

/// The plot cards as everyone sees them (`resistance_game_plot_table`). Public: every
/// player may be shown it. Sets of seats are bit masks (bit `i` is seat `i`); `seat`,
/// `card`, `answered` and `team` are 0 where `step` does not use them.
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ResistancePlotTable {
    /// What the plot cards wait for now.
    pub step: ResistancePlotStep,
    /// Unless `step` is NONE: who is to act (the leader dealing, the receiver
    /// resolving, the holder asked).
    pub seat: u32,
    /// When `step` is RESOLUTION or a moment: the card resolved or asked about (a
    /// `ResistancePlotCard` code).
    pub card: u32,
    /// At a moment: the holders who have already used or declined `card` in it.
    pub answered: u32,
    /// At AFTER_APPROVAL and AFTER_CARDS: the approved team.
    pub team: u32,
    /// Cards left in the deck, face down.
    pub deck: u32,
    /// The cards the leader drew and has not given yet (face up, nobody's).
    pub drawn: ResistancePlotCards,
    /// Whether the game is played with plot cards; when false every field is 0.
    pub in_play: bool,
}

/// What one seat may do with plot cards now (`resistance_game_plot_choices`); all
/// false when nothing. For that seat alone, like `ResistanceChoices`. Sets of seats
/// are bit masks (bit `i` is seat `i`).
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ResistancePlotChoices {
    /// When `give` is true: the seats a drawn card may be given to (everyone but the
    /// leader).
    pub give_to: u32,
    /// When `use_card` is true: the card to use or resolve (a `ResistancePlotCard`
    /// code).
    pub card: u32,
    /// When `use_card` is true: the seats the use may name as its `target`; 0 for
    /// Strong Leader and No Confidence, which name nobody. For Take Responsibility
    /// the players with a plot card in front of them: `resistance_game_plot_held`
    /// says which cards each may give up.
    pub targets: u32,
    /// When `give` is true: the drawn cards still to give, counted by code.
    pub give_cards: ResistancePlotCards,
    /// The seat leads and is to give one of `give_cards` to one of `give_to`
    /// (`resistance_game_give_plot_card`).
    pub give: bool,
    /// The seat may use `card` now, or must resolve it when it is immediate
    /// (`resistance_game_use_plot_card`).
    pub use_card: bool,
    /// The seat is asked about `card` at a moment and may decline it
    /// (`resistance_game_decline_plot_card`).
    pub decline: bool,
}

impl From<Option<PlotChoices>> for ResistancePlotChoices {
    fn from(choices: Option<PlotChoices>) -> ResistancePlotChoices {
        let Some(choices) = choices else {
            return ResistancePlotChoices::default();
        };
        let mask = |seats: SeatSet| u32::from(seats.bits());
        let give = choices.give;
        let use_card = choices.use_card;
        ResistancePlotChoices {
            give_to: give.map_or(0, |give| mask(give.to)),
            card: use_card.map_or(0, |choice| code(choice.card) as u32),
            targets: use_card.map_or(0, |choice| mask(choice.targets)),
            give_cards: give.map_or_else(Default::default, |give| {
                give.cards.iter().copied().collect()
            }),
            give: give.is_some(),
            use_card: use_card.is_some(),
            decline: choices.decline,
        }
    }
}

/// The plot card of code `value`, or the refusal of argument `argument`.
fn plot_card_argument(value: u32, argument: &str) -> Result<PlotCard, Failure> {
    u8::try_from(value)
        .ok()
        .and_then(PlotCard::from_index)
        .ok_or_else(|| {
            Failure::invalid_argument(format!(
                "`{argument}` {value} is not a plot card (RESISTANCE_PLOT_CARD_*, 0 to {})",
                RESISTANCE_PLOT_CARD_KINDS - 1
            ))
        })
}

/// The use of `card` naming seat `target` (and, for Take Responsibility, the card of
/// code `take`); the arguments a card does not use are ignored, unchecked.
fn plot_action(card: PlotCard, target: u32, take: u32) -> Result<PlotAction, Failure> {
    let seat = seat_argument(target, "target");
    let card_taken = plot_card_argument(take, "take");
    let (target, take) = (
        seat.as_ref().ok().copied(),
        card_taken.as_ref().ok().copied(),
    );
    PlotAction::from_parts(card, target, take).map_err(|missing| {
        match missing {
            // What is missing is the argument that did not read: its own refusal.
            MissingPart::Target => seat.err().unwrap_or_else(unreadable),
            MissingPart::Take => card_taken.err().unwrap_or_else(unreadable),
            // The JSON command has no such use either (`invalid_json` there).
            _ => Failure::invalid_argument(
                "Opinion Maker is permanent: it is never used (RESISTANCE_PLOT_CARD_OPINION_MAKER)"
                    .into(),
            ),
        }
    })
}

/// A part `from_parts` lacks though its argument read: cannot happen, as every
/// part it needs is passed when it reads.
fn unreadable() -> Failure {
    Failure::invalid_argument("a plot card's use could not be built from its arguments".into())
}

crate::typed::command_calls! {
    /// Plot cards: the leader `seat` gives the drawn card of code `card` to player `to`
    /// (codes `wrong_phase`, `not_leader`, `plot_card_not_drawn`,
    /// `give_plot_card_to_self`, `no_such_target`). An immediate card is then resolved
    /// by `to` before the next card is given; what is drawn is in
    /// `resistance_game_plot_choices` (`give_cards`) and `resistance_game_plot_table`.
    ///
    /// `RESISTANCE_STATUS_INVALID_ARGUMENT` for a `card` that is no
    /// `RESISTANCE_PLOT_CARD_*` code or a `to` above 255.
    resistance_game_give_plot_card(card, to) => {
        let card = plot_card_argument(card, "card")?;
        let to = seat_argument(to, "to")?;
        Ok(Command::Plot(PlotCommand::GivePlotCard { card, to }))
    };

    /// Plot cards: `seat` uses the card of code `card`: a held card when asked about it
    /// at its moment, an immediate card it received (which it must resolve). What the
    /// use names:
    ///
    /// - `target`: the team member put In the Spotlight or watched (Keeping a Close Eye
    ///   on You), the neighbour overheard (Overheard Conversation), the player shown
    ///   one's allegiance (Open Up, Establish Confidence), the player a card is taken
    ///   from (Take Responsibility). Ignored by Strong Leader and No Confidence.
    /// - `take`: for Take Responsibility only, the code of the card taken from `target`;
    ///   ignored by every other card.
    ///
    /// Codes `plot_card_not_held`, `plot_card_out_of_moment`, `plot_card_out_of_turn`,
    /// `plot_card_already_answered`, `strong_leader_by_leader`,
    /// `strong_leader_already_used`, `no_confidence_on_rejected_team`,
    /// `spotlight_not_on_team`, `not_on_team`, `watch_own_card`,
    /// `member_already_watched`, `not_a_neighbour`, `take_from_self`,
    /// `no_card_to_take`, `show_to_self`, `no_such_target`, `wrong_phase` (a game
    /// without plot cards). What a card shows goes to its viewer alone, in the events.
    ///
    /// `RESISTANCE_STATUS_INVALID_ARGUMENT` for a `card` (or, for Take Responsibility,
    /// a `take`) that is no `RESISTANCE_PLOT_CARD_*` code, for Opinion Maker (a
    /// permanent card: never used), and for a `target` above 255 where it is used.
    resistance_game_use_plot_card(card, target, take) => {
        let card = plot_card_argument(card, "card")?;
        let action = plot_action(card, target, take)?;
        Ok(Command::Plot(PlotCommand::UsePlotCard { action }))
    };

    /// Plot cards: `seat`, asked about the held card of code `card` at its moment,
    /// declines to use it; it cannot use that card again in the same moment (codes
    /// `must_resolve_plot_card` for an immediate card, `plot_card_not_held`,
    /// `plot_card_out_of_moment`, `plot_card_out_of_turn`,
    /// `plot_card_already_answered`, `wrong_phase` without plot cards).
    ///
    /// `RESISTANCE_STATUS_INVALID_ARGUMENT` for a `card` that is no
    /// `RESISTANCE_PLOT_CARD_*` code.
    resistance_game_decline_plot_card(card) => {
        let card = plot_card_argument(card, "card")?;
        Ok(Command::Plot(PlotCommand::DeclinePlotCard { card }))
    };
}

/// What `seat` may do with plot cards now; all false when nothing (and in a game
/// without plot cards). For that seat alone. `ResistanceChoices::other` is true
/// whenever this is not all false. `RESISTANCE_STATUS_NO_SUCH_SEAT` for a seat
/// outside the table.
///
/// # Safety
///
/// `game` as for every call; `out` NULL or valid for writing a
/// `ResistancePlotChoices`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn resistance_game_plot_choices(
    game: *const ResistanceGame,
    seat: u32,
    out: *mut ResistancePlotChoices,
) -> ResistanceStatus {
    // SAFETY: passed through.
    unsafe { seat_query(game, seat, out, |game, seat| game.choices(seat).plot.into()) }
}

/// The plot cards as everyone sees them: what they wait for (the plot phases, which
/// `resistance_game_phase` reads as `RESISTANCE_PHASE_OTHER`), who acts, the card
/// resolved or asked about, the deck and the drawn cards. Public.
///
/// # Safety
///
/// `game` as for every call; `out` NULL or valid for writing a
/// `ResistancePlotTable`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn resistance_game_plot_table(
    game: *const ResistanceGame,
    out: *mut ResistancePlotTable,
) -> ResistanceStatus {
    // SAFETY: passed through.
    unsafe { query(game, out, |live| Ok(plot_table(&live.game))) }
}

/// The plot cards face up in front of `seat` (held cards and Opinion Makers),
/// counted by code; all 0 without plot cards. Public.
/// `RESISTANCE_STATUS_NO_SUCH_SEAT` for a seat outside the table.
///
/// # Safety
///
/// `game` as for every call; `out` NULL or valid for writing a
/// `ResistancePlotCards`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn resistance_game_plot_held(
    game: *const ResistanceGame,
    seat: u32,
    out: *mut ResistancePlotCards,
) -> ResistanceStatus {
    // SAFETY: passed through.
    unsafe { seat_query(game, seat, out, |game, seat| held_by(game, seat)) }
}

/// The public view's plot cards, in the table's shape.
fn plot_table(game: &Game) -> ResistancePlotTable {
    let view = game.public_view();
    let Some(plot) = view.plot else {
        return ResistancePlotTable::default();
    };
    let mask = |seats: SeatSet| u32::from(seats.bits());
    let mut table = ResistancePlotTable {
        deck: u32::from(plot.deck),
        drawn: plot.drawn.iter().copied().collect(),
        in_play: true,
        ..ResistancePlotTable::default()
    };
    match view.phase {
        PhaseView::PlotDeal { leader, .. } => {
            table.step = ResistancePlotStep::Deal;
            table.seat = u32::from(leader.0);
        }
        PhaseView::PlotResolution { seat, card } => {
            table.step = ResistancePlotStep::Resolution;
            table.seat = u32::from(seat.0);
            table.card = code(card) as u32;
        }
        PhaseView::PlotMoment {
            moment,
            card,
            asked,
            answered,
            team,
        } => {
            table.step = match moment {
                PlotMoment::BeforeProposal => ResistancePlotStep::BeforeProposal,
                PlotMoment::AfterApproval => ResistancePlotStep::AfterApproval,
                PlotMoment::AfterCards => ResistancePlotStep::AfterCards,
            };
            table.seat = u32::from(asked.0);
            table.card = code(card) as u32;
            table.answered = mask(answered);
            table.team = mask(team);
        }
        _ => {}
    }
    table
}

/// The cards in front of `seat`.
fn held_by(game: &Game, seat: Seat) -> ResistancePlotCards {
    let view = game.public_view();
    view.plot
        .iter()
        .flat_map(|plot| plot.held.iter())
        .filter(|held| held.holder == seat)
        .map(|held| held.card)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn card_codes_are_the_engines_numbers() {
        for card in PlotCard::ALL {
            assert_eq!(code(card) as u8, card.index(), "{card}");
            assert_eq!(
                plot_card_argument(u32::from(card.index()), "card"),
                Ok(card)
            );
        }
        for bad in [9, 255, 256, u32::MAX] {
            let refused = plot_card_argument(bad, "take").expect_err("no such card");
            assert_eq!(refused.status, ResistanceStatus::InvalidArgument);
            assert!(
                refused.message.contains(&format!("`take` {bad}")),
                "{refused:?}"
            );
        }
    }

    #[test]
    fn every_use_names_what_its_card_names() {
        for card in PlotCard::ALL {
            match plot_action(card, 3, PlotCard::NoConfidence.index().into()) {
                Ok(action) => {
                    assert_eq!(action.card(), card);
                    let names = !matches!(card, PlotCard::StrongLeader | PlotCard::NoConfidence);
                    assert_eq!(action.target(), names.then_some(Seat(3)), "{card}");
                }
                Err(refused) => {
                    assert_eq!(card, PlotCard::OpinionMaker);
                    assert_eq!(refused.status, ResistanceStatus::InvalidArgument);
                }
            }
        }
        // Arguments a card does not use are not checked.
        assert_eq!(
            plot_action(PlotCard::StrongLeader, u32::MAX, u32::MAX),
            Ok(PlotAction::StrongLeader)
        );
        assert_eq!(
            plot_action(PlotCard::OpenUp, 2, u32::MAX),
            Ok(PlotAction::OpenUp { to: Seat(2) })
        );
        assert!(plot_action(PlotCard::TakeResponsibility, 2, 9).is_err());
        assert!(plot_action(PlotCard::InTheSpotlight, 256, 0).is_err());
    }
}
