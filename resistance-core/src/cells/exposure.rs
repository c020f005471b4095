//! A mission's end: the card played, the exposure of characters (CE7), the score and
//! the end of the game (CE8).

use crate::{
    cells::{
        event::{CellRows, CellsEvent},
        record::{CellsMission, CellsResult, MissionPile},
        state::{CellsPhase, CellsState, put, take_out},
        table::{Character, Position, Slot},
    },
    kernel::{Allegiance, EventSink, MissionCard, Seat, SeatSet},
};

/// Successes or failures that end a Cells game (CE8).
const MISSIONS_TO_WIN: u8 = 3;

impl CellsState {
    /// CE6: the partner plays one card face up and discards the other. CE7: after a
    /// Fail both players' protected cards are turned face up at once (there is no
    /// choice to make); after a Success each of them chooses what to turn up.
    pub(crate) fn play_mission_card(&mut self, play: usize, sink: &mut impl EventSink<CellsEvent>) {
        let CellsPhase::MissionPlay { partner, passed } = self.phase else {
            return;
        };
        let Some(&card) = passed.get(play) else {
            return;
        };
        for (i, &other) in passed.iter().enumerate() {
            if i != play {
                put(&mut self.discard, other);
            }
        }
        sink.emit_public(CellsEvent::MissionCardPlayed { partner, card });
        let leader = self.player;
        match card {
            MissionCard::Fail => {
                for member in [leader, partner] {
                    self.expose_card(Position::new(member, Slot::Middle), sink);
                }
                self.resolve_mission(partner, card, false, sink);
            }
            MissionCard::Success => {
                let members = SeatSet::only(leader).union(SeatSet::only(partner));
                self.phase = CellsPhase::Exposure {
                    partner,
                    pending: members,
                    spy_shown: SeatSet::EMPTY,
                    second_spy: false,
                };
            }
        }
    }

    /// CE7 after a Success: `seat` turns up the card in `slot`. A Resistance card
    /// settles its debt; a first spy obliges it to turn up another; a second spy
    /// settles it too and makes the mission a failure after all. Once both players are
    /// done, the mission is scored.
    pub(crate) fn expose(&mut self, seat: Seat, slot: Slot, sink: &mut impl EventSink<CellsEvent>) {
        let CellsPhase::Exposure {
            partner,
            mut pending,
            mut spy_shown,
            mut second_spy,
        } = self.phase
        else {
            return;
        };
        let card = self.expose_card(Position::new(seat, slot), sink);
        if card == Character::Spy && !spy_shown.contains(seat) {
            spy_shown.insert(seat);
        } else {
            second_spy |= card == Character::Spy;
            pending.remove(seat);
        }
        if pending.is_empty() {
            self.resolve_mission(partner, MissionCard::Success, second_spy, sink);
        } else {
            self.phase = CellsPhase::Exposure {
                partner,
                pending,
                spy_shown,
                second_spy,
            };
        }
    }

    /// Turns the card at `position` face up for everyone to see (and remember).
    fn expose_card(
        &mut self,
        position: Position,
        sink: &mut impl EventSink<CellsEvent>,
    ) -> Character {
        let card = self.card_at(position);
        self.set_face_up(position, true);
        for seat in self.seats() {
            self.remember(seat, position, card);
        }
        sink.emit_public(CellsEvent::CharacterExposed { position, card });
        card
    }

    /// CE7: a Success turned into a failure is replaced on the table by a Fail card
    /// taken out of the deck (the one nearest its bottom, the part of the deck least
    /// likely arranged by a deck scout), or out of the discard pile if the deck has
    /// none; the Success card goes to the discard pile. Then the score (CE8).
    fn resolve_mission(
        &mut self,
        partner: Seat,
        played: MissionCard,
        turned_to_failure: bool,
        sink: &mut impl EventSink<CellsEvent>,
    ) {
        let fail_taken_from = if turned_to_failure {
            put(&mut self.discard, MissionCard::Success);
            self.take_out_fail()
        } else {
            None
        };
        let mission = CellsMission {
            number: self.missions.len() as u8 + 1,
            turn: self.turn,
            leader: self.player,
            partner,
            played,
            turned_to_failure,
            fail_taken_from,
            succeeded: played == MissionCard::Success && !turned_to_failure,
        };
        // The game ends by the fifth mission at the latest: this never overflows.
        let _ = self.missions.push(mission);
        let (successes, failures) = self.score();
        sink.emit_public(CellsEvent::MissionResolved {
            mission: mission.number,
            succeeded: mission.succeeded,
            turned_to_failure,
            fail_taken_from,
            successes,
            failures,
        });
        if successes >= MISSIONS_TO_WIN {
            self.end(Allegiance::Resistance, sink);
        } else if failures >= MISSIONS_TO_WIN {
            self.end(Allegiance::Spy, sink);
        } else {
            self.next_turn(sink);
        }
    }

    /// Takes a Fail card out of the deck, else out of the discard pile, and says
    /// which. There is always one: while the game goes on at most two missions have
    /// failed, so at least three of the five Fail cards are in the deck or the discard
    /// pile (and nobody holds mission cards during an exposure).
    fn take_out_fail(&mut self) -> Option<MissionPile> {
        let is_fail = |&card: &MissionCard| card == MissionCard::Fail;
        if let Some(index) = self.deck.iter().position(is_fail) {
            take_out(&mut self.deck, index);
            Some(MissionPile::Deck)
        } else {
            let index = self.discard.iter().rposition(is_fail)?;
            take_out(&mut self.discard, index);
            Some(MissionPile::DiscardPile)
        }
    }

    /// CE8: the side with three missions wins; its players are those whose cells
    /// hold a majority of its colour now. Every card is revealed.
    fn end(&mut self, winner: Allegiance, sink: &mut impl EventSink<CellsEvent>) {
        let winners = self
            .seats()
            .filter(|&seat| self.cell(seat).side() == winner)
            .collect();
        let result = CellsResult { winner, winners };
        self.phase = CellsPhase::GameOver { result };
        sink.emit_public(CellsEvent::GameEnded { winner });
        sink.emit_public(CellsEvent::CellsRevealed {
            cells: self.rows(),
            winners,
        });
    }

    /// Every cell's cards, in seat order.
    pub(crate) fn rows(&self) -> CellRows {
        self.cells.iter().map(|cell| cell.cards).collect()
    }
}
