//! Snapshots: the whole authoritative game, saved and restored.
//!
//! **A snapshot holds every secret of the game** (all roles, secret votes, who played
//! Fail, the generator state that decides future shuffles). Keep it on the host; never
//! send it to a player. Players get views ([`crate::Game::view`]), which hold nothing
//! they may not know.
//!
//! In JSON a snapshot is `{"version": 1, "game": {...}}`. [`Game::restore`] refuses an
//! unknown version and checks that the saved game is one the rules could have produced
//! (a replay of its recorded history), so a corrupted snapshot is refused rather than
//! played on.
//!
//! [`Game::restore`]: crate::Game::restore

use crate::{
    config::{ConfigError, LeavePolicy},
    hooks,
    record::{EndReason, GameResult, MissionState, Unfinished, VoteState},
    role::{Allegiance, Role},
    rules::{self, MISSIONS_TO_WIN, REJECTIONS_TO_LOSE},
    seat::{Seat, SeatSet},
    state::{Phase, State},
};
use core::fmt;
use thiserror::Error;

/// The snapshot format this library writes and reads.
pub const SNAPSHOT_VERSION: u32 = 1;

/// A saved game, secrets included. Made by [`crate::Game::snapshot`], turned back into
/// a game by [`crate::Game::restore`].
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(
    feature = "serde",
    serde(rename_all = "camelCase", deny_unknown_fields)
)]
pub struct Snapshot {
    version: u32,
    game: State,
}

impl Snapshot {
    pub(crate) fn of(state: &State) -> Snapshot {
        Snapshot {
            version: SNAPSHOT_VERSION,
            game: state.clone(),
        }
    }

    /// The format version this snapshot was written in.
    pub const fn version(&self) -> u32 {
        self.version
    }

    pub(crate) fn into_state(self) -> Result<State, SnapshotError> {
        if self.version != SNAPSHOT_VERSION {
            return Err(SnapshotError::UnsupportedVersion {
                found: self.version,
                supported: SNAPSHOT_VERSION,
            });
        }
        self.game.config.validate().map_err(SnapshotError::Config)?;
        self.game.validate().map_err(SnapshotError::Corrupted)?;
        Ok(self.game)
    }
}

/// Just the version of a snapshot. Decode this first: a snapshot of another version
/// may not decode as a [`Snapshot`] at all, and this tells the caller why.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct SnapshotHeader {
    /// The format version.
    pub version: u32,
}

/// Why a snapshot cannot be restored. Nothing was restored.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Error)]
#[non_exhaustive]
pub enum SnapshotError {
    /// The snapshot was written in a format this library does not read.
    #[error("snapshot version {found} is not supported: this library reads version {supported}")]
    UnsupportedVersion {
        /// The version found.
        found: u32,
        /// The version this library reads.
        supported: u32,
    },
    /// The saved configuration is not a valid configuration.
    #[error("the snapshot's configuration is invalid: {0}")]
    Config(ConfigError),
    /// The saved game is not one the rules could have produced.
    #[error("the snapshot is corrupted: {0}")]
    Corrupted(Corruption),
}

impl SnapshotError {
    /// A stable identifier for bindings and logs.
    pub const fn code(&self) -> &'static str {
        match self {
            SnapshotError::UnsupportedVersion { .. } => "unsupported_snapshot_version",
            SnapshotError::Config(_) => "snapshot_config_invalid",
            SnapshotError::Corrupted(_) => "snapshot_corrupted",
        }
    }
}

/// Which part of a saved game contradicts the rules.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum Corruption {
    /// The roles are not a deal for this player count (B1).
    Roles,
    /// A seat number is outside the table.
    Seats,
    /// The proposal history does not follow B6–B9.
    Proposals,
    /// The mission history does not follow B3, B10, B11.
    Missions,
    /// Round, leader or rejection count disagree with the history.
    Progress,
    /// The current vote or mission is impossible.
    Phase,
    /// The recorded end disagrees with the history (B9, B12, LV1).
    Ending,
}

impl fmt::Display for Corruption {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Corruption::Roles => "the roles are not a deal for this player count",
            Corruption::Seats => "a seat number is outside the table",
            Corruption::Proposals => "the proposal history breaks the rules",
            Corruption::Missions => "the mission history breaks the rules",
            Corruption::Progress => "round, leader or rejection count disagree with the history",
            Corruption::Phase => "the vote or mission under way is impossible",
            Corruption::Ending => "the recorded end disagrees with the history",
        })
    }
}

/// Turns a failed check into the corruption it reveals.
fn ensure(condition: bool, corruption: Corruption) -> Result<(), Corruption> {
    if condition { Ok(()) } else { Err(corruption) }
}

/// Where a replay of the recorded proposals leaves the game.
struct Replayed {
    round: u8,
    attempt: u8,
    leader: Seat,
    /// The last approved team has no mission record yet: its mission is under way.
    mission_pending: bool,
    ended_by: Option<EndReason>,
}

impl State {
    /// Checks that this state is one the rules could have produced.
    fn validate(&self) -> Result<(), Corruption> {
        let players = self.players();
        let seats = SeatSet::all(players);
        let spies = self.roles.iter().filter(|&&r| r == Role::Spy).count();
        ensure(
            self.roles.len() == players as usize && spies == rules::spies_for(players) as usize,
            Corruption::Roles,
        )?;
        ensure(
            self.first_leader.0 < players
                && self.leader.0 < players
                && self.vacant.is_subset(seats),
            Corruption::Seats,
        )?;
        ensure(
            self.config.leave_policy == LeavePolicy::Substitute || self.vacant.is_empty(),
            Corruption::Seats,
        )?;
        self.validate_missions()?;
        let replayed = self.replay_proposals()?;
        ensure(
            replayed.round == self.round
                && replayed.leader == self.leader
                // Checked: the count comes from outside and may be anything.
                && self.rejections.checked_add(1) == Some(replayed.attempt),
            Corruption::Progress,
        )?;
        self.validate_phase(&replayed)
    }

    /// Each mission on its own: right team size, Fail cards only from spies on the
    /// team (B10), result by B3.
    fn validate_missions(&self) -> Result<(), Corruption> {
        let seats = SeatSet::all(self.players());
        let spies = self.spies();
        ensure(
            self.missions.len() == self.saboteurs.len(),
            Corruption::Missions,
        )?;
        for (index, (mission, &failed_by)) in
            self.missions.iter().zip(self.saboteurs.iter()).enumerate()
        {
            let round = index as u8 + 1;
            ensure(
                mission.round == round
                    && mission.leader.0 < self.players()
                    && mission.team.is_subset(seats)
                    && mission.team.len() == hooks::team_size(&self.config, round)
                    && failed_by.is_subset(mission.team.intersection(spies))
                    && mission.fails == failed_by.len()
                    && mission.succeeded
                        == hooks::mission_succeeded(&self.config, round, mission.fails),
                Corruption::Missions,
            )?;
        }
        Ok(())
    }

    /// Replays the proposal history: leaders pass clockwise after every proposal
    /// (B9, B11), each vote counts every seat (B7, B8), each approved team is the next
    /// mission's team.
    fn replay_proposals(&self) -> Result<Replayed, Corruption> {
        let players = self.players();
        let seats = SeatSet::all(players);
        let mut at = Replayed {
            round: 1,
            attempt: 1,
            leader: self.first_leader,
            mission_pending: false,
            ended_by: None,
        };
        let mut missions_seen = 0;
        for proposal in self.proposals.iter() {
            ensure(
                at.ended_by.is_none() && !at.mission_pending,
                Corruption::Proposals,
            )?;
            let counted = proposal.approvals.union(proposal.rejections);
            ensure(
                proposal.round == at.round
                    && proposal.attempt == at.attempt
                    && proposal.leader == at.leader
                    && proposal.team.is_subset(seats)
                    && proposal.team.len() == hooks::team_size(&self.config, at.round)
                    && proposal
                        .approvals
                        .intersection(proposal.rejections)
                        .is_empty()
                    && counted == seats
                    && proposal.approved == (proposal.approvals.len() > proposal.rejections.len()),
                Corruption::Proposals,
            )?;
            if !proposal.approved {
                at.attempt += 1;
                if at.attempt > REJECTIONS_TO_LOSE {
                    at.ended_by = Some(EndReason::FiveRejections);
                } else {
                    at.leader = at.leader.next(players);
                }
                continue;
            }
            let Some(mission) = self.missions.get(missions_seen) else {
                at.mission_pending = true;
                continue;
            };
            ensure(
                mission.leader == proposal.leader && mission.team == proposal.team,
                Corruption::Missions,
            )?;
            missions_seen += 1;
            let played = self.missions.get(..missions_seen).unwrap_or(&[]);
            let successes = played.iter().filter(|m| m.succeeded).count() as u8;
            let failures = played.len() as u8 - successes;
            if successes >= MISSIONS_TO_WIN {
                at.ended_by = Some(EndReason::ThreeSuccesses);
            } else if failures >= MISSIONS_TO_WIN {
                at.ended_by = Some(EndReason::ThreeFailures);
            } else {
                at.round += 1;
                at.attempt = 1;
                at.leader = at.leader.next(players);
            }
        }
        ensure(missions_seen == self.missions.len(), Corruption::Missions)?;
        Ok(at)
    }

    fn validate_phase(&self, at: &Replayed) -> Result<(), Corruption> {
        let in_play = at.ended_by.is_none();
        match self.phase {
            Phase::Proposal => ensure(in_play && !at.mission_pending, Corruption::Phase),
            Phase::Voting(ballot) => {
                ensure(in_play && !at.mission_pending, Corruption::Phase)?;
                self.validate_vote(ballot)
            }
            Phase::Mission(mission) => {
                ensure(in_play && at.mission_pending, Corruption::Phase)?;
                self.validate_mission_under_way(mission)
            }
            Phase::GameOver { result, unfinished } => self.validate_ending(at, result, unfinished),
        }
    }

    fn validate_vote(&self, ballot: VoteState) -> Result<(), Corruption> {
        let seats = SeatSet::all(self.players());
        ensure(
            ballot.team.is_subset(seats)
                && ballot.team.len() == hooks::team_size(&self.config, self.round)
                && ballot.approvals.is_subset(ballot.voted)
                && ballot.voted.is_subset(seats)
                && ballot.voted != seats,
            Corruption::Phase,
        )
    }

    fn validate_mission_under_way(&self, mission: MissionState) -> Result<(), Corruption> {
        let approved_team = self.proposals.last().map(|p| p.team);
        ensure(
            approved_team == Some(mission.team)
                && mission.played.is_subset(mission.team)
                && mission.played != mission.team
                && mission
                    .failed_by
                    .is_subset(mission.played.intersection(self.spies())),
            Corruption::Phase,
        )
    }

    fn validate_ending(
        &self,
        at: &Replayed,
        result: GameResult,
        unfinished: Unfinished,
    ) -> Result<(), Corruption> {
        let EndReason::Abandoned { seat } = result.reason else {
            let winner = match result.reason {
                EndReason::ThreeSuccesses => Allegiance::Resistance,
                _ => Allegiance::Spy,
            };
            return ensure(
                at.ended_by == Some(result.reason)
                    && result.winner == Some(winner)
                    && unfinished == Unfinished::Nothing,
                Corruption::Ending,
            );
        };
        ensure(
            at.ended_by.is_none()
                && result.winner.is_none()
                && seat.0 < self.players()
                && self.config.leave_policy == LeavePolicy::EndGame,
            Corruption::Ending,
        )?;
        match unfinished {
            Unfinished::Nothing => ensure(!at.mission_pending, Corruption::Ending),
            Unfinished::Vote(ballot) => {
                ensure(!at.mission_pending, Corruption::Ending)?;
                self.validate_vote(ballot)
            }
            Unfinished::Mission(mission) => {
                ensure(at.mission_pending, Corruption::Ending)?;
                self.validate_mission_under_way(mission)
            }
        }
    }
}
