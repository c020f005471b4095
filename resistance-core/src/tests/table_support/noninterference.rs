//! Non-interference for either game: two games that differ only in what an observer
//! seat cannot know, driven in lockstep by the same public choices, must look the
//! same to it and to a spectator at every step (views, choices, legal commands, the
//! answers to the commands it might send, the events it receives), up to the reveal
//! at the end. The game supplies its [`Secrets`] (what
//! of a view or an event is the end's reveal) and its [`Lockstep`] driver (how the
//! second game is made from the first, and which public choice both receive).

use crate::{kernel::Envelope, kernel::GameRng, kernel::Seat, table::Table};
use alloc::vec::Vec;

/// What of a game's views and events belongs to the end's reveal, which shows
/// everything and is left out of the comparison.
pub(crate) trait Secrets: Table {
    /// Whether `event` is part of the end's reveal.
    fn reveals(event: &Self::Event) -> bool;
    /// The public view without the end's reveal.
    fn public_before_reveal(table: Self::PublicView) -> Self::PublicView;
    /// The public part of a seat's view.
    fn table_of(view: &mut Self::PlayerView) -> &mut Self::PublicView;
}

/// A seat's view without the end's reveal.
pub(crate) fn before_reveal<G: Secrets>(mut view: G::PlayerView) -> G::PlayerView {
    let table = G::table_of(&mut view);
    *table = G::public_before_reveal(table.clone());
    view
}

/// The envelopes one step sent, in each game.
pub(crate) type StepEvents<G> = (
    Vec<Envelope<<G as Table>::Event>>,
    Vec<Envelope<<G as Table>::Event>>,
);

/// Two games the observer cannot tell apart, and the driver that moves both on.
pub(crate) trait Lockstep {
    /// The game compared.
    type Game: Secrets;
    /// Game A, game B, and the seat they are compared for.
    fn compared(&self) -> (&Self::Game, &Self::Game, Seat);
    /// One public choice, applied to both games: both outcomes' envelopes, or
    /// `None` when no such choice is left.
    fn step(&mut self, rng: &mut GameRng) -> Option<StepEvents<Self::Game>>;
    /// The observer legitimately learned something that differs: from then on the
    /// games may differ for it, and the comparison stops.
    fn diverged(&self) -> bool {
        false
    }
    /// Commands the observer might send, legal or not: `check` must answer each
    /// alike in both games (an error names only what the observer may know). A
    /// part of them is probed at each step, a different part at the next.
    fn probes(&self) -> &[<Self::Game as Table>::Command] {
        &[]
    }
    /// What else the observer must find alike before every step.
    fn assert_alike(&self) {}
    /// What else must agree after every step.
    fn assert_alike_after_step(&self) {}
}

/// The events `seat` (or a spectator, for `None`) receives, without the end's
/// reveal.
pub(crate) fn received<G: Secrets>(
    envelopes: &[Envelope<G::Event>],
    seat: Option<Seat>,
) -> Vec<G::Event> {
    envelopes
        .iter()
        .filter(|e| match seat {
            Some(seat) => e.audience.includes(seat),
            None => e.audience.is_public(),
        })
        .map(|e| e.event)
        .filter(|e| !G::reveals(e))
        .collect()
}

/// [`Lockstep::probes`] checks a seventh of the probes at each step, a different
/// seventh at the next: all of them over a few steps, at a seventh of the cost.
const PROBE_STRIDE: usize = 7;

/// How far one pair was compared.
pub(crate) struct Compared {
    pub(crate) steps: usize,
    pub(crate) to_the_end: bool,
}

/// Drives `pair` until no public choice is left (or it diverges), asserting the
/// observer and a spectator can never tell its games apart: the observer's view
/// (whole before the end, without the reveal after it), the public view, the
/// observer's choices and legal commands, `check`'s answer to its
/// [probes](Lockstep::probes), the events each receives, whether the game is over.
/// Fails when `max_steps` steps are taken, and when `must_end` and the games are
/// not over.
pub(crate) fn assert_indistinguishable<P: Lockstep>(
    pair: &mut P,
    rng: &mut GameRng,
    max_steps: usize,
    must_end: bool,
) -> Compared
where
    <P::Game as Table>::CommandError: PartialEq,
{
    let (_, _, observer) = pair.compared();
    let mut steps = 0;
    loop {
        if pair.diverged() {
            return Compared {
                steps,
                to_the_end: false,
            };
        }
        let (a, b, _) = pair.compared();
        let view_a = a.view(observer).expect("seat exists");
        let view_b = b.view(observer).expect("seat exists");
        assert_eq!(
            before_reveal::<P::Game>(view_a.clone()),
            before_reveal::<P::Game>(view_b.clone()),
            "step {steps}"
        );
        assert_eq!(
            P::Game::public_before_reveal(a.public_view()),
            P::Game::public_before_reveal(b.public_view())
        );
        assert_eq!(a.choices(observer), b.choices(observer));
        assert_eq!(
            a.legal_commands(observer),
            b.legal_commands(observer),
            "step {steps}"
        );
        let probes = pair.probes();
        for command in probes
            .iter()
            .skip(steps % PROBE_STRIDE)
            .step_by(PROBE_STRIDE)
        {
            assert_eq!(
                a.check(observer, command),
                b.check(observer, command),
                "{command:?} at step {steps}"
            );
        }
        if !a.is_over() {
            assert_eq!(view_a, view_b, "before the end, even the reveal agrees");
        }
        pair.assert_alike();
        let Some((out_a, out_b)) = pair.step(rng) else {
            break;
        };
        steps += 1;
        if pair.diverged() {
            continue;
        }
        assert_eq!(
            received::<P::Game>(&out_a, Some(observer)),
            received::<P::Game>(&out_b, Some(observer))
        );
        assert_eq!(
            received::<P::Game>(&out_a, None),
            received::<P::Game>(&out_b, None)
        );
        let (a, b, _) = pair.compared();
        assert_eq!(a.is_over(), b.is_over());
        pair.assert_alike_after_step();
        assert!(steps < max_steps, "the pair ends");
    }
    let to_the_end = pair.compared().0.is_over();
    if must_end {
        assert!(to_the_end, "the pair played to the end");
    }
    Compared { steps, to_the_end }
}
