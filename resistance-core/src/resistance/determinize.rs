//! A game rebuilt from one seat's view and a deal it finds consistent: what a
//! search bot plays out. Everything the view shows is taken as it is; what it
//! hides is filled in: the roles from the deal, votes and cards under way from a
//! generator (a spy's card at random, a Resistance card Success, B10), the loyalty
//! cards not yet flipped shuffled (DF1), the other players' agendas and the cards
//! set aside for other leaders drawn at random. The rebuilt game shows the seat
//! exactly the view it came from, and plays on by the rules.
//!
//! Games with plot cards are not rebuilt: the order of the deck and the moments'
//! bookkeeping are more than a view says (a search bot plays those logically).

use crate::{
    kernel::{Allegiance, BoundedList, GameRng, MissionCard, Seat, SeatSet},
    resistance::{
        command::Vote,
        config::{AgendaKind, AssassinOptions, DefectorVariant, GameConfig, LeavePolicy, MAX_SEED},
        game::Game,
        modules::{
            agenda::state::SealedAgendas,
            defector::{self, state::LoyaltyDeck},
            inquisitor::state::Token,
            trapper::state::Traps,
        },
        record::{Agenda, InspectionResult, LoyaltyCard, MissionState, TrappedCard, VoteState},
        reveal::Appearance,
        role::{Role, RoleList},
        rules,
        state::{Phase, State},
        view::{PhaseView, PlayerView},
    },
};

/// The configuration a view shows: what is public of it (the seed aside, which a
/// rebuilt game draws anew).
fn config_of(view: &PlayerView, seed: u64) -> Option<GameConfig> {
    let table = &view.table;
    let has = |role| table.characters.contains(&role);
    let mut config = GameConfig::new(table.players, seed);
    if has(Role::Assassin) {
        config.assassin = Some(AssassinOptions {
            body_guard: has(Role::BodyGuard),
            false_commander: has(Role::FalseCommander),
            deep_cover: has(Role::DeepCover),
            blind_spy: has(Role::BlindSpy),
        });
    }
    // TR1: the Trapper's teams are one larger.
    config.trapper = table.team_sizes[0] != rules::team_size(table.players, 1);
    if has(Role::SpyDefector) {
        // DF5: only a Defector's own sightings tell the variant; it changes what
        // was seen at setup, never how the game goes on.
        let meet = view
            .sightings
            .iter()
            .any(|s| s.appears_as == Appearance::Defector);
        config.defector = Some(if meet {
            DefectorVariant::KnowEachOther
        } else {
            DefectorVariant::Standard
        });
    }
    config.inquisitor = table.inquisitor.is_some();
    let agendas =
        !table.agendas.is_empty() || matches!(table.phase, PhaseView::AgendaChoice { .. });
    if agendas {
        config.agendas = Some(AgendaKind::SingleOrDouble);
    }
    if !table.vacant.is_empty() {
        config.leave_policy = LeavePolicy::Substitute;
    }
    config.plot_cards = table.plot.is_some();
    config.validate().ok().map(|()| config)
}

impl Game {
    /// The game `view`'s seat would be in if `roles` were the deal, with the hidden
    /// choices filled in from `rng`; `None` for a game with plot cards, a game over,
    /// or a deal that does not fit the view's table.
    pub(crate) fn determinized(
        view: &PlayerView,
        roles: &[Role],
        rng: &mut GameRng,
    ) -> Option<Game> {
        let table = &view.table;
        let config = config_of(view, rng.next_word() & MAX_SEED)?;
        let roles = RoleList::from_slice(roles)
            .filter(|roles| roles.len() == usize::from(table.players))?;
        if config.plot_cards || table.reveal.is_some() {
            return None;
        }
        let seat_role = |seat: Seat| roles.get(seat.index()).copied().unwrap_or_default();
        let defector = loyalty_deck(&config, view, rng);
        let allegiance = |seat: Seat, switched: bool| {
            let role = seat_role(seat);
            if role.is_defector() && switched {
                role.allegiance().other()
            } else {
                role.allegiance()
            }
        };
        let spy_now = |seat: Seat| allegiance(seat, defector.switched) == Allegiance::Spy;
        // A card hidden from the seat: its own as it played it, Success from the
        // Resistance, either from a spy.
        let card_of = |spy: bool, rng: &mut GameRng| -> MissionCard {
            if spy && rng.below(2) == 0 {
                MissionCard::Fail
            } else {
                MissionCard::Success
            }
        };
        let mission_under_way = |team: SeatSet, played: SeatSet, rng: &mut GameRng| {
            let mut failed_by = SeatSet::EMPTY;
            for member in played.iter() {
                let card = if member == view.seat {
                    view.mission_card.unwrap_or(MissionCard::Success)
                } else {
                    card_of(spy_now(member), rng)
                };
                if card == MissionCard::Fail {
                    failed_by.insert(member);
                }
            }
            MissionState {
                team,
                played,
                failed_by,
            }
        };
        let phase = match table.phase {
            PhaseView::AgendaChoice { chosen } => Phase::AgendaChoice { chosen },
            PhaseView::Proposal { .. } => Phase::Proposal,
            PhaseView::Voting { team, voted } => {
                let mut approvals = SeatSet::EMPTY;
                for voter in voted.iter() {
                    let approve = if voter == view.seat {
                        view.vote == Some(Vote::Approve)
                    } else {
                        rng.below(2) == 0
                    };
                    if approve {
                        approvals.insert(voter);
                    }
                }
                Phase::Voting(VoteState {
                    team,
                    voted,
                    approvals,
                })
            }
            PhaseView::Mission { team, played } => {
                Phase::Mission(mission_under_way(team, played, rng))
            }
            PhaseView::Trapping { team, .. } => Phase::Trapping(mission_under_way(team, team, rng)),
            PhaseView::Inquisition { .. } => Phase::Inquisition,
            PhaseView::Assassination => Phase::Assassination,
            _ => return None,
        };

        // Who failed each mission: the seat's own card as it played it, the rest
        // of the Fail cards from that round's spies on the team (B10).
        let mut saboteurs = BoundedList::new();
        for mission in table.missions.iter() {
            let switched = defector::state::switched_in(&view.table.loyalty_cards, mission.round);
            let mut failed_by = SeatSet::EMPTY;
            let mut fails = mission.fails;
            let own = view
                .cards_played
                .iter()
                .find(|played| played.round == mission.round);
            if own.is_some_and(|own| own.card == MissionCard::Fail) {
                failed_by.insert(view.seat);
                if mission.set_aside != Some(view.seat) {
                    fails = fails.saturating_sub(1);
                }
            }
            for member in mission
                .team
                .iter()
                .filter(|&m| m != view.seat && Some(m) != mission.set_aside)
            {
                if fails > 0 && allegiance(member, switched) == Allegiance::Spy {
                    failed_by.insert(member);
                    fails -= 1;
                }
            }
            let _ = saboteurs.push(failed_by);
        }
        // TR2, TR3: the cards set aside, as the seat saw its own and at random for
        // other leaders.
        let mut trapper = Traps::default();
        for mission in table.missions.iter() {
            let Some(member) = mission.set_aside else {
                continue;
            };
            let seen = view
                .trapped
                .iter()
                .find(|t| t.round == mission.round)
                .copied();
            let switched = defector::state::switched_in(&view.table.loyalty_cards, mission.round);
            let card = seen.map_or_else(
                || card_of(allegiance(member, switched) == Allegiance::Spy, rng),
                |t| t.card,
            );
            let _ = trapper.trapped.push(TrappedCard {
                round: mission.round,
                leader: mission.leader,
                member,
                card,
            });
        }
        // IQ2: the seat's own inspections as it saw them, the others' from the deal.
        let mut inquisitor = Token {
            holder: table.inquisitor,
            former: SeatSet::EMPTY,
            inspections: BoundedList::new(),
        };
        for inspection in table.inspections.iter() {
            inquisitor.former.insert(inspection.holder);
            let switched =
                defector::state::switched_in(&view.table.loyalty_cards, inspection.round);
            let shown = view
                .inspections
                .iter()
                .find(|own| own.inspection == *inspection)
                .map_or_else(|| allegiance(inspection.target, switched), |own| own.shown);
            let _ = inquisitor.inspections.push(InspectionResult {
                inspection: *inspection,
                shown,
            });
        }
        if let Some(holder) = table.inquisitor {
            inquisitor.former.insert(holder);
        }
        // HA1: the seat's own agenda; the others', face down, a name at random.
        let mut sealed: BoundedList<Agenda, { crate::kernel::MAX_PLAYERS }> = BoundedList::new();
        for public in table.agendas.iter() {
            let names = match (public.revealed, public.owner == view.seat) {
                (Some(names), _) => names,
                (None, true) => view.agenda.unwrap_or_default(),
                (None, false) => SeatSet::only(Seat(rng.below(u32::from(table.players)) as u8)),
            };
            let _ = sealed.push(Agenda {
                owner: public.owner,
                names,
                revealed: public.revealed.is_some(),
            });
        }
        let first_leader = table
            .proposals
            .first()
            .map_or(table.leader, |proposal| proposal.leader);
        let state = State {
            config,
            rng: GameRng::from_seed_number(rng.next_word()),
            roles,
            first_leader,
            round: table.round,
            leader: table.leader,
            rejections: table.rejections,
            phase,
            proposals: table.proposals,
            missions: table.missions,
            saboteurs,
            vacant: table.vacant,
            trapper,
            defector,
            inquisitor,
            agendas: SealedAgendas::restored(&sealed),
            plot: Default::default(),
        };
        Some(Game::of(state))
    }
}

/// DF1, DF3: the cards flipped so far as everyone saw them, the rest of the deck
/// shuffled; empty without Defectors.
fn loyalty_deck(config: &GameConfig, view: &PlayerView, rng: &mut GameRng) -> LoyaltyDeck {
    let mut deck = LoyaltyDeck::shuffled(config, rng);
    let flipped = view.table.loyalty_cards.as_slice();
    if deck.deck.is_empty() {
        return deck;
    }
    // Move the flipped cards to the top, in the order they came, keeping the rest
    // in its shuffled order.
    let mut rest: BoundedList<LoyaltyCard, 5> = deck.deck;
    let mut order = BoundedList::new();
    for &card in flipped {
        if rest.remove_first(|&c| c == card).is_some() {
            let _ = order.push(card);
        }
    }
    for &card in rest.iter() {
        let _ = order.push(card);
    }
    deck.deck = order;
    deck.flipped = flipped.len() as u8;
    deck.switched = defector::state::switched_in(&view.table.loyalty_cards, u8::MAX);
    deck
}
