//! The logical bot: plays by the deduction of its view and rules of thumb.

use super::{Bot, BotError, Turn, belief::Belief, best, clockwise};
use crate::{
    deduce::{Deduction, deduce},
    kernel::Allegiance,
    kernel::GameRng,
    kernel::MissionCard,
    kernel::Seat,
    kernel::SeatSet,
    resistance::command::Command,
    resistance::command::Vote,
    resistance::modules::agenda::AgendaCommand,
    resistance::modules::assassin::AssassinCommand,
    resistance::modules::inquisitor::InquisitorCommand,
    resistance::modules::plot::cards::PlotAction,
    resistance::modules::plot::cards::PlotCard,
    resistance::modules::plot::cards::PlotCommand,
    resistance::modules::trapper::TrapperCommand,
    resistance::view::PlayerView,
};

/// Plays from the [deduction](crate::deduce) of its view:
///
/// - **Resistance** proposes the team least likely to hold enough spies to fail
///   it (B3), approves a team nearly as safe as that one (more leniently after each
///   rejection), and always approves the fifth team of a round (B9).
/// - **Spies** propose and vote as a plain Resistance player in their seat would,
///   from the public table alone, so that their votes do not give them away; where
///   the vote or team decides the game (the fifth team of a round, a mission that
///   would be the third failure) they put themselves (and, where a mission needs
///   two Fail cards, a fellow spy) on their teams, approve teams with enough spies
///   to fail and reject the others. They fail missions in agreement: of the spies on a team that
///   know each other, just as many as the mission needs play Fail (B3), the first
///   ones clockwise from the leader. A spy never fails a team made only of spies
///   unless that fail wins the game.
/// - **The Commander** plays as a plain Resistance player in its seat would, like
///   the spies, so that its teams and votes do not show the Assassin what it sees
///   (AS2, AS4); where they decide the game it keeps the spies it sees off.
/// - **The Assassin** names the player most likely to be the Commander (AS4), by
///   the deduction and by who let spies through where that could lose the game
///   (a fifth team it proposed, a vote where a failure would be the third): only
///   choices that are costly for the Commander to fake.
/// - **Modules**: the Trapper's leader sets aside the likeliest spy's card
///   (Resistance) or a Resistance card (spies) (TR2); the Inquisitor inspects the
///   player it is least sure of (IQ2); hidden agendas name the likeliest spies
///   (HA1); plot cards go to trusted players, No Confidence stops a likely spy team,
///   In the Spotlight and Keeping a Close Eye on You fall on the likeliest spy
///   among the members, and characters are shown to the most trusted player
///   (PC2–PC4).
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Logical;

/// The share of the best team's chance to succeed a team must have to win a
/// Resistance player's approval...
const APPROVAL_SHARE: f64 = 0.8;

/// ...and how much less for each team already rejected this round.
const REJECTION_LENIENCY: f64 = 0.15;

/// For the Assassin: how often the Commander lets through a team with enough spies
/// it sees to fail it where that could lose the game: proposing it as the fifth
/// team of a round (B9), or approving it where its failure would be the third
/// (B12). Only such costly choices are read: everything else costs a Commander
/// little (a mission among five, a proposal among five), so a Commander can shape
/// it to look like anyone's, and a reading that rewards it is fooled by one that
/// does. (The search Commander, whose playouts are played out by logical Assassins,
/// learned to approve teams with spies, to reject clean teams it was on where a
/// fifth team was still to come, and to propose teams with spies and reject them;
/// an Assassin that read those named it less often than a blind guess.)
const COMMANDER_SLIPS: f64 = 0.1;

/// ...and with the Deep Cover dealt, whom the Commander cannot see: a team's spy
/// may be the one it does not know.
const COMMANDER_SLIPS_BESIDE_THE_DEEP_COVER: f64 = 0.35;

/// How often a plain Resistance player, who does not see the spies, proposes a
/// fifth team without enough spies to fail it...
const PLAIN_PROPOSES_CLEAN: f64 = 0.6;

/// ...and rejects a team with enough where its failure would be the third.
const PLAIN_REJECTS_DIRTY: f64 = 0.5;

/// For the search Assassin's reading ([`informed_assassination`]), how a Commander, who sees the spies (AS2), votes and proposes:
/// it approves a team with a spy it sees this often where the team's failure would
/// not lose the game (it hides what it sees, at a cost: a spy's mission may fail)...
const COMMANDER_APPROVES_DIRTY: f64 = 0.25;

/// ...this often where its failure would be the third (B12): [`COMMANDER_SLIPS`]...
///
/// ...a team without one this often...
const COMMANDER_APPROVES_CLEAN: f64 = 0.85;

/// ...and proposes a team with a spy it sees this often, the fifth team of a
/// round aside.
const COMMANDER_PROPOSES_DIRTY: f64 = 0.2;

/// With the Deep Cover dealt, whom the Commander cannot see, a team's spy may be
/// the one it does not know: how it approves a team with a spy then.
const INFORMED_COMMANDER_APPROVES_BESIDE_THE_DEEP_COVER: f64 = 0.45;

impl Bot for Logical {
    fn decide(&mut self, turn: &Turn<'_>, rng: &mut GameRng) -> Result<Command, BotError> {
        let options = turn.options()?;
        let (view, choices) = (turn.view, turn.choices);
        let deduction = deduce(view)?;
        let mind = Mind::new(view, &deduction);
        // A spy proposes and votes as a Resistance player in its seat would, from
        // the public table alone, so that its votes do not give it away; it
        // reverts to a spy's interest where that decides the game. The Commander
        // hides the spies it sees (AS2) from the Assassin (AS4) the same way, and
        // keeps them off where the team or the vote decides the game.
        let hides = mind.spy || view.role == crate::resistance::role::Role::Commander;
        let face = (hides && (choices.propose.is_some() || choices.vote) && !mind.decisive())
            .then(|| public_face(view))
            .flatten();
        let face_deduction = face.as_ref().and_then(|face| deduce(face).ok());
        let face_mind = face
            .as_ref()
            .zip(face_deduction.as_ref())
            .map(|(face, deduction)| Mind::new(face, deduction));
        best(options, rng, |command| match (&face_mind, command) {
            // Made only where the decision does not decide the game.
            (Some(face), Command::ProposeTeam { .. } | Command::Vote { .. }) => face.score(command),
            _ => mind.score(command),
        })
        .ok_or(BotError::NothingToDo { seat: view.seat.0 })
    }
}

/// The view a plain Resistance player in this seat would have: the public table
/// and nothing of the seat's own secrets. `None` without a plain Resistance card.
fn public_face(view: &PlayerView) -> Option<PlayerView> {
    view.table
        .characters
        .contains(&crate::resistance::role::Role::Resistance)
        .then(|| PlayerView {
            role: crate::resistance::role::Role::Resistance,
            allegiance: Allegiance::Resistance,
            sightings: crate::resistance::reveal::Sightings::NONE,
            vote: None,
            mission_card: None,
            agenda: None,
            cards_played: crate::kernel::BoundedList::new(),
            trapped: crate::kernel::BoundedList::new(),
            inspections: crate::kernel::BoundedList::new(),
            plot: view
                .plot
                .map(|_| crate::resistance::modules::plot::cards::PlayerPlot::default()),
            ..*view
        })
}

/// What the bot knows, read once per decision.
struct Mind<'a> {
    view: &'a PlayerView,
    deduction: &'a Deduction,
    /// The Resistance weighs the deals by how spies usually play; spies, who know
    /// most of them, go by logic.
    belief: Belief,
    spy: bool,
    /// Each seat's probability of being a spy now.
    suspicion: [f64; crate::kernel::MAX_PLAYERS],
    /// [`Mind::wants_approval`], once asked.
    wants_approval: core::cell::OnceCell<bool>,
}

impl<'a> Mind<'a> {
    fn new(view: &'a PlayerView, deduction: &'a Deduction) -> Mind<'a> {
        let spy = view.allegiance == Allegiance::Spy;
        let belief = if spy {
            Belief::logical(deduction)
        } else {
            Belief::behavioural(deduction, view)
        };
        Mind {
            view,
            deduction,
            suspicion: core::array::from_fn(|seat| belief.suspicion(Seat(seat as u8))),
            belief,
            spy,
            wants_approval: core::cell::OnceCell::new(),
        }
    }

    fn suspicion(&self, seat: Seat) -> f64 {
        self.suspicion.get(seat.index()).copied().unwrap_or(0.0)
    }

    /// Spies this seat knows for certain (itself included when a spy).
    fn known_spies(&self) -> SeatSet {
        (0..self.view.table.players)
            .map(Seat)
            .filter(|&seat| self.suspicion(seat) >= 1.0 - 1e-9)
            .collect()
    }

    fn expected_spies(&self, team: SeatSet) -> f64 {
        team.iter().map(|seat| self.suspicion(seat)).sum()
    }

    /// Fail cards the mission of this round needs (B3).
    fn fails_needed(&self) -> u8 {
        let round = usize::from(self.view.table.round.saturating_sub(1));
        self.view
            .table
            .fails_needed
            .get(round)
            .copied()
            .unwrap_or(1)
    }

    /// The team under vote or on its mission, if any.
    fn team(&self) -> SeatSet {
        match self.view.table.phase {
            crate::resistance::view::PhaseView::Voting { team, .. }
            | crate::resistance::view::PhaseView::Mission { team, .. }
            | crate::resistance::view::PhaseView::Trapping { team, .. }
            | crate::resistance::view::PhaseView::PlotMoment { team, .. } => team,
            _ => SeatSet::EMPTY,
        }
    }

    /// Whether this vote or proposal can decide the game for the spies: the fifth
    /// team of a round (B9), or a mission whose failure would be the third (B12).
    fn decisive(&self) -> bool {
        self.last_chance()
            || self.view.table.failures + 1 >= crate::resistance::rules::MISSIONS_TO_WIN
    }

    /// The last proposal of a round is the fifth (B9): its rejection ends the game.
    fn last_chance(&self) -> bool {
        self.view.table.rejections + 1 >= crate::resistance::rules::REJECTIONS_TO_LOSE
    }

    /// How much the bot likes a team for this round, as leader or voter.
    fn team_score(&self, team: SeatSet) -> f64 {
        if self.spy {
            // Enough known spies to fail it, no more (more would expose them), and
            // itself among them.
            let spies = team.intersection(self.known_spies()).len();
            let wanted = self.fails_needed();
            let me = f64::from(u8::from(team.contains(self.view.seat)));
            -f64::from(spies.abs_diff(wanted)) + me * 0.5 - 0.01 * self.expected_spies(team)
        } else {
            // The chance the mission can be failed, then the expected spies.
            -self.belief.spies_among(team, self.fails_needed()) - 0.01 * self.expected_spies(team)
        }
    }

    /// The best score of any team of `size` (what this seat would propose).
    fn best_team_score(&self, size: u8) -> f64 {
        let everyone = SeatSet::all(self.view.table.players);
        let teams = crate::resistance::choices::TeamChoice {
            size,
            from: everyone,
        }
        .teams();
        if self.spy || self.fails_needed() != 1 {
            return teams
                .map(|team| self.team_score(team))
                .fold(f64::NEG_INFINITY, f64::max);
        }
        // Scoring a team weighs every deal, so teams that cannot beat the best so
        // far are passed over by a bound that weighs none: a team is failed at least
        // as often as its most suspected member is a spy. Both are sums over the
        // same deals in the same order, the member's over fewer of them, so the
        // bound holds in floating point too and the maximum is the very one of
        // scoring every team. The least suspected players' team comes first: it is
        // at or near the best, so the bound passes over most of the others.
        let mut least_suspected: [Seat; crate::kernel::MAX_PLAYERS] =
            core::array::from_fn(|seat| Seat(seat as u8));
        let seats = &mut least_suspected[..usize::from(self.view.table.players)];
        seats.sort_by(|a, b| self.suspicion(*a).total_cmp(&self.suspicion(*b)));
        let first: SeatSet = seats.iter().take(usize::from(size)).copied().collect();
        teams.fold(self.team_score(first), |best, team| {
            let most_suspected = team
                .iter()
                .map(|seat| self.suspicion(seat))
                .fold(0.0, f64::max);
            let bound = -most_suspected - 0.01 * self.expected_spies(team);
            if bound <= best {
                best
            } else {
                best.max(self.team_score(team))
            }
        })
    }

    /// Whether this seat approves the team under vote. Both vote options ask, so
    /// it is worked out once: the best team of the round's size is the costliest
    /// part of a decision (every team against every deal).
    fn wants_approval(&self) -> bool {
        *self.wants_approval.get_or_init(|| {
            let team = self.team();
            if self.last_chance() {
                // B9: the fifth rejection wins the game for the spies.
                !self.spy
            } else if self.spy {
                self.team_score(team) >= -0.5
            } else {
                // At least a share of the best team's chance to succeed, a smaller
                // share after each rejection.
                let share =
                    APPROVAL_SHARE - REJECTION_LENIENCY * f64::from(self.view.table.rejections);
                let clean = |score: f64| 1.0 + score;
                clean(self.team_score(team)) >= share * clean(self.best_team_score(team.len()))
            }
        })
    }

    fn score(&self, command: &Command) -> f64 {
        let me = self.view.seat;
        match *command {
            Command::ProposeTeam { ref team } => self.team_score(team.iter().copied().collect()),
            Command::Vote { vote } => {
                let approve = vote == Vote::Approve;
                f64::from(u8::from(approve == self.wants_approval()))
            }
            Command::PlayMission { card } => {
                let fail = card == MissionCard::Fail;
                f64::from(u8::from(fail == self.fails_now()))
            }
            Command::Trapper(TrapperCommand::SetAside { member }) => {
                // The Resistance removes a likely Fail; spies keep theirs counted.
                let suspicion = self.suspicion(member);
                if self.spy { -suspicion } else { suspicion }
            }
            Command::Inquisitor(InquisitorCommand::Inspect { target }) => {
                -(self.suspicion(target) - 0.5).abs()
            }
            Command::Assassin(AssassinCommand::Assassinate { target }) => {
                self.commander_likeness(target)
            }
            Command::Agenda(AgendaCommand::ChooseAgenda { ref names }) => {
                let names: SeatSet = names.iter().copied().collect();
                self.expected_spies(names) - f64::from(u8::from(names.contains(me)))
            }
            Command::Plot(PlotCommand::GivePlotCard { to, .. }) => self.trust(to),
            Command::Plot(PlotCommand::UsePlotCard { action }) => self.plot_use(action),
            // Between a use it wants (1) and one it does not (0).
            Command::Plot(PlotCommand::DeclinePlotCard { .. }) => 0.5,
            Command::ClaimSeat => 1.0,
            Command::Agenda(AgendaCommand::RevealAgenda { .. }) | Command::Leave => {
                f64::NEG_INFINITY
            }
        }
    }

    /// How likely `seat` is the Commander (AS4), by the deduction and by the spies
    /// it let through where that was costly: the Commander sees the spies (all but
    /// the Deep Cover, AS2) and keeps teams they could fail out where that could
    /// lose the game, as a plain Resistance player, who does not see them, does
    /// only sometimes. So each fifth team with enough spies to fail it that a seat
    /// proposed, and each such team it approved where its failure would have been
    /// the third, makes the seat less Commander-like, by how rarely the Commander
    /// slips against how often a plain Resistance player does. Nothing rewards a
    /// seat: what a Commander would do anyway (a clean fifth team, a rejection) it
    /// can also avoid cheaply (by having the fourth team approved, by its vote
    /// where a fifth team is still to come), and an Assassin that rewards it names
    /// whoever the Commander lets look like one. Nothing else is read either: the
    /// Commander's other choices cost it little (see [`COMMANDER_SLIPS`]).
    fn commander_likeness(&self, seat: Seat) -> f64 {
        let seen = self.known_spies();
        let deep_cover = self
            .view
            .table
            .characters
            .contains(&crate::resistance::role::Role::DeepCover);
        let slip = if deep_cover {
            COMMANDER_SLIPS_BESIDE_THE_DEEP_COVER
        } else {
            COMMANDER_SLIPS
        };
        // How much likelier a seat's choice to let the spies through was from the
        // Commander than from a plain player who keeps them out with probability
        // `plain`; the other choice is not read (1).
        let weigh = |kept_out: bool, plain: f64| {
            if kept_out { 1.0 } else { slip / (1.0 - plain) }
        };
        let mut likeness = self.deduction.commander_probability(seat);
        for proposal in self.view.table.proposals.iter() {
            let clean = !self.could_fail(proposal.round, proposal.team, seen);
            if proposal.attempt >= crate::resistance::rules::REJECTIONS_TO_LOSE {
                // Everyone approves it (B9): only its leader chose.
                if proposal.leader == seat {
                    likeness *= weigh(clean, PLAIN_PROPOSES_CLEAN);
                }
            } else if !clean && self.third_failure(proposal.round) {
                likeness *= weigh(!proposal.approvals.contains(seat), PLAIN_REJECTS_DIRTY);
            }
        }
        likeness
    }

    /// Whether `team` held enough of `spies` to fail mission `round` (B3).
    fn could_fail(&self, round: u8, team: SeatSet, spies: SeatSet) -> bool {
        let needed = self
            .view
            .table
            .fails_needed
            .get(usize::from(round.saturating_sub(1)))
            .copied()
            .unwrap_or(1);
        team.intersection(spies).len() >= needed
    }

    /// Whether mission `round`'s failure would have been the third (B12).
    fn third_failure(&self, round: u8) -> bool {
        let failures = self
            .view
            .table
            .missions
            .iter()
            .filter(|mission| mission.round < round && !mission.succeeded)
            .count();
        failures + 1 >= usize::from(crate::resistance::rules::MISSIONS_TO_WIN)
    }

    /// How likely `seat` is the Commander (AS4): the deduction's probability, times,
    /// for each vote and proposal the seat made, how much likelier it was from the
    /// Commander, who sees the spies (AS2), than from a plain Resistance player, who
    /// does not. The Commander mostly approves clean teams and rejects the others
    /// (rarely letting a spy through where that could lose the game), and mostly
    /// proposes clean teams; a plain player approves as the other Resistance
    /// players did (their share, smoothed: what the public record told them), and
    /// proposes a team with a spy about as often as a team drawn at random holds one.
    ///
    /// The search Assassin's reading ([`informed_assassination`]). Measured from
    /// outside (`docs/crossplay.md`): in search against search it named the
    /// Commander in 35 of 79 assassinations, where the reading of the costly
    /// choices alone ([`Mind::commander_likeness`]) named it in 16; against
    /// DeepRole's Merlin the two read alike (67 and 64 of 204 over two runs, where
    /// DeepRole's own reading named 79). The logical Assassin keeps the costly
    /// reading: the search Commander's
    /// playouts are played by logical Assassins, and against a reading of every
    /// choice it learns to make cheap slips (with this reading in the playouts the
    /// search Assassin named the search Commander in 3 of 56 assassinations).
    fn informed_commander_likeness(&self, seat: Seat) -> f64 {
        let seen = self.known_spies();
        let table = &self.view.table;
        let players = table.players;
        let resistance = SeatSet::all(players).difference(seen);
        let approves_dirty = if table
            .characters
            .contains(&crate::resistance::role::Role::DeepCover)
        {
            INFORMED_COMMANDER_APPROVES_BESIDE_THE_DEEP_COVER
        } else {
            COMMANDER_APPROVES_DIRTY
        };
        // How much likelier `chose` was from the Commander, who makes it with
        // probability `commander`, than from a plain player (`plain`).
        let ratio = |chose: bool, commander: f64, plain: f64| {
            if chose {
                commander / plain
            } else {
                (1.0 - commander) / (1.0 - plain)
            }
        };
        let mut likeness = self.deduction.commander_probability(seat);
        for proposal in table.proposals.iter() {
            let dirty = !proposal.team.intersection(seen).is_empty();
            if proposal.attempt >= crate::resistance::rules::REJECTIONS_TO_LOSE {
                // Everyone approves it (B9): only its leader chose, and only a team
                // with enough spies to fail it is read (a clean one, which a
                // Commander would propose anyway, can be had cheaply by anyone).
                if proposal.leader == seat && self.could_fail(proposal.round, proposal.team, seen) {
                    likeness *= COMMANDER_SLIPS / (1.0 - PLAIN_PROPOSES_CLEAN);
                }
                continue;
            }
            let decisive = self.third_failure(proposal.round);
            let others = resistance.difference(SeatSet::only(seat));
            let approving = others.intersection(proposal.approvals).len();
            let plain = (f64::from(approving) + 1.0) / (f64::from(others.len()) + 2.0);
            let commander = match (dirty, decisive) {
                (false, _) => COMMANDER_APPROVES_CLEAN,
                (true, true) => COMMANDER_SLIPS,
                (true, false) => approves_dirty,
            };
            likeness *= ratio(proposal.approvals.contains(seat), commander, plain);
            if proposal.leader == seat {
                let plain = plain_proposes_dirty(players, proposal.team, seat, seen);
                likeness *= ratio(dirty, COMMANDER_PROPOSES_DIRTY, plain);
            }
        }
        likeness
    }

    /// Whether this seat plays Fail on the mission under way.
    fn fails_now(&self) -> bool {
        if !self.spy {
            return false;
        }
        let team = self.team();
        let needed = self.fails_needed();
        let spies = team.intersection(self.known_spies());
        let failures = self.view.table.failures;
        let winning = failures + 1 >= crate::resistance::rules::MISSIONS_TO_WIN;
        if spies == team && !winning {
            // An all-spy team that fails exposes every one of them.
            return false;
        }
        // The first `needed` known spies clockwise from the leader play Fail.
        clockwise(self.view.table.leader, self.view.table.players)
            .filter(|&seat| spies.contains(seat))
            .take(usize::from(needed))
            .any(|seat| seat == self.view.seat)
    }

    /// How much this seat trusts `seat` with a card or a secret: its own side's
    /// players most.
    fn trust(&self, seat: Seat) -> f64 {
        let suspicion = self.suspicion(seat);
        if self.spy { suspicion } else { 1.0 - suspicion }
    }

    fn plot_use(&self, action: PlotAction) -> f64 {
        let team = self.team();
        match action {
            PlotAction::StrongLeader => {
                let leader = self.view.table.leader;
                f64::from(u8::from(
                    self.trust(self.view.seat) > self.trust(leader) + 0.25,
                ))
            }
            PlotAction::NoConfidence => {
                // Counts as a rejection (B9): spies win on the fifth.
                if self.spy {
                    f64::from(u8::from(self.last_chance() || self.team_score(team) < -0.5))
                } else if self.last_chance() {
                    0.0
                } else {
                    f64::from(u8::from(self.expected_spies(team) >= 0.75))
                }
            }
            PlotAction::InTheSpotlight { member }
            | PlotAction::KeepingACloseEyeOnYou { member } => {
                if self.spy {
                    -1.0
                } else {
                    self.suspicion(member)
                }
            }
            PlotAction::OverheardConversation { neighbour } => {
                -(self.suspicion(neighbour) - 0.5).abs()
            }
            PlotAction::OpenUp { to } | PlotAction::EstablishConfidence { to } => self.trust(to),
            PlotAction::TakeResponsibility { take, .. } => {
                f64::from(u8::from(take != PlotCard::OpinionMaker))
            }
        }
    }
}

/// The search Assassin's choice (AS4): the possible Commander whose votes and
/// proposals were likeliest from a Commander (`Mind::informed_commander_likeness`).
pub(super) fn informed_assassination(
    turn: &Turn<'_>,
    rng: &mut GameRng,
) -> Result<Command, BotError> {
    let options = turn.options()?;
    let view = turn.view;
    let deduction = deduce(view)?;
    let mind = Mind::new(view, &deduction);
    best(options, rng, |command| match *command {
        Command::Assassin(AssassinCommand::Assassinate { target }) => {
            mind.informed_commander_likeness(target)
        }
        _ => f64::NEG_INFINITY,
    })
    .ok_or(BotError::NothingToDo { seat: view.seat.0 })
}

/// How often a plain Resistance player, who does not see the spies, proposes a team
/// like `team` (its size, with or without itself) holding one of `spies`: halfway
/// between a team drawn at random and even odds (its suspicions are its own).
fn plain_proposes_dirty(players: u8, team: SeatSet, leader: Seat, spies: SeatSet) -> f64 {
    let choose = |n: u32, k: u32| -> f64 {
        (0..k).fold(1.0, |product, i| {
            product * f64::from(n.saturating_sub(i)) / f64::from(i + 1)
        })
    };
    let pool = u32::from(players.saturating_sub(1));
    let spies = u32::from(spies.len());
    let drawn = u32::from(team.len()) - u32::from(team.contains(leader));
    let clean = choose(pool.saturating_sub(spies), drawn) / choose(pool, drawn).max(1.0);
    0.5 * (1.0 - clean) + 0.25
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{
        resistance::choices::TeamChoice, resistance::config::GameConfig, resistance::game::Game,
        resistance::view::PhaseView,
    };

    /// The best team's score by the bound is the maximum over every team, to the
    /// bit: at every vote of games between logical bots at 7 and 10 players, for the
    /// voter's mind and (for a spy) its public face's.
    #[test]
    #[cfg_attr(miri, ignore = "every team against every deal, at every vote")]
    fn the_bounded_best_team_is_the_best_of_every_team() {
        let mut compared = 0;
        for (players, seed) in [(7, 1), (7, 2), (7, 3), (10, 4), (10, 5)] {
            let mut game = Game::new(GameConfig::new(players, seed)).unwrap();
            let mut rng = GameRng::from_seed_number(seed);
            while let Some(seat) = game.awaiting().iter().next() {
                let view = game.view(seat).unwrap();
                if let PhaseView::Voting { team, .. } = view.table.phase {
                    for view in [Some(view), public_face(&view)].into_iter().flatten() {
                        let deduction = deduce(&view).unwrap();
                        let mind = Mind::new(&view, &deduction);
                        let every = TeamChoice {
                            size: team.len(),
                            from: SeatSet::all(players),
                        }
                        .teams()
                        .map(|team| mind.team_score(team))
                        .fold(f64::NEG_INFINITY, f64::max);
                        let bounded = mind.best_team_score(team.len());
                        assert_eq!(
                            bounded.to_bits(),
                            every.to_bits(),
                            "{players} players, seed {seed}"
                        );
                        compared += 1;
                    }
                }
                let command = Logical
                    .choose(&view, &game.choices(seat), &mut rng)
                    .unwrap();
                game.apply(seat, command).unwrap();
            }
        }
        assert!(compared > 100, "only {compared} votes compared");
    }
}
