//! Observations: one seat's view as a fixed-size vector of `f32`, for learning
//! agents.
//!
//! Built from [`Table::view`] alone, so it holds only what the seat may know: the
//! core proves that a view leaks nothing, and the Python tests check that two games a
//! seat cannot tell apart give it the same vector. Every field is written by one
//! [`Writer`] call that names it, so the layout the documentation shows
//! ([`fields`]) is the one the encoder writes.

use crate::actions::ActionSpace;
use resistance_core::{
    Allegiance, Game, MAX_PLAYERS, MissionCard, PhaseView, PlayerView, Role, Seat, SeatSet, Table,
    Vote,
    cells::{
        CELL_SIZE, CellsGame, CellsPhaseView, CellsPlayerView, Character, Position, Recollection,
    },
    defector::LoyaltyCard,
    plot::MAX_PLOT_SIGHTS,
    plot::PlotCard,
    plot::Shown,
    rules::{REJECTIONS_TO_LOSE, ROUNDS},
    view::Appearance,
};

/// One field of an observation: its name, first index and length.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Field {
    /// The name, with the list index where there is one (`missions[2].team`).
    pub name: String,
    /// The index of its first number in the vector.
    pub offset: usize,
    /// How many numbers it takes.
    pub len: usize,
}

/// Writes an observation's numbers in order, or (with no buffer) lists its fields.
pub struct Writer<'a> {
    out: Option<&'a mut [f32]>,
    at: usize,
    prefix: String,
    fields: Vec<Field>,
}

impl<'a> Writer<'a> {
    /// A writer into `out`, which is zeroed first (the fields write only their
    /// ones, and the lists skip their empty items).
    pub fn into(out: &'a mut [f32]) -> Writer<'a> {
        out.fill(0.0);
        Writer::over_zeros(out)
    }

    /// A writer into `out`, which holds zeros already (a fresh array): the same as
    /// [`Writer::into`] without filling it again.
    pub fn over_zeros(out: &'a mut [f32]) -> Writer<'a> {
        Writer {
            out: Some(out),
            at: 0,
            prefix: String::new(),
            fields: Vec::new(),
        }
    }

    fn describing() -> Writer<'static> {
        Writer {
            out: None,
            at: 0,
            prefix: String::new(),
            fields: Vec::new(),
        }
    }

    /// A field of `len` numbers; `write` sets them (given the field's slice).
    #[inline]
    fn field(&mut self, name: &str, len: usize, write: impl FnOnce(&mut [f32])) {
        match &mut self.out {
            Some(out) => {
                if let Some(slice) = out.get_mut(self.at..self.at + len) {
                    write(slice);
                }
            }
            None => self.describe(name, len),
        }
        self.at += len;
    }

    /// Lists a field (the layout's own path, kept out of the writing one).
    #[cold]
    fn describe(&mut self, name: &str, len: usize) {
        self.fields.push(Field {
            name: format!("{}{name}", self.prefix),
            offset: self.at,
            len,
        });
    }

    /// Fields under `name[index].`, written by `write`.
    #[inline]
    fn item(&mut self, name: &str, index: usize, write: impl FnOnce(&mut Self)) {
        if self.out.is_some() {
            return write(self);
        }
        let outer = self.prefix.len();
        self.prefix.push_str(&format!("{name}[{index}]."));
        write(self);
        self.prefix.truncate(outer);
    }

    /// A list's items, `len` of them at most, each written by `write` under
    /// `name[index].` (`None` past the list's end). Past the end the buffer's zeros
    /// are left as they are: the cursor skips the empty items, each as long as the
    /// first one, which `write` lays out.
    #[inline]
    fn list<T: Copy>(
        &mut self,
        name: &str,
        len: usize,
        items: &[T],
        write: impl Fn(&mut Self, Option<T>),
    ) {
        for index in 0..len {
            let item = items.get(index).copied();
            let start = self.at;
            self.item(name, index, |w| write(w, item));
            if item.is_none() && self.out.is_some() {
                self.at += (self.at - start) * (len - index - 1);
                return;
            }
        }
    }

    /// Fields of `len` numbers in all that `write` writes when `present`; when not,
    /// the writer leaves the buffer's zeros and moves past them (the layout still
    /// lists every field). `len` must be what `write` writes: the tests read the
    /// fields after such a part and would find them moved.
    #[inline]
    fn part(&mut self, len: usize, present: bool, write: impl FnOnce(&mut Self)) {
        if present || self.out.is_none() {
            write(self);
        } else {
            self.at += len;
        }
    }

    /// `1` at `index` among `len` (nothing for `None` or an index past the end).
    #[inline]
    fn one_hot(&mut self, name: &str, len: usize, index: Option<usize>) {
        self.field(name, len, |slice| {
            if let Some(cell) = index.and_then(|index| slice.get_mut(index)) {
                *cell = 1.0;
            }
        });
    }

    /// `1` for each seat of `seats`, one number a seat up to the engine's most.
    #[inline]
    fn seats(&mut self, name: &str, seats: SeatSet) {
        self.seat_set(name, MAX_PLAYERS, seats);
    }

    /// `1` for each seat of `seats`, one number a seat up to `len`.
    #[inline]
    fn seat_set(&mut self, name: &str, len: usize, seats: SeatSet) {
        self.field(name, len, |slice| {
            for seat in seats.iter() {
                if let Some(cell) = slice.get_mut(seat.index()) {
                    *cell = 1.0;
                }
            }
        });
    }

    /// One seat, one-hot (nothing for `None`).
    #[inline]
    fn seat(&mut self, name: &str, seat: Option<Seat>) {
        self.one_hot(name, MAX_PLAYERS, seat.map(Seat::index));
    }

    /// `0` or `1`.
    #[inline]
    fn flag(&mut self, name: &str, value: bool) {
        self.field(name, 1, |slice| {
            if let Some(cell) = slice.first_mut() {
                *cell = f32::from(u8::from(value));
            }
        });
    }

    /// One number.
    #[inline]
    fn number(&mut self, name: &str, value: f32) {
        self.field(name, 1, |slice| {
            if let Some(cell) = slice.first_mut() {
                *cell = value;
            }
        });
    }
}

/// A game whose views encode as fixed-size vectors.
pub trait Observe: ActionSpace + ViewEncoding {
    /// Writes `seat`'s view into `writer` (a seat not at the table writes zeros).
    fn write(game: &Self, seat: Seat, writer: &mut Writer<'_>);
    /// The numbers of one observation. It lays the fields out (a few microseconds):
    /// callers keep the answer.
    fn size() -> usize {
        fields::<Self>()
            .last()
            .map_or(0, |last| last.offset + last.len)
    }
}

/// Every field of `G`'s observation, in order: the writer records names while it
/// writes a view of [`ViewEncoding::example`] (the layout does not depend on the
/// values).
pub fn fields<G: Observe>() -> Vec<Field> {
    let mut writer = Writer::describing();
    G::write(&G::example(), Seat(0), &mut writer);
    writer.fields
}

/// The encoding of one view, which is all an observation reads.
pub trait ViewEncoding: Table {
    /// Writes `view` (every field, whatever its values).
    fn write_view(view: &Self::PlayerView, writer: &mut Writer<'_>);
    /// Some game, whose seat 0's view shows the layout.
    fn example() -> Self;
}

fn allegiance(value: Allegiance) -> usize {
    usize::from(value == Allegiance::Spy)
}

fn appearance(value: Appearance) -> usize {
    match value {
        Appearance::Spy => 0,
        Appearance::CommanderCandidate => 1,
        _ => 2,
    }
}

fn card(value: MissionCard) -> usize {
    usize::from(value == MissionCard::Fail)
}

/// The most inspections a game has (IQ: after rounds 2, 3 and 4).
const INSPECTIONS: usize = 3;
/// The most proposals a game has: five rounds of five.
const PROPOSALS: usize = ROUNDS as usize * REJECTIONS_TO_LOSE as usize;
/// The loyalty cards a Defector game turns (DF).
const LOYALTY_CARDS: usize = 5;
/// The phases of the base game, in [`PhaseView`]'s order.
const PHASES: usize = 11;

/// The plot card a phase is about (the one being resolved, or asked about at a
/// moment), if any.
fn phase_card(view: &PhaseView) -> Option<PlotCard> {
    match *view {
        PhaseView::PlotResolution { card, .. } | PhaseView::PlotMoment { card, .. } => Some(card),
        _ => None,
    }
}

fn phase(view: &PhaseView) -> (usize, SeatSet, SeatSet) {
    match *view {
        PhaseView::AgendaChoice { chosen } => (0, SeatSet::EMPTY, chosen),
        PhaseView::Proposal { .. } => (1, SeatSet::EMPTY, SeatSet::EMPTY),
        PhaseView::Voting { team, voted } => (2, team, voted),
        PhaseView::Mission { team, played } => (3, team, played),
        PhaseView::Trapping { team, .. } => (4, team, SeatSet::EMPTY),
        PhaseView::Inquisition { .. } => (5, SeatSet::EMPTY, SeatSet::EMPTY),
        PhaseView::Assassination => (6, SeatSet::EMPTY, SeatSet::EMPTY),
        PhaseView::PlotDeal { .. } => (7, SeatSet::EMPTY, SeatSet::EMPTY),
        PhaseView::PlotResolution { seat, .. } => (8, SeatSet::only(seat), SeatSet::EMPTY),
        PhaseView::PlotMoment { team, answered, .. } => (9, team, answered),
        _ => (10, SeatSet::EMPTY, SeatSet::EMPTY),
    }
}

impl ViewEncoding for Game {
    fn example() -> Game {
        Game::new(resistance_core::GameConfig::new(5, 1)).expect("five players are valid")
    }

    fn write_view(view: &PlayerView, w: &mut Writer<'_>) {
        let table = &view.table;
        w.seat("seat", Some(view.seat));
        w.one_hot(
            "players",
            MAX_PLAYERS,
            usize::from(table.players).checked_sub(1),
        );
        w.one_hot(
            "role",
            Role::ALL.len(),
            Role::ALL.iter().position(|&role| role == view.role),
        );
        w.one_hot("allegiance", 2, Some(allegiance(view.allegiance)));
        for seat in 0..MAX_PLAYERS {
            let seen = view.sightings.get(Seat(seat as u8)).map(appearance);
            w.item("sightings", seat, |w| w.one_hot("appears_as", 3, seen));
        }
        w.seats("agenda", view.agenda.unwrap_or(SeatSet::EMPTY));
        w.one_hot(
            "own_vote",
            2,
            view.vote.map(|vote| usize::from(vote == Vote::Reject)),
        );
        w.one_hot("own_mission_card", 2, view.mission_card.map(card));
        w.list(
            "cards_played",
            ROUNDS.into(),
            &view.cards_played,
            |w, played| {
                w.one_hot("card", 2, played.map(|played| card(played.card)));
            },
        );
        w.list("trapped", ROUNDS.into(), &view.trapped, |w, trapped| {
            w.seat("member", trapped.map(|trapped| trapped.member));
            w.one_hot("card", 2, trapped.map(|trapped| card(trapped.card)));
        });
        w.list("inspected", INSPECTIONS, &view.inspections, |w, result| {
            w.seat("target", result.map(|result| result.inspection.target));
            w.one_hot("shown", 2, result.map(|result| allegiance(result.shown)));
        });
        w.one_hot(
            "round",
            ROUNDS.into(),
            usize::from(table.round).checked_sub(1),
        );
        w.seat("leader", Some(table.leader));
        w.one_hot(
            "rejections",
            REJECTIONS_TO_LOSE as usize + 1,
            Some(table.rejections.into()),
        );
        w.one_hot("successes", 4, Some(table.successes.into()));
        w.one_hot("failures", 4, Some(table.failures.into()));
        let (kind, team, acted) = phase(&table.phase);
        w.one_hot("phase", PHASES, Some(kind));
        w.seats("phase_team", team);
        w.seats("phase_acted", acted);
        w.seats("awaiting", table.awaiting);
        w.seats("vacant", table.vacant);
        for round in 0..ROUNDS as usize {
            w.item("rounds", round, |w| {
                w.number("team_size", f32::from(table.team_sizes[round]));
                w.number("fails_needed", f32::from(table.fails_needed[round]));
            });
        }
        w.list("missions", ROUNDS.into(), &table.missions, |w, mission| {
            w.flag("done", mission.is_some());
            w.seat("leader", mission.map(|mission| mission.leader));
            w.seats(
                "team",
                mission.map_or(SeatSet::EMPTY, |mission| mission.team),
            );
            w.number(
                "fails",
                mission.map_or(0.0, |mission| f32::from(mission.fails)),
            );
            w.flag(
                "succeeded",
                mission.is_some_and(|mission| mission.succeeded),
            );
            w.seat("set_aside", mission.and_then(|mission| mission.set_aside));
        });
        w.list("proposals", PROPOSALS, &table.proposals, |w, proposal| {
            w.flag("made", proposal.is_some());
            w.seat("leader", proposal.map(|proposal| proposal.leader));
            w.seats("team", proposal.map_or(SeatSet::EMPTY, |p| p.team));
            w.seats(
                "approvals",
                proposal.map_or(SeatSet::EMPTY, |p| p.approvals),
            );
            w.flag("approved", proposal.is_some_and(|p| p.approved));
        });
        w.list(
            "loyalty_cards",
            LOYALTY_CARDS,
            &table.loyalty_cards,
            |w, loyalty| {
                w.one_hot(
                    "card",
                    2,
                    loyalty.map(|card| usize::from(card == LoyaltyCard::SwitchAllegiance)),
                );
            },
        );
        w.seat("inquisitor", table.inquisitor);
        w.list(
            "inspections",
            INSPECTIONS,
            &table.inspections,
            |w, inspection| {
                w.seat("holder", inspection.map(|inspection| inspection.holder));
                w.seat("target", inspection.map(|inspection| inspection.target));
            },
        );
        let mut owners = SeatSet::EMPTY;
        let mut revealed = SeatSet::EMPTY;
        for agenda in table.agendas.iter() {
            owners.insert(agenda.owner);
            if agenda.revealed.is_some() {
                revealed.insert(agenda.owner);
            }
        }
        w.seats("agenda_owners", owners);
        w.seats("agendas_revealed", revealed);
        let plotted = view.table.plot.is_some() || view.plot.is_some();
        w.part(PLOT_NUMBERS, plotted, |w| write_plot(view, w));
        let winner = table.result.map(|result| match result.winner {
            Some(side) => allegiance(side),
            None => 2,
        });
        w.one_hot("winner", 3, winner);
    }
}

/// The plot cards (PC): the public ones (the deck, the cards drawn, held and
/// spotlit) and what this seat was shown.
fn write_plot(view: &PlayerView, w: &mut Writer<'_>) {
    let public = view.table.plot;
    let card_index = |card: PlotCard| usize::from(card.index());
    w.number("plot_deck", public.map_or(0.0, |plot| f32::from(plot.deck)));
    w.one_hot(
        "plot_phase_card",
        PLOT_CARDS,
        phase_card(&view.table.phase).map(card_index),
    );
    w.field("plot_drawn", PLOT_CARDS, |slice| {
        for card in public.iter().flat_map(|plot| plot.drawn.iter()) {
            if let Some(cell) = slice.get_mut(card_index(*card)) {
                *cell += 1.0;
            }
        }
    });
    for seat in 0..MAX_PLAYERS {
        w.item("plot_held", seat, |w| {
            w.field("cards", PLOT_CARDS, |slice| {
                let held = public.iter().flat_map(|plot| plot.held.iter());
                for held in held.filter(|held| held.holder.index() == seat) {
                    if let Some(cell) = slice.get_mut(card_index(held.card)) {
                        *cell += 1.0;
                    }
                }
            });
        });
    }
    let spotlit = public.map(|plot| plot.spotlit).unwrap_or_default();
    w.list("plot_spotlit", 2, &spotlit, |w, spotlit| {
        w.seat("member", spotlit.map(|spotlit| spotlit.member));
        w.one_hot(
            "card",
            2,
            spotlit.and_then(|spotlit| spotlit.card).map(card),
        );
    });
    let seen = view.plot.map(|plot| plot.seen).unwrap_or_default();
    w.list("plot_seen", MAX_PLOT_SIGHTS, &seen, |w, sight| {
        w.one_hot(
            "card",
            PLOT_CARDS,
            sight.map(|sight| card_index(sight.card)),
        );
        let (seat, allegiance_shown, card_shown) = match sight.map(|sight| sight.shown) {
            Some(Shown::Allegiance {
                seat,
                allegiance: shown,
            }) => (Some(seat), Some(allegiance(shown)), None),
            Some(Shown::MissionCard {
                member,
                card: shown,
            }) => (Some(member), None, Some(card(shown))),
            _ => (None, None, None),
        };
        w.seat("seat", seat);
        w.one_hot("allegiance", 2, allegiance_shown);
        w.one_hot("mission_card", 2, card_shown);
    });
}

/// The kinds of plot cards.
const PLOT_CARDS: usize = PlotCard::ALL.len();

/// The numbers [`write_plot`] writes: the deck (1), the phase's card and the cards
/// drawn (9 each), the cards held (9 a seat), two spotlit cards (a seat and a card),
/// and the sights (a card, a seat, an allegiance and a mission card).
const PLOT_NUMBERS: usize = 1
    + 2 * PLOT_CARDS
    + MAX_PLAYERS * PLOT_CARDS
    + 2 * (MAX_PLAYERS + 2)
    + MAX_PLOT_SIGHTS * (PLOT_CARDS + MAX_PLAYERS + 4);

/// The most seats of a Cells game.
const CELLS_SEATS: usize = resistance_core::cells::CELLS_MAX_PLAYERS as usize;
/// The phases of Cells, in [`CellsPhaseView`]'s order.
const CELLS_PHASES: usize = 8;
/// The most missions of a Cells game.
const CELLS_MISSIONS: usize = 5;

fn character(value: Character) -> usize {
    usize::from(value == Character::Spy)
}

fn position(value: Position) -> usize {
    value.seat.index() * CELL_SIZE + value.slot.index()
}

impl ViewEncoding for CellsGame {
    fn example() -> CellsGame {
        CellsGame::new(resistance_core::cells::CellsConfig::new(3, 1))
            .expect("three players are valid")
    }

    fn write_view(view: &CellsPlayerView, w: &mut Writer<'_>) {
        let table = &view.table;
        let seat = |w: &mut Writer<'_>, name: &str, seat: Option<Seat>| {
            w.one_hot(name, CELLS_SEATS, seat.map(Seat::index));
        };
        seat(w, "seat", Some(view.seat));
        w.one_hot(
            "players",
            CELLS_SEATS,
            usize::from(table.players).checked_sub(1),
        );
        for slot in 0..CELL_SIZE {
            let card = view.hand.map(|hand| character(hand[slot]));
            w.item("hand", slot, |w| w.one_hot("card", 2, card));
        }
        for cell in 0..CELLS_SEATS {
            let memory = view.memory.get(cell).copied().unwrap_or_default();
            for (slot, seen) in memory.iter().enumerate() {
                w.item("memory", cell * CELL_SIZE + slot, |w| {
                    let seen: Option<Recollection> = *seen;
                    w.one_hot("card", 2, seen.map(|seen| character(seen.card)));
                    w.number(
                        "turns_ago",
                        seen.map_or(0.0, |seen| table.turn.saturating_sub(seen.turn) as f32),
                    );
                });
            }
        }
        for index in 0..2 {
            let sighting = view.scouted.map(|scouted| scouted[index]);
            w.item("scouted", index, |w| {
                w.one_hot(
                    "position",
                    CELLS_SEATS * CELL_SIZE,
                    sighting.map(|s| position(s.position)),
                );
                w.one_hot("card", 2, sighting.map(|s| character(s.card)));
            });
        }
        w.list("mission_cards", 3, &view.mission_cards, |w, held| {
            w.one_hot("card", 2, held.map(card))
        });
        w.number("turn", table.turn as f32);
        seat(w, "first_player", Some(table.first_player));
        seat(w, "player", Some(table.player));
        let (kind, seats) = match table.phase {
            CellsPhaseView::Arranging { arranged } => (0, arranged),
            CellsPhaseView::Action { .. } => (1, SeatSet::EMPTY),
            CellsPhaseView::Scouting { .. } => (2, SeatSet::EMPTY),
            CellsPhaseView::DeckScouting { .. } => (3, SeatSet::EMPTY),
            CellsPhaseView::MissionDraw { partner, .. } => (4, SeatSet::only(partner)),
            CellsPhaseView::MissionPlay { partner, .. } => (5, SeatSet::only(partner)),
            CellsPhaseView::Exposure { pending, .. } => (6, pending),
            _ => (7, SeatSet::EMPTY),
        };
        w.one_hot("phase", CELLS_PHASES, Some(kind));
        w.seat_set("phase_seats", CELLS_SEATS, seats);
        w.seat_set("awaiting", CELLS_SEATS, table.awaiting);
        for cell in 0..CELLS_SEATS {
            let public = table.cells.get(cell).copied().unwrap_or_default();
            for slot in 0..CELL_SIZE {
                w.item("face_up", cell * CELL_SIZE + slot, |w| {
                    w.one_hot("card", 2, public.face_up[slot].map(character));
                });
            }
        }
        w.number("deck", f32::from(table.deck));
        w.number("discard", f32::from(table.discard));
        w.list("missions", CELLS_MISSIONS, &table.missions, |w, mission| {
            w.flag("done", mission.is_some());
            seat(w, "leader", mission.map(|m| m.leader));
            seat(w, "partner", mission.map(|m| m.partner));
            w.one_hot("played", 2, mission.map(|m| card(m.played)));
            w.flag(
                "turned_to_failure",
                mission.is_some_and(|m| m.turned_to_failure),
            );
        });
        w.one_hot("successes", 4, Some(usize::from(table.successes)));
        w.one_hot("failures", 4, Some(usize::from(table.failures)));
        w.one_hot(
            "winner",
            2,
            table.result.map(|result| allegiance(result.winner)),
        );
    }
}

impl<G: ActionSpace + ViewEncoding> Observe for G {
    fn write(game: &Self, seat: Seat, writer: &mut Writer<'_>) {
        if let Ok(view) = game.view(seat) {
            Self::write_view(&view, writer);
        }
    }
}
