//! The turn: checking a Cells command, then carrying it out (CE2–CE6).
//!
//! Checking never mutates, and carrying out never fails, so a refused command leaves
//! the game exactly as it was. The mission's end, exposure and scoring (CE7, CE8)
//! are in [`crate::cells::exposure`].

use crate::{
    cells::{
        command::{CardOrder, CellsCommand, CellsCommandKind, DRAW},
        error::CellsCommandError,
        event::CellsEvent,
        record::{CharacterSighting, DeckRecollection, MissionCards},
        state::{CellsPhase, CellsState, pop, put},
        table::{CELL_SIZE, Character, Position, Slot, same_cards},
    },
    kernel::{EventSink, MissionCard, Seat, SeatSet},
};

/// A command that passed its checks, in the form the flow carries out.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Checked {
    Arrange([Character; CELL_SIZE]),
    /// The two positions in ascending order.
    ScoutCharacters(Position, Position),
    ReturnCharacters(bool),
    ScoutDeck,
    ReturnToDeck(CardOrder),
    GoOnMission(Seat),
    PassMissionCards(usize),
    PlayMissionCard(usize),
    Expose(Slot),
}

impl CellsState {
    /// Whether `seat` may send `command` now; on success, the command ready to run.
    pub(crate) fn check(
        &self,
        seat: Seat,
        command: &CellsCommand,
    ) -> Result<Checked, CellsCommandError> {
        seat.at_table(self.players())?;
        if self.result().is_some() {
            return Err(CellsCommandError::GameOver);
        }
        match *command {
            CellsCommand::Arrange { row } => self.check_arrange(seat, row),
            CellsCommand::ScoutCharacters { first, second } => {
                self.turn_action(seat, CellsCommandKind::ScoutCharacters)?;
                self.check_scout(seat, first, second)
            }
            CellsCommand::ReturnCharacters { swap } => match self.phase {
                CellsPhase::Scouting { .. } => {
                    self.players_step(seat)?;
                    Ok(Checked::ReturnCharacters(swap))
                }
                _ => Err(self.wrong_phase(CellsCommandKind::ReturnCharacters)),
            },
            CellsCommand::ScoutDeck => {
                self.turn_action(seat, CellsCommandKind::ScoutDeck)?;
                Ok(Checked::ScoutDeck)
            }
            CellsCommand::ReturnToDeck { ref order } => match self.phase {
                CellsPhase::DeckScouting { .. } => {
                    self.players_step(seat)?;
                    check_order(order).map(Checked::ReturnToDeck)
                }
                _ => Err(self.wrong_phase(CellsCommandKind::ReturnToDeck)),
            },
            CellsCommand::GoOnMission { partner } => {
                self.turn_action(seat, CellsCommandKind::GoOnMission)?;
                self.check_mission(seat, partner)
            }
            CellsCommand::PassMissionCards { discard } => match self.phase {
                CellsPhase::MissionDraw { .. } => {
                    self.players_step(seat)?;
                    held_card(discard, DRAW).map(Checked::PassMissionCards)
                }
                _ => Err(self.wrong_phase(CellsCommandKind::PassMissionCards)),
            },
            CellsCommand::PlayMissionCard { play } => match self.phase {
                CellsPhase::MissionPlay { partner, .. } if partner != seat => {
                    Err(CellsCommandError::NotPartner { seat, partner })
                }
                CellsPhase::MissionPlay { passed, .. } => {
                    held_card(play, passed.len()).map(Checked::PlayMissionCard)
                }
                _ => Err(self.wrong_phase(CellsCommandKind::PlayMissionCard)),
            },
            CellsCommand::Expose { slot } => match self.phase {
                CellsPhase::Exposure { pending, .. } if !pending.contains(seat) => {
                    Err(CellsCommandError::NotExposing { seat })
                }
                CellsPhase::Exposure { .. } if self.cell(seat).is_face_up(slot) => {
                    Err(CellsCommandError::AlreadyFaceUp { slot })
                }
                CellsPhase::Exposure { .. } => Ok(Checked::Expose(slot)),
                _ => Err(self.wrong_phase(CellsCommandKind::Expose)),
            },
        }
    }

    pub(crate) fn wrong_phase(&self, command: CellsCommandKind) -> CellsCommandError {
        CellsCommandError::WrongPhase {
            command,
            phase: self.phase.kind(),
        }
    }

    /// CE3: a turn's action is chosen by the player whose turn it is.
    fn turn_action(&self, seat: Seat, command: CellsCommandKind) -> Result<(), CellsCommandError> {
        if self.phase != CellsPhase::Action {
            return Err(self.wrong_phase(command));
        }
        self.players_step(seat)
    }

    /// The later steps of an action are the acting player's too.
    fn players_step(&self, seat: Seat) -> Result<(), CellsCommandError> {
        if seat == self.player {
            Ok(())
        } else {
            Err(CellsCommandError::NotYourTurn {
                seat,
                player: self.player,
            })
        }
    }

    /// CE2: once, with exactly the cards dealt.
    fn check_arrange(
        &self,
        seat: Seat,
        row: [Character; CELL_SIZE],
    ) -> Result<Checked, CellsCommandError> {
        let CellsPhase::Arranging { arranged } = self.phase else {
            return Err(self.wrong_phase(CellsCommandKind::Arrange));
        };
        if arranged.contains(seat) {
            return Err(CellsCommandError::AlreadyArranged { seat });
        }
        if !same_cards(&row, &self.cell(seat).cards) {
            return Err(CellsCommandError::NotYourHand);
        }
        Ok(Checked::Arrange(row))
    }

    /// CE4: two different cards on the table, neither another player's face-down
    /// middle card.
    fn check_scout(
        &self,
        seat: Seat,
        first: Position,
        second: Position,
    ) -> Result<Checked, CellsCommandError> {
        for position in [first, second] {
            if position.seat.0 >= self.players() {
                return Err(CellsCommandError::NoSuchPosition {
                    seat: position.seat.0,
                    players: self.players(),
                });
            }
        }
        if first == second {
            return Err(CellsCommandError::SameCardTwice { position: first });
        }
        for position in [first, second] {
            if !self.may_scout(seat, position) {
                return Err(CellsCommandError::ProtectedCard { position });
            }
        }
        Ok(Checked::ScoutCharacters(
            first.min(second),
            first.max(second),
        ))
    }

    /// CE4: every card but another player's face-down middle card.
    pub(crate) fn may_scout(&self, seat: Seat, position: Position) -> bool {
        position.seat == seat || !position.slot.is_protected() || self.is_face_up(position)
    }

    /// CE6: another player at the table; neither may have a face-up character.
    fn check_mission(&self, seat: Seat, partner: Seat) -> Result<Checked, CellsCommandError> {
        if partner.0 >= self.players() {
            return Err(CellsCommandError::NoSuchPartner {
                partner: partner.0,
                players: self.players(),
            });
        }
        if partner == seat {
            return Err(CellsCommandError::MissionWithSelf);
        }
        for member in [seat, partner] {
            if self.cell(member).any_face_up() {
                return Err(CellsCommandError::FaceUpCharacter { seat: member });
            }
        }
        Ok(Checked::GoOnMission(partner))
    }

    /// Carries out a checked command. Never fails.
    pub(crate) fn execute(
        &mut self,
        seat: Seat,
        checked: Checked,
        sink: &mut impl EventSink<CellsEvent>,
    ) {
        match checked {
            Checked::Arrange(row) => self.arrange(seat, row, sink),
            Checked::ScoutCharacters(first, second) => self.scout(first, second, sink),
            Checked::ReturnCharacters(swap) => self.return_characters(swap, sink),
            Checked::ScoutDeck => self.scout_deck(sink),
            Checked::ReturnToDeck(order) => self.return_to_deck(&order, sink),
            Checked::GoOnMission(partner) => self.go_on_mission(partner, sink),
            Checked::PassMissionCards(discard) => self.pass_mission_cards(discard, sink),
            Checked::PlayMissionCard(play) => self.play_mission_card(play, sink),
            Checked::Expose(slot) => self.expose(seat, slot, sink),
        }
    }

    /// CE2: the row is laid out and remembered as seen at turn 0; once every cell is
    /// arranged the first turn begins (arranging costs no action, CE3).
    fn arrange(
        &mut self,
        seat: Seat,
        row: [Character; CELL_SIZE],
        sink: &mut impl EventSink<CellsEvent>,
    ) {
        let CellsPhase::Arranging { mut arranged } = self.phase else {
            return;
        };
        if let Some(cell) = self.cells.as_mut_slice().get_mut(seat.index()) {
            cell.cards = row;
        }
        for (slot, card) in Slot::ALL.into_iter().zip(row) {
            self.remember(seat, Position::new(seat, slot), card);
        }
        arranged.insert(seat);
        sink.emit_public(CellsEvent::CellArranged { seat });
        sink.emit_private(seat, CellsEvent::RowLaidOut { seat, row });
        if arranged == SeatSet::all(self.players()) {
            self.player = self.first_player;
            self.begin_turn(sink);
        } else {
            self.phase = CellsPhase::Arranging { arranged };
        }
    }

    /// CE3: the next turn goes to `self.player`.
    fn begin_turn(&mut self, sink: &mut impl EventSink<CellsEvent>) {
        self.turn = self.turn.saturating_add(1);
        self.phase = CellsPhase::Action;
        sink.emit_public(CellsEvent::TurnStarted {
            turn: self.turn,
            player: self.player,
        });
    }

    /// CE3: play passes clockwise.
    pub(crate) fn next_turn(&mut self, sink: &mut impl EventSink<CellsEvent>) {
        self.player = self.player.next(self.players());
        self.begin_turn(sink);
    }

    /// CE4: the scout sees both cards; everyone learns which two.
    fn scout(&mut self, first: Position, second: Position, sink: &mut impl EventSink<CellsEvent>) {
        let scout = self.player;
        let sighting = |state: &CellsState, position| CharacterSighting {
            position,
            card: state.card_at(position),
        };
        let seen = [sighting(self, first), sighting(self, second)];
        for CharacterSighting { position, card } in seen {
            self.remember(scout, position, card);
            let turn = self.turn;
            if let Some(last) = self
                .last_scouted
                .as_mut_slice()
                .get_mut(position.seat.index())
                .and_then(|row| row.get_mut(position.slot.index()))
            {
                *last = Some(turn);
            }
        }
        self.phase = CellsPhase::Scouting { first, second };
        sink.emit_public(CellsEvent::CharactersScouted {
            scout,
            first,
            second,
        });
        let [first, second] = seen;
        sink.emit_private(
            scout,
            CellsEvent::CharactersSeen {
                scout,
                first,
                second,
            },
        );
    }

    /// CE4: both cards go back face down, swapped or not; only the scout knows which.
    /// A swap moves the cards (and the scout's memory of them) between the places.
    fn return_characters(&mut self, swap: bool, sink: &mut impl EventSink<CellsEvent>) {
        let CellsPhase::Scouting { first, second } = self.phase else {
            return;
        };
        let scout = self.player;
        if swap {
            let (a, b) = (self.card_at(first), self.card_at(second));
            self.set_card(first, b);
            self.set_card(second, a);
            // The scout saw both a moment ago, so it knows where each went.
            self.remember(scout, first, b);
            self.remember(scout, second, a);
        }
        self.set_face_up(first, false);
        self.set_face_up(second, false);
        sink.emit_public(CellsEvent::CharactersReturned {
            scout,
            first,
            second,
        });
        sink.emit_private(
            scout,
            CellsEvent::SwapChosen {
                scout,
                swapped: swap,
            },
        );
        self.next_turn(sink);
    }

    fn set_card(&mut self, position: Position, card: Character) {
        if let Some(slot) = self
            .cells
            .as_mut_slice()
            .get_mut(position.seat.index())
            .and_then(|cell| cell.cards.get_mut(position.slot.index()))
        {
            *slot = card;
        }
    }

    /// CE5: three cards from the top of the deck. When fewer than three are left, the
    /// discard pile is shuffled into a new deck under them first. `None`, with nothing
    /// changed, if the deck and the discard pile together hold fewer than three
    /// (which the rules never allow: they hold at least five while anyone draws).
    pub(crate) fn draw_three(
        &mut self,
        sink: &mut impl EventSink<CellsEvent>,
    ) -> Option<[MissionCard; DRAW]> {
        if self.deck.len() + self.discard.len() < DRAW {
            return None;
        }
        if self.deck.len() < DRAW {
            let remaining = self.deck.len() as u8;
            let mut deck = self.discard;
            let reshuffled = deck.len() as u8;
            self.rng.shuffle(deck.as_mut_slice());
            for &card in self.deck.iter() {
                put(&mut deck, card);
            }
            self.deck = deck;
            self.discard = Default::default();
            sink.emit_public(CellsEvent::DeckReshuffled {
                remaining,
                reshuffled,
            });
        }
        let mut drawn = [MissionCard::Success; DRAW];
        for card in &mut drawn {
            *card = pop(&mut self.deck)?;
        }
        Some(drawn)
    }

    /// CE5: the scout draws three; everyone sees that, the scout sees the cards.
    fn scout_deck(&mut self, sink: &mut impl EventSink<CellsEvent>) {
        let scout = self.player;
        sink.emit_public(CellsEvent::DeckScouted { scout });
        let Some(drawn) = self.draw_three(sink) else {
            return;
        };
        self.phase = CellsPhase::DeckScouting { drawn };
        sink.emit_private(
            scout,
            CellsEvent::MissionCardsDrawn {
                seat: scout,
                cards: MissionCards::from_slice(&drawn).unwrap_or_default(),
            },
        );
    }

    /// CE5: the listed cards go back on top, the first listed on top; the others are
    /// discarded face down. Everyone learns how many of each.
    fn return_to_deck(&mut self, order: &CardOrder, sink: &mut impl EventSink<CellsEvent>) {
        let CellsPhase::DeckScouting { drawn } = self.phase else {
            return;
        };
        let scout = self.player;
        let pick = |index: u8| drawn.get(usize::from(index)).copied();
        let returned: MissionCards = order.iter().filter_map(|&i| pick(i)).collect();
        let discarded: MissionCards = (0..DRAW as u8)
            .filter(|i| !order.contains(i))
            .filter_map(pick)
            .collect();
        for &card in returned.iter().rev() {
            put(&mut self.deck, card);
        }
        for &card in discarded.iter() {
            put(&mut self.discard, card);
        }
        if let Some(memory) = self.deck_memories.as_mut_slice().get_mut(scout.index()) {
            *memory = Some(DeckRecollection {
                turn: self.turn,
                returned,
                discarded,
            });
        }
        sink.emit_public(CellsEvent::DeckCardsReturned {
            scout,
            returned: returned.len() as u8,
            discarded: discarded.len() as u8,
        });
        sink.emit_private(
            scout,
            CellsEvent::DeckTopChosen {
                scout,
                returned,
                discarded,
            },
        );
        self.next_turn(sink);
    }

    /// CE6: the leader draws three cards, seen by the leader alone.
    fn go_on_mission(&mut self, partner: Seat, sink: &mut impl EventSink<CellsEvent>) {
        let leader = self.player;
        sink.emit_public(CellsEvent::MissionBegan {
            mission: self.missions.len() as u8 + 1,
            leader,
            partner,
        });
        let Some(drawn) = self.draw_three(sink) else {
            return;
        };
        self.phase = CellsPhase::MissionDraw { partner, drawn };
        sink.emit_private(
            leader,
            CellsEvent::MissionCardsDrawn {
                seat: leader,
                cards: MissionCards::from_slice(&drawn).unwrap_or_default(),
            },
        );
    }

    /// CE6: one card to the discard pile face down, the other two to the partner.
    fn pass_mission_cards(&mut self, discard: usize, sink: &mut impl EventSink<CellsEvent>) {
        let CellsPhase::MissionDraw { partner, drawn } = self.phase else {
            return;
        };
        let mut passed = [MissionCard::Success; 2];
        let kept = drawn
            .iter()
            .enumerate()
            .filter(|&(i, _)| i != discard)
            .map(|(_, &card)| card);
        for (slot, card) in passed.iter_mut().zip(kept) {
            *slot = card;
        }
        // The partner gets them Success first: their order must not tell it which
        // card the leader discarded, or anything about the order of the draw.
        if passed == [MissionCard::Fail, MissionCard::Success] {
            passed.reverse();
        }
        if let Some(&card) = drawn.get(discard) {
            put(&mut self.discard, card);
        }
        self.phase = CellsPhase::MissionPlay { partner, passed };
        sink.emit_public(CellsEvent::MissionCardsPassed {
            leader: self.player,
            partner,
        });
        sink.emit_private(
            partner,
            CellsEvent::MissionCardsReceived {
                partner,
                cards: passed,
            },
        );
    }
}

/// CE5: indices of drawn cards, each at most once.
fn check_order(order: &CardOrder) -> Result<CardOrder, CellsCommandError> {
    let mut listed = [false; DRAW];
    for &index in order.iter() {
        let seen = held_card(index, DRAW).and_then(|i| {
            listed.get_mut(i).ok_or(CellsCommandError::NoSuchCard {
                index,
                held: DRAW as u8,
            })
        })?;
        if *seen {
            return Err(CellsCommandError::CardListedTwice { index });
        }
        *seen = true;
    }
    Ok(*order)
}

/// The index of a held card, checked against the `held` cards in hand.
fn held_card(index: u8, held: usize) -> Result<usize, CellsCommandError> {
    let at = usize::from(index);
    if at < held {
        Ok(at)
    } else {
        Err(CellsCommandError::NoSuchCard {
            index,
            held: held as u8,
        })
    }
}
