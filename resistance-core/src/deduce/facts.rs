//! What one seat's view says about the deal, read as constraints: the roles each
//! seat may hold, who must have been a spy (or not) at some point, and how many
//! spies each mission needed among its members whose cards the seat did not see.

use super::{
    error::DeduceError,
    side::{Roles, bit},
};
use crate::{
    kernel::{Allegiance, BoundedList, MAX_PLAYERS, MissionCard, Seat, SeatSet},
    resistance::{
        modules::{defector, plot::cards::Shown},
        record::LoyaltyCard,
        reveal::{self, Appearance},
        role::Role,
        rules::{ROUNDS, spies_for},
        view::{PlayerView, PublicView},
    },
};

/// A resolved mission as a constraint: at least `fails` spies among `unknown`, the
/// counted members whose card the seat did not see (B10: only spies play Fail).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct MissionFact {
    /// Whether the Defectors were switched during that mission (DF3).
    pub(crate) switched: bool,
    /// Counted members whose card the seat does not know.
    pub(crate) unknown: SeatSet,
    /// Fail cards among them.
    pub(crate) fails: u8,
}

/// Everything a view says about the deal.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Facts {
    /// Players at the table.
    pub(crate) players: u8,
    /// How many of each role are in play, by declaration order.
    pub(crate) characters: [u8; Role::ALL.len()],
    /// The roles each seat may hold, given the seat's own role and sightings (B4,
    /// AS2, DF2, DF5) and, once the game is over, the reveal (B13).
    pub(crate) domains: [Roles; MAX_PLAYERS],
    /// Seats that must have been spies, and seats that must have been Resistance,
    /// while the Defectors were not switched (`[0]`) and while they were (`[1]`).
    pub(crate) spies: [SeatSet; 2],
    /// See [`Facts::spies`].
    pub(crate) resistance: [SeatSet; 2],
    /// The resolved missions.
    pub(crate) missions: BoundedList<MissionFact, { ROUNDS as usize }>,
    /// Whether a Switch Allegiance card has been flipped, so that the Defectors'
    /// sides differ over the game (DF3).
    pub(crate) ever_switched: bool,
    /// Whether the Defectors are switched now.
    pub(crate) switched_now: bool,
}

/// The cards a seat saw played: its own, spotlit ones, the one it set aside, and
/// the ones it watched. Each is (round, member, card).
type SeenCard = (u8, Seat, MissionCard);

impl Facts {
    /// Reads a view; refuses one no game could give.
    pub(crate) fn read(view: &PlayerView) -> Result<Facts, DeduceError> {
        let table = &view.table;
        let players = table.players;
        if !(crate::resistance::config::MIN_PLAYERS..=MAX_PLAYERS as u8).contains(&players)
            || view.seat.0 >= players
        {
            return Err(DeduceError::ImpossibleView);
        }
        let characters = characters(view)?;
        if characters[view.role as usize] == 0 {
            return Err(DeduceError::ImpossibleView);
        }
        let mut facts = Facts {
            players,
            characters,
            ..Facts::default()
        };

        let flips = table.loyalty_cards.as_slice();
        let switched_in = |round: u8| switched_in(table, round);
        facts.switched_now = switched_in(u8::MAX);
        facts.ever_switched = flips.contains(&LoyaltyCard::SwitchAllegiance);

        facts.read_domains(view);
        facts.insist(view.seat, facts.switched_now, view.allegiance);
        for inspection in view.inspections.iter() {
            let target = inspection.inspection.target;
            facts.insist(
                target,
                switched_in(inspection.inspection.round),
                inspection.shown,
            );
        }
        let mut seen: BoundedList<SeenCard, 16> = BoundedList::new();
        let mut see = |card: SeenCard| seen.push(card).map_err(|_| DeduceError::ImpossibleView);
        for played in view.cards_played.iter() {
            see((played.round, view.seat, played.card))?;
        }
        for trapped in view.trapped.iter() {
            see((trapped.round, trapped.member, trapped.card))?;
        }
        if let Some(plot) = &table.plot {
            for spotlit in plot.spotlit.iter() {
                if let Some(card) = spotlit.card {
                    see((spotlit.round, spotlit.member, card))?;
                }
            }
        }
        if let Some(plot) = &view.plot {
            for sight in plot.seen.iter() {
                match sight.shown {
                    Shown::MissionCard { member, card } => see((sight.round, member, card))?,
                    Shown::Allegiance { seat, allegiance } => {
                        facts.insist(seat, switched_in(sight.round), allegiance);
                    }
                }
            }
        }
        // B10: a Fail card was played by a spy.
        for &(round, member, card) in seen.iter() {
            if card == MissionCard::Fail {
                facts.insist(member, switched_in(round), Allegiance::Spy);
            }
        }
        for mission in table.missions.iter() {
            let index = usize::from(mission.round.wrapping_sub(1));
            let needed = *table
                .fails_needed
                .get(index)
                .ok_or(DeduceError::ImpossibleView)?;
            if mission.succeeded != (mission.fails < needed) {
                return Err(DeduceError::ImpossibleView);
            }
            // TR2: the card set aside is not counted.
            let counted = match mission.set_aside {
                Some(member) => mission.team.difference(SeatSet::only(member)),
                None => mission.team,
            };
            let mut unknown = counted;
            let mut fails = mission.fails;
            for &(_, member, card) in seen.iter().filter(|seen| seen.0 == mission.round) {
                if unknown.remove(member) && card == MissionCard::Fail {
                    fails = fails.checked_sub(1).ok_or(DeduceError::ImpossibleView)?;
                }
            }
            let fact = MissionFact {
                switched: switched_in(mission.round),
                unknown,
                fails,
            };
            facts
                .missions
                .push(fact)
                .map_err(|_| DeduceError::ImpossibleView)?;
        }
        Ok(facts)
    }

    /// The roles each seat may hold: the seat's own; for the others, those that
    /// would have appeared to it at setup as they did (the reveal table), or, once
    /// the game is over, the one revealed.
    fn read_domains(&mut self, view: &PlayerView) {
        let in_play = Role::ALL
            .into_iter()
            .filter(|&role| self.characters[role as usize] > 0)
            .fold(0, |roles, role| roles | bit(role));
        // DF5: only in variant 2 does a Defector see the other one.
        let defectors_meet = view.role.is_defector()
            && view
                .sightings
                .iter()
                .any(|sighting| sighting.appears_as == Appearance::Defector);
        for index in 0..self.players {
            let seat = Seat(index);
            self.domains[seat.index()] = if seat == view.seat {
                bit(view.role)
            } else {
                let seen = view.sightings.get(seat);
                Role::ALL
                    .into_iter()
                    .filter(|&role| reveal::appearance(defectors_meet, view.role, role) == seen)
                    .fold(0, |roles, role| roles | bit(role))
                    & in_play
            };
            let revealed = view
                .table
                .reveal
                .as_ref()
                .map(|reveal| reveal.roles.get(seat.index()));
            if let Some(role) = revealed {
                self.domains[seat.index()] &= role.map_or(0, |&role| bit(role));
            }
        }
    }

    /// `seat` was on `allegiance`'s side while the Defectors were (or were not)
    /// switched.
    fn insist(&mut self, seat: Seat, switched: bool, allegiance: Allegiance) {
        let sides = match allegiance {
            Allegiance::Spy => &mut self.spies,
            Allegiance::Resistance => &mut self.resistance,
        };
        sides[usize::from(switched)].insert(seat);
    }
}

/// Whether the Defectors were switched during round `round` as the public table
/// shows it (DF3); `u8::MAX` for now.
pub(crate) fn switched_in(table: &PublicView, round: u8) -> bool {
    defector::state::switched_in(&table.loyalty_cards, round)
}

/// The characters in play as counts per role, refused unless they are a deck some
/// configuration deals (B1, AS1, DF1).
fn characters(view: &PlayerView) -> Result<[u8; Role::ALL.len()], DeduceError> {
    let players = view.table.players;
    let mut counts = [0u8; Role::ALL.len()];
    for &role in view.table.characters.iter() {
        counts[role as usize] += 1;
    }
    let count = |role: Role| counts[role as usize];
    let spies: u8 = Role::ALL
        .into_iter()
        .filter(|role| role.allegiance() == Allegiance::Spy)
        .map(count)
        .sum();
    let specials_once = Role::ALL
        .into_iter()
        .filter(|&role| role != Role::Spy && role != Role::Resistance)
        .all(|role| count(role) <= 1);
    let assassin = count(Role::Assassin) == 1;
    let valid = view.table.characters.len() == usize::from(players)
        && spies == spies_for(players)
        && specials_once
        // AS1: the Commander and the Assassin come together, the other characters
        // only with them, the False Commander only with the Body Guard.
        && count(Role::Commander) == count(Role::Assassin)
        && (assassin
            || count(Role::BodyGuard) + count(Role::DeepCover) + count(Role::BlindSpy) == 0)
        && count(Role::FalseCommander) <= count(Role::BodyGuard)
        // DF1: both Defectors or neither.
        && count(Role::ResistanceDefector) == count(Role::SpyDefector);
    if valid {
        Ok(counts)
    } else {
        Err(DeduceError::ImpossibleView)
    }
}
