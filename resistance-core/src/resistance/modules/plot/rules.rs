//! The rules of the plot cards: the checks and effects of its commands and
//! its steps in the flow, on the game's state.

use super::PlotError;
use super::{
    cards::{
        DrawnCards, GiveChoice, HeldPlotCard, MAX_PLOT_SIGHTS, OpenVotes, PlayerPlot, PlotAction,
        PlotCard, PlotChoices, PlotCommand, PlotEvent, PlotKind, PlotMoment, PlotSight, PlotUse,
        PublicPlot, Shown, SpotlitCard, UseChoice,
    },
    state::*,
};
use crate::{
    kernel::MissionCard,
    resistance::{
        modules::prelude::*,
        record::{MissionState, VoteState},
    },
};

/// Where the flow meets the plot cards. The entry points are not inlined: the base
/// game's flow calls them behind a `plot_cards` test, and inlined they would make
/// its hottest functions save more registers on every command.
impl State {
    /// The seats with `card` in front of them.
    pub(crate) fn plot_holders(&self, card: PlotCard) -> SeatSet {
        self.plot
            .held
            .iter()
            .filter(|held| held.card == card)
            .map(|held| held.holder)
            .collect()
    }

    /// Seats with any plot card in front of them.
    fn any_plot_holders(&self) -> SeatSet {
        self.plot.held.iter().map(|held| held.holder).collect()
    }

    /// The Opinion Makers (PC4), who vote first and openly.
    pub(crate) fn opinion_makers(&self) -> SeatSet {
        self.plot.makers
    }

    /// Brings [`PlotCards::makers`] up to date after a card changed hands.
    fn card_moved(&mut self, card: PlotCard) {
        if card == PlotCard::OpinionMaker {
            self.plot.makers = self.plot_holders(PlotCard::OpinionMaker);
        }
    }

    /// PC4 Strong Leader: the moment before a proposal; with nobody to ask, the
    /// round's cards are drawn if they are not yet, else the leader proposes.
    #[inline(never)]
    pub(crate) fn open_before_proposal(&mut self, sink: &mut impl EventSink<Event>) -> bool {
        self.plot.strong_leader_used = false;
        self.open_moment(PlotMoment::BeforeProposal, MissionState::default(), sink)
    }

    /// PC4: a team was approved: No Confidence, then In the Spotlight, then the mission.
    /// (An entry point per moment, each opening its moment with a constant: one entry
    /// for both mission moments measured slower, in docs/performance.md.)
    #[inline(never)]
    pub(crate) fn open_after_approval(
        &mut self,
        mission: MissionState,
        sink: &mut impl EventSink<Event>,
    ) -> bool {
        self.open_moment(PlotMoment::AfterApproval, mission, sink)
    }

    /// PC4: every card is in: Keeping a Close Eye on You, then the count.
    #[inline(never)]
    pub(crate) fn open_after_cards(
        &mut self,
        mission: MissionState,
        sink: &mut impl EventSink<Event>,
    ) -> bool {
        self.open_moment(PlotMoment::AfterCards, mission, sink)
    }

    /// Opens `moment` at its hook point: whether it holds the game (someone is asked,
    /// or the round's deal begins). When it does not, the flow goes on from the hook
    /// point as if there were no moment: no way back to name, so the hook points
    /// never need the phase machine's [`Resume`].
    fn open_moment(
        &mut self,
        moment: PlotMoment,
        mission: MissionState,
        sink: &mut impl EventSink<Event>,
    ) -> bool {
        let opened = Moment {
            moment,
            card: moment_cards(moment)[0],
            asked: self.leader,
            answered: SeatSet::EMPTY,
            watched: SeatSet::EMPTY,
            mission,
        };
        self.ask_next(opened) || (moment == PlotMoment::BeforeProposal && self.deal_if_due(sink))
    }

    /// PC5: asks the next holder with a legal use, from the leader clockwise, card
    /// kind by card kind: whether anyone is left to ask.
    fn ask_next(&mut self, mut moment: Moment) -> bool {
        let cards = moment_cards(moment.moment);
        let from = cards.iter().position(|&c| c == moment.card).unwrap_or(0);
        for &card in cards.get(from..).unwrap_or(&[]) {
            if card != moment.card {
                moment.card = card;
                moment.answered = SeatSet::EMPTY;
            }
            let holders = self.plot_holders(card).difference(moment.answered);
            if holders.is_empty() {
                continue;
            }
            let mut seat = self.leader;
            for _ in 0..self.players() {
                if holders.contains(seat) && self.has_use(&moment, card, seat) {
                    moment.asked = seat;
                    self.phase = Phase::PlotMoment(moment);
                    return true;
                }
                seat = seat.next(self.players());
            }
        }
        false
    }

    /// PC5: after an answer, the next holder is asked, or the moment is over.
    fn ask_next_or_close(&mut self, moment: Moment, sink: &mut impl EventSink<Event>) -> Resume {
        if self.ask_next(moment) {
            Resume::Stay
        } else {
            self.close_moment(moment, sink)
        }
    }

    /// PC2: once the moment before a round's first proposal is over, the round's
    /// cards are drawn if they are not yet: whether the deal holds the game.
    fn deal_if_due(&mut self, sink: &mut impl EventSink<Event>) -> bool {
        self.plot.dealt_round < self.round && self.draw_plot_cards(sink)
    }

    /// PC5: whether `seat` has a legal use of `card` in this moment.
    fn has_use(&self, moment: &Moment, card: PlotCard, seat: Seat) -> bool {
        match card {
            PlotCard::StrongLeader => seat != self.leader,
            PlotCard::NoConfidence => true,
            _ => !self.moment_targets(moment, card, seat).is_empty(),
        }
    }

    /// The members `seat` may name with `card` in this moment (PC4).
    fn moment_targets(&self, moment: &Moment, card: PlotCard, seat: Seat) -> SeatSet {
        let team = moment.mission.team;
        match card {
            PlotCard::InTheSpotlight => team,
            PlotCard::KeepingACloseEyeOnYou => team
                .difference(SeatSet::only(seat))
                .difference(moment.watched),
            _ => SeatSet::EMPTY,
        }
    }

    /// The moment is over after a command: the flow goes on from where it opened.
    /// Always inlined, into its two callers, as it was when it set the phase itself
    /// (out of line, every plot game paid 1% more instructions for the call).
    #[inline(always)]
    fn close_moment(&mut self, moment: Moment, sink: &mut impl EventSink<Event>) -> Resume {
        match moment.moment {
            PlotMoment::BeforeProposal if self.deal_if_due(sink) => Resume::Stay,
            PlotMoment::BeforeProposal => Resume::Proposal,
            PlotMoment::AfterApproval => Resume::Mission(moment.mission),
            PlotMoment::AfterCards => Resume::CardsCounted(moment.mission),
        }
    }

    /// PC2: the leader draws the round's cards, public at once; Establish Confidence
    /// resolves before any card is given (PC4). Whether the deal holds the game
    /// (there is a card to resolve or to give).
    fn draw_plot_cards(&mut self, sink: &mut impl EventSink<Event>) -> bool {
        let start = self.plot.drawn as usize;
        let end = (start + draw_count(self.players()) as usize).min(self.plot.deck.len());
        let drawn = self.plot.deck.get(start..end).unwrap_or(&[]);
        self.plot.to_give = DrawnCards::from_slice(drawn).unwrap_or_default();
        self.plot.drawn = end as u8;
        self.plot.dealt_round = self.round;
        sink.emit_public(
            PlotEvent::PlotCardsDrawn {
                leader: self.leader,
                cards: self.plot.to_give,
            }
            .into(),
        );
        if self.take_drawn(PlotCard::EstablishConfidence) {
            self.phase = Phase::PlotResolve {
                card: PlotCard::EstablishConfidence,
                seat: self.leader,
            };
            true
        } else {
            self.dealing_holds()
        }
    }

    /// Takes one `card` out of the drawn cards, if there is one.
    fn take_drawn(&mut self, card: PlotCard) -> bool {
        self.plot.to_give.remove_first(|&c| c == card).is_some()
    }

    /// PC2: the next card is given, or, when all are, the leader proposes (no
    /// Strong Leader moment between the deal and the first proposal, PC4).
    fn go_on_dealing(&mut self) -> Resume {
        if self.dealing_holds() {
            Resume::Stay
        } else {
            Resume::Proposal
        }
    }

    /// PC2: whether a drawn card is left to give (the deal's phase, then).
    fn dealing_holds(&mut self) -> bool {
        let holds = !self.plot.to_give.is_empty();
        if holds {
            self.phase = Phase::PlotDeal;
        }
        holds
    }

    /// The game ends (a player left, LV1) while an immediate card waits to be
    /// resolved: the card is discarded unresolved (*engine decision*), so every
    /// drawn card is still in one place.
    pub(crate) fn plot_game_ends(&mut self) {
        if let Phase::PlotResolve { card, .. } = self.phase {
            let _ = self.plot.discarded.push(card);
        }
    }

    /// PC4 Spotlight: the member's card, played face up, is public.
    #[inline(never)]
    pub(crate) fn spotlit_card_played(
        &mut self,
        seat: Seat,
        card: MissionCard,
        sink: &mut impl EventSink<Event>,
    ) {
        let round = self.round;
        let mut shown = false;
        for spot in self.plot.spotlit.as_mut_slice() {
            if spot.round == round && spot.member == seat && spot.card.is_none() {
                spot.card = Some(card);
                shown = true;
            }
        }
        if shown {
            sink.emit_public(PlotEvent::MissionCardShown { seat, card }.into());
        }
    }

    /// PC4 Opinion Maker: once every holder has voted, their votes are public.
    #[inline(never)]
    pub(crate) fn open_votes_cast(
        &self,
        seat: Seat,
        voted: SeatSet,
        approvals: SeatSet,
        sink: &mut impl EventSink<Event>,
    ) {
        let makers = self.opinion_makers();
        if makers.contains(seat) && makers.is_subset(voted) {
            sink.emit_public(
                PlotEvent::OpenVotesRevealed {
                    approvals: approvals.intersection(makers),
                    rejections: makers.difference(approvals),
                }
                .into(),
            );
        }
    }
}

/// The plot commands' checks (PC2–PC5).
impl State {
    /// PC2: the leader gives a drawn card to another player.
    pub(crate) fn check_give_plot_card(
        &self,
        seat: Seat,
        card: PlotCard,
        to: Seat,
    ) -> Result<ModuleChecked, CommandError> {
        if !matches!(self.phase, Phase::PlotDeal) {
            return Err(self.wrong_phase(CommandKind::GivePlotCard));
        }
        self.check_leader(seat)?;
        if !self.plot.to_give.contains(&card) {
            return Err(PlotError::PlotCardNotDrawn { card }.into());
        }
        self.check_other_target(seat, to, PlotError::GivePlotCardToSelf.into())?;
        Ok(ModuleChecked::Plot(PlotChecked::Give(card, to)))
    }

    /// PC3–PC5: an immediate card by its receiver, a held card by its holder at its
    /// moment when asked (in a game with plot cards: `check` sees to it).
    pub(crate) fn check_use_plot_card(
        &self,
        seat: Seat,
        action: PlotAction,
    ) -> Result<ModuleChecked, CommandError> {
        let card = action.card();
        if card.kind() == PlotKind::Immediate {
            self.check_resolution(seat, action)?;
        } else {
            let moment = self.check_asked(seat, card)?;
            self.check_moment_use(seat, action, &moment)?;
        }
        Ok(ModuleChecked::Plot(PlotChecked::Use(action)))
    }

    /// PC3: the receiver resolves an immediate card; PC4: its target.
    fn check_resolution(&self, seat: Seat, action: PlotAction) -> Result<(), CommandError> {
        let card = action.card();
        let Phase::PlotResolve {
            card: pending,
            seat: resolver,
        } = self.phase
        else {
            return Err(PlotError::PlotCardOutOfMoment { card }.into());
        };
        if pending != card || resolver != seat {
            return Err(PlotError::PlotCardNotHeld { seat, card }.into());
        }
        if let Some(target) = action.target() {
            self.check_target(target)?;
        }
        match action {
            PlotAction::TakeResponsibility { from, take } => {
                if from == seat {
                    return Err(PlotError::TakeFromSelf.into());
                }
                if !self.plot_holders(take).contains(from) {
                    return Err(PlotError::NoCardToTake { from, card: take }.into());
                }
            }
            PlotAction::OverheardConversation { neighbour } => {
                let players = self.players();
                if neighbour != seat.next(players) && neighbour != seat.previous(players) {
                    return Err(PlotError::NotNeighbour { target: neighbour }.into());
                }
            }
            PlotAction::OpenUp { to } | PlotAction::EstablishConfidence { to } if to == seat => {
                return Err(PlotError::ShowToSelf.into());
            }
            _ => {}
        }
        Ok(())
    }

    /// PC5: `seat` holds `card`, a moment for it is open, and `seat` is the one
    /// asked about it now; the open moment.
    fn check_asked(&self, seat: Seat, card: PlotCard) -> Result<Moment, CommandError> {
        if !self.plot_holders(card).contains(seat) {
            return Err(PlotError::PlotCardNotHeld { seat, card }.into());
        }
        let moment = match self.phase {
            Phase::PlotMoment(moment) if moment_cards(moment.moment).contains(&card) => moment,
            _ => return Err(self.out_of_moment(card)),
        };
        if card == PlotCard::StrongLeader && seat == self.leader {
            return Err(PlotError::StrongLeaderByLeader.into());
        }
        let cards = moment_cards(moment.moment);
        let asked_about = cards.iter().position(|&c| c == moment.card);
        let this = cards.iter().position(|&c| c == card);
        if this < asked_about || (card == moment.card && moment.answered.contains(seat)) {
            return Err(PlotError::PlotCardAlreadyAnswered { seat, card }.into());
        }
        if card != moment.card || seat != moment.asked {
            return Err(PlotError::NotAskedNow {
                seat,
                asked: moment.asked,
            }
            .into());
        }
        Ok(moment)
    }

    /// Why `card` cannot be used now: a Strong Leader was already used before this
    /// vote, No Confidence came after a rejection, or it is not the card's moment.
    fn out_of_moment(&self, card: PlotCard) -> CommandError {
        let before_a_proposal = matches!(
            self.phase,
            Phase::Proposal | Phase::PlotDeal | Phase::PlotResolve { .. }
        ) || matches!(self.phase, Phase::PlotMoment(m) if m.moment == PlotMoment::BeforeProposal);
        let after_rejection =
            self.rejections > 0 && self.proposals.last().is_some_and(|p| p.round == self.round);
        match card {
            PlotCard::StrongLeader if self.plot.strong_leader_used && before_a_proposal => {
                PlotError::StrongLeaderAlreadyUsed.into()
            }
            PlotCard::NoConfidence if before_a_proposal && after_rejection => {
                PlotError::NoConfidenceOnRejectedTeam.into()
            }
            _ => PlotError::PlotCardOutOfMoment { card }.into(),
        }
    }

    /// PC4: the targets of a held card's use.
    fn check_moment_use(
        &self,
        seat: Seat,
        action: PlotAction,
        moment: &Moment,
    ) -> Result<(), CommandError> {
        if let Some(target) = action.target() {
            self.check_target(target)?;
        }
        let team = moment.mission.team;
        match action {
            PlotAction::InTheSpotlight { member } if !team.contains(member) => {
                Err(PlotError::SpotlightNotOnTeam { member }.into())
            }
            PlotAction::KeepingACloseEyeOnYou { member } => {
                if member == seat {
                    Err(PlotError::WatchOwnCard.into())
                } else if !team.contains(member) {
                    Err(CommandError::NotOnTeam { seat: member })
                } else if moment.watched.contains(member) {
                    Err(PlotError::MemberAlreadyWatched { member }.into())
                } else {
                    Ok(())
                }
            }
            _ => Ok(()),
        }
    }

    /// PC5: the seat asked declines the card it is asked about; immediate cards
    /// cannot be declined (in a game with plot cards: `check` sees to it).
    pub(crate) fn check_decline_plot_card(
        &self,
        seat: Seat,
        card: PlotCard,
    ) -> Result<ModuleChecked, CommandError> {
        if card.kind() == PlotKind::Immediate {
            return Err(PlotError::MustResolvePlotCard { card }.into());
        }
        self.check_asked(seat, card)?;
        Ok(ModuleChecked::Plot(PlotChecked::Decline(card)))
    }

    /// PC4 Opinion Maker: the holders vote before everyone else.
    #[inline(never)]
    pub(crate) fn check_vote_order(&self, seat: Seat, voted: SeatSet) -> Result<(), CommandError> {
        let makers = self.opinion_makers();
        if makers.contains(seat) || makers.is_subset(voted) {
            Ok(())
        } else {
            Err(PlotError::OpinionMakersVoteFirst { seat }.into())
        }
    }
}

/// The plot commands' effects (PC2–PC6).
impl State {
    /// PC2, PC3: the card goes to its receiver; an immediate one is resolved at once.
    #[inline(never)]
    pub(crate) fn give_plot_card(
        &mut self,
        card: PlotCard,
        to: Seat,
        sink: &mut impl EventSink<Event>,
    ) -> Resume {
        self.take_drawn(card);
        sink.emit_public(
            PlotEvent::PlotCardGiven {
                leader: self.leader,
                card,
                to,
            }
            .into(),
        );
        if card.kind() != PlotKind::Immediate {
            // Fifteen cards at most, each in one place: never overflows.
            let _ = self.plot.held.push(HeldPlotCard { holder: to, card });
            self.card_moved(card);
            return self.go_on_dealing();
        }
        // PC4 Take Responsibility: with no card in front of anyone else, no effect.
        let nothing_to_take = card == PlotCard::TakeResponsibility
            && self
                .any_plot_holders()
                .difference(SeatSet::only(to))
                .is_empty();
        if nothing_to_take {
            let _ = self.plot.discarded.push(card);
            sink.emit_public(PlotEvent::PlotCardDiscarded { seat: to, card }.into());
            self.go_on_dealing()
        } else {
            self.phase = Phase::PlotResolve { card, seat: to };
            Resume::Stay
        }
    }

    /// PC4: the card's effect; PC5: the use and its target are public, what it
    /// shows goes to its viewer alone.
    #[inline(never)]
    pub(crate) fn use_plot_card(
        &mut self,
        seat: Seat,
        action: PlotAction,
        sink: &mut impl EventSink<Event>,
    ) -> Resume {
        let card = action.card();
        if card.kind() == PlotKind::Held {
            self.remove_held(seat, card);
        }
        let _ = self.plot.discarded.push(card);
        let _ = self.plot.used.push(PlotUse {
            round: self.round,
            attempt: self.rejections + 1,
            seat,
            action,
        });
        sink.emit_public(PlotEvent::PlotCardUsed { seat, action }.into());
        let moment = match self.phase {
            Phase::PlotMoment(moment) => moment,
            _ => Moment::default(),
        };
        match action {
            PlotAction::StrongLeader => {
                // PC4: the holder leads, and leadership goes on from them.
                self.leader = seat;
                self.plot.strong_leader_used = true;
                self.close_moment(moment, sink)
            }
            PlotAction::NoConfidence => Resume::TeamRejected,
            PlotAction::InTheSpotlight { member } => {
                let _ = self.plot.spotlit.push(SpotlitCard {
                    round: self.round,
                    member,
                    card: None,
                });
                self.answered(moment, seat, sink)
            }
            PlotAction::KeepingACloseEyeOnYou { member } => {
                let card = if moment.mission.failed_by.contains(member) {
                    MissionCard::Fail
                } else {
                    MissionCard::Success
                };
                self.show(seat, action, Shown::MissionCard { member, card }, sink);
                let mut moment = moment;
                moment.watched.insert(member);
                self.answered(moment, seat, sink)
            }
            PlotAction::TakeResponsibility { from, take } => {
                if let Some(held) = self
                    .plot
                    .held
                    .as_mut_slice()
                    .iter_mut()
                    .find(|held| held.holder == from && held.card == take)
                {
                    held.holder = seat;
                }
                self.card_moved(take);
                self.go_on_dealing()
            }
            PlotAction::OverheardConversation { neighbour } => {
                self.show_allegiance(seat, neighbour, action, sink);
                self.go_on_dealing()
            }
            PlotAction::OpenUp { to } | PlotAction::EstablishConfidence { to } => {
                self.show_allegiance(to, seat, action, sink);
                self.go_on_dealing()
            }
        }
    }

    fn remove_held(&mut self, seat: Seat, card: PlotCard) {
        self.plot
            .held
            .remove_first(|h| h.holder == seat && h.card == card);
    }

    /// PC6, AS5, DF4: only the allegiance, as it is now.
    fn show_allegiance(
        &mut self,
        viewer: Seat,
        seat: Seat,
        action: PlotAction,
        sink: &mut impl EventSink<Event>,
    ) {
        let allegiance = self.allegiance(seat);
        self.show(viewer, action, Shown::Allegiance { seat, allegiance }, sink);
    }

    fn show(
        &mut self,
        viewer: Seat,
        action: PlotAction,
        shown: Shown,
        sink: &mut impl EventSink<Event>,
    ) {
        let card = action.card();
        let _ = self.plot.sights.push(PlotSight {
            round: self.round,
            viewer,
            card,
            shown,
        });
        sink.emit(Envelope::private(
            viewer,
            PlotEvent::PlotCardShown { card, shown }.into(),
        ));
    }

    /// PC5: the seat answered about the card; the next holder is asked.
    fn answered(
        &mut self,
        mut moment: Moment,
        seat: Seat,
        sink: &mut impl EventSink<Event>,
    ) -> Resume {
        moment.answered.insert(seat);
        self.ask_next_or_close(moment, sink)
    }

    /// PC5: declined; it cannot be used again in this moment.
    #[inline(never)]
    pub(crate) fn decline_plot_card(
        &mut self,
        seat: Seat,
        card: PlotCard,
        sink: &mut impl EventSink<Event>,
    ) -> Resume {
        let Phase::PlotMoment(moment) = self.phase else {
            return Resume::Stay;
        };
        sink.emit_public(PlotEvent::PlotCardDeclined { seat, card }.into());
        self.answered(moment, seat, sink)
    }
}

/// What the plot cards let a seat do (PC2–PC5).
impl State {
    /// The plot part of `seat`'s choices in a plot phase.
    #[inline(never)]
    pub(crate) fn plot_choices(&self, seat: Seat) -> Option<PlotChoices> {
        let mut choices = PlotChoices::default();
        match self.phase {
            Phase::PlotDeal if seat == self.leader => {
                choices.give = Some(GiveChoice {
                    cards: self.plot.to_give,
                    to: SeatSet::all(self.players()).difference(SeatSet::only(seat)),
                });
            }
            Phase::PlotResolve {
                card,
                seat: resolver,
            } if resolver == seat => {
                choices.use_card = Some(UseChoice {
                    card,
                    targets: self.resolution_targets(card, seat),
                });
            }
            Phase::PlotMoment(moment) if moment.asked == seat => {
                choices.use_card = Some(UseChoice {
                    card: moment.card,
                    targets: self.moment_targets(&moment, moment.card, seat),
                });
                choices.decline = true;
            }
            _ => return None,
        }
        Some(choices)
    }

    /// PC4: whom an immediate card's receiver may name.
    fn resolution_targets(&self, card: PlotCard, seat: Seat) -> SeatSet {
        let players = self.players();
        let others = SeatSet::all(players).difference(SeatSet::only(seat));
        match card {
            PlotCard::TakeResponsibility => self.any_plot_holders().intersection(others),
            PlotCard::OverheardConversation => {
                SeatSet::only(seat.next(players)).union(SeatSet::only(seat.previous(players)))
            }
            _ => others,
        }
    }

    /// Who the game waits for in a plot phase.
    #[inline(never)]
    pub(crate) fn plot_awaiting(&self) -> SeatSet {
        match self.phase {
            Phase::PlotDeal => SeatSet::only(self.leader),
            Phase::PlotResolve { seat, .. } => SeatSet::only(seat),
            Phase::PlotMoment(moment) => SeatSet::only(moment.asked),
            _ => SeatSet::EMPTY,
        }
    }
}

/// What the views show of the plot cards (PC2–PC5).
impl State {
    /// Everything public: the deck's size, the drawn and held cards, every use, the
    /// spotlit cards, and the Opinion Makers' votes once all are in.
    pub(crate) fn public_plot(&self) -> Option<PublicPlot> {
        if !self.config.plot_cards {
            return None;
        }
        let open_votes = match self.phase {
            Phase::Voting(ballot) => {
                let makers = self.opinion_makers();
                (!makers.is_empty() && makers.is_subset(ballot.voted)).then(|| OpenVotes {
                    approvals: ballot.approvals.intersection(makers),
                    rejections: makers.difference(ballot.approvals),
                })
            }
            _ => None,
        };
        Some(PublicPlot {
            deck: (self.plot.deck.len() as u8).saturating_sub(self.plot.drawn),
            drawn: self.plot.to_give,
            held: self.plot.held,
            used: self.plot.used,
            spotlit: self.plot.spotlit,
            open_votes,
        })
    }

    /// What plot cards showed `seat`: theirs alone.
    pub(crate) fn plot_seen_by(&self, seat: Seat) -> Option<PlayerPlot> {
        self.config.plot_cards.then(|| PlayerPlot {
            seen: self
                .plot
                .sights
                .iter()
                .filter(|sight| sight.viewer == seat)
                .copied()
                .collect(),
        })
    }

    /// Every sight, for the game-over reveal (B13).
    pub(crate) fn plot_reveal(&self) -> Option<BoundedList<PlotSight, MAX_PLOT_SIGHTS>> {
        self.config.plot_cards.then_some(self.plot.sights)
    }
}

/// The plot cards' place in the [registry](crate::resistance::modules::registry): their moments
/// (PC4), the deal (PC2) and the Opinion Makers' open votes.
pub(crate) struct PlotCards;

/// PC2, PC4: the Strong Leader moment, then the round's deal when it is due.
#[inline(always)]
fn strong_leader_moment(state: &mut State, sink: &mut impl EventSink<Event>) -> bool {
    state.config.plot_cards && state.open_before_proposal(sink)
}

/// A plot card command, checked.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum PlotChecked {
    Give(PlotCard, Seat),
    Use(PlotAction),
    Decline(PlotCard),
}

impl ModuleRules for PlotCards {
    type Checked = PlotChecked;
    type Command = PlotCommand;

    /// PC2–PC5: giving, using and declining; a card is out of turn in every phase
    /// of a game without plot cards.
    #[inline(always)]
    fn check(
        state: &State,
        seat: Seat,
        command: PlotCommand,
    ) -> Result<ModuleChecked, CommandError> {
        match command {
            PlotCommand::GivePlotCard { card, to } => state.check_give_plot_card(seat, card, to),
            PlotCommand::UsePlotCard { action } if state.config.plot_cards => {
                state.check_use_plot_card(seat, action)
            }
            PlotCommand::DeclinePlotCard { card } if state.config.plot_cards => {
                state.check_decline_plot_card(seat, card)
            }
            PlotCommand::UsePlotCard { .. } | PlotCommand::DeclinePlotCard { .. } => {
                Err(state.wrong_phase(Command::Plot(command).kind()))
            }
        }
    }

    /// PC2–PC5: the card's effect; the moment or the deal says where the flow
    /// goes on.
    #[inline(always)]
    fn execute(
        state: &mut State,
        seat: Seat,
        checked: PlotChecked,
        sink: &mut impl EventSink<Event>,
    ) -> Resume {
        match checked {
            PlotChecked::Give(card, to) => state.give_plot_card(card, to, sink),
            PlotChecked::Use(action) => state.use_plot_card(seat, action, sink),
            PlotChecked::Decline(card) => state.decline_plot_card(seat, card, sink),
        }
    }

    /// PC2–PC5: the leader dealing, the receiver resolving, the holder asked.
    #[inline(always)]
    fn awaiting(state: &State) -> SeatSet {
        state.plot_awaiting()
    }

    /// PC2–PC5: in the deal, a resolution or a moment.
    #[inline(always)]
    fn phase_choices(state: &State, seat: Seat, choices: &mut Choices) {
        choices.plot = state.plot_choices(seat);
    }

    const MODULE: Module = Module::PlotCards;

    const NAMES: Translations = [
        ["Plot cards", "Plot cards"],
        ["Карты сюжета", "Карты сюжета"],
        ["Lá bài âm mưu", "Lá bài âm mưu"],
    ];

    #[inline(always)]
    fn in_play(config: &GameConfig) -> bool {
        config.plot_cards
    }

    /// PC2, PC4: the Strong Leader moment, then the round's deal.
    #[inline(always)]
    fn round_start(state: &mut State, sink: &mut impl EventSink<Event>) -> bool {
        strong_leader_moment(state, sink)
    }

    /// PC4: the Strong Leader moment.
    #[inline(always)]
    fn before_proposal(state: &mut State, sink: &mut impl EventSink<Event>) -> bool {
        strong_leader_moment(state, sink)
    }

    /// PC4: No Confidence, then In the Spotlight, before the mission.
    #[inline(always)]
    fn team_approved(
        state: &mut State,
        mission: MissionState,
        sink: &mut impl EventSink<Event>,
    ) -> bool {
        state.config.plot_cards && state.open_after_approval(mission, sink)
    }

    /// PC4: Keeping a Close Eye on You, before the count.
    #[inline(always)]
    fn cards_in(
        state: &mut State,
        mission: MissionState,
        sink: &mut impl EventSink<Event>,
    ) -> bool {
        state.config.plot_cards && state.open_after_cards(mission, sink)
    }

    /// LV1: an immediate card waiting to be resolved is discarded.
    #[inline(always)]
    fn game_ended(state: &mut State) {
        if state.config.plot_cards {
            state.plot_game_ends();
        }
    }

    /// PC4: the Opinion Makers vote first.
    #[inline(always)]
    fn vote_order(state: &State, seat: Seat, voted: SeatSet) -> Result<(), CommandError> {
        if state.config.plot_cards {
            state.check_vote_order(seat, voted)
        } else {
            Ok(())
        }
    }

    /// PC4: the Opinion Makers (none without plot cards).
    #[inline(always)]
    fn votes_first(state: &State) -> SeatSet {
        state.opinion_makers()
    }

    /// PC4: once every Opinion Maker has voted, their votes are public.
    #[inline(always)]
    fn vote_cast(state: &State, seat: Seat, ballot: VoteState, sink: &mut impl EventSink<Event>) {
        if state.config.plot_cards {
            state.open_votes_cast(seat, ballot.voted, ballot.approvals, sink);
        }
    }

    /// PC4: In the Spotlight shows a spotlit member's card.
    #[inline(always)]
    fn card_played(
        state: &mut State,
        seat: Seat,
        card: MissionCard,
        sink: &mut impl EventSink<Event>,
    ) {
        if state.config.plot_cards {
            state.spotlit_card_played(seat, card, sink);
        }
    }
}
