//! Checks that a restored Cells state is one the rules could have produced: one
//! entry per seat everywhere, every card accounted for, missions and score
//! consistent, the step under way possible, nothing remembered from the future.
//! [`crate::cells::CellsGame::restore`] refuses anything else.

use crate::{
    cells::{
        command::DRAW,
        snapshot::CellsCorruption,
        state::{CellsPhase, CellsState, DECK_FAILS, DECK_SUCCESSES, MISSION_CARDS},
        table::{Character, Slot},
    },
    kernel::{Allegiance, MissionCard, Seat, SeatSet},
    resistance::rules::MISSIONS_TO_WIN,
};

/// Turns a failed check into the corruption it reveals.
fn ensure(condition: bool, corruption: CellsCorruption) -> Result<(), CellsCorruption> {
    if condition { Ok(()) } else { Err(corruption) }
}

impl CellsState {
    /// Checks that this state is one the rules could have produced.
    pub(crate) fn validate(&self) -> Result<(), CellsCorruption> {
        self.validate_seats()?;
        self.validate_characters()?;
        self.validate_mission_cards()?;
        self.validate_missions()?;
        self.validate_memory()?;
        self.validate_phase()
    }

    fn validate_seats(&self) -> Result<(), CellsCorruption> {
        let n = usize::from(self.players());
        ensure(
            self.cells.len() == n
                && self.memories.len() == n
                && self.memories.iter().all(|memory| memory.len() == n)
                && self.deck_memories.len() == n
                && self.last_scouted.len() == n
                && self.first_player.0 < self.players()
                && self.player.0 < self.players(),
            CellsCorruption::Seats,
        )
    }

    /// CE1: `n + 1` spies among `3n` cards. CE6, CE7: a cell shows at most two face-up
    /// cards (a protected one after a failure, one or two after a success), and none
    /// before play.
    fn validate_characters(&self) -> Result<(), CellsCorruption> {
        let spies: usize = self
            .cells
            .iter()
            .map(|cell| usize::from(cell.spies()))
            .sum();
        let arranging = matches!(self.phase, CellsPhase::Arranging { .. });
        ensure(
            spies == usize::from(self.config.spies())
                && self.cells.iter().all(|cell| {
                    let up = cell.face_up.iter().filter(|&&up| up).count();
                    up <= 2 && (!arranging || up == 0)
                }),
            CellsCorruption::Characters,
        )
    }

    /// CE5, CE6: four Success and five Fail cards, each in the deck, the discard
    /// pile, a hand, or face up on the table.
    fn validate_mission_cards(&self) -> Result<(), CellsCorruption> {
        let (_, held) = self.held_mission_cards();
        let on_table = self.table_cards();
        let all = self
            .deck
            .iter()
            .chain(self.discard.iter())
            .chain(held.iter())
            .copied()
            .chain(on_table);
        let (mut successes, mut fails) = (0, 0);
        for card in all {
            match card {
                MissionCard::Success => successes += 1,
                MissionCard::Fail => fails += 1,
            }
        }
        ensure(
            successes == DECK_SUCCESSES
                && fails == DECK_FAILS
                && successes + fails == MISSION_CARDS,
            CellsCorruption::MissionCards,
        )
    }

    /// CE6–CE8: numbered in order, in increasing turns, by two different players, a
    /// Success turned into a failure only; the game went on only while neither side
    /// had three.
    fn validate_missions(&self) -> Result<(), CellsCorruption> {
        let mut successes = 0;
        let mut failures = 0;
        let mut last_turn = 0;
        for (index, mission) in self.missions.iter().enumerate() {
            ensure(
                successes < MISSIONS_TO_WIN
                    && failures < MISSIONS_TO_WIN
                    && usize::from(mission.number) == index + 1
                    && mission.turn > last_turn
                    && mission.turn <= self.turn
                    && mission.leader.0 < self.players()
                    && mission.partner.0 < self.players()
                    && mission.leader != mission.partner
                    && (!mission.turned_to_failure || mission.played == MissionCard::Success)
                    && mission.turned_to_failure == mission.fail_taken_from.is_some()
                    && mission.succeeded
                        == (mission.played == MissionCard::Success && !mission.turned_to_failure),
                CellsCorruption::Missions,
            )?;
            last_turn = mission.turn;
            if mission.succeeded {
                successes += 1;
            } else {
                failures += 1;
            }
        }
        let decided = successes >= MISSIONS_TO_WIN || failures >= MISSIONS_TO_WIN;
        ensure(
            decided == matches!(self.phase, CellsPhase::GameOver { .. }),
            CellsCorruption::Ending,
        )
    }

    /// Nothing is remembered, scouted or drawn in a turn still to come.
    fn validate_memory(&self) -> Result<(), CellsCorruption> {
        let turn = self.turn;
        let memories_ok = self
            .memories
            .iter()
            .flat_map(|memory| memory.iter())
            .flatten()
            .flatten()
            .all(|seen| seen.turn <= turn);
        let scouted_ok = self
            .last_scouted
            .iter()
            .flatten()
            .flatten()
            .all(|&scouted| (1..=turn).contains(&scouted));
        let decks_ok = self.deck_memories.iter().flatten().all(|deck| {
            (1..=turn).contains(&deck.turn) && deck.returned.len() + deck.discarded.len() == DRAW
        });
        ensure(
            memories_ok && scouted_ok && decks_ok,
            CellsCorruption::Memory,
        )
    }

    fn validate_phase(&self) -> Result<(), CellsCorruption> {
        let players = self.players();
        let valid_partner = |partner: Seat| partner.0 < players && partner != self.player;
        let no_face_up = |seat: Seat| !self.cell(seat).any_face_up();
        match self.phase {
            CellsPhase::Arranging { arranged } => ensure(
                self.turn == 0
                    && arranged.is_subset(SeatSet::all(players))
                    && arranged != SeatSet::all(players)
                    && self.player == self.first_player
                    && self.missions.is_empty()
                    && self.deck.len() == MISSION_CARDS,
                CellsCorruption::Phase,
            ),
            _ if self.turn == 0 => Err(CellsCorruption::Phase),
            CellsPhase::Action | CellsPhase::DeckScouting { .. } => Ok(()),
            CellsPhase::Scouting { first, second } => ensure(
                first < second
                    && second.seat.0 < players
                    && self.may_scout(self.player, first)
                    && self.may_scout(self.player, second),
                CellsCorruption::Phase,
            ),
            CellsPhase::MissionDraw { partner, .. } | CellsPhase::MissionPlay { partner, .. } => {
                ensure(
                    valid_partner(partner) && no_face_up(partner) && no_face_up(self.player),
                    CellsCorruption::Phase,
                )
            }
            CellsPhase::Exposure {
                partner,
                pending,
                spy_shown,
                second_spy,
            } => {
                ensure(valid_partner(partner), CellsCorruption::Phase)?;
                self.validate_exposure(partner, pending, spy_shown, second_spy)
            }
            CellsPhase::GameOver { result } => {
                let (successes, _) = self.score();
                let winner = if successes >= MISSIONS_TO_WIN {
                    Allegiance::Resistance
                } else {
                    Allegiance::Spy
                };
                let winners: SeatSet = self
                    .seats()
                    .filter(|&seat| self.cell(seat).side() == winner)
                    .collect();
                ensure(
                    result.winner == winner && result.winners == winners,
                    CellsCorruption::Ending,
                )
            }
        }
    }

    /// CE7 after a Success: each of the two players has turned up nothing yet, one
    /// spy and owes another card, one Resistance card, or a spy and one more card;
    /// the mission is a failure after all iff one of them turned up two spies.
    fn validate_exposure(
        &self,
        partner: Seat,
        pending: SeatSet,
        spy_shown: SeatSet,
        second_spy: bool,
    ) -> Result<(), CellsCorruption> {
        let members = SeatSet::only(self.player).union(SeatSet::only(partner));
        let mut two_spies = false;
        let mut consistent =
            !pending.is_empty() && pending.is_subset(members) && spy_shown.is_subset(members);
        for member in members {
            let cell = self.cell(member);
            let up: FaceUpCount = Slot::ALL
                .into_iter()
                .filter(|&slot| cell.is_face_up(slot))
                .map(|slot| cell.card(slot))
                .fold(FaceUpCount::default(), FaceUpCount::with);
            let expected = match (pending.contains(member), spy_shown.contains(member)) {
                (true, false) => up.total() == 0,
                (true, true) => up.spies == 1 && up.total() == 1,
                (false, false) => up.resistance == 1 && up.total() == 1,
                (false, true) => up.spies >= 1 && up.total() == 2,
            };
            consistent &= expected;
            two_spies |= !pending.contains(member) && up.spies == 2;
        }
        ensure(
            consistent && two_spies == second_spy,
            CellsCorruption::Phase,
        )
    }
}

/// Face-up cards of one cell, counted by colour.
#[derive(Clone, Copy, Default)]
struct FaceUpCount {
    spies: u8,
    resistance: u8,
}

impl FaceUpCount {
    fn with(mut self, card: Character) -> Self {
        match card {
            Character::Spy => self.spies += 1,
            Character::Resistance => self.resistance += 1,
        }
        self
    }

    fn total(self) -> u8 {
        self.spies + self.resistance
    }
}
