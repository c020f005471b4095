//! The process adapter for DeepRole (Serrino et al., NeurIPS 2019), whose binary the
//! user builds from its public repository (docs/crossplay.md). Nothing of DeepRole
//! is in this repository: this file speaks its binary's command-line interface.
//!
//! DeepRole's binary, in play mode (`--play`), solves one proposal: given the public
//! state at a proposal (the leader, the successes and failures so far, the teams
//! rejected this round) and the public belief over the 60 deals of five-player
//! Avalon (who is Merlin, the Assassin and the Minion) on stdin, it runs CFR from
//! there to the next proposal (or the game's end) and prints the subtree as JSON:
//! the proposal node's strategy, then for each of the 10 teams a vote node, for
//! each of the 32 vote patterns a mission node or the next proposal, for each
//! number of Fail cards the next proposal, with the new public belief and the
//! Assassin's strategy where three missions succeeded. Each strategy is given for
//! every player (seat) and each of the 15 viewpoints a player can have: a plain
//! servant (0), Merlin seeing one of the 6 pairs of the others (1–6), the Assassin
//! with its partner one of the 4 others (7–10), the Minion with its partner (11–14).
//!
//! The adapter plays one seat from that seat's [`PlayerView`] alone: its viewpoint
//! from its role and sightings, and its place in the tree by replaying the public
//! record (every team proposed, the votes, the Fail counts) from the first proposal,
//! asking the binary again at every proposal with the belief the previous subtree
//! gave. The binary's input is public (the state and the public belief), so its
//! answers are shared by every DeepRole seat of a game through a [`Solver`] cache, as
//! DeepRole's own harness shares them. The engine seats a Commander (Merlin), an
//! Assassin, a plain Spy (the Minion) and two Resistance players (servants); the
//! leader passes to the next seat after every vote in both, so a seat is its own
//! DeepRole player number.

use resistance_core::assassin::AssassinCommand;
use resistance_core::{
    Command, GameRng, MissionCard, PhaseView, PlayerView, Role, kernel::Seat, kernel::SeatSet,
};
use serde::Deserialize;
use std::{
    collections::HashMap,
    io::Write,
    path::PathBuf,
    process::{Command as Process, Stdio},
    rc::Rc,
    time::Instant,
};

/// The five players DeepRole plays.
pub(crate) const PLAYERS: u8 = 5;
/// The deals of five-player Avalon: (Merlin, Assassin, Minion), ordered seats.
const DEALS: usize = 60;

/// One node of DeepRole's subtree, with only the fields the adapter reads.
#[derive(Debug, Deserialize)]
pub(crate) struct Node {
    #[serde(rename = "type")]
    pub(crate) kind: String,
    #[serde(default)]
    pub(crate) children: Vec<Node>,
    pub(crate) proposer: Option<u8>,
    pub(crate) succeeds: Option<u8>,
    pub(crate) fails: Option<u8>,
    pub(crate) propose_count: Option<u8>,
    /// The teams a proposal may name, as seat bit masks, in child order.
    pub(crate) propose_options: Option<Vec<u32>>,
    /// By the leader's viewpoint: the probability of each team.
    pub(crate) propose_strat: Option<Vec<Vec<f64>>>,
    /// By player and viewpoint: reject, approve.
    pub(crate) vote_strat: Option<Vec<Vec<Vec<f64>>>>,
    /// By player (null off the team) and viewpoint: succeed, fail.
    pub(crate) mission_strat: Option<Vec<Option<Vec<Vec<f64>>>>>,
    /// By player and viewpoint: the probability of naming each seat as Merlin.
    pub(crate) merlin_strat: Option<Vec<Vec<Vec<f64>>>>,
    /// The public belief at the next proposal, or "impossible".
    pub(crate) new_belief: Option<BeliefField>,
}

#[derive(Debug, Deserialize)]
#[serde(untagged)]
pub(crate) enum BeliefField {
    Probabilities(Vec<f64>),
    /// "impossible".
    Other(serde::de::IgnoredAny),
}

/// The public state at a proposal: what the binary is asked about.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct Root {
    pub(crate) proposer: u8,
    pub(crate) succeeds: u8,
    pub(crate) fails: u8,
    /// Teams rejected so far this round.
    pub(crate) propose_count: u8,
    pub(crate) belief: Vec<f64>,
}

impl Root {
    fn key(&self) -> String {
        format!(
            "{} {} {} {} {:?}",
            self.proposer, self.succeeds, self.fails, self.propose_count, self.belief
        )
    }
}

/// Where the subtrees come from: the binary, or a test's hand-made trees.
pub(crate) trait Trees {
    fn tree(&mut self, root: &Root) -> Result<Rc<Node>, String>;
    /// Counts a belief the binary gave up on ("impossible": the record had zero
    /// probability under its model), replaced by the deduction's.
    fn fallback(&mut self) {}
}

/// How to run the binary.
#[derive(Debug, Clone)]
pub(crate) struct Binary {
    pub(crate) path: PathBuf,
    pub(crate) models: PathBuf,
    pub(crate) iterations: u32,
    pub(crate) wait_iterations: u32,
}

/// What the binary cost.
#[derive(Debug, Clone, Copy, Default, serde::Serialize)]
#[serde(rename_all = "camelCase")]
pub(crate) struct Cost {
    /// Runs of the binary (one per proposal of a game with a DeepRole seat).
    pub(crate) calls: u64,
    /// Wall time in them, reading their JSON included.
    pub(crate) seconds: f64,
    /// Beliefs the binary called impossible, replaced by the deduction's.
    pub(crate) fallbacks: u64,
}

impl Cost {
    pub(crate) fn add(&mut self, other: &Cost) {
        self.calls += other.calls;
        self.seconds += other.seconds;
        self.fallbacks += other.fallbacks;
    }
}

/// The binary's answers for one game, shared by its DeepRole seats: the input is
/// public, so a seat learns nothing from another's question.
pub(crate) struct Solver {
    binary: Binary,
    cache: HashMap<String, Rc<Node>>,
    pub(crate) cost: Cost,
}

impl Solver {
    pub(crate) fn new(binary: Binary) -> Solver {
        Solver {
            binary,
            cache: HashMap::new(),
            cost: Cost::default(),
        }
    }
}

impl Trees for Solver {
    fn tree(&mut self, root: &Root) -> Result<Rc<Node>, String> {
        let key = root.key();
        if let Some(tree) = self.cache.get(&key) {
            return Ok(Rc::clone(tree));
        }
        let started = Instant::now();
        let binary = &self.binary;
        let mut child = Process::new(&binary.path)
            .arg("--play")
            .arg(format!("--proposer={}", root.proposer))
            .arg(format!("--succeeds={}", root.succeeds))
            .arg(format!("--fails={}", root.fails))
            .arg(format!("--propose_count={}", root.propose_count))
            .arg("--depth=1")
            .arg(format!("--iterations={}", binary.iterations))
            .arg(format!("--witers={}", binary.wait_iterations))
            .arg(format!("--modeldir={}", binary.models.display()))
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .map_err(|error| format!("{}: {error}", binary.path.display()))?;
        let belief = serde_json::to_string(&root.belief).map_err(|error| error.to_string())?;
        child
            .stdin
            .take()
            .ok_or("no stdin")?
            .write_all(format!("{belief}\n").as_bytes())
            .map_err(|error| format!("writing to DeepRole: {error}"))?;
        let output = child
            .wait_with_output()
            .map_err(|error| format!("DeepRole: {error}"))?;
        if !output.status.success() {
            return Err(format!(
                "DeepRole exited with {} for {root:?}",
                output.status
            ));
        }
        let tree: Node = serde_json::from_slice(&output.stdout)
            .map_err(|error| format!("DeepRole's answer for {root:?}: {error}"))?;
        self.cost.calls += 1;
        self.cost.seconds += started.elapsed().as_secs_f64();
        let tree = Rc::new(tree);
        self.cache.insert(key, Rc::clone(&tree));
        Ok(tree)
    }

    fn fallback(&mut self) {
        self.cost.fallbacks += 1;
    }
}

/// The deals in DeepRole's order: (Merlin, Assassin, Minion) as the ordered
/// triples of distinct seats, in lexicographic order.
pub(crate) fn deals() -> impl Iterator<Item = [u8; 3]> {
    (0..PLAYERS).flat_map(|merlin| {
        (0..PLAYERS).flat_map(move |assassin| {
            (0..PLAYERS)
                .filter(move |&minion| merlin != assassin && merlin != minion && assassin != minion)
                .map(move |minion| [merlin, assassin, minion])
        })
    })
}

/// The seats other than `me`, in order.
fn others(me: u8) -> impl Iterator<Item = u8> + Clone {
    (0..PLAYERS).filter(move |&seat| seat != me)
}

/// DeepRole's viewpoint of a seat from what it knows: its role and the spies it
/// saw at setup.
pub(crate) fn viewpoint(view: &PlayerView) -> Result<usize, String> {
    let me = view.seat.0;
    let seen: Vec<u8> = view.sightings.seats().iter().map(|seat| seat.0).collect();
    let position = |seat: u8| others(me).position(|other| other == seat);
    let unexpected = || {
        format!(
            "seat {me}: {:?} seeing {seen:?} is not a DeepRole seat",
            view.role
        )
    };
    match (view.role, seen.as_slice()) {
        (Role::Resistance, []) => Ok(0),
        (Role::Commander, &[a, b]) => {
            let pairs = others(me)
                .enumerate()
                .flat_map(|(i, x)| others(me).skip(i + 1).map(move |y| (x, y)));
            let (a, b) = (a.min(b), a.max(b));
            pairs
                .into_iter()
                .position(|pair| pair == (a, b))
                .map(|index| 1 + index)
                .ok_or_else(unexpected)
        }
        (Role::Assassin, &[partner]) => position(partner).map(|i| 7 + i).ok_or_else(unexpected),
        (Role::Spy, &[partner]) => position(partner).map(|i| 11 + i).ok_or_else(unexpected),
        _ => Err(unexpected()),
    }
}

fn mask(team: SeatSet) -> u32 {
    team.iter().fold(0, |mask, seat| mask | (1 << seat.0))
}

/// Where the public record has brought the game in DeepRole's tree: a subtree and
/// the path to the current node in it.
pub(crate) struct Cursor {
    tree: Rc<Node>,
    path: Vec<usize>,
}

impl Cursor {
    fn at(tree: Rc<Node>) -> Cursor {
        Cursor {
            tree,
            path: Vec::new(),
        }
    }

    pub(crate) fn node(&self) -> &Node {
        self.path
            .iter()
            .fold(&*self.tree, |node, &child| &node.children[child])
    }

    fn down(&mut self, child: usize) -> Result<(), String> {
        let node = self.node();
        if child >= node.children.len() {
            return Err(format!(
                "DeepRole's {} node has no child {child}",
                node.kind
            ));
        }
        self.path.push(child);
        Ok(())
    }

    fn team_child(&self, team: SeatSet) -> Result<usize, String> {
        let node = self.node();
        node.propose_options
            .as_ref()
            .and_then(|options| options.iter().position(|&o| o == mask(team)))
            .ok_or_else(|| format!("team {team:?} is not among DeepRole's options"))
    }
}

/// The belief the deduction alone allows, for when the binary's is "impossible":
/// every deal whose spies could have played the Fail cards seen, alike.
pub(crate) fn deduced_belief(missions: &[(SeatSet, u8)]) -> Vec<f64> {
    let weights: Vec<f64> = deals()
        .map(|[_, assassin, minion]| {
            let spies = SeatSet::only(Seat(assassin)).union(SeatSet::only(Seat(minion)));
            let possible = missions
                .iter()
                .all(|&(team, fails)| team.intersection(spies).len() >= fails);
            f64::from(u8::from(possible))
        })
        .collect();
    let total: f64 = weights.iter().sum();
    weights.into_iter().map(|w| w / total.max(1.0)).collect()
}

/// Replays the public record of `view` through DeepRole's trees to the node of the
/// current decision.
pub(crate) fn locate(view: &PlayerView, trees: &mut impl Trees) -> Result<Cursor, String> {
    let table = &view.table;
    if table.players != PLAYERS {
        return Err(format!("DeepRole plays 5 players, not {}", table.players));
    }
    let first_leader = table
        .proposals
        .first()
        .map_or(table.leader, |proposal| proposal.leader);
    let mut cursor = Cursor::at(trees.tree(&Root {
        proposer: first_leader.0,
        succeeds: 0,
        fails: 0,
        propose_count: 0,
        belief: vec![1.0 / DEALS as f64; DEALS],
    })?);
    let mut missions = table.missions.iter();
    let mut seen_missions: Vec<(SeatSet, u8)> = Vec::new();
    for proposal in table.proposals.iter() {
        cursor.down(cursor.team_child(proposal.team)?)?;
        cursor.down(mask(proposal.approvals) as usize)?;
        if cursor.node().kind == "MISSION" {
            let Some(mission) = missions.next() else {
                // The team is on its mission now.
                break;
            };
            seen_missions.push((mission.team, mission.fails));
            cursor.down(usize::from(mission.fails))?;
        }
        let node = cursor.node();
        match node.kind.as_str() {
            "TERMINAL_PROPOSE_NN" => {
                let belief = match &node.new_belief {
                    Some(BeliefField::Probabilities(belief)) if belief.len() == DEALS => {
                        belief.clone()
                    }
                    _ => {
                        trees.fallback();
                        deduced_belief(&seen_missions)
                    }
                };
                let root = Root {
                    proposer: node.proposer.ok_or("no proposer")?,
                    succeeds: node.succeeds.ok_or("no succeeds")?,
                    fails: node.fails.ok_or("no fails")?,
                    propose_count: node.propose_count.ok_or("no propose_count")?,
                    belief,
                };
                cursor = Cursor::at(trees.tree(&root)?);
            }
            // Three successes: the Assassin's turn, nothing after.
            "TERMINAL_MERLIN" => break,
            other => return Err(format!("the game went on past DeepRole's {other}")),
        }
    }
    if let PhaseView::Voting { team, .. } = table.phase {
        cursor.down(cursor.team_child(team)?)?;
    }
    Ok(cursor)
}

/// Draws an index by the weights (which need not add up to 1); `None` if they are
/// all zero.
fn draw(weights: &[f64], rng: &mut GameRng) -> Option<usize> {
    let total: f64 = weights.iter().filter(|w| **w > 0.0).sum();
    if total <= 0.0 || !total.is_finite() {
        return None;
    }
    let mut pick = f64::from(rng.below(u32::MAX)) / f64::from(u32::MAX) * total;
    let last = weights.iter().rposition(|w| *w > 0.0)?;
    for (index, &weight) in weights.iter().enumerate() {
        if weight > 0.0 {
            if pick < weight {
                return Some(index);
            }
            pick -= weight;
        }
    }
    Some(last)
}

/// DeepRole's decision for the seat of `view`, as one of the engine's commands.
/// `assassinate` holds the seats the engine lets the Assassin name, `can_fail`
/// whether the seat may play Fail.
pub(crate) fn decide(
    view: &PlayerView,
    can_fail: bool,
    assassinate: Option<SeatSet>,
    trees: &mut impl Trees,
    rng: &mut GameRng,
) -> Result<Command, String> {
    let me = usize::from(view.seat.0);
    let viewpoint = viewpoint(view)?;
    let cursor = locate(view, trees)?;
    let node = cursor.node();
    let missing = |what: &str| format!("DeepRole's {} node has no {what}", node.kind);
    match view.table.phase {
        PhaseView::Proposal { .. } => {
            let strategy = node
                .propose_strat
                .as_ref()
                .and_then(|s| s.get(viewpoint))
                .ok_or_else(|| missing("proposal strategy"))?;
            let options = node
                .propose_options
                .as_ref()
                .ok_or_else(|| missing("proposal options"))?;
            let index = draw(strategy, rng).ok_or_else(|| missing("team with a chance"))?;
            let team: SeatSet = (0..PLAYERS)
                .filter(|seat| options[index] & (1 << seat) != 0)
                .map(Seat)
                .collect();
            Ok(Command::propose(team))
        }
        PhaseView::Voting { .. } => {
            let strategy = node
                .vote_strat
                .as_ref()
                .and_then(|s| s.get(me)?.get(viewpoint))
                .ok_or_else(|| missing("vote strategy"))?;
            let approve = draw(strategy, rng).ok_or_else(|| missing("vote with a chance"))? == 1;
            Ok(Command::vote(approve))
        }
        PhaseView::Mission { .. } => {
            let strategy = node
                .mission_strat
                .as_ref()
                .and_then(|s| s.get(me)?.as_ref()?.get(viewpoint))
                .ok_or_else(|| missing("mission strategy"))?;
            let fail = draw(strategy, rng).ok_or_else(|| missing("card with a chance"))? == 1;
            Ok(Command::play(if fail && can_fail {
                MissionCard::Fail
            } else {
                MissionCard::Success
            }))
        }
        PhaseView::Assassination => {
            let legal = assassinate.unwrap_or(SeatSet::EMPTY);
            let strategy = node
                .merlin_strat
                .as_ref()
                .and_then(|s| s.get(me)?.get(viewpoint))
                .ok_or_else(|| missing("Assassin's strategy"))?;
            // Only the seats the engine lets it name (never a spy).
            let weights: Vec<f64> = (0..PLAYERS)
                .map(|seat| {
                    if legal.contains(Seat(seat)) {
                        strategy.get(usize::from(seat)).copied().unwrap_or(0.0)
                    } else {
                        0.0
                    }
                })
                .collect();
            let target = match draw(&weights, rng) {
                Some(index) => Seat(index as u8),
                None => legal.iter().next().ok_or("nobody to name")?,
            };
            Ok(Command::Assassin(AssassinCommand::Assassinate { target }))
        }
        other => Err(format!("DeepRole has no move in {other:?}")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use resistance_core::{Game, GameConfig, assassin::AssassinOptions};

    #[test]
    fn sixty_deals_in_lexicographic_order() {
        let deals: Vec<[u8; 3]> = deals().collect();
        assert_eq!(deals.len(), DEALS);
        assert_eq!(deals[0], [0, 1, 2]);
        assert_eq!(deals[1], [0, 1, 3]);
        assert_eq!(deals[3], [0, 2, 1]);
        assert_eq!(deals[59], [4, 3, 2]);
        assert!(deals.windows(2).all(|pair| pair[0] < pair[1]));
    }

    /// The viewpoint of every seat of many deals follows DeepRole's rule: Merlin
    /// 1 + the index of the spy pair among the pairs of the others, the Assassin
    /// 7 + its partner's index among the others, the Minion 11 + its partner's.
    #[test]
    fn viewpoints_of_the_engines_deals() {
        for seed in 0..40 {
            let config = GameConfig::new(5, seed).with_assassin(AssassinOptions::default());
            let game = Game::new(config).unwrap();
            let views: Vec<PlayerView> = (0..5).map(|s| game.view(Seat(s)).unwrap()).collect();
            let find = |role| views.iter().find(|v| v.role == role).unwrap().seat.0;
            let (merlin, assassin, minion) =
                (find(Role::Commander), find(Role::Assassin), find(Role::Spy));
            for view in &views {
                let me = view.seat.0;
                let others: Vec<u8> = (0..5).filter(|&s| s != me).collect();
                let index = |seat| others.iter().position(|&o| o == seat).unwrap();
                let expected = match view.role {
                    Role::Resistance => 0,
                    Role::Commander => {
                        let (a, b) = (assassin.min(minion), assassin.max(minion));
                        let (i, j) = (index(a), index(b));
                        // Pairs (i, j), i < j, of 4 in order: (0,1) (0,2) (0,3) (1,2) (1,3) (2,3).
                        1 + [0, 3, 5][i] + (j - i - 1)
                    }
                    Role::Assassin => 7 + index(minion),
                    Role::Spy => 11 + index(assassin),
                    role => panic!("{role:?}"),
                };
                assert_eq!(viewpoint(view).unwrap(), expected, "seed {seed} seat {me}");
            }
            assert!(viewpoint(&views[usize::from(merlin)]).unwrap() >= 1);
        }
    }

    /// Made-up trees: a proposal of two options, each vote passing only with all
    /// five approvals, the mission giving the next proposal.
    struct Fake {
        asked: Vec<Root>,
        fallbacks: u32,
    }

    fn terminal(proposer: u8, succeeds: u8, fails: u8, count: u8, belief: BeliefField) -> Node {
        Node {
            kind: "TERMINAL_PROPOSE_NN".into(),
            children: Vec::new(),
            proposer: Some(proposer),
            succeeds: Some(succeeds),
            fails: Some(fails),
            propose_count: Some(count),
            propose_options: None,
            propose_strat: None,
            vote_strat: None,
            mission_strat: None,
            merlin_strat: None,
            new_belief: Some(belief),
        }
    }

    fn empty(kind: &str) -> Node {
        Node {
            kind: kind.into(),
            children: Vec::new(),
            proposer: None,
            succeeds: None,
            fails: None,
            propose_count: None,
            propose_options: None,
            propose_strat: None,
            vote_strat: None,
            mission_strat: None,
            merlin_strat: None,
            new_belief: None,
        }
    }

    /// The children of a vote: the next proposal after a rejection (fewer than
    /// three approvals), else a mission whose two-Fail outcome DeepRole calls
    /// impossible.
    fn vote_children(root: &Root) -> Vec<Node> {
        let next = (root.proposer + 1) % 5;
        let uniform = || BeliefField::Probabilities(vec![1.0 / 60.0; 60]);
        (0..32u32)
            .map(|pattern| {
                if pattern.count_ones() < 3 {
                    let count = root.propose_count + 1;
                    return terminal(next, root.succeeds, root.fails, count, uniform());
                }
                let mut mission = empty("MISSION");
                mission.children = (0..3)
                    .map(|fails| match fails {
                        0 => terminal(next, root.succeeds + 1, root.fails, 0, uniform()),
                        1 => terminal(next, root.succeeds, root.fails + 1, 0, uniform()),
                        _ => {
                            let word = BeliefField::Other(serde::de::IgnoredAny);
                            terminal(next, root.succeeds, root.fails + 1, 0, word)
                        }
                    })
                    .collect();
                mission
            })
            .collect()
    }

    impl Trees for Fake {
        fn tree(&mut self, root: &Root) -> Result<Rc<Node>, String> {
            self.asked.push(root.clone());
            let mut propose = empty("PROPOSE");
            propose.propose_options = Some(vec![3, 5, 9, 17, 6, 10, 18, 12, 20, 24]);
            propose.children = (0..10)
                .map(|_| {
                    let mut vote = empty("VOTE");
                    vote.children = vote_children(root);
                    vote
                })
                .collect();
            Ok(Rc::new(propose))
        }

        fn fallback(&mut self) {
            self.fallbacks += 1;
        }
    }

    #[test]
    fn the_record_is_replayed_proposal_by_proposal() {
        let config = GameConfig::new(5, 7).with_assassin(AssassinOptions::default());
        let mut game = Game::new(config).unwrap();
        let leader = game.view(Seat(0)).unwrap().table.leader;
        // A rejected team, then an approved one that goes on its mission.
        for approve in [false, true] {
            let view = game.view(Seat(0)).unwrap();
            let leader_now = view.table.leader;
            let size = match view.table.phase {
                PhaseView::Proposal { team_size, .. } => team_size,
                other => panic!("{other:?}"),
            };
            let team: SeatSet = (0..size).map(Seat).collect();
            game.apply(leader_now, Command::propose(team)).unwrap();
            for seat in 0..5 {
                game.apply(Seat(seat), Command::vote(approve)).unwrap();
            }
        }
        let view = game.view(Seat(0)).unwrap();
        assert!(matches!(view.table.phase, PhaseView::Mission { .. }));
        let mut fake = Fake {
            asked: Vec::new(),
            fallbacks: 0,
        };
        let cursor = locate(&view, &mut fake).unwrap();
        assert_eq!(cursor.node().kind, "MISSION");
        // Asked at the first proposal and at the second (one rejection so far).
        assert_eq!(fake.asked.len(), 2);
        assert_eq!(fake.asked[0].proposer, leader.0);
        assert_eq!(fake.asked[0].propose_count, 0);
        assert_eq!(fake.asked[1].proposer, (leader.0 + 1) % 5);
        assert_eq!(fake.asked[1].propose_count, 1);
        assert_eq!(cursor.path, vec![0, 31]);
    }

    #[test]
    fn an_impossible_belief_falls_back_on_the_deduction() {
        // Seats 0 and 1 failed a mission twice: only deals with both as spies remain
        // (Merlin any of the 3 others, and 2 orders of the spies).
        let team: SeatSet = [Seat(0), Seat(1)].into_iter().collect();
        let belief = deduced_belief(&[(team, 2)]);
        let possible = belief.iter().filter(|&&p| p > 0.0).count();
        assert_eq!(possible, 6);
        assert!((belief.iter().sum::<f64>() - 1.0).abs() < 1e-12);
        let none = deduced_belief(&[]);
        assert!(none.iter().all(|&p| (p - 1.0 / 60.0).abs() < 1e-15));
    }

    #[test]
    fn draws_follow_the_weights_and_skip_zeros() {
        let mut rng = GameRng::from_seed_number(1);
        let mut counts = [0u32; 3];
        for _ in 0..3000 {
            counts[draw(&[0.0, 1.0, 3.0], &mut rng).unwrap()] += 1;
        }
        assert_eq!(counts[0], 0);
        assert!((650..850).contains(&counts[1]), "{counts:?}");
        assert_eq!(draw(&[0.0, 0.0], &mut rng), None);
    }
}
