//! The game's history as people read it at a table: the vote-history grid. Round
//! by round, each team that went to a vote (who led, who was on it, who approved and
//! who rejected, whether it went), the mission and its result, and what the modules
//! and plot cards made public in that round; for a seat, also what that seat alone
//! knows of each round (its own mission card, the card it set aside, what its
//! inspection and plot cards showed it).
//!
//! A history is made from a view ([`PlayerView::history`], [`PublicView::history`])
//! and from nothing else, so it holds exactly what that view holds: whatever the
//! non-interference tests prove of views holds of histories too, and they check it
//! again on the histories themselves.

use crate::{
    kernel::{BoundedList, MissionCard, Seat},
    resistance::{
        modules::{
            inquisitor::state::INSPECTIONS,
            plot::cards::{MAX_PLOT_SIGHTS, PLOT_DECK, PlotSight, PlotUse, SpotlitCard},
        },
        record::{Inspection, InspectionResult, MissionRecord, ProposalRecord, TrappedCard},
        rules::{REJECTIONS_TO_LOSE, ROUNDS},
        view::{PlayerView, PublicView},
    },
};

/// The history of a game, as one seat or a spectator may know it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "camelCase", deny_unknown_fields))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct History {
    /// The seat whose history this is; `None` for a spectator's.
    pub seat: Option<Seat>,
    /// Every round from the first to the current one, in order.
    pub rounds: BoundedList<RoundHistory, { ROUNDS as usize }>,
}

/// One round of the history: one row of the grid.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "camelCase", deny_unknown_fields))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct RoundHistory {
    /// The round (1..=5).
    pub round: u8,
    /// Every team that went to a vote this round, in order, with the votes as
    /// revealed (B7, B8, B9). A team still being voted on is not here yet.
    pub proposals: BoundedList<ProposalRecord, { REJECTIONS_TO_LOSE as usize }>,
    /// The mission, once played: its team, how many Fail cards, its result (B10,
    /// B11), and whose card the leader set aside (TR2).
    pub mission: Option<MissionRecord>,
    /// Plot cards used this round, in order, each with the proposal it came before
    /// or after (PC3–PC5).
    pub plot_uses: BoundedList<PlotUse, PLOT_DECK>,
    /// Mission cards played face up this round (In the Spotlight).
    pub spotlit: BoundedList<SpotlitCard, 2>,
    /// Who inspected whom after this round's mission (IQ2); what the inspection
    /// showed is the holder's alone, in [`OwnRound::inspection`].
    pub inspections: BoundedList<Inspection, INSPECTIONS>,
    /// What this seat alone knows of the round; `None` in a spectator's history.
    pub own: Option<OwnRound>,
}

/// What one seat alone knows of one round.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "camelCase", deny_unknown_fields))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct OwnRound {
    /// The mission card this seat played, if it went on the mission (B10); on the
    /// mission under way, as soon as it is played.
    pub mission_card: Option<MissionCard>,
    /// The card this seat set aside as leader, and what it was (TR2, TR3).
    pub trapped: Option<TrappedCard>,
    /// What this seat's inspection showed it (IQ2).
    pub inspection: Option<InspectionResult>,
    /// What plot cards showed this seat this round (PC4, PC6).
    pub plot_sights: BoundedList<PlotSight, MAX_PLOT_SIGHTS>,
}

impl PublicView {
    /// The history of the game as a spectator may know it: everything public, round
    /// by round (see [`History`]).
    ///
    /// ```
    /// use resistance_core::{Command, Game, GameConfig, Seat};
    ///
    /// let mut game = Game::new(GameConfig::new(5, 1)).unwrap();
    /// let leader = game.leader();
    /// let team = [leader, leader.next(5)].into_iter().collect();
    /// game.apply(leader, Command::propose(team)).unwrap();
    /// for seat in 0..5 {
    ///     game.apply(Seat(seat), Command::vote(seat != 0)).unwrap();
    /// }
    /// let history = game.public_view().history();
    /// let first = &history.rounds[0];
    /// assert_eq!((first.round, first.proposals.len()), (1, 1));
    /// assert!(first.proposals[0].approved);
    /// assert!(first.proposals[0].rejections.contains(Seat(0)));
    /// assert!(first.mission.is_none() && first.own.is_none());
    /// ```
    pub fn history(&self) -> History {
        History {
            seat: None,
            rounds: (1..=self.round.clamp(1, ROUNDS))
                .map(|round| self.round_history(round))
                .collect(),
        }
    }

    /// The public part of `round`.
    fn round_history(&self, round: u8) -> RoundHistory {
        let plot = self.plot.as_ref();
        RoundHistory {
            round,
            proposals: of_round(&self.proposals, round, |p| p.round),
            mission: self.missions.iter().find(|m| m.round == round).copied(),
            plot_uses: plot.map_or_else(BoundedList::new, |plot| {
                of_round(&plot.used, round, |u| u.round)
            }),
            spotlit: plot.map_or_else(BoundedList::new, |plot| {
                of_round(&plot.spotlit, round, |s| s.round)
            }),
            inspections: of_round(&self.inspections, round, |i| i.round),
            own: None,
        }
    }
}

impl PlayerView {
    /// The history of the game as this seat may know it: everything public, and in
    /// each round what this seat alone knows of it (see [`History`]). Give it to
    /// this seat only.
    pub fn history(&self) -> History {
        let mut history = self.table.history();
        history.seat = Some(self.seat);
        for row in history.rounds.as_mut_slice() {
            let round = row.round;
            row.own = Some(OwnRound {
                // A resolved mission's card, or the one on the mission under way.
                mission_card: self
                    .cards_played
                    .iter()
                    .find(|played| played.round == round)
                    .map(|played| played.card)
                    .or(self.mission_card.filter(|_| round == self.table.round)),
                trapped: self.trapped.iter().find(|t| t.round == round).copied(),
                inspection: self
                    .inspections
                    .iter()
                    .find(|result| result.inspection.round == round)
                    .copied(),
                plot_sights: self.plot.as_ref().map_or_else(BoundedList::new, |plot| {
                    of_round(&plot.seen, round, |sight| sight.round)
                }),
            });
        }
        history
    }
}

/// The items of `items` of `round`, in order.
fn of_round<T: Copy + Default, const N: usize, const M: usize>(
    items: &BoundedList<T, N>,
    round: u8,
    round_of: impl Fn(&T) -> u8,
) -> BoundedList<T, M> {
    items
        .iter()
        .filter(|item| round_of(item) == round)
        .copied()
        .collect()
}
